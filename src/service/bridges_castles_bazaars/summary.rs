//! Bridges, Castles & Bazaars on the board in the local driver's JSON summary: bridges,
//! castles and the auction (its events are the rows they name).

use carcassonne_engine::rules::bridges_castles_bazaars::{Auction, BcbView};
use serde_json::{Value, json};

use crate::service::summary::seats;

/// The auction in progress: the offers (with winners and prices), the chooser, the
/// tile under the hammer (numbered from 1), each bid and pass, and the top bid.
fn auction(names: &[String], a: &Auction) -> Value {
    let offers: Vec<Value> = a
        .offers
        .iter()
        .enumerate()
        .map(|(i, o)| {
            json!({
                "number": i + 1, "tile": o.tile.id(),
                "winner": o.winner.map(|s| names[s.index()].clone()), "price": o.price,
            })
        })
        .collect();
    let players = 0..names.len();
    let bids: serde_json::Map<String, Value> =
        players.clone().filter_map(|i| a.bids[i].map(|b| (names[i].clone(), json!(b)))).collect();
    let passed: Vec<&String> = players.filter(|&i| a.passed[i]).map(|i| &names[i]).collect();
    json!({
        "placer": names[a.placer.index()], "chooser": names[a.chooser.index()], "offers": offers,
        "chosen": a.chosen.map(|i| i + 1), "bids": bids, "passed": passed,
        "top_bid": a.top_bid().map(|(s, b)| json!({"player": names[s.index()], "points": b})),
    })
}

/// Bridges, Castles & Bazaars on the board and in play: bridges and castles built,
/// the auction in progress and the bazaar's turns still to play.
pub(super) fn bridges_castles_bazaars(names: &[String], bcb: &BcbView<'_>) -> Value {
    let bridges: Vec<Value> = bcb
        .bridges()
        .iter()
        .map(|b| json!({"x": b.pos.x, "y": b.pos.y, "axis": b.axis.to_string()}))
        .collect();
    let castles: Vec<Value> = bcb
        .castles()
        .iter()
        .map(|c| {
            json!({
                "cells": c.cells.iter().map(|p| json!([p.x, p.y])).collect::<Vec<_>>(),
                "occupants": seats(names, c.occupants()), "scored": c.scored,
            })
        })
        .collect();
    let queue: Vec<Value> =
        bcb.queue().iter().map(|(s, t)| json!({"player": names[s.index()], "tile": t.id()})).collect();
    json!({
        "bridges": bridges, "castles": castles,
        "auction": bcb.auction().map(|a| auction(names, a)), "bazaar_turns": queue,
    })
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::Seat;
    use carcassonne_engine::rules::bridges_castles_bazaars::Happened;

    use super::*;

    /// A tile won at a bazaar names its buyer, its price and whom it was paid to.
    #[test]
    fn a_tile_won_says_its_price_and_whom_it_paid() {
        let names = ["Alice", "Bob"].map(String::from).to_vec();
        let tile = "BA/L".parse().expect("a tile");
        let won = Happened::TileWon { seat: Seat(1), tile, price: 3, paid_to: Some(Seat(0)) };
        assert_eq!(
            crate::service::message::json(&won.summary(), &names),
            json!({"type": "tile_won", "player": "Bob", "tile": "BA/L", "price": 3, "paid_to": "Alice"})
        );
    }
}
