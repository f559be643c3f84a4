//! Crop Circles in the bots' reckoning: the placer's choice judged by what every player
//! then does.

use carcassonne_engine::Game;
use carcassonne_engine::rules::crop_circles::Ph;

use super::Part;

/// Crop Circles' row: every player's adding or taking back foreseen.
pub(super) const PART: Part = Part { foresee: round, ..Part::NONE };

/// Whether the decision pending is a player's part of a crop circle's round (adding or
/// taking back a follower of the circle's kind), which the placer's choice opened: the
/// bot that chooses plays it out for every player, each as is best for them, so that it
/// has them take back where that costs its rivals more than it costs itself, and add
/// where that gains it more. The choice itself changes no figure; without the round
/// foreseen both answers are worth the same, and the bot would always take the first.
/// Each player's own answer needs nothing of this box: adding is a figure more on a
/// feature, taking back one less, which the reckoning weighs as any figure.
fn round(game: &Game) -> bool {
    matches!(game.pending().and_then(|d| Ph::of(d.phase)), Some(Ph::Add(_) | Ph::Remove(_)))
}
