//! Property tests: thousands of seeded random base games for 1–6 players, checking the
//! invariants of the rules after every action, and the action notation on every legal
//! action of many random states.
//!
//! Randomness comes only from the engine's own `GameRng`, so a failure names its seed
//! and replays exactly.

use crate::support as common;

use carcassonne_engine::GameRng;
use carcassonne_engine::{
    Action, Dir, EdgeKind, Event, Figure, Game, MAX_SEATS, Phase, PlacedTile, Placement, Player, Pos,
    Rotation, RuleError, Seat, Setup, Spot, TileKind, TileSet,
};
use common::{random_action, summary, to_act};

const GAMES: u64 = 2_000;
const TILES_IN_BOX: usize = 72;
const MEEPLES: usize = 7;

/// The edge a placed tile shows on board side `d`.
fn edge(tile: &PlacedTile, d: Dir) -> EdgeKind {
    let printed = (d.index() + 4 - tile.rot.quarter_turns() as usize) % 4;
    tile.kind.def().edges[printed]
}

/// Every neighbour of the tile at `pos` shows the same edge kind on the shared edge.
fn assert_edges_match(game: &Game, pos: Pos, context: &str) {
    let tile = game.board().tile_at(pos).expect("a tile at pos");
    for d in Dir::ALL {
        if let Some(other) = game.board().tile_at(pos.step(d)) {
            assert_eq!(edge(tile, d), edge(other, d.opposite()), "{context}: {pos} side {d}");
        }
    }
}

/// Supply plus figures on the board is 7 for every player, and each feature holding
/// figures counts exactly those; with `every_feature`, also no other feature counts any
/// (a full scan of the features, so the property test runs it now and then).
fn assert_meeples_conserved(game: &Game, every_feature: bool, context: &str) {
    for (i, player) in game.players().iter().enumerate() {
        let standing = game.figures().iter().filter(|f| f.owner == Seat(i as u8)).count();
        assert_eq!(player.meeples as usize + standing, MEEPLES, "{context}: meeples of seat {i}");
    }
    let features = game.features();
    let mut counted: Vec<(u32, [u8; MAX_SEATS])> = Vec::new();
    for f in game.figures() {
        let root = features.feature_of(f.tile, f.segment);
        let at = counted.iter().position(|(r, _)| *r == root).unwrap_or_else(|| {
            counted.push((root, [0; MAX_SEATS]));
            counted.len() - 1
        });
        counted[at].1[f.owner.index()] += 1;
    }
    for (root, want) in &counted {
        assert_eq!(&features.info(*root).meeples, want, "{context}: figures counted on feature {root}");
        assert!(!features.info(*root).scored, "{context}: meeples on a scored feature");
    }
    if every_feature {
        for root in features.roots().filter(|r| !counted.iter().any(|(c, _)| c == r)) {
            assert!(!features.info(root).occupied(), "{context}: feature {root} counts meeples it has not");
        }
    }
}

/// A cheap digest of the parts an action changes first: enough to catch a refused
/// action that did something, next to the full `summary` taken once per batch.
type Fingerprint = (Vec<Player>, Vec<Figure>, usize, Option<PlacedTile>, usize, usize, Phase, Seat);

fn fingerprint(game: &Game) -> Fingerprint {
    (
        game.players().to_vec(),
        game.figures().to_vec(),
        game.board().tiles().len(),
        game.board().tiles().last().copied(),
        game.tiles_left(),
        game.discarded().len(),
        game.phase(),
        game.active(),
    )
}

/// Placed (the start tile included) + still to draw + discarded + in hand = 72.
fn assert_tiles_conserved(game: &Game, context: &str) {
    let in_hand = usize::from(game.current_tile().is_some());
    let total = game.board().tiles().len() + game.tiles_left() + game.discarded().len() + in_hand;
    assert_eq!(total, TILES_IN_BOX, "{context}: tiles");
}

/// Every legal placement passes the board's check, and nothing else on the frontier does.
fn assert_placements_complete(game: &Game, context: &str) {
    let Some(tile) = game.current_tile() else { return };
    let mut listed = game.legal_placements();
    let mut checked: Vec<Placement> = game
        .board()
        .frontier()
        .flat_map(|pos| Rotation::ALL.map(|rot| Placement { pos, rot }))
        .filter(|&p| game.board().check(tile, p).is_ok())
        .collect();
    listed.sort();
    checked.sort();
    assert_eq!(listed, checked, "{context}: legal placements of {tile}");
    assert!(!listed.is_empty(), "{context}: a drawn tile fits somewhere");
}

/// Every spot name of the notation.
fn all_spot_names() -> impl Iterator<Item = Spot> {
    ["monastery", "road N", "road E", "road S", "road W", "city N", "city E", "city S", "city W"]
        .into_iter()
        .chain([
            "field Nw", "field Ne", "field En", "field Es", "field Se", "field Sw", "field Ws", "field Wn",
        ])
        .map(|text| text.parse().expect("spot"))
}

/// A few actions that must be refused now, each with the error it must get.
fn illegal_actions(game: &Game, rng: &mut GameRng) -> Vec<(Seat, Action, Option<RuleError>)> {
    let seat = to_act(game);
    let players = game.players().len() as u8;
    let legal = game.legal_actions(seat);
    let mut out = Vec::new();
    let any = legal[rng.below(legal.len())];
    if players > 1 {
        let other = Seat((seat.0 + 1 + rng.below(players as usize - 1) as u8) % players);
        out.push((other, any, Some(RuleError::NotYourTurn)));
    }
    let stranger = Seat(players + rng.below(4) as u8);
    out.push((stranger, any, Some(RuleError::NoSuchSeat(stranger))));
    let tiles = game.board().tiles();
    let taken = tiles[rng.below(tiles.len())].pos;
    let (lo, hi) = game.board().extent();
    let far = Pos::new(hi.x + 2 + rng.below(5) as i32, lo.y - 2 - rng.below(5) as i32);
    let rot = Rotation::from_quarter_turns(rng.below(4) as u8);
    match game.phase() {
        Phase::PlaceTile(_) => {
            out.push((seat, Action::Place(Placement { pos: taken, rot }), Some(RuleError::Occupied(taken))));
            out.push((seat, Action::Place(Placement { pos: far, rot }), Some(RuleError::Detached(far))));
            out.push((seat, Action::Pass, Some(RuleError::TileNotPlaced)));
            // Any placement not listed is refused, whatever the reason.
            let pos =
                game.board().frontier().nth(rng.below(game.board().frontier().count())).expect("frontier");
            for rot in Rotation::ALL {
                let action = Action::Place(Placement { pos, rot });
                if !legal.contains(&action) {
                    out.push((seat, action, None));
                }
            }
        }
        Phase::PlaceFigure => {
            out.push((seat, Action::Place(Placement { pos: far, rot }), Some(RuleError::TileAlreadyPlaced)));
            // Every spot name that does not name an offered feature is refused (other
            // names of an offered one are aliases: see `spot_aliases_act_alike`).
            let tile = game.board().tiles().last().expect("the tile just placed");
            for spot in all_spot_names() {
                let canonical = spot.resolve(tile).and_then(|segment| Spot::canonical(tile, segment));
                if !canonical.is_some_and(|c| legal.contains(&Action::Meeple(c))) {
                    out.push((seat, Action::Meeple(spot), None));
                }
            }
        }
        phase => unreachable!("a base game waiting for someone: {phase:?}"),
    }
    out
}

/// Any name of an offered feature (`field Ne` for the field also named `field Nw`)
/// does what the offered name does.
fn spot_aliases_act_alike(game: &Game, context: &str) {
    let seat = to_act(game);
    let tile = game.board().tiles().last().expect("the tile just placed");
    for spot in all_spot_names() {
        let Some(canonical) = spot.resolve(tile).and_then(|segment| Spot::canonical(tile, segment)) else {
            continue;
        };
        if spot == canonical || !game.legal_actions(seat).contains(&Action::Meeple(canonical)) {
            continue;
        }
        let (mut by_alias, mut by_name) = (game.clone(), game.clone());
        let alias_events = by_alias.apply(seat, Action::Meeple(spot));
        let name_events = by_name.apply(seat, Action::Meeple(canonical));
        assert!(alias_events.is_ok(), "{context}: alias {spot} of {canonical} refused");
        assert_eq!(alias_events.map(|e| e.len()), name_events.map(|e| e.len()), "{context}: {spot}");
        assert_eq!(summary(&by_alias), summary(&by_name), "{context}: {spot} vs {canonical}");
    }
}

/// Plays one random game, checking every invariant as it goes; returns the final game.
fn play_checked(seed: u64, players: u8, deep: bool) -> Game {
    let setup = Setup::new(players, seed);
    let (mut game, start_events) = Game::new(setup.clone()).expect("valid setup");
    let mut rng = GameRng::from_seed(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xC0FFEE);
    let mut log: Vec<(Seat, Action)> = Vec::new();
    let mut from_events = [0i64; MAX_SEATS];
    let mut last_scores = vec![0; players as usize];
    assert!(!start_events.iter().any(|e| matches!(e, Event::Scored(_))));
    let mut step = 0;
    while game.pending().is_some() {
        let context = format!("seed {seed}, {players} players, step {step}");
        assert_tiles_conserved(&game, &context);
        if deep {
            assert_placements_complete(&game, &context);
        }
        if step % 8 == 0 || deep {
            let before = summary(&game);
            let quick = fingerprint(&game);
            for (seat, action, want) in illegal_actions(&game, &mut rng) {
                let got = game.apply(seat, action);
                match want {
                    Some(want) => assert_eq!(got, Err(want), "{context}: {seat:?} {action}"),
                    None => assert!(got.is_err(), "{context}: {seat:?} {action} was accepted"),
                }
                assert!(fingerprint(&game) == quick, "{context}: refused {action} changed the game");
            }
            assert_eq!(summary(&game), before, "{context}: refused actions changed the game");
        }
        if deep && game.phase() == Phase::PlaceFigure {
            spot_aliases_act_alike(&game, &context);
        }
        let (seat, action) = random_action(&game, &mut rng);
        if deep {
            // Every other legal action would have been accepted too.
            let legal = game.legal_actions(seat);
            for &other in legal.iter().step_by(legal.len().div_ceil(12)) {
                let mut copy = game.clone();
                assert!(copy.apply(seat, other).is_ok(), "{context}: legal {other} refused");
            }
        }
        let events = game.apply(seat, action).unwrap_or_else(|e| panic!("{context}: legal {action}: {e}"));
        log.push((seat, action));
        if let Action::Place(p) = action {
            assert_edges_match(&game, p.pos, &context);
        }
        for e in &events {
            if let Event::Scored(s) = e {
                let most = *s.meeples.iter().max().expect("seats");
                assert!(most > 0, "{context}: an empty feature scored");
                for (i, &m) in s.meeples.iter().enumerate() {
                    assert_eq!(s.winners.contains(Seat(i as u8)), m == most, "{context}: winners of {s:?}");
                }
                for w in s.winners.iter() {
                    from_events[w.index()] += i64::from(s.points);
                }
            }
        }
        for (i, player) in game.players().iter().enumerate() {
            assert_eq!(i64::from(player.score), from_events[i], "{context}: score of seat {i} vs events");
            assert_eq!(
                player.breakdown.iter().sum::<i32>(),
                player.score,
                "{context}: breakdown of seat {i}"
            );
            assert!(player.score >= last_scores[i], "{context}: score of seat {i} went down");
            last_scores[i] = player.score;
        }
        assert_meeples_conserved(&game, step % 8 == 0 || deep, &context);
        step += 1;
    }
    let context = format!("seed {seed}, {players} players, at the end");
    assert_tiles_conserved(&game, &context);
    assert_meeples_conserved(&game, true, &context);
    assert_eq!(game.tiles_left(), 0, "{context}");
    assert!(game.figures().is_empty(), "{context}: every figure home after final scoring");
    assert!(game.players().iter().all(|p| p.meeples as usize == MEEPLES), "{context}");
    for tile in game.board().tiles() {
        assert_edges_match(&game, tile.pos, &context);
    }
    // Every tile of the box was drawn once: placed or discarded, kinds in box numbers.
    let mut used: Vec<TileKind> = game.board().tiles().iter().map(|t| t.kind).collect();
    used.extend(game.discarded());
    used.sort();
    let mut full_box: Vec<TileKind> = TileKind::of_set(TileSet::Base)
        .flat_map(|k| std::iter::repeat_n(k, k.def().count as usize))
        .collect();
    full_box.sort();
    assert_eq!(used, full_box, "{context}: the tiles used are the box");
    for seat in 0..players {
        assert!(game.legal_actions(Seat(seat)).is_empty(), "{context}");
    }
    let replayed = Game::replay(setup, log).unwrap_or_else(|e| panic!("{context}: replay: {e}"));
    if deep {
        assert_eq!(format!("{replayed:?}"), format!("{game:?}"), "{context}: replay");
    } else {
        assert_eq!(summary(&replayed), summary(&game), "{context}: replay");
    }
    game
}

#[test]
fn random_games_keep_every_invariant() {
    let mut discards = 0;
    let mut points = 0i64;
    for seed in 0..GAMES {
        let players = (seed % 6) as u8 + 1;
        let game = play_checked(seed, players, seed % 200 == 0);
        discards += game.discarded().len();
        points += game.players().iter().map(|p| i64::from(p.score)).sum::<i64>();
    }
    // The games are not trivial: points are scored, and discards happen now and then.
    assert!(points > 50 * GAMES as i64, "{points} points in {GAMES} games");
    assert!(discards > 0, "no tile was ever discarded in {GAMES} games");
}

/// Every legal action of many random states prints and parses back to itself.
#[test]
fn notation_round_trips_for_every_legal_action() {
    let mut seen = 0;
    for seed in 0..200u64 {
        let players = (seed % 6) as u8 + 1;
        let (mut game, _) = Game::new(Setup::new(players, 10_000 + seed)).expect("valid setup");
        let mut rng = GameRng::from_seed(seed);
        while game.pending().is_some() {
            let seat = to_act(&game);
            for action in game.legal_actions(seat) {
                let text = action.to_string();
                assert_eq!(text.parse::<Action>(), Ok(action), "`{text}`");
                assert_eq!(text.to_uppercase().parse::<Action>(), Ok(action), "`{text}` in capitals");
                assert_eq!(
                    format!("  {}  ", text.replace(' ', "   ")).parse::<Action>(),
                    Ok(action),
                    "`{text}`"
                );
                seen += 1;
            }
            let (seat, action) = random_action(&game, &mut rng);
            game.apply(seat, action).expect("legal action");
        }
    }
    assert!(seen > 100_000, "{seen} actions");
}
