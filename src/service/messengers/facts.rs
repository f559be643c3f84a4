//! The Messengers' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::messengers::Ph;

use super::super::facts::{Facts, Flag, decision_words};

/// Its facts (each player's two figures on the score track are its counts, in the
/// engine: the supply column lists them).
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[("missive", "message"), ("message", "message")],
    spellings: &[
        ("advance", &["avancer"]),
        ("messenger", &["héraut", "heraut"]),
        ("message", &["missive"]),
        ("seal", &["sceau"]),
    ],
    fixed_flag: Some(Flag {
        value: "MESSAGES",
        help: "The Messengers: the message stack's first tiles, e.g. `tile,road` (or `MS/4,MS/1`)",
    }),
    // The message drawn is told to its holder alone as it is drawn (its event's
    // audience), and used at once: no hand to keep, so no hidden column (whose button
    // words The Gifts' hand).
    ..Facts::new(decision_words!(Ph:
        Ph::Advance(_) => "messenger_advance" / "ms-advance",
        Ph::Missive => "message" / "ms-message",
    ))
};
