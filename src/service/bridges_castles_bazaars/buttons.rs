//! Bridges, Castles & Bazaars' one-click choices: a bridge, build or score for a small
//! city's owners, and the bazaar's tiles, bids, pass, buy and sell.

use carcassonne_engine::rules::bridges_castles_bazaars::{Act, CastleChoice};
use carcassonne_engine::{Action, Phase};

use crate::locale::Lang;
use crate::service::choices::{Offer, at};

/// The label of one of its actions: "Bridge at 1 0 north–south", "Build a castle", "Bid 3"…
pub(super) fn label(action: Action, lang: Lang) -> Option<String> {
    Some(match Act::of(action)? {
        Act::Bridge(b) => {
            let [x, y] = at(b.pos);
            lang.say("button-bridge", [x, y, ("axis", b.axis.to_string().into())])
        }
        Act::Castle(CastleChoice::Build) => lang.say("button-build-castle", []),
        Act::Castle(CastleChoice::Score) => lang.say("button-score-city", []),
        Act::Choose(n) => lang.say("button-tile", [("n", n.into())]),
        Act::Bid(points) => lang.say("choice-bid", [("points", points.into())]),
        Act::Buy => lang.say("choice-buy", []),
        Act::Sell => lang.say("choice-sell", []),
    })
}

/// At an auction: pass on the bid, and each tile of the bazaar with its words ("Tile
/// 2: a curved road").
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    let lang = offer.lang;
    if action == Action::Pass {
        // Outside the figure step, passing is declining to raise.
        return (offer.phase != Phase::PlaceFigure).then(|| lang.say("button-pass-bid", []));
    }
    match Act::of(action)? {
        Act::Choose(n) => {
            let auction = offer.view.bridges_castles_bazaars()?.auction()?;
            let tile = auction.offers.get(usize::from(n).checked_sub(1)?)?.tile;
            Some(offer.with_tile(lang.say("button-tile", [("n", n.into())]), tile))
        }
        _ => None,
    }
}
