//! Hills & Sheep's events in the local driver's JSON summary.

use carcassonne_engine::rules::hills_sheep::Happened;
use carcassonne_engine::{Event, Game, Seat};
use serde_json::{Value, json};

use crate::service::summary::seats;

/// A tile under a hill (or back from under one), a shepherd, a token drawn, a flock lost.
pub(super) fn event(names: &[String], e: &Event) -> Option<Value> {
    Some(match Happened::of(e)? {
        Happened::TileUnderHill { seat } => json!({"type": "under_hill", "player": names[seat.index()]}),
        Happened::TileFromUnderHill { seat } => {
            json!({"type": "from_under_hill", "player": names[seat.index()]})
        }
        Happened::ShepherdPlaced { seat, pos, spot } => json!({
            "type": "shepherd", "player": names[seat.index()], "x": pos.x, "y": pos.y, "spot": spot.to_string(),
        }),
        Happened::SheepDrawn { seat, token } => {
            json!({"type": "sheep_drawn", "player": names[seat.index()], "token": token.to_string()})
        }
        Happened::FlockLost { shepherds, sheep } => {
            json!({"type": "flock_lost", "shepherds": seats(names, *shepherds), "sheep": sheep})
        }
    })
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
