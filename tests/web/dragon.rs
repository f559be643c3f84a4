//! A whole game of Princess & Dragon on the board page, in English and in French, every
//! decision of the box played on its player's page as a player would
//! (`web/tests/dragon.mjs`, axe-core clean on the dragon's new elements): Ann's
//! princess sends Bob's knight home by keyboard, Bob goes through the magic portal by
//! touch on his phone, Ann moves the fairy beside her meeple by mouse, and the dragon's
//! four steps (a dead end stops it) are chosen in turn, Ann by mouse then keyboard, Bob
//! by touch, on the lit cells of the mover's page while the other page offers none.
//! The tiles, the figure steps that are no decision of the box and the last turns are
//! played through the API. Both pages tell the dragon's flight and whoever moves it next,
//! in the game's language; the game ends with the scores the rules give.

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{NewGame, Service};
use carcassonne_engine::{Audience, Expansion, Expansions, Pos};
use serde_json::Value;

use crate::support::backends::TestDb;
use crate::support::web::{self, Move, TwoPages};
use crate::support::{T0, person};

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

/// What the pages say of the dragon in a language: how the flight told opens, its words
/// for who picks the steps, and the mover's prompt's.
struct Said {
    lang: Lang,
    flight: &'static str,
    pickers: &'static str,
    prompt: &'static str,
}

/// The game played on both pages in `said`'s language, and what they said checked.
fn played_on_the_page(said: &Said) {
    let Some(web) = web::browser() else { return };
    let mut game = web::scripted(Expansions::default().with(Expansion::PrincessDragon), &TILES, said.lang);
    let mut pages = TwoPages::open(&web, "dragon", &game, said.lang);
    let played = pages.play(&game, &MOVES);
    pages.finish();
    let lang = said.lang;
    let dragon_steps = || played.iter().filter(|p| p.action.starts_with("dragon "));
    // Each dragon step's page told the flight beside the board.
    for step in dragon_steps() {
        let told = step.printed.iter().find_map(|l| l.strip_prefix("flight ")).expect("the flight told");
        assert!(told.contains(said.flight) && told.contains(said.pickers), "{lang:?}: {told}");
    }
    // A side onto figures was warned at some step (and axe-core checked it there).
    let warned: usize = dragon_steps()
        .filter_map(|step| step.printed.iter().find_map(|l| l.strip_prefix("warned ")))
        .map(|n| n.parse::<usize>().expect("a count"))
        .sum();
    assert!(warned > 0, "{lang:?}: no side onto figures was warned");

    // Each dragon step: both pages name the mover and ask for its step.
    let names = ["Ann", "Bob"];
    for step in dragon_steps() {
        for seat in 0..2 {
            let text = step.prompt(seat);
            assert!(text.starts_with(names[step.seat]) && text.contains(said.prompt), "{lang:?}: {text}");
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

#[test]
fn a_french_princess_and_dragon_game_is_played_on_the_page() {
    played_on_the_page(&Said {
        lang: Lang::Fr,
        flight: "Le vol du dragon",
        pickers: "qui choisit chacun",
        prompt: "déplacez le dragon",
    });
}

#[test]
fn an_english_princess_and_dragon_game_is_played_on_the_page() {
    played_on_the_page(&Said {
        lang: Lang::En,
        flight: "The dragon's flight",
        pickers: "who picks each",
        prompt: "move the dragon",
    });
}

/// A line of tiles (-1,0) to (2,0), Ann's meeple on (-1,0), the dragon on the volcano at
/// (1,0) and Ann's dragon tile at (2,0): in `lang`, the service's answer to Ann, then to
/// Bob after Ann's first step west, and Bob's link.
fn flight(lang: Lang) -> (Value, Value, Value) {
    let db = TestDb::sqlite();
    let mut s: Service = db.service();
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::PrincessDragon),
        seed: Some(1),
        tiles: Some(["BA/RFr", "DG/RFr.v", "DG/RFr.d"].iter().map(|t| t.parse().expect("a tile")).collect()),
        language: Some(lang),
        ..NewGame::default()
    };
    let game = web::started(&mut s, person, ["Ann", "Bob"], new);
    let links = [web::own_link(game, 0), web::own_link(game, 1)];
    let play = |s: &mut Service, seat: usize, action: &str| {
        let revision = s.web_game(&links[seat]).expect("the game")["revision"].as_u64().expect("a revision");
        s.web_act(&links[seat], revision, action, T0).unwrap_or_else(|e| panic!("{action}: {}", e.text));
    };
    for (seat, action) in
        [(0, "place -1 0 0"), (0, "meeple road W"), (1, "place 1 0 0"), (0, "place 2 0 0"), (0, "pass")]
    {
        play(&mut s, seat, action);
    }
    let ann = s.web_game(&links[0]).expect("the game");
    let watching = s.web_game(&links[1]).expect("the game");
    play(&mut s, 0, "dragon W");
    let bob = s.web_game(&links[1]).expect("the game");
    assert_eq!(watching["hint"], Value::Null, "no hint for whoever does not move the dragon");
    assert_eq!(watching["path"], ann["path"], "everyone sees the flight");
    (ann, bob, watching)
}

/// The dragon told on the page, in English and in French: the path flown this move, the
/// steps taken and left and who picks each, the mover's hint naming the tiles it may
/// enter, each side's button named by its tile, and the side onto Ann's meeple warned
/// with whose figure the dragon would eat; the side onto an empty tile is not.
#[test]
fn the_dragons_flight_and_its_meals_are_told_on_the_page_in_both_languages() {
    let cases = [
        (
            Lang::En,
            "The dragon's flight: 1 0 (no step yet), 6 steps left; who picks each, in turn: Ann, Bob, Ann, Bob, Ann, Bob.",
            "The dragon's flight: 1 0 → 0 0 (one step), 5 steps left; who picks each, in turn: Bob, Ann, Bob, Ann, Bob.",
            "the dragon would eat a figure there (Ann)",
            "Tap a lit cell to move the dragon there",
            [
                "Dragon east: the last tile beside the dragon (2 0)",
                "Dragon west: the tile beside Ann's thief (0 0)",
            ],
            "Dragon west: the tile of Ann's thief (-1 0)",
            "On the board: the tile of Ann's thief (-1 0).",
        ),
        (
            Lang::Fr,
            "Le vol du dragon\u{a0}: 1 0 (aucun pas encore), 6 pas restants\u{a0}; qui choisit chacun, à tour de rôle\u{a0}: Ann, Bob, Ann, Bob, Ann, Bob.",
            "Le vol du dragon\u{a0}: 1 0 → 0 0 (un pas), 5 pas restants\u{a0}; qui choisit chacun, à tour de rôle\u{a0}: Bob, Ann, Bob, Ann, Bob.",
            "le dragon y mangerait une figurine (Ann)",
            "Touchez une case éclairée pour y mener le dragon",
            [
                "Dragon est\u{a0}: la dernière tuile à côté du dragon (2 0)",
                "Dragon ouest\u{a0}: la tuile à côté du brigand d'Ann (0 0)",
            ],
            "Dragon ouest\u{a0}: la tuile du brigand d'Ann (-1 0)",
            "Sur le plateau\u{a0}: la tuile du brigand d'Ann (-1 0).",
        ),
    ];
    for (lang, first, second, eats, hint, sides_named, west_named, bobs_targets) in cases {
        let (ann, bob, _) = flight(lang);
        // The flight as a path on the board, its steps taken and left in its words.
        assert_eq!(ann["path"]["words"], first, "{lang:?}");
        assert_eq!(ann["path"]["cells"], serde_json::json!([[1, 0]]));
        assert!(ann["hint"].as_str().is_some_and(|h| h.starts_with(hint)), "{lang:?}: {}", ann["hint"]);
        let sides = ann["choices"].as_array().expect("the sides");
        assert!(sides.iter().all(|c| c["warning"].is_null()), "no figure east nor west: {sides:?}");
        // Each side named by the tile it enters; the page says the meal after the label.
        let labels: Vec<&str> = sides.iter().filter_map(|c| c["label"].as_str()).collect();
        assert_eq!(labels, sides_named, "{lang:?}");
        assert_eq!(bob["path"]["words"], second, "{lang:?}");
        assert_eq!(bob["path"]["cells"], serde_json::json!([[1, 0], [0, 0]]));
        let west = bob["choices"].as_array().and_then(|c| c.iter().find(|c| c["action"] == "dragon W"));
        let west = west.expect("west offered to Bob");
        assert_eq!(west["warning"], eats, "{lang:?}");
        assert_eq!(west["label"], west_named, "{lang:?}");
        assert!(bob["hint"].as_str().is_some_and(|h| h.ends_with(bobs_targets)), "{lang:?}: {}", bob["hint"]);
        assert_eq!(west["cell"], serde_json::json!([-1, 0]));
    }
}
