//! The four monuments as data: each one's large tile and token, and its four
//! objectives — the cells around the monument that must all hold a tile, and what one
//! cube on the objective earns when they do.
//!
//! Cells are offsets from the monument's top-left cell on the unrotated tile (x east,
//! y south), named as in the team's spec: N1 N2 above, E1 E2 right, S1 S2 below (S1
//! under the right-hand cell), W1 W2 left (W2 beside the top cell), and the corners
//! NW NE SE SW. A monument turned on the board turns its objectives with it.

use std::fmt;

use crate::catalog::TileKind;
use crate::geometry::{Pos, Rotation};

/// A cell around a monument, as an offset from its top-left cell on the unrotated tile.
type Around = (i32, i32);

const N1: Around = (0, -1);
const N2: Around = (1, -1);
const E1: Around = (2, 0);
const E2: Around = (2, 1);
const S1: Around = (1, 2);
const S2: Around = (0, 2);
const W1: Around = (-1, 1);
const W2: Around = (-1, 0);
const NW: Around = (-1, -1);
const NE: Around = (2, -1);
const SE: Around = (2, 2);
const SW: Around = (-1, 2);

/// One of the four monuments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Monument {
    Cathedral,
    Arena,
    Lighthouse,
    Library,
}

/// What one cube on a completed objective earns its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reward {
    Points(u32),
    /// Fame tokens, scored at the end by how many a player holds.
    Fame(u32),
    /// Bridges into supply (Bridges, Castles & Bazaars; fame tokens without it).
    Bridges(u32),
}

impl Reward {
    /// The reward `cubes` cubes earn.
    pub const fn times(self, cubes: u32) -> Reward {
        match self {
            Reward::Points(n) => Reward::Points(n * cubes),
            Reward::Fame(n) => Reward::Fame(n * cubes),
            Reward::Bridges(n) => Reward::Bridges(n * cubes),
        }
    }
}

impl fmt::Display for Reward {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (n, one, many) = match *self {
            Reward::Points(n) => (n, "point", "points"),
            Reward::Fame(n) => (n, "fame token", "fame tokens"),
            Reward::Bridges(n) => (n, "bridge", "bridges"),
        };
        write!(f, "{n} {}", if n == 1 { one } else { many })
    }
}

/// An objective: cells that must all hold a tile, and the reward per cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Objective {
    cells: &'static [Around],
    pub reward: Reward,
}

impl Objective {
    /// The objective's cells on the board, for a monument anchored at `anchor` and
    /// turned by `rot` (a quarter turn clockwise takes (x, y) to (1 − y, x) about the
    /// 2×2 block).
    pub fn cells(&self, anchor: Pos, rot: Rotation) -> impl Iterator<Item = Pos> + '_ {
        self.cells.iter().map(move |&cell| {
            let (x, y) = (0..rot.quarter_turns()).fold(cell, |(x, y), _| (1 - y, x));
            Pos::new(anchor.x + x, anchor.y + y)
        })
    }

    /// How many cells the objective asks for.
    pub fn size(&self) -> usize {
        self.cells.len()
    }
}

/// One row of the monuments table.
struct Def {
    word: &'static str,
    title: &'static str,
    tile: &'static str,
    token: &'static str,
    objectives: [Objective; 4],
}

const fn objective(cells: &'static [Around], reward: Reward) -> Objective {
    Objective { cells, reward }
}

/// The team's spec (RULES.md, Monuments), in `Monument` order; objectives in the order
/// printed on the tile.
const DEFS: [Def; 4] = [
    Def {
        word: "cathedral",
        title: "Cathedral",
        tile: "MO/Cathedral",
        token: "MO/Cathedral.t",
        objectives: [
            objective(&[N1, N2], Reward::Points(3)),
            objective(&[E1, E2], Reward::Fame(1)),
            objective(&[S1, S2], Reward::Points(3)),
            objective(&[W1, W2], Reward::Fame(1)),
        ],
    },
    Def {
        word: "arena",
        title: "Arena",
        tile: "MO/Arena",
        token: "MO/Arena.t",
        objectives: [
            objective(&[NW, N1, N2, NE], Reward::Fame(2)),
            objective(&[E1, E2, SE], Reward::Points(4)),
            objective(&[S1, S2], Reward::Bridges(1)),
            objective(&[W1, W2, SW], Reward::Points(4)),
        ],
    },
    Def {
        word: "lighthouse",
        title: "Lighthouse",
        tile: "MO/Lighthouse",
        token: "MO/Lighthouse.t",
        objectives: [
            objective(&[NW, NE, SE, SW], Reward::Fame(3)),
            objective(&[N1, E1], Reward::Points(3)),
            objective(&[S1, S2, W1, W2], Reward::Fame(2)),
            objective(&[N2, E2], Reward::Bridges(1)),
        ],
    },
    Def {
        word: "library",
        title: "Great Library",
        tile: "MO/Library",
        token: "MO/Library.t",
        objectives: [
            objective(&[N1, N2, NE], Reward::Fame(2)),
            objective(&[E1, E2, S1], Reward::Points(5)),
            objective(&[S2, SW, W1], Reward::Fame(2)),
            objective(&[W2, NW], Reward::Points(3)),
        ],
    },
];

impl Monument {
    pub const ALL: [Monument; 4] =
        [Monument::Cathedral, Monument::Arena, Monument::Lighthouse, Monument::Library];

    fn def(self) -> &'static Def {
        &DEFS[self as usize]
    }

    /// The word used in commands: `cathedral`, `arena`, `lighthouse`, `library`.
    pub fn word(self) -> &'static str {
        self.def().word
    }

    /// The monument's name: `Cathedral`, `Great Library`…
    pub fn title(self) -> &'static str {
        self.def().title
    }

    /// Its large tile.
    pub fn tile(self) -> TileKind {
        TileKind::from_id(self.def().tile).expect("monument tiles are in the catalog")
    }

    /// The token that stands for it in the stack.
    pub fn token(self) -> TileKind {
        TileKind::from_id(self.def().token).expect("monument tokens are in the catalog")
    }

    /// Its four objectives, numbered 1 to 4 in this order.
    pub fn objectives(self) -> &'static [Objective; 4] {
        &self.def().objectives
    }

    /// The monument whose large tile is `tile`.
    pub fn of_tile(tile: TileKind) -> Option<Monument> {
        Monument::ALL.into_iter().find(|m| m.def().tile == tile.id())
    }

    /// The monument whose token is `tile`.
    pub fn of_token(tile: TileKind) -> Option<Monument> {
        Monument::ALL.into_iter().find(|m| m.def().token == tile.id())
    }
}

/// A word that names no monument.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a monument: say cathedral, arena, lighthouse or library")]
pub struct UnknownMonument(pub String);

crate::words!(Monument, UnknownMonument, UnknownMonument);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::footprint::Footprint;

    #[test]
    fn every_monument_has_its_tiles_and_names_round_trip() {
        for m in Monument::ALL {
            assert_eq!(m.tile().def().footprint, Footprint::Square);
            assert_eq!(m.token().def().footprint, Footprint::Single);
            assert_eq!(Monument::of_tile(m.tile()), Some(m));
            assert_eq!(Monument::of_token(m.token()), Some(m));
            assert_eq!(m.word().parse::<Monument>(), Ok(m));
        }
        assert!("pyramid".parse::<Monument>().is_err());
    }

    /// No objective asks for a cell of the monument itself or names a cell twice, and
    /// every cell touches the 2×2 block (a side or a corner).
    #[test]
    fn objectives_lie_around_the_monument() {
        for m in Monument::ALL {
            for o in m.objectives() {
                let cells: Vec<Pos> = o.cells(Pos::ORIGIN, Rotation::R0).collect();
                for (i, p) in cells.iter().enumerate() {
                    assert!(!(0..2).contains(&p.x) || !(0..2).contains(&p.y), "{m} {p}");
                    assert!((-1..=2).contains(&p.x) && (-1..=2).contains(&p.y), "{m} {p}");
                    assert!(!cells[..i].contains(p), "{m} {p}");
                }
            }
        }
    }

    /// Turning the tile a quarter clockwise moves N1 to E1 and E1 to S1, as its edge
    /// segments move (`Footprint::turn_edge`).
    #[test]
    fn objectives_turn_with_the_tile() {
        let north = &Monument::Cathedral.objectives()[0];
        let at = |rot| north.cells(Pos::ORIGIN, rot).collect::<Vec<_>>();
        assert_eq!(at(Rotation::R0), [Pos::new(0, -1), Pos::new(1, -1)]);
        assert_eq!(at(Rotation::R90), [Pos::new(2, 0), Pos::new(2, 1)]);
        assert_eq!(at(Rotation::R180), [Pos::new(1, 2), Pos::new(0, 2)]);
        assert_eq!(at(Rotation::R270), [Pos::new(-1, 1), Pos::new(-1, 0)]);
    }
}
