//! Seats at the table: who sits where, in which colour, and sets of seats.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The most players a game may have.
pub const MAX_SEATS: usize = 6;

/// A player's place in turn order, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat's colour: blue, red, green, yellow, black, pink in seat order.
    pub const fn colour(self) -> Colour {
        Colour::ALL[self.0 as usize % MAX_SEATS]
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", u16::from(self.0) + 1)
    }
}

/// Figure colours, in seat order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    Blue,
    Red,
    Green,
    Yellow,
    Black,
    Pink,
}

impl Colour {
    pub const ALL: [Colour; MAX_SEATS] =
        [Colour::Blue, Colour::Red, Colour::Green, Colour::Yellow, Colour::Black, Colour::Pink];

    pub const fn name(self) -> &'static str {
        ["blue", "red", "green", "yellow", "black", "pink"][self as usize]
    }
}

/// A set of seats, e.g. the winners of a majority.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSet(u8);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub const fn single(seat: Seat) -> SeatSet {
        SeatSet(1 << seat.0)
    }

    /// The seats among the first `MAX_SEATS` for which `f` holds.
    pub fn from_fn(f: impl Fn(Seat) -> bool) -> SeatSet {
        (0..MAX_SEATS as u8).map(Seat).filter(|&s| f(s)).fold(SeatSet::EMPTY, |set, s| set.with(s))
    }

    #[must_use]
    pub const fn with(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 | 1 << seat.0)
    }

    /// The seats in either set.
    #[must_use]
    pub const fn union(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 | other.0)
    }

    /// Whether `seat` is in the set; never for a seat number the set cannot hold.
    pub const fn contains(self, seat: Seat) -> bool {
        seat.0 < 8 && self.0 & (1 << seat.0) != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The seats in order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).filter(move |i| self.0 & (1 << i) != 0).map(Seat)
    }
}
