//! Mage & Witch's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::mage_witch::Ph;

use super::super::facts::{Facts, PhaseWords};

/// Its facts: the figures belong to nobody, so no supply column.
pub(in crate::service) static FACTS: Facts = Facts {
    spellings: &[("witch", &["sorcière", "sorciere"]), ("aside", &["écarter", "ecarter"])],
    ..Facts::new(|phase| Ph::of(phase).map(words))
};

/// The words of each of its decisions.
fn words(ph: Ph) -> PhaseWords {
    match ph {
        Ph::Magic => PhaseWords { summary: "magic", doing: "magic" },
        Ph::Apart => PhaseWords { summary: "magic_apart", doing: "magic-apart" },
    }
}
