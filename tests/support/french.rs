//! What the French tests share: the words that give English away in a French text, and
//! a table where Alice reads French and Bob English.

use carcassonne_bot::service::{Context, Front, Reply};

/// Alice reads French, Bob English; both click in Discord.
pub fn ctx(user: &str) -> Context {
    let locale = if user == "Alice" { "fr" } else { "en-US" };
    Context { front: Front::Discord, locale: locale.into(), ..super::person(user) }
}

/// What a reply says to the channel.
pub fn public(reply: &Reply) -> &str {
    reply.public.as_deref().unwrap_or_default()
}

/// The labels of a reply's buttons, with their actions.
pub fn buttons(reply: &Reply) -> Vec<(String, String)> {
    let options = reply.choices.as_ref().map_or(&[][..], |c| &c.options[..]);
    options.iter().map(|o| (o.label.clone(), o.action.to_string())).collect()
}

/// Whether `word` (lower case) is English and not French: `english-only.txt` lists them.
fn is_english(word: &str) -> bool {
    include_str!("english-only.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .flat_map(str::split_whitespace)
        .any(|english| english == word)
}

/// The English-only words of `text`, once commands (backticked) and the players'
/// `names` are taken out.
pub fn english_words(text: &str, names: &[&str]) -> Vec<String> {
    let mut outside: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    for name in names {
        outside = outside.replace(name, " ");
    }
    let mut found: Vec<String> = outside
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !is_half_edge(w))
        .map(str::to_lowercase)
        .filter(|w| is_english(w))
        .collect();
    // A message missing from the French file is shown as its id (`button-mage`).
    found.extend(
        outside
            .split(|c: char| !(c.is_alphanumeric() || c == '-'))
            .filter(|w| w.contains('-') && message_ids().contains(*w))
            .map(|w| format!("message id {w}")),
    );
    found.dedup();
    found
}

/// The ids of the messages with a hyphen in them (`choice-mage`), from the English
/// locale files: a text that shows one shows a message nobody translated.
fn message_ids() -> &'static std::collections::BTreeSet<String> {
    static IDS: std::sync::OnceLock<std::collections::BTreeSet<String>> = std::sync::OnceLock::new();
    IDS.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/en");
        let files = std::fs::read_dir(dir).expect("the English locale files");
        files
            .map(|f| std::fs::read_to_string(f.expect("a locale file").path()).expect("readable"))
            .flat_map(|text| {
                let ids = text.lines().filter_map(|l| l.split_once(" =").map(|(id, _)| id.to_string()));
                ids.filter(|id| id.contains('-') && !id.starts_with(['#', ' ', '.'])).collect::<Vec<_>>()
            })
            .collect()
    })
}

/// A field's half-edge as French writes it (`No`, `So`: north-west, south-west), which is
/// no English "no".
fn is_half_edge(word: &str) -> bool {
    let mut letters = word.chars();
    matches!(
        (letters.next(), letters.next(), letters.next()),
        (Some('N' | 'E' | 'S' | 'O'), Some('o' | 'e' | 'n' | 's'), None)
    )
}

/// Words and phrases the French boxes do not use (issue 37), lower case, each with the
/// word they use: checked in every French text by [`glossary_faults`] and in the French
/// `.ftl` files by tests/french_glossary.rs.
pub const NOT_THE_BOXES_WORDS: [(&str, &str); 13] = [
    ("château", "forteresse (« château » only as the synonym the commands accept)"),
    ("chateau", "forteresse"),
    ("&", "et, in a title"),
    ("rentr", "rassembler le troupeau"),
    ("la maison", "la réserve"),
    ("assis", "inscrit"),
    ("robot", "bot"),
    ("ouvre un présent", "déballer"),
    ("en ouvrir un", "en déballer un"),
    ("ouvrez-en un ", "déballez-en un"),
    ("non ouvert", "non déballé"),
    ("présents ouverts", "présents déballés"),
    // The base game's monastery is an abbaye; « Monastère » is Maires et Monastères' tile.
    ("un monastère", "une abbaye"),
];

/// The synonym note: the one place « château » may stand, quoted.
pub const CASTLE_SYNONYM_NOTE: &str = "« château »";

/// What `text`, a French text shown to a player, does against the French boxes' terms
/// and French typography: a word of [`NOT_THE_BOXES_WORDS`], a `:` `;` `!` `?` without
/// the no-break space before it, `de`/`que` not elided before one of `names` starting
/// with a vowel, or English in a quoted command. Quoted commands and Discord's `<…>`
/// marks are not prose; the players' `names` are theirs.
pub fn glossary_faults(text: &str, names: &[&str]) -> Vec<String> {
    let mut faults = Vec::new();
    let lower = text.to_lowercase().replace(&CASTLE_SYNONYM_NOTE.to_lowercase(), "");
    for (word, instead) in NOT_THE_BOXES_WORDS {
        if lower.contains(word) {
            faults.push(format!("{word:?} (say {instead})"));
        }
    }
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            // A command: its words are the French ones a French reader types, but for the
            // words of the notation both languages share (expansions, options: `hills-sheep`).
            let words: String =
                part.split_whitespace().filter(|w| !w.contains(['-', '_'])).collect::<Vec<_>>().join(" ");
            let english = english_words(&words, names);
            if !english.is_empty() {
                faults.push(format!("English in the command `{part}`: {english:?}"));
            }
            continue;
        }
        let prose = without_marks(part);
        let chars: Vec<char> = prose.chars().collect();
        for (at, c) in chars.iter().enumerate() {
            if [':', ';', '!', '?'].contains(c) && (at == 0 || chars[at - 1] != '\u{a0}') {
                let from = at.saturating_sub(12);
                let around: String = chars[from..(at + 3).min(chars.len())].iter().collect();
                faults.push(format!("{c:?} without a no-break space before it: {around:?}"));
            }
        }
        for name in names.iter().filter(|n| elides(n)) {
            for word in ["de", "que", "De", "Que"] {
                if prose.contains(&format!(" {word} {name}")) || prose.starts_with(&format!("{word} {name}"))
                {
                    faults.push(format!("{word} {name}, not elided"));
                }
            }
        }
    }
    faults
}

/// `text` without Discord's marks (`<#channel>`, `<t:…:d>`, `<@user>`).
fn without_marks(text: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in text.chars() {
        match c {
            '<' => inside = true,
            '>' if inside => inside = false,
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether French elides before `name` (a vowel or an h first), as the test's names go.
fn elides(name: &str) -> bool {
    name.chars().next().is_some_and(|c| "AEIOUÉÈÀÂÎÔH".contains(c.to_ascii_uppercase()))
}

/// A French game of `expansions` whose draws are `tiles`, Alice then Bob ([`ctx`]),
/// started on `db`: only the terminal fixes the draws, so Alice opens it there.
pub fn game(
    db: &super::backends::TestDb,
    expansions: carcassonne_engine::Expansions,
    tiles: &[&str],
) -> carcassonne_bot::service::Service {
    use carcassonne_bot::service::{Command, Lang, NewGame};
    let mut s = db.service();
    let new = NewGame {
        expansions,
        seed: Some(1),
        tiles: Some(tiles.iter().map(|t| t.parse().unwrap()).collect()),
        language: Some(Lang::Fr),
        ..NewGame::default()
    };
    super::ok(s.handle(&Context { front: Front::Terminal, ..ctx("Alice") }, Command::New(new)));
    super::ok(s.handle(&ctx("Bob"), Command::Join));
    super::ok(s.handle(&ctx("Alice"), Command::Start { keep_order: true }));
    s
}
