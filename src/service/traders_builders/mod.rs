//! Traders & Builders as players meet it: the builder and the pig at the figure step,
//! the goods taken and their majorities, the builder's second tile, the pig's points.
//! The engine decides what is legal and what scores; this module only words it, from
//! the public view.

mod facts;
mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;
// Its facts, named by the registry (`service::registered`).
pub(super) use facts::FACTS;

use carcassonne_engine::rules::traders_builders::Act;
use carcassonne_engine::{Action, Category, MAX_SEATS, Scoring};

use super::choices::Offer;
use super::expansion::ExpansionService;
use super::turn::Ask;

/// Traders & Builders' part in the service, registered in `service_of`.
#[derive(Debug)]
pub(super) struct Part;

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

    /// Its button under the public message: the spot's number on the image, then the
    /// figure and the spot named as the image shows it ("② pig, field south-east");
    /// the label (in the notation) only for a spot the image does not number.
    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        let act = Act::of(action)?;
        let Some(open) = action.spot().and_then(|s| offer.open(s)) else {
            return Some(super::choices::label(action, offer.lang));
        };
        let id = match act {
            Act::Builder(_) => "button-builder-spot",
            Act::Pig(_) => "button-pig-spot",
        };
        let words = offer.lang.say(id, [("spot", open.words.as_str().into())]);
        Some(format!("{} {words}", open.mark()))
    }
}

#[cfg(test)]
mod examples;
