//! A gift with nothing to act on may still be opened, and is wasted (rules version 6):
//! Synode « (si possible) », and « Si vous déballez un présent qui n'a aucun effet à un
//! moment donné du jeu, le présent sera juste gaspillé. » The card is discarded, nothing
//! else happens, and `Event::from(gifts::Happened::GiftWasted)` tells the table. Version-5 games keep such a
//! card unopened (and Take two on an empty stack was opened for nothing).

use crate::support as common;

use carcassonne_engine::rules::gifts::{self, Gift, GiftPlay};
use carcassonne_engine::{
    Action, Audience, Event, Expansion, Expansions, Fixed, Game, Phase, RuleError, Seat, Setup,
};
use common::{action, assert_scores, kinds, play};

/// A two-player game with The Gifts at rules version `version`, whose stack is exactly
/// `ids` and whose deck starts with `deck`.
fn game(version: u32, ids: &[&str], deck: &[Gift]) -> Game {
    let setup = Setup {
        tiles: Some(kinds(ids)),
        expansions: Expansions::default().with(Expansion::Gifts),
        fixed: Fixed { gifts: deck.to_vec(), ..Fixed::default() },
        version,
        ..Setup::new(2, 0)
    };
    Game::new(setup).expect("valid setup").0
}

fn hand(game: &Game, seat: u8) -> Vec<Gift> {
    game.view(Audience::Seat(Seat(seat))).gifts().unwrap().hand(Seat(seat)).unwrap().to_vec()
}

fn gift_actions(game: &Game, seat: u8) -> Vec<Action> {
    game.legal_actions(Seat(seat))
        .into_iter()
        .filter(|a| matches!(gifts::Act::of(*a), Some(gifts::Act::Gift(_))))
        .collect()
}

/// Seat 0 puts a meeple on the start road, extended east; seat 1 extends it further and
/// receives the deck's first card; seat 0 extends it again. Seat 1 then holds the card
/// with its fourth straight road in hand, and there is no monastery on the board.
const STRAIGHT: [&str; 4] = ["BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr"];
const PRELUDE: &str = "0: place 1 0 0
                       0: meeple road E
                       1: place 2 0 0
                       1: pass
                       0: place 3 0 0
                       0: pass";

/// With no unfinished monastery, Synod is offered only as a waste; opened, it is
/// discarded and does nothing: no meeple leaves the supply, the tile in hand stays, and
/// its 2 points at the end are gone. Seat 1 then lays its road apart (no second gift):
/// seat 0's road of 4 tiles scores 4, seat 1 nothing.
#[test]
fn a_synod_with_no_monastery_is_wasted_and_scores_nothing_at_the_end() {
    let mut game = game(6, &STRAIGHT, &[Gift::Synod]);
    play(&mut game, PRELUDE);
    assert_eq!(hand(&game, 1), vec![Gift::Synod]);
    assert_eq!(gift_actions(&game, 1), vec![Action::from(gifts::Act::Gift(GiftPlay::Wasted(Gift::Synod)))]);
    let events = play(&mut game, "1: gift synod waste");
    assert_eq!(events, vec![Event::from(gifts::Happened::GiftWasted { seat: Seat(1), gift: Gift::Synod })]);
    assert!(hand(&game, 1).is_empty());
    assert_eq!(game.view(Audience::Public).gifts().unwrap().discard(), [Gift::Synod]);
    assert_eq!(game.phase(), Phase::PlaceTile("BA/RFr".parse().unwrap()));
    assert_eq!(game.players()[1].meeples, 7, "no meeple left the supply");
    assert_eq!(
        game.apply(Seat(1), action("gift synod waste")),
        Err(RuleError::from(gifts::Refusal::GiftAlreadyOpened))
    );
    play(&mut game, "1: place 0 1 0\n1: pass");
    assert!(game.is_over());
    assert_scores(&game, &[4, 0]);
}

/// The same game at version 5: Synod cannot be opened, and kept it scores 2.
#[test]
fn version_5_keeps_a_synod_with_no_monastery_unopened() {
    let mut game = game(5, &STRAIGHT, &[Gift::Synod]);
    play(&mut game, PRELUDE);
    assert!(gift_actions(&game, 1).is_empty());
    assert_eq!(
        game.apply(Seat(1), action("gift synod waste")),
        Err(RuleError::from(gifts::Refusal::GiftUseless(Gift::Synod)))
    );
    assert_eq!(
        game.apply(Seat(1), action("gift synod 0 0 road E")),
        Err(RuleError::from(gifts::Refusal::NotAnIncompleteMonastery("0 0 road E".parse().unwrap())))
    );
    play(&mut game, "1: place 0 1 0\n1: pass");
    assert!(game.is_over());
    assert_scores(&game, &[4, 2]);
}

/// A card that has something to act on is not wasted: it must name it, in both versions.
/// With a monastery on the board, `gift synod waste` is refused and the Synod offered on
/// the monastery.
#[test]
fn a_card_with_something_to_act_on_cannot_be_wasted() {
    for version in [5, 6] {
        let mut game = game(version, &["BA/RFr", "BA/RFr", "BA/L", "BA/RFr"], &[Gift::Synod]);
        play(&mut game, "0: place 1 0 0\n0: meeple road E\n1: place 2 0 0\n1: pass\n0: place 0 1 0\n0: pass");
        assert_eq!(gift_actions(&game, 1), vec![action("gift synod 0 1 monastery")], "version {version}");
        let refused = game.apply(Seat(1), action("gift synod waste"));
        assert_eq!(
            refused,
            Err(RuleError::from(gifts::Refusal::GiftHasUse(Gift::Synod))),
            "version {version}"
        );
        assert_eq!(hand(&game, 1), vec![Gift::Synod]);
    }
}

/// Retreat with none of your meeples on the board is wasted too; Synod with no meeple
/// in supply would be as well ("si possible").
#[test]
fn a_retreat_with_no_meeple_on_the_board_is_wasted() {
    let mut game = game(6, &STRAIGHT, &[Gift::Retreat]);
    play(&mut game, PRELUDE);
    assert_eq!(gift_actions(&game, 1), vec![action("gift retreat waste")]);
    let before = game.players().to_vec();
    let events = play(&mut game, "1: gift retreat waste");
    assert_eq!(events, vec![Event::from(gifts::Happened::GiftWasted { seat: Seat(1), gift: Gift::Retreat })]);
    assert_eq!(game.players(), before, "no score and no meeple changed");
}

/// Take two with the stack empty is wasted from version 6 (told as such), and at
/// version 5 still opened for nothing, as it was.
#[test]
fn take_two_on_an_empty_stack_is_wasted_and_was_opened_for_nothing_before() {
    for (version, told) in [
        (6, Event::from(gifts::Happened::GiftWasted { seat: Seat(1), gift: Gift::TakeTwo })),
        (5, Event::from(gifts::Happened::GiftOpened { seat: Seat(1), play: GiftPlay::TakeTwo })),
    ] {
        let mut game = game(version, &["BA/RFr", "BA/RFr", "BA/L", "BA/C"], &[Gift::TakeTwo]);
        play(&mut game, "0: place 1 0 0\n0: meeple road E\n1: place 2 0 0\n1: pass\n0: place 0 1 0\n0: pass");
        assert_eq!(game.tiles_left(), 0);
        let offered = gift_actions(&game, 1);
        let want = if version == 6 { vec![action("gift take-two waste")] } else { Vec::new() };
        assert_eq!(offered, want, "version {version}");
        let events = play(&mut game, "1: gift take-two");
        assert_eq!(events, vec![told], "version {version}");
        assert_eq!(game.phase(), Phase::PlaceTile("BA/C".parse().unwrap()));
        assert!(hand(&game, 1).is_empty());
    }
}

#[test]
fn a_waste_reads_and_prints_as_the_card_then_waste() {
    for gift in Gift::ALL {
        let text = format!("gift {} waste", gift.word());
        assert_eq!(action(&text), Action::from(gifts::Act::Gift(GiftPlay::Wasted(gift))));
        assert_eq!(Action::from(gifts::Act::Gift(GiftPlay::Wasted(gift))).to_string(), text);
    }
    assert_eq!(
        action("gift road-sweeper WASTE"),
        Action::from(gifts::Act::Gift(GiftPlay::Wasted(Gift::RoadSweeper)))
    );
}
