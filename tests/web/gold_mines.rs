//! A game of The Gold Mines in French on the board page, the box's decision played on its
//! player's page as a player would (`web/tests/gold_mines.mjs`): Ann's first tile closes
//! the start tile's city; Bob's gold tile east of the start tile has two tiles around it,
//! and he puts the second ingot on the city's cap, diagonally, by touch on its cell on his
//! phone; Ann's meeple on the gold tile's other road; Bob's second gold tile asks again
//! and he puts its second ingot on the first gold tile by mouse. The other steps go
//! through the API. Both pages ask in French, from the locales, with no command
//! notation; the ingots are checked after each part, and the game ends with the scores
//! the rules give (the engine's tie `a_tie_shares_the_gold_one_at_a_time_from_the_active_player`:
//! 7 + 2 ingots worth 2, 7 + 1 worth 1).

use carcassonne_engine::{Audience, Expansion, Game, Pos};

use crate::support::web::{self, Move};

use Move::{Api, Page};

/// The tiles of the engine's scenario: the cap, the gold crossing, a junction, the gold
/// curves, two curves, a junction.
const TILES: [&str; 7] = ["BA/C", "GO/RRrr.X", "BA/RRR", "GO/RrRr", "BA/Rr", "BA/Rr", "BA/RRR"];

/// Ann closes the start tile's city; Bob's gold tile, its second ingot put by touch.
const FIRST: [Move; 5] = [
    Api(0, "place 0 -1 180"),
    Api(0, "pass"),
    Api(1, "place 1 0 0"),
    Page(1, "touch", "gold 0 -1"),
    Api(1, "meeple road E"),
];

/// Ann's meeple on the gold tile's road north–south; Bob's second gold tile, its second
/// ingot put on the first gold tile by mouse.
const SECOND: [Move; 5] = [
    Api(0, "place 1 -1 270"),
    Api(0, "meeple road S"),
    Api(1, "place 2 0 270"),
    Page(1, "mouse", "gold 1 0"),
    Api(1, "pass"),
];

/// The rest: Ann's curve, Bob's curve joining the two roads, Ann's junction closing it.
const REST: [Move; 6] = [
    Api(0, "place 1 1 180"),
    Api(0, "pass"),
    Api(1, "place 2 1 90"),
    Api(1, "pass"),
    Api(0, "place -1 0 0"),
    Api(0, "pass"),
];

/// The ingots on the board by cell.
fn ingots(game: &Game) -> Vec<(Pos, u32)> {
    game.view(Audience::Public).gold_mines().expect("in play").on_board().collect()
}

/// English words of the box a French page must not show.
const ENGLISH: [&str; 3] = ["gold", "Gold", "Ingot"];

#[test]
fn a_french_gold_mines_game_is_played_on_the_page() {
    let Some((mut game, mut pages)) = web::in_french("gold_mines", Expansion::GoldMines, &TILES) else {
        return;
    };

    let played = pages.play_in_words(&game, &FIRST, &ENGLISH);
    let [first] = &played[..] else { unreachable!() };
    assert!(
        first.prompt(1).contains("le symbole de l'or — un lingot est sur votre tuile")
            && first.prompt(1).contains("touchez une tuile éclairée"),
        "{}",
        first.prompt(1)
    );
    assert_eq!(ingots(&game.stored()), [(Pos::new(1, 0), 1), (Pos::new(0, -1), 1)]);

    pages.play_in_words(&game, &SECOND, &ENGLISH);
    assert_eq!(ingots(&game.stored()), [(Pos::new(1, 0), 2), (Pos::new(0, -1), 1), (Pos::new(2, 0), 1)]);

    pages.play(&game, &REST);
    pages.finish();
    let end = game.stored();
    assert!(end.is_over(), "the game played to its end");
    assert!(ingots(&end).is_empty(), "the ingot left discarded");
    assert_eq!(web::scores(&end), [9, 8], "Ann, Bob");
}
