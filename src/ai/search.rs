//! The hard bot: Monte Carlo search over sampled games. It keeps the normal bot's best
//! few candidates, then plays each out to the end of games sampled afresh from its
//! view (hidden tiles, hands and bag dealt anew each time) — the rest of its own turn
//! played as the normal bot would, everything after at random — choosing which
//! candidate to try next by UCB1, until its budget runs out. Each candidate starts from
//! a prior of the normal bot's judgement, so a short search plays like the normal bot;
//! the best mean reward wins.

use std::time::Instant;

use carcassonne_engine::rng::GameRng;
use carcassonne_engine::{Action, Game, Seat, View};
use rand::RngCore;

use super::{Budget, greedy};

/// How many of the normal bot's best actions the search weighs.
const CANDIDATES: usize = 6;

/// UCB1's exploration constant, for rewards between 0 and 1.
const EXPLORATION: f64 = 0.5;

/// How many playouts the normal bot's judgement of a candidate is worth: each
/// candidate starts with this many virtual playouts at the reward its greedy worth
/// suggests, so a short search plays like the normal bot and a long one overrules it.
const PRIOR_PLAYOUTS: f64 = 40.0;

/// The greedy worth (in points) that moves the prior reward from a loss to a win.
const PRIOR_SCALE: f64 = 10.0;

/// The action the search prefers for `seat` among `actions`.
pub fn best(view: &View, seat: Seat, actions: &[Action], budget: Budget, rng: &mut GameRng) -> Action {
    let started = Instant::now();
    let ranked = greedy::ranked(&view.sample(rng.next_u64()), seat, actions);
    let candidates: Vec<Action> = ranked.iter().take(CANDIDATES).map(|&(a, _)| a).collect();
    let top = ranked[0].1;
    let mut totals: Vec<f64> =
        ranked.iter().take(CANDIDATES).map(|&(_, worth)| PRIOR_PLAYOUTS * prior(worth - top)).collect();
    let mut visits = vec![PRIOR_PLAYOUTS; candidates.len()];
    let mut playouts = 0;
    while playouts < budget.playouts && started.elapsed() < budget.time {
        let pick = next_candidate(&totals, &visits, playouts);
        let mut game = view.sample(rng.next_u64());
        let reward = match game.apply(seat, candidates[pick]) {
            Ok(_) => {
                finish_turn(&mut game, seat);
                play_out(&mut game, rng);
                reward(&game, seat)
            }
            Err(_) => 0.0,
        };
        totals[pick] += reward;
        visits[pick] += 1.0;
        playouts += 1;
    }
    // The best mean; on a tie, the normal bot's order.
    let mean = |i: usize| totals[i] / visits[i];
    let best = (0..candidates.len()).rev().max_by(|&a, &b| mean(a).total_cmp(&mean(b))).unwrap_or(0);
    candidates[best]
}

/// The reward a candidate `behind` points of greedy worth behind the best is assumed
/// to earn before any playout: ½ for the best, less the further behind.
fn prior(behind: f64) -> f64 {
    0.5 * (1.0 + (behind / PRIOR_SCALE).tanh())
}

/// The candidate to play out next: the best upper confidence bound.
fn next_candidate(totals: &[f64], visits: &[f64], playouts: u32) -> usize {
    let log = (f64::from(playouts) + PRIOR_PLAYOUTS * visits.len() as f64).ln();
    let bound = |i: usize| totals[i] / visits[i] + EXPLORATION * (log / visits[i]).sqrt();
    (0..visits.len()).max_by(|&a, &b| bound(a).total_cmp(&bound(b))).unwrap_or(0)
}

/// The rest of `seat`'s turn as the normal bot would play it (the figure after a
/// placement), so a candidate placement is judged with its best figure.
fn finish_turn(game: &mut Game, seat: Seat) {
    for _ in 0..2 {
        if !game.pending().is_some_and(|d| d.seats.contains(seat)) {
            return;
        }
        let actions = game.legal_actions(seat);
        if actions.is_empty() || game.apply(seat, greedy::best(game, seat, &actions)).is_err() {
            return;
        }
    }
}

/// Plays `game` to its end, every decision at random among the legal actions.
fn play_out(game: &mut Game, rng: &mut GameRng) {
    while let Some(decision) = game.pending() {
        let Some(seat) = decision.seats.iter().next() else { return };
        let actions = game.legal_actions(seat);
        if actions.is_empty() || game.apply(seat, actions[rng.below(actions.len())]).is_err() {
            return;
        }
    }
}

/// 1 for a win, ½ for a shared first place, 0 for a loss, nudged by the margin so
/// that among wins the larger is better.
fn reward(game: &Game, seat: Seat) -> f64 {
    let scores: Vec<i32> = game.players().iter().map(|p| p.score).collect();
    let mine = scores[seat.index()];
    let best_other = scores.iter().enumerate().filter(|&(i, _)| i != seat.index()).map(|(_, &s)| s).max();
    let Some(other) = best_other else { return (f64::from(mine) / 200.0).clamp(0.0, 1.0) };
    let base = match mine.cmp(&other) {
        std::cmp::Ordering::Greater => 0.9,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.1,
    };
    base + (f64::from(mine - other) / 1000.0).clamp(-0.1, 0.1)
}
