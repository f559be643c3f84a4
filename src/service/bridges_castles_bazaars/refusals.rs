//! Bridges, Castles & Bazaars' refusals in players' words
//! (`bridges-castles-bazaars.ftl`): its rules' errors (a bridge, a castle, a bazaar's
//! auction) and the typed words of its actions (`bridge`, `castle`, `bid`, a bazaar's
//! tile number).

use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::{MAX_BID, RuleError};
use fluent_bundle::FluentValue;

use crate::locale::Lang;
use crate::service::error::{UserError, cell, typed};

/// The refusal in `lang` when it is one of Bridges, Castles & Bazaars', else `None`.
pub(super) fn words(error: &UserError, lang: Lang) -> Option<String> {
    match error {
        UserError::Rule(rule) => self::rule(rule, lang),
        UserError::Notation(notation) => self::notation(notation, lang),
        _ => None,
    }
}

/// Its rules' errors: a cell by `$x` and `$y`, an edge by its letter.
fn rule(error: &RuleError, lang: Lang) -> Option<String> {
    let n = |n: u8| [("n", FluentValue::from(n))];
    Some(match *error {
        RuleError::BridgeOwed => lang.say("rule-bridge-owed", []),
        RuleError::NoBridgeLeft => lang.say("rule-no-bridge-left", []),
        RuleError::BridgeAlreadyBuilt => lang.say("rule-bridge-already-built", []),
        RuleError::BridgeTooFar(pos) => lang.say("rule-bridge-too-far", cell(pos)),
        RuleError::BridgeOnEmptyCell(pos) => lang.say("rule-bridge-on-empty-cell", cell(pos)),
        RuleError::TileHasBridge(pos) => lang.say("rule-tile-has-bridge", cell(pos)),
        RuleError::BridgeEndNotField { pos, dir } => {
            let [x, y] = cell(pos);
            lang.say("rule-bridge-end-not-field", [x, y, ("dir", dir.letter().into())])
        }
        RuleError::BridgeEndBlocked { pos, dir } => {
            let [x, y] = cell(pos);
            lang.say("rule-bridge-end-blocked", [x, y, ("dir", dir.letter().into())])
        }
        RuleError::BridgeDoesNotFit => lang.say("rule-bridge-does-not-fit", []),
        RuleError::CastleChoicePending => lang.say("rule-castle-choice-pending", []),
        RuleError::NoCastleChoice => lang.say("rule-no-castle-choice", []),
        RuleError::NoCastleLeft => lang.say("rule-no-castle-left", []),
        RuleError::ChooseFirst => lang.say("rule-choose-first", []),
        RuleError::OpeningBidPending => lang.say("rule-opening-bid-pending", []),
        RuleError::RaiseOrPass => lang.say("rule-raise-or-pass", []),
        RuleError::BuyOrSell => lang.say("rule-buy-or-sell", []),
        RuleError::NoAuction => lang.say("rule-no-auction", []),
        RuleError::NoSuchOffer(number) => lang.say("rule-no-such-offer", n(number)),
        RuleError::OfferTaken(number) => lang.say("rule-offer-taken", n(number)),
        RuleError::BidTooLow(points) => lang.say("rule-bid-too-low", [("points", points.into())]),
        _ => return None,
    })
}

/// Typed words that are none of its actions, the word at fault quoted back.
fn notation(error: &ParseActionError, lang: Lang) -> Option<String> {
    Some(match error {
        ParseActionError::BridgeArity => lang.say("notation-bridge-arity", []),
        ParseActionError::Axis(word) => lang.say("notation-axis", [typed(word)]),
        ParseActionError::CastleChoice => lang.say("notation-castle-choice", []),
        ParseActionError::Bid(word) => lang.say("notation-bid", [typed(word), ("max", MAX_BID.into())]),
        ParseActionError::TileNumber(word) => lang.say("notation-tile-number", [typed(word)]),
        _ => return None,
    })
}
