//! Why an action was refused. The game is untouched whenever one of these comes back,
//! and each message is fit to show the player who tried.

use crate::catalog::TileKind;
use crate::geometry::{Dir, Pos};
use crate::seat::Seat;
use crate::spot::Spot;

/// A refused action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no {0} in this game")]
    NoSuchSeat(Seat),
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("place your tile first")]
    TileNotPlaced,
    #[error("you have already placed your tile; place a figure or pass")]
    TileAlreadyPlaced,
    #[error("cell {0} is already taken")]
    Occupied(Pos),
    #[error("cell {0} touches no tile")]
    Detached(Pos),
    #[error("{tile} at {pos} does not match its neighbour on the {dir} edge")]
    Mismatch { tile: TileKind, pos: Pos, dir: Dir },
    #[error("the tile just placed has no {0}")]
    NoSuchFeature(Spot),
    #[error("that {} already has a meeple in it", .0.kind)]
    FeatureOccupied(Spot),
    #[error("you have no meeple left")]
    NoMeepleLeft,
    #[error("this game is played without {0}")]
    NotInGame(&'static str),
    /// A meeple put on a kind of feature that takes none (a garden, where only an abbot
    /// goes).
    #[error("a meeple does not go on a {0}")]
    NotForMeeples(crate::tile::FeatureKind),
    /// Refused by an expansion's own rules (its module's `Refusal`).
    #[error(transparent)]
    Expansion(#[from] crate::rules::ExpansionRefusal),
}
