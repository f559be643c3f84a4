//! Service speed figures (printed, never asserted): command latency on a 100-tile game
//! (load, apply, save, render) and commands per second with 1,000 active games in one
//! database file.
//!
//! Run with `cargo bench --bench service`.

use std::time::{Duration, Instant};

use carcassonne_bot::render;
use carcassonne_bot::service::{Command, Context, Front, NewGame, Service, User};
use carcassonne_bot::store::Store;
use carcassonne_engine::rng::GameRng;
use carcassonne_engine::{Action, Audience, TileKind, TileSet};

fn ctx(channel: &str, name: &str) -> Context {
    Context {
        guild: "bench".into(),
        channel: channel.into(),
        user: User { id: name.into(), name: name.into() },
        can_manage: false,
        locale: "en-US".into(),
        front: Front::Terminal,
        now: 0,
    }
}

/// Opens a two-player game in `channel` with a fixed stack of `tiles` tiles.
fn start(service: &mut Service, channel: &str, tiles: usize, seed: u64) {
    let mut rng = GameRng::from_seed(seed);
    let kinds: Vec<TileKind> = TileKind::of_set(TileSet::Base).collect();
    let stack = (0..tiles).map(|_| kinds[rng.below(kinds.len())]).collect();
    let new = NewGame { seed: Some(seed), tiles: Some(stack), ..NewGame::default() };
    assert!(!service.handle(&ctx(channel, "A"), Command::New(new)).refused);
    assert!(!service.handle(&ctx(channel, "B"), Command::Join).refused);
    assert!(!service.handle(&ctx(channel, "A"), Command::Start { keep_order: true }).refused);
}

/// The next random legal command of `channel`'s game, with who sends it.
fn next(service: &mut Service, channel: &str, rng: &mut GameRng) -> Option<(String, Action)> {
    let table = service.table(&ctx(channel, "A")).ok()?;
    let game = table.game.as_ref().filter(|g| !g.is_over())?;
    let seat = game.pending()?.seats.iter().next()?;
    let actions = game.legal_actions(seat);
    Some((table.names()[seat.index()].clone(), actions[rng.below(actions.len())]))
}

fn percentile(samples: &mut [Duration], p: f64) -> f64 {
    samples.sort();
    let i = ((samples.len() as f64 - 1.0) * p).round() as usize;
    samples[i].as_secs_f64() * 1e3
}

/// Plays a whole game and returns each command's time: the first games in a process pay
/// for painting the tile art at each size their boards grow through.
fn play_timed(service: &mut Service, channel: &str, seed: u64) -> Vec<Duration> {
    start(service, channel, 100, seed);
    let mut rng = GameRng::from_seed(seed);
    let mut times = Vec::new();
    while let Some((who, action)) = next(service, channel, &mut rng) {
        let t = Instant::now();
        assert!(!service.handle(&ctx(channel, &who), Command::Play(action)).refused);
        times.push(t.elapsed());
    }
    times
}

fn latency(dir: &std::path::Path) {
    let mut service = Service::new(Store::open(&dir.join("latency.db")).unwrap());
    let mut cold = play_timed(&mut service, "cold", 5);
    println!(
        "first 100-tile game of a fresh process ({} commands, tile art painted on the way): p50 {:.2} ms, p99 {:.2} ms",
        cold.len(),
        percentile(&mut cold, 0.5),
        percentile(&mut cold, 0.99)
    );
    for seed in 6..9 {
        play_timed(&mut service, &format!("warm{seed}"), seed);
    }
    start(&mut service, "c", 100, 11);
    let mut rng = GameRng::from_seed(3);
    let (mut handle, mut load, mut draw) = (Vec::new(), Vec::new(), Vec::new());
    let mut bytes = 0;
    while let Some((who, action)) = next(&mut service, "c", &mut rng) {
        let t = Instant::now();
        let table = service.table(&ctx("c", "A")).unwrap();
        load.push(t.elapsed());
        let t = Instant::now();
        let png = render::png(&render::Scene {
            view: table.game.as_ref().unwrap().view(Audience::Public),
            names: &table.names(),
            recent: &[],
        });
        draw.push(t.elapsed());
        bytes = png.len();
        let t = Instant::now();
        let reply = service.handle(&ctx("c", &who), Command::Play(action));
        handle.push(t.elapsed());
        assert!(!reply.refused, "{:?}", reply.private);
    }
    let tiles = service.table(&ctx("c", "A")).unwrap().game.unwrap().board().tiles().len();
    println!(
        "warm process, command latency over a {tiles}-tile game ({} commands): p50 {:.2} ms, p99 {:.2} ms (load+replay p50 {:.3} ms p99 {:.3} ms; render p50 {:.2} ms p99 {:.2} ms; last PNG {} KB)",
        handle.len(),
        percentile(&mut handle, 0.5),
        percentile(&mut handle, 0.99),
        percentile(&mut load, 0.5),
        percentile(&mut load, 0.99),
        percentile(&mut draw, 0.5),
        percentile(&mut draw, 0.99),
        bytes / 1024
    );
}

fn throughput(dir: &std::path::Path) {
    let mut service = Service::new(Store::open(&dir.join("many.db")).unwrap());
    let games = 1_000;
    for g in 0..games {
        start(&mut service, &format!("c{g}"), 71, g as u64);
    }
    let mut rng = GameRng::from_seed(9);
    let begin = Instant::now();
    let mut commands = 0;
    while begin.elapsed() < Duration::from_secs(5) {
        let channel = format!("c{}", rng.below(games));
        if let Some((who, action)) = next(&mut service, &channel, &mut rng) {
            assert!(!service.handle(&ctx(&channel, &who), Command::Play(action)).refused);
            commands += 1;
        }
    }
    let secs = begin.elapsed().as_secs_f64();
    println!(
        "{games} active games in one file: {:.0} commands/s on one thread (each: load, apply, durable commit, render)",
        commands as f64 / secs
    );
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    latency(dir.path());
    throughput(dir.path());
}
