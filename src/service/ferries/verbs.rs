//! The Ferries' verb, a row of the table of verbs (`service/verbs.rs`) that the registry
//! joins to it, and the autocomplete of its parameter: the ferries the player may put or
//! move, a lake's cell and two road ends, from the engine's legal actions.

use carcassonne_engine::rules::ferries::Act;
use carcassonne_engine::{Action, Expansion};

use super::super::expansion::{Lists, Verbs};
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};

impl Suggest {
    /// The ferries the asking player may put or move: a lake's cell and two road ends
    /// (`1,0 E W`).
    pub const FERRIES: Suggest = Suggest::own_at_cell(Expansion::Ferries, 0);
}

/// Its verb at its slot of the table of verbs, and the answers to its own list.
pub(in crate::service) static VERBS: Verbs = Verbs {
    after_pass: DECISIONS,
    lists: Lists::Legal { keep: &[|a| Act::of(*a).is_some()], word },
    ..Verbs::NONE
};

/// A ferry put or moved, the answer to its decisions (`pass` keeps them). In French
/// « bac », the boat on the lake.
static DECISIONS: &[Verb] = &[Verb {
    word: "ferry",
    fr: "bac",
    terminal: "ferry X Y END END",
    terminal_fr: "bac X Y BOUT BOUT",
    discord: "/ferry ferry:1,0 E W",
    discord_fr: "/bac bac:1,0 E O",
    params: &[Param { name: "ferry", fr: "bac", suggest: Suggest::FERRIES, required: true }],
    group: Group::Turn,
    expansion: Some(Expansion::Ferries),
    spelling: Spelling::Action,
    example: "ferry 1 0 E W",
    parse: action,
}];

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    let Act::Ferry(pos, [x, y]) = Act::of(a)?;
    Some(format!("{},{} {x} {y}", pos.x, pos.y))
}
