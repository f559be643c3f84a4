//! The grid of placed tiles and the ring of empty cells around them.
//!
//! The board answers "where may this tile go?" quickly: every empty cell touching a
//! tile (the frontier) carries the edge kinds its neighbours demand, packed like a
//! tile's signature, so a (cell, rotation) test is one mask and one compare. It knows
//! nothing of features or figures.

use crate::catalog::{NO_SEGMENT, TileKind, Turned};
use crate::footprint::Footprint;
use crate::geometry::{Compass, Dir, Pos, Rotation};
use crate::tile::{EdgeKind, Segment};

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

/// The grid's radius when a board is made: room for the first tiles of any game.
const START_RADIUS: i32 = 8;

/// How many cells a tile keeps between itself and the grid's edge: one for its
/// frontier, one more for a 2×2 tile touching that frontier, one to spare.
const MARGIN: i32 = 3;

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

/// The road and city segments on one edge segment of a placed tile: at most two of
/// its kind's and one added later, kept in a fixed buffer (this is on the hot path of
/// every placement).
#[derive(Clone, Copy, Debug)]
pub struct EdgeSegments {
    segments: [u8; 3],
    len: u8,
}

impl EdgeSegments {
    fn push(&mut self, segment: u8) {
        self.segments[usize::from(self.len)] = segment;
        self.len += 1;
    }

    /// The segment indices, in order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.segments[..usize::from(self.len)].iter().map(|&s| usize::from(s))
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Placed tiles on a fixed grid large enough for every tile of the game in a line.
///
/// Each cell points at the piece covering it (a 2×2 tile covers four). A placed
/// tile's edges start as its kind's and may change later (a bridge turns a field edge
/// into a road, see [`Board::set_edge`]), and a placed tile may gain segments
/// ([`Board::add_segment`]); the frontier follows both.
#[derive(Clone, Debug)]
pub struct Board {
    radius: i32,
    width: i32,
    cells: Vec<Cell>,
    tiles: Vec<PlacedTile>,
    /// Each placed tile's footprint, beside `tiles` so the hot paths need no catalog lookup.
    footprints: Vec<Footprint>,
    frontier: Vec<u32>,
    /// The position of each cell in `frontier`, in the same order: the legal placements'
    /// loop reads it rather than working it out from the index (a division).
    frontier_pos: Vec<Pos>,
    /// Edges changed after placement: (tile index, edge segment in board orientation, kind).
    live_edges: Vec<(u16, u8, EdgeKind)>,
    /// Segments added after placement, in the tile's printed orientation, by tile index.
    added: Vec<(u16, Segment)>,
    /// The placed tiles with a cloister (a monastery, a garden), by index: the few that
    /// scoring looks around after each placement.
    cloister_tiles: Vec<usize>,
}

impl Board {
    /// An empty board for `capacity` tiles. Its grid starts small and grows as tiles
    /// reach toward its edge (`make_room`): a grid for any layout of 72 tiles is
    /// 147×147 cells, which a new game would clear (130 KB) and a copied game copy, while
    /// a game's tiles cover a few hundred.
    pub fn new(capacity: usize) -> Board {
        let radius = START_RADIUS;
        let width = 2 * radius + 1;
        Board {
            radius,
            width,
            cells: vec![Cell::default(); (width * width) as usize],
            tiles: Vec::with_capacity(capacity),
            footprints: Vec::with_capacity(capacity),
            // The frontier of `capacity` tiles in a line, the longest it gets.
            frontier: Vec::with_capacity(2 * capacity + 2),
            frontier_pos: Vec::with_capacity(2 * capacity + 2),
            live_edges: Vec::new(),
            added: Vec::new(),
            cloister_tiles: Vec::new(),
        }
    }

    /// Grows the grid, keeping every cell where it is on the board, until `pos` is at
    /// least `MARGIN` cells inside its edge: a tile there, its frontier and any 2×2 tile
    /// that could touch that frontier all lie on the grid, so a cell beyond the grid is
    /// one no placement can reach (as with a grid sized for every layout).
    fn make_room(&mut self, pos: Pos) {
        let need = pos.x.unsigned_abs().max(pos.y.unsigned_abs()) as i32 + MARGIN;
        if need <= self.radius {
            return;
        }
        let radius = need.max(2 * self.radius);
        let width = 2 * radius + 1;
        let mut cells = vec![Cell::default(); (width * width) as usize];
        let moved = |i: usize| {
            let at = self.pos_of(i);
            ((at.y + radius) * width + at.x + radius) as usize
        };
        for (i, &cell) in self.cells.iter().enumerate() {
            if cell.tile != 0 || cell.slot != 0 {
                cells[moved(i)] = cell;
            }
        }
        let frontier = self.frontier.iter().map(|&i| moved(i as usize) as u32).collect();
        (self.radius, self.width, self.cells, self.frontier) = (radius, width, cells, frontier);
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

    /// The index in `tiles()` of the tile covering `pos`.
    pub fn tile_index_at(&self, pos: Pos) -> Option<usize> {
        let cell = self.cells[self.index(pos)?];
        (cell.tile != 0).then(|| cell.tile as usize - 1)
    }

    /// The tile covering `pos`, if any.
    pub fn tile_at(&self, pos: Pos) -> Option<&PlacedTile> {
        self.tile_index_at(pos).map(|i| &self.tiles[i])
    }

    /// The cells placed tile `index` covers (four for a 2×2 tile), its anchor first.
    pub fn cells_of(&self, index: usize) -> impl Iterator<Item = Pos> + '_ {
        let anchor = self.tiles[index].pos;
        self.footprints[index].cells().iter().map(move |&(dx, dy)| Pos::new(anchor.x + dx, anchor.y + dy))
    }

    /// How placed tile `index` lies on its cells (1×1, or 2×2).
    pub(crate) fn footprint(&self, index: usize) -> Footprint {
        self.footprints[index]
    }

    /// The placed tiles with a cloister segment (a monastery, a garden), in placement
    /// order.
    pub(crate) fn cloister_tiles(&self) -> &[usize] {
        &self.cloister_tiles
    }

    /// Empty cells that touch at least one tile.
    pub fn frontier(&self) -> impl Iterator<Item = Pos> + '_ {
        self.frontier_pos.iter().copied()
    }

    /// Whether `kind` may go at `placement` (its anchor, the top-left cell, for a 2×2 tile).
    ///
    /// # Errors
    /// The first reason it may not: a covered cell is taken, no cell touches the board
    /// (or one lies beyond the grid), or an edge does not match.
    pub fn check(&self, kind: TileKind, placement: Placement) -> Result<(), Misfit> {
        let turned = kind.turned(placement.rot);
        let cells = turned.footprint.cells();
        let mut touches = false;
        for &(dx, dy) in cells {
            let pos = Pos::new(placement.pos.x + dx, placement.pos.y + dy);
            // Beyond the grid nothing can touch the board: a player's wild coordinates.
            let cell = self.index(pos).map(|i| self.cells[i]).ok_or(Misfit::Detached)?;
            if cell.tile != 0 {
                return Err(Misfit::Occupied);
            }
            touches |= cell.slot != 0;
        }
        if !touches {
            return Err(Misfit::Detached);
        }
        for (i, &(dx, dy)) in cells.iter().enumerate() {
            let cell = self.cells
                [self.index(Pos::new(placement.pos.x + dx, placement.pos.y + dy)).expect("checked")];
            let diff = (turned.cell_signatures[i] ^ cell.need) & cell.mask;
            if diff != 0 {
                return Err(Misfit::Mismatch(Dir::from_index(diff.trailing_zeros() as usize / 2)));
            }
        }
        Ok(())
    }

    /// Appends every legal placement of `kind` to `out`, frontier cell by cell (for a
    /// 2×2 tile, every anchor whose block holds a frontier cell, each once). A tile that
    /// prints nothing on its border (the abbey tile) looks the same every way round: one
    /// placement a cell, unturned (`check` accepts the others all the same).
    pub fn placements_into(&self, kind: TileKind, out: &mut Vec<Placement>) {
        let turns = kind.turns();
        if turns[0].footprint == Footprint::Square {
            return self.large_placements_into(kind, out);
        }
        let signatures = turns.each_ref().map(Turned::signature);
        let rotations: &[Rotation] = if kind.def().blank_border { &[Rotation::R0] } else { &Rotation::ALL };
        for (&i, &pos) in self.frontier.iter().zip(&self.frontier_pos) {
            let cell = self.cells[i as usize];
            for &rot in rotations {
                if (signatures[rot as usize] ^ cell.need) & cell.mask == 0 {
                    out.push(Placement { pos, rot });
                }
            }
        }
    }

    /// Where the large tile `kind` fits, in order: each corner that puts one of its cells
    /// on the frontier, each checked once (a corner beside the board puts several cells
    /// on it, and was checked for each).
    fn large_placements_into(&self, kind: TileKind, out: &mut Vec<Placement>) {
        for pos in self.large_corners(kind) {
            for rot in Rotation::ALL {
                let placement = Placement { pos, rot };
                if self.check(kind, placement).is_ok() {
                    out.push(placement);
                }
            }
        }
    }

    /// The north-west corners at which the large tile `kind` puts a cell on the
    /// frontier, sorted, each once.
    fn large_corners(&self, kind: TileKind) -> Vec<Pos> {
        let cells = kind.def().footprint.cells();
        let mut corners: Vec<Pos> = self
            .frontier_pos
            .iter()
            .flat_map(|&at| cells.iter().map(move |&(dx, dy)| Pos::new(at.x - dx, at.y - dy)))
            .collect();
        corners.sort_unstable();
        corners.dedup();
        corners
    }

    /// The sides of empty cell `pos` that touch a tile (two bits per side, as in a
    /// signature) and the edge kinds those tiles show there; `None` off the frontier.
    pub(crate) fn demands(&self, pos: Pos) -> Option<(u8, u8)> {
        let cell = self.cells[self.index(pos)?];
        (cell.slot != 0).then_some((cell.mask, cell.need))
    }

    /// Whether `kind` fits anywhere.
    pub fn fits_somewhere(&self, kind: TileKind) -> bool {
        let turns = kind.turns();
        if turns[0].footprint == Footprint::Square {
            return self.large_corners(kind).into_iter().any(|pos| {
                Rotation::ALL.into_iter().any(|rot| self.check(kind, Placement { pos, rot }).is_ok())
            });
        }
        let signatures = turns.each_ref().map(Turned::signature);
        self.frontier.iter().any(|&i| {
            let cell = self.cells[i as usize];
            signatures.iter().any(|s| (s ^ cell.need) & cell.mask == 0)
        })
    }

    /// Puts a tile down without checking the rules (the start tile, or after `check`),
    /// and returns its index in `tiles()`.
    ///
    /// # Panics
    /// If a cell is taken: a caller bug.
    pub fn put(&mut self, kind: TileKind, placement: Placement) -> usize {
        let Placement { pos, rot } = placement;
        let turned = kind.turned(rot);
        let footprint = turned.footprint;
        self.tiles.push(PlacedTile { kind, rot, pos });
        self.footprints.push(footprint);
        if turned.cloisters != 0 {
            self.cloister_tiles.push(self.tiles.len() - 1);
        }
        let id = self.tiles.len() as u16;
        for &(dx, dy) in footprint.cells() {
            self.make_room(Pos::new(pos.x + dx, pos.y + dy));
        }
        for &(dx, dy) in footprint.cells() {
            let at = Pos::new(pos.x + dx, pos.y + dy);
            let index = self.index(at).expect("room made above");
            assert_eq!(self.cells[index].tile, 0, "cell {at} is taken");
            self.cells[index].tile = id;
            self.leave_frontier(index);
        }
        if footprint == Footprint::Single {
            for d in Dir::ALL {
                self.demand(pos.step(d), d.opposite(), turned.edge_kinds[d.index()]);
            }
        } else {
            for edge in 0..footprint.edges() {
                let (outside, facing) = self.across(id as usize - 1, edge);
                self.demand(outside, facing, turned.edge_kinds[edge]);
            }
        }
        self.tiles.len() - 1
    }

    /// The cell across edge segment `edge` (board orientation) of tile `tile`, and the
    /// side of that cell which faces the tile.
    #[inline]
    pub fn across(&self, tile: usize, edge: usize) -> (Pos, Dir) {
        let t = self.tiles[tile];
        let footprint = self.footprints[tile];
        if footprint == Footprint::Single {
            let dir = Dir::from_index(edge);
            return (t.pos.step(dir), dir.opposite());
        }
        let (cell, dir) = footprint.port(edge);
        let (dx, dy) = footprint.cells()[cell];
        (Pos::new(t.pos.x + dx, t.pos.y + dy).step(dir), dir.opposite())
    }

    /// The edge segment (board orientation) of tile `tile` on side `dir` of its cell `pos`.
    #[inline]
    pub fn edge_facing(&self, tile: usize, pos: Pos, dir: Dir) -> Option<usize> {
        let t = self.tiles[tile];
        let footprint = self.footprints[tile];
        if footprint == Footprint::Single {
            return (pos == t.pos).then_some(dir.index());
        }
        let cell =
            footprint.cells().iter().position(|&(dx, dy)| Pos::new(t.pos.x + dx, t.pos.y + dy) == pos)?;
        footprint.edge_at(cell, dir)
    }

    /// Records that an empty cell's side `side` must show `kind` (if the cell is empty).
    fn demand(&mut self, pos: Pos, side: Dir, kind: EdgeKind) {
        let Some(n) = self.index(pos) else { return };
        if self.cells[n].tile != 0 {
            return;
        }
        let shift = 2 * side.index();
        let cell = &mut self.cells[n];
        cell.mask |= 3 << shift;
        cell.need = (cell.need & !(3 << shift)) | (kind as u8) << shift;
        if cell.slot == 0 {
            self.frontier.push(n as u32);
            self.frontier_pos.push(pos);
            self.cells[n].slot = self.frontier.len() as u16;
        }
    }

    /// The edge kind of tile `tile` on edge segment `edge` (board orientation) now.
    pub fn edge_kind(&self, tile: usize, edge: usize) -> EdgeKind {
        self.live_edges
            .iter()
            .rev()
            .find(|&&(t, e, _)| usize::from(t) == tile && usize::from(e) == edge)
            .map_or_else(
                || self.tiles[tile].kind.turned(self.tiles[tile].rot).edge_kinds[edge],
                |&(_, _, k)| k,
            )
    }

    /// Changes an edge of a placed tile (board orientation), e.g. a field edge that a
    /// bridge turns into a road; an empty cell across it must now match the new kind.
    pub fn set_edge(&mut self, tile: usize, edge: usize, kind: EdgeKind) {
        self.live_edges.push((tile as u16, edge as u8, kind));
        let (outside, facing) = self.across(tile, edge);
        self.demand(outside, facing, kind);
    }

    /// Adds a segment, given in the tile's printed orientation, to a placed tile and
    /// returns its segment index (after the kind's own segments).
    pub fn add_segment(&mut self, tile: usize, segment: Segment) -> usize {
        let index = self.segment_count(tile);
        self.added.push((tile as u16, segment));
        index
    }

    /// Whether segments were added to placed tile `tile` after placement (a bridge).
    #[inline]
    pub fn has_added(&self, tile: usize) -> bool {
        !self.added.is_empty() && self.added.iter().any(|&(t, _)| usize::from(t) == tile)
    }

    /// Segments of a placed tile: its kind's, then those added after placement.
    pub fn segment_count(&self, tile: usize) -> usize {
        let own = self.tiles[tile].kind.def().segments.len();
        if self.added.is_empty() {
            return own;
        }
        own + self.added.iter().filter(|(t, _)| usize::from(*t) == tile).count()
    }

    /// Segment `segment` of placed tile `tile` (its kind's, or one added later).
    pub fn segment(&self, tile: usize, segment: usize) -> &Segment {
        let own = &self.tiles[tile].kind.def().segments;
        if let Some(s) = own.get(segment) {
            return s;
        }
        let mut added = self.added.iter().filter(|(t, _)| usize::from(*t) == tile).map(|(_, s)| s);
        added.nth(segment - own.len()).expect("no such segment")
    }

    /// Where segment `segment` of placed tile `tile` lies on it, as a player would point
    /// at it: the compass point from the tile's middle toward the middle of the edges it
    /// reaches (the halves, for a field). `None` when those balance around the middle (a
    /// straight road, a field all round) or it reaches no edge (a monastery).
    pub fn bearing(&self, tile: usize, segment: usize) -> Option<Compass> {
        let placed = self.tiles[tile];
        let footprint = placed.kind.def().footprint;
        let seg = self.segment(tile, segment);
        let edges = (0..footprint.edges())
            .filter(|e| seg.edges & (1 << e) != 0)
            .map(|e| footprint.edge_point(footprint.turn_edge(e, placed.rot)));
        let halves = (0..2 * footprint.edges())
            .filter(|h| seg.halves & (1 << h) != 0)
            .map(|h| footprint.half_point(footprint.turn_half(h, placed.rot)));
        let points: Vec<(f32, f32)> = edges.chain(halves).collect();
        if points.is_empty() {
            return None;
        }
        let n = points.len() as f32;
        let middle = footprint.size() as f32 / 2.0;
        let dx = points.iter().map(|p| p.0).sum::<f32>() / n - middle;
        let dy = points.iter().map(|p| p.1).sum::<f32>() / n - middle;
        // Less than an eighth of the tile off the middle: it lies all round.
        if dx.hypot(dy) < footprint.size() as f32 / 8.0 {
            return None;
        }
        Compass::toward(dx, dy)
    }

    /// The road and city segments of tile `tile` on edge segment `edge` (board
    /// orientation), added segments included.
    pub fn edge_segments(&self, tile: usize, edge: usize) -> EdgeSegments {
        self.ports(tile, self.turned(tile), edge)
    }

    /// How placed tile `tile` lies: its kind turned by its rotation.
    #[inline]
    pub(crate) fn turned(&self, tile: usize) -> &'static Turned {
        let t = self.tiles[tile];
        t.kind.turned(t.rot)
    }

    /// `edge_segments` with the tile's `turned` already at hand.
    #[inline]
    pub(crate) fn ports(&self, tile: usize, turned: &Turned, edge: usize) -> EdgeSegments {
        let t = self.tiles[tile];
        let mut found = EdgeSegments { segments: [NO_SEGMENT; 3], len: 0 };
        for s in turned.edge_segments[edge].into_iter().filter(|&s| s != NO_SEGMENT) {
            found.push(s);
        }
        if self.added.is_empty() {
            return found;
        }
        let footprint = turned.footprint;
        let printed = (edge + footprint.edges() - footprint.turn_edge(0, t.rot)) % footprint.edges();
        let first_added = t.kind.def().segments.len();
        let added = self.added.iter().filter(|(i, _)| usize::from(*i) == tile);
        for (k, (_, s)) in added.enumerate() {
            if s.edges & (1 << printed) != 0 {
                found.push((first_added + k) as u8);
            }
        }
        found
    }

    fn leave_frontier(&mut self, index: usize) {
        let slot = self.cells[index].slot;
        if slot == 0 {
            return;
        }
        self.frontier.swap_remove(slot as usize - 1);
        self.frontier_pos.swap_remove(slot as usize - 1);
        if let Some(&moved) = self.frontier.get(slot as usize - 1) {
            self.cells[moved as usize].slot = slot;
        }
        self.cells[index].slot = 0;
    }

    /// The smallest rectangle holding every placed tile: (min corner, max corner).
    pub fn extent(&self) -> (Pos, Pos) {
        self.tiles.iter().fold((Pos::ORIGIN, Pos::ORIGIN), |(lo, hi), t| {
            let far = t
                .kind
                .def()
                .footprint
                .cells()
                .iter()
                .fold(t.pos, |far, &(dx, dy)| Pos::new(far.x.max(t.pos.x + dx), far.y.max(t.pos.y + dy)));
            (Pos::new(lo.x.min(t.pos.x), lo.y.min(t.pos.y)), Pos::new(hi.x.max(far.x), hi.y.max(far.y)))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::FeatureKind;

    fn kind(id: &str) -> TileKind {
        TileKind::from_id(id).unwrap()
    }

    fn at(x: i32, y: i32, deg: u16) -> Placement {
        Placement { pos: Pos::new(x, y), rot: Rotation::from_degrees(deg).unwrap() }
    }

    /// A large tile's places are every corner and rotation around the board that
    /// `check` allows, each once, in order (checked against every cell of the board's
    /// surroundings), and it fits somewhere exactly when it has one.
    #[test]
    fn a_large_tile_goes_wherever_check_allows() {
        let larges: Vec<TileKind> =
            TileKind::all().filter(|k| k.turns()[0].footprint == Footprint::Square).collect();
        assert!(!larges.is_empty());
        let mut board = Board::new(40);
        board.put(kind("BA/RCr"), at(0, 0, 0));
        let smalls: Vec<TileKind> = TileKind::all().filter(|k| k.id().starts_with("BA/")).collect();
        for (i, &small) in smalls.iter().cycle().skip(3).step_by(5).take(16).enumerate() {
            let mut places = Vec::new();
            board.placements_into(small, &mut places);
            if let Some(&place) = places.get(i * 7 % places.len().max(1)) {
                board.put(small, place);
            }
            let (lo, hi) = board.extent();
            for &large in &larges {
                let mut found = Vec::new();
                board.placements_into(large, &mut found);
                let every: Vec<Placement> = (lo.y - 2..=hi.y + 1)
                    .flat_map(|y| (lo.x - 2..=hi.x + 1).map(move |x| Pos::new(x, y)))
                    .flat_map(|pos| Rotation::ALL.map(|rot| Placement { pos, rot }))
                    .filter(|&p| board.check(large, p).is_ok())
                    .collect::<std::collections::BTreeSet<_>>()
                    .into_iter()
                    .collect();
                assert_eq!(found, every, "{} after {} tiles", large.id(), board.tiles().len());
                assert_eq!(board.fits_somewhere(large), !every.is_empty());
            }
        }
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
    fn a_segment_bears_toward_the_edges_it_reaches() {
        let mut board = Board::new(10);
        board.put(kind("BA/RCr"), at(0, 0, 90));
        board.put(kind("BA/Rr"), at(0, 1, 0));
        board.put(kind("BA/L"), at(-1, 0, 0));
        let bearing = |tile: usize, kind: FeatureKind| -> Vec<Option<Compass>> {
            (0..board.segment_count(tile))
                .filter(|&s| board.segment(tile, s).kind == kind)
                .map(|s| board.bearing(tile, s))
                .collect()
        };
        // Turned a quarter: the cap faces east, the road runs north–south through the middle.
        assert_eq!(bearing(0, FeatureKind::City), [Some(Compass::E)]);
        assert_eq!(bearing(0, FeatureKind::Road), [None]);
        assert_eq!(bearing(0, FeatureKind::Field), [Some(Compass::E), Some(Compass::W)]);
        // A curve south–west: its inner field in that corner, the outer one across.
        assert_eq!(bearing(1, FeatureKind::Road), [Some(Compass::SW)]);
        assert_eq!(bearing(1, FeatureKind::Field), [Some(Compass::NE), Some(Compass::SW)]);
        assert_eq!(bearing(2, FeatureKind::Monastery), [None]);
        assert_eq!(bearing(2, FeatureKind::Field), [None], "all round");
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
                        // A tile blank all round is listed unturned, once a cell.
                        let listed_turned = rot == Rotation::R0 || !k.def().blank_border;
                        if board.check(k, p).is_ok() && listed_turned {
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

    /// The Arena: city caps on N1 and N2, roads ending on S1 and S2.
    const LARGE: &str = "MO/Arena";

    #[test]
    fn a_large_tile_covers_four_cells_and_is_enumerated_by_anchor() {
        let mut board = Board::new(10);
        board.put(kind("BA/RCr"), at(0, 0, 0));
        // Turned 180°, a cap faces south onto the start tile's city from cell (0,-1).
        assert_eq!(board.check(kind(LARGE), at(-1, -2, 180)), Ok(()));
        assert_eq!(board.check(kind(LARGE), at(-1, -2, 0)), Err(Misfit::Mismatch(Dir::S)));
        assert_eq!(board.check(kind(LARGE), at(-1, -1, 180)), Err(Misfit::Occupied));
        assert_eq!(board.check(kind(LARGE), at(-4, -4, 180)), Err(Misfit::Detached));
        let mut listed = Vec::new();
        board.placements_into(kind(LARGE), &mut listed);
        let mut checked = Vec::new();
        for y in -4..=4 {
            for x in -4..=4 {
                for rot in Rotation::ALL {
                    let p = Placement { pos: Pos::new(x, y), rot };
                    if board.check(kind(LARGE), p).is_ok() {
                        checked.push(p);
                    }
                }
            }
        }
        checked.sort();
        assert_eq!(listed, checked);
        assert!(listed.contains(&at(-1, -2, 180)));
        assert!(board.fits_somewhere(kind(LARGE)));

        let index = board.put(kind(LARGE), at(-1, -2, 180));
        for cell in [(-1, -2), (0, -2), (-1, -1), (0, -1)] {
            assert_eq!(board.tile_index_at(Pos::new(cell.0, cell.1)), Some(index), "{cell:?}");
        }
        assert_eq!(board.extent(), (Pos::new(-1, -2), Pos::new(0, 0)));
        // The frontier is the ring round both tiles.
        let mut cells: Vec<Pos> = board.frontier().collect();
        cells.sort();
        let mut want: Vec<Pos> =
            [(-1, -3), (0, -3), (1, -2), (1, -1), (1, 0), (0, 1), (-1, 0), (-2, -1), (-2, -2)]
                .map(|(x, y)| Pos::new(x, y))
                .to_vec();
        want.sort();
        assert_eq!(cells, want);
        // A cell beside the large tile must match the edge segment it faces: the road
        // printed S1 now leaves cell (-1,-2) northward; its east side is field.
        assert_eq!(board.edge_kind(index, 0), EdgeKind::Road);
        assert_eq!(board.check(kind("BA/RFr"), at(-1, -3, 90)), Ok(()));
        assert_eq!(board.check(kind("BA/RFr"), at(1, -2, 0)), Err(Misfit::Mismatch(Dir::W)));
    }

    #[test]
    fn a_changed_edge_changes_what_may_go_beside_it() {
        let mut board = Board::new(10);
        board.put(kind("BA/RCr"), at(0, 0, 0));
        let monastery = board.put(kind("BA/L"), at(0, 1, 0));
        assert_eq!(board.check(kind("BA/RFr"), at(-1, 1, 0)), Err(Misfit::Mismatch(Dir::E)));
        board.set_edge(monastery, Dir::W.index(), EdgeKind::Road);
        assert_eq!(board.edge_kind(monastery, Dir::W.index()), EdgeKind::Road);
        assert_eq!(board.check(kind("BA/RFr"), at(-1, 1, 0)), Ok(()));
        assert_eq!(board.check(kind("BA/L"), at(-1, 1, 0)), Err(Misfit::Mismatch(Dir::E)));
    }
}
