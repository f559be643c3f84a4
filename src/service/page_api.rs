//! The board page's answer about a game in the fields every box fills the same way,
//! none named after a box: what players hold hidden (`hidden`), the number a seat may
//! type (`number`), tiles offered for everyone to see (`offers`), a path on the board
//! (`path`) and what to tap (`hint`); and the version of the page's API.

use carcassonne_engine::{Pos, Seat, TileKind, View};
use serde_json::{Map, Value, json};

use super::{expansion, facts, supply};
use crate::locale::Lang;

/// The version of the board page's API, which every answer names (`api`) and every page
/// sends (`X-Board-Api`): raised with any change of the answer's shape. A page that
/// reads another version than its own loads itself again (`web/src/main.ts`), so that
/// one opened before an upgrade goes on with the page that reads the new shape; a page
/// of the first version, from before the API had versions, sends none and is answered
/// in its shape by the front end (`web::v1`), as it cannot load itself again.
pub const PAGE_API: u32 = 2;

/// A box's part in the board page's answer about the game, filled by its
/// `ExpansionService::page_game` from the board.
#[derive(Debug, Default)]
pub(super) struct PageGame {
    /// Tiles offered for every viewer to see, under their title (a running bazaar's):
    /// a bid is for a tile seen by bidders and watchers alike.
    pub(super) offers: Option<Offers>,
    /// A path on the board under way, for every viewer (the dragon's flight).
    pub(super) path: Option<Path>,
    /// What to tap, worded for the step (a capture, the dragon's next step).
    pub(super) hint: Option<String>,
}

/// Tiles offered for everyone to see, under their title.
#[derive(Debug)]
pub(super) struct Offers {
    /// Their heading ("The bazaar").
    pub(super) title: String,
    /// Each tile, in order.
    pub(super) tiles: Vec<Offered>,
}

/// One tile offered.
#[derive(Debug)]
pub(super) struct Offered {
    /// The tile, whose pictures the page asks by its id.
    pub(super) tile: TileKind,
    /// Its number and words, with who took it or its top bid ("2. a curved road — up
    /// for auction, top bid 3 by Ann").
    pub(super) words: String,
    /// Whether it is the one at stake now (under the hammer).
    pub(super) up: bool,
}

/// A path on the board under way.
#[derive(Debug)]
pub(super) struct Path {
    /// The cells it went through, its start first and where it is last.
    pub(super) cells: Vec<Pos>,
    /// It in words (the steps taken and left, who picks each).
    pub(super) words: String,
}

/// The generic fields of the answer about `view` for the page of `viewer` (a seat's,
/// or a spectator's), each set whatever the game's boxes (`null` or empty then), so
/// that the answer's shape is the same for every game: every box's part
/// (`ExpansionService::page_game`), the hidden hands (`supply::page`) and the number
/// `mine`, the seat deciding now, may type.
pub(super) fn fields(
    view: &View,
    viewer: Option<Seat>,
    mine: Option<Seat>,
    names: &[String],
    lang: Lang,
    out: &mut Map<String, Value>,
) {
    let mut page = PageGame::default();
    expansion::every().for_each(|part| part.page_game(view, viewer, names, lang, &mut page));
    let offers = page.offers.map(|offers| {
        let tiles: Vec<Value> = offers
            .tiles
            .into_iter()
            .map(|o| json!({"tile": o.tile.to_string(), "words": o.words, "up": o.up}))
            .collect();
        json!({"title": offers.title, "tiles": tiles})
    });
    let path = page.path.map(|path| {
        let cells: Vec<[i32; 2]> = path.cells.iter().map(|p| [p.x, p.y]).collect();
        json!({"cells": cells, "words": path.words})
    });
    out.insert("api".into(), PAGE_API.into());
    out.insert("hidden".into(), supply::page(view, viewer, lang).into());
    out.insert("number".into(), number(view, mine, lang));
    out.insert("offers".into(), json!(offers));
    out.insert("path".into(), json!(path));
    out.insert("hint".into(), json!(page.hint));
}

/// The numbers `seat` may type now (a bazaar's bids: its buttons offer the lowest few),
/// lowest and highest, with the verb they are typed after and the words of the page's
/// field and button; `null` when it may type none.
fn number(view: &View, seat: Option<Seat>, lang: Lang) -> Value {
    let Some((numbers, min)) = seat.and_then(|seat| facts::numbers(view, seat)) else { return Value::Null };
    json!({
        "min": min,
        "max": numbers.max,
        "verb": numbers.verb,
        "label": lang.say(numbers.label, []),
        "button": lang.say(numbers.button, []),
    })
}
