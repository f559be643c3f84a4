//! Inns & Cathedrals: the summary's road of four tiles with an inn (8), a cathedral city,
//! both scoring nothing when incomplete at the end, an inn by a lake, the big meeple's
//! majorities (2 against 1, a tie 2 against 2), and each interaction decided in
//! `docs/rules.md`: castles, hills, The Gifts, The Abbot's gardens and abbot, a shepherd.
//! Boards from explicit tile lists, exact scores.

use crate::support as common;

use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::rules::gifts::{self, Gift, GiftPlay};
use carcassonne_engine::rules::inns_cathedrals::{Act, BIG_MEEPLE, Happened, Refusal};
use carcassonne_engine::{
    Action, Audience, Category, Event, Expansion, Expansions, FeatureKind, Fixed, Game, GameOptions, Phase,
    Pos, RuleError, Seat, Setup, Spot, TileKind,
};
use common::{action, assert_scored, assert_scores, assert_supplies, box_setup, play, scorings};

/// A game of two with Inns & Cathedrals and `others`, whose stack is exactly `ids`.
fn setup(others: &[Expansion], ids: &[&str]) -> Setup {
    box_setup(2, Expansion::InnsCathedrals, others, ids)
}

fn game(others: &[Expansion], ids: &[&str]) -> Game {
    Game::new(setup(others, ids)).expect("valid setup").0
}

fn big_in_supply(game: &Game, seat: u8) -> bool {
    game.view(Audience::Public).inns_cathedrals().expect("in play").in_supply(Seat(seat))
}

/// The summary's example: a completed road of four tiles with an inn scores 4 + 4.
#[test]
fn a_completed_road_of_four_tiles_with_an_inn_scores_eight() {
    let mut g = game(&[], &["IC/RFr.i", "BA/RRR", "BA/RRR"]);
    let events =
        play(&mut g, "0: place 1 0 0\n0: meeple road E\n1: place 2 0 0\n1: pass\n0: place -1 0 0\n0: pass");
    assert_scored(&g, scorings(&events), vec![(Category::Road, 8, vec![0], false)], &[8, 0]);
    assert_supplies(&g, &[7, 7]);
}

/// The cathedral and five city tiles around it, one with a pennant: 3 × (6 + 1).
fn cathedral_city(last: bool) -> (Game, Vec<Event>) {
    let tiles = ["IC/Cccc.c", "BA/C", "BA/CFc+", "BA/C", "BA/C"];
    let mut g = game(&[], if last { &tiles } else { &tiles[..4] });
    let mut events = play(
        &mut g,
        "0: place 0 -1 0\n0: meeple city N\n1: place 0 -2 180\n1: pass\n0: place 1 -1 0\n0: pass
         1: place 2 -1 270\n1: pass",
    );
    if last {
        events.extend(play(&mut g, "0: place -1 -1 90\n0: pass"));
    }
    (g, events)
}

#[test]
fn a_completed_city_with_a_cathedral_scores_three_per_tile_and_pennant() {
    let (g, events) = cathedral_city(true);
    assert_scored(&g, scorings(&events), vec![(Category::City, 21, vec![0], false)], &[21, 0]);
}

/// At the end an incomplete city with a cathedral scores nothing (without it, 6 + 1).
#[test]
fn an_incomplete_city_with_a_cathedral_scores_nothing_at_the_end() {
    let (g, events) = cathedral_city(false);
    assert!(g.is_over());
    assert_scored(&g, scorings(&events), vec![(Category::City, 0, vec![0], true)], &[0, 0]);
    assert_supplies(&g, &[7, 7]);
}

/// An incomplete road with an inn scores nothing at the end; the same road without an
/// inn scores 1 per tile.
#[test]
fn an_incomplete_road_with_an_inn_scores_nothing_at_the_end() {
    for (tile, points) in [("IC/RFr.i", 0), ("BA/RFr", 2)] {
        let mut g = game(&[], &[tile]);
        let events = play(&mut g, "0: place 1 0 0\n0: meeple road E");
        assert!(g.is_over());
        assert_eq!(scorings(&events), vec![(Category::Road, points, vec![0], true)], "{tile}");
    }
}

/// The inn by a lake of Bridges, Castles & Bazaars is an inn with Inns & Cathedrals
/// (a road of three: 6), and nothing without it (3). Placed last, the bazaar opens no
/// auction (fewer tiles than players).
#[test]
fn an_inn_by_a_lake_counts_only_with_inns_and_cathedrals() {
    let script = "0: place -1 0 0\n0: pass\n1: place 1 0 90\n1: meeple road W";
    let tiles = ["BA/RRR", "BB/RFR.bi"];
    let mut g = game(&[Expansion::BridgesCastlesBazaars], &tiles);
    let events = play(&mut g, script);
    assert_eq!(scorings(&events), vec![(Category::Road, 6, vec![1], false)]);
    let without = Setup {
        expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
        ..setup(&[], &tiles)
    };
    let mut g = Game::new(without).unwrap().0;
    let events = play(&mut g, script);
    assert_eq!(scorings(&events), vec![(Category::Road, 3, vec![1], false)]);
}

/// A bridge built across a tile with an inn by a lake is another road, which the inn
/// does not touch (docs/rules.md): the road over the bridge, completed between two
/// monasteries' roads, scores 3 for its three tiles, not 6; the inn's own road,
/// completed next, scores its 6. (The tile's bazaar deals the monasteries,
/// without bids.)
#[test]
fn a_bridge_across_an_inn_by_a_lake_is_a_road_without_the_inn() {
    let tiles = ["BB/RFR.bi", "BA/LR", "BA/LR", "BA/RRR"];
    // The bazaar deals the two monasteries without bids, each played at once.
    let mut setup = setup(&[Expansion::BridgesCastlesBazaars], &tiles);
    setup.options.bazaar_no_bid = true;
    let mut g = Game::new(setup).expect("valid setup").0;
    let events = play(
        &mut g,
        "0: place 1 0 90
         0: bridge 1 0 NS
         0: meeple road N
         1: choose 1
         1: place 1 -1 0
         1: pass
         0: place 1 1 180
         0: pass",
    );
    assert_eq!(scorings(&events), vec![(Category::Road, 3, vec![0], false)]);
    // The inn's own road, from a junction over the start tile to the lake: 2 × 3.
    let events = play(&mut g, "1: place -1 0 0\n1: meeple road E");
    assert!(g.is_over());
    assert_scored(&g, scorings(&events), vec![(Category::Road, 6, vec![1], false)], &[3, 6]);
}

/// The big meeple goes down instead of a meeple, once: the supply of meeples stays 7,
/// a second is refused while the first stands.
#[test]
fn the_big_meeple_goes_down_once_instead_of_a_meeple() {
    let mut g = game(&[], &["BA/RFr", "BA/RFr", "BA/RFr"]);
    let legal = g.legal_actions(Seat(0));
    assert!(legal.iter().all(|a| Act::of(*a).is_none()), "not before the tile is placed");
    play(&mut g, "0: place 1 0 0");
    let legal = g.legal_actions(Seat(0));
    for spot in ["road E", "field Nw", "field Es"] {
        assert!(legal.contains(&action(&format!("big {spot}"))), "{spot}: {legal:?}");
    }
    let events = play(&mut g, "0: big field Nw");
    let spot: Spot = "field Nw".parse().unwrap();
    assert!(events.contains(&Happened::Placed { seat: Seat(0), pos: Pos::new(1, 0), spot }.into()));
    assert!(!big_in_supply(&g, 0));
    assert_supplies(&g, &[7, 7]);
    play(&mut g, "1: place 2 0 0\n1: pass\n0: place -1 0 0");
    assert!(g.legal_actions(Seat(0)).iter().all(|a| Act::of(*a).is_none()));
    assert_eq!(g.apply(Seat(0), action("big road E")), Err(Refusal::OnBoard.into()));
}

/// Seat 0's big meeple on the start road (2), seat 1's meeple on the road below (1),
/// then seat 1's second meeple on the road below it: joined at the end.
const JOINED: &str =
    "0: place -1 0 0\n0: pass\n1: place 1 0 0\n1: meeple road E\n0: place 1 1 0\n0: big road E
     1: place -1 1 0\n1: meeple road W\n0: place 0 1 0\n0: pass";

/// Seat 0's big meeple (2) and seat 1's meeple (1) share the road of row 1 at the end:
/// the big meeple takes it alone (3); seat 1 has the start road (3).
#[test]
fn a_big_meeple_outweighs_one_meeple() {
    let tiles = ["BA/RFr"; 5];
    let mut g = game(&[], &tiles);
    let events = play(&mut g, JOINED);
    assert!(g.is_over());
    let mut end = scorings(&events);
    end.sort();
    assert_scored(
        &g,
        end,
        vec![(Category::Road, 3, vec![0], true), (Category::Road, 3, vec![1], true)],
        &[3, 3],
    );
    assert!(big_in_supply(&g, 0), "home after scoring");
}

/// Both roads joined into one of eight tiles: the big meeple (2) against two meeples
/// (2) is a tie, and both score 8 at the end.
#[test]
fn a_big_meeple_ties_two_meeples() {
    let tiles = ["BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr", "BA/Rr", "BA/Rr"];
    let mut g = game(&[], &tiles);
    let events = play(&mut g, &format!("{JOINED}\n1: place 2 0 0\n1: pass\n0: place 2 1 90\n0: pass"));
    assert!(g.is_over());
    assert_scored(&g, scorings(&events), vec![(Category::Road, 8, vec![0, 1], true)], &[8, 8]);
}

/// A castle on a cathedral city cannot be: its city spans four edges, so closing it
/// asks nobody. A castle beside a completed cathedral city scores it with the bonus:
/// seat 0's castle on the start city takes seat 1's 5-tile cathedral city, 15.
#[test]
fn a_castle_beside_a_cathedral_city_scores_its_bonus() {
    let tiles = ["BA/C", "BA/C", "IC/Cccc.c", "BA/C", "BA/C", "BA/C"];
    let mut g = game(&[Expansion::BridgesCastlesBazaars], &tiles);
    play(&mut g, "0: place 0 -1 180\n0: meeple city S\n0: castle build\n1: place 1 -1 90\n1: meeple city E");
    let events = play(
        &mut g,
        "0: place 2 -1 0\n0: pass\n1: place 2 -2 180\n1: pass\n0: place 3 -1 270\n0: pass\n1: place 2 0 0\n1: pass",
    );
    assert!(!events.iter().any(|e| matches!(bcb::Happened::of(e), Some(bcb::Happened::CastleBuilt { .. }))));
    assert_scored(
        &g,
        scorings(&events),
        vec![(Category::City, 15, vec![1], false), (Category::Castle, 15, vec![0], false)],
        &[15, 15],
    );
}

/// IC/C!'s city may not hold a castle (JCloisterZone's `castle-base="false"`): closing
/// the start city with it asks nobody, and the small city scores 4.
#[test]
fn the_irregular_city_is_no_castle_base() {
    let mut g = game(&[Expansion::BridgesCastlesBazaars], &["IC/C!", "BA/C"]);
    let events = play(&mut g, "0: place 0 -1 180\n0: meeple city S");
    assert_ne!(g.phase(), Phase::from(bcb::Ph::Castle));
    assert_eq!(scorings(&events), vec![(Category::City, 4, vec![0], false)]);
}

// A big meeple alone in a small city and its castle (rules version 11), and the small
// city it scored before: `rules_v11.rs`.

/// The rulebook's hill example (Hills & Sheep) with big meeples: seat 0's big meeple
/// against seat 1's meeple on the hill tile is no tie (2 against 1), so the hill does
/// not matter; against seat 1's big meeple on the hill it is a tie of strength, which
/// the hill breaks. The city: 4 tiles + 1 pennant = 10.
#[test]
fn hills_break_ties_of_strength() {
    let tiles = ["BA/Cc.1", "HS/RrC.h", "BA/L", "BA/Cc+"];
    for (seat1, options, want) in [
        ("meeple", GameOptions::default(), [10, 0]),
        ("big", GameOptions::default(), [0, 10]),
        ("big", GameOptions { hill_count: true, ..GameOptions::default() }, [0, 10]),
    ] {
        let mut g = Game::new(Setup { options, ..setup(&[Expansion::HillsSheep], &tiles) }).unwrap().0;
        play(
            &mut g,
            &format!(
                "0: place 0 -1 180\n0: big city S\n1: place 1 0 0\n1: {seat1} city N\n0: place 1 -1 270\n0: pass"
            ),
        );
        assert!(g.is_over());
        assert_scores(&g, &want);
    }
}

/// The Gifts: Change position lays the big meeple down into a field (it may be a
/// farmer), where it weighs 2; Retreat sends it home for 2 (nobody else in its field),
/// and it may go down again.
#[test]
fn gifts_move_and_send_home_the_big_meeple() {
    let tiles = ["BA/RFr"; 10];
    let deck = vec![Gift::ChangePosition, Gift::Retreat];
    let mut g = Game::new(Setup {
        fixed: Fixed { gifts: deck, ..Fixed::default() },
        ..setup(&[Expansion::Gifts], &tiles)
    })
    .unwrap()
    .0;
    // Seat 0's big meeple on the start road; seat 0 extends seat 1's road twice: two gifts.
    play(
        &mut g,
        "0: place 1 0 0\n0: big road E\n1: place 0 1 0\n1: meeple road E\n0: place 1 1 0\n0: pass
         1: place -1 1 0\n1: pass\n0: place 2 1 0\n0: pass\n1: place 0 2 0\n1: pass",
    );
    let hand = g.view(Audience::Seat(Seat(0))).gifts().unwrap().hand(Seat(0)).unwrap().to_vec();
    assert_eq!(hand, vec![Gift::ChangePosition, Gift::Retreat]);
    let change = action("gift change 1 0 road E field Nw");
    assert!(g.legal_actions(Seat(0)).contains(&change));
    play(&mut g, "0: gift change 1 0 road E field Nw");
    let big = g.figures().iter().find(|f| f.kind == BIG_MEEPLE).copied().expect("on the board");
    let field = g.features().feature_of(big.tile, big.segment);
    assert_eq!(g.features().info(field).kind, FeatureKind::Field);
    assert_eq!(g.features().info(field).meeples[0], 2, "a farmer of strength 2");
    let road = g.features().feature_of(big.tile, 0);
    assert!(!g.features().info(road).occupied(), "the road is empty");
    play(&mut g, "0: place 2 0 0\n0: pass\n1: place -1 0 0\n1: pass");
    assert!(
        g.legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(gifts::Act::of(*a), Some(gifts::Act::Gift(GiftPlay::Retreat(_)))))
    );
    let events = play(&mut g, "0: gift retreat 1 0 field Nw");
    assert_eq!(scorings(&events), vec![(Category::Gifts, 2, vec![0], false)]);
    assert!(big_in_supply(&g, 0));
    assert!(g.legal_actions(Seat(0)).iter().all(|a| Act::of(*a).is_none()), "a tile first");
    play(&mut g, "0: place -2 0 0\n0: big road W");
    assert!(!big_in_supply(&g, 0));
}

/// The Abbot: a garden takes only an abbot, never the big meeple, which may be a monk.
/// The garden tile of Inns & Cathedrals keeps its inn: its road of four scores 8; at the
/// end the abbot's garden and the big meeple's monastery score 1 + 3 each.
#[test]
fn the_big_meeple_is_no_abbot() {
    let tiles = ["IC/RFr.iG", "BA/RRR", "BA/L", "BA/RRR"];
    let mut g = game(&[Expansion::Abbot], &tiles);
    play(&mut g, "0: place 1 0 0");
    let legal = g.legal_actions(Seat(0));
    assert!(!legal.contains(&action("big garden")), "{legal:?}");
    assert!(legal.contains(&action("abbot garden")));
    assert_eq!(g.apply(Seat(0), action("big garden")), Err(RuleError::NotForMeeples(FeatureKind::Garden)));
    play(&mut g, "0: abbot garden\n1: place 2 0 0\n1: meeple road W\n0: place 0 1 0\n0: big monastery");
    let events = play(&mut g, "1: place -1 0 0\n1: pass");
    assert!(g.is_over());
    let mut scored = scorings(&events);
    scored.sort();
    assert_scored(
        &g,
        scored,
        vec![
            (Category::Road, 8, vec![1], false),
            (Category::Monastery, 4, vec![0], true),
            (Category::Garden, 4, vec![0], true),
        ],
        &[8, 8],
    );
}

/// With The Abbot the second edition's garden tiles take their plain twins' places in
/// a shuffled stack; without it the plain tiles are drawn, never the garden tiles.
#[test]
fn the_garden_tiles_stand_in_for_their_twins_only_with_the_abbot() {
    for abbot in [false, true] {
        let others: &[Expansion] = if abbot { &[Expansion::Abbot] } else { &[] };
        let mut g = Game::new(Setup { tiles: None, ..setup(others, &[]) }).unwrap().0;
        let mut drawn: Vec<TileKind> = Vec::new();
        while let Some(tile) = g.current_tile() {
            drawn.push(tile);
            let place = g.legal_actions(g.active())[0];
            g.apply(g.active(), place).unwrap();
            if g.phase() == Phase::PlaceFigure {
                g.apply(g.active(), Action::Pass).unwrap();
            }
        }
        drawn.extend_from_slice(g.discarded());
        let count = |id: &str| drawn.iter().filter(|t| t.id() == id).count();
        for (plain, garden) in [("IC/CCCC", "IC/CCCCG"), ("IC/RFr.i", "IC/RFr.iG")] {
            assert_eq!((count(plain), count(garden)), (usize::from(!abbot), usize::from(abbot)), "{garden}");
        }
        assert_eq!(drawn.iter().filter(|t| t.id().starts_with("IC/")).count(), 18, "The Abbot: {abbot}");
    }
}

/// Hills & Sheep: a shepherd and a big meeple in one field. The shepherd's flock is
/// not the farmers' business: at the end the field scores for the big meeple alone, 3
/// for the start city seat 0 closed; the flock, never herded, scores nothing.
#[test]
fn a_shepherd_and_a_big_farmer_share_a_field_apart() {
    let tiles = ["BA/RFr", "BA/RFr", "BA/C"];
    let bag = vec!["3".parse().unwrap()];
    let mut g = Game::new(Setup {
        fixed: Fixed { bag, ..Fixed::default() },
        ..setup(&[Expansion::HillsSheep], &tiles)
    })
    .unwrap()
    .0;
    play(
        &mut g,
        "0: place 1 0 0
0: shepherd field Nw
1: place -1 0 0",
    );
    assert!(g.legal_actions(Seat(1)).contains(&action("big field Nw")), "farmers and shepherds may share");
    let events = play(
        &mut g,
        "1: big field Nw
0: place 0 -1 180
0: pass",
    );
    assert!(g.is_over());
    let fields: Vec<_> = scorings(&events).into_iter().filter(|s| s.0 == Category::Field).collect();
    assert_scored(&g, fields, vec![(Category::Field, 3, vec![1], true)], &[0, 3]);
}
