//! The French boxes' words, everywhere French is shown (issue 37, item 4): the French
//! rule texts (`../shared/rules/*.fr.txt`) are the authority. A forteresse, not a
//! château (which the commands still read); an abbaye, not un monastère (Maires et
//! Monastères' tile); titles with « et »; one verb to open a gift
//! (déballer); rassembler le troupeau (`rentrer` still read); the réserve; a bot; a joueur inscrit; the no-break
//! space before `:` `;` `!` `?`; `de` elided before a name that starts with a vowel;
//! French words in the French examples of commands; the French order of a date.
//!
//! The `.ftl` files are read line by line for the words and the spaces; the texts they
//! make are checked through the bundle, the parser and the table of verbs. The French
//! game tests check the texts of whole games with the same rules
//! (`french_common::glossary_faults`).

use crate::support::french as french_common;

use std::path::Path;

use carcassonne_bot::locale::{FRENCH_SPACE, Lang};
use carcassonne_bot::service::Command;
use carcassonne_bot::service::verbs::{self, VERBS};
use carcassonne_engine::Action;
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::rules::hills_sheep::Act;
use french_common::{CASTLE_SYNONYM_NOTE, NOT_THE_BOXES_WORDS, english_words, glossary_faults};

/// Every message line of the French `.ftl` files (comments left out), with its file and
/// line number.
fn french_lines() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/fr");
    let mut lines = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the French locale is readable") {
        let path = entry.expect("readable").path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        let file = path.file_name().expect("a file").to_string_lossy().to_string();
        for (n, line) in text.lines().enumerate() {
            if !line.trim_start().starts_with('#') && !line.trim().is_empty() {
                lines.push((format!("{file}:{}", n + 1), line.to_string()));
            }
        }
    }
    assert!(lines.len() > 500, "the French files: {} lines", lines.len());
    lines
}

/// `line` without Fluent's placeables (`{ $name }`, `{" "}`): only its words.
fn words_only(line: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in line.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => {
                depth -= 1;
                out.push('X');
            }
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn the_french_files_speak_the_boxes_words() {
    let mut faults = Vec::new();
    for (at, line) in french_lines() {
        let lower = line.to_lowercase().replace(CASTLE_SYNONYM_NOTE, "");
        for (word, instead) in NOT_THE_BOXES_WORDS {
            if lower.contains(word) {
                faults.push(format!("{at}: {word:?} (say {instead}): {line}"));
            }
        }
        let words = words_only(&line);
        for (i, part) in words.split('`').enumerate() {
            if i % 2 == 1 && part.trim_start_matches("# ").starts_with("--") {
                // The program's own flags (`--players Alice,Bob`), the same in every language.
                continue;
            }
            if i % 2 == 1 {
                // A quoted command is written in the notation and rewritten for the reader:
                // as a French reader reads it, it holds no English word.
                let french = verbs::in_terminal(&format!("`{part}`"), Lang::Fr);
                let english = english_words(french.trim_matches('`'), &[]);
                // SPOT-like placeholders are English too.
                let upper = ["SPOT", "PLAYER", "NAME", "CARD", "LEVEL"];
                if !english.is_empty() || upper.iter().any(|u| french.split_whitespace().any(|w| w == *u)) {
                    faults.push(format!("{at}: English in `{part}` → {french} {english:?}"));
                }
                continue;
            }
            // The space before a sign is written plainly here (the bundle makes it a no-break
            // one); a sign glued to its word is not French.
            let chars: Vec<char> = part.chars().collect();
            for (n, c) in chars.iter().enumerate() {
                if [':', ';', '!', '?'].contains(c) && (n == 0 || chars[n - 1] != ' ') {
                    faults.push(format!("{at}: {c:?} without a space before it: {line}"));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{} faults:\n{}", faults.len(), faults.join("\n"));
}

#[test]
fn the_check_finds_what_it_looks_for() {
    let faults = |text: &str| glossary_faults(text, &["Amélie", "Bob"]);
    assert!(faults("Amélie construit une forteresse\u{a0}: 3 points.").is_empty());
    assert!(!faults("Amélie construit un château.").is_empty());
    assert!(faults("Tapez aussi « château ».").is_empty());
    assert!(!faults("Moutons & Collines").is_empty());
    assert!(!faults("Scores : Bob 3.").is_empty(), "a plain space before the colon");
    assert!(!faults("Scores: Bob 3.").is_empty(), "no space before the colon");
    assert!(!faults("le berger de Amélie").is_empty());
    assert!(faults("le berger d'Amélie et celui de Bob").is_empty());
    assert!(!faults("dites `gift retreat 1 0 city N`").is_empty());
    assert!(faults("dites `présent retrait 1 0 ville N` (<t:17:d>)").is_empty());
    assert!(!faults("1 joueur assis").is_empty() && !faults("Ajouter un robot").is_empty());
    assert!(!faults("une route ou un monastère inachevé").is_empty());
    assert!(faults("posez votre tuile Monastère (`monastère`)").is_empty());
}

/// Every French text puts a no-break space before `:` `;` `!` `?`, the image's among them.
#[test]
fn french_texts_have_the_no_break_space() {
    let busy = Lang::Fr.say("error-not-your-turn", [("name", "Bob".into())]);
    assert_eq!(busy, format!("Ce n'est pas votre tour{FRENCH_SPACE}: on attend Bob."));
    let title = Lang::Fr.say("render-title-castle", [("deciders", "Bob".into())]);
    assert!(title.ends_with(&format!("petite ville{FRENCH_SPACE}?")), "{title}");
    let begins = Lang::Fr.say("game-begins", [("names", "Bob".into())]);
    assert!(begins.starts_with(&format!("La partie commence{FRENCH_SPACE}!")), "{begins}");
    // English keeps its own.
    assert_eq!(
        Lang::En.say("error-not-your-turn", [("name", "Bob".into())]),
        "It is not your turn: waiting for Bob."
    );
}

/// `de` elides before a name that starts with a vowel or an h, in the service's texts and
/// the image's, and not before one that starts with a consonant.
#[test]
fn de_elides_before_a_vowel() {
    for (name, of) in [
        ("Amélie", "d'Amélie"),
        ("Hugo", "d'Hugo"),
        ("Yves", "d'Yves"),
        ("Bob", "de Bob"),
        ("Yann", "de Yann"),
    ] {
        let said = [
            Lang::Fr.say("flock-chased", [("count", 1.into()), ("names", name.into())]),
            Lang::Fr.say("error-already-a-bot", [("name", name.into())]),
            Lang::Fr.say("clock-up", [("name", name.into())]),
            Lang::Fr.say("render-title-flock", [("who", name.into())]),
            Lang::Fr.say(
                "seat-handed",
                [("own", "no".into()), ("by", "Zoé".into()), ("name", name.into()), ("level", "easy".into())],
            ),
            Lang::Fr.say(
                "gift-owned",
                [
                    ("mine", "no".into()),
                    ("others", 1.into()),
                    ("thing", "road".into()),
                    ("owners", name.into()),
                    ("meeples", 1.into()),
                ],
            ),
        ];
        for text in said {
            assert!(text.contains(of), "{of:?} not in {text:?}");
            assert!(glossary_faults(&text, &[name]).iter().all(|f| !f.contains("elided")), "{text}");
        }
    }
    let flock = Lang::Fr.say("render-title-flock", [("who", "Amélie".into())]);
    assert_eq!(flock, format!("Berger d'Amélie{FRENCH_SPACE}: agrandir le troupeau ou le rassembler"));
}

/// The verbs say the boxes' words, and the words players typed before still work: a
/// `château` is read as the forteresse, on the terminal and in the Discord command's
/// words alike, and the stored notation stays English.
#[test]
fn the_verbs_say_the_boxes_words_and_read_the_synonyms() {
    let castle = verbs::find("castle").expect("castle");
    assert_eq!((castle.fr, castle.discord_fr), ("forteresse", "/forteresse choix:construire"));
    assert_eq!(verbs::find("herd").expect("herd").fr, "rassembler");
    assert_eq!(verbs::find("bot").expect("bot").fr, "bot");
    for (typed, word) in [("château", "castle"), ("Chateau", "castle"), ("rentrer", "herd"), ("robot", "bot")]
    {
        assert_eq!(verbs::find(typed).map(|v| v.word), Some(word), "{typed}");
    }
    // No synonym is another verb's word.
    for verb in VERBS.iter() {
        assert!(!["château", "rentrer", "robot"].contains(&verb.fr), "{}", verb.word);
    }
    let build = Command::Play(Action::from(bcb::Act::Castle(bcb::CastleChoice::Build)));
    for typed in ["forteresse construire", "château construire", "chateau construire", "castle build"] {
        assert_eq!(typed.parse::<Command>().expect(typed), build, "{typed}");
    }
    // What is stored is the notation, in English, whatever was typed.
    assert_eq!(Action::from(bcb::Act::Castle(bcb::CastleChoice::Build)).to_string(), "castle build");
    for typed in ["rassembler", "rentrer", "herd"] {
        assert_eq!(typed.parse::<Command>().expect(typed), Command::Play(Act::Herd.into()), "{typed}");
    }
    assert_eq!(Action::from(Act::Herd).to_string(), "herd");
    // The French help names the forteresse and the titles with « et ».
    let help = verbs::help(carcassonne_bot::service::Front::Terminal, Lang::Fr, None);
    assert!(
        help.contains("Ponts, Forteresses et Bazars") && help.contains("- forteresse construire/compter"),
        "{help}"
    );
    assert!(help.contains("- rassembler —") && help.contains("- bot JOUEUR"), "{help}");
}

/// The words a refusal lists as the ones to say are the ones a French reader types.
#[test]
fn refusals_list_the_french_words() {
    let refused = |line: &str| line.parse::<Command>().expect_err(line).text(Lang::Fr);
    let card = refused("présent souhait");
    assert!(card.contains("synode") && card.contains("prends-en-2") && !card.contains("sweeper"), "{card}");
    let monument = refused("cube pyramide 2");
    assert!(monument.contains("cathédrale") && !monument.contains("lighthouse"), "{monument}");
    let level = refused("rejoindre bot expert");
    assert!(level.contains("facile, normal ou difficile"), "{level}");
    for text in [card, monument, level] {
        assert!(glossary_faults(&text, &[]).is_empty(), "{text}: {:?}", glossary_faults(&text, &[]));
    }
}

/// A date in French is day, month, year.
#[test]
fn dates_in_the_french_order() {
    let day =
        |lang: Lang| lang.say("day", [("year", "2026".into()), ("month", "11".into()), ("day", "25".into())]);
    assert_eq!(day(Lang::Fr), "25/11/2026");
    assert_eq!(day(Lang::En), "2026-11-25");
}

/// The slips of issue 50 (item 7), each read as the French boxes say it: a flock scores
/// for « son troupeau » (Moutons et Collines: « marque plutôt des points pour son
/// troupeau »), the gifts' « pile », the last tile said in words, a large tile placed by
/// its top-left cell in a sentence of its own, help's groups and the rotation left out.
#[test]
fn the_slips_read_as_the_boxes_say() {
    use fluent_bundle::FluentValue;
    let fr = |id: &str, args: Vec<(&'static str, FluentValue<'static>)>| {
        Lang::Fr.say(id, args).replace(FRENCH_SPACE, " ")
    };
    let flock = |count: i64| {
        let what = fr("scored-what-sheep", vec![("count", count.into())]);
        let args =
            [("winners", "Bob".into()), ("what", what.into()), ("points", 6.into()), ("count", count.into())];
        fr("scored", args.to_vec())
    };
    assert_eq!(flock(1), "Bob marque 6 points pour son troupeau.");
    assert!(flock(2).ends_with("pour leur troupeau."), "{}", flock(2));
    assert_eq!(fr("render-gift-deck", vec![("n", 23.into())]), "Pile de présents : 23");
    let prompt = |left: i64| {
        let args = [
            ("name", "Bob".into()),
            ("tile", "une route".into()),
            ("spots", 3.into()),
            ("left", left.into()),
        ];
        fr("prompt-tile", args.to_vec())
    };
    assert!(prompt(0).ends_with("Il ne reste aucune tuile à piocher."), "{}", prompt(0));
    assert!(prompt(1).ends_with("Il reste 1 tuile."), "{}", prompt(1));
    assert!(prompt(23).ends_with("Il reste 23 tuiles."), "{}", prompt(23));
    let large = fr(
        "placed",
        vec![
            ("name", "Bob".into()),
            ("tile", "la Cathédrale, une grande tuile".into()),
            ("x", 1.into()),
            ("y", 0.into()),
            ("square", "yes".into()),
            ("degrees", 90.into()),
        ],
    );
    assert_eq!(
        large,
        "Bob a posé la Cathédrale, une grande tuile : sa case en haut à gauche en 1 0, rotation 90°."
    );
    assert_eq!(fr("help-group", vec![("group", "look".into())]), "Consulter la partie et le serveur");
    let place = fr("verb-help-place", vec![]);
    assert!(place.ends_with("(omise : les rotations possibles)"), "{place}");
    let board = fr(
        "leaderboard-line",
        vec![
            ("place", 1.into()),
            ("name", "Bob".into()),
            ("rating", "3,2".into()),
            ("games", 6.into()),
            ("wins", 0.into()),
            ("new", "no".into()),
        ],
    );
    assert_eq!(board, "1. Bob — 3,2 (6 parties, aucune victoire)");
}
