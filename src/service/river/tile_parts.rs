//! The River's parts of a tile in words: its water, what a river tile is known by,
//! told before the base game's parts ("a curved river and a city corner").

use carcassonne_engine::rules::river::LAKE;
use carcassonne_engine::{Dir, EdgeKind, TileDef};

use crate::service::tile_words::{Part, Pieces, Stage, is_straight};

const SPRING: Part = Part("spring");
const LAKE_PART: Part = Part("lake");
const STRAIGHT_RIVER: Part = Part("straight-river");
const CURVED_RIVER: Part = Part("curved-river");

/// The river on `def`, first: its spring, its lake, or a straight or curved river.
pub(super) fn parts(def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
    let Stage::Lead = stage else { return };
    let water = Dir::ALL.into_iter().filter(|d| def.edges.get(d.index()) == Some(&EdgeKind::Water));
    let water = water.fold(0u8, |edges, d| edges | 1 << d.index());
    match water.count_ones() {
        0 => {}
        1 if def.id == LAKE => pieces.add(LAKE_PART, None),
        1 => pieces.add(SPRING, None),
        _ if is_straight(water) => pieces.add(STRAIGHT_RIVER, None),
        _ => pieces.add(CURVED_RIVER, None),
    }
}

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
#[cfg(test)]
pub(super) const CHECKED: &[(&str, &str)] = &[
    ("RI/W.s", "the spring of a river"),
    ("RI/W.l", "a river ending in a lake"),
    ("RI/CWCW", "a straight river and two city caps on opposite sides"),
    ("RI/CWRW", "a straight river, a city cap and a road to a city gate"),
    ("RI/LWRW", "a straight river and a monastery with a road"),
    ("RI/WRWR", "a straight river and a straight road"),
    ("RI/FWFW", "a straight river"),
    ("RI/CcWW", "a curved river and a city corner"),
    ("RI/RrWW", "a curved river and a curved road"),
    ("RI/FFWW", "a curved river"),
    ("RI/FFWW.g", "a curved river and a garden"),
];
