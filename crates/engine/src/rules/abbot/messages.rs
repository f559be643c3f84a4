//! The Abbot's refusals and events as messages of its locale file (`abbot.ftl`), and
//! its events as rows of the terminal's summary.

use super::{Happened, Refusal};
use crate::rules::message::{Arg, Message};

impl Refusal {
    /// The message that words it.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::OffCloister(kind) => Message::new("rule-abbot-off-cloister").feature(kind),
            Refusal::OnBoard => Message::new("rule-abbot-on-board"),
            Refusal::NotOnBoard => Message::new("rule-abbot-not-on-board"),
            Refusal::Held => Message::new("rule-abbot-held"),
            Refusal::Complete(kind) => Message::new("rule-abbot-complete").with("feature", kind.word()),
        }
    }
}

impl Happened {
    /// The message that tells it. The points a recall scores follow as the base game's
    /// scoring event, told by its own message.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::Placed { seat, spot, .. } => Message::new("abbot-placed").feature(spot.kind).who(seat),
            Happened::Recalled { seat, pos } => Message::new("abbot-recalled").who(seat).cell(pos),
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::Placed { seat, pos, spot } => {
                Message::new("abbot").with("player", seat).cell(pos).with("spot", Arg::Text(spot.to_string()))
            }
            Happened::Recalled { seat, pos } => Message::new("abbot_recalled").with("player", seat).cell(pos),
        }
    }
}
