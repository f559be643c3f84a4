//! The board page in a real browser (Debian's Chromium driven by `playwright-core`, the
//! scenarios in `web/tests/*.mjs`), served by the real front end over a game set up
//! here: a turn played by pointer, one by keyboard alone, one by touch at phone size.
//! Each scenario ends Ann's turn through the page; the database then shows her tile
//! placed and Bob's turn. Without Chromium, Node or `web/node_modules` they are skipped
//! (and say so), unless `REQUIRE_BROWSER=1`.
//!
//! `BOARD_SCREENSHOTS=docs cargo test --test integration web::browser` also saves the
//! page in mid-turn at desktop and phone size (docs/web-desktop.png, docs/web-phone.png).

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, NewGame};
use carcassonne_engine::Seat;

use super::{PLAYERS, at, first_move, stack};

/// Moves played before the page opens: two rounds, each a tile and a figure or a pass.
const OPENING_MOVES: usize = 8;
use crate::support::backends::TestDb;
use crate::support::ok;
use crate::support::web;

/// Plays the scenario `name` on Ann's page of a new two-player base game in `lang`, then
/// checks through the service that her turn was played: a tile placed, Bob to move.
fn turn_played(name: &str, lang: Lang) {
    let Some(page) = web::browser() else { return };
    let db = TestDb::sqlite();
    let mut s = db.service();
    let new =
        NewGame { seed: Some(5), tiles: Some(stack(5, 12)), language: Some(lang), ..NewGame::default() };
    ok(s.handle(&at(PLAYERS[0]), Command::New(new)));
    ok(s.handle(&at(PLAYERS[1]), Command::Join));
    ok(s.handle(&at(PLAYERS[0]), Command::Start { keep_order: true }));
    let game = s.table(&at(PLAYERS[0])).expect("the game").row.id.0;
    let served = web::serve_itself(db.service());
    let links = [web::link(game, Some(0), lang), web::link(game, Some(1), lang)];
    // Two rounds played first through the API, so the page shows a game under way.
    for _ in 0..OPENING_MOVES {
        let (seat, answer, action) = (0..2)
            .find_map(|seat| {
                let answer = served.game(&links[seat]).json();
                first_move(&answer).map(|action| (seat, answer, action))
            })
            .expect("a seat may move");
        let revision = answer["revision"].as_u64().expect("a revision");
        let body = serde_json::json!({ "revision": revision, "action": action }).to_string();
        let origin = format!("http://{}", served.addr);
        let headers = [("X-Board-Link", links[seat].as_str()), ("Origin", origin.as_str())];
        assert_eq!(served.request("POST", "/api/act", &headers, &body).status, 200, "{action}");
    }
    let url = format!("http://{}/board#{}", served.addr, links[0]);
    web::scenario(&page, name, &url);
    let table = s.table(&at(PLAYERS[0])).expect("the game");
    let view = table.game.as_ref().expect("started").view(carcassonne_engine::Audience::Public);
    assert_eq!(view.board().tiles().len(), 2 + OPENING_MOVES / 2, "Ann's tile is on the board");
    let waiting: Vec<Seat> = view.decisions().iter().flat_map(|d| d.seats.iter()).collect();
    assert_eq!(waiting, vec![Seat(1)], "Bob's turn after Ann's, played on the page");
}

#[test]
fn a_turn_is_played_by_pointer() {
    turn_played("pointer", Lang::En);
}

#[test]
fn a_turn_is_played_by_keyboard_alone() {
    turn_played("keyboard", Lang::Fr);
}

#[test]
fn a_turn_is_played_by_touch_on_a_phone() {
    turn_played("phone", Lang::En);
}
