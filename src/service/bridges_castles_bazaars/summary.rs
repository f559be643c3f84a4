//! Bridges, Castles & Bazaars' events in the local driver's JSON summary.

use carcassonne_engine::Event;
use serde_json::{Value, json};

use crate::service::summary::seats;

/// A bridge, a castle chosen or built, and each step of a bazaar.
pub(super) fn event(names: &[String], e: &Event) -> Option<Value> {
    Some(match e {
        Event::BridgeBuilt { seat, bridge } => json!({
            "type": "bridge", "player": names[seat.index()], "x": bridge.pos.x, "y": bridge.pos.y,
            "axis": bridge.axis.to_string(),
        }),
        Event::CastleChosen { seat, choice } => {
            json!({"type": "castle_choice", "player": names[seat.index()], "choice": choice.to_string()})
        }
        Event::CastleBuilt { seats: owners, cells } => json!({
            "type": "castle", "players": seats(names, *owners),
            "cells": cells.iter().map(|c| json!([c.x, c.y])).collect::<Vec<_>>(),
        }),
        Event::BazaarOpened { tiles } => {
            json!({"type": "bazaar", "tiles": tiles.iter().map(|t| t.id()).collect::<Vec<_>>()})
        }
        Event::BazaarChosen { seat, number, tile } => {
            json!({"type": "bazaar_choice", "player": names[seat.index()], "number": number, "tile": tile.id()})
        }
        Event::BidMade { seat, points } => {
            json!({"type": "bid", "player": names[seat.index()], "points": points})
        }
        Event::BidPassed { seat } => json!({"type": "bid_pass", "player": names[seat.index()]}),
        Event::TileWon { seat, tile, price, paid_to } => json!({
            "type": "tile_won", "player": names[seat.index()], "tile": tile.id(), "price": price,
            "paid_to": paid_to.map(|s| names[s.index()].clone()),
        }),
        _ => return None,
    })
}
