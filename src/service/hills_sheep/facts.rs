//! Hills & Sheep's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::hills_sheep::Ph;

use super::super::facts::{Facts, Flag, decision_words};

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    // `rentrer` (le troupeau), the word this bot used before it said the rule book's
    // `rassembler`.
    synonyms: &[("rentrer", "herd")],
    // The wolf of the sheep bag, as a scenario's fixed draws name it (`--bag 2,loup`).
    spellings: &[("wolf", &["loup"])],
    fixed_flag: Some(Flag {
        value: "BAG",
        help: "Hills & Sheep: fixed first draws from the sheep bag, e.g. `2,wolf,3` (`loup` in French)",
    }),
    ..Facts::new(decision_words!(Ph:
        Ph::Flock => "flock" / "flock",
    ))
};
