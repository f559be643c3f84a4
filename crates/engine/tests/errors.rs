//! Every `RuleError` the base game can produce, each triggered on purpose: the action
//! is refused with that error and the game (its whole `Debug` form: board, features,
//! stack, generator, players, figures, phase) is exactly as before.

use crate::support as common;

use carcassonne_engine::{Action, Dir, Game, Phase, Pos, RuleError, Seat};
use common::{new_game, play, scenario};

/// Applies `line` (`SEAT: ACTION`), expects `want`, and checks nothing changed.
#[track_caller]
fn refused(game: &mut Game, line: &str, want: RuleError) {
    let (seat, action) = common::parse_line(line);
    let before = format!("{game:?}");
    let legal_before = game.legal_actions(seat);
    assert_eq!(game.apply(seat, action), Err(want.clone()), "`{line}`");
    assert_eq!(format!("{game:?}"), before, "`{line}` changed the game");
    assert_eq!(game.legal_actions(seat), legal_before);
    assert!(!want.to_string().is_empty());
}

fn kind(id: &str) -> carcassonne_engine::TileKind {
    id.parse().unwrap()
}

#[test]
fn no_such_seat() {
    let (mut game, _) = new_game(2, &["BA/RFr", "BA/RFr"]);
    refused(&mut game, "2: place 1 0 0", RuleError::NoSuchSeat(Seat(2)));
    refused(&mut game, "5: pass", RuleError::NoSuchSeat(Seat(5)));
}

#[test]
fn not_your_turn() {
    let (mut game, _) = new_game(2, &["BA/RFr", "BA/RFr"]);
    refused(&mut game, "1: place 1 0 0", RuleError::NotYourTurn);
    play(&mut game, "0: place 1 0 0");
    refused(&mut game, "1: pass", RuleError::NotYourTurn);
    refused(&mut game, "1: meeple road E", RuleError::NotYourTurn);
}

#[test]
fn tile_not_placed() {
    let (mut game, _) = new_game(2, &["BA/RFr", "BA/RFr"]);
    refused(&mut game, "0: pass", RuleError::TileNotPlaced);
    refused(&mut game, "0: meeple road E", RuleError::TileNotPlaced);
}

#[test]
fn tile_already_placed() {
    let (mut game, _) = scenario(2, &["BA/RFr", "BA/RFr"], "0: place 1 0 0");
    refused(&mut game, "0: place -1 0 0", RuleError::TileAlreadyPlaced);
}

#[test]
fn occupied_cell() {
    let (mut game, _) = scenario(2, &["BA/RFr", "BA/RFr"], "0: place 1 0 0\n0: pass");
    refused(&mut game, "1: place 0 0 0", RuleError::Occupied(Pos::new(0, 0)));
    refused(&mut game, "1: place 1 0 180", RuleError::Occupied(Pos::new(1, 0)));
}

#[test]
fn detached_cell() {
    let (mut game, _) = new_game(2, &["BA/RFr", "BA/RFr"]);
    refused(&mut game, "0: place 1 1 0", RuleError::Detached(Pos::new(1, 1)));
    refused(&mut game, "0: place 5 5 0", RuleError::Detached(Pos::new(5, 5)));
    // Far outside the board's grid.
    refused(&mut game, "0: place 100000 -100000 90", RuleError::Detached(Pos::new(100000, -100000)));
    refused(
        &mut game,
        "0: place -2147483648 2147483647 90",
        RuleError::Detached(Pos::new(i32::MIN, i32::MAX)),
    );
    refused(&mut game, "0: place -2147483648 0 0", RuleError::Detached(Pos::new(i32::MIN, 0)));
    refused(&mut game, "0: place 0 -2147483648 0", RuleError::Detached(Pos::new(0, i32::MIN)));
}

#[test]
fn mismatched_edge() {
    let (mut game, _) = new_game(2, &["BA/RFr", "BA/RFr"]);
    let rfr = kind("BA/RFr");
    // Turned 90 the straight road runs N–S: a field edge faces the start tile's road.
    refused(
        &mut game,
        "0: place 1 0 90",
        RuleError::Mismatch { tile: rfr, pos: Pos::new(1, 0), dir: Dir::W },
    );
    // North of the start tile a field edge faces its city.
    refused(
        &mut game,
        "0: place 0 -1 0",
        RuleError::Mismatch { tile: rfr, pos: Pos::new(0, -1), dir: Dir::S },
    );
    refused(
        &mut game,
        "0: place 0 1 90",
        RuleError::Mismatch { tile: rfr, pos: Pos::new(0, 1), dir: Dir::N },
    );
}

#[test]
fn no_such_feature() {
    let (mut game, _) = scenario(2, &["BA/RFr", "BA/RFr"], "0: place 1 0 0");
    refused(&mut game, "0: meeple monastery", RuleError::NoSuchFeature("monastery".parse().unwrap()));
    refused(&mut game, "0: meeple road N", RuleError::NoSuchFeature("road N".parse().unwrap()));
    refused(&mut game, "0: meeple city E", RuleError::NoSuchFeature("city E".parse().unwrap()));
}

#[test]
fn feature_occupied() {
    let (mut game, _) = scenario(
        2,
        &["BA/RFr", "BA/RFr", "BA/RFr"],
        "0: place 1 0 0
         0: meeple road E
         1: place 2 0 0",
    );
    // The road is blue's; red's new tile still has free fields, so the step is offered.
    assert_eq!(game.phase(), Phase::PlaceFigure);
    refused(&mut game, "1: meeple road W", RuleError::FeatureOccupied("road W".parse().unwrap()));
    play(&mut game, "1: meeple field Nw");
    // The north field is red's now, reached from the next tile too.
    play(&mut game, "0: place -1 0 0");
    refused(&mut game, "0: meeple road E", RuleError::FeatureOccupied("road E".parse().unwrap()));
    refused(&mut game, "0: meeple field Nw", RuleError::FeatureOccupied("field Nw".parse().unwrap()));
    play(&mut game, "0: meeple field Sw");
}

/// `NoMeepleLeft` cannot be reached through `apply`: with an empty supply the figure
/// step is skipped, so a meeple action is refused as out of phase. The variant stays for
/// callers that ask anyway; this test pins the behaviour actually seen.
#[test]
fn no_meeple_left_skips_the_figure_step_instead() {
    let ids = ["BA/L"; 8];
    let mut script = String::new();
    for x in 0..7 {
        script += &format!("0: place {} 1 0\n0: meeple monastery\n", x);
    }
    let (mut game, _) = scenario(1, &ids, &script);
    assert_eq!(game.players()[0].meeples, 0);
    play(&mut game, "0: place -1 1 0");
    assert!(game.is_over());
    refused(&mut game, "0: meeple monastery", RuleError::GameOver);
    let (mut game, _) = scenario(1, &[&ids[..], &["BA/L"]].concat(), &script);
    play(&mut game, "0: place -1 1 0");
    assert!(matches!(game.phase(), Phase::PlaceTile(_)));
    refused(&mut game, "0: meeple monastery", RuleError::TileNotPlaced);
    assert!(game.legal_actions(Seat(0)).iter().all(|a| matches!(a, Action::Place(_))));
}

#[test]
fn game_over() {
    let (mut game, _) = scenario(2, &["BA/RFr"], "0: place 1 0 0\n0: pass");
    assert!(game.is_over());
    refused(&mut game, "1: place 2 0 0", RuleError::GameOver);
    refused(&mut game, "0: pass", RuleError::GameOver);
    refused(&mut game, "0: meeple road E", RuleError::GameOver);
    assert!(game.legal_actions(Seat(0)).is_empty());
    assert!(game.legal_actions(Seat(1)).is_empty());
}

/// A game with an empty list is over at once: final scoring of nothing.
#[test]
fn empty_list_is_over_at_once() {
    let (mut game, _) = new_game(3, &[]);
    assert!(game.is_over());
    refused(&mut game, "0: place 1 0 0", RuleError::GameOver);
}

/// Out of turn beats out of phase, and an unknown seat beats everything.
#[test]
fn checks_run_in_a_fixed_order() {
    let (mut game, _) = scenario(2, &["BA/RFr"], "0: place 1 0 0\n0: pass");
    refused(&mut game, "7: pass", RuleError::NoSuchSeat(Seat(7)));
    let (mut game, _) = new_game(2, &["BA/RFr"]);
    refused(&mut game, "1: pass", RuleError::NotYourTurn);
}

/// Asking for the legal actions of a seat that is not in the game (any `u8`) gives
/// none, and acting as one is refused.
#[test]
fn strangers_have_no_legal_actions() {
    let (mut game, _) = new_game(2, &["BA/RFr", "BA/RFr"]);
    for seat in [2u8, 5, 6, 7, 8, 9, 64, 255] {
        assert!(game.legal_actions(Seat(seat)).is_empty(), "seat {seat}");
        assert!(game.pending().is_some_and(|p| !p.seats.contains(Seat(seat))), "seat {seat}");
        refused(&mut game, &format!("{seat}: place 1 0 0"), RuleError::NoSuchSeat(Seat(seat)));
    }
}
