//! The Abbot as players meet it: the words of its figure step (an abbot's spot, the
//! recall and what it scores now) and its narration. The engine decides what is legal
//! and what scores; this module only words it, from the public view, so every player
//! reads the same points.

super::expansion::box_folder!();

use carcassonne_engine::rules::abbot::{Act, Happened};
use carcassonne_engine::{Action, Event, Seat, TileDef, View};
use fluent_bundle::FluentValue;

use super::choices::Offer;
use super::expansion::ExpansionService;
use super::tile_words::{self, Pieces, Stage};
use super::turn::Ask;
use crate::locale::Lang;

/// What recalling `seat`'s abbot would score now: its monastery or garden counted as
/// at the end, as the engine scores it (the image's list says the same); `None` while
/// the abbot is in supply (or the game plays without The Abbot).
pub fn recall_points(view: &View, seat: Seat) -> Option<u32> {
    view.abbot()?.recall_points(seat)
}

/// The recall among the options a figure-step prompt lists, with what it scores now:
/// in words where buttons carry the command, as the command elsewhere. `None` when
/// `seat` may not recall.
pub fn prompt_option(
    view: &View,
    seat: Seat,
    actions: &[Action],
    buttons: bool,
    lang: Lang,
) -> Option<String> {
    if !actions.contains(&Act::Recall.into()) {
        return None;
    }
    let points = ("points", FluentValue::from(recall_points(view, seat).unwrap_or_default()));
    Some(match buttons {
        true => lang.say("option-recall", [points]),
        false => lang.say("option-recall-command", [points]),
    })
}

impl ExpansionService for Part {
    /// A recalled abbot's monastery or garden scores as at the end, in the middle of
    /// the game.
    fn scores_now(&self, event: &Event) -> bool {
        matches!(Happened::of(event), Some(Happened::Recalled { .. }))
    }

    /// The recall with what it scores now: "Recall the abbot (+4)" (its spots are its
    /// facts', `offer::button`).
    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        let Some(Act::Recall) = Act::of(action) else { return None };
        let points = recall_points(offer.view, offer.seat).unwrap_or_default();
        Some(offer.lang.say("button-recall", [("points", points.into())]))
    }

    /// Its garden, among a tile's markers.
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        if let Stage::Markers = stage
            && def.garden().is_some()
        {
            pieces.add(tile_words::Part("garden"), None);
        }
    }

    /// The recall among a figure step's options, with what it scores now.
    fn figure_options(&self, ask: &Ask<'_>, actions: &[Action]) -> Vec<String> {
        prompt_option(ask.view, ask.seat, actions, ask.buttons, ask.lang).into_iter().collect()
    }
}
