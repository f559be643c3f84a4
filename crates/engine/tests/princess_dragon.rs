//! Princess & Dragon: the volcano (the dragon lands, no figure on its tile), dragon
//! tiles set aside before the first volcano, the dragon's six steps chosen in turn
//! (never back, never onto the fairy, stopping at a dead end, eating every figure on a
//! tile it enters, before scoring: the text's example of a completed road whose meeple
//! is eaten), the fairy (a point at the start of its owner's turns, 3 when the
//! follower's feature scores, also at the end and for a field worth nothing — the
//! cases JCloisterZone's tests check), the magic portal and the princess; the fairy's
//! point once a turn with a builder's second tile and The Gifts' Take two (rules
//! versions 12 and 13), and on each turn of a bazaar's round. Boards from explicit tile
//! lists, exact scores.

use crate::support as common;

use carcassonne_engine::rules::gifts::Gift;
use carcassonne_engine::rules::hills_sheep::{SHEPHERD, Token};
use carcassonne_engine::rules::princess_dragon::{Beside, DragonMove, Eaten, Happened, Refusal};
use carcassonne_engine::{
    Action, Audience, Category, Dir, Event, Expansion, Expansions, FigureKind, Fixed, Game, Phase, Pos,
    RuleError, Seat, Setup,
};
use common::{
    action, assert_scored, assert_scores, assert_supplies, box_setup, kinds, play, refused, scorings,
    versioned,
};

/// A game of `players` with Princess & Dragon and `others`, whose stack is exactly `ids`.
fn game_of(players: u8, others: &[Expansion], ids: &[&str]) -> Game {
    Game::new(box_setup(players, Expansion::PrincessDragon, others, ids)).expect("valid setup").0
}

fn game(ids: &[&str]) -> Game {
    game_of(2, &[], ids)
}

fn dragon(game: &Game) -> Option<Pos> {
    game.view(Audience::Public).princess_dragon().expect("in play").dragon()
}

fn moving(game: &Game) -> Option<DragonMove> {
    game.view(Audience::Public).princess_dragon().expect("in play").moving()
}

fn happened(events: &[Event]) -> Vec<Happened> {
    events.iter().filter_map(Happened::of).cloned().collect()
}

/// A volcano: the dragon lands there; no figure goes on its tile, but the fairy may
/// still move (the figure step offers only that and passing).
#[test]
fn the_dragon_lands_on_a_volcano_where_no_figure_goes() {
    let mut g = game(&["BA/RFr", "DG/RFr.v", "BA/C"]);
    play(&mut g, "0: place -1 0 0\n0: meeple road W");
    let events = play(&mut g, "1: place 1 0 0");
    assert_eq!(happened(&events), vec![Happened::DragonLanded { pos: Pos::new(1, 0) }]);
    assert_eq!(dragon(&g), Some(Pos::new(1, 0)));
    // Seat 1 has no follower: nothing is open, the turn goes on.
    assert_eq!(g.active(), Seat(0));

    let mut g = game(&["BA/RFr", "BA/C", "DG/RFr.v", "BA/L"]);
    play(&mut g, "0: place -1 0 0\n0: meeple road W\n1: place 0 -1 180\n1: pass\n0: place 1 0 0");
    assert_eq!(g.phase(), Phase::PlaceFigure);
    assert_eq!(refused(&mut g, 0, "meeple road E"), Refusal::Volcano.into());
    assert_eq!(g.legal_actions(Seat(0)), vec![action("fairy -1 0 road E"), Action::Pass]);
    play(&mut g, "0: fairy -1 0 road E");
    let fairy = g.view(Audience::Public).princess_dragon().unwrap().fairy();
    assert_eq!(
        fairy,
        Some((Pos::new(-1, 0), Some((Seat(0), Beside::Follower("-1 0 road E".parse().unwrap())))))
    );
}

/// A dragon tile drawn before the first volcano is set aside, and comes back with it
/// (drawn next, from a fixed order).
#[test]
fn dragon_tiles_wait_for_the_first_volcano() {
    let mut g = game(&["DG/RFr.d", "BA/RFr", "DG/RFr.v", "BA/C"]);
    assert_eq!(g.current_tile(), Some(kinds(&["BA/RFr"])[0]));
    let set_aside = kinds(&["DG/RFr.d"]);
    assert_eq!(g.view(Audience::Public).princess_dragon().unwrap().set_aside(), &set_aside[..]);
    play(&mut g, "0: place -1 0 0\n0: pass");
    assert_eq!(g.tiles_left(), 1);
    let events = play(&mut g, "1: place 1 0 0");
    assert_eq!(
        happened(&events),
        vec![
            Happened::DragonLanded { pos: Pos::new(1, 0) },
            Happened::TilesReturned { tiles: set_aside.clone() }
        ]
    );
    assert_eq!(g.current_tile(), Some(set_aside[0]));
    assert!(g.view(Audience::Public).princess_dragon().unwrap().set_aside().is_empty());
    assert_eq!(g.tiles_left(), 1);
}

/// The straight line of tiles (-1,0) to (2,0), the dragon on the volcano at (1,0):
/// the dragon tile at (2,0) sends it west, one step each in turn, eating seat 0's
/// meeple on (-1,0), and it stops at the dead end after two steps.
#[test]
fn the_dragon_moves_in_turn_eats_and_stops_at_a_dead_end() {
    let mut g = game(&["BA/RFr", "DG/RFr.v", "DG/RFr.d"]);
    play(&mut g, "0: place -1 0 0\n0: meeple road W\n1: place 1 0 0\n0: place 2 0 0\n0: pass");
    let first = moving(&g).expect("the dragon moves");
    assert_eq!(
        first,
        DragonMove {
            mover: Seat(0),
            steps: 0,
            left: 6,
            visited: vec![Pos::new(1, 0)],
            options: vec![(Dir::E, Pos::new(2, 0)), (Dir::W, Pos::new(0, 0))],
            pickers: [0, 1, 0, 1, 0, 1].map(Seat).to_vec(),
        }
    );
    let pd = g.view(Audience::Public);
    let pd = pd.princess_dragon().expect("in play");
    // West of (0,0) stands seat 0's meeple: the dragon would eat it there, nothing east.
    assert_eq!(pd.would_eat(Pos::new(-1, 0)), vec![Eaten { owner: Seat(0), kind: FigureKind::Meeple }]);
    assert_eq!(pd.would_eat(Pos::new(2, 0)), vec![]);
    assert_eq!(g.legal_actions(Seat(0)), vec![action("dragon E"), action("dragon W")]);
    assert_eq!(refused(&mut g, 1, "dragon W"), RuleError::NotYourTurn);
    assert_eq!(refused(&mut g, 0, "dragon N"), Refusal::Blocked(Dir::N).into());
    assert_eq!(refused(&mut g, 0, "pass"), Refusal::DragonMoving.into());
    play(&mut g, "0: dragon W");
    // Back to (1,0), where it started, it may not go.
    assert_eq!(moving(&g).unwrap().mover, Seat(1));
    assert_eq!(moving(&g).unwrap().pickers, [1, 0, 1, 0, 1].map(Seat).to_vec());
    assert_eq!(moving(&g).unwrap().visited, vec![Pos::new(1, 0), Pos::new(0, 0)]);
    assert_eq!(g.legal_actions(Seat(1)), vec![action("dragon W")]);
    let events = play(&mut g, "1: dragon W");
    assert_eq!(
        happened(&events),
        vec![
            Happened::DragonMoved {
                seat: Seat(1),
                pos: Pos::new(-1, 0),
                eaten: vec![Eaten { owner: Seat(0), kind: FigureKind::Meeple }],
            },
            Happened::DragonStopped { pos: Pos::new(-1, 0), steps: 2 },
        ]
    );
    assert_eq!(dragon(&g), Some(Pos::new(-1, 0)));
    assert!(g.is_over());
    assert_supplies(&g, &[7, 7]);
    assert_scores(&g, &[0, 0]);
}

/// The text's consequence of the order: the dragon moves before scoring, so a road the
/// dragon tile completes scores nothing when its meeple is eaten — and 3 when the
/// dragon goes the other way.
fn road_closed_by_a_dragon_tile(second: &str) -> (Game, Vec<Event>) {
    let mut g = game(&["BA/RRR", "DG/F.v", "DG/RRR.d"]);
    let mut events =
        play(&mut g, "0: place -1 0 0\n0: meeple road E\n1: place 0 1 0\n0: place 1 0 0\n0: pass");
    events.extend(play(&mut g, &format!("0: dragon N\n1: dragon {second}")));
    (g, events)
}

#[test]
fn the_dragon_moves_before_scoring() {
    let (g, events) = road_closed_by_a_dragon_tile("W");
    assert_scored(&g, scorings(&events), vec![], &[0, 0]);
    assert_supplies(&g, &[7, 7]);

    let (g, events) = road_closed_by_a_dragon_tile("E");
    assert_scored(&g, scorings(&events), vec![(Category::Road, 3, vec![0], false)], &[3, 0]);
}

/// Six steps at most, three each with two players, over a ring of tiles big enough.
#[test]
fn the_dragon_takes_six_steps_at_most() {
    // A 3×3 block around the start tile, the volcano west of it: the dragon walks
    // round the block to the south.
    let ids = ["BA/L", "BA/L", "BA/CFc+", "DG/RFr.v", "BA/L", "BA/L", "BA/L", "DG/RFr.d"];
    let mut g = game(&ids);
    play(
        &mut g,
        "0: place 0 1 0\n0: pass\n1: place -1 1 0\n1: pass\n0: place 0 -1 90\n0: pass
         1: place -1 0 0\n0: place 1 1 0\n0: pass\n1: place 1 -1 0\n1: pass\n0: place -1 -1 0\n0: pass",
    );
    assert_eq!(dragon(&g), Some(Pos::new(-1, 0)));
    play(&mut g, "1: place 1 0 0\n1: pass");
    let mut seats = Vec::new();
    for dir in ["N", "E", "E", "S", "S", "W"] {
        let mover = moving(&g).expect("still moving").mover;
        seats.push(mover.0);
        play(&mut g, &format!("{}: dragon {dir}", mover.0));
    }
    assert_eq!(seats, vec![1, 0, 1, 0, 1, 0]);
    assert_eq!(moving(&g), None);
    assert_eq!(dragon(&g), Some(Pos::new(0, 1)));
}

/// Seat 0's road from (-1,0) east, the fairy next to its meeple from turn 3: a point
/// at the start of seat 0's next turn, then 5 for the road and 3 for the fairy when
/// it closes. The fairy stays on its tile, alone; seat 1's monastery scores 4 at the
/// end.
#[test]
fn the_fairy_scores_a_point_a_turn_and_three_with_its_follower() {
    let mut g = game(&["BA/RFr", "BA/L", "BA/RFr", "BA/RRR", "BA/RRR"]);
    play(&mut g, "0: place -1 0 0\n0: meeple road E\n1: place 0 1 0\n1: meeple monastery\n0: place 1 0 0");
    assert!(g.legal_actions(Seat(0)).contains(&action("fairy -1 0 road E")));
    let events = play(&mut g, "0: fairy -1 0 road E");
    assert_eq!(
        happened(&events),
        vec![Happened::FairyMoved {
            seat: Seat(0),
            beside: Beside::Follower("-1 0 road E".parse().unwrap())
        }]
    );
    let events = play(&mut g, "1: place 2 0 0\n1: pass");
    assert_eq!(scorings(&events), vec![(Category::Fairy, 1, vec![0], false)]);
    let events = play(&mut g, "0: place -2 0 0\n0: pass");
    assert_eq!(
        scorings(&events),
        vec![
            (Category::Fairy, 3, vec![0], false),
            (Category::Road, 5, vec![0], false),
            (Category::Monastery, 4, vec![1], true),
        ]
    );
    let fairy = g.view(Audience::Public).princess_dragon().unwrap().fairy();
    assert_eq!(fairy, Some((Pos::new(-1, 0), None)));
    assert_scores(&g, &[9, 4]);
    assert_eq!(g.players()[0].breakdown[Category::Fairy.index()], 4);
}

/// At the end the fairy's follower's feature scores, and the fairy's 3 with it, even
/// for a field worth nothing (JCloisterZone's test) and an open road.
#[test]
fn the_fairy_scores_three_at_the_end() {
    // Seat 0's follower west of the start tile, seat 1's tile, what the feature scores,
    // seat 0's score at the end.
    let cases = [
        (["BA/RFr", "BA/L", "BA/RFr"], "field Nw", "0 1 0", (Category::Field, 0), 3),
        (["BA/RFr", "BA/C", "BA/RFr"], "road W", "0 -1 180", (Category::Road, 3), 6),
    ];
    for (tiles, spot, other, (category, points), score) in cases {
        let mut g = game(&tiles);
        play(&mut g, &format!("0: place -1 0 0\n0: meeple {spot}\n1: place {other}\n1: pass"));
        let events = play(&mut g, &format!("0: place 1 0 0\n0: fairy -1 0 {spot}"));
        let fairy = (Category::Fairy, 3, vec![0], true);
        assert_scored(&g, scorings(&events), vec![fairy, (category, points, vec![0], true)], &[score, 0]);
    }
}

/// The fairy's tile is closed to the dragon, and everything on it is safe.
#[test]
fn the_dragon_never_enters_the_fairys_tile() {
    let mut g = game(&["BA/RFr", "DG/RFr.v", "BA/RFr", "DG/RFr.d"]);
    play(&mut g, "0: place -1 0 0\n0: meeple road W\n1: place 1 0 0\n0: place -2 0 0\n0: fairy -1 0 road W");
    play(&mut g, "1: place 2 0 0\n1: pass");
    assert_eq!(moving(&g).unwrap().mover, Seat(1));
    let events = play(&mut g, "1: dragon W");
    assert_eq!(g.legal_actions(Seat(0)), Vec::<Action>::new());
    assert!(happened(&events).contains(&Happened::DragonStopped { pos: Pos::new(0, 0), steps: 1 }));
    // The game is over: the road of five tiles scores at the end, with the fairy's 3.
    assert_scores(&g, &[8, 0]);
}

/// The magic portal: a meeple on any unoccupied unfinished feature, never the dragon's
/// tile; the others are refused with their reasons.
#[test]
fn the_magic_portal_leads_to_any_free_unfinished_feature() {
    let ids = ["BA/CFc+", "DG/RrRr.g", "BA/RRR", "DG/F.v", "BA/C", "DG/RRR.g"];
    let mut g = game(&ids);
    // Seat 0 takes the city, seat 1 goes through the portal to the start tile's field.
    play(&mut g, "0: place 0 -1 90\n0: meeple city N\n1: place 1 0 0");
    let target = |text: &str| text.parse().unwrap();
    assert_eq!(refused(&mut g, 1, "portal 0 -1 city N"), Refusal::Occupied(target("0 -1 city N")).into());
    assert_eq!(refused(&mut g, 1, "portal 0 0 road N"), Refusal::NoFeature(target("0 0 road N")).into());
    let events = play(&mut g, "1: portal 0 0 field Se");
    assert_eq!(
        happened(&events),
        vec![Happened::PortalUsed {
            seat: Seat(1),
            figure: FigureKind::Meeple,
            pos: Pos::new(0, 0),
            spot: "field Se".parse().unwrap()
        }]
    );
    assert_supplies(&g, &[6, 6]);
    // The volcano south of the start; seat 0's city closes (8).
    play(&mut g, "0: place -1 0 0\n0: pass\n1: place 0 1 0\n1: pass\n0: place 0 -2 180\n0: pass");
    assert_eq!(dragon(&g), Some(Pos::new(0, 1)));
    assert_scores(&g, &[8, 0]);
    play(&mut g, "1: place -2 0 0");
    assert!(!g.legal_actions(Seat(1)).contains(&action("portal 0 1 field Nw")));
    assert!(g.legal_actions(Seat(1)).contains(&action("portal 1 0 road N")));
    assert_eq!(refused(&mut g, 1, "portal 0 1 field Nw"), Refusal::DragonThere.into());
    assert_eq!(refused(&mut g, 1, "portal 0 -1 city N"), Refusal::Finished(target("0 -1 city N")).into());
    // The road from the portal's tile west to the junction: 3 at the end.
    play(&mut g, "1: portal 1 0 road N");
    assert_scores(&g, &[8, 3]);

    let mut g = game(&["BA/C"]);
    play(&mut g, "0: place 0 -1 180");
    assert_eq!(refused(&mut g, 0, "portal 0 0 field Se"), Refusal::NoPortal.into());
}

/// The princess: seat 1's princess tile completes seat 0's city; sending the knight
/// home leaves nobody to score it (8 points otherwise).
fn princess_city(choice: &str) -> (Game, Vec<Event>) {
    let mut g = game(&["BA/CFc+", "DG/CRRR.p"]);
    let mut events = play(&mut g, "0: place 0 -1 90\n0: meeple city N\n1: place 0 -2 180");
    events.extend(play(&mut g, &format!("1: {choice}")));
    (g, events)
}

#[test]
fn the_princess_sends_a_knight_home() {
    let (g, events) = princess_city("pass");
    assert_scored(&g, scorings(&events), vec![(Category::City, 8, vec![0], false)], &[8, 0]);

    let (g, events) = princess_city("princess 0 -1 city N");
    assert_eq!(
        happened(&events),
        vec![Happened::KnightRemoved {
            seat: Seat(1),
            owner: Seat(0),
            kind: FigureKind::Meeple,
            pos: Pos::new(0, -1),
            spot: "city N".parse().unwrap(),
        }]
    );
    assert_scored(&g, scorings(&events), vec![], &[0, 0]);
    assert_supplies(&g, &[7, 7]);

    let mut g = game(&["BA/CFc+", "DG/CRRR.p"]);
    play(&mut g, "0: place 0 -1 90\n0: meeple city N\n1: place 1 0 0");
    assert_eq!(
        refused(&mut g, 1, "princess 0 -1 city N"),
        Refusal::NoKnight("0 -1 city N".parse().unwrap()).into()
    );
    let mut g = game(&["BA/CFc+", "BA/C"]);
    play(&mut g, "0: place 0 -1 90\n0: meeple city N\n1: place 0 -2 180");
    assert_eq!(refused(&mut g, 1, "princess 0 -1 city N"), Refusal::NoPrincess.into());
}

/// With Hills & Sheep: a shepherd the dragon eats goes home and its sheep back to the
/// bag (the French text of Hills & Sheep).
#[test]
fn the_dragon_eats_a_shepherd_and_its_flock() {
    let expansions = Expansions::default().with(Expansion::PrincessDragon).with(Expansion::HillsSheep);
    let fixed = Fixed { bag: vec![Token::Sheep(3), Token::Sheep(2)], ..Fixed::default() };
    let ids = kinds(&["BA/RFr", "DG/RFr.v", "DG/RFr.d"]);
    let setup = Setup { tiles: Some(ids), expansions, fixed, ..Setup::new(2, 0) };
    let mut g = Game::new(setup).unwrap().0;
    play(&mut g, "0: place -1 0 0\n0: shepherd field Nw\n1: place 1 0 0\n0: place 2 0 0\n0: pass\n0: grow");
    let bag = |g: &Game| g.view(Audience::Public).hills_sheep().unwrap().bag_len();
    let before = bag(&g);
    let events = play(&mut g, "0: dragon W\n1: dragon W");
    let eaten = vec![Eaten { owner: Seat(0), kind: SHEPHERD }];
    assert!(
        happened(&events).iter().any(|h| matches!(h, Happened::DragonMoved { eaten: e, .. } if *e == eaten))
    );
    assert!(g.view(Audience::Public).hills_sheep().unwrap().shepherd(Seat(0)).in_supply);
    assert_eq!(bag(&g), before + 2);
}

// ---- The fairy's point, once a turn ----

/// Start tile BA/RCr (city N, road W–E). Seat 1 extends seat 0's road and receives Take
/// two, puts a monk at 1 1, then the fairy beside it; at the start of seat 1's next
/// turn the fairy scores them 1 (their tile, a BA/L). Seat 1 then opens Take two, whose
/// second tile is the last of the stack.
const TAKE_TWO_START: &str = "0: place 1 0 0\n0: meeple road E\n1: place 2 0 0\n1: pass\n\
    0: place 0 1 0\n0: pass\n1: place 1 1 0\n1: meeple monastery\n0: place -1 1 0\n0: pass\n\
    1: place 2 1 0\n1: fairy 1 1 monastery\n0: place 0 2 0\n0: pass";

/// The game of `TAKE_TWO_START` at rules `version`, Take two's second tile being a
/// `second` (a monastery, `BA/L` or `BA/LR`), then seat 1's Take two opened and tile
/// `keep` kept; returns the events of that.
fn take_two(version: u32, second: &str, keep: u8) -> (Game, Vec<Event>) {
    let ids = ["BA/RFr", "BA/RFr", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L", second];
    let mut g = versioned(version, &[Expansion::PrincessDragon, Expansion::Gifts], &ids, &[Gift::TakeTwo]);
    let events = play(&mut g, TAKE_TWO_START);
    assert_eq!(scorings(&events), vec![(Category::Fairy, 1, vec![1], false)]);
    assert_eq!((g.active(), g.phase()), (Seat(1), Phase::PlaceTile(kinds(&["BA/L"])[0])));
    let events = play(&mut g, &format!("1: gift take-two\n1: keep {keep}"));
    (g, events)
}

/// Plays the game of [`take_two`] to its end (either monastery fits both cells, and
/// the road of `BA/LR` scores nothing): seat 0's open road of 3; seat 1's monastery of
/// 8 tiles with the fairy's 3.
fn take_two_end(g: &mut Game) {
    let events = play(g, "1: place 1 2 0\n1: pass\n0: place -1 2 0\n0: pass");
    assert!(g.is_over());
    assert_eq!(
        scorings(&events),
        vec![
            (Category::Fairy, 3, vec![1], true),
            (Category::Road, 3, vec![0], true),
            (Category::Monastery, 8, vec![1], true),
        ]
    );
}

/// « 1 point au début de votre tour »: the tile kept from Take two, the first or the
/// second, two of a kind or not, is the same turn's, so from rules version 13 the fairy
/// scores its point once.
#[test]
fn the_fairys_point_comes_once_a_turn_whichever_tile_take_two_keeps() {
    for second in ["BA/LR", "BA/L"] {
        for keep in [1, 2] {
            let (mut g, events) = take_two(13, second, keep);
            assert_eq!(scorings(&events), vec![], "{second}, keep {keep}");
            take_two_end(&mut g);
            assert_scores(&g, &[3, 12]);
            assert_eq!(g.players()[1].breakdown[Category::Fairy.index()], 4, "{second}, keep {keep}");
        }
    }
}

/// Rules version 12 scored the fairy's point again for the tile kept from Take two when
/// it was the second tile — or of the second tile's kind, the first of two alike being
/// taken for it (stored games of version 12 replay so); keeping the first of two
/// different tiles scored nothing more.
#[test]
fn a_version_12_game_scored_the_fairys_point_again_for_take_twos_second_tile() {
    for (second, keep) in [("BA/LR", 2), ("BA/L", 2), ("BA/L", 1)] {
        let (mut g, events) = take_two(12, second, keep);
        assert_eq!(scorings(&events), vec![(Category::Fairy, 1, vec![1], false)], "{second}, keep {keep}");
        take_two_end(&mut g);
        assert_scores(&g, &[3, 13]);
        assert_eq!(g.players()[1].breakdown[Category::Fairy.index()], 5);
    }
    let (mut g, events) = take_two(12, "BA/LR", 1);
    assert_eq!(scorings(&events), vec![]);
    take_two_end(&mut g);
    assert_scores(&g, &[3, 12]);
}

/// With Traders & Builders: the fairy beside seat 0's meeple on the builder's road; the
/// tile that extends the road scores the fairy's point at the start of the turn, the
/// second tile it earns none (the same turn), seat 0's next turn one again. At the end
/// the road of 4 tiles scores 4 and the fairy 3.
#[test]
fn a_builders_second_tile_scores_no_fairys_point() {
    let ids = ["BA/RFr", "BA/L", "BA/RFr", "BA/L", "BA/L", "BA/L", "BA/RFr", "BA/L", "BA/L", "BA/L"];
    let mut g = versioned(13, &[Expansion::PrincessDragon, Expansion::TradersBuilders], &ids, &[]);
    play(
        &mut g,
        "0: place 1 0 0\n0: meeple road E\n1: place 0 1 0\n1: pass\n0: place 2 0 0\n0: builder road E",
    );
    let events = play(
        &mut g,
        "1: place 1 1 0\n1: pass\n0: place 2 1 0\n0: fairy 1 0 road E\n1: place -1 1 0\n1: pass",
    );
    assert_eq!(scorings(&events), vec![(Category::Fairy, 1, vec![0], false)]);
    let events = play(&mut g, "0: place 3 0 0\n0: pass");
    assert_eq!((g.active(), g.phase()), (Seat(0), Phase::PlaceTile(kinds(&["BA/L"])[0])));
    assert_eq!(scorings(&events), vec![]);
    let events = play(&mut g, "0: place 3 1 0\n0: pass\n1: place 0 2 0\n1: pass");
    assert_eq!(scorings(&events), vec![(Category::Fairy, 1, vec![0], false)]);
    play(&mut g, "0: place -1 2 0\n0: pass");
    assert!(g.is_over());
    assert_scores(&g, &[9, 0]);
    assert_eq!(g.players()[0].breakdown[Category::Fairy.index()], 5);
}

/// With Bridges, Castles & Bazaars: each player of a bazaar's round « effectue alors un
/// tour de jeu normal » with the tile they won, so the fairy scores at the start of that
/// turn as of any other. Seat 0 places the bazaar; seat 1, the fairy beside their monk,
/// scores at their turn of the round and again at their next turn after it.
#[test]
fn each_turn_of_a_bazaars_round_scores_the_fairys_point() {
    let ids = ["BA/L", "BA/L", "BA/L", "BA/L", "BB/F.b", "BA/L", "BA/L", "BA/L"];
    let mut g = versioned(13, &[Expansion::PrincessDragon, Expansion::BridgesCastlesBazaars], &ids, &[]);
    play(&mut g, "0: place 0 1 0\n0: pass\n1: place 1 1 0\n1: meeple monastery\n0: place -1 1 0\n0: pass");
    play(&mut g, "1: place 2 1 0\n1: fairy 1 1 monastery\n0: place 0 2 0\n0: pass");
    // The auction: seat 1 takes the first tile for 0, seat 0 has the other.
    let events = play(&mut g, "1: choose 1\n1: bid 0\n0: pass");
    assert_eq!(scorings(&events), vec![(Category::Fairy, 1, vec![1], false)]);
    assert_eq!(g.active(), Seat(1));
    let events = play(&mut g, "1: place 1 2 0\n1: pass\n0: place -1 2 0\n0: pass");
    assert_eq!(scorings(&events), vec![(Category::Fairy, 1, vec![1], false)]);
    assert_eq!(g.active(), Seat(1), "play goes on after the bazaar's placer");
    play(&mut g, "1: place 2 2 0\n1: pass");
    // The end: seat 1's monastery of 7 tiles, with the fairy's 3.
    assert!(g.is_over());
    assert_scores(&g, &[0, 12]);
}

// ---- The fairy and castles; `DG/CCc+.p`'s walled-in field (rules version 15) ----

/// Princess & Dragon with Bridges, Castles & Bazaars at rules `version`.
fn with_castles(version: u32, ids: &[&str]) -> Game {
    versioned(version, &[Expansion::PrincessDragon, Expansion::BridgesCastlesBazaars], ids, &[])
}

/// The board of Bridges, Castles & Bazaars' castle test: seat 0's castle over the start
/// tile's cap and the cap at 0 -1, built at seat 0's second turn; then a monastery at 0
/// 1 (seat 1) and at -1 1 (seat 0, who has its figure step next).
fn castle_built(version: u32) -> Game {
    let ids = ["BA/RFr", "BA/LR", "BA/CRRR", "BA/L", "BA/L", "BA/L", "BA/LR"];
    let mut g = with_castles(version, &ids);
    play(
        &mut g,
        "0: place 1 0 0\n0: pass\n1: place 1 -1 90\n1: pass\n\
         0: place 0 -1 180\n0: meeple city S\n0: castle build\n1: place 0 1 0\n1: pass\n0: place -1 1 0",
    );
    g
}

/// « La fée peut être posée sur la forteresse près de votre meeple et vous confère un
/// point bonus au début de votre tour » (Bridges, Castles & Bazaars): the fairy goes on
/// either cell of seat 0's castle; a point at the start of seat 0's next turn; when the
/// castle scores the road of two tiles completed beside it, 2 for the castle and the
/// fairy's 3, and the fairy stays on its tile alone.
#[test]
fn the_fairy_goes_beside_a_meeple_on_a_castle_and_scores_with_it() {
    let mut g = castle_built(15);
    let legal = g.legal_actions(Seat(0));
    assert!(
        legal.contains(&action("fairy 0 -1 castle")) && legal.contains(&action("fairy 0 0 castle")),
        "{legal:?}"
    );
    let events = play(&mut g, "0: fairy 0 -1 castle");
    let on_castle = Beside::Castle(Pos::new(0, -1));
    assert_eq!(happened(&events), vec![Happened::FairyMoved { seat: Seat(0), beside: on_castle }]);
    let fairy = g.view(Audience::Public).princess_dragon().unwrap().fairy();
    assert_eq!(fairy, Some((Pos::new(0, -1), Some((Seat(0), on_castle)))));

    let events = play(&mut g, "1: place 1 1 0\n1: pass");
    assert_eq!(scorings(&events), vec![(Category::Fairy, 1, vec![0], false)]);
    let events = play(&mut g, "0: place 0 -2 0\n0: pass");
    assert_eq!(
        scorings(&events),
        vec![(Category::Castle, 2, vec![0], false), (Category::Fairy, 3, vec![0], false)]
    );
    assert!(g.is_over());
    let fairy = g.view(Audience::Public).princess_dragon().unwrap().fairy();
    assert_eq!(fairy, Some((Pos::new(0, -1), None)));
    assert_scores(&g, &[6, 0]);
    assert_eq!(g.players()[0].breakdown[Category::Fairy.index()], 4);
}

/// The castle is named by either of its cells, or by the city under it (as a Retreat
/// names it); only its meeple's owner may put the fairy there, and not twice. Rules
/// version 14 knew followers on features only: the castle was never offered.
#[test]
fn the_fairy_by_a_castle_is_named_and_refused_so() {
    let mut g = castle_built(15);
    let events = play(&mut g, "0: fairy 0 0 city N");
    let named = Happened::FairyMoved { seat: Seat(0), beside: Beside::Castle(Pos::new(0, 0)) };
    assert_eq!(happened(&events), vec![named]);
    play(&mut g, "1: place 1 1 0");
    assert_eq!(
        refused(&mut g, 1, "fairy 0 0 castle"),
        Refusal::NoFollowerForFairy(Beside::Castle(Pos::new(0, 0))).into()
    );

    let mut g = castle_built(15);
    play(&mut g, "0: fairy 0 -1 castle\n1: place 1 1 0\n1: pass\n0: place 0 -2 0");
    let there = Beside::Castle(Pos::new(0, 0));
    assert_eq!(refused(&mut g, 0, "fairy 0 0 castle"), Refusal::FairyThere(there).into());
    assert!(!g.legal_actions(Seat(0)).iter().any(|a| a.to_string().ends_with("castle")));

    let mut g = castle_built(14);
    assert!(!g.legal_actions(Seat(0)).iter().any(|a| a.to_string().starts_with("fairy")));
    let refusal = Refusal::NoFollowerForFairy(Beside::Castle(Pos::new(0, -1)));
    assert_eq!(refused(&mut g, 0, "fairy 0 -1 castle"), refusal.into());
    let target = "0 -1 city S".parse().unwrap();
    assert_eq!(
        refused(&mut g, 0, "fairy 0 -1 city S"),
        Refusal::NoFollowerForFairy(Beside::Follower(target)).into()
    );
}

/// Seat 0's knight in the cap at 0 1, the fairy beside it; seat 1 closes the small city
/// and seat 0 builds a castle, the knight going onto it. From rules version 15 the fairy
/// stays beside that meeple, on its tile: a point at the start of each of seat 0's two
/// turns left (the castle scores nothing at the end, nor the fairy with it). Version 14
/// left the fairy alone, and its games replay so.
#[test]
fn the_fairy_stays_beside_a_knight_that_goes_onto_a_castle() {
    for (version, points) in [(15, 2), (14, 0)] {
        let ids = ["BA/C", "BA/L", "BA/L", "BA/C", "BA/L", "BA/L", "BA/L"];
        let mut g = with_castles(version, &ids);
        play(&mut g, "0: place 0 1 180\n0: meeple city S\n1: place 1 1 0\n1: pass\n0: place -1 1 0");
        play(&mut g, "0: fairy 0 1 city S\n1: place 0 2 0\n1: pass");
        let events = play(&mut g, "0: castle build");
        let point = if version >= 15 { vec![(Category::Fairy, 1, vec![0], false)] } else { vec![] };
        assert_eq!(scorings(&events), point, "version {version}");
        let beside = (version >= 15).then_some((Seat(0), Beside::Castle(Pos::new(0, 1))));
        let fairy = g.view(Audience::Public).princess_dragon().unwrap().fairy();
        assert_eq!(fairy, Some((Pos::new(0, 1), beside)), "version {version}");
        let events =
            play(&mut g, "0: place 2 1 0\n0: pass\n1: place -2 1 0\n1: pass\n0: place 1 2 0\n0: pass");
        assert!(g.is_over());
        assert!(scorings(&events).iter().all(|s| s.0 != Category::Castle && s.1 != 3), "{events:?}");
        assert_scores(&g, &[points, 0]);
        assert_eq!(g.players()[0].meeples, 7, "version {version}: the castle's meeple came home at the end");
    }
}

/// `DG/CCc+.p` at 0 -1, its cap closing the start tile's city (no castle: the cap may
/// hold none), its pennant corner closed by two caps: seat 0's farmer in the field
/// walled in by the two cities scores them both at the end, 3 each. Rules version 14 had
/// no such field: `meeple field` named nothing there.
#[test]
fn the_field_walled_in_on_dg_cccp_holds_a_farmer() {
    let ids = ["DG/CCc+.p", "BA/C", "BA/C"];
    let mut g = versioned(15, &[Expansion::PrincessDragon], &ids, &[]);
    play(&mut g, "0: place 0 -1 180");
    assert!(g.legal_actions(Seat(0)).contains(&action("meeple field")));
    let events = play(&mut g, "0: meeple field\n1: place 0 -2 180\n1: pass\n0: place -1 -1 90\n0: pass");
    // The cities, nobody's, score nothing during play; the farmer 6 at the end.
    assert_scored(&g, scorings(&events), vec![(Category::Field, 6, vec![0], true)], &[6, 0]);

    let mut g = versioned(14, &[Expansion::PrincessDragon], &ids, &[]);
    play(&mut g, "0: place 0 -1 180");
    assert!(!g.legal_actions(Seat(0)).contains(&action("meeple field")));
    assert_eq!(refused(&mut g, 0, "meeple field"), RuleError::NoSuchFeature("field".parse().unwrap()));
}
