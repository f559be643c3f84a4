//! Traders & Builders: goods to whoever completes the city and their majorities at the
//! end (a tie scores for each), the builder's second tile (once a turn, at a bazaar, a
//! bazaar as the second tile), the pig's field (with a tie, with a castle), the
//! builder sent home by a Retreat, the garden tiles, what a builder and a pig are worth
//! to the bots (`Game::figure_worth`). Boards from explicit tile lists, exact scores.
//!
//! The board around the start tile (0, 0), a city cap N and a road W–E: the city grows
//! north, `TB/CFc.w` and `BA/CFc.1` turned 90° are bands N–S, `BA/C` turned 180° a
//! cap closing it from the north; harmless road tiles go west of the start.

use crate::support as common;

use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::rules::gifts::Gift;
use carcassonne_engine::rules::traders_builders::{Act, Good, Happened, Role};
use carcassonne_engine::{
    Audience, Category, Event, Expansion, FigureWorth, Game, Phase, RuleError, Seat, Setup, TileKind,
};
use common::{action, assert_scored, assert_scores, box_setup, play, scorings};

/// A game of two with Traders & Builders and `others`, whose stack is exactly `ids`.
fn setup(others: &[Expansion], ids: &[&str]) -> Setup {
    box_setup(2, Expansion::TradersBuilders, others, ids)
}

fn game(others: &[Expansion], ids: &[&str]) -> Game {
    Game::new(setup(others, ids)).expect("valid setup").0
}

fn tile(id: &str) -> TileKind {
    id.parse().unwrap()
}

/// The tokens `seat` holds: wine, grain, cloth.
fn goods(game: &Game, seat: u8) -> [u8; 3] {
    game.view(Audience::Public).traders_builders().unwrap().goods(Seat(seat))
}

fn in_supply(game: &Game, seat: u8, role: Role) -> bool {
    game.view(Audience::Public).traders_builders().unwrap().in_supply(Seat(seat), role)
}

/// What `seat`'s builder or pig on the board is worth to it, for the bots.
fn worth(game: &Game, seat: u8, role: Role) -> FigureWorth {
    let figure = game.figures().iter().find(|f| f.owner == Seat(seat) && f.kind == role.kind());
    game.figure_worth(figure.expect("on the board"))
}

fn happened(events: &[Event]) -> Vec<&Happened> {
    events.iter().filter_map(Happened::of).collect()
}

fn second_tiles(events: &[Event]) -> usize {
    happened(events).iter().filter(|h| matches!(h, Happened::SecondTile { .. })).count()
}

/// Seat 0 puts a meeple in the band with wine north of the start (a city of 2 tiles,
/// open north); seat 1 lays a road west.
const WINE_CITY: &str = "0: place 0 -1 90
                         0: meeple city N
                         1: place -1 0 0
                         1: pass";

/// Seat 1 closes seat 0's wine city and takes the wine; seat 0 then completes a second
/// wine city nobody stands in and takes that wine. One wine each: both score the 10.
#[test]
fn goods_go_to_whoever_completes_the_city_and_tied_majorities_each_score_ten() {
    let tiles = ["TB/CFc.w", "BA/C", "TB/CRc.w", "BA/C", "BA/C"];
    let mut g = game(&[], &tiles);
    play(&mut g, "0: place 0 -1 90\n0: meeple city N");
    let events = play(&mut g, "1: place 0 -2 180\n1: pass");
    assert_eq!(scorings(&events), vec![(Category::City, 6, vec![0], false)]);
    assert!(happened(&events).contains(&&Happened::GoodsTaken { seat: Seat(1), goods: [1, 0, 0] }));
    assert_eq!((goods(&g, 0), goods(&g, 1)), ([0, 0, 0], [1, 0, 0]));
    // A band W–E with wine east of the start, turned N–S, closed north and south.
    play(&mut g, "0: place 1 0 90\n0: pass\n1: place 1 -1 180\n1: pass");
    let events = play(&mut g, "0: place 1 1 0\n0: pass");
    assert!(happened(&events).contains(&&Happened::GoodsTaken { seat: Seat(0), goods: [1, 0, 0] }));
    assert_eq!(g.phase(), Phase::Over);
    assert!(happened(&events).contains(&&Happened::Majority { good: Good::Wine, held: [1, 1, 0, 0, 0, 0] }));
    assert_eq!(
        scorings(&events).into_iter().filter(|s| s.0 == Category::Goods).collect::<Vec<_>>(),
        vec![(Category::Goods, 10, vec![0, 1], true)]
    );
    assert_scores(&g, &[16, 10]);
    assert_eq!(g.players()[1].breakdown[Category::Goods.index()], 10);
}

/// Seat 0's builder joins its meeple in the wine city; seat 0's next tile extends it
/// and earns a second tile, which closes the city: 5 tiles, 10 points and the wine.
/// The second tile extended the city too, but earns no third: seat 1 plays next.
#[test]
fn a_builders_second_tile_completes_a_city_with_goods() {
    let tiles = ["TB/CFc.w", "BA/RFr", "BA/CFc.1", "BA/RFr", "BA/CFc.1", "BA/C", "BA/RFr"];
    let mut g = game(&[], &tiles);
    play(&mut g, WINE_CITY);
    assert!(!g.legal_actions(Seat(0)).iter().any(|a| Act::of(*a).is_some()), "the tile is still to place");
    play(&mut g, "0: place 0 -2 90");
    assert!(g.legal_actions(Seat(0)).contains(&action("builder city N")));
    assert!(!g.legal_actions(Seat(0)).iter().any(|a| matches!(Act::of(*a), Some(Act::Pig(_)))), "no farmer");
    let events = play(&mut g, "0: builder city N\n1: place -2 0 0\n1: pass");
    assert!(!in_supply(&g, 0, Role::Builder));
    // One open end, and turns enough to use it: one second tile in prospect.
    assert_eq!(worth(&g, 0, Role::Builder), FigureWorth { points: 0, turns: 1 });
    assert_eq!(second_tiles(&events), 0, "seat 1 extended no builder's city");
    let events = play(&mut g, "0: place 0 -3 90\n0: pass");
    assert_eq!(happened(&events).last(), Some(&&Happened::SecondTile { seat: Seat(0) }));
    assert!(events.contains(&Event::TileDrawn { seat: Seat(0), tile: tile("BA/C") }));
    assert!(g.view(Audience::Public).traders_builders().unwrap().second_tile());
    let events = play(&mut g, "0: place 0 -4 180\n0: pass");
    assert_eq!(scorings(&events), vec![(Category::City, 10, vec![0], false)]);
    let told = happened(&events);
    assert!(told.contains(&&Happened::GoodsTaken { seat: Seat(0), goods: [1, 0, 0] }));
    assert!(told.iter().any(|h| matches!(h, Happened::WentHome { seat: Seat(0), role: Role::Builder, .. })));
    assert_eq!(second_tiles(&events), 0, "no third tile");
    assert!(in_supply(&g, 0, Role::Builder));
    assert_eq!(g.phase(), Phase::PlaceTile(tile("BA/RFr")));
    assert_eq!(g.active(), Seat(1));
    let events = play(&mut g, "1: place -3 0 0\n1: pass");
    assert_scored(&g, scorings(&events), vec![(Category::Goods, 10, vec![0], true)], &[20, 0]);
}

/// The builder is no follower: it goes only where its owner already stands, on a road
/// or city not complete, and never in a field.
#[test]
fn a_builder_goes_only_beside_its_owners_meeple() {
    let tiles = ["TB/CFc.w", "BA/RFr", "BA/RFr", "BA/CFc.1"];
    let mut g = game(&[], &tiles);
    play(&mut g, "0: place 0 -1 90");
    assert_eq!(g.apply(Seat(0), action("builder city N")), Err(carcassonne_traders_refusal(Role::Builder)));
    play(&mut g, "0: meeple city N\n1: place -1 0 0\n1: meeple road W\n0: place 1 0 0");
    // Seat 1's road, not seat 0's.
    assert_eq!(g.apply(Seat(0), action("builder road E")), Err(carcassonne_traders_refusal(Role::Builder)));
    assert!(matches!(g.apply(Seat(0), action("builder field Nw")), Err(RuleError::Expansion(_))));
    assert!(matches!(g.apply(Seat(0), action("pig road E")), Err(RuleError::Expansion(_))));
}

fn carcassonne_traders_refusal(role: Role) -> RuleError {
    carcassonne_engine::rules::traders_builders::Refusal::NoFollower(role).into()
}

/// Seat 0's bazaar tile extends its builder's city: the auction comes first, then the
/// second tile (which closes the city: the wine), then the bazaar's round, then seat 1
/// draws.
#[test]
fn a_builder_at_a_bazaar_plays_its_second_tile_after_the_auction() {
    let tiles = ["TB/CFc.w", "BA/RFr", "BA/CFc.1", "BA/RFr", "BB/CFc.b", "BA/L", "BA/L", "BA/C", "BA/RFr"];
    let mut g = game(&[Expansion::BridgesCastlesBazaars], &tiles);
    play(&mut g, WINE_CITY);
    play(&mut g, "0: place 0 -2 90\n0: builder city N\n1: place -2 0 0\n1: pass");
    let events = play(&mut g, "0: place 0 -3 90\n0: pass");
    assert!(events.iter().any(|e| matches!(bcb::Happened::of(e), Some(bcb::Happened::BazaarOpened { .. }))));
    assert_eq!(second_tiles(&events), 0, "the auction first");
    let events = play(&mut g, "1: choose 1\n1: bid 0\n0: pass");
    assert_eq!(happened(&events).last(), Some(&&Happened::SecondTile { seat: Seat(0) }));
    assert!(events.contains(&Event::TileDrawn { seat: Seat(0), tile: tile("BA/C") }));
    let events = play(&mut g, "0: place 0 -4 180\n0: pass");
    assert_eq!(scorings(&events), vec![(Category::City, 10, vec![0], false)]);
    assert_eq!(goods(&g, 0), [1, 0, 0]);
    // The bazaar's round: seat 1's tile, then seat 0's; then seat 1 draws.
    assert_eq!((g.phase(), g.active()), (Phase::PlaceTile(tile("BA/L")), Seat(1)));
    play(&mut g, "1: place 0 1 0\n1: pass");
    assert_eq!((g.phase(), g.active()), (Phase::PlaceTile(tile("BA/L")), Seat(0)));
    play(&mut g, "0: place 1 1 0\n0: pass");
    assert_eq!((g.phase(), g.active()), (Phase::PlaceTile(tile("BA/RFr")), Seat(1)));
    play(&mut g, "1: place -3 0 0\n1: pass");
    assert_eq!(g.phase(), Phase::Over);
    assert_scores(&g, &[20, 0]);
}

/// The builder's second tile is a bazaar: its auction follows that second tile.
#[test]
fn a_bazaar_drawn_as_the_second_tile_opens_its_auction_after_it() {
    let tiles = ["TB/CFc.w", "BA/RFr", "BA/CFc.1", "BA/RFr", "BA/CFc.1", "BB/CFc.b", "BA/L", "BA/L", "BA/C"];
    let mut g = game(&[Expansion::BridgesCastlesBazaars], &tiles);
    play(&mut g, WINE_CITY);
    play(&mut g, "0: place 0 -2 90\n0: builder city N\n1: place -2 0 0\n1: pass");
    let events = play(&mut g, "0: place 0 -3 90\n0: pass");
    assert!(events.contains(&Event::TileDrawn { seat: Seat(0), tile: tile("BB/CFc.b") }));
    let events = play(&mut g, "0: place 0 -4 90\n0: pass");
    assert!(events.iter().any(|e| matches!(bcb::Happened::of(e), Some(bcb::Happened::BazaarOpened { .. }))));
    assert_eq!(second_tiles(&events), 0, "no third tile");
    play(&mut g, "1: choose 1\n1: bid 0\n0: pass\n1: place 0 1 0\n1: pass\n0: place 1 1 0\n0: pass");
    assert_eq!((g.phase(), g.active()), (Phase::PlaceTile(tile("BA/C")), Seat(1)));
}

/// Seat 0's farmer (north of the start) and seat 1's farmer (east of it) end up in one
/// field when seat 0's pig tile joins them, beside two completed cities: a tie, 6 each,
/// and 2 more for seat 0's pig.
#[test]
fn a_pig_adds_one_per_completed_city_to_its_owners_field() {
    let tiles = ["BA/C", "BA/Rr", "BA/C", "BA/C"];
    let mut g = game(&[], &tiles);
    // A cap closing the start's city, a farmer in its field; a curve east of the start.
    play(&mut g, "0: place 0 -1 180\n0: meeple field Nw\n1: place 1 0 0\n1: meeple field Ne");
    let events = play(&mut g, "0: place 1 -1 0\n0: pig field Sw");
    assert!(matches!(happened(&events)[..], [Happened::Placed { seat: Seat(0), role: Role::Pig, .. }]));
    assert!(!in_supply(&g, 0, Role::Pig));
    // Its worth to the bots as the field stands: the start's city, closed.
    assert_eq!(worth(&g, 0, Role::Pig), FigureWorth { points: 1, turns: 0 });
    let events = play(&mut g, "1: place 1 -2 180\n1: pass");
    assert_eq!(g.phase(), Phase::Over);
    assert!(happened(&events).iter().any(|h| matches!(h, Happened::PigFed { seat: Seat(0), cities: 2, .. })));
    let fields: Vec<_> = scorings(&events).into_iter().filter(|s| s.0 == Category::Field).collect();
    assert_scored(
        &g,
        fields,
        vec![(Category::Field, 2, vec![0], true), (Category::Field, 6, vec![0, 1], true)],
        &[8, 6],
    );
}

/// The same field with seat 1's farmer on a hill: the hill breaks the tie for seat 1,
/// so seat 0 does not score the field and its pig adds nothing.
#[test]
fn a_pig_adds_nothing_to_a_field_its_owner_does_not_score() {
    // The hill tile hides the road tile after it.
    let tiles = ["BA/C", "HS/RR.h", "BA/RFr", "BA/C", "BA/C"];
    let mut g = game(&[Expansion::HillsSheep], &tiles);
    play(&mut g, "0: place 0 -1 180\n0: meeple field Nw\n1: place 1 0 0\n1: meeple field Ne");
    play(&mut g, "0: place 1 -1 0\n0: pig field Sw");
    assert_eq!(worth(&g, 0, Role::Pig), FigureWorth::default(), "seat 0 does not score the field");
    let events = play(&mut g, "1: place 1 -2 180\n1: pass");
    assert_eq!(g.phase(), Phase::Over);
    assert!(!happened(&events).iter().any(|h| matches!(h, Happened::PigFed { .. })));
    let fields: Vec<_> = scorings(&events).into_iter().filter(|s| s.0 == Category::Field).collect();
    assert_scored(&g, fields, vec![(Category::Field, 6, vec![1], true)], &[0, 6]);
}

/// A castle beside the pig's field: 4 for the farmer, 1 more for the pig.
#[test]
fn a_pig_adds_one_for_a_castle_too() {
    let tiles = ["BA/C", "BA/RFr", "BA/L", "BA/RFr", "BA/L"];
    let mut g = game(&[Expansion::BridgesCastlesBazaars], &tiles);
    play(&mut g, "0: place 0 -1 180\n0: meeple city S\n0: castle build");
    play(&mut g, "1: place -1 0 0\n1: pass\n0: place 1 -1 0\n0: meeple field Nw\n1: place -2 0 0\n1: pass");
    let events = play(&mut g, "0: place 1 -2 0\n0: pig field Nw");
    assert_eq!(g.phase(), Phase::Over);
    let fields: Vec<_> = scorings(&events).into_iter().filter(|s| s.0 == Category::Field).collect();
    assert_eq!(fields, vec![(Category::Field, 1, vec![0], true), (Category::Field, 4, vec![0], true)]);
}

/// Seat 0 sends its last meeple home from its builder's city with a Retreat: the
/// builder goes home as the next tile goes down, and that tile (closing the city)
/// earns no second tile; the wine goes to seat 0 all the same.
#[test]
fn a_builder_left_alone_by_a_retreat_goes_home() {
    let tiles = ["TB/CFc.w", "BA/RFr", "BA/CFc.1", "BA/L", "BA/RFr", "BA/RFr", "BA/C", "BA/RFr"];
    let mut setup = setup(&[Expansion::Gifts], &tiles);
    setup.fixed.gifts = vec![Gift::Retreat];
    let (mut g, _) = Game::new(setup).unwrap();
    play(
        &mut g,
        "0: place 0 -1 90\n0: meeple city N\n1: place 1 0 0\n1: meeple road E
         0: place 0 -2 90\n0: builder city N\n1: place 0 1 0\n1: pass
         0: place 2 0 0\n0: pass\n1: place -1 0 0\n1: pass",
    );
    let events = play(&mut g, "0: gift retreat 0 -1 city N");
    assert_eq!(scorings(&events), vec![(Category::Gifts, 2, vec![0], false)]);
    let events = play(&mut g, "0: place 0 -3 180\n0: pass");
    let told = happened(&events);
    assert!(told.iter().any(|h| matches!(h, Happened::WentHome { seat: Seat(0), role: Role::Builder, .. })));
    assert!(told.contains(&&Happened::GoodsTaken { seat: Seat(0), goods: [1, 0, 0] }));
    assert_eq!(second_tiles(&events), 0);
    assert_eq!(g.active(), Seat(1));
}

/// With The Abbot, the second edition's garden tile stands in for its plain tile in a
/// shuffled stack, and its city's wine is taken like any other.
#[test]
fn the_garden_tiles_replace_their_plain_tiles_with_the_abbot() {
    for seed in 0..4 {
        let setup = Setup { tiles: None, ..setup(&[Expansion::Abbot], &[]) };
        let (mut g, mut events) = Game::new(Setup { seed, ..setup }).unwrap();
        let mut rng = carcassonne_engine::GameRng::from_seed(seed);
        while !g.is_over() {
            let (seat, action) = common::random_action(&g, &mut rng);
            events.extend(g.apply(seat, action).unwrap());
        }
        let seen = |id: &str| {
            events.iter().any(|e| match e {
                Event::TileDrawn { tile, .. } | Event::TileDiscarded { tile } => *tile == self::tile(id),
                _ => false,
            })
        };
        assert!(seen("AB/CcRR.w.g") && seen("AB/CcR.c.g"), "seed {seed}");
        assert!(!seen("TB/CcRR.w") && !seen("TB/CcR.c"), "seed {seed}");
    }
    let mut g = game(&[Expansion::Abbot], &["AB/CcRR.w.g", "BA/C", "BA/C"]);
    let events =
        play(&mut g, "0: place 1 0 90\n0: pass\n1: place 1 -1 180\n1: pass\n0: place 2 0 270\n0: pass");
    assert!(happened(&events).contains(&&Happened::GoodsTaken { seat: Seat(0), goods: [1, 0, 0] }));
    assert_scores(&g, &[10, 0]);
}
