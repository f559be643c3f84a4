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

use carcassonne_engine::rules::traders_builders::{Act, Good, Goods, Happened, Role};
use carcassonne_engine::{Action, Category, Event, ExpansionRefusal, MAX_SEATS, RuleError, Scoring, View};
use fluent_bundle::FluentValue;
use serde_json::{Value, json};

use super::choices::{Offer, spot_notation};
use super::describe::{Names, at, join_names, name};
use super::error::UserError;
use super::expansion::ExpansionService;
use super::turn::Ask;
use crate::locale::Lang;

/// Each good held, counted in words ("1 wine", "2 cloth"); none held, none listed.
fn goods_counts(goods: Goods, lang: Lang) -> impl Iterator<Item = String> {
    Good::ALL.into_iter().filter(move |g| goods[g.index()] > 0).map(move |g| {
        lang.say("goods-count", [("count", goods[g.index()].into()), ("good", g.word().into())])
    })
}

/// A count of goods in words: "1 wine and 2 cloth"; "no goods" for none.
pub fn goods_words(goods: Goods, lang: Lang) -> String {
    let counts: Vec<String> = goods_counts(goods, lang).collect();
    match counts.as_slice() {
        [] => lang.say("goods-none", []),
        [one] => one.clone(),
        [init @ .., last] => lang
            .say("list-and", [("init", init.join(", ").into()), ("last", FluentValue::from(last.as_str()))]),
    }
}

/// The word of a figure of this expansion (`$figure` of `tb-figure-name`, `figure-name-<word>`).
fn figure_word(role: Role) -> FluentValue<'static> {
    role.word().into()
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

    fn line(&self, event: &Event, _view: &View, names: Names<'_>, lang: Lang) -> Option<String> {
        let who = |seat| ("name", FluentValue::from(name(names, seat).to_string()));
        Some(match Happened::of(event)? {
            Happened::Placed { seat, role, spot, .. } => lang.say(
                "tb-placed",
                lang.feature(spot.kind.word())
                    .into_iter()
                    .chain([who(*seat), ("figure", figure_word(*role))]),
            ),
            Happened::WentHome { seat, role, pos } => {
                let [x, y] = at(*pos, "x", "y");
                lang.say("tb-went-home", [who(*seat), ("figure", figure_word(*role)), x, y])
            }
            Happened::GoodsTaken { seat, goods } => {
                lang.say("tb-goods-taken", [who(*seat), ("goods", goods_words(*goods, lang).into())])
            }
            Happened::SecondTile { seat } => lang.say("tb-second-tile", [who(*seat)]),
            Happened::Majority { good, held } => {
                let most = held.iter().copied().max().unwrap_or(0);
                if most == 0 {
                    return Some(lang.say("tb-majority-none", [("good", good.word().into())]));
                }
                let winners = carcassonne_engine::SeatSet::from_fn(|s| {
                    s.index() < names.len() && held[s.index()] == most
                });
                lang.say(
                    "tb-majority",
                    [
                        ("good", good.word().into()),
                        ("held", most.into()),
                        ("names", join_names(names, winners, lang).into()),
                        ("count", winners.len().into()),
                    ],
                )
            }
            // A pig beside no completed city earns nothing: nothing to tell.
            Happened::PigFed { cities: 0, .. } => return None,
            Happened::PigFed { seat, cities, .. } => {
                lang.say("tb-pig-fed", [who(*seat), ("cities", (*cities).into())])
            }
        })
    }

    /// A majority's 10 points and a pig's points are told by their own lines.
    fn untold(&self, scoring: &Scoring) -> bool {
        scoring.category == Category::Goods
            || (scoring.category == Category::Field && scoring.meeples == [0; MAX_SEATS])
    }

    fn refusal(&self, error: &UserError, lang: Lang) -> Option<String> {
        use carcassonne_engine::rules::traders_builders::Refusal;
        let UserError::Rule(RuleError::Expansion(ExpansionRefusal::TradersBuilders(refusal))) = error else {
            return None;
        };
        Some(match *refusal {
            Refusal::OnBoard(role) => lang.say("rule-tb-on-board", [("figure", figure_word(role))]),
            Refusal::WrongFeature(role, kind) => lang.say(
                "rule-tb-wrong-feature",
                lang.feature(kind.word()).into_iter().chain([("figure", figure_word(role))]),
            ),
            Refusal::NoFollower(role) => lang.say("rule-tb-no-follower", [("figure", figure_word(role))]),
            Refusal::Complete(kind) => lang.say("rule-tb-complete", lang.feature(kind.word())),
        })
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

    fn summary_event(&self, event: &Event, names: &[String]) -> Option<Value> {
        let player = |seat: &carcassonne_engine::Seat| names[seat.index()].clone();
        Some(match Happened::of(event)? {
            Happened::Placed { seat, role, pos, spot } => json!({
                "type": role.word(), "player": player(seat), "x": pos.x, "y": pos.y, "spot": spot.to_string(),
            }),
            Happened::WentHome { seat, role, pos } => {
                json!({"type": "went_home", "figure": role.word(), "player": player(seat), "x": pos.x, "y": pos.y})
            }
            Happened::GoodsTaken { seat, goods } => {
                json!({"type": "goods", "player": player(seat), "wine": goods[0], "grain": goods[1], "cloth": goods[2]})
            }
            Happened::SecondTile { seat } => json!({"type": "second_tile", "player": player(seat)}),
            Happened::Majority { good, held } => {
                json!({"type": "goods_majority", "good": good.word(), "held": held[..names.len()].to_vec()})
            }
            Happened::PigFed { seat, cities, .. } => {
                json!({"type": "pig", "player": player(seat), "cities": cities})
            }
        })
    }

    fn figure(&self, action: Action) -> Option<&'static str> {
        Some(Act::of(action)?.role().word())
    }

    #[cfg(test)]
    fn examples(&self) -> super::expansion::Examples {
        examples::examples()
    }
}

#[cfg(test)]
mod examples;
