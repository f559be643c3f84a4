//! Inns & Cathedrals as players meet it: the big meeple at the figure step (its verb,
//! its spots' autocomplete, its buttons), its narration and refusal, and the inns and
//! cathedrals in a tile's words. The engine decides what is legal and what scores; this
//! module only words it.

mod buttons;
mod facts;
mod refusals;
mod summary;
mod tile_parts;
mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;
// Its facts, named by the registry (`service::registered`).
pub(super) use facts::FACTS;

use carcassonne_engine::rules::inns_cathedrals::{Act, Happened};
use carcassonne_engine::{Action, Event, TileDef, View};
use serde_json::Value;

use super::choices::Offer;
use super::describe::{Names, name};
use super::error::UserError;
use super::expansion::ExpansionService;
use super::tile_words::{Pieces, Stage};
use crate::locale::Lang;

/// Inns & Cathedrals' part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    /// The sentence telling a big meeple put down.
    fn line(&self, event: &Event, _view: &View, names: Names<'_>, lang: Lang) -> Option<String> {
        match Happened::of(event)? {
            Happened::Placed { seat, spot, .. } => Some(lang.say(
                "big-meeple-placed",
                lang.feature(spot.kind.word()).into_iter().chain([("name", name(names, *seat).into())]),
            )),
        }
    }

    fn refusal(&self, error: &UserError, lang: Lang) -> Option<String> {
        refusals::words(error, lang)
    }

    fn label(&self, action: Action, lang: Lang) -> Option<String> {
        buttons::label(action, lang)
    }

    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        buttons::button(action, offer)
    }

    fn summary_event(&self, event: &Event, names: &[String]) -> Option<Value> {
        summary::event(names, event)
    }

    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        tile_parts::parts(def, stage, pieces)
    }

    /// The big meeple, among the figures a spot takes.
    fn figure(&self, action: Action) -> Option<&'static str> {
        Act::of(action).map(|_| "big-meeple")
    }

    #[cfg(test)]
    fn examples(&self) -> super::expansion::Examples {
        examples::examples()
    }
}

#[cfg(test)]
mod examples;
