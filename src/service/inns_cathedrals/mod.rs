//! Inns & Cathedrals as players meet it: the big meeple at the figure step (its verb,
//! its spots' autocomplete, its buttons), its narration and refusal, and the inns and
//! cathedrals in a tile's words. The engine decides what is legal and what scores; this
//! module only words it.

mod facts;
mod tile_parts;
mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;
// Its facts, named by the registry (`service::registered`).
pub(super) use facts::FACTS;

use carcassonne_engine::TileDef;

use super::expansion::ExpansionService;
use super::tile_words::{Pieces, Stage};

/// Inns & Cathedrals' part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        tile_parts::parts(def, stage, pieces)
    }
}

#[cfg(test)]
mod examples;
