//! End to end: the real bot binary against a fake Discord on 127.0.0.1. It registers
//! its commands, then two players play through slash commands, autocomplete and
//! buttons; every turn answers publicly with the board PNG and pings exactly the next
//! player; refusals are ephemeral; no message has two buttons alike; a bot killed
//! mid-game continues after a restart; and the bot logs no warning or error throughout.

use super::{in_channel, serviced, stored};
use crate::support::backends::{TestDb, on_both};
use crate::support::fake_discord;

use std::sync::{Arc, Mutex};

use carcassonne_bot::service::Service;
use fake_discord::bot::Bot;
use fake_discord::server::Recorded;
use fake_discord::{Answer, Fake, Person, alice, bob, string_option};
use serde_json::{Value, json};

const PNG_SIGNATURE: &[u8] = &[0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];

/// A public message carrying the board, pinging exactly `next` (when given).
fn assert_turn(answer: &Answer, next: Option<&Person>) {
    assert_board(answer);
    if let Some(next) = next {
        assert_pings(answer, next);
    }
}

/// A message whose text opens by pinging `next`, and nobody else.
fn assert_pings(answer: &Answer, next: &Person) {
    assert!(answer.content().starts_with(&format!("<@{}>", next.id)), "{}", answer.content());
    assert_eq!(answer.allowed_users(), [next.id.to_string()], "only the next player is pinged");
    assert_eq!(answer.message["allowed_mentions"]["parse"], json!([]), "no other pings");
}

/// A public message carrying the board.
pub(super) fn assert_board(answer: &Answer) {
    assert!(!answer.ephemeral(), "a turn is public: {answer:?}");
    let (name, png) = answer.files.first().expect("the board is attached");
    assert!(name.ends_with(".png"), "{name}");
    assert!(png.starts_with(PNG_SIGNATURE), "PNG bytes");
    let board = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("the PNG decodes");
    assert!(board.width() >= 200 && board.height() >= 200, "a whole board, not a stub");
    assert!(board.width() <= 2000 && board.height() <= 2000, "{}×{}", board.width(), board.height());
}

/// Discord refuses a registration breaking these: names 1–32 lower-case characters,
/// descriptions 1–100 characters, at most 25 options.
fn assert_within_discord_limits(command: &Value) {
    let name = command["name"].as_str().expect("a name");
    assert!(
        (1..=32).contains(&name.len())
            && name.chars().all(|c| c.is_ascii_lowercase() || c == '_' || c == '-'),
        "{name}"
    );
    let description = command["description"].as_str().unwrap_or_default();
    assert!((1..=100).contains(&description.chars().count()), "/{name}: {description:?}");
    let options = command["options"].as_array().cloned().unwrap_or_default();
    assert!(options.len() <= 25, "/{name}");
    for option in &options {
        assert_within_discord_limits(option);
    }
}

/// One turn of `player`: a placement chosen from autocomplete, then, if the figure step
/// comes, "no figure" by button (which updates the turn's message, then pings the next
/// player in a line of its own) or else `/meeple` on the first spot autocomplete offers
/// (a new board message; the turn's first one loses its buttons). Returns the player
/// pinged next and the placement's answer.
async fn turn(fake: &Fake, player: &Person, players: &[Person], by_button: bool) -> (Person, Answer) {
    let offered = fake.autocomplete(player, "place", "placement", "").await;
    assert_eq!(offered.kind, 8);
    let choices = offered.choices();
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    // The best cell first; its rotations, when several fit, make one entry whose value
    // is the cell alone: typing the cell lists each rotation.
    let (_, best) = &choices[0];
    let cell = best.split(' ').next().expect("x,y");
    let x = cell.split(',').next().expect("x");
    let narrowed = fake.autocomplete(player, "place", "placement", &format!("{x},")).await.choices();
    assert!(
        !narrowed.is_empty() && narrowed.iter().all(|(_, v)| v.starts_with(&format!("{x},"))),
        "{narrowed:?}"
    );
    let turns = fake.autocomplete(player, "place", "placement", &format!("{cell} ")).await.choices();
    assert!(!turns.is_empty() && turns.iter().all(|(_, v)| v.starts_with(&format!("{cell} "))), "{turns:?}");
    let value = &turns[0].1;

    let placed = fake.command(player, "place", string_option("placement", value)).await;
    if !placed.allowed_users().is_empty() {
        // The turn passed on (nothing to put a figure on): that player is pinged.
        let next = placed.pinged(players);
        assert_ne!(next.id, player.id);
        assert_turn(&placed, Some(&next));
        return (next, placed);
    }
    // The same player's figure step: the board again, and no ping to themselves.
    assert_turn(&placed, None);
    assert!(!placed.content().contains(&format!("<@{}>", player.id)), "no self-ping");
    // The moves alone: a board grown past the preview also carries "Full board".
    let buttons = moves(&placed);
    let pass = buttons.iter().find(|b| b.ends_with(":pass")).expect("a no-figure button");
    assert!(buttons.len() >= 2, "figure spots offered as buttons too: {buttons:?}");
    let spots = fake.autocomplete(player, "meeple", "spot", "").await.choices();
    assert_eq!(spots.len() + 1, buttons.len(), "{spots:?} {buttons:?}");
    if !by_button {
        let done = fake.command(player, "meeple", string_option("spot", &spots[0].1)).await;
        let next = done.pinged(players);
        assert_ne!(next.id, player.id);
        assert_turn(&done, Some(&next));
        assert!(moves(&done).is_empty(), "nothing to click until the next placement: {done:?}");
        fake.request("the old board's buttons taken away", |r| {
            r.method == "PATCH" && r.message == Some(placed.id) && r.json["components"] == json!([])
        })
        .await;
        return (next, placed);
    }
    let done = fake.click(player, pass, &placed).await;
    assert!(done.updated && done.id == placed.id, "the figure step updates the turn's message: {done:?}");
    assert_board(&done);
    // No move left to click; a board grown past the preview (the tiles are not seeded
    // here) still carries "Full board".
    assert!(done.allowed_users().is_empty() && moves(&done).is_empty(), "{done:?}");
    let placement = placed.content().lines().next().unwrap_or_default();
    assert!(done.content().starts_with(placement), "the turn told whole: {}", done.content());
    let ping = fake.followup(&done.token).await;
    assert!(ping.files.is_empty() && ping.buttons().is_empty(), "a line, not a second board: {ping:?}");
    let next = ping.pinged(players);
    assert_ne!(next.id, player.id);
    assert_pings(&ping, &next);
    (next, placed)
}

on_both! {
    async fn two_players_play_through_slash_commands_and_buttons_across_a_restart(db) {
        play_a_game(&db, &[]).await;
    }
}

on_both! {
    /// The same game with every answer deferred, as when rendering is slow: successes end up
    /// public and refusals private all the same.
    async fn deferred_answers_keep_turns_public_and_refusals_private(db) {
        play_a_game(&db, &[("DISCORD_DEFER_MS", "0")]).await;
    }
}

on_both! {
    /// The same game logged at `trace`: the HTTP and gateway crates stay at `info`, so no
    /// PNG is logged as bytes and no interaction token reaches the log.
    async fn trace_logs_stay_small_and_hold_no_token(db) {
        play_a_game(&db, &[("RUST_LOG", "trace")]).await;
    }
}

/// Registration, a lobby, refusals, turns by command and button, a restart, stale
/// buttons and a direct message, with the bot run with `env`.
async fn play_a_game(db: &TestDb, env: &[(&str, &str)]) {
    let fake = Fake::start().await;
    let log = Arc::new(Mutex::new(Vec::new()));
    let players = [alice(), bob()];
    let (alice, bob) = (&players[0], &players[1]);

    let bot = Bot::on(db, &fake.base(), &log, env);
    let registered = fake.registration(1).await;
    let names: Vec<&str> =
        registered.as_array().expect("a list").iter().filter_map(|c| c["name"].as_str()).collect();
    for name in [
        "new", "join", "leave", "start", "cancel", "status", "games", "options", "place", "meeple", "pass",
        "undo", "board", "history", "rules", "help", "notify",
    ] {
        assert!(names.contains(&name), "/{name} registered: {names:?}");
    }
    assert!(names.len() <= 100);
    for command in registered.as_array().expect("a list") {
        assert_within_discord_limits(command);
    }
    fake.connected(1).await;
    assert!(
        fake.requests().iter().any(|r| r.path == "/gateway/bot"),
        "autosharded start asks for the shard count"
    );
    let identify = &fake.identifies()[0];
    assert_eq!(identify["token"], format!("Bot {}", fake_discord::bot::TOKEN));
    assert_eq!(identify["shard"], json!([0, 1]));
    let intents = identify["intents"].as_u64().expect("intents");
    assert_eq!(intents & (1 << 15), 0, "no message-content intent");

    let help = fake.command(alice, "help", json!([])).await;
    // The help's first message: its title and first group (setting up). With every box's
    // turn verbs the next group no longer fits beside it, and comes as a message of its own.
    assert!(help.ephemeral() && help.content().contains("/new"), "{help:?}");

    let notify = fake.command(bob, "notify", json!([{ "name": "on", "type": 5, "value": true }])).await;
    assert!(notify.ephemeral() && notify.content().contains("direct message"), "{notify:?}");

    let opened = fake.command(alice, "new", json!([])).await;
    assert!(!opened.ephemeral() && opened.content().contains("Alice"), "{opened:?}");
    let deferred = env.iter().any(|(key, _)| *key == "DISCORD_DEFER_MS");
    assert_eq!(opened.kind, if deferred { 5 } else { 4 }, "answered directly unless deferral is forced");
    let early = fake.command(bob, "pass", json!([])).await;
    assert!(early.ephemeral(), "a refusal is private: {early:?}");
    let joined = fake.command(bob, "join", json!([])).await;
    assert!(!joined.ephemeral() && joined.content().contains("Bob"), "{joined:?}");
    let twice = fake.command(bob, "join", json!([])).await;
    assert!(twice.ephemeral() && twice.content().contains("already"), "{twice:?}");

    let started = fake.command(alice, "start", json!([])).await;
    let mut next = started.pinged(&players);
    assert_turn(&started, Some(&next));
    let waiting = if next.id == alice.id { bob } else { alice };
    let wrong = fake.command(waiting, "pass", json!([])).await;
    assert!(wrong.ephemeral() && wrong.content().contains("not your turn"), "{wrong:?}");
    assert!(wrong.allowed_users().is_empty());
    // Autocomplete offers the waiting player a line saying whose turn it is, not the
    // other player's moves; picked anyway, it places nothing.
    let hint = fake.autocomplete(waiting, "place", "placement", "").await.choices();
    let placing = format!("Not your turn: {} is placing ", next.name);
    assert!(matches!(&hint[..], [(name, _)] if name.starts_with(&placing)), "{hint:?}");
    let picked = fake.command(waiting, "place", string_option("placement", &hint[0].1)).await;
    assert!(picked.ephemeral() && picked.files.is_empty(), "{picked:?}");

    let mut last = started;
    for round in 0..3 {
        (next, last) = turn(&fake, &next, &players, round != 1).await;
    }

    // Killed mid-game: the next run picks up the same game from the database.
    bot.kill();
    let bot = Bot::ready(&fake, db, &log, 2, env).await;
    let status = fake.command(&next, "status", json!([])).await;
    assert!(status.ephemeral() && status.content().contains("your turn"), "{status:?}");
    if let Some(stale) = last.buttons().first() {
        let refused = fake.click(&next, stale, &last).await;
        assert!(refused.ephemeral() && refused.content().contains("earlier turn"), "{refused:?}");
    }
    for round in 0..3 {
        (next, _) = turn(&fake, &next, &players, round != 0).await;
    }
    let board = fake.command(alice, "board", json!([])).await;
    assert_turn(&board, None);
    fake.wait("a heartbeat", |i| (i.heartbeats >= 1).then_some(())).await;
    let status = fake.command(bob, "status", json!([])).await;
    assert!(status.ephemeral(), "still answering after heartbeats: {status:?}");

    let bob_id = bob.id.to_string();
    let dm = fake.request("a direct message to Bob", |r| {
        r.method == "POST" && r.path == "/users/@me/channels" && r.json["recipient_id"] == bob_id.as_str()
    });
    dm.await;
    fake.request("the direct message's text", |r| {
        r.method == "POST"
            && r.path.starts_with("/channels/")
            && r.json["content"].as_str().is_some_and(|c| c.contains("waiting for you"))
    })
    .await;

    let complaints = bot.complaints();
    assert!(complaints.is_empty(), "the bot logged problems:\n{}", complaints.join("\n"));
    let bytes = fake_discord::bot::logged_bytes(&log);
    assert!(bytes < 2_000_000, "the bot logged {bytes} bytes for one short game");
}

on_both! {
    async fn a_waiting_game_gets_a_reminder_pinging_whoever_must_act(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let players = [alice(), bob()];
        // 1.8 seconds.
        let bot = Bot::ready(&fake, &db, &log, 1, &[("REMINDER_HOURS", "0.0005")]).await;
        fake.command(&players[0], "new", json!([])).await;
        fake.command(&players[1], "join", json!([])).await;
        let started = fake.command(&players[0], "start", json!([])).await;
        let next = started.pinged(&players);

        let channel = format!("/channels/{}/messages", fake_discord::CHANNEL_ID);
        let reminder = fake
            .request("a reminder", |r| {
                r.method == "POST"
                    && r.path == channel
                    && r.json["content"].as_str().is_some_and(|c| c.contains("Reminder"))
            })
            .await;
        let content = reminder.json["content"].as_str().unwrap_or_default();
        assert!(content.starts_with(&format!("<@{}>", next.id)), "{content}");
        assert_eq!(reminder.json["allowed_mentions"]["users"], json!([next.id.to_string()]));
        bot.stop();
        let bytes = fake_discord::bot::logged_bytes(&log);
        assert!(bytes < 2_000_000, "the bot logged {bytes} bytes for one short game");
    }
}

#[test]
fn without_a_token_the_bot_explains_how_to_get_one_and_how_to_play_locally() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .current_dir(dir.path())
        .env_clear()
        .output()
        .expect("run the bot");
    assert_eq!(output.status.code(), Some(2), "a service manager must see the bot did not run");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("DISCORD_TOKEN") && text.contains("discord.com/developers"), "{text}");
    assert!(text.contains("local --players"), "{text}");
}

on_both! {
    /// Discord unreachable when the bot starts (a network blip at boot): the bot keeps
    /// trying, with a warning, and registers its commands once Discord answers.
    async fn the_bot_waits_for_an_unreachable_discord(db) {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut bot = Bot::on(&db, &format!("http://127.0.0.1:{port}"), &log, &[]);
        // A second try logged: it did not give up after the first.
        let patience = crate::support::PATIENCE;
        fake_discord::bot::logged_times(&log, "Discord is unreachable; trying again", 2, patience).await;
        assert!(bot.running(), "the bot must not give up on an unreachable Discord");
        let fake = Fake::start_on(port).await;
        let registered = fake.registration(1).await;
        assert!(registered.as_array().is_some_and(|c| !c.is_empty()));
        assert!(bot.complaints().iter().any(|l| l.contains("unreachable")), "the wait is logged");
        assert!(bot.interrupt(), "Ctrl-C still stops it cleanly");
    }
}

on_both! {
    /// A game with The Gifts, every answer deferred (the harder case for privacy): the turn
    /// message carries a "My gifts" button whose click, like `/gifts`, answers privately;
    /// autocomplete offers no card to a player holding none; opening a card one does not
    /// hold and keeping a tile outside Take two are refused privately.
    async fn gifts_are_shown_to_their_holder_alone(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let players = [alice(), bob()];
        let bot = Bot::on(&db, &fake.base(), &log, &[("DISCORD_DEFER_MS", "0")]);
        let registered = fake.registration(1).await;
        let names: Vec<&str> =
            registered.as_array().expect("a list").iter().filter_map(|c| c["name"].as_str()).collect();
        for name in ["gift", "keep", "gifts"] {
            assert!(names.contains(&name), "/{name} registered: {names:?}");
        }
        fake.connected(1).await;

        let opened = fake.command(&players[0], "new", string_option("expansions", "gifts")).await;
        assert!(!opened.ephemeral() && opened.content().contains("The Gifts"), "{opened:?}");
        fake.command(&players[1], "join", json!([])).await;
        let started = fake.command(&players[0], "start", json!([])).await;
        let next = started.pinged(&players);
        assert_turn(&started, Some(&next));
        let hand = started.buttons().into_iter().find(|b| b == "carc2:hand").expect("a My gifts button");

        let waiting = if next.id == players[0].id { &players[1] } else { &players[0] };
        let clicked = fake.click(waiting, &hand, &started).await;
        assert!(clicked.ephemeral(), "a hand is private: {clicked:?}");
        assert!(clicked.content().starts_with("You hold no gift."), "{}", clicked.content());
        assert!(clicked.files.is_empty() && clicked.allowed_users().is_empty());
        let look = fake.command(&next, "gifts", json!([])).await;
        assert!(look.ephemeral() && look.content().contains("Gifts held: "), "{look:?}");

        let cards = fake.autocomplete(&next, "gift", "card", "").await;
        assert_eq!(cards.kind, 8);
        assert!(cards.choices().is_empty(), "no card to offer: {:?}", cards.choices());
        let options = json!([
            { "name": "card", "type": 3, "value": "synod" },
            { "name": "target", "type": 3, "value": "0,1 monastery" },
        ]);
        let refused = fake.command(&next, "gift", options).await;
        assert!(refused.ephemeral() && refused.content() == "You have no Synod gift.", "{refused:?}");
        let keep = fake.command(&next, "keep", string_option("tile", "1")).await;
        assert!(keep.ephemeral() && keep.content().contains("no two tiles"), "{keep:?}");

        bot.stop();
    }
}

/// A message's moves: its buttons but the looks ("Full board", "My gifts").
fn moves(answer: &Answer) -> Vec<String> {
    let look = |b: &String| b == "carc2:board" || b == "carc2:hand";
    answer.buttons().into_iter().filter(|b| !look(b)).collect()
}

/// Waits until at most one message shows buttons, a public one: the live board. Every
/// private picker has lost its buttons by then.
async fn one_live_message(fake: &Fake) {
    fake.buttons_settle("one public message with buttons, no picker with any", |shown| {
        shown.len() <= 1 && shown.iter().all(|(_, m)| !m.ephemeral)
    })
    .await;
}

on_both! {
    /// Six players play a whole game through slash commands and buttons, as the channel
    /// sees it: one public board message per turn (the figure step updates it, the next
    /// player is pinged by a line of its own, never the one who acts), no image over
    /// 2,000 px on either side, and a last message that leads with the final scores and
    /// fits Discord's 2,000 characters. After every turn one public message at most shows
    /// buttons, and no rotation picker keeps any. No message ever has two buttons alike,
    /// nor a figure step two spots with the same words (issue 23).
    async fn six_players_play_a_whole_game_one_board_message_per_turn(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"];
        let players: Vec<Person> =
            names.iter().zip(1u64..).map(|(name, n)| Person { id: n * 111_111_111_111_111_111, name }).collect();
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;
        fake.command(&players[0], "new", json!([])).await;
        for player in &players[1..] {
            let joined = fake.command(player, "join", json!([])).await;
            assert!(!joined.ephemeral(), "{joined:?}");
        }
        let started = fake.command(&players[0], "start", json!([])).await;
        let mut next = started.pinged(&players);
        let mut turns = 0;
        let mut looked = false;
        // Whether the game ended on a figure step's click: its end is then a message of
        // its own, with its board, after the turn's.
        let mut ended_apart = false;
        let last = loop {
            turns += 1;
            assert!(turns <= 80, "a base game has 71 tiles to place");
            let placed = fake.place_first(&next).await;
            assert_board(&placed);
            // The moves offered, not the looks (the whole board once the image is a preview).
            let moves: Vec<String> = placed.buttons().into_iter().filter(|b| b != "carc2:board").collect();
            if !looked && placed.buttons().iter().any(|b| b == "carc2:board") {
                // Anyone may look at the whole board, privately, without touching the turn.
                looked = true;
                let onlooker = players.iter().find(|p| p.id != next.id).expect("another player");
                let whole = fake.click(onlooker, "carc2:board", &placed).await;
                assert!(whole.ephemeral() && !whole.updated, "{whole:?}");
                let size = |a: &Answer| {
                    let png = &a.files.first().expect("a board").1;
                    let image = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a PNG");
                    (image.width(), image.height())
                };
                let (whole, preview) = (size(&whole), size(&placed));
                assert!(whole.0 > preview.0 || whole.1 > preview.1, "{whole:?} {preview:?}");
            }
            let done = match moves.first() {
                // The last tile had no spot for a figure: its answer is the final message
                // (whose buttons are Watch and History, not moves).
                _ if placed.content().contains("The game is over") => placed,
                // Put a meeple on the first spot now and then, so the end has some scoring.
                Some(first) => {
                    let pass = moves.iter().find(|b| b.ends_with(":pass")).expect("pass").clone();
                    let button = if turns % 3 == 0 { first.clone() } else { pass };
                    let done = fake.click(&next, &button, &placed).await;
                    // A step that ends the game is told in a new message, the channel's last.
                    let ended = done.content().contains("The game is over");
                    assert!(done.updated && done.id == placed.id || ended && !done.updated, "{done:?}");
                    ended_apart = ended && !done.updated;
                    assert_board(&done);
                    done
                }
                None => placed,
            };
            if done.content().contains("The game is over") {
                break done;
            }
            let ping = if done.allowed_users().is_empty() { fake.followup(&done.token).await } else { done };
            let after = ping.pinged(&players);
            assert_ne!(after.id, next.id, "nobody is pinged by their own step");
            assert_pings(&ping, &after);
            next = after;
            one_live_message(&fake).await;
        };
        one_live_message(&fake).await;
        assert!(turns >= 60, "a whole game: {turns} turns");
        assert!(looked, "a board large enough for a preview, with the whole board a click away");
        assert!(last.content().chars().count() <= 2000, "{}", last.content());
        assert!(last.content().contains("Final scores"), "{}", last.content());

        let requests = fake.requests();
        let (steps, alike) = assert_buttons_told_apart(&requests);
        assert!(steps >= 10 && alike >= 1, "figure steps checked: {steps}, with two spots of a kind: {alike}");
        let boards = requests.iter().filter(|r| {
            let public = r.json["data"]["flags"].as_u64().unwrap_or(0) & 64 == 0
                && r.json["flags"].as_u64().unwrap_or(0) & 64 == 0;
            let update = r.json["type"] == 7;
            r.method == "POST" && public && !update && r.files.iter().any(|(name, _)| name.ends_with(".png"))
        });
        let expected = turns + 1 + usize::from(ended_apart);
        assert_eq!(boards.count(), expected, "the start's board, then one per turn (and the end's, apart)");
        for png in requests.iter().flat_map(|r| &r.files).map(|(_, bytes)| bytes) {
            let image = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a PNG");
            assert!(image.width() <= 2000 && image.height() <= 2000, "{}×{}", image.width(), image.height());
        }
        bot.stop();
    }
}

/// The message a request of the bot sends or edits: an interaction callback's `data`,
/// or the body itself.
fn sent_message(request: &Recorded) -> &Value {
    if request.path.ends_with("/callback") { &request.json["data"] } else { &request.json }
}

/// A message's buttons as (custom id, label), in order.
fn labelled_buttons(message: &Value) -> Vec<(String, String)> {
    let rows = message["components"].as_array().cloned().unwrap_or_default();
    let buttons = rows.iter().flat_map(|row| row["components"].as_array().cloned().unwrap_or_default());
    let text = |b: &Value, key: &str| b[key].as_str().unwrap_or_default().to_string();
    buttons.map(|b| (text(&b, "custom_id"), text(&b, "label"))).collect()
}

/// A figure step's spot as numbered on the image: its circled number and the words
/// after it, as in "② field north".
fn numbered_spot(text: &str) -> Option<(char, String)> {
    let mark = text.chars().next().filter(|c| ('①'..='⑳').contains(c))?;
    Some((mark, text[mark.len_utf8()..].trim().to_string()))
}

/// The spots the prompt line of a figure step names: "Ann: place a figure — ① road, ②
/// field north — or `/pass`." gives ① road and ② field north. The figures a spot takes,
/// when not a meeple alone ("(meeple or shepherd)"), are not part of its words.
fn spots_in_prompt(content: &str) -> Vec<(char, String)> {
    let Some(line) = content.lines().find_map(|l| l.split_once(": place a figure — ").map(|(_, s)| s))
    else {
        return Vec::new();
    };
    let listed = line.rsplit_once(" — or ").map_or(line, |(spots, _)| spots);
    let mut starts: Vec<usize> =
        listed.char_indices().filter(|(_, c)| ('①'..='⑳').contains(c)).map(|(i, _)| i).collect();
    starts.push(listed.len());
    starts
        .windows(2)
        .filter_map(|w| {
            let spot = listed[w[0]..w[1]].trim_end().trim_end_matches(',');
            let spot = [" (meeple or shepherd)", " (shepherd)"]
                .iter()
                .fold(spot, |s, f| s.strip_suffix(f).unwrap_or(s));
            numbered_spot(spot)
        })
        .collect()
}

/// Every message the bot sent or edited tells its buttons apart: no two with one label,
/// and in a figure step no two spots with the same words, on the buttons or in the
/// prompt above them, which names each spot as its buttons do. Returns how many figure
/// steps were checked and how many of them had two spots of one kind (told apart by
/// where they lie), so a caller can tell the check was not vacuous.
fn assert_buttons_told_apart(requests: &[Recorded]) -> (usize, usize) {
    let (mut steps, mut alike) = (0, 0);
    for message in requests.iter().map(sent_message) {
        let buttons = labelled_buttons(message);
        let mut labels: Vec<&str> = buttons.iter().map(|(_, label)| label.as_str()).collect();
        labels.sort_unstable();
        assert!(labels.windows(2).all(|w| w[0] != w[1]), "two buttons alike: {buttons:?}");
        // A spot's buttons: a meeple there, or a shepherd ("② shepherd, field north").
        let mut spots: Vec<(char, String)> = buttons
            .iter()
            .filter(|(id, _)| id.contains(":meeple ") || id.contains(":shepherd "))
            .filter_map(|(_, label)| numbered_spot(label))
            .map(|(mark, words)| {
                (mark, words.strip_prefix("shepherd, ").map_or(words.clone(), str::to_string))
            })
            .collect();
        spots.dedup();
        if spots.is_empty() || !buttons.iter().any(|(id, _)| id.ends_with(":pass")) {
            continue;
        }
        steps += 1;
        let named = spots_in_prompt(message["content"].as_str().unwrap_or_default());
        for (i, (mark, words)) in named.iter().enumerate() {
            let twin = named[i + 1..].iter().find(|(_, w)| w == words);
            assert!(twin.is_none(), "{mark} and another spot both called {words:?}: {message}");
        }
        for spot in &spots {
            assert!(named.contains(spot), "the prompt names {spot:?} as its button does: {named:?}");
        }
        let kinds: Vec<&str> = spots.iter().filter_map(|(_, w)| w.split(' ').next()).collect();
        alike += usize::from(kinds.iter().enumerate().any(|(i, k)| kinds[i + 1..].contains(k)));
    }
    (steps, alike)
}

/// The channel messages carrying a board so far: the bot seats' turns (a person's turn
/// answers their interaction instead).
fn channel_boards(requests: &[Recorded]) -> Vec<Recorded> {
    channel_boards_in(requests, fake_discord::CHANNEL_ID)
}

/// The messages carrying a board posted in channel `channel` so far.
fn channel_boards_in(requests: &[Recorded], channel: u64) -> Vec<Recorded> {
    let path = format!("/channels/{channel}/messages");
    let boards = requests.iter().filter(|r| r.method == "POST" && r.path == path && !r.files.is_empty());
    boards.cloned().collect()
}

/// Waits for the `n`th bot turn posted in the channel.
async fn bot_turn(fake: &Fake, n: usize) -> Recorded {
    bot_turn_in(fake, fake_discord::CHANNEL_ID, n).await
}

/// Waits for the `n`th bot turn posted in channel `channel`.
pub(super) async fn bot_turn_in(fake: &Fake, channel: u64, n: usize) -> Recorded {
    let what = format!("bot turn {n} in channel {channel}");
    fake.wait(&what, |inner| channel_boards_in(&inner.requests, channel).get(n - 1).cloned()).await
}

/// A bot's turn as posted: `who` placed a tile, the board attached, and a ping of `next`
/// alone when a person must act next (nobody otherwise).
fn assert_bot_turn(message: &Recorded, who: &str, next: Option<&Person>) {
    let content = message.json["content"].as_str().unwrap_or_default();
    assert!(content.contains(&format!("{who} placed")), "{content}");
    let (name, png) = message.files.first().expect("the board");
    assert!(name.ends_with(".png") && png.starts_with(PNG_SIGNATURE), "{name}");
    image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("the PNG decodes");
    let allowed = message.json["allowed_mentions"]["users"].clone();
    match next {
        Some(person) => {
            assert!(content.starts_with(&format!("<@{}>", person.id)), "{content}");
            assert_eq!(allowed, json!([person.id.to_string()]));
        }
        None => {
            assert!(!content.starts_with("<@"), "nobody to ping: {content}");
            assert_eq!(allowed, json!([]));
        }
    }
}

/// Alice's turn by commands and buttons: the first placement offered, then no figure.
/// The bot moves next, so nobody is pinged.
async fn alice_turn(fake: &Fake, alice: &Person) {
    let placed = fake.place_first(alice).await;
    assert_board(&placed);
    assert!(placed.allowed_users().is_empty(), "a bot is never pinged: {placed:?}");
    if let Some(pass) = placed.buttons().into_iter().find(|b| b.ends_with(":pass")) {
        let done = fake.click(alice, &pass, &placed).await;
        assert!(done.updated && done.allowed_users().is_empty(), "{done:?}");
    }
}

on_both! {
    /// Alice plays against a bot seated with `/join bot:normal`: after each of her turns the
    /// bot moves by itself, a moment later, in one channel message with the board that pings
    /// her; killed while the bot is about to move, the restarted bot makes that move; after
    /// `/bot player:Alice`, her seat moves by itself too, until she takes it back (`/join`).
    async fn a_bot_seat_moves_by_itself_in_the_channel(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let alice = alice();
        // A long pause first, so the bot can be killed before its move.
        let bot = Bot::on(&db, &fake.base(), &log, &[("BOT_PAUSE_MS", "2000")]);
        let registered = fake.registration(1).await;
        let join = registered.as_array().expect("a list").iter().find(|c| c["name"] == "join").cloned();
        assert_eq!(join.expect("/join")["options"][0]["name"], "bot");
        fake.connected(1).await;

        fake.command(&alice, "new", json!([])).await;
        let levels = fake.autocomplete(&alice, "join", "bot", "").await.choices();
        let words: Vec<&str> = levels.iter().map(|(_, value)| value.as_str()).collect();
        assert_eq!(words, ["easy", "normal", "hard"]);
        let joined = fake.command(&alice, "join", string_option("bot", "normal")).await;
        assert!(!joined.ephemeral() && joined.content().starts_with("Bot 1 joined: a normal bot"), "{joined:?}");
        let started =
            fake.command(&alice, "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;
        assert_turn(&started, Some(&alice));

        alice_turn(&fake, &alice).await;
        assert_bot_turn(&bot_turn(&fake, 1).await, "Bot 1", Some(&alice));

        // Killed while the bot waits to move: the next run makes the move.
        alice_turn(&fake, &alice).await;
        bot.kill();
        assert_eq!(channel_boards(&fake.requests()).len(), 1, "the bot had not moved yet");
        let bot = Bot::ready(&fake, &db, &log, 2, &[("BOT_PAUSE_MS", "100")]).await;
        assert_bot_turn(&bot_turn(&fake, 2).await, "Bot 1", Some(&alice));

        // Alice hands her own seat to a bot: both seats move by themselves, pinging nobody.
        let players = fake.autocomplete(&alice, "bot", "player", "").await.choices();
        assert_eq!(players, [("Alice".to_string(), "Alice".to_string())], "people only");
        let options = json!([
            { "name": "player", "type": 3, "value": "Alice" },
            { "name": "level", "type": 3, "value": "easy" },
        ]);
        let handed = fake.command(&alice, "bot", options).await;
        assert!(!handed.ephemeral() && handed.content().contains("plays as Alice (bot)"), "{handed:?}");
        assert_bot_turn(&bot_turn(&fake, 3).await, "Alice (bot)", None);
        assert_bot_turn(&bot_turn(&fake, 4).await, "Bot 1", None);
        let late = fake.command(&alice, "pass", json!([])).await;
        assert!(late.ephemeral() && late.content().contains("not seated"), "{late:?}");
        // She is back: her seat is hers again, shown on a new board message.
        let back = fake.command(&alice, "join", json!([])).await;
        assert!(!back.ephemeral() && back.content().starts_with("Alice takes their seat back"), "{back:?}");
        assert_board(&back);

        bot.stop();
    }
}

on_both! {
    /// A group sets a game up by buttons: the lobby message offers Join, Add a bot and
    /// Start; a click updates it to tell the whole lobby; `/leave bot:` takes a bot out in
    /// a new lobby message, which takes the buttons off the old one; Start begins the game
    /// with its board, and the lobby's buttons go.
    async fn a_game_is_set_up_with_the_lobby_buttons(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let (alice, bob) = (alice(), bob());
        let bot = Bot::ready(&fake, &db, &log, 1, &[("BOT_PAUSE_MS", "100")]).await;

        let lobby = fake.command(&alice, "new", json!([])).await;
        assert!(!lobby.ephemeral() && lobby.content().contains("1 player seated (Alice)"), "{lobby:?}");
        assert_eq!(lobby.buttons(), ["carc2:join", "carc2:add-bot", "carc2:start"]);
        let joined = fake.click(&bob, "carc2:join", &lobby).await;
        assert!(joined.updated && joined.id == lobby.id, "the lobby message is updated: {joined:?}");
        assert!(
            joined.content().starts_with("Bob joined. 2 players seated (Alice, Bob)."),
            "{}",
            joined.content()
        );
        assert_eq!(joined.buttons().len(), 3);
        let again = fake.click(&bob, "carc2:join", &joined).await;
        assert!(again.ephemeral() && again.content().contains("already"), "{again:?}");
        let with_bots = fake.click(&alice, "carc2:add-bot", &joined).await;
        let with_bots = fake.click(&bob, "carc2:add-bot", &with_bots).await;
        assert!(
            with_bots.content().contains("4 players seated (Alice, Bob, Bot 1, Bot 2)"),
            "{}",
            with_bots.content()
        );

        let bots = fake.autocomplete(&bob, "leave", "bot", "").await.choices();
        let names: Vec<&str> = bots.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["Bot 1", "Bot 2"]);
        let fewer = fake.command(&bob, "leave", string_option("bot", "Bot 2")).await;
        assert!(!fewer.updated && fewer.content().starts_with("Bob took Bot 2 out of the game."), "{fewer:?}");
        assert_eq!(fewer.buttons().len(), 3, "the newest lobby message carries the buttons");
        fake.request("the old lobby message's buttons taken away", |r| {
            r.method == "PATCH" && r.message == Some(lobby.id) && r.json["components"] == json!([])
        })
        .await;

        let started = fake.click(&alice, "carc2:start", &fewer).await;
        assert!(!started.ephemeral() && started.content().contains("The game begins"), "{started:?}");
        assert_board(&started);
        // With nobody to ping (a bot seated first) the lobby message itself becomes the
        // first board; otherwise the new board takes the lobby's buttons away.
        if !started.updated {
            fake.request("the lobby's buttons taken away at the start", |r| {
                r.method == "PATCH" && r.message == Some(fewer.id) && r.json["components"] == json!([])
            })
            .await;
        }

        bot.stop();
    }
}

on_both! {
    /// The smaller defects as a player meets them in Discord: nobody chooses the
    /// seed; answers quote commands as Discord spells them; `/games` links channels;
    /// `/history` says which moves it lists; counts and refusals read as sentences.
    async fn discord_answers_speak_discord_and_keep_the_seed_secret(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let (alice, bob) = (alice(), bob());
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;

        let seeded =
            fake.command(&alice, "new", json!([{ "name": "options", "type": 3, "value": "seed 42" }])).await;
        assert!(seeded.ephemeral(), "a seed chosen by a player is refused privately: {seeded:?}");
        assert!(seeded.content().contains("seed"), "{}", seeded.content());
        let opened = fake.command(&alice, "new", json!([])).await;
        assert!(!opened.ephemeral() && opened.content().contains("`/join`"), "{}", opened.content());
        let status = fake.command(&alice, "status", json!([])).await;
        assert!(
            status.content().contains("1 seated") && !status.content().contains("players"),
            "{}",
            status.content()
        );
        let early = fake.command(&bob, "start", json!([])).await;
        let refusal = early.content();
        assert!(
            early.ephemeral() && refusal.starts_with(char::is_uppercase) && refusal.ends_with('.'),
            "{refusal}"
        );

        let help = fake.command(&alice, "help", json!([])).await;
        assert!(help.content().contains("/place") && !help.content().contains("place X Y"), "{}", help.content());
        let joined = fake.command(&bob, "join", json!([])).await;
        assert!(joined.content().contains("2 players seated (Alice, Bob)"), "{}", joined.content());
        let started = fake.command(&alice, "start", json!([])).await;
        let next = started.pinged(&[alice.clone(), bob.clone()]);
        let placed = fake.place_first(&next).await;
        assert_board(&placed);
        assert!(!placed.content().contains("`meeple "), "commands in Discord's spelling: {}", placed.content());
        let history = fake.command(&alice, "history", json!([])).await;
        assert!(history.ephemeral() && history.content().starts_with("Moves 1–1 of 1"), "{}", history.content());
        let games = fake.command(&alice, "games", json!([])).await;
        let link = format!("<#{}>", fake_discord::CHANNEL_ID);
        assert!(games.content().contains(&link), "channels as links: {}", games.content());

        bot.stop();
    }
}

/// Opens a game for `players`, starts it and plays placements (the first offered)
/// until one leaves its player a figure step; that turn's message and its player.
async fn until_a_figure_step(fake: &Fake, players: &[Person]) -> (Answer, Person) {
    fake.command(&players[0], "new", json!([])).await;
    for player in &players[1..] {
        fake.command(player, "join", json!([])).await;
    }
    let started = fake.command(&players[0], "start", json!([])).await;
    let mut next = started.pinged(players);
    next_figure_step(fake, players, &mut next).await
}

/// Plays placements from `next` on until one leaves its player a figure step.
async fn next_figure_step(fake: &Fake, players: &[Person], next: &mut Person) -> (Answer, Person) {
    for _ in 0..20 {
        let placed = fake.place_first(next).await;
        if moves(&placed).iter().any(|b| b.ends_with(":pass")) {
            return (placed, next.clone());
        }
        *next = placed.pinged(players);
    }
    panic!("twenty placements without a figure step");
}

/// Waits until the bot has stored `message` as the channel's live one (it does so just
/// after sending it), so that killing it then loses nothing.
async fn stored_live(db: &TestDb, message: u64) {
    let (guild, channel) = (fake_discord::GUILD_ID.to_string(), fake_discord::CHANNEL_ID.to_string());
    let deadline = tokio::time::Instant::now() + crate::support::PATIENCE;
    loop {
        let live = stored(db, |tx| tx.live_message(&guild, &channel));
        if live.is_some_and(|l| l.message_id == message.to_string()) {
            return;
        }
        assert!(tokio::time::Instant::now() < deadline, "message {message} never became the live one");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

on_both! {
    /// While Alice chooses her figure, Bob's `/board` shows the board to the channel with
    /// her figure step's buttons: the newest message carries them, the turn's message gives
    /// them up, and Alice's click on the look plays her step there.
    async fn a_look_at_the_board_carries_the_step_in_progress(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let players = [alice(), bob()];
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;
        let (placed, chooser) = until_a_figure_step(&fake, &players).await;
        let onlooker = players.iter().find(|p| p.id != chooser.id).expect("another player");

        let look = fake.command(onlooker, "board", json!([])).await;
        assert_board(&look);
        assert_eq!(moves(&look), moves(&placed), "the look offers the figure step: {look:?}");
        fake.buttons_settle(
            "the figure step's buttons on the look alone",
            |shown| matches!(shown, [(id, _)] if *id == look.id),
        )
        .await;
        let pass = moves(&look).into_iter().find(|b| b.ends_with(":pass")).expect("no figure");
        let done = fake.click(&chooser, &pass, &look).await;
        assert!(done.updated && done.id == look.id && !done.ephemeral(), "played on the look: {done:?}");
        assert_board(&done);
        one_live_message(&fake).await;
        bot.stop();
    }
}

/// A Bridges, Castles & Bazaars game set up with a fixed draw order (as a trusted
/// driver may) in the bot's database: Bob's meeple stands in a city cap at 1 -1 and
/// Alice has just closed it with a cap at 1 -2; her figure step is next.
fn a_castle_about_to_be_owed(service: &mut Service) {
    use carcassonne_bot::service::{Command, NewGame};
    use carcassonne_engine::{Expansion, Expansions};
    let ctx = in_channel;
    let (alice, bob) = (alice(), bob());
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
        seed: Some(1),
        tiles: Some(
            ["BA/RFr", "BA/C", "BA/C", "BA/RFr"].iter().map(|t| t.parse().expect("a tile")).collect(),
        ),
        ..NewGame::default()
    };
    let mut ok = |who: &Person, command: Command| {
        let reply = service.handle(&ctx(who), command);
        assert!(!reply.refused, "{:?}", reply.private);
    };
    ok(&alice, Command::New(new));
    ok(&bob, Command::Join);
    ok(&alice, Command::Start { keep_order: true });
    for (who, words) in [
        (&alice, "place 1 0 0"),
        (&alice, "pass"),
        (&bob, "place 1 -1 0"),
        (&bob, "meeple city N"),
        (&alice, "place 1 -2 180"),
    ] {
        ok(who, words.parse().expect("a command"));
    }
}

/// A base game set up with a fixed draw in the bot's database: Alice has laid a
/// straight road east of the start tile (a road and two fields open to a meeple); her
/// figure step is next.
fn alices_figure_step(service: &mut Service) {
    use carcassonne_bot::service::{Command, NewGame};
    let new = NewGame {
        seed: Some(1),
        tiles: Some(["BA/RFr", "BA/C"].iter().map(|t| t.parse().expect("a tile")).collect()),
        ..NewGame::default()
    };
    let (alice, bob) = (alice(), bob());
    for (who, command) in [
        (&alice, Command::New(new)),
        (&bob, Command::Join),
        (&alice, Command::Start { keep_order: true }),
        (&alice, "place 1 0 0".parse().expect("a command")),
    ] {
        let reply = service.handle(&in_channel(who), command);
        assert!(!reply.refused, "{:?}", reply.private);
    }
}

/// The channel's game in the bot's database.
fn channel_game(service: &mut Service) -> carcassonne_engine::Game {
    service.table(&in_channel(&alice())).expect("the channel's game").game.expect("started")
}

on_both! {
    /// `/meeple spot:1` puts the meeple on the spot numbered 1 on the board image, as the
    /// terminal reads `meeple 1`; a number the image does not show is refused to the
    /// player alone.
    async fn a_meeple_goes_on_the_spot_numbered_on_the_image(db) {
        use carcassonne_bot::service::{Lang, open_spots};
        use carcassonne_engine::{Action, Audience, Seat};
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let expected = serviced(&db, |s| {
            alices_figure_step(s);
            let mut game = channel_game(s);
            let open = open_spots(&game.view(Audience::Public), Lang::En);
            assert!(open.len() >= 2, "a number picks among several spots: {open:?}");
            let first = open.iter().find(|o| o.number == 1).expect("a spot numbered 1");
            game.apply(Seat(0), Action::Meeple(first.spot)).expect("a legal spot");
            game.figures().to_vec()
        });
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;

        let refused = fake.command(&alice(), "meeple", string_option("spot", "9")).await;
        assert!(refused.ephemeral(), "no spot 9 on the image: {refused:?}");
        let placed = fake.command(&alice(), "meeple", string_option("spot", "1")).await;
        assert!(!placed.ephemeral(), "{placed:?}");
        assert!(placed.content().contains("Alice put a meeple"), "{}", placed.content());
        assert_eq!(serviced(&db, |s| channel_game(s).figures().to_vec()), expected);
        bot.stop();
    }
}

on_both! {
    /// Bob's castle decision in progress (Alice's turn): Alice's `/board` carries Bob's
    /// castle buttons, and Bob builds his castle from the look.
    async fn a_look_at_the_board_carries_a_castle_choice_in_progress(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let (alice, bob) = (alice(), bob());
        serviced(&db, a_castle_about_to_be_owed);
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;

        let passed = fake.command(&alice, "pass", json!([])).await;
        assert_turn(&passed, Some(&bob));
        let castle = moves(&passed);
        assert!(castle.iter().any(|b| b.ends_with(":castle build")), "{castle:?}");
        let look = fake.command(&alice, "board", json!([])).await;
        assert_board(&look);
        assert_eq!(moves(&look), castle, "the look offers Bob's castle choice: {look:?}");
        fake.buttons_settle(
            "the castle's buttons on the look alone",
            |shown| matches!(shown, [(id, _)] if *id == look.id),
        )
        .await;
        let build = castle.iter().find(|b| b.ends_with(":castle build")).expect("build");
        let built = fake.click(&bob, build, &look).await;
        assert!(!built.ephemeral(), "Bob's castle is built from the look: {built:?}");
        assert!(built.content().contains("Bob built a castle"), "{}", built.content());
        one_live_message(&fake).await;
        bot.stop();
    }
}

on_both! {
    /// A rotation picker (a private message with a button per rotation) loses its buttons
    /// once one is clicked, and an older picker of the same turn once the turn moves on.
    async fn rotation_pickers_lose_their_buttons_after_use(db) {
        pickers_lose_their_buttons(&db, &[]).await;
    }
}

on_both! {
    /// The same when every answer is deferred: the click is acknowledged, then the picker
    /// edited.
    async fn deferred_rotation_pickers_lose_their_buttons_after_use(db) {
        pickers_lose_their_buttons(&db, &[("DISCORD_DEFER_MS", "0")]).await;
    }
}

async fn pickers_lose_their_buttons(db: &TestDb, env: &[(&str, &str)]) {
    let fake = Fake::start().await;
    let log = Arc::new(Mutex::new(Vec::new()));
    let players = [alice(), bob()];
    let bot = Bot::ready(&fake, db, &log, 1, env).await;
    fake.command(&players[0], "new", json!([])).await;
    fake.command(&players[1], "join", json!([])).await;
    let started = fake.command(&players[0], "start", json!([])).await;
    let mut next = started.pinged(&players);
    let mut tried = 0;
    // A cell several rotations fit is offered as the cell alone.
    let cell = loop {
        tried += 1;
        assert!(tried <= 20, "twenty turns without a cell several rotations fit");
        let offered = fake.autocomplete(&next, "place", "placement", "").await.choices();
        if let Some((_, cell)) = offered.into_iter().find(|(_, value)| !value.contains(' ')) {
            break cell;
        }
        (next, _) = turn(&fake, &next, &players, true).await;
    };
    let older = fake.command(&next, "place", string_option("placement", &cell)).await;
    let picker = fake.command(&next, "place", string_option("placement", &cell)).await;
    for p in [&older, &picker] {
        assert!(p.ephemeral() && p.buttons().len() >= 2, "a rotation picker: {p:?}");
    }
    let rotation = picker.buttons()[0].clone();
    let picked = fake.click(&next, &rotation, &picker).await;
    assert!(picked.updated && picked.id == picker.id && picked.buttons().is_empty(), "{picked:?}");
    assert_board(&fake.followup(&picked.token).await);
    fake.buttons_settle("no picker with buttons", |shown| shown.iter().all(|(_, m)| !m.ephemeral)).await;
    assert!(fake.with_buttons().iter().all(|(id, _)| *id != older.id && *id != picker.id));
    bot.stop();
}

on_both! {
    /// Killed while a figure step's buttons are live, the bot still knows that message
    /// after a restart: the next board takes its buttons away, and a click on a live
    /// message tells its whole turn.
    async fn the_live_board_message_is_remembered_across_restarts(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let players = [alice(), bob()];
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;
        let (placed, mut next) = until_a_figure_step(&fake, &players).await;
        stored_live(&db, placed.id).await;
        bot.kill();
        let bot = Bot::ready(&fake, &db, &log, 2, &[]).await;
        let passed = fake.command(&next, "pass", json!([])).await;
        assert_board(&passed);
        fake.request("the old live message's buttons taken away", |r| {
            r.method == "PATCH" && r.message == Some(placed.id) && r.json["components"] == json!([])
        })
        .await;
        one_live_message(&fake).await;

        next = passed.pinged(&players);
        let (placed, chooser) = next_figure_step(&fake, &players, &mut next).await;
        stored_live(&db, placed.id).await;
        bot.kill();
        let bot = Bot::ready(&fake, &db, &log, 3, &[]).await;
        let pass = moves(&placed).into_iter().find(|b| b.ends_with(":pass")).expect("no figure");
        let done = fake.click(&chooser, &pass, &placed).await;
        assert!(done.updated && done.id == placed.id, "{done:?}");
        let placement = placed.content().lines().next().unwrap_or_default();
        assert!(done.content().starts_with(placement), "the turn told whole: {}", done.content());
        bot.stop();
    }
}

on_both! {
    /// `/cancel` takes the buttons off the game's last message: the lobby's, or a turn's.
    async fn cancelling_takes_the_buttons_off_the_last_message(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let players = [alice(), bob()];
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;
        let lobby = fake.command(&players[0], "new", json!([])).await;
        assert_eq!(lobby.buttons().len(), 3, "{lobby:?}");
        let cancelled = fake.command(&players[0], "cancel", json!([])).await;
        assert!(!cancelled.ephemeral() && cancelled.buttons().is_empty(), "{cancelled:?}");
        fake.buttons_settle("no buttons left", <[_]>::is_empty).await;

        let (placed, _) = until_a_figure_step(&fake, &players).await;
        assert!(fake.with_buttons().iter().any(|(id, _)| *id == placed.id));
        fake.command(&players[0], "cancel", json!([])).await;
        fake.buttons_settle("no buttons left", <[_]>::is_empty).await;
        bot.stop();
    }
}

/// The channel's open game as stored: its revision and how many moves it holds, which
/// any played move changes.
fn stored_game(db: &TestDb) -> (u64, usize) {
    let (guild, channel) = (fake_discord::GUILD_ID.to_string(), fake_discord::CHANNEL_ID.to_string());
    stored(db, |tx| {
        let game = tx.open_game(&guild, &channel)?.expect("an open game");
        Ok((game.revision, tx.actions(game.id)?.len()))
    })
}

/// `waiting` types a bare cell (`/place placement:0,-2`, no rotation) while `placing`
/// must act, `live` being the last board: the answer says privately whose turn it is,
/// not that `waiting` has no tile (issue 23), and nothing else is sent nor stored.
async fn bare_cell_out_of_turn(fake: &Fake, db: &TestDb, live: &Answer, waiting: &Person, placing: &Person) {
    // The last board, `live`, takes the buttons off the one before a moment after it
    // is sent: wait for that, so it is not mistaken for something the refusal sent.
    fake.buttons_settle("buttons on the last board alone", |shown| {
        shown.iter().all(|(id, _)| *id == live.id)
    })
    .await;
    let before = (fake.requests().len(), stored_game(db));
    let refused = fake.command(waiting, "place", string_option("placement", "0,-2")).await;
    assert!(refused.ephemeral(), "a refusal is private: {refused:?}");
    assert_eq!(refused.content(), format!("It is not your turn: waiting for {}.", placing.name));
    assert!(refused.files.is_empty() && refused.buttons().is_empty() && refused.allowed_users().is_empty());
    // A look afterwards is answered after anything the refusal might have sent.
    let look = fake.command(waiting, "status", json!([])).await;
    assert!(look.ephemeral(), "{look:?}");
    let requests = fake.requests();
    let others: Vec<&Recorded> = requests[before.0..]
        .iter()
        // A read (the id of an earlier answer, fetched late) sends nothing.
        .filter(|r| r.method != "GET")
        .filter(|r| !r.path.contains(&refused.token) && !r.path.contains(&look.token))
        .collect();
    assert!(others.is_empty(), "the refusal sent nothing else: {others:?}");
    assert_eq!(stored_game(db), before.1, "the game is unchanged");
}

on_both! {
    /// Out of turn, a bare cell gets whose turn it is, both while another player is to
    /// place and while that player chooses their figure.
    async fn out_of_turn_a_bare_cell_says_whose_turn_it_is(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let players = [alice(), bob()];
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;
        fake.command(&players[0], "new", json!([])).await;
        fake.command(&players[1], "join", json!([])).await;
        let started = fake.command(&players[0], "start", json!([])).await;
        let mut next = started.pinged(&players);
        let other = |p: &Person| players.iter().find(|o| o.id != p.id).expect("another player").clone();
        bare_cell_out_of_turn(&fake, &db, &started, &other(&next), &next).await;

        let (placed, chooser) = next_figure_step(&fake, &players, &mut next).await;
        bare_cell_out_of_turn(&fake, &db, &placed, &other(&chooser), &chooser).await;
        bot.stop();
    }
}
