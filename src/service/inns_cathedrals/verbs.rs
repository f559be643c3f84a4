//! Inns & Cathedrals' verb, a row of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of its spots.

use carcassonne_engine::Expansion;
use carcassonne_engine::rules::inns_cathedrals::BIG_MEEPLE;

use super::super::expansion::Verbs;
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};

/// Its verb, and the spots open to the asking player's big meeple.
pub(in crate::service) static VERBS: Verbs = Verbs { after_meeple: FIGURE, ..Verbs::NONE };

/// The big meeple, right after the meeple.
static FIGURE: &[Verb] = &[Verb {
    word: "big",
    fr: "grand",
    terminal: "big SPOT",
    terminal_fr: "grand LIEU",
    discord: "/big spot:road E",
    discord_fr: "/grand lieu:route E",
    params: &[Param { name: "spot", fr: "lieu", suggest: Suggest::Spots(BIG_MEEPLE), required: true }],
    group: Group::Turn,
    expansion: Some(Expansion::InnsCathedrals),
    spelling: Spelling::Action,
    example: "big road E",
    parse: action,
}];
