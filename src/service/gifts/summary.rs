//! The Gifts' events in the local driver's JSON summary. The driver is trusted: it may
//! see which card a player received.

use carcassonne_engine::Event;
use serde_json::{Value, json};

/// A gift received, drawn, opened or wasted, the deck reshuffled, a tile not kept.
pub(super) fn event(names: &[String], e: &Event) -> Option<Value> {
    Some(match e {
        Event::GiftReceived { seat } => json!({"type": "gift_received", "player": names[seat.index()]}),
        Event::GiftDrawn { seat, gift } => {
            json!({"type": "gift_drawn", "player": names[seat.index()], "gift": gift.word()})
        }
        Event::GiftOpened { seat, play } => {
            json!({"type": "gift_opened", "player": names[seat.index()], "gift": play.to_string()})
        }
        Event::GiftWasted { seat, gift } => {
            json!({"type": "gift_wasted", "player": names[seat.index()], "gift": gift.word()})
        }
        Event::GiftsReshuffled => json!({"type": "gifts_reshuffled"}),
        Event::TileReturned { tile } => json!({"type": "tile_returned", "tile": tile.id()}),
        _ => return None,
    })
}
