//! Service speed figures (printed, never asserted): command latency over whole games of
//! 60, 100 and 150 tiles (load, apply, durable commit, render), in CPU time and in
//! wall-clock time, with the render's share; the first game of a fresh process (run in
//! a child process, once as it comes and once after `render::warm_up`); a game
//! whose every command runs on a thread of its own (as Discord's commands do once
//! tokio's blocking threads have gone idle and ended); the same game as Discord shows
//! it (the turn's preview, not the whole board); and commands per second with many
//! active games in one database file, each already 60 commands into its game so the
//! boards drawn are mid-game boards, not the first tiles. The 100-tile game is also
//! played with every expansion the engine has (`Expansion::ALL`: all ten, Princess &
//! Dragon and The Tower included), its stack drawn from every set's tiles and its every
//! decision (bridges, castles, bids, gifts, sheep, the dragon, tower pieces…) a random
//! legal action, from both fronts; its line tells the tiles drawn from each box and the
//! expansions' own moves played, so a figure shows what it covered.
//!
//! CPU time is the thread's own (see `common`): it leaves out waiting for the disk and
//! for other processes on this shared machine. Wall-clock time includes both.
//!
//! Also `/place` autocomplete on big boards.
//!
//! Run with `cargo bench --bench service` (`-- autocomplete` for that part alone,
//! `-- every` for the games with every expansion alone; `BENCH_LANG=fr` plays the games
//! in French).

mod common;
mod play;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use carcassonne_bot::locale::Lang;
use carcassonne_bot::render;
use carcassonne_bot::service::{Command, Context, Front, Service, Suggest};
use carcassonne_bot::store::Store;
use carcassonne_engine::GameRng;
use carcassonne_engine::{Action, Audience};
use common::{cpu_time, timed};
use play::{Rules, ctx, locale, next, start};

/// How a timed game runs its commands.
#[derive(Clone, Copy, Debug, Default)]
struct How {
    /// Run each command on a new thread, with none of the renderer's per-thread state.
    fresh_threads: bool,
    /// Send the commands from Discord (the turn's image is the preview once the board
    /// outgrows it) rather than from a terminal (always the whole board).
    discord: bool,
    /// The rules the game is played by.
    rules: Rules,
}

/// What a game's label says of its rules.
fn rules_label(rules: Rules) -> String {
    let left_out: Vec<&str> = play::left_out().iter().map(|e| e.word()).collect();
    match rules {
        Rules::Base => String::new(),
        Rules::Every if left_out.is_empty() => " with every expansion".into(),
        Rules::Every => format!(" with every expansion but {}", left_out.join(", ")),
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// The `p` quantile (0..=1) of `samples`, in milliseconds.
fn percentile(samples: &mut [Duration], p: f64) -> f64 {
    samples.sort();
    let i = ((samples.len() as f64 - 1.0) * p).round() as usize;
    ms(samples[i])
}

/// Per-command figures of one game.
#[derive(Default)]
struct Sample {
    cpu: Vec<Duration>,
    wall: Vec<Duration>,
    /// The process's minor page faults during each command: fresh memory touched,
    /// whose cost the CPU time carries (the kernel's) and an instruction count does not.
    faults: Vec<u64>,
    /// The render of the public image before each command, timed apart (CPU; see
    /// `time_apart`).
    render: Vec<Duration>,
    /// Loading and replaying the game before each command, timed apart (CPU).
    load: Vec<Duration>,
    /// Each command's action, in notation.
    actions: Vec<String>,
    /// The tiles on the board before each command.
    board: Vec<usize>,
    /// The size of the last command's image.
    bytes: usize,
    tiles: usize,
    /// The board's tiles at the end by the box they come from (its id's prefix), and
    /// the expansions' own moves played by verb: what a game with every expansion
    /// covered.
    boxes: BTreeMap<&'static str, usize>,
    own_moves: BTreeMap<&'static str, usize>,
}

/// How many of a game's slowest commands `Sample::line` lists.
const SLOWEST: usize = 6;

impl Sample {
    /// The `SLOWEST` slowest commands by CPU, slowest first, each with its action and,
    /// where the game was also timed apart, the board's tiles before it and its state's
    /// render and load: which commands make the p99 (with about 200 commands a game, its
    /// third slowest).
    fn slowest(&self) -> String {
        let mut order: Vec<usize> = (0..self.cpu.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(self.cpu[i]));
        order
            .iter()
            .take(SLOWEST)
            .map(|&i| {
                // A game timed whole only (Discord's) has no render or load timed apart.
                let apart = match (self.render.get(i), self.load.get(i)) {
                    (Some(&render), Some(&load)) => {
                        format!(", render alone {:.2} ms, load + replay {:.3} ms", ms(render), ms(load))
                    }
                    _ => String::new(),
                };
                let on = self.board.get(i).map(|n| format!(" on {n} tiles")).unwrap_or_default();
                format!(
                    "\n  command {i} `{}`{on}: CPU {:.2} ms, {} page faults{apart}",
                    self.actions[i],
                    ms(self.cpu[i]),
                    self.faults[i],
                )
            })
            .collect()
    }

    fn line(mut self, label: &str) -> String {
        // The games with every expansion, whose p99 is a goal of its own.
        let slowest = if self.own_moves.is_empty() { String::new() } else { self.slowest() };
        // Told once, with the figures timed apart (the game's main line).
        let covered = if self.own_moves.is_empty() || self.render.is_empty() {
            String::new()
        } else {
            let list = |counts: &BTreeMap<_, usize>| {
                counts.iter().map(|(what, n)| format!("{what} {n}")).collect::<Vec<_>>().join(", ")
            };
            format!(
                "\n  tiles by box: {}\n  the expansions' own moves: {}",
                list(&self.boxes),
                list(&self.own_moves)
            )
        };
        let (cpu_total, render_total): (Duration, Duration) =
            (self.cpu.iter().sum(), self.render.iter().sum());
        let render = if self.render.is_empty() {
            String::new()
        } else {
            format!(
                "; render alone p50 {:.2} ms, p99 {:.2} ms, ≈ {:.0} % of command CPU; load + replay p50 {:.3} ms, p99 {:.3} ms",
                percentile(&mut self.render, 0.5),
                percentile(&mut self.render, 0.99),
                100.0 * render_total.as_secs_f64() / cpu_total.as_secs_f64().max(1e-9),
                percentile(&mut self.load, 0.5),
                percentile(&mut self.load, 0.99),
            )
        };
        format!(
            "{label} ({} tiles, {} commands): CPU p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; wall p50 {:.2} ms, p99 {:.2} ms{render}; last PNG {} KB",
            self.tiles,
            self.cpu.len(),
            percentile(&mut self.cpu, 0.5),
            percentile(&mut self.cpu, 0.99),
            percentile(&mut self.cpu, 1.0),
            percentile(&mut self.wall, 0.5),
            percentile(&mut self.wall, 0.99),
            self.bytes / 1024
        ) + &covered
            + &slowest
    }
}

/// The process's minor page faults so far (`/proc/self/stat`'s tenth field; 0 where
/// there is no such file).
fn minor_faults() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command's name, which ends with the last `)`: the state is
    // the third field, the minor faults the tenth.
    let after = stat.rfind(')').map_or("", |end| &stat[end + 1..]);
    after.split_whitespace().nth(7).and_then(|n| n.parse().ok()).unwrap_or(0)
}

/// Plays a whole game of `tiles` tiles in `channel`, timing each command, run `how`.
fn play_timed(service: &mut Service, channel: &str, tiles: usize, seed: u64, how: How) -> Sample {
    start(service, channel, tiles, seed, how.rules);
    let mut rng = GameRng::from_seed(seed);
    let mut sample = Sample::default();
    while let Some((who, action)) = next(service, channel, &mut rng) {
        let ctx = Context {
            front: if how.discord { Front::Discord } else { Front::Terminal },
            ..ctx(channel, &who)
        };
        sample.actions.push(action.to_string());
        if let Action::Expansion(own) = action {
            *sample.own_moves.entry(own.verb()).or_default() += 1;
        }
        let mut command = || timed(|| service.handle(&ctx, Command::Play(action)));
        let faults = minor_faults();
        let (cpu, wall, reply) = if how.fresh_threads {
            std::thread::scope(|s| s.spawn(command).join().expect("the command's thread"))
        } else {
            command()
        };
        sample.faults.push(minor_faults() - faults);
        assert!(!reply.refused, "{:?}", reply.private);
        sample.cpu.push(cpu);
        sample.wall.push(wall);
        sample.bytes = reply.image.map_or(0, |png| png.len());
    }
    let table = service.table(&ctx(channel, "A")).unwrap();
    let tiles = table.game.as_ref().unwrap().board().tiles();
    sample.tiles = tiles.len();
    for tile in tiles {
        let prefix = tile.kind.id().split('/').next().unwrap_or_default();
        *sample.boxes.entry(prefix).or_default() += 1;
    }
    sample
}

/// Plays the game `play_timed` played again in `channel` (the same stack and moves),
/// untimed, and times at each state the parts of a command the sample gives apart:
/// loading and replaying the game, and rendering its public image alone. A pass of its
/// own, so that neither the command nor the render runs right after the other has
/// filled the caches with its own memory. Each state's image is the one the command
/// before drew, so the encoder copies every row of it (`render::encode`): the render
/// alone is a floor, not a command's drawing.
fn time_apart(
    service: &mut Service,
    channel: &str,
    tiles: usize,
    seed: u64,
    rules: Rules,
    sample: &mut Sample,
) {
    start(service, channel, tiles, seed, rules);
    let mut rng = GameRng::from_seed(seed);
    while let Some((who, action)) = next(service, channel, &mut rng) {
        let (load, _, table) = timed(|| service.table(&ctx(channel, "A")).unwrap());
        sample.load.push(load);
        sample.board.push(table.game.as_ref().unwrap().board().tiles().len());
        let names = table.names();
        let scene = render::Scene {
            view: table.game.as_ref().unwrap().view(Audience::Public),
            names: &names,
            recent: &[],
            words: render::Words::Commands,
            lang: Lang::of_discord(&locale()),
            figures: None,
        };
        let (cpu, _, _) = timed(|| render::png(&scene));
        sample.render.push(cpu);
        assert!(!service.handle(&ctx(channel, &who), Command::Play(action)).refused);
    }
}

/// The first game of this process, with the tile art painted and the languages' files
/// parsed ahead first when `warm` (as a bot does as it starts); run by `latency` in a
/// process of its own.
fn first_game(dir: &std::path::Path, warm: bool) {
    let painted = if warm {
        let (cpu, wall, ()) = timed(|| {
            carcassonne_bot::locale::warm_up();
            render::warm_up();
        });
        format!(", tile art and languages ready first ({:.0} ms CPU, {:.0} ms wall)", ms(cpu), ms(wall))
    } else {
        String::new()
    };
    let mut service = Service::new(Store::open(&dir.join("first.db")).unwrap());
    let sample = play_timed(&mut service, "first", 100, 5, How::default());
    println!("{}", sample.line(&format!("first game of a fresh process{painted}")));
}

/// The arguments that make this bench play only `first_game`, without and with the
/// warm-up.
const FIRST_GAME: [&str; 2] = ["first-game", "first-game-warm"];

fn latency(dir: &std::path::Path) {
    for arg in FIRST_GAME {
        print!("{}", child(arg));
    }
    let mut service = Service::new(Store::open(&dir.join("latency.db")).unwrap());
    let plain = How::default();
    // Games that grow through every tile size a 150-tile board reaches.
    for seed in 6..9 {
        play_timed(&mut service, &format!("warm{seed}"), 150, seed, plain);
    }
    for (tiles, seed) in [(60, 11), (100, 12), (150, 13)] {
        let mut sample = play_timed(&mut service, &format!("game{tiles}"), tiles, seed, plain);
        time_apart(&mut service, &format!("apart{tiles}"), tiles, seed, Rules::Base, &mut sample);
        println!("{}", sample.line(&format!("warm process, {tiles}-tile game")));
    }
    let how = How { fresh_threads: true, ..plain };
    let sample = play_timed(&mut service, "threads", 100, 12, how);
    println!("{}", sample.line("warm process, each command on a new thread, 100-tile game"));
    let how = How { discord: true, ..plain };
    let sample = play_timed(&mut service, "discord", 100, 12, how);
    println!("{}", sample.line("warm process, from Discord (the turn's preview), 100-tile game"));
}

/// The 100-tile game with every expansion in a process warmed by a game of its own,
/// with the tile art painted ahead as a bot does as it starts (`render::warm_up`), from
/// a terminal and from Discord; when not `ahead`, from a terminal only, with the art
/// painted as images first need it, as the terminal driver does (run by `every` in a
/// process of its own: a stack from every set holds far more kinds than a game or two
/// paint at every size).
fn every_expansion(dir: &std::path::Path, ahead: bool) {
    let service = &mut Service::new(Store::open(&dir.join("every.db")).unwrap());
    let rules = Rules::Every;
    let how = How { rules, ..How::default() };
    let label = |what: &str| format!("warm process, {what}, 100-tile game{}", rules_label(rules));
    play_timed(service, "every-warm", 150, 6, how);
    if !ahead {
        let sample = play_timed(service, "every", 100, 12, how);
        return println!("{}", sample.line(&label("tile art painted as first needed")));
    }
    let (cpu, _, ()) = timed(render::warm_up);
    let mut sample = play_timed(service, "every", 100, 12, how);
    time_apart(service, "every-apart", 100, 12, rules, &mut sample);
    println!("{}", sample.line(&label(&format!("tile art painted ahead ({:.0} ms CPU)", ms(cpu)))));
    let sample = play_timed(service, "every-discord", 100, 12, How { discord: true, ..how });
    println!("{}", sample.line(&label("from Discord (the turn's preview)")));
}

/// The argument that makes this bench play only `every_expansion` without painting ahead.
const EVERY_LAZY: &str = "every-lazy";

/// The games with every expansion: without painting ahead in a child process, then
/// with it here.
fn every(dir: &std::path::Path) {
    print!("{}", child(EVERY_LAZY));
    every_expansion(dir, true);
}

/// What this bench prints when run with `arg` in a process of its own.
fn child(arg: &str) -> String {
    let exe = std::env::current_exe().expect("this bench's path");
    let child = std::process::Command::new(exe).args(["--bench", arg]).output().expect("a child bench");
    assert!(child.status.success(), "{}", String::from_utf8_lossy(&child.stderr));
    String::from_utf8_lossy(&child.stdout).into_owned()
}

fn throughput(dir: &std::path::Path) {
    let mut service = Service::new(Store::open(&dir.join("many.db")).unwrap());
    let (games, played) = (200, 60);
    let mut rng = GameRng::from_seed(9);
    for g in 0..games {
        let channel = format!("c{g}");
        start(&mut service, &channel, 100, g as u64, Rules::Base);
        for _ in 0..played {
            let (who, action) = next(&mut service, &channel, &mut rng).expect("a game of 100 tiles goes on");
            assert!(!service.handle(&ctx(&channel, &who), Command::Play(action)).refused);
        }
    }
    let (cpu, begin) = (cpu_time(), Instant::now());
    let mut commands = 0;
    while begin.elapsed() < Duration::from_secs(5) {
        let channel = format!("c{}", rng.below(games));
        if let Some((who, action)) = next(&mut service, &channel, &mut rng) {
            assert!(!service.handle(&ctx(&channel, &who), Command::Play(action)).refused);
            commands += 1;
        }
    }
    let (secs, cpu) = (begin.elapsed().as_secs_f64(), (cpu_time() - cpu).as_secs_f64());
    println!(
        "{games} active games in one file, each {played} commands in: {:.0} commands/s on one thread, {:.0} per CPU-second (each: load, apply, durable commit, render)",
        commands as f64 / secs,
        commands as f64 / cpu.max(1e-9)
    );
}

/// `/place` autocomplete for the player to act, over whole games of 70 and 150 tiles:
/// the whole answer (load, replay, previews of every placement, ranking) and the
/// previews alone, from the 40th tile on, where boards are big and placements many.
fn autocomplete(dir: &std::path::Path) {
    let mut service = Service::new(Store::open(&dir.join("suggest.db")).unwrap());
    for (tiles, seed) in [(70, 21), (150, 22)] {
        let channel = format!("suggest{tiles}");
        start(&mut service, &channel, tiles, seed, Rules::Base);
        let mut rng = GameRng::from_seed(seed);
        let (mut answers, mut previews, mut most) = (Vec::new(), Vec::new(), 0);
        while let Some((who, action)) = next(&mut service, &channel, &mut rng) {
            let table = service.table(&ctx(&channel, "A")).unwrap();
            let game = table.game.as_ref().unwrap();
            if matches!(action, Action::Place(_)) && game.board().tiles().len() >= 40 {
                let (cpu, _, found) =
                    timed(|| service.suggest(&ctx(&channel, &who), Suggest::Placements, ""));
                assert!(!found.is_empty());
                answers.push(cpu);
                let (cpu, _, all) = timed(|| game.view(Audience::Public).previews());
                previews.push(cpu);
                most = most.max(all.len());
            }
            assert!(!service.handle(&ctx(&channel, &who), Command::Play(action)).refused);
        }
        println!(
            "/place autocomplete, {tiles}-tile game, {} turns from the 40th tile (up to {most} placements): answer CPU p50 {:.2} ms, p99 {:.2} ms; previews alone p50 {:.3} ms, p99 {:.3} ms",
            answers.len(),
            percentile(&mut answers, 0.5),
            percentile(&mut answers, 0.99),
            percentile(&mut previews, 0.5),
            percentile(&mut previews, 0.99),
        );
    }
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = FIRST_GAME.iter().position(|arg| args.contains(&arg.to_string())) {
        return first_game(dir.path(), i == 1);
    }
    if args.iter().any(|a| a == EVERY_LAZY) {
        return every_expansion(dir.path(), false);
    }
    // `cargo bench --bench service -- every` plays the games with every expansion alone.
    if args.iter().any(|a| a == "every") {
        return every(dir.path());
    }
    autocomplete(dir.path());
    // `cargo bench --bench service -- autocomplete` stops here.
    if args.iter().any(|a| a == "autocomplete") {
        return;
    }
    latency(dir.path());
    every(dir.path());
    throughput(dir.path());
}
