//! Bot strength and speed (printed, never asserted): seeded 2-player games with every
//! expansion, seats swapped every other game — normal against easy, hard against
//! normal — and the hard bot's average time per decision.
//!
//! Run with `cargo bench --bench ai`; `AI_BENCH_GAMES` sets the games per pairing
//! (default 200) and `AI_BENCH_MS` the hard bot's budget per decision (default 1000).

use std::time::{Duration, Instant};

use carcassonne_bot::ai::{self, Budget, Level};
use carcassonne_engine::{Audience, Expansion, Game, Setup};

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Plays one game of `levels[0]` (seat 0) against `levels[1]` (seat 1); returns the
/// scores and the hard bot's total thinking time and decisions.
fn game(seed: u64, levels: [Level; 2], budget: Budget) -> ([i32; 2], Duration, u32) {
    let mut setup = Setup::new(2, seed);
    for e in Expansion::ALL {
        setup.expansions = setup.expansions.with(e);
    }
    let (mut game, _) = Game::new(setup).expect("valid setup");
    let (mut hard_time, mut hard_moves, mut moves) = (Duration::ZERO, 0, 0);
    while let Some(decision) = game.pending() {
        let seat = decision.seats.iter().next().expect("a seat decides");
        let level = levels[seat.index()];
        let started = Instant::now();
        let view = game.view(Audience::Seat(seat));
        let action = ai::choose(&view, seat, level, budget, seed ^ moves).expect("an answer");
        if level == Level::Hard {
            hard_time += started.elapsed();
            hard_moves += 1;
        }
        game.apply(seat, action).expect("bots play legal actions");
        moves += 1;
    }
    let scores = [game.players()[0].score, game.players()[1].score];
    (scores, hard_time, hard_moves)
}

/// `strong` against `weak` over `games` games, seats swapped every other game.
fn pairing(strong: Level, weak: Level, games: u64, budget: Budget) {
    let (mut wins, mut ties, mut hard_time, mut hard_moves) = (0, 0, Duration::ZERO, 0);
    for seed in 0..games {
        let swapped = seed % 2 == 1;
        let levels = if swapped { [weak, strong] } else { [strong, weak] };
        let (scores, time, moves) = game(seed, levels, budget);
        let (mine, theirs) = if swapped { (scores[1], scores[0]) } else { (scores[0], scores[1]) };
        wins += u32::from(mine > theirs);
        ties += u32::from(mine == theirs);
        hard_time += time;
        hard_moves += moves;
    }
    let rate = 100.0 * (f64::from(wins) + 0.5 * f64::from(ties)) / games as f64;
    print!("{strong} vs {weak}: {strong} wins {rate:.1} % of {games} games (ties count half)");
    if hard_moves > 0 {
        print!("; hard: {:.0} ms per decision", hard_time.as_secs_f64() * 1e3 / f64::from(hard_moves));
    }
    println!();
}

fn main() {
    let games = env("AI_BENCH_GAMES", 200);
    let budget = Budget { time: Duration::from_millis(env("AI_BENCH_MS", 1000)), playouts: u32::MAX };
    println!("2-player games with every expansion; hard budget {} ms per decision", budget.time.as_millis());
    pairing(Level::Normal, Level::Easy, games, budget);
    pairing(Level::Hard, Level::Normal, games, budget);
}
