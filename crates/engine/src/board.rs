//! The grid of placed tiles and the ring of empty cells around them.
//!
//! The board answers "where may this tile go?" quickly: every empty cell touching a
//! tile (the frontier) carries the edge kinds its neighbours demand, packed like a
//! tile's signature, so a (cell, rotation) test is one mask and one compare. It knows
//! nothing of features or figures.

use crate::catalog::TileKind;
use crate::geometry::{Dir, Pos, Rotation};

/// A tile lying on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedTile {
    pub kind: TileKind,
    pub rot: Rotation,
    pub pos: Pos,
}

/// Where and how a tile is put down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    pub pos: Pos,
    pub rot: Rotation,
}

/// Why a tile may not go where it was asked to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misfit {
    Occupied,
    Detached,
    Mismatch(Dir),
}

#[derive(Clone, Copy, Debug, Default)]
struct Cell {
    /// Index into `tiles` plus one; zero when empty.
    tile: u16,
    /// Index into `frontier` plus one; zero when not on the frontier.
    slot: u16,
    /// Sides with a neighbour, two bits per side as in a signature.
    mask: u8,
    /// The edge kinds those neighbours demand.
    need: u8,
}

/// Placed tiles on a fixed grid large enough for every tile of the game in a line.
#[derive(Clone, Debug)]
pub struct Board {
    radius: i32,
    width: i32,
    cells: Vec<Cell>,
    tiles: Vec<PlacedTile>,
    frontier: Vec<u32>,
}

impl Board {
    /// An empty board that can hold `capacity` tiles however they are laid out.
    pub fn new(capacity: usize) -> Board {
        let radius = capacity as i32 + 1;
        let width = 2 * radius + 1;
        Board {
            radius,
            width,
            cells: vec![Cell::default(); (width * width) as usize],
            tiles: Vec::with_capacity(capacity),
            frontier: Vec::new(),
        }
    }

    fn index(&self, pos: Pos) -> Option<usize> {
        // `unsigned_abs`: `i32::MIN.abs()` overflows, and any i32 may come from a player.
        let r = self.radius.unsigned_abs();
        let inside = pos.x.unsigned_abs() <= r && pos.y.unsigned_abs() <= r;
        inside.then(|| ((pos.y + self.radius) * self.width + pos.x + self.radius) as usize)
    }

    fn pos_of(&self, index: usize) -> Pos {
        let i = index as i32;
        Pos::new(i % self.width - self.radius, i / self.width - self.radius)
    }

    /// The placed tiles in the order they were placed (the start tile first).
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    /// The index in `tiles()` of the tile at `pos`.
    pub fn tile_index_at(&self, pos: Pos) -> Option<usize> {
        let cell = self.cells[self.index(pos)?];
        (cell.tile != 0).then(|| cell.tile as usize - 1)
    }

    /// The tile at `pos`, if any.
    pub fn tile_at(&self, pos: Pos) -> Option<&PlacedTile> {
        self.tile_index_at(pos).map(|i| &self.tiles[i])
    }

    /// Empty cells that touch at least one tile.
    pub fn frontier(&self) -> impl Iterator<Item = Pos> + '_ {
        self.frontier.iter().map(|&i| self.pos_of(i as usize))
    }

    /// Whether `kind` may go at `placement`.
    ///
    /// # Errors
    /// The first reason it may not.
    pub fn check(&self, kind: TileKind, placement: Placement) -> Result<(), Misfit> {
        let cell = self.index(placement.pos).map(|i| self.cells[i]).unwrap_or_default();
        if cell.tile != 0 {
            return Err(Misfit::Occupied);
        }
        if cell.slot == 0 {
            return Err(Misfit::Detached);
        }
        let diff = (kind.turned(placement.rot).signature ^ cell.need) & cell.mask;
        if diff == 0 {
            return Ok(());
        }
        Err(Misfit::Mismatch(Dir::from_index(diff.trailing_zeros() as usize / 2)))
    }

    /// Appends every legal placement of `kind` to `out`, frontier cell by cell.
    pub fn placements_into(&self, kind: TileKind, out: &mut Vec<Placement>) {
        let signatures = Rotation::ALL.map(|r| kind.turned(r).signature);
        for &i in &self.frontier {
            let cell = self.cells[i as usize];
            for rot in Rotation::ALL {
                if (signatures[rot as usize] ^ cell.need) & cell.mask == 0 {
                    out.push(Placement { pos: self.pos_of(i as usize), rot });
                }
            }
        }
    }

    /// Whether `kind` fits anywhere.
    pub fn fits_somewhere(&self, kind: TileKind) -> bool {
        let signatures = Rotation::ALL.map(|r| kind.turned(r).signature);
        self.frontier.iter().any(|&i| {
            let cell = self.cells[i as usize];
            signatures.iter().any(|s| (s ^ cell.need) & cell.mask == 0)
        })
    }

    /// Puts a tile down without checking the rules (the start tile, or after `check`),
    /// and returns its index in `tiles()`.
    ///
    /// # Panics
    /// If the cell is taken or outside the grid's capacity: both are caller bugs.
    pub fn put(&mut self, kind: TileKind, placement: Placement) -> usize {
        let Placement { pos, rot } = placement;
        let index = self.index(pos).expect("board capacity exceeded");
        assert_eq!(self.cells[index].tile, 0, "cell {pos} is taken");
        self.tiles.push(PlacedTile { kind, rot, pos });
        self.cells[index].tile = self.tiles.len() as u16;
        self.leave_frontier(index);
        let signature = kind.turned(rot).signature;
        for d in Dir::ALL {
            let Some(n) = self.index(pos.step(d)) else {
                continue;
            };
            if self.cells[n].tile != 0 {
                continue;
            }
            let facing = 2 * d.opposite().index();
            let edge = (signature >> (2 * d.index())) & 3;
            let cell = &mut self.cells[n];
            cell.mask |= 3 << facing;
            cell.need |= edge << facing;
            if cell.slot == 0 {
                self.frontier.push(n as u32);
                self.cells[n].slot = self.frontier.len() as u16;
            }
        }
        self.tiles.len() - 1
    }

    fn leave_frontier(&mut self, index: usize) {
        let slot = self.cells[index].slot;
        if slot == 0 {
            return;
        }
        self.frontier.swap_remove(slot as usize - 1);
        if let Some(&moved) = self.frontier.get(slot as usize - 1) {
            self.cells[moved as usize].slot = slot;
        }
        self.cells[index].slot = 0;
    }

    /// The smallest rectangle holding every placed tile: (min corner, max corner).
    pub fn extent(&self) -> (Pos, Pos) {
        self.tiles.iter().fold((Pos::ORIGIN, Pos::ORIGIN), |(lo, hi), t| {
            (Pos::new(lo.x.min(t.pos.x), lo.y.min(t.pos.y)), Pos::new(hi.x.max(t.pos.x), hi.y.max(t.pos.y)))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(id: &str) -> TileKind {
        TileKind::from_id(id).unwrap()
    }

    fn at(x: i32, y: i32, deg: u16) -> Placement {
        Placement { pos: Pos::new(x, y), rot: Rotation::from_degrees(deg).unwrap() }
    }

    #[test]
    fn edges_must_match_and_touch() {
        let mut board = Board::new(10);
        board.put(kind("BA/RCr"), at(0, 0, 0));
        // A straight road continues east; a city cap may face the start tile's city.
        assert_eq!(board.check(kind("BA/RFr"), at(1, 0, 0)), Ok(()));
        assert_eq!(board.check(kind("BA/RFr"), at(1, 0, 90)), Err(Misfit::Mismatch(Dir::W)));
        assert_eq!(board.check(kind("BA/C"), at(0, -1, 180)), Ok(()));
        assert_eq!(board.check(kind("BA/C"), at(0, -1, 0)), Err(Misfit::Mismatch(Dir::S)));
        assert_eq!(board.check(kind("BA/C"), at(2, 0, 0)), Err(Misfit::Detached));
        assert_eq!(board.check(kind("BA/C"), at(0, 0, 0)), Err(Misfit::Occupied));
    }

    #[test]
    fn enumeration_agrees_with_check() {
        let mut board = Board::new(10);
        board.put(kind("BA/RCr"), at(0, 0, 0));
        board.put(kind("BA/RFr"), at(1, 0, 0));
        board.put(kind("BA/Cc.1"), at(0, -1, 180));
        for k in TileKind::all() {
            let mut listed = Vec::new();
            board.placements_into(k, &mut listed);
            let mut checked = Vec::new();
            for y in -3..=3 {
                for x in -3..=3 {
                    for rot in Rotation::ALL {
                        let p = Placement { pos: Pos::new(x, y), rot };
                        if board.check(k, p).is_ok() {
                            checked.push(p);
                        }
                    }
                }
            }
            listed.sort();
            checked.sort();
            assert_eq!(listed, checked, "{k}");
            assert_eq!(board.fits_somewhere(k), !listed.is_empty());
        }
    }

    #[test]
    fn frontier_is_the_empty_ring() {
        let mut board = Board::new(10);
        board.put(kind("BA/RCr"), at(0, 0, 0));
        board.put(kind("BA/RFr"), at(1, 0, 0));
        let mut cells: Vec<Pos> = board.frontier().collect();
        cells.sort();
        let mut want = vec![
            Pos::new(-1, 0),
            Pos::new(0, -1),
            Pos::new(0, 1),
            Pos::new(1, -1),
            Pos::new(1, 1),
            Pos::new(2, 0),
        ];
        want.sort();
        assert_eq!(cells, want);
    }
}
