//! The Flying Machines' refusals, notation errors and events as messages of its locale
//! file (`flying-machines.ftl`), and its events as rows of the terminal's summary.

use super::{Happened, ParseError, Refusal, SetupRefusal};
use crate::rules::message::{Arg, Message};

impl Refusal {
    /// The message that words it: a feature as a player types it, a figure by its name,
    /// a cell as `$x` `$y`.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NoMachine => Message::new("rule-fl-no-machine"),
            Refusal::NotAFollower(kind) => {
                Message::new("rule-fl-not-a-follower").with("figure", Arg::Figure(kind))
            }
            Refusal::NotInSupply(kind) => {
                Message::new("rule-fl-not-in-supply").with("figure", Arg::Figure(kind))
            }
            Refusal::NoFlight => Message::new("rule-fl-no-flight"),
            Refusal::FlightPending => Message::new("rule-fl-pending"),
            Refusal::NotInFlight(kind) => {
                Message::new("rule-fl-not-in-flight").with("figure", Arg::Figure(kind))
            }
            Refusal::Elsewhere(pos) => Message::new("rule-fl-elsewhere").cell(pos),
            Refusal::NoFeature(target) => Message::new("rule-fl-no-feature").target(target),
            Refusal::NotThere(kind, feature) => {
                Message::new("rule-fl-not-there").with("figure", Arg::Figure(kind)).feature(feature)
            }
            Refusal::Finished(target) => Message::new("rule-fl-finished").target(target),
            Refusal::DragonThere => Message::new("rule-fl-dragon"),
        }
    }
}

impl SetupRefusal {
    /// The message that words it.
    pub fn message(&self) -> Message {
        match *self {
            SetupRefusal::WithoutBox => Message::new("setup-fl-without-box"),
        }
    }
}

impl ParseError {
    /// The message that words it, what was typed quoted back.
    pub fn message(&self) -> Message {
        match self {
            ParseError::Figure(typed) => {
                Message::new("notation-fl-figure").with("typed", Arg::Typed(typed.clone()))
            }
            ParseError::Roll(typed) => {
                Message::new("notation-fl-roll").with("typed", Arg::Typed(typed.clone()))
            }
        }
    }
}

impl Happened {
    /// The message that tells it: a figure by its name, the roll as a number, a landing's
    /// spot as the image names it.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::Flew { seat, figure, from, roll, to } => Message::new("fl-flew")
                .who(seat)
                .with("figure", Arg::Figure(figure))
                .at(from, "fx", "fy")
                .with("roll", roll.tiles())
                .cell(to),
            Happened::Landed { seat, figure, at } => Message::new("fl-landed")
                .who(seat)
                .with("figure", Arg::Figure(figure))
                .with("spot", Arg::SpotWords(at.spot))
                .feature(at.spot.kind)
                .cell(at.pos),
            Happened::Crashed { seat, figure, at, tile } => {
                Message::new(if tile { "fl-crashed" } else { "fl-crashed-empty" })
                    .who(seat)
                    .with("figure", Arg::Figure(figure))
                    .cell(at)
            }
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::Flew { seat, figure, from, roll, to } => Message::new("flier_flew")
                .with("player", seat)
                .with("figure", Arg::Figure(figure))
                .with("from", Arg::Text(from.to_string()))
                .with("roll", roll.tiles())
                .with("to", Arg::Text(to.to_string())),
            Happened::Landed { seat, figure, at } => Message::new("flier_landed")
                .with("player", seat)
                .with("figure", Arg::Figure(figure))
                .target(at),
            Happened::Crashed { seat, figure, at, tile } => Message::new("flier_crashed")
                .with("player", seat)
                .with("figure", Arg::Figure(figure))
                .cell(at)
                .with("tile", Arg::Bool(tile)),
        }
    }
}
