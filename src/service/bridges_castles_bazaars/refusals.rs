//! Bridges, Castles & Bazaars' refusals in players' words
//! (`bridges-castles-bazaars.ftl`): its rules' errors (a bridge, a castle, a bazaar's
//! auction) and the typed words of its actions (`bridge`, `castle`, `bid`, a bazaar's
//! tile number).

use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::rules::bridges_castles_bazaars::{MAX_BID, ParseError, Refusal};
use carcassonne_engine::{ExpansionParseError, ExpansionRefusal, RuleError};
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
    let RuleError::Expansion(ExpansionRefusal::BridgesCastlesBazaars(refusal)) = error else { return None };
    let n = |n: u8| [("n", FluentValue::from(n))];
    Some(match *refusal {
        Refusal::BridgeOwed => lang.say("rule-bridge-owed", []),
        Refusal::NoBridgeLeft => lang.say("rule-no-bridge-left", []),
        Refusal::BridgeAlreadyBuilt => lang.say("rule-bridge-already-built", []),
        Refusal::BridgeTooFar(pos) => lang.say("rule-bridge-too-far", cell(pos)),
        Refusal::BridgeOnEmptyCell(pos) => lang.say("rule-bridge-on-empty-cell", cell(pos)),
        Refusal::TileHasBridge(pos) => lang.say("rule-tile-has-bridge", cell(pos)),
        Refusal::BridgeEndNotField { pos, dir } => {
            let [x, y] = cell(pos);
            lang.say("rule-bridge-end-not-field", [x, y, ("dir", dir.letter().into())])
        }
        Refusal::BridgeEndBlocked { pos, dir } => {
            let [x, y] = cell(pos);
            lang.say("rule-bridge-end-blocked", [x, y, ("dir", dir.letter().into())])
        }
        Refusal::BridgeDoesNotFit => lang.say("rule-bridge-does-not-fit", []),
        Refusal::CastleChoicePending => lang.say("rule-castle-choice-pending", []),
        Refusal::NoCastleChoice => lang.say("rule-no-castle-choice", []),
        Refusal::NoCastleLeft => lang.say("rule-no-castle-left", []),
        Refusal::ChooseFirst => lang.say("rule-choose-first", []),
        Refusal::OpeningBidPending => lang.say("rule-opening-bid-pending", []),
        Refusal::RaiseOrPass => lang.say("rule-raise-or-pass", []),
        Refusal::BuyOrSell => lang.say("rule-buy-or-sell", []),
        Refusal::NoAuction => lang.say("rule-no-auction", []),
        Refusal::NoSuchOffer(number) => lang.say("rule-no-such-offer", n(number)),
        Refusal::OfferTaken(number) => lang.say("rule-offer-taken", n(number)),
        Refusal::BidTooLow(points) => lang.say("rule-bid-too-low", [("points", points.into())]),
    })
}

/// Typed words that are none of its actions, the word at fault quoted back.
fn notation(error: &ParseActionError, lang: Lang) -> Option<String> {
    let ParseActionError::Expansion(ExpansionParseError::BridgesCastlesBazaars(error)) = error else {
        return None;
    };
    Some(match error {
        ParseError::BridgeArity => lang.say("notation-bridge-arity", []),
        ParseError::Axis(word) => lang.say("notation-axis", [typed(word)]),
        ParseError::CastleChoice => lang.say("notation-castle-choice", []),
        ParseError::NumberArity(word) => lang.say("notation-number-arity", [("verb", (*word).into())]),
        ParseError::Bid(word) => lang.say("notation-bid", [typed(word), ("max", MAX_BID.into())]),
        ParseError::TileNumber(word) => lang.say("notation-tile-number", [typed(word)]),
    })
}
