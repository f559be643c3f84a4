//! The Flying Machines' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::flying_machines::Ph;

use super::super::facts::{Facts, Flag, decision_words};

/// Its facts: no piece of its own, so no supply column; a scenario's first rolls of the
/// die by a flag. `voler`, `atterrir` read in French.
pub(in crate::service) static FACTS: Facts = Facts {
    spellings: &[("fly", &["voler"]), ("land", &["atterrir"])],
    fixed_flag: Some(Flag {
        value: "ROLLS",
        help: "The Flying Machines: the flight die's first rolls, e.g. `1,3,2`",
    }),
    ..Facts::new(decision_words!(Ph:
        Ph::Land => "flight" / "flight",
    ))
};
