//! Load figures of the real bot binary through the fake Discord (printed, never
//! asserted): hundreds of channels over tens of servers, each a game in progress, their
//! players' interactions arriving at a fixed total rate on an open-loop schedule (a
//! tick every `1/rate` s hands the next idle channel its next interaction, whatever the
//! bot is still busy with). It prints the interaction-to-callback and
//! interaction-to-answer latency (p50, p99, max), commands per CPU-second of each bot
//! process, their peak memory, their database's size, and every error: a refused or
//! unexpected answer, a timeout, a warning or error the bot logged, an unclean exit.
//!
//! The games are set up in the bots' database before the bots start (see `prepare`).
//! On SQLite (`--store sqlite`, the default), with `--processes 2` each of two bots
//! runs one of two shards and holds exactly its servers' games in its own file, as an
//! operator would split them. On PostgreSQL (`--store postgres`: the tests' server,
//! `TEST_DATABASE_URL`, in a schema of the run's own) every process shares one
//! database; with several processes they share `--shards` shards by leases
//! (`DISCORD_SHARDS=auto/T`), and `--kill-at S` kills (`kill -9`) the process holding
//! the most shards `S` seconds into the measured run: the figures then give how long
//! each of its shards went unserved (the failover gap) and count apart the interactions
//! lost in that gap. For PostgreSQL the CPU of the server's processes is counted with
//! the bots'. The REST requests that count against Discord's global 50/s (not
//! interaction answers or their follow-ups) are counted per command.
//!
//! `cargo bench --bench load -- [--rate 50] [--secs 30] [--warmup 3] [--channels 500]
//! [--servers 50] [--store sqlite|postgres] [--processes N] [--shards T] [--kill-at S]
//! [--lease-ms MS] [--sweep]`. `--sweep` runs at 25, 50, 100, 150, 200, 300, 400, 600
//! and 800 commands/s, stopping after the first rate with a p99 above 50 ms or an
//! error: where the bots saturate. The machine's load average is printed with the
//! figures, since other work on it shows in them.

#[path = "../tests/support/patience.rs"]
mod patience;

#[path = "../tests/support/fake_discord/mod.rs"]
#[allow(dead_code, reason = "the bench drives part of the tests' fake Discord")]
mod fake_discord;

#[path = "../tests/support/backends.rs"]
#[allow(dead_code, unused_macros, unused_imports, reason = "the bench takes the tests' PostgreSQL schemas")]
mod backends;

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

use backends::Schema;
use carcassonne_bot::service::Database;
use carcassonne_engine::GameRng;
use fake_discord::bot::{self, Bot};
use fake_discord::{Fake, Sharding};
use figures::{Failover, Figures, Process};
use futures_util::FutureExt as _;

/// Where the bots keep their games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StoreKind {
    /// A SQLite file per process.
    Sqlite,
    /// One PostgreSQL schema all processes share.
    Postgres,
}

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
    /// Shards in all (`/gateway/bot`'s count).
    shards: usize,
    store: StoreKind,
    /// Seconds into the measured run at which the process with the most shards is
    /// killed.
    kill_at: Option<f64>,
    /// The bots' shard lease time (`SHARD_LEASE_MS`), when not their default.
    lease_ms: Option<u64>,
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
            shards: 0,
            store: StoreKind::Sqlite,
            kill_at: None,
            lease_ms: None,
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
                "--processes" => s.processes = value("a number") as usize,
                "--shards" => s.shards = value("a number") as usize,
                "--kill-at" => s.kill_at = Some(value("seconds")),
                "--lease-ms" => s.lease_ms = Some(value("milliseconds") as u64),
                "--store" => {
                    s.store = match args.next().map(String::as_str) {
                        Some("sqlite") => StoreKind::Sqlite,
                        Some("postgres") => StoreKind::Postgres,
                        other => panic!("--store sqlite|postgres, not {other:?}"),
                    }
                }
                "--sweep" => s.sweep = true,
                _ => {}
            }
        }
        match s.store {
            StoreKind::Sqlite => {
                assert!(matches!(s.processes, 1 | 2), "--processes 1 or 2 on SQLite (a file each)");
                assert!(s.shards == 0 || s.shards == s.processes, "on SQLite a process is a shard");
                assert!(s.kill_at.is_none(), "--kill-at needs --store postgres: SQLite has no failover");
                s.shards = s.processes;
            }
            StoreKind::Postgres => {
                assert!(s.processes >= 1, "--processes at least 1");
                if s.shards == 0 {
                    s.shards = if s.processes == 1 { 1 } else { 4 };
                }
                assert!(s.kill_at.is_none() || s.processes > 1, "--kill-at needs a survivor");
            }
        }
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

/// Sets up every channel's game: on SQLite each in the file of the process holding its
/// server, under `dir`; on PostgreSQL all in `shared`. Returns the games as set up.
fn prepare(dir: &Path, shared: Option<&Database>, s: &Settings) -> Vec<prepare::Game> {
    let begin = Instant::now();
    let games = prepare::layout(s.channels, s.servers);
    let (total, databases) = match shared {
        Some(_) => (1, 1),
        None => (u32::try_from(s.processes).unwrap_or(1), s.processes),
    };
    let mut set_up = Vec::new();
    for p in 0..databases {
        let mut mine: Vec<(usize, prepare::Game)> = games
            .iter()
            .cloned()
            .enumerate()
            .filter(|(_, g)| prepare::shard(g, total) as usize == p)
            .collect();
        let db = process_dir(dir, p);
        std::fs::create_dir_all(&db).expect("a process directory");
        let database = shared.cloned().unwrap_or_else(|| Database::File(db.join("bot.db")));
        prepare::play(&database, &mut mine);
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
    /// Each error with when its interaction was sent and its server's shard.
    errors: Vec<(tokio::time::Instant, u32, String)>,
    ended: usize,
}

/// The shards each of `pids` holds, from the leases in the database at `url`: a lease
/// names its holder with its process id among other words.
fn holdings(url: &str, pids: &[u32]) -> Vec<Vec<u32>> {
    let mut client = postgres::Client::connect(url, postgres::NoTls).expect("the bench's database");
    let rows = client
        .query(
            "SELECT shard, owner FROM shard_leases \
             WHERE expires_at > (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT ORDER BY shard",
            &[],
        )
        .expect("the shard leases");
    let mut held = vec![Vec::new(); pids.len()];
    for row in rows {
        let (shard, owner): (i64, String) = (row.get(0), row.get(1));
        let words: Vec<&str> = owner.split(|c: char| !c.is_ascii_digit()).collect();
        if let Some(p) = pids.iter().position(|pid| words.contains(&pid.to_string().as_str())) {
            held[p].push(u32::try_from(shard).unwrap_or(u32::MAX));
        }
    }
    held
}

/// The size of schema `schema`'s tables with their indexes, in bytes.
fn schema_bytes(url: &str, schema: &str) -> u64 {
    let mut client = postgres::Client::connect(url, postgres::NoTls).expect("the bench's database");
    let row = client
        .query_one(
            "SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0)::BIGINT FROM pg_class AS c \
             JOIN pg_namespace AS n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r'",
            &[&schema],
        )
        .expect("the schema's size");
    u64::try_from(row.get::<_, i64>(0)).unwrap_or(0)
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

/// One run at `rate`: fresh copies of the set-up files (SQLite) or a fresh schema set up
/// anew (PostgreSQL), fresh bots and a fresh fake.
async fn run(template: &Path, sqlite_games: &[prepare::Game], s: &Settings, rate: f64) -> Figures {
    let dir = tempfile::tempdir().expect("temp dir");
    let schema = match s.store {
        StoreKind::Sqlite => {
            copy_databases(template, dir.path(), s.processes);
            None
        }
        // (The client blocks: not on the runtime's threads.)
        StoreKind::Postgres => Some(
            tokio::task::block_in_place(Schema::create)
                .expect("--store postgres: no PostgreSQL server answers"),
        ),
    };
    let games = match &schema {
        Some(schema) => {
            let database = Database::Postgres(schema.url.clone());
            let setting_up = (dir.path().to_path_buf(), database, s.clone());
            tokio::task::spawn_blocking(move || prepare(&setting_up.0, Some(&setting_up.1), &setting_up.2))
                .await
                .expect("set up")
        }
        None => sqlite_games.to_vec(),
    };
    let total = u32::try_from(s.shards).unwrap_or(1);
    let fake = if s.processes > 1 && schema.is_some() {
        Fake::start_with(Sharding { shards: total, ..Sharding::DISCORD }).await
    } else {
        Fake::start().await
    };
    fake.join_servers(&prepare::servers(s.servers));
    fake.forget_files();
    let mut bots = Vec::new();
    for p in 0..s.processes {
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut env: Vec<(&str, String)> = vec![("DISCORD_DEFER_MS", "2000".into())];
        match &schema {
            Some(schema) => {
                env.push(("DATABASE_URL", schema.url.clone()));
                if s.processes > 1 {
                    env.push(("DISCORD_SHARDS", format!("auto/{total}")));
                }
                if let Some(ms) = s.lease_ms {
                    env.push(("SHARD_LEASE_MS", ms.to_string()));
                }
            }
            None if s.processes > 1 => env.push(("DISCORD_SHARDS", format!("{p}/{total}"))),
            None => {}
        }
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
        // Its working folder (on PostgreSQL nothing else made it).
        let home = process_dir(dir.path(), p);
        std::fs::create_dir_all(&home).expect("the process's folder");
        bots.push((Bot::start(&fake.base(), &home, &log, &env), log));
    }
    fake.registration(s.processes).await;
    let connected =
        fake.wait_within(Duration::from_secs(120), |i| i.each_shard_once(total).then_some(())).await;
    assert!(connected.is_some(), "the shards did not all connect within two minutes");

    let shared = schema.is_some() && s.processes > 1;
    let mut tables: Vec<driver::Table> = games
        .iter()
        .map(|g| driver::Table::new(g.clone(), if shared { 0 } else { prepare::shard(g, total) as usize }))
        .collect();
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
    let kill_at = s.kill_at.map(|k| measured_from + Duration::from_secs_f64(k));
    let mut killed: Option<(usize, tokio::time::Instant, Vec<u32>)> = None;
    let mut watcher = None;
    let mut before = None;
    let (mut sent, mut starved) = (0, 0);
    let mut tasks = tokio::task::JoinSet::new();
    loop {
        let tick = ticker.tick().await;
        if tick >= until {
            break;
        }
        if let (Some(at), None, Some(schema)) = (kill_at, &killed, &schema)
            && tick >= at
        {
            let held = tokio::task::block_in_place(|| holdings(&schema.url, &pids));
            let victim = (0..held.len()).max_by_key(|p| held[*p].len()).unwrap_or(0);
            let _ = std::process::Command::new("kill").args(["-9", &pids[victim].to_string()]).status();
            let now = tokio::time::Instant::now();
            println!("killed process {victim} (pid {}) holding shards {:?}", pids[victim], held[victim]);
            watcher = Some(tokio::spawn(watch_failover(fake.clone(), held[victim].clone(), now, until)));
            killed = Some((victim, now, held[victim].clone()));
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
            let shard = prepare::shard(&table.game, total);
            let started = tokio::time::Instant::now();
            let result = std::panic::AssertUnwindSafe(driver::step(&fake, &mut table))
                .catch_unwind()
                .await
                .unwrap_or_else(|panic| Err(format!("failed: {}", panic_text(&*panic))));
            // A channel whose answer went wrong is left alone after: its players lost track.
            let again = result.is_ok() && !table.ended;
            let mut out = lock(&outcomes);
            out.ended += usize::from(table.ended);
            match result {
                Ok(timed) if measured => out.timed.push(timed),
                Ok(_) => {}
                Err(e) => out.errors.push((started, shard, format!("{:?}: {e}", table.game.at))),
            }
            drop(out);
            if again {
                lock(&idle).push_back(table);
            }
        });
    }
    while let Some(joined) = tasks.join_next().await {
        if let Err(e) = joined {
            lock(&outcomes).errors.push((
                until,
                u32::MAX,
                format!("timed out or failed: {}", panic_message(e)),
            ));
        }
    }
    let after = figures::Snapshot::take(&pids);
    let gaps = match watcher {
        Some(watcher) => watcher.await.unwrap_or_default(),
        None => Vec::new(),
    };
    let mut out = std::mem::take(&mut *lock(&outcomes));
    let failover = killed.map(|(process, at, shards)| {
        // An interaction sent to one of the killed process's shards from a little
        // before the kill (answers in flight are lost with it) to the end of that
        // shard's gap (plus a second for the new session to take its traffic).
        let in_gap = |sent: tokio::time::Instant, shard: u32| {
            let gap = gaps.iter().find(|(s, _)| *s == shard).and_then(|(_, gap)| *gap);
            shards.contains(&shard)
                && sent + Duration::from_secs(2) >= at
                && gap.is_none_or(|gap| sent <= at + gap + Duration::from_secs(1))
        };
        let (lost, kept): (Vec<_>, Vec<_>) =
            out.errors.drain(..).partition(|(sent, shard, _)| in_gap(*sent, *shard));
        out.errors = kept;
        Failover {
            process,
            at: at.duration_since(measured_from).as_secs_f64(),
            gaps: gaps.clone(),
            in_gap: lost.into_iter().map(|(_, _, e)| e).collect(),
        }
    });
    if failover.is_none() {
        // Each shard once, by the process that holds its servers' games, and no other.
        let mut identified: Vec<String> = fake.identifies().iter().map(|i| i["shard"].to_string()).collect();
        identified.sort();
        let wanted: Vec<String> = (0..total).map(|i| format!("[{i},{total}]")).collect();
        if identified != wanted && !shared {
            out.errors.push((until, u32::MAX, format!("shards identified {identified:?}, not {wanted:?}")));
        }
    }
    let identify_collisions = fake.violations().len();
    let before = before.unwrap_or_else(|| after.clone());
    let (from, to) = (measured_from.into_std(), until.into_std());
    let rest = fake
        .requests()
        .iter()
        .filter(|r| r.at >= from && r.at < to)
        .filter(|r| !r.path.starts_with("/interactions/") && !r.path.starts_with("/webhooks/"))
        .count();
    let mut processes = Vec::new();
    for (p, (bot, log)) in bots.into_iter().enumerate() {
        let db = process_dir(dir.path(), p).join("bot.db");
        let size = |path: PathBuf| std::fs::metadata(path).map_or(0, |m| m.len());
        let (db_bytes, wal_bytes) = match schema {
            Some(_) => (None, None),
            None => (Some(size(db.clone())), Some(size(db.with_extension("db-wal")))),
        };
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
    let postgres = schema.as_ref().map(|schema| {
        let bytes = tokio::task::block_in_place(|| schema_bytes(&schema.url, &schema.name));
        (after.postgres_since(&before), bytes)
    });
    Figures {
        rate,
        secs: s.secs,
        sent,
        starved,
        ended: out.ended,
        timed: out.timed,
        errors: out.errors.into_iter().map(|(_, _, e)| e).collect(),
        processes,
        bench_cpu: after.bench - before.bench,
        postgres,
        rest,
        failover,
        per_process: !shared,
        identify_collisions,
    }
}

/// How long each of `shards` goes without a live session from a connection made after
/// `killed`, watched until `until`.
async fn watch_failover(
    fake: Fake,
    shards: Vec<u32>,
    killed: tokio::time::Instant,
    until: tokio::time::Instant,
) -> Vec<(u32, Option<Duration>)> {
    let mut gaps: Vec<(u32, Option<Duration>)> = shards.iter().map(|s| (*s, None)).collect();
    let killed_std = killed.into_std();
    while tokio::time::Instant::now() < until && gaps.iter().any(|(_, g)| g.is_none()) {
        let live = fake.live_sessions();
        for (shard, gap) in &mut gaps {
            let served =
                live.get(shard).is_some_and(|sessions| sessions.iter().any(|s| s.identified > killed_std));
            if gap.is_none() && served {
                *gap = Some(killed.elapsed());
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    gaps
}

/// The text of a caught panic.
fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_string()))
        .unwrap_or_else(|| "a panic".into())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let s = Settings::parse(&args);
    let template = tempfile::tempdir().expect("temp dir");
    println!(
        "load bench: {} channels on {} servers, {:?}, {} bot process(es) on {} shard(s), {} s at each rate after {} s of warm-up",
        s.channels, s.servers, s.store, s.processes, s.shards, s.secs, s.warmup
    );
    // SQLite's files are set up once and copied for each run; PostgreSQL's schema is set
    // up for each run.
    let games = match s.store {
        StoreKind::Sqlite => prepare(template.path(), None, &s),
        StoreKind::Postgres => Vec::new(),
    };
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
