//! The Ferries' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::ferries::Ph;

use super::super::facts::{Facts, PhaseWords};

/// Its facts: the ferries come from a common supply, one a lake tile, so no supply
/// column.
pub(in crate::service) static FACTS: Facts =
    Facts { spellings: &[("ferry", &["bac"])], ..Facts::new(|phase| Ph::of(phase).map(words)) };

/// The words of each of its decisions.
fn words(ph: Ph) -> PhaseWords {
    match ph {
        Ph::Place => PhaseWords { summary: "ferry_place", doing: "ferry-place" },
        Ph::Move => PhaseWords { summary: "ferry_move", doing: "ferry-move" },
    }
}
