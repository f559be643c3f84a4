//! Hills & Sheep's verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters (the shepherd's spots).

use carcassonne_engine::rules::hills_sheep::SHEPHERD;

use super::super::expansion::Verbs;
use super::super::verbs::{Suggest, Verb, box_verb};

/// Its verbs at their slots of the table of verbs.
pub(in crate::service) static VERBS: Verbs =
    Verbs { after_meeple: FIGURE, before_pass: FLOCK, ..Verbs::NONE };

/// The shepherd, beside the meeple.
static FIGURE: &[Verb] =
    &[box_verb!(HillsSheep, Action, "shepherd" / "berger", "shepherd SPOT" / "berger LIEU",
        "spot" / "lieu": Suggest::Spots(SHEPHERD), "field Es" / "pré Es", "shepherd field Es")];

/// The flock's step, before `pass`.
static FLOCK: &[Verb] =
    &[box_verb!(HillsSheep, "grow" / "agrandir"), box_verb!(HillsSheep, "herd" / "rassembler")];
