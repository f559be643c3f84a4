//! Naming a feature anywhere on the board: `3 -1 road E`, `0 2 monastery`.
//!
//! A target is a cell and a [`Spot`] of the tile on it, as the player sees that tile on
//! the board. Actions that reach past the tile just placed (a gift that sends a meeple
//! home, scores a road or puts a meeple on any monastery) name their feature this way;
//! the figure step keeps the spot's short form, since its tile is implied.

use std::fmt;
use std::str::FromStr;

use crate::board::Board;
use crate::geometry::Pos;
use crate::spot::{ParseSpotError, Spot};
use crate::tile::FeatureKind;

/// Declares where a figure an action names stands: `Follower`, a follower on a feature
/// (its [`Target`]), or the other variant, figures over a cell on no feature, which the
/// notation names by `$word` after the cell (`0 1 tower`, `0 -1 castle`); with the cell
/// of the tile it stands on and its notation. Two boxes name such places (a tower's top,
/// the fairy's castle): one declaration of their shape, not a copy in each.
macro_rules! standing {
    (
        $(#[$doc:meta])*
        $name:ident {
            $(#[$follower:meta])* Follower,
            $(#[$over_doc:meta])* $over:ident named $word:expr $(,)?
        }
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(#[$follower])*
            Follower($crate::target::Target),
            $(#[$over_doc])*
            $over($crate::geometry::Pos),
        }

        impl $name {
            /// The cell of the tile it stands on.
            pub fn pos(self) -> $crate::geometry::Pos {
                match self {
                    $name::Follower(target) => target.pos,
                    $name::$over(pos) => pos,
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    $name::Follower(target) => write!(f, "{target}"),
                    $name::$over(pos) => write!(f, "{} {} {}", pos.x, pos.y, $word),
                }
            }
        }
    };
}
pub(crate) use standing;

/// A feature named by a cell of the board and a spot of the tile there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Target {
    pub pos: Pos,
    pub spot: Spot,
}

impl Target {
    /// The placed tile and segment this target names, if the cell holds a tile with
    /// such a spot (a bridge on it included).
    pub fn resolve(self, board: &Board) -> Option<(usize, usize)> {
        let index = board.tile_index_at(self.pos)?;
        let segment = self.spot.resolve_on(board, index)?;
        Some((index, segment))
    }

    /// The shortest name of segment `segment` of placed tile `index`.
    pub fn canonical(board: &Board, index: usize, segment: usize) -> Option<Target> {
        let pos = board.tiles()[index].pos;
        Spot::canonical_on(board, index, segment).map(|spot| Target { pos, spot })
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.pos.x, self.pos.y, self.spot)
    }
}

/// Text that does not name a target.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseTargetError {
    #[error("a feature on the board is named by its cell and spot, e.g. `3 -1 road E`")]
    MissingCell,
    #[error("`{0}` is not a whole number")]
    Number(String),
    #[error(transparent)]
    Spot(#[from] ParseSpotError),
}

impl FromStr for Target {
    type Err = ParseTargetError;
    fn from_str(s: &str) -> Result<Target, ParseTargetError> {
        let mut words = s.split_whitespace();
        let (Some(x), Some(y)) = (words.next(), words.next()) else {
            return Err(ParseTargetError::MissingCell);
        };
        if FeatureKind::from_word(x).is_some() {
            return Err(ParseTargetError::MissingCell);
        }
        let number = |w: &str| w.parse::<i32>().map_err(|_| ParseTargetError::Number(w.to_string()));
        let pos = Pos::new(number(x)?, number(y)?);
        let spot = words.collect::<Vec<_>>().join(" ").parse()?;
        Ok(Target { pos, spot })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Placement;
    use crate::catalog::TileKind;
    use crate::geometry::Rotation;

    #[test]
    fn notation_round_trips_and_rejects_nonsense() {
        for text in ["3 -1 road E", "0 0 city N", "-2 5 field Es", "1 1 monastery"] {
            let target: Target = text.parse().unwrap();
            assert_eq!(target.to_string(), text);
        }
        assert_eq!("road E".parse::<Target>(), Err(ParseTargetError::MissingCell));
        assert_eq!("3 x road E".parse::<Target>(), Err(ParseTargetError::Number("x".into())));
        assert!(matches!("3 1 tower".parse::<Target>(), Err(ParseTargetError::Spot(_))));
    }

    #[test]
    fn targets_resolve_on_any_tile_of_the_board() {
        let mut board = Board::new(4);
        let kind = |id: &str| TileKind::from_id(id).unwrap();
        board.put(kind("BA/RCr"), Placement { pos: Pos::ORIGIN, rot: Rotation::R0 });
        board.put(kind("BA/RFr"), Placement { pos: Pos::new(1, 0), rot: Rotation::R0 });
        board.put(kind("BA/RFr"), Placement { pos: Pos::new(2, 0), rot: Rotation::R0 });
        let old: Target = "0 0 city N".parse().unwrap();
        assert_eq!(old.resolve(&board), Some((0, 0)));
        assert_eq!(Target::canonical(&board, 0, 0), Some(old));
        assert_eq!("1 0 road W".parse::<Target>().unwrap().resolve(&board), Some((1, 0)));
        assert_eq!("1 0 city N".parse::<Target>().unwrap().resolve(&board), None);
        assert_eq!("5 5 road W".parse::<Target>().unwrap().resolve(&board), None);
    }
}
