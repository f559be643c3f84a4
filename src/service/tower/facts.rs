//! The Tower's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::tower::Ph;

use super::super::facts::{Facts, decision_words};
use super::super::supply::Status;

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    spellings: &[
        ("tower", &["tour"]),
        ("none", &["aucun", "personne"]),
        ("big", &["grand"]),
        ("abbot", &["abbé", "abbe"]),
    ],
    // "Tower pieces and prisoners: Alice 3 pieces, 1 prisoner · …"
    status: Some(Status { line: "to-supplies", one: "to-supplies-one" }),
    ..Facts::new(decision_words!(Ph:
        Ph::Capture => "capture" / "capture",
        Ph::Exchange => "exchange" / "exchange",
    ))
};
