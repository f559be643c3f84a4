//! What a box adds to the bots' reckoning, each in its own file, reached through one
//! row per box ([`of`]). Most boxes add nothing here: the engine's scoring, strengths
//! and `Game::figure_worth` already speak for their figures.

mod abbey_mayor;
mod crop_circles;
mod ferries;
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
    /// Whether the normal bot looks one decision further from the decision at hand,
    /// where the bare choice hides what it leads to: a choice made before any tile is
    /// placed (which tile to play), so that the tile's placement, its figure and what
    /// they score are weighed; or a placement whose box decision comes after the figure
    /// step (where a ferry goes), so that the tile is placed for what that decision makes
    /// of it.
    pub further: fn(&Game) -> bool,
    /// Whether the decision pending, another player's, belongs to a round that a bot's
    /// own choice opened, which the bot then plays out for them (each player's best on
    /// its own) before judging: judged when it opens, such a choice has changed nothing
    /// yet (every player adding or taking back a follower).
    pub foresee: fn(&Game) -> bool,
}

impl Part {
    /// A row that adds nothing: each box's row names only what it adds.
    const NONE: Part = Part { worth: |_, _| {}, further: |_| false, foresee: |_| false };
}

/// The row of `expansion`, when it adds anything to the bots' reckoning.
fn of(expansion: Expansion) -> Option<&'static Part> {
    match expansion {
        Expansion::Tower => Some(&tower::PART),
        Expansion::AbbeyMayor => Some(&abbey_mayor::PART),
        Expansion::PrincessDragon => Some(&princess_dragon::PART),
        Expansion::GoldMines => Some(&gold_mines::PART),
        Expansion::Messengers => Some(&messengers::PART),
        Expansion::Ferries => Some(&ferries::PART),
        Expansion::CropCircles => Some(&crop_circles::PART),
        _ => None,
    }
}

/// The parts of the boxes in play in `game`, in registry order.
pub(super) fn in_play(game: &Game) -> impl Iterator<Item = &'static Part> + '_ {
    Expansion::ALL.into_iter().filter(|&e| game.has(e)).filter_map(of)
}
