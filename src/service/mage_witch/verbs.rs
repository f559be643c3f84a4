//! Mage & Witch's verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the roads and cities a
//! figure may go to and the figures that may be set aside, from the engine's legal
//! actions.

use carcassonne_engine::rules::mage_witch::{Act, Magic};
use carcassonne_engine::{Action, Expansion};

use super::super::expansion::{Lists, Verbs};
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};

impl Suggest {
    /// The roads and cities the mage may go to now.
    pub const MAGE_TARGETS: Suggest = Suggest::own_at_cell(Expansion::MageWitch, 0);
    /// The roads and cities the witch may go to now.
    pub const WITCH_TARGETS: Suggest = Suggest::own_at_cell(Expansion::MageWitch, 1);
    /// The figures that may be set aside, when no road or city takes one.
    pub const MAGIC_FIGURES: Suggest = Suggest::own(Expansion::MageWitch, 2);
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs {
    after_pass: DECISIONS,
    lists: Lists::Legal {
        keep: &[
            |a| matches!(Act::of(*a), Some(Act::Move(Magic::Mage, _))),
            |a| matches!(Act::of(*a), Some(Act::Move(Magic::Witch, _))),
            |a| matches!(Act::of(*a), Some(Act::Aside(_))),
        ],
        word,
    },
    ..Verbs::NONE
};

/// The figures placed or set aside, answers to its decisions.
static DECISIONS: &[Verb] = &[
    Verb {
        word: "mage",
        fr: "mage",
        terminal: "mage X Y SPOT",
        terminal_fr: "mage X Y LIEU",
        discord: "/mage target:1,0 road E",
        discord_fr: "/mage cible:1,0 route E",
        params: &[Param { name: "target", fr: "cible", suggest: Suggest::MAGE_TARGETS, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::MageWitch),
        spelling: Spelling::Action,
        example: "mage 1 0 road E",
        parse: action,
    },
    Verb {
        word: "witch",
        fr: "sorcière",
        terminal: "witch X Y SPOT",
        terminal_fr: "sorcière X Y LIEU",
        discord: "/witch target:1,0 city N",
        discord_fr: "/sorcière cible:1,0 ville N",
        params: &[Param { name: "target", fr: "cible", suggest: Suggest::WITCH_TARGETS, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::MageWitch),
        spelling: Spelling::Action,
        example: "witch 1 0 city N",
        parse: action,
    },
    Verb {
        word: "aside",
        fr: "écarter",
        terminal: "aside mage/witch",
        terminal_fr: "écarter mage/sorcière",
        discord: "/aside figure:witch",
        discord_fr: "/écarter figurine:sorcière",
        params: &[Param { name: "figure", fr: "figurine", suggest: Suggest::MAGIC_FIGURES, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::MageWitch),
        spelling: Spelling::Action,
        example: "aside witch",
        parse: action,
    },
];

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Move(_, t) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
        Act::Aside(m) => m.word().to_string(),
    })
}
