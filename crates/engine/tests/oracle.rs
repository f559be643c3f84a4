//! An independent model of the base rules, written from RULES.md and the tile rows
//! alone, replaying random games next to the engine and checking it turn by turn.
//!
//! The model knows nothing of the engine's union–find, frontier or rotation tables: it
//! finds features by flood fill over the placed tiles every time it needs one, and
//! checks placements by trying every empty neighbour cell and rotation. It checks, at
//! every turn: the number of legal placements, that discarded tiles really fit nowhere,
//! whether the figure step is offered, every score, breakdown and supply, and final
//! scoring.

use crate::support as common;

use std::collections::{HashMap, HashSet};

use carcassonne_engine::GameRng;
use carcassonne_engine::{
    Action, Breakdown, EdgeKind, Event, FeatureKind, Game, Phase, PlacedTile, Placement, Port, Pos, Rotation,
    Setup, Spot, TileKind,
};
use common::random_action;

const SIDES: [(i32, i32); 4] = [(0, -1), (1, 0), (0, 1), (-1, 0)];

/// The half-edge across a side: Nw meets the northern neighbour's Sw, and so on
/// (indices clockwise from Nw: Nw Ne En Es Se Sw Ws Wn).
const ACROSS: [usize; 8] = [5, 4, 7, 6, 1, 0, 3, 2];

type Node = (usize, usize);

struct Model {
    tiles: Vec<PlacedTile>,
    at: HashMap<Pos, usize>,
    /// (owner, tile, segment).
    figures: Vec<(usize, usize, usize)>,
    breakdown: Vec<Breakdown>,
    supply: Vec<u8>,
}

fn quarter(tile: &PlacedTile) -> usize {
    tile.rot.quarter_turns() as usize
}

/// Board sides (bit per side) a segment reaches.
fn sides(tile: &PlacedTile, segment: usize) -> u8 {
    let printed = tile.kind.def().segments[segment].edges;
    (0..4).filter(|d| printed & (1 << d) != 0).fold(0, |m, d| m | 1 << ((d + quarter(tile)) % 4))
}

/// Board half-edges (bit per half) a field segment covers.
fn halves(tile: &PlacedTile, segment: usize) -> u8 {
    let printed = tile.kind.def().segments[segment].halves;
    (0..8).filter(|h| printed & (1 << h) != 0).fold(0, |m, h| m | 1 << ((h + 2 * quarter(tile)) % 8))
}

/// The edge kind a tile shows on board side `side`.
fn edge(kind: TileKind, rot: usize, side: usize) -> EdgeKind {
    kind.def().edges[(side + 4 - rot) % 4]
}

fn step(pos: Pos, side: usize) -> Pos {
    Pos::new(pos.x + SIDES[side].0, pos.y + SIDES[side].1)
}

fn ring(pos: Pos) -> impl Iterator<Item = Pos> {
    (-1..=1)
        .flat_map(move |dy| (-1..=1).map(move |dx| Pos::new(pos.x + dx, pos.y + dy)))
        .filter(move |&p| p != pos)
}

impl Model {
    fn new(players: usize) -> Model {
        let start = PlacedTile { kind: "BA/RCr".parse().unwrap(), rot: Rotation::R0, pos: Pos::new(0, 0) };
        Model {
            tiles: vec![start],
            at: HashMap::from([(start.pos, 0)]),
            figures: Vec::new(),
            breakdown: vec![Breakdown::default(); players],
            supply: vec![7; players],
        }
    }

    fn kind_of(&self, (t, s): Node) -> FeatureKind {
        self.tiles[t].kind.def().segments[s].kind
    }

    /// Every legal placement of `kind`, by trying every empty cell next to a tile.
    fn placements(&self, kind: TileKind) -> Vec<Placement> {
        let mut cells: Vec<Pos> = self
            .tiles
            .iter()
            .flat_map(|t| (0..4).map(move |d| step(t.pos, d)))
            .filter(|p| !self.at.contains_key(p))
            .collect();
        cells.sort();
        cells.dedup();
        let mut out = Vec::new();
        for pos in cells {
            for rot in 0..4 {
                let fits = (0..4).all(|d| match self.at.get(&step(pos, d)) {
                    None => true,
                    Some(&n) => {
                        let other = &self.tiles[n];
                        edge(kind, rot, d) == edge(other.kind, quarter(other), (d + 2) % 4)
                    }
                });
                if fits {
                    out.push(Placement { pos, rot: Rotation::from_quarter_turns(rot as u8) });
                }
            }
        }
        out
    }

    /// The nodes joined to `node` across its tile's edges, and whether a road or city
    /// side of it faces an empty cell.
    fn links(&self, (t, s): Node) -> (Vec<Node>, bool) {
        let tile = &self.tiles[t];
        let kind = self.kind_of((t, s));
        let mut out = Vec::new();
        let mut open = false;
        match kind {
            FeatureKind::Road | FeatureKind::City => {
                for d in (0..4).filter(|d| sides(tile, s) & (1 << d) != 0) {
                    match self.at.get(&step(tile.pos, d)) {
                        None => open = true,
                        Some(&n) => {
                            let segments = &self.tiles[n].kind.def().segments;
                            let back = (0..segments.len())
                                .find(|&o| {
                                    segments[o].kind == kind
                                        && sides(&self.tiles[n], o) & (1 << ((d + 2) % 4)) != 0
                                })
                                .expect("matching edges continue the feature");
                            out.push((n, back));
                        }
                    }
                }
            }
            FeatureKind::Field => {
                for h in (0..8).filter(|h| halves(tile, s) & (1 << h) != 0) {
                    if let Some(&n) = self.at.get(&step(tile.pos, h / 2)) {
                        let segments = &self.tiles[n].kind.def().segments;
                        let back = (0..segments.len())
                            .find(|&o| {
                                segments[o].kind == kind && halves(&self.tiles[n], o) & (1 << ACROSS[h]) != 0
                            })
                            .expect("a field half meets a field half");
                        out.push((n, back));
                    }
                }
            }
            // A garden only on The Abbot's tiles, which a base game never holds.
            FeatureKind::Monastery | FeatureKind::Garden => {}
        }
        (out, open)
    }

    /// The whole feature of `node` (sorted) and whether it is complete (roads, cities).
    fn feature(&self, node: Node) -> (Vec<Node>, bool) {
        let mut seen = HashSet::from([node]);
        let mut todo = vec![node];
        let mut open = false;
        while let Some(n) = todo.pop() {
            let (links, o) = self.links(n);
            open |= o;
            for l in links {
                if seen.insert(l) {
                    todo.push(l);
                }
            }
        }
        let mut members: Vec<Node> = seen.into_iter().collect();
        members.sort();
        (members, !open)
    }

    fn neighbours(&self, pos: Pos) -> i32 {
        ring(pos).filter(|p| self.at.contains_key(p)).count() as i32
    }

    fn occupied(&self, members: &[Node]) -> bool {
        self.figures.iter().any(|&(_, t, s)| members.contains(&(t, s)))
    }

    /// The segment of the newest tile a spot names, worked out from the tile row.
    fn resolve(&self, spot: Spot) -> Option<usize> {
        let t = self.tiles.len() - 1;
        let tile = &self.tiles[t];
        let segments = &tile.kind.def().segments;
        (0..segments.len()).find(|&s| {
            segments[s].kind == spot.kind
                && match spot.port {
                    None => spot.kind == FeatureKind::Monastery,
                    Some(Port::Edge(d)) => sides(tile, s) & (1 << d.index()) != 0,
                    Some(Port::Half(h)) => halves(tile, s) & (1 << h.index()) != 0,
                    // The oracle plays the base game's 1×1 tiles only, none with a second
                    // field walled in.
                    Some(Port::Segment(_) | Port::SegmentHalf(_) | Port::Inner(_)) => false,
                }
        })
    }

    /// Whether the player to act may put a meeple on the newest tile.
    fn figure_step(&self, seat: usize) -> bool {
        let t = self.tiles.len() - 1;
        self.supply[seat] > 0
            && (0..self.tiles[t].kind.def().segments.len()).any(|s| !self.occupied(&self.feature((t, s)).0))
    }

    /// Scores a feature for its majority and sends its meeples home.
    fn score(&mut self, kind: FeatureKind, members: &[Node], points: i32) {
        let mut count = vec![0; self.supply.len()];
        for &(owner, t, s) in &self.figures {
            if members.contains(&(t, s)) {
                count[owner] += 1;
            }
        }
        let most = *count.iter().max().unwrap();
        if most == 0 {
            return;
        }
        for (seat, &c) in count.iter().enumerate() {
            if c == most {
                self.breakdown[seat][kind as usize] += points;
            }
        }
        let supply = &mut self.supply;
        self.figures.retain(|&(owner, t, s)| {
            let home = members.contains(&(t, s));
            if home {
                supply[owner] += 1;
            }
            !home
        });
    }

    fn distinct_tiles(members: &[Node]) -> i32 {
        let mut tiles: Vec<usize> = members.iter().map(|&(t, _)| t).collect();
        tiles.dedup();
        tiles.len() as i32
    }

    fn pennants(&self, members: &[Node]) -> i32 {
        members.iter().map(|&(t, s)| i32::from(self.tiles[t].kind.def().segments[s].pennants)).sum()
    }

    /// Scores what the newest tile completed.
    fn end_turn(&mut self) {
        let t = self.tiles.len() - 1;
        let mut done: Vec<Vec<Node>> = Vec::new();
        for s in 0..self.tiles[t].kind.def().segments.len() {
            let kind = self.kind_of((t, s));
            if !matches!(kind, FeatureKind::Road | FeatureKind::City) {
                continue;
            }
            let (members, complete) = self.feature((t, s));
            if !complete || done.contains(&members) {
                continue;
            }
            let points = match kind {
                FeatureKind::Road => Model::distinct_tiles(&members),
                _ => 2 * (Model::distinct_tiles(&members) + self.pennants(&members)),
            };
            self.score(kind, &members, points);
            done.push(members);
        }
        let pos = self.tiles[t].pos;
        for p in std::iter::once(pos).chain(ring(pos)) {
            let Some(&n) = self.at.get(&p) else { continue };
            let Some(m) = self.tiles[n].kind.def().monastery() else { continue };
            if self.neighbours(p) == 8 {
                self.score(FeatureKind::Monastery, &[(n, m)], 9);
            }
        }
    }

    /// Final scoring of everything that still holds a meeple.
    fn finish(&mut self) {
        while let Some(&(_, t, s)) = self.figures.first() {
            let kind = self.kind_of((t, s));
            let (members, complete) = self.feature((t, s));
            let points = match kind {
                FeatureKind::Road => Model::distinct_tiles(&members),
                FeatureKind::City => {
                    assert!(!complete, "a completed city still holds a meeple");
                    Model::distinct_tiles(&members) + self.pennants(&members)
                }
                FeatureKind::Monastery | FeatureKind::Garden => 1 + self.neighbours(self.tiles[t].pos),
                FeatureKind::Field => {
                    let mut cities: Vec<Vec<Node>> = Vec::new();
                    for &(ft, fs) in &members {
                        let touches = self.tiles[ft].kind.def().segments[fs].cities;
                        for c in (0..16).filter(|c| touches & (1 << c) != 0) {
                            let (city, closed) = self.feature((ft, c));
                            if closed && !cities.contains(&city) {
                                cities.push(city);
                            }
                        }
                    }
                    3 * cities.len() as i32
                }
            };
            self.score(kind, &members, points);
        }
    }
}

/// The model's view of every player: (score, breakdown, supply).
fn model_players(model: &Model) -> Vec<(i32, Breakdown, u8)> {
    model.breakdown.iter().zip(&model.supply).map(|(b, &m)| (b.iter().sum(), *b, m)).collect()
}

fn engine_players(game: &Game) -> Vec<(i32, Breakdown, u8)> {
    game.players().iter().map(|p| (p.score, p.breakdown, p.meeples)).collect()
}

fn check_draws(model: &Model, events: &[Event], context: &str) {
    for e in events {
        match e {
            Event::TileDiscarded { tile } => {
                assert!(model.placements(*tile).is_empty(), "{context}: {tile} discarded but fits");
            }
            Event::TileDrawn { tile, .. } => {
                assert!(!model.placements(*tile).is_empty(), "{context}: {tile} drawn but fits nowhere");
            }
            _ => {}
        }
    }
}

#[test]
fn the_engine_agrees_with_an_independent_model() {
    for seed in 0..120u64 {
        let players = (seed % 6) as usize + 1;
        let (mut game, events) = Game::new(Setup::new(players as u8, 77_000 + seed)).expect("valid setup");
        let mut model = Model::new(players);
        let mut rng = GameRng::from_seed(seed ^ 0xBEEF);
        check_draws(&model, &events, &format!("seed {seed}, start"));
        let mut step = 0;
        while game.pending().is_some() {
            let context = format!("seed {seed}, step {step}");
            let in_hand = game.current_tile();
            if let Some(kind) = in_hand {
                let mut want = model.placements(kind);
                let mut got = game.legal_placements();
                want.sort();
                got.sort();
                assert_eq!(got, want, "{context}: legal placements of {kind}");
            }
            let (seat, action) = random_action(&game, &mut rng);
            let events = game.apply(seat, action).unwrap_or_else(|e| panic!("{context}: {action}: {e}"));
            let turn_over = match action {
                Action::Place(p) => {
                    let kind = in_hand.expect("a tile in hand");
                    model.at.insert(p.pos, model.tiles.len());
                    model.tiles.push(PlacedTile { kind, rot: p.rot, pos: p.pos });
                    let offered = model.figure_step(seat.index());
                    assert_eq!(game.phase() == Phase::PlaceFigure, offered, "{context}: figure step");
                    !offered
                }
                Action::Meeple(spot) => {
                    let segment =
                        model.resolve(spot).unwrap_or_else(|| panic!("{context}: {spot} names nothing"));
                    let t = model.tiles.len() - 1;
                    assert!(
                        !model.occupied(&model.feature((t, segment)).0),
                        "{context}: {spot} was occupied"
                    );
                    model.figures.push((seat.index(), t, segment));
                    model.supply[seat.index()] -= 1;
                    true
                }
                Action::Pass => true,
                _ => unreachable!("base game only: {action}"),
            };
            if turn_over {
                model.end_turn();
                check_draws(&model, &events, &context);
                if game.is_over() {
                    model.finish();
                }
            }
            assert_eq!(engine_players(&game), model_players(&model), "{context}: after {action}");
            step += 1;
        }
        assert!(model.figures.is_empty(), "seed {seed}");
    }
}
