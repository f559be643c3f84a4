//! The River: scenarios from explicit tile sequences — the river continued, a U-turn
//! refused (right after a turn and with a straight tile between), a river tile away from
//! the open end refused, the lake last, no figure on water, a city on a river tile
//! scored as usual, a bridge across the water but never along it, Change position
//! finding no water to stand on — and random whole games with The River and each other
//! expansion (no gift earned while the river runs, so Take two never returns a river tile).
//!
//! Geometry: the spring `RI/W.s` lies at (0,0) and its water leaves E, so the river's
//! open end starts at (1,0), flowing E. y grows southward; a rotation turns clockwise.
//! `RI/FWFW` unrotated runs W–E; `RI/FFWW` and `RI/CcWW` are curves (W–S and E–S).

use crate::support as common;

use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::rules::gifts;
use carcassonne_engine::rules::river::{self, Bend, LAKE, SPRING};
use carcassonne_engine::{
    Action, Audience, Dir, EdgeKind, Event, Expansion, Expansions, FeatureKind, FigureKind, Game, GameRng,
    Placement, Pos, Rotation, RuleError, Seat, Setup, SetupError, TileSet,
};
use common::{action, assert_scores, kinds, play, random_action};

fn setup(players: u8, ids: &[&str]) -> Setup {
    Setup {
        tiles: Some(kinds(ids)),
        expansions: Expansions::default().with(Expansion::River),
        ..Setup::new(players, 0)
    }
}

fn scenario(players: u8, ids: &[&str], script: &str) -> Game {
    let (mut game, _) = Game::new(setup(players, ids)).expect("valid setup");
    play(&mut game, script);
    game
}

fn mouth(game: &Game) -> Option<(Pos, Dir)> {
    game.river().expect("The River in play").mouth()
}

#[test]
fn the_spring_is_the_start_tile_and_the_river_goes_on_from_its_open_end() {
    let game = scenario(2, &["RI/FWFW", "RI/CWCW", LAKE], "");
    assert_eq!(game.board().tiles()[0].kind.id(), SPRING);
    assert_eq!(mouth(&game), Some((Pos::new(1, 0), Dir::E)));
    let game = scenario(
        2,
        &["RI/FWFW", "RI/CWCW", LAKE],
        "0: place 1 0 0
         0: pass
         1: place 2 0 180
         1: pass",
    );
    assert_eq!(mouth(&game), Some((Pos::new(3, 0), Dir::E)));
    // Only the open end takes the lake, unturned: its water comes in from the W.
    let only = Placement { pos: Pos::new(3, 0), rot: Rotation::R0 };
    assert_eq!(game.legal_placements(), vec![only]);
    let game = scenario(
        2,
        &["RI/FWFW", "RI/CWCW", LAKE],
        "0: place 1 0 0
         0: pass
         1: place 2 0 180
         1: pass
         0: place 3 0 0
         0: pass",
    );
    assert_eq!(mouth(&game), None);
    assert!(game.is_over());
}

#[test]
fn the_river_may_not_turn_the_same_way_twice_in_a_row() {
    let ids = ["RI/FFWW", "RI/FFWW.g", "RI/FWFW", "RI/CcWW", LAKE];
    // The first curve turns right (E to S): (1,0) unrotated takes water from W, sends it S.
    let mut game = scenario(2, &ids, "0: place 1 0 0\n0: pass");
    assert_eq!(game.river().unwrap().last_bend(), Some(Bend::Right));
    assert_eq!(mouth(&game), Some((Pos::new(1, 1), Dir::S)));
    // At (1,1), turned 90 the curve sends the water W: right again, a U-turn.
    let before = format!("{game:?}");
    assert_eq!(game.apply(Seat(1), action("place 1 1 90")), Err(river::Refusal::UTurn.into()));
    assert_eq!(format!("{game:?}"), before, "a refused placement changes nothing");
    assert_eq!(game.legal_placements(), vec![Placement { pos: Pos::new(1, 1), rot: Rotation::R180 }]);
    // Turned 180 it sends it E: a left turn. Then a straight tile, and a left turn is
    // still refused (the turns alternate, straight tiles between or not).
    play(&mut game, "1: place 1 1 180\n1: pass\n0: place 2 1 0\n0: pass");
    assert_eq!(game.river().unwrap().last_bend(), Some(Bend::Left));
    assert_eq!(game.apply(Seat(1), action("place 3 1 180")), Err(river::Refusal::UTurn.into()));
    play(&mut game, "1: place 3 1 90\n1: pass\n0: place 3 2 90\n0: pass");
    assert!(game.is_over());
    assert_eq!(game.board().tiles().len(), 6);
}

#[test]
fn a_river_tile_away_from_the_open_end_is_refused() {
    let (mut game, _) = Game::new(setup(2, &["RI/FWFW", LAKE])).unwrap();
    // North of the spring field meets field: the board alone would take it.
    let away = Placement { pos: Pos::new(0, -1), rot: Rotation::R0 };
    assert!(game.board().check("RI/FWFW".parse().unwrap(), away).is_ok());
    assert_eq!(
        game.apply(Seat(0), Action::Place(away)),
        Err(river::Refusal::NotContinued { pos: Pos::new(0, -1), mouth: Some(Pos::new(1, 0)) }.into())
    );
    let mut listed = game.legal_placements();
    listed.sort();
    let at = |rot| Placement { pos: Pos::new(1, 0), rot };
    assert_eq!(listed, vec![at(Rotation::R0), at(Rotation::R180)]);
    // Water against the spring's field is the board's refusal.
    assert!(matches!(game.apply(Seat(0), action("place 1 0 90")), Err(RuleError::Mismatch { .. })));
}

#[test]
fn a_fixed_order_lists_the_river_first_and_the_lake_last_of_it() {
    for ids in [
        &["RI/FWFW", "BA/C", LAKE][..],
        &[LAKE, "RI/FWFW"][..],
        &["BA/C", "RI/FWFW", LAKE][..],
        &[SPRING, "RI/FWFW", LAKE][..],
    ] {
        assert!(
            matches!(Game::new(setup(2, ids)).err(), Some(SetupError::DrawOrder(Expansion::River, _))),
            "{ids:?}"
        );
    }
    assert!(Game::new(setup(2, &["RI/FWFW", LAKE, "BA/C"])).is_ok());
    let too_old = Setup { version: 6, ..setup(2, &["RI/FWFW", LAKE]) };
    assert_eq!(Game::new(too_old).err(), Some(SetupError::ExpansionTooNew(Expansion::River, 6)));
}

#[test]
fn no_figure_stands_on_water() {
    let (mut game, _) = Game::new(setup(2, &["RI/FWFW", LAKE])).unwrap();
    play(&mut game, "0: place 1 0 0");
    // The two banks, and nothing on the river between them.
    let spots = game.meeple_spots();
    assert_eq!(spots.len(), 2, "{spots:?}");
    assert!(spots.iter().all(|s| s.kind == FeatureKind::Field));
    for water in ["meeple road E", "meeple road W", "meeple city E"] {
        assert!(matches!(game.apply(Seat(0), action(water)), Err(RuleError::NoSuchFeature(_))), "{water}");
    }
    // The lake's one field joins the two banks, where a farmer already stands: no
    // figure step, and the game is over.
    play(&mut game, "0: meeple field Nw\n1: place 2 0 0");
    assert!(game.is_over());
}

/// A city cap beside the river, closed by a land tile: 2 tiles, 4 points, as on land.
#[test]
fn a_city_on_a_river_tile_scores_as_usual() {
    let game = scenario(
        2,
        &["RI/FWFW", "RI/CWCW", LAKE, "BA/C"],
        "0: place 1 0 0
         0: pass
         1: place 2 0 0
         1: meeple city N
         0: place 3 0 0
         0: pass
         1: place 2 -1 180
         1: pass",
    );
    assert_scores(&game, &[0, 4]);
    assert_eq!(game.players()[1].meeples, 7);
}

/// A road over the river's bridge, closed at both ends by monasteries' roads: 3 points
/// (nobody stands in the monasteries).
#[test]
fn a_road_over_a_river_tile_scores_as_usual() {
    let game = scenario(
        2,
        &["RI/WRWR", LAKE, "BA/LR", "BA/LR"],
        "0: place 1 0 90
         0: meeple road N
         1: place 2 0 0
         1: pass
         0: place 1 -1 0
         0: pass
         1: place 1 1 180
         1: pass",
    );
    assert_scores(&game, &[3, 0]);
    assert_eq!(game.players()[0].meeples, 7);
}

/// Bridges, Castles & Bazaars: a bridge's two ends rest on field edges, never on a river
/// (the published rules name it), so on a straight river tile it may cross the water from
/// bank to bank but never run along it; the water edges stay water, and a meeple on the
/// bridge stands on a road, not on the river.
#[test]
fn a_bridge_crosses_a_straight_river_from_bank_to_bank_never_along_it() {
    let setup = Setup {
        expansions: setup(2, &[]).expansions.with(Expansion::BridgesCastlesBazaars),
        ..setup(2, &["RI/FWFW", LAKE])
    };
    let (mut game, _) = Game::new(setup).unwrap();
    play(&mut game, "0: place 1 0 0");
    let legal = game.legal_actions(Seat(0));
    assert!(legal.contains(&action("bridge 1 0 NS")), "{legal:?}");
    assert!(!legal.contains(&action("bridge 1 0 EW")), "{legal:?}");
    let before = format!("{game:?}");
    assert_eq!(
        game.apply(Seat(0), action("bridge 1 0 EW")),
        Err(RuleError::from(bcb::Refusal::BridgeEndNotField { pos: Pos::new(1, 0), dir: Dir::E }))
    );
    assert_eq!(format!("{game:?}"), before, "a refused bridge changes nothing");
    play(
        &mut game,
        "0: bridge 1 0 NS
0: meeple road N",
    );
    let kinds = Dir::ALL.map(|d| game.board().edge_kind(1, d.index()));
    assert_eq!(kinds, [EdgeKind::Road, EdgeKind::Water, EdgeKind::Road, EdgeKind::Water]);
    let features: Vec<FeatureKind> =
        (0..game.board().segment_count(1)).map(|s| game.board().segment(1, s).kind).collect();
    assert_eq!(features, [FeatureKind::Field, FeatureKind::Field, FeatureKind::Road]);
    // The river goes on past the bridge; the bridge's road, open at both ends, scores
    // its one tile at the end.
    assert_eq!(mouth(&game), Some((Pos::new(2, 0), Dir::E)));
    play(&mut game, "1: place 2 0 0\n1: pass");
    assert!(game.is_over());
    assert_scores(&game, &[1, 0]);
}

/// The Gifts: a farmer on a river tile's bank has nowhere to stand up to, the water
/// being no feature, so Change position offers it nothing and the card is only wasted.
#[test]
fn change_position_never_stands_a_farmer_on_the_water() {
    let setup = Setup {
        expansions: setup(2, &[]).expansions.with(Expansion::Gifts),
        fixed: carcassonne_engine::Fixed { gifts: vec![gifts::Gift::ChangePosition], ..Default::default() },
        ..setup(2, &["RI/CWCW", "RI/FWFW", LAKE, "BA/C", "BA/L", "BA/L"])
    };
    let (mut game, _) = Game::new(setup).unwrap();
    // The lake joins the banks, where seat 1's farmer stands: no figure step. Then seat 1
    // closes seat 0's city on the river and so earns the card.
    let events = play(
        &mut game,
        "0: place 1 0 0
         0: meeple city N
         1: place 2 0 0
         1: meeple field Nw
         0: place 3 0 0
         1: place 1 -1 180
         1: pass
         0: place 0 1 0
         0: pass",
    );
    assert!(events.contains(&Event::from(gifts::Happened::GiftReceived { seat: Seat(1) })), "{events:?}");
    let gifts: Vec<String> =
        game.legal_actions(Seat(1)).iter().map(|a| a.to_string()).filter(|a| a.starts_with("gift")).collect();
    assert_eq!(gifts, ["gift change waste"]);
}

/// Random whole games with The River and every combination of the other expansions:
/// the river's twelve tiles come first, spring to lake, every water edge meets water,
/// none is discarded, no figure stands on a river tile's water, tiles and meeples are
/// conserved, no gift is earned or opened before the lake is down, a sampled game offers
/// the same actions, and the log replays to the same game.
#[test]
fn random_games_with_the_river_keep_its_order_and_the_invariants() {
    let others =
        [Expansion::HillsSheep, Expansion::BridgesCastlesBazaars, Expansion::Gifts, Expansion::Monuments];
    for seed in 0..48u64 {
        let players = (seed % 5 + 1) as u8;
        let mut setup = Setup::new(players, seed);
        setup.expansions = others
            .iter()
            .enumerate()
            .filter(|&(i, _)| (seed >> i) & 1 == 1)
            .fold(Expansions::default().with(Expansion::River), |e, (_, &x)| e.with(x));
        let (mut game, _) = Game::new(setup.clone()).unwrap();
        let total = game.tiles_left() + 2;
        let mut rng = GameRng::from_seed(seed ^ 0x51AE);
        let mut log = Vec::new();
        while game.pending().is_some() {
            let in_hand = usize::from(game.current_tile().is_some());
            let held = game.board().tiles().len()
                + game.tiles_left()
                + game.discarded().len()
                + game.hidden_tiles()
                + in_hand;
            // (A bazaar's offers and Take two's pair hold tiles too: `bcb_random` and
            // `every_expansion_random` keep those.)
            if !setup.expansions.bridges_castles_bazaars && !setup.expansions.gifts {
                assert_eq!(held, total, "seed {seed}: tiles");
            }
            let (seat, action) = random_action(&game, &mut rng);
            let river_phase = game.river().unwrap().mouth().is_some();
            let events = game.apply(seat, action).unwrap_or_else(|e| panic!("seed {seed}: {action}: {e}"));
            // The river runs as a staircase, each tile touching only the one before
            // and the one after, by water: no placement extends anyone's road or city,
            // so no gift is earned, and Take two never returns a river tile.
            if river_phase {
                let gift = |e: &Event| {
                    matches!(
                        gifts::Happened::of(e),
                        Some(gifts::Happened::GiftReceived { .. } | gifts::Happened::GiftOpened { .. })
                    )
                };
                assert!(!events.iter().any(gift), "seed {seed}: a gift during the river: {events:?}");
            }
            log.push((seat, action));
            if log.len() % 50 == 0 {
                let me = game.view(Audience::Seat(Seat(0)));
                let other = me.sample(seed);
                assert_eq!(
                    other.view(Audience::Seat(Seat(0))).legal_actions(Seat(0)),
                    me.legal_actions(Seat(0))
                );
            }
        }
        let tiles = game.board().tiles();
        let ids: Vec<&str> = tiles.iter().take(12).map(|t| t.kind.id()).collect();
        assert_eq!((ids[0], ids[11]), (SPRING, LAKE), "seed {seed}: {ids:?}");
        assert!(
            tiles[..12].iter().all(|t| t.kind.def().set == TileSet::Expansion(Expansion::River)),
            "seed {seed}"
        );
        assert!(
            tiles[12..].iter().all(|t| t.kind.def().set != TileSet::Expansion(Expansion::River)),
            "seed {seed}"
        );
        assert!(
            game.discarded().iter().all(|t| t.def().set != TileSet::Expansion(Expansion::River)),
            "seed {seed}"
        );
        // Every water edge of the river meets water, but the spring's source and the lake.
        for (i, t) in tiles[..12].iter().enumerate() {
            for d in Dir::ALL {
                let water = game.board().edge_kind(i, d.index()) == EdgeKind::Water;
                let across = t.pos.step(d);
                let Some(j) = tiles.iter().position(|o| o.pos == across) else {
                    assert!(!water, "seed {seed}: open water at {across}");
                    continue;
                };
                let back = game.board().edge_kind(j, d.opposite().index()) == EdgeKind::Water;
                assert_eq!(water, back, "seed {seed}: water at {} {d:?}", t.pos);
            }
        }
        let standing = game.figures().iter().filter(|f| f.kind == FigureKind::Meeple).count();
        assert_eq!(standing, 0, "seed {seed}: every meeple home at the end");
        let replayed = Game::replay(setup, log).unwrap();
        assert_eq!(format!("{replayed:?}"), format!("{game:?}"), "seed {seed}: replay");
    }
}
