//! What rules version 11 changed (issue 64: random play and another engine's replays),
//! each beside the version-10 game it replaces, exact scores: Change position never
//! puts a meeple in a garden; a bazaar without bidding lets the builder's second tile
//! come before anyone chooses; the small fields walled in by cities hold farmers; a big
//! meeple alone in a small city may build a castle; a tile that extends the builder's
//! road only through the bridge it needed earns the second tile. The bot's stored games
//! of version 10 (`tests/fixtures/game-h64-v10.db`) replay as they were played.

use crate::support as common;

use carcassonne_engine::rules::bridges_castles_bazaars::Happened as Bcb;
use carcassonne_engine::rules::gifts::{Act as GiftAct, Gift, GiftPlay};
use carcassonne_engine::rules::inns_cathedrals::BIG_MEEPLE;
use carcassonne_engine::rules::traders_builders::Happened as Tb;
use carcassonne_engine::{
    Action, Audience, Category, Event, Expansion, Expansions, FeatureKind, Game, Phase, RuleError, Seat,
    Setup, TileKind,
};
use common::{action, assert_scores, kinds, play, scorings};

/// A game of `players` with `expansions`, whose stack is exactly `ids`, at rules
/// version `version`.
fn game(
    version: u32,
    players: u8,
    expansions: &[Expansion],
    ids: &[&str],
    tweak: impl FnOnce(&mut Setup),
) -> Game {
    let expansions = expansions.iter().fold(Expansions::default(), |e, &x| e.with(x));
    let mut setup = Setup { tiles: Some(kinds(ids)), expansions, version, ..Setup::new(players, 0) };
    tweak(&mut setup);
    Game::new(setup).expect("valid setup").0
}

fn tile(id: &str) -> TileKind {
    id.parse().unwrap()
}

fn second_tile(events: &[Event], seat: u8) -> bool {
    events.iter().any(|e| Tb::of(e) == Some(&Tb::SecondTile { seat: Seat(seat) }))
}

// ---- The Gifts' Change position and gardens ----

/// The game: seat 0's farmer beside the river's garden curve, Bob's road; seat 0
/// then holds Change position (Bob's road helped by nobody, seat 0 helped Bob's road).
const GARDEN_TILES: [&str; 5] = ["RI/FFWW.g", "BA/RFr", "BA/RFr", "BA/L", "BA/RFr"];
const GARDEN_START: &str = "0: place 1 0 0\n0: meeple field Nw\n1: place 0 -1 0\n1: meeple road E\n\
                            0: place 1 -1 0\n0: pass\n1: place -1 0 0\n1: pass";
const TO_GARDEN: &str = "gift change 1 0 field Nw garden";

fn garden_game(version: u32, abbot: bool) -> Game {
    let mut expansions = vec![Expansion::River, Expansion::Gifts];
    if abbot {
        expansions.push(Expansion::Abbot);
    }
    let mut g = game(version, 2, &expansions, &GARDEN_TILES, |s| s.fixed.gifts = vec![Gift::ChangePosition]);
    play(&mut g, GARDEN_START);
    g
}

/// From version 11, with or without The Abbot, the farmer may not stand up into the
/// garden: refused, not offered, nothing changed. Seat 0 keeps the card, and its last
/// tile, extending Bob's road, earns another: 2 each at the end; Bob's road of three
/// tiles scores 3.
#[test]
fn change_position_never_stands_a_meeple_in_a_garden() {
    for abbot in [false, true] {
        let mut g = garden_game(11, abbot);
        let refused = g.apply(Seat(0), action(TO_GARDEN));
        assert_eq!(refused, Err(RuleError::NotForMeeples(FeatureKind::Garden)), "The Abbot: {abbot}");
        let offered = g.legal_actions(Seat(0));
        let to_garden = |a: &Action| matches!(GiftAct::of(*a), Some(GiftAct::Gift(GiftPlay::ChangePosition { to, .. })) if to.kind == FeatureKind::Garden);
        assert!(!offered.iter().any(to_garden), "The Abbot: {abbot}: {offered:?}");
        play(&mut g, "0: place 2 -1 0\n0: pass");
        assert_eq!(g.phase(), Phase::Over);
        assert_scores(&g, &[4, 3]);
        let breakdown = g.players()[0].breakdown;
        assert_eq!((breakdown[Category::Gifts.index()], breakdown[Category::Garden.index()]), (4, 0));
    }
}

/// Version 10 let the farmer stand in the garden, which then scored for it at the end
/// (4 tiles around it and itself: 5): 7 for seat 0. Stored games replay so.
#[test]
fn a_version_10_game_moved_a_meeple_into_the_garden() {
    for abbot in [false, true] {
        let mut g = garden_game(10, abbot);
        play(&mut g, &format!("0: {TO_GARDEN}\n0: place 2 -1 0\n0: pass"));
        assert_scores(&g, &[7, 3]);
        assert_eq!(g.players()[0].breakdown[Category::Garden.index()], 5, "The Abbot: {abbot}");
    }
}

// ---- A bazaar without bidding and the builder ----

/// Seat 0's road runs east from the start: a meeple on it, then the builder; its bazaar
/// (`BB/RFR.b` turned, stubs W and E) extends that road. Monasteries elsewhere.
const BAZAAR_TILES: [&str; 12] =
    ["BA/RFr", "BA/L", "BA/L", "BA/RFr", "BA/L", "BA/L", "BB/RFR.b", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L"];
const BAZAAR_START: &str = "0: place 1 0 0\n0: meeple road E\n1: place 0 1 0\n1: pass\n2: place 1 1 0\n2: pass\n\
                            0: place 2 0 0\n0: builder road E\n1: place 2 1 0\n1: pass\n2: place -1 1 0\n2: pass";

fn bazaar_game(version: u32) -> Game {
    let mut g = game(
        version,
        3,
        &[Expansion::BridgesCastlesBazaars, Expansion::TradersBuilders],
        &BAZAAR_TILES,
        |s| s.options.bazaar_no_bid = true,
    );
    play(&mut g, BAZAAR_START);
    g
}

/// From version 11 the bazaar tile's turn ends first: seat 0 plays its second tile, the
/// three tiles face up, then each player chooses and plays at once (seat 1, seat 2,
/// seat 0 last); then seat 1 draws. Seat 0's road of four tiles scores 4 at the end.
#[test]
fn without_bidding_the_builders_second_tile_comes_before_the_first_choice() {
    let mut g = bazaar_game(11);
    let events = play(&mut g, "0: place 3 0 90\n0: pass");
    assert!(events.iter().any(|e| matches!(Bcb::of(e), Some(Bcb::BazaarOpened { .. }))));
    assert!(second_tile(&events, 0));
    assert_eq!((g.phase(), g.active()), (Phase::PlaceTile(tile("BA/L")), Seat(0)));
    assert!(g.apply(Seat(1), action("choose 1")).is_err(), "nobody chooses before the second tile");
    play(&mut g, "0: place 0 2 0\n0: pass\n1: choose 1");
    // Bob plays the tile he chose before Cid chooses.
    assert_eq!((g.phase(), g.active()), (Phase::PlaceTile(tile("BA/L")), Seat(1)));
    play(&mut g, "1: place 1 2 0\n1: pass\n2: choose 2\n2: place 2 2 0\n2: pass\n0: place 3 1 0\n0: pass");
    assert_eq!(g.active(), Seat(1));
    play(&mut g, "1: place -1 2 0\n1: pass");
    assert_eq!(g.phase(), Phase::Over);
    assert_scores(&g, &[4, 0, 0]);
}

/// Version 10 asked seat 1 to choose first; the second tile came after that choice and
/// seat 2 chose before seat 1 played. Stored games replay so.
#[test]
fn a_version_10_bazaar_asked_the_first_chooser_before_the_second_tile() {
    let mut g = bazaar_game(10);
    let events = play(&mut g, "0: place 3 0 90\n0: pass\n1: choose 1");
    assert!(second_tile(&events, 0));
    play(&mut g, "0: place 0 2 0\n0: pass\n2: choose 2\n1: place 1 2 0\n1: pass\n2: place 2 2 0\n2: pass");
    play(&mut g, "0: place 3 1 0\n0: pass\n1: place -1 2 0\n1: pass");
    assert_scores(&g, &[4, 0, 0]);
}

// ---- Fields walled in by cities ----

/// Every tile printing a field walled in by its cities has it, touching those cities:
/// `IC/CCCC` (and its garden twin) four, `TB/CcCC.c` three, the others two (Princess &
/// Dragon's `DG/CCc+.p` holds a farmer from version 15 only: `princess_dragon.rs`).
#[test]
fn every_tile_with_a_walled_in_field_prints_it() {
    let want = [
        ("IC/CCCC", 4),
        ("IC/CCCCG", 4),
        ("TB/CCc.c", 2),
        ("TB/CCc.w", 2),
        ("TB/CcCC.c", 3),
        ("TB/CcCc.w", 2),
        // The Tower's, played only from version 11, where the field was printed already.
        ("TO/CccC+", 2),
        ("DG/CCc+.p", 2),
    ];
    for (id, cities) in want {
        let def = tile(id).def();
        let walled: Vec<_> = def.segments.iter().filter(|s| s.walled_in()).collect();
        assert_eq!(walled.len(), 1, "{id}");
        assert_eq!(walled[0].cities.count_ones(), cities, "{id}");
    }
    // Abbey & Mayor's two, played from their box's first version, are its box test's.
    let others = TileKind::all()
        .filter(|k| !k.id().starts_with("AM/"))
        .filter(|k| k.def().segments.iter().any(|s| s.walled_in()));
    assert_eq!(others.count(), want.len(), "no other tile");
}

/// Four small cities round the cell (2, -1), each with a meeple (seat 0's three, seat
/// 1's one); seat 1's `IC/CCCC` closes them all (4 each).
const WALLED_TILES: [&str; 9] =
    ["BA/RFr", "BA/RCr", "BA/C", "BA/RFr", "BA/C", "BA/L", "BA/C", "IC/CCCC", "BA/L"];
const WALLED_START: &str = "0: place 1 0 0\n0: pass\n1: place 2 0 0\n1: meeple city N\n0: place 1 -1 90\n\
                            0: meeple city E\n1: place 3 0 0\n1: pass\n0: place 3 -1 270\n0: meeple city W\n\
                            1: place 1 -2 0\n1: pass\n0: place 2 -2 180\n0: meeple city S\n1: place 2 -1 0";

/// From version 11 the field in the middle holds a farmer: seat 1 puts one there
/// (`meeple field`), and at the end it scores the four completed cities, 12.
#[test]
fn a_farmer_in_the_field_walled_in_by_four_cities_scores_them_all() {
    let mut g = game(11, 2, &[Expansion::InnsCathedrals], &WALLED_TILES, |_| {});
    play(&mut g, WALLED_START);
    assert_eq!(g.phase(), Phase::PlaceFigure);
    let offered = g.legal_actions(Seat(1));
    assert!(
        offered.contains(&action("meeple field")) && offered.contains(&action("big field")),
        "{offered:?}"
    );
    let events = play(&mut g, "1: meeple field");
    assert_eq!(scorings(&events).iter().filter(|s| s.0 == Category::City).count(), 4);
    play(&mut g, "0: place 0 1 0\n0: pass");
    assert_eq!(g.phase(), Phase::Over);
    assert_scores(&g, &[12, 16]);
    assert_eq!(g.players()[1].breakdown[Category::Field.index()], 12);
}

/// Version 10 had no such field: the four cities closed, nothing was open on the tile,
/// and seat 0 drew at once.
#[test]
fn a_version_10_game_had_no_field_between_the_four_cities() {
    let mut g = game(10, 2, &[Expansion::InnsCathedrals], &WALLED_TILES, |_| {});
    play(&mut g, WALLED_START);
    assert_eq!((g.phase(), g.active()), (Phase::PlaceTile(tile("BA/L")), Seat(0)));
    play(&mut g, "0: place 0 1 0\n0: pass");
    assert_scores(&g, &[12, 4]);
}

/// The field walled in by cities reaches no edge, so no half-edge names it: `field`
/// alone does.
#[test]
fn the_walled_in_field_is_named_field_alone() {
    let mut g = game(11, 2, &[Expansion::InnsCathedrals], &WALLED_TILES, |_| {});
    play(&mut g, WALLED_START);
    assert_eq!(
        g.apply(Seat(1), action("meeple field Nw")),
        Err(RuleError::NoSuchFeature("field Nw".parse().unwrap()))
    );
}

// ---- A big meeple and a castle ----

/// Seat 0 closes the start tile's city cap with a cap of its own and its big meeple
/// alone in the small city; then two T-junctions close the start tile's road beside it.
const CASTLE_TILES: [&str; 3] = ["BA/C", "BA/RRR", "BA/RRR"];

fn castle_game(version: u32) -> Game {
    game(version, 2, &[Expansion::BridgesCastlesBazaars, Expansion::InnsCathedrals], &CASTLE_TILES, |_| {})
}

/// From version 11 seat 0 is asked and builds: its big meeple goes onto the castle (out
/// of supply all the while), and home when the road of three tiles completes beside
/// it, the castle scoring 3.
#[test]
fn a_big_meeple_alone_in_a_small_city_may_build_a_castle() {
    let mut g = castle_game(11);
    let events = play(&mut g, "0: place 0 -1 180\n0: big city S");
    assert!(scorings(&events).is_empty(), "the city waits for its owner's choice");
    assert_eq!(g.decisions()[0].seats.iter().next(), Some(Seat(0)));
    let events = play(&mut g, "0: castle build");
    assert!(events.iter().any(|e| matches!(Bcb::of(e), Some(Bcb::CastleBuilt { .. }))));
    let public = g.view(Audience::Public);
    let castle = &public.bridges_castles_bazaars().unwrap().castles()[0];
    assert_eq!((castle.meeples[0], castle.others.as_slice()), (0, &[(Seat(0), BIG_MEEPLE)][..]));
    assert!(!public.inns_cathedrals().unwrap().in_supply(Seat(0)));
    // On the castle it stands over the city it was built on.
    assert_eq!(public.inns_cathedrals().unwrap().post(Seat(0)), Some((castle.cells[0], FeatureKind::City)));
    assert_eq!(g.players()[0].meeples, 7, "no meeple moved");
    play(&mut g, "1: place 1 0 0\n1: pass\n0: place -1 0 0");
    let offered = g.legal_actions(Seat(0));
    assert!(
        offered.contains(&action("meeple road S")) && !offered.contains(&action("big road S")),
        "{offered:?}"
    );
    let events = play(&mut g, "0: pass");
    assert_eq!(scorings(&events), vec![(Category::Castle, 3, vec![0], false)]);
    assert!(g.view(Audience::Public).inns_cathedrals().unwrap().in_supply(Seat(0)), "home");
    assert_eq!(g.phase(), Phase::Over);
    assert_scores(&g, &[3, 0]);
}

/// Version 10 did not ask: the small city scored 4 for the big meeple.
#[test]
fn a_version_10_big_meeple_scored_its_small_city() {
    let mut g = castle_game(10);
    let events = play(&mut g, "0: place 0 -1 180\n0: big city S");
    assert_eq!(scorings(&events), vec![(Category::City, 4, vec![0], false)]);
    play(&mut g, "1: place 1 0 0\n1: pass\n0: place -1 0 0\n0: pass");
    assert_scores(&g, &[4, 0]);
}

// ---- The builder and the bridge its tile needed ----

/// Seat 0's road runs east from the start, its builder on the last tile; a monastery
/// tile goes east of it, its field edge against the road, only with a bridge W–E over
/// it, which carries the road on.
const BRIDGE_TILES: [&str; 7] = ["BA/RFr", "BA/L", "BA/RFr", "BA/L", "BA/L", "BA/L", "BA/L"];
const BRIDGE_START: &str = "0: place 1 0 0\n0: meeple road E\n1: place 0 1 0\n1: pass\n\
                            0: place 2 0 0\n0: builder road E\n1: place 1 1 0\n1: pass";

fn bridge_game(version: u32) -> Game {
    let expansions = [Expansion::BridgesCastlesBazaars, Expansion::TradersBuilders];
    let mut g = game(version, 2, &expansions, &BRIDGE_TILES, |_| {});
    play(&mut g, BRIDGE_START);
    g
}

/// From version 11 the tile and its bridge extend the builder's road: seat 0 plays a
/// second tile. Its road of four (the bridge's tile included) scores 4 at the end.
#[test]
fn a_tile_extending_the_builders_road_through_its_needed_bridge_earns_the_second_tile() {
    let mut g = bridge_game(11);
    let events = play(&mut g, "0: place 3 0 0\n0: bridge 3 0 EW\n0: pass");
    assert!(second_tile(&events, 0));
    assert_eq!(g.active(), Seat(0));
    play(&mut g, "0: place 0 2 0\n0: pass\n1: place 2 1 0\n1: pass");
    assert_eq!(g.phase(), Phase::Over);
    assert_scores(&g, &[4, 0]);
}

/// Version 10 looked at the tile as placed, without its bridge: no second tile.
#[test]
fn a_version_10_needed_bridge_earned_no_second_tile() {
    let mut g = bridge_game(10);
    let events = play(&mut g, "0: place 3 0 0\n0: bridge 3 0 EW\n0: pass");
    assert!(!second_tile(&events, 0));
    play(&mut g, "1: place 2 1 0\n1: pass\n0: place 0 2 0\n0: pass");
    assert_scores(&g, &[4, 0]);
}
