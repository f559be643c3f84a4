//! Memory over a long run of the real bot binary through the fake Discord (printed, never
//! asserted): game after game of bots in one channel, each played to its end as people
//! leave it to bots (Alice opens it with a bot, starts it and hands her own seat to a
//! bot), its final message's **Watch the game** clicked, then the bot process's
//! resident memory read from `/proc` once it has settled. A bot that keeps something
//! of every finished game grows game after game; one that does not stays flat after the
//! first games (tile art painted, caches filled).
//!
//! `cargo bench --bench longrun -- [--games 60] [--warmup 10] [--no-watch]
//! [--arenas N] [--env NAME=VALUE]…`: `--warmup` games are played before the growth is
//! summed, `--no-watch` leaves the Watch button alone (the timelapse is still made
//! ahead, as the bot does for every finished game), `--arenas` runs the bot with
//! `MALLOC_ARENA_MAX=N`, `--env` sets any other variable of the bot's (glibc's
//! `MALLOC_MMAP_THRESHOLD_`, say), to see where memory goes. `--heap` runs the bot under
//! heaptrack's preload library (Debian's `heaptrack`) and prints, beside each resident
//! reading, the heap the bot's live allocations held at that moment: what it keeps,
//! as opposed to what the allocator keeps for it.

#[path = "../tests/support/patience.rs"]
mod patience;

#[path = "../tests/support/fake_discord/mod.rs"]
#[allow(dead_code, reason = "the bench drives part of the tests' fake Discord")]
mod fake_discord;

#[path = "../tests/support/backends.rs"]
#[allow(
    dead_code,
    unused_macros,
    unused_imports,
    reason = "the fake Discord's bot may run on a test database"
)]
mod backends;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use fake_discord::bot::{self, Bot};
use fake_discord::server::Recorded;
use fake_discord::{Answer, Fake, Person, Where};
use serde_json::json;

/// What to run, from the command line.
#[derive(Clone, Debug)]
struct Settings {
    games: usize,
    warmup: usize,
    watch: bool,
    arenas: Option<String>,
    /// More of the bot's environment, as `NAME=VALUE`.
    env: Vec<(String, String)>,
    /// Whether the bot's live heap is recorded by heaptrack.
    heap: bool,
}

impl Settings {
    /// The settings from `args` (flags as the module says; others, as cargo adds, are
    /// passed over).
    fn parse(args: &[String]) -> Settings {
        let mut s =
            Settings { games: 60, warmup: 10, watch: true, arenas: None, env: Vec::new(), heap: false };
        let mut args = args.iter();
        while let Some(flag) = args.next() {
            let mut value = || args.next().cloned().unwrap_or_else(|| panic!("{flag} wants a number"));
            match flag.as_str() {
                "--games" => s.games = value().parse().expect("--games N"),
                "--warmup" => s.warmup = value().parse().expect("--warmup N"),
                "--arenas" => s.arenas = Some(value()),
                "--env" => {
                    let pair = value();
                    let (name, value) = pair.split_once('=').expect("--env NAME=VALUE");
                    s.env.push((name.to_string(), value.to_string()));
                }
                "--no-watch" => s.watch = false,
                "--heap" => s.heap = true,
                _ => {}
            }
        }
        assert!(s.games > s.warmup, "more games than warm-up games");
        s
    }
}

const ALICE: Person = Person { id: 111_111_111_111_111_111, name: "Alice" };
const BEN: Person = Person { id: 222_222_222_222_222_222, name: "Ben" };

/// How long the bot gets to settle after a game (its timelapse made, answers sent)
/// before its memory is read.
const SETTLE: Duration = Duration::from_millis(1_500);

/// The bot process's resident memory now, in KiB.
fn rss_kb(pid: u32) -> u64 {
    status_kb(pid, "VmRSS:")
}

/// One of the bot process's memory figures in `/proc/PID/status` (`VmRSS:`, `RssAnon:`),
/// in KiB: the anonymous part is the heap's (what the allocator holds), the rest the
/// binary's and libraries' pages.
fn status_kb(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let line = status.lines().find_map(|l| l.strip_prefix(field)).unwrap_or_default();
    line.trim().trim_end_matches("kB").trim().parse().unwrap_or(0)
}

fn mib(kb: u64) -> f64 {
    kb as f64 / 1024.0
}

/// The channel's messages telling the end of a game, in order.
fn final_messages(requests: &[Recorded]) -> Vec<Recorded> {
    let path = format!("/channels/{}/messages", fake_discord::CHANNEL_ID);
    let said = |r: &&Recorded| r.json["content"].as_str().is_some_and(|c| c.contains("The game is over:"));
    requests.iter().filter(|r| r.method == "POST" && r.path == path).filter(said).cloned().collect()
}

/// Plays game number `n` (from 0) to its end: the final message.
async fn play(fake: &Fake, n: usize) -> Recorded {
    let bot_easy = json!([{ "name": "bot", "type": 3, "value": "easy" }]);
    let steps = [
        ("new", json!([])),
        ("join", bot_easy),
        ("start", json!([{ "name": "keep_order", "type": 5, "value": true }])),
        (
            "bot",
            json!([
                { "name": "player", "type": 3, "value": "Alice" },
                { "name": "level", "type": 3, "value": "easy" },
            ]),
        ),
    ];
    for (command, options) in steps {
        let answer = fake.command(&ALICE, command, options).await;
        assert!(!answer.ephemeral(), "/{command} refused in game {n}: {}", answer.content());
    }
    fake.wait("the end of the game", |inner| final_messages(&inner.requests).into_iter().nth(n)).await
}

/// Ben clicks **Watch the game** on `last`, the final message, and waits for the
/// animation.
async fn watch(fake: &Fake, last: &Recorded) {
    let shown = Answer {
        kind: 0,
        id: last.message.expect("the final message's id"),
        updated: false,
        token: String::new(),
        message: last.json.clone(),
        flags: 0,
        files: Vec::new(),
        at: Where::HOME,
        asked: last.at,
        acknowledged: last.at,
        answered: last.at,
    };
    let button = shown.buttons().into_iter().find(|b| b.starts_with("carc2:watch:")).expect("Watch the game");
    let watched = fake.click(&BEN, &button, &shown).await;
    let watched = if watched.files.is_empty() { fake.followup(&watched.token).await } else { watched };
    assert!(
        watched.files.iter().any(|(name, _)| name == "timelapse.gif"),
        "the animation: {}",
        watched.content()
    );
}

/// Prints how the memory after the warm-up games moved: the least-squares slope per
/// game (one game's reading is noisy: a timelapse's buffers come and go), and the
/// median and highest reading of the first and the second half.
fn summarise(rss: &[f64], warmup: usize) {
    let n = rss.len() as f64;
    let (mx, my) = ((n - 1.0) / 2.0, rss.iter().sum::<f64>() / n);
    let (mut num, mut den) = (0.0, 0.0);
    for (x, y) in rss.iter().enumerate() {
        num += (x as f64 - mx) * (y - my);
        den += (x as f64 - mx).powi(2);
    }
    let slope = if den > 0.0 { num / den } else { 0.0 };
    let half = |part: &[f64]| {
        let mut sorted = part.to_vec();
        sorted.sort_by(f64::total_cmp);
        (sorted.get(sorted.len() / 2).copied().unwrap_or(0.0), sorted.last().copied().unwrap_or(0.0))
    };
    let (first, second) = rss.split_at(rss.len() / 2);
    let ((m1, h1), (m2, h2)) = (half(first), half(second));
    println!(
        "after {warmup} warm-up games, over {} games: {slope:+.3} MiB a game ({:+.1} MiB in all); \
         median {m1:.1} then {m2:.1} MiB, highest {h1:.1} then {h2:.1} MiB (first half, second half)",
        rss.len(),
        slope * n,
    );
}

async fn run(s: &Settings) {
    let fake = Fake::start().await;
    fake.forget_files();
    let dir = tempfile::tempdir().expect("temp dir");
    let log = Arc::new(Mutex::new(Vec::new()));
    let mut env = vec![("BOT_PAUSE_MS", "0".to_string())];
    // Under heaptrack the bot must not start itself again to cap its arenas (the
    // second process would open the recording anew): the cap is set from here.
    let arenas = s.arenas.clone().or_else(|| s.heap.then(|| "2".to_string()));
    if let Some(arenas) = arenas {
        env.push(("MALLOC_ARENA_MAX", arenas));
    }
    let heap = s.heap.then(|| heap::Recording::start(s.games));
    if let Some(recording) = &heap {
        env.extend(recording.env());
    }
    env.extend(s.env.iter().map(|(name, value)| (name.as_str(), value.clone())));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let spawned = Instant::now();
    let bot = Bot::start(&fake.base(), dir.path(), &log, &env);
    fake.registration(1).await;
    fake.connected(1).await;
    let pid = bot.pid();
    tokio::time::sleep(SETTLE).await;
    let start = rss_kb(pid);
    println!("started: {:.1} MiB", mib(start));
    println!("game  seconds  RSS MiB  change MiB  anonymous MiB");
    let mut after = Vec::new();
    let mut curve = Vec::new();
    // When each game's reading was taken, from the bot's start.
    let mut read_at = Vec::new();
    let mut before = start;
    let begin = Instant::now();
    for n in 0..s.games {
        let game_began = Instant::now();
        let last = play(&fake, n).await;
        if s.watch {
            watch(&fake, &last).await;
        }
        tokio::time::sleep(SETTLE).await;
        let now = rss_kb(pid);
        read_at.push(spawned.elapsed());
        println!(
            "{:>4}  {:>7.1}  {:>7.1}  {:>+10.1}  {:>13.1}",
            n + 1,
            game_began.elapsed().as_secs_f64(),
            mib(now),
            mib(now) - mib(before),
            mib(status_kb(pid, "RssAnon:")),
        );
        before = now;
        if [1, 5].contains(&(n + 1)) || (n + 1).is_multiple_of(10) {
            curve.push(format!("{}: {:.1}", n + 1, mib(now)));
        }
        if n >= s.warmup {
            after.push(mib(now));
        }
    }
    println!(
        "\n{} games in {:.0} s; RSS {:.1} MiB at start",
        s.games,
        begin.elapsed().as_secs_f64(),
        mib(start)
    );
    println!("RSS MiB after game {}", curve.join(", "));
    summarise(&after, s.warmup);
    let complaints = bot::complaints(&log);
    if !complaints.is_empty() {
        println!("the bot logged problems:\n{}", complaints.join("\n"));
    }
    println!("stopped cleanly: {}", bot.interrupt());
    if let Some(recording) = heap {
        let live = recording.live_at(&read_at);
        println!("\nthe live heap (heaptrack) when each reading was taken, MiB:");
        for (n, mib) in live.iter().enumerate() {
            print!("{}: {mib:.1}{}", n + 1, if (n + 1).is_multiple_of(10) { "\n" } else { ", " });
        }
        println!();
        summarise(&live[s.warmup..], s.warmup);
    }
}

mod heap {
    //! The bot's live heap over the run, by heaptrack: its preload library writes every
    //! allocation to a pipe, heaptrack's interpreter makes the recording, and
    //! `heaptrack_print --print-massif` turns it into the heap in use over time.

    use std::path::{Path, PathBuf};
    use std::process::{Child, Command, Stdio};
    use std::time::Duration;

    /// Where Debian's `heaptrack` keeps the parts the bench drives.
    const PRELOAD: &str = "/usr/lib/heaptrack/libheaptrack_preload.so";
    const INTERPRET: &str = "/usr/lib/heaptrack/libexec/heaptrack_interpret";

    /// A recording under way: its folder and pipe, the interpreter reading the pipe, and
    /// the games it is of.
    pub struct Recording {
        dir: tempfile::TempDir,
        interpreter: Child,
        games: usize,
    }

    impl Recording {
        /// Opens the pipe and starts the interpreter on it.
        pub fn start(games: usize) -> Recording {
            assert!(Path::new(PRELOAD).exists(), "--heap needs heaptrack (apt-get install heaptrack)");
            let dir = tempfile::tempdir().expect("a folder for the recording");
            let made = Command::new("mkfifo").arg(dir.path().join("pipe")).status().expect("mkfifo");
            assert!(made.success(), "mkfifo");
            // The shell opens the pipe's reading end for the interpreter, which waits
            // there for its writer: the bot.
            let script = format!("{INTERPRET} < pipe > {}", Self::kept(games).display());
            let interpreter = Command::new("sh")
                .args(["-c", &script])
                .current_dir(dir.path())
                .stdin(Stdio::null())
                .spawn()
                .expect("heaptrack's interpreter");
            Recording { dir, interpreter, games }
        }

        /// Where the recording is kept, to read again with `heaptrack_print -f` (or
        /// compare two runs with `--diff`): beside the bench's binary, one per run of
        /// `--games` games.
        fn kept(games: usize) -> PathBuf {
            let exe = std::env::current_exe().expect("the bench's path");
            exe.with_file_name(format!("longrun-heap-{games}.data"))
        }

        /// The bot's variables that record it.
        pub fn env(&self) -> Vec<(&'static str, String)> {
            let pipe = self.dir.path().join("pipe").display().to_string();
            vec![("LD_PRELOAD", PRELOAD.to_string()), ("DUMP_HEAPTRACK_OUTPUT", pipe)]
        }

        /// Once the bot has exited: the heap its live allocations held at each of
        /// `moments` (from its start), in MiB.
        pub fn live_at(mut self, moments: &[Duration]) -> Vec<f64> {
            let done = self.interpreter.wait().expect("the interpreter");
            assert!(done.success(), "heaptrack's interpreter failed");
            let massif = self.dir.path().join("massif");
            let printed = Command::new("heaptrack_print")
                .arg("-f")
                .arg(Self::kept(self.games))
                .arg("-M")
                .arg(&massif)
                .stdout(Stdio::null())
                .status()
                .expect("heaptrack_print");
            assert!(printed.success(), "heaptrack_print");
            println!("heaptrack's recording: {}", Self::kept(self.games).display());
            let text = std::fs::read_to_string(massif).expect("the massif file");
            let snapshots = snapshots(&text);
            moments
                .iter()
                .map(|at| {
                    let at = at.as_secs_f64();
                    let before = snapshots.iter().take_while(|(time, _)| *time <= at).last();
                    before.map_or(0.0, |(_, bytes)| *bytes as f64 / 1024.0 / 1024.0)
                })
                .collect()
        }
    }

    /// The (seconds from the start, heap bytes in use) of each snapshot of a massif file.
    fn snapshots(massif: &str) -> Vec<(f64, u64)> {
        let mut time = 0.0;
        let mut all = Vec::new();
        for line in massif.lines() {
            if let Some(t) = line.strip_prefix("time=") {
                time = t.parse().unwrap_or(time);
            } else if let Some(bytes) = line.strip_prefix("mem_heap_B=") {
                all.push((time, bytes.parse().unwrap_or(0)));
            }
        }
        all
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let s = Settings::parse(&args);
    println!(
        "longrun bench: {} games of two easy bots in one channel{}, the first {} as warm-up",
        s.games,
        if s.watch { ", each watched" } else { "" },
        s.warmup
    );
    for (name, value) in &s.env {
        println!("the bot runs with {name}={value}");
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(run(&s));
}
