//! Crop Circles' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::crop_circles::Ph;

use super::super::facts::{Facts, PhaseWords};

/// Its facts: no piece of its own, so no supply column. `crop ajouter`, `crop retirer`
/// read in French.
pub(in crate::service) static FACTS: Facts = Facts {
    spellings: &[("add", &["ajouter"]), ("remove", &["retirer"]), ("crop", &["cercle"])],
    ..Facts::new(|phase| Ph::of(phase).map(words))
};

/// The words of each of its decisions.
fn words(ph: Ph) -> PhaseWords {
    match ph {
        Ph::Choose(_) => PhaseWords { summary: "circle", doing: "circle" },
        Ph::Add(_) => PhaseWords { summary: "circle_adding", doing: "circle-adding" },
        Ph::Remove(_) => PhaseWords { summary: "circle_removing", doing: "circle-removing" },
    }
}
