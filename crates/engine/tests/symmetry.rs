//! Counts and scores checked across symmetries of the board, in the spirit of tiltak:
//! turning or mirroring a whole position must not change how many placements each tile
//! has, what the features look like, or what anybody scores. Plus a plain-text count
//! file for one fixed position (`fixtures/placements.txt`).
//!
//! The game always puts the start tile unturned at (0,0), so whole games are compared
//! under the east–west mirror (which maps BA/RCr onto itself); quarter turns are
//! compared on bare boards, where the start tile turns with everything else.

use crate::support as common;

use carcassonne_engine::Features;
use carcassonne_engine::GameRng;
use carcassonne_engine::notation::BoxNotation;
use carcassonne_engine::rules::hills_sheep::Act;
use carcassonne_engine::{
    Action, Board, Dir, EdgeKind, FeatureKind, Game, HalfEdge, Phase, PlacedTile, Placement, Port, Pos,
    Rotation, Setup, Spot, TileKind, TileSet,
};
use common::{CC2_RING, random_action, scenario, shuffled_box, to_act};

fn base_kinds() -> Vec<TileKind> {
    TileKind::of_set(TileSet::Base).collect()
}

// ---------------------------------------------------------------- quarter turns

/// The cell and rotation of a placement after turning the board a quarter clockwise
/// about the origin: (x, y) → (−y, x), every tile turned 90° more.
fn turn(p: Placement) -> Placement {
    Placement {
        pos: Pos::new(-p.pos.y, p.pos.x),
        rot: Rotation::from_quarter_turns(p.rot.quarter_turns() + 1),
    }
}

/// A bare board and its features holding `tiles`, each moved by `map`.
fn build(tiles: &[PlacedTile], map: impl Fn(Placement) -> Placement) -> (Board, Features) {
    let mut board = Board::new(tiles.len() + 1);
    let mut features = Features::default();
    for t in tiles {
        board.put(t.kind, map(Placement { pos: t.pos, rot: t.rot }));
        features.add_newest_tile(&board);
    }
    (board, features)
}

/// Every feature as (kind, open ports, pennants, tiles), sorted: invariant under symmetry.
fn feature_shapes(board: &Board, features: &Features) -> Vec<(FeatureKind, u16, u8, usize)> {
    let mut out: Vec<_> = features
        .roots()
        .map(|r| {
            let info = features.info(r);
            let mut tiles: Vec<Pos> = features.members(r).map(|(t, _)| board.tiles()[t].pos).collect();
            tiles.sort();
            tiles.dedup();
            (info.kind, info.open, info.pennants, tiles.len())
        })
        .collect();
    out.sort();
    out
}

/// Positions from random games, turned a quarter, a half and three quarters: every base
/// tile kind has the same placements (moved along), and the features look the same.
#[test]
fn quarter_turns_keep_placements_and_features() {
    for seed in 0..40u64 {
        let mut rng = GameRng::from_seed(seed);
        let (mut game, _) = Game::new(Setup::new(2, 500 + seed)).expect("valid setup");
        let stop = 8 + rng.below(64);
        while game.pending().is_some() && game.board().tiles().len() < stop {
            let (seat, action) = random_action(&game, &mut rng);
            game.apply(seat, action).expect("legal action");
        }
        let tiles = game.board().tiles().to_vec();
        let (board, features) = build(&tiles, |p| p);
        let shapes = feature_shapes(&board, &features);
        for turns in 1..4 {
            let map = |p: Placement| (0..turns).fold(p, |p, _| turn(p));
            let (turned, turned_features) = build(&tiles, map);
            assert_eq!(feature_shapes(&turned, &turned_features), shapes, "seed {seed}, {turns} turns");
            for kind in base_kinds() {
                let (mut plain, mut other) = (Vec::new(), Vec::new());
                board.placements_into(kind, &mut plain);
                turned.placements_into(kind, &mut other);
                assert_eq!(plain.len(), other.len(), "seed {seed}, {kind}, {turns} turns");
                let mut moved: Vec<Placement> = plain.into_iter().map(map).collect();
                moved.sort();
                other.sort();
                assert_eq!(moved, other, "seed {seed}, {kind}, {turns} turns");
            }
        }
    }
}

// ---------------------------------------------------------------- the mirror

/// The board side an east–west mirror puts side `d` on.
fn mirror_dir(d: Dir) -> Dir {
    match d {
        Dir::E => Dir::W,
        Dir::W => Dir::E,
        other => other,
    }
}

/// The half-edge an east–west mirror puts `h` on (`Nw` ↔ `Ne`, `En` ↔ `Wn`, …).
fn mirror_half(h: HalfEdge) -> HalfEdge {
    let twin = [
        HalfEdge::Ne,
        HalfEdge::Nw,
        HalfEdge::Wn,
        HalfEdge::Ws,
        HalfEdge::Sw,
        HalfEdge::Se,
        HalfEdge::Es,
        HalfEdge::En,
    ];
    twin[h.index()]
}

fn mirror_spot(spot: Spot) -> Spot {
    let port = spot.port.map(|p| match p {
        Port::Edge(d) => Port::Edge(mirror_dir(d)),
        Port::Half(h) => Port::Half(mirror_half(h)),
        Port::Segment(_) | Port::SegmentHalf(_) | Port::Inner(_) => {
            unreachable!("the mirrored games have the base game's 1×1 tiles only")
        }
    });
    Spot { kind: spot.kind, port }
}

/// A segment as it lies on the board: kind, board edges, board half-edges, pennants,
/// and the board edges of each city a field touches.
type SegmentShape = (FeatureKind, u8, u8, u8, Vec<u8>);

/// What `kind` turned by `rot` shows, segment by segment, mirrored east–west if asked.
fn shape(kind: TileKind, rot: Rotation, mirrored: bool) -> Vec<SegmentShape> {
    let dir = |d: Dir| {
        let turned = d.rotated(rot);
        if mirrored { mirror_dir(turned) } else { turned }
    };
    let half = |h: HalfEdge| {
        let turned = h.rotated(rot);
        if mirrored { mirror_half(turned) } else { turned }
    };
    let def = kind.def();
    let edges_of = |mask: u8| {
        Dir::ALL
            .into_iter()
            .filter(|d| mask & (1 << d.index()) != 0)
            .fold(0u8, |m, d| m | 1 << dir(d).index())
    };
    let mut out: Vec<SegmentShape> = def
        .segments
        .iter()
        .map(|s| {
            let halves =
                HalfEdge::ALL.into_iter().filter(|&h| s.covers(h)).fold(0u8, |m, h| m | 1 << half(h).index());
            let mut cities: Vec<u8> = (0..def.segments.len())
                .filter(|&c| s.cities & (1 << c) != 0)
                .map(|c| edges_of(def.segments[c].edges))
                .collect();
            cities.sort();
            (s.kind, edges_of(s.edges), halves, s.pennants, cities)
        })
        .collect();
    out.sort();
    out
}

/// For every base kind and rotation, the kind and rotation showing its mirror image.
fn mirror_table() -> Vec<[(TileKind, Rotation); 4]> {
    let kinds = base_kinds();
    let mut table = Vec::new();
    for &kind in &kinds {
        table.push(Rotation::ALL.map(|rot| {
            let want = shape(kind, rot, true);
            kinds
                .iter()
                .flat_map(|&k| Rotation::ALL.map(|r| (k, r)))
                .find(|&(k, r)| shape(k, r, false) == want)
                .unwrap_or_else(|| panic!("{kind} at {rot} has no mirror image among the base tiles"))
        }));
    }
    table
}

struct Mirror {
    table: Vec<[(TileKind, Rotation); 4]>,
    first: usize,
}

impl Mirror {
    fn new() -> Mirror {
        Mirror { table: mirror_table(), first: base_kinds()[0].index() }
    }

    fn image(&self, kind: TileKind, rot: Rotation) -> (TileKind, Rotation) {
        self.table[kind.index() - self.first][rot as usize]
    }

    fn kind(&self, kind: TileKind) -> TileKind {
        self.image(kind, Rotation::R0).0
    }

    fn action(&self, kind: Option<TileKind>, action: Action) -> Action {
        match action {
            Action::Place(p) => {
                let (_, rot) = self.image(kind.expect("a tile in hand"), p.rot);
                Action::Place(Placement { pos: Pos::new(-p.pos.x, p.pos.y), rot })
            }
            Action::Meeple(spot) => Action::Meeple(mirror_spot(spot)),
            _ => match Act::of(action) {
                Some(act @ Act::Shepherd(spot)) => act.with_spot(mirror_spot(spot)).into(),
                _ => action,
            },
        }
    }
}

/// The mirror pairs the two chiral kinds and maps every other kind to itself.
#[test]
fn mirror_images_of_the_base_tiles() {
    let mirror = Mirror::new();
    for kind in base_kinds() {
        let image = mirror.kind(kind);
        let want = match kind.id() {
            "BA/CRr" => "BA/RrC",
            "BA/RrC" => "BA/CRr",
            id => id,
        };
        assert_eq!(image.id(), want, "mirror image of {kind}");
        assert_eq!(image.def().count, kind.def().count, "a mirror pair comes in equal numbers");
    }
    // The start tile is its own mirror image unturned: the mirrored game starts alike.
    let start: TileKind = "BA/RCr".parse().unwrap();
    assert_eq!(mirror.image(start, Rotation::R0), (start, Rotation::R0));
}

/// A random game and its mirror image, move for move: the same number of legal
/// placements and meeple spots at every step, and the same scores, supplies and
/// breakdowns throughout and at the end.
#[test]
fn mirrored_games_score_alike() {
    let mirror = Mirror::new();
    for seed in 0..300u64 {
        let players = (seed % 6) as u8 + 1;
        let mut rng = GameRng::from_seed(seed ^ 0xA11CE);
        let stack = shuffled_box(&mut rng);
        let mirrored_stack: Vec<TileKind> = stack.iter().map(|&k| mirror.kind(k)).collect();
        let setup = |tiles| Setup { tiles: Some(tiles), ..Setup::new(players, seed) };
        let (mut game, _) = Game::new(setup(stack)).expect("valid setup");
        let (mut image, _) = Game::new(setup(mirrored_stack)).expect("valid setup");
        let mut step = 0;
        while game.pending().is_some() {
            let context = format!("seed {seed}, step {step}");
            assert_eq!(image.current_tile(), game.current_tile().map(|k| mirror.kind(k)), "{context}");
            assert_eq!(image.legal_placements().len(), game.legal_placements().len(), "{context}");
            assert_eq!(image.meeple_spots().len(), game.meeple_spots().len(), "{context}");
            let (seat, action) = random_action(&game, &mut rng);
            let mirrored = mirror.action(game.current_tile(), action);
            assert_eq!(to_act(&image), seat, "{context}");
            game.apply(seat, action).expect("legal action");
            image
                .apply(seat, mirrored)
                .unwrap_or_else(|e| panic!("{context}: mirror of {action} ({mirrored}): {e}"));
            assert_eq!(image.players(), game.players(), "{context}: scores, supplies and breakdowns");
            assert_eq!(
                std::mem::discriminant(&image.phase()),
                std::mem::discriminant(&game.phase()),
                "{context}"
            );
            step += 1;
        }
        assert!(image.is_over(), "seed {seed}");
        let discarded: Vec<TileKind> = game.discarded().iter().map(|&k| mirror.kind(k)).collect();
        assert_eq!(image.discarded(), discarded, "seed {seed}");
        assert_eq!(image.players(), game.players(), "seed {seed}: final scores");
    }
}

/// A scripted scenario (the CC.2 ring of `scoring.rs`) and its mirror image written by
/// hand score the same.
#[test]
fn a_scripted_scenario_and_its_mirror_image() {
    let (game, _) = scenario(2, &CC2_RING.0, CC2_RING.1);
    // Mirrored: CC.2 with caps W and S sits at (0,1) turned 270; the ring runs west.
    let (image, _) = scenario(
        2,
        &["BA/CC.2", "BA/Cc.1", "BA/Cc.1", "BA/Cc.1"],
        "0: place 0 1 270
         0: meeple field Ne
         1: place -1 1 180
         1: meeple city E
         0: place 0 2 0
         0: pass
         1: place -1 2 90
         1: pass",
    );
    assert_eq!(image.players(), game.players());
    common::assert_scores(&image, &[3, 8]);
}

// ---------------------------------------------------------------- count file

/// `fixtures/placements.txt`: the engine's count for every base kind in one fixed
/// position, each also equal to the count derived from the kind's edges alone (see the
/// file's header).
#[test]
fn placement_counts_match_the_count_file() {
    let text = include_str!("fixtures/placements.txt");
    let (game, _) = scenario(2, &["BA/C", "BA/RFr"], "0: place 0 -1 180\n0: pass\n1: place 1 0 0\n1: pass");
    assert!(game.is_over());
    let mut listed = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let (id, count) = line.split_once(' ').expect("`tile-id count`");
        let kind: TileKind = id.parse().expect("a tile id");
        let count: usize = count.trim().parse().expect("a count");
        let mut placements = Vec::new();
        game.board().placements_into(kind, &mut placements);
        assert_eq!(placements.len(), count, "{id}: engine vs count file");
        let edges = &kind.def().edges;
        let fields = edges.iter().filter(|&&e| e == EdgeKind::Field).count();
        let roads = edges.iter().filter(|&&e| e == EdgeKind::Road).count();
        let adjacent =
            (0..4).filter(|&k| edges[k] == EdgeKind::Field && edges[(k + 1) % 4] == EdgeKind::Field).count();
        assert_eq!(4 * fields + 2 * roads + adjacent, count, "{id}: count file vs the edge formula");
        listed.push(kind);
    }
    assert_eq!(listed, base_kinds(), "the count file lists every base kind once, in table order");
    assert_eq!(game.phase(), Phase::Over);
}
