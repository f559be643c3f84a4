//! Crop Circles' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::crop_circles::Ph;

use super::super::facts::{Facts, NO_ROUND, PhaseWords};

/// Its facts: no piece of its own, so no supply column. `crop ajouter`, `crop retirer`
/// read in French.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[],
    spellings: &[("add", &["ajouter"]), ("remove", &["retirer"]), ("crop", &["cercle"])],
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
        Ph::Choose(_) => PhaseWords { summary: "circle", doing: "circle" },
        Ph::Add(_) => PhaseWords { summary: "circle_adding", doing: "circle-adding" },
        Ph::Remove(_) => PhaseWords { summary: "circle_removing", doing: "circle-removing" },
    }
}
