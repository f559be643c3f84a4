//! Mage & Witch's verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the roads and cities a
//! figure may go to and the figures that may be set aside, from the engine's legal
//! actions.

use carcassonne_engine::rules::mage_witch::{Act, Magic};
use carcassonne_engine::{Action, Expansion};

use super::super::expansion::Verbs;
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};
use super::super::{Context, Service, Suggestion};

impl Suggest {
    /// The roads and cities the mage may go to now.
    pub const MAGE_TARGETS: Suggest =
        Suggest::Own { expansion: Expansion::MageWitch, list: 0, at_cell: true };
    /// The roads and cities the witch may go to now.
    pub const WITCH_TARGETS: Suggest =
        Suggest::Own { expansion: Expansion::MageWitch, list: 1, at_cell: true };
    /// The figures that may be set aside, when no road or city takes one.
    pub const MAGIC_FIGURES: Suggest =
        Suggest::Own { expansion: Expansion::MageWitch, list: 2, at_cell: false };
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs { after_pass: DECISIONS, lists: suggest, ..Verbs::NONE };

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

/// The answer to one of its parameters' autocomplete, from the asking player's legal
/// actions; `None` for another source.
fn suggest(service: &mut Service, ctx: &Context, source: Suggest, typed: &str) -> Option<Vec<Suggestion>> {
    let keep: fn(&Action) -> bool = match source {
        Suggest::MAGE_TARGETS => |a| matches!(Act::of(*a), Some(Act::Move(Magic::Mage, _))),
        Suggest::WITCH_TARGETS => |a| matches!(Act::of(*a), Some(Act::Move(Magic::Witch, _))),
        Suggest::MAGIC_FIGURES => |a| matches!(Act::of(*a), Some(Act::Aside(_))),
        _ => return None,
    };
    let found = service.legal_words(ctx, typed, keep, |a| {
        Some(match Act::of(a)? {
            Act::Move(_, t) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
            Act::Aside(m) => m.word().to_string(),
        })
    });
    Some(service.or_why(ctx, found, typed))
}
