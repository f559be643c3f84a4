//! Crop Circles' verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the placer's two
//! choices and the spots where a follower may be added or taken back, from the
//! engine's legal actions.

use carcassonne_engine::rules::crop_circles::Act;
use carcassonne_engine::{Action, Expansion, FigureKind, Target};

use super::super::expansion::Verbs;
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};
use super::super::{Context, Service, Suggestion};

impl Suggest {
    /// The placer's two choices: add or remove.
    pub const CIRCLE_CHOICES: Suggest =
        Suggest::Own { expansion: Expansion::CropCircles, list: 0, at_cell: false };
    /// The spots where the asking player may add a follower, the figure after a meeple's.
    pub const CIRCLE_ADDS: Suggest =
        Suggest::Own { expansion: Expansion::CropCircles, list: 1, at_cell: true };
    /// The followers the asking player may take back.
    pub const CIRCLE_REMOVES: Suggest =
        Suggest::Own { expansion: Expansion::CropCircles, list: 2, at_cell: true };
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs { after_pass: DECISIONS, lists: suggest, ..Verbs::NONE };

/// The placer's choice and each player's answer, answers to its decisions.
static DECISIONS: &[Verb] = &[
    Verb {
        word: "crop",
        fr: "cercle",
        terminal: "crop add/remove",
        terminal_fr: "cercle ajouter/retirer",
        discord: "/crop choice:add",
        discord_fr: "/cercle choix:ajouter",
        params: &[Param { name: "choice", fr: "choix", suggest: Suggest::CIRCLE_CHOICES, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::CropCircles),
        spelling: Spelling::Action,
        example: "crop add",
        parse: action,
    },
    Verb {
        word: "add",
        fr: "ajouter",
        terminal: "add X Y SPOT [FIGURE]",
        terminal_fr: "ajouter X Y LIEU [FIGURINE]",
        discord: "/add target:1,0 road E",
        discord_fr: "/ajouter cible:1,0 route E",
        params: &[Param { name: "target", fr: "cible", suggest: Suggest::CIRCLE_ADDS, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::CropCircles),
        spelling: Spelling::Action,
        example: "add 1 0 road E",
        parse: action,
    },
    Verb {
        word: "remove",
        fr: "retirer",
        terminal: "remove X Y SPOT [FIGURE]",
        terminal_fr: "retirer X Y LIEU [FIGURINE]",
        discord: "/remove target:1,0 road E",
        discord_fr: "/retirer cible:1,0 route E",
        params: &[Param { name: "target", fr: "cible", suggest: Suggest::CIRCLE_REMOVES, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::CropCircles),
        spelling: Spelling::Action,
        example: "remove 1 0 road E",
        parse: action,
    },
];

/// A spot and, after it, the figure when it is no meeple (`1,0 road E big`).
fn at(target: Target, figure: FigureKind) -> String {
    let cell = format!("{},{} {}", target.pos.x, target.pos.y, target.spot);
    match figure {
        FigureKind::Meeple => cell,
        _ => format!("{cell} {}", figure.spec().word),
    }
}

/// The answer to one of its parameters' autocomplete, from the asking player's legal
/// actions; `None` for another source.
fn suggest(service: &mut Service, ctx: &Context, source: Suggest, typed: &str) -> Option<Vec<Suggestion>> {
    let keep: fn(&Action) -> bool = match source {
        Suggest::CIRCLE_CHOICES => |a| matches!(Act::of(*a), Some(Act::Choose(_))),
        Suggest::CIRCLE_ADDS => |a| matches!(Act::of(*a), Some(Act::Add(..))),
        Suggest::CIRCLE_REMOVES => |a| matches!(Act::of(*a), Some(Act::Remove(..))),
        _ => return None,
    };
    let found = service.legal_words(ctx, typed, keep, |a| {
        Some(match Act::of(a)? {
            Act::Choose(mode) => mode.word().to_string(),
            Act::Add(figure, t) | Act::Remove(figure, t) => at(t, figure),
        })
    });
    Some(service.or_why(ctx, found, typed))
}
