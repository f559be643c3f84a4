//! The Ferries' refusals, notation errors and events as messages of its locale file
//! (`ferries.ftl`), and its events as rows of the terminal's summary.

use super::{Happened, ParseError, Refusal};
use crate::geometry::Dir;
use crate::rules::message::{Arg, Message};

/// A road end by its side's letter, which the messages select on (`N`, `E`, `S`, `W`).
fn side(dir: Dir) -> Arg {
    Arg::Word(dir.letter())
}

/// Two road ends as the notation writes them (`E W`).
fn ends([a, b]: [Dir; 2]) -> Arg {
    Arg::Text(format!("{a} {b}"))
}

impl Refusal {
    /// The message that words it: a cell as a player types it, a side by its letter.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NoFerry => Message::new("rule-fr-no-ferry"),
            Refusal::PlacePending => Message::new("rule-fr-place-pending"),
            Refusal::MovePending => Message::new("rule-fr-move-pending"),
            Refusal::NotNewLake(pos) => Message::new("rule-fr-not-new-lake").cell(pos),
            Refusal::NoLake(pos) => Message::new("rule-fr-no-lake").cell(pos),
            Refusal::NotReached(pos) => Message::new("rule-fr-not-reached").cell(pos),
            Refusal::NoRoadEnd(dir) => Message::new("rule-fr-no-road-end").with("side", side(dir)),
            Refusal::Unchanged(pos) => Message::new("rule-fr-unchanged").cell(pos),
        }
    }
}

impl ParseError {
    /// The message that words it, what was typed quoted back.
    pub fn message(&self) -> Message {
        match self {
            ParseError::Form(typed) => Message::typed("notation-fr-form", typed),
            ParseError::SameEnd(dir) => Message::new("notation-fr-same-end").with("side", side(*dir)),
        }
    }
}

impl Happened {
    /// The message that tells it: a lake by its cell, road ends by their sides.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::Placed { seat, pos, ends: [a, b] } => {
                Message::new("fr-placed").who(seat).cell(pos).with("a", side(a)).with("b", side(b))
            }
            Happened::Moved { seat, pos, to: [a, b], .. } => {
                Message::new("fr-moved").who(seat).cell(pos).with("a", side(a)).with("b", side(b))
            }
            Happened::Kept { seat } => Message::new("fr-kept").who(seat),
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::Placed { seat, pos, ends: e } => {
                Message::new("ferry_placed").with("player", seat).cell(pos).with("ends", ends(e))
            }
            Happened::Moved { seat, pos, from, to } => Message::new("ferry_moved")
                .with("player", seat)
                .cell(pos)
                .with("from", ends(from))
                .with("to", ends(to)),
            Happened::Kept { seat } => Message::new("ferries_kept").with("player", seat),
        }
    }
}
