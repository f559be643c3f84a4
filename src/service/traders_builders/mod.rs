//! Traders & Builders as players meet it: the builder and the pig at the figure step,
//! the goods taken and their majorities, the builder's second tile, the pig's points.
//! The engine decides what is legal and what scores; this module only words it, from
//! the public view.

mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;

use carcassonne_engine::rules::traders_builders::{Act, Good, Goods, Role};
use carcassonne_engine::{Action, Category, MAX_SEATS, Scoring, Seat, View};

use super::choices::{Offer, spot_notation};
use super::expansion::ExpansionService;
use super::turn::Ask;
use crate::locale::Lang;

/// Each good held, counted in words ("1 wine", "2 cloth"); none held, none listed.
fn goods_counts(goods: Goods, lang: Lang) -> impl Iterator<Item = String> {
    Good::ALL.into_iter().filter(move |g| goods[g.index()] > 0).map(move |g| {
        lang.say("goods-count", [("count", goods[g.index()].into()), ("good", g.word().into())])
    })
}

/// The label of one of its actions: "Builder: city N", "Pig: field Sw".
pub fn label(action: Action, lang: Lang) -> Option<String> {
    Some(match Act::of(action)? {
        Act::Builder(spot) => lang.say("choice-builder", [("spot", spot_notation(spot, lang).into())]),
        Act::Pig(spot) => lang.say("choice-pig", [("spot", spot_notation(spot, lang).into())]),
    })
}

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

    fn label(&self, action: Action, lang: Lang) -> Option<String> {
        label(action, lang)
    }

    /// Its button under the public message: the spot's number on the image, then the
    /// figure and the spot named as the image shows it ("② pig, field south-east");
    /// the label (in the notation) only for a spot the image does not number.
    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        let act = Act::of(action)?;
        let Some(open) = action.spot().and_then(|s| offer.open(s)) else { return label(action, offer.lang) };
        let id = match act {
            Act::Builder(_) => "button-builder-spot",
            Act::Pig(_) => "button-pig-spot",
        };
        let words = offer.lang.say(id, [("spot", open.words.as_str().into())]);
        Some(format!("{} {words}", open.mark()))
    }

    fn figure(&self, action: Action) -> Option<&'static str> {
        Some(Act::of(action)?.role().word())
    }

    /// The builder and the pig while they are at home, then the goods held ("2 wine").
    fn supply_words(&self, view: &View, seat: Seat, lang: Lang) -> Vec<String> {
        let Some(tb) = view.traders_builders() else { return Vec::new() };
        let figures = [Role::Builder, Role::Pig]
            .into_iter()
            .filter(|&role| tb.in_supply(seat, role))
            .map(|role| lang.figure_name(role.word()));
        figures.chain(goods_counts(tb.goods(seat), lang)).collect()
    }

    #[cfg(test)]
    fn examples(&self) -> super::expansion::Examples {
        examples::examples()
    }
}

#[cfg(test)]
mod examples;
