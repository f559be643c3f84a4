//! The Gifts: who receives a gift, what each card does with exact scores, Take two, the
//! end bonus, and that a hand is seen by its owner only.

use crate::support as common;

use carcassonne_engine::rules::gifts::{self, Gift};
use carcassonne_engine::{
    Action, Audience, Category, Event, Expansion, Expansions, Fixed, Game, Phase, RuleError, Seat, Setup,
};
use common::{assert_scores, kinds, play, scorings};

/// A setup with The Gifts whose stack is exactly `ids` and whose deck starts with `deck`.
fn setup(ids: &[&str], deck: &[Gift]) -> Setup {
    Setup {
        tiles: Some(kinds(ids)),
        expansions: Expansions::default().with(Expansion::Gifts),
        fixed: Fixed { gifts: deck.to_vec(), ..Fixed::default() },
        ..Setup::new(2, 0)
    }
}

fn scenario(ids: &[&str], deck: &[Gift], script: &str) -> (Game, Vec<Event>) {
    let (mut game, mut events) = Game::new(setup(ids, deck)).expect("valid setup");
    events.extend(play(&mut game, script));
    (game, events)
}

fn action(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn received(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| {
            if let Some(gifts::Happened::GiftReceived { seat }) = gifts::Happened::of(e) {
                Some(seat.0)
            } else {
                None
            }
        })
        .collect()
}

fn hand(game: &Game, seat: u8) -> Vec<Gift> {
    game.view(Audience::Seat(Seat(seat))).gifts().unwrap().hand(Seat(seat)).unwrap().to_vec()
}

/// Seat 0 holds the start road with a meeple; seat 1 extends it and receives the first
/// card of the deck. Then seat 0 places a harmless monastery south of the start.
const PRELUDE: &str = "0: place 1 0 0
                       0: meeple road E
                       1: place 2 0 0
                       1: pass
                       0: place 0 1 0
                       0: pass";

#[test]
fn extending_a_rivals_road_earns_one_gift_seen_by_its_receiver_only() {
    let (game, events) = scenario(&["BA/RFr", "BA/RFr", "BA/L", "BA/RFr"], &[Gift::RoadSweeper], PRELUDE);
    assert_eq!(received(&events), vec![1]);
    let drawn = events
        .iter()
        .find(|e| matches!(gifts::Happened::of(e), Some(gifts::Happened::GiftDrawn { .. })))
        .unwrap();
    assert_eq!(drawn.audience(), Audience::Seat(Seat(1)));
    assert!(!game.view(Audience::Public).sees(drawn) && !game.view(Audience::Seat(Seat(0))).sees(drawn));
    assert_eq!(hand(&game, 1), vec![Gift::RoadSweeper]);
    let public = game.view(Audience::Public).gifts().unwrap();
    assert_eq!((public.hand_size(Seat(1)), public.hand(Seat(1))), (1, None));
    assert_eq!(game.view(Audience::Seat(Seat(0))).gifts().unwrap().hand(Seat(1)), None);
    // Seat 1's gift actions are listed to seat 1, never in another viewer's view.
    let gift = |a: &Action| matches!(gifts::Act::of(*a), Some(gifts::Act::Gift(_)));
    assert!(game.view(Audience::Seat(Seat(1))).legal_actions(Seat(1)).iter().any(gift));
    assert!(!game.view(Audience::Public).legal_actions(Seat(1)).iter().any(gift));
}

#[test]
fn extending_your_own_road_earns_nothing() {
    let (_, events) = scenario(
        &["BA/RFr", "BA/L", "BA/RFr"],
        &[],
        "0: place 1 0 0
         0: meeple road E
         1: place 0 1 0
         1: pass
         0: place 2 0 0
         0: pass",
    );
    assert!(received(&events).is_empty());
}

/// Joining two roads: a tie with the placer earns nothing; a rival's strict majority
/// over both earns one gift, not two.
#[test]
fn joining_roads_a_tie_earns_nothing_and_one_tile_earns_at_most_one_gift() {
    let tie = "0: place 1 0 0
               0: meeple road E
               1: place 1 1 0
               1: pass
               0: place 0 -1 180
               0: pass
               1: place 2 1 90
               1: meeple road N
               0: place 2 0 0
               0: pass";
    let (_, events) = scenario(&["BA/RFr", "BA/L", "BA/C", "BA/RFr", "BA/Rr"], &[], tie);
    assert!(received(&events).is_empty(), "seat 0 ties seat 1 on the joined road");
    let rival = "0: place 1 0 0
                 0: pass
                 1: place -1 0 0
                 1: meeple road W
                 0: place 1 1 0
                 0: pass
                 1: place 2 1 90
                 1: meeple road N
                 0: place 2 0 0
                 0: pass";
    let (game, events) = scenario(&["BA/RFr", "BA/RFr", "BA/L", "BA/RFr", "BA/Rr"], &[], rival);
    assert_eq!(received(&events), vec![0], "one gift for joining two of seat 1's roads");
    assert_eq!(game.view(Audience::Public).gifts().unwrap().hand_size(Seat(0)), 1);
}

/// Synod puts a meeple on an occupied monastery; Retreat then takes it home for 2 + 2
/// per meeple left (seat 0's monk): 4.
#[test]
fn synod_then_retreat() {
    let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/RFr", "BA/L", "BA/RFr"];
    let (mut game, _) = scenario(
        &tiles,
        &[Gift::Synod, Gift::Retreat],
        "0: place 1 0 0
         0: meeple road E
         1: place 2 0 0
         1: pass
         0: place 0 1 0
         0: meeple monastery",
    );
    assert_eq!(
        game.apply(Seat(1), action("gift retreat 0 1 monastery")),
        Err(RuleError::from(gifts::Refusal::GiftNotInHand(Gift::Retreat)))
    );
    let events = play(&mut game, "1: gift synod 0 1 monastery");
    assert!(
        events.iter().any(|e| matches!(
            gifts::Happened::of(e),
            Some(gifts::Happened::GiftOpened { seat: Seat(1), .. })
        ))
    );
    assert_eq!(game.players()[1].meeples, 6);
    assert!(matches!(game.phase(), Phase::PlaceTile(_)), "the tile is still to place");
    assert_eq!(
        game.apply(Seat(1), action("gift synod 0 1 monastery")),
        Err(RuleError::from(gifts::Refusal::GiftAlreadyOpened))
    );
    play(&mut game, "1: place 3 0 0\n1: pass\n0: place 1 1 0\n0: pass");
    assert_eq!(hand(&game, 1), vec![Gift::Retreat]);
    let events = play(&mut game, "1: gift retreat 0 1 monastery");
    assert_eq!(scorings(&events), vec![(Category::Gifts, 4, vec![1], false)]);
    assert_eq!(game.players()[1].meeples, 7);
    assert_eq!(game.players()[1].breakdown[Category::Gifts.index()], 4);
}

/// The road sweeper scores a rival's road as at the end (3 tiles) and empties it, so
/// the opener may take it on the same turn.
#[test]
fn the_road_sweeper_scores_and_empties_a_road() {
    let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/RFr"];
    let (mut game, _) = scenario(&tiles, &[Gift::RoadSweeper], PRELUDE);
    let events = play(&mut game, "1: gift sweeper 0 0 road E");
    assert_eq!(scorings(&events), vec![(Category::Road, 3, vec![0], true)]);
    assert_eq!(game.players()[0].meeples, 7);
    play(&mut game, "1: place 3 0 0\n1: meeple road E");
    // The end: seat 1's road of 4 tiles, nothing more for seat 0.
    assert_scores(&game, &[3, 4]);
}

#[test]
fn change_position_lays_a_meeple_down_or_stands_it_up() {
    let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/RFr", "BA/L"];
    let (mut game, _) = scenario(
        &tiles,
        &[Gift::ChangePosition],
        "0: place 1 0 0
         0: meeple road E
         1: place 2 0 0
         1: meeple field Nw
         0: place 0 1 0
         0: pass",
    );
    assert_eq!(
        game.apply(Seat(1), action("gift change 2 0 field Nw field Se")),
        Err(RuleError::from(gifts::Refusal::NoSuchChange("field Se".parse().unwrap())))
    );
    assert_eq!(
        game.apply(Seat(1), action("gift change 1 0 road E field Nw")),
        Err(RuleError::from(gifts::Refusal::NoMeepleThere("1 0 road E".parse().unwrap())))
    );
    play(&mut game, "1: gift change 2 0 field Nw road W");
    // Seat 1's farmer now stands on seat 0's road: a tie there.
    let road = game.features().feature_of(1, 0);
    assert_eq!(game.features().info(road).meeples[..2], [1, 1]);
}

#[test]
fn take_two_keeps_one_tile_and_returns_the_other() {
    let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/C", "BA/Rr", "BA/L"];
    let (mut game, _) = scenario(&tiles, &[Gift::TakeTwo], PRELUDE);
    assert_eq!(game.current_tile().map(|t| t.id()), Some("BA/C"));
    let left = game.tiles_left();
    play(&mut game, "1: gift take-two");
    assert_eq!(game.phase(), gifts::Ph::TakeTwo("BA/C".parse().unwrap(), "BA/Rr".parse().unwrap()).into());
    assert_eq!(game.apply(Seat(1), action("place 3 0 0")), Err(RuleError::from(gifts::Refusal::KeepFirst)));
    let events = play(&mut game, "1: keep 2");
    assert!(events.contains(&Event::from(gifts::Happened::TileReturned { tile: "BA/C".parse().unwrap() })));
    assert_eq!(game.current_tile().map(|t| t.id()), Some("BA/Rr"));
    assert_eq!(game.tiles_left(), left, "one drawn, one returned");
}

/// With nothing left to draw, Take two is not offered; opened anyway, it is spent for
/// nothing and the tile in hand stays.
#[test]
fn take_two_with_the_stack_empty_does_nothing() {
    let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/C"];
    let (mut game, _) = scenario(&tiles, &[Gift::TakeTwo], PRELUDE);
    assert_eq!(game.tiles_left(), 0);
    assert!(!game.legal_actions(Seat(1)).contains(&action("gift take-two")));
    play(&mut game, "1: gift take-two");
    assert_eq!(game.phase(), Phase::PlaceTile("BA/C".parse().unwrap()));
    assert!(hand(&game, 1).is_empty());
}

/// Version 5; from version 6 such a gift is offered to be wasted (see `gift_wasted.rs`).
#[test]
fn a_gift_with_nothing_to_act_on_is_not_offered_and_is_refused() {
    let setup = Setup { version: 5, ..setup(&["BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr"], &[Gift::Synod]) };
    let mut game = Game::new(setup).expect("valid setup").0;
    play(&mut game, "0: place 1 0 0\n0: meeple road E\n1: place 2 0 0\n1: pass\n0: place 3 0 0\n0: pass");
    assert_eq!(hand(&game, 1), vec![Gift::Synod]);
    assert!(
        !game.legal_actions(Seat(1)).iter().any(|a| matches!(gifts::Act::of(*a), Some(gifts::Act::Gift(_))))
    );
    assert_eq!(
        game.apply(Seat(1), action("gift synod 0 0 road E")),
        Err(RuleError::from(gifts::Refusal::NotAnIncompleteMonastery("0 0 road E".parse().unwrap())))
    );
}

#[test]
fn unopened_gifts_score_two_each_at_the_end() {
    let (game, events) = scenario(
        &["BA/RFr", "BA/RFr"],
        &[Gift::Retreat],
        "0: place 1 0 0\n0: meeple road E\n1: place 2 0 0\n1: pass",
    );
    assert!(game.is_over());
    assert!(scorings(&events).contains(&(Category::Gifts, 2, vec![1], true)));
    assert_eq!(game.players()[1].breakdown[Category::Gifts.index()], 2);
}

/// With Bridges, Castles & Bazaars, Retreat also takes a meeple off a castle, named by
/// the city beneath it: 2 points, nobody else being on it.
#[test]
fn retreat_from_a_castle() {
    let mut both = setup(&["BA/RFr", "BA/RFr", "BA/L", "BA/C", "BA/L", "BA/RFr"], &[Gift::Retreat]);
    both.expansions = both.expansions.with(Expansion::BridgesCastlesBazaars);
    let (mut game, _) = Game::new(both).unwrap();
    play(
        &mut game,
        "0: place 1 0 0
         0: meeple road E
         1: place 2 0 0
         1: pass
         0: place 0 1 0
         0: pass
         1: place 0 -1 180
         1: meeple city S
         1: castle build
         0: place 1 1 0
         0: pass",
    );
    // Listed by the city's first tile; either of its cells names it.
    assert!(game.legal_actions(Seat(1)).contains(&action("gift retreat 0 0 city N")));
    let events = play(&mut game, "1: gift retreat 0 -1 city S");
    assert_eq!(scorings(&events), vec![(Category::Gifts, 2, vec![1], false)]);
    assert_eq!(game.players()[1].meeples, 7);
    let bcb = game.view(Audience::Public).bridges_castles_bazaars().unwrap();
    assert_eq!(bcb.castles()[0].meeples[1], 0);
}
