//! The Messengers' refusals, notation errors and events as messages of its locale file
//! (`messengers.ftl`), and its events as rows of the terminal's summary.

use super::{Happened, ParseError, Refusal, SetupRefusal};
use crate::rules::message::Message;

impl Refusal {
    /// The message that words it.
    pub fn message(&self) -> Message {
        Message::new(match *self {
            Refusal::NoAdvance => "rule-ms-no-advance",
            Refusal::AdvancePending => "rule-ms-advance-pending",
            Refusal::NoMissive => "rule-ms-no-message",
            Refusal::MissivePending => "rule-ms-message-pending",
            Refusal::Useless => "rule-ms-useless",
            Refusal::NoFollower => "rule-ms-no-follower",
        })
    }
}

impl SetupRefusal {
    /// The message that words it, a message tile by its word.
    pub fn message(&self) -> Message {
        match *self {
            SetupRefusal::WithoutBox => Message::new("setup-ms-without-box"),
            SetupRefusal::Twice(missive) => Message::new("setup-ms-twice").with("message", missive.word()),
        }
    }
}

impl ParseError {
    /// The message that words it, what was typed quoted back.
    pub fn message(&self) -> Message {
        let (id, typed) = match self {
            ParseError::Mover(typed) => ("notation-ms-mover", typed),
            ParseError::Target(typed) => ("notation-ms-target", typed),
            ParseError::Seal(typed) => ("notation-ms-seal", typed),
            ParseError::Missive(typed) => ("notation-ms-message", typed),
        };
        Message::typed(id, typed)
    }
}

impl Happened {
    /// The message that tells it: a figure by its word, a message tile by its word (the
    /// one drawn to its holder alone, the event's audience).
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::Advanced { seat, mover, points, to } => Message::new("ms-advanced")
                .who(seat)
                .with("mover", mover.word())
                .with("count", points)
                .with("to", to),
            Happened::Drawn { seat, missive } => {
                Message::new("ms-drawn").who(seat).with("message", missive.word())
            }
            Happened::Carried { seat, missive } => {
                Message::new("ms-carried").who(seat).with("message", missive.word())
            }
            Happened::Sealed { seat, missive } => {
                Message::new("ms-sealed").who(seat).with("message", missive.word())
            }
            Happened::Joined { seat, points } => Message::new("ms-joined").who(seat).with("count", points),
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::Advanced { seat, mover, points, to } => Message::new("messenger_advanced")
                .with("player", seat)
                .with("mover", mover.word())
                .with("count", points)
                .with("to", to),
            Happened::Drawn { seat, missive } => {
                Message::new("message_drawn").with("player", seat).with("message", missive.word())
            }
            Happened::Carried { seat, missive } => {
                Message::new("message_carried").with("player", seat).with("message", missive.word())
            }
            Happened::Sealed { seat, missive } => {
                Message::new("message_sealed").with("player", seat).with("message", missive.word())
            }
            Happened::Joined { seat, points } => {
                Message::new("messenger_joined").with("player", seat).with("count", points)
            }
        }
    }
}
