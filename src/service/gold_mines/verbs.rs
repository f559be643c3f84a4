//! The Gold Mines' verb, a row of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of its parameter: the tiles around the
//! gold tile the second ingot may go on, from the engine's legal actions.

use carcassonne_engine::rules::gold_mines::Act;
use carcassonne_engine::{Action, Expansion};

use super::super::expansion::{Lists, Verbs};
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};

impl Suggest {
    /// The tiles around the gold tile just placed that the second ingot may go on (`0,1`).
    pub const GOLD_TILES: Suggest = Suggest::own_at_cell(Expansion::GoldMines, 0);
}

/// Its verb at its slot of the table of verbs, and the answers to its own list.
pub(in crate::service) static VERBS: Verbs = Verbs {
    after_pass: DECISIONS,
    lists: Lists::Legal { keep: &[|a| Act::of(*a).is_some()], word },
    ..Verbs::NONE
};

/// The second ingot's tile, the answer to its decision. In French « lingot », the piece
/// a player puts down (« or » is read too).
static DECISIONS: &[Verb] = &[Verb {
    word: "gold",
    fr: "lingot",
    terminal: "gold X Y",
    terminal_fr: "lingot X Y",
    discord: "/gold cell:1,0",
    discord_fr: "/lingot case:1,0",
    params: &[Param { name: "cell", fr: "case", suggest: Suggest::GOLD_TILES, required: true }],
    group: Group::Turn,
    expansion: Some(Expansion::GoldMines),
    spelling: Spelling::Action,
    example: "gold 1 0",
    parse: action,
}];

/// The words that type legal action `a` in its list: the tile's cell.
fn word(a: Action) -> Option<String> {
    let Act::Ingot(pos) = Act::of(a)?;
    Some(format!("{},{}", pos.x, pos.y))
}
