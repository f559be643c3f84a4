//! The whole game at hand on a phone (issue 86): the sheet of the tiles to come, opened
//! and closed by keyboard, read in the game's language, axe-clean (`web/tests/unseen.mjs`).

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Link, NewGame};
use carcassonne_engine::{Audience, TileKind};

use super::{PLAYERS, at, stack};
use crate::support::web::{self, OnPage};

/// Ann opens the sheet of the tiles to come on her phone at her first turn, by keyboard,
/// in `lang`: it shows the draws left (the fixed stack less the tile in hand), each kind
/// counted and named as the bot names it, as many as the count of tiles left says, under
/// the heading and Close button of `lang`'s locale.
fn the_sheet_of_tiles_to_come_is_read_on_a_phone(lang: Lang) {
    let Some(page) = web::browser() else { return };
    let tiles = stack(5, 12);
    let new =
        NewGame { seed: Some(5), tiles: Some(tiles.clone()), language: Some(lang), ..NewGame::default() };
    let on_page = web::on_page(new);
    let url = on_page.url(Some(0), lang);
    let printed = web::scenario_printing(&page, "unseen", &url);
    let OnPage { db: _db, mut s, game, .. } = on_page;
    let line = |name: &str| {
        printed
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .unwrap_or_else(|| panic!("{name}in {printed}"))
            .to_owned()
    };
    assert_eq!(line("heading "), lang.say("web-page-unseen", []), "{printed}");
    assert_eq!(line("close "), lang.say("web-page-close", []), "{printed}");
    let table = s.table(&at(PLAYERS[0])).expect("the game");
    let view = table.game.as_ref().expect("started").view(Audience::Public);
    let left = view.tiles_left();
    assert_eq!(line("left "), left.to_string(), "the count shown is the tiles left");
    // The fixed stack is drawn from its start: what is left is its end, shown by kind.
    let mut expected: Vec<TileKind> = tiles[tiles.len() - left..].to_vec();
    expected.sort_unstable();
    let answer = s.web_game(&Link { lang, ..web::own_link(game, 0) }).expect("the game");
    let mut told = Vec::new();
    let mut shown = Vec::new();
    for kind in answer["unseen"]["kinds"].as_array().expect("the tiles to come") {
        let (tile, count) = (kind["tile"].as_str().expect("an id"), kind["count"].as_u64().expect("a count"));
        let words = kind["words"].as_str().expect("words");
        let parsed: TileKind = tile.parse().expect("a tile");
        told.extend(std::iter::repeat_n(parsed, usize::try_from(count).expect("a count")));
        shown.push(format!("{tile} {count} {count} × {words}"));
    }
    assert_eq!(told, expected, "the bot tells the draws left by kind, nothing else");
    let drawn: Vec<&str> = printed.lines().filter_map(|l| l.strip_prefix("unseen ")).collect();
    assert_eq!(drawn, shown, "the page shows each kind as the bot tells it");
}

#[test]
fn the_sheet_of_tiles_to_come_is_read_on_a_phone_in_english() {
    the_sheet_of_tiles_to_come_is_read_on_a_phone(Lang::En);
}

#[test]
fn the_sheet_of_tiles_to_come_is_read_on_a_phone_in_french() {
    the_sheet_of_tiles_to_come_is_read_on_a_phone(Lang::Fr);
}
