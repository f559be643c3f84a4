//! Monuments' facts for the service (`service::facts`), named by its row of the
//! registry.

use super::super::facts::{Facts, NO_DECISIONS, NO_ROUND};

/// The monuments' words.
const ACTION_WORDS: &[(&str, &[&str])] = &[
    ("cathedral", &["cathédrale", "cathedrale"]),
    ("arena", &["arène", "arene"]),
    ("lighthouse", &["phare"]),
    ("library", &["bibliothèque", "bibliotheque"]),
];

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[],
    spellings: ACTION_WORDS,
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
