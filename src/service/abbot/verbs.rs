//! The Abbot's verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters (the abbot's spots).

use carcassonne_engine::rules::abbot::ABBOT;

use super::super::expansion::Verbs;
use super::super::verbs::{Suggest, Verb, box_verb};

/// Its verbs at their slots of the table of verbs.
pub(in crate::service) static VERBS: Verbs = Verbs { after_meeple: FIGURE, ..Verbs::NONE };

/// The abbot and its recall, among the figures.
static FIGURE: &[Verb] = &[
    box_verb!(Abbot, Action, "abbot" / "abbé", "abbot monastery/garden" / "abbé abbaye/jardin",
        "spot" / "lieu": Suggest::Spots(ABBOT), "garden" / "jardin", "abbot garden"),
    box_verb!(Abbot, "recall" / "reprendre"),
];
