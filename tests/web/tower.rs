//! A game of The Tower in French on the board page, each decision of the box played on
//! its player's page as a player would (`web/tests/tower.mjs`): Ann builds a tower piece
//! on the foundation she placed by mouse on its lit cell, captures Bob's meeple in its
//! range by keyboard on the meeple's spot, Bob pays his ransom by touch on his phone
//! before placing his tile, then puts a meeple on top of Ann's tower by touch (the tower's
//! cell offers a piece and a meeple on top: he picks the meeple among its buttons). The
//! tiles and the other figure steps are played through the API. Both pages ask in
//! French, from the locales, with no command notation; the game ends with the scores the
//! rules give.

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, NewGame};
use carcassonne_engine::{Audience, Expansion, Expansions, Pos, Seat};

use super::at;
use crate::support::backends::TestDb;
use crate::support::ok;
use crate::support::web::{self, Move, Talk, by_api, offered};

/// The draw order: a tower foundation first, then base tiles.
const TILES: [&str; 6] = ["TO/F", "BA/C", "BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr"];

use Move::{Api, Page};

/// The game, move by move (seat 0 Ann, seat 1 Bob); a move ending in a space is the
/// first offered that starts with it.
const MOVES: [Move; 14] = [
    // The foundation south of the start tile.
    Api(0, "place 0 1 "),
    Api(0, "pass"),
    // Bob closes the start's city: 4 points, his meeple home.
    Api(1, "place 0 -1 "),
    Api(1, "meeple city "),
    Api(0, "place -1 0 "),
    Api(0, "pass"),
    // Bob's meeple on a road beside the foundation: in a tower's range there.
    Api(1, "place 0 2 "),
    Api(1, "meeple road "),
    Api(0, "place 1 0 "),
    Page(0, "mouse", "tower 0 1"),
    Page(0, "keyboard", "capture 0 2 "),
    Page(1, "touch", "ransom 1 meeple"),
    Api(1, "place -2 0 "),
    Page(1, "touch", "top 0 1"),
];

#[test]
fn a_french_tower_game_is_played_on_the_page() {
    let Some(page) = web::browser() else { return };
    let db = TestDb::sqlite();
    let mut s = db.service();
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::Tower),
        seed: Some(1),
        tiles: Some(TILES.iter().map(|t| t.parse().expect("a tile")).collect()),
        language: Some(Lang::Fr),
        ..NewGame::default()
    };
    ok(s.handle(&at("Ann"), Command::New(new)));
    ok(s.handle(&at("Bob"), Command::Join));
    ok(s.handle(&at("Ann"), Command::Start { keep_order: true }));
    let game = s.table(&at("Ann")).expect("the game").row.id.0;
    let served = web::serve_itself(db.service());
    let links = [web::link(game, Some(0), Lang::Fr), web::link(game, Some(1), Lang::Fr)];
    let url = |seat: usize| format!("http://{}/board#{}", served.addr, links[seat]);
    let mut talk = Talk::start_with(&page, "tower", &url(0), &[("BOARD_URL_2", &url(1))]);
    let mut prompts = Vec::new();
    for m in &MOVES {
        match *m {
            Api(seat, action) => by_api(&served, &links[seat], action),
            Page(seat, mode, wanted) => {
                let shown = served.game(&links[seat]).json();
                let action = offered(&shown, wanted);
                let revision = shown["revision"].as_u64().expect("a revision");
                let printed = talk.ask(&format!("play {seat} {mode} {revision} {action}"), "played");
                prompts.push((seat, action, printed));
            }
        }
    }
    talk.finish();

    // Each step: both pages ask in French, the mover's prompt naming them, in the
    // locale's words and never a command's notation.
    let names = ["Ann", "Bob"];
    for (seat, action, printed) in &prompts {
        let shown: Vec<&String> = printed.iter().filter(|l| l.starts_with("prompt ")).collect();
        assert_eq!(shown.len(), 2, "{printed:?}");
        for prompt in shown {
            let text = prompt.split_once(" \"").map(|(_, t)| t).unwrap_or_default();
            assert!(!text.contains('`'), "no command notation on the page: {prompt}");
            for notation in ["tour ", "capture ", "rançon ", "sommet "] {
                assert!(!text.contains(&format!("`{notation}")), "{prompt}");
            }
            if prompt.starts_with(&format!("prompt {seat} ")) {
                assert!(text.starts_with(names[*seat]), "{action}: {prompt}");
            }
        }
        let mine = printed
            .iter()
            .find(|l| l.starts_with(&format!("prompt {seat} ")))
            .unwrap_or_else(|| panic!("{printed:?}"));
        if action.starts_with("capture ") {
            assert!(
                mine.contains("la tour en 0 1 a un étage") && mine.contains("choisissez qui capturer"),
                "{mine}"
            );
        } else if !action.starts_with("ransom ") {
            assert!(mine.contains("un étage de tour"), "the figure step offers a piece: {mine}");
        }
    }
    let table = s.table(&at("Ann")).expect("the game");
    let game = table.game.as_ref().expect("started");
    assert!(game.is_over(), "the game played to its end");
    let view = game.view(Audience::Public);
    let tower = view.tower().expect("in play");
    let built = tower.tower_at(Pos::new(0, 1)).expect("Ann's tower");
    assert_eq!(built.height, 1);
    assert_eq!(built.top.map(|(seat, _)| seat.index()), Some(1), "Bob's meeple on top");
    assert_eq!(tower.pieces(Seat(0)), 9, "Ann built one piece of her 10");
    assert_eq!(tower.held_by(Seat(0)).len(), 0, "Bob paid his meeple back");
    // Bob's city of 2 tiles (4), less the ransom paid to Ann (3).
    let scores: Vec<i32> = game.players().iter().map(|p| p.score).collect();
    assert_eq!(scores, [3, 1], "Ann, Bob");
}
