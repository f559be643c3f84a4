//! Monuments in the local driver's JSON summary: the cubes and fame of each player, the
//! monuments on the board.

use carcassonne_engine::rules::monuments::PlacedMonument;
use carcassonne_engine::{Audience, Game, Seat};
use serde_json::{Value, json};

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
