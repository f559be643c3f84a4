//! How long a stop takes during a database partition (printed, never asserted): the real
//! bot binary with the default settings (`STOP_TIMEOUT_MS` unset, the default shard
//! lease and defer time) on PostgreSQL through a relay the probe freezes, as a cut
//! network does; a `/new` sent then hangs on the database, the bot is told to stop
//! (SIGTERM) once it has deferred that command, and the time from the signal to the
//! process's exit is measured (to the 50 ms the wait for the exit polls at), with the
//! machine's load average. `docs/operating.md` ("Stopping") quotes it: the whole stop
//! must fit `STOP_TIMEOUT_MS`, 3 s under `docker stop`'s and the systemd unit's 10 s.
//!
//! `cargo bench --bench stop -- [--runs 5] [--busy N]`: `--busy N` keeps N threads
//! spinning beside the bot, for a figure on a loaded machine when the machine is quiet
//! (the figure was at load 20). Needs the tests' PostgreSQL server
//! (`TEST_DATABASE_URL`); without it, says so and measures nothing.

#[path = "../tests/support/patience.rs"]
mod patience;

#[path = "../tests/support/fake_discord/mod.rs"]
#[allow(dead_code, reason = "the bench drives part of the tests' fake Discord")]
mod fake_discord;

#[path = "../tests/support/backends.rs"]
#[allow(dead_code, unused_macros, unused_imports, reason = "the bench takes the tests' PostgreSQL schemas")]
mod backends;

#[path = "../tests/support/pg_faults.rs"]
#[allow(dead_code, reason = "the bench freezes a relay, one of the tests' faults")]
mod pg_faults;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use backends::TestDb;
use carcassonne_bot::config::DEFAULT_STOP_TIMEOUT;
use fake_discord::bot::Bot;
use fake_discord::{CHANNEL_ID, Fake, GUILD_ID, Person, Where};
use patience::PATIENCE;
use pg_faults::Relay;

/// The default shard lease, which the tests' bots shorten.
const DEFAULT_LEASE: (&str, &str) = ("SHARD_LEASE_MS", "30000");

/// The machine's load averages over 1, 5 and 15 minutes.
fn load_average() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    text.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}

/// One stop during a partition: from the signal to the exit, and the exit status.
async fn stop_during_partition(db: &TestDb) -> (Duration, Option<i32>) {
    let relay = Relay::to(db.postgres_url());
    let fake = Fake::start().await;
    let log = Arc::new(Mutex::new(Vec::new()));
    let mut bot = Bot::on(db, &fake.base(), &log, &[("DATABASE_URL", relay.url.as_str()), DEFAULT_LEASE]);
    fake.registration(1).await;
    fake.connected(1).await;
    relay.freeze();
    let alice = Person { id: 111_111_111_111_111_111, name: "Alice" };
    let at = Where { guild: GUILD_ID, channel: CHANNEL_ID };
    let stuck =
        fake.send_command_in(at, &alice, "new", serde_json::json!([])).expect("the command delivered");
    // Deferred: it runs, waiting on the database.
    let deferral = format!("/interactions/{}/{}/callback", stuck.id, stuck.token);
    fake.request("the stuck command's deferral", |r| r.path == deferral).await;
    assert!(bot.signal("TERM"), "SIGTERM sent");
    let signalled = Instant::now();
    let status = tokio::task::spawn_blocking(move || bot.exit_within(PATIENCE))
        .await
        .expect("waiting for the exit")
        .expect("the bot exits");
    let took = signalled.elapsed();
    relay.thaw();
    (took, status.code())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let flag = |name: &str, default: usize| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .map_or(default, |v| v.parse().unwrap_or_else(|_| panic!("{name} takes a number, not {v}")))
    };
    let (runs, busy) = (flag("--runs", 5), flag("--busy", 0));
    let Some(server) = TestDb::postgres() else {
        println!("stop bench: no PostgreSQL server (TEST_DATABASE_URL): nothing measured");
        return;
    };
    let spinning = Arc::new(AtomicBool::new(true));
    let spinners: Vec<_> = (0..busy)
        .map(|_| {
            let spinning = Arc::clone(&spinning);
            std::thread::spawn(move || {
                while spinning.load(Ordering::Relaxed) {
                    std::hint::spin_loop();
                }
            })
        })
        .collect();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    println!(
        "stop bench: SIGTERM during a PostgreSQL partition, default settings (STOP_TIMEOUT_MS {} ms), \
         {runs} runs, {busy} spinning thread(s) beside",
        DEFAULT_STOP_TIMEOUT.as_millis()
    );
    let mut took = Vec::new();
    for run in 1..=runs {
        let before = load_average();
        // A schema of its own: the leases a stop during a partition could not release
        // would hold the next run's start until they ran out.
        let db = server.another();
        let (time, status) = runtime.block_on(stop_during_partition(&db));
        println!(
            "run {run}: stopped in {:.2} s, exit status {status:?}; load average {before} before, {} after",
            time.as_secs_f64(),
            load_average()
        );
        took.push(time);
    }
    spinning.store(false, Ordering::Relaxed);
    for spinner in spinners {
        spinner.join().expect("a spinner");
    }
    took.sort();
    if let (Some(min), Some(max)) = (took.first(), took.last()) {
        println!(
            "stop during a partition: min {:.2} s, p50 {:.2} s, max {:.2} s over {runs} runs \
             (the stop's bound, STOP_TIMEOUT_MS: {:.2} s)",
            min.as_secs_f64(),
            took[took.len() / 2].as_secs_f64(),
            max.as_secs_f64(),
            DEFAULT_STOP_TIMEOUT.as_secs_f64()
        );
    }
}
