//! `/healthz` as a health check reads it, through the real binary: it answers from the
//! moment its port is bound, `503` naming what it waits for while Discord cannot be
//! reached (and `/metrics` answers meanwhile), `200 ok` once the gateway is connected;
//! then `503` naming the database file and its fault when the file is made read-only
//! (`200` again once writable) and when it is deleted under the running bot; `503`
//! saying it stops while a stop (SIGTERM) answers the commands in flight.
//!
//! Permissions do not apply to root, so as root the bot runs as `nobody` (see the
//! operator tests' `unprivileged`).

use crate::ops::common as ops_common;
use crate::support::backends::on_both;
use crate::support::fake_discord;

use std::os::unix::fs::PermissionsExt as _;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use fake_discord::bot::{Bot, complaints};
use fake_discord::endpoint::{free_addr, get, until};
use fake_discord::{Fake, Person};
use serde_json::json;

/// Long enough for the bot to start, or for serenity to connect its gateway.
const PATIENCE: Duration = Duration::from_secs(60);

on_both! {
    async fn health_says_what_it_waits_for_from_the_bind_then_ok_once_serving(db) {
        // Discord's address, closed until the fake starts on it.
        let discord = free_addr();
        let log = Arc::new(Mutex::new(Vec::new()));
        let addr = free_addr();
        let base = format!("http://{discord}");
        let bot = Bot::on(&db, &base, &log, &[("METRICS_ADDR", &addr.to_string())]);

        // The first answer, as soon as anything listens: a 503 that names Discord.
        let deadline = tokio::time::Instant::now() + PATIENCE;
        let (status, why) = loop {
            if let Some(answer) = get(addr, "/healthz").await {
                break answer;
            }
            assert!(tokio::time::Instant::now() < deadline, "the endpoint never listened");
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        assert_eq!(status, 503, "{why}");
        assert!(why.starts_with("waiting for Discord: "), "{why}");
        let (_, why) =
            until(addr, "/healthz", PATIENCE, |status, body| status == 503 && body.contains("not reachable yet"))
                .await;
        assert!(why.starts_with("waiting for Discord: not reachable yet (tried "), "{why}");
        assert!(why.contains("next try in ") || why.contains("trying again now"), "{why}");
        assert_eq!(why.lines().count(), 1, "one line, nothing else wrong: {why}");
        let (status, text) = get(addr, "/metrics").await.expect("/metrics answers before Discord does");
        assert_eq!(status, 200, "{text}");

        // Discord comes up where the bot looks for it.
        let fake = Fake::start_on(discord.port()).await;
        fake.registration(1).await;
        fake.connected(1).await;
        let (_, ok) = until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;
        assert_eq!(ok, "ok\n");
        let (_, text) = get(addr, "/metrics").await.expect("/metrics answers");
        assert!(text.contains(r#"carcassonne_shard_connected{shard="0"} 1"#), "{text}");

        assert!(bot.interrupt(), "Ctrl-C stops the bot cleanly");
        let unexpected: Vec<String> = complaints(&log)
            .into_iter()
            .filter(|l| !l.contains("Discord is unreachable; trying again"))
            .collect();
        assert!(unexpected.is_empty(), "the bot logged problems:\n{}", unexpected.join("\n"));
    }
}

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
    assert_eq!(ok, "ok\n");

    let db = dir.path().join("bot.db");
    let chmod = |mode| std::fs::set_permissions(&db, std::fs::Permissions::from_mode(mode)).expect("chmod");
    chmod(0o444);
    let (_, why) = until(addr, "/healthz", PATIENCE, |status, _| status == 503).await;
    assert_eq!(
        why,
        format!(
            "cannot write {}: the file is read-only to this process (check its owner and permissions)\n",
            db.display()
        )
    );
    chmod(0o644);
    let (_, ok) = until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;
    assert_eq!(ok, "ok\n", "writable again");

    std::fs::remove_file(&db).expect("delete the database");
    let (_, why) = until(addr, "/healthz", PATIENCE, |status, _| status == 503).await;
    assert_eq!(
        why,
        format!(
            "cannot write {}: the file was deleted or moved away while the bot had it open (put it back; until \
             then nothing is saved)\n",
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
        let mut bot = Bot::on(&db, &fake.base(), &log, &env);
        fake.registration(1).await;
        fake.connected(1).await;
        until(addr, "/healthz", PATIENCE, |status, _| status == 200).await;

        // A command whose answer the network holds for a while, in flight at the signal.
        fake.hold(Duration::from_secs(3), |path| path.ends_with("/callback"));
        let alice = Person { id: 111_111_111_111_111_111, name: "Alice" };
        let opened = tokio::spawn({
            let fake = fake.clone();
            async move { fake.command(&alice, "new", json!([])).await }
        });
        fake.wait("the answer in flight", |i| (i.held >= 1).then_some(())).await;
        assert!(bot.signal("TERM"), "SIGTERM sent");
        let (_, why) = until(addr, "/healthz", PATIENCE, |status, _| status == 503).await;
        assert_eq!(why, "stopping: answering the commands in flight\n");
        assert!(!opened.await.expect("the command's answer").ephemeral(), "answered while stopping");
        let exited = tokio::task::spawn_blocking(move || bot.exit_within(Duration::from_secs(30)));
        let status = exited.await.expect("waiting for the exit").expect("the bot exits");
        assert_eq!(status.code(), Some(0), "{status:?}");
    }
}
