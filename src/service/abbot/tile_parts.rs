//! The Abbot's part of a tile in words: its garden, among the markers.

use carcassonne_engine::TileDef;

use crate::service::tile_words::{Part, Pieces, Stage};

const GARDEN: Part = Part("garden");

/// The garden on `def`.
pub(super) fn parts(def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
    if let Stage::Markers = stage
        && def.garden().is_some()
    {
        pieces.add(GARDEN, None);
    }
}

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
#[cfg(test)]
pub(super) const CHECKED: &[(&str, &str)] = &[
    ("AB/Cc.1.g", "a city corner and a garden"),
    ("AB/Cc+.g", "a city corner with a pennant and a garden"),
    ("AB/Ccc.g", "a three-sided city and a garden"),
    ("AB/C.g", "a city cap and a garden"),
    ("AB/CFC.2.g", "two city caps on opposite sides and a garden"),
    ("AB/CC.2.g", "two city caps on adjacent sides and a garden"),
    ("AB/Rr.g", "a curved road and a garden"),
    ("AB/RFr.g", "a straight road and a garden"),
    ("AB/RR.h.g", "two roads ending at houses, a garden and a hill"),
    ("AB/CFR!.g", "a city cap, a road to a city gate and a garden"),
    ("AB/CcRR.w.g", "a city corner, two roads to city gates and a garden"),
    ("AB/CcR.c.g", "a city corner, a road to a city gate and a garden"),
];
