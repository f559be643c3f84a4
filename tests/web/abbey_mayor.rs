//! A game of Abbey & Mayor in French on the board page, each of the box's decisions
//! that the board marks played on its player's page as a player would
//! (`web/tests/abbey_mayor.mjs`): after the twelve moves round the hole south of the
//! start tile (`support::abbey_hole`), Ann draws; Bob chooses the abbey tile (« tuile
//! Monastère ») by touch on the hole's lit cell on his phone, then places it there,
//! closing his road and city; Ann puts her mayor in the start tile's city by keyboard; Bob's
//! farmer goes into the field south of the road, his tile surrounding the abbey; Ann
//! puts her wagon on the road by mouse and, once Bob closes that road, moves it to the
//! monastery of its tile by mouse on its marked spot; Ann's barn goes by mouse on the
//! corner where four fields meet, Bob's farmer scoring 3 for the one completed city it
//! touches; Bob's last tile closes the mayor's city of two pennants. The tiles and the
//! other steps are played through the API. Both pages ask in French, from the locales,
//! with no command notation; scores are checked after each part (each part's points by
//! category), and the game ends with the scores the rules give.

use carcassonne_bot::locale::Lang;
use carcassonne_engine::rules::abbey_mayor::{ABBEY, Own};
use carcassonne_engine::{Audience, Category, Expansion, Game, Pos, Seat};

use crate::support::abbey_hole::{AROUND_A_HOLE, UP_TO_THE_HOLE};
use crate::support::web::{self, Move};

use Move::{Api, Page};

/// The draws after the hole's (whose seventh, a monastery, Ann draws instead of placing
/// her abbey tile): the mayor's city with a pennant, Bob's farmer's monastery, the
/// wagon's road ending at a monastery east, the road's west end (another), the barn's
/// monastery, and the cap with a pennant that closes the mayor's city.
const MORE: [&str; 6] = ["BA/Cc+", "BA/L", "BA/LR", "BA/LR", "BA/L", "AM/C!+"];

/// Ann draws and places her monastery east of the hole.
const DRAWN: [Move; 3] = [Api(0, "draw"), Api(0, "place 2 1 "), Api(0, "pass")];

/// Bob chooses his abbey tile on the hole and places it there by touch, his monk on it.
const ABBEY_PLACED: [Move; 3] =
    [Page(1, "touch", "abbey"), Page(1, "touch", "place 0 1 0"), Api(1, "meeple monastery")];

/// Ann's tile north of the start tile and her mayor in its city, by keyboard alone; Bob's
/// farmer south-west of the abbey, whose last neighbour his tile is.
const MAYOR_AND_FARMER: [Move; 4] = [
    Page(0, "keyboard", "place 0 -1 180"),
    Page(0, "keyboard", "mayor city "),
    Api(1, "place -1 2 "),
    Api(1, "meeple field "),
];

/// Ann's tile east of the start tile by keyboard, arrows from the first lit cell, and her
/// wagon on its road at its east end, by mouse; Bob closes the road's west end, and Ann
/// moves her wagon to the monastery of its tile by mouse.
const WAGON_MOVED: [Move; 5] = [
    Page(0, "keyboard", "place 2 0 90"),
    Page(0, "mouse", "wagon road "),
    Api(1, "place -2 0 270"),
    Api(1, "pass"),
    Page(0, "mouse", "wagon 2 0 monastery"),
];

/// Ann's barn where four monasteries' fields meet, by mouse; Bob's last tile closes the
/// mayor's city.
const BARN_AND_END: [Move; 4] =
    [Api(0, "place 2 2 "), Page(0, "mouse", "barn NW"), Api(1, "place 1 -1 0"), Api(1, "pass")];

/// Each seat's points in `category` so far.
fn points(game: &Game, category: Category) -> Vec<i32> {
    game.players().iter().map(|p| p.breakdown[category.index()]).collect()
}

/// Whether `seat`'s `own` figure is at home.
fn home(game: &Game, seat: u8, own: Own) -> bool {
    game.view(Audience::Public).abbey_mayor().expect("in play").in_supply(Seat(seat), own)
}

/// The twelve moves round the hole, seats 0 and 1 in turn, two moves each.
fn up_to_the_hole() -> Vec<Move> {
    UP_TO_THE_HOLE.iter().enumerate().map(|(i, &action)| Api(i / 2 % 2, action)).collect()
}

#[test]
fn a_french_abbey_and_mayor_game_is_played_on_the_page() {
    let tiles: Vec<&str> = AROUND_A_HOLE.iter().chain(&MORE).copied().collect();
    let Some((mut game, mut pages)) = web::in_french("abbey_mayor", Expansion::AbbeyMayor, &tiles) else {
        return;
    };

    pages.play(&game, &up_to_the_hole());
    pages.play(&game, &DRAWN);
    // Bob's page offers the abbey tile's choice on the board too, at the hole.
    let bob = game.served.game(&web::link(game.game, Some(1), Lang::Fr)).json();
    let choices = bob["choices"].as_array().expect("Bob's steps");
    let abbey = choices.iter().find(|c| c["action"] == "abbey").expect("the abbey tile offered");
    assert_eq!(abbey["cells"], serde_json::json!([[0, 1]]), "{abbey}");
    let played = pages.play_in_words(&game, &ABBEY_PLACED, &["abbey", "mayor", "wagon", "barn", "draw"]);
    let [choose, _] = &played[..] else { unreachable!() };
    assert!(choose.prompt(1).contains("tuile Monastère"), "{}", choose.prompt(1));
    let now = game.stored();
    let view = now.view(Audience::Public);
    let hole = view.board().tile_index_at(Pos::new(0, 1)).expect("the abbey in the hole");
    assert_eq!(view.board().tiles()[hole].kind.id(), ABBEY);
    let am = view.abbey_mayor().expect("in play");
    assert_eq!((am.abbeys(Seat(0)), am.abbeys(Seat(1))), (1, 0), "Ann drew, keeping hers");
    // The abbey closed Bob's city of one tile (2) and road of one (1), neither counting it.
    assert_eq!(web::scores(&now), [0, 3]);
    assert_eq!((points(&now, Category::City), points(&now, Category::Road)), (vec![0, 2], vec![0, 1]));

    pages.play_in_words(&game, &MAYOR_AND_FARMER, &["abbey", "mayor", "wagon", "barn", "draw"]);
    let now = game.stored();
    assert!(!home(&now, 0, Own::Mayor), "Ann's mayor in the start tile's city");
    // Bob's tile is the abbey's eighth neighbour: his monk scores 9.
    assert_eq!(web::scores(&now), [0, 12]);
    assert_eq!(points(&now, Category::Monastery), [0, 9]);

    let played = pages.play_in_words(&game, &WAGON_MOVED, &["abbey", "mayor", "wagon", "barn", "draw"]);
    let moved = played.last().expect("the wagon's move");
    assert!(moved.prompt(0).contains("la zone de votre charriot a été évaluée"), "{}", moved.prompt(0));
    let now = game.stored();
    // The road of five tiles from Bob's monastery west to Ann's east, her wagon alone on it.
    assert_eq!(web::scores(&now), [5, 12]);
    assert_eq!(points(&now, Category::Road), [5, 1]);
    assert!(!home(&now, 0, Own::Wagon), "the wagon moved on, not home");
    let view = now.view(Audience::Public);
    let wagon = view.figures().iter().find(|f| f.kind == Own::Wagon.kind());
    let wagon = wagon.map(|f| view.board().tiles()[f.tile].pos);
    assert_eq!(wagon, Some(Pos::new(2, 0)), "on the monastery of its tile");

    pages.play_in_words(&game, &BARN_AND_END, &["abbey", "mayor", "wagon", "barn", "draw"]);
    pages.finish();
    let end = game.stored();
    assert!(end.is_over(), "the game played to its end");
    assert!(!home(&end, 0, Own::Barn), "the barn stays");
    assert!(home(&end, 1, Own::Wagon) && home(&end, 0, Own::Mayor), "the mayor's city scored");
    // Ann: the road (5); the mayor's city of three tiles and two pennants, the mayor of
    // strength 2 (10); at the end her wagon's monastery with four neighbours (5) and the
    // barn, 4 for each completed city its field touches: the cap the abbey closed and
    // the mayor's (8). Bob: what the abbey closed (3), the abbey surrounded (9), his
    // farmer 3 for the cap when the barn came.
    assert_eq!(points(&end, Category::City), [10, 2]);
    assert_eq!(points(&end, Category::Monastery), [5, 9]);
    assert_eq!(points(&end, Category::Field), [8, 3]);
    assert_eq!(web::scores(&end), [28, 15], "Ann, Bob");
}
