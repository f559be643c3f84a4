//! A game of The Messengers in French on the board page, the box's decisions played on
//! their player's page as a player would (`web/tests/messengers.mjs`): the road of five
//! of the engine's scenarios, closed by Ann; her 5 points moved onto her messenger by
//! mouse on her desktop page, a dark space: she draws Add a Landscape Tile (seen on her page alone) and
//! carries it out by mouse; the extra tile closes the start's city with her knight, and
//! its 4 points go onto her score meeple by mouse. The other steps go through the API.
//! The pages ask in French, from the locales, with no command notation, and the game
//! ends with the scores the rules give.

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::NewGame;
use carcassonne_engine::rules::messengers::Missive;
use carcassonne_engine::{Audience, Expansion, Expansions, Fixed, Game, Seat};

use crate::support::web::{self, Move, TwoPages};

use Move::{Api, Page};

/// The road of five, then the start's city cap and a last tile.
const TILES: [&str; 7] = ["BA/RFr", "BA/RFr", "BA/CRRR", "BA/L", "BA/CRRR", "BA/C", "BA/L"];

/// The road of five, closed by Ann with her highwayman; her 5 points onto her messenger.
const FIRST: [Move; 11] = [
    Api(0, "place 1 0 0"),
    Api(0, "meeple road E"),
    Api(1, "place -1 0 0"),
    Api(1, "pass"),
    Api(0, "place 2 0 0"),
    Api(0, "meeple city N"),
    Api(1, "place 0 1 0"),
    Api(1, "meeple monastery"),
    Api(0, "place -2 0 0"),
    Api(0, "meeple road S"),
    Page(0, "mouse", "advance messenger"),
];

/// The message carried out: one more tile, which closes the start's city with Ann's
/// knight; its 4 points onto her score meeple.
const SECOND: [Move; 4] = [
    Page(0, "mouse", "message"),
    Api(0, "place 0 -1 180"),
    Api(0, "meeple city S"),
    Page(0, "mouse", "advance meeple"),
];

/// Bob's last tile.
const REST: [Move; 2] = [Api(1, "place 1 1 0"), Api(1, "pass")];

/// Ann's two figures on the score track: (score meeple, messenger).
fn track(game: &Game) -> (i32, u32) {
    let view = game.view(Audience::Public);
    let ms = view.messengers().expect("in play");
    (ms.meeple(Seat(0)), ms.messenger(Seat(0)))
}

/// English words of the box a French page must not show.
const ENGLISH: [&str; 4] = ["messenger", "Messenger", "message", "seal"];

#[test]
fn a_french_messengers_game_is_played_on_the_page() {
    let Some(web) = web::browser() else { return };
    let fixed = Fixed { messages: vec![Missive::Tile], ..Fixed::default() };
    let mut game = web::on_page(NewGame {
        expansions: Expansions::default().with(Expansion::Messengers),
        seed: Some(1),
        tiles: Some(TILES.iter().map(|t| t.parse().expect("a tile")).collect()),
        fixed,
        language: Some(Lang::Fr),
        ..NewGame::default()
    });
    let mut pages = TwoPages::open(&web, "messengers", &game, Lang::Fr);

    let played = pages.play_in_words(&game, &FIRST, &ENGLISH);
    let [first] = &played[..] else { unreachable!() };
    assert!(first.prompt(0).contains("vous marquez 5 points"), "{}", first.prompt(0));
    assert_eq!(track(&game.stored()), (0, 5));

    pages.play_in_words(&game, &SECOND, &ENGLISH);
    assert_eq!(track(&game.stored()), (4, 5));

    pages.play(&game, &REST);
    pages.finish();
    let end = game.stored();
    assert!(end.is_over(), "the game played to its end");
    assert_eq!(
        web::scores(&end),
        [11, 5],
        "Ann: the road 5, the city 4, her knight's cap 1, her highwayman's road 1; Bob: his monk's 5"
    );
}
