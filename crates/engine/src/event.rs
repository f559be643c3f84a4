//! What happened, as a result of an action: the data every front end turns into words
//! and pictures. Scores change only through `Event::Scored` and, at a bazaar,
//! `Event::TileWon` (the price paid).

use std::fmt;

use crate::board::Placement;
use crate::catalog::TileKind;
use crate::category::Category;
use crate::geometry::Pos;
use crate::rules::ExpansionEvent;
use crate::rules::bridges_castles_bazaars::{Bridge, CastleChoice};
use crate::rules::gifts::{Gift, GiftPlay};
use crate::rules::monuments::{Monument, Reward};
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::spot::Spot;
use crate::view::Audience;

/// One thing that happened.
#[derive(Clone, PartialEq, Eq)]
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
    /// Bridges, Castles & Bazaars: `seat` built a bridge.
    BridgeBuilt {
        seat: Seat,
        bridge: Bridge,
    },
    /// Bridges, Castles & Bazaars: an owner of the small city at `cells` chose.
    CastleChosen {
        seat: Seat,
        choice: CastleChoice,
    },
    /// Bridges, Castles & Bazaars: a castle now stands over `cells`, with these seats'
    /// meeples on it (moved from the small city).
    CastleBuilt {
        seats: SeatSet,
        cells: [Pos; 2],
    },
    /// Bridges, Castles & Bazaars: the bazaar opened with these tiles face up (number 1
    /// first).
    BazaarOpened {
        tiles: Vec<TileKind>,
    },
    /// `seat` chose tile `number` (from 1) of the bazaar's offer.
    BazaarChosen {
        seat: Seat,
        number: u8,
        tile: TileKind,
    },
    /// `seat` bid `points` on the chosen tile (the chooser's opening bid, or a raise).
    BidMade {
        seat: Seat,
        points: u32,
    },
    /// `seat` did not raise.
    BidPassed {
        seat: Seat,
    },
    /// `seat` got `tile` from the bazaar for `price` points, paid to `paid_to` (the bank
    /// when `None`; the last tile is free).
    TileWon {
        seat: Seat,
        tile: TileKind,
        price: u32,
        paid_to: Option<Seat>,
    },
    /// The Gifts: `seat` helped a rival and receives a gift (which one, only they see).
    GiftReceived {
        seat: Seat,
    },
    /// The Gifts: the card `seat` received (seen by `seat` only).
    GiftDrawn {
        seat: Seat,
        gift: Gift,
    },
    /// The Gifts: `seat` opened a gift, acting on what it names.
    GiftOpened {
        seat: Seat,
        play: GiftPlay,
    },
    /// The Gifts: `seat` opened a gift that had nothing to act on; it was discarded and
    /// did nothing (rules version 6 on).
    GiftWasted {
        seat: Seat,
        gift: Gift,
    },
    /// The Gifts: the discarded gifts were shuffled into a new deck.
    GiftsReshuffled,
    /// The Gifts (Take two): `tile`, not kept, went back into the stack.
    TileReturned {
        tile: TileKind,
    },
    /// Monuments: `seat` put a meeple on the monument just placed as its architect.
    ArchitectPlaced {
        seat: Seat,
        monument: Monument,
    },
    /// Monuments: `seat` put a cube on objective `objective` (1 to 4) of `monument` —
    /// instead of a figure, or `automatic`ally because their tile completed it.
    CubePlaced {
        seat: Seat,
        monument: Monument,
        objective: u8,
        automatic: bool,
    },
    /// Monuments: an objective's cells all hold tiles; each seat's `cubes` on it earned
    /// `reward` each (points also come as `Scored`) and went home.
    ObjectiveCompleted {
        monument: Monument,
        objective: u8,
        cubes: [u8; MAX_SEATS],
        reward: Reward,
    },
    /// Monuments: the monument's fourth objective completed (its architect, if any,
    /// scores next).
    MonumentCompleted {
        monument: Monument,
    },
    /// Points scored: every winner gains `points`; meeples in a scored feature went home.
    Scored(Scoring),
    /// The last tile is done and final scoring is over.
    GameEnded,
    /// Something that happened by an expansion's own rules, in its module's enum (The
    /// Abbot's `rules::abbot::Happened`).
    Expansion(ExpansionEvent),
}

/// Written out for one arm, `derive(Debug)`'s output for the others: an expansion's
/// events that were `Event` variants once (Hills & Sheep's) print as they did, without
/// the `Expansion(…)` around them (`ExpansionEvent::untagged`), so that the digest of
/// recorded games' events (`tests/digest.rs`) reads the same.
impl fmt::Debug for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        macro_rules! fields {
            ($name:literal $(, $field:ident)*) => {
                f.debug_struct($name)$(.field(stringify!($field), $field))*.finish()
            };
        }
        match self {
            Event::TileDrawn { seat, tile } => fields!("TileDrawn", seat, tile),
            Event::TileDiscarded { tile } => fields!("TileDiscarded", tile),
            Event::TilePlaced { seat, tile, placement } => fields!("TilePlaced", seat, tile, placement),
            Event::MeeplePlaced { seat, pos, spot } => fields!("MeeplePlaced", seat, pos, spot),
            Event::Passed { seat } => fields!("Passed", seat),
            Event::BridgeBuilt { seat, bridge } => fields!("BridgeBuilt", seat, bridge),
            Event::CastleChosen { seat, choice } => fields!("CastleChosen", seat, choice),
            Event::CastleBuilt { seats, cells } => fields!("CastleBuilt", seats, cells),
            Event::BazaarOpened { tiles } => fields!("BazaarOpened", tiles),
            Event::BazaarChosen { seat, number, tile } => fields!("BazaarChosen", seat, number, tile),
            Event::BidMade { seat, points } => fields!("BidMade", seat, points),
            Event::BidPassed { seat } => fields!("BidPassed", seat),
            Event::TileWon { seat, tile, price, paid_to } => fields!("TileWon", seat, tile, price, paid_to),
            Event::GiftReceived { seat } => fields!("GiftReceived", seat),
            Event::GiftDrawn { seat, gift } => fields!("GiftDrawn", seat, gift),
            Event::GiftOpened { seat, play } => fields!("GiftOpened", seat, play),
            Event::GiftWasted { seat, gift } => fields!("GiftWasted", seat, gift),
            Event::GiftsReshuffled => f.write_str("GiftsReshuffled"),
            Event::TileReturned { tile } => fields!("TileReturned", tile),
            Event::ArchitectPlaced { seat, monument } => fields!("ArchitectPlaced", seat, monument),
            Event::CubePlaced { seat, monument, objective, automatic } => {
                fields!("CubePlaced", seat, monument, objective, automatic)
            }
            Event::ObjectiveCompleted { monument, objective, cubes, reward } => {
                fields!("ObjectiveCompleted", monument, objective, cubes, reward)
            }
            Event::MonumentCompleted { monument } => fields!("MonumentCompleted", monument),
            Event::Scored(scoring) => f.debug_tuple("Scored").field(scoring).finish(),
            Event::GameEnded => f.write_str("GameEnded"),
            Event::Expansion(event) => match event.untagged() {
                Some(untagged) => untagged.fmt(f),
                None => f.debug_tuple("Expansion").field(event).finish(),
            },
        }
    }
}

impl Event {
    /// Who may see this event. Everything happens in plain sight (the drawn tile, the
    /// sheep token, the scores; a tile under a hill is told, not shown) except the gift a
    /// player receives, which only they see.
    pub fn audience(&self) -> Audience {
        match self {
            Event::GiftDrawn { seat, .. } => Audience::Seat(*seat),
            _ => Audience::Public,
        }
    }

    /// Whether the event showed something that was not known before the action (a draw,
    /// a token, a score), so the action that caused it can no longer be taken back.
    pub fn reveals(&self) -> bool {
        if let Event::Expansion(event) = self {
            return event.reveals();
        }
        !matches!(
            self,
            Event::TilePlaced { .. }
                | Event::MeeplePlaced { .. }
                | Event::Passed { .. }
                | Event::BridgeBuilt { .. }
                | Event::ArchitectPlaced { .. }
                | Event::CubePlaced { automatic: false, .. }
        )
    }
}

/// Points scored at once by one or more players: a feature, or a herded flock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoring {
    pub category: Category,
    pub points: u32,
    /// The majority: each of these seats scores `points`.
    pub winners: SeatSet,
    /// Meeples per seat that stood in the feature and went home (none for a flock).
    pub meeples: [u8; MAX_SEATS],
    /// The feature's tiles, one cell each (a large tile by its anchor, its top-left
    /// cell; a monastery: its own cell; a flock: its field; an objective: its cells).
    pub cells: Vec<Pos>,
    /// Scored at the end of the game (incomplete features, fields).
    pub at_end: bool,
}
