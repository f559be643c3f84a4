//! The Abbot's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::abbot::ABBOT;

use super::super::facts::{Facts, NO_DECISIONS, NO_ROUND};
use super::super::supply::{Supply, Words};

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[],
    // The garden, where an abbot stands.
    spellings: &[("garden", &["jardin"])],
    fixed_flag: None,
    phases: NO_DECISIONS,
    new_round: NO_ROUND,
    numbers: None,
    blocker: None,
    // The abbot, while it is at home.
    on_offer: None,
    side_to: None,
    supplies: &[Supply {
        key: "abbot",
        summary: None,
        count: |view, seat| Some(view.abbot()?.in_supply(seat).into()),
        words: Words::Figure(ABBOT),
    }],
    status: None,
    hidden: None,
    #[cfg(test)]
    examples: super::examples::examples,
};
