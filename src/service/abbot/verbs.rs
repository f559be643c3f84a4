//! The Abbot's verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters (the abbot's spots).

use carcassonne_engine::Expansion;
use carcassonne_engine::rules::abbot::ABBOT;

use super::super::expansion::Verbs;
use super::super::spelling::Spelling;
use super::super::verbs::{Group, NO_PARAMS, Param, Suggest, Verb, action};

/// Its verbs at their slots of the table of verbs.
pub(in crate::service) static VERBS: Verbs = Verbs { after_meeple: FIGURE, ..Verbs::NONE };

/// The abbot and its recall, among the figures.
static FIGURE: &[Verb] = &[
    Verb {
        word: "abbot",
        fr: "abbé",
        terminal: "abbot monastery/garden",
        terminal_fr: "abbé abbaye/jardin",
        discord: "/abbot spot:garden",
        discord_fr: "/abbé lieu:jardin",
        params: &[Param { name: "spot", fr: "lieu", suggest: Suggest::Spots(ABBOT), required: true }],
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
