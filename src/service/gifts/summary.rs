//! The Gifts' events in the local driver's JSON summary. The driver is trusted: it may
//! see which card a player received.

use carcassonne_engine::rules::gifts::Happened;
use carcassonne_engine::{Audience, Event, Game, Seat};
use serde_json::{Value, json};

/// A gift received, drawn, opened or wasted, the deck reshuffled, a tile not kept.
pub(super) fn event(names: &[String], e: &Event) -> Option<Value> {
    Some(match Happened::of(e)? {
        Happened::GiftReceived { seat } => json!({"type": "gift_received", "player": names[seat.index()]}),
        Happened::GiftDrawn { seat, gift } => {
            json!({"type": "gift_drawn", "player": names[seat.index()], "gift": gift.word()})
        }
        Happened::GiftOpened { seat, play } => {
            json!({"type": "gift_opened", "player": names[seat.index()], "gift": play.to_string()})
        }
        Happened::GiftWasted { seat, gift } => {
            json!({"type": "gift_wasted", "player": names[seat.index()], "gift": gift.word()})
        }
        Happened::GiftsReshuffled => json!({"type": "gifts_reshuffled"}),
        Happened::TileReturned { tile } => json!({"type": "tile_returned", "tile": tile.id()}),
    })
}

/// Each player's hand, as its owner's view shows it: the local driver is trusted.
pub(super) fn player(game: &Game, seat: Seat, player: &mut Value) {
    if let Some(hand) = game.view(Audience::Seat(seat)).gifts().and_then(|g| g.hand(seat)) {
        player["gifts"] = hand.iter().map(|g| g.word()).collect();
    }
}

/// The deck's size and the opened cards of a game with the expansion.
pub(super) fn game(game: &Game, out: &mut Value) {
    if let Some(gifts) = game.view(Audience::Public).gifts() {
        out["gifts"] = json!({
            "deck": gifts.deck_len(),
            "opened": gifts.discard().iter().map(|g| g.word()).collect::<Vec<_>>(),
        });
    }
}
