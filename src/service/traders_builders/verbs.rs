//! Traders & Builders' verbs, rows of the table of verbs (`service/verbs.rs`) that its
//! `Part` joins to it, and the autocomplete of their parameters (the builder's and the
//! pig's spots).

use carcassonne_engine::rules::traders_builders::{Act, BUILDER, PIG};
use carcassonne_engine::{Action, Expansion};

use super::super::spelling::Spelling;
use super::super::suggest::spots;
use super::super::verbs::{Group, Param, Slot, Suggest, Verb, action};
use super::super::{Context, Service, Suggestion};

/// Its verbs that stand at `slot` in the table of verbs, in order.
pub(super) fn at(slot: Slot) -> &'static [Verb] {
    match slot {
        Slot::AfterMeeple => FIGURES,
        Slot::AfterPlace | Slot::BeforePass | Slot::AfterPass => &[],
    }
}

/// The builder and the pig, among the figures.
static FIGURES: &[Verb] = &[
    Verb {
        word: "builder",
        fr: "bâtisseur",
        terminal: "builder SPOT",
        terminal_fr: "bâtisseur LIEU",
        discord: "/builder spot:city N",
        discord_fr: "/bâtisseur lieu:ville N",
        params: &[Param { name: "spot", fr: "lieu", suggest: Suggest::Spots(BUILDER) }],
        group: Group::Turn,
        expansion: Some(Expansion::TradersBuilders),
        spelling: Spelling::Action,
        example: "builder city N",
        parse: action,
    },
    Verb {
        word: "pig",
        fr: "cochon",
        terminal: "pig SPOT",
        terminal_fr: "cochon LIEU",
        discord: "/pig spot:field Sw",
        discord_fr: "/cochon lieu:pré So",
        params: &[Param { name: "spot", fr: "lieu", suggest: Suggest::Spots(PIG) }],
        group: Group::Turn,
        expansion: Some(Expansion::TradersBuilders),
        spelling: Spelling::Action,
        example: "pig field Sw",
        parse: action,
    },
];

/// The answer to one of its parameters' autocomplete: the spots open to the asking
/// player's builder or pig; `None` for another source.
pub(super) fn suggest(
    service: &mut Service,
    ctx: &Context,
    source: Suggest,
    typed: &str,
) -> Option<Vec<Suggestion>> {
    let wanted: fn(&Action) -> bool = match source {
        Suggest::Spots(BUILDER) => |a| matches!(Act::of(*a), Some(Act::Builder(_))),
        Suggest::Spots(PIG) => |a| matches!(Act::of(*a), Some(Act::Pig(_))),
        _ => return None,
    };
    let found = spots(&service.legal(ctx, wanted), typed, ctx.lang());
    Some(service.or_why(ctx, found, typed))
}
