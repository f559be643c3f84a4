//! The board page's answers in the shape of the API's first version, for pages opened
//! before the API had versions: their script sends no `X-Board-Api` and cannot load
//! itself again, so an upgrade of the bot would leave them reading fields that are no
//! longer there. The answer the service gives (the current version,
//! [`PAGE_API`](crate::service::PAGE_API)) is given the first version's fields beside
//! its own, made from them: the box-named `gifts` of each seat, `hand`, `bids`,
//! `bazaar` and `dragon`, and the words those pages looked up for them. Those pages
//! read nothing else of those fields (the dragon's `steps` and `left` were never
//! shown), and pass over the new ones.
//!
//! A page of a later version notices a version other than its own and loads itself
//! again, so no later version needs such a module. This one may go once no page of
//! the first version can still be open: their links lasted a day, an Activity's page
//! until it was closed.

use serde_json::{Map, Value, json};

/// The version a page is answered in: the one its `X-Board-Api` header names, the
/// first when it names none.
pub fn version(header: Option<&str>) -> u32 {
    header.and_then(|v| v.trim().parse().ok()).unwrap_or(1)
}

/// `game`, an answer about a game in the current shape, with the first version's
/// fields made from it.
pub fn game(mut game: Value) -> Value {
    let Value::Object(fields) = &mut game else { return game };
    let hidden = fields.get("hidden").and_then(|h| h.get(0)).cloned();
    let mut words = Map::new();
    if let Some(seats) = fields.get_mut("seats").and_then(Value::as_array_mut) {
        for (i, seat) in seats.iter_mut().enumerate() {
            seat["gifts"] = hidden.as_ref().map_or(Value::Null, |h| h["counts"][i].clone());
        }
    }
    let hand = hidden.as_ref().map_or(Value::Null, |h| h["own"].clone());
    if let Some(h) = &hidden {
        words.insert("gifts".into(), h["title"].clone());
        words.insert("your-gifts".into(), h["yours"].clone());
    }
    let number = fields.get("number").filter(|n| !n.is_null());
    let bids = number.map_or(Value::Null, |n| json!({"min": n["min"], "max": n["max"]}));
    if let Some(n) = number {
        words.insert("bid".into(), n["button"].clone());
        words.insert("bid-points".into(), n["label"].clone());
    }
    let offers = fields.get("offers").filter(|o| !o.is_null());
    let bazaar = offers.map_or(Value::Null, |o| o["tiles"].clone());
    if let Some(o) = offers {
        words.insert("bazaar".into(), o["title"].clone());
    }
    let path = fields.get("path").filter(|p| !p.is_null());
    let dragon = path.map_or(Value::Null, |p| json!({"path": p["cells"], "words": p["words"]}));
    fields.insert("hand".into(), hand);
    fields.insert("bids".into(), bids);
    fields.insert("bazaar".into(), bazaar);
    fields.insert("dragon".into(), dragon);
    if let Some(Value::Object(own)) = fields.get_mut("words") {
        own.extend(words);
    }
    game
}

/// The Activity's session answer, its game made as [`game`] makes one.
pub fn session(mut session: Value) -> Value {
    if let Some(answer) = session.get_mut("game") {
        *answer = game(answer.take());
    }
    session
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_that_names_no_version_is_of_the_first() {
        assert_eq!(version(None), 1);
        assert_eq!(version(Some("2")), 2);
        assert_eq!(version(Some("two")), 1);
    }

    /// Each box-named field of the first version is made from its generic one, with its
    /// words; without them, each is `null`.
    #[test]
    fn the_first_version_s_fields_come_from_the_generic_ones() {
        let current = json!({
            "seats": [{"seat": 0}, {"seat": 1}],
            "words": {"title": "Carcassonne"},
            "hidden": [{"title": "Gifts held", "counts": [2, 0], "yours": "Your gifts:", "own": ["Synod", "Retreat"]}],
            "number": {"min": 1, "max": 99, "verb": "bid", "label": "Points to bid", "button": "Bid"},
            "offers": {"title": "The bazaar", "tiles": [{"tile": "BA/R", "words": "1. a road", "up": true}]},
            "path": {"cells": [[1, 0], [0, 0]], "words": "The dragon flew 1 0 → 0 0"},
        });
        let old = game(current);
        assert_eq!((&old["seats"][0]["gifts"], &old["seats"][1]["gifts"]), (&json!(2), &json!(0)));
        assert_eq!(old["hand"], json!(["Synod", "Retreat"]));
        assert_eq!(old["bids"], json!({"min": 1, "max": 99}));
        assert_eq!(old["bazaar"], json!([{"tile": "BA/R", "words": "1. a road", "up": true}]));
        assert_eq!(old["dragon"], json!({"path": [[1, 0], [0, 0]], "words": "The dragon flew 1 0 → 0 0"}));
        let words = json!({
            "title": "Carcassonne", "gifts": "Gifts held", "your-gifts": "Your gifts:", "bid": "Bid",
            "bid-points": "Points to bid", "bazaar": "The bazaar",
        });
        assert_eq!(old["words"], words);
        let bare = game(
            json!({"seats": [{}], "words": {}, "hidden": [], "number": null, "offers": null, "path": null}),
        );
        for field in ["hand", "bids", "bazaar", "dragon"] {
            assert_eq!(bare[field], Value::Null, "{field}");
        }
        assert_eq!(bare["seats"][0]["gifts"], Value::Null);
    }
}
