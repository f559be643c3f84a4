//! The board page speaks as a player does, in the game's language: a French game with
//! every expansion, played to its end through the page's API by choices a seeded
//! random picks, shows in every state only French words (no word the English locale
//! has and the French one lacks) and no command notation (no action's notation, no
//! edge written as the commands write it, no code mark). The same game followed in a
//! browser on a phone is also for thumbs and screen readers in each kind of state.

use std::collections::BTreeSet;

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Link, Service};
use carcassonne_engine::GameRng;
use serde_json::Value;

use crate::support::T0;
use crate::support::backends::TestDb;
use crate::support::web;

/// The players, seated in this order: names no locale word can be mistaken for.
const PLAYERS: [&str; 3] = ["Zoé", "Yannick", "Xavière"];

/// The features' names a spot's edge follows in the notation, in both languages.
const FEATURES: [&str; 8] = ["road", "city", "field", "monastery", "route", "ville", "pré", "abbaye"];

/// Every word of the `.ftl` files of `lang`, lower case: their messages' text without
/// comments, identifiers, placeables' variables, variant keys and code marks.
fn locale_words(lang: &str) -> BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales").join(lang);
    let mut words = BTreeSet::new();
    for entry in std::fs::read_dir(dir).expect("the locale's folder") {
        let text = std::fs::read_to_string(entry.expect("a file").path()).expect("a locale file");
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            let value = match line.split_once(" = ") {
                Some((id, value)) if !id.starts_with(' ') => value,
                _ => line,
            };
            let outside: String = value.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            for word in outside.split(|c: char| !c.is_alphabetic() && c != '$' && c != '[' && c != '-') {
                if !word.starts_with(['$', '[', '-']) && !word.is_empty() {
                    words.insert(word.to_lowercase());
                }
            }
        }
    }
    words
}

/// Every text of a page's answer a player reads: its prompt, last move, tile, hint, the
/// hidden hands' words and the viewer's own cards, the seats' supplies, the result,
/// each choice's and rotation's words, the number field's, the tiles offered and the
/// path under way, and the page's own words.
fn page_texts(answer: &Value) -> Vec<String> {
    let mut texts = Vec::new();
    let mut push = |v: &Value| {
        if let Some(s) = v.as_str() {
            texts.push(s.to_string());
        }
    };
    for key in ["prompt", "last_move", "tile", "result", "hint"] {
        push(&answer[key]);
    }
    let each = |v: &Value| v.as_array().cloned().unwrap_or_default();
    for hidden in each(&answer["hidden"]) {
        push(&hidden["title"]);
        push(&hidden["yours"]);
        each(&hidden["own"]).iter().for_each(&mut push);
    }
    for key in ["label", "button"] {
        push(&answer["number"][key]);
    }
    push(&answer["offers"]["title"]);
    push(&answer["path"]["words"]);
    for seat in each(&answer["seats"]) {
        each(&seat["supply"]).iter().for_each(&mut push);
    }
    for choice in each(&answer["choices"]) {
        push(&choice["label"]);
    }
    for cell in each(&answer["placements"]) {
        for rotation in each(&cell["rotations"]) {
            push(&rotation["label"]);
        }
    }
    for tile in each(&answer["offers"]["tiles"]) {
        push(&tile["words"]);
    }
    if let Some(words) = answer["words"].as_object() {
        words.values().for_each(&mut push);
    }
    texts
}

/// What `text` shows that a player does not say: English words (`english`), the
/// notation of an action offered (`actions`), an edge as the commands write it, a code
/// mark.
fn faults(text: &str, english: &BTreeSet<String>, actions: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    let mut outside = text.to_string();
    for name in PLAYERS {
        outside = outside.replace(name, " ");
    }
    let words: Vec<&str> = outside.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()).collect();
    for (i, word) in words.iter().enumerate() {
        if english.contains(&word.to_lowercase()) {
            found.push(format!("English « {word} »"));
        }
        // An edge as the commands write it: a compass letter or two in capitals (`N`,
        // `EW`), or a half-edge (`Nw`, `Es`) after a feature's name.
        let compass = |c: char| "NESWO".contains(c);
        let half = |c: char| "nesowNESWO".contains(c);
        let mut letters = word.chars();
        let (first, second, third) = (letters.next(), letters.next(), letters.next());
        let after_feature = i > 0 && FEATURES.contains(&words[i - 1].to_lowercase().as_str());
        let edge = match (first, second, third) {
            (Some(a), None, _) => compass(a),
            (Some(a), Some(b), None) => compass(a) && (compass(b) || (after_feature && half(b))),
            _ => false,
        };
        if edge {
            found.push(format!("an edge as written in commands « {word} »"));
        }
    }
    if text.contains('`') {
        found.push("a code mark".into());
    }
    for action in actions.iter().filter(|a| a.contains(' ')) {
        if text.contains(action.as_str()) {
            found.push(format!("the notation « {action} »"));
        }
    }
    found
}

/// A started game of every expansion in French for [`PLAYERS`], by their links to the
/// page (as its API is asked, without spending a served link's rate).
fn every_expansion_game(s: &mut Service) -> (i64, Vec<Link>) {
    web::every_expansion_game(s, &PLAYERS, 7, Lang::Fr)
}

/// Plays the game of `links` to its end as its seats' pages would ([`web::random_move`]);
/// `each` sees every seat's answer before each move, and after the last.
fn play_out(s: &mut Service, links: &[Link], mut each: impl FnMut(&[Value])) {
    let mut rng = GameRng::from_seed(3);
    for _ in 0..3000 {
        let answers: Vec<Value> = links.iter().map(|l| s.web_game(l).expect("the game")).collect();
        each(&answers);
        let Some((seat, revision, action)) = web::random_move(&answers, &mut rng) else { return };
        s.web_act(&links[seat], revision, &action, T0).unwrap_or_else(|e| panic!("{action}: {}", e.text));
    }
    panic!("the game did not end in 3000 moves");
}

/// The notation of every action `answer` offers.
fn actions(answer: &Value) -> Vec<String> {
    let each = |v: &Value| v.as_array().cloned().unwrap_or_default();
    let mut actions: Vec<Value> = each(&answer["choices"]).iter().map(|c| c["action"].clone()).collect();
    for cell in each(&answer["placements"]) {
        actions.extend(each(&cell["rotations"]).iter().map(|r| r["action"].clone()));
    }
    actions.iter().filter_map(|a| a.as_str().map(str::to_owned)).collect()
}

/// The English-only words: those of the English locale the French one lacks.
fn english() -> BTreeSet<String> {
    locale_words("en").difference(&locale_words("fr")).cloned().collect()
}

#[test]
fn a_french_game_of_every_expansion_speaks_french_on_the_page() {
    let db = TestDb::sqlite();
    let mut s: Service = db.service();
    let (_, links) = every_expansion_game(&mut s);
    let english = english();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    play_out(&mut s, &links, |answers| {
        for answer in answers {
            let actions = actions(answer);
            for text in page_texts(answer) {
                for fault in faults(&text, &english, &actions) {
                    seen.insert(format!("{fault} in « {text} »"));
                }
            }
        }
    });
    let seen: Vec<String> = seen.into_iter().collect();
    assert!(seen.is_empty(), "the French page shows what a player does not say:\n{}", seen.join("\n"));
}

/// What the page of seat 0 shows in `answer` that the browser test checks once: a
/// figure step, a bazaar's tiles to choose, its bids, gifts to open before placing,
/// Take two, the end.
fn state(answer: &Value) -> Option<&'static str> {
    let actions = actions(answer);
    let any = |prefix: &str| actions.iter().any(|a| a.starts_with(prefix));
    let spots = answer["choices"].as_array().is_some_and(|c| c.iter().any(|c| !c["at"].is_null()));
    let placing = answer["placements"].as_array().is_some_and(|p| !p.is_empty());
    if answer["over"] == true {
        Some("end")
    } else if any("choose ") {
        Some("bazaar")
    } else if any("bid ") {
        Some("bids")
    } else if any("keep ") {
        Some("take-two")
    } else if placing && any("gift ") {
        Some("gifts")
    } else if spots {
        Some("figure")
    } else {
        None
    }
}

/// The game of every expansion in French, followed in a browser on a phone by seat 0's
/// page (`web/tests/every.mjs`) while the test plays it: at its first figure step,
/// bazaar, gifts to open, Take two and at the end, axe-core finds nothing, every target
/// is a finger's, a tile at stake is drawn, and the page's whole text (with its labels
/// for screen readers) has no English word and no command notation.
#[test]
fn in_a_browser_a_french_game_of_every_expansion_is_for_thumbs_and_ears() {
    let Some(web_dir) = web::browser() else { return };
    let db = TestDb::sqlite();
    let mut s: Service = db.service();
    let (game, links) = every_expansion_game(&mut s);
    let served = web::serve_itself(db.service());
    let url = format!("http://{}/board#{}", served.addr, web::link(game, Some(0), Lang::Fr));
    let mut talk = web::Talk::start(&web_dir, "every", &url);
    let english = english();
    let mut checked: Vec<&str> = Vec::new();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    play_out(&mut s, &links, |answers| {
        let Some(name) = state(&answers[0]).filter(|name| !checked.contains(name)) else { return };
        checked.push(name);
        let revision = &answers[0]["revision"];
        for line in talk.ask(&format!("check {name} {revision}"), &format!("checked {name}")) {
            let Some(text) = line.strip_prefix("text ") else { continue };
            let text: String = serde_json::from_str(text).expect("the page's text");
            for fault in faults(&text, &english, &actions(&answers[0])) {
                seen.insert(format!("{name}: {fault}"));
            }
        }
    });
    talk.finish();
    let seen: Vec<String> = seen.into_iter().collect();
    assert!(seen.is_empty(), "the French page shows what a player does not say:\n{}", seen.join("\n"));
    for wanted in ["figure", "bazaar", "gifts", "end"] {
        assert!(checked.contains(&wanted), "the game reached no {wanted} for seat 0: {checked:?}");
    }
}
