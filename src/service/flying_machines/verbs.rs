//! The Flying Machines' verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the followers that may
//! fly and the features the flier may land on, from the engine's legal actions.

use carcassonne_engine::rules::flying_machines::Act;
use carcassonne_engine::{Action, Expansion, FigureKind};

use super::super::expansion::Verbs;
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};
use super::super::{Context, Service, Suggestion};

impl Suggest {
    /// The followers the asking player may fly from the tile just placed.
    pub const FLIERS: Suggest =
        Suggest::Own { expansion: Expansion::FlyingMachines, list: 0, at_cell: false };
    /// The features the follower in flight may land on.
    pub const LANDINGS: Suggest =
        Suggest::Own { expansion: Expansion::FlyingMachines, list: 1, at_cell: true };
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs =
    Verbs { after_meeple: FIGURE, after_pass: DECISIONS, lists: suggest, ..Verbs::NONE };

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

/// The answer to one of its parameters' autocomplete, from the asking player's legal
/// actions; `None` for another source.
fn suggest(service: &mut Service, ctx: &Context, source: Suggest, typed: &str) -> Option<Vec<Suggestion>> {
    let keep: fn(&Action) -> bool = match source {
        Suggest::FLIERS => |a| matches!(Act::of(*a), Some(Act::Fly(_))),
        Suggest::LANDINGS => |a| matches!(Act::of(*a), Some(Act::Land(..))),
        _ => return None,
    };
    let found = service.legal_words(ctx, typed, keep, |a| {
        Some(match Act::of(a)? {
            Act::Fly(FigureKind::Meeple) => FigureKind::Meeple.spec().word.to_string(),
            Act::Fly(figure) => figure.spec().word.to_string(),
            Act::Land(t, FigureKind::Meeple) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
            Act::Land(t, figure) => format!("{},{} {} {}", t.pos.x, t.pos.y, t.spot, figure.spec().word),
        })
    });
    Some(service.or_why(ctx, found, typed))
}
