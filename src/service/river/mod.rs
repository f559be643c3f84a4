//! The River in the service: it has no events of its own to tell; its tiles' water is
//! told by `tile_parts` (the spring, the lake, a straight or curved river) and its
//! refusals by `refusals.rs`; its rules paragraph is `rules-river` in its locale files.

mod facts;
mod tile_parts;

// Its facts, named by the registry (`service::registered`).
pub(super) use facts::FACTS;

use carcassonne_engine::TileDef;

use super::expansion::ExpansionService;
use super::tile_words::{Pieces, Stage};

/// The River's part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        tile_parts::parts(def, stage, pieces)
    }
}

#[cfg(test)]
mod examples;
