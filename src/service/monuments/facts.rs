//! Monuments' facts for the service (`service::facts`), named by its row of the
//! registry.

use super::super::facts::{Facts, NO_DECISIONS};

/// The monuments' words.
const ACTION_WORDS: &[(&str, &[&str])] = &[
    ("cathedral", &["cathédrale", "cathedrale"]),
    ("arena", &["arène", "arene"]),
    ("lighthouse", &["phare"]),
    ("library", &["bibliothèque", "bibliotheque"]),
];

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts { spellings: ACTION_WORDS, ..Facts::new(NO_DECISIONS) };
