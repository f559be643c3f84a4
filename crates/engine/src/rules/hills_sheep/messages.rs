//! Hills & Sheep's refusals and events as messages of its locale file
//! (`hills-sheep.ftl`), and its events as rows of the terminal's summary.

use super::{Happened, Refusal, SetupRefusal, Token};
use crate::rules::message::{Arg, Message};
use crate::setup::Expansion;

impl Refusal {
    /// The message that words it.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NoShepherdLeft => Message::new("rule-no-shepherd-left"),
            Refusal::ShepherdOffField(kind) => Message::new("rule-shepherd-off-field").feature(kind),
            Refusal::FieldHasShepherd(_) => Message::new("rule-field-has-shepherd"),
            Refusal::FlockChoicePending => Message::new("rule-flock-choice-pending"),
            Refusal::NoFlockChoice => Message::new("rule-no-flock-choice"),
        }
    }
}

impl SetupRefusal {
    /// The message that words it.
    pub fn message(&self) -> Message {
        match self {
            SetupRefusal::BagWithoutHillsSheep => {
                Message::new("setup-bag-without-hills-sheep").with("expansion", Expansion::HillsSheep)
            }
        }
    }
}

impl Happened {
    /// The message that tells it.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::TileUnderHill { seat } => Message::new("tile-under-hill").who(seat),
            Happened::TileFromUnderHill { seat } => Message::new("tile-from-under-hill").who(seat),
            Happened::ShepherdPlaced { seat, spot, .. } => {
                Message::new("shepherd-placed").feature(spot.kind).who(seat)
            }
            Happened::SheepDrawn { seat, token: Token::Wolf } => Message::new("wolf-drawn").who(seat),
            Happened::SheepDrawn { seat, token: Token::Sheep(n) } => {
                Message::new("sheep-drawn").who(seat).with("sheep", n)
            }
            Happened::FlockLost { shepherds, sheep } => {
                Message::new(if sheep == 0 { "flock-chased" } else { "flock-lost" })
                    .with("names", shepherds)
                    .with("count", shepherds.len())
                    .with("sheep", sheep)
            }
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::TileUnderHill { seat } => Message::new("under_hill").with("player", seat),
            Happened::TileFromUnderHill { seat } => Message::new("from_under_hill").with("player", seat),
            Happened::ShepherdPlaced { seat, pos, spot } => Message::new("shepherd")
                .with("player", seat)
                .cell(pos)
                .with("spot", Arg::Text(spot.to_string())),
            Happened::SheepDrawn { seat, token } => {
                Message::new("sheep_drawn").with("player", seat).with("token", Arg::Text(token.to_string()))
            }
            Happened::FlockLost { shepherds, sheep } => {
                Message::new("flock_lost").with("shepherds", shepherds).with("sheep", sheep)
            }
        }
    }
}
