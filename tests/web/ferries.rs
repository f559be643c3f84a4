//! A game of The Ferries in French on the board page, the box's decisions played on their
//! player's page as a player would (`web/tests/ferries.mjs`): the engine's scenario
//! `a_lake_tile_puts_its_ferry_then_moves_the_one_its_road_reaches`. Ann's lake east of
//! the start takes its ferry east–west by mouse on her desktop; Bob's lake east of hers
//! takes its ferry east–west by touch on his phone, and he moves Ann's lake's ferry to
//! south–west by touch. The other steps go through the API. Both pages ask in French,
//! from the locales, with no command notation; the ferries are checked after each part,
//! and the game ends with the scores the rules give (3 and 3).

use carcassonne_engine::{Audience, Dir, Expansion, Game, Pos};

use crate::support::web::{self, Move};

use Move::{Api, Page};

/// The tiles of the engine's scenario: two lakes, two junctions.
const TILES: [&str; 4] = ["FR/RRR", "FR/RRR", "BA/RRR", "BA/RRR"];

/// Ann's lake and its ferry by mouse; Bob's lake, its ferry and the move by touch.
const LAKES: [Move; 7] = [
    Api(0, "place 1 0 0"),
    Api(0, "meeple road W"),
    Page(0, "mouse", "ferry 1 0 E W"),
    Api(1, "place 2 0 0"),
    Api(1, "meeple road E"),
    Page(1, "touch", "ferry 2 0 E W"),
    Page(1, "touch", "ferry 1 0 S W"),
];

/// The rest: Ann's junction west of the start, Bob's closing his road.
const REST: [Move; 6] = [
    Api(0, "place -1 0 0"),
    Api(0, "pass"),
    Api(0, "pass"),
    Api(1, "place 3 0 0"),
    Api(1, "pass"),
    Api(1, "pass"),
];

/// The ferries on the board, by lake cell and road ends.
fn ferries(game: &Game) -> Vec<(Pos, [Dir; 2])> {
    game.view(Audience::Public).ferries().expect("in play").ferries().collect()
}

/// English words of the box a French page must not show.
const ENGLISH: [&str; 2] = ["ferry", "Ferry"];

#[test]
fn a_french_ferries_game_is_played_on_the_page() {
    let Some((mut game, mut pages)) = web::in_french("ferries", Expansion::Ferries, &TILES) else { return };

    let played = pages.play_in_words(&game, &LAKES, &ENGLISH);
    assert!(
        played.iter().any(|p| p.prompt(0).contains("posez le bac sur votre lac")),
        "Ann asked for her ferry"
    );
    assert!(
        played.iter().any(|p| p.prompt(1).contains("votre tuile prolonge une route jusqu'à un bac")),
        "Bob asked to move a ferry"
    );
    assert_eq!(
        ferries(&game.stored()),
        [(Pos::new(1, 0), [Dir::S, Dir::W]), (Pos::new(2, 0), [Dir::E, Dir::W])]
    );

    pages.play(&game, &REST);
    pages.finish();
    let end = game.stored();
    assert!(end.is_over(), "the game played to its end");
    assert_eq!(web::scores(&end), [3, 3], "Ann, Bob");
}
