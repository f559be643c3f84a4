//! Inns & Cathedrals' part of a tile in words: an inn after its road, a cathedral among
//! the markers (an inn by a lake is told with the base game's parts, `tile_words`).

use carcassonne_engine::{FeatureKind, TileDef};

use crate::service::tile_words::{Part, Pieces, Stage};

const CATHEDRAL: Part = Part("cathedral");
const INN: Part = Part("wayside-inn");

/// An inn on a road of `def` (not by a lake), the cathedral in a city of it.
pub(super) fn parts(def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
    match stage {
        Stage::Road(road) if road.inn && !def.markers.lake => pieces.add(INN, None),
        Stage::Markers if def.segments.iter().any(|s| s.kind == FeatureKind::City && s.cathedral) => {
            pieces.add(CATHEDRAL, None)
        }
        _ => {}
    }
}

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
#[cfg(test)]
pub(super) const CHECKED: &[(&str, &str)] = &[
    ("IC/Cccc.c", "a city on all four sides and a cathedral"),
    ("IC/LRFR", "a monastery with two roads"),
    ("IC/CCCC", "four city caps"),
    ("IC/CCCCG", "four city caps and a garden"),
    ("IC/CCC", "three city caps"),
    ("IC/CRCR", "two city caps on opposite sides and two roads to city gates"),
    ("IC/CCc+", "a city corner with a pennant and a city cap"),
    ("IC/C!", "a city cap"),
    ("IC/CFR", "a city cap and a road to a city gate"),
    ("IC/CcR", "a city corner and a road to a city gate"),
    ("IC/CRcR+", "a city across the tile with a pennant and two roads to city gates"),
    ("IC/RCc.i", "a city corner, a road to a city gate and an inn"),
    ("IC/RrC.i", "a city cap, a curved road and an inn"),
    ("IC/CcRr+.i", "a city corner with a pennant, a curved road and an inn"),
    ("IC/RRR.i", "a junction of three roads and an inn"),
    ("IC/RFr.i", "a straight road and an inn"),
    ("IC/RFr.iG", "a straight road, an inn and a garden"),
    ("IC/Rr.i", "a curved road and an inn"),
    ("IC/RrRr", "two curved roads"),
];
