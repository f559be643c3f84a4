//! The Flying Machines' verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the followers that may
//! fly and the features the flier may land on, from the engine's legal actions.

use carcassonne_engine::rules::flying_machines::Act;
use carcassonne_engine::{Action, Expansion, FigureKind};

use super::super::expansion::{Lists, Verbs};
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};

impl Suggest {
    /// The followers the asking player may fly from the tile just placed.
    pub const FLIERS: Suggest = Suggest::own(Expansion::FlyingMachines, 0);
    /// The features the follower in flight may land on.
    pub const LANDINGS: Suggest = Suggest::own_at_cell(Expansion::FlyingMachines, 1);
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs {
    after_meeple: FIGURE,
    after_pass: DECISIONS,
    lists: Lists::Legal {
        keep: &[|a| matches!(Act::of(*a), Some(Act::Fly(_))), |a| matches!(Act::of(*a), Some(Act::Land(..)))],
        word,
    },
    ..Verbs::NONE
};

/// The flight, instead of a figure on the tile.
static FIGURE: &[Verb] = &[Verb {
    word: "fly",
    fr: "voler",
    terminal: "fly [FIGURE]",
    terminal_fr: "voler [FIGURINE]",
    discord: "/fly",
    discord_fr: "/voler",
    params: &[Param { name: "figure", fr: "figurine", suggest: Suggest::FLIERS, required: false }],
    group: Group::Turn,
    expansion: Some(Expansion::FlyingMachines),
    spelling: Spelling::Action,
    example: "fly",
    parse: action,
}];

/// The landing, the answer to its decision.
static DECISIONS: &[Verb] = &[Verb {
    word: "land",
    fr: "atterrir",
    terminal: "land X Y SPOT [FIGURE]",
    terminal_fr: "atterrir X Y LIEU [FIGURINE]",
    discord: "/land target:0,0 city N",
    discord_fr: "/atterrir cible:0,0 ville N",
    params: &[Param { name: "target", fr: "cible", suggest: Suggest::LANDINGS, required: true }],
    group: Group::Turn,
    expansion: Some(Expansion::FlyingMachines),
    spelling: Spelling::Action,
    example: "land 0 0 city N",
    parse: action,
}];

/// A legal flight or landing as typed: the figure, or the landing's cell and spot then
/// the figure when it is not a meeple.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Fly(figure) => figure.spec().word.to_string(),
        Act::Land(t, FigureKind::Meeple) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
        Act::Land(t, figure) => format!("{},{} {} {}", t.pos.x, t.pos.y, t.spot, figure.spec().word),
    })
}
