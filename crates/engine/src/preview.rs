//! What a placement would do, told before it is played: the features it would complete,
//! each with its worth as it stands and who would score it, and the occupied features
//! it would extend. For suggestions to players; no rule depends on it.
//!
//! It changes nothing. Most placements cannot complete anything (some road or city of
//! the tile still faces an empty cell, and no monastery's ring would fill): those are
//! read off the board as it is. The few that may are tried on a copy of the game, with
//! the same scoring the turn uses. Expansions' effects after the figure step (a castle
//! nearby, a bridge still to build) are not part of it.

use crate::board::Placement;
use crate::catalog::{NO_SEGMENT, TileKind};
use crate::features::NodeId;
use crate::game::{Game, PlacementOption};
use crate::geometry::Pos;
use crate::seat::{MAX_SEATS, SeatSet};
use crate::tile::FeatureKind;
use crate::{rules, scoring};

/// A feature a placement would complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Completion {
    pub kind: FeatureKind,
    /// What it scores as it stands (before any meeple the player adds).
    pub points: u32,
    /// Who would score it: the majority of its meeples; empty when nobody stands in it.
    pub winners: SeatSet,
    /// Whether the placed tile holds part of it: when nobody stands in it, the player
    /// may put a meeple on it and score it at once.
    pub on_tile: bool,
}

/// A feature with meeples in it that a placement would extend without completing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extension {
    pub kind: FeatureKind,
    /// Meeples per seat in it, once extended (features the tile joins add up).
    pub meeples: [u8; MAX_SEATS],
}

/// What one placement would do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Preview {
    /// Roads, cities and monasteries it completes, in the order the turn scores them.
    pub completes: Vec<Completion>,
    /// Occupied features it extends (roads, cities and fields it joins, monasteries it
    /// neighbours), each once.
    pub extends: Vec<Extension>,
}

impl Game {
    /// Every legal placement of the tile waiting to be placed, with what it would do.
    ///
    /// # Examples
    /// ```
    /// use carcassonne_engine::{FeatureKind, Game, Setup};
    /// let mut setup = Setup::new(2, 1);
    /// setup.tiles = Some(vec!["BA/C".parse().unwrap()]);
    /// let (game, _) = Game::new(setup).unwrap();
    /// // A city cap turned south, north of the start tile's cap: a city of two tiles.
    /// let previews = game.previews();
    /// let closing = previews.iter().find(|(o, _)| o.placement.pos.y == -1).unwrap();
    /// let city = closing.1.completes[0];
    /// assert_eq!((city.kind, city.points, city.on_tile), (FeatureKind::City, 4, true));
    /// assert!(city.winners.is_empty(), "nobody stands in it");
    /// ```
    pub fn previews(&self) -> Vec<(PlacementOption, Preview)> {
        let Some(tile) = self.current_tile() else { return Vec::new() };
        self.placement_options().into_iter().map(|o| (o, preview(self, tile, o.placement))).collect()
    }
}

/// What placing `tile` at `placement` would do in `game`.
fn preview(game: &Game, tile: TileKind, placement: Placement) -> Preview {
    let cells: Vec<Pos> =
        tile.def().footprint.cells().iter().map(|&(dx, dy)| offset(placement.pos, dx, dy)).collect();
    if may_complete(game, tile, placement, &cells) {
        on_a_copy(game, tile, placement)
    } else {
        Preview { completes: Vec::new(), extends: extensions(game, tile, placement, &cells) }
    }
}

fn offset(pos: Pos, dx: i32, dy: i32) -> Pos {
    Pos::new(pos.x + dx, pos.y + dy)
}

/// Whether the placement could complete anything: a road or city of the tile faces
/// tiles on all its edges, and the features it meets there have no open port but
/// those the tile closes; or a monastery's ring (one on the tile or beside it) fills.
/// Never false when something completes; rarely true when nothing does.
fn may_complete(game: &Game, tile: TileKind, placement: Placement, cells: &[Pos]) -> bool {
    // A tile whose border prints nothing (the abbey tile) closes whatever meets it.
    if tile.def().blank_border {
        return true;
    }
    let (board, features) = (&game.board, &game.features);
    let turned = tile.turned(placement.rot);
    let footprint = turned.footprint;
    // Segments with an edge facing an empty cell cannot close; the features across the
    // other edges, with how many of their ports the tile closes.
    let mut open = 0u32;
    let mut across: Vec<(usize, NodeId)> = Vec::new();
    let mut closed: Vec<(NodeId, u16)> = Vec::new();
    for edge in 0..footprint.edges() {
        let (cell, dir) = footprint.port(edge);
        let outside = cells[cell].step(dir);
        let mine = turned.edge_segments[edge].into_iter().filter(|&s| s != NO_SEGMENT);
        let Some(other) = board.tile_index_at(outside) else {
            for s in mine {
                open |= 1 << s;
            }
            continue;
        };
        let theirs =
            board.edge_facing(other, outside, dir.opposite()).expect("a neighbour's side is on its border");
        for s in board.edge_segments(other, theirs).iter() {
            let root = features.feature_of(other, s);
            match closed.iter_mut().find(|(r, _)| *r == root) {
                Some((_, n)) => *n += 1,
                None => closed.push((root, 1)),
            }
            across.extend(mine.clone().map(|m| (usize::from(m), root)));
        }
    }
    let settled = |root: NodeId| closed.iter().any(|&(r, n)| r == root && features.info(root).open == n);
    let closes = tile.def().segments.iter().enumerate().any(|(i, s)| {
        matches!(s.kind, FeatureKind::Road | FeatureKind::City)
            && open & (1 << i) == 0
            && across.iter().filter(|&&(m, _)| m == i).all(|&(_, root)| settled(root))
    });
    if closes {
        return true;
    }
    let filled = |p: Pos| p.ring().all(|q| board.tile_at(q).is_some() || cells.contains(&q));
    let monastery = |p: Pos| match board.tile_at(p) {
        Some(t) => !cloisters(game, t.kind).is_empty(),
        None => cells.contains(&p) && !cloisters(game, tile).is_empty(),
    };
    cells.iter().flat_map(|&c| std::iter::once(c).chain(c.ring())).any(|p| monastery(p) && filled(p))
}

/// The preview read from a copy of the game with the tile put down.
fn on_a_copy(game: &Game, tile: TileKind, placement: Placement) -> Preview {
    let mut copy = game.clone();
    let index = copy.board.put(tile, placement);
    copy.features.add_newest_tile(&copy.board);
    let completed = scoring::completed_by(&copy, index, None);
    let completes = completed
        .iter()
        .map(|&root| Completion {
            kind: copy.features.info(root).kind,
            points: scoring::points(&copy, root, false),
            winners: rules::majority(&copy, root),
            on_tile: copy.features.members(root).any(|(t, _)| t == index),
        })
        .collect();
    let mut roots: Vec<NodeId> =
        (0..copy.board.segment_count(index)).map(|s| copy.features.feature_of(index, s)).collect();
    roots.extend(monasteries_around(&copy, &copy.board.cells_of(index).collect::<Vec<_>>(), Some(index)));
    let mut extends = Vec::new();
    let mut seen = Vec::new();
    for root in roots {
        let info = copy.features.info(root);
        if seen.contains(&root) || completed.contains(&root) || info.scored || !info.has_followers() {
            continue;
        }
        seen.push(root);
        extends.push(Extension { kind: info.kind, meeples: info.meeples });
    }
    Preview { completes, extends }
}

/// The segments of `tile` that complete when the eight cells around fill: its
/// monastery, and its garden where gardens count (`rules::counts`: else a garden is no feature).
fn cloisters(game: &Game, tile: TileKind) -> Vec<usize> {
    let def = tile.def();
    def.cloisters().filter(|&s| rules::counts(game, def.segments[s].kind)).collect()
}

/// The monasteries and gardens (feature roots) on the tiles around `cells`, leaving
/// out tile `skip`.
fn monasteries_around(game: &Game, cells: &[Pos], skip: Option<usize>) -> Vec<NodeId> {
    let mut found = Vec::new();
    for pos in cells.iter().flat_map(|c| c.ring()) {
        let Some(other) = game.board.tile_index_at(pos).filter(|&t| Some(t) != skip) else { continue };
        for m in cloisters(game, game.board.tiles()[other].kind) {
            found.push(game.features.feature_of(other, m));
        }
    }
    found
}

/// The occupied features a placement that completes nothing would extend, read from
/// the board as it is: the features it joins across each edge, merged as the tile
/// would merge them, and the monasteries around it.
fn extensions(game: &Game, tile: TileKind, placement: Placement, cells: &[Pos]) -> Vec<Extension> {
    let (board, features) = (&game.board, &game.features);
    let turned = tile.turned(placement.rot);
    let footprint = turned.footprint;
    let own = tile.def().segments.len();
    // A small union–find: the tile's segments first, then the neighbours' features.
    let mut nodes: Vec<Option<NodeId>> = vec![None; own];
    let mut parent: Vec<usize> = (0..own).collect();
    let find = |parent: &[usize], mut i: usize| {
        while parent[i] != i {
            i = parent[i];
        }
        i
    };
    let node_of = |nodes: &mut Vec<Option<NodeId>>, parent: &mut Vec<usize>, root: NodeId| {
        nodes.iter().position(|&n| n == Some(root)).unwrap_or_else(|| {
            nodes.push(Some(root));
            parent.push(parent.len());
            nodes.len() - 1
        })
    };
    let union = |parent: &mut Vec<usize>, a: usize, b: usize| {
        let (ra, rb) = (find(parent, a), find(parent, b));
        parent[ra.max(rb)] = ra.min(rb);
    };
    for edge in 0..footprint.edges() {
        let (cell, dir) = footprint.port(edge);
        let outside = cells[cell].step(dir);
        let Some(other) = board.tile_index_at(outside) else { continue };
        let theirs =
            board.edge_facing(other, outside, dir.opposite()).expect("a neighbour's side is on its border");
        let mine: Vec<usize> =
            turned.edge_segments[edge].into_iter().filter(|&s| s != NO_SEGMENT).map(usize::from).collect();
        let across: Vec<NodeId> =
            board.edge_segments(other, theirs).iter().map(|s| features.feature_of(other, s)).collect();
        if let Some(&first) = mine.first().filter(|_| !across.is_empty()) {
            for &s in &mine[1..] {
                union(&mut parent, first, s);
            }
            for root in across {
                let n = node_of(&mut nodes, &mut parent, root);
                union(&mut parent, first, n);
            }
        }
        let their_turned = board.turned(other);
        for j in 0..2 {
            let (a, b) = (turned.half_segments[2 * edge + j], their_turned.half_segments[2 * theirs + 1 - j]);
            if a != NO_SEGMENT && b != NO_SEGMENT {
                let n = node_of(&mut nodes, &mut parent, features.feature_of(other, usize::from(b)));
                union(&mut parent, usize::from(a), n);
            }
        }
    }
    let mut extends = Vec::new();
    let mut groups: Vec<usize> = Vec::new();
    for s in 0..own {
        let group = find(&parent, s);
        if groups.contains(&group) {
            continue;
        }
        groups.push(group);
        let mut meeples = [0u8; MAX_SEATS];
        for (i, root) in nodes.iter().enumerate().skip(own) {
            if let Some(root) = root.filter(|_| find(&parent, i) == group) {
                for (m, n) in meeples.iter_mut().zip(features.info(root).meeples) {
                    *m += n;
                }
            }
        }
        if meeples.iter().any(|&m| m > 0) {
            extends.push(Extension { kind: tile.def().segments[s].kind, meeples });
        }
    }
    let mut seen = Vec::new();
    for root in monasteries_around(game, cells, None) {
        let info = features.info(root);
        if !seen.contains(&root) && !info.scored && info.has_followers() {
            seen.push(root);
            extends.push(Extension { kind: info.kind, meeples: info.meeples });
        }
    }
    extends
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::category::Category;
    use crate::decision::Phase;
    use crate::event::Event;
    use crate::rng::GameRng;
    use crate::setup::{Expansion, Setup};

    fn setup(players: u8, seed: u64, every_expansion: bool) -> Setup {
        let mut setup = Setup::new(players, seed);
        if every_expansion {
            for e in Expansion::ALL {
                setup.expansions = setup.expansions.with(e);
            }
        }
        setup
    }

    /// Plays random games, calling `check` on each placement decision before a random
    /// action is played.
    fn random_games(seeds: std::ops::Range<u64>, mut check: impl FnMut(&Game, u64)) {
        for seed in seeds {
            let (mut game, _) = Game::new(setup((seed % 4 + 2) as u8, seed, seed % 2 == 1)).unwrap();
            let mut rng = GameRng::from_seed(seed ^ 0x9E1);
            while let Some(pending) = game.pending() {
                if matches!(pending.phase, Phase::PlaceTile(_)) {
                    check(&game, seed);
                }
                let seat = pending.seats.iter().next().unwrap();
                let actions = game.legal_actions(seat);
                game.apply(seat, actions[rng.below(actions.len())]).unwrap();
            }
        }
    }

    /// The quick reading never misses a completion and extends what a copy extends.
    #[test]
    fn the_board_as_it_is_agrees_with_a_copy() {
        let (mut quick, mut copied) = (0, 0);
        random_games(0..8, |game, seed| {
            let tile = game.current_tile().unwrap();
            for option in game.placement_options() {
                let p = option.placement;
                let cells: Vec<Pos> =
                    tile.def().footprint.cells().iter().map(|&(dx, dy)| offset(p.pos, dx, dy)).collect();
                let copy = on_a_copy(game, tile, p);
                if may_complete(game, tile, p, &cells) {
                    copied += usize::from(copy.completes.is_empty());
                    continue;
                }
                quick += 1;
                assert!(copy.completes.is_empty(), "seed {seed}: {tile} at {p:?} completes {copy:?}");
                assert_eq!(extensions(game, tile, p, &cells), copy.extends, "seed {seed}: {tile} at {p:?}");
            }
        });
        assert!(quick > 50 * copied, "copies that complete nothing are rare: {copied} against {quick}");
    }

    /// What a preview says a placement completes for someone is what the turn scores
    /// once the player passes.
    #[test]
    fn completions_score_as_the_turn_does() {
        let mut compared = 0;
        random_games(0..12, |game, seed| {
            let seat = game.active();
            let previews = game.previews();
            for (option, preview) in previews.iter().filter(|(o, _)| o.needs.is_none()) {
                let mut next = game.clone();
                let mut events = next.apply(seat, Action::Place(option.placement)).unwrap();
                if next.decision_of(seat).is_some_and(|d| d.phase == Phase::PlaceFigure) {
                    events.extend(next.apply(seat, Action::Pass).unwrap());
                }
                // Only a turn that ran on to scoring without another question (a flock
                // to grow, a small city's owners choosing a castle).
                let asked = |d: crate::decision::Decision| {
                    matches!(d.phase, Phase::PlaceFigure | Phase::Expansion(_))
                };
                if next.pending().is_some_and(asked) {
                    continue;
                }
                let mut scored: Vec<(Category, u32, SeatSet)> = events
                    .iter()
                    .filter_map(|e| match e {
                        // A city held by mayors without pennants scores for nobody.
                        Event::Scored(s)
                            if !s.at_end
                                && !s.winners.is_empty()
                                && matches!(
                                    s.category,
                                    Category::Road | Category::City | Category::Monastery | Category::Garden
                                ) =>
                        {
                            Some((s.category, s.points, s.winners))
                        }
                        _ => None,
                    })
                    .collect();
                let mut told: Vec<(Category, u32, SeatSet)> = preview
                    .completes
                    .iter()
                    .filter(|c| !c.winners.is_empty())
                    .map(|c| (c.kind.into(), c.points, c.winners))
                    .collect();
                scored.sort_by_key(|s| (s.0.index(), s.1, s.2.iter().map(|s| s.0).collect::<Vec<_>>()));
                told.sort_by_key(|s| (s.0.index(), s.1, s.2.iter().map(|s| s.0).collect::<Vec<_>>()));
                assert_eq!(
                    told,
                    scored,
                    "seed {seed}: {} at {:?}",
                    game.current_tile().unwrap(),
                    option.placement
                );
                compared += usize::from(!scored.is_empty());
            }
        });
        assert!(compared > 400, "{compared} placements that score compared");
    }

    #[test]
    fn a_tile_beside_a_meeple_extends_its_feature() {
        let mut setup = Setup::new(2, 1);
        setup.tiles = Some(["BA/RFr", "BA/RFr"].map(|id| id.parse().unwrap()).to_vec());
        let (mut game, _) = Game::new(setup).unwrap();
        let east = Placement { pos: Pos::new(1, 0), rot: crate::geometry::Rotation::R0 };
        game.apply(crate::seat::Seat(0), Action::Place(east)).unwrap();
        game.apply(crate::seat::Seat(0), "meeple road E".parse().unwrap()).unwrap();
        let previews = game.previews();
        let (_, further) = previews.iter().find(|(o, _)| o.placement.pos == Pos::new(2, 0)).unwrap();
        assert!(further.completes.is_empty());
        let road = further.extends.iter().find(|e| e.kind == FeatureKind::Road).unwrap();
        assert_eq!(road.meeples[..2], [1, 0]);
    }
}
