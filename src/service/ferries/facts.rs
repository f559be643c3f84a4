//! The Ferries' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::ferries::Ph;

use super::super::facts::{Facts, NO_ROUND, PhaseWords};

/// Its facts: the ferries come from a common supply, one a lake tile, so no supply
/// column.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[],
    spellings: &[("ferry", &["bac"])],
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
        Ph::Place => PhaseWords { summary: "ferry_place", doing: "ferry-place" },
        Ph::Move => PhaseWords { summary: "ferry_move", doing: "ferry-move" },
    }
}
