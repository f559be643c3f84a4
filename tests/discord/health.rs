//! `/healthz` as a health check reads it, through the real binary: it answers from the
//! moment its port is bound, `503` naming what it waits for while the database opens
//! and while Discord cannot be reached (and `/metrics` answers meanwhile), `200 ok` once the gateway is connected;
//! then `503` naming the database file and its fault when the file is made read-only
//! (`200` again once writable) and when it is deleted under the running bot; `503`
//! saying it stops while a stop (SIGTERM) answers the commands in flight. On PostgreSQL,
//! `503` saying the database does not answer while its server is away (`200` again
//! once it is back).
//!
//! Permissions do not apply to root, so as root the bot runs as `nobody` (see the
//! operator tests' `unprivileged`).

use crate::ops::common as ops_common;
use crate::support::PATIENCE;
use crate::support::backends::{TestDb, on_both};
use crate::support::fake_discord;
use crate::support::pg_faults::relayed;

use std::os::unix::fs::PermissionsExt as _;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use fake_discord::bot::{Bot, complaints};
use fake_discord::endpoint::{free_addr, get, until, verdict};
use fake_discord::{Fake, Person};
use serde_json::json;

on_both! {
    async fn health_says_what_it_waits_for_from_the_bind_then_ok_once_serving(db) {
        // Discord's address, closed until the fake starts on it.
        let discord = free_addr();
        let log = Arc::new(Mutex::new(Vec::new()));
        let addr = free_addr();
        let base = format!("http://{discord}");
        let bot = Bot::on(&db, &base, &log, &[("METRICS_ADDR", &addr.to_string())]);

        // The first answer, as soon as anything listens: a 503 that names the database
        // being opened or Discord.
        let deadline = tokio::time::Instant::now() + PATIENCE;
        let (status, why) = loop {
            if let Some(answer) = get(addr, "/healthz").await {
                break answer;
            }
            assert!(tokio::time::Instant::now() < deadline, "the endpoint never listened");
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        assert_eq!(status, 503, "{why}");
        assert!(why.starts_with("connecting to the database\n") || why.starts_with("waiting for Discord: "), "{why}");
        let (_, why) =
            until(addr, "/healthz", PATIENCE, |status, body| status == 503 && body.contains("not reachable yet"))
                .await;
        assert!(why.starts_with("waiting for Discord: not reachable yet (tried "), "{why}");
        assert!(why.contains("next try in ") || why.contains("trying again now"), "{why}");
        assert_eq!(why.lines().count(), 3, "the verdict, the database, the shards: {why}");
        let (status, text) = get(addr, "/metrics").await.expect("/metrics answers before Discord does");
        assert_eq!(status, 200, "{text}");

        // Discord comes up where the bot looks for it.
        let fake = Fake::start_on(discord.port()).await;
        fake.registration(1).await;
        fake.connected(1).await;
        let (_, ok) = until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;
        assert_eq!(ok, format!("ok\ndatabase: {}\nshards: 0\n", db.database()), "it names its database and shards");
        let (_, text) = get(addr, "/metrics").await.expect("/metrics answers");
        assert!(text.contains(r#"carcassonne_shard_connected{shard="0"} 1"#), "{text}");

        assert!(bot.interrupt(), "Ctrl-C stops the bot cleanly");
        let (unreachable, unexpected): (Vec<String>, Vec<String>) =
            complaints(&log).into_iter().partition(|l| l.contains("Discord is unreachable; trying again"));
        // Each says why, down to the refused connection, not only that a request failed.
        assert!(!unreachable.is_empty(), "the bot waited for Discord");
        for line in &unreachable {
            assert!(line.contains("Connection refused"), "the cause is logged: {line}");
        }
        assert!(unexpected.is_empty(), "the bot logged problems:\n{}", unexpected.join("\n"));
    }
}

/// On SQLite only: it is about the file (its permissions, its name in its folder). On
/// PostgreSQL the fault is the server going away, below.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_turns_503_naming_the_file_when_the_database_is_read_only_or_deleted() {
    let fake = Fake::start().await;
    let dir = ops_common::folder();
    let log = Arc::new(Mutex::new(Vec::new()));
    let addr = free_addr();
    let mut command = Bot::command(&fake.base(), dir.path(), &[("METRICS_ADDR", &addr.to_string())]);
    ops_common::unprivileged(dir.path(), &mut command);
    let _bot = Bot::spawn(command, &log);
    fake.registration(1).await;
    fake.connected(1).await;
    let (_, ok) = until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;
    assert_eq!(verdict(&ok), "ok", "{ok}");

    let db = dir.path().join("bot.db");
    let chmod = |mode| std::fs::set_permissions(&db, std::fs::Permissions::from_mode(mode)).expect("chmod");
    chmod(0o444);
    let (_, why) = until(addr, "/healthz", PATIENCE, |status, _| status == 503).await;
    assert_eq!(
        verdict(&why),
        format!(
            "cannot write {}: the file is read-only to this process (check its owner and permissions)",
            db.display()
        )
    );
    chmod(0o644);
    let (_, ok) = until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;
    assert_eq!(verdict(&ok), "ok", "writable again: {ok}");

    std::fs::remove_file(&db).expect("delete the database");
    let (_, why) = until(addr, "/healthz", PATIENCE, |status, _| status == 503).await;
    assert_eq!(
        verdict(&why),
        format!(
            "cannot write {}: the file was deleted or moved away while the bot had it open (put it back; until \
             then nothing is saved)",
            db.display()
        )
    );
    let (status, _) = get(addr, "/metrics").await.expect("/metrics still answers");
    assert_eq!(status, 200);
}

on_both! {
    async fn health_says_it_stops_while_the_commands_in_flight_are_answered(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let addr = free_addr();
        let env = [("METRICS_ADDR", addr.to_string()), ("STOP_TIMEOUT_MS", "20000".into())];
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let bot = Bot::ready(&fake, &db, &log, 1, &env).await;
        until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;

        // A command whose answer the network holds, in flight at the signal, until the
        // endpoint has said the bot is stopping.
        fake.hold(PATIENCE, |path| path.ends_with("/callback"));
        let alice = Person { id: 111_111_111_111_111_111, name: "Alice" };
        let opened = tokio::spawn({
            let fake = fake.clone();
            async move { fake.command(&alice, "new", json!([])).await }
        });
        fake.wait("the answer in flight", |i| (i.held >= 1).then_some(())).await;
        assert!(bot.signal("TERM"), "SIGTERM sent");
        let (_, why) = until(addr, "/healthz", PATIENCE, |status, _| status == 503).await;
        assert_eq!(verdict(&why), "stopping: answering the commands in flight", "{why}");
        fake.hold_nothing();
        assert!(!opened.await.expect("the command's answer").ephemeral(), "answered while stopping");
        let exited = bot.exited();
        let status = exited.await.expect("waiting for the exit").expect("the bot exits");
        assert_eq!(status.code(), Some(0), "{status:?}");
    }
}

/// The PostgreSQL server goes away under the running bot, which reaches it through a
/// relay of the test's: the relay stops (the bot's URL leads to a port with no server),
/// and `/healthz` answers `503` saying the database does not answer, `/metrics` still
/// answering; the relay comes back on the same port, and `/healthz` answers `200` again
/// (the check's connection, closed with the server's, opened anew).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn health_turns_503_while_the_postgresql_server_is_away_and_200_once_back() {
    let Some(db) = tokio::task::block_in_place(TestDb::postgres) else { return };
    let mut relay = Relay::to(db.postgres_url()).await;
    let fake = Fake::start().await;
    let log = Arc::new(Mutex::new(Vec::new()));
    let addr = free_addr();
    let env = [("METRICS_ADDR", addr.to_string()), ("DATABASE_URL", relay.url.clone())];
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let bot = Bot::ready(&fake, &db, &log, 1, &env).await;
    let (_, ok) = until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;
    assert_eq!(verdict(&ok), "ok", "{ok}");

    relay.stop().await;
    let (_, why) = until(addr, "/healthz", PATIENCE, |status, _| status == 503).await;
    assert!(why.starts_with("the database does not answer: "), "{why}");
    assert_eq!(why.lines().count(), 3, "the verdict, the database, the shards: {why}");
    let (_, why) = until(addr, "/healthz", PATIENCE, |_, body| body.contains("Connection refused")).await;
    assert!(why.starts_with("the database does not answer: "), "{why}");
    let (status, _) = get(addr, "/metrics").await.expect("/metrics still answers");
    assert_eq!(status, 200);

    relay.start().await;
    let (_, ok) = until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;
    assert_eq!(verdict(&ok), "ok", "the server is back: {ok}");
    assert!(bot.interrupt(), "Ctrl-C stops the bot cleanly");
}

/// A TCP relay on 127.0.0.1 to a PostgreSQL server, which the test stops (closing every
/// connection through it and the port) and starts again on the same port.
struct Relay {
    /// The server's URL with the relay's address in place of the server's.
    url: String,
    /// The relay's address.
    at: std::net::SocketAddr,
    /// The server's address.
    server: String,
    /// Accepting and relaying, while it runs: aborted, it drops every connection.
    running: Option<tokio::task::JoinHandle<()>>,
}

impl Relay {
    /// A relay to the server of `url` (`postgres://user@host:port/…`), started.
    async fn to(url: &str) -> Relay {
        let at = free_addr();
        let (url, server) = relayed(url, at);
        let mut relay = Relay { url, at, server, running: None };
        relay.start().await;
        relay
    }

    /// Listens again (on the same port) and relays each connection to the server.
    async fn start(&mut self) {
        let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
        // The connections the stop closed linger on this port a while.
        socket.set_reuseaddr(true).expect("SO_REUSEADDR");
        socket.bind(self.at).expect("the relay's port");
        let listener = socket.listen(16).expect("listen");
        let server = self.server.clone();
        self.running = Some(tokio::spawn(async move {
            // Dropped with this task, aborting every connection's.
            let mut connections = tokio::task::JoinSet::new();
            while let Ok((mut client, _)) = listener.accept().await {
                let server = server.clone();
                connections.spawn(async move {
                    if let Ok(mut upstream) = tokio::net::TcpStream::connect(server).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut upstream).await;
                    }
                });
            }
        }));
    }

    /// Closes every connection through the relay, and its port: nothing listens there.
    async fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            running.abort();
            let _ = running.await;
        }
    }
}
