//! Princess & Dragon in the bots' reckoning: the dragon's threat to the figures in its
//! reach while it moves.

use carcassonne_engine::rules::princess_dragon::DragonMove;
use carcassonne_engine::{Audience, Dir, Game, MAX_SEATS, Pos};

use super::Part;
use crate::ai::estimate::{OPEN_WEIGHT, cost, end_points, holds};

/// Princess & Dragon's row: the dragon's threat.
pub(super) const PART: Part = Part { worth: dragon_threat, ..Part::NONE };

/// Princess & Dragon's part of every seat's worth, in fifths of a point, while the
/// dragon moves (a dragon tile was placed: its move comes right after the figure step,
/// before anything scores): against each figure it may eat, what the figure stands to
/// lose — its feature's points if its owner holds the feature, less the figure's cost,
/// given back with the figure — times the chance that the dragon enters its tile
/// ([`reach`]). Without it a bot puts a follower on the tile it has just placed beside
/// the dragon, to see it eaten the same turn.
fn dragon_threat(game: &Game, worth: &mut [i64; MAX_SEATS]) {
    let view = game.view(Audience::Public);
    let Some(dragon) = view.princess_dragon() else { return };
    let (Some(moving), Some(at)) = (dragon.moving(), dragon.dragon()) else { return };
    let fairy = dragon.fairy().map(|(pos, _)| pos);
    let chances = reach(game, at, &moving, fairy);
    if chances.is_empty() {
        return;
    }
    let features = game.features();
    for f in game.figures() {
        let pos = game.board().tiles()[f.tile].pos;
        let Some(&(_, chance)) = chances.iter().find(|(p, _)| *p == pos) else { continue };
        if f.kind.is_permanent() {
            continue;
        }
        let root = features.feature_of(f.tile, f.segment);
        let held = if f.kind.is_follower() && holds(game, root, f.owner) {
            OPEN_WEIGHT * i64::from(end_points(game, root))
        } else {
            0
        };
        worth[f.owner.index()] -= ((held - cost(f.kind)) as f64 * chance).round() as i64;
    }
}

/// The chance that the dragon enters each tile it may reach in the steps of its move
/// still to take, were each step chosen at random among those open: the players choose
/// them in turn, each steering it towards the others' figures and away from their own,
/// so no step is foreseen, but a tile it cannot miss (its only way on) is entered for
/// sure and a far one seldom. Each cell at most once: the dragon enters no tile twice
/// in a move.
fn reach(game: &Game, at: Pos, moving: &DragonMove, fairy: Option<Pos>) -> Vec<(Pos, f64)> {
    let mut chances = Vec::new();
    let mut visited = moving.visited.clone();
    walk(game, at, moving.left, 1.0, fairy, &mut visited, &mut chances);
    chances
}

/// Spreads `chance` of the dragon being at `at` with `left` steps over its next steps.
fn walk(
    game: &Game,
    at: Pos,
    left: u8,
    chance: f64,
    fairy: Option<Pos>,
    visited: &mut Vec<Pos>,
    chances: &mut Vec<(Pos, f64)>,
) {
    if left == 0 {
        return;
    }
    let open: Vec<Pos> = Dir::ALL
        .into_iter()
        .map(|d| at.step(d))
        .filter(|&p| game.board().tile_at(p).is_some() && !visited.contains(&p) && Some(p) != fairy)
        .collect();
    let each = chance / open.len() as f64;
    for to in open {
        match chances.iter_mut().find(|(p, _)| *p == to) {
            Some((_, c)) => *c += each,
            None => chances.push((to, each)),
        }
        visited.push(to);
        walk(game, to, left - 1, each, fairy, visited, chances);
        visited.pop();
    }
}
