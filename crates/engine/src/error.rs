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
    #[error("your tile fits there only with a bridge: build it first")]
    BridgeOwed,
    #[error("you have no bridge left")]
    NoBridgeLeft,
    #[error("you have already built a bridge this turn")]
    BridgeAlreadyBuilt,
    #[error("a bridge goes on the tile just placed or a tile sharing an edge with it; {0} is neither")]
    BridgeTooFar(Pos),
    #[error("there is no tile at {0} to build a bridge on")]
    BridgeOnEmptyCell(Pos),
    #[error("the tile at {0} already has a bridge")]
    TileHasBridge(Pos),
    #[error(
        "both ends of a bridge must rest on field edges; the {dir} edge of the tile at {pos} is not a field"
    )]
    BridgeEndNotField { pos: Pos, dir: Dir },
    #[error("the bridge's {dir} end at {pos} would meet a tile edge that is not a road")]
    BridgeEndBlocked { pos: Pos, dir: Dir },
    #[error("that bridge does not make your tile fit: the bridge must continue the road that meets a field")]
    BridgeDoesNotFit,
    #[error("choose first: build a castle on your small city or score it")]
    CastleChoicePending,
    #[error("no small city waits for a castle")]
    NoCastleChoice,
    #[error("you have no castle left")]
    NoCastleLeft,
    #[error("choose one of the bazaar's tiles first")]
    ChooseFirst,
    #[error("open the bidding on your tile first: bid 0 or more")]
    OpeningBidPending,
    #[error("raise the bid or pass")]
    RaiseOrPass,
    #[error("choose: buy the tile or sell it")]
    BuyOrSell,
    #[error("no auction is running")]
    NoAuction,
    #[error("the bazaar has no tile number {0}")]
    NoSuchOffer(u8),
    #[error("tile number {0} of the bazaar is already taken")]
    OfferTaken(u8),
    #[error("a raise must be more than the current bid of {0}")]
    BidTooLow(u32),
    /// A meeple put on a kind of feature that takes none (a garden, where only an abbot
    /// goes).
    #[error("a meeple does not go on a {0}")]
    NotForMeeples(crate::tile::FeatureKind),
    /// Refused by an expansion's own rules (its module's `Refusal`).
    #[error(transparent)]
    Expansion(#[from] crate::rules::ExpansionRefusal),
}
