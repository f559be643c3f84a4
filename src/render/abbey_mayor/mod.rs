//! Abbey & Mayor on the image.

use super::expansion::ExpansionArt;

/// Abbey & Mayor's drawing, registered in `expansion::art_of`.
#[derive(Debug)]
pub(super) struct Art;

impl ExpansionArt for Art {}
