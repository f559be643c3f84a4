//! The Gold Mines: every point of the rules summary
//! (`shared/rules/gold-mines.summary.fr.txt`) on explicit tile lists, exact scores — an
//! ingot on the gold tile and one on a placed tile around it (at once when only one,
//! the player's choice among several, diagonals included), before the figure step; the
//! majority of a completed road, city or monastery (its tile and the eight around)
//! taking every ingot of its tiles; a tied majority's ingots one at a time from the
//! active player; a feature completed with nobody in it leaving its gold for a later
//! one; the ingots left at the end discarded and each player's scored by
//! JCloisterZone's table; and the meetings decided in `docs/rules.md`.
//!
//! The start tile (0,0) is a city cap N over a road W–E.

use crate::support as common;

use carcassonne_engine::rules::ExpansionRefusal;
use carcassonne_engine::rules::gold_mines::{Act, Happened, Ph, Refusal, worth};
use carcassonne_engine::{Action, Audience, Category, Event, Expansion, Game, Phase, Pos, RuleError, Seat};
use common::{assert_scores, game_of, play, scorings};

fn game(others: &[Expansion], ids: &[&str]) -> Game {
    let mut boxes = vec![Expansion::GoldMines];
    boxes.extend_from_slice(others);
    game_of(&boxes, ids)
}

fn happened(events: &[Event]) -> Vec<Happened> {
    events.iter().filter_map(Happened::of).cloned().collect()
}

fn refusal(r: Refusal) -> RuleError {
    RuleError::Expansion(ExpansionRefusal::GoldMines(r))
}

/// The ingots on the board by cell, and each seat's.
fn gold(g: &Game) -> (Vec<(Pos, u32)>, Vec<u32>) {
    let view = g.view(Audience::Public);
    let gm = view.gold_mines().expect("in play");
    let held = (0..g.players().len()).map(|s| gm.held(Seat(s as u8))).collect();
    (gm.on_board().collect(), held)
}

fn placed(seat: u8, x: i32, y: i32) -> Happened {
    Happened::Placed { seat: Seat(seat), pos: Pos::new(x, y) }
}

fn taken(seat: u8, x: i32, y: i32, n: u32) -> Happened {
    Happened::Taken { seat: Seat(seat), pos: Pos::new(x, y), n }
}

/// « place one gold ingot on it, and one gold ingot on an adjacent tile of your choice »:
/// with the start tile the only tile around, the second goes there at once, and the
/// figure step follows.
#[test]
fn a_gold_tile_takes_an_ingot_and_its_only_neighbour_the_second() {
    let mut g = game(&[], &["GO/RRrr.X", "BA/RRR"]);
    let events = play(&mut g, "0: place 1 0 0");
    assert_eq!(happened(&events), vec![placed(0, 1, 0), placed(0, 0, 0)]);
    assert_eq!(g.phase(), Phase::PlaceFigure);
    assert_eq!(gold(&g), (vec![(Pos::new(1, 0), 1), (Pos::new(0, 0), 1)], vec![0, 0]));
}

/// « diagonal is allowed »: with two tiles around, the player chooses, before the
/// figure step (« After gold placement, you may still place a meeple »); the choices are
/// the placed tiles around, not the gold tile, and nothing else is played meanwhile.
#[test]
fn the_second_ingot_is_the_players_choice_diagonals_included() {
    let mut g = game(&[], &["BA/C", "GO/RRrr.X", "BA/RRR"]);
    play(&mut g, "0: place 0 -1 180\n0: pass\n1: place 1 0 0");
    assert_eq!(Ph::of(g.phase()), Some(Ph::Ingot));
    let legal: Vec<Action> = g.legal_actions(Seat(1));
    assert_eq!(legal, vec![Act::Ingot(Pos::new(0, -1)).into(), Act::Ingot(Pos::new(0, 0)).into()]);
    assert_eq!(
        g.apply(Seat(1), "meeple road W".parse().unwrap()).unwrap_err(),
        refusal(Refusal::IngotPending)
    );
    assert_eq!(
        g.apply(Seat(1), "gold 1 0".parse().unwrap()).unwrap_err(),
        refusal(Refusal::NotNeighbour(Pos::new(1, 0)))
    );
    assert_eq!(
        g.apply(Seat(1), "gold 5 5".parse().unwrap()).unwrap_err(),
        refusal(Refusal::NoTile(Pos::new(5, 5)))
    );
    let events = play(&mut g, "1: gold 0 -1");
    assert_eq!(happened(&events), vec![placed(1, 0, -1)]);
    assert_eq!(g.phase(), Phase::PlaceFigure);
    assert_eq!(g.apply(Seat(1), "gold 0 0".parse().unwrap()).unwrap_err(), refusal(Refusal::NoGold));
    assert_eq!(gold(&g).0, vec![(Pos::new(1, 0), 1), (Pos::new(0, -1), 1)]);
}

/// « The player with the majority in the completed feature takes all the gold from the
/// corresponding tiles »: a road of four tiles, 4 points and both ingots; at the end 2
/// ingots are worth 2.
#[test]
fn a_completed_road_gives_its_majority_every_ingot_on_its_tiles() {
    let mut g = game(&[], &["GO/RRrr.X", "BA/RRR", "BA/RRR"]);
    let events = play(
        &mut g,
        "0: place 1 0 0\n0: meeple road W
         1: place -1 0 0\n1: pass
         0: place 2 0 0\n0: pass",
    );
    assert_eq!(
        scorings(&events),
        vec![(Category::Road, 4, vec![0], false), (Category::Gold, 2, vec![0], true)]
    );
    let got = happened(&events);
    assert!(got.contains(&taken(0, 0, 0, 1)) && got.contains(&taken(0, 1, 0, 1)), "{got:?}");
    assert!(!got.iter().any(|h| matches!(h, Happened::Discarded { .. })));
    assert_eq!(gold(&g), (vec![], vec![2, 0]));
    assert_scores(&g, &[6, 0]);
    assert_eq!(g.players()[0].breakdown[Category::Gold.index()], 2);
}

/// A feature completed with nobody in it gives nobody its gold (JCloisterZone: only
/// features with owners claim it): the ingots stay, and the next feature completed over
/// their tile with a majority takes them — here the start city, 4 points and the ingot
/// on the start tile; the one left on the gold tile is discarded at the end (« unclaimed
/// bars are discarded pre-scoring »).
#[test]
fn a_feature_completed_with_nobody_leaves_its_gold_for_the_next() {
    let mut g = game(&[], &["GO/RRrr.X", "BA/RRR", "BA/RRR", "BA/C"]);
    let events = play(
        &mut g,
        "0: place 1 0 0\n0: pass
         1: place -1 0 0\n1: pass
         0: place 2 0 0\n0: pass",
    );
    assert!(scorings(&events).is_empty());
    assert!(!happened(&events).iter().any(|h| matches!(h, Happened::Taken { .. })));
    assert_eq!(gold(&g).0, vec![(Pos::new(1, 0), 1), (Pos::new(0, 0), 1)]);
    let events = play(&mut g, "1: place 0 -1 180\n1: meeple city S");
    assert_eq!(
        scorings(&events),
        vec![(Category::City, 4, vec![1], false), (Category::Gold, 1, vec![1], true)]
    );
    let got = happened(&events);
    assert!(got.contains(&taken(1, 0, 0, 1)), "{got:?}");
    assert!(got.contains(&Happened::Discarded { n: 1 }), "{got:?}");
    assert_eq!(gold(&g), (vec![], vec![0, 1]));
    assert_scores(&g, &[0, 5]);
}

/// « Starting with the active player and followed by the other players in turn order,
/// each player that can receive gold ingots takes one ingot »: a road joined from two
/// players' roads, 7 tiles, tied; three ingots on it, the active player (0) takes the
/// first and the third; the ingot beside the road (the closed city's cap, chosen for the
/// second ingot, diagonally) stays and is discarded. At the end 2 ingots are worth 2,
/// 1 is worth 1.
#[test]
fn a_tie_shares_the_gold_one_at_a_time_from_the_active_player() {
    let mut g = game(&[], &["BA/C", "GO/RRrr.X", "BA/RRR", "GO/RrRr", "BA/Rr", "BA/Rr", "BA/RRR"]);
    let events = play(
        &mut g,
        "0: place 0 -1 180\n0: pass
         1: place 1 0 0\n1: gold 0 -1\n1: meeple road W
         0: place 1 -1 270\n0: meeple road S
         1: place 2 0 270\n1: gold 1 0\n1: pass
         0: place 1 1 180\n0: pass
         1: place 2 1 90\n1: pass",
    );
    assert!(scorings(&events).is_empty());
    assert_eq!(gold(&g).0, vec![(Pos::new(1, 0), 2), (Pos::new(0, -1), 1), (Pos::new(2, 0), 1)]);
    let events = play(&mut g, "0: place -1 0 0\n0: pass");
    assert_eq!(
        scorings(&events),
        vec![
            (Category::Road, 7, vec![0, 1], false),
            (Category::Gold, 2, vec![0], true),
            (Category::Gold, 1, vec![1], true)
        ]
    );
    let got: Vec<Happened> =
        happened(&events).into_iter().filter(|h| matches!(h, Happened::Taken { .. })).collect();
    assert_eq!(got, vec![taken(0, 1, 0, 1), taken(1, 1, 0, 1), taken(0, 2, 0, 1)]);
    assert!(happened(&events).contains(&Happened::Discarded { n: 1 }));
    assert_scores(&g, &[9, 8]);
}

/// « in the case of monasteries, … the tile with the monastery and the 8 adjacent
/// tiles »: the gold monastery's own ingot and the one on a diagonal neighbour go to the
/// monastery's monk when its ninth tile comes; 9 points, and 2 ingots worth 2 at the end.
#[test]
fn a_monastery_takes_the_gold_of_its_nine_tiles() {
    let mut g = game(&[], &["BA/RFr", "GO/LRr", "BA/RFr", "BA/L", "BA/RFr", "BA/RFr", "BA/L", "BA/L"]);
    let events = play(
        &mut g,
        "0: place 1 0 0\n0: pass
         1: place 0 1 90\n1: gold 1 0\n1: meeple monastery
         0: place -1 0 0\n0: pass
         1: place 1 1 0\n1: pass
         0: place -1 1 0\n0: pass
         1: place 0 2 90\n1: pass
         0: place -1 2 0\n0: pass",
    );
    assert_eq!(happened(&events)[..2], [placed(1, 0, 1), placed(1, 1, 0)]);
    assert!(scorings(&events).is_empty());
    let events = play(&mut g, "1: place 1 2 0\n1: pass");
    assert_eq!(
        scorings(&events),
        vec![(Category::Monastery, 9, vec![1], false), (Category::Gold, 2, vec![1], true)]
    );
    let got = happened(&events);
    assert!(got.contains(&taken(1, 0, 1, 1)) && got.contains(&taken(1, 1, 0, 1)), "{got:?}");
    assert_scores(&g, &[0, 11]);
}

/// JCloisterZone's table (no rule text seen): 1 a ingot up to 3, 2 up to 6, 3 up to 9,
/// 4 from 10 — the summary's examples.
#[test]
fn the_end_table() {
    assert_eq!([3, 4, 9, 10].map(worth), [3, 8, 27, 40]);
    assert_eq!([0, 1, 6, 7].map(worth), [0, 1, 12, 21]);
}

/// Abbey & Mayor (JCloisterZone: a feature whose only occupant is a mayor of no pennant
/// has no majority): the start city closed with Bob's mayor alone in it, no pennant,
/// scores nobody and takes no gold; its ingot stays, and is discarded at the end with
/// the gold tile's.
#[test]
fn a_mayor_without_pennants_takes_no_gold() {
    let mut g = game(&[Expansion::AbbeyMayor], &["GO/RRrr.X", "BA/C"]);
    let events = play(&mut g, "0: place 1 0 0\n0: pass\n1: place 0 -1 180\n1: mayor city S");
    assert!(!happened(&events).iter().any(|h| matches!(h, Happened::Taken { .. })), "{events:?}");
    assert!(happened(&events).contains(&Happened::Discarded { n: 2 }));
    assert!(!scorings(&events).iter().any(|s| s.0 == Category::Gold));
    assert_scores(&g, &[0, 0]);
}

/// Inns & Cathedrals: the big meeple weighs 2 in the majority that takes the gold (the
/// scoring's): the tie's road above, Ann's big meeple against Bob's meeple, 7 points and
/// all three ingots hers (3 worth 3 at the end).
#[test]
fn the_big_meeple_weighs_two_for_the_gold() {
    let mut g = game(
        &[Expansion::InnsCathedrals],
        &["BA/C", "GO/RRrr.X", "BA/RRR", "GO/RrRr", "BA/Rr", "BA/Rr", "BA/RRR"],
    );
    let events = play(
        &mut g,
        "0: place 0 -1 180\n0: pass
         1: place 1 0 0\n1: gold 0 -1\n1: meeple road W
         0: place 1 -1 270\n0: big road S
         1: place 2 0 270\n1: gold 1 0\n1: pass
         0: place 1 1 180\n0: pass
         1: place 2 1 90\n1: pass
         0: place -1 0 0\n0: pass",
    );
    assert_eq!(
        scorings(&events),
        vec![(Category::Road, 7, vec![0], false), (Category::Gold, 3, vec![0], true)]
    );
    assert_scores(&g, &[10, 0]);
}
