//! Instructions executed by fixed, seeded engine workloads, counted by callgrind and
//! printed beside the baseline in `benches/instructions.baseline` (see `callgrind`):
//! random full base games of 2 and 4 players (farmers included), the same through
//! `legal_actions`, legal placements on a 70-tile board, and games with Hills & Sheep
//! and with every expansion.
//!
//! Run with `cargo bench -p carcassonne-engine --bench instructions` (needs valgrind;
//! words after `--` pick workloads by name; `-- --write-baseline` records the counts).
//! The bot's command has its own (`cargo bench --bench instructions`).

mod callgrind;
mod play;

use std::hint::black_box;
use std::path::Path;

use callgrind::{Workload, measured};
use carcassonne_engine::{Expansion, TileKind};
use play::{random_game, random_game_with};

/// Parses the tile catalog, which happens once a process on first use: called before
/// counting, so a workload counts its games and not that one-time parse of every box's
/// table (`docs/performance.md`).
fn warm_catalog() {
    black_box(TileKind::all().count());
}

/// `games` random base games of `players`, placements and figures at random.
fn base_games(players: u8, games: u64) {
    warm_catalog();
    measured(|| (0..games).map(|seed| random_game(seed, players, usize::MAX).tiles_left()).sum::<usize>());
}

/// `games` random 4-player games with `expansions`, every decision among the legal actions.
fn games_with(expansions: &[Expansion], games: u64) {
    warm_catalog();
    measured(|| (0..games).map(|seed| random_game_with(expansions, seed, 4).tiles_left()).sum::<usize>());
}

/// 2,000 rounds of the legal placements of every base tile kind on a 70-tile board.
fn placements() {
    let game = random_game(3, 2, 70);
    let kinds: Vec<TileKind> = TileKind::all().filter(|k| k.id().starts_with("BA/")).collect();
    let mut out = Vec::with_capacity(256);
    measured(|| {
        for _ in 0..2_000 {
            for &k in &kinds {
                out.clear();
                game.board().placements_into(black_box(k), &mut out);
            }
        }
        out.len()
    });
}

const WORKLOADS: &[Workload] = &[
    Workload {
        name: "base-2p",
        what: "1,000 random full base games, 2 players (the engine bench's games)",
        run: || base_games(2, 1_000),
    },
    Workload {
        name: "base-4p",
        what: "1,000 random full base games, 4 players",
        run: || base_games(4, 1_000),
    },
    Workload {
        name: "legal-actions",
        what: "1,000 random base games, 4 players, every action drawn from legal_actions",
        run: || games_with(&[], 1_000),
    },
    Workload {
        name: "placements",
        what: "2,000 rounds of legal placements of every base kind, 70-tile board",
        run: placements,
    },
    Workload {
        name: "hills-sheep",
        what: "200 random games with Hills & Sheep, 4 players, through legal_actions",
        run: || games_with(&[Expansion::HillsSheep], 200),
    },
    Workload {
        name: "every",
        what: "100 random games with every expansion, 4 players, through legal_actions",
        run: || games_with(&Expansion::ALL, 100),
    },
];

fn main() {
    callgrind::main(WORKLOADS, &Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/instructions.baseline"));
}
