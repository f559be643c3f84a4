//! The Gold Mines' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::gold_mines::Ph;

use super::super::facts::{Facts, decision_words};

/// Its facts: the ingots each player holds, public, in the supply column once there are
/// some.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[("or", "gold")],
    spellings: &[("gold", &["lingot"])],
    ..Facts::new(decision_words!(Ph:
        Ph::Ingot => "gold_ingot" / "gold-ingot",
    ))
};
