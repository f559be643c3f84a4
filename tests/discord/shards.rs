//! Shards on SQLite files, through the real binary: several processes, each on its own
//! shard range (`DISCORD_SHARDS=a-b/T`) with its own SQLite file, against the fake
//! Discord sharded and paced as Discord's (one IDENTIFY per bucket per 5 s, a sooner one
//! refused with opcode 9). Each process paces its own shards, but processes with
//! separate files share no pacing: started at the same moment, two collide and one
//! retries (processes on one PostgreSQL database are paced together: `failover`). Events go
//! to the process holding their server's shard; with none holding it they are not
//! delivered. And Discord's global rate limit (429 with `Retry-After`) is not waited
//! out today: a refused reminder is lost, which a shared proxy (`DISCORD_PROXY`) must
//! handle.

use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::json;

use crate::support::PATIENCE;
use crate::support::fake_discord::bot::{Bot, complaints, logged};
use crate::support::fake_discord::{Fake, RateLimit, Sharding, Where, alice, bob};

/// Whether the bot's database in `dir` has an open game at `at`.
fn has_game(dir: &Path, at: Where) -> bool {
    let mut store = carcassonne_bot::store::Store::open(&dir.join("bot.db")).expect("the bot's database");
    let (guild, channel) = (at.guild.to_string(), at.channel.to_string());
    store.read(|tx| tx.open_game(&guild, &channel)).expect("read").is_some()
}

/// Two processes started at the same moment on the two halves of 2 shards, with one
/// IDENTIFY bucket (`max_concurrency` 1): the second IDENTIFY comes within Discord's
/// 5 s of the first and is refused with opcode 9. Serenity restarts that shard (its
/// 5 s stall, with a warning) and identifies again past the window, so each shard ends
/// with one live session. Then each server's commands go to the process holding its
/// shard, whose database alone gets the game; once that process has stopped, its
/// shard's interactions are undeliverable while the other shard still answers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_started_at_once_collide_on_identify_then_each_serves_its_shard() {
    let fake = Fake::start_with(Sharding { shards: 2, ..Sharding::DISCORD }).await;
    let places = [Where::on_shard(0, 2), Where::on_shard(1, 2)];
    fake.join_servers(&places.map(|at| at.guild));
    let dirs = [tempfile::tempdir().expect("temp dir"), tempfile::tempdir().expect("temp dir")];
    let logs = [Arc::new(Mutex::new(Vec::new())), Arc::new(Mutex::new(Vec::new()))];
    let ranges = ["0-0/2", "1-1/2"];
    // "At once" made sure of on a loaded machine, where one process may start seconds
    // after the other: each asks for the gateway's address first, and neither gets it
    // until both have asked, so both connect and identify within moments.
    fake.hold(PATIENCE, |path| path == "/gateway/bot");
    let mut bots: Vec<Option<Bot>> = (0..2)
        .map(|p| Some(Bot::start(&fake.base(), dirs[p].path(), &logs[p], &[("DISCORD_SHARDS", ranges[p])])))
        .collect();
    fake.wait("both processes asking for the gateway", |i| (i.held >= 2).then_some(())).await;
    fake.hold_nothing();
    let live = fake.each_shard_once(2).await;

    let violations = fake.violations();
    let [early] = violations.as_slice() else { panic!("one IDENTIFY too soon: {violations:?}") };
    assert!(early.invalidated && early.bucket == 0, "{early:?}");
    assert!(early.after < Sharding::DISCORD.identify_interval, "{early:?}");
    let sessions = fake.sessions();
    assert_eq!(fake.identifies().len(), 3, "the refused IDENTIFY and its retry: {sessions:?}");
    assert_eq!(sessions.len(), 2, "the refused IDENTIFY started no session: {sessions:?}");
    assert_ne!(sessions[0].shard, early.shard, "the first to identify was served: {sessions:?}");
    assert_eq!(sessions[1].shard, early.shard, "the refused shard identified again: {sessions:?}");
    assert_ne!(sessions[1].connection, early.connection, "on a new connection: {sessions:?}");
    assert!(sessions.iter().all(|s| s.total == 2 && s.live()), "{sessions:?}");
    // Serenity's restart of the refused shard: its only complaint.
    let refused = early.shard as usize;
    let stall = format!("Failed to cleanly shutdown shard {refused}, reached timeout");
    // Logged before the retry's session started, but read from the process's output by
    // another thread: waited for, not assumed.
    logged(&logs[refused], &stall, PATIENCE).await;
    let warned = complaints(&logs[refused]);
    assert!(matches!(&warned[..], [line] if line.contains(&stall)), "{warned:?}");
    assert_eq!(complaints(&logs[1 - refused]), Vec::<String>::new());

    for (shard, at) in places.iter().enumerate() {
        let sent = fake.send_command_in(*at, &alice(), "new", json!([])).expect("a live session");
        let holder = &live[&u32::try_from(shard).expect("a shard")];
        assert_eq!(sent.connections, [holder.connection], "to the session of the server's shard");
        let opened = fake.answer_within(&sent, PATIENCE).await.expect("an answer");
        assert!(!opened.ephemeral() && opened.content().contains("Alice"), "{opened:?}");
    }
    for (p, dir) in dirs.iter().enumerate() {
        for (shard, at) in places.iter().enumerate() {
            assert_eq!(has_game(dir.path(), *at), p == shard, "process {p}'s database, shard {shard}'s game");
        }
    }

    // The process served first stops: its shard's events have nowhere to go.
    let (served, kept) = (1 - refused, u32::try_from(refused).expect("a shard"));
    let stopped = bots[served].take().expect("the process served first");
    assert!(stopped.interrupt(), "Ctrl-C stops process {served} cleanly");
    fake.wait("a shard without a session", |i| (i.live_by_shard().len() == 1).then_some(())).await;
    assert_eq!(fake.live_sessions().keys().copied().collect::<Vec<_>>(), [kept]);
    let ended = fake.sessions().into_iter().find(|s| s.shard as usize == served).expect("its session");
    assert_eq!(ended.close_code, Some(1000), "{ended:?}");
    assert!(fake.send_command_in(places[served], &bob(), "join", json!([])).is_none());
    // A server's outage, as Discord tells it: to the live shard's session, none for the other.
    let outage = |at: Where| json!({ "id": at.guild.to_string(), "unavailable": true });
    assert!(fake.dispatch("GUILD_DELETE", outage(places[served])).is_empty());
    assert_eq!(fake.dispatch("GUILD_DELETE", outage(places[refused])), [live[&kept].connection]);
    let undelivered = fake.undelivered();
    let [lost, gone] = undelivered.as_slice() else { panic!("two undelivered events: {undelivered:?}") };
    let shard = u32::try_from(served).expect("a shard");
    assert_eq!(
        (lost.event.as_str(), lost.guild, lost.shard),
        ("INTERACTION_CREATE", Some(places[served].guild), shard)
    );
    assert_eq!(lost.data["member"]["user"]["id"], bob().id.to_string());
    assert_eq!(
        (gone.event.as_str(), gone.guild, gone.shard),
        ("GUILD_DELETE", Some(places[served].guild), shard)
    );
    let joined = fake.command_in(places[refused], &bob(), "join", json!([])).await;
    assert!(
        !joined.ephemeral() && joined.content().contains("Bob"),
        "the other shard still answers: {joined:?}"
    );
    assert!(bots[refused].take().expect("the refused process").interrupt(), "Ctrl-C stops it cleanly");
    let warned_at_last = complaints(&logs[refused]);
    assert_eq!(warned_at_last, warned, "nothing more to complain about");
    assert_eq!(complaints(&logs[served]), Vec::<String>::new());
}

/// One process running both shards (autosharded: `/gateway/bot` advises 2): serenity
/// spaces its IDENTIFYs by 5 s, so the pacing holds, and each server's commands reach
/// the process through the session of the server's shard.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_process_paces_its_own_shards_and_serves_both() {
    // Serenity waits 5 s from one shard's connection to the next one's, and each
    // IDENTIFY follows its connection by a few milliseconds, so the two come 5 s apart
    // give or take those (5.002 to 5.006 s here): the check leaves it half a second.
    let interval = Duration::from_millis(4500);
    let fake =
        Fake::start_with(Sharding { shards: 2, identify_interval: interval, ..Sharding::DISCORD }).await;
    let places = [Where::on_shard(0, 2), Where::on_shard(1, 2)];
    fake.join_servers(&places.map(|at| at.guild));
    let dir = tempfile::tempdir().expect("temp dir");
    let log = Arc::new(Mutex::new(Vec::new()));
    let bot = Bot::start(&fake.base(), dir.path(), &log, &[]);
    let live = fake.each_shard_once(2).await;
    assert_eq!(fake.violations(), []);
    let sessions = fake.sessions();
    assert_eq!(sessions.len(), 2, "{sessions:?}");
    assert_ne!(live[&0].connection, live[&1].connection);
    for (shard, at) in places.iter().enumerate() {
        let sent = fake.send_command_in(*at, &alice(), "new", json!([])).expect("a live session");
        assert_eq!(sent.connections, [live[&u32::try_from(shard).expect("a shard")].connection]);
        let opened = fake.answer_within(&sent, PATIENCE).await.expect("an answer");
        assert!(!opened.ephemeral() && opened.content().contains("Alice"), "{opened:?}");
        assert!(has_game(dir.path(), *at));
    }
    assert_eq!(fake.undelivered(), []);
    bot.stop();
}

/// Discord's global rate limit refuses the first reminder (429, `Retry-After`): the bot
/// logs it and records the reminder as sent all the same, never trying it again after
/// the wait Discord asked for. Retrying per `Retry-After` is what a shared proxy
/// (`DISCORD_PROXY`) will need.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_refused_by_the_global_rate_limit_is_recorded_as_sent() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let log = Arc::new(Mutex::new(Vec::new()));
    // 3.6 seconds.
    let bot = Bot::start(&fake.base(), dir.path(), &log, &[("REMINDER_HOURS", "0.001")]);
    fake.registration(1).await;
    fake.connected(1).await;
    let posts = |path: &str| path.starts_with("/channels/") && path.ends_with("/messages");
    fake.rate_limit(RateLimit {
        requests: 1,
        retry_after: Duration::from_millis(1500),
        global: true,
        which: posts,
    });
    fake.command(&alice(), "new", json!([])).await;
    fake.command(&bob(), "join", json!([])).await;
    fake.command(&alice(), "start", json!([])).await;

    let refused = fake.wait("a refused post", |i| i.rate_limited.first().cloned()).await;
    let text = refused.json["content"].as_str().unwrap_or_default();
    assert!(text.contains("Reminder"), "{text}");
    // Every round is recorded before it is posted, the refused one too: once the
    // posts Discord took read the same before and after the database, the rounds
    // recorded are one more than the posts taken (later rounds may have come by then
    // on a loaded machine; a refused reminder left unrecorded would never add up).
    let path = dir.path().join("bot.db");
    let taken = || fake.requests().iter().filter(|r| r.method == "POST" && posts(&r.path)).count();
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let before = taken();
        let mut store = carcassonne_bot::store::Store::open(&path).expect("the bot's database");
        let waiting = store.read(|tx| tx.waiting_games(i64::MAX)).expect("read");
        let rounds = waiting.first().and_then(|w| w.reminded).map(|r| r.rounds);
        if before == taken() && rounds == Some(u32::try_from(before).expect("few posts") + 1) {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "the refused reminder is never recorded: {rounds:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let warned = logged(&log, "reminder not delivered", PATIENCE).await;
    assert!(warned.contains("WARN"), "{warned}");
    assert_eq!(fake.rate_limited().len(), 1, "one request refused");
    let warnings = complaints(&log);
    assert_eq!(warnings, [warned], "the refusal is the only complaint");
    assert!(bot.interrupt(), "Ctrl-C stops the bot cleanly");
}
