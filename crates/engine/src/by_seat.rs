//! Per-seat data: one value per seat at the table, indexed by [`Seat`].
//!
//! The base game and every expansion keep what belongs to each player in one of these
//! (meeples and score in the base [`Player`](crate::Player), shepherds and flocks in
//! Hills & Sheep's state), so an expansion never adds fields to another's types.

use std::ops::{Index, IndexMut};

use crate::seat::Seat;

/// One `T` per seat, in seat order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BySeat<T>(Vec<T>);

impl<T: Clone> BySeat<T> {
    /// `seats` copies of `value`.
    pub fn filled(seats: usize, value: T) -> BySeat<T> {
        BySeat(vec![value; seats])
    }
}

impl<T> BySeat<T> {
    /// The values in seat order.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }

    /// Seats and their values, in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// How many seats.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `seat` sits at this table.
    pub fn has(&self, seat: Seat) -> bool {
        seat.index() < self.0.len()
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexed_by_seat_in_seat_order() {
        let mut scores = BySeat::filled(3, 0);
        scores[Seat(2)] += 5;
        assert_eq!(scores.as_slice(), &[0, 0, 5]);
        assert!(scores.has(Seat(2)) && !scores.has(Seat(3)));
        assert_eq!(scores.iter().map(|(s, v)| (s.0, *v)).last(), Some((2, 5)));
    }
}
