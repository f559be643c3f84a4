//! Expansions in the service: each expansion keeps its service code in a folder of its
//! own (`service/<expansion>/`, named as its engine module) and joins the shared files
//! through the [`ExpansionService`] trait, implemented by one unit struct `Part` in
//! its folder and listed once in [`service_of`].
//!
//! So far the shared files call every expansion when events are told in words
//! (`describe.rs`): the sentence for each of its events, what its scorings are told as,
//! and which of its events makes the next final-style scoring one scored now. Every
//! method's default tells nothing, so an expansion writes only the ones it needs. The
//! `docs/adding-an-expansion.md` section "The service" lists the methods and the rows an
//! expansion still adds to shared service files.

use carcassonne_engine::{Event, Expansion, Scoring};

use super::describe::Names;
use super::error::UserError;
use super::{abbot, bridges_castles_bazaars, gifts, hills_sheep, monuments, river};
use crate::locale::Lang;

/// One expansion's part in the service, called by the shared files at fixed points.
/// Events are told whether or not the game being told plays the expansion (an event
/// names its expansion), so these methods are asked of every expansion, in
/// `Expansion::ALL` order, and the first answer wins.
pub(super) trait ExpansionService: Sync {
    /// The sentence telling one of its own events, with the players' `names`; `None`
    /// for another expansion's event, or for one of its own not worth telling.
    fn line(&self, _event: &Event, _names: Names<'_>, _lang: Lang) -> Option<String> {
        None
    }

    /// Whether `event`, just before a scoring made as at the end, makes that scoring
    /// one of the middle of the game, told as scored now (a road sweeper opened, an
    /// abbot recalled).
    fn scores_now(&self, _event: &Event) -> bool {
        false
    }

    /// What a scoring of its category was for, as `scored-what` selects it, when it is
    /// not the category's word (gifts scored at the end are unopened cards).
    fn scored_what(&self, _scoring: &Scoring) -> Option<&'static str> {
        None
    }

    /// Whether a scoring of its own is left untold because one of its events tells it
    /// already (the cubes paid on a completed objective).
    fn untold(&self, _scoring: &Scoring) -> bool {
        false
    }

    /// A refusal of its own in players' words (`error.rs` words the service's and the
    /// base game's): a rule or setup error of its rules, typed words that are none of
    /// its actions, a refusal of its commands; `None` for any other.
    fn refusal(&self, _error: &UserError, _lang: Lang) -> Option<String> {
        None
    }

    /// Its verbs that stand at `slot` in the table of verbs (`verbs.rs`), in order: its
    /// rows of that table, kept in its folder (`verbs.rs` there).
    fn verbs(&self, _slot: super::verbs::Slot) -> &'static [super::verbs::Verb] {
        &[]
    }

    /// The autocomplete answer for `ctx`'s user to a parameter whose suggestions come
    /// from `source`, one of its own sources, narrowed by `typed`; `None` for another's
    /// source. A step's choices go through `Service::or_why`, which says why none is left.
    fn suggest(
        &self,
        _service: &mut super::Service,
        _ctx: &super::Context,
        _source: super::Suggest,
        _typed: &str,
    ) -> Option<Vec<super::Suggestion>> {
        None
    }
}

/// The service part of `expansion`: the one list of the expansions' service code (a
/// match, so a new `Expansion` without it does not compile).
pub(super) fn service_of(expansion: Expansion) -> &'static dyn ExpansionService {
    match expansion {
        Expansion::HillsSheep => &hills_sheep::Part,
        Expansion::BridgesCastlesBazaars => &bridges_castles_bazaars::Part,
        Expansion::Gifts => &gifts::Part,
        Expansion::Monuments => &monuments::Part,
        Expansion::River => &river::Part,
        Expansion::Abbot => &abbot::Part,
    }
}

/// Every expansion's service part, in `Expansion::ALL` order.
pub(super) fn every() -> impl Iterator<Item = &'static dyn ExpansionService> {
    Expansion::ALL.into_iter().map(service_of)
}
