//! Stopping as a service manager does: the real bot binary against the fake Discord,
//! told to stop (SIGTERM, as systemd and container runtimes send, or Ctrl-C's SIGINT)
//! mid-game while commands are in flight — the fake holds each interaction callback
//! for a while, as a slow network would. Every command in flight is answered, the
//! gateway is closed with 1000, the process exits 0 with its database checkpointed and
//! holding every answered move, and a restart continues each game. A command still held
//! at the stop deadline is logged and the exit says so; nothing half done is kept. The
//! wait for an unreachable Discord at start stops on SIGTERM too, and a stop during a
//! partition of PostgreSQL ends in time, taking no new command after the signal.

use super::stored;
use crate::support::PATIENCE;
use crate::support::backends::{TestDb, on_both};
use crate::support::fake_discord;
use crate::support::pg_faults::Relay;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use carcassonne_bot::store::postgres::ANSWER_TIMEOUT;

use fake_discord::bot::Bot;
use fake_discord::{Answer, CHANNEL_ID, Fake, GUILD_ID, Person, Where, alice, bob, string_option};
use serde_json::json;

/// Games played at once, each in a channel of its own: a placement in flight in each.
const GAMES: u64 = 6;

/// The longest the fake holds a request the test keeps in flight, the tests' patience:
/// the test releases it (`Fake::hold_nothing`) once the bot has taken the signal, so no
/// clock decides whether the request was still held then. A bound, never waited out in
/// a passing run.
const HOLD: Duration = PATIENCE;

/// The bot's warning on each try at an unreachable Discord.
const UNREACHABLE: &str = "Discord is unreachable; trying again";

/// The bot's log, with the line it writes on taking a stop signal.
const SAYS_STOPPING: (&str, &str) = ("RUST_LOG", "warn,carcassonne_bot::discord::shutdown=info");

/// Waits until the bot has taken the stop signal, then lets the fake answer what it holds.
async fn release_once_stopping(fake: &Fake, log: &Mutex<Vec<String>>) {
    fake_discord::bot::logged(log, "stopping: answering the commands in flight", PATIENCE).await;
    fake.hold_nothing();
}

/// The shard lease of the test whose work in flight outlasts it: 3 s, shorter than the
/// other tests' bots keep, so the post can outlast it.
const SHORT_LEASE: (&str, &str) = ("SHARD_LEASE_MS", "3000");

/// A stop deadline of a minute for that test, rather than 7 s: once the post is
/// released, finishing it must not race the deadline on a loaded machine.
const LONG_STOP: (&str, &str) = ("STOP_TIMEOUT_MS", "60000");

/// How long, at least, the fake holds a message in that test: past [`SHORT_LEASE`].
const PAST_LEASE: Duration = Duration::from_millis(4500);

/// The player a public answer pings, if it pings one.
fn pinged(answer: &Answer) -> Option<Person> {
    let users = answer.allowed_users();
    [alice(), bob()].into_iter().find(|p| users.first() == Some(&p.id.to_string()))
}

/// Opens and starts a game of Alice and Bob at `at`; whose turn it is.
async fn started(fake: &Fake, at: Where) -> Person {
    fake.command_in(at, &alice(), "new", json!([])).await;
    fake.command_in(at, &bob(), "join", json!([])).await;
    let started = fake.command_in(at, &alice(), "start", json!([])).await;
    pinged(&started).expect("the first player is pinged")
}

/// A whole placement (cell and rotation) autocomplete offers `player` at `at`, so that
/// `/place` plays it at once rather than asking for a rotation.
async fn placement(fake: &Fake, at: Where, player: &Person) -> String {
    let cells = fake.autocomplete_in(at, player, "place", "placement", "").await.choices();
    let (_, best) = cells.first().expect("a cell to place on");
    let cell = best.split(' ').next().expect("x,y");
    let turns = fake.autocomplete_in(at, player, "place", "placement", &format!("{cell} ")).await.choices();
    turns.first().expect("a rotation").1.clone()
}

/// An interaction's callback: the answer to a command, a click or an autocomplete.
fn callback(path: &str) -> bool {
    path.ends_with("/callback")
}

/// A message posted in a channel: a bot's turn, a reminder.
fn channel_post(path: &str) -> bool {
    path.starts_with("/channels/") && path.ends_with("/messages")
}

/// How many moves the game at `at` has stored.
fn stored_moves(db: &TestDb, at: Where) -> usize {
    let (guild, channel) = (at.guild.to_string(), at.channel.to_string());
    stored(db, |tx| {
        let game = tx.open_game(&guild, &channel)?.expect("an open game");
        Ok(tx.actions(game.id)?.len())
    })
}

/// On SQLite, the write-ahead log is checkpointed into the database file itself (empty
/// or gone), as a stop leaves it; on PostgreSQL the log is the server's own.
fn assert_checkpointed(db: &TestDb) {
    if let TestDb::Sqlite { path, .. } = db {
        let wal = std::fs::metadata(path.with_extension("db-wal")).map_or(0, |m| m.len());
        assert_eq!(wal, 0, "the write-ahead log is checkpointed");
    }
}

/// A turn's public answer: the board, and either the next player pinged or the same
/// player's figure step with its buttons.
fn assert_played(answer: &Answer, player: &Person) {
    assert!(!answer.ephemeral(), "a move is public: {}", answer.content());
    let (name, _) = answer.files.first().expect("the board is attached");
    assert!(name.ends_with(".png"), "{name}");
    match pinged(answer) {
        Some(next) => assert_ne!(next.id, player.id, "the next player is pinged: {}", answer.content()),
        None => assert!(answer.buttons().iter().any(|b| b.ends_with(":pass")), "a figure step: {answer:?}"),
    }
}

/// Six games started, a placement sent in each and an autocomplete in the first, all
/// held by the fake; then `signal` ("TERM" or "INT"). Every one is answered after the
/// signal, the bot closes the gateway with 1000 and exits 0, the database holds each
/// move with its log checkpointed, and a restart plays the next step of every game.
async fn stop_mid_game(db: &TestDb, signal: &str) {
    let fake = Fake::start().await;
    let log = Arc::new(Mutex::new(Vec::new()));
    // Every answer deferred: its move is played, and its message sent, only once the
    // held deferral is through, after the signal.
    let env = [("DISCORD_DEFER_MS", "0"), ("STOP_TIMEOUT_MS", "20000"), SAYS_STOPPING];
    let bot = Bot::ready(&fake, db, &log, 1, &env).await;
    let tables: Vec<Where> = (0..GAMES).map(|i| Where { guild: GUILD_ID, channel: CHANNEL_ID + i }).collect();
    let mut players = Vec::new();
    let mut placements = Vec::new();
    for &at in &tables {
        let player = started(&fake, at).await;
        placements.push(placement(&fake, at, &player).await);
        players.push(player);
    }
    let before: Vec<usize> = tables.iter().map(|&at| stored_moves(db, at)).collect();

    fake.hold(HOLD, callback);
    let mut in_flight = Vec::new();
    for ((&at, player), value) in tables.iter().zip(&players).zip(&placements) {
        let (fake, player, value) = (fake.clone(), player.clone(), value.clone());
        in_flight.push(tokio::spawn(async move {
            fake.command_in(at, &player, "place", string_option("placement", &value)).await
        }));
    }
    let waiting = if players[0].id == alice().id { bob() } else { alice() };
    let looking = tokio::spawn({
        let (fake, at) = (fake.clone(), tables[0]);
        async move { fake.autocomplete_in(at, &waiting, "place", "placement", "").await }
    });
    let in_flight_now = usize::try_from(GAMES).unwrap() + 1;
    fake.wait("every interaction in flight", |i| (i.held >= in_flight_now).then_some(())).await;
    assert!(bot.signal(signal), "SIG{signal} sent");
    let signalled = Instant::now();
    let exited = bot.exited();
    release_once_stopping(&fake, &log).await;

    let mut answers = Vec::new();
    for (task, player) in in_flight.into_iter().zip(&players) {
        let placed = task.await.expect("the command's answer");
        assert_eq!(placed.kind, 5, "deferred, then answered");
        assert!(placed.answered > signalled, "in flight at the signal, answered after it");
        assert_played(&placed, player);
        answers.push(placed);
    }
    let looked = looking.await.expect("the autocomplete's answer");
    assert_eq!(looked.kind, 8);
    assert!(!looked.choices().is_empty(), "autocomplete answered: {looked:?}");

    let status = exited.await.expect("waiting for the exit").expect("the bot exits");
    // 0: every command answered before the stop deadline (one cut short exits 1).
    assert_eq!(status.code(), Some(0), "a clean stop exits 0: {status:?}");
    assert_eq!(fake.closes(), [Some(1000)], "the gateway is closed with 1000, not dropped");
    let complaints = fake_discord::bot::complaints(&log);
    assert!(complaints.is_empty(), "the bot logged problems:\n{}", complaints.join("\n"));

    // Nothing lost: every answered move is stored (in a SQLite file, the file itself).
    assert_checkpointed(db);
    for ((&at, before), placed) in tables.iter().zip(&before).zip(&answers) {
        assert_eq!(stored_moves(db, at), before + 1, "the answered move is stored: {}", placed.content());
    }

    // A restart continues every game from there.
    fake.hold_nothing();
    let bot = Bot::ready(&fake, db, &log, 2, &env).await;
    for (((&at, before), placed), player) in tables.iter().zip(&before).zip(&answers).zip(&players) {
        let next = match pinged(placed) {
            Some(next) => {
                let value = placement(&fake, at, &next).await;
                fake.command_in(at, &next, "place", string_option("placement", &value)).await
            }
            None => fake.command_in(at, player, "pass", json!([])).await,
        };
        assert!(!next.ephemeral(), "the game goes on: {}", next.content());
        assert_eq!(stored_moves(db, at), before + 2);
    }
    bot.stop();
}

on_both! {
    async fn sigterm_mid_game_answers_every_command_in_flight_and_loses_nothing(db) {
        stop_mid_game(&db, "TERM").await;
    }
}

on_both! {
    async fn ctrl_c_mid_game_answers_every_command_in_flight_and_loses_nothing(db) {
        stop_mid_game(&db, "INT").await;
    }
}

on_both! {
    /// A command held past the stop deadline: the bot exits by the deadline all the same,
    /// logs the command it cut short and exits 1; the cut command changed nothing, so after
    /// a restart the player plays it again.
    async fn a_command_still_running_at_the_stop_deadline_is_logged(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let env = [("DISCORD_DEFER_MS", "0"), ("STOP_TIMEOUT_MS", "1000")];
        let mut bot = Bot::ready(&fake, &db, &log, 1, &env).await;
        let player = started(&fake, Where::HOME).await;
        let value = placement(&fake, Where::HOME, &player).await;
        let before = stored_moves(&db, Where::HOME);

        fake.hold(HOLD, callback);
        let held = tokio::spawn({
            let (fake, player, value) = (fake.clone(), player.clone(), value.clone());
            async move { fake.command_in(Where::HOME, &player, "place", string_option("placement", &value)).await }
        });
        fake.wait("the command in flight", |i| (i.held >= 1).then_some(())).await;
        assert!(bot.signal("TERM"));
        let signalled = Instant::now();
        // Held far longer than the wait for the exit: only the deadline ends the stop.
        let status = tokio::task::spawn_blocking(move || bot.exit_within(HOLD / 2))
            .await
            .expect("waiting for the exit")
            .expect("the bot exits by the deadline");
        let took = signalled.elapsed();
        assert_eq!(status.code(), Some(1), "a stop that cut work short is no clean exit: {status:?}");
        assert!(took < HOLD / 2, "the deadline bounds the stop: {took:?}");
        assert_eq!(fake.closes(), [Some(1000)]);
        let logged = log.lock().unwrap().join("\n");
        assert!(logged.contains("cut short") && logged.contains("/place in channel"), "{logged}");
        held.abort();

        assert_eq!(stored_moves(&db, Where::HOME), before, "the cut command changed nothing");
        fake.hold_nothing();
        let log = Arc::new(Mutex::new(Vec::new()));
        let bot = Bot::ready(&fake, &db, &log, 2, &env).await;
        let placed = fake.command(&player, "place", string_option("placement", &value)).await;
        assert_played(&placed, &player);
        assert_eq!(stored_moves(&db, Where::HOME), before + 1);
        bot.stop();
    }
}

on_both! {
    /// Alice plays a bot seat; SIGTERM comes while the bot's turn is being posted (the fake
    /// holds channel messages): the turn, already stored, is posted all the same, pinging
    /// Alice, before the bot exits 0; after a restart Alice plays on.
    async fn sigterm_while_a_bot_seat_moves_posts_its_turn_first(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let env = [("BOT_PAUSE_MS", "100"), SAYS_STOPPING];
        let bot = Bot::ready(&fake, &db, &log, 1, &env).await;
        let alice = alice();
        fake.command(&alice, "new", json!([])).await;
        fake.command(&alice, "join", string_option("bot", "normal")).await;
        fake.command(&alice, "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;

        fake.hold(HOLD, channel_post);
        let placed = fake.place_first(&alice).await;
        if let Some(pass) = placed.buttons().into_iter().find(|b| b.ends_with(":pass")) {
            fake.click(&alice, &pass, &placed).await;
        }
        fake.wait("the bot's turn in flight", |i| (i.held >= 1).then_some(())).await;
        let moves = stored_moves(&db, Where::HOME);
        assert!(bot.signal("TERM"));
        let signalled = Instant::now();
        let exited = bot.exited();
        release_once_stopping(&fake, &log).await;
        let status = exited.await.expect("waiting for the exit").expect("the bot exits");
        assert_eq!(status.code(), Some(0), "{status:?}");
        let posted = fake.request("the bot's turn", |r| r.method == "POST" && channel_post(&r.path)).await;
        assert!(posted.at > signalled, "held at the signal, posted after it");
        let content = posted.json["content"].as_str().unwrap_or_default();
        assert!(
            content.starts_with(&format!("<@{}>", alice.id)) && content.contains("Bot 1 placed"),
            "{content}"
        );
        assert_eq!(fake.closes(), [Some(1000)]);
        assert_eq!(stored_moves(&db, Where::HOME), moves, "the posted turn was stored before");
        assert_checkpointed(&db);

        fake.hold_nothing();
        let bot = Bot::ready(&fake, &db, &log, 2, &env).await;
        let placed = fake.place_first(&alice).await;
        assert!(!placed.ephemeral(), "Alice plays on: {}", placed.content());
        assert!(stored_moves(&db, Where::HOME) > moves);
        bot.stop();
    }
}

on_both! {
    /// SIGTERM while a reminder is being posted (the fake holds channel messages longer
    /// than a shard's lease lasts unrenewed): it is posted, then recorded under the lease
    /// the bot kept renewing while it stopped, before the bot exits 0, so a restart does
    /// not send it again.
    async fn sigterm_while_a_reminder_is_posted_records_it_first(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        // 1.8 seconds.
        let bot = Bot::ready(&fake, &db, &log, 1, &[("REMINDER_HOURS", "0.0005"), SAYS_STOPPING, SHORT_LEASE, LONG_STOP]).await;
        fake.hold(HOLD, channel_post);
        let next = started(&fake, Where::HOME).await;
        fake.wait("the reminder in flight", |i| (i.held >= 1).then_some(())).await;
        assert!(bot.signal("TERM"));
        let signalled = Instant::now();
        let exited = bot.exited();
        fake_discord::bot::logged(&log, "stopping: answering the commands in flight", PATIENCE).await;
        // The scenario itself, not a wait for something: the post stays in flight past
        // an unrenewed lease.
        tokio::time::sleep(PAST_LEASE.saturating_sub(signalled.elapsed())).await;
        fake.hold_nothing();
        let status = exited.await.expect("waiting for the exit").expect("the bot exits");
        assert_eq!(status.code(), Some(0), "{status:?}");
        let posted = fake.request("the reminder", |r| r.method == "POST" && channel_post(&r.path)).await;
        let content = posted.json["content"].as_str().unwrap_or_default();
        assert!(posted.at > signalled && content.starts_with(&format!("<@{}>", next.id)), "{content}");
        assert!(content.contains("Reminder"), "{content}");
        let posts = fake.requests().iter().filter(|r| r.method == "POST" && channel_post(&r.path)).count();
        assert_eq!(posts, 1, "no reminder pass starts once stopping");
        let waiting = stored(&db, |tx| tx.waiting_games(i64::MAX));
        assert!(waiting[0].reminded.is_some(), "the reminder sent is recorded: {waiting:?}");
        let complaints = fake_discord::bot::complaints(&log);
        assert!(complaints.is_empty(), "the bot logged problems:\n{}", complaints.join("\n"));
    }
}

on_both! {
    /// Discord unreachable at start: the bot waits for it, and SIGTERM ends the wait at
    /// once, exiting 0 without asking Discord again.
    async fn sigterm_ends_the_wait_for_an_unreachable_discord(db) {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut bot = Bot::on(&db, &format!("http://127.0.0.1:{port}"), &log, &[]);
        // Two tries logged: it is waiting between tries (one second, then two).
        let tries = fake_discord::bot::logged_times(&log, UNREACHABLE, 2, PATIENCE).await;
        assert!(bot.running(), "the bot waits for Discord");
        assert!(bot.signal("TERM"));
        let status = bot.exited().await.expect("waiting for the exit").expect("SIGTERM ends the wait");
        assert_eq!(status.code(), Some(0), "{status:?}");
        // Had the signal not ended the pause, the bot would have tried again after it.
        assert!(fake_discord::bot::count(&log, UNREACHABLE) <= tries + 1, "it stopped waiting");
    }
}

/// The stop deadline of the test whose database is cut off.
const PARTITION_STOP: Duration = Duration::from_secs(2);

/// SIGTERM during a partition of PostgreSQL (a relay holding every byte both ways, as a
/// cut network does), a `/place` stuck on it and the lease keeper's renewals too: the
/// bot takes no new command after the signal (a `/new` sent then is never answered nor
/// opened), closes the gateway with 1000, cuts the stuck command short at the deadline
/// and exits 1 — before any wait on the database could have run out (the figure is
/// printed beside the documented bound, `STOP_TIMEOUT_MS`; `benches/stop.rs` measures
/// it with the default settings).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigterm_during_a_database_partition_stops_in_time_and_takes_no_new_command() {
    let Some((db, relay)) = Relay::with_test_db() else { return };
    let fake = Fake::start().await;
    let log = Arc::new(Mutex::new(Vec::new()));
    let stop_ms = PARTITION_STOP.as_millis().to_string();
    let env = [("DATABASE_URL", relay.url.as_str()), ("STOP_TIMEOUT_MS", stop_ms.as_str()), SAYS_STOPPING];
    let mut bot = Bot::ready(&fake, &db, &log, 1, &env).await;
    let player = started(&fake, Where::HOME).await;
    let value = placement(&fake, Where::HOME, &player).await;

    relay.freeze();
    let stuck = fake
        .send_command_in(Where::HOME, &player, "place", string_option("placement", &value))
        .expect("the command delivered");
    // Deferred: it runs, waiting on the database.
    let deferral = format!("/interactions/{}/{}/callback", stuck.id, stuck.token);
    fake.request("the stuck command's deferral", |r| r.path == deferral).await;
    assert!(bot.signal("TERM"));
    let signalled = Instant::now();
    let exited = tokio::task::spawn_blocking(move || bot.exit_within(HOLD));
    fake_discord::bot::logged(&log, "stopping: answering the commands in flight", HOLD).await;
    let elsewhere = Where { guild: GUILD_ID, channel: CHANNEL_ID + 1 };
    let late = fake.send_command_in(elsewhere, &alice(), "new", json!([]));

    let status = exited.await.expect("waiting for the exit").expect("the bot exits");
    let took = signalled.elapsed();
    let documented = PARTITION_STOP;
    eprintln!("stop during a partition: {took:?} (documented: at most {documented:?})");
    assert_eq!(status.code(), Some(1), "the stuck command was cut short: {status:?}");
    assert!(took < ANSWER_TIMEOUT, "the stop waited on the database: {took:?}");
    assert_eq!(fake.closes(), [Some(1000)], "the gateway is closed with 1000");
    let logged = log.lock().unwrap().join("\n");
    assert!(logged.contains("cut short") && logged.contains("/place in channel"), "{logged}");
    if let Some(late) = late {
        let answered = fake.requests().into_iter().filter(|r| r.path.contains(&late.token)).count();
        assert_eq!(answered, 0, "a command sent after the signal is not taken");
    }
    relay.thaw();
    let (guild, channel) = (elsewhere.guild.to_string(), elsewhere.channel.to_string());
    assert!(stored(&db, |tx| tx.open_game(&guild, &channel)).is_none(), "no game opened after the signal");
}

on_both! {
    /// A stop with nothing in flight, at the default log level (warnings): silent.
    async fn a_clean_stop_is_silent(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;
        assert!(bot.signal("TERM"));
        let status = bot.exited().await.expect("waiting for the exit").expect("the bot exits");
        assert_eq!(status.code(), Some(0), "{status:?}");
        assert_eq!(fake.closes(), [Some(1000)], "the gateway is closed with 1000");
        let complaints = fake_discord::bot::complaints(&log);
        assert!(complaints.is_empty(), "the bot logged problems:\n{}", complaints.join("\n"));
    }
}
