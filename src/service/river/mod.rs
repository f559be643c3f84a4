//! The River in the service: it has no events of its own to tell; its tiles' water is
//! told by its `tile_parts` (the spring, the lake, a straight or curved river) and its
//! refusals by `refusals.rs`; its rules paragraph is `rules-river` in its locale files.

super::expansion::box_folder!();

use carcassonne_engine::rules::river::LAKE;
use carcassonne_engine::{Dir, EdgeKind, TileDef};

use super::expansion::ExpansionService;
use super::tile_words::{self, Pieces, Stage, is_straight};

impl ExpansionService for Part {
    /// The river on a tile, first: its spring, its lake, or a straight or curved river
    /// ("a curved river and a city corner").
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        let Stage::Lead = stage else { return };
        let water = Dir::ALL.into_iter().filter(|d| def.edges.get(d.index()) == Some(&EdgeKind::Water));
        let water = water.fold(0u8, |edges, d| edges | 1 << d.index());
        let part = match water.count_ones() {
            0 => return,
            1 if def.id == LAKE => "lake",
            1 => "spring",
            _ if is_straight(water) => "straight-river",
            _ => "curved-river",
        };
        pieces.add(tile_words::Part(part), None);
    }
}
