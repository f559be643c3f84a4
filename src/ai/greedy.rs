//! The normal bot: tries each legal action on a sampled game, follows its own turn on
//! (after a placement, the best figure), and keeps the action whose outcome is worth
//! the most ([`estimate::value`]). The hard bot's playouts play whole turns the same
//! way ([`play_turn`]).

use carcassonne_engine::{Action, Game, Seat};

use super::{boxes, estimate};

/// How many of its own decisions in a row the normal bot looks through (a placement,
/// then the figure step).
pub const DEPTH: u32 = 2;

/// How many of its own decisions in a row the normal bot looks through from `game`'s
/// decision: [`DEPTH`], and one more where a box says the bare choice hides what it
/// leads to (its `Part::further`: Abbey & Mayor's abbey tile or the draw, weighed by the
/// tile's placement, its figure and what they score; The Ferries' placement, weighed
/// with the ferry it is followed by).
pub fn depth(game: &Game) -> u32 {
    if boxes::in_play(game).any(|part| (part.further)(game)) { DEPTH + 1 } else { DEPTH }
}

/// The best of `actions` for `seat` in `game` (a sample of its view).
pub fn best(game: &Game, seat: Seat, actions: &[Action]) -> Action {
    ranked(game, seat, actions, depth(game))[0].0
}

/// `actions` with their worth looking `depth` decisions ahead, best first (ties keep
/// the engine's order).
pub fn ranked(game: &Game, seat: Seat, actions: &[Action], depth: u32) -> Vec<(Action, f64)> {
    let mut scored: Vec<(Action, f64)> = actions.iter().map(|&a| (a, after(game, seat, a, depth))).collect();
    scored.sort_by(|a, b| b.1.total_cmp(&a.1));
    scored
}

/// Plays the rest of `seat`'s part of `game` now — every decision it owes in a row, at
/// most `limit` — each the best looking `depth` decisions ahead (the first of equals).
pub fn play_turn(game: &mut Game, seat: Seat, depth: u32, limit: u32) {
    for _ in 0..limit {
        if !owes(game, seat) {
            return;
        }
        let actions = game.legal_actions(seat);
        let action = match actions.len() {
            0 => return,
            1 => actions[0],
            _ => first_best(game, seat, &actions, depth),
        };
        if game.apply(seat, action).is_err() {
            return;
        }
    }
}

/// The first of the best of `actions` looking `depth` decisions ahead.
pub fn first_best(game: &Game, seat: Seat, actions: &[Action], depth: u32) -> Action {
    let mut best = (actions[0], f64::NEG_INFINITY);
    for &a in actions {
        let worth = after(game, seat, a, depth);
        if worth > best.1 {
            best = (a, worth);
        }
    }
    best.0
}

/// Whether the game's next decision is `seat`'s.
pub fn owes(game: &Game, seat: Seat) -> bool {
    game.pending().is_some_and(|d| d.seats.contains(seat))
}

/// The worth to `seat` of playing `action` in `game`, then its best next decisions
/// while it owes them, `depth` decisions in all.
fn after(game: &Game, seat: Seat, action: Action, depth: u32) -> f64 {
    let mut next = game.clone();
    if next.apply(seat, action).is_err() {
        return f64::NEG_INFINITY;
    }
    foresee(&mut next, seat);
    if depth <= 1 || !owes(&next, seat) {
        return estimate::value(&next, seat);
    }
    next.legal_actions(seat)
        .into_iter()
        .map(|a| after(&next, seat, a, depth - 1))
        .fold(f64::NEG_INFINITY, f64::max)
}

/// Plays the other players' part of a round that `seat`'s action opened, where a box
/// says it is to be foreseen (its `Part::foresee`: Crop Circles' adding or taking back,
/// after its placer's choice), each answer the best for its player on its own; it stops
/// at `seat`'s own turn in the round or at its end. Judged without it, the choice that
/// opens the round would be worth what the game was worth before it.
fn foresee(game: &mut Game, seat: Seat) {
    while let Some(decision) = game.pending() {
        if decision.seats.contains(seat) || !boxes::in_play(game).any(|part| (part.foresee)(game)) {
            return;
        }
        let Some(player) = decision.seats.iter().next() else { return };
        let actions = game.legal_actions(player);
        let action = match actions.len() {
            0 => return,
            1 => actions[0],
            _ => first_best(game, player, &actions, 1),
        };
        if game.apply(player, action).is_err() {
            return;
        }
    }
}
