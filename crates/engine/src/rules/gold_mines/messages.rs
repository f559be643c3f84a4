//! The Gold Mines' refusals, notation errors and events as messages of its locale file
//! (`gold-mines.ftl`), and its events as rows of the terminal's summary.

use super::{Happened, ParseError, Refusal};
use crate::rules::message::Message;

impl Refusal {
    /// The message that words it, a cell as a player types it.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NoGold => Message::new("rule-gm-no-gold"),
            Refusal::IngotPending => Message::new("rule-gm-pending"),
            Refusal::NoTile(pos) => Message::new("rule-gm-no-tile").cell(pos),
            Refusal::NotNeighbour(pos) => Message::new("rule-gm-not-neighbour").cell(pos),
        }
    }
}

impl ParseError {
    /// The message that words it, what was typed quoted back.
    pub fn message(&self) -> Message {
        match self {
            ParseError::Cell(typed) => Message::typed("notation-gm-cell", typed),
        }
    }
}

impl Happened {
    /// The message that tells it: a tile by its cell, ingots by their number.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::Placed { seat, pos } => Message::new("gm-placed").who(seat).cell(pos),
            Happened::Taken { seat, pos, n } => Message::new("gm-taken").who(seat).with("count", n).cell(pos),
            Happened::Discarded { n } => Message::new("gm-discarded").with("count", n),
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::Placed { seat, pos } => Message::new("gold_placed").with("player", seat).cell(pos),
            Happened::Taken { seat, pos, n } => {
                Message::new("gold_taken").with("player", seat).with("count", n).cell(pos)
            }
            Happened::Discarded { n } => Message::new("gold_discarded").with("count", n),
        }
    }
}
