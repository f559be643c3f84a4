//! A French game through the fake Discord, the parts every expansion's whole French
//! game shares (`abbot.rs`, `inns_cathedrals.rs`): its players, the checks that a public
//! answer is French in the boxes' words, and a placement by autocomplete alone.

use std::sync::{Arc, Mutex};

use crate::support::backends::TestDb;
use crate::support::fake_discord;
use crate::support::french as french_common;

use fake_discord::bot::Bot;
use fake_discord::{Answer, Fake, Person, string_option};
use serde_json::{Value, json};

/// The players' names: never translated, so never counted as English.
pub(super) const NAMES: [&str; 2] = ["Amélie", "Bob"];

/// The start of every whole French game: a fake Discord whose server and two players,
/// Amélie and Bob, speak French, and the bot on `db` connected to it (not yet
/// registered: the caller waits for that and reads the commands), every game it opens
/// seeded with `seed` (`GAME_SEED`). The players' choices follow from what they are
/// offered, so the seed fixes the whole game: each test names one whose game offers
/// every decision it asserts, never left to the bot's random draw.
pub(super) fn french_table(db: &TestDb, fake: &Fake, seed: u64) -> ([Person; 2], Bot) {
    let players = [
        Person { id: 333_333_333_333_333_333, name: NAMES[0] },
        Person { id: 222_222_222_222_222_222, name: NAMES[1] },
    ];
    fake.server_speaks("fr");
    for player in &players {
        fake.speaks(player, "fr");
    }
    let seed = seed.to_string();
    (players, Bot::on(db, &fake.base(), &Arc::new(Mutex::new(Vec::new())), &[("GAME_SEED", &seed)]))
}

/// Waits for the bot's registration on `fake` and checks that each command of `names`
/// (English, French) is named in French as the boxes name it; then for its connection.
pub(super) async fn registered_in_french(fake: &Fake, names: &[(&str, &str)]) {
    let registered = fake.registration(1).await;
    let commands = registered.as_array().expect("a list");
    for (name, french) in names {
        let command = commands.iter().find(|c| c["name"] == *name).unwrap_or_else(|| panic!("/{name}"));
        assert_eq!(command["name_localizations"]["fr"], *french, "/{name}");
    }
    fake.connected(1).await;
}

/// `text` holds no English-only word, and speaks the French boxes' words.
pub(super) fn assert_french_text(what: &str, text: &str) {
    let words = french_common::english_words(text, &NAMES);
    assert!(words.is_empty(), "{what} holds English {words:?}: {text}");
    let faults = french_common::glossary_faults(text, &NAMES);
    assert!(faults.is_empty(), "{what} goes against the glossary {faults:?}: {text}");
}

/// A message's buttons as (custom id, label), in order.
pub(super) fn labelled(message: &Value) -> Vec<(String, String)> {
    let rows = message["components"].as_array().cloned().unwrap_or_default();
    let buttons = rows.iter().flat_map(|row| row["components"].as_array().cloned().unwrap_or_default());
    let text = |b: &Value, key: &str| b[key].as_str().unwrap_or_default().to_string();
    buttons.map(|b| (text(&b, "custom_id"), text(&b, "label"))).collect()
}

/// A public answer in French, its buttons too.
pub(super) fn assert_french_answer(what: &str, answer: &Answer) {
    assert!(!answer.ephemeral(), "{what} is public: {answer:?}");
    assert_french_text(what, answer.content());
    for (_, label) in labelled(&answer.message) {
        assert_french_text(&format!("a button of {what}"), &label);
    }
}

/// `player`'s placement: the first entry autocomplete offers with its rotation, else a
/// cell, whose private picker's first rotation is clicked. The public turn message.
pub(super) async fn place(fake: &Fake, player: &Person) -> Answer {
    let offered = fake.autocomplete(player, "place", "placement", "").await.choices();
    assert!(!offered.is_empty() && offered.len() <= 25, "{offered:?}");
    for (name, _) in &offered {
        assert_french_text("a placement entry", name);
    }
    // An entry "… 2 more cells" only narrows the list: never picked.
    let real = || offered.iter().filter(|(_, v)| !v.starts_with('…'));
    let (_, value) = real().find(|(_, v)| v.contains(' ')).or_else(|| real().next()).expect("a placement");
    let placed = fake.command(player, "place", string_option("placement", value)).await;
    if !placed.ephemeral() {
        return placed;
    }
    assert_french_text("the rotation picker", placed.content());
    let rotation = placed.buttons().first().cloned();
    let rotation = rotation.unwrap_or_else(|| panic!("a rotation to pick: {} ({value})", placed.content()));
    let picked = fake.click(player, &rotation, &placed).await;
    assert!(picked.updated && picked.buttons().is_empty(), "{picked:?}");
    fake.followup(&picked.token).await
}

/// Amélie opens a game of what the expansions' autocomplete offers first for `typed`
/// (its French title and its word, checked), Bob joins by the lobby's button and Amélie
/// starts it in the stack's order. The start's public answer.
pub(super) async fn open_game(
    fake: &Fake,
    players: &[Person; 2],
    typed: &str,
    (title, word): (&str, &str),
) -> Answer {
    let offered = fake.autocomplete(&players[0], "new", "expansions", typed).await.choices();
    let (name, value) = offered.first().cloned().unwrap_or_else(|| panic!("an entry: {offered:?}"));
    assert_eq!((name.as_str(), value.as_str()), (title, word));
    let lobby = fake.command(&players[0], "new", string_option("expansions", &value)).await;
    assert_french_answer("the lobby", &lobby);
    assert!(lobby.content().contains(title), "{lobby:?}");
    let joined = fake.click(&players[1], "carc2:join", &lobby).await;
    assert!(joined.updated && !joined.ephemeral(), "{joined:?}");
    let started =
        fake.command(&players[0], "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;
    assert_french_answer("the start", &started);
    started
}

/// How long a figure on the spot named in `words` (a button's id, a notation) is likely
/// to stay out: a road completes soonest, a field never before the end. The players of
/// these games put their figures where they soon come home, so their supply lasts.
pub(super) fn homecoming(words: &str) -> u8 {
    ["road", "city", "monastery"].iter().position(|kind| words.contains(kind)).map_or(3, |i| i as u8)
}
