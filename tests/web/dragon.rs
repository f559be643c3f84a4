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
use carcassonne_bot::service::{Command, NewGame};
use carcassonne_engine::{Audience, Expansion, Expansions, Pos};

use super::at;
use crate::support::backends::TestDb;
use crate::support::ok;
use crate::support::web::{self, Move, Talk, by_api, offered};

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
    let Some(page) = web::browser() else { return };
    let db = TestDb::sqlite();
    let mut s = db.service();
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::PrincessDragon),
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
    let mut talk = Talk::start_with(&page, "dragon", &url(0), &[("BOARD_URL_2", &url(1))]);
    let mut dragon_prompts = Vec::new();
    for m in &MOVES {
        match *m {
            Api(seat, action) => by_api(&served, &links[seat], action),
            Page(seat, mode, wanted) => {
                let shown = served.game(&links[seat]).json();
                let action = offered(&shown, wanted);
                let revision = shown["revision"].as_u64().expect("a revision");
                let printed = talk.ask(&format!("play {seat} {mode} {revision} {action}"), "played");
                if action.starts_with("dragon ") {
                    dragon_prompts.push((seat, printed));
                }
            }
        }
    }
    talk.finish();

    // Each dragon step: both pages name the mover and ask, in French, for its step.
    let names = ["Ann", "Bob"];
    for (seat, printed) in &dragon_prompts {
        let prompts: Vec<&String> = printed.iter().filter(|l| l.starts_with("prompt ")).collect();
        assert_eq!(prompts.len(), 2, "{printed:?}");
        for prompt in prompts {
            let text = prompt.split_once(" \"").map(|(_, t)| t).unwrap_or_default();
            assert!(text.starts_with(names[*seat]) && text.contains("déplacez le dragon"), "{prompt}");
            assert!(!text.contains('`'), "no command notation on the page: {prompt}");
        }
    }
    let table = s.table(&at("Ann")).expect("the game");
    let game = table.game.as_ref().expect("started");
    assert!(game.is_over(), "the game played to its end");
    let view = game.view(Audience::Public);
    let pd = view.princess_dragon().expect("in play");
    assert_eq!(pd.dragon(), Some(Pos::new(2, 0)), "the dragon stopped at the dead end");
    // Ann's road of 4 tiles, and her fairy's point on two turns and 3 with the road.
    let scores: Vec<i32> = game.players().iter().map(|p| p.score).collect();
    assert_eq!(scores, [9, 0], "Ann, Bob");
}
