//! Abbey & Mayor's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::abbey_mayor::Ph;

use super::super::facts::{Facts, decision_words};
use super::super::supply::Status;

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    // `chariot`, as French speakers commonly spell the wagon (the French texts write
    // « charriot »); the brief's « bourgmestre » and « ferme », other names of the
    // mayor and the barn.
    synonyms: &[("chariot", "wagon"), ("bourgmestre", "mayor"), ("ferme", "barn")],
    spellings: &[
        ("home", &["réserve", "reserve"]),
        // A captured mayor or wagon, ransomed or exchanged by name (The Tower).
        ("mayor", &["maire"]),
        ("wagon", &["charriot", "chariot"]),
        // A barn's west corners as French writes its half-edges (`No`, `So`, read
        // back as any west), not `NO`, `SO`.
        ("NW", &["No"]),
        ("SW", &["So"]),
    ],
    // "Abbey & Mayor at home: Alice abbey tile, mayor · Bob nothing."
    status: Some(Status { line: "am-supplies", one: "am-supplies-one" }),
    ..Facts::new(decision_words!(Ph:
        Ph::Abbey => "abbey" / "abbey",
        Ph::Wagon(_) => "wagon" / "wagon",
    ))
};
