//! The River in the service: it has no events of its own to tell; its tiles' water is
//! told by `tile_parts` (the spring, the lake, a straight or curved river); its
//! refusals are still rows of the shared files (see `docs/adding-an-expansion.md`, "The
//! service").

mod tile_parts;

use carcassonne_engine::TileDef;

use super::tile_words::{Pieces, Stage};

use super::expansion::ExpansionService;

/// The River's part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        tile_parts::parts(def, stage, pieces)
    }
}
