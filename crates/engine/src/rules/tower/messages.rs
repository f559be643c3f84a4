//! The Tower's refusals, notation errors and events as messages of its locale file
//! (`tower.ftl`), and its events as rows of the terminal's summary. A tower built, a
//! meeple on top and a capture are told by the service from the board, which names
//! where they stand by what is there.

use super::{Captive, Happened, ParseError, Refusal, kind_word};
use crate::rules::message::{Arg, Message};

/// A captive as a refusal writes it, as it is typed (`2 -1 road E`, `0 1 tower`).
fn captive(captive: Captive) -> Message {
    match captive {
        Captive::Follower(t) => {
            Message::new("to-captive-notation").with("spot", Arg::Spot(t.spot)).cell(t.pos)
        }
        Captive::Top(pos) => Message::new("to-captive-top-notation").cell(pos),
    }
}

impl Refusal {
    /// The message that words it: a follower by its word (`$figure`), a seat by its
    /// number as players count them (`$seat`).
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NoFoundation(pos) => Message::new("rule-to-no-foundation").cell(pos),
            Refusal::Closed(pos) => Message::new("rule-to-closed").cell(pos),
            Refusal::NoTower(pos) => Message::new("rule-to-no-tower").cell(pos),
            Refusal::NoPiece => Message::new("rule-to-no-piece"),
            Refusal::NotForTop => Message::new("rule-to-not-for-top"),
            Refusal::OutOfRange(c) => Message::new("rule-to-out-of-range").with("captive", captive(c)),
            Refusal::CaptureFirst => Message::new("rule-to-capture-first"),
            Refusal::NoCapture => Message::new("rule-to-no-capture"),
            Refusal::ExchangeFirst => Message::new("rule-to-exchange-first"),
            Refusal::NoExchange => Message::new("rule-to-no-exchange"),
            Refusal::PaidAlready => Message::new("rule-to-paid-already"),
            Refusal::TooPoor => Message::new("rule-to-too-poor"),
            Refusal::NoPrisoner(holder, kind) => Message::new("rule-to-no-prisoner")
                .with("seat", holder.index() + 1)
                .with("figure", kind_word(kind)),
        }
    }
}

impl ParseError {
    /// The message that words it, what was typed quoted back.
    pub fn message(&self) -> Message {
        let (id, typed) = match self {
            ParseError::Cell(typed) => ("notation-to-cell", typed),
            ParseError::Figure(typed) => ("notation-to-figure", typed),
            ParseError::Seat(typed) => ("notation-to-seat", typed),
        };
        Message::typed(id, typed)
    }
}

impl Happened {
    /// The message that tells it; `None` for what the service tells from the board (a
    /// tower built, a meeple on top, a capture: where, by what stands there).
    pub fn message(&self) -> Option<Message> {
        match *self {
            Happened::Built { .. } | Happened::Topped { .. } | Happened::Captured { .. } => None,
            Happened::Spared { seat } => Some(Message::new("to-spared").who(seat)),
            Happened::Exchanged { seat, other, got, gave } => Some(
                Message::new("to-exchanged")
                    .who(seat)
                    .with("other", other)
                    .with("got", kind_word(got))
                    .with("gave", kind_word(gave)),
            ),
            Happened::Ransomed { seat, holder, kind, points } => Some(
                Message::new("to-ransomed")
                    .who(seat)
                    .with("holder", holder)
                    .with("figure", kind_word(kind))
                    .with("points", points),
            ),
        }
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::Built { seat, pos, height } => {
                Message::new("tower_built").with("player", seat).cell(pos).with("height", height)
            }
            Happened::Topped { seat, pos, kind } => {
                Message::new("tower_topped").with("player", seat).cell(pos).with("figure", kind_word(kind))
            }
            Happened::Captured { seat, owner, kind, captive, prisoner } => Message::new("captured")
                .with("player", seat)
                .with("owner", owner)
                .with("figure", kind_word(kind))
                .cell(captive.pos())
                .with("prisoner", prisoner),
            Happened::Spared { seat } => Message::new("capture_declined").with("player", seat),
            Happened::Exchanged { seat, other, got, gave } => Message::new("prisoners_exchanged")
                .with("player", seat)
                .with("other", other)
                .with("got", kind_word(got))
                .with("gave", kind_word(gave)),
            Happened::Ransomed { seat, holder, kind, points } => Message::new("ransom")
                .with("player", seat)
                .with("holder", holder)
                .with("figure", kind_word(kind))
                .with("points", points),
        }
    }
}
