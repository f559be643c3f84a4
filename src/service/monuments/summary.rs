//! Monuments' events in the local driver's JSON summary.

use carcassonne_engine::Event;
use serde_json::{Value, json};

/// An architect, a cube, an objective or a monument completed.
pub(super) fn event(names: &[String], e: &Event) -> Option<Value> {
    Some(match e {
        Event::ArchitectPlaced { seat, monument } => {
            json!({"type": "architect", "player": names[seat.index()], "monument": monument.word()})
        }
        Event::CubePlaced { seat, monument, objective, automatic } => json!({
            "type": "cube", "player": names[seat.index()], "monument": monument.word(),
            "objective": objective, "automatic": automatic,
        }),
        Event::ObjectiveCompleted { monument, objective, cubes, reward } => json!({
            "type": "objective_completed", "monument": monument.word(), "objective": objective,
            "cubes": names.iter().zip(cubes).filter(|(_, n)| **n > 0).map(|(p, n)| json!({"player": p, "cubes": n})).collect::<Vec<_>>(),
            "reward": reward.to_string(),
        }),
        Event::MonumentCompleted { monument } => {
            json!({"type": "monument_completed", "monument": monument.word()})
        }
        _ => return None,
    })
}
