//! Inns & Cathedrals as players meet it: the big meeple at the figure step (its verb,
//! its spots' autocomplete, its buttons), its narration and refusal, and the inns and
//! cathedrals in a tile's words. The engine decides what is legal and what scores; this
//! module only words it.

mod buttons;
mod tile_parts;
mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;

use carcassonne_engine::rules::inns_cathedrals::Act;
use carcassonne_engine::{Action, Seat, TileDef, View};

use super::choices::Offer;
use super::expansion::ExpansionService;
use super::tile_words::{Pieces, Stage};
use crate::locale::Lang;

/// Inns & Cathedrals' part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    fn label(&self, action: Action, lang: Lang) -> Option<String> {
        buttons::label(action, lang)
    }

    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        buttons::button(action, offer)
    }

    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        tile_parts::parts(def, stage, pieces)
    }

    /// The big meeple, among the figures a spot takes.
    fn figure(&self, action: Action) -> Option<&'static str> {
        Act::of(action).map(|_| "big-meeple")
    }

    /// The big meeple, while it is at home.
    fn supply_words(&self, view: &View, seat: Seat, lang: Lang) -> Vec<String> {
        let home = view.inns_cathedrals().is_some_and(|i| i.in_supply(seat));
        home.then(|| lang.figure_name("big-meeple")).into_iter().collect()
    }

    #[cfg(test)]
    fn examples(&self) -> super::expansion::Examples {
        examples::examples()
    }
}

#[cfg(test)]
mod examples;
