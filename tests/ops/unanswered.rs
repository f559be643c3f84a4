//! A PostgreSQL server that accepts connections and never answers (a black hole: a
//! frozen server, a broken proxy), through the binary: the bot says "connecting to the
//! database" on `/healthz` meanwhile, then exits with status 1 and a clear error naming
//! the server (its password hidden) within the connect timeout; a stop signal during
//! that start is obeyed at once; `local` and `import` end with the same clear error
//! instead of hanging. No PostgreSQL server is needed for these: the black hole is the
//! test's. And a server that freezes under the running bot (a relay holding every
//! byte): `/healthz` still answers within its deadline, `503` saying so, and `200` once
//! the server is thawed.

use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use carcassonne_bot::store::postgres::CONNECT_TIMEOUT;

use super::common::{command, folder, make_database, run};
use crate::support::PATIENCE;
use crate::support::fake_discord::Fake;
use crate::support::fake_discord::bot::Bot;
use crate::support::fake_discord::endpoint::{free_addr, get, until, verdict};
use crate::support::pg_faults::{BlackHole, Relay};

/// A bound on how much later than its deadline a process ends on a loaded machine:
/// what these tests tell apart is a deadline kept from a hang, so it is generous (a
/// debug binary starting beside the whole suite on two cores).
const SLACK: Duration = Duration::from_secs(30);

/// What every refusal says: the server, its password hidden, and the deadline.
fn said_clearly(text: &str, hole: &BlackHole) {
    let server = format!("postgres://bot:***@{}/games", hole.addr);
    let deadline = format!("the database did not answer within {} s (connecting)", CONNECT_TIMEOUT.as_secs());
    assert!(text.contains(&server) && text.contains(&deadline), "{text}");
    assert!(!text.contains(BlackHole::PASSWORD), "the password is shown: {text}");
}

/// The bot started on the black hole, with its endpoint at `addr`, and the first
/// answer of `/healthz` (waited for while the bot runs).
async fn started(hole: &BlackHole, dir: &Path, log: &Arc<Mutex<Vec<String>>>) -> (Bot, (u16, String)) {
    let addr = free_addr();
    let env = [("DATABASE_URL", hole.url()), ("METRICS_ADDR", addr.to_string())];
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    // Discord is never reached: the start ends before.
    let mut bot = Bot::start("http://127.0.0.1:9", dir, log, &env);
    let answer = loop {
        if let Some(answer) = get(addr, "/healthz").await {
            break answer;
        }
        assert!(bot.running(), "the bot ended before its endpoint answered");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    (bot, answer)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_says_it_connects_then_exits_with_a_clear_error_within_the_connect_timeout() {
    let hole = BlackHole::start();
    let dir = folder();
    let log = Arc::new(Mutex::new(Vec::new()));
    let began = Instant::now();
    let (mut bot, (status, body)) = started(&hole, dir.path(), &log).await;
    assert_eq!(status, 503, "{body}");
    let lines: Vec<&str> = body.lines().collect();
    assert_eq!(lines[0], "connecting to the database", "{body}");
    assert_eq!(lines[1], format!("database: postgres://bot:***@{}/games", hole.addr), "{body}");

    let exited = tokio::task::block_in_place(|| bot.exit_within(CONNECT_TIMEOUT + SLACK));
    let took = began.elapsed();
    assert_eq!(exited.expect("the bot exits").code(), Some(1));
    assert!(took >= CONNECT_TIMEOUT, "it waited the connect timeout: {took:?}");
    let log = log.lock().expect("the log").join("\n");
    said_clearly(&log, &hole);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_signal_while_connecting_to_the_database_ends_the_bot_at_once() {
    let hole = BlackHole::start();
    let dir = folder();
    let log = Arc::new(Mutex::new(Vec::new()));
    let (mut bot, (status, _)) = started(&hole, dir.path(), &log).await;
    assert_eq!(status, 503);
    let signalled = Instant::now();
    assert!(bot.signal("TERM"), "SIGTERM sent");
    let exited = tokio::task::block_in_place(|| bot.exit_within(PATIENCE));
    // 0: stopped by the signal (the connect timeout would have ended it with 1).
    assert_eq!(exited.expect("the bot exits").code(), Some(0), "{:?}", signalled.elapsed());
}

#[test]
fn local_and_import_end_with_a_clear_error_instead_of_hanging() {
    let hole = BlackHole::start();
    let dir = folder();
    let file = dir.path().join("games.db");
    make_database(dir.path(), &file);
    for args in [
        vec!["local", "--players", "Alice,Bob", "--script", "/dev/null", "--db"]
            .into_iter()
            .map(str::to_owned)
            .chain([hole.url()])
            .collect(),
        vec!["import".to_owned(), "--into".to_owned(), hole.url(), file.display().to_string()],
    ] {
        let began = Instant::now();
        let out = run(command(dir.path()).args(&args));
        let took = began.elapsed();
        let said = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {said}");
        assert!(took < CONNECT_TIMEOUT + SLACK, "{args:?} took {took:?}");
        said_clearly(&said, &hole);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn health_answers_in_time_while_the_server_is_frozen_and_ok_once_thawed() {
    let Some((db, relay)) = Relay::with_test_db() else { return };
    let fake = Fake::start().await;
    let log = Arc::new(Mutex::new(Vec::new()));
    let addr = free_addr();
    let env = [("METRICS_ADDR", addr.to_string()), ("DATABASE_URL", relay.url.clone())];
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let bot = Bot::on(&db, &fake.base(), &log, &env);
    fake.registration(1).await;
    fake.connected(1).await;
    until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;

    relay.freeze();
    let asked = Instant::now();
    let (status, why) = get(addr, "/healthz").await.expect("the endpoint answers");
    assert!(asked.elapsed() < Duration::from_secs(3) + SLACK, "{:?}", asked.elapsed());
    assert_eq!(status, 503, "{why}");
    assert_eq!(verdict(&why), "the database does not answer: it did not answer within 3 s");

    relay.thaw();
    let (_, ok) = until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;
    assert_eq!(verdict(&ok), "ok", "thawed: {ok}");
    assert!(tokio::task::block_in_place(|| bot.interrupt()), "Ctrl-C stops the bot cleanly");
}
