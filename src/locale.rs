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
//! refusals, play, buttons, commands, the image), and each expansion's own words into one
//! file named by its word (`river.ftl`): one bundle per language.
//!
//! Two rules of French typography that no `.ftl` file could keep by itself are kept here,
//! for every French text alike (the service's and the image's): the space before `:`, `;`,
//! `!` and `?` is a no-break space (U+00A0), so the sign never starts a line; and `de`
//! before a name elides to `d'` when the name starts with a vowel or a mute h (`la route
//! d'Amélie`), which Fluent cannot know: the files call `ELIDE("de", $name)`.

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

/// The files of the language tagged `$tag` that word the base game and what several
/// expansions share, by kind of text.
macro_rules! shared_files {
    ($tag:literal) => {
        files!(
            $tag: "terms", "errors", "rules", "play", "history", "choices", "commands", "render", "away", "clock",
            "ratings", "timelapse", "web", "landmarks"
        )
    };
}

/// Each expansion's words in the language tagged `$tag`: one file per expansion, named by
/// its word (`Expansion::word`), for every row of the engine's registry, which lists the
/// words (`box_words!`): a new expansion is its file in each language, and no line here.
macro_rules! expansion_files {
    ($tag:literal) => {
        carcassonne_engine::box_words!(files!($tag))
    };
}

/// One `.ftl` file: its name (without `.ftl`) and its text.
type File = (&'static str, &'static str);

/// One language: its tag, the files it shares and its expansions' files.
struct Source {
    lang: Lang,
    tag: &'static str,
    shared: &'static [File],
    expansions: &'static [File],
}

impl Source {
    /// Every file of the language, the shared ones first.
    fn files(&self) -> impl Iterator<Item = &'static File> {
        self.shared.iter().chain(self.expansions)
    }
}

/// Every language, with its files: a test checks every language holds the same ids.
const SOURCES: [Source; 2] = [
    Source { lang: Lang::En, tag: "en", shared: shared_files!("en"), expansions: expansion_files!("en") },
    Source { lang: Lang::Fr, tag: "fr", shared: shared_files!("fr"), expansions: expansion_files!("fr") },
];

/// Each language's bundle, parsed once on first use: the concurrent kind, because
/// commands run on several threads at once.
static BUNDLES: LazyLock<[FluentBundle<FluentResource>; 2]> =
    LazyLock::new(|| SOURCES.map(|source| bundle(&source)));

/// The bundle of one language's `.ftl` files. Fluent's bidi isolation marks (U+2068,
/// U+2069) around each argument are turned off: Discord and terminals show them, and
/// both languages here are written left to right. A broken file is a build mistake the
/// tests catch.
fn bundle(source: &Source) -> FluentBundle<FluentResource> {
    let Source { lang, tag, .. } = *source;
    let id = tag.parse().unwrap_or_else(|e| panic!("{tag} is no language tag: {e}"));
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle.add_function("ELIDE", elide).expect("ELIDE is defined once");
    for (name, source) in source.files() {
        let source = match lang {
            Lang::Fr => french_spacing(source),
            Lang::En => source.to_string(),
        };
        let resource = FluentResource::try_new(source).unwrap_or_else(|(_, errors)| {
            panic!("assets/locales/{tag}/{name}.ftl does not parse: {errors:?}")
        });
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("assets/locales/{tag}/{name}.ftl repeats ids: {errors:?}"));
    }
    bundle
}

/// The signs French typography sets off with a space before them.
const SPACED_SIGNS: [char; 4] = [':', ';', '!', '?'];

/// The no-break space French sets before `SPACED_SIGNS` (U+00A0 rather than the narrow
/// U+202F: every font and terminal the texts reach has it).
pub const FRENCH_SPACE: char = '\u{a0}';

/// A French `.ftl` source with the space written before a sign of [`SPACED_SIGNS`] made a
/// [`FRENCH_SPACE`]: the files stay readable with plain spaces, and no line can forget
/// it. A space that starts a line (an indentation) is left alone.
fn french_spacing(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let spaced = |i: usize| {
        chars[i] == ' '
            && chars.get(i + 1).is_some_and(|c| SPACED_SIGNS.contains(c))
            && i.checked_sub(1).is_some_and(|before| !chars[before].is_whitespace())
    };
    (0..chars.len()).map(|i| if spaced(i) { FRENCH_SPACE } else { chars[i] }).collect()
}

/// Whether French elides a short word before `name` (`d'Amélie`, `d'Hugo`, `d'Yves`, but
/// `de Bob`, `de Yann`): a vowel, an h (taken as mute, as it is in most first names), or
/// a y before a consonant.
pub fn elides_before(name: &str) -> bool {
    let mut letters = name.chars().flat_map(char::to_lowercase);
    let Some(first) = letters.next() else { return false };
    let vowel = |c: char| "aeiouàâäéèêëîïôöùûüæœ".contains(c);
    match first {
        'h' => true,
        'y' => letters.next().is_some_and(|c| c.is_alphabetic() && !vowel(c) && c != 'y'),
        c => vowel(c),
    }
}

/// The Fluent function `ELIDE("de", $name)`: the word and the name, the word elided when
/// the name asks it (`d'Amélie`, `de Bob`; `que` → `qu'`, `le` → `l'`), a contracted
/// article undone (`du` → `de l'`: `du voleur`, `de l'abbé`).
fn elide<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    let text = |value: Option<&FluentValue>| match value {
        Some(FluentValue::String(s)) => s.to_string(),
        Some(FluentValue::Number(n)) => n.as_string().to_string(),
        _ => String::new(),
    };
    let (word, name) = (text(positional.first()), text(positional.get(1)));
    let stem = match word.as_str() {
        "du" => Some("de l"),
        word => word.strip_suffix(['e', 'a']),
    };
    let elided = match stem {
        Some(stem) if elides_before(&name) => format!("{stem}'{name}"),
        _ => format!("{word} {name}"),
    };
    FluentValue::from(elided)
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
        SOURCES[self as usize].tag
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

    /// The printed name of the expansion whose word is `word`, from its own file
    /// (`expansion-title-<word>`).
    pub fn expansion_title(self, word: &str) -> String {
        self.say(&format!("expansion-title-{word}"), [])
    }

    /// The name of the figure whose word is `word` (`figure-name-<word>`: the base game's
    /// in `play.ftl`, an expansion's in its own file).
    pub fn figure_name(self, word: &str) -> String {
        self.say(&format!("figure-name-{word}"), [])
    }

    /// The name of figure `kind` ([`Lang::figure_name`] of its notation word; the big
    /// meeple's message is `figure-name-big-meeple`, its word `big` being no name).
    pub fn figure_kind_name(self, kind: carcassonne_engine::FigureKind) -> String {
        self.figure_name(match kind.spec().word {
            "big" => "big-meeple",
            word => word,
        })
    }

    /// The name of the feature whose word is `word` (`feature-name-<word>`: the base
    /// game's in `terms.ftl`, a box's in its own file).
    pub fn feature_name(self, word: &str) -> String {
        self.say(&format!("feature-name-{word}"), [])
    }

    /// Attribute `name` of message `id` (`.gender`), formatted without arguments, if the
    /// message has it: the grammar of a word of a list keyed by the engine's word, which
    /// the sentences saying it agree with (`feature-name-garden`'s `.gender = masc`). A
    /// language without it (English has no gender) leaves it out, and a sentence's
    /// select on it takes its default.
    pub fn attribute(self, id: &str, name: &str) -> Option<String> {
        let bundle = &BUNDLES[self as usize];
        let attribute = bundle.get_message(id)?.get_attribute(name)?;
        let mut errors = Vec::new();
        Some(bundle.format_pattern(attribute.value(), None, &mut errors).into_owned())
    }

    /// The arguments a sentence takes to name the feature whose word is `word` (a
    /// sentence never selects on the word itself, so a box's feature adds no row to a
    /// shared file): `$feature`, the word; `$feature-name`, its name
    /// (`feature-name-<word>`: the base game's in `terms.ftl`, a box's in its own file);
    /// and that message's grammar: `$feature-gender` (`.gender`: masc or fem in French)
    /// and `$feature-place` (`.place`: on a road, in anything else).
    pub fn feature(self, word: &'static str) -> [(&'static str, FluentValue<'static>); 4] {
        let id = format!("feature-name-{word}");
        let (name, gender) = self.gendered(&id, []);
        let place = self.attribute(&id, "place").unwrap_or_default();
        [
            ("feature", word.into()),
            ("feature-name", name.into()),
            ("feature-gender", gender.into()),
            ("feature-place", place.into()),
        ]
    }

    /// Message `id` said with `args`, and its `.gender` (empty in a language without
    /// one): a noun of a list keyed by the engine's word (`lm-role-<role>`,
    /// `page-target-<kind>`), for the sentence that says it to agree with.
    pub fn gendered<'a>(
        self,
        id: &str,
        args: impl IntoIterator<Item = (&'a str, FluentValue<'a>)>,
    ) -> (String, String) {
        (self.say(id, args), self.attribute(id, "gender").unwrap_or_default())
    }

    /// Whether this language has a message `id`: for the messages whose ids the code
    /// builds from a word (`verb-help-<verb>`), which tests check one by one.
    pub fn has(self, id: &str) -> bool {
        BUNDLES[self as usize].get_message(id).is_some_and(|m| m.value().is_some())
    }

    /// Message `id` in this language with its named `args`. A missing id or argument is
    /// our bug, not the player's: it is logged, and the text shows the id or the
    /// argument's name in its place rather than failing the command.
    pub fn say<'a>(self, id: &str, args: impl IntoIterator<Item = (&'a str, FluentValue<'a>)>) -> String {
        #[cfg(test)]
        heard::note(id);
        let args: FluentArgs = args.into_iter().collect();
        match self.format(id, &args) {
            Ok(text) => text,
            Err((text, error)) => {
                tracing::error!(id, lang = ?self, %error, "message not formatted");
                text
            }
        }
    }

    /// The attributes' names of message `id`, for the tests that check a list's
    /// messages carry the same grammar.
    #[cfg(test)]
    fn attributes(self, id: &str) -> Vec<String> {
        let message = BUNDLES[self as usize].get_message(id);
        message.map(|m| m.attributes().map(|a| a.id().to_string()).collect()).unwrap_or_default()
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

/// The messages said while a test listens ([`heard::said_by`]), for the tests that check
/// each message of a family (an expansion's refusals, its events' lines) is said by one
/// of their examples at least: a new variant worded by a new message fails them until
/// an example of it is given, and a message nobody says fails them too.
#[cfg(test)]
pub mod heard {
    use std::cell::RefCell;
    use std::collections::{BTreeMap, BTreeSet};
    use std::sync::LazyLock;

    use fluent_bundle::FluentResource;
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

    use super::SOURCES;

    thread_local! {
        /// The ids said on this thread since a listener began; `None` when none listens.
        static SAID: RefCell<Option<BTreeSet<String>>> = const { RefCell::new(None) };
    }

    /// Notes that message `id` is said, when a listener on this thread listens.
    pub(super) fn note(id: &str) {
        SAID.with_borrow_mut(|said| {
            if let Some(said) = said {
                said.insert(id.to_string());
            }
        });
    }

    /// The ids of the messages said on this thread while `f` runs, and of those they
    /// include (`{ target-the }`), which nobody says by themselves.
    pub fn said_by(f: impl FnOnce()) -> BTreeSet<String> {
        let outer = SAID.replace(Some(BTreeSet::new()));
        f();
        let said = SAID.replace(outer).unwrap_or_default();
        // A listener around this one hears them too.
        SAID.with_borrow_mut(|outer| {
            if let Some(outer) = outer {
                outer.extend(said.iter().cloned());
            }
        });
        let mut all = said.clone();
        let mut next: Vec<String> = said.into_iter().collect();
        while let Some(id) = next.pop() {
            for included in INCLUDES.get(&id).into_iter().flatten() {
                if all.insert(included.clone()) {
                    next.push(included.clone());
                }
            }
        }
        all
    }

    /// One message of an expansion's file: its id, and the heading of its group in the
    /// file (the text of the `##` comment above it: `Narration: one sentence per event…`).
    #[derive(Debug)]
    pub struct Message {
        pub id: String,
        pub group: String,
    }

    /// The messages of the expansion whose word is `word`, from its English file (every
    /// language has the same ids, which a test checks), in the file's order.
    pub fn of_expansion(word: &str) -> Vec<Message> {
        let english = &SOURCES[0];
        let (_, text) = english.expansions.iter().find(|(name, _)| *name == word).expect("its file");
        // The whole syntax tree: a bundle's resource keeps no comments.
        let resource = fluent_syntax::parser::parse(*text).expect("the file parses");
        let mut group = String::new();
        let mut all = Vec::new();
        for entry in &resource.body {
            match entry {
                Entry::GroupComment(comment) => group = comment.content.join(" "),
                Entry::Message(m) => all.push(Message { id: m.id.name.to_string(), group: group.clone() }),
                _ => {}
            }
        }
        all
    }

    /// Each English message's id, with the ids of the messages it includes.
    static INCLUDES: LazyLock<BTreeMap<String, Vec<String>>> = LazyLock::new(|| {
        let mut all = BTreeMap::new();
        for (_, text) in SOURCES[0].files() {
            let resource = FluentResource::try_new(text.to_string()).expect("the file parses");
            for entry in resource.entries() {
                if let Entry::Message(m) = entry {
                    let mut found = Vec::new();
                    m.value.iter().for_each(|p| in_pattern(p, &mut found));
                    all.insert(m.id.name.to_string(), found);
                }
            }
        }
        all
    });

    fn in_pattern(pattern: &Pattern<&str>, found: &mut Vec<String>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                in_expression(expression, found);
            }
        }
    }

    fn in_expression(expression: &Expression<&str>, found: &mut Vec<String>) {
        match expression {
            Expression::Select { selector, variants } => {
                in_inline(selector, found);
                variants.iter().for_each(|v| in_pattern(&v.value, found));
            }
            Expression::Inline(inline) => in_inline(inline, found),
        }
    }

    fn in_inline(inline: &InlineExpression<&str>, found: &mut Vec<String>) {
        match inline {
            InlineExpression::MessageReference { id, .. } => found.push(id.name.to_string()),
            InlineExpression::FunctionReference { arguments, .. } => {
                arguments.positional.iter().for_each(|a| in_inline(a, found));
                arguments.named.iter().for_each(|a| in_inline(&a.value, found));
            }
            InlineExpression::Placeable { expression } => in_expression(expression, found),
            _ => {}
        }
    }
}

/// The messages of a list keyed by a word (`feature-name-<word>`, the first one a base
/// game's) that a language lacks, or that carry other attributes there than the first
/// one does (a noun without the `.gender` its sentences agree with), each as
/// `"<tag>: <id>"`: for the tests that check every key the engine can produce has its
/// words, in every language.
#[cfg(test)]
pub(crate) fn unworded(ids: impl IntoIterator<Item = String>) -> Vec<String> {
    let ids: Vec<String> = ids.into_iter().collect();
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        let grammar = ids.first().map(|first| lang.attributes(first)).unwrap_or_default();
        for id in &ids {
            if !lang.has(id) || lang.attributes(id) != grammar {
                missing.push(format!("{}: {id}", lang.tag()));
            }
        }
    }
    missing
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use carcassonne_engine::Expansion;
    use fluent_bundle::FluentResource;
    use fluent_syntax::ast::Entry;

    use super::*;

    /// The message ids a language's `.ftl` files define, after checking each parses
    /// cleanly and that no id is defined twice.
    fn ids(language: &Source) -> BTreeSet<String> {
        let tag = language.tag;
        let mut ids = BTreeSet::new();
        for (name, source) in language.files() {
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
        for source @ Source { lang, tag, .. } in SOURCES {
            assert!(!ids(&source).is_empty(), "{tag} defines no message");
            assert_eq!(BUNDLES[lang as usize].locales[0].to_string(), tag, "bundles in SOURCES order");
            assert_eq!(Lang::from_tag(tag), Some(lang));
        }
        assert_eq!(Lang::from_tag("FR "), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("de"), None);
    }

    #[test]
    fn every_language_has_the_same_ids() {
        let english = SOURCES[0].tag;
        let english_ids = ids(&SOURCES[0]);
        for source in &SOURCES[1..] {
            let (tag, other) = (source.tag, ids(source));
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
        for source in SOURCES {
            let tag = source.tag;
            let missing: Vec<_> = used.difference(&ids(&source)).cloned().collect();
            assert!(missing.is_empty(), "used in src/ but missing from {tag}.ftl: {missing:?}");
        }
    }

    /// The expansions' files are `Expansion::ALL`'s words, in that order, in every
    /// language, each saying how its word is typed; and no shared file is named like one.
    #[test]
    fn every_expansion_has_its_file_in_every_language() {
        let words: Vec<&str> = Expansion::ALL.iter().map(|e| e.word()).collect();
        for source in SOURCES {
            let names: Vec<&str> = source.expansions.iter().map(|(name, _)| *name).collect();
            assert_eq!(names, words, "{}: box_words! gives Expansion::ALL's words", source.tag);
            assert!(source.shared.iter().all(|(name, _)| !words.contains(name)), "{}", source.tag);
            // How its word is typed (spelling.rs) and its printed name are the
            // expansion's own, in its own file.
            for (name, text) in source.expansions {
                let resource = FluentResource::try_new(text.to_string()).expect("the file parses");
                for id in [format!("expansion-typed-{name}"), format!("expansion-title-{name}")] {
                    let defined =
                        resource.entries().any(|e| matches!(e, Entry::Message(m) if m.id.name == id));
                    assert!(defined, "{}/{name}.ftl does not define {id}", source.tag);
                }
            }
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
        assert_eq!(busy, "Ce n'est pas votre tour\u{a0}: on attend Alice.");
    }

    /// A messenger's prompt and end, a ferry's prompt and the tower's option once said
    /// "1 points", "1 ways" and "1 pieces left": each count now picks its noun's number.
    #[test]
    fn a_count_of_one_is_singular_in_the_messengers_ferries_and_towers_words() {
        let said = |lang: Lang, id: &str, arg: &'static str, n: usize| {
            let args =
                [("name", "Ann".into()), (arg, n.into()), ("meeple", 0.into()), ("messenger", 0.into())];
            lang.say(id, args)
        };
        for (id, arg, en, fr) in [
            (
                "prompt-ms-advance",
                "count",
                ("scored 1 point —", "scored 3 points —"),
                ("marquez 1 point —", "marquez 3 points —"),
            ),
            (
                "page-prompt-ms-advance",
                "count",
                ("scored 1 point —", "scored 3 points —"),
                ("marquez 1 point —", "marquez 3 points —"),
            ),
            (
                "ms-joined",
                "count",
                ("messenger's 1 point joins", "messenger's 3 points join"),
                ("ajoute le point de", "ajoute les 3 points de"),
            ),
            (
                "prompt-ferry-move",
                "count",
                ("END END`, 1 way)", "END END`, 3 ways)"),
                ("BOUT BOUT`, 1 façon)", "BOUT BOUT`, 3 façons)"),
            ),
            (
                "option-tower-command",
                "pieces",
                ("(1 piece left)", "(3 pieces left)"),
                ("(1 étage en réserve)", "(3 étages en réserve)"),
            ),
        ] {
            for (lang, (one, three)) in [(Lang::En, en), (Lang::Fr, fr)] {
                assert!(said(lang, id, arg, 1).contains(one), "{id} {lang:?}: {}", said(lang, id, arg, 1));
                assert!(said(lang, id, arg, 3).contains(three), "{id} {lang:?}: {}", said(lang, id, arg, 3));
            }
        }
    }

    /// A completed objective's share says what its player does with it: points are
    /// scored, tokens and bridges received (it once read "Carol 2 jetons Renommée").
    #[test]
    fn an_objective_s_share_says_its_verb() {
        let paid = |lang: Lang, reward: &'static str, n: usize| {
            lang.say("objective-paid", [("name", "Ann".into()), ("reward", reward.into()), ("n", n.into())])
        };
        assert_eq!(paid(Lang::En, "points", 3), "Ann scores 3 points");
        assert_eq!(paid(Lang::En, "fame", 1), "Ann gets 1 fame token");
        assert_eq!(paid(Lang::Fr, "points", 1), "Ann marque 1 point");
        assert_eq!(paid(Lang::Fr, "fame", 2), "Ann reçoit 2 jetons Renommée");
        assert_eq!(paid(Lang::Fr, "bridges", 1), "Ann reçoit 1 pont");
    }

    #[test]
    fn a_missing_id_or_argument_is_reported() {
        assert!(Lang::En.format("no-such-id", &FluentArgs::new()).is_err());
        assert!(Lang::Fr.format("error-not-your-turn", &FluentArgs::new()).is_err());
    }

    /// The French space before a sign is a no-break one, never an indentation; names
    /// that start with a vowel, a mute h or a y before a consonant elide `de`.
    #[test]
    fn french_spacing_and_elision() {
        assert_eq!(
            french_spacing("a = Tour : oui ; non ! quoi ?"),
            "a = Tour\u{a0}: oui\u{a0}; non\u{a0}! quoi\u{a0}?"
        );
        assert_eq!(french_spacing("a =\n    : b\nc = x:y"), "a =\n    : b\nc = x:y");
        for name in ["Amélie", "anne", "Élodie", "Hugo", "Yves", "Œdipe", "Ulrich"] {
            assert!(elides_before(name), "{name}");
        }
        for name in ["Bob", "Yann", "Zoë", "", "1er", "<@42>", "Bot 1"] {
            assert!(!elides_before(name), "{name}");
        }
        let of = |name: &str| Lang::Fr.say("flock-chased", [("count", 1.into()), ("names", name.into())]);
        assert!(of("Amélie").contains("le berger d'Amélie "), "{}", of("Amélie"));
        assert!(of("Bob").contains("le berger de Bob "), "{}", of("Bob"));
        let elided =
            |word: &'static str, name: &'static str| elide(&[word.into(), name.into()], &FluentArgs::new());
        assert_eq!(elided("du", "abbé"), FluentValue::from("de l'abbé"));
        assert_eq!(elided("du", "voleur"), FluentValue::from("du voleur"));
        assert_eq!(elided("la", "abbaye nord"), FluentValue::from("l'abbaye nord"));
    }

    /// Every kind of feature has its name in every language (`feature-name-<word>`: the
    /// base game's in `terms.ftl`, a box's in its file) with the grammar the sentences
    /// agree with: `.place` (on or in), and in French `.gender` (masc or fem). A missing
    /// one is found.
    #[test]
    fn every_feature_has_its_name_and_grammar() {
        use carcassonne_engine::FeatureKind;
        let ids = || FeatureKind::ALL.map(|k| format!("feature-name-{}", k.word()));
        assert_eq!(unworded(ids()), Vec::<String>::new());
        assert!(!unworded(ids().into_iter().chain(["feature-name-moat".into()])).is_empty());
        for kind in FeatureKind::ALL {
            for lang in Lang::ALL {
                let [_, (_, name), (_, gender), (_, place)] = lang.feature(kind.word());
                assert!(matches!(place, FluentValue::String(p) if p == "on" || p == "in"), "{kind} {lang:?}");
                let gendered = matches!(gender, FluentValue::String(g) if g == "masc" || g == "fem");
                assert!(gendered == (lang == Lang::Fr), "{kind} {lang:?}");
                assert!(
                    matches!(name, FluentValue::String(n) if !n.is_empty() && !n.starts_with("feature-name"))
                );
            }
        }
        // The French sentences agree with it: the garden is masculine, the road is walked on.
        let fr = |id: &str, kind: FeatureKind| Lang::Fr.say(id, Lang::Fr.feature(kind.word()));
        assert_eq!(fr("feature-on", FeatureKind::Garden), "dans le jardin");
        assert_eq!(fr("feature-on", FeatureKind::Road), "sur la route");
        assert_eq!(fr("feature-on", FeatureKind::Monastery), "dans l'abbaye");
        assert_eq!(fr("feature-a", FeatureKind::City), "une ville");
        assert_eq!(Lang::En.say("feature-on", Lang::En.feature(FeatureKind::Road.word())), "on the road");
    }

    /// French elides « de » before a vowel (« le bâtisseur d'Amélie »): a player's name,
    /// or any text put after « de », goes through `ELIDE("de", …)`, never after a bare
    /// « de ». Names are the players' own, so no test game would catch every message.
    #[test]
    fn french_never_writes_de_before_a_name_bare() {
        let french = SOURCES.iter().find(|s| s.lang == Lang::Fr).expect("French");
        for (name, source) in french.files() {
            for (i, line) in source.lines().enumerate() {
                for variable in ["$name", "$whose", "$player", "$expansions", "$names"] {
                    let bare = format!("de {{ {variable} }}");
                    assert!(!line.contains(&bare), "fr/{name}.ftl line {}: {line}", i + 1);
                }
            }
        }
    }
}
