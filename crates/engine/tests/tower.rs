//! The Tower: supplies by the number of players, a piece on a foundation or an open
//! tower anywhere, the capture in the tower's range (row and column, as far as its new
//! height, over gaps; one's own goes home, a rival's is a prisoner), the exchange when
//! two players hold each other's (the capturer's choice when the other holds several
//! kinds), the ransom (3 points, once a turn, only with 3 points), a meeple on top
//! closing a tower and captured from another (its tower open again), and the other
//! boxes: the abbot captured but never on top, the big meeple on top and ransomed for
//! 3, a builder home when its owner's last follower there is captured, the capture
//! before the dragon moves, a shepherd never captured. Boards from explicit tile
//! lists, exact scores.

use crate::support as common;

use carcassonne_engine::rules::abbot::ABBOT;
use carcassonne_engine::rules::gifts::Gift;
use carcassonne_engine::rules::inns_cathedrals::{self, BIG_MEEPLE};
use carcassonne_engine::rules::tower::{Captive, Happened, PIECES, Prisoner, Refusal, TowerInfo};
use carcassonne_engine::rules::{ExpansionPhase, tower};
use carcassonne_engine::{
    Action, Audience, Category, Expansion, FigureKind, Game, Phase, Pos, RuleError, Seat,
};
use common::{action, assert_scores, assert_supplies, box_setup, play, refused, versioned};

/// A game of `players` with The Tower and `others`, whose stack is exactly `ids`.
fn game_of(players: u8, others: &[Expansion], ids: &[&str]) -> Game {
    Game::new(box_setup(players, Expansion::Tower, others, ids)).expect("valid setup").0
}

fn game(ids: &[&str]) -> Game {
    game_of(2, &[], ids)
}

fn actions(texts: &[&str]) -> Vec<Action> {
    texts.iter().map(|t| action(t)).collect()
}

fn towers(game: &Game) -> Vec<TowerInfo> {
    game.view(Audience::Public).tower().expect("in play").towers()
}

fn prisoners(game: &Game) -> Vec<Prisoner> {
    game.view(Audience::Public).tower().expect("in play").prisoners().to_vec()
}

fn pieces(game: &Game) -> Vec<u8> {
    let view = game.view(Audience::Public);
    let tower = view.tower().expect("in play");
    (0..game.players().len()).map(|s| tower.pieces(Seat(s as u8))).collect()
}

fn happened(events: &[carcassonne_engine::Event]) -> Vec<Happened> {
    events.iter().filter_map(Happened::of).cloned().collect()
}

fn capturing() -> Phase {
    Phase::Expansion(ExpansionPhase::Tower(tower::Ph::Capture))
}

fn tower_at(x: i32, y: i32, height: u8, top: Option<(Seat, FigureKind)>) -> TowerInfo {
    TowerInfo { pos: Pos::new(x, y), height, top }
}

/// Each player's pieces by the number of players: 10, 9, 7, 6, 5 (a lone player 10).
#[test]
fn supplies_follow_the_number_of_players() {
    for players in 1..=6u8 {
        let g = game_of(players, &[], &["TO/F"]);
        assert_eq!(pieces(&g), vec![PIECES[usize::from(players) - 1]; usize::from(players)]);
    }
    assert_eq!(PIECES[1..], [10, 9, 7, 6, 5]);
}

/// A piece goes on any empty foundation or open tower, placed this turn or before;
/// the capture reaches along the row and the column as far as the new height, over
/// gaps, never diagonally; one's own follower goes home, a rival's is a prisoner.
#[test]
fn a_tower_captures_along_its_row_and_column_as_far_as_its_height() {
    let mut g = game(&["TO/F", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L"]);
    // The tower goes up on the tile just placed: nobody in range, no capture asked.
    let events = play(&mut g, "0: place 0 1 0\n0: tower 0 1");
    assert_eq!(happened(&events), vec![Happened::Built { seat: Seat(0), pos: Pos::new(0, 1), height: 1 }]);
    assert_eq!(g.active(), Seat(1));
    play(&mut g, "1: place 1 1 0\n1: meeple monastery\n0: place 2 1 0\n0: meeple monastery");
    // Seat 1 builds on the tower of another tile, now 2 high: (1,1) and (2,1) are in
    // range, (1,2) is not (diagonal).
    play(&mut g, "1: place 1 2 0");
    assert!(g.legal_actions(Seat(1)).contains(&action("tower 0 1")));
    play(&mut g, "1: tower 0 1");
    assert_eq!(g.phase(), capturing());
    assert_eq!(
        g.legal_actions(Seat(1)),
        actions(&["capture 1 1 monastery", "capture 2 1 monastery", "capture none"])
    );
    assert_eq!(
        refused(&mut g, 1, "capture 1 2 monastery"),
        Refusal::OutOfRange(Captive::Follower("1 2 monastery".parse().unwrap())).into()
    );
    assert_eq!(refused(&mut g, 1, "place 5 5 0"), Refusal::CaptureFirst.into());
    let events = play(&mut g, "1: capture 2 1 monastery");
    assert_eq!(
        happened(&events),
        vec![Happened::Captured {
            seat: Seat(1),
            owner: Seat(0),
            kind: FigureKind::Meeple,
            captive: Captive::Follower("2 1 monastery".parse().unwrap()),
            prisoner: true,
        }]
    );
    assert_eq!(
        prisoners(&g),
        vec![Prisoner { holder: Seat(1), owner: Seat(0), kind: FigureKind::Meeple, at: Pos::new(2, 1) }]
    );
    assert_supplies(&g, &[6, 6]);
    assert_eq!(pieces(&g), vec![9, 9]);
    assert_eq!(towers(&g), vec![tower_at(0, 1, 2, None)]);
    // Seat 0 builds it 3 high and captures seat 1's monk: they hold each other's,
    // exchanged at once, one for one.
    play(&mut g, "0: place 3 1 0\n0: tower 0 1");
    assert_eq!(g.legal_actions(Seat(0)), actions(&["capture 1 1 monastery", "capture none"]));
    let events = play(&mut g, "0: capture 1 1 monastery");
    assert_eq!(
        happened(&events)[1],
        Happened::Exchanged {
            seat: Seat(0),
            other: Seat(1),
            got: FigureKind::Meeple,
            gave: FigureKind::Meeple
        }
    );
    assert_eq!(prisoners(&g), vec![]);
    assert_supplies(&g, &[7, 7]);
    // The last tile: seat 1's monastery at (4,1) has (3,1) beside it at the end.
    play(&mut g, "1: place 4 1 0\n1: meeple monastery");
    assert!(g.is_over());
    assert_scores(&g, &[0, 2]);
}

/// One's own follower captured goes home, no prisoner; a rival's stays where the
/// tower's builder did not look.
#[test]
fn ones_own_follower_captured_goes_home() {
    let mut g = game(&["TO/F", "BA/L", "BA/L", "BA/L"]);
    play(&mut g, "0: place 0 1 0\n0: tower 0 1\n1: place 1 1 0\n1: meeple monastery");
    play(&mut g, "0: place -1 1 0\n0: meeple monastery\n1: place 2 1 0\n1: tower 0 1");
    assert_eq!(
        g.legal_actions(Seat(1)),
        actions(&["capture 1 1 monastery", "capture -1 1 monastery", "capture none"])
    );
    let events = play(&mut g, "1: capture 1 1 monastery");
    assert!(matches!(happened(&events)[0], Happened::Captured { prisoner: false, .. }));
    assert_eq!(prisoners(&g), vec![]);
    // The end: seat 0's monastery at (-1,1) has (0,0) and (0,1) round it: 3 points.
    assert!(g.is_over());
    assert_supplies(&g, &[7, 7]);
    assert_scores(&g, &[3, 0]);
}

/// The ransom: 3 points to the holder, once a turn, only with 3 points, the figure in
/// supply at once (placed the same turn); the tile step is asked again.
#[test]
fn a_ransom_pays_three_points_to_the_holder() {
    let mut g = game(&["BA/C", "TO/F", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L"]);
    // Seat 0 closes the start tile's city: 4 points.
    play(&mut g, "0: place 0 -1 180\n0: meeple city S\n1: place 0 1 0\n1: tower 0 1");
    assert_scores(&g, &[4, 0]);
    play(
        &mut g,
        "0: place 1 1 0\n0: meeple monastery\n1: place -1 1 0\n1: tower 0 1\n1: capture 1 1 monastery",
    );
    assert_supplies(&g, &[6, 7]);
    // Before placing: the ransom is offered among the placements.
    assert!(g.legal_actions(Seat(0)).contains(&action("ransom 2 meeple")));
    assert_eq!(refused(&mut g, 0, "ransom 2 big"), Refusal::NoPrisoner(Seat(1), BIG_MEEPLE).into());
    let events = play(&mut g, "0: ransom 2 meeple");
    assert_eq!(
        happened(&events),
        vec![Happened::Ransomed { seat: Seat(0), holder: Seat(1), kind: FigureKind::Meeple, points: 3 }]
    );
    assert_scores(&g, &[1, 3]);
    assert_eq!(g.players()[0].breakdown[Category::Ransom.index()], -3);
    assert_eq!(g.players()[1].breakdown[Category::Ransom.index()], 3);
    assert_supplies(&g, &[7, 7]);
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
    assert_eq!(g.active(), Seat(0));
    play(&mut g, "0: place 2 1 0\n0: meeple monastery");
    // Seat 1 captures it again from 3 high; seat 0 has 1 point: no ransom.
    play(&mut g, "1: place -2 1 0\n1: tower 0 1\n1: capture 2 1 monastery");
    assert!(!g.legal_actions(Seat(0)).iter().any(|a| a.to_string().starts_with("ransom")));
    assert_eq!(refused(&mut g, 0, "ransom 2 meeple"), Refusal::TooPoor.into());
    play(&mut g, "0: place 3 1 0\n0: pass");
    // The end: no follower left on the board; prisoners score nothing.
    assert!(g.is_over());
    assert_scores(&g, &[1, 3]);
    assert_eq!(prisoners(&g).len(), 1);
}

/// A meeple on top closes a tower: no piece and no other meeple goes there, nothing
/// but a piece goes on an empty foundation, and a meeple on top captured from another
/// tower opens its tower again.
#[test]
fn a_meeple_on_top_closes_a_tower_until_captured() {
    let mut g = game(&["TO/F", "TO/F", "BA/L", "BA/L", "BA/L"]);
    play(&mut g, "0: place 0 1 0\n0: tower 0 1\n1: place 0 2 0");
    assert!(g.legal_actions(Seat(1)).contains(&action("top 0 1")));
    assert!(!g.legal_actions(Seat(1)).contains(&action("top 0 2")));
    assert_eq!(refused(&mut g, 1, "top 0 2"), Refusal::NoTower(Pos::new(0, 2)).into());
    assert_eq!(refused(&mut g, 1, "top 0 1 big"), Refusal::NotForTop.into());
    assert_eq!(refused(&mut g, 1, "top 0 1 abbot"), Refusal::NotForTop.into());
    assert_eq!(refused(&mut g, 1, "tower 1 1"), Refusal::NoFoundation(Pos::new(1, 1)).into());
    play(&mut g, "1: top 0 1");
    assert_eq!(towers(&g), vec![tower_at(0, 1, 1, Some((Seat(1), FigureKind::Meeple)))]);
    assert_supplies(&g, &[7, 6]);
    play(&mut g, "0: place 1 1 0");
    assert_eq!(refused(&mut g, 0, "tower 0 1"), Refusal::Closed(Pos::new(0, 1)).into());
    assert_eq!(refused(&mut g, 0, "top 0 1"), Refusal::Closed(Pos::new(0, 1)).into());
    play(&mut g, "0: tower 0 2");
    assert_eq!(g.legal_actions(Seat(0)), actions(&["capture 0 1 tower", "capture none"]));
    play(&mut g, "0: capture 0 1 tower");
    assert_eq!(towers(&g), vec![tower_at(0, 1, 1, None), tower_at(0, 2, 1, None)]);
    assert_eq!(
        prisoners(&g),
        vec![Prisoner { holder: Seat(0), owner: Seat(1), kind: FigureKind::Meeple, at: Pos::new(0, 1) }]
    );
    // Open again: seat 1 builds on it.
    play(&mut g, "1: place 2 1 0");
    assert!(g.legal_actions(Seat(1)).contains(&action("tower 0 1")));
    assert!(g.legal_actions(Seat(1)).contains(&action("top 0 1")));
}

/// Declining a capture leaves everyone where they are.
#[test]
fn a_capture_may_be_declined() {
    let mut g = game(&["TO/F", "BA/L", "BA/L"]);
    play(
        &mut g,
        "0: place 0 1 0\n0: tower 0 1\n1: place 1 1 0\n1: meeple monastery\n0: place 2 1 0\n0: tower 0 1",
    );
    let events = play(&mut g, "0: capture none");
    assert_eq!(happened(&events), vec![Happened::Spared { seat: Seat(0) }]);
    assert_eq!(refused_after_end(&mut g), RuleError::GameOver);
    // Seat 1's monk stayed: (0,0), (0,1), (2,1) round it: 4 points.
    assert_scores(&g, &[0, 4]);
    assert_eq!(pieces(&g), vec![8, 10]);
}

fn refused_after_end(g: &mut Game) -> RuleError {
    g.apply(Seat(0), action("capture none")).expect_err("over")
}

/// With Inns & Cathedrals: the big meeple may go on top; when the other holds a
/// meeple and the big meeple of the capturer's, the capturer chooses which comes back.
#[test]
fn the_capturer_chooses_what_comes_back_in_an_exchange() {
    let ids = ["TO/F", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L"];
    let mut g = game_of(2, &[Expansion::InnsCathedrals], &ids);
    play(
        &mut g,
        "0: place 0 1 0\n0: tower 0 1\n1: place 1 1 0\n1: pass\n0: place 2 1 0\n0: meeple monastery",
    );
    play(&mut g, "1: place -1 1 0\n1: tower 0 1\n1: capture 2 1 monastery\n0: place 3 1 0\n0: big monastery");
    play(&mut g, "1: place -2 1 0\n1: tower 0 1\n1: capture 3 1 monastery\n0: place 4 1 0\n0: pass");
    assert_eq!(
        prisoners(&g).iter().map(|p| p.kind).collect::<Vec<_>>(),
        vec![FigureKind::Meeple, BIG_MEEPLE]
    );
    assert!(!g.view(Audience::Public).inns_cathedrals().unwrap().in_supply(Seat(0)));
    play(
        &mut g,
        "1: place 0 2 0\n1: meeple monastery\n0: place 5 1 0\n0: tower 0 1\n0: capture 0 2 monastery",
    );
    assert_eq!(g.phase(), Phase::Expansion(ExpansionPhase::Tower(tower::Ph::Exchange)));
    assert_eq!(g.legal_actions(Seat(0)), actions(&["exchange meeple", "exchange big"]));
    assert_eq!(refused(&mut g, 0, "exchange abbot"), Refusal::NoExchange.into());
    let events = play(&mut g, "0: exchange big");
    assert_eq!(
        happened(&events),
        vec![Happened::Exchanged {
            seat: Seat(0),
            other: Seat(1),
            got: BIG_MEEPLE,
            gave: FigureKind::Meeple
        }]
    );
    assert!(g.view(Audience::Public).inns_cathedrals().unwrap().in_supply(Seat(0)));
    assert_eq!(
        prisoners(&g),
        vec![Prisoner { holder: Seat(1), owner: Seat(0), kind: FigureKind::Meeple, at: Pos::new(2, 1) }]
    );
    assert_supplies(&g, &[6, 7]);
    assert!(g.is_over());
    assert_scores(&g, &[0, 0]);
}

/// With The Abbot: an abbot is captured like any follower and held, out of its
/// owner's supply, but never goes on top of a tower.
#[test]
fn an_abbot_is_captured_but_never_on_top() {
    let mut g = game_of(2, &[Expansion::Abbot], &["TO/F", "BA/L", "BA/L", "BA/L", "BA/L"]);
    play(
        &mut g,
        "0: place 0 1 0\n0: tower 0 1\n1: place 1 1 0\n1: abbot monastery\n0: place 2 1 0\n0: tower 0 1",
    );
    play(&mut g, "0: capture 1 1 monastery");
    assert_eq!(
        prisoners(&g),
        vec![Prisoner { holder: Seat(0), owner: Seat(1), kind: ABBOT, at: Pos::new(1, 1) }]
    );
    assert!(!g.view(Audience::Public).abbot().unwrap().in_supply(Seat(1)));
    play(&mut g, "1: place 1 2 0");
    assert!(!g.legal_actions(Seat(1)).contains(&action("abbot monastery")));
    assert_eq!(refused(&mut g, 1, "abbot monastery"), carcassonne_engine::rules::abbot::Refusal::Held.into());
    assert_eq!(refused(&mut g, 1, "top 0 1 abbot"), Refusal::NotForTop.into());
}

/// With Traders & Builders: a builder is never captured, and goes home at the end of
/// the turn when its owner's last follower in its road is captured.
#[test]
fn a_builder_goes_home_with_its_owners_last_follower() {
    let ids = ["TO/F", "BA/RFr", "BA/L", "BA/RFr", "TO/F"];
    let mut g = game_of(2, &[Expansion::TradersBuilders], &ids);
    play(&mut g, "0: place 0 1 0\n0: pass\n1: place -1 0 0\n1: meeple road E\n0: place 1 1 0\n0: pass");
    play(&mut g, "1: place -2 0 0\n1: builder road E\n0: place -1 1 0\n0: tower -1 1");
    assert_eq!(g.legal_actions(Seat(0)), actions(&["capture -1 0 road E", "capture none"]));
    let events = play(&mut g, "0: capture -1 0 road E");
    use carcassonne_engine::rules::traders_builders::{Happened as Tb, Role};
    let home: Vec<&Tb> =
        events.iter().filter_map(Tb::of).filter(|h| matches!(h, Tb::WentHome { .. })).collect();
    assert_eq!(home, vec![&Tb::WentHome { seat: Seat(1), role: Role::Builder, pos: Pos::new(-2, 0) }]);
    assert!(g.figures().is_empty());
    assert!(g.is_over());
    assert_scores(&g, &[0, 0]);
}

/// With Princess & Dragon: the capture comes before the dragon moves, and a tower
/// goes up on the turn of a volcano.
#[test]
fn the_capture_comes_before_the_dragon_moves() {
    let ids = ["TO/F", "DG/RFr.v", "BA/L", "DG/RFr.d", "BA/L"];
    let mut g = game_of(2, &[Expansion::PrincessDragon], &ids);
    play(&mut g, "0: place 0 1 0\n0: pass\n1: place -1 0 0");
    assert!(g.legal_actions(Seat(1)).contains(&action("tower 0 1")));
    play(&mut g, "1: tower 0 1\n0: place 1 1 0\n0: meeple monastery\n1: place 1 0 0\n1: tower 0 1");
    assert_eq!(g.phase(), capturing());
    play(&mut g, "1: capture 1 1 monastery");
    assert!(matches!(g.phase(), Phase::Expansion(ExpansionPhase::PrincessDragon(_))));
    assert_eq!(prisoners(&g).len(), 1);
}

// ---- Reviewed against the French text (issue 64) ----

/// Start tile BA/RCr (city N, road W–E). Seat 1 extends seat 0's road and receives Take
/// two, closes a city of three tiles (6 points); seat 0's tower, raised twice, captures
/// two of seat 1's monks. Seat 1 then pays one ransom before placing, opens Take two
/// and keeps the second tile: the same turn.
const TAKE_TWO_TILES: [&str; 13] = [
    "BA/RFr", "BA/RFr", "TO/F", "BA/CFc.1", "BA/L", "BA/C", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L",
    "BA/L",
];
const TAKE_TWO_START: &str = "0: place 1 0 0\n0: meeple road E\n1: place 2 0 0\n1: pass\n\
    0: place 0 1 0\n0: tower 0 1\n1: place 0 -1 90\n1: meeple city N\n0: place 1 1 0\n0: pass\n\
    1: place 0 -2 180\n1: pass\n0: place 2 1 0\n0: pass\n1: place -1 1 0\n1: meeple monastery\n\
    0: place 0 2 0\n0: tower 0 1\n0: capture -1 1 monastery\n1: place 0 3 0\n1: meeple monastery\n\
    0: place 1 2 0\n0: tower 0 1\n0: capture 0 3 monastery\n\
    1: ransom 1 meeple\n1: gift take-two\n1: keep 2";

fn take_two_game(version: u32) -> Game {
    let mut g = versioned(version, &[Expansion::Tower, Expansion::Gifts], &TAKE_TWO_TILES, &[Gift::TakeTwo]);
    play(&mut g, TAKE_TWO_START);
    assert_scores(&g, &[3, 3]);
    assert_eq!(prisoners(&g).len(), 1);
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
    assert_eq!(g.active(), Seat(1));
    g
}

/// « Un seul rachat par tour » (the FAQ): the tile kept from Take two is the same turn's,
/// so from rules version 12 no second ransom is offered or taken.
#[test]
fn one_ransom_a_turn_even_with_take_two() {
    let mut g = take_two_game(12);
    assert!(!g.legal_actions(Seat(1)).contains(&action("ransom 1 meeple")));
    assert_eq!(refused(&mut g, 1, "ransom 1 meeple"), Refusal::PaidAlready.into());
    play(&mut g, "1: place -1 2 0\n1: pass\n0: place 2 2 0\n0: pass");
    // The end: seat 0's road of 3 tiles, open (3); seat 1's monk is still held.
    assert!(g.is_over());
    assert_scores(&g, &[6, 3]);
    assert_eq!(prisoners(&g).len(), 1);
}

/// Rules version 11 reset the ransom with every tile drawn: Take two's second tile let
/// seat 1 pay again, the same turn. Stored games of version 11 replay so.
#[test]
fn a_version_11_game_paid_a_second_ransom_after_take_two() {
    let mut g = take_two_game(11);
    assert!(g.legal_actions(Seat(1)).contains(&action("ransom 1 meeple")));
    play(&mut g, "1: ransom 1 meeple\n1: place -1 2 0\n1: pass\n0: place 2 2 0\n0: pass");
    assert!(g.is_over());
    assert_scores(&g, &[9, 0]);
    assert_eq!(prisoners(&g), vec![]);
}

/// A builder's second tile comes with the tile that extends its road, placed before the
/// figure step: seat 0's tower then captures seat 0's own last meeple on that road, the
/// builder goes home at the end of the turn, and the second tile is still played
/// (docs/rules.md, The Tower with Traders & Builders).
#[test]
fn a_builders_second_tile_stands_when_its_last_follower_is_captured() {
    use carcassonne_engine::rules::traders_builders::{Happened as Tb, Role};
    let ids = ["BA/RFr", "TO/F", "BA/RFr", "BA/L", "BA/RFr", "BA/L", "BA/L"];
    let mut g = game_of(2, &[Expansion::TradersBuilders], &ids);
    play(
        &mut g,
        "0: place 1 0 0\n0: meeple road E\n1: place 1 1 0\n1: pass\n0: place 2 0 0\n0: builder road E",
    );
    play(&mut g, "1: place 0 1 0\n1: pass\n0: place -1 0 0\n0: tower 1 1");
    assert_eq!(g.legal_actions(Seat(0)), actions(&["capture 1 0 road E", "capture none"]));
    let events = play(&mut g, "0: capture 1 0 road E");
    assert!(matches!(happened(&events)[0], Happened::Captured { prisoner: false, .. }));
    let tb: Vec<&Tb> = events.iter().filter_map(Tb::of).collect();
    assert_eq!(
        tb,
        vec![
            &Tb::WentHome { seat: Seat(0), role: Role::Builder, pos: Pos::new(2, 0) },
            &Tb::SecondTile { seat: Seat(0) }
        ]
    );
    assert_eq!(g.active(), Seat(0));
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
    play(&mut g, "0: place 2 1 0\n0: pass\n1: place -1 1 0\n1: pass");
    // The road of four tiles has nobody on it: nothing scores.
    assert!(g.is_over());
    assert!(g.figures().is_empty());
    assert_supplies(&g, &[7, 7]);
    assert_scores(&g, &[0, 0]);
}

/// With Inns & Cathedrals: a big meeple on top of a tower, then held prisoner, stands on
/// no feature — `post` names none (it named a city), and it is out of supply: placing it
/// is refused as held, not as on the board.
#[test]
fn a_big_meeple_on_a_tower_or_held_stands_on_no_feature() {
    let mut g = game_of(2, &[Expansion::InnsCathedrals], &["TO/F", "BA/L", "TO/F", "BA/L"]);
    let post = |g: &Game| g.view(Audience::Public).inns_cathedrals().unwrap().post(Seat(1));
    let home = |g: &Game| g.view(Audience::Public).inns_cathedrals().unwrap().in_supply(Seat(1));
    play(&mut g, "0: place 0 1 0\n0: tower 0 1\n1: place 1 1 0\n1: top 0 1 big");
    assert_eq!(towers(&g), vec![tower_at(0, 1, 1, Some((Seat(1), BIG_MEEPLE)))]);
    assert_eq!((post(&g), home(&g)), (None, false));
    play(&mut g, "0: place 0 2 0\n0: tower 0 2\n0: capture 0 1 tower");
    assert_eq!(
        prisoners(&g),
        vec![Prisoner { holder: Seat(0), owner: Seat(1), kind: BIG_MEEPLE, at: Pos::new(0, 1) }]
    );
    assert_eq!((post(&g), home(&g)), (None, false));
    // Freed for 3 points it could stand on a feature again; seat 1 has none: it stays,
    // held, not on the board.
    play(&mut g, "1: place 2 1 0");
    assert_eq!(refused(&mut g, 1, "big monastery"), inns_cathedrals::Refusal::Held.into());
    assert_eq!(refused(&mut g, 1, "ransom 1 big"), Refusal::TooPoor.into());
    play(&mut g, "1: meeple monastery");
    assert!(g.is_over());
    assert_eq!((post(&g), home(&g)), (None, false));
    // Seat 1's monastery with one tile beside it: 2.
    assert_scores(&g, &[0, 2]);
}
