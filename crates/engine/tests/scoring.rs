//! Scenario tests of the base-game rules with exact scores, worked out by hand from the
//! tile rows in `tiles/base.txt`.
//!
//! Boards are drawn with x growing east and y growing south; `S` is the start tile
//! `BA/RCr` at (0,0) (city cap N, road W–E, field S). A rotation turns a tile clockwise,
//! so a tile's printed north edge faces east at 90, south at 180 and west at 270.
//! Seat 0 is blue, seat 1 red, seat 2 green.

use crate::support as common;

use carcassonne_engine::{Category, Event, Phase, Pos, Seat};
use common::{
    CC2_RING, assert_breakdown, assert_scored, assert_scores, assert_supplies, play, scenario, scorings,
};

use Category::{City, Field, Monastery, Road};

/// ```text
///        x=-1       x=0       x=1
/// y=0  RRR(0)  ─  S  ─  RRR(0)
/// ```
/// Two T-junctions end the start tile's road on both sides: 3 tiles, 3 points.
#[test]
fn completed_road_scores_one_per_tile() {
    let (game, events) = scenario(
        2,
        &["BA/RRR", "BA/RRR"],
        "0: place 1 0 0
         0: meeple road W
         1: place -1 0 0
         1: pass",
    );
    assert_scored(&game, scorings(&events), vec![(Road, 3, vec![0], false)], &[3, 0]);
    assert_breakdown(&game, 0, [3, 0, 0, 0]);
    assert_supplies(&game, &[7, 7]);
    assert!(game.is_over());
}

/// ```text
///          x=0          x=1          x=2
/// y=-1   Cc+(180)  ═  CFc+(0)  ═  C(270)
///           ║
/// y=0       S
/// ```
/// The start tile's cap, a diagonal city with a pennant, a city band with a pennant and
/// a cap: 4 tiles and 2 pennants, completed: 2×4 + 2×2 = 12.
#[test]
fn completed_city_scores_two_per_tile_and_pennant() {
    let (game, events) = scenario(
        2,
        &["BA/Cc+", "BA/CFc+", "BA/C"],
        "0: place 0 -1 180
         0: meeple city E
         1: place 1 -1 0
         1: pass
         0: place 2 -1 270
         0: pass",
    );
    assert_scored(&game, scorings(&events), vec![(City, 12, vec![0], false)], &[12, 0]);
    assert_breakdown(&game, 0, [0, 12, 0, 0]);
}

/// ```text
/// y=-1   C(180)      the cap faces the start tile's cap
/// y=0    S
/// ```
/// A 2-tile city scores 4. The meeple goes on the city its own tile completes: it
/// scores at once and is back in supply in the same turn.
#[test]
fn two_tile_city_completed_by_the_meeples_own_tile() {
    let (mut game, _) = scenario(2, &["BA/C", "BA/RFr"], "0: place 0 -1 180");
    assert_eq!(game.phase(), Phase::PlaceFigure);
    let events = play(&mut game, "0: meeple city S");
    assert!(matches!(events[0], Event::MeeplePlaced { seat: Seat(0), .. }), "{events:?}");
    assert_eq!(scorings(&events), vec![(City, 4, vec![0], false)]);
    let Some(Event::Scored(s)) = events.iter().find(|e| matches!(e, Event::Scored(_))) else {
        unreachable!()
    };
    assert_eq!(s.meeples[..2], [1, 0]);
    let mut cells = s.cells.clone();
    cells.sort();
    assert_eq!(cells, vec![Pos::new(0, -1), Pos::new(0, 0)]);
    assert!(game.figures().is_empty());
    assert_supplies(&game, &[7, 7]);
    assert_scores(&game, &[4, 0]);
    // The turn is over: seat 1 has drawn.
    assert_eq!(game.active(), Seat(1));
    assert!(matches!(game.phase(), Phase::PlaceTile(_)));
}

/// ```text
///         x=-1      x=0      x=1
/// y=0    RFr(0)  ─  S   ─  RFr(0)
/// y=1    C(270)     L      C(90)
/// y=2    C(180)   C(180)   C(180)
/// ```
/// The last tile surrounds the monastery: 9 points during play, to seat 0.
#[test]
fn monastery_completed_during_play_scores_nine() {
    let (game, events) = scenario(
        2,
        &["BA/L", "BA/RFr", "BA/RFr", "BA/C", "BA/C", "BA/C", "BA/C", "BA/C"],
        "0: place 0 1 0
         0: meeple monastery
         1: place -1 0 0
         1: pass
         0: place 1 0 0
         0: pass
         1: place -1 1 270
         1: pass
         0: place 1 1 90
         0: pass
         1: place -1 2 180
         1: pass
         0: place 0 2 180
         0: pass
         1: place 1 2 180",
    );
    assert_eq!(game.phase(), Phase::PlaceFigure);
    assert_eq!(game.players()[0].score, 0, "not complete before the eighth neighbour");
    let mut game = game;
    let events = [events, play(&mut game, "1: pass")].concat();
    assert_scored(&game, scorings(&events), vec![(Monastery, 9, vec![0], false)], &[9, 0]);
    assert_breakdown(&game, 0, [0, 0, 9, 0]);
    assert!(game.is_over());
}

/// ```text
///         x=0      x=1
/// y=0      S   ─  RFr(0)
/// y=1      L
/// ```
/// At the end an incomplete monastery scores 1 + its neighbours: (0,0) and (1,0) → 3.
#[test]
fn incomplete_monastery_at_the_end() {
    let (game, events) = scenario(
        2,
        &["BA/L", "BA/RFr"],
        "0: place 0 1 0
         0: meeple monastery
         1: place 1 0 0
         1: pass",
    );
    assert_scored(&game, scorings(&events), vec![(Monastery, 3, vec![0], true)], &[3, 0]);
    assert_supplies(&game, &[7, 7]);
}

/// ```text
///          x=-1       x=0       x=1       x=2
/// y=0    Rr(270)  ─   S   ─  RFr(0)  ─  RRR(0)
///           │
/// y=1    Rr(180)  ─  Rr(0)
///                      │
/// y=2               RRR(180)
/// ```
/// Blue's road (from (1,0)) and red's road (from (0,1)) are joined by the curve at
/// (-1,1), then closed at both ends: 7 tiles, one meeple each, both score 7.
#[test]
fn a_tie_scores_full_points_for_everyone_tied() {
    let (game, events) = scenario(
        2,
        &["BA/RFr", "BA/Rr", "BA/Rr", "BA/Rr", "BA/RRR", "BA/RRR"],
        "0: place 1 0 0
         0: meeple road E
         1: place 0 1 0
         1: meeple road W
         0: place -1 0 270
         0: pass
         1: place -1 1 180
         1: pass
         0: place 2 0 0
         0: pass
         1: place 0 2 180
         1: pass",
    );
    assert_scored(&game, scorings(&events), vec![(Road, 7, vec![0, 1], false)], &[7, 7]);
    assert_breakdown(&game, 1, [7, 0, 0, 0]);
    assert_supplies(&game, &[7, 7]);
}

/// ```text
///          x=0        x=1        x=2
/// y=-2               C(180)      L
///                      ║
/// y=-1   Cc.1(180) ═ Ccc(0)  ═  C(270)
///           ║
/// y=0       S    ─   RFr(0)  ─  RRR(0)
/// ```
/// Three cities (blue's from the start cap, red's caps west and south of the gap) are
/// joined by the 3-sided city at (1,-1): 5 tiles, 10 points, red (2 meeples) beats
/// blue (1) and scores alone; all three meeples go home.
#[test]
fn majority_after_three_cities_join() {
    let (game, events) = scenario(
        2,
        &["BA/Cc.1", "BA/RFr", "BA/RRR", "BA/C", "BA/L", "BA/C", "BA/Ccc"],
        "0: place 0 -1 180
         0: meeple city E
         1: place 1 0 0
         1: pass
         0: place 2 0 0
         0: pass
         1: place 2 -1 270
         1: meeple city W
         0: place 2 -2 0
         0: pass
         1: place 1 -2 180
         1: meeple city S
         0: place 1 -1 0
         0: pass",
    );
    assert_eq!(scorings(&events), vec![(City, 10, vec![1], false)]);
    let Some(Event::Scored(s)) = events.iter().find(|e| matches!(e, Event::Scored(_))) else {
        unreachable!()
    };
    assert_eq!(s.meeples[..2], [1, 2]);
    assert_eq!(s.cells.len(), 5);
    assert_scores(&game, &[0, 10]);
    assert_supplies(&game, &[7, 7]);
}

/// ```text
///          x=0        x=1
/// y=-1   Cc+(180) ═
///           ║
/// y=0       S    ─  RFr(0)
/// ```
/// At the end the open city scores 1 per tile + 1 per pennant (2 + 1 = 3) and the open
/// road 1 per tile (2).
#[test]
fn incomplete_road_and_city_at_the_end() {
    let (game, events) = scenario(
        2,
        &["BA/Cc+", "BA/RFr"],
        "0: place 0 -1 180
         0: meeple city E
         1: place 1 0 0
         1: meeple road E",
    );
    let mut got = scorings(&events);
    got.sort();
    assert_scored(&game, got, vec![(Road, 2, vec![1], true), (City, 3, vec![0], true)], &[3, 2]);
    assert_breakdown(&game, 0, [0, 3, 0, 0]);
    assert_breakdown(&game, 1, [2, 0, 0, 0]);
    assert_supplies(&game, &[7, 7]);
}

/// ```text
///          x=-1       x=0       x=1
/// y=-1    LR(0)      C(180)
///           │          ║
/// y=0    RRR(180) ─    S    ─  RFr(0)
/// ```
/// Three fields, then one: blue's farmer on the strip north of the road (the start
/// tile's field touching the start cap, and (1,0)'s north half), red's on the cap tile's
/// field (touching the same city from the other side), blue's second in the corner
/// between the T-junction's west and north roads. The monastery's field joins all
/// three: blue 2 farmers, red 1; blue alone scores the one completed city once: 3.
/// Red's monastery has 3 neighbours: 4.
#[test]
fn field_majority_and_one_city_touched_through_two_segments() {
    let (game, events) = scenario(
        2,
        &["BA/RFr", "BA/C", "BA/RRR", "BA/LR"],
        "0: place 1 0 0
         0: meeple field Ne
         1: place 0 -1 180
         1: meeple field Nw
         0: place -1 0 180
         0: meeple field Nw
         1: place -1 -1 0
         1: meeple monastery",
    );
    // The city completed when the cap went down, with nobody in it: no points.
    let mut got = scorings(&events);
    got.sort();
    assert_eq!(got, vec![(Monastery, 4, vec![1], true), (Field, 3, vec![0], true)]);
    let Some(Event::Scored(field)) =
        events.iter().find(|e| matches!(e, Event::Scored(s) if s.category == Field))
    else {
        unreachable!()
    };
    assert_eq!(field.meeples[..2], [2, 1]);
    assert_scores(&game, &[3, 4]);
    assert_breakdown(&game, 0, [0, 0, 0, 3]);
    assert_breakdown(&game, 1, [0, 0, 4, 0]);
    assert_supplies(&game, &[7, 7]);
}

/// ```text
/// y=-2   C(180)        cap closing CFC.2's north cap
/// y=-1   CFC.2(0)      its south cap closes the start cap
/// y=0    S
/// ```
/// The CFC.2 field touches two different completed cities: 6. Red's meeple completes
/// the northern city at once: 4.
#[test]
fn cfc2_field_touching_two_completed_cities() {
    let (game, events) = scenario(
        2,
        &["BA/CFC.2", "BA/C"],
        "0: place 0 -1 0
         0: meeple field En
         1: place 0 -2 180
         1: meeple city S",
    );
    assert_scored(
        &game,
        scorings(&events),
        vec![(City, 4, vec![1], false), (Field, 6, vec![0], true)],
        &[6, 4],
    );
    assert_breakdown(&game, 0, [0, 0, 0, 6]);
}

/// ```text
///          x=0          x=1
/// y=-1   Cc+(180) ═ CFC.2(90) ═ (open)
///           ║
/// y=0       S
/// ```
/// CFC.2 turned 90 has caps E and W and its field on the N and S halves. The west cap
/// closes the city of the start cap and Cc+ (3 tiles, 1 pennant; nobody in it); the
/// east cap stays open. The field touches one completed city: 3.
#[test]
fn cfc2_field_touching_one_completed_and_one_open_city() {
    let (game, events) = scenario(
        2,
        &["BA/Cc+", "BA/CFC.2"],
        "0: place 0 -1 180
         0: pass
         1: place 1 -1 90
         1: meeple field Nw",
    );
    // The west city (start cap, Cc+, CFC.2's west cap: 3 tiles, 1 pennant) closed with
    // nobody in it; the field touches it (3) and the open east cap (nothing).
    assert_scored(&game, scorings(&events), vec![(Field, 3, vec![1], true)], &[0, 3]);
}

/// ```text
///          x=0          x=1
/// y=0       S
/// y=1    CC.2(180)  ═  C(270)       CC.2's caps face E and S
///           ║
/// y=2     C(0)
/// ```
/// The CC.2 field (joined to the start tile's south field) touches two different
/// completed cities: 6.
#[test]
fn cc2_field_touching_two_completed_cities() {
    let (game, events) = scenario(
        2,
        &["BA/CC.2", "BA/C", "BA/C"],
        "0: place 0 1 180
         0: meeple field Nw
         1: place 1 1 270
         1: meeple city W
         0: place 0 2 0
         0: pass",
    );
    assert_scored(
        &game,
        scorings(&events),
        vec![(City, 4, vec![1], false), (Field, 6, vec![0], true)],
        &[6, 4],
    );
}

/// ```text
///          x=0          x=1
/// y=0       S
/// y=1    CC.2(180)  ═  Cc.1(270)
///           ║            ║
/// y=2    Cc.1(90)   ═  Cc.1(0)
/// ```
/// The city runs out of CC.2's east cap round the ring and back into its south cap: it
/// passes CC.2 twice but counts 4 tiles, 8 points. The CC.2 field touches that one city
/// through both caps: 3, not 6.
#[test]
fn city_through_one_tile_twice_and_cc2_field_touching_it_twice() {
    let (game, events) = scenario(2, &CC2_RING.0, CC2_RING.1);
    assert_eq!(scorings(&events), vec![(City, 8, vec![1], false), (Field, 3, vec![0], true)]);
    let Some(Event::Scored(city)) =
        events.iter().find(|e| matches!(e, Event::Scored(s) if s.category == City))
    else {
        unreachable!()
    };
    assert_eq!(city.cells.len(), 4, "each tile once");
    assert_scores(&game, &[3, 8]);
}

/// ```text
/// y=-1   C(180)     closes the start cap: no cell asks for a city edge any more
/// y=0    S  ─  RFr(0)
/// ```
/// BA/Cccc+ has only city edges and every open cell asks for a field or road edge: it
/// is shown, discarded, and the next tile is drawn by the next seat.
#[test]
fn a_tile_that_fits_nowhere_is_discarded_and_the_next_drawn() {
    let (mut game, _) = scenario(2, &["BA/C", "BA/Cccc+", "BA/RFr"], "0: place 0 -1 180");
    let events = play(&mut game, "0: pass");
    let cccc = "BA/Cccc+".parse().unwrap();
    let rfr = "BA/RFr".parse().unwrap();
    let at = events.iter().position(|e| *e == Event::TileDiscarded { tile: cccc }).expect("discard event");
    assert_eq!(events[at + 1], Event::TileDrawn { seat: Seat(1), tile: rfr });
    assert_eq!(game.discarded(), &[cccc]);
    assert_eq!(game.phase(), Phase::PlaceTile(rfr));
    assert_eq!(game.tiles_left(), 0);
    play(&mut game, "1: place 1 0 0\n1: pass");
    assert!(game.is_over());
}

/// The last tile fits nowhere: it is discarded and the game ends; final scoring runs
/// (the farmer on the cap tile's field touches the completed 2-tile city: 3).
#[test]
fn a_last_tile_that_fits_nowhere_ends_the_game() {
    let (game, events) = scenario(2, &["BA/C", "BA/Cccc+"], "0: place 0 -1 180\n0: meeple field Nw");
    assert!(game.is_over());
    assert_eq!(game.pending(), None);
    let cccc = "BA/Cccc+".parse().unwrap();
    let at = events.iter().position(|e| *e == Event::TileDiscarded { tile: cccc }).expect("discard event");
    assert_eq!(events.last(), Some(&Event::GameEnded));
    assert!(
        events[at..].iter().any(|e| matches!(e, Event::Scored(s) if s.category == Field && s.points == 3))
    );
    assert_scores(&game, &[3, 0]);
}

/// ```text
///          x=-1      x=0       x=1
/// y=-1             Cc+(180) ═ C(270)
///                     ║
/// y=0    RFr(0)  ─    S    ─  RFr(0)
/// y=1                 L
/// ```
/// Three players; the list runs out and final scoring gives each a breakdown.
/// Blue: city of 3 tiles + 1 pennant completed in play (8) and a farmer on the north
/// field touching it (3). Red: open road of 3 tiles (3). Green: monastery whose ring
/// holds (-1,0), (0,0) and (1,0): 1 + 3 = 4.
#[test]
fn game_ends_when_the_list_runs_out_with_a_breakdown_per_player() {
    let (game, events) = scenario(
        3,
        &["BA/Cc+", "BA/RFr", "BA/L", "BA/C", "BA/RFr"],
        "0: place 0 -1 180
         0: meeple city E
         1: place 1 0 0
         1: meeple road E
         2: place 0 1 0
         2: meeple monastery
         0: place 1 -1 270
         0: meeple field Se
         1: place -1 0 0
         1: pass",
    );
    assert!(game.is_over());
    assert_eq!(game.tiles_left(), 0);
    assert_eq!(events.last(), Some(&Event::GameEnded));
    assert_breakdown(&game, 0, [0, 8, 0, 3]);
    assert_breakdown(&game, 1, [3, 0, 0, 0]);
    assert_breakdown(&game, 2, [0, 0, 4, 0]);
    assert_scores(&game, &[11, 3, 4]);
    assert_supplies(&game, &[7, 7, 7]);
    assert!(game.figures().is_empty());
    // Everything after the last placement is final scoring.
    let last_place = events.iter().rposition(|e| matches!(e, Event::TilePlaced { .. })).unwrap();
    assert!(events[last_place..].iter().all(|e| !matches!(e, Event::Scored(s) if !s.at_end)));
}

/// ```text
///          x=-2     x=-1      x=0      x=1       x=2      x=3
/// y=0             RRR(180) ─  S  ─  RRR(180) ─ RFr(0)
/// y=1    LR(0)     L          L       L         L       LR(0)
/// ```
/// Solo. Six monasteries and a road take all 7 meeples; the 8th tile offers no figure
/// step (the turn ends on `place`) but closes the road (3 points) and brings that meeple
/// home, so the 9th tile's figure step is offered again. Final: monasteries
/// 6 + 6 + 5 + 5 + 3 + 3 = 28, the open road east 2. Total 3 + 28 + 2 = 33.
#[test]
fn meeple_supply_runs_out_and_comes_back() {
    let (mut game, _) = scenario(
        1,
        &["BA/L", "BA/L", "BA/L", "BA/L", "BA/LR", "BA/LR", "BA/RRR", "BA/RRR", "BA/RFr"],
        "0: place 0 1 0
         0: meeple monastery
         0: place 1 1 0
         0: meeple monastery
         0: place -1 1 0
         0: meeple monastery
         0: place 2 1 0
         0: meeple monastery
         0: place -2 1 0
         0: meeple monastery
         0: place 3 1 0
         0: meeple monastery
         0: place 1 0 180
         0: meeple road W",
    );
    assert_supplies(&game, &[0]);
    assert_eq!(game.phase(), Phase::PlaceTile("BA/RRR".parse().unwrap()));
    let events = play(&mut game, "0: place -1 0 180");
    assert!(!events.iter().any(|e| matches!(e, Event::Passed { .. })), "no figure step, no pass");
    assert_eq!(scorings(&events), vec![(Road, 3, vec![0], false)]);
    assert_supplies(&game, &[1]);
    assert_eq!(game.phase(), Phase::PlaceTile("BA/RFr".parse().unwrap()));
    play(&mut game, "0: place 2 0 0");
    assert_eq!(game.phase(), Phase::PlaceFigure, "a meeple is back, so the figure step is offered");
    let events = play(&mut game, "0: meeple road E");
    let mut got = scorings(&events);
    got.sort();
    let mut want = vec![(Road, 2, vec![0], true)];
    want.extend([6, 6, 5, 5, 3, 3].map(|p| (Monastery, p, vec![0], true)));
    want.sort();
    assert_eq!(got, want);
    assert_scores(&game, &[33]);
    assert_breakdown(&game, 0, [5, 0, 28, 0]);
    assert_supplies(&game, &[7]);
}

/// ```text
///          x=-1      x=0        x=1
/// y=-1             Cc+(180) ═ Cccc+(0)
///                     ║
/// y=0    RFr(0)  ─    S
/// ```
/// The only feature of BA/Cccc+ is the city it extends, which already holds the
/// player's meeple: the figure step is skipped although meeples are left. At the end the
/// open city scores 3 tiles + 2 pennants = 5.
#[test]
fn figure_step_skipped_when_every_feature_of_the_tile_is_occupied() {
    let (mut game, _) = scenario(1, &["BA/Cc+", "BA/Cccc+", "BA/RFr"], "0: place 0 -1 180\n0: meeple city E");
    play(&mut game, "0: place 1 -1 0");
    assert_eq!(game.phase(), Phase::PlaceTile("BA/RFr".parse().unwrap()));
    assert_supplies(&game, &[6]);
    play(&mut game, "0: place -1 0 0\n0: pass");
    assert_scores(&game, &[5]);
    assert_breakdown(&game, 0, [0, 5, 0, 0]);
}

/// ```text
///         x=-1      x=0      x=1
/// y=0    RFr(0)  ─  S   ─  RFr(0)
/// y=1    C(270)    (L)     C(90)
/// y=2    C(180)   C(180)   C(180)
/// ```
/// The monastery goes last, into the hole: its own tile completes it, the meeple put on
/// it scores 9 at once and comes home in the same turn.
#[test]
fn monastery_placed_into_a_full_ring_scores_at_once() {
    let (mut game, _) = scenario(
        2,
        &["BA/RFr", "BA/RFr", "BA/C", "BA/C", "BA/C", "BA/C", "BA/C", "BA/L"],
        "0: place -1 0 0
         0: pass
         1: place 1 0 0
         1: pass
         0: place -1 1 270
         0: pass
         1: place 1 1 90
         1: pass
         0: place -1 2 180
         0: pass
         1: place 0 2 180
         1: pass
         0: place 1 2 180
         0: pass
         1: place 0 1 0",
    );
    let events = play(&mut game, "1: meeple monastery");
    assert_scored(&game, scorings(&events), vec![(Monastery, 9, vec![1], false)], &[0, 9]);
    assert_supplies(&game, &[7, 7]);
}

/// ```text
///          x=0        x=1
/// y=0       S
/// y=1    RRR(0)  ─  Rr(0)
///           │         │
/// y=2    Rr(180) ─  Rr(90)
/// ```
/// The T-junction's east and south roads are one road, looping round three curves: it
/// passes the junction tile twice but counts it once: 4 points, not 5.
#[test]
fn road_through_one_tile_twice_counts_it_once() {
    let (game, events) = scenario(
        1,
        &["BA/RRR", "BA/Rr", "BA/Rr", "BA/Rr"],
        "0: place 0 1 0
         0: meeple road E
         0: place 1 1 0
         0: pass
         0: place 1 2 90
         0: pass
         0: place 0 2 180
         0: pass",
    );
    assert_scored(&game, scorings(&events), vec![(Road, 4, vec![0], false)], &[4]);
}
