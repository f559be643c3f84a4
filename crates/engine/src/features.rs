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
use crate::catalog::NO_SEGMENT;
use crate::geometry::{Dir, HalfEdge};
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::tile::FeatureKind;

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
    pub pennants: u16,
    /// Meeples per seat standing in the feature.
    pub meeples: [u8; MAX_SEATS],
    /// Scored already (completed during play); features never score twice.
    pub scored: bool,
}

impl FeatureInfo {
    /// Whether any meeple stands in the feature.
    pub fn occupied(&self) -> bool {
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
#[derive(Clone, Debug, Default)]
pub struct Features {
    nodes: Vec<Node>,
    info: Vec<FeatureInfo>,
    /// First node of each placed tile, by placed index.
    first_node: Vec<NodeId>,
}

impl Features {
    /// The node of segment `segment` of placed tile `tile`.
    pub fn node(&self, tile: usize, segment: usize) -> NodeId {
        self.first_node[tile] + segment as NodeId
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

    /// Adds the segments of the board's newest tile and joins them to its neighbours.
    pub fn add_newest_tile(&mut self, board: &Board) {
        let tile = board.tiles().len() - 1;
        let placed = board.tiles()[tile];
        let first = self.nodes.len() as NodeId;
        self.first_node.push(first);
        for (i, seg) in placed.kind.def().segments.iter().enumerate() {
            let node = first + i as NodeId;
            self.nodes.push(Node { parent: node, next: node, tile: tile as u16, segment: i as u8 });
            let open = match seg.kind {
                FeatureKind::Road | FeatureKind::City => seg.edges.count_ones(),
                FeatureKind::Field => seg.halves.count_ones(),
                FeatureKind::Monastery => 0,
            };
            self.info.push(FeatureInfo {
                kind: seg.kind,
                open: open as u16,
                pennants: seg.pennants.into(),
                meeples: [0; MAX_SEATS],
                scored: false,
            });
        }
        let mine = placed.kind.turned(placed.rot);
        for d in Dir::ALL {
            let Some(other) = board.tile_index_at(placed.pos.step(d)) else {
                continue;
            };
            let neighbour = board.tiles()[other];
            let theirs = neighbour.kind.turned(neighbour.rot);
            // At most two segments per side each way: a fixed buffer keeps this allocation-free.
            let mut ports = [0; 4];
            let mut len = 0;
            for &s in mine.edge_segments[d.index()].iter().filter(|&&s| s != NO_SEGMENT) {
                ports[len] = first + s as NodeId;
                len += 1;
            }
            for &s in theirs.edge_segments[d.opposite().index()].iter().filter(|&&s| s != NO_SEGMENT) {
                ports[len] = self.node(other, s as usize);
                len += 1;
            }
            self.join(&ports[..len]);
            for h in HalfEdge::ALL.into_iter().filter(|h| h.dir() == d) {
                let (a, b) = (mine.half_segments[h.index()], theirs.half_segments[h.facing().index()]);
                if a != NO_SEGMENT && b != NO_SEGMENT {
                    self.join(&[first + a as NodeId, self.node(other, b as usize)]);
                }
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
        self.nodes[gone as usize].parent = keep;
        // Splice the two member rings into one.
        let (kn, gn) = (self.nodes[keep as usize].next, self.nodes[gone as usize].next);
        self.nodes[keep as usize].next = gn;
        self.nodes[gone as usize].next = kn;
        keep
    }

    /// Counts one more meeple of `seat` in the feature of `node`.
    pub(crate) fn add_meeple(&mut self, node: NodeId, seat: Seat) {
        self.info_mut(node).meeples[seat.index()] += 1;
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
        FeatureInfo { kind: FeatureKind::City, open: 0, pennants: 0, meeples, scored: false }
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
}
