//! Engine speed figures (printed, never asserted): legal placements on a 70-tile
//! board, random full base games per second on one core, and random full games with
//! expansions (every decision at random among the legal actions: auctions, gifts,
//! cubes and architects included) — Bridges, Castles & Bazaars, Monuments, and every
//! expansion at once.
//!
//! Run with `cargo bench -p carcassonne-engine`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use carcassonne_engine::GameRng;
use carcassonne_engine::{Action, Expansion, Game, Phase, Placement, Setup, TileKind};

/// Plays one game to the end (or until `stop` tiles are on the board) with random
/// legal choices: a random placement, then a random figure option.
fn random_game(seed: u64, players: u8, stop: usize) -> Game {
    let (mut game, _) = Game::new(Setup::new(players, seed)).expect("valid setup");
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut placements: Vec<Placement> = Vec::with_capacity(128);
    while let Some(pending) = game.pending() {
        if game.board().tiles().len() >= stop {
            break;
        }
        let seat = pending.seats.iter().next().expect("someone acts");
        let action = match pending.phase {
            Phase::PlaceTile(tile) => {
                placements.clear();
                game.board().placements_into(tile, &mut placements);
                Action::Place(placements[rng.below(placements.len())])
            }
            _ => {
                let spots = game.meeple_spots();
                let pick = rng.below(spots.len() + 1);
                spots.get(pick).map_or(Action::Pass, |&s| Action::Meeple(s))
            }
        };
        game.apply(seat, action).expect("legal action");
    }
    game
}

fn games_per_second() {
    let mut seed = 0;
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(3) {
        black_box(random_game(seed, 4, usize::MAX));
        seed += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "random full base games (4 players): {:.0} games/s ({seed} games in {secs:.2} s)",
        seed as f64 / secs
    );
}

/// Plays one game with `expansions` to the end, every decision taken at random among
/// the legal actions.
fn random_game_with(expansions: &[Expansion], seed: u64, players: u8) -> Game {
    let mut setup = Setup::new(players, seed);
    for &e in expansions {
        setup.expansions = setup.expansions.with(e);
    }
    let (mut game, _) = Game::new(setup).expect("valid setup");
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    while let Some(pending) = game.pending() {
        let seat = pending.seats.iter().next().expect("someone acts");
        let actions = game.legal_actions(seat);
        game.apply(seat, actions[rng.below(actions.len())]).expect("legal action");
    }
    game
}

fn games_with_per_second(name: &str, expansions: &[Expansion]) {
    let mut seed = 0;
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(3) {
        black_box(random_game_with(expansions, seed, 4));
        seed += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "random full games with {name} (4 players): {:.0} games/s ({seed} games in {secs:.2} s)",
        seed as f64 / secs
    );
}

fn legal_placements() {
    let game = random_game(3, 2, 70);
    let board = game.board();
    let kinds: Vec<TileKind> = TileKind::all().filter(|k| k.id().starts_with("BA/")).collect();
    let mut out = Vec::with_capacity(256);
    let rounds = 20_000;
    let start = Instant::now();
    let mut found = 0;
    for _ in 0..rounds {
        for &k in &kinds {
            out.clear();
            board.placements_into(black_box(k), &mut out);
            found += out.len();
        }
    }
    let per_call = start.elapsed().as_secs_f64() * 1e6 / (rounds * kinds.len()) as f64;
    println!(
        "legal placements on a {}-tile board ({} frontier cells): {per_call:.3} µs per call ({:.1} placements on average)",
        board.tiles().len(),
        board.frontier().count(),
        found as f64 / (rounds * kinds.len()) as f64
    );
}

fn main() {
    legal_placements();
    games_per_second();
    games_with_per_second("Bridges, Castles & Bazaars", &[Expansion::BridgesCastlesBazaars]);
    games_with_per_second("Monuments", &[Expansion::Monuments]);
    games_with_per_second("every expansion", &Expansion::ALL);
}
