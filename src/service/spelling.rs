//! How a command's words after its verb are spelled in each language: French words
//! read as the one canonical notation (`route O` → `road W`, `synode` → `synod`,
//! `oui` → `on`), and the canonical notation written back in French for a reader.
//!
//! Only the words are translated here, as each verb's row says (a player's name is never touched,
//! and `on` is a yes only after `notify`); the verbs' own names live in the table of
//! verbs, and the expansions' words in their locale files (`rivière`: the message
//! `expansion-typed-river` of `fr/river.ftl`), so that an expansion brings its own. The
//! engine and the stored action log only ever see the canonical words. It must not
//! decide what is legal: a word it does not know is passed on unchanged, for the
//! parsers to accept or refuse.

use carcassonne_engine::Expansion;

use super::{Lang, facts};

/// The base game's canonical words and their French spellings, for the words of an
/// action (spots); an expansion's (cards, monuments, castle choices, a garden) are in
/// its facts (`facts::Facts::spellings`). The first French word of a canonical
/// one is the one written; all are read.
const ACTION_WORDS: &[(&str, &[&str])] = &[
    ("road", &["route"]),
    ("city", &["ville"]),
    ("field", &["pré", "pre"]),
    ("monastery", &["abbaye", "monastère", "monastere"]),
];

/// Every table of action words: the base game's, then each expansion's.
fn action_words() -> impl Iterator<Item = &'static [(&'static str, &'static [&'static str])]> {
    std::iter::once(ACTION_WORDS).chain(facts::every().map(|facts| facts.spellings))
}

/// A bot's level words.
const LEVEL_WORDS: &[(&str, &[&str])] =
    &[("easy", &["facile"]), ("normal", &["normal"]), ("hard", &["difficile"])];

/// The keywords of the lobby's verbs (`join bot`, `start keep_order`, `new … language`),
/// the clocks a new game takes (`new … clock 3d`) where French spells them its way, and
/// the looks' keywords (`history move`, `board game`, `games finished`).
const KEYWORDS: &[(&str, &[&str])] = &[
    ("bot", &["bot", "robot"]),
    ("confirm", &["confirmer"]),
    ("keep_order", &["garder_ordre", "ordre"]),
    ("language", &["langue"]),
    ("seed", &["graine"]),
    ("clock", &["délai", "delai"]),
    ("3d", &["3j"]),
    ("7d", &["7j"]),
    ("none", &["aucun", "aucune"]),
    ("game", &["partie"]),
    ("move", &["coup"]),
    ("finished", &["terminées", "terminees", "finies"]),
];

/// Yes and no, where a verb asks one (`notify on`).
const SWITCH_WORDS: &[(&str, &[&str])] = &[("on", &["oui"]), ("off", &["non"])];

/// The canonical word `word` spells in `table` (any case), if it is one of its French words.
fn read_in(table: &[(&'static str, &[&'static str])], word: &str) -> Option<&'static str> {
    let lower = word.to_lowercase();
    table.iter().find(|(_, french)| french.contains(&lower.as_str())).map(|(canonical, _)| *canonical)
}

/// The French spelling of canonical `word` in `table`, if it has one.
fn write_in(table: &[(&'static str, &[&'static str])], word: &str) -> Option<&'static str> {
    table.iter().find(|(canonical, _)| canonical.eq_ignore_ascii_case(word)).map(|(_, french)| french[0])
}

/// Whether `word` looks like an edge, a half-edge, a segment of a large tile or a
/// bridge's axis (`N`, `Es`, `N1w`, `EW`), in which `letter` stands for west: the
/// letters of the sides, at most one digit, at most three characters.
fn is_port(word: &str, west: char) -> bool {
    let sides = ['N', 'E', 'S', west];
    (1..=3).contains(&word.chars().count())
        && word.chars().all(|c| sides.contains(&c.to_ascii_uppercase()) || c.is_ascii_digit())
        && word.chars().filter(char::is_ascii_digit).count() <= 1
        && word.chars().any(|c| c.to_ascii_uppercase() == west)
}

/// `word` with west written `to` instead of `from` (`No` → `Nw`), keeping the case.
fn swap_west(word: &str, from: char, to: char) -> String {
    word.chars()
        .map(|c| match c {
            c if c == from => to,
            c if c == from.to_ascii_lowercase() => to.to_ascii_lowercase(),
            c => c,
        })
        .collect()
}

/// How a reader of `lang` types `expansion` (after `new`, in `/new`'s expansions): the
/// words of the message `expansion-typed-<word>` in its locale file, the first the one
/// written; all are read, in any case, and so is the canonical word in every language.
pub fn expansion_words(expansion: Expansion, lang: Lang) -> Vec<String> {
    let typed = lang.say(&format!("expansion-typed-{}", expansion.word()), []);
    let mut words: Vec<String> = typed.split_whitespace().map(str::to_lowercase).collect();
    if !words.iter().any(|w| w == expansion.word()) {
        words.push(expansion.word().to_string());
    }
    words
}

/// `expansion`'s word as a reader of `lang` types it (`rivière`, `river`).
pub fn expansion_word(expansion: Expansion, lang: Lang) -> String {
    expansion_words(expansion, lang).swap_remove(0)
}

/// The expansion typed `word` in any language, as its canonical word (`Rivière` →
/// `river`).
fn read_expansion(word: &str) -> Option<&'static str> {
    let lower = word.to_lowercase();
    Expansion::ALL
        .into_iter()
        .find(|&e| Lang::ALL.into_iter().any(|lang| expansion_words(e, lang).contains(&lower)))
        .map(Expansion::word)
}

/// One word of an action read as the canonical notation.
fn read_action_word(word: &str) -> String {
    if let Some(canonical) = action_words().find_map(|table| read_in(table, word)) {
        return canonical.to_string();
    }
    if is_port(word, 'O') { swap_west(word, 'O', 'W') } else { word.to_string() }
}

/// One canonical word of an action written in French.
fn write_action_word(word: &str) -> String {
    if let Some(french) = action_words().find_map(|table| write_in(table, word)) {
        return french.to_string();
    }
    if is_port(word, 'W') { swap_west(word, 'W', 'O') } else { word.to_string() }
}

/// Which words after a verb are translated, and how: each verb's row in the table of
/// verbs says which.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spelling {
    /// Every word: spots, cards, monuments, choices, axes.
    Action,
    /// A keyword first (`bot`), then a level (`join bot hard`).
    Join,
    /// A keyword first (`bot`), then a name, left as it is.
    Leave,
    /// A name, then maybe a level as the last word.
    Takeover,
    /// Keywords and values of the lobby and the looks (`keep_order`, `language fr`,
    /// `seed 5`, `game 7`).
    Lobby,
    /// A yes or no.
    Switch,
    /// Nothing to translate.
    Nothing,
}

/// The words after a verb spelled `spelling`, read as the canonical notation whatever
/// language they were typed in (canonical words stay as they are).
pub fn read(spelling: Spelling, rest: &[&str]) -> Vec<String> {
    translate(spelling, rest, Direction::Read)
}

/// The canonical words after `verb` as a reader of `lang` types them.
pub fn write(spelling: Spelling, rest: &[&str], lang: Lang) -> Vec<String> {
    match lang {
        Lang::En => rest.iter().map(|w| w.to_string()).collect(),
        Lang::Fr => translate(spelling, rest, Direction::Write),
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    Read,
    Write,
}

fn translate(spelling: Spelling, rest: &[&str], direction: Direction) -> Vec<String> {
    let word = |table: &[(&'static str, &[&'static str])], w: &str| -> String {
        let found = match direction {
            Direction::Read => read_in(table, w),
            Direction::Write => write_in(table, w),
        };
        found.map_or_else(|| w.to_string(), str::to_string)
    };
    let action = |w: &str| match direction {
        Direction::Read => read_action_word(w),
        Direction::Write => write_action_word(w),
    };
    let expansion = |w: &str| match direction {
        Direction::Read => read_expansion(w).map(str::to_string),
        Direction::Write => {
            Expansion::ALL.into_iter().find(|e| e.word() == w).map(|e| expansion_word(e, Lang::Fr))
        }
    };
    let lobby = |w: &str| match (direction, Lang::from_tag(w).or_else(|| language_word(w))) {
        (Direction::Read, Some(lang)) => lang.tag().to_string(),
        _ => expansion(w).unwrap_or_else(|| word(KEYWORDS, w)),
    };
    let last = rest.len().saturating_sub(1);
    rest.iter()
        .enumerate()
        .map(|(i, w)| match spelling {
            Spelling::Action => action(w),
            Spelling::Join if i == 0 => word(KEYWORDS, w),
            Spelling::Join => word(LEVEL_WORDS, w),
            Spelling::Leave if i == 0 => word(KEYWORDS, w),
            Spelling::Takeover if i == last && i > 0 => word(LEVEL_WORDS, w),
            Spelling::Lobby => lobby(w),
            Spelling::Switch => word(SWITCH_WORDS, w),
            Spelling::Leave | Spelling::Takeover | Spelling::Nothing => w.to_string(),
        })
        .collect()
}

/// A language named in words, in either language (`français`, `english`).
fn language_word(word: &str) -> Option<Lang> {
    match word.to_lowercase().as_str() {
        "english" | "anglais" => Some(Lang::En),
        "french" | "français" | "francais" => Some(Lang::Fr),
        _ => None,
    }
}

/// A level word in either language, as the canonical word (`difficile` → `hard`).
pub fn level_word(word: &str) -> String {
    read_in(LEVEL_WORDS, word).map_or_else(|| word.to_string(), str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How the verb `word` of the table of verbs spells its words.
    fn of(word: &str) -> Spelling {
        crate::service::verbs::find(word).expect("a verb").spelling
    }

    fn read_line(verb: &str, rest: &str) -> String {
        read(of(verb), &rest.split_whitespace().collect::<Vec<_>>()).join(" ")
    }

    /// Each `(verb, typed, read)`: the words `typed` after `verb` read as `read`.
    fn reads_as(cases: &[(&str, &str, &str)]) {
        for &(verb, typed, read) in cases {
            assert_eq!(read_line(verb, typed), read, "{verb} {typed}");
        }
    }

    fn write_line(verb: &str, rest: &str) -> String {
        write(of(verb), &rest.split_whitespace().collect::<Vec<_>>(), Lang::Fr).join(" ")
    }

    #[test]
    fn french_spots_read_as_the_notation() {
        reads_as(&[
            ("meeple", "route O", "road W"),
            ("meeple", "ville N", "city N"),
            ("meeple", "pré No", "field Nw"),
            ("meeple", "PRÉ so", "field sw"),
            ("meeple", "pré Os", "field Ws"),
            ("meeple", "abbaye", "monastery"),
            ("shepherd", "pré N1o", "field N1w"),
            ("bridge", "1 0 EO", "1 0 EW"),
            ("gift", "retrait -1 3 pré Es", "retreat -1 3 field Es"),
            ("gift", "debout/couché 1 0 route E pré Ne", "change 1 0 road E field Ne"),
            ("gift", "prends-en-2", "take-two"),
            ("cube", "cathédrale 2", "cathedral 2"),
            ("castle", "construire", "build"),
            // English stays English.
            ("meeple", "field Nw", "field Nw"),
            ("gift", "sweeper 0 0 road E", "sweeper 0 0 road E"),
        ]);
    }

    #[test]
    fn names_and_switches_are_read_only_where_they_belong() {
        reads_as(&[
            ("join", "robot difficile", "bot hard"),
            ("leave", "robot Bot 1", "bot Bot 1"),
            ("bot", "Robot O facile", "Robot O easy"),
            ("bot", "facile", "facile"),
            ("notify", "oui", "on"),
            ("notify", "on", "on"),
            ("start", "garder_ordre", "keep_order"),
            ("new", "hills-sheep langue français", "hills-sheep language fr"),
            ("language", "anglais", "en"),
            // `on` is no port: it stays `on` outside an action.
            ("pass", "On", "On"),
        ]);
    }

    /// French players type the expansions' French words, which come from the locale
    /// files; the canonical words are read in both languages.
    #[test]
    fn expansions_are_typed_in_french() {
        assert_eq!(read_line("new", "rivière gifts"), "river gifts");
        assert_eq!(read_line("new", "Riviere hill_count"), "river hill_count");
        assert_eq!(read_line("new", "river"), "river");
        assert_eq!(write_line("new", "river hills-sheep"), "rivière moutons-collines");
        // The French boxes' names: Moutons et Collines, Ponts, Forteresses et Bazars, Les
        // Présents; Monuments keeps its word.
        assert_eq!(
            read_line("new", "moutons-collines ponts-forteresses-bazars présents monuments"),
            "hills-sheep bridges-castles-bazaars gifts monuments"
        );
        assert_eq!(read_line("new", "Moutons Ponts presents"), "hills-sheep bridges-castles-bazaars gifts");
        // A box by one of its figures, as a French player names it.
        assert_eq!(read_line("new", "Sorcière dragon"), "mage-witch princess-dragon");
        assert_eq!(
            write_line("new", "bridges-castles-bazaars gifts monuments abbot"),
            "ponts-forteresses-bazars présents monuments abbé"
        );
        for e in Expansion::ALL {
            for lang in Lang::ALL {
                let words = expansion_words(e, lang);
                assert!(!words.iter().any(|w| w.starts_with("expansion-typed")), "{lang:?} {e:?}: {words:?}");
                for w in &words {
                    assert_eq!(read_line("new", w), e.word(), "{lang:?}: {w}");
                }
            }
            assert_eq!(expansion_word(e, Lang::En), e.word());
        }
        assert_eq!(expansion_word(Expansion::River, Lang::Fr), "rivière");
    }

    #[test]
    fn the_notation_is_written_in_french_and_read_back() {
        for (verb, canonical, french) in [
            ("meeple", "road W", "route O"),
            ("meeple", "field Nw", "pré No"),
            ("meeple", "monastery", "abbaye"),
            ("shepherd", "field W2s", "pré O2s"),
            ("bridge", "1 0 EW", "1 0 EO"),
            ("gift", "change 1 0 road E field Ne", "debout-couché 1 0 route E pré Ne"),
            ("cube", "library 4", "bibliothèque 4"),
            ("castle", "score", "compter"),
            ("join", "bot hard", "bot difficile"),
            ("leave", "bot Bot 1", "bot Bot 1"),
            ("bot", "Bob Smith normal", "Bob Smith normal"),
            ("notify", "off", "non"),
            ("start", "keep_order", "garder_ordre"),
            ("new", "clock 7d", "délai 7j"),
            ("new", "gifts clock none", "présents délai aucun"),
        ] {
            assert_eq!(write_line(verb, canonical), french, "{verb} {canonical}");
            assert_eq!(read_line(verb, french), canonical, "{verb} {french}");
        }
        assert_eq!(write(of("meeple"), &["road", "W"], Lang::En), ["road", "W"]);
    }
}
