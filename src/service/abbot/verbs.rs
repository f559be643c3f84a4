//! The Abbot's verbs, rows of the table of verbs (`service/verbs.rs`) that its `Part`
//! joins to it, and the autocomplete of their parameters (the abbot's spots).

use carcassonne_engine::Expansion;
use carcassonne_engine::rules::abbot::{ABBOT, Act};

use super::super::spelling::Spelling;
use super::super::suggest::spots;
use super::super::verbs::{Group, NO_PARAMS, Param, Slot, Suggest, Verb, action};
use super::super::{Context, Service, Suggestion};

/// Its verbs that stand at `slot` in the table of verbs, in order.
pub(super) fn at(slot: Slot) -> &'static [Verb] {
    match slot {
        Slot::AfterMeeple => FIGURE,
        Slot::AfterPlace | Slot::BeforePass | Slot::AfterPass => &[],
    }
}

/// The abbot and its recall, among the figures.
static FIGURE: &[Verb] = &[
    Verb {
        word: "abbot",
        fr: "abbé",
        terminal: "abbot monastery/garden",
        terminal_fr: "abbé abbaye/jardin",
        discord: "/abbot spot:garden",
        discord_fr: "/abbé lieu:jardin",
        params: &[Param { name: "spot", fr: "lieu", suggest: Suggest::Spots(ABBOT) }],
        group: Group::Turn,
        expansion: Some(Expansion::Abbot),
        spelling: Spelling::Action,
        example: "abbot garden",
        parse: action,
    },
    Verb {
        word: "recall",
        fr: "reprendre",
        terminal: "recall",
        terminal_fr: "reprendre",
        discord: "/recall",
        discord_fr: "/reprendre",
        params: NO_PARAMS,
        group: Group::Turn,
        expansion: Some(Expansion::Abbot),
        spelling: Spelling::Nothing,
        example: "recall",
        parse: action,
    },
];

/// The answer to one of its parameters' autocomplete: the spots (monastery, garden)
/// open to the asking player's abbot; `None` for another source.
pub(super) fn suggest(
    service: &mut Service,
    ctx: &Context,
    source: Suggest,
    typed: &str,
) -> Option<Vec<Suggestion>> {
    if source != Suggest::Spots(ABBOT) {
        return None;
    }
    let found = spots(&service.legal(ctx, |a| matches!(Act::of(*a), Some(Act::Place(_)))), typed, ctx.lang());
    Some(service.or_why(ctx, found, typed))
}
