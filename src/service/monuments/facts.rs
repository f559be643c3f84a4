//! Monuments' facts for the service (`service::facts`), named by its row of the
//! registry.

use super::super::facts::{Facts, NO_DECISIONS, NO_ROUND};
use super::super::supply::{Supply, Words};

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
    // The cubes left, and the fame tokens won once there are some.
    on_offer: None,
    side_to: None,
    supplies: &[
        Supply {
            key: "cubes",
            summary: Some("cubes_left"),
            count: |view, seat| Some(view.monuments()?.cubes_left(seat).into()),
            words: Words::Count("page-supply-cubes"),
        },
        Supply {
            key: "fame",
            summary: Some("fame"),
            count: |view, seat| Some(view.monuments()?.fame(seat)),
            words: Words::Held("page-supply-fame", &[]),
        },
    ],
    status: None,
    hidden: None,
    #[cfg(test)]
    examples: super::examples::examples,
};
