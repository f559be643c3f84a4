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
