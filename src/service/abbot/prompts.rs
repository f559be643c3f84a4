//! The Abbot in the turn's prompt: the recall among a figure step's options, and the
//! abbot's name among a spot's figures.

use carcassonne_engine::Action;
use carcassonne_engine::rules::abbot::Act;

use crate::service::turn::Ask;

/// The recall, with what it scores now (`super::prompt_option`).
pub(super) fn figure_options(ask: &Ask<'_>, actions: &[Action]) -> Vec<String> {
    super::prompt_option(ask.view, ask.seat, actions, ask.buttons, ask.lang).into_iter().collect()
}

/// The abbot, among the figures a spot takes.
pub(super) fn figure(action: Action) -> Option<&'static str> {
    matches!(Act::of(action), Some(Act::Place(_))).then_some("abbot")
}
