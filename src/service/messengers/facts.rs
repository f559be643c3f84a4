//! The Messengers' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::messengers::Ph;

use super::super::facts::{Facts, Flag, NO_ROUND, PhaseWords};
use super::super::supply::{Hidden, Supply, Words};
use crate::locale::Lang;

/// Its facts: each player's two figures on the score track in the supply column (the
/// score meeple's place and the messenger's), the message held in the hidden column.
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
    // The message drawn and not used yet: "Messages held: Alice 1 · Bob 0 (7 in the stack)."
    hidden: Some(Hidden {
        count: |view, seat| Some(u32::from(view.messengers()?.holds(seat))),
        own: |view, seat, lang: Lang| {
            let held = view.messengers()?.held(seat)?;
            Some(vec![lang.say("ms-title", [("message", held.word().into())])])
        },
        line: "ms-held",
        more: &[("stack", |view| u32::try_from(view.messengers()?.stack_len()).ok())],
        title: "web-page-messages",
        yours: "web-page-your-message",
    }),
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
