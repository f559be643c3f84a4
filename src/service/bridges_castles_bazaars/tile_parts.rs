//! Bridges, Castles & Bazaars' parts of a tile in words: a road to a bazaar, in its
//! place among the roads, or else the bazaar itself among the markers.

use carcassonne_engine::{RoadEnd, TileDef};

use crate::service::tile_words::{Part, Pieces, Stage};

const ROAD_TO_BAZAAR: Part = Part("road-to-bazaar");
const BAZAAR: Part = Part("bazaar");

/// The bazaar on `def`: by the road that leads to it, or on its own.
pub(super) fn parts(def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
    match stage {
        Stage::Road(road) if road.road_end == Some(RoadEnd::Bazaar) => pieces.add(ROAD_TO_BAZAAR, None),
        Stage::Markers => {
            let bazaar_road = def.segments.iter().any(|s| s.road_end == Some(RoadEnd::Bazaar));
            if def.markers.bazaar && !bazaar_road {
                pieces.add(BAZAAR, None);
            }
        }
        _ => {}
    }
}
