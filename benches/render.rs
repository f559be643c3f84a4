//! Renderer speed and size figures (printed, never asserted): render + encode of a
//! 72-tile base game board, of a 110-tile board with figures, of a Bridges, Castles &
//! Bazaars game with bridges and castles and of a Monuments board with all four
//! monuments, minimum, median and p99 over 50 runs in the thread's CPU time (see
//! `common`), with the PNG size; then the timelapse of a 72-tile base game and of a
//! ~150-tile six-player game with every expansion: drawing and encoding every frame,
//! minimum and median over 5 runs, with the GIF's size and how long it plays.
//!
//! Run with `cargo bench --bench render`; set `RENDER_BENCH_DIR=/tmp` to also write the
//! images and GIFs for a look.

mod common;
// The games the timelapse tests draw, shared with them.
#[path = "../tests/support/timelapse.rs"]
#[allow(dead_code, reason = "the bench draws part of the tests' games")]
mod timelapse_common;

use carcassonne_bot::locale::Lang;
use carcassonne_bot::render::{Scene, Timelapse, Words, png};
use carcassonne_engine::GameRng;
use carcassonne_engine::rules::monuments::Monument;
use carcassonne_engine::{Action, Audience, Event, Expansion, Expansions, Game, Phase, Setup, TileKind};
use common::timed;

/// Plays random legal actions until `stop` tiles lie on the board or the game ends;
/// returns the game and the events of the last action.
fn random_game(setup: Setup, stop: usize) -> (Game, Vec<Event>) {
    let seed = setup.seed;
    let (mut game, mut events) = Game::new(setup).expect("valid setup");
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    while let Some(pending) = game.pending() {
        if game.board().tiles().len() >= stop && matches!(pending.phase, Phase::PlaceTile(_)) {
            break;
        }
        let seat = pending.seats.iter().next().expect("someone acts");
        let actions = game.legal_actions(seat);
        let action: Action = actions[rng.below(actions.len())];
        events = game.apply(seat, action).expect("legal action");
    }
    (game, events)
}

/// 109 base tiles to draw (the start tile makes 110): drawn with replacement from the
/// base game's box, so kinds repeat in their usual proportions.
fn long_stack() -> Vec<TileKind> {
    let in_box: Vec<TileKind> = TileKind::all()
        .filter(|k| k.id().starts_with("BA/"))
        .flat_map(|k| std::iter::repeat_n(k, k.def().count as usize))
        .collect();
    let mut rng = GameRng::from_seed(11);
    (0..109).map(|_| in_box[rng.below(in_box.len())]).collect()
}

/// 70 tiles to draw: the base tiles of `long_stack` with the four monuments' tokens
/// spread among the first forty, so all four stand on a 70-tile board.
fn monuments_stack() -> Vec<TileKind> {
    let mut stack: Vec<TileKind> = long_stack().into_iter().take(66).collect();
    for (m, at) in Monument::ALL.into_iter().zip([4, 12, 22, 34]) {
        stack.insert(at, m.token());
    }
    stack
}

fn measure(label: &str, game: &Game, recent: &[Event]) {
    let names: Vec<String> = ["Alice", "Bob", "Carol", "Dan"].iter().map(|s| s.to_string()).collect();
    let scene = Scene {
        view: game.view(Audience::Public),
        names: &names[..game.players().len()],
        recent,
        words: Words::Commands,
        lang: Lang::En,
        figures: None,
    };
    let bytes = png(&scene); // warm the caches
    if let Ok(dir) = std::env::var("RENDER_BENCH_DIR") {
        let path = format!("{dir}/bench-{}.png", label.replace(' ', "-"));
        std::fs::write(&path, &bytes).expect("write image");
    }
    let mut times: Vec<f64> = (0..50)
        .map(|_| {
            let (cpu, _, out) = timed(|| png(&scene));
            assert_eq!(out, bytes, "same state, same bytes");
            cpu.as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let p99 = times[(times.len() * 99 / 100).min(times.len() - 1)];
    println!(
        "{label}: {} tiles, {} figures, min {:.2} ms, median {:.2} ms, p99 {:.2} ms, {} KB",
        game.board().tiles().len(),
        game.figures().len(),
        times[0],
        times[times.len() / 2],
        p99,
        bytes.len() / 1024
    );
}

/// The timelapse of `frames` drawn and encoded: CPU time and bytes.
fn measure_timelapse(label: &str, frames: &[(Game, Vec<Event>)]) {
    let names: Vec<String> =
        ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"].iter().map(|s| s.to_string()).collect();
    let names = &names[..frames[0].0.players().len()];
    fn scene<'a>((game, recent): &'a (Game, Vec<Event>), names: &'a [String]) -> Scene<'a> {
        Scene {
            view: game.view(Audience::Public),
            names,
            recent,
            words: Words::Commands,
            lang: Lang::En,
            figures: None,
        }
    }
    let last = frames.last().expect("the end");
    let encode = || {
        let mut timelapse = Timelapse::new(&scene(last, names), frames.len());
        for frame in frames {
            timelapse.frame(&scene(frame, names));
        }
        timelapse.finish(&scene(last, names))
    };
    let bytes = encode(); // warm the caches
    if let Ok(dir) = std::env::var("RENDER_BENCH_DIR") {
        let path = format!("{dir}/bench-{}.gif", label.replace(' ', "-"));
        std::fs::write(&path, &bytes).expect("write GIF");
    }
    let mut times: Vec<f64> = (0..5)
        .map(|_| {
            let (cpu, _, out) = timed(encode);
            assert!(out == bytes, "same scenes, same bytes");
            cpu.as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let layout = scene(last, names).layout();
    println!(
        "{label}: {} frames of {}×{} px, min {:.0} ms, median {:.0} ms ({:.1} ms a frame), {} KB, plays {:.1} s",
        frames.len() + 1,
        layout.width,
        layout.height,
        times[0],
        times[times.len() / 2],
        times[times.len() / 2] / (frames.len() + 1) as f64,
        bytes.len() / 1024,
        play_time(&bytes),
    );
}

/// How long a GIF plays once, in seconds: the sum of its frames' delays.
fn play_time(bytes: &[u8]) -> f64 {
    let mut decoder = gif::DecodeOptions::new().read_info(bytes).expect("a GIF");
    let mut hundredths = 0u64;
    while let Some(frame) = decoder.next_frame_info().expect("a frame") {
        hundredths += u64::from(frame.delay);
    }
    hundredths as f64 / 100.0
}

fn main() {
    let (game, events) = random_game(Setup::new(4, 5), usize::MAX);
    measure("72 tiles final", &game, &events);
    let (game, events) = random_game(Setup::new(4, 5), 60);
    measure("72-tile game in play", &game, &events);
    let setup = Setup { tiles: Some(long_stack()), ..Setup::new(4, 9) };
    let (game, events) = random_game(setup.clone(), 108);
    measure("110 tiles in play", &game, &events);
    let (game, events) = random_game(setup, usize::MAX);
    measure("110 tiles final", &game, &events);
    let expansions = Expansions::default().with(Expansion::BridgesCastlesBazaars);
    let (game, events) = random_game(Setup { expansions, ..Setup::new(4, 5) }, 70);
    if let Some(bcb) = game.view(Audience::Public).bridges_castles_bazaars() {
        println!("BCB board: {} bridges, {} castles", bcb.bridges().len(), bcb.castles().len());
    }
    measure("BCB game in play", &game, &events);
    let expansions = Expansions::default().with(Expansion::Monuments);
    let setup = Setup { tiles: Some(monuments_stack()), expansions, ..Setup::new(4, 5) };
    let (game, events) = random_game(setup, 70);
    if let Some(m) = game.view(Audience::Public).monuments() {
        let cubes: u32 = m
            .placed()
            .iter()
            .flat_map(|p| p.objectives)
            .map(|o| o.cubes.iter().map(|&c| u32::from(c)).sum::<u32>())
            .sum();
        let done = m.placed().iter().map(|p| p.objectives_completed()).sum::<u32>();
        println!(
            "Monuments board: {} monuments, {cubes} cubes waiting, {done} objectives completed",
            m.placed().len()
        );
    }
    measure("Monuments game in play", &game, &events);
    measure_timelapse("72-tile timelapse", &timelapse_common::frames(Setup::new(4, 5)));
    measure_timelapse(
        "~150-tile six-player every-expansion timelapse",
        &timelapse_common::frames(timelapse_common::every_expansion(149, 11)),
    );
}
