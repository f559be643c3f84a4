//! The Tower's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::tower::Ph;

use super::super::facts::{Facts, NO_ROUND, PhaseWords};
use super::super::supply::Status;

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[],
    spellings: &[
        ("tower", &["tour"]),
        ("none", &["aucun", "personne"]),
        ("big", &["grand"]),
        ("abbot", &["abbé", "abbe"]),
    ],
    fixed_flag: None,
    phases: |phase| Ph::of(phase).map(words),
    new_round: NO_ROUND,
    numbers: None,
    blocker: None,
    on_offer: None,
    side_to: None,
    // "Tower pieces and prisoners: Alice 3 pieces, 1 prisoner · …"
    status: Some(Status { line: "to-supplies", one: "to-supplies-one" }),
    hidden: None,
    #[cfg(test)]
    examples: super::examples::examples,
};

/// The words of each of its decisions.
fn words(ph: Ph) -> PhaseWords {
    match ph {
        Ph::Capture => PhaseWords { summary: "capture", doing: "capture" },
        Ph::Exchange => PhaseWords { summary: "exchange", doing: "exchange" },
    }
}
