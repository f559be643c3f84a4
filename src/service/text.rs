//! Fixed help texts in the reader's language: a rules summary, the expansions, options
//! and languages (the command list comes from the table of verbs), and how a player's
//! words are echoed back.

use std::fmt::Write;

use carcassonne_engine::{Expansion, Expansions, GameOption, GameOptions};

use super::Lang;

/// The rules in brief in `lang`, and what the symbols of the board image mean; a
/// paragraph at most one Discord message (2,000 characters). In a channel whose game
/// has `game`'s expansions and options, only theirs: the other expansions are named in
/// one line.
pub fn rules(lang: Lang, game: Option<(Expansions, GameOptions)>) -> String {
    let shown = |e: Expansion| game.is_none_or(|(g, _)| g.has(e));
    let mut paragraphs = vec![lang.say("rules-base", [])];
    for expansion in super::EXPANSIONS.into_iter().filter(|&e| shown(e)) {
        // Each expansion's paragraph is the message named after its word.
        let mut paragraph = lang.say(&format!("rules-{}", expansion.word()), []);
        // Each option of the expansion, said in its paragraph: what it changes, and
        // whether this game plays with it.
        for option in GameOption::ALL.into_iter().filter(|o| o.expansion() == expansion) {
            let on = match game {
                Some((_, options)) if options.iter().any(|o| o == option) => "on",
                Some(_) => "off",
                None => "any",
            };
            let meaning = lang.say(&format!("option-meaning-{}", option.word()), []);
            let args = [("option", option.word().into()), ("meaning", meaning.into()), ("game", on.into())];
            paragraph = format!("{paragraph} {}", lang.say("rules-option", args));
        }
        paragraphs.push(paragraph);
    }
    let others: Vec<String> = super::EXPANSIONS
        .into_iter()
        .filter(|&e| !shown(e))
        .map(|e| lang.expansion_title(e.word()))
        .collect();
    if !others.is_empty() {
        let others = super::suggest::and(&others, lang);
        paragraphs.push(lang.say("rules-others", [("expansions", others.into())]));
    }
    // The legend of the pictures: the base game's symbols, then those of the
    // expansions in play (all of them when no game is asked about).
    let legend = super::EXPANSIONS
        .into_iter()
        .filter(|&e| shown(e))
        .map(|e| format!("rules-board-expansion-{}", e.word()))
        .filter(|id| lang.has(id))
        .map(|id| lang.say(&id, []));
    paragraphs.push(std::iter::once(lang.say("rules-board", [])).chain(legend).collect::<Vec<_>>().join(" "));
    paragraphs.join("\n\n")
}

/// The language of the channel's game for `options`: the open game's, or the one a new
/// game here would get.
#[derive(Clone, Copy, Debug)]
pub enum Channel {
    Game(Lang),
    Default(Lang),
}

/// The expansions, options and languages a new game can take, in `lang`, and the
/// language of the channel's game.
pub fn options(lang: Lang, channel: Channel) -> String {
    let name = |l: Lang| lang.say("language-name", [("lang", l.tag().into())]);
    let mut text = lang.say("options-expansions", []);
    for e in super::EXPANSIONS {
        let title = lang.expansion_title(e.word());
        let _ = write!(
            text,
            "\n{}",
            lang.say(
                "options-expansion",
                [("word", super::spelling::expansion_word(e, lang).into()), ("title", title.into())]
            )
        );
    }
    let _ = write!(text, "\n{}", lang.say("options-options", []));
    for o in GameOption::ALL {
        let title = lang.expansion_title(o.expansion().word());
        let meaning = lang.say(&format!("option-meaning-{}", o.word()), []);
        let args = [("option", o.word().into()), ("expansion", title.into()), ("meaning", meaning.into())];
        let line = lang.say("options-option", args);
        let _ = write!(text, "\n{line}");
    }
    let _ = write!(text, "\n{}", super::clock::options(lang));
    let languages: Vec<String> = Lang::ALL
        .into_iter()
        .map(|l| lang.say("options-language", [("tag", l.tag().into()), ("name", name(l).into())]))
        .collect();
    let _ = write!(text, "\n{}", lang.say("options-languages", [("languages", languages.join(", ").into())]));
    let channel = match channel {
        Channel::Game(l) => lang.say("options-channel-game", [("language", name(l).into())]),
        Channel::Default(l) => lang.say("options-channel-default", [("language", name(l).into())]),
    };
    let _ = write!(text, "\n{channel}");
    text
}

/// `text` as a sentence: a capital first letter and a closing full stop (the engine's
/// reasons are written as clauses, `it is not your turn`).
pub fn sentence(text: &str) -> String {
    let mut chars = text.trim().chars();
    let Some(first) = chars.next() else { return String::new() };
    let mut out: String = first.to_uppercase().chain(chars).collect();
    if !out.ends_with(['.', '!', '?', '`', ')', ':']) {
        out.push('.');
    }
    out
}

/// Text a player typed, fit to be echoed back: control characters other than line
/// breaks (terminal escapes among them) and bidirectional controls written out as
/// escapes, and at most `max` characters kept.
pub fn echo(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (count, c) in text.chars().enumerate() {
        if count == max {
            out.push('…');
            break;
        }
        if (c.is_control() && c != '\n') || is_bidi_control(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `c` reorders the text around it (embeddings, overrides, isolates and the
/// directional marks): echoed raw, a right-to-left override makes the rest of a reply,
/// ours included, read backwards. They are format characters, not controls, so
/// `is_control` lets them through.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// A parser's `error` about `word`, a value the user gave, with the word quoted as
/// [`echo`] clips and escapes it: the parsers quote the value whole, and a flag's value
/// can be any length.
pub fn about_word(word: &str, error: &dyn std::fmt::Display) -> String {
    let message = error.to_string();
    if word.is_empty() { message } else { message.replace(word, &echo(word, MAX_WORD)) }
}

/// The most characters of a bad word quoted back: more than any valid one has.
const MAX_WORD: usize = 40;

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord shows a long private reply as one message per run of paragraphs that
    /// fits 2,000 characters: each paragraph of the rules fits one.
    #[test]
    fn each_paragraph_of_the_rules_fits_a_message() {
        for lang in Lang::ALL {
            let rules = rules(lang, None);
            let paragraphs: Vec<&str> = rules.split("\n\n").collect();
            assert_eq!(paragraphs.len(), 19, "{lang:?}");
            for paragraph in paragraphs {
                assert!(paragraph.chars().count() <= 2000, "{} characters", paragraph.chars().count());
            }
        }
        let english = rules(Lang::En, None);
        for symbol in
            ["pennant", "hill", "vineyard", "shepherd", "fleece", "bridge", "bazaar", "abbot", "garden"]
        {
            assert!(english.contains(symbol), "{symbol}");
        }
        // Supplies are counts of pieces, never read as points.
        assert!(english.contains("each player has 3 bridges and 3 castles") && !english.contains("(3 each)"));
        // The French rules speak the French rule books' words.
        let french = rules(Lang::Fr, None);
        for word in [
            "blason", "colline", "vignoble", "berger", "troupeau", "loup", "abbaye", "pré", "paysans",
            "abbé", "jardin",
        ] {
            assert!(french.contains(word), "{word}");
        }
        for word in ["bazar", "enchère", "Synode", "Cantonnier", "Debout/Couché", "Retrait", "Prends-en-2"]
        {
            assert!(french.contains(word), "{word}");
        }
        assert!(french.contains("architecte") && french.contains("jeton Renommée"));
        assert!(french.contains("3 ponts et 3 forteresses"));
        assert!(french.contains("La Rivière") && french.contains("la source") && french.contains("le lac"));
    }

    #[test]
    fn options_list_the_languages_and_the_channels() {
        let english = options(Lang::En, Channel::Default(Lang::Fr));
        assert!(english.contains("en (English), fr (French)"), "{english}");
        assert!(english.contains("A new game here will be in French"), "{english}");
        assert!(english.contains("- hills-sheep — Hills & Sheep"), "{english}");
        let french = options(Lang::Fr, Channel::Game(Lang::En));
        assert!(french.contains("en (anglais), fr (français)"), "{french}");
        assert!(french.contains("La partie de ce salon est en anglais."), "{french}");
        assert!(french.contains("- moutons-collines — Moutons et Collines"), "{french}");
    }

    /// Each option's meaning is its own message, in its expansion's file, in every
    /// language: the options' list and the rules say it.
    #[test]
    fn every_option_has_its_meaning() {
        for lang in Lang::ALL {
            for option in GameOption::ALL {
                assert!(lang.has(&format!("option-meaning-{}", option.word())), "{lang:?} {}", option.word());
            }
            let listed = options(lang, Channel::Default(lang));
            assert!(!listed.contains("option-meaning"), "{listed}");
        }
        let english = options(Lang::En, Channel::Default(Lang::En));
        assert!(
            english.contains("- bazaar_no_bid (Bridges, Castles & Bazaars): a bazaar's tiles"),
            "{english}"
        );
    }

    #[test]
    fn echoes_are_clipped_and_escaped() {
        assert_eq!(echo("place 1 0", 60), "place 1 0");
        assert_eq!(echo("\u{1b}[31mred", 60), "\\u{1b}[31mred");
        assert_eq!(echo(&"x".repeat(100_000), 5), "xxxxx…");
    }

    /// Every bidirectional control is written out, so none can turn a reply around.
    #[test]
    fn bidirectional_controls_are_escaped() {
        let controls = "\u{061C}\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}";
        let echoed = echo(&format!("pass{controls}"), 60);
        assert!(echoed.is_ascii(), "{echoed}");
        assert_eq!(echo("\u{202E}ssap", 60), "\\u{202e}ssap");
        // Letters of right-to-left scripts are text, not controls.
        assert_eq!(echo("שלום مرحبا", 60), "שלום مرحبا");
    }

    #[test]
    fn a_bad_word_is_quoted_clipped() {
        let long = "x".repeat(100_000);
        let error = format!("`{long}` is not a gift");
        assert_eq!(about_word(&long, &error), format!("`{}…` is not a gift", "x".repeat(MAX_WORD)));
        assert_eq!(about_word("wish", &"`wish` is not a gift"), "`wish` is not a gift");
        assert_eq!(about_word("", &"an empty word"), "an empty word");
    }
}
