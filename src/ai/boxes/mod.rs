//! What a box adds to the bots' reckoning, each in its own file, reached through one
//! row per box ([`of`]). Most boxes add nothing here: the engine's scoring, strengths
//! and `Game::figure_worth` already speak for their figures.

mod abbey_mayor;
mod gold_mines;
mod messengers;
mod princess_dragon;
mod tower;

use carcassonne_engine::{Expansion, Game, MAX_SEATS};

/// A box's part in the bots' reckoning.
pub(super) struct Part {
    /// Adds the box's part of every seat's worth, in fifths of a point (what its pieces
    /// in supply, its tiles held or its threats are worth beyond the score).
    pub worth: fn(&Game, &mut [i64; MAX_SEATS]),
    /// Whether the decision at hand is a choice made before any tile is placed (which
    /// tile to play): the normal bot then looks one decision further, so that the
    /// tile's placement, its figure and what they score are weighed, not the bare choice.
    pub before_the_tile: fn(&Game) -> bool,
}

/// The row of `expansion`, when it adds anything to the bots' reckoning.
fn of(expansion: Expansion) -> Option<&'static Part> {
    match expansion {
        Expansion::Tower => Some(&tower::PART),
        Expansion::AbbeyMayor => Some(&abbey_mayor::PART),
        Expansion::PrincessDragon => Some(&princess_dragon::PART),
        Expansion::GoldMines => Some(&gold_mines::PART),
        Expansion::Messengers => Some(&messengers::PART),
        _ => None,
    }
}

/// The parts of the boxes in play in `game`, in registry order.
pub(super) fn in_play(game: &Game) -> impl Iterator<Item = &'static Part> + '_ {
    Expansion::ALL.into_iter().filter(|&e| game.has(e)).filter_map(of)
}
