//! Hills & Sheep in the turn's prompt: the flock's question.

use carcassonne_engine::Phase;
use carcassonne_engine::rules::hills_sheep::Ph;

use crate::service::turn::Ask;

/// Grow or herd, for the shepherd's owner.
pub(super) fn prompt(phase: Phase, ask: &Ask<'_>) -> Option<String> {
    (Ph::of(phase) == Some(Ph::Flock)).then(|| ask.lang.say(&ask.id("prompt-flock"), [ask.who()]))
}
