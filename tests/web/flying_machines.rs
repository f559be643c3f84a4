//! A game of The Flying Machines in French on the board page, the box's decisions played
//! on their players' pages as a player would (`web/tests/flying_machines.mjs`): Ann's
//! highwayman on a road west of the start tile; Bob's machine tile east of it, pointing
//! west: he flies his meeple by touch on his phone (seed 1: the die says 2) and lands it
//! on Ann's road by touch on its numbered spot; Ann's machine tile south of the start
//! tile: she flies by mouse on her desktop, two tiles west where no tile is, and her
//! meeple crashes. The other steps go through the API. Both pages ask in French, with no
//! command notation; the supplies are checked after each part, and the game ends with
//! the score the rules give (the open road of three tiles: 3 to each).

use carcassonne_engine::{Expansion, Game};

use crate::support::web::{self, Move};

use Move::{Api, Page};

/// A straight road, two machine tiles, a monastery.
const TILES: [&str; 4] = ["BA/RFr", "FL/RFr.WE.o", "FL/F.o", "BA/L"];

/// Ann's highwayman; Bob's flight and landing on her road.
const FIRST: [Move; 5] = [
    Api(0, "place -1 0 0"),
    Api(0, "meeple road E"),
    Api(1, "place 1 0 0"),
    Page(1, "touch", "fly"),
    Page(1, "touch", "land -1 0 road E"),
];

/// Ann's flight, which crashes; the last tile.
const SECOND: [Move; 4] =
    [Api(0, "place 0 1 0"), Page(0, "mouse", "fly"), Api(1, "place 1 1 0"), Api(1, "pass")];

fn supplies(game: &Game) -> Vec<u8> {
    game.players().iter().map(|p| p.meeples).collect()
}

/// English words of the box a French page must not show.
const ENGLISH: [&str; 4] = ["fly", "Fly", "flying machine", "Land"];

#[test]
fn a_french_flying_machines_game_is_played_on_the_page() {
    let Some((mut game, mut pages)) = web::in_french("flying_machines", Expansion::FlyingMachines, &TILES)
    else {
        return;
    };

    let played = pages.play_in_words(&game, &FIRST, &ENGLISH);
    let [_, land] = &played[..] else { unreachable!() };
    assert!(land.prompt(1).contains("a volé de 2 tuiles jusqu'en -1 0"), "{}", land.prompt(1));
    assert_eq!(supplies(&game.stored()), [6, 6]);

    pages.play_in_words(&game, &SECOND, &ENGLISH);
    pages.finish();
    let end = game.stored();
    assert!(end.is_over(), "the game played to its end");
    assert_eq!(web::scores(&end), [3, 3]);
}
