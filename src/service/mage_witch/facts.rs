//! Mage & Witch's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::mage_witch::Ph;

use super::super::facts::{Facts, decision_words};

/// Its facts: the figures belong to nobody, so no supply column.
pub(in crate::service) static FACTS: Facts = Facts {
    spellings: &[("witch", &["sorcière", "sorciere"]), ("aside", &["écarter", "ecarter"])],
    ..Facts::new(decision_words!(Ph:
        Ph::Magic => "magic" / "magic",
        Ph::Apart => "magic_apart" / "magic-apart",
    ))
};
