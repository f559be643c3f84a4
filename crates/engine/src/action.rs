//! What players do, and the one text notation for it: `place 1 0 90`,
//! `meeple road E`, `pass`. The notation is shared by the local driver, the stored
//! action log, the Discord commands' words and the tests.

use std::fmt;
use std::str::FromStr;

use crate::board::Placement;
use crate::geometry::{Pos, Rotation};
use crate::notation::or_list;
use crate::rules::{ExpansionAction, ExpansionParseError};
use crate::spot::{ParseSpotError, Spot};

/// One decision by one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Put the drawn tile down.
    Place(Placement),
    /// Put a meeple from supply on a feature of the tile just placed.
    Meeple(Spot),
    /// Place no figure this turn; at an expansion's decision that may be declined (a
    /// bazaar's raise), decline it.
    Pass,
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
            Action::Pass | Action::Expansion(_) => Ok(()),
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

/// The verbs of the base game (the expansions' are `ExpansionAction::verbs`).
const VERBS: [&str; 3] = ["place", "meeple", "pass"];

/// Every verb of the notation, as a refusal of an unknown one lists them.
fn every_verb() -> String {
    or_list(VERBS.into_iter().chain(ExpansionAction::verbs()))
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
            "pass" if !rest.is_empty() => Err(ParseActionError::Trailing("pass")),
            "pass" => Ok(Action::Pass),
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

/// The samples of the base game's notation (see [`notation_samples`]).
#[cfg(test)]
const NOTATION_SAMPLES: [&str; 6] =
    ["place 1 0 90", "place -3 12 270", "meeple road E", "meeple field Sw", "meeple monastery", "pass"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in notation_samples() {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
            assert_eq!(Some(action.verb()), text.split(' ').next(), "{text}'s verb");
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
        assert_eq!("pass now".parse::<Action>(), Err(ParseActionError::Trailing("pass")));
        assert_eq!("buy now".parse::<Action>(), Err(ParseActionError::Trailing("buy")));
        assert_eq!("recall now".parse::<Action>(), Err(ParseActionError::Trailing("recall")));
        assert!(matches!("abbot garden N".parse::<Action>(), Err(ParseActionError::Spot(_))));
    }
}
