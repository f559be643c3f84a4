//! The Gold Mines' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::gold_mines::Ph;

use super::super::facts::{Facts, PhaseWords};

/// Its facts: the ingots each player holds, public, in the supply column once there are
/// some.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[("or", "gold")],
    spellings: &[("gold", &["lingot"])],
    ..Facts::new(|phase| Ph::of(phase).map(words))
};

/// The words of each of its decisions.
fn words(ph: Ph) -> PhaseWords {
    match ph {
        Ph::Ingot => PhaseWords { summary: "gold_ingot", doing: "gold-ingot" },
    }
}
