//! What happened, as a result of an action: the data every front end turns into words
//! and pictures. Scores change only through `Event::Scored` and an expansion's own
//! events that say so (a tile won at a bazaar: its price).

use crate::board::Placement;
use crate::catalog::TileKind;
use crate::category::Category;
use crate::geometry::Pos;
use crate::rules::ExpansionEvent;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::spot::Spot;
use crate::view::Audience;

/// Writes the enum `Event` as given and its `Debug`, which prints each variant as a
/// derived `Debug` would, except an expansion's event, which its registry row prints
/// (`ExpansionEvent::fmt_in_event`): the events of an older expansion, now in its module,
/// print as they did when they were variants here, so the digest of recorded games
/// (`tests/digest.rs`) reads them unchanged.
macro_rules! printed_as_recorded {
    (
        $(#[$meta:meta])*
        pub enum Event {
            $(
                $(#[$variant_meta:meta])*
                $variant:ident $({ $($field:ident: $field_type:ty,)* })? $(($tuple_type:ty))?,
            )*
        }
    ) => {
        $(#[$meta])*
        pub enum Event {
            $(
                $(#[$variant_meta])*
                $variant $({ $($field: $field_type,)* })? $(($tuple_type))?,
            )*
        }

        impl std::fmt::Debug for Event {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                if let Event::Expansion(event) = self {
                    return event.fmt_in_event(f);
                }
                $(debug_variant!(self, f, $variant $({ $($field)* })? $(($tuple_type))?);)*
                unreachable!("every variant is printed above")
            }
        }
    };
}

/// One variant's arm of `Event`'s `Debug` (see [`printed_as_recorded`]): returns its
/// derived form when `$event` is that variant.
macro_rules! debug_variant {
    ($event:ident, $f:ident, $variant:ident { $($field:ident)* }) => {
        if let Event::$variant { $($field),* } = $event {
            return $f.debug_struct(stringify!($variant))$(.field(stringify!($field), $field))*.finish();
        }
    };
    ($event:ident, $f:ident, $variant:ident ($tuple_type:ty)) => {
        if let Event::$variant(inner) = $event {
            return $f.debug_tuple(stringify!($variant)).field(inner).finish();
        }
    };
    ($event:ident, $f:ident, $variant:ident) => {
        if let Event::$variant = $event {
            return $f.write_str(stringify!($variant));
        }
    };
}

printed_as_recorded! {
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
    /// Points scored: every winner gains `points`; meeples in a scored feature went home.
    Scored(Scoring),
    /// The last tile is done and final scoring is over.
    GameEnded,
    /// Something that happened by an expansion's own rules, in its module's enum (The
    /// Abbot's `rules::abbot::Happened`).
    Expansion(ExpansionEvent),
}
}

impl Event {
    /// Who may see this event. Everything happens in plain sight (the drawn tile, the
    /// sheep token, the scores; a tile under a hill is told, not shown) except what an
    /// expansion's event hides (the gift a player receives, which only they see).
    pub fn audience(&self) -> Audience {
        match self {
            Event::Expansion(event) => event.audience(),
            _ => Audience::Public,
        }
    }

    /// Whether the event showed something that was not known before the action (a draw,
    /// a token, a score), so the action that caused it can no longer be taken back.
    pub fn reveals(&self) -> bool {
        if let Event::Expansion(event) = self {
            return event.reveals();
        }
        !matches!(self, Event::TilePlaced { .. } | Event::MeeplePlaced { .. } | Event::Passed { .. })
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

impl Scoring {
    /// What it was for, as the message `scored-what-<what>` of the front ends names it:
    /// its category's word, or the category's own for a scoring at the end
    /// ([`Category::what`]).
    pub fn what(&self) -> &'static str {
        self.category.what(self.at_end)
    }
}
