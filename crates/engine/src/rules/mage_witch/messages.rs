//! Mage & Witch's refusals, notation errors and events as messages of its locale file
//! (`mage-witch.ftl`), and its events as rows of the terminal's summary.

use super::{Happened, Magic, ParseError, Refusal};
use crate::rules::message::{Arg, Message};
use crate::target::Target;

/// A feature on the board as a refusal writes it, as it is typed (`2 -1 road E`).
fn target(target: Target) -> Message {
    Message::new("mw-target").cell(target.pos).with("spot", Arg::Spot(target.spot))
}

/// A magic figure as its word, which the messages select on (`mage`, `witch`).
fn figure(figure: Magic) -> Arg {
    Arg::Word(figure.word())
}

impl Refusal {
    /// The message that words it: a feature as a player types it (`$target`), a
    /// figure by its word (`$figure`).
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NoMagic => Message::new("rule-mw-no-magic"),
            Refusal::MagicPending => Message::new("rule-mw-pending"),
            Refusal::NotRoadOrCity(kind) => Message::new("rule-mw-not-road-or-city").feature(kind),
            Refusal::NoFeature(t) => Message::new("rule-mw-no-feature").with("target", target(t)),
            Refusal::Finished(t) => Message::new("rule-mw-finished").with("target", target(t)),
            Refusal::Taken(m) => Message::new("rule-mw-taken").with("figure", figure(m)),
            Refusal::Stays(m) => Message::new("rule-mw-stays").with("figure", figure(m)),
            Refusal::PlaceLeft => Message::new("rule-mw-place-left"),
            Refusal::NotOnBoard(m) => Message::new("rule-mw-not-on-board").with("figure", figure(m)),
        }
    }
}

impl ParseError {
    /// The message that words it, the word at fault quoted back.
    pub fn message(&self) -> Message {
        match self {
            ParseError::Figure(typed) => Message::typed("notation-mw-figure", typed),
        }
    }
}

impl Happened {
    /// The message that tells it: a figure by its word, a feature by its spot as the
    /// image names it.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            // Brought in from beside the board, or moved from another feature.
            Happened::Moved { seat, figure: m, from, to } => {
                Message::new(if from.is_some() { "mw-moved" } else { "mw-entered" })
                    .who(seat)
                    .with("figure", figure(m))
                    .with("spot", Arg::SpotWords(to.spot))
                    .feature(to.spot.kind)
                    .cell(to.pos)
            }
            Happened::SetAside { seat, figure: m, pos } => {
                Message::new("mw-set-aside").who(seat).with("figure", figure(m)).cell(pos)
            }
            Happened::Returned { figure: m, pos, feature } => {
                Message::new("mw-returned").with("figure", figure(m)).feature(feature).cell(pos)
            }
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::Moved { seat, figure: m, from, to } => {
                let from = from.map_or(Arg::Nobody, |p| Arg::Text(format!("{} {}", p.x, p.y)));
                Message::new("magic_moved")
                    .with("player", seat)
                    .with("figure", figure(m))
                    .with("from", from)
                    .with("to", Arg::Text(to.to_string()))
            }
            Happened::SetAside { seat, figure: m, pos } => {
                Message::new("magic_set_aside").with("player", seat).with("figure", figure(m)).cell(pos)
            }
            Happened::Returned { figure: m, pos, feature } => Message::new("magic_returned")
                .with("figure", figure(m))
                .cell(pos)
                .with("feature", Arg::Feature(feature)),
        }
    }
}
