//! Bridges, Castles & Bazaars: scenarios from explicit tile sequences with exact scores,
//! the rule text's examples among them (a road of two bridges and four road sections
//! scores 6; a castle scores 16 from Blue's city; the three-player auction).

use crate::support as common;

use carcassonne_engine::rules::bridges_castles_bazaars::{
    Act, Axis, BRIDGES, Bridge, CASTLES, Happened, Ph, Refusal,
};
use carcassonne_engine::{
    Action, Category, Event, Expansion, Expansions, Game, Phase, Pos, RuleError, Seat, Setup, SetupError,
};
use common::{action, assert_scored, assert_scores, each_seat, kinds, play, scorings};

const BCB: Expansion = Expansion::BridgesCastlesBazaars;

/// A setup with Bridges, Castles & Bazaars whose stack is exactly `ids`, in order.
fn setup(players: u8, ids: &[&str]) -> Setup {
    Setup { tiles: Some(kinds(ids)), expansions: Expansions::default().with(BCB), ..Setup::new(players, 0) }
}

/// A game of `setup` after `script`, with every event.
fn scenario_of(setup: Setup, script: &str) -> (Game, Vec<Event>) {
    let (mut game, mut events) = Game::new(setup).expect("valid setup");
    events.extend(play(&mut game, script));
    (game, events)
}

fn scenario(players: u8, ids: &[&str], script: &str) -> (Game, Vec<Event>) {
    scenario_of(setup(players, ids), script)
}

#[test]
fn supplies_are_three_each_up_to_four_players_and_two_from_five() {
    for (players, each) in [(2, 3), (4, 3), (5, 2), (6, 2)] {
        let (game, _) = scenario(players, &["BA/RFr"], "");
        assert_eq!(each_seat(&game, &BRIDGES), vec![each; players as usize]);
        assert_eq!(each_seat(&game, &CASTLES), vec![each; players as usize]);
    }
}

#[test]
fn the_expansion_needs_rules_version_three() {
    let old = Setup { version: 2, ..setup(2, &["BA/RFr"]) };
    assert_eq!(Game::new(old).err(), Some(SetupError::ExpansionTooNew(BCB, 2)));
    assert!(Game::new(Setup { version: 3, ..setup(2, &["BA/RFr"]) }).is_ok());
}

/// The rule text's example 8: Red completes a road of two bridges and four road
/// sections and scores 6. Both bridges are built where the monastery tiles fit only
/// with one (their field edge meets the road), and Red's meeple stands on the first.
#[test]
fn a_road_of_two_bridges_and_four_road_sections_scores_six() {
    let tiles = ["BA/LR", "BA/L", "BA/L", "BA/RFr", "BA/LR"];
    let (mut game, _) = scenario(2, &tiles, "0: place -1 0 270\n0: pass");
    // The monastery's field edge meets the start tile's road: legal only with a bridge.
    let options = game.placement_options();
    assert!(
        options
            .iter()
            .all(|o| o.placement.pos != Pos::new(1, 0) || o.needs == Some(Expansion::BridgesCastlesBazaars))
    );
    assert!(options.iter().any(|o| o.placement.pos == Pos::new(1, 0)));
    game.apply(Seat(1), action("place 1 0 0")).unwrap();
    assert_eq!(game.phase(), Phase::from(Ph::Bridge), "the bridge comes first");
    assert_eq!(game.apply(Seat(1), action("pass")), Err(RuleError::from(Refusal::BridgeOwed)));
    assert_eq!(game.apply(Seat(1), action("meeple monastery")), Err(RuleError::from(Refusal::BridgeOwed)));
    assert_eq!(game.apply(Seat(1), action("bridge 1 0 NS")), Err(RuleError::from(Refusal::BridgeDoesNotFit)));
    assert_eq!(game.legal_actions(Seat(1)), vec![action("bridge 1 0 EW")]);
    let events = play(
        &mut game,
        "1: bridge 1 0 EW
         1: meeple road E
         0: place 2 0 0
         0: bridge 2 0 EW
         0: pass
         1: place 3 0 0
         1: pass
         0: place 4 0 90
         0: pass",
    );
    assert_scored(&game, scorings(&events), vec![(Category::Road, 6, vec![1], false)], &[0, 6]);
    assert_eq!(each_seat(&game, &BRIDGES), vec![2, 2]);
    assert_eq!(game.players()[1].meeples, 7, "the meeple on the bridge came home");
}

/// A bridge on a neighbour of the placed tile carries the new tile's road across it.
#[test]
fn a_bridge_on_a_neighbour_mends_the_placed_road() {
    // The monastery at (1,0) continues the start road with a bridge; the straight road
    // at (1,1) meets the monastery's south field edge and needs a bridge across it.
    let (mut game, _) = scenario(
        2,
        &["BA/L", "BA/RFr", "BA/RFr"],
        "0: place 1 0 0
         0: bridge 1 0 EW
         0: pass",
    );
    // A north–south road below the monastery tile: the monastery's south edge is a
    // field, and it already has a bridge: no bridge can mend it.
    assert!(!game.legal_placements().contains(&action("place 1 1 90").placement()));
    // East of the bridge the road continues plainly.
    play(&mut game, "1: place 2 0 0\n1: pass");
    // A straight road north–south at (2,-1) meets the road tile's north field edge:
    // a bridge on that road tile (2,0), north–south, mends it — but its south end
    // faces an empty cell and its north end the new road: legal.
    game.apply(Seat(0), action("place 2 -1 90")).unwrap();
    assert_eq!(game.phase(), Phase::from(Ph::Bridge));
    assert_eq!(game.legal_actions(Seat(0)), vec![action("bridge 2 0 NS")]);
    play(&mut game, "0: bridge 2 0 NS\n0: pass");
    assert_eq!(each_seat(&game, &BRIDGES), vec![1, 3]);
}

trait Placed {
    fn placement(self) -> carcassonne_engine::Placement;
}

impl Placed for Action {
    fn placement(self) -> carcassonne_engine::Placement {
        match self {
            Action::Place(p) => p,
            other => panic!("{other} is not a placement"),
        }
    }
}

#[test]
fn bridge_rules_are_checked_one_by_one() {
    let (mut game, _) = scenario(
        2,
        &["BA/L", "BA/L", "BA/RFr"],
        "0: place 1 0 0
         0: bridge 1 0 EW
         0: pass
         1: place 0 1 0",
    );
    // Seat 1 placed a monastery south of the start tile.
    let refused = |game: &mut Game, text: &str| game.apply(Seat(1), action(text)).unwrap_err();
    assert_eq!(
        refused(&mut game, "bridge 5 5 NS"),
        RuleError::from(Refusal::BridgeOnEmptyCell(Pos::new(5, 5)))
    );
    assert_eq!(refused(&mut game, "bridge 1 0 NS"), RuleError::from(Refusal::BridgeTooFar(Pos::new(1, 0))));
    // The start tile's east and west edges are its road.
    assert_eq!(
        refused(&mut game, "bridge 0 0 EW"),
        RuleError::from(Refusal::BridgeEndNotField { pos: Pos::new(0, 0), dir: carcassonne_engine::Dir::E })
    );
    // North–south on the monastery: the north end meets the start tile's field edge.
    assert_eq!(
        refused(&mut game, "bridge 0 1 NS"),
        RuleError::from(Refusal::BridgeEndBlocked { pos: Pos::new(0, 1), dir: carcassonne_engine::Dir::N })
    );
    let legal = game.legal_actions(Seat(1));
    assert!(legal.contains(&action("bridge 0 1 EW")), "{legal:?}");
    assert!(!legal.iter().any(|a| matches!(Act::of(*a), Some(Act::Bridge(b)) if b.pos == Pos::new(1, 0))));
    play(&mut game, "1: bridge 0 1 EW");
    assert_eq!(refused(&mut game, "bridge 0 1 EW"), RuleError::from(Refusal::BridgeAlreadyBuilt));
    // The figure step is asked again: the bridge is a road to stand on.
    assert!(game.legal_actions(Seat(1)).contains(&action("meeple road E")));
    play(&mut game, "1: meeple road W");
    let figure = game.figures().last().unwrap();
    assert_eq!(game.board().segment(figure.tile, figure.segment).label, "bridge");
    // Next turn, a meeple may not go on a bridge of an earlier tile.
    game.apply(Seat(0), action("place -1 1 0")).unwrap();
    assert!(
        !game
            .legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(Act::of(*a), Some(Act::Bridge(b)) if b.pos == Pos::new(0, 1)))
    );
}

#[test]
fn no_bridge_left_means_no_bridge_and_no_placement_that_needs_one() {
    // Each of seat 0's monasteries continues the road east with a bridge of its own.
    let tiles = ["BA/L", "BA/RFr", "BA/L", "BA/RFr", "BA/L", "BA/RFr", "BA/L"];
    let (mut game, _) = scenario(
        2,
        &tiles,
        "0: place 1 0 0
         0: bridge 1 0 EW
         0: pass
         1: place -1 0 0
         1: pass
         0: place 2 0 0
         0: bridge 2 0 EW
         0: pass
         1: place -2 0 0
         1: pass
         0: place 3 0 0
         0: bridge 3 0 EW
         0: pass
         1: place -3 0 0
         1: pass",
    );
    assert_eq!(each_seat(&game, &BRIDGES), vec![0, 3]);
    // Seat 0 holds a monastery and has no bridge: only placements that need none.
    assert_eq!(game.current_tile().map(|t| t.id()), Some("BA/L"));
    assert!(game.placement_options().iter().all(|o| o.needs.is_none()));
    game.apply(Seat(0), action("place 0 1 0")).unwrap();
    assert!(!game.legal_actions(Seat(0)).iter().any(|a| matches!(Act::of(*a), Some(Act::Bridge(_)))));
    assert_eq!(
        game.apply(Seat(0), Act::Bridge(Bridge { pos: Pos::new(0, 1), axis: Axis::EastWest }).into()),
        Err(RuleError::from(Refusal::NoBridgeLeft))
    );
}

/// Bridges do not split the fields beneath: the farmer south of the road sees the
/// city north of it through the bridged monastery's field.
#[test]
fn a_bridge_leaves_the_field_beneath_whole() {
    let (game, events) = scenario(
        2,
        &["BA/L", "BA/C"],
        "0: place 1 0 0
         0: bridge 1 0 EW
         0: meeple field Sw
         1: place 0 -1 180
         1: pass",
    );
    assert!(game.is_over());
    // The start tile's city, closed by seat 1's cap, touches the field north of the
    // road, which runs under the bridge into the monastery's one field (south too).
    let field: Vec<_> = scorings(&events).into_iter().filter(|s| s.0 == Category::Field).collect();
    assert_eq!(field, vec![(Category::Field, 3, vec![0], true)]);
}

/// The rule text's castle example 3: Red builds a castle on a small city; later Blue
/// completes a city worth 16 with a tile in the castle's neighbourhood, which is the
/// first feature completed there: Red scores 16 too.
#[test]
fn a_castle_scores_sixteen_from_blues_city() {
    // Seat 0 is Blue, seat 1 Red.
    let tiles = ["BA/RFr", "BA/C", "BA/C", "BA/CFc+", "BA/CFc+", "BA/CFc.1", "BB/LCFc", "BA/C"];
    let (mut game, _) = scenario(2, &tiles, "0: place 1 0 0\n0: pass\n1: place 0 -1 180\n1: meeple city S");
    // Red's cap closed the start tile's: a small city of two caps. Red chooses.
    assert_eq!(game.decisions().len(), 1);
    assert_eq!(game.decision_of(Seat(1)).map(|d| d.phase), Some(Phase::from(Ph::Castle)));
    assert_eq!(game.decision_of(Seat(0)), None);
    let events = play(&mut game, "1: castle build");
    assert!(events.contains(&Event::from(Happened::CastleBuilt {
        seats: carcassonne_engine::SeatSet::single(Seat(1)),
        cells: [Pos::new(0, 0), Pos::new(0, -1)],
    })));
    assert!(scorings(&events).is_empty(), "the city becomes a castle and scores nothing");
    assert_eq!(each_seat(&game, &CASTLES), vec![3, 2]);
    assert_eq!(game.players()[1].meeples, 6, "Red's meeple stands on the castle");
    let events = play(
        &mut game,
        "0: place 1 -1 90
         0: meeple city E
         1: place 2 -1 0
         1: pass
         0: place 3 -1 0
         0: pass
         1: place 4 -1 0
         1: pass
         0: place 5 -1 0
         0: pass
         1: place 6 -1 270
         1: pass",
    );
    assert_eq!(
        scorings(&events),
        vec![(Category::City, 16, vec![0], false), (Category::Castle, 16, vec![1], false)]
    );
    assert_eq!(game.players()[1].meeples, 7, "the castle's meeple came home");
    assert_eq!(game.players()[1].breakdown[Category::Castle.index()], 16);
}

/// A castle never scores in the turn it was built, counts features nobody stood in,
/// and scores only once.
#[test]
fn a_castle_scores_the_first_feature_completed_in_a_later_turn() {
    let (mut game, events) = scenario(
        2,
        &["BA/RFr", "BA/LR", "BA/CRRR", "BA/LR", "BA/LR"],
        "0: place 1 0 0
         0: pass
         1: place 1 -1 90
         1: pass
         0: place 0 -1 180
         0: meeple city S",
    );
    // The cap tile also closed a road of two tiles, with nobody on it.
    assert!(scorings(&events).is_empty());
    let events = play(&mut game, "0: castle build");
    assert!(scorings(&events).is_empty(), "not in the turn the castle was built");
    // The junction's north road, through the castle's cell, ends at a monastery: a
    // road of two tiles nobody holds completes, and the castle scores it.
    let events = play(&mut game, "1: place 0 -2 0\n1: pass");
    assert_eq!(scorings(&events), vec![(Category::Castle, 2, vec![0], false)]);
    // The castle has scored: the next completion in its neighbourhood gives nothing.
    let events = play(&mut game, "0: place -1 -1 270\n0: pass");
    assert!(scorings(&events).iter().all(|s| s.0 != Category::Castle), "{events:?}");
    assert_scores(&game, &[2, 0]);
}

/// Two candidates in one turn: the castle scores the highest.
#[test]
fn a_castle_takes_the_best_of_features_completed_together() {
    let (game, events) = scenario(
        2,
        &["BA/C", "BA/LR", "BA/C", "BA/CRRR"],
        "0: place 0 -1 180
         0: meeple city S
         0: castle build
         1: place -1 0 270
         1: pass
         0: place 1 -1 180
         0: pass
         1: place 1 0 0
         1: pass",
    );
    // The last tile closes the start road (3 tiles) and a small city of two caps (4),
    // both unoccupied and both touching the castle's neighbourhood.
    assert_eq!(scorings(&events).iter().filter(|s| s.0 == Category::Castle).count(), 1);
    assert!(scorings(&events).contains(&(Category::Castle, 4, vec![0], false)));
    assert_eq!(game.players()[0].breakdown[Category::Castle.index()], 4);
}

/// A castle that scores completes for a castle whose neighbourhood holds one of its
/// cells: both score the same.
#[test]
fn castles_score_in_a_chain() {
    let (_, events) = scenario(
        2,
        &["BA/C", "BA/C", "BA/C", "BA/LR", "BA/LR"],
        "0: place 0 -1 180
         0: meeple city S
         0: castle build
         1: place 1 -1 0
         1: meeple city N
         0: place 1 -2 180
         0: pass
         1: castle build
         1: place -1 0 270
         1: pass
         0: place 1 0 90
         0: pass",
    );
    let castles: Vec<_> = scorings(&events).into_iter().filter(|s| s.0 == Category::Castle).collect();
    assert_eq!(
        castles,
        vec![(Category::Castle, 3, vec![0], false), (Category::Castle, 3, vec![1], false)],
        "seat 0's castle scores the start road; seat 1's castle, beside it, the same"
    );
}

/// An owner without a castle in supply scores the small city: nobody is asked.
#[test]
fn an_owner_without_a_castle_scores_the_small_city() {
    // Five players: two castles each. Seat 0 builds both, then closes a third small city.
    let tiles =
        ["BA/C", "BA/C", "BA/RFr", "BA/RFr", "BA/RFr", "BA/C", "BA/C", "BA/RFr", "BA/RFr", "BA/RFr", "BA/C"];
    let (game, events) = scenario(
        5,
        &tiles,
        "0: place 0 -1 180
         0: meeple city S
         0: castle build
         1: place 0 1 90
         1: pass
         2: place 1 0 0
         2: pass
         3: place -1 0 0
         3: pass
         4: place 2 0 0
         4: pass
         0: place 1 1 270
         0: meeple city W
         0: castle build
         1: place 2 1 90
         1: pass
         2: place 3 0 0
         2: pass
         3: place -2 0 0
         3: pass
         4: place 4 0 0
         4: pass
         0: place 3 1 270
         0: meeple city W",
    );
    assert_eq!(each_seat(&game, &CASTLES), vec![0, 2, 2, 2, 2]);
    assert!(game.is_over(), "no castle decision was asked");
    assert!(scorings(&events).contains(&(Category::City, 4, vec![0], false)));
}

/// To a field, a castle is worth 4 instead of 3; meeples on castles at the end go
/// home with no points.
#[test]
fn a_castle_is_worth_four_to_a_field_and_nothing_at_the_end() {
    let (game, events) = scenario(
        2,
        &["BA/C", "BA/RFr"],
        "0: place 0 -1 180
         0: meeple city S
         0: castle build
         1: place 1 0 0
         1: meeple field Nw",
    );
    assert!(game.is_over());
    let end = scorings(&events);
    assert!(end.contains(&(Category::Field, 4, vec![1], true)), "{end:?}");
    assert!(end.iter().all(|s| s.0 != Category::Castle));
    assert_eq!(game.players()[0].meeples, 7, "the castle's meeple went home");
    assert_scores(&game, &[0, 4]);
}

/// The phase and the seat of the one decision the game waits for.
fn waiting(game: &Game) -> (Phase, u8) {
    assert_eq!(game.decisions().len(), 1, "{:?}", game.decisions());
    let d = game.decisions()[0];
    (d.phase, d.seats.iter().next().expect("a seat").0)
}

/// The rule text's three-player auction. Red (seat 0) places a bazaar; Blue (1) chooses
/// a tile and bids 2, Black (2) passes, Red bids 3, Blue buys it paying Red 3; Black
/// chooses another and bids 2, Red bids 3, Black sells it to Red for 3; the last tile
/// goes free to Black. Then Blue, Black and Red play their tiles, and Blue draws.
#[test]
fn the_three_player_auction_of_the_rules() {
    let tiles = ["BB/F.b", "BA/RFr", "BA/C", "BA/Rr", "BA/L"];
    let (mut game, events) = scenario(3, &tiles, "0: place 0 1 0\n0: pass");
    let offered: Vec<&str> = ["BA/RFr", "BA/C", "BA/Rr"].to_vec();
    let opened = events.iter().find_map(|e| match Happened::of(e)? {
        Happened::BazaarOpened { tiles } => Some(tiles.iter().map(|t| t.id()).collect::<Vec<_>>()),
        _ => None,
    });
    assert_eq!(opened, Some(offered));
    assert_eq!(game.tiles_left(), 1);
    assert_eq!(waiting(&game), (Phase::from(Ph::BazaarChoose), 1));
    assert_eq!(
        game.legal_actions(Seat(1))[..3],
        [action("choose 1"), action("choose 2"), action("choose 3")]
    );
    let events = play(
        &mut game,
        "1: choose 1
         1: bid 2
         2: pass
         0: bid 3",
    );
    assert!(events.contains(&Event::from(Happened::BidPassed { seat: Seat(2) })));
    assert_eq!(waiting(&game), (Phase::from(Ph::BazaarTrade), 1));
    let events = play(&mut game, "1: buy");
    let won = |seat: u8, id: &str, price: u32, paid_to: Option<u8>| {
        Event::from(Happened::TileWon {
            seat: Seat(seat),
            tile: id.parse().unwrap(),
            price,
            paid_to: paid_to.map(Seat),
        })
    };
    assert!(events.contains(&won(1, "BA/RFr", 3, Some(0))));
    assert_scores(&game, &[3, -3, 0]);
    assert_eq!(waiting(&game), (Phase::from(Ph::BazaarChoose), 2));
    play(&mut game, "2: choose 2\n2: bid 2");
    // Blue has a tile: only Red may raise.
    assert_eq!(waiting(&game), (Phase::from(Ph::BazaarRaise), 0));
    assert_eq!(game.apply(Seat(0), action("bid 2")), Err(RuleError::from(Refusal::BidTooLow(2))));
    let events = play(&mut game, "0: bid 3\n2: sell");
    assert!(events.contains(&won(0, "BA/C", 3, Some(2))));
    assert!(events.contains(&won(2, "BA/Rr", 0, None)), "the last tile is free");
    assert_scores(&game, &[0, -3, 3]);
    assert_eq!(game.players()[1].breakdown[Category::Bazaar.index()], -3);
    // The round of turns: Blue, Black, then Red, each with the tile they got.
    let round = |game: &Game| {
        game.view(carcassonne_engine::Audience::Public).bridges_castles_bazaars().unwrap().round_of()
    };
    assert_eq!(round(&game), Some(Seat(0)));
    assert_eq!(waiting(&game), (Phase::PlaceTile("BA/RFr".parse().unwrap()), 1));
    play(&mut game, "1: place 1 0 0\n1: pass");
    assert_eq!(waiting(&game), (Phase::PlaceTile("BA/Rr".parse().unwrap()), 2));
    play(&mut game, "2: place -1 0 180\n2: pass");
    assert_eq!(waiting(&game), (Phase::PlaceTile("BA/C".parse().unwrap()), 0));
    assert_eq!(round(&game), Some(Seat(0)), "the round's last turn is still the bazaar's");
    play(&mut game, "0: place 0 -1 180\n0: pass");
    assert_eq!(round(&game), None);
    // Play goes on after the bazaar's placer: Blue draws.
    assert_eq!(waiting(&game), (Phase::PlaceTile("BA/L".parse().unwrap()), 1));
}

/// Nobody outbids the chooser: they pay their own bid to the bank. A bazaar tile won
/// at a bazaar opens no bazaar of its own.
#[test]
fn the_chooser_pays_the_bank_and_a_won_bazaar_opens_nothing() {
    let tiles = ["BB/F.b", "BB/RFR.b", "BA/RFr", "BA/L", "BA/L"];
    let (mut game, _) = scenario(2, &tiles, "0: place 0 1 0\n0: pass");
    let events = play(&mut game, "1: choose 1\n1: bid 4\n0: pass");
    assert!(events.contains(&Event::from(Happened::TileWon {
        seat: Seat(1),
        tile: "BB/RFR.b".parse().unwrap(),
        price: 4,
        paid_to: None
    })));
    assert!(
        events
            .iter()
            .any(|e| matches!(Happened::of(e), Some(Happened::TileWon { seat: Seat(0), price: 0, .. })))
    );
    assert_scores(&game, &[0, -4]);
    // Seat 1 plays the won bazaar tile: no auction follows, seat 0 plays its tile.
    let events = play(&mut game, "1: place 1 0 90\n1: pass");
    assert!(!events.iter().any(|e| matches!(Happened::of(e), Some(Happened::BazaarOpened { .. }))));
    assert_eq!(waiting(&game), (Phase::PlaceTile("BA/RFr".parse().unwrap()), 0));
    play(&mut game, "0: place -1 0 0\n0: pass");
    // The round is over: play goes on after the placer (seat 0), with a draw.
    assert_eq!(waiting(&game), (Phase::PlaceTile("BA/L".parse().unwrap()), 1));
    assert_eq!(game.tiles_left(), 1);
}

/// With fewer tiles left than players there is no auction.
#[test]
fn no_auction_with_fewer_tiles_than_players() {
    let (mut game, _) = scenario(3, &["BB/F.b", "BA/RFr", "BA/L"], "");
    let events = play(&mut game, "0: place 0 1 0\n0: pass");
    assert!(!events.iter().any(|e| matches!(Happened::of(e), Some(Happened::BazaarOpened { .. }))));
    assert_eq!(waiting(&game), (Phase::PlaceTile("BA/RFr".parse().unwrap()), 1));
}

/// With `bazaar_no_bid` the choosers take tiles in turn without bidding (version 5: all
/// choose, then play; from version 6 each plays at once, see `bazaar_no_bid.rs`).
#[test]
fn without_bids_players_take_tiles_in_turn() {
    let mut no_bid = Setup { version: 5, ..setup(3, &["BB/F.b", "BA/RFr", "BA/C", "BA/Rr", "BA/L"]) };
    no_bid.options.bazaar_no_bid = true;
    let (mut game, _) = scenario_of(no_bid, "0: place 0 1 0\n0: pass");
    assert_eq!(waiting(&game), (Phase::from(Ph::BazaarChoose), 1));
    assert_eq!(game.apply(Seat(1), action("bid 1")), Err(RuleError::from(Refusal::ChooseFirst)));
    let events = play(&mut game, "1: choose 3\n2: choose 1");
    let wins: Vec<(u8, &str, u32)> = events
        .iter()
        .filter_map(|e| match Happened::of(e)? {
            Happened::TileWon { seat, tile, price, .. } => Some((seat.0, tile.id(), *price)),
            _ => None,
        })
        .collect();
    assert_eq!(wins, vec![(1, "BA/Rr", 0), (2, "BA/RFr", 0), (0, "BA/C", 0)]);
    assert_scores(&game, &[0, 0, 0]);
    assert_eq!(waiting(&game), (Phase::PlaceTile("BA/Rr".parse().unwrap()), 1));
}

#[test]
fn auction_mistakes_are_refused_and_change_nothing() {
    let (mut game, _) = scenario(3, &["BB/F.b", "BA/RFr", "BA/C", "BA/Rr"], "0: place 0 1 0\n0: pass");
    let before = common::summary(&game);
    assert_eq!(game.apply(Seat(2), action("choose 1")), Err(RuleError::NotYourTurn));
    assert_eq!(game.apply(Seat(1), action("choose 4")), Err(RuleError::from(Refusal::NoSuchOffer(4))));
    assert_eq!(game.apply(Seat(1), action("buy")), Err(RuleError::from(Refusal::ChooseFirst)));
    assert_eq!(common::summary(&game), before);
    play(&mut game, "1: choose 2\n1: bid 1\n2: bid 5\n0: pass\n1: sell");
    assert_eq!(game.apply(Seat(2), action("choose 1")), Err(RuleError::NotYourTurn));
    // Seat 0 chooses next (seat 2 has a tile): tile 2 is gone.
    assert_eq!(game.apply(Seat(0), action("choose 2")), Err(RuleError::from(Refusal::OfferTaken(2))));
    assert_scores(&game, &[0, 5, -5]);
}

/// A won tile that fits nowhere when its turn comes is discarded, and its player draws
/// from the stack instead; the round then ends as usual.
#[test]
fn a_won_tile_that_fits_nowhere_is_replaced_by_a_draw() {
    let tiles = ["BB/F.b", "BA/C", "BB/Cccc.b", "BA/L", "BA/RFr"];
    let (mut game, _) = scenario(2, &tiles, "0: place 0 1 0\n0: pass\n1: choose 1\n1: bid 0\n0: pass");
    // Seat 1 closes the start tile's city: the four-sided city fits nowhere any more.
    let events = play(&mut game, "1: place 0 -1 180\n1: pass");
    assert!(events.contains(&Event::TileDiscarded { tile: "BB/Cccc.b".parse().unwrap() }));
    assert!(events.contains(&Event::TileDrawn { seat: Seat(0), tile: "BA/L".parse().unwrap() }));
    assert_eq!(waiting(&game), (Phase::PlaceTile("BA/L".parse().unwrap()), 0));
    play(&mut game, "0: place 1 1 0\n0: pass");
    assert_eq!(waiting(&game), (Phase::PlaceTile("BA/RFr".parse().unwrap()), 1));
}
