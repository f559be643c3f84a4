//! What happened, as a result of an action: the data every front end turns into words
//! and pictures. Scores change only through `Event::Scored`.

use crate::board::Placement;
use crate::catalog::TileKind;
use crate::geometry::Pos;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::spot::Spot;
use crate::tile::FeatureKind;

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// `seat` drew `tile` and must place it.
    TileDrawn {
        seat: Seat,
        tile: TileKind,
    },
    /// `tile` fits nowhere: shown to all and removed from the game.
    TileDiscarded {
        tile: TileKind,
    },
    TilePlaced {
        seat: Seat,
        tile: TileKind,
        placement: Placement,
    },
    MeeplePlaced {
        seat: Seat,
        pos: Pos,
        spot: Spot,
    },
    /// The active player placed no figure.
    Passed {
        seat: Seat,
    },
    /// A feature scored; every winner gains `points`, every meeple in it went home.
    Scored(Scoring),
    /// The last tile is done and final scoring is over.
    GameEnded,
}

/// A feature scoring, during play or at the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoring {
    pub kind: FeatureKind,
    pub points: u32,
    /// The majority: each of these seats scores `points`.
    pub winners: SeatSet,
    /// Meeples per seat that stood in the feature and went home.
    pub meeples: [u8; MAX_SEATS],
    /// The cells the feature covers (for a monastery, its own cell).
    pub cells: Vec<Pos>,
    /// Scored at the end of the game (incomplete features, fields).
    pub at_end: bool,
}
