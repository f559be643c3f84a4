//! End to end in French: the real bot binary against the fake Discord, on a server whose
//! preferred locale is French. Registration carries every command's and option's French
//! name and description; a French player (Amélie, `fr`) opens a game (French by default)
//! and an English one (Bob, `en-US`) joins it from the lobby's French buttons. They play
//! at least eight turns through autocomplete, rotation pickers, the figure step's
//! buttons ("Aucune figurine", the spots) and `/meeple` with French spot words: every
//! public message and every button on one is French; each player's autocomplete, their
//! refusals, `/status`, `/history` and the "Full board" image speak their own language
//! while the channel stays French; the game's language changes only at its creator's
//! word.

use crate::support::backends::on_both;
use crate::support::fake_discord;
use crate::support::french as french_common;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex};

use fake_discord::bot::Bot;
use fake_discord::server::{Recorded, Shown};
use fake_discord::{Answer, CHANNEL_ID, Fake, Person, bob, string_option};
use serde_json::{Value, json};

fn amelie() -> Person {
    Person { id: 333_333_333_333_333_333, name: "Amélie" }
}

/// The players' names: never translated, so never counted as English.
const NAMES: [&str; 2] = ["Amélie", "Bob"];
/// The French game's draw (`GAME_SEED`): with the players' choices it offers each of
/// them every way of playing a figure step. Should a change of the rules make it miss
/// one, choose another seed that offers it, never a weaker assertion.
const DRAW: &str = "2026";

/// The English-only words of `text`, once commands and players' names are taken out.
fn english_words(text: &str) -> Vec<String> {
    french_common::english_words(text, &NAMES)
}

/// `text` holds no English-only word, and speaks the French boxes' words.
fn assert_french_text(what: &str, text: &str) {
    let words = english_words(text);
    assert!(words.is_empty(), "{what} holds English {words:?}: {text}");
    let faults = french_common::glossary_faults(text, &NAMES);
    assert!(faults.is_empty(), "{what} goes against the glossary {faults:?}: {text}");
}

/// `text` holds one of `words` as a whole word (any case).
fn has_word(text: &str, words: &[&str]) -> bool {
    text.split(|c: char| !c.is_alphabetic()).any(|w| words.contains(&w.to_lowercase().as_str()))
}

/// The `language` option choosing Discord's choice number `index` (0 English, 1 French).
fn language_option(index: u64) -> Value {
    json!([{ "name": "language", "type": 4, "value": index }])
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

/// A message's buttons as (custom id, label), in order.
fn labelled(message: &Value) -> Vec<(String, String)> {
    let rows = message["components"].as_array().cloned().unwrap_or_default();
    let buttons = rows.iter().flat_map(|row| row["components"].as_array().cloned().unwrap_or_default());
    let text = |b: &Value, key: &str| b[key].as_str().unwrap_or_default().to_string();
    buttons.map(|b| (text(&b, "custom_id"), text(&b, "label"))).collect()
}

/// The labels of a message's buttons.
fn labels(answer: &Answer) -> Vec<String> {
    labelled(&answer.message).into_iter().map(|(_, label)| label).collect()
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

/// A message the bot posted or edited in the channel, as the channel reads it.
#[derive(Debug)]
struct Public {
    content: String,
    buttons: Vec<(String, String)>,
}

/// The message (by id) a request of the bot sets, as the fake applies it: an interaction's
/// own answer, an update of the clicked message, a follow-up, an edit, a channel message.
/// `None` for what sets no message, and for direct messages.
fn target(r: &Recorded, clicked: &HashMap<String, u64>, on_clicked: &HashSet<String>) -> Option<u64> {
    let parts: Vec<&str> = r.path.trim_matches('/').split('/').collect();
    let original = |token: &str| token.trim_start_matches("token-").parse::<u64>().ok();
    match (r.method.as_str(), parts.as_slice()) {
        ("POST", ["interactions", _, token, "callback"]) => match r.json["type"].as_u64() {
            Some(4) => original(token),
            Some(7) => clicked.get(*token).copied(),
            _ => None,
        },
        ("POST", ["webhooks", _, _]) => r.message,
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let on = clicked.get(*token).copied().filter(|_| on_clicked.contains(*token));
            on.or_else(|| original(token))
        }
        ("PATCH", ["webhooks", .., id]) => id.parse().ok(),
        ("POST" | "PATCH", ["channels", channel, "messages", ..]) if *channel == CHANNEL_ID.to_string() => {
            r.message
        }
        _ => None,
    }
}

/// What the fake has seen: the requests, the messages as shown, the message each click
/// was on, and the clicks answered on that message.
type Snapshot = (Vec<Recorded>, BTreeMap<u64, Shown>, HashMap<String, u64>, HashSet<String>);

/// Every public message the bot posted or edited since its `from`th request.
async fn public_since(fake: &Fake, from: usize) -> Vec<Public> {
    let (requests, shown, clicked, on_clicked): Snapshot = fake
        .wait("a look at the messages", |inner| {
            Some((
                inner.requests.clone(),
                inner.shown.clone(),
                inner.clicked.clone(),
                inner.answered_on_clicked.clone(),
            ))
        })
        .await;
    requests[from..]
        .iter()
        .filter_map(|r| {
            let id = target(r, &clicked, &on_clicked)?;
            let public = shown.get(&id).is_some_and(|m| !m.ephemeral);
            let message = if r.path.ends_with("/callback") { &r.json["data"] } else { &r.json };
            public.then(|| Public {
                content: message["content"].as_str().unwrap_or_default().to_string(),
                buttons: labelled(message),
            })
        })
        .collect()
}

/// The number of requests the bot has made so far.
fn requests_so_far(fake: &Fake) -> usize {
    fake.requests().len()
}

/// How a figure step is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Figure {
    /// `/meeple` with the spot's words in French.
    Typed,
    /// The button of the first spot.
    SpotButton,
    /// "Aucune figurine": skipped.
    Skipped,
}

/// What the turns did, so the test can tell it did not skip anything.
#[derive(Debug, Default)]
struct Played {
    turns: usize,
    figure_steps: Vec<(String, Figure)>,
    pickers: Vec<String>,
    /// Whose placement entries said their rotations in words, one per entry.
    worded: Vec<String>,
    full_board_button: bool,
}

/// `player`'s autocomplete for placements: French for Amélie (no English word, each
/// entry saying which rotations fit in French), English for Bob. Returns the entries.
async fn placements(fake: &Fake, player: &Person, played: &mut Played) -> Vec<(String, String)> {
    let offered = fake.autocomplete(player, "place", "placement", "").await;
    assert_eq!(offered.kind, 8);
    let choices = offered.choices();
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    // Each cell's entry says its rotations: "toute orientation", "seulement 90°",
    // "0° ou 180°" — "any rotation", "only 90°", "0° or 180°".
    // When one cell alone fits, each rotation is its own entry ("0,1 90°"), in digits.
    for (name, _) in &choices {
        if player.name == "Amélie" {
            assert_french_text("a French placement entry", name);
        }
        let head = name.split(" · ").next().unwrap_or_default();
        if name.starts_with('…') || head.contains('°') {
            continue;
        }
        if player.name == "Amélie" {
            assert!(has_word(name, &["orientation", "seulement", "ou"]), "French rotations: {name}");
        } else {
            assert!(has_word(name, &["rotation", "only", "or"]), "English rotations: {name}");
            assert!(!has_word(name, &["orientation", "seulement", "ou"]), "{name}");
        }
        played.worded.push(player.name.to_string());
    }
    choices
}

/// `player`'s autocomplete for the spots of their figure step: French words for Amélie,
/// English ones for Bob.
async fn spots(fake: &Fake, player: &Person) -> Vec<(String, String)> {
    let spots = fake.autocomplete(player, "meeple", "spot", "").await.choices();
    assert!(!spots.is_empty(), "the figure step offers spots");
    for (name, _) in &spots {
        let first = name.split(' ').next().unwrap_or_default();
        if player.name == "Amélie" {
            // The feature in French, then its edge as the notation writes it (`No`: W is O).
            assert!(!name.contains('W') && !name.contains('w'), "a French edge: {name}");
            assert!(["route", "ville", "pré", "abbaye"].contains(&first), "a French spot: {name}");
        } else {
            assert!(["road", "city", "field", "monastery"].contains(&first), "an English spot: {name}");
        }
    }
    spots
}

/// The waiting player's autocomplete says whose turn it is, in their language.
async fn waiting_hint(fake: &Fake, waiting: &Person, next: &Person) {
    let hint = fake.autocomplete(waiting, "place", "placement", "").await.choices();
    let [(name, _)] = &hint[..] else { panic!("one hint: {hint:?}") };
    if waiting.name == "Amélie" {
        assert!(name.starts_with(&format!("Ce n'est pas votre tour\u{a0}: {} ", next.name)), "{name}");
        assert_french_text("Amélie's hint", name);
    } else {
        assert!(name.starts_with(&format!("Not your turn: {} is ", next.name)), "{name}");
    }
}

/// One turn of `player`: a placement from autocomplete (a whole cell on odd turns, so a
/// rotation picker may come, clicked on its first rotation), then the figure step if it
/// comes, played as `figure` chooses. Returns the next player and the public message
/// that pinged them.
async fn turn(
    fake: &Fake,
    player: &Person,
    players: &[Person],
    played: &mut Played,
    figure: impl Fn(&Played) -> Figure,
) -> (Person, Answer) {
    played.turns += 1;
    let waiting = players.iter().find(|p| p.id != player.id).expect("another player");
    waiting_hint(fake, waiting, player).await;
    let offered = placements(fake, player, played).await;
    // A cell whose value is the cell alone asks which rotation: a private picker.
    let cell = offered.iter().find(|(_, v)| !v.contains(' ') && !v.starts_with('…'));
    let value = match cell {
        Some((_, v)) if played.turns % 4 < 2 => v.clone(),
        _ => offered[0].1.clone(),
    };
    let mut placed = fake.command(player, "place", string_option("placement", &value)).await;
    if placed.ephemeral() {
        // The picker is private: in the placing player's language.
        let picker = placed.content();
        if player.name == "Amélie" {
            assert!(picker.starts_with("Votre tuile ("), "{picker}");
            assert_french_text("Amélie's rotation picker", picker);
        } else {
            assert!(picker.starts_with("Your tile ("), "{picker}");
        }
        played.pickers.push(player.name.to_string());
        let rotation = placed.buttons().first().cloned().expect("a rotation to pick");
        let picked = fake.click(player, &rotation, &placed).await;
        assert!(picked.updated && picked.buttons().is_empty(), "{picked:?}");
        placed = fake.followup(&picked.token).await;
    }
    assert!(!placed.ephemeral(), "a turn is public: {placed:?}");
    assert_french_text("the turn's message", placed.content());
    for label in labels(&placed) {
        assert_french_text("a turn button", &label);
    }
    if placed.buttons().iter().any(|b| b == "carc2:board") {
        played.full_board_button = true;
        assert!(labels(&placed).contains(&"Plateau entier".to_string()), "{placed:?}");
    }
    let buttons = labelled(&placed.message);
    let Some((pass, no_figure)) = buttons.iter().find(|(id, _)| id.ends_with(":pass")) else {
        // No figure step: the next player is pinged at once.
        let next = placed.pinged(players);
        assert_ne!(next.id, player.id);
        return (next, placed);
    };
    // The figure step: on the public message, in French, whoever plays it.
    assert_eq!(no_figure, "Aucune figurine", "{buttons:?}");
    let offered = spots(fake, player).await;
    let spot_buttons: Vec<&(String, String)> =
        buttons.iter().filter(|(id, _)| id.contains(":meeple ") || id.contains(":shepherd ")).collect();
    assert_eq!(spot_buttons.len(), offered.len(), "{buttons:?} {offered:?}");
    for (_, label) in &spot_buttons {
        assert!(has_word(label, &["route", "ville", "pré", "abbaye"]), "a French spot button: {label}");
    }
    let how = figure(played);
    played.figure_steps.push((player.name.to_string(), how));
    let done = match how {
        Figure::Typed => {
            // The spot in French words, as autocomplete names it for Amélie: `pré No`.
            // Bob types them too: both languages are understood from anyone.
            let french =
                if player.name == "Amélie" { offered[0].0.clone() } else { in_french(&offered[0].1) };
            let done = fake.command(player, "meeple", string_option("spot", &french)).await;
            assert!(!done.ephemeral() && !done.updated, "`{french}` is read: {done:?}");
            assert_french_text("the figure's message", done.content());
            return (done.pinged(players), done);
        }
        Figure::SpotButton => fake.click(player, &spot_buttons[0].0, &placed).await,
        Figure::Skipped => fake.click(player, pass, &placed).await,
    };
    assert!(done.updated && done.id == placed.id && !done.ephemeral(), "{done:?}");
    assert_french_text("the figure step told", done.content());
    let ping = fake.followup(&done.token).await;
    assert_french_text("the ping line", ping.content());
    let next = ping.pinged(players);
    assert_ne!(next.id, player.id);
    (next, done)
}

on_both! {
    async fn a_french_server_plays_in_french_and_each_player_reads_their_own_language(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let players = [amelie(), bob()];
        let (amelie, bob) = (&players[0], &players[1]);
        fake.server_speaks("fr");
        fake.speaks(amelie, "fr");
        fake.speaks(bob, "en-US");
        // A fixed draw (`GAME_SEED`): the turns below play until each player has used
        // every way of a figure step, which a random draw need not offer in time.
        let bot = Bot::on(&db, &fake.base(), &log, &[("GAME_SEED", DRAW)]);

        let registered = fake.registration(1).await;
        let commands = registered.as_array().expect("a list");
        assert!(commands.len() >= 17, "{commands:?}");
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
        let help = fake.command(amelie, "help", json!([])).await;
        assert!(help.ephemeral() && help.content().starts_with("Commandes\u{a0}:"), "{help:?}");
        // With ten expansions' commands the help comes in several messages: the turn's
        // commands follow the setup's.
        let turn_help = fake.followup(&help.token).await;
        assert!(turn_help.ephemeral() && turn_help.content().contains("/poser"), "{turn_help:?}");
        let rules = fake.command(bob, "rules", json!([])).await;
        assert!(rules.ephemeral() && rules.content().starts_with("Carcassonne in brief"), "{rules:?}");
        let rules = fake.command(amelie, "rules", json!([])).await;
        assert!(rules.content().starts_with("Carcassonne en bref"), "{rules:?}");

        // A game opened without a language takes the server's: French, lobby and buttons.
        let start_of_french = requests_so_far(&fake);
        let lobby = fake.command(amelie, "new", json!([])).await;
        assert!(!lobby.ephemeral() && lobby.content().contains("Langue\u{a0}: français"), "{lobby:?}");
        assert_french_text("the lobby", lobby.content());
        assert_eq!(labels(&lobby), ["Rejoindre", "Ajouter un bot (normal)", "Commencer"], "{lobby:?}");
        // Bob (English) joins by the lobby's button: the lobby stays French.
        let joined = fake.click(bob, "carc2:join", &lobby).await;
        assert!(joined.updated && joined.id == lobby.id && !joined.ephemeral(), "{joined:?}");
        assert!(joined.content().starts_with("Bob a rejoint la partie."), "{}", joined.content());
        assert_french_text("the lobby Bob joined", joined.content());
        assert_eq!(labels(&joined), ["Rejoindre", "Ajouter un bot (normal)", "Commencer"], "{joined:?}");
        let again = fake.click(bob, "carc2:join", &joined).await;
        assert!(again.ephemeral() && again.content().contains("already"), "Bob's refusal in English: {again:?}");
        let again = fake.click(amelie, "carc2:join", &joined).await;
        assert!(again.ephemeral() && again.content().contains("déjà"), "Amélie's in French: {again:?}");
        // The French texts so far, before the language is switched back and forth.
        let lobby_messages = public_since(&fake, start_of_french).await;
        assert!(lobby_messages.len() >= 2, "{lobby_messages:?}");

        let options = fake.command(bob, "options", json!([])).await;
        assert!(
            options.ephemeral() && options.content().contains("This channel's game is in French."),
            "{options:?}"
        );
        let options = fake.command(amelie, "options", json!([])).await;
        assert!(options.content().contains("La partie de ce salon est en français."), "{options:?}");
        assert!(options.content().contains("`/nouvelle langue:fr`"), "{options:?}");

        // Only its creator (or a moderator) changes the game's language; the refusal is in
        // both languages, the asker's first.
        let refused = fake.command(bob, "language", language_option(0)).await;
        assert!(refused.ephemeral(), "{refused:?}");
        assert!(refused.content().starts_with("Only the game's creator"), "{refused:?}");
        assert!(refused.content().contains("Seuls le créateur"), "{refused:?}");
        let english = fake.command(amelie, "language", language_option(0)).await;
        assert!(
            !english.ephemeral() && english.content().contains("switched this game to English"),
            "{english:?}"
        );
        let french_again = fake.command(amelie, "language", language_option(1)).await;
        assert!(french_again.content().contains("Amélie a passé la partie en français"), "{french_again:?}");
        // From here on, every public message is French.
        let start_of_game = requests_so_far(&fake);

        let started =
            fake.command(amelie, "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;
        assert!(!started.ephemeral(), "{started:?}");
        assert_eq!(started.pinged(&players).id, amelie.id, "seats kept in order: Amélie first");
        assert_french_text("the start", started.content());

        // Amélie's turn: Bob's refusal and status are English, hers French.
        let early = fake.command(bob, "pass", json!([])).await;
        assert!(early.ephemeral(), "{early:?}");
        assert_eq!(early.content(), "It is not your turn: waiting for Amélie.");
        let typo = fake.command(amelie, "place", string_option("placement", "2,x")).await;
        assert!(typo.ephemeral() && typo.content().contains("n'est pas un nombre entier"), "{typo:?}");
        assert_french_text("Amélie's refusal", typo.content());
        let status = fake.command(bob, "status", json!([])).await;
        assert!(status.ephemeral() && status.content().starts_with("Scores: Amélie 0 · Bob 0."), "{status:?}");
        assert!(status.content().contains("Language: French."), "{status:?}");
        let status = fake.command(amelie, "status", json!([])).await;
        assert!(
            status.ephemeral() && status.content().starts_with("Scores\u{a0}: Amélie 0 · Bob 0."),
            "{status:?}"
        );
        assert!(status.content().contains("Langue\u{a0}: français."), "{status:?}");
        assert_french_text("Amélie's status", status.content());

        // Turns, both players, until every way of playing a figure step has been used by
        // each (at least eight turns): typed in French, a spot's button, "Aucune figurine".
        let mut played = Played::default();
        let mut next = amelie.clone();
        let mut last = started;
        let ways = [Figure::Typed, Figure::SpotButton, Figure::Skipped];
        let done_by = |played: &Played, name: &str, how: Figure| {
            played.figure_steps.iter().any(|(who, way)| who == name && *way == how)
        };
        let all_done =
            |played: &Played| NAMES.iter().all(|name| ways.iter().all(|&how| done_by(played, name, how)));
        while played.turns < 8 || !all_done(&played) {
            assert!(played.turns < 40, "forty turns without every way of a figure step: {played:?}");
            let player = next.clone();
            let pick = |p: &Played| {
                // The first way this player has not used yet, else each in turn.
                let mine = ways.iter().copied().find(|&how| !done_by(p, player.name, how));
                mine.unwrap_or(ways[p.figure_steps.len() % ways.len()])
            };
            (next, last) = turn(&fake, &player, &players, &mut played, pick).await;
            // Two players alternate.
            assert_ne!(next.id, player.id, "{last:?}");
            if played.turns == 1 {
                // Bob's turn now: Amélie's refusal is French.
                let early = fake.command(amelie, "pass", json!([])).await;
                assert!(early.ephemeral(), "{early:?}");
                assert_eq!(early.content(), "Ce n'est pas votre tour\u{a0}: on attend Bob.");
            }
        }

        // The history, privately, each in their language: Amélie's without an English word.
        let history = fake.command(bob, "history", json!([])).await;
        assert!(history.ephemeral() && history.content().starts_with("Moves "), "{history:?}");
        assert!(history.content().contains(". Amélie placed "), "{history:?}");
        let history = fake.command(amelie, "history", json!([])).await;
        assert!(history.ephemeral() && history.content().starts_with("Coups "), "{history:?}");
        assert!(history.content().contains(". Amélie a posé "), "{history:?}");
        assert_french_text("Amélie's history", history.content());

        // The whole board, asked from the last turn's message ("Plateau entier"): privately,
        // in the clicker's language.
        let whole = fake.click(bob, "carc2:board", &last).await;
        assert!(whole.ephemeral() && !whole.updated, "{whole:?}");
        assert!(whole.content().starts_with("Scores: Amélie "), "{}", whole.content());
        assert!(whole.files.iter().any(|(name, _)| name.ends_with(".png")), "the board image: {whole:?}");
        let whole = fake.click(amelie, "carc2:board", &last).await;
        assert!(whole.ephemeral() && !whole.updated, "{whole:?}");
        assert!(whole.content().starts_with("Scores\u{a0}: Amélie "), "{}", whole.content());
        assert_french_text("Amélie's whole board", whole.content());

        // The channel stayed French for Bob's private look at the options.
        let options = fake.command(bob, "options", json!([])).await;
        assert!(options.content().contains("This channel's game is in French."), "{options:?}");

        // Every public message since the game's language was set back to French, and the
        // lobby's before: French, and so is every button on them.
        let mut public = lobby_messages;
        public.extend(public_since(&fake, start_of_game).await);
        let mut english = Vec::new();
        let mut figure_steps = 0;
        for message in &public {
            let words = english_words(&message.content);
            if !words.is_empty() {
                english.push(format!("{words:?}: {}", message.content));
            }
            for (_, label) in &message.buttons {
                let words = english_words(label);
                if !words.is_empty() {
                    english.push(format!("button {words:?}: {label}"));
                }
            }
            if message.buttons.iter().any(|(id, _)| id.ends_with(":pass")) {
                figure_steps += 1;
                assert!(message.buttons.iter().any(|(_, l)| l == "Aucune figurine"), "{message:?}");
            }
        }
        assert!(english.is_empty(), "public texts holding English words:\n{}", english.join("\n"));
        for name in NAMES {
            assert!(played.worded.iter().any(|w| w == name), "{name}'s placements said in words: {played:?}");
        }
        let steps = played.figure_steps.len();
        let told = public.iter().filter(|m| !m.content.is_empty()).count();
        assert!(told >= 2 * played.turns && figure_steps >= steps, "{told} public texts, {figure_steps} steps");

        let complaints = bot.complaints();
        assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
        bot.kill();
    }
}
