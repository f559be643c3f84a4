//! Hills & Sheep's parts of a tile in words: a vineyard among the markers, and a hill
//! last ("a city corner on a hill" when the hill is all there is besides one part).

use carcassonne_engine::TileDef;

use crate::service::tile_words::{Part, Pieces, Stage};

const VINEYARD: Part = Part("vineyard");
const HILL: Part = Part("hill");

/// The vineyard and the hill on `def`, each at its stage.
pub(super) fn parts(def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
    match stage {
        Stage::Markers if def.markers.vineyard => pieces.add(VINEYARD, None),
        // "a city corner on a hill", else the hill is one more part: "…, a curved road
        // and a hill" reads on in a sentence ("placed … at 1 0").
        Stage::Last if def.markers.hill && pieces.single() => pieces.around("tile-on-a-hill"),
        Stage::Last if def.markers.hill => pieces.add(HILL, None),
        _ => {}
    }
}
