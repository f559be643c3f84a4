//! Hills & Sheep in the turn's prompt: the flock's question and the shepherd's name
//! among a spot's figures.

use carcassonne_engine::rules::hills_sheep::{Act, Ph};
use carcassonne_engine::{Action, Phase};

use crate::service::turn::Ask;

/// Grow or herd, for the shepherd's owner.
pub(super) fn prompt(phase: Phase, ask: &Ask<'_>) -> Option<String> {
    (Ph::of(phase) == Some(Ph::Flock)).then(|| ask.lang.say(&ask.id("prompt-flock"), [ask.who()]))
}

/// The shepherd, among the figures a spot takes.
pub(super) fn figure(action: Action) -> Option<&'static str> {
    matches!(Act::of(action), Some(Act::Shepherd(_))).then_some("shepherd")
}

/// The flock step is the active player's own.
pub(super) fn turn_step(phase: Phase) -> bool {
    Ph::of(phase) == Some(Ph::Flock)
}
