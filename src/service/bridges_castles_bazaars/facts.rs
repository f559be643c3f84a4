//! Bridges, Castles & Bazaars' facts for the service (`service::facts`), named by its
//! row of the registry.

use carcassonne_engine::rules::bridges_castles_bazaars::{Act, Happened, MAX_BID, Ph};

use super::super::facts::{Facts, Numbers, decision_words};
use super::super::supply::Status;

/// Build a castle or score the city.
const ACTION_WORDS: &[(&str, &[&str])] = &[("build", &["construire"]), ("score", &["compter"])];

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    // `château`, the older boxes' word for the forteresse.
    synonyms: &[("château", "castle")],
    // A tile may fit only if a bridge is then built: "if you then build a bridge".
    needed: "bridge",
    spellings: ACTION_WORDS,
    // An auction just opened: its choosers' and bidders' answers are a new round's.
    new_round: |event| matches!(Happened::of(event), Some(Happened::BazaarOpened { .. })),
    // Any bid up to the notation's limit is legal (no rule limits one): the buttons
    // offer the lowest legal one and the next few, the page's field any of them, as
    // `/bid` does.
    numbers: Some(Numbers {
        of: |action| match Act::of(action)? {
            Act::Bid(points) => Some(points),
            _ => None,
        },
        max: MAX_BID,
        buttons: 3,
        verb: "bid",
        label: "web-page-bid-points",
        button: "web-page-bid",
    }),
    // A running bazaar's tiles, in the order `tile` numbers them.
    on_offer: Some(|view, _| {
        let auction = view.bridges_castles_bazaars().and_then(|b| b.auction());
        auction.map(|a| a.offers.iter().map(|o| o.tile).collect()).unwrap_or_default()
    }),
    // "Bridges and castles left: Alice 3 and 2 · Bob 2 and 3."
    status: Some(Status { line: "supplies", one: "supplies-one" }),
    ..Facts::new(decision_words!(Ph:
        Ph::Bridge => "bridge" / "bridge",
        Ph::Castle => "castle" / "castle",
        Ph::BazaarChoose => "bazaar_choose" / "bazaar-choose",
        Ph::BazaarBid => "bazaar_bid" / "bazaar-bid",
        Ph::BazaarRaise => "bazaar_raise" / "bazaar-bid",
        Ph::BazaarTrade => "bazaar_trade" / "bazaar-trade",
    ))
};
