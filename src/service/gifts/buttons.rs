//! The Gifts' one-click choices: a card opened on what it acts on, and the tile to keep
//! after Take two.

use carcassonne_engine::Action;
use carcassonne_engine::rules::gifts::{Act, GiftPlay, Ph};
use fluent_bundle::FluentValue;

use crate::locale::Lang;
use crate::service::choices::{Offer, at};
use crate::service::spots::spot_words;

/// The label of one of The Gifts' actions, its spot in words (it lies on any tile, which
/// the image does not number): "Retreat: city north at -1 2", "Keep tile 1"…
pub(super) fn label(action: Action, lang: Lang) -> Option<String> {
    let spot = |spot| ("spot", FluentValue::from(spot_words(spot, lang)));
    Some(match Act::of(action)? {
        Act::Gift(play) => {
            let gift = ("gift", FluentValue::from(play.gift().word()));
            match play {
                GiftPlay::Synod(t) | GiftPlay::RoadSweeper(t) | GiftPlay::Retreat(t) => {
                    let [x, y] = at(t.pos);
                    lang.say("choice-gift", [gift, spot(t.spot), x, y])
                }
                GiftPlay::ChangePosition { from, to } => {
                    let [x, y] = at(from.pos);
                    lang.say(
                        "choice-gift-change",
                        [spot(from.spot), x, y, ("to", spot_words(to, lang).into())],
                    )
                }
                GiftPlay::TakeTwo => lang.say("gift-title", [gift]),
                GiftPlay::Wasted(_) => lang.say("choice-gift-waste", [gift]),
            }
        }
        Act::Keep(n) => lang.say("choice-keep", [("n", n.into())]),
    })
}

/// The tile to keep after Take two, with its words: "Keep 1: a city cap".
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    let (Some(Act::Keep(n)), Some(Ph::TakeTwo(first, second))) = (Act::of(action), Ph::of(offer.phase))
    else {
        return None;
    };
    let tile = if n == 1 { first } else { second };
    Some(offer.with_tile(offer.lang.say("button-keep", [("n", n.into())]), tile))
}
