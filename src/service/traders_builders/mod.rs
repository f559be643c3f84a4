//! Traders & Builders as players meet it: the builder and the pig at the figure step,
//! the goods taken and their majorities, the builder's second tile, the pig's points.
//! The engine decides what is legal and what scores; this module only words it, from
//! the public view.

super::expansion::box_folder!();

use carcassonne_engine::{Category, MAX_SEATS, Scoring};

use super::expansion::ExpansionService;
use super::turn::Ask;

impl ExpansionService for Part {
    /// On the board page, a builder's second tile is said to be one: the page shows
    /// no channel message that told it was earned.
    fn tile_prompt(&self, ask: &Ask<'_>) -> Option<String> {
        let second = ask.view.traders_builders().is_some_and(|tb| tb.second_tile());
        (ask.page && second).then(|| ask.lang.say("page-prompt-second-tile", []))
    }

    /// A majority's 10 points and a pig's points are told by their own lines.
    fn untold(&self, scoring: &Scoring) -> bool {
        scoring.category == Category::Goods
            || (scoring.category == Category::Field && scoring.meeples == [0; MAX_SEATS])
    }
}
