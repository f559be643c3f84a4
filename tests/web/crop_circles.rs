//! A game of Crop Circles in French on the board page, each of the box's decisions played
//! on its player's page as a player would (`web/tests/crop_circles.mjs`): Bob's club
//! circle west of the start tile, he chooses by mouse that every player adds; Ann adds a
//! highwayman by mouse on her numbered spot (her desktop); Bob declines. Ann's circle
//! below his: she chooses by mouse that every player takes one back; Bob takes his back
//! by touch on his phone. The
//! other steps go through the API. Both pages ask in French, with no command notation;
//! the supplies are checked after each part, and the game ends with the score the rules
//! give (Ann's open road of three tiles: 3).

use carcassonne_engine::{Expansion, Game};

use crate::support::web::{self, Move};

use Move::{Api, Page};

/// A straight road, the club circles, a monastery.
const TILES: [&str; 4] = ["BA/RFr", "CC/RRr", "CC/RRRr", "BA/L"];

/// Ann's highwayman on the start road; Bob's circle, his choice, Ann's addition.
const FIRST: [Move; 7] = [
    Api(0, "place 1 0 0"),
    Api(0, "meeple road E"),
    Api(1, "place -1 0 0"),
    Api(1, "meeple road S"),
    Page(1, "mouse", "crop add"),
    Page(0, "mouse", "add 1 0 road E"),
    Api(1, "pass"),
];

/// Ann's circle: her choice, Bob's highwayman taken back, then hers.
const SECOND: [Move; 5] = [
    Api(0, "place -1 1 0"),
    Api(0, "pass"),
    Page(0, "mouse", "crop remove"),
    Page(1, "touch", "remove -1 0 road S"),
    Api(0, "remove 1 0 road E"),
];

/// The last tile.
const REST: [Move; 2] = [Api(1, "place 1 1 0"), Api(1, "pass")];

fn supplies(game: &Game) -> Vec<u8> {
    game.players().iter().map(|p| p.meeples).collect()
}

/// English words of the box a French page must not show.
const ENGLISH: [&str; 4] = ["crop", "Crop", "Every player", "highwayman"];

#[test]
fn a_french_crop_circles_game_is_played_on_the_page() {
    let Some((mut game, mut pages)) = web::in_french("crop_circles", Expansion::CropCircles, &TILES) else {
        return;
    };

    let played = pages.play_in_words(&game, &FIRST, &ENGLISH);
    let [choose, _] = &played[..] else { unreachable!() };
    assert!(choose.prompt(1).contains("un cercle de culture, la massue"), "{}", choose.prompt(1));
    assert_eq!(supplies(&game.stored()), [5, 6]);

    pages.play_in_words(&game, &SECOND, &ENGLISH);
    assert_eq!(supplies(&game.stored()), [6, 7]);

    pages.play(&game, &REST);
    pages.finish();
    let end = game.stored();
    assert!(end.is_over(), "the game played to its end");
    assert_eq!(end.players().iter().map(|p| p.score).collect::<Vec<_>>(), [3, 0]);
}
