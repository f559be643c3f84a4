//! Engine speed figures (printed, never asserted): legal placements on a 70-tile
//! board, random full base games per second on one core, and random full games with
//! expansions (every decision at random among the legal actions: auctions, gifts,
//! cubes and architects included) — Bridges, Castles & Bazaars, Monuments, and every
//! expansion at once.
//!
//! Run with `cargo bench -p carcassonne-engine --bench engine` (`-- two-players` for
//! the 2-player base games alone). Instruction counts of the same games:
//! `--bench instructions`.

use std::hint::black_box;
use std::time::{Duration, Instant};

// The calling thread's CPU time, as the bot's benches read it.
#[path = "../../../benches/common/mod.rs"]
#[allow(dead_code, reason = "only the CPU time is read here")]
mod common;
mod play;

use carcassonne_engine::{Expansion, TileKind};
use play::{random_game, random_game_with};

/// Random full base games of `players` on one core for three seconds; two players is
/// the workload compared with other engines (docs/performance.md). Per second of wall
/// clock and per second of this thread's CPU time (which a busy machine moves less).
fn games_per_second(players: u8) {
    let mut seed = 0;
    let (start, cpu) = (Instant::now(), common::cpu_time());
    while start.elapsed() < Duration::from_secs(3) {
        black_box(random_game(seed, players, usize::MAX));
        seed += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    let cpu = (common::cpu_time() - cpu).as_secs_f64();
    println!(
        "random full base games ({players} players): {:.0} games/s, {:.0} per CPU-second ({seed} games in {secs:.2} s)",
        seed as f64 / secs,
        seed as f64 / cpu.max(1e-9)
    );
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
    // `-- two-players` prints only the 2-player base games, the workload compared with
    // other engines side by side.
    if std::env::args().any(|a| a == "two-players") {
        return games_per_second(2);
    }
    legal_placements();
    games_per_second(4);
    games_per_second(2);
    games_with_per_second("Bridges, Castles & Bazaars", &[Expansion::BridgesCastlesBazaars]);
    games_with_per_second("Monuments", &[Expansion::Monuments]);
    games_with_per_second("every expansion", &Expansion::ALL);
}
