//! Turn clocks end to end: the real bot binary against the fake Discord, its time read
//! from a file the test writes (`CLOCK_FILE`), so time moves past a deadline without
//! waiting. A player whose clock runs out is announced once in the channel and a bot
//! moves for them until they `/join` again; a game of three where one player stops
//! answering after turn 5 still reaches its final table.

use crate::support::backends::on_both;
use crate::support::fake_discord;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use fake_discord::bot::Bot;
use fake_discord::server::Recorded;
use fake_discord::{Answer, CHANNEL_ID, Fake, Person};
use serde_json::{Value, json};

/// The bot's time when each test starts, unix ms.
pub(super) const T0: i64 = 1_700_000_000_000;
pub(super) const HOUR: i64 = 3_600_000;

/// The bot's clock: a file holding unix milliseconds.
pub(super) struct Time {
    path: PathBuf,
}

impl Time {
    /// The clock file in `dir`, set to `T0`.
    pub(super) fn new(dir: &Path) -> Time {
        let time = Time { path: dir.join("now") };
        time.set(T0);
        time
    }

    /// Moves the bot's time to `now`, all at once: the bot never reads half a file.
    pub(super) fn set(&self, now: i64) {
        let next = self.path.with_extension("next");
        std::fs::write(&next, now.to_string()).expect("write the time");
        std::fs::rename(&next, &self.path).expect("move the time in");
    }

    /// The bot's settings: this clock; the clock loop looks every second (reminders
    /// every 1.8 s of the file's time, which only moves when a test moves it); bots
    /// move after a short pause.
    pub(super) fn env(&self) -> Vec<(&str, &str)> {
        let path = self.path.to_str().expect("a UTF-8 path");
        vec![("CLOCK_FILE", path), ("REMINDER_HOURS", "0.0005"), ("BOT_PAUSE_MS", "100")]
    }
}

fn person(id: u64, name: &'static str) -> Person {
    Person { id: id * 111_111_111_111_111_111, name }
}

/// The users a message pings.
fn pings(message: &Value) -> Vec<String> {
    let users = message["allowed_mentions"]["users"].as_array().cloned().unwrap_or_default();
    users.iter().filter_map(|u| u.as_str().map(str::to_string)).collect()
}

/// The bot's messages posted in the channel by itself (not answering anyone).
fn channel_messages(requests: &[Recorded]) -> Vec<Recorded> {
    let path = format!("/channels/{CHANNEL_ID}/messages");
    requests.iter().filter(|r| r.method == "POST" && r.path == path).cloned().collect()
}

fn content(message: &Recorded) -> &str {
    message.json["content"].as_str().unwrap_or_default()
}

/// Waits for the `n`th channel message whose text contains `text`.
async fn said(fake: &Fake, n: usize, text: &str) -> Recorded {
    fake.wait(&format!("channel message {n} saying {text:?}"), |inner| {
        let found: Vec<Recorded> =
            channel_messages(&inner.requests).into_iter().filter(|m| content(m).contains(text)).collect();
        found.get(n - 1).cloned()
    })
    .await
}

/// How many channel messages contain `text` so far.
fn count(fake: &Fake, text: &str) -> usize {
    channel_messages(&fake.requests()).iter().filter(|m| content(m).contains(text)).count()
}

/// Waits for the `n`th bot turn posted in the channel (a message with the board).
async fn bot_turn(fake: &Fake, n: usize) -> Recorded {
    fake.wait(&format!("bot turn {n}"), |inner| {
        let boards: Vec<Recorded> =
            channel_messages(&inner.requests).into_iter().filter(|m| !m.files.is_empty()).collect();
        boards.get(n - 1).cloned()
    })
    .await
}

/// Checks that `done`, a person's turn, pings `next` (in itself, or in the line that
/// follows a click's update).
async fn assert_next(fake: &Fake, done: &Answer, next: &Person) {
    let pinged = match done.allowed_users() {
        users if !users.is_empty() => users,
        _ => fake.followup(&done.token).await.allowed_users(),
    };
    assert_eq!(pinged, [next.id.to_string()], "{}", done.content());
}

on_both! {
    /// Alice opens a game with a 12-hour clock; Bob lets it run out on his first turn: the
    /// channel is told once, a bot plays his turn, and he takes his seat back with `/join`,
    /// is reminded rather than handed over again, and plays on.
    async fn the_clock_runs_out_a_bot_moves_and_the_player_joins_back(db) {
        let fake = Fake::start().await;
        let dir = tempfile::tempdir().expect("a folder for the clock");
        let time = Time::new(dir.path());
        let log = Arc::new(Mutex::new(Vec::new()));
        let (alice, bob) = (person(1, "Alice"), person(2, "Bob"));
        let bot = Bot::on(&db, &fake.base(), &log, &time.env());
        let registered = fake.registration(1).await;
        let new = registered.as_array().expect("a list").iter().find(|c| c["name"] == "new").cloned();
        let clock = new.expect("/new")["options"].as_array().expect("options").last().cloned().expect("clock");
        assert_eq!(clock["name"], "clock");
        assert_eq!(clock["choices"][0]["name"], "12 hours");
        fake.connected(1).await;

        let lobby = fake.command(&alice, "new", json!([{ "name": "clock", "type": 4, "value": 0 }])).await;
        assert!(
            lobby.content().contains("Clock: 12 hours per decision, then a bot plays."),
            "{}",
            lobby.content()
        );
        fake.command(&bob, "join", json!([])).await;
        fake.command(&alice, "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;
        let done = fake.play_turn(&alice, 1).await;
        assert_next(&fake, &done, &bob).await;

        // Bob does not answer: twelve hours later a bot plays for him.
        let ran_out = "Bob's time ran out: a bot plays for Bob until Bob comes back with `/join`.";
        time.set(T0 + 12 * HOUR);
        let told = said(&fake, 1, ran_out).await;
        assert!(
            told.files.is_empty() && pings(&told.json).is_empty(),
            "a line pinging nobody: {}",
            content(&told)
        );
        let moved = bot_turn(&fake, 1).await;
        assert!(content(&moved).contains("Bob (bot) placed"), "{}", content(&moved));
        assert_eq!(pings(&moved.json), [alice.id.to_string()]);
        // An hour later Alice is reminded: the loop ran again and told nobody twice.
        time.set(T0 + 13 * HOUR);
        said(&fake, 1, "Reminder").await;
        assert_eq!(count(&fake, "time ran out"), 1, "told once");

        // Bob is back, and plays on after Alice.
        let back = fake.command(&bob, "join", json!([])).await;
        assert!(!back.ephemeral() && back.content().contains("Bob takes their seat back"), "{}", back.content());
        let done = fake.play_turn(&alice, 2).await;
        assert_next(&fake, &done, &bob).await;
        time.set(T0 + 14 * HOUR);
        let reminded = said(&fake, 2, "Reminder").await;
        assert_eq!(pings(&reminded.json), [bob.id.to_string()], "reminded, not handed over");
        let placed = fake.place_first(&bob).await;
        assert!(!placed.ephemeral() && placed.content().contains("Bob placed"), "{}", placed.content());
        assert_eq!(count(&fake, "time ran out"), 1);
        bot.stop();
    }
}

on_both! {
    /// Ann, Ben and Cat play a game on the default clock (3 days); Cat never answers
    /// after turn 5. When the game waits for her, the test moves the bot's time four days
    /// on: a bot takes her seat and plays it, Ann and Ben play on with autocomplete and
    /// buttons, and the game reaches its final table with all three.
    async fn three_players_finish_though_one_stops_answering_after_turn_five(db) {
        let fake = Fake::start().await;
        let dir = tempfile::tempdir().expect("a folder for the clock");
        let time = Time::new(dir.path());
        let log = Arc::new(Mutex::new(Vec::new()));
        let players = [person(1, "Ann"), person(2, "Ben"), person(3, "Cat")];
        let bot = Bot::ready(&fake, &db, &log, 1, &time.env()).await;

        let lobby = fake.command(&players[0], "new", json!([])).await;
        assert!(lobby.content().contains("Clock: 3 days per decision"), "the default: {}", lobby.content());
        for player in &players[1..] {
            fake.command(player, "join", json!([])).await;
        }
        let started =
            fake.command(&players[0], "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;
        assert_eq!(started.allowed_users(), [players[0].id.to_string()]);

        let (cat, quits) = (2, 5);
        let (mut handed, mut bot_turns) = (false, 0);
        let mut turn = 0;
        let last = loop {
            assert!(turn <= 80, "a base game has 71 tiles to place");
            let seat = turn % players.len();
            let next = &players[(turn + 1) % players.len()];
            let next_is_bot = (turn + 1) % players.len() == cat && handed;
            if seat == cat && turn >= quits {
                if !handed {
                    // Cat was pinged and does not answer: her clock runs out.
                    time.set(T0 + 4 * 24 * HOUR);
                    said(&fake, 1, "Cat's time ran out: a bot plays for Cat").await;
                    handed = true;
                }
                bot_turns += 1;
                let moved = bot_turn(&fake, bot_turns).await;
                let text = content(&moved).to_string();
                if text.contains("The game is over") {
                    break text;
                }
                assert!(text.contains("Cat (bot) placed"), "{text}");
                assert_eq!(pings(&moved.json), [next.id.to_string()], "{text}");
            } else {
                let done = fake.play_turn(&players[seat], turn).await;
                if done.content().contains("The game is over") {
                    break done.content().to_string();
                }
                if !next_is_bot {
                    assert_next(&fake, &done, next).await;
                }
            }
            turn += 1;
        };
        assert!(handed && bot_turns >= 10, "the bot played Cat's seat: {bot_turns} turns");
        assert!(last.contains("Final scores"), "{last}");
        for name in ["Ann", "Ben", "Cat (bot)"] {
            assert!(last.contains(name), "{name} at the final table: {last}");
        }
        assert_eq!(count(&fake, "time ran out"), 1, "told once");
        bot.stop();
    }
}
