//! Inns & Cathedrals' verb, a row of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of its spots.

use carcassonne_engine::rules::inns_cathedrals::BIG_MEEPLE;

use super::super::expansion::Verbs;
use super::super::verbs::{Suggest, Verb, box_verb};

/// Its verb, and the spots open to the asking player's big meeple.
pub(in crate::service) static VERBS: Verbs = Verbs { after_meeple: FIGURE, ..Verbs::NONE };

/// The big meeple, right after the meeple.
static FIGURE: &[Verb] = &[box_verb!(InnsCathedrals, Action, "big" / "grand", "big SPOT" / "grand LIEU",
    "spot" / "lieu": Suggest::Spots(BIG_MEEPLE), "road E" / "route E", "big road E")];
