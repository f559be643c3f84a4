//! The Abbot's events in the local driver's JSON summary.

use carcassonne_engine::Event;
use carcassonne_engine::rules::abbot::Happened;
use serde_json::{Value, json};

/// An abbot placed or recalled.
pub(super) fn event(names: &[String], e: &Event) -> Option<Value> {
    Some(match Happened::of(e)? {
        Happened::Placed { seat, pos, spot } => json!({
            "type": "abbot", "player": names[seat.index()], "x": pos.x, "y": pos.y, "spot": spot.to_string(),
        }),
        Happened::Recalled { seat, pos } => {
            json!({"type": "abbot_recalled", "player": names[seat.index()], "x": pos.x, "y": pos.y})
        }
    })
}
