//! Crop Circles' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::crop_circles::Ph;

use super::super::facts::{Facts, decision_words};

/// Its facts: no piece of its own, so no supply column. `crop ajouter`, `crop retirer`
/// read in French.
pub(in crate::service) static FACTS: Facts = Facts {
    spellings: &[("add", &["ajouter"]), ("remove", &["retirer"]), ("crop", &["cercle"])],
    ..Facts::new(decision_words!(Ph:
        Ph::Choose(_) => "circle" / "circle",
        Ph::Add(_) => "circle_adding" / "circle-adding",
        Ph::Remove(_) => "circle_removing" / "circle-removing",
    ))
};
