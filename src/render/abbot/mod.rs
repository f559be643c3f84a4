//! The Abbot on the image: the garden's points get their column in the final table.
//! The garden on a tile and the abbot figure are drawn by the shared tile and figure
//! code until this folder takes them over.

use carcassonne_engine::Category;

use super::expansion::ExpansionArt;
use super::palette::{self, Rgb};

/// The Abbot's drawing, listed in `expansion::art_of`.
#[derive(Debug)]
pub(super) struct Art;

impl ExpansionArt for Art {
    fn categories(&self) -> &'static [(Category, Rgb)] {
        &[(Category::Garden, palette::FIELD)]
    }
}
