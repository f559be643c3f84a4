//! Load figures of the real bot binary through the fake Discord (printed, never
//! asserted): hundreds of channels over tens of servers, each a game in progress, their
//! players' interactions arriving at a fixed total rate on an open-loop schedule (a
//! tick every `1/rate` s hands the next idle channel its next interaction, whatever the
//! bot is still busy with). It prints the interaction-to-callback and
//! interaction-to-answer latency (p50, p99, max), commands per CPU-second of each bot
//! process, their peak memory, their database's size, and every error: a refused or
//! unexpected answer, a timeout, a warning or error the bot logged, an unclean exit.
//!
//! The games are set up in the bots' database files before the bots start (see
//! `prepare`); with `--processes 2` each of two bots runs one of two shards and holds
//! exactly its servers' games, as an operator would split them.
//!
//! `cargo bench --bench load -- [--rate 50] [--secs 30] [--warmup 3] [--channels 500]
//! [--servers 50] [--processes 1|2] [--sweep]`. `--sweep` runs at 25, 50, 100, 150,
//! 200, 300, 400, 600 and 800 commands/s, stopping after the first rate with a p99
//! above 50 ms or an error: where the bots saturate. The machine's load average is
//! printed with the figures, since other work on it shows in them.

#[path = "../tests/support/fake_discord/mod.rs"]
#[allow(dead_code, reason = "the bench drives part of the tests' fake Discord")]
mod fake_discord;

#[path = "load/driver.rs"]
mod driver;
#[path = "load/figures.rs"]
mod figures;
#[path = "load/prepare.rs"]
mod prepare;

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use carcassonne_engine::GameRng;
use fake_discord::Fake;
use fake_discord::bot::{self, Bot};
use figures::{Figures, Process};

/// What to run, from the command line.
#[derive(Clone, Debug)]
struct Settings {
    /// Interactions per second, all channels together.
    rate: f64,
    /// How long the figures are taken over.
    secs: f64,
    /// How long the bots run at the rate before the figures start (first renders paint
    /// the tile art, caches fill).
    warmup: f64,
    channels: usize,
    servers: usize,
    processes: usize,
    sweep: bool,
}

impl Settings {
    /// The settings from `args` (flags as the module says; others, as cargo adds, are
    /// passed over).
    fn parse(args: &[String]) -> Settings {
        let mut s = Settings {
            rate: 50.0,
            secs: 30.0,
            warmup: 3.0,
            channels: 500,
            servers: 50,
            processes: 1,
            sweep: false,
        };
        let mut args = args.iter();
        while let Some(flag) = args.next() {
            let mut value = |what: &str| -> f64 {
                let v = args.next().unwrap_or_else(|| panic!("{flag} wants {what}"));
                v.parse().unwrap_or_else(|_| panic!("{flag} {v}: not {what}"))
            };
            match flag.as_str() {
                "--rate" => s.rate = value("commands per second"),
                "--secs" => s.secs = value("seconds"),
                "--warmup" => s.warmup = value("seconds"),
                "--channels" => s.channels = value("a number") as usize,
                "--servers" => s.servers = value("a number") as usize,
                "--processes" => s.processes = value("1 or 2") as usize,
                "--sweep" => s.sweep = true,
                _ => {}
            }
        }
        assert!(matches!(s.processes, 1 | 2), "--processes 1 or 2");
        assert!(s.servers >= 1 && s.channels >= s.servers, "at least one channel a server");
        s
    }
}

/// The rates `--sweep` tries, in order.
const SWEEP: [f64; 9] = [25.0, 50.0, 100.0, 150.0, 200.0, 300.0, 400.0, 600.0, 800.0];

/// The p99 above which a sweep stops: the goal.
const GOAL_P99: Duration = Duration::from_millis(50);

/// The database file of process `p` under `dir`.
fn process_dir(dir: &Path, p: usize) -> PathBuf {
    dir.join(format!("p{p}"))
}

/// Sets up every channel's game, each in the file of the process holding its server,
/// under `dir`; returns the games as set up.
fn prepare(dir: &Path, s: &Settings) -> Vec<prepare::Game> {
    let begin = Instant::now();
    let games = prepare::layout(s.channels, s.servers);
    let total = u32::try_from(s.processes).unwrap_or(1);
    let mut set_up = Vec::new();
    for p in 0..s.processes {
        let mut mine: Vec<(usize, prepare::Game)> = games
            .iter()
            .cloned()
            .enumerate()
            .filter(|(_, g)| prepare::shard(g, total) as usize == p)
            .collect();
        let db = process_dir(dir, p);
        std::fs::create_dir_all(&db).expect("a process directory");
        prepare::play(&db.join("bot.db"), &mut mine);
        println!(
            "process {p}: {} games on {} servers set up",
            mine.len(),
            prepare::servers(s.servers)
                .iter()
                .filter(|g| fake_discord::payloads::shard_of(**g, total) as usize == p)
                .count()
        );
        set_up.extend(mine);
    }
    set_up.sort_by_key(|(k, _)| *k);
    let mut mixes: Vec<(&str, usize)> = Vec::new();
    for (_, game) in &set_up {
        match mixes.iter_mut().find(|(mix, _)| *mix == game.expansions) {
            Some((_, n)) => *n += 1,
            None => mixes.push((game.expansions, 1)),
        }
    }
    let mixes: Vec<String> = mixes.iter().map(|(mix, n)| format!("{n} {mix}")).collect();
    println!("set up in {:.1} s: {}", begin.elapsed().as_secs_f64(), mixes.join(", "));
    set_up.into_iter().map(|(_, g)| g).collect()
}

/// Copies the set-up database files from `template` to `dir`, one per process.
fn copy_databases(template: &Path, dir: &Path, processes: usize) {
    for p in 0..processes {
        let (from, to) = (process_dir(template, p), process_dir(dir, p));
        std::fs::create_dir_all(&to).expect("a process directory");
        for name in ["bot.db", "bot.db-wal"] {
            if from.join(name).exists() {
                std::fs::copy(from.join(name), to.join(name)).expect("a copy of the database");
            }
        }
    }
}

/// What the channels' tasks report, together.
#[derive(Debug, Default)]
struct Outcomes {
    timed: Vec<driver::Timed>,
    errors: Vec<String>,
    ended: usize,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The message of a panicked task.
fn panic_message(e: tokio::task::JoinError) -> String {
    match e.try_into_panic() {
        Ok(p) => p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| (*s).to_string()))
            .unwrap_or_else(|| "a panic".into()),
        Err(e) => e.to_string(),
    }
}

/// One run at `rate`: fresh copies of the set-up files, fresh bots and a fresh fake.
async fn run(template: &Path, games: &[prepare::Game], s: &Settings, rate: f64) -> Figures {
    let dir = tempfile::tempdir().expect("temp dir");
    copy_databases(template, dir.path(), s.processes);
    let fake = Fake::start().await;
    fake.join_servers(&prepare::servers(s.servers));
    fake.forget_files();
    let total = u32::try_from(s.processes).unwrap_or(1);
    let mut bots = Vec::new();
    for p in 0..s.processes {
        let log = Arc::new(Mutex::new(Vec::new()));
        let shards = format!("{p}/{total}");
        let mut env = vec![("DISCORD_DEFER_MS", "2000")];
        if s.processes > 1 {
            env.push(("DISCORD_SHARDS", shards.as_str()));
        }
        bots.push((Bot::start(&fake.base(), &process_dir(dir.path(), p), &log, &env), log));
    }
    fake.registration(s.processes).await;
    fake.wait("every shard connected", |i| (i.connections.len() == s.processes).then_some(())).await;

    let mut tables: Vec<driver::Table> =
        games.iter().map(|g| driver::Table::new(g.clone(), prepare::shard(g, total) as usize)).collect();
    let mut rng = GameRng::from_seed(27);
    for i in (1..tables.len()).rev() {
        tables.swap(i, rng.below(i + 1));
    }
    let idle = Arc::new(Mutex::new(VecDeque::from(tables)));
    let outcomes = Arc::new(Mutex::new(Outcomes::default()));
    let pids: Vec<u32> = bots.iter().map(|(b, _)| b.pid()).collect();

    let mut ticker = tokio::time::interval(Duration::from_secs_f64(1.0 / rate));
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
    let begin = tokio::time::Instant::now();
    let (measured_from, until) =
        (begin + Duration::from_secs_f64(s.warmup), begin + Duration::from_secs_f64(s.warmup + s.secs));
    let mut before = None;
    let (mut sent, mut starved) = (0, 0);
    let mut tasks = tokio::task::JoinSet::new();
    loop {
        let tick = ticker.tick().await;
        if tick >= until {
            break;
        }
        let measured = tick >= measured_from;
        if measured && before.is_none() {
            before = Some(figures::Snapshot::take(&pids));
        }
        let Some(mut table) = lock(&idle).pop_front() else {
            starved += usize::from(measured);
            continue;
        };
        sent += usize::from(measured);
        let (fake, idle, outcomes) = (fake.clone(), Arc::clone(&idle), Arc::clone(&outcomes));
        tasks.spawn(async move {
            let result = driver::step(&fake, &mut table).await;
            // A channel whose answer went wrong is left alone after: its players lost track.
            let again = result.is_ok() && !table.ended;
            let mut out = lock(&outcomes);
            out.ended += usize::from(table.ended);
            match result {
                Ok(timed) if measured => out.timed.push(timed),
                Ok(_) => {}
                Err(e) => out.errors.push(format!("{:?}: {e}", table.game.at)),
            }
            drop(out);
            if again {
                lock(&idle).push_back(table);
            }
        });
    }
    while let Some(joined) = tasks.join_next().await {
        if let Err(e) = joined {
            lock(&outcomes).errors.push(format!("timed out or failed: {}", panic_message(e)));
        }
    }
    let after = figures::Snapshot::take(&pids);
    // Each shard once, by the process that holds its servers' games, and no other.
    let mut identified: Vec<String> = fake.identifies().iter().map(|i| i["shard"].to_string()).collect();
    identified.sort();
    let wanted: Vec<String> = (0..total).map(|i| format!("[{i},{total}]")).collect();
    if identified != wanted {
        lock(&outcomes).errors.push(format!("shards identified {identified:?}, not {wanted:?}"));
    }
    let before = before.unwrap_or_else(|| after.clone());
    let mut processes = Vec::new();
    for (p, (bot, log)) in bots.into_iter().enumerate() {
        let db = process_dir(dir.path(), p).join("bot.db");
        let size = |path: PathBuf| std::fs::metadata(path).map_or(0, |m| m.len());
        let (db_bytes, wal_bytes) = (size(db.clone()), size(db.with_extension("db-wal")));
        let peak_kb = figures::peak_rss_kb(bot.pid());
        let clean = bot.interrupt();
        processes.push(Process {
            cpu: after.cpu[p] - before.cpu[p],
            peak_kb,
            db_bytes,
            wal_bytes,
            clean,
            complaints: bot::complaints(&log),
        });
    }
    let out = std::mem::take(&mut *lock(&outcomes));
    Figures {
        rate,
        secs: s.secs,
        sent,
        starved,
        ended: out.ended,
        timed: out.timed,
        errors: out.errors,
        processes,
        bench_cpu: after.bench - before.bench,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let s = Settings::parse(&args);
    let template = tempfile::tempdir().expect("temp dir");
    println!(
        "load bench: {} channels on {} servers, {} bot process(es), {} s at each rate after {} s of warm-up",
        s.channels, s.servers, s.processes, s.secs, s.warmup
    );
    let games = prepare(template.path(), &s);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let rates = if s.sweep { SWEEP.to_vec() } else { vec![s.rate] };
    for rate in rates {
        println!("\nload average before: {}", figures::load_average());
        let figures = runtime.block_on(run(template.path(), &games, &s, rate));
        figures.print();
        println!("load average after: {}", figures::load_average());
        if s.sweep && (figures.p99() > GOAL_P99 || figures.error_count() > 0) {
            println!("\nsaturated at {rate} commands/s (p99 above {} ms or errors)", GOAL_P99.as_millis());
            break;
        }
    }
}
