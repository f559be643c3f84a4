//! Monuments' events in the local driver's JSON summary.

use carcassonne_engine::rules::monuments::{Happened, PlacedMonument};
use carcassonne_engine::{Audience, Event, Game, Seat};
use serde_json::{Value, json};

/// An architect, a cube, an objective or a monument completed.
pub(super) fn event(names: &[String], e: &Event) -> Option<Value> {
    Some(match Happened::of(e)? {
        Happened::ArchitectPlaced { seat, monument } => {
            json!({"type": "architect", "player": names[seat.index()], "monument": monument.word()})
        }
        Happened::CubePlaced { seat, monument, objective, automatic } => json!({
            "type": "cube", "player": names[seat.index()], "monument": monument.word(),
            "objective": objective, "automatic": automatic,
        }),
        Happened::ObjectiveCompleted { monument, objective, cubes, reward } => json!({
            "type": "objective_completed", "monument": monument.word(), "objective": objective,
            "cubes": names.iter().zip(cubes).filter(|(_, n)| **n > 0).map(|(p, n)| json!({"player": p, "cubes": n})).collect::<Vec<_>>(),
            "reward": reward.to_string(),
        }),
        Happened::MonumentCompleted { monument } => {
            json!({"type": "monument_completed", "monument": monument.word()})
        }
    })
}

/// Each player's cubes in supply and fame.
pub(super) fn player(game: &Game, seat: Seat, player: &mut Value) {
    if let Some(m) = game.view(Audience::Public).monuments() {
        player["cubes_left"] = json!(m.cubes_left(seat));
        player["fame"] = json!(m.fame(seat));
    }
}

/// The monuments on the board of a game with the expansion.
pub(super) fn game(game: &Game, names: &[String], out: &mut Value) {
    if let Some(m) = game.view(Audience::Public).monuments() {
        out["monuments"] = m.placed().iter().map(|p| placed_monument(names, p)).collect();
    }
}

/// A monument on the board: where, its architect, and each objective's cubes by player.
fn placed_monument(names: &[String], m: &PlacedMonument) -> Value {
    let objectives: Vec<Value> = m
        .objectives
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let cubes: serde_json::Map<String, Value> = names
                .iter()
                .zip(o.cubes)
                .filter(|(_, n)| *n > 0)
                .map(|(p, n)| (p.clone(), json!(n)))
                .collect();
            json!({
                "number": i + 1, "reward": m.monument.objectives()[i].reward.to_string(),
                "cells": m.cells(i).map(|c| json!([c.x, c.y])).collect::<Vec<_>>(),
                "cubes": cubes, "completed": o.completed,
            })
        })
        .collect();
    json!({
        "monument": m.monument.word(), "x": m.anchor.x, "y": m.anchor.y, "rotation": m.rot.degrees(),
        "architect": m.architect.map(|s| names[s.index()].clone()), "objectives": objectives,
    })
}
