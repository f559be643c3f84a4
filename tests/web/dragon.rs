//! A whole game of Princess & Dragon in French on the board page, every decision of the
//! box played on its player's page as a player would (`web/tests/dragon.mjs`): Ann's
//! princess sends Bob's knight home by keyboard, Bob goes through the magic portal by
//! touch on his phone, Ann moves the fairy beside her meeple by mouse, and the dragon's
//! four steps (a dead end stops it) are chosen in turn, Ann by mouse then keyboard, Bob
//! by touch, on the lit cells of the mover's page while the other page offers none.
//! The tiles, the figure steps that are no decision of the box and the last turns are
//! played through the API. Both pages tell whoever moves the dragon next, in French; the
//! game ends with the scores the rules give.

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::NewGame;
use carcassonne_engine::{Audience, Expansion, Expansions, Pos};

use crate::support::person;
use crate::support::web::{self, Move, TwoPages};

/// The draw order: a princess, a portal, a volcano and a dragon tile among base tiles.
const TILES: [&str; 9] =
    ["BA/RFr", "BA/CFc+", "DG/CRRR.p", "DG/RrRr.g", "BA/L", "DG/F.v", "DG/RFr.d", "BA/RFr", "BA/C"];

use Move::{Api, Page};

/// The game, move by move (seat 0 Ann, seat 1 Bob).
const MOVES: [Move; 22] = [
    Api(0, "place -1 0 0"),
    Api(0, "meeple road "),
    Api(1, "place 0 -1 90"),
    Api(1, "meeple city N"),
    Api(0, "place 0 -2 180"),
    Page(0, "keyboard", "princess 0 -1 city N"),
    Api(1, "place 1 0 0"),
    Page(1, "touch", "portal 0 0 field "),
    Api(0, "place 0 1 0"),
    Page(0, "mouse", "fairy -1 0 road "),
    Api(1, "place -1 1 0"),
    Api(1, "pass"),
    Api(0, "place 2 0 0"),
    Api(0, "meeple road "),
    Page(0, "mouse", "dragon E"),
    Page(1, "touch", "dragon N"),
    Page(0, "keyboard", "dragon E"),
    Page(1, "touch", "dragon E"),
    Api(1, "place -2 0 0"),
    Api(1, "pass"),
    Api(0, "place 0 2 180"),
    Api(0, "pass"),
];

#[test]
fn a_french_princess_and_dragon_game_is_played_on_the_page() {
    let Some(web) = web::browser() else { return };
    let mut game = web::on_page(NewGame {
        expansions: Expansions::default().with(Expansion::PrincessDragon),
        seed: Some(1),
        tiles: Some(TILES.iter().map(|t| t.parse().expect("a tile")).collect()),
        language: Some(Lang::Fr),
        ..NewGame::default()
    });
    let mut pages = TwoPages::open(&web, "dragon", &game, Lang::Fr);
    let played = pages.play(&game, &MOVES);
    pages.finish();

    // Each dragon step: both pages name the mover and ask, in French, for its step.
    let names = ["Ann", "Bob"];
    for step in played.iter().filter(|p| p.action.starts_with("dragon ")) {
        for seat in 0..2 {
            let text = step.prompt(seat);
            assert!(text.starts_with(names[step.seat]) && text.contains("déplacez le dragon"), "{text}");
            assert!(!text.contains('`'), "no command notation on the page: {text}");
        }
    }
    let table = game.s.table(&person("Ann")).expect("the game");
    let game = table.game.as_ref().expect("started");
    assert!(game.is_over(), "the game played to its end");
    let view = game.view(Audience::Public);
    let pd = view.princess_dragon().expect("in play");
    assert_eq!(pd.dragon(), Some(Pos::new(2, 0)), "the dragon stopped at the dead end");
    // Ann's road of 4 tiles, and her fairy's point on two turns and 3 with the road.
    let scores: Vec<i32> = game.players().iter().map(|p| p.score).collect();
    assert_eq!(scores, [9, 0], "Ann, Bob");
}
