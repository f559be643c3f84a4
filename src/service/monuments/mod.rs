//! Monuments as players meet it in the service: the narration of its events (an
//! architect, a cube, an objective completed and what its cubes earned, a monument
//! completed).

super::expansion::box_folder!();

use carcassonne_engine::rules::monuments::{Act, Monument, PlacedMonument};
use carcassonne_engine::{Action, Audience, Category, Game, RoadEnd, Scoring, TileDef, TileKind};
use serde_json::{Value, json};

use super::expansion::ExpansionService;
use super::spots;
use super::tile_words::{self, Pieces, Stage};
use super::turn::Ask;
use crate::locale::Lang;

impl ExpansionService for Part {
    /// The cubes paid on a completed objective: the objective's own line tells who
    /// earned what, so it is not told again.
    fn untold(&self, scoring: &Scoring) -> bool {
        scoring.category == Category::Monuments && scoring.meeples.iter().all(|&m| m == 0)
    }

    /// A road that ends at the monument, counted as a road.
    fn tile_parts(&self, _def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        if let Stage::Road(road) = stage
            && road.road_end == Some(RoadEnd::Monument)
        {
            pieces.add(tile_words::Part::ROAD, None);
        }
    }

    /// A monument's token (`parts` is `None`) by its monument, or its large tile with
    /// its other `parts` ("the Arena, a large tile with…").
    fn tile_named(&self, kind: TileKind, parts: Option<&Pieces>, lang: Lang) -> Option<String> {
        let Some(pieces) = parts else {
            let monument = Monument::of_token(kind)?;
            return Some(lang.say("tile-token", [("monument", monument.word().into())]));
        };
        let monument = Monument::of_tile(kind)?;
        Some(match pieces.is_empty() {
            true => lang.say("tile-monument", [("monument", monument.word().into())]),
            false => lang.say(
                "tile-monument-with",
                [("monument", monument.word().into()), ("parts", pieces.listed(lang).into())],
            ),
        })
    }

    /// The architect, numbered on the image after the spots, and the cubes, by their
    /// objective's number as the image labels them, among a figure step's options.
    fn figure_options(&self, ask: &Ask<'_>, _actions: &[Action]) -> Vec<String> {
        let (buttons, lang) = (ask.buttons, ask.lang);
        spots::own_marks(ask.view)
            .into_iter()
            .filter_map(|(action, mark)| Some((action, Act::of(action)?, mark)))
            .map(|(action, act, mark)| match (act, mark) {
                (Act::Cube(monument, n), _) if buttons => {
                    lang.say("option-cube", [("monument", monument.word().into()), ("objective", n.into())])
                }
                (Act::Architect, Some(mark)) if buttons => {
                    lang.say("option-architect", [("mark", mark.into())])
                }
                (_, Some(mark)) => format!("{mark} `{action}`"),
                (_, None) => format!("`{action}`"),
            })
            .collect()
    }

    /// The monuments on the board of a game with the expansion.
    fn summary_game(&self, game: &Game, names: &[String], out: &mut Value) {
        if let Some(m) = game.view(Audience::Public).monuments() {
            out["monuments"] = m.placed().iter().map(|p| placed_monument(names, p)).collect();
        }
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
