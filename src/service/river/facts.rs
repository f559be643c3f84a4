//! The River's facts for the service (`service::facts`), named by its row of the
//! registry: it has no verb, decision, supply or hidden hand of its own.

use super::super::facts::{Facts, NO_DECISIONS, NO_ROUND};

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[],
    spellings: &[],
    fixed_flag: None,
    phases: NO_DECISIONS,
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
