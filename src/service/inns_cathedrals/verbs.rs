//! Inns & Cathedrals' verb, a row of the table of verbs (`service/verbs.rs`) that its
//! `Part` joins to it, and the autocomplete of its spots.

use carcassonne_engine::Expansion;
use carcassonne_engine::rules::inns_cathedrals::{Act, BIG_MEEPLE};

use super::super::spelling::Spelling;
use super::super::suggest::spots;
use super::super::verbs::{Group, Param, Slot, Suggest, Verb, action};
use super::super::{Context, Service, Suggestion};

/// Its verbs that stand at `slot` in the table of verbs, in order.
pub(super) fn at(slot: Slot) -> &'static [Verb] {
    match slot {
        Slot::AfterMeeple => FIGURE,
        Slot::AfterPlace | Slot::BeforePass | Slot::AfterPass => &[],
    }
}

/// The big meeple, right after the meeple.
static FIGURE: &[Verb] = &[Verb {
    word: "big",
    fr: "grand",
    terminal: "big SPOT",
    terminal_fr: "grand LIEU",
    discord: "/big spot:road E",
    discord_fr: "/grand lieu:route E",
    params: &[Param { name: "spot", fr: "lieu", suggest: Suggest::Spots(BIG_MEEPLE) }],
    group: Group::Turn,
    expansion: Some(Expansion::InnsCathedrals),
    spelling: Spelling::Action,
    example: "big road E",
    parse: action,
}];

/// The answer to its spots' autocomplete: the spots open to the asking player's big
/// meeple; `None` for another source.
pub(super) fn suggest(
    service: &mut Service,
    ctx: &Context,
    source: Suggest,
    typed: &str,
) -> Option<Vec<Suggestion>> {
    if source != Suggest::Spots(BIG_MEEPLE) {
        return None;
    }
    let found = spots(&service.legal(ctx, |a| Act::of(*a).is_some()), typed, ctx.lang());
    Some(service.or_why(ctx, found, typed))
}
