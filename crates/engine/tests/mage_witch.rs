//! Mage & Witch: every point and example of the rules summary
//! (`shared/rules/mage-and-witch.summary.fr.txt`) on explicit tile lists, exact scores —
//! the figure placed after a magic tile before the figure step, anywhere, never with
//! the other nor on a finished feature, moved to a different feature; none in play, one,
//! both; no place left (one set aside, of the player's choice or at once); the two
//! joined by a plain tile, moved before scoring; the mage's 1 a tile (coats of arms
//! aside), the witch's half rounded up after an inn's or a cathedral's bonus; both at the
//! end (the summary's quotes: an unfinished inn's road or cathedral's city with the mage
//! is worth 1 a tile); the figure leaving the board after its feature scores, with or
//! without followers; and the meetings decided in `docs/rules.md`.
//!
//! The start tile (0,0) is a city cap N over a road W–E.

use crate::support as common;

use carcassonne_engine::rules::mage_witch::{Act, Happened, Magic, Ph, Refusal};
use carcassonne_engine::{Audience, Category, Event, Expansion, Game, Phase, Pos, RuleError, Seat};
use common::{action, assert_scored, assert_scores, game_of, play, refused, scorings};

fn game(others: &[Expansion], ids: &[&str]) -> Game {
    let mut boxes = vec![Expansion::MageWitch];
    boxes.extend_from_slice(others);
    game_of(&boxes, ids)
}

/// Where each figure stands, as players name it.
fn posts(g: &Game) -> [Option<String>; 2] {
    let view = g.view(Audience::Public);
    let mw = view.mage_witch().expect("in play");
    Magic::ALL.map(|m| mw.post(m).map(|t| t.to_string()))
}

fn happened(events: &[Event]) -> Vec<Happened> {
    events.iter().filter_map(Happened::of).cloned().collect()
}

/// « Before continuing to 2. Place a Meeple, you must first place one of the magic
/// figures »: the figure step waits; meanwhile only the figures' moves are legal, and
/// each names a road or city not finished, anywhere on the board.
#[test]
fn a_magic_tile_asks_for_a_figure_before_the_figure_step() {
    let mut g = game(&[], &["MW/CRRR.3", "BA/RRR"]);
    play(&mut g, "0: place 1 0 0");
    assert_eq!(Ph::of(g.phase()), Some(Ph::Magic));
    assert_eq!(
        refused(&mut g, 0, "meeple road W"),
        RuleError::Expansion(carcassonne_engine::rules::ExpansionRefusal::MageWitch(Refusal::MagicPending))
    );
    let legal = g.legal_actions(Seat(0));
    assert!(!legal.is_empty());
    assert!(legal.iter().all(|&a| matches!(Act::of(a), Some(Act::Move(..)))), "{legal:?}");
    // The start tile's city, the start road (with the new tile's W stub), the new city
    // and its two other stubs: five features, two figures each.
    assert_eq!(legal.len(), 10);
    // Not only on the tile just placed: the start tile's city.
    play(&mut g, "0: mage 0 0 city N");
    assert_eq!(g.phase(), Phase::PlaceFigure);
    assert_eq!(posts(&g), [Some("0 0 city N".into()), None]);
}

/// « The Mage is worth 1 point per tile in the scored feature. »: a road of three tiles
/// 3 + 3; a meeple stands with the mage (the figures are no followers); the mage leaves
/// the board after the scoring.
#[test]
fn the_mage_adds_one_a_tile_and_leaves_after_the_scoring() {
    let mut g = game(&[], &["MW/CRRR.3", "BA/RRR"]);
    let events =
        play(&mut g, "0: place 1 0 0\n0: mage 1 0 road W\n0: meeple road W\n1: place -1 0 0\n1: pass");
    assert_eq!(scorings(&events)[0], (Category::Road, 6, vec![0], false));
    assert_scores(&g, &[6, 0]);
    assert!(happened(&events).contains(&Happened::Returned {
        figure: Magic::Mage,
        pos: Pos::new(1, 0),
        feature: carcassonne_engine::FeatureKind::Road
    }));
    assert_eq!(posts(&g), [None, None]);
}

/// « The Witch halves the points of the scored feature (rounded up). »: 3 → 2.
#[test]
fn the_witch_halves_rounding_up() {
    let mut g = game(&[], &["MW/CRRR.3", "BA/RRR"]);
    let events =
        play(&mut g, "0: place 1 0 0\n0: witch 1 0 road W\n0: meeple road W\n1: place -1 0 0\n1: pass");
    assert_eq!(scorings(&events)[0], (Category::Road, 2, vec![0], false));
    assert_scores(&g, &[2, 0]);
}

/// « Note that the mage does not grant points for coats of arms. »: a completed city of
/// three tiles and a pennant, 2 × 4 = 8, and the mage's 3.
#[test]
fn the_mage_counts_tiles_not_coats_of_arms() {
    let mut g = game(&[], &["MW/CRRR.3", "BA/Cc+", "BA/C"]);
    let events = play(
        &mut g,
        "0: place -1 0 0\n0: mage 0 0 city N\n0: pass
         1: place 0 -1 180\n1: meeple city S
         0: place 1 -1 270\n0: pass",
    );
    assert_scored(&g, scorings(&events), vec![(Category::City, 11, vec![1], false)], &[0, 11]);
}

/// The inn (papageek: « first add the bonus points from the inn or cathedral, then halve
/// the sum »): a completed road of four tiles with an inn, 8, halved: 4 (halving first
/// and adding the bonus would make 6).
#[test]
fn the_witch_halves_an_inns_road_after_its_bonus() {
    let mut g = game(&[Expansion::InnsCathedrals], &["MW/CRRR.3", "IC/RFr.i", "BA/RRR"]);
    let events = play(
        &mut g,
        "0: place -1 0 0\n0: witch -1 0 road E\n0: meeple road E
         1: place 1 0 0\n1: pass
         0: place 2 0 0\n0: pass",
    );
    assert_eq!(scorings(&events)[0], (Category::Road, 4, vec![0], false));
    assert_scores(&g, &[4, 0]);
}

/// The cathedral, likewise: a completed city of five tiles with a cathedral, 15, halved
/// rounding up: 8; with the mage, 15 + 5 = 20.
#[test]
fn the_witch_halves_a_cathedral_city_after_its_bonus_and_the_mage_adds_to_it() {
    for (figure, points) in [("witch", 8), ("mage", 20)] {
        let mut g = game(&[Expansion::InnsCathedrals], &["IC/Cccc.c", "MW/CRRR.3", "BA/C", "BA/C"]);
        let events = play(
            &mut g,
            &format!(
                "0: place 0 -1 0\n0: meeple city N
                 1: place 0 -2 180\n1: {figure} 0 -1 city N\n1: pass
                 0: place 1 -1 270\n0: pass
                 1: place -1 -1 90\n1: pass"
            ),
        );
        assert_eq!(scorings(&events)[0], (Category::City, points, vec![0], false), "{figure}");
    }
}

/// At the end (Wikicarpedia's notes): « An incomplete road with both an inn and the mage
/// on it will be worth 1 point per tile »; an unfinished cathedral city with the mage
/// likewise; the witch halves an unfinished feature's points, rounding up.
#[test]
fn at_the_end_the_mage_makes_an_unfinished_inn_or_cathedral_worth_one_a_tile() {
    let mut g = game(&[Expansion::InnsCathedrals], &["MW/CRRR.3", "IC/RFr.i"]);
    let events =
        play(&mut g, "0: place -1 0 0\n0: mage -1 0 road E\n0: meeple road E\n1: place 1 0 0\n1: pass");
    assert!(g.is_over());
    assert_eq!(scorings(&events), vec![(Category::Road, 3, vec![0], true)]);

    let mut g = game(&[Expansion::InnsCathedrals], &["IC/Cccc.c", "MW/CRRR.3", "BA/C"]);
    let events = play(
        &mut g,
        "0: place 0 -1 0\n0: meeple city N
         1: place 0 -2 180\n1: mage 0 -1 city N\n1: pass
         0: place 1 -1 270\n0: pass",
    );
    assert_eq!(scorings(&events), vec![(Category::City, 4, vec![0], true)]);

    // Without Inns & Cathedrals the same unfinished road of three tiles is worth 3: the
    // witch leaves 2.
    let mut g = game(&[], &["MW/CRRR.3", "BA/RFr"]);
    let events =
        play(&mut g, "0: place -1 0 0\n0: witch -1 0 road E\n0: meeple road E\n1: place 1 0 0\n1: pass");
    assert_eq!(scorings(&events), vec![(Category::Road, 2, vec![0], true)]);
    assert_eq!(posts(&g)[1].as_deref(), Some("-1 0 road E"), "the end sends nobody away");
}

/// A feature the tile just placed finished is no longer unfinished (papageek, note 1):
/// the start tile's city closed by `MW/CFC`'s S cap takes no figure; and a field, the
/// other figure's feature, the figure's own feature and an empty cell are refused.
#[test]
fn a_figure_goes_only_to_an_unfinished_road_or_city_free_of_the_other() {
    let mut g = game(&[], &["MW/CFC", "MW/CRRR.3", "BA/RRR"]);
    play(&mut g, "0: place 0 -1 0");
    let mw = |r| RuleError::Expansion(carcassonne_engine::rules::ExpansionRefusal::MageWitch(r));
    let target = |t: &str| t.parse().unwrap();
    assert_eq!(refused(&mut g, 0, "mage 0 0 city N"), mw(Refusal::Finished(target("0 0 city N"))));
    assert_eq!(
        refused(&mut g, 0, "mage 0 0 field Se"),
        mw(Refusal::NotRoadOrCity(carcassonne_engine::FeatureKind::Field))
    );
    assert_eq!(refused(&mut g, 0, "mage 5 5 road W"), mw(Refusal::NoFeature(target("5 5 road W"))));
    assert_eq!(refused(&mut g, 0, "aside mage"), mw(Refusal::NotOnBoard(Magic::Mage)));
    play(&mut g, "0: mage 0 0 road W\n0: pass");
    // The second magic tile: one figure in play, so either moves (to a different
    // feature) or the other comes in (never onto the mage's road).
    play(&mut g, "1: place 1 0 0");
    assert_eq!(refused(&mut g, 1, "mage 1 0 road W"), mw(Refusal::Stays(Magic::Mage)));
    assert_eq!(refused(&mut g, 1, "witch 1 0 road W"), mw(Refusal::Taken(Magic::Mage)));
    assert_eq!(refused(&mut g, 1, "aside mage"), mw(Refusal::PlaceLeft));
    play(&mut g, "1: witch 1 0 road E\n1: pass");
    assert_eq!(posts(&g), [Some("0 0 road E".into()), Some("1 0 road E".into())]);
    // A plain tile asks nothing; an action of the box is refused then.
    play(&mut g, "0: place -1 0 0");
    assert_eq!(g.phase(), Phase::PlaceFigure);
    assert_eq!(refused(&mut g, 0, "mage 1 0 road S"), mw(Refusal::NoMagic));
}

/// With both in play, a magic tile moves one of them (« one of them must be moved »,
/// ambiguity 1): the other stays where it is.
#[test]
fn with_both_in_play_one_of_them_moves() {
    let mut g = game(&[], &["MW/CRRR.3", "MW/CRRR.3", "MW/CFC"]);
    play(&mut g, "0: place 1 0 0\n0: mage 1 0 road S\n0: pass");
    play(&mut g, "1: place -1 0 0\n1: witch -1 0 road W\n1: pass");
    play(&mut g, "0: place 0 1 90");
    let legal = g.legal_actions(Seat(0));
    for m in Magic::ALL {
        assert!(legal.iter().any(|&a| matches!(Act::of(a), Some(Act::Move(f, _)) if f == m)), "{m}");
    }
    assert!(!legal.iter().any(|&a| matches!(Act::of(a), Some(Act::Aside(_)))));
    let events = play(&mut g, "0: mage 0 1 city E");
    assert_eq!(posts(&g), [Some("0 1 city E".into()), Some("-1 0 road W".into())]);
    assert_eq!(
        happened(&events),
        vec![Happened::Moved {
            seat: Seat(0),
            figure: Magic::Mage,
            from: Some(Pos::new(1, 0)),
            to: "0 1 city E".parse().unwrap()
        }]
    );
}

/// The board for a magic tile with no place left: the start road closed at both ends by
/// monasteries, two fields of monasteries N of (1,0), and `MW/CFC` at (0,-2), whose S cap
/// `MW/CFC` at (0,-1) closes together with the start tile's city. The mage goes onto the
/// start tile's city at (0,-2)'s turn; with `witch`, a third `MW/CFC` at (0,-3) puts the
/// witch on (0,-2)'s S cap, where seat 0 stands, and a cap closes (0,-3)'s: the last
/// tile, `MW/CFC` at (0,-1), is seat 1's then (seat 0's without the witch).
fn nowhere_left(witch: bool) -> Game {
    let mut ids = vec!["BA/LR", "BA/LR", "BA/L", "BA/L", "MW/CFC"];
    ids.extend(if witch { ["MW/CFC", "BA/C", "MW/CFC"].as_slice() } else { &["BA/C", "MW/CFC"] });
    let mut g = game(&[], &ids);
    play(
        &mut g,
        "0: place 1 0 90\n0: pass\n1: place -1 0 270\n1: pass
         0: place 1 -1 0\n0: pass\n1: place 1 -2 0\n1: pass
         0: place 0 -2 0\n0: mage 0 0 city N\n0: meeple city S",
    );
    if witch {
        play(&mut g, "1: place 0 -3 0\n1: witch 0 -2 city S\n1: pass\n0: place 0 -4 180\n0: pass");
    } else {
        play(&mut g, "1: place 0 -3 180\n1: pass");
    }
    g
}

/// No road or city takes a figure (C2: « you must remove one of them from a tile and
/// set it aside »): with one on the board it goes at once, and no longer changes the
/// scoring of its feature; it comes back at a later magic tile.
#[test]
fn with_no_place_left_the_only_figure_is_set_aside_at_once() {
    let mut g = nowhere_left(false);
    let events = play(&mut g, "0: place 0 -1 0");
    assert_eq!(
        happened(&events),
        vec![Happened::SetAside { seat: Seat(0), figure: Magic::Mage, pos: Pos::new(0, 0) }]
    );
    assert_eq!(g.phase(), Phase::PlaceFigure);
    let events = play(&mut g, "0: pass");
    // (0,-2)'s S cap and (0,-1)'s N cap: 2 × 2, seat 0's; the start tile's city, nobody's.
    assert_eq!(scorings(&events)[0], (Category::City, 4, vec![0], false));
    assert_eq!(posts(&g), [None, None]);
}

/// With both on the board the player chooses which to set aside (JCloisterZone's choice
/// too): the other stays on its feature, now finished, scores with it and leaves.
#[test]
fn with_no_place_left_and_both_in_play_the_player_sets_one_aside() {
    for (aside, points) in [("mage", 2), ("witch", 4)] {
        let mut g = nowhere_left(true);
        play(&mut g, "1: place 0 -1 0");
        assert_eq!(Ph::of(g.phase()), Some(Ph::Magic));
        let legal = g.legal_actions(Seat(1));
        assert_eq!(legal, vec![action("aside mage"), action("aside witch")]);
        let events = play(&mut g, &format!("1: aside {aside}\n1: pass"));
        assert_eq!(scorings(&events)[0], (Category::City, points, vec![0], false), "{aside} set aside");
        assert_eq!(posts(&g), [None, None]);
    }
}

/// A plain tile that joins the mage's road and the witch's (papageek: « you must
/// immediately move one of the magic figures … before scoring the feature »): the road
/// of six tiles it completes scores with the figure left on it, 6 + 6 with the mage.
#[test]
fn a_tile_joining_the_two_makes_its_player_move_one_before_scoring() {
    let mut g = game(&[], &["MW/CRRR.3", "BA/Rr", "MW/CRRr.2", "BA/Rr", "BA/RFr"]);
    play(
        &mut g,
        "0: place -1 0 0\n0: mage -1 0 road S\n0: pass
         1: place -1 1 180\n1: pass
         0: place 1 0 0\n0: witch 1 0 road W\n0: meeple road W
         1: place 1 1 90\n1: pass
         0: place 0 1 0",
    );
    assert_eq!(Ph::of(g.phase()), Some(Ph::Apart));
    let mw = |r| RuleError::Expansion(carcassonne_engine::rules::ExpansionRefusal::MageWitch(r));
    assert_eq!(refused(&mut g, 0, "pass"), mw(Refusal::MagicPending));
    let events = play(&mut g, "0: witch 1 0 city N\n0: pass");
    assert_eq!(scorings(&events)[0], (Category::Road, 12, vec![0], false));
    assert_eq!(posts(&g), [None, Some("1 0 city N".into())]);
}

/// A figure whose feature completes with nobody in it leaves the board all the same
/// (ambiguity 3, JCloisterZone's reading): nobody scores.
#[test]
fn a_figure_leaves_a_feature_finished_with_nobody_in_it() {
    let mut g = game(&[], &["MW/CRRR.3", "BA/C"]);
    let events = play(&mut g, "0: place 1 0 0\n0: mage 1 0 city N\n0: pass\n1: place 1 -1 180\n1: pass");
    assert!(scorings(&events).is_empty());
    assert!(happened(&events).iter().any(|h| matches!(h, Happened::Returned { figure: Magic::Mage, .. })));
    assert_eq!(posts(&g), [None, None]);
}

/// Bridges, Castles & Bazaars (« si l'un de ces pions est placée sur une petite ville, il
/// sera retiré lors de transformation de celle-ci en forteresse »): the mage in the small
/// city turned into a castle leaves the board; the castle scores the road the witch stands
/// on in its neighbourhood « après avoir comptabilisé les éventuels bonus ou pénalités
/// (tels que […] mage ou sorcière) »: 2 halved, 1.
#[test]
fn a_castle_sends_its_citys_figure_away_and_scores_a_neighbour_with_its_figure() {
    let mut g =
        game(&[Expansion::BridgesCastlesBazaars], &["MW/CRRR.3", "BA/RFr", "BA/LR", "MW/CRRR.3", "BA/LR"]);
    play(
        &mut g,
        "0: place -1 0 0\n0: mage 0 0 city N\n0: pass
         1: place 1 0 0\n1: pass
         0: place 1 -1 90\n0: pass
         1: place 0 -1 180\n1: witch 0 -1 road N\n1: meeple city S",
    );
    let events = play(&mut g, "1: castle build");
    assert!(scorings(&events).is_empty());
    assert!(happened(&events).contains(&Happened::Returned {
        figure: Magic::Mage,
        pos: Pos::new(0, 0),
        feature: carcassonne_engine::FeatureKind::City
    }));
    let events = play(&mut g, "0: place 0 -2 0\n0: pass");
    assert_eq!(scorings(&events), vec![(Category::Castle, 1, vec![1], false)]);
    assert_eq!(posts(&g), [None, None]);
}
