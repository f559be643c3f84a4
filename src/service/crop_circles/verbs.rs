//! Crop Circles' verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the placer's two
//! choices and the spots where a follower may be added or taken back, from the
//! engine's legal actions.

use carcassonne_engine::rules::crop_circles::Act;
use carcassonne_engine::{Action, Expansion, FigureKind, Target};

use super::super::expansion::{Lists, Verbs};
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};

impl Suggest {
    /// The placer's two choices: add or remove.
    pub const CIRCLE_CHOICES: Suggest = Suggest::own(Expansion::CropCircles, 0);
    /// The spots where the asking player may add a follower, the figure after a meeple's.
    pub const CIRCLE_ADDS: Suggest = Suggest::own_at_cell(Expansion::CropCircles, 1);
    /// The followers the asking player may take back.
    pub const CIRCLE_REMOVES: Suggest = Suggest::own_at_cell(Expansion::CropCircles, 2);
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs {
    after_pass: DECISIONS,
    lists: Lists::Legal {
        keep: &[
            |a| matches!(Act::of(*a), Some(Act::Choose(_))),
            |a| matches!(Act::of(*a), Some(Act::Add(..))),
            |a| matches!(Act::of(*a), Some(Act::Remove(..))),
        ],
        word,
    },
    ..Verbs::NONE
};

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

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Choose(mode) => mode.word().to_string(),
        Act::Add(figure, t) | Act::Remove(figure, t) => at(t, figure),
    })
}
