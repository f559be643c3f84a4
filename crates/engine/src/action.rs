//! What players do, and the one text notation for it: `place 1 0 90`,
//! `meeple road E`, `pass`. The notation is shared by the local driver, the stored
//! action log, the Discord commands' words and the tests.

use std::fmt;
use std::str::FromStr;

use crate::board::Placement;
use crate::geometry::{Pos, Rotation};
use crate::notation::or_list;
use crate::rules::bridges_castles_bazaars::{Axis, Bridge, CastleChoice, MAX_BID};
use crate::rules::{ExpansionAction, ExpansionParseError};
use crate::spot::{ParseSpotError, Spot};

/// One decision by one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Put the drawn tile down.
    Place(Placement),
    /// Put a meeple from supply on a feature of the tile just placed.
    Meeple(Spot),
    /// Place no figure this turn; at a bazaar, do not raise the bid.
    Pass,
    /// Bridges, Castles & Bazaars: build a bridge on the tile just placed or a tile
    /// sharing an edge with it.
    Bridge(Bridge),
    /// Bridges, Castles & Bazaars: the owner of a completed small city builds a castle
    /// on it or scores it.
    Castle(CastleChoice),
    /// Bridges, Castles & Bazaars: choose tile number N (from 1) of the bazaar's offer.
    Choose(u8),
    /// Bridges, Castles & Bazaars: bid (or raise to) this many points.
    Bid(u32),
    /// Bridges, Castles & Bazaars: the chooser keeps the tile and pays the top bidder.
    Buy,
    /// Bridges, Castles & Bazaars: the chooser sells the tile to the top bidder.
    Sell,
    /// An expansion's own action, in its module's enum (The Abbot's
    /// `rules::abbot::Act`).
    Expansion(ExpansionAction),
}

impl Action {
    /// The spot of the tile just placed that a figure action names.
    pub fn spot(self) -> Option<Spot> {
        match self {
            Action::Meeple(spot) => Some(spot),
            Action::Expansion(action) => action.spot(),
            _ => None,
        }
    }
}

impl Action {
    /// The same action naming `spot` instead of the spot of the tile just placed it
    /// names (a field has a name for each half-edge of its border: the front ends offer
    /// the one its disc points to); any other action as it is.
    pub fn with_spot(self, spot: Spot) -> Action {
        match self {
            Action::Meeple(_) => Action::Meeple(spot),
            Action::Expansion(action) => Action::Expansion(action.with_spot(spot)),
            other => other,
        }
    }
}

impl Action {
    /// The verb that starts the action's notation (`place`, `meeple`, `bid`…): what
    /// counts and names actions of one kind, without formatting the whole action.
    pub fn verb(self) -> &'static str {
        match self {
            Action::Place(_) => "place",
            Action::Meeple(_) => "meeple",
            Action::Pass => "pass",
            Action::Bridge(_) => "bridge",
            Action::Castle(_) => "castle",
            Action::Choose(_) => "choose",
            Action::Bid(_) => "bid",
            Action::Buy => "buy",
            Action::Sell => "sell",
            Action::Expansion(action) => action.verb(),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Action::Expansion(action) = self {
            return write!(f, "{action}");
        }
        f.write_str(self.verb())?;
        match self {
            Action::Place(p) => write!(f, " {} {} {}", p.pos.x, p.pos.y, p.rot),
            Action::Meeple(spot) => write!(f, " {spot}"),
            Action::Bridge(b) => write!(f, " {} {} {}", b.pos.x, b.pos.y, b.axis),
            Action::Castle(choice) => write!(f, " {choice}"),
            Action::Choose(n) => write!(f, " {n}"),
            Action::Bid(points) => write!(f, " {points}"),
            Action::Pass | Action::Buy | Action::Sell | Action::Expansion(_) => Ok(()),
        }
    }
}

/// Text that is not an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseActionError {
    #[error("empty action")]
    Empty,
    #[error("`{0}` is not an action: say {verbs}", verbs = every_verb())]
    UnknownVerb(String),
    #[error("`place` takes x, y and a rotation, e.g. `place 1 0 90`")]
    PlaceArity,
    #[error("`bridge` takes x, y and NS or EW, e.g. `bridge 1 0 NS`")]
    BridgeArity,
    #[error("`{0}` is not a bridge's direction: say NS (north–south) or EW (east–west)")]
    Axis(String),
    #[error("say `castle build` or `castle score`")]
    CastleChoice,
    #[error("`{0}` takes one whole number, e.g. `{0} 2`")]
    NumberArity(&'static str),
    #[error("a bid is a whole number of points from 0 to {MAX_BID}, not `{0}`")]
    Bid(String),
    #[error("`{0}` is not a tile number of the bazaar: say 1, 2, …")]
    TileNumber(String),
    #[error(transparent)]
    Target(#[from] crate::target::ParseTargetError),
    #[error("`{0}` is not a whole number")]
    Number(String),
    #[error(transparent)]
    Rotation(#[from] crate::geometry::ParseGeometryError),
    #[error(transparent)]
    Spot(#[from] ParseSpotError),
    #[error("`{0}` takes no arguments")]
    Trailing(&'static str),
    /// Not one of an expansion's actions, in a way of its own (its module's).
    #[error(transparent)]
    Expansion(#[from] ExpansionParseError),
}

/// The verbs of the base game and the expansions whose actions are variants of
/// `Action` (the others' are `ExpansionAction::verbs`).
const VERBS: [&str; 9] = ["place", "meeple", "pass", "bridge", "castle", "choose", "bid", "buy", "sell"];

/// Every verb of the notation, as a refusal of an unknown one lists them.
fn every_verb() -> String {
    or_list(VERBS.into_iter().chain(ExpansionAction::verbs()))
}

/// The static spelling of a verb that takes no arguments, for the error message.
fn bare_word(verb: &str) -> &'static str {
    ["pass", "buy", "sell"].into_iter().find(|w| w.eq_ignore_ascii_case(verb)).unwrap_or("pass")
}

fn coordinate(word: &str) -> Result<i32, ParseActionError> {
    word.parse().map_err(|_| ParseActionError::Number(word.to_string()))
}

impl FromStr for Action {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        let mut words = s.split_whitespace();
        let verb = words.next().ok_or(ParseActionError::Empty)?;
        let rest: Vec<&str> = words.collect();
        match verb.to_ascii_lowercase().as_str() {
            "place" => {
                let [x, y, rot] = rest[..] else {
                    return Err(ParseActionError::PlaceArity);
                };
                let pos = Pos::new(coordinate(x)?, coordinate(y)?);
                Ok(Action::Place(Placement { pos, rot: rot.parse::<Rotation>()? }))
            }
            "meeple" => Ok(Action::Meeple(rest.join(" ").parse()?)),
            "pass" | "buy" | "sell" if !rest.is_empty() => Err(ParseActionError::Trailing(bare_word(verb))),
            "pass" => Ok(Action::Pass),
            "buy" => Ok(Action::Buy),
            "sell" => Ok(Action::Sell),
            "bridge" => {
                let [x, y, axis] = rest[..] else {
                    return Err(ParseActionError::BridgeArity);
                };
                let pos = Pos::new(coordinate(x)?, coordinate(y)?);
                Ok(Action::Bridge(Bridge { pos, axis: axis.parse::<Axis>()? }))
            }
            "castle" => match rest[..] {
                [word] => Ok(Action::Castle(word.parse()?)),
                _ => Err(ParseActionError::CastleChoice),
            },
            "choose" => {
                let [n] = rest[..] else { return Err(ParseActionError::NumberArity("choose")) };
                let number = n.parse::<u8>().ok().filter(|&n| n >= 1);
                number.map(Action::Choose).ok_or_else(|| ParseActionError::TileNumber(n.to_string()))
            }
            "bid" => {
                let [n] = rest[..] else { return Err(ParseActionError::NumberArity("bid")) };
                let points = n.parse::<u32>().ok().filter(|&p| p <= MAX_BID);
                points.map(Action::Bid).ok_or_else(|| ParseActionError::Bid(n.to_string()))
            }
            lower => match ExpansionAction::parse(lower, &rest) {
                Some(parsed) => parsed.map(Action::Expansion),
                None => Err(ParseActionError::UnknownVerb(verb.to_string())),
            },
        }
    }
}

/// One action of each form of the notation, every verb among them, with the samples of
/// the expansions whose actions are their own (`ExpansionAction::samples`): the
/// notation's round trip is tested on them, and so is that each expansion's action has
/// one owner (`rules`).
#[cfg(test)]
pub(crate) fn notation_samples() -> impl Iterator<Item = &'static str> {
    NOTATION_SAMPLES.into_iter().chain(ExpansionAction::samples())
}

/// The samples of the base game's and of the expansions whose actions are variants of
/// `Action` (see [`notation_samples`]).
#[cfg(test)]
const NOTATION_SAMPLES: [&str; 15] = [
    "place 1 0 90",
    "place -3 12 270",
    "meeple road E",
    "meeple field Sw",
    "meeple monastery",
    "pass",
    "bridge 1 -2 NS",
    "bridge 0 0 EW",
    "castle build",
    "castle score",
    "choose 2",
    "bid 0",
    "bid 12",
    "buy",
    "sell",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in notation_samples() {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
            assert_eq!(action.to_string().parse::<Action>(), Ok(action));
        }
    }

    #[test]
    fn bad_text_is_named() {
        assert_eq!("place 1 x 90".parse::<Action>(), Err(ParseActionError::Number("x".into())));
        assert_eq!("place 1 0".parse::<Action>(), Err(ParseActionError::PlaceArity));
        assert!(matches!("place 1 0 45".parse::<Action>(), Err(ParseActionError::Rotation(_))));
        assert!(matches!("jump".parse::<Action>(), Err(ParseActionError::UnknownVerb(_))));
        assert!(matches!("meeple tower N".parse::<Action>(), Err(ParseActionError::Spot(_))));
        assert_eq!("".parse::<Action>(), Err(ParseActionError::Empty));
        assert_eq!("bridge 1 0".parse::<Action>(), Err(ParseActionError::BridgeArity));
        assert_eq!("bridge 1 0 NE".parse::<Action>(), Err(ParseActionError::Axis("NE".into())));
        assert_eq!("castle maybe".parse::<Action>(), Err(ParseActionError::CastleChoice));
        assert_eq!("bid -1".parse::<Action>(), Err(ParseActionError::Bid("-1".into())));
        assert_eq!("bid 1000000".parse::<Action>(), Err(ParseActionError::Bid("1000000".into())));
        assert_eq!("choose 0".parse::<Action>(), Err(ParseActionError::TileNumber("0".into())));
        assert_eq!("buy now".parse::<Action>(), Err(ParseActionError::Trailing("buy")));
        assert_eq!("recall now".parse::<Action>(), Err(ParseActionError::Trailing("recall")));
        assert!(matches!("abbot garden N".parse::<Action>(), Err(ParseActionError::Spot(_))));
    }
}
