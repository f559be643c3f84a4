//! The Ferries' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::ferries::Ph;

use super::super::facts::{Facts, decision_words};

/// Its facts: the ferries come from a common supply, one a lake tile, so no supply
/// column.
pub(in crate::service) static FACTS: Facts = Facts {
    spellings: &[("ferry", &["bac"])],
    ..Facts::new(decision_words!(Ph:
        Ph::Place => "ferry_place" / "ferry-place",
        Ph::Move => "ferry_move" / "ferry-move",
    ))
};
