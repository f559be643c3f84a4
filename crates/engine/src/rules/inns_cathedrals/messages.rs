//! Inns & Cathedrals' refusals and events as messages of its locale file
//! (`inns-cathedrals.ftl`), and its events as rows of the terminal's summary.

use super::{Happened, Refusal};
use crate::rules::message::{Arg, Message};

impl Refusal {
    /// The message that words it.
    pub fn message(&self) -> Message {
        match self {
            Refusal::OnBoard => Message::new("rule-big-meeple-on-board"),
            Refusal::Held => Message::new("rule-big-meeple-held"),
        }
    }
}

impl Happened {
    /// The message that tells it.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::Placed { seat, spot, .. } => {
                Message::new("big-meeple-placed").feature(spot.kind).who(seat)
            }
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::Placed { seat, pos, spot } => Message::new("big_meeple")
                .with("player", seat)
                .cell(pos)
                .with("spot", Arg::Text(spot.to_string())),
        }
    }
}
