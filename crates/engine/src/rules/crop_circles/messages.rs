//! Crop Circles' refusals, notation errors and events as messages of its locale file
//! (`crop-circles.ftl`), and its events as rows of the terminal's summary.

use super::{Happened, ParseError, Refusal};
use crate::game::FigureKind;
use crate::rules::message::{Arg, Message};
use crate::seat::Seat;
use crate::target::Target;

impl Refusal {
    /// The message that words it, a feature by its cell and spot, a figure by its word.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NoCircle => Message::new("rule-cc-no-circle"),
            Refusal::CirclePending => Message::new("rule-cc-pending"),
            Refusal::NoFeature(target) => Message::new("rule-cc-no-feature").target(target),
            Refusal::NotYours(target) => Message::new("rule-cc-not-yours").target(target),
            Refusal::NoneInSupply(kind) => {
                Message::new("rule-cc-none-in-supply").with("figure", Arg::Figure(kind))
            }
            Refusal::CannotStand(kind, feature) => {
                Message::new("rule-cc-cannot-stand").with("figure", Arg::Figure(kind)).feature(feature)
            }
        }
    }
}

impl ParseError {
    /// The message that words it, what was typed quoted back.
    pub fn message(&self) -> Message {
        match self {
            ParseError::Mode(typed) => Message::typed("notation-cc-mode", typed),
        }
    }
}

/// A follower added or taken back as the narration tells it: the spot in words (« pré
/// nord-est »), not as typed.
fn told(id: &'static str, seat: Seat, figure: FigureKind, at: Target) -> Message {
    Message::new(id)
        .who(seat)
        .with("figure", Arg::Figure(figure))
        .cell(at.pos)
        .with("spot", Arg::SpotWords(at.spot))
}

impl Happened {
    /// The message that tells it.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::Chosen { seat, circle, mode } => {
                Message::new("cc-chosen").who(seat).with("circle", circle.word()).with("mode", mode.word())
            }
            Happened::Added { seat, figure, at } => told("cc-added", seat, figure, at),
            Happened::Removed { seat, figure, at } => told("cc-removed", seat, figure, at),
            Happened::Declined { seat } => Message::new("cc-declined").who(seat),
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::Chosen { seat, circle, mode } => Message::new("circle_chosen")
                .with("player", seat)
                .with("circle", circle.word())
                .with("mode", mode.word()),
            Happened::Added { seat, figure, at } => Message::new("circle_added")
                .with("player", seat)
                .with("figure", Arg::Figure(figure))
                .target(at),
            Happened::Removed { seat, figure, at } => Message::new("circle_removed")
                .with("player", seat)
                .with("figure", Arg::Figure(figure))
                .target(at),
            Happened::Declined { seat } => Message::new("circle_declined").with("player", seat),
        }
    }
}
