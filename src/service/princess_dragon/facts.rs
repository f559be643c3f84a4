//! Princess & Dragon's facts for the service (`service::facts`), named by its row of
//! the registry.

use carcassonne_engine::rules::princess_dragon::Ph;

use super::super::facts::{Blocker, Facts, decision_words};

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    spellings: &[
        ("fairy", &["fée"]),
        ("portal", &["portail"]),
        ("princess", &["princesse"]),
        ("castle", &["forteresse"]),
    ],
    // A volcano brings the dragon onto its tile: no figure may go where it stands.
    blocker: Some(Blocker { why: "dragon", at: |view| view.princess_dragon()?.dragon() }),
    // The tile the moving dragon's step to a side enters.
    side_to: Some(|view, side| {
        let moving = view.princess_dragon()?.moving()?;
        moving.options.iter().find(|&&(s, _)| s == side).map(|&(_, pos)| pos)
    }),
    ..Facts::new(decision_words!(Ph:
        Ph::Dragon => "dragon" / "dragon",
    ))
};
