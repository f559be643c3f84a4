//! Traders & Builders' verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters (the builder's and the
//! pig's spots).

use carcassonne_engine::rules::traders_builders::{BUILDER, PIG};

use super::super::expansion::Verbs;
use super::super::verbs::{Suggest, Verb, box_verb};

/// Its verbs at their slots of the table of verbs.
pub(in crate::service) static VERBS: Verbs = Verbs { after_meeple: FIGURES, ..Verbs::NONE };

/// The builder and the pig, among the figures.
static FIGURES: &[Verb] = &[
    box_verb!(TradersBuilders, Action, "builder" / "bâtisseur", "builder SPOT" / "bâtisseur LIEU",
        "spot" / "lieu": Suggest::Spots(BUILDER), "city N" / "ville N", "builder city N"),
    box_verb!(TradersBuilders, Action, "pig" / "cochon", "pig SPOT" / "cochon LIEU",
        "spot" / "lieu": Suggest::Spots(PIG), "field Sw" / "pré So", "pig field Sw"),
];
