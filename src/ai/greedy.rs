//! The normal bot: tries each legal action on a sampled game, follows its own turn on
//! (after a placement, the best figure), and keeps the action whose outcome is worth
//! the most ([`estimate::value`]).

use carcassonne_engine::{Action, Game, Seat};

use super::estimate;

/// How many of its own decisions in a row a greedy look follows (a placement, then the
/// figure step).
const DEPTH: u32 = 2;

/// The best of `actions` for `seat` in `game` (a sample of its view).
pub fn best(game: &Game, seat: Seat, actions: &[Action]) -> Action {
    ranked(game, seat, actions)[0].0
}

/// `actions` with their worth, best first (ties keep the engine's order).
pub fn ranked(game: &Game, seat: Seat, actions: &[Action]) -> Vec<(Action, f64)> {
    let mut scored: Vec<(Action, f64)> = actions.iter().map(|&a| (a, after(game, seat, a, DEPTH))).collect();
    scored.sort_by(|a, b| b.1.total_cmp(&a.1));
    scored
}

/// The worth to `seat` of playing `action` in `game`, then its best next decisions
/// while it owes them, `depth` decisions in all.
fn after(game: &Game, seat: Seat, action: Action, depth: u32) -> f64 {
    let mut next = game.clone();
    if next.apply(seat, action).is_err() {
        return f64::NEG_INFINITY;
    }
    let owes = next.pending().is_some_and(|d| d.seats.contains(seat));
    if depth <= 1 || !owes || next.is_over() {
        return estimate::value(&next, seat);
    }
    next.legal_actions(seat)
        .into_iter()
        .map(|a| after(&next, seat, a, depth - 1))
        .fold(f64::NEG_INFINITY, f64::max)
}
