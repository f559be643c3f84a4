//! A game of Mage & Witch in French on the board page, each of the box's decisions that
//! the board marks played on its player's page as a player would
//! (`web/tests/mage_witch.mjs`): Ann's first tile closes the start tile's city; Bob's
//! magic tile west of the start tile asks for a figure, and he puts the mage on its
//! road south by touch on its spot on his phone; Ann continues that road; Bob's second
//! magic tile east of the start tile asks again, and he puts the witch on the road its curve
//! continues by mouse, then his meeple on it; Ann's tile turns the road; Bob's last tile joins
//! the mage's road and the witch's, and he moves the witch apart to the city of her
//! tile by touch on its spot. The other steps go through the API. Both pages ask in
//! French, from the locales, with no command notation; where the figures stand and the
//! scores are checked after each part, and the game ends with the scores the rules give
//! (the road of six tiles with the mage: 6 + 6).

use carcassonne_engine::rules::mage_witch::Magic;
use carcassonne_engine::{Audience, Expansion, Game};

use crate::support::web::{self, Move};

use Move::{Api, Page};

/// The tiles (the engine's scenario `a_tile_joining_the_two_makes_its_player_move_one_before_scoring`,
/// with a city cap first so that Bob plays its moves): the cap, the magic tile with a
/// city over three roads, a straight road, the magic tile with a city over a road's
/// turn, a straight road, a road's end.
const TILES: [&str; 6] = ["BA/C", "MW/CRRR.3", "BA/Rr", "MW/CRRr.2", "BA/Rr", "BA/RFr"];

/// Ann closes the start tile's city; Bob's magic tile, its mage placed by touch.
const MAGE_PLACED: [Move; 5] = [
    Api(0, "place 0 -1 180"),
    Api(0, "pass"),
    Api(1, "place -1 0 0"),
    Page(1, "touch", "mage -1 0 road S"),
    Api(1, "pass"),
];

/// Ann's road south of the mage's tile; Bob's second magic tile, its witch placed by
/// mouse on the road its curve continues, named as the board names the whole road (by
/// the start tile's end), where his meeple goes too.
const WITCH_PLACED: [Move; 5] = [
    Api(0, "place -1 1 180"),
    Api(0, "pass"),
    Api(1, "place 1 0 0"),
    Page(1, "mouse", "witch 0 0 road E"),
    Api(1, "meeple road S"),
];

/// Ann turns the witch's road; Bob's last tile joins the two roads, and he moves the
/// witch to her tile's city by touch before the road scores.
const APART: [Move; 5] = [
    Api(0, "place 1 1 90"),
    Api(0, "pass"),
    Api(1, "place 0 1 0"),
    Page(1, "touch", "witch 1 0 city N"),
    Api(1, "pass"),
];

/// Where the mage and the witch stand, as players name it.
fn posts(game: &Game) -> [Option<String>; 2] {
    let view = game.view(Audience::Public);
    let mw = view.mage_witch().expect("in play");
    Magic::ALL.map(|m| mw.post(m).map(|t| t.to_string()))
}

/// English words of the box a French page must not show.
const ENGLISH: [&str; 4] = ["witch", "aside", "Witch", "magic"];

#[test]
fn a_french_mage_and_witch_game_is_played_on_the_page() {
    let Some((mut game, mut pages)) = web::in_french("mage_witch", Expansion::MageWitch, &TILES) else {
        return;
    };

    let played = pages.play_in_words(&game, &MAGE_PLACED, &ENGLISH);
    let [mage] = &played[..] else { unreachable!() };
    assert!(
        mage.prompt(1).contains("le symbole magique — posez le mage ou la sorcière")
            && mage.prompt(1).contains("touchez une zone éclairée")
            && mage.prompt(1).ends_with("Pour l'instant\u{a0}: tous deux à côté du plateau."),
        "{}",
        mage.prompt(1)
    );
    let now = game.stored();
    assert_eq!(posts(&now), [Some("-1 0 road S".into()), None]);
    assert_eq!(web::scores(&now), [0, 0], "the start tile's city closed with nobody in it");

    let played = pages.play_in_words(&game, &WITCH_PLACED, &ENGLISH);
    let [witch] = &played[..] else { unreachable!() };
    assert!(witch.prompt(1).contains("le mage sur la route sud en -1 0"), "{}", witch.prompt(1));
    let now = game.stored();
    assert_eq!(posts(&now), [Some("-1 0 road S".into()), Some("0 0 road E".into())]);

    let played = pages.play_in_words(&game, &APART, &ENGLISH);
    let [apart] = &played[..] else { unreachable!() };
    assert!(
        apart.prompt(1).contains("votre tuile a réuni le mage et la sorcière — déplacez l'un des deux"),
        "{}",
        apart.prompt(1)
    );
    pages.finish();
    let end = game.stored();
    assert!(end.is_over(), "the game played to its end");
    // The road of six tiles scored with the mage alone on it (6 + 6), the witch moved
    // to the city of her tile; her city, unfinished, with nobody in it, scores nothing.
    assert_eq!(posts(&end), [None, Some("1 0 city N".into())]);
    assert_eq!(web::scores(&end), [0, 12], "Ann, Bob");
}
