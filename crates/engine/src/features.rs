//! Features as they grow: each segment of each placed tile is a node, joined with
//! the segments it touches across edges (union–find), so a road, city or field is kept
//! up to date tile by tile instead of being recomputed every turn.
//!
//! A feature (a root node) counts its open ports — every (segment, edge) or (field,
//! half-edge) incidence not yet matched by a neighbour — so completion is `open == 0`,
//! also when one edge holds two cities (`HS/CC!.v`) or a feature meets a tile twice.
//! Members of a feature are chained in a ring so scoring can walk them. Figures are
//! counted per seat on the root; where they stand is the game's business.

use crate::board::Board;
use crate::catalog::{NO_SEGMENT, Turned};
use crate::game::FigureKind;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::tile::{FeatureKind, Segment};

/// A node: one segment of one placed tile. Feature ids are root nodes.
pub type NodeId = u32;

#[derive(Clone, Copy, Debug)]
struct Node {
    parent: NodeId,
    /// Next member in the feature's ring.
    next: NodeId,
    /// Index of the placed tile in `Board::tiles()`.
    tile: u16,
    /// Segment index within the tile's definition.
    segment: u8,
}

/// What is known of a whole feature; valid on root nodes only.
#[derive(Clone, Copy, Debug)]
pub struct FeatureInfo {
    pub kind: FeatureKind,
    /// Unmatched ports; a road or city with none is complete.
    pub open: u16,
    /// A byte, so the struct stays 12 bytes (it is copied at every union): all the
    /// catalog's pennants together number fewer than 256 (`catalog`'s tests check it).
    pub pennants: u8,
    /// Meeples per seat standing in the feature, by strength: a meeple or an abbot
    /// counts 1, a big meeple 2 (Inns & Cathedrals), so the majority is by strength.
    pub meeples: [u8; MAX_SEATS],
    /// Figures that hold the feature without weighing in its majority (Abbey & Mayor's
    /// barns in a field): nobody may join it, yet they score nothing with it.
    pub held: u8,
    /// Scored already (completed during play); features never score twice.
    pub scored: bool,
}

impl FeatureInfo {
    /// Whether any figure stands in the feature or holds it, so that no other may join.
    pub fn occupied(&self) -> bool {
        self.held > 0 || self.meeples.iter().any(|&m| m > 0)
    }

    /// Whether any follower stands in the feature (a held one may have none).
    pub fn has_followers(&self) -> bool {
        self.meeples.iter().any(|&m| m > 0)
    }

    /// The players with the most meeples in the feature (all of them when tied;
    /// expansions may narrow a tie, see `rules::majority`).
    pub fn majority(&self) -> SeatSet {
        let most = *self.meeples.iter().max().unwrap_or(&0);
        SeatSet::from_fn(|s| most > 0 && self.meeples[s.index()] == most)
    }
}

/// Every feature of the board.
/// Segments a tile has on average, rounded up (a base tile has 2 to 9): room kept
/// ahead for a game's features.
const SEGMENTS_PER_TILE: usize = 5;

#[derive(Clone, Debug, Default)]
pub struct Features {
    nodes: Vec<Node>,
    info: Vec<FeatureInfo>,
    /// First node of each placed tile, by placed index; its kind's segments follow.
    first_node: Vec<NodeId>,
    /// How many of each placed tile's segments are its kind's (numbered from `first_node`).
    own_segments: Vec<u8>,
    /// Nodes of segments added to a placed tile later: (tile, segment, node).
    added: Vec<(u16, u8, NodeId)>,
}

impl Features {
    /// The node of segment `segment` of placed tile `tile`.
    #[inline]
    pub fn node(&self, tile: usize, segment: usize) -> NodeId {
        if segment < usize::from(self.own_segments[tile]) {
            return self.first_node[tile] + segment as NodeId;
        }
        let added = self.added.iter().find(|&&(t, s, _)| usize::from(t) == tile && usize::from(s) == segment);
        added.expect("no such segment").2
    }

    /// The feature (root node) a node belongs to.
    pub fn find(&self, mut node: NodeId) -> NodeId {
        while self.nodes[node as usize].parent != node {
            node = self.nodes[node as usize].parent;
        }
        node
    }

    /// The feature a node belongs to, shortening the path on the way.
    fn find_compress(&mut self, node: NodeId) -> NodeId {
        let root = self.find(node);
        let mut n = node;
        while n != root {
            let next = self.nodes[n as usize].parent;
            self.nodes[n as usize].parent = root;
            n = next;
        }
        root
    }

    /// What is known of the feature containing `node`.
    pub fn info(&self, node: NodeId) -> &FeatureInfo {
        &self.info[self.find(node) as usize]
    }

    pub(crate) fn info_mut(&mut self, node: NodeId) -> &mut FeatureInfo {
        let root = self.find(node);
        &mut self.info[root as usize]
    }

    /// The (placed tile, segment) pairs of the feature containing `node`.
    pub fn members(&self, node: NodeId) -> impl Iterator<Item = (usize, usize)> + '_ {
        let start = node;
        let mut current = Some(node);
        std::iter::from_fn(move || {
            let n = current?;
            let next = self.nodes[n as usize].next;
            current = (next != start).then_some(next);
            let node = self.nodes[n as usize];
            Some((node.tile as usize, node.segment as usize))
        })
    }

    /// Empty, with room for the segments of `tiles` tiles (a few each), so a game's
    /// features do not grow their lists step by step as tiles are placed.
    pub(crate) fn with_capacity(tiles: usize) -> Features {
        Features {
            nodes: Vec::with_capacity(tiles * SEGMENTS_PER_TILE),
            info: Vec::with_capacity(tiles * SEGMENTS_PER_TILE),
            first_node: Vec::with_capacity(tiles),
            own_segments: Vec::with_capacity(tiles),
            added: Vec::new(),
        }
    }

    /// Adds the segments of the board's newest tile and joins them to its neighbours.
    pub fn add_newest_tile(&mut self, board: &Board) {
        let tile = board.tiles().len() - 1;
        let placed = board.tiles()[tile];
        let def = placed.kind.def();
        self.first_node.push(self.nodes.len() as NodeId);
        self.own_segments.push(def.segments.len() as u8);
        for (i, seg) in def.segments.iter().enumerate() {
            self.push_node(tile, i, seg);
        }
        let mine = placed.kind.turned(placed.rot);
        if def.blank_border {
            self.close_around(board, tile);
            return;
        }
        for edge in 0..def.footprint.edges() {
            self.join_across(board, tile, mine, edge, None);
        }
    }

    /// Closes every port of the neighbours of `tile`, a tile whose border prints nothing
    /// (Abbey & Mayor's abbey tile): a road, city or field that meets it stops there,
    /// joined to nothing.
    fn close_around(&mut self, board: &Board, tile: usize) {
        for edge in 0..board.footprint(tile).edges() {
            let (outside, facing) = board.across(tile, edge);
            let Some(other) = board.tile_index_at(outside) else { continue };
            let theirs =
                board.edge_facing(other, outside, facing).expect("a neighbour's side is on its border");
            let turned = board.turned(other);
            let mut closed: Vec<NodeId> =
                board.ports(other, turned, theirs).iter().map(|s| self.node(other, s)).collect();
            for half in [2 * theirs, 2 * theirs + 1] {
                let s = turned.half_segments[half];
                if s != NO_SEGMENT {
                    closed.push(self.node(other, usize::from(s)));
                }
            }
            for node in closed {
                self.info_mut(node).open -= 1;
            }
        }
    }

    /// Adds segment `segment` that was added to placed tile `tile` after it was placed
    /// (`Board::add_segment`), joined to the neighbours across the edges it reaches.
    /// Fields are not joined again: an added segment passes over them.
    pub fn add_segment(&mut self, board: &Board, tile: usize, segment: usize) {
        let node = self.push_node(tile, segment, board.segment(tile, segment));
        self.added.push((tile as u16, segment as u8, node));
        let mine = board.turned(tile);
        for edge in 0..mine.footprint.edges() {
            if board.edge_segments(tile, edge).iter().any(|s| s == segment) {
                self.join_across(board, tile, mine, edge, Some(segment));
            }
        }
    }

    fn push_node(&mut self, tile: usize, segment: usize, seg: &Segment) -> NodeId {
        let node = self.nodes.len() as NodeId;
        self.nodes.push(Node { parent: node, next: node, tile: tile as u16, segment: segment as u8 });
        // A cloister (a monastery, a garden) has no open port: its neighbours complete it.
        let open = match seg.kind {
            _ if seg.kind.is_cloister() => 0,
            FeatureKind::Field => seg.halves.count_ones(),
            _ => seg.edges.count_ones(),
        };
        self.info.push(FeatureInfo {
            kind: seg.kind,
            open: open as u16,
            pennants: seg.pennants,
            meeples: [0; MAX_SEATS],
            held: 0,
            scored: false,
        });
        node
    }

    /// Joins what meets across edge segment `edge` (board orientation) of `tile`: its
    /// roads and cities with the neighbour's, and its fields half by half — or only
    /// segment `only` (added later) with the neighbour's roads and cities.
    fn join_across(&mut self, board: &Board, tile: usize, mine: &Turned, edge: usize, only: Option<usize>) {
        let (outside, facing) = board.across(tile, edge);
        let Some(other) = board.tile_index_at(outside) else { return };
        let theirs = board.edge_facing(other, outside, facing).expect("a neighbour's side is on its border");
        let their_turned = board.turned(other);
        // At most two segments per side each way (three with an added one): a fixed
        // buffer keeps this allocation-free.
        let mut ports = [0; 6];
        let mut len = 0;
        for s in board.ports(tile, mine, edge).iter().filter(|&s| only.is_none_or(|o| o == s)) {
            ports[len] = self.node(tile, s);
            len += 1;
        }
        let own = len;
        for s in board.ports(other, their_turned, theirs).iter() {
            ports[len] = self.node(other, s);
            len += 1;
        }
        // Ports close only when both sides have a road or city: a road meeting a field
        // (a placement waiting for its bridge) stays open until the bridge joins it,
        // and an added segment facing nothing stays open too.
        if own > 0 && len > own {
            self.join(&ports[..len]);
        }
        if only.is_some() {
            return;
        }
        for j in 0..2 {
            let (a, b) = (mine.half_segments[2 * edge + j], their_turned.half_segments[2 * theirs + 1 - j]);
            if a != NO_SEGMENT && b != NO_SEGMENT {
                self.join(&[self.node(tile, a as usize), self.node(other, b as usize)]);
            }
        }
    }

    /// Merges the features of `ports`, which meet across one edge, and closes those ports.
    fn join(&mut self, ports: &[NodeId]) {
        let Some((&head, rest)) = ports.split_first() else {
            return;
        };
        let mut root = self.find_compress(head);
        for &p in rest {
            root = self.union(root, p);
        }
        self.info[root as usize].open -= ports.len() as u16;
    }

    fn union(&mut self, root: NodeId, node: NodeId) -> NodeId {
        let other = self.find_compress(node);
        if other == root {
            return root;
        }
        let (keep, gone) = (root.min(other), root.max(other));
        let absorbed = self.info[gone as usize];
        let kept = &mut self.info[keep as usize];
        kept.open += absorbed.open;
        kept.pennants += absorbed.pennants;
        for (k, a) in kept.meeples.iter_mut().zip(absorbed.meeples) {
            *k += a;
        }
        kept.held += absorbed.held;
        self.nodes[gone as usize].parent = keep;
        // Splice the two member rings into one.
        let (kn, gn) = (self.nodes[keep as usize].next, self.nodes[gone as usize].next);
        self.nodes[keep as usize].next = gn;
        self.nodes[gone as usize].next = kn;
        keep
    }

    /// Joins the features of `a` and `b` without closing a port: two road ends linked
    /// other than across an edge (a ferry across its lake), each still as open
    /// as before.
    pub(crate) fn link(&mut self, a: NodeId, b: NodeId) {
        let root = self.find_compress(a);
        self.union(root, b);
    }

    /// Builds every road again from the board and `links` (pairs of road nodes joined
    /// other than across an edge, [`Features::link`]), keeping every node and every other
    /// feature: the one way a feature comes apart (a ferry moved to two other
    /// road ends). Union–find cannot split, so the roads start again from their nodes; a
    /// road all of whose members were in scored roads stays scored. Figures are not
    /// counted: the caller counts them again ([`Features::add_meeple`]).
    pub(crate) fn regroup_roads(&mut self, board: &Board, links: &[(NodeId, NodeId)]) {
        let roads: Vec<NodeId> = (0..self.nodes.len() as NodeId)
            .filter(|&n| self.info[n as usize].kind == FeatureKind::Road)
            .collect();
        let mut scored = vec![false; self.nodes.len()];
        for &n in &roads {
            scored[n as usize] = self.info(n).scored;
        }
        for &n in &roads {
            let Node { tile, segment, .. } = self.nodes[n as usize];
            self.nodes[n as usize].parent = n;
            self.nodes[n as usize].next = n;
            let pennants = board.segment(usize::from(tile), usize::from(segment)).pennants;
            self.info[n as usize] = FeatureInfo {
                kind: FeatureKind::Road,
                open: 0,
                pennants,
                meeples: [0; MAX_SEATS],
                held: 0,
                scored: false,
            };
        }
        for &n in &roads {
            let Node { tile, segment, .. } = self.nodes[n as usize];
            let (tile, segment) = (usize::from(tile), usize::from(segment));
            let turned = board.turned(tile);
            for edge in 0..turned.footprint.edges() {
                if !board.ports(tile, turned, edge).iter().any(|s| s == segment) {
                    continue;
                }
                // As `join_across` and `close_around` close it: against a neighbour's
                // road, or a neighbour whose border prints nothing.
                let (outside, facing) = board.across(tile, edge);
                let closed = match board.tile_index_at(outside) {
                    Some(other) if board.tiles()[other].kind.def().blank_border => true,
                    Some(other) => {
                        let theirs = board.edge_facing(other, outside, facing).expect("a side on its border");
                        let ports = board.ports(other, board.turned(other), theirs);
                        for s in ports.iter() {
                            let root = self.find_compress(n);
                            self.union(root, self.node(other, s));
                        }
                        !ports.is_empty()
                    }
                    None => false,
                };
                if !closed {
                    let root = self.find_compress(n);
                    self.info[root as usize].open += 1;
                }
            }
        }
        for &(a, b) in links {
            self.link(a, b);
        }
        for &n in &roads {
            if self.nodes[n as usize].parent == n && self.info[n as usize].open == 0 {
                let all = self.member_nodes(n).all(|m| scored[m as usize]);
                self.info[n as usize].scored = all;
            }
        }
    }

    /// The nodes of the feature containing `node`, around its ring.
    fn member_nodes(&self, node: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let mut current = Some(node);
        std::iter::from_fn(move || {
            let n = current?;
            let next = self.nodes[n as usize].next;
            current = (next != node).then_some(next);
            Some(n)
        })
    }

    /// Counts one more follower of `seat`, of `kind`, in the feature of `node`: its
    /// strength (a big meeple weighs 2).
    pub(crate) fn add_meeple(&mut self, node: NodeId, seat: Seat, kind: FigureKind) {
        self.info_mut(node).meeples[seat.index()] += kind.strength();
    }

    /// Counts one follower of `seat`, of `kind`, fewer in the feature of `node`.
    pub(crate) fn remove_meeple(&mut self, node: NodeId, seat: Seat, kind: FigureKind) {
        self.info_mut(node).meeples[seat.index()] -= kind.strength();
    }

    /// Forgets every meeple of the feature of `node` (they went home).
    pub(crate) fn clear_meeples(&mut self, node: NodeId) {
        self.info_mut(node).meeples = [0; MAX_SEATS];
    }

    /// The feature containing segment `segment` of the tile at placed index `tile`.
    pub fn feature_of(&self, tile: usize, segment: usize) -> NodeId {
        self.find(self.node(tile, segment))
    }

    /// Every feature (root node) of the board.
    pub fn roots(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.nodes.len() as NodeId).filter(|&n| self.nodes[n as usize].parent == n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(meeples: [u8; MAX_SEATS]) -> FeatureInfo {
        FeatureInfo { kind: FeatureKind::City, open: 0, pennants: 0, meeples, held: 0, scored: false }
    }

    fn seats(list: &[u8]) -> SeatSet {
        list.iter().fold(SeatSet::EMPTY, |set, &s| set.with(Seat(s)))
    }

    #[test]
    fn the_most_meeples_win_and_ties_share() {
        assert_eq!(info([0; 6]).majority(), SeatSet::EMPTY);
        assert_eq!(info([2, 1, 0, 0, 0, 0]).majority(), seats(&[0]));
        assert_eq!(info([1, 1, 0, 0, 0, 0]).majority(), seats(&[0, 1]));
        assert_eq!(info([2, 2, 1, 0, 0, 0]).majority(), seats(&[0, 1]));
    }

    use crate::board::Placement;
    use crate::catalog::TileKind;
    use crate::geometry::{Dir, Pos, Rotation};
    use crate::tile::EdgeKind;

    fn put(board: &mut Board, features: &mut Features, id: &str, x: i32, y: i32, deg: u16) -> usize {
        let placement = Placement { pos: Pos::new(x, y), rot: Rotation::from_degrees(deg).unwrap() };
        let kind = TileKind::from_id(id).unwrap();
        if !board.tiles().is_empty() {
            assert_eq!(board.check(kind, placement), Ok(()), "{id} at {x} {y} {deg}");
        }
        let index = board.put(kind, placement);
        features.add_newest_tile(board);
        index
    }

    /// Distinct tiles of the feature of segment `segment` of tile `tile`.
    fn tiles_of(features: &Features, tile: usize, segment: usize) -> Vec<usize> {
        let mut tiles: Vec<usize> = features.members(features.node(tile, segment)).map(|(t, _)| t).collect();
        tiles.sort_unstable();
        tiles.dedup();
        tiles
    }

    #[test]
    fn a_large_tile_joins_each_edge_segment_with_its_own_neighbour() {
        let (mut board, mut features) = (Board::new(10), Features::default());
        put(&mut board, &mut features, "BA/RCr", 0, 0, 0);
        // The Arena turned 180°: its cap printed N1 closes the start tile's city from
        // cell (0,-1); its road printed S1 leaves cell (-1,-2) northward.
        let large = put(&mut board, &mut features, "MO/Arena", -1, -2, 180);
        let city = features.info(features.node(0, 0));
        assert_eq!((city.kind, city.open), (FeatureKind::City, 0));
        assert_eq!(tiles_of(&features, 0, 0), vec![0, large]);
        let north = put(&mut board, &mut features, "BA/RFr", -1, -3, 90);
        let road = features.info(features.node(large, 2));
        assert_eq!((road.kind, road.open), (FeatureKind::Road, 1), "open only at the far end");
        assert_eq!(tiles_of(&features, large, 2), vec![large, north]);
        // The large tile's one field meets the road tile's fields on both sides of the
        // road; the start tile's fields do not reach it (its north edge is the city).
        let field = features.feature_of(large, 4);
        assert_ne!(features.feature_of(0, 2), field);
        assert_eq!(features.feature_of(north, 1), field);
        assert_eq!(features.feature_of(north, 2), field);
    }

    /// A road added across a placed tile (as a bridge will be) joins the roads on both
    /// sides into one feature, which completes and counts every tile once, while the
    /// field beneath stays whole.
    #[test]
    fn a_road_added_to_a_placed_tile_joins_and_completes() {
        let (mut board, mut features) = (Board::new(10), Features::default());
        put(&mut board, &mut features, "BA/RCr", 0, 0, 0);
        let under = put(&mut board, &mut features, "BA/L", 0, 1, 0);
        for dir in [Dir::W, Dir::E] {
            board.set_edge(under, dir.index(), EdgeKind::Road);
        }
        let mut bridge = board.segment(under, 0).clone();
        bridge.kind = FeatureKind::Road;
        bridge.edges = 1 << Dir::W.index() | 1 << Dir::E.index();
        bridge.halves = 0;
        bridge.cities = 0;
        let segment = board.add_segment(under, bridge);
        features.add_segment(&board, under, segment);
        let west = put(&mut board, &mut features, "BA/RFr", -1, 1, 0);
        put(&mut board, &mut features, "BA/RRR", -2, 1, 0);
        put(&mut board, &mut features, "BA/RRR", 1, 1, 180);
        let road = features.info(features.node(under, segment));
        assert_eq!((road.kind, road.open), (FeatureKind::Road, 0));
        assert_eq!(tiles_of(&features, under, segment).len(), 4, "a road of 4 tiles scores 4");
        assert_eq!(features.feature_of(west, 0), features.feature_of(under, segment));
        // Fields pass under the road: the road tile's north and south fields are one.
        assert_eq!(features.feature_of(west, 1), features.feature_of(west, 2));
        assert_eq!(features.feature_of(west, 1), features.feature_of(under, 0));
    }
}
