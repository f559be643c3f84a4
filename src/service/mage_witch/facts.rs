//! Mage & Witch's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::mage_witch::Ph;

use super::super::facts::{Facts, NO_ROUND, PhaseWords};

/// Its facts: the figures belong to nobody, so no supply column.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[],
    spellings: &[("witch", &["sorcière", "sorciere"]), ("aside", &["écarter", "ecarter"])],
    fixed_flag: None,
    phases: |phase| Ph::of(phase).map(words),
    new_round: NO_ROUND,
    numbers: None,
    blocker: None,
    on_offer: None,
    side_to: None,
    status: None,
    hidden: None,
    #[cfg(test)]
    examples: super::examples::examples,
};

/// The words of each of its decisions.
fn words(ph: Ph) -> PhaseWords {
    match ph {
        Ph::Magic => PhaseWords { summary: "magic", doing: "magic" },
        Ph::Apart => PhaseWords { summary: "magic_apart", doing: "magic-apart" },
    }
}
