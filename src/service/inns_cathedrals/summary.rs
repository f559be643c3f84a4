//! Inns & Cathedrals' events in the local driver's JSON summary.

use carcassonne_engine::Event;
use carcassonne_engine::rules::inns_cathedrals::Happened;
use serde_json::{Value, json};

/// A big meeple put down.
pub(super) fn event(names: &[String], e: &Event) -> Option<Value> {
    Some(match Happened::of(e)? {
        Happened::Placed { seat, pos, spot } => json!({
            "type": "big_meeple", "player": names[seat.index()], "x": pos.x, "y": pos.y, "spot": spot.to_string(),
        }),
    })
}
