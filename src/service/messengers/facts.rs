//! The Messengers' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::messengers::Ph;

use super::super::facts::{Facts, Flag, NO_ROUND, PhaseWords};
use super::super::supply::{Supply, Words};

/// Its facts: each player's two figures on the score track in the supply column (the
/// score meeple's place and the messenger's).
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
    phases: |phase| Ph::of(phase).map(words),
    new_round: NO_ROUND,
    numbers: None,
    blocker: None,
    on_offer: None,
    side_to: None,
    supplies: &[
        Supply {
            key: "meeple_at",
            summary: Some("score_meeple"),
            count: |view, seat| Some(view.messengers()?.meeple(seat).max(0) as u32),
            words: Words::Count("ms-meeple-at"),
        },
        Supply {
            key: "messenger_at",
            summary: Some("messenger"),
            count: |view, seat| Some(view.messengers()?.messenger(seat)),
            words: Words::Count("ms-messenger-at"),
        },
    ],
    status: None,
    // The message drawn is told to its holder alone as it is drawn (its event's
    // audience), and used at once: no hand to keep, so no hidden column (whose button
    // words The Gifts' hand).
    hidden: None,
    #[cfg(test)]
    examples: super::examples::examples,
};

/// The words of each of its decisions.
fn words(ph: Ph) -> PhaseWords {
    match ph {
        Ph::Advance(_) => PhaseWords { summary: "messenger_advance", doing: "ms-advance" },
        Ph::Missive => PhaseWords { summary: "message", doing: "ms-message" },
    }
}
