//! What players do, and the one text notation for it: `place 1 0 90`,
//! `meeple road E`, `pass`. The notation is shared by the local driver, the stored
//! action log, the Discord commands' words and the tests.

use std::fmt;
use std::str::FromStr;

use crate::board::Placement;
use crate::geometry::{Pos, Rotation};
use crate::spot::{ParseSpotError, Spot};

/// One decision by one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Put the drawn tile down.
    Place(Placement),
    /// Put a meeple from supply on a feature of the tile just placed.
    Meeple(Spot),
    /// Hills & Sheep: put the shepherd on a field of the tile just placed.
    Shepherd(Spot),
    /// Hills & Sheep: draw a token for the flock your shepherd watches.
    Grow,
    /// Hills & Sheep: score the flock and bring the shepherds home.
    Herd,
    /// Place no figure this turn.
    Pass,
}

impl Action {
    /// The spot of the tile just placed that a figure action names.
    pub fn spot(self) -> Option<Spot> {
        match self {
            Action::Meeple(spot) | Action::Shepherd(spot) => Some(spot),
            _ => None,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(p) => write!(f, "place {} {} {}", p.pos.x, p.pos.y, p.rot),
            Action::Meeple(spot) => write!(f, "meeple {spot}"),
            Action::Shepherd(spot) => write!(f, "shepherd {spot}"),
            Action::Grow => f.write_str("grow"),
            Action::Herd => f.write_str("herd"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

/// Text that is not an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseActionError {
    #[error("empty action")]
    Empty,
    #[error("`{0}` is not an action: say place, meeple, shepherd, grow, herd or pass")]
    UnknownVerb(String),
    #[error("`place` takes x, y and a rotation, e.g. `place 1 0 90`")]
    PlaceArity,
    #[error("`{0}` is not a whole number")]
    Number(String),
    #[error(transparent)]
    Rotation(#[from] crate::geometry::ParseGeometryError),
    #[error(transparent)]
    Spot(#[from] ParseSpotError),
    #[error("`{0}` takes no arguments")]
    Trailing(&'static str),
}

/// The static spelling of a verb that takes no arguments, for the error message.
fn bare_word(verb: &str) -> &'static str {
    ["pass", "grow", "herd"].into_iter().find(|w| w.eq_ignore_ascii_case(verb)).unwrap_or("pass")
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
            "shepherd" => Ok(Action::Shepherd(rest.join(" ").parse()?)),
            "pass" | "grow" | "herd" if !rest.is_empty() => Err(ParseActionError::Trailing(bare_word(verb))),
            "pass" => Ok(Action::Pass),
            "grow" => Ok(Action::Grow),
            "herd" => Ok(Action::Herd),
            _ => Err(ParseActionError::UnknownVerb(verb.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "place 1 0 90",
            "place -3 12 270",
            "meeple road E",
            "meeple field Sw",
            "meeple monastery",
            "pass",
        ] {
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
    }
}
