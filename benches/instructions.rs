//! Instructions executed by the bot's commands, counted by callgrind and printed beside
//! the baseline in `benches/instructions.baseline` (the engine's workloads have their
//! own: `cargo bench -p carcassonne-engine --bench instructions`). The 100-tile game
//! of the `service` bench (seed 12, two players, terminal), in a process warmed by
//! another game: every command whole (load, replay, apply, durable commit, draw), then
//! its parts apart — loading and replaying the game, and drawing the public image — the
//! same game's moves made from the board page (`Service::web_act`, the move and its
//! answer, without the HTTP exchange), and the 100-tile game with every expansion, its
//! tile art painted as first needed and painted ahead (as the bot paints it), from a
//! terminal and from Discord (the turn's preview and its buttons).
//!
//! The whole commands are also counted one by one: each workload's median, 99th
//! percentile and largest command, the speed goals' p50 and p99 in instructions.
//!
//! Run with `cargo bench --bench instructions` (needs valgrind; words after `--` pick
//! workloads by name; `-- --write-baseline` records the counts).

#[path = "../crates/engine/benches/callgrind/mod.rs"]
mod callgrind;
mod play;

use std::path::Path;

use callgrind::{Workload, measured, measured_each};
use carcassonne_bot::locale::Lang;
use carcassonne_bot::render;
use carcassonne_bot::service::{Command, Context, Front, Link, Seat, Service};
use carcassonne_bot::store::Store;
use carcassonne_engine::Audience;
use carcassonne_engine::GameRng;
use play::{Rules, ctx, next, start};

/// The part of each command a workload counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    /// The whole command.
    Command,
    /// Loading and replaying the game, before each command.
    Load,
    /// Drawing the game's public image (and its PNG), before each command.
    Draw,
    /// Each move made from the board page instead of a command: `Service::web_act`.
    Page,
}

/// Plays the 100-tile game of `rules` (seed 12) after a warming game, counting `part`
/// of each command.
fn game(rules: Rules, part: Part) {
    played(rules, part, false, Front::Terminal);
}

/// [`game`], the tile art painted ahead first (`render::warm_up`, uncounted) when
/// `painted_ahead`, as the bot paints it as it starts: what a command costs the bot,
/// without the painting a process pays the first time it shows a kind at a size. Its
/// commands come from `front`: a terminal's turn shows the whole board, Discord's the
/// turn's preview with the pending step's buttons.
fn played(rules: Rules, part: Part, painted_ahead: bool, front: Front) {
    if painted_ahead {
        render::warm_up();
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut service = Service::new(Store::open(&dir.path().join("bench.db")).expect("a new database"));
    for (channel, seed) in [("warm", 6), ("game", 12)] {
        start(&mut service, channel, 100, seed, rules);
        let mut rng = GameRng::from_seed(seed);
        while let Some((who, action)) = next(&mut service, channel, &mut rng) {
            let counted = |wanted| channel == "game" && part == wanted;
            if counted(Part::Load) {
                measured(|| service.table(&ctx(channel, "A")).expect("the game loads"));
            }
            if counted(Part::Draw) {
                let table = service.table(&ctx(channel, "A")).expect("the game loads");
                let names = table.names();
                let scene = render::Scene {
                    view: table.game.as_ref().expect("a game").view(Audience::Public),
                    names: &names,
                    recent: &[],
                    words: render::Words::Commands,
                    lang: Lang::of_discord(&play::locale()),
                    figures: None,
                };
                measured(|| render::png(&scene));
            }
            if counted(Part::Page) {
                let table = service.table(&ctx(channel, "A")).expect("the game loads");
                let seat = table.names().iter().position(|n| *n == who).expect("a seat");
                let link = Link {
                    game: table.row.id.0,
                    seat: Some(Seat(u8::try_from(seat).expect("a seat"))),
                    expires: i64::MAX,
                    lang: table.lang(),
                };
                let (revision, action) = (table.row.revision, action.to_string());
                let answer = measured(|| service.web_act(&link, revision, &action, 0));
                assert!(answer.is_ok(), "{action}: {answer:?}");
                continue;
            }
            let asking = Context { front, ..ctx(channel, &who) };
            let mut command = || service.handle(&asking, Command::Play(action));
            let reply = if counted(Part::Command) { measured_each(command) } else { command() };
            assert!(!reply.refused, "{:?}", reply.private);
        }
    }
}

const WORKLOADS: &[Workload] = &[
    Workload {
        name: "command-base",
        what: "every command of a 100-tile base game (load, replay, apply, commit, draw)",
        run: || game(Rules::Base, Part::Command),
    },
    Workload {
        name: "command-base-load",
        what: "the same game's load and replay before each command",
        run: || game(Rules::Base, Part::Load),
    },
    Workload {
        name: "command-base-draw",
        what: "the same game's public image drawn and encoded before each command (the image the command before drew: its rows copied)",
        run: || game(Rules::Base, Part::Draw),
    },
    Workload {
        name: "page-move-base",
        what: "the same game's moves made from the board page (Service::web_act: the move and its answer)",
        run: || game(Rules::Base, Part::Page),
    },
    Workload {
        name: "command-every",
        what: "every command of a 100-tile game with every expansion (tile art painted as first needed)",
        run: || game(Rules::Every, Part::Command),
    },
    Workload {
        name: "command-every-ahead",
        what: "the same with the tile art painted ahead, as the bot paints it",
        run: || played(Rules::Every, Part::Command, true, Front::Terminal),
    },
    Workload {
        name: "command-every-discord",
        what: "the same from Discord (the turn's preview and its buttons)",
        run: || played(Rules::Every, Part::Command, true, Front::Discord),
    },
];

fn main() {
    callgrind::main(WORKLOADS, &Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/instructions.baseline"));
}
