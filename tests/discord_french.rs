//! End to end in French: the real bot binary against the fake Discord, on a server whose
//! preferred locale is French. Registration carries every command's and option's French
//! name and description; a French player opens a game (French by default), reads help,
//! rules and options in French, types French spot words, and sees French buttons; an
//! English player in the same game gets English private answers while the channel stays
//! French; the game's language changes only at its creator's word.

mod fake_discord;

use std::sync::{Arc, Mutex};

use fake_discord::bot::Bot;
use fake_discord::{Answer, Fake, Person};
use serde_json::{Value, json};

fn amelie() -> Person {
    Person { id: 333_333_333_333_333_333, name: "Amélie" }
}

fn bob() -> Person {
    Person { id: 222_222_222_222_222_222, name: "Bob" }
}

fn string_option(name: &str, value: &str) -> Value {
    json!([{ "name": name, "type": 3, "value": value }])
}

/// The `language` option choosing Discord's choice number `index` (0 English, 1 French).
fn language_option(index: u64) -> Value {
    json!([{ "name": "language", "type": 4, "value": index }])
}

/// The labels of a message's buttons.
fn labels(answer: &Answer) -> Vec<String> {
    let rows = answer.message["components"].as_array().cloned().unwrap_or_default();
    rows.iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["label"].as_str().map(str::to_string))
        .collect()
}

/// A spot in the canonical notation as a French player types it.
fn in_french(spot: &str) -> String {
    spot.split_whitespace()
        .map(|w| match w {
            "road" => "route".to_string(),
            "city" => "ville".to_string(),
            "field" => "pré".to_string(),
            "monastery" => "abbaye".to_string(),
            w if w.len() <= 3 => w.replace('W', "O").replace('w', "o"),
            w => w.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every command and option registered carries a French name Discord accepts and a
/// French description of at most 100 characters; every choice a French name.
fn assert_french(command: &Value) {
    let name = command["name"].as_str().expect("a name");
    let french =
        command["name_localizations"]["fr"].as_str().unwrap_or_else(|| panic!("{name}: no French name"));
    assert!(
        (1..=32).contains(&french.chars().count())
            && french
                .chars()
                .all(|c| (c.is_alphanumeric() || c == '_' || c == '-') && c.to_lowercase().eq([c])),
        "{name}: {french}"
    );
    let description = command["description_localizations"]["fr"].as_str();
    let description = description.unwrap_or_else(|| panic!("{name}: no French description"));
    assert!((1..=100).contains(&description.chars().count()), "{name}: {description}");
    for choice in command["choices"].as_array().cloned().unwrap_or_default() {
        assert!(choice["name_localizations"]["fr"].is_string(), "{name}: {choice}");
    }
    for option in command["options"].as_array().cloned().unwrap_or_default() {
        assert_french(&option);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_server_plays_in_french_and_each_player_reads_their_own_language() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let log = Arc::new(Mutex::new(Vec::new()));
    let (amelie, bob) = (amelie(), bob());
    fake.server_speaks("fr");
    fake.speaks(&amelie, "fr");
    fake.speaks(&bob, "en-US");
    let bot = Bot::start(&fake.base(), dir.path(), &log, &[]);

    let registered = fake.registration(1).await;
    let commands = registered.as_array().expect("a list");
    for command in commands {
        assert_french(command);
    }
    let french = |name: &str| {
        let command = commands.iter().find(|c| c["name"] == name).unwrap_or_else(|| panic!("/{name}"));
        command["name_localizations"]["fr"].as_str().unwrap().to_string()
    };
    assert_eq!(
        [french("place"), french("pass"), french("shepherd"), french("bid")],
        ["poser", "passer", "berger", "enchérir"]
    );
    fake.connected(1).await;

    // Private answers follow the asker's locale.
    let help = fake.command(&amelie, "help", json!([])).await;
    assert!(help.ephemeral() && help.content().starts_with("Commandes :"), "{help:?}");
    assert!(help.content().contains("`/poser emplacement:1,0 90`") || help.content().contains("/poser"));
    let rules = fake.command(&bob, "rules", json!([])).await;
    assert!(rules.ephemeral() && rules.content().starts_with("Carcassonne in brief"), "{rules:?}");
    let rules = fake.command(&amelie, "rules", json!([])).await;
    assert!(rules.content().starts_with("Carcassonne en bref"), "{rules:?}");

    // A game opened without a language takes the server's: French.
    let lobby = fake.command(&amelie, "new", json!([])).await;
    assert!(!lobby.ephemeral(), "{lobby:?}");
    // The adapter's buttons speak the lobby message's language (`Reply::lang`, which the
    // lobby's wording sets to the game's).
    let english_lobby = lobby.content().contains("opened a game");
    let expected = if english_lobby {
        ["Join", "Add a bot (normal)", "Start"]
    } else {
        ["Rejoindre", "Ajouter un bot (normal)", "Commencer"]
    };
    assert_eq!(labels(&lobby), expected, "{lobby:?}");
    let options = fake.command(&bob, "options", json!([])).await;
    assert!(
        options.ephemeral() && options.content().contains("This channel's game is in French."),
        "{options:?}"
    );
    let options = fake.command(&amelie, "options", json!([])).await;
    assert!(options.content().contains("La partie de ce salon est en français."), "{options:?}");
    assert!(options.content().contains("`/nouvelle langue:fr`"), "{options:?}");

    // Only its creator (or a moderator) changes the game's language; the refusal is in
    // both languages, the asker's first.
    let refused = fake.command(&bob, "language", language_option(0)).await;
    assert!(refused.ephemeral(), "{refused:?}");
    assert!(refused.content().starts_with("Only the game's creator"), "{refused:?}");
    assert!(refused.content().contains("Seuls le créateur"), "{refused:?}");
    let english = fake.command(&amelie, "language", language_option(0)).await;
    assert!(
        !english.ephemeral() && english.content().contains("switched this game to English"),
        "{english:?}"
    );
    let french_again = fake.command(&amelie, "language", language_option(1)).await;
    assert!(french_again.content().contains("Amélie a passé la partie en français"), "{french_again:?}");

    let joined = fake.command(&bob, "join", json!([])).await;
    assert!(!joined.ephemeral(), "{joined:?}");
    let started =
        fake.command(&amelie, "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;
    assert!(!started.ephemeral(), "{started:?}");

    // Amélie's turn: Bob's refusal is English, hers French.
    let early = fake.command(&bob, "pass", json!([])).await;
    assert!(early.ephemeral() && early.content().contains("not your turn"), "{early:?}");
    let typo = fake.command(&amelie, "place", string_option("placement", "2,x")).await;
    assert!(typo.ephemeral() && typo.content().contains("n'est pas un nombre entier"), "{typo:?}");

    // She places from autocomplete and puts a meeple typing the spot in French.
    let offered = fake.autocomplete(&amelie, "place", "placement", "").await.choices();
    assert!(!offered.is_empty(), "French autocomplete offers placements");
    let cell = offered[0].1.split(' ').next().expect("x,y").to_string();
    let turns = fake.autocomplete(&amelie, "place", "placement", &format!("{cell} ")).await.choices();
    let placed = fake.command(&amelie, "place", string_option("placement", &turns[0].1)).await;
    assert!(!placed.ephemeral(), "{placed:?}");
    if placed.allowed_users().is_empty() {
        let spots = fake.autocomplete(&amelie, "meeple", "spot", "").await.choices();
        assert!(!spots.is_empty(), "the figure step offers spots");
        let spot = in_french(&spots[0].1);
        let done = fake.command(&amelie, "meeple", string_option("spot", &spot)).await;
        assert!(!done.ephemeral(), "`{spot}` is read: {done:?}");
        assert_eq!(done.allowed_users(), [bob.id.to_string()], "Bob is next");
    }

    // The channel's game stayed French for Bob's private look at the options.
    let options = fake.command(&bob, "options", json!([])).await;
    assert!(options.content().contains("This channel's game is in French."), "{options:?}");
    let complaints = bot.complaints();
    assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
    bot.kill();
}
