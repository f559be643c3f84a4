//! The languages players read: which one a user asked for, and every text shown to them
//! by message id, from the Fluent files `assets/locales/<tag>/*.ftl` compiled into the
//! binary (it reads no file at run time).
//!
//! Texts are built here from an id and its arguments, never by gluing words together:
//! plurals and agreements are the `.ftl` files' business. The engine stays language-free;
//! this module must not decide what to say, only how to say it in one language. It sits
//! beside the layers rather than in one: the service words its replies with it, and the
//! renderer the labels of the image it draws for a scene in a given language.
//!
//! Each language's messages are split into files by what they word (refusals, the rules'
//! refusals, play, buttons, commands, the image), one bundle per language.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Fr,
}

/// The Fluent files of the language tagged `$tag`, each as `(file name, source)`.
macro_rules! files {
    ($tag:literal: $($name:literal),+) => {
        &[$(($name, include_str!(concat!("../assets/locales/", $tag, "/", $name, ".ftl")))),+]
    };
}

/// One `.ftl` file: its name (without `.ftl`) and its text.
type File = (&'static str, &'static str);

/// Every language, with its files: a test checks every language holds the same ids.
const SOURCES: [(Lang, &str, &[File]); 2] = [
    (
        Lang::En,
        "en",
        files!(
            "en": "terms", "errors", "rules", "play", "history", "choices", "commands", "render", "away", "clock",
            "ratings", "timelapse"
        ),
    ),
    (
        Lang::Fr,
        "fr",
        files!(
            "fr": "terms", "errors", "rules", "play", "history", "choices", "commands", "render", "away", "clock",
            "ratings", "timelapse"
        ),
    ),
];

/// Each language's bundle, parsed once on first use: the concurrent kind, because
/// commands run on several threads at once.
static BUNDLES: LazyLock<[FluentBundle<FluentResource>; 2]> =
    LazyLock::new(|| SOURCES.map(|(_, tag, files)| bundle(tag, files)));

/// The bundle of one language's `.ftl` files. Fluent's bidi isolation marks (U+2068,
/// U+2069) around each argument are turned off: Discord and terminals show them, and
/// both languages here are written left to right. A broken file is a build mistake the
/// tests catch.
fn bundle(tag: &str, files: &[File]) -> FluentBundle<FluentResource> {
    let id = tag.parse().unwrap_or_else(|e| panic!("{tag} is no language tag: {e}"));
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    for (name, source) in files {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(_, errors)| {
            panic!("assets/locales/{tag}/{name}.ftl does not parse: {errors:?}")
        });
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("assets/locales/{tag}/{name}.ftl repeats ids: {errors:?}"));
    }
    bundle
}

/// Parses every language's files now rather than at the first text a player is shown
/// (a few milliseconds), so the first command of a process does not wait for it. A bot
/// runs it on its warm-up thread as it starts.
pub fn warm_up() {
    LazyLock::force(&BUNDLES);
}

impl Lang {
    /// Every language, in the order of their bundles.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The language's tag, as stored with a game and typed after `language`.
    pub fn tag(self) -> &'static str {
        SOURCES[self as usize].1
    }

    /// The language tagged `tag` (`en`, `fr`), if the bot speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.tag().eq_ignore_ascii_case(tag.trim()))
    }

    /// The language for a Discord locale (`fr`, or a terminal's `fr-FR` / `fr_FR.UTF-8`):
    /// French for any French, English for everything else, Discord's `en-US` and
    /// `en-GB` included.
    pub fn of_discord(locale: &str) -> Lang {
        let language = locale.split(['-', '_', '.']).next().unwrap_or_default();
        if language.eq_ignore_ascii_case("fr") { Lang::Fr } else { Lang::En }
    }

    /// Message `id` in this language with its named `args`. A missing id or argument is
    /// our bug, not the player's: it is logged, and the text shows the id or the
    /// argument's name in its place rather than failing the command.
    pub fn say<'a>(self, id: &str, args: impl IntoIterator<Item = (&'a str, FluentValue<'a>)>) -> String {
        let args: FluentArgs = args.into_iter().collect();
        match self.format(id, &args) {
            Ok(text) => text,
            Err((text, error)) => {
                tracing::error!(id, lang = ?self, %error, "message not formatted");
                text
            }
        }
    }

    /// Message `id` formatted, or the best text Fluent could make with what went wrong.
    fn format(self, id: &str, args: &FluentArgs) -> Result<String, (String, String)> {
        let bundle = &BUNDLES[self as usize];
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return Err((id.to_string(), "no such message".into()));
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(args), &mut errors).into_owned();
        if errors.is_empty() { Ok(text) } else { Err((text, format!("{errors:?}"))) }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use fluent_bundle::FluentResource;
    use fluent_syntax::ast::Entry;

    use super::*;

    /// The message ids a language's `.ftl` files define, after checking each parses
    /// cleanly and that no id is defined twice.
    fn ids(tag: &str, files: &[File]) -> BTreeSet<String> {
        let mut ids = BTreeSet::new();
        for (name, source) in files {
            let resource = FluentResource::try_new(source.to_string())
                .unwrap_or_else(|(_, errors)| panic!("{tag}/{name}.ftl has syntax errors: {errors:?}"));
            for entry in resource.entries() {
                if let Entry::Message(m) = entry {
                    assert!(ids.insert(m.id.name.to_string()), "{tag}: {} defined twice", m.id.name);
                }
            }
        }
        ids
    }

    #[test]
    fn every_file_parses_and_builds_its_bundle() {
        for (lang, tag, files) in SOURCES {
            assert!(!ids(tag, files).is_empty(), "{tag} defines no message");
            assert_eq!(BUNDLES[lang as usize].locales[0].to_string(), tag, "bundles in SOURCES order");
            assert_eq!(Lang::from_tag(tag), Some(lang));
        }
        assert_eq!(Lang::from_tag("FR "), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("de"), None);
    }

    #[test]
    fn every_language_has_the_same_ids() {
        let (_, english, files) = SOURCES[0];
        let english_ids = ids(english, files);
        for (_, tag, files) in &SOURCES[1..] {
            let other = ids(tag, files);
            let only_english: Vec<_> = english_ids.difference(&other).collect();
            let only_other: Vec<_> = other.difference(&english_ids).collect();
            assert!(only_english.is_empty(), "missing from {tag}.ftl: {only_english:?}");
            assert!(only_other.is_empty(), "in {tag}.ftl but not {english}.ftl: {only_other:?}");
        }
    }

    /// The ids the code asks for: the string literal opening every `say(` call in
    /// `src/`, however rustfmt wraps it (a quoted `".say("`, as here, is no call).
    fn ids_in_code(dir: &Path, found: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("src/ is readable") {
            let path = entry.expect("src/ is readable").path();
            if path.is_dir() {
                ids_in_code(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let code = std::fs::read_to_string(&path).expect("source is readable");
                for (at, _) in code.match_indices(".say(").filter(|(at, _)| !code[..*at].ends_with('"')) {
                    let rest = code[at + ".say(".len()..].trim_start();
                    if let Some(literal) = rest.strip_prefix('"') {
                        found.insert(literal[..literal.find('"').expect("a closed literal")].to_string());
                    }
                }
            }
        }
    }

    #[test]
    fn every_id_the_code_uses_is_in_every_file() {
        let mut used = BTreeSet::new();
        ids_in_code(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut used);
        assert!(used.contains("error-no-game"), "the scan finds the refusals: {used:?}");
        for (_, tag, files) in SOURCES {
            let missing: Vec<_> = used.difference(&ids(tag, files)).cloned().collect();
            assert!(missing.is_empty(), "used in src/ but missing from {tag}.ftl: {missing:?}");
        }
    }

    #[test]
    fn discord_locales_pick_the_language() {
        for french in ["fr", "fr-FR", "fr-CA", "FR", "fr_FR.UTF-8"] {
            assert_eq!(Lang::of_discord(french), Lang::Fr, "{french}");
        }
        for other in ["en-US", "en-GB", "de", "", "fri", "C.UTF-8"] {
            assert_eq!(Lang::of_discord(other), Lang::En, "{other}");
        }
    }

    #[test]
    fn plurals_follow_each_language_and_arguments_carry_no_isolation_marks() {
        let full = |lang: Lang, count: usize| lang.say("error-full", [("count", count.into())]);
        assert_eq!(full(Lang::En, 1), "The game is full (1 player).");
        assert_eq!(full(Lang::En, 5), "The game is full (5 players).");
        assert_eq!(full(Lang::Fr, 1), "La partie est complète (1 joueur).");
        assert_eq!(full(Lang::Fr, 5), "La partie est complète (5 joueurs).");
        let busy = Lang::Fr.say("error-not-your-turn", [("name", "Alice".into())]);
        assert_eq!(busy, "Ce n'est pas votre tour : on attend Alice.");
    }

    #[test]
    fn a_missing_id_or_argument_is_reported() {
        assert!(Lang::En.format("no-such-id", &FluentArgs::new()).is_err());
        assert!(Lang::Fr.format("error-not-your-turn", &FluentArgs::new()).is_err());
    }
}
