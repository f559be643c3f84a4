//! Traders & Builders' verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters (the builder's and the
//! pig's spots).

use carcassonne_engine::Expansion;
use carcassonne_engine::rules::traders_builders::{BUILDER, PIG};

use super::super::expansion::Verbs;
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};

/// Its verbs at their slots of the table of verbs.
pub(in crate::service) static VERBS: Verbs = Verbs { after_meeple: FIGURES, ..Verbs::NONE };

/// The builder and the pig, among the figures.
static FIGURES: &[Verb] = &[
    Verb {
        word: "builder",
        fr: "bâtisseur",
        terminal: "builder SPOT",
        terminal_fr: "bâtisseur LIEU",
        discord: "/builder spot:city N",
        discord_fr: "/bâtisseur lieu:ville N",
        params: &[Param { name: "spot", fr: "lieu", suggest: Suggest::Spots(BUILDER), required: true }],
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
        params: &[Param { name: "spot", fr: "lieu", suggest: Suggest::Spots(PIG), required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::TradersBuilders),
        spelling: Spelling::Action,
        example: "pig field Sw",
        parse: action,
    },
];
