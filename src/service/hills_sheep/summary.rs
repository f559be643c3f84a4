//! Hills & Sheep in the local driver's JSON summary: the flock's phase, the shepherds
//! and the sheep bag.

use carcassonne_engine::rules::hills_sheep::Ph;
use carcassonne_engine::{Game, Phase, Seat};
use serde_json::{Value, json};

/// The phase of a flock's decision.
pub(super) fn phase(phase: Phase) -> Option<&'static str> {
    (Ph::of(phase) == Some(Ph::Flock)).then_some("flock")
}

/// Each player's shepherd, in every game (in supply or not, and its flock's sheep).
pub(super) fn player(game: &Game, seat: Seat, player: &mut Value) {
    let sheep = game.hills_sheep();
    player["shepherd_in_supply"] = json!(sheep.is_some_and(|h| h.shepherd(seat).in_supply));
    player["flock"] = json!(sheep.map_or(0, |h| h.shepherd(seat).sheep()));
}

/// The tokens left in the sheep bag (`null` without Hills & Sheep) and the tiles hidden
/// under hills, in every game.
pub(super) fn game(game: &Game, out: &mut Value) {
    out["bag"] = json!(game.bag_len());
    out["hidden_under_hills"] = json!(game.hidden_tiles());
}
