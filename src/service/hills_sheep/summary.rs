//! Hills & Sheep's events in the local driver's JSON summary.

use carcassonne_engine::Event;
use serde_json::{Value, json};

use crate::service::summary::seats;

/// A tile under a hill, a shepherd, a token drawn, a flock lost.
pub(super) fn event(names: &[String], e: &Event) -> Option<Value> {
    Some(match e {
        Event::TileUnderHill { seat } => json!({"type": "under_hill", "player": names[seat.index()]}),
        Event::ShepherdPlaced { seat, pos, spot } => json!({
            "type": "shepherd", "player": names[seat.index()], "x": pos.x, "y": pos.y, "spot": spot.to_string(),
        }),
        Event::SheepDrawn { seat, token } => {
            json!({"type": "sheep_drawn", "player": names[seat.index()], "token": token.to_string()})
        }
        Event::FlockLost { shepherds, sheep } => {
            json!({"type": "flock_lost", "shepherds": seats(names, *shepherds), "sheep": sheep})
        }
        _ => return None,
    })
}
