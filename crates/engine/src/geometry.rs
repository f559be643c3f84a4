//! Small value types for where things are on the board: directions, rotations,
//! positions and half-edges.
//!
//! Coordinates follow the design card: the start tile is at (0,0), x grows east and y
//! grows south; a rotation is a clockwise quarter-turn count shown in degrees. Nothing
//! here knows about tiles or rules.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the eight points of the compass, clockwise from north: where on a tile
/// something lies, seen from the tile's middle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Compass {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Compass {
    /// The eight points, clockwise from north.
    pub const ALL: [Compass; 8] =
        [Compass::N, Compass::NE, Compass::E, Compass::SE, Compass::S, Compass::SW, Compass::W, Compass::NW];

    /// The point nearest the direction of `(dx, dy)` (x east, y south), or `None` for
    /// the null vector.
    pub fn toward(dx: f32, dy: f32) -> Option<Compass> {
        if dx == 0.0 && dy == 0.0 {
            return None;
        }
        // Clockwise from north, in eighths of a turn.
        let eighths = dx.atan2(-dy) / std::f32::consts::FRAC_PI_4;
        Some(Compass::ALL[(eighths.round() as i32).rem_euclid(8) as usize])
    }

    /// One step this way (x east, y south): a diagonal step moves one cell on each
    /// axis (a flying machine's flight, its arrow's drawing).
    pub const fn step(self) -> (i32, i32) {
        match self {
            Compass::N => (0, -1),
            Compass::NE => (1, -1),
            Compass::E => (1, 0),
            Compass::SE => (1, 1),
            Compass::S => (0, 1),
            Compass::SW => (-1, 1),
            Compass::W => (-1, 0),
            Compass::NW => (-1, -1),
        }
    }
}

/// One of the four sides of a cell, clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    N = 0,
    E = 1,
    S = 2,
    W = 3,
}

impl Dir {
    /// The four directions in clockwise order from north.
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    /// Index 0..4, clockwise from north.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction with that clockwise index (taken modulo 4).
    pub const fn from_index(i: usize) -> Dir {
        Dir::ALL[i % 4]
    }

    /// The side facing this one across an edge.
    pub const fn opposite(self) -> Dir {
        Dir::from_index(self.index() + 2)
    }

    /// This side after turning its tile by `rot`.
    pub const fn rotated(self, rot: Rotation) -> Dir {
        Dir::from_index(self.index() + rot.quarter_turns() as usize)
    }

    /// The step to the neighbouring cell on this side.
    pub const fn offset(self) -> (i32, i32) {
        match self {
            Dir::N => (0, -1),
            Dir::E => (1, 0),
            Dir::S => (0, 1),
            Dir::W => (-1, 0),
        }
    }

    /// The letter used in the notation (`N`, `E`, `S`, `W`).
    pub const fn letter(self) -> &'static str {
        ["N", "E", "S", "W"][self as usize]
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.letter())
    }
}

/// A clockwise turn of a tile in 90° steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rotation {
    R0 = 0,
    R90 = 1,
    R180 = 2,
    R270 = 3,
}

impl Rotation {
    /// The four rotations in increasing order.
    pub const ALL: [Rotation; 4] = [Rotation::R0, Rotation::R90, Rotation::R180, Rotation::R270];

    /// Number of clockwise quarter turns, 0..4.
    pub const fn quarter_turns(self) -> u8 {
        self as u8
    }

    /// The rotation of `n` clockwise quarter turns (modulo 4).
    pub const fn from_quarter_turns(n: u8) -> Rotation {
        Rotation::ALL[(n % 4) as usize]
    }

    /// Degrees clockwise: 0, 90, 180 or 270.
    pub const fn degrees(self) -> u16 {
        self as u16 * 90
    }

    /// The rotation for 0, 90, 180 or 270 degrees; any other value is `None`.
    pub const fn from_degrees(degrees: u16) -> Option<Rotation> {
        match degrees {
            0 => Some(Rotation::R0),
            90 => Some(Rotation::R90),
            180 => Some(Rotation::R180),
            270 => Some(Rotation::R270),
            _ => None,
        }
    }

    /// The rotation that undoes this one.
    pub const fn inverse(self) -> Rotation {
        Rotation::from_quarter_turns(4 - self.quarter_turns())
    }
}

impl fmt::Display for Rotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.degrees())
    }
}

/// A cell of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    /// The start tile's cell.
    pub const ORIGIN: Pos = Pos { x: 0, y: 0 };

    pub const fn new(x: i32, y: i32) -> Pos {
        Pos { x, y }
    }

    /// The neighbouring cell on side `dir`.
    pub const fn step(self, dir: Dir) -> Pos {
        let (dx, dy) = dir.offset();
        Pos { x: self.x + dx, y: self.y + dy }
    }

    /// The eight cells around this one (kings' moves), row by row.
    pub fn ring(self) -> impl Iterator<Item = Pos> {
        (-1..=1)
            .flat_map(move |dy| (-1..=1).map(move |dx| (dx, dy)))
            .filter(|&(dx, dy)| dx != 0 || dy != 0)
            .map(move |(dx, dy)| Pos::new(self.x + dx, self.y + dy))
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.x, self.y)
    }
}

/// One half of a tile edge, named after the corner it leads to; fields live on these.
///
/// Clockwise from the north-west corner: `Nw, Ne, En, Es, Se, Sw, Ws, Wn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum HalfEdge {
    Nw = 0,
    Ne = 1,
    En = 2,
    Es = 3,
    Se = 4,
    Sw = 5,
    Ws = 6,
    Wn = 7,
}

impl HalfEdge {
    /// All eight half-edges, clockwise from `Nw`.
    pub const ALL: [HalfEdge; 8] = [
        HalfEdge::Nw,
        HalfEdge::Ne,
        HalfEdge::En,
        HalfEdge::Es,
        HalfEdge::Se,
        HalfEdge::Sw,
        HalfEdge::Ws,
        HalfEdge::Wn,
    ];

    const NAMES: [&'static str; 8] = ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"];

    /// Index 0..8, clockwise from `Nw`.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The half-edge with that clockwise index (taken modulo 8).
    pub const fn from_index(i: usize) -> HalfEdge {
        HalfEdge::ALL[i % 8]
    }

    /// The edge this half belongs to.
    pub const fn dir(self) -> Dir {
        Dir::from_index(self.index() / 2)
    }

    /// This half after turning its tile by `rot`.
    pub const fn rotated(self, rot: Rotation) -> HalfEdge {
        HalfEdge::from_index(self.index() + 2 * rot.quarter_turns() as usize)
    }

    /// The half-edge of the neighbouring tile that touches this one across the edge:
    /// `Nw` meets the northern neighbour's `Sw`, `En` the eastern neighbour's `Wn`.
    pub const fn facing(self) -> HalfEdge {
        // Mirror across the edge: same corner side, opposite edge.
        [
            HalfEdge::Sw,
            HalfEdge::Se,
            HalfEdge::Wn,
            HalfEdge::Ws,
            HalfEdge::Ne,
            HalfEdge::Nw,
            HalfEdge::Es,
            HalfEdge::En,
        ][self.index()]
    }

    /// The notation name (`Nw`, `Es`, …).
    pub const fn name(self) -> &'static str {
        HalfEdge::NAMES[self as usize]
    }
}

impl fmt::Display for HalfEdge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A corner of a tile (where Abbey & Mayor's barn stands), named by the two sides that
/// meet there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Corner {
    NE,
    SE,
    SW,
    NW,
}

/// Each corner's word, which way it lies from the tile's middle (east, south), and the
/// two half-edges that meet there, in `Corner` order.
const CORNERS: [(&str, (i32, i32), [HalfEdge; 2]); 4] = [
    ("NE", (1, -1), [HalfEdge::Ne, HalfEdge::En]),
    ("SE", (1, 1), [HalfEdge::Es, HalfEdge::Se]),
    ("SW", (-1, 1), [HalfEdge::Sw, HalfEdge::Ws]),
    ("NW", (-1, -1), [HalfEdge::Wn, HalfEdge::Nw]),
];

impl Corner {
    pub const ALL: [Corner; 4] = [Corner::NE, Corner::SE, Corner::SW, Corner::NW];

    /// Its notation word (`NE`).
    pub const fn name(self) -> &'static str {
        CORNERS[self as usize].0
    }

    /// Which way it lies from the tile's middle: east (+1) or west (-1), south (+1) or
    /// north (-1).
    pub(crate) const fn signs(self) -> (i32, i32) {
        CORNERS[self as usize].1
    }

    /// The corner that lies `signs` from the tile's middle ([`signs`](Self::signs)).
    pub(crate) fn from_signs(signs: (i32, i32)) -> Corner {
        Corner::ALL.into_iter().find(|c| c.signs() == signs).expect("every pair of signs is a corner")
    }

    /// The two half-edges that meet there.
    pub(crate) const fn halves(self) -> [HalfEdge; 2] {
        CORNERS[self as usize].2
    }
}

impl fmt::Display for Corner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which way something runs across a tile from side to side (a bridge of Bridges,
/// Castles & Bazaars).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Axis {
    /// From the north edge to the south edge (`NS`).
    NorthSouth,
    /// From the east edge to the west edge (`EW`).
    EastWest,
}

impl Axis {
    pub const ALL: [Axis; 2] = [Axis::NorthSouth, Axis::EastWest];

    /// The two edges it joins.
    pub const fn ends(self) -> [Dir; 2] {
        match self {
            Axis::NorthSouth => [Dir::N, Dir::S],
            Axis::EastWest => [Dir::E, Dir::W],
        }
    }

    /// The axis through side `dir`.
    pub const fn through(dir: Dir) -> Axis {
        match dir {
            Dir::N | Dir::S => Axis::NorthSouth,
            Dir::E | Dir::W => Axis::EastWest,
        }
    }
}

impl fmt::Display for Axis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Axis::NorthSouth => "NS",
            Axis::EastWest => "EW",
        })
    }
}

/// A notation word that names no direction, rotation or half-edge.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a {1}")]
pub struct ParseGeometryError(pub String, pub &'static str);

impl FromStr for Dir {
    type Err = ParseGeometryError;
    fn from_str(s: &str) -> Result<Dir, Self::Err> {
        match s.to_ascii_uppercase().as_str() {
            "N" | "NORTH" => Ok(Dir::N),
            "E" | "EAST" => Ok(Dir::E),
            "S" | "SOUTH" => Ok(Dir::S),
            "W" | "WEST" => Ok(Dir::W),
            _ => Err(ParseGeometryError(s.to_string(), "direction (N, E, S or W)")),
        }
    }
}

impl FromStr for HalfEdge {
    type Err = ParseGeometryError;
    fn from_str(s: &str) -> Result<HalfEdge, Self::Err> {
        HalfEdge::ALL
            .into_iter()
            .find(|h| h.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseGeometryError(s.to_string(), "half-edge (Nw, Ne, En, Es, Se, Sw, Ws or Wn)"))
    }
}

impl FromStr for Rotation {
    type Err = ParseGeometryError;
    fn from_str(s: &str) -> Result<Rotation, Self::Err> {
        s.parse::<u16>()
            .ok()
            .and_then(Rotation::from_degrees)
            .ok_or_else(|| ParseGeometryError(s.to_string(), "rotation (0, 90, 180 or 270)"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facing_half_edges_are_mutual_and_across_opposite_edges() {
        for h in HalfEdge::ALL {
            assert_eq!(h.facing().facing(), h);
            assert_eq!(h.facing().dir(), h.dir().opposite());
        }
    }

    #[test]
    fn rotation_turns_clockwise() {
        assert_eq!(Dir::N.rotated(Rotation::R90), Dir::E);
        assert_eq!(HalfEdge::Nw.rotated(Rotation::R90), HalfEdge::En);
        assert_eq!(HalfEdge::Wn.rotated(Rotation::R180), HalfEdge::Es);
        for r in Rotation::ALL {
            assert_eq!(
                Rotation::from_quarter_turns(r.quarter_turns() + r.inverse().quarter_turns()),
                Rotation::R0
            );
        }
    }

    #[test]
    fn words_round_trip() {
        for d in Dir::ALL {
            assert_eq!(d.to_string().parse::<Dir>(), Ok(d));
        }
        for h in HalfEdge::ALL {
            assert_eq!(h.to_string().parse::<HalfEdge>(), Ok(h));
        }
        for r in Rotation::ALL {
            assert_eq!(r.to_string().parse::<Rotation>(), Ok(r));
        }
        assert!("45".parse::<Rotation>().is_err());
    }
}
