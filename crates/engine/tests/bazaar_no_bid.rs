//! A bazaar without bidding (`bazaar_no_bid`), from rules version 6: « En commençant par
//! le joueur suivant dans le sens horaire, chaque joueur choisit une de ces tuiles et
//! effectue immédiatement un tour de jeu selon les règles habituelles. » Each chooser
//! plays the tile they took at once; the next chooses after that turn. Version-5 games
//! keep their order (everyone chose, then the round was played): see
//! `without_bids_players_take_tiles_in_turn` in `bridges_castles_bazaars.rs` and the
//! stored game `tests/fixtures/game-nobid-v5.db` of the bot.

use crate::support as common;

use carcassonne_engine::rules::bridges_castles_bazaars::{Happened, Ph, Refusal};
use carcassonne_engine::{
    Audience, Event, Expansion, Expansions, Game, Phase, RuleError, Seat, Setup, TileKind,
};
use common::{assert_scores, kinds, play};

/// A three-player game with Bridges, Castles & Bazaars and `bazaar_no_bid`, whose stack
/// is exactly `ids`, at rules version `version`.
fn no_bid(version: u32, ids: &[&str]) -> Game {
    let mut setup = Setup {
        tiles: Some(kinds(ids)),
        expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
        version,
        ..Setup::new(3, 0)
    };
    setup.options.bazaar_no_bid = true;
    Game::new(setup).expect("valid setup").0
}

/// The phase and the seat of the one decision the game waits for.
fn waiting(game: &Game) -> (Phase, u8) {
    assert_eq!(game.decisions().len(), 1, "{:?}", game.decisions());
    let d = game.decisions()[0];
    (d.phase, d.seats.iter().next().expect("a seat").0)
}

fn tile(id: &str) -> TileKind {
    id.parse().unwrap()
}

/// (seat, tile, price) of every tile taken among `events`.
fn taken(events: &[Event]) -> Vec<(u8, &'static str, u32)> {
    events
        .iter()
        .filter_map(|e| match Happened::of(e)? {
            Happened::TileWon { seat, tile, price, .. } => Some((seat.0, tile.id(), *price)),
            _ => None,
        })
        .collect()
}

/// Ann (seat 0) places a bazaar in the field south of the start tile: a straight road,
/// a city cap and a curved road go face up. Bob takes the road and plays it at once,
/// east of the start, with a meeple on it; only then Cid chooses, seeing that road on
/// the board, takes the cap, closes the start tile's city with a meeple in it and scores
/// the small city (4 points). The last tile, the curve, goes to Ann, who plays it last.
/// Then Bob draws: his monastery (5 at the end, four neighbours) and the road of four
/// tiles (4 at the end) make 9; Ann's monastery 4; Cid's city 4.
const TILES: [&str; 7] = ["BB/F.b", "BA/RFr", "BA/C", "BA/Rr", "BA/L", "BA/RFr", "BA/L"];

#[test]
fn each_chooser_plays_the_tile_at_once_and_the_next_chooses_after() {
    let mut game = no_bid(6, &TILES);
    let opened = play(&mut game, "0: place 0 1 0\n0: pass");
    assert!(opened.iter().any(|e| matches!(Happened::of(e), Some(Happened::BazaarOpened { .. }))));
    assert_eq!(waiting(&game), (Phase::from(Ph::BazaarChoose), 1));

    let events = play(&mut game, "1: choose 1");
    assert_eq!(taken(&events), vec![(1, "BA/RFr", 0)]);
    // Bob plays now; Cid may not choose yet.
    assert_eq!(waiting(&game), (Phase::PlaceTile(tile("BA/RFr")), 1));
    assert_eq!(game.active(), Seat(1));
    assert_eq!(game.apply(Seat(2), "choose 2".parse().unwrap()), Err(RuleError::NotYourTurn));
    let bazaar = game.view(Audience::Public).bridges_castles_bazaars().unwrap();
    assert_eq!(bazaar.auction().map(|a| a.offers.len()), Some(3), "the other tiles stay face up");
    assert_eq!(bazaar.round_of(), Some(Seat(0)));

    play(&mut game, "1: place 1 0 0\n1: meeple road E");
    assert_eq!(waiting(&game), (Phase::from(Ph::BazaarChoose), 2));
    assert_eq!(game.board().tiles().len(), 3, "Cid chooses seeing Bob's road");
    assert_eq!(
        game.apply(Seat(2), "choose 1".parse().unwrap()),
        Err(RuleError::from(Refusal::OfferTaken(1)))
    );

    let events = play(&mut game, "2: choose 2");
    assert_eq!(taken(&events), vec![(2, "BA/C", 0)]);
    assert_eq!(waiting(&game), (Phase::PlaceTile(tile("BA/C")), 2));
    // Cid's turn ends: the last tile goes to Ann, who plays it at once.
    let events = play(&mut game, "2: place 0 -1 180\n2: meeple city S\n2: castle score");
    assert_eq!(taken(&events), vec![(0, "BA/Rr", 0)]);
    assert_scores(&game, &[0, 0, 4]);
    assert_eq!(waiting(&game), (Phase::PlaceTile(tile("BA/Rr")), 0));
    let bazaar = game.view(Audience::Public).bridges_castles_bazaars().unwrap();
    assert!(bazaar.auction().is_none() && bazaar.round_of() == Some(Seat(0)));

    play(&mut game, "0: place -1 0 180\n0: pass");
    // The round is over: play goes on after the bazaar's placer, with a draw.
    assert_eq!(game.view(Audience::Public).bridges_castles_bazaars().unwrap().round_of(), None);
    assert_eq!(waiting(&game), (Phase::PlaceTile(tile("BA/L")), 1));
    play(
        &mut game,
        "1: place 1 1 0
         1: meeple monastery
         2: place 2 0 0
         2: pass
         0: place -1 1 0
         0: meeple monastery",
    );
    assert!(game.is_over());
    assert_scores(&game, &[4, 9, 4]);
}

/// The same tiles and choices at version 5: every player takes a tile first (Cid chooses
/// before Bob has played), then the round is played in the same order.
#[test]
fn version_5_games_still_choose_every_tile_first() {
    let mut game = no_bid(5, &TILES);
    play(&mut game, "0: place 0 1 0\n0: pass\n1: choose 1");
    assert_eq!(waiting(&game), (Phase::from(Ph::BazaarChoose), 2));
    let refused = game.apply(Seat(1), "place 1 0 0".parse().unwrap());
    assert_eq!(refused, Err(RuleError::NotYourTurn), "Bob waits for Cid's choice");
    let events = play(&mut game, "2: choose 2");
    assert_eq!(taken(&events), vec![(2, "BA/C", 0), (0, "BA/Rr", 0)]);
    play(
        &mut game,
        "1: place 1 0 0
         1: meeple road E
         2: place 0 -1 180
         2: meeple city S
         2: castle score
         0: place -1 0 180
         0: pass
         1: place 1 1 0
         1: meeple monastery
         2: place 2 0 0
         2: pass
         0: place -1 1 0
         0: meeple monastery",
    );
    assert!(game.is_over());
    assert_scores(&game, &[4, 9, 4]);
}

/// The placer closes the start tile's city with a bazaar, so the four-sided city fits
/// nowhere. Bob takes it: it is discarded at once and, the stack being empty, he draws
/// nothing; the bazaar goes on — Cid chooses, Ann gets the last tile — and the game ends
/// only after the round (no turn is lost, no loop).
#[test]
fn a_taken_tile_that_fits_nowhere_with_nothing_to_draw_passes_the_choice_on() {
    let mut game = no_bid(6, &["BB/CFR.b", "BB/Cccc.b", "BA/RFr", "BA/L"]);
    play(&mut game, "0: place 0 -1 180\n0: pass");
    assert_eq!(game.tiles_left(), 0);
    assert_eq!(waiting(&game), (Phase::from(Ph::BazaarChoose), 1));
    let events = play(&mut game, "1: choose 1");
    assert!(events.contains(&Event::TileDiscarded { tile: tile("BB/Cccc.b") }));
    assert!(!game.is_over());
    assert_eq!(waiting(&game), (Phase::from(Ph::BazaarChoose), 2));
    let events = play(&mut game, "2: choose 2\n2: place 1 0 0\n2: meeple road E");
    assert_eq!(taken(&events), vec![(2, "BA/RFr", 0), (0, "BA/L", 0)]);
    assert_eq!(waiting(&game), (Phase::PlaceTile(tile("BA/L")), 0));
    play(&mut game, "0: place 0 1 0\n0: meeple monastery");
    assert!(game.is_over());
    // Cid's road: the start tile and his (2); Ann's monastery: itself, the start tile
    // and Cid's road beside it (3). The city of two tiles had nobody in it.
    assert_scores(&game, &[3, 0, 2]);
}
