//! Inns & Cathedrals as players meet it: the big meeple at the figure step (its verb,
//! its spots' autocomplete, its buttons), its narration and refusal, and the inns and
//! cathedrals in a tile's words. The engine decides what is legal and what scores; this
//! module only words it.

super::expansion::box_folder!();

use carcassonne_engine::{FeatureKind, TileDef};

use super::expansion::ExpansionService;
use super::tile_words::{self, Pieces, Stage};

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
