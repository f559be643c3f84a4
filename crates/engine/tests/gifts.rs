//! The Gifts: who receives a gift, what each card does with exact scores, Take two, the
//! end bonus, and that a hand is seen by its owner only; Take two with Hills & Sheep's
//! hills, under rules versions 13 and 14.

use crate::support as common;

use carcassonne_engine::rules::gifts::{self, Gift};
use carcassonne_engine::rules::hills_sheep;
use carcassonne_engine::{
    Action, Audience, Category, Event, Expansion, Expansions, Fixed, Game, Phase, RuleError, Seat, Setup,
};
use common::{action, assert_scored, assert_scores, kinds, play, scorings, versioned};

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

// ---- Take two with Hills & Sheep's hills (rules versions 13 and 14) ----

/// A game of two at rules `version` with Hills & Sheep and The Gifts, whose stack is
/// `BA/RFr`, `BA/RFr`, `BA/L` then `rest`, after [`PRELUDE`]: seat 1 holds Take two and
/// the first tile of `rest`.
fn hills_game(version: u32, rest: &[&str]) -> Game {
    let ids: Vec<&str> = ["BA/RFr", "BA/RFr", "BA/L"].iter().chain(rest).copied().collect();
    let mut g = versioned(version, &[Expansion::HillsSheep, Expansion::Gifts], &ids, &[Gift::TakeTwo]);
    play(&mut g, PRELUDE);
    g
}

/// Seat 1's hill `HS/RR.h` hides `BA/C`; Take two's second tile, a monastery, is kept.
const HILL_PUT_BACK: [&str; 6] = ["HS/RR.h", "BA/C", "BA/L", "BA/L", "BA/L", "BA/L"];

/// The events of a tile hidden under a hill, or back from under one, among `events`.
fn under_hills(events: &[Event]) -> Vec<&hills_sheep::Happened> {
    events.iter().filter_map(hills_sheep::Happened::of).collect()
}

/// « Placez ensuite cette combinaison, tuile Colline et tuile cachée »: put back, the
/// hill takes the tile hidden under it back into the stack, so `BA/C` is played later
/// and the hill, drawn again, hides one tile. At the end seat 0's open road of 3; seat
/// 1's monastery of 8 tiles, `BA/C` among them.
#[test]
fn a_hill_put_back_by_take_two_takes_the_tile_under_it_back_into_the_stack() {
    let mut g = hills_game(14, &HILL_PUT_BACK);
    assert_eq!((g.current_tile(), g.hidden_tiles(), g.tiles_left()), (Some(kinds(&["HS/RR.h"])[0]), 1, 4));
    let events = play(&mut g, "1: gift take-two\n1: keep 2");
    assert!(events.contains(&gifts::Happened::TileReturned { tile: kinds(&["HS/RR.h"])[0] }.into()));
    assert_eq!(under_hills(&events), [&hills_sheep::Happened::TileFromUnderHill { seat: Seat(1) }]);
    assert_eq!((g.hidden_tiles(), g.tiles_left()), (0, 5), "the hill and its tile back, the monastery kept");
    play(&mut g, "1: place 1 1 0\n1: meeple monastery");
    assert_eq!(g.current_tile(), Some(kinds(&["BA/C"])[0]), "the tile once under the hill");
    play(&mut g, "0: place 2 1 180\n0: pass\n1: place -1 1 0\n1: pass\n0: place 1 2 0\n0: pass");
    assert_eq!((g.current_tile(), g.hidden_tiles(), g.tiles_left()), (Some(kinds(&["HS/RR.h"])[0]), 1, 0));
    let events = play(&mut g, "1: place 0 2 0\n1: pass");
    assert!(g.is_over());
    assert_scored(
        &g,
        scorings(&events),
        vec![(Category::Road, 3, vec![0], true), (Category::Monastery, 8, vec![1], true)],
        &[3, 8],
    );
    assert_eq!(g.hidden_tiles(), 1, "one hill, one tile under it");
}

/// Rules version 13 put the hill back alone, `BA/C` left hidden under no hill in play;
/// drawn again, the hill hid a second tile. `BA/C` never comes, and seat 1's monastery
/// ends with 7 tiles.
#[test]
fn a_version_13_hill_put_back_by_take_two_left_its_tile_hidden() {
    let mut g = hills_game(13, &HILL_PUT_BACK);
    let events = play(&mut g, "1: gift take-two\n1: keep 2");
    assert!(events.contains(&gifts::Happened::TileReturned { tile: kinds(&["HS/RR.h"])[0] }.into()));
    assert!(under_hills(&events).is_empty());
    assert_eq!((g.hidden_tiles(), g.tiles_left()), (1, 4));
    play(&mut g, "1: place 1 1 0\n1: meeple monastery\n0: place 1 2 0\n0: pass\n1: place -1 1 0\n1: pass");
    assert_eq!((g.current_tile(), g.hidden_tiles(), g.tiles_left()), (Some(kinds(&["HS/RR.h"])[0]), 2, 0));
    let events = play(&mut g, "0: place 0 2 0\n0: pass");
    assert!(g.is_over());
    assert_scored(
        &g,
        scorings(&events),
        vec![(Category::Road, 3, vec![0], true), (Category::Monastery, 7, vec![1], true)],
        &[3, 7],
    );
}

/// Take two's second tile, a hill, is the last of the stack. Kept, it hides a tile from
/// the stack as it was when drawn, before the monastery goes back (from rules version
/// 14): the stack was empty, so nothing; the monastery comes back to seat 0, whose monk
/// scores 6 at the end. Version 13 put the monastery back first and hid it under the
/// hill, the tile seat 1 had just seen: the game ended with the hill.
#[test]
fn a_hill_kept_from_take_two_hides_a_tile_nobody_saw() {
    for (version, hidden, left) in [(14, 0, 1), (13, 1, 0)] {
        let mut g = hills_game(version, &["BA/L", "HS/RR.h"]);
        let events = play(&mut g, "1: gift take-two\n1: keep 2");
        assert!(events.contains(&gifts::Happened::TileReturned { tile: kinds(&["BA/L"])[0] }.into()));
        let told = under_hills(&events);
        assert_eq!(told.len(), hidden, "version {version}: {told:?}");
        assert_eq!((g.hidden_tiles(), g.tiles_left()), (hidden, left), "version {version}");
        play(&mut g, "1: place 0 2 0\n1: pass");
        if version == 14 {
            assert_eq!(g.current_tile(), Some(kinds(&["BA/L"])[0]));
            play(&mut g, "0: place 1 1 0\n0: meeple monastery");
        }
        assert!(g.is_over(), "version {version}");
        assert_scores(&g, if version == 14 { &[9, 0] } else { &[3, 0] });
    }
}

/// Two hills alike: seat 1's first hides `BA/C`, Take two draws the second. From rules
/// version 14 one hill hides one tile, whichever is kept: keeping the first tells
/// nothing again; keeping the second puts `BA/C` back with the first, and the second
/// hides a tile of the stack. Version 13 took the kept hill for a new draw in both
/// cases, as it was of the second's kind: two tiles hidden for one hill.
#[test]
fn of_two_hills_alike_take_two_keeps_one_with_one_tile_under_it() {
    for (version, keep, hidden, left) in [(14, 1, 1, 4), (14, 2, 1, 4), (13, 1, 2, 3), (13, 2, 2, 3)] {
        let mut g = hills_game(version, &["HS/RR.h", "BA/C", "HS/RR.h", "BA/L", "BA/L", "BA/L"]);
        assert_eq!((g.hidden_tiles(), g.tiles_left()), (1, 4));
        let events = play(&mut g, &format!("1: gift take-two\n1: keep {keep}"));
        assert_eq!(g.current_tile(), Some(kinds(&["HS/RR.h"])[0]));
        assert_eq!((g.hidden_tiles(), g.tiles_left()), (hidden, left), "version {version}, keep {keep}");
        let told = under_hills(&events);
        let want = match (version, keep) {
            (14, 1) => vec![],
            (14, _) => vec![
                hills_sheep::Happened::TileFromUnderHill { seat: Seat(1) },
                hills_sheep::Happened::TileUnderHill { seat: Seat(1) },
            ],
            _ => vec![hills_sheep::Happened::TileUnderHill { seat: Seat(1) }],
        };
        assert_eq!(told, want.iter().collect::<Vec<_>>(), "version {version}, keep {keep}");
    }
}
