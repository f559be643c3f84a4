//! The Abbot's events in the local driver's JSON summary.

use carcassonne_engine::Event;
use serde_json::{Value, json};

/// An abbot placed or recalled.
pub(super) fn event(names: &[String], e: &Event) -> Option<Value> {
    Some(match e {
        Event::AbbotPlaced { seat, pos, spot } => json!({
            "type": "abbot", "player": names[seat.index()], "x": pos.x, "y": pos.y, "spot": spot.to_string(),
        }),
        Event::AbbotRecalled { seat, pos } => {
            json!({"type": "abbot_recalled", "player": names[seat.index()], "x": pos.x, "y": pos.y})
        }
        _ => return None,
    })
}
