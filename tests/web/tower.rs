//! A game of The Tower (with Inns & Cathedrals' big meeple) in French on the board page,
//! each decision of the box played on its player's page as a player would
//! (`web/tests/tower.mjs`): Ann builds a piece on the foundation she placed by mouse on
//! its lit cell; Bob closes that tower with a meeple on top by touch on his phone (the
//! tower's cell offers a piece and a meeple on top: he picks the meeple among its
//! buttons); Ann builds a second tower beside it by keyboard and captures Bob's meeple
//! from the first tower's top by mouse on its lit cell; she raises her tower and captures
//! Bob's big meeple by keyboard on its spot; Bob raises it again, captures Ann's meeple
//! and, as Ann holds two kinds of his, chooses by touch to get his big meeple back in the
//! exchange; then he pays his ransom for the meeple by touch before placing his tile. The
//! tiles and the other figure steps are played through the API. Both pages ask in
//! French, from the locales, with no command notation; prisoners and scores are checked
//! after each part, and the game ends with the scores the rules give.

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{NewGame, Service};
use carcassonne_engine::{Audience, Expansion, Expansions, FigureKind, Game, Pos, Seat};
use serde_json::Value;

use crate::support::backends::TestDb;
use crate::support::tower::{TILES, TOP_TAKEN};
use crate::support::web::{self, Move, TwoPages};
use crate::support::{T0, person};

use Move::{Api, Page};

/// Up to the exchange: Bob's big meeple captured, then Ann's meeple.
const EXCHANGED: [Move; 9] = [
    Api(1, "place 2 1 90"),
    Api(1, "big road "),
    Api(0, "place 0 2 "),
    Api(0, "tower 1 1"),
    Page(0, "keyboard", "capture 2 1 road "),
    Api(1, "place -1 1 "),
    Page(1, "touch", "tower 1 1"),
    Page(1, "touch", "capture 1 0 road "),
    Page(1, "touch", "exchange big"),
];

/// The last turns: Ann's monk, Bob's ransom before his tile.
const END: [Move; 5] = [
    Api(0, "place 1 2 "),
    Api(0, "meeple monastery"),
    Page(1, "touch", "ransom 1 meeple"),
    Api(1, "place -1 2 "),
    Api(1, "pass"),
];

/// The kinds of `owner`'s figures that `holder` holds.
fn held(game: &Game, holder: u8, owner: u8) -> Vec<FigureKind> {
    let view = game.view(Audience::Public);
    let held = view.tower().expect("in play").held_by(Seat(holder));
    held.iter().filter(|p| p.owner == Seat(owner)).map(|p| p.kind).collect()
}

#[test]
fn a_french_tower_game_is_played_on_the_page() {
    let Some(web) = web::browser() else { return };
    let mut game = web::scripted(
        Expansions::default().with(Expansion::Tower).with(Expansion::InnsCathedrals),
        &TILES,
        Lang::Fr,
    );
    let mut pages = TwoPages::open(&web, "tower", &game, Lang::Fr);

    let played = pages.play_in_words(&game, &TOP_TAKEN, &[]);
    let [.., top, capture] = &played[..] else { unreachable!() };
    assert!(top.prompt(1).contains("un étage de tour"), "the figure step offers a piece: {}", top.prompt(1));
    assert!(
        capture.prompt(0).contains("la tour en 1 1 a un étage")
            && capture.prompt(0).contains("le meeple de Bob au sommet de la tour d'un étage"),
        "{}",
        capture.prompt(0)
    );
    let now = game.stored();
    let view = now.view(Audience::Public);
    let first = view.tower().and_then(|t| t.tower_at(Pos::new(0, 1))).expect("Ann's first tower");
    assert_eq!((first.height, first.top), (1, None), "open again, Bob's meeple taken from its top");
    assert_eq!(held(&now, 0, 1), [FigureKind::Meeple], "Ann holds Bob's meeple");
    assert_eq!(web::scores(&now), [0, 4], "Bob's city of 2 tiles");

    let played = pages.play_in_words(&game, &EXCHANGED, &[]);
    let exchange = played.last().expect("the exchange");
    assert!(
        exchange.prompt(1).contains("vous échangez vos prisonniers avec Ann")
            && exchange.prompt(1).contains("un meeple, le grand meeple"),
        "{}",
        exchange.prompt(1)
    );
    let now = game.stored();
    // Bob gave Ann's meeple back and got his big meeple; Ann still holds his meeple.
    assert_eq!(held(&now, 0, 1), [FigureKind::Meeple]);
    assert_eq!(held(&now, 1, 0), []);
    let view = now.view(Audience::Public);
    assert!(view.inns_cathedrals().expect("in play").in_supply(Seat(1)), "Bob's big meeple is home");
    assert_eq!(now.players()[0].meeples, 7, "Ann's meeple is home");
    let second = view.tower().and_then(|t| t.tower_at(Pos::new(1, 1))).expect("the second tower");
    assert_eq!(second.height, 3);

    pages.play_in_words(&game, &END, &[]);
    pages.finish();
    let end = game.stored();
    assert!(end.is_over(), "the game played to its end");
    assert_eq!(held(&end, 0, 1), [], "Bob paid his meeple back");
    let tower = end.view(Audience::Public);
    let tower = tower.tower().expect("in play");
    assert_eq!((tower.pieces(Seat(0)), tower.pieces(Seat(1))), (7, 9), "Ann built 3 pieces, Bob 1");
    // Ann: the ransom (3) and her monastery with 4 neighbours (5); Bob: his city (4) less
    // the ransom.
    assert_eq!(web::scores(&end), [8, 1], "Ann, Bob");
    assert_eq!(end.players()[1].breakdown[carcassonne_engine::Category::Ransom.index()], -3);
}

/// `seat`'s page after `moves` in a game of `new`: each the seat and the first step of
/// its page (a placement's rotation or a step) written starting with the text.
fn page_after(new: NewGame, moves: &[(usize, &str)], seat: usize) -> Value {
    let db = TestDb::sqlite();
    let mut s: Service = db.service();
    let game = web::started(&mut s, person, ["Ann", "Bob"], new);
    let links = [web::own_link(game, 0), web::own_link(game, 1)];
    for &(mover, text) in moves {
        let answer = s.web_game(&links[mover]).expect("the game");
        let rotations = answer["placements"].as_array().into_iter().flatten().flat_map(|cell| {
            cell["rotations"].as_array().into_iter().flatten().filter_map(|r| r["action"].as_str())
        });
        let steps = answer["choices"].as_array().into_iter().flatten().filter_map(|c| c["action"].as_str());
        let mut offered = rotations.chain(steps);
        let action = offered.find(|a| a.starts_with(text)).unwrap_or_else(|| panic!("`{text}` not offered"));
        let revision = answer["revision"].as_u64().expect("a revision");
        s.web_act(&links[mover], revision, action, T0).unwrap_or_else(|e| panic!("{action}: {}", e.text));
    }
    s.web_game(&links[seat]).expect("the game")
}

/// Bob's figure step in `lang` as his page offers it: Ann's empty foundation at 0 1, Bob's
/// monk at 1 1, Ann's foundation at 2 1 with her farmer, then Bob's monastery at -1 1,
/// west of both foundations.
fn beside_bobs_monk(lang: Lang) -> Value {
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::Tower),
        seed: Some(1),
        tiles: Some(
            ["TO/F", "BA/L", "TO/F", "BA/L", "BA/L"].iter().map(|t| t.parse().expect("a tile")).collect(),
        ),
        language: Some(lang),
        ..NewGame::default()
    };
    let moves = [
        (0, "place 0 1 "),
        (0, "pass"),
        (1, "place 1 1 "),
        (1, "meeple monastery"),
        (0, "place 2 1 "),
        (0, "meeple field"),
        (1, "place -1 1 "),
    ];
    page_after(new, &moves, 1)
}

/// Ann's capture of Bob's meeple on top of her first tower (the game of [`TOP_TAKEN`]):
/// her prompt, its button and its hint name the captive by what is there, in both
/// languages; once taken, Bob's page tells where it stood the same way.
#[test]
fn a_capture_is_asked_and_told_by_what_is_there() {
    let cases = [
        (
            Lang::En,
            "Ann: the tower at 1 1 is one piece high — capture Ann's thief, north of the last tile (1 0) or Bob's meeple on top of the tower of height 1, west of the last tile (0 1), or nobody.",
            "Capture Bob's meeple on top of the tower of height 1 (0 1)",
            "Tap the ring round the follower to capture (its colour is its owner's), or the lit cell of a tower to take the meeple on top; or choose below. On the board: Ann's thief, north of the last tile (1 0) or Bob's meeple on top of the tower of height 1, west of the last tile (0 1).",
            "Ann captures Bob's meeple on top of the tower west of the last tile (0 1): a prisoner.",
        ),
        (
            Lang::Fr,
            "Ann\u{a0}: la tour en 1 1 a un étage — capturez le brigand d'Ann, au nord de la dernière tuile (1 0) ou le meeple de Bob au sommet de la tour d'un étage, à l'ouest de la dernière tuile (0 1), ou personne.",
            "Capturer le meeple de Bob au sommet de la tour d'un étage (0 1)",
            "Touchez l'anneau autour du suiveur à capturer (sa couleur est celle de son propriétaire), ou la case éclairée d'une tour pour prendre le meeple à son sommet\u{a0}; ou choisissez ci-dessous. Sur le plateau\u{a0}: le brigand d'Ann, au nord de la dernière tuile (1 0) ou le meeple de Bob au sommet de la tour d'un étage, à l'ouest de la dernière tuile (0 1).",
            "Ann capture le meeple de Bob au sommet de la tour à l'ouest de la dernière tuile (0 1)\u{a0}: c'est son prisonnier.",
        ),
    ];
    for (lang, prompt, label, hint, told) in cases {
        let new = || NewGame {
            expansions: Expansions::default().with(Expansion::Tower).with(Expansion::InnsCathedrals),
            seed: Some(1),
            tiles: Some(TILES.iter().map(|t| t.parse().expect("a tile")).collect()),
            language: Some(lang),
            ..NewGame::default()
        };
        let moves: Vec<(usize, &str)> = TOP_TAKEN.iter().map(Move::named).collect();
        let (capture, before) = moves.split_last().expect("the capture");
        let ann = page_after(new(), before, 0);
        assert_eq!(ann["prompt"], prompt, "{lang:?}");
        let steps = ann["choices"].as_array().expect("Ann's steps");
        let step = steps.iter().find(|c| c["action"] == capture.1).expect("the capture offered");
        assert_eq!(step["label"], label, "{lang:?}");
        assert_eq!(ann["hint"], hint, "{lang:?}");
        let bob = page_after(new(), &moves, 1);
        assert_eq!(bob["last_move"], told, "{lang:?}");
    }
}

/// Both foundations lie east of the tile just placed, which is all the page said of
/// them before: its buttons and its hint now name each by what a player sees there —
/// the empty monastery beside one, Ann's farmer on the other — in both languages, with
/// the cell that commands type.
#[test]
fn the_pages_tower_cells_are_named_by_what_is_there() {
    let cases = [
        (
            Lang::En,
            "Tower piece on the empty foundation beside the monastery (0 1)",
            "Tower piece on the empty foundation on the tile of Ann's farmer (2 1)",
            "On the board: the empty foundation beside the monastery (0 1) or the empty foundation on the tile of Ann's farmer (2 1).",
            "Tap a lit cell",
        ),
        (
            Lang::Fr,
            "Étage de tour sur la fondation vide à côté de l'abbaye (0 1)",
            "Étage de tour sur la fondation vide sur la tuile du paysan d'Ann (2 1)",
            "Sur le plateau\u{a0}: la fondation vide à côté de l'abbaye (0 1) ou la fondation vide sur la tuile du paysan d'Ann (2 1).",
            "Touchez une case éclairée",
        ),
    ];
    for (lang, west, east, targets, cells) in cases {
        let bob = beside_bobs_monk(lang);
        let label = |action: &str| {
            let steps = bob["choices"].as_array().expect("Bob's steps");
            let step = steps.iter().find(|c| c["action"] == action).unwrap_or_else(|| panic!("{action}"));
            step["label"].as_str().expect("a label").to_string()
        };
        assert_eq!(
            (label("tower 0 1"), label("tower 2 1")),
            (west.to_string(), east.to_string()),
            "{lang:?}"
        );
        let hint = bob["hint"].as_str().expect("a hint naming the targets");
        assert!(hint.contains(cells) && hint.ends_with(targets), "{lang:?}: {hint}");
    }
}
