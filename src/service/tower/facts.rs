//! The Tower's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::tower::Ph;

use super::super::facts::{Facts, PhaseWords};
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
    ..Facts::new(|phase| Ph::of(phase).map(words))
};

/// The words of each of its decisions.
fn words(ph: Ph) -> PhaseWords {
    match ph {
        Ph::Capture => PhaseWords { summary: "capture", doing: "capture" },
        Ph::Exchange => PhaseWords { summary: "exchange", doing: "exchange" },
    }
}
