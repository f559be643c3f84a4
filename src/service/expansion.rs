//! Expansions in the service: each expansion keeps its service code in a folder of its
//! own (`service/<expansion>/`, named as its engine module) and joins the shared files
//! through the [`ExpansionService`] trait, implemented by one unit struct `Part` in
//! its folder, through its table of verbs, a [`Verbs`] in its `verbs.rs`, and through
//! its facts, a `facts::Facts` in its `facts.rs`: all three listed once, in one row, in
//! the registry `registered` (`service/mod.rs`).
//!
//! What a box is (its typed French words, its decisions' words, its supplies and hidden
//! hands, the number a seat types, what forbids a figure, its flag of a scenario's fixed
//! draws) is data in its facts, read by `facts.rs` and `supply.rs`. What it does or must
//! read the board to say is a method here, which the shared files call wherever the
//! service words or offers something an expansion owns: the sentence for each of its
//! events that the board tells (`describe.rs`; the others, and its refusals, are the
//! messages its engine folder names, worded by `message.rs`), its buttons
//! (`choices.rs`), its questions in a turn's prompt (`turn.rs`), its refusals of a move
//! before and after the rules' (`turn.rs`), its part of the board page (`page_api.rs`),
//! its parts of a tile in words (`tile_words.rs`) and its rows of the local driver's
//! JSON summary (`summary.rs`).
//! Every method's default is the base game's (nothing to add), so an expansion writes
//! only the ones it needs. The `docs/adding-an-expansion.md` section "The service"
//! lists the methods and the few rows an expansion still adds to shared service files.

use carcassonne_engine::{
    Action, Event, Expansion, Game, Phase, RuleError, Scoring, Seat, TileDef, TileKind, View,
};
use serde_json::{Map, Value};

use super::choices::{Choice, Offer};
use super::describe::Names;
use super::error::UserError;
use super::page_api::PageGame;
use super::tile_words::{Pieces, Stage};
use super::turn::Ask;
use super::verbs::{Slot, Suggest, Verb};
use super::{Context, Service, Suggestion};
use super::{service_of, verbs_of};
use crate::locale::Lang;

/// One expansion's verbs, kept in its folder (`verbs.rs`) and joined to the shared
/// files by the registry: its rows of the table of verbs at each slot, in order, and
/// what the autocomplete of their parameters offers. Data, so an expansion forwards
/// nothing: the shared files read every expansion's table the same way (`verbs.rs`,
/// `suggest.rs`); the spots its figures' verbs take are those of the legal actions that
/// put that figure down, as its engine declares them (`suggest::puts_down`).
#[derive(Debug)]
pub(super) struct Verbs {
    /// Right after `place` (a bridge the placement needs).
    pub(super) after_place: &'static [Verb],
    /// Right after `meeple` (other figures and what they do).
    pub(super) after_meeple: &'static [Verb],
    /// After those, right before `pass` (a flock's step).
    pub(super) before_pass: &'static [Verb],
    /// Right after `pass` (decisions out of the turn's order, one's own hand).
    pub(super) after_pass: &'static [Verb],
    /// What the autocomplete of its own lists (`Suggest::Own`) offers.
    pub(super) lists: Lists,
}

/// How an expansion answers the autocomplete of its own lists (`Verbs::lists`).
#[derive(Debug)]
pub(super) enum Lists {
    /// It has none.
    None,
    /// The way most boxes' lists are: list `n` (`Suggest::Own { list: n, .. }`) is the
    /// asking player's legal actions that `keep[n]` keeps, each typed as `word` words it
    /// and labelled as its button, narrowed by what is typed — or, with nothing typed
    /// and none legal, one entry saying why. Data, so that no box writes that lookup
    /// again.
    Legal { keep: &'static [fn(&Action) -> bool], word: fn(Action) -> Option<String> },
    /// Answered its own way (a hand of cards, a bazaar's offers, spots as the meeple's),
    /// narrowed by what is typed; `None` for a list it does not have.
    Own(fn(&mut Service, &Context, Suggest, &str) -> Option<Vec<Suggestion>>),
}

/// The lists of a box answered the way most are ([`Lists::Legal`]): each list declared
/// once, as its `Suggest` constant (`$name`, made by `Suggest::own` or
/// `Suggest::own_at_cell`, `$kind`) with the pattern of the box's actions (`$act`, read
/// by `$act::of`) it keeps. A list's number is its place in the declaration, so that a
/// constant and its pattern cannot drift apart. Writes the constants and `LISTS`, for
/// the box's `Verbs::lists`, whose actions `$word` types.
macro_rules! legal_lists {
    ($expansion:ident, $act:ident, $word:ident: $($(#[$doc:meta])* $name:ident $kind:ident = $pattern:pat),+ $(,)?) => {
        /// Its lists' numbers, their places in the declaration.
        #[repr(u8)]
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        enum List {
            $($name),+
        }

        impl $crate::service::verbs::Suggest {
            $($(#[$doc])*
            pub const $name: Self = Self::$kind(carcassonne_engine::Expansion::$expansion, List::$name as u8);)+
        }

        /// Its lists: list `n` is the asking player's legal actions that its `n`th
        /// pattern keeps.
        const LISTS: $crate::service::expansion::Lists = $crate::service::expansion::Lists::Legal {
            keep: &[$(|a| matches!($act::of(*a), Some($pattern))),+],
            word: $word,
        };
    };
}
pub(super) use legal_lists;

/// The opening every box's service folder shares, written once so that no folder's
/// layout drifts: its facts and its verbs (`facts.rs`, `verbs.rs`), whose `FACTS` and
/// `VERBS` the registry names (`service::registered`), its examples for the shared tests
/// (`examples.rs`), and `Part`, the unit its `mod.rs` implements [`ExpansionService`] on.
macro_rules! box_folder {
    () => {
        #[cfg(test)]
        pub(super) mod examples;
        pub(super) mod facts;
        pub(super) mod verbs;

        /// The box's part in the service, registered in `service::registered`.
        #[derive(Debug)]
        pub(super) struct Part;
    };
}
pub(super) use box_folder;

impl Verbs {
    /// The table of an expansion with no verbs of its own (The River); a box names
    /// only the slots it fills and `..Verbs::NONE`.
    pub(super) const NONE: Verbs =
        Verbs { after_place: &[], after_meeple: &[], before_pass: &[], after_pass: &[], lists: Lists::None };

    /// Its verbs that stand at `slot` in the table of verbs, in order.
    pub(super) fn at(&self, slot: Slot) -> &'static [Verb] {
        match slot {
            Slot::AfterPlace => self.after_place,
            Slot::AfterMeeple => self.after_meeple,
            Slot::BeforePass => self.before_pass,
            Slot::AfterPass => self.after_pass,
        }
    }
}

/// One expansion's part in the service, called by the shared files at fixed points.
/// Events are told whether or not the game being told plays the expansion (an event
/// names its expansion), so these methods are asked of every expansion, in
/// `Expansion::ALL` order, and the first answer wins.
pub(super) trait ExpansionService: Sync {
    /// The sentence telling one of its own events from the board, with the players'
    /// `names` and the game as it is after the move told (`view`: a place named by what
    /// a player sees there); `None` for an event told by the message it names
    /// (`ExpansionEvent::message`), or another expansion's.
    fn line(&self, _event: &Event, _view: &View, _names: Names<'_>, _lang: Lang) -> Option<String> {
        None
    }

    /// Whether `event`, just before a scoring made as at the end, makes that scoring
    /// one of the middle of the game, told as scored now (a road sweeper opened, an
    /// abbot recalled).
    fn scores_now(&self, _event: &Event) -> bool {
        false
    }

    /// Whether a scoring of its own is left untold because one of its events tells it
    /// already (the cubes paid on a completed objective).
    fn untold(&self, _scoring: &Scoring) -> bool {
        false
    }

    /// The button of one of its own actions under the public message, where it says
    /// more than the label (the spot's number on the image, the tile at stake); `None`
    /// keeps the label.
    fn button(&self, _action: Action, _offer: &Offer<'_>) -> Option<String> {
        None
    }

    /// Its parts of a tile in words (`tile_words::words`) at `stage`: the river's water
    /// first, markers after the base game's parts, a hill last.
    fn tile_parts(&self, _def: &TileDef, _stage: Stage<'_>, _pieces: &mut Pieces) {}

    /// The whole words of a tile it names itself (a monument's token or large tile),
    /// with `parts`, its other parts listed (`None` for a token, told before its parts).
    fn tile_named(&self, _kind: TileKind, _parts: Option<&Pieces>, _lang: Lang) -> Option<String> {
        None
    }

    /// The question of a decision of one of its own phases (a flock, a castle, a
    /// bazaar's step, Take two) in `turn::prompt`; `None` for another's phase.
    fn prompt(&self, _phase: Phase, _ask: &Ask<'_>) -> Option<String> {
        None
    }

    /// What it adds after the prompt to place a tile (the gifts held).
    fn tile_prompt(&self, _ask: &Ask<'_>) -> Option<String> {
        None
    }

    /// Its options in a figure step's prompt, after the spots, from the step's
    /// `actions` (an architect and cubes, a recall).
    fn figure_options(&self, _ask: &Ask<'_>, _actions: &[Action]) -> Vec<String> {
        Vec::new()
    }

    /// What it adds after a figure step's prompt (the bridges that may be built).
    fn figure_prompt(&self, _ask: &Ask<'_>) -> Option<String> {
        None
    }

    /// Its fields of each player in the JSON summary (supplies; hands, the local driver
    /// being trusted).
    fn summary_player(&self, _game: &Game, _seat: Seat, _player: &mut Value) {}

    /// Its fields of the whole game in the JSON summary (what is on the board, the
    /// auction, the deck).
    fn summary_game(&self, _game: &Game, _names: &[String], _out: &mut Value) {}

    /// The engine's refusal `error` of `action`, one of its own, by `seat`, said
    /// otherwise when the board says more (a card with nothing to act on); `None` to
    /// word the refusal as it is.
    fn reword(&self, _game: &Game, _seat: Seat, _action: Action, _error: &RuleError) -> Option<UserError> {
        None
    }

    /// The actions of its own `seat` may take before placing its tile, labelled in
    /// `lang`, from the view built for that seat: the board page offers them beside the
    /// tile in hand.
    fn openings(&self, _view: &View, _seat: Seat, _lang: Lang) -> Vec<Choice> {
        Vec::new()
    }

    /// Its part in the board page's answer about the game, for the page of `viewer` (a
    /// seat's, or a spectator's): the page's generic fields it fills (`web::PageGame`),
    /// read from the board (a bazaar's tiles, the dragon's flight, what to tap).
    fn page_game(
        &self,
        _view: &View,
        _viewer: Option<Seat>,
        _names: &[String],
        _lang: Lang,
        _page: &mut PageGame,
    ) {
    }

    /// Its say in one of its own steps as the board page offers it (`web.rs`), beyond
    /// the step's label: `label` worded for the page where it says more there (a
    /// holder by name, not by seat; a target by where it is, not only by its
    /// coordinates), `warning` for what taking it costs (the dragon eating figures),
    /// `colour` for the figure the step is about when it stands there already (a
    /// captive's, shown round its spot).
    fn page_choice(
        &self,
        _view: &View,
        _action: Action,
        _names: &[String],
        _lang: Lang,
        _out: &mut Map<String, Value>,
    ) {
    }
}

/// One expansion's examples for the shared tests (`choices.rs`, `error.rs`,
/// `suggest.rs`, `summary.rs`, `tile_words.rs`), each listing every expansion's through
/// the registry. No match numbers its kinds: a shared test checks instead that each of
/// the messages of a family in its file (its refusals', its events' lines, its labels',
/// its decisions' hints) is said by one of its examples at least ([`all_said`]), so that
/// a new kind worded by a new message fails until it has an example.
#[cfg(test)]
#[derive(Default)]
pub(super) struct Examples {
    /// Its actions in notation, one of each kind at least, each labelled by it alone.
    pub(super) actions: &'static [&'static str],
    /// Labels read word for word: an action in notation, a language, its label.
    pub(super) labels: &'static [(&'static str, Lang, &'static str)],
    /// Its refusals, one of each kind at least: its rules' and its setup's (worded in
    /// English as the engine's own text says them), its notation's, its commands'.
    pub(super) refusals: Vec<UserError>,
    /// Its rules' and its setup's refusals worded otherwise than the engine's English
    /// (the board names more: a cell, a monument's name).
    pub(super) reworded: Vec<UserError>,
    /// Refusals read word for word, examples as the others are: the refusal, in
    /// English, in French.
    pub(super) worded: Vec<(UserError, &'static str, &'static str)>,
    /// Words of its notation a French refusal may quote as they are typed (its cards').
    pub(super) notation: Vec<&'static str>,
    /// Its events, one of each kind at least.
    pub(super) events: Vec<Event>,
    /// Its decisions (`Phase::Expansion`), one of each kind at least.
    pub(super) phases: Vec<Phase>,
    /// Its own lists asked with words typed first (a card, then its targets), beyond
    /// the empty text every list is asked with.
    pub(super) asked: Vec<(Suggest, String)>,
    /// Its tiles' words in English, checked by hand (the test that every tile has its
    /// words reads them): `(id, words)`.
    pub(super) tiles: &'static [(&'static str, &'static str)],
}

/// Refusals of its rules, as players are refused them (`Examples::refusals`).
#[cfg(test)]
pub(super) fn ruled<R: Into<RuleError>>(
    refusals: impl IntoIterator<Item = R>,
) -> impl Iterator<Item = UserError> {
    refusals.into_iter().map(|r| UserError::Rule(r.into()))
}

/// Errors of its notation, as players are refused them (`Examples::refusals`).
#[cfg(test)]
pub(super) fn misread<E: Into<carcassonne_engine::notation::ParseActionError>>(
    errors: impl IntoIterator<Item = E>,
) -> impl Iterator<Item = UserError> {
    errors.into_iter().map(|e| UserError::Notation(e.into()))
}

/// Checks that every message of `family` in each expansion's file (kept by its id and
/// the heading of its group there) is among the ids `said` while the shared test `what`
/// worded every expansion's examples; fails naming those nobody says, whose expansion
/// lacks an example of what says them (or which are said by nothing any more).
#[cfg(test)]
pub(super) fn all_said(
    what: &str,
    said: &std::collections::BTreeSet<String>,
    family: impl Fn(&crate::locale::heard::Message) -> bool,
) {
    let (mut count, mut unsaid) = (0, Vec::new());
    for e in Expansion::ALL {
        for message in crate::locale::heard::of_expansion(e.word()).into_iter().filter(&family) {
            count += 1;
            if !said.contains(&message.id) {
                unsaid.push(format!("{}.ftl: {}", e.word(), message.id));
            }
        }
    }
    // A family that matches nothing would check nothing.
    assert!(count > 0, "{what}: no expansion's file has such messages");
    assert!(unsaid.is_empty(), "{what}: no example says {unsaid:?}; give one in its examples.rs");
}

/// Every box's examples for the shared tests, in `Expansion::ALL` order.
#[cfg(test)]
pub(super) fn examples() -> impl Iterator<Item = Examples> {
    Expansion::ALL.into_iter().map(super::examples_of)
}

/// Every expansion's service part, in `Expansion::ALL` order.
pub(super) fn every() -> impl Iterator<Item = &'static dyn ExpansionService> {
    Expansion::ALL.into_iter().map(service_of)
}

/// Every expansion's verbs at `slot` of the table of verbs, in `Expansion::ALL` order.
pub(super) fn verbs_at(slot: Slot) -> impl Iterator<Item = &'static Verb> {
    Expansion::ALL.into_iter().flat_map(move |e| verbs_of(e).at(slot))
}

/// The engine's refusal `error` of `action` by `seat` in words for them: as its
/// expansion rewords it (`ExpansionService::reword`), else as it is.
pub(super) fn reworded(game: &Game, seat: Seat, action: Action, error: RuleError) -> UserError {
    every().find_map(|part| part.reword(game, seat, action, &error)).unwrap_or_else(|| error.into())
}
