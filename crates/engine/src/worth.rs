//! What a figure that is no follower is worth to its owner, for the bots: the
//! expansions that have such figures say it (`ExpansionRules::figure_worth`), so a bot
//! weighs a pig or a builder without naming the expansion that brings it. A valuation,
//! never a rule: nothing here changes a game.

use crate::game::{Figure, Game};
use crate::rules;

/// What one figure may still bring its owner, as the game stands, in the two currencies
/// a bot weighs differently.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FigureWorth {
    /// Points it adds at the end if the game ended now (a pig: 1 per completed city of
    /// its field, when its owner scores the field). Features may still change, so a bot
    /// weighs them as it weighs a follower's end points.
    pub points: u32,
    /// Turns it may still earn its owner (a builder: second tiles, at most one per turn
    /// of its owner and one per open end of its road or city). Each comes only if the
    /// owner draws a tile that extends the feature, so a bot discounts them by the tiles
    /// left.
    pub turns: u32,
}

impl Game {
    /// What `figure` is worth to its owner beyond what a follower scores: nothing for a
    /// follower (unless an expansion's piece beside it adds points, the fairy), or for a
    /// figure no expansion in play values.
    pub fn figure_worth(&self, figure: &Figure) -> FigureWorth {
        rules::in_play(self).find_map(|m| m.figure_worth(self, figure)).unwrap_or_default()
    }
}
