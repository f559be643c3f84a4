//! Bot strength and speed (printed, never asserted): seeded 2-player games with every
//! expansion, seats swapped every other game — normal against easy, hard against
//! normal — and the hard bot's average time per decision that offered a choice, in
//! wall-clock time and in CPU time (the thread's own, from
//! `/proc/thread-self/schedstat`, read after a yield; it leaves out the time other
//! processes on a shared machine took).
//!
//! Run with `cargo bench --bench ai`. Environment:
//! - `AI_BENCH_GAMES`: games per pairing (default 200);
//! - `AI_BENCH_MS`: the hard bot's time per decision (default 1000, the bot's default);
//! - `AI_BENCH_PLAYOUTS`: a cap on its playouts per decision (default none); a cap the
//!   time never cuts short makes the figures the same on any machine;
//! - `AI_BENCH_ONLY`: `normal` or `hard`, to play that pairing alone;
//! - `AI_BENCH_THREADS`: how many games to play at once (default: one per core);
//! - `AI_BENCH_VERBOSE`: print every game's score on stderr.
//!
//! `cargo bench --bench ai -- mayors` instead counts Abbey & Mayor's mayors the normal
//! bots put down, per game, in seeded 2-player games of that box alone, with The Tower
//! and with Princess & Dragon (issue 84: with the dragon they put none), and how often
//! a mayor was offered; `AI_BENCH_GAMES` games of each (default 40).

mod common;

use std::time::Duration;

use carcassonne_bot::ai::{self, Budget, Level};
use carcassonne_engine::rules::abbey_mayor::{Act as Am, Own};
use carcassonne_engine::{Action, Audience, Expansion, Game, Setup};
use common::timed;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The hard bot's thinking over some games: decisions that offered a choice, and the
/// wall-clock and CPU time they took.
#[derive(Clone, Copy, Default)]
struct Thinking {
    decisions: u32,
    wall: Duration,
    cpu: Duration,
}

impl Thinking {
    fn add(&mut self, other: Thinking) {
        self.decisions += other.decisions;
        self.wall += other.wall;
        self.cpu += other.cpu;
    }

    fn per_decision_ms(&self, total: Duration) -> f64 {
        total.as_secs_f64() * 1e3 / f64::from(self.decisions.max(1))
    }
}

/// Plays one game of `levels[0]` (seat 0) against `levels[1]` (seat 1); returns the
/// scores and the hard bot's thinking.
fn game(seed: u64, levels: [Level; 2], budget: Budget) -> ([i32; 2], Thinking) {
    let mut setup = Setup::new(2, seed);
    for e in Expansion::ALL {
        setup.expansions = setup.expansions.with(e);
    }
    let (mut game, _) = Game::new(setup).expect("valid setup");
    let (mut thinking, mut moves) = (Thinking::default(), 0);
    while let Some(decision) = game.pending() {
        let seat = decision.seats.iter().next().expect("a seat decides");
        let level = levels[seat.index()];
        let view = game.view(Audience::Seat(seat));
        let (cpu, wall, action) = timed(|| ai::choose(&view, seat, level, budget, seed ^ moves));
        let action = action.expect("an answer");
        if level == Level::Hard && view.legal_actions(seat).len() > 1 {
            thinking.add(Thinking { decisions: 1, wall, cpu });
        }
        game.apply(seat, action).expect("bots play legal actions");
        moves += 1;
    }
    ([game.players()[0].score, game.players()[1].score], thinking)
}

/// `play` of every seed below `games`, the seeds shared among `threads` threads (each
/// game on one thread, so the hard bot's figures are those of one core).
fn spread<T: Send>(games: u64, threads: u64, play: impl Fn(u64) -> T + Sync) -> Vec<T> {
    let play = &play;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|first| {
                scope.spawn(move || {
                    (first..games).step_by(threads.max(1) as usize).map(play).collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a bench thread")).collect()
    })
}

/// `strong` against `weak` over `games` games, seats swapped every other game, the
/// games shared among `threads` threads (each game is played on one thread, so the
/// hard bot's figures are those of one core).
fn pairing(strong: Level, weak: Level, games: u64, budget: Budget, threads: u64) {
    let verbose = std::env::var_os("AI_BENCH_VERBOSE").is_some();
    let play = |seed: u64| {
        let swapped = seed % 2 == 1;
        let levels = if swapped { [weak, strong] } else { [strong, weak] };
        let (scores, t) = game(seed, levels, budget);
        let (mine, theirs) = if swapped { (scores[1], scores[0]) } else { (scores[0], scores[1]) };
        if verbose {
            eprintln!("game {seed}: {strong} {mine}, {weak} {theirs}");
        }
        (mine, theirs, t)
    };
    let results = spread(games, threads, play);
    let (mut wins, mut ties, mut margin, mut thinking) = (0, 0, 0i64, Thinking::default());
    for (mine, theirs, t) in results {
        wins += u32::from(mine > theirs);
        ties += u32::from(mine == theirs);
        margin += i64::from(mine - theirs);
        thinking.add(t);
    }
    let n = games.max(1) as f64;
    let rate = (f64::from(wins) + 0.5 * f64::from(ties)) / n;
    // The standard error of a rate over n games, ties counted as half a win.
    let error = (rate * (1.0 - rate) / n).sqrt();
    print!(
        "{strong} vs {weak}: {strong} wins {:.1} % ± {:.1} of {games} games (ties count half), by {:+.1} points a game",
        100.0 * rate,
        100.0 * error,
        margin as f64 / n
    );
    if thinking.decisions > 0 {
        print!(
            "; hard: {:.0} ms per decision with a choice ({:.0} ms of CPU)",
            thinking.per_decision_ms(thinking.wall),
            thinking.per_decision_ms(thinking.cpu)
        );
    }
    println!();
}

/// The mayors put down and the figure steps that offered one, in a game of normal bots
/// with `boxes`.
fn mayors_in(seed: u64, boxes: &[Expansion]) -> (u32, u32) {
    let mut setup = Setup::new(2, seed);
    for &e in boxes {
        setup.expansions = setup.expansions.with(e);
    }
    let (mut game, _) = Game::new(setup).expect("valid setup");
    let (mut mayors, mut offers, mut moves) = (0, 0, 0);
    let is_mayor = |a: &Action| matches!(Am::of(*a), Some(Am::Place(Own::Mayor, _)));
    while let Some(decision) = game.pending() {
        let seat = decision.seats.iter().next().expect("a seat decides");
        let view = game.view(Audience::Seat(seat));
        offers += u32::from(view.legal_actions(seat).iter().any(is_mayor));
        let action =
            ai::choose(&view, seat, Level::Normal, Budget::default(), seed ^ moves).expect("an answer");
        mayors += u32::from(is_mayor(&action));
        game.apply(seat, action).expect("bots play legal actions");
        moves += 1;
    }
    (mayors, offers)
}

/// The `mayors` mode: mayors per game with Abbey & Mayor alone, with The Tower and with
/// Princess & Dragon.
fn mayors(games: u64, threads: u64) {
    let sets: [(&str, &[Expansion]); 3] = [
        ("abbey-mayor", &[Expansion::AbbeyMayor]),
        ("abbey-mayor,tower", &[Expansion::AbbeyMayor, Expansion::Tower]),
        ("abbey-mayor,princess-dragon", &[Expansion::AbbeyMayor, Expansion::PrincessDragon]),
    ];
    println!("mayors the normal bots put down, {games} seeded 2-player games of each");
    for (name, boxes) in sets {
        let counts = spread(games, threads, |seed| mayors_in(seed, boxes));
        let (mayors, offers) = counts.iter().fold((0, 0), |(m, o), c| (m + c.0, o + c.1));
        let n = games.max(1) as f64;
        println!(
            "{name}: {:.2} mayors a game ({mayors} of {offers} offers; {:.1} offers a game)",
            f64::from(mayors) / n,
            f64::from(offers) / n
        );
    }
}

fn main() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    let threads = env("AI_BENCH_THREADS", cores);
    if std::env::args().any(|a| a == "mayors") {
        mayors(env("AI_BENCH_GAMES", 40), threads);
        return;
    }
    let games = env("AI_BENCH_GAMES", 200);
    let playouts = u32::try_from(env("AI_BENCH_PLAYOUTS", u64::from(u32::MAX))).unwrap_or(u32::MAX);
    let budget = Budget { time: Duration::from_millis(env("AI_BENCH_MS", 1000)), playouts };
    print!("2-player games with every expansion; hard: {} ms per decision", budget.time.as_millis());
    if playouts < u32::MAX {
        print!(", at most {playouts} playouts");
    }
    println!();
    let only = std::env::var("AI_BENCH_ONLY").unwrap_or_default();
    if only.is_empty() || only == "normal" {
        pairing(Level::Normal, Level::Easy, games, budget, threads);
    }
    if only.is_empty() || only == "hard" {
        pairing(Level::Hard, Level::Normal, games, budget, threads);
    }
}
