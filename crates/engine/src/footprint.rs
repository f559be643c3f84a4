//! A tile's footprint: the cells it covers (1×1, or 2×2 for a monument) and its edge
//! segments, numbered clockwise from the north side of its top-left cell.
//!
//! A 1×1 tile has four edge segments, one per side (N E S W, index = `Dir::index`). A
//! 2×2 tile has eight, two per side: N1 N2 E1 E2 S1 S2 W1 W2, N1 facing the cell north
//! of the top-left cell, N2 north of the top-right one, E1 east of the top-right one,
//! and so on round. Each edge segment has two halves, clockwise, where fields meet.
//! Turning a tile a quarter clockwise moves every edge segment one side on (index +
//! segments per side), so the same table serves every rotation: it is read in board
//! orientation once a tile lies on the board, with the anchor (the top-left cell) at
//! the placement's position.

use crate::geometry::{Dir, Rotation};

/// The cells a tile covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Footprint {
    /// One cell.
    Single,
    /// Four cells, two by two.
    Square,
}

/// Offsets of a footprint's cells from its anchor, clockwise from the anchor.
const SQUARE_CELLS: [(i32, i32); 4] = [(0, 0), (1, 0), (1, 1), (0, 1)];

/// For each edge segment of a 2×2 tile: the cell it belongs to (index into
/// `SQUARE_CELLS`) and the side of that cell.
const SQUARE_PORTS: [(usize, Dir); 8] =
    [(0, Dir::N), (1, Dir::N), (1, Dir::E), (2, Dir::E), (2, Dir::S), (3, Dir::S), (3, Dir::W), (0, Dir::W)];

impl Footprint {
    /// The cells covered, as offsets from the anchor.
    pub fn cells(self) -> &'static [(i32, i32)] {
        match self {
            Footprint::Single => &SQUARE_CELLS[..1],
            Footprint::Square => &SQUARE_CELLS,
        }
    }

    /// How many edge segments the tile has (4 or 8).
    pub const fn edges(self) -> usize {
        match self {
            Footprint::Single => 4,
            Footprint::Square => 8,
        }
    }

    /// Edge segments per side (1 or 2).
    pub const fn per_side(self) -> usize {
        self.edges() / 4
    }

    /// The cell (index into `cells()`) and side of edge segment `edge`.
    pub fn port(self, edge: usize) -> (usize, Dir) {
        match self {
            Footprint::Single => (0, Dir::from_index(edge)),
            Footprint::Square => SQUARE_PORTS[edge],
        }
    }

    /// The edge segment on side `dir` of cell `cell`, if that side is on the border.
    pub fn edge_at(self, cell: usize, dir: Dir) -> Option<usize> {
        (0..self.edges()).find(|&e| self.port(e) == (cell, dir))
    }

    /// Where edge segment `edge` of the printed tile lies once turned by `rot`.
    pub const fn turn_edge(self, edge: usize, rot: Rotation) -> usize {
        (edge + rot.quarter_turns() as usize * self.per_side()) % self.edges()
    }

    /// Where half `half` (two per edge segment, clockwise) lies once turned by `rot`.
    pub const fn turn_half(self, half: usize, rot: Rotation) -> usize {
        (half + 2 * rot.quarter_turns() as usize * self.per_side()) % (2 * self.edges())
    }

    /// The middle of edge segment `edge`, in cells from the anchor cell's top-left corner
    /// (x east, y south).
    pub fn edge_point(self, edge: usize) -> (f32, f32) {
        let (cell, dir) = self.port(edge);
        let (cx, cy) = self.cells()[cell];
        let (dx, dy) = dir.offset();
        (cx as f32 + 0.5 + dx as f32 * 0.5, cy as f32 + 0.5 + dy as f32 * 0.5)
    }

    /// The middle of half `half` (the clockwise-first half of an edge segment lies
    /// toward its anticlockwise corner), as [`Footprint::edge_point`].
    pub fn half_point(self, half: usize) -> (f32, f32) {
        let (x, y) = self.edge_point(half / 2);
        // Clockwise along the side: east on the north side, south on the east side…
        let (dx, dy) = self.port(half / 2).1.rotated(Rotation::R90).offset();
        let along = if half % 2 == 0 { -0.25 } else { 0.25 };
        (x + dx as f32 * along, y + dy as f32 * along)
    }

    /// The width (and height) of the footprint in cells.
    pub const fn size(self) -> usize {
        self.per_side()
    }

    /// The name of edge segment `edge` in the tile tables: `N` for a 1×1 tile, `N1` or
    /// `N2` for a 2×2 one.
    pub fn edge_name(self, edge: usize) -> String {
        match self {
            Footprint::Single => Dir::from_index(edge).to_string(),
            Footprint::Square => format!("{}{}", Dir::from_index(edge / 2), edge % 2 + 1),
        }
    }

    /// The edge segment a table names (`N`, or `N1`).
    pub fn parse_edge(self, word: &str) -> Option<usize> {
        (0..self.edges()).find(|&e| self.edge_name(e) == word)
    }

    /// The name of half `half`: a 1×1 tile's `Nw`, or a 2×2 tile's `N1w` (the edge
    /// segment and that half's corner letter).
    pub fn half_name(self, half: usize) -> String {
        let edge = half / 2;
        let corners = match self.port(edge).1 {
            Dir::N => ["w", "e"],
            Dir::E => ["n", "s"],
            Dir::S => ["e", "w"],
            Dir::W => ["s", "n"],
        };
        format!("{}{}", self.edge_name(edge), corners[half % 2])
    }

    /// The half a table names: a 1×1 tile's `Nw`, `Es`…, or a 2×2 tile's edge segment
    /// and that half's corner letter, `N1w`, `E2s`…
    pub fn parse_half(self, word: &str) -> Option<usize> {
        let (edge, corner) = word.split_at(word.len().checked_sub(1)?);
        let edge = self.parse_edge(edge)?;
        // The clockwise-first half of a side is the one toward its anticlockwise corner.
        [2 * edge, 2 * edge + 1].into_iter().find(|&h| self.half_name(h).ends_with(corner))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_halves_are_clockwise() {
        for f in [Footprint::Single, Footprint::Square] {
            for e in 0..f.edges() {
                assert_eq!(f.parse_edge(&f.edge_name(e)), Some(e));
            }
        }
        assert_eq!(Footprint::Single.parse_half("Nw"), Some(0));
        for f in [Footprint::Single, Footprint::Square] {
            for h in 0..2 * f.edges() {
                assert_eq!(f.parse_half(&f.half_name(h)), Some(h));
            }
        }
        assert_eq!(Footprint::Single.parse_half("Wn"), Some(7));
        assert_eq!(Footprint::Square.parse_half("N1w"), Some(0));
        assert_eq!(Footprint::Square.parse_half("E2s"), Some(7));
        assert_eq!(Footprint::Square.parse_half("W2n"), Some(15));
        assert_eq!(Footprint::Square.parse_half("N1n"), None);
    }

    #[test]
    fn a_quarter_turn_moves_each_edge_one_side_on() {
        // N1 of the top-left cell becomes E1 of the top-right cell.
        assert_eq!(Footprint::Square.turn_edge(0, Rotation::R90), 2);
        assert_eq!(Footprint::Square.port(2), (1, Dir::E));
        assert_eq!(Footprint::Single.turn_edge(3, Rotation::R90), 0);
        assert_eq!(Footprint::Square.turn_half(15, Rotation::R90), 3);
        for e in 0..8 {
            let (cell, dir) = Footprint::Square.port(e);
            assert_eq!(Footprint::Square.edge_at(cell, dir), Some(e));
        }
    }
}
