//! The Gifts' refusals in players' words (`gifts.ftl`): its rules' errors (a card, what
//! it acts on, the tile kept of two), a fixed gift deck, the typed words of `gift` and
//! `keep`, and its commands' own refusals (no gifts in this game; a card with no target
//! named, with none now, or which may only be wasted).

use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::rules::gifts::{Gift, ParseError, Refusal, SetupRefusal};
use carcassonne_engine::{
    Expansion, ExpansionParseError, ExpansionRefusal, ExpansionSetupError, RuleError, SetupError,
};
use fluent_bundle::FluentValue;

use super::Refused;
use crate::locale::Lang;
use crate::service::ExpansionUserError;
use crate::service::error::{UserError, spelled, spot, target, titled, typed};

/// The refusal in `lang` when it is one of The Gifts', else `None`.
pub(super) fn words(error: &UserError, lang: Lang) -> Option<String> {
    let card = |gift: &Gift| [("card", FluentValue::from(gift.word()))];
    Some(match error {
        UserError::Expansion(ExpansionUserError::Gifts(refused)) => match refused {
            Refused::NoGifts => lang.say("error-no-gifts", []),
            Refused::TargetMissing(gift) => lang.say("error-gift-target-missing", card(gift)),
            Refused::Idle(gift) => lang.say("error-gift-idle", card(gift)),
            Refused::Wastable(gift) => lang.say("error-gift-wastable", card(gift)),
        },
        UserError::Rule(rule) => return self::rule(rule, lang),
        UserError::Setup(SetupError::Expansion(ExpansionSetupError::Gifts(
            SetupRefusal::DeckWithoutGifts,
        ))) => lang.say("setup-deck-without-gifts", [titled(Expansion::Gifts, lang)]),
        UserError::Setup(SetupError::Expansion(ExpansionSetupError::Gifts(SetupRefusal::TooManyGifts(
            gift,
            count,
        )))) => lang.say("setup-too-many-gifts", [("gift", gift.word().into()), ("count", (*count).into())]),
        UserError::Notation(ParseActionError::Expansion(ExpansionParseError::Gifts(error))) => match error {
            ParseError::Gift(word) => {
                lang.say("notation-gift", [typed(word), ("words", spelled(Gift::ALL.map(Gift::word), lang))])
            }
            ParseError::GiftArity => lang.say("notation-gift-arity", []),
            ParseError::Keep => lang.say("notation-keep", []),
        },
        _ => return None,
    })
}

/// Its rules' errors: a card by its name, a feature on the board by its cell and spot
/// in the reader's notation.
fn rule(error: &RuleError, lang: Lang) -> Option<String> {
    let gift = |gift: Gift| [("gift", FluentValue::from(gift.word()))];
    let RuleError::Expansion(ExpansionRefusal::Gifts(refusal)) = *error else { return None };
    Some(match refusal {
        Refusal::KeepFirst => lang.say("rule-keep-first", []),
        Refusal::GiftBeforePlacing => lang.say("rule-gift-before-placing", []),
        Refusal::NoTileToKeep => lang.say("rule-no-tile-to-keep", []),
        Refusal::GiftNotInHand(card) => lang.say("rule-gift-not-in-hand", gift(card)),
        Refusal::GiftAlreadyOpened => lang.say("rule-gift-already-opened", []),
        Refusal::GiftHasUse(card) => lang.say("rule-gift-has-use", gift(card)),
        Refusal::GiftUseless(card) => lang.say("rule-gift-useless", gift(card)),
        Refusal::NotAnIncompleteMonastery(t) => lang.say("rule-not-an-incomplete-monastery", target(t, lang)),
        Refusal::NotAnIncompleteRoad(t) => lang.say("rule-not-an-incomplete-road", target(t, lang)),
        Refusal::NoMeepleThere(t) => lang.say("rule-no-meeple-there", target(t, lang)),
        Refusal::NoSuchChange(s) => lang.say("rule-no-such-change", spot(s, lang)),
    })
}
