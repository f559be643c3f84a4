//! Inns & Cathedrals' facts for the service (`service::facts`), named by its row of
//! the registry.

use carcassonne_engine::rules::inns_cathedrals::BIG_MEEPLE;

use super::super::facts::{Facts, NO_DECISIONS, NO_ROUND};
use super::super::supply::{Supply, Words};

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[],
    spellings: &[],
    fixed_flag: None,
    phases: NO_DECISIONS,
    new_round: NO_ROUND,
    numbers: None,
    blocker: None,
    // The big meeple, while it is at home.
    on_offer: None,
    side_to: None,
    supplies: &[Supply {
        key: "big",
        summary: None,
        count: |view, seat| Some(view.inns_cathedrals()?.in_supply(seat).into()),
        words: Words::Figure(BIG_MEEPLE),
    }],
    status: None,
    hidden: None,
    #[cfg(test)]
    examples: super::examples::examples,
};
