//! Inns & Cathedrals as players meet it: the big meeple at the figure step (its verb,
//! its spots' autocomplete, its buttons), its narration and refusal, and the inns and
//! cathedrals in a tile's words. The engine decides what is legal and what scores; this
//! module only words it.

// Its facts and its verbs, whose `FACTS` and `VERBS` the registry names
// (`service::registered`).
pub(super) mod facts;
pub(super) mod verbs;

use carcassonne_engine::{FeatureKind, TileDef};

use super::expansion::ExpansionService;
use super::tile_words::{self, Pieces, Stage};

/// Inns & Cathedrals' part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    /// An inn after its road (not by a lake: the base game's parts tell that one), the
    /// cathedral among the markers.
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        match stage {
            Stage::Road(road) if road.inn && !def.markers.lake => {
                pieces.add(tile_words::Part("wayside-inn"), None)
            }
            Stage::Markers if def.segments.iter().any(|s| s.kind == FeatureKind::City && s.cathedral) => {
                pieces.add(tile_words::Part("cathedral"), None)
            }
            _ => {}
        }
    }
}

#[cfg(test)]
pub(super) mod examples;
