//! The Gifts' refusals, notation errors and events as messages of its locale file
//! (`gifts.ftl`), and its events as rows of the terminal's summary.

use super::{Gift, GiftPlay, Happened, ParseError, Refusal, SetupRefusal};
use crate::rules::message::{Arg, Message};
use crate::setup::Expansion;

impl Refusal {
    /// The message that words it: a card by its word, a feature on the board by its cell
    /// and spot as a player types them.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::KeepFirst => Message::new("rule-keep-first"),
            Refusal::GiftBeforePlacing => Message::new("rule-gift-before-placing"),
            Refusal::NoTileToKeep => Message::new("rule-no-tile-to-keep"),
            Refusal::GiftNotInHand(card) => Message::new("rule-gift-not-in-hand").with("gift", card.word()),
            Refusal::GiftAlreadyOpened => Message::new("rule-gift-already-opened"),
            Refusal::GiftHasUse(card) => Message::new("rule-gift-has-use").with("gift", card.word()),
            Refusal::GiftUseless(card) => Message::new("rule-gift-useless").with("gift", card.word()),
            Refusal::NotAnIncompleteMonastery(t) => {
                Message::new("rule-not-an-incomplete-monastery").target(t)
            }
            Refusal::NotAnIncompleteRoad(t) => Message::new("rule-not-an-incomplete-road").target(t),
            Refusal::NoMeepleThere(t) => Message::new("rule-no-meeple-there").target(t),
            Refusal::NoSuchChange(spot) => Message::new("rule-no-such-change")
                .with("spot", Arg::Spot(spot))
                .with("feature", spot.kind.word()),
        }
    }
}

impl SetupRefusal {
    /// The message that words it.
    pub fn message(&self) -> Message {
        match *self {
            SetupRefusal::DeckWithoutGifts => {
                Message::new("setup-deck-without-gifts").with("expansion", Expansion::Gifts)
            }
            SetupRefusal::TooManyGifts(gift, count) => {
                Message::new("setup-too-many-gifts").with("gift", gift.word()).with("count", count)
            }
        }
    }
}

impl ParseError {
    /// The message that words it, the word at fault quoted back.
    pub fn message(&self) -> Message {
        match self {
            ParseError::Gift(word) => Message::new("notation-gift")
                .with("word", Arg::Typed(word.clone()))
                .with("words", Arg::Either(Gift::ALL.map(Gift::word).to_vec())),
            ParseError::GiftArity => Message::new("notation-gift-arity"),
            ParseError::Keep => Message::new("notation-keep"),
        }
    }
}

/// The card opened and what it acts on: `$gift`; the feature's cell, spot ("road
/// east") and words (`$x`, `$y`, `$spot`, `$feature`); Change position's new spot
/// (`$to-spot`, `$to`).
fn opened(message: Message, play: GiftPlay) -> Message {
    let message = message.with("gift", play.gift().word());
    let (message, target) = match play {
        GiftPlay::Synod(t) | GiftPlay::RoadSweeper(t) | GiftPlay::Retreat(t) => (message, Some(t)),
        GiftPlay::ChangePosition { from, to } => {
            (message.with("to-spot", Arg::SpotWords(to)).with("to", to.kind.word()), Some(from))
        }
        GiftPlay::TakeTwo | GiftPlay::Wasted(_) => (message, None),
    };
    match target {
        Some(t) => message.cell(t.pos).with("spot", Arg::SpotWords(t.spot)).feature(t.spot.kind),
        None => message,
    }
}

impl Happened {
    /// The message that tells it: who received a card, never which (but to its
    /// receiver, the event's audience); an opened card by name, face up for everyone.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::GiftReceived { seat } => Message::new("gift-received").who(seat),
            Happened::GiftDrawn { gift, .. } => {
                Message::new("gift-drawn").with("gift", gift.word()).with("word", gift.word())
            }
            Happened::GiftOpened { seat, play } => opened(Message::new("gift-opened").who(seat), play),
            Happened::GiftWasted { seat, gift } => {
                Message::new("gift-wasted").who(seat).with("gift", gift.word())
            }
            Happened::GiftsReshuffled => Message::new("gifts-reshuffled"),
            Happened::TileReturned { tile } => {
                Message::new("tile-returned").with("tile", Arg::TileFirst(tile))
            }
        })
    }

    /// Its row in the terminal's summary (the driver is trusted: it sees the card drawn).
    pub fn summary(&self) -> Message {
        match *self {
            Happened::GiftReceived { seat } => Message::new("gift_received").with("player", seat),
            Happened::GiftDrawn { seat, gift } => {
                Message::new("gift_drawn").with("player", seat).with("gift", gift.word())
            }
            Happened::GiftOpened { seat, play } => {
                Message::new("gift_opened").with("player", seat).with("gift", Arg::Text(play.to_string()))
            }
            Happened::GiftWasted { seat, gift } => {
                Message::new("gift_wasted").with("player", seat).with("gift", gift.word())
            }
            Happened::GiftsReshuffled => Message::new("gifts_reshuffled"),
            Happened::TileReturned { tile } => Message::new("tile_returned").with("tile", Arg::Tile(tile)),
        }
    }
}
