//! The Abbot in the turn's prompt: the recall among a figure step's options.

use carcassonne_engine::Action;

use crate::service::turn::Ask;

/// The recall, with what it scores now (`super::prompt_option`).
pub(super) fn figure_options(ask: &Ask<'_>, actions: &[Action]) -> Vec<String> {
    super::prompt_option(ask.view, ask.seat, actions, ask.buttons, ask.lang).into_iter().collect()
}
