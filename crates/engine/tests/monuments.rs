//! Monuments: scenarios from explicit tile sequences with exact scores — large tiles
//! placed in every rotation, objectives completed and paid by cubes, the automatic cube,
//! bridge rewards with and without Bridges, Castles & Bazaars, the 40 points of a
//! completed monument and the architect's 10 per objective at the end.
//!
//! Geometry: the start tile `BA/RCr` lies at (0,0) with its city north, its road east
//! and west and its field south. The Cathedral anchored at (0,1) unrotated covers
//! (0,1) (1,1) (0,2) (1,2); its objectives are N1 N2 = (0,0) (1,0) for 3 points, E1 E2 =
//! (2,1) (2,2) for a fame token, S1 S2 = (1,3) (0,3) for 3 points and W1 W2 = (-1,2)
//! (-1,1) for a fame token; its road leaves S1 southward from (1,2).

use crate::support as common;

use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::rules::monuments::{
    Act, CUBES, FAME, Happened, Monument, MonumentsView, Refusal, Reward, fame_points,
};
use carcassonne_engine::{
    Action, Audience, Category, Event, Expansion, Expansions, Game, Phase, Pos, RuleError, Seat, Setup,
    SetupError, TileKind,
};
use common::{action, assert_scored, assert_scores, each_seat, kinds, play, scorings};

const MO: Expansion = Expansion::Monuments;

fn setup(players: u8, ids: &[&str]) -> Setup {
    Setup { tiles: Some(kinds(ids)), expansions: Expansions::default().with(MO), ..Setup::new(players, 0) }
}

fn scenario_of(setup: Setup, script: &str) -> (Game, Vec<Event>) {
    let (mut game, mut events) = Game::new(setup).expect("valid setup");
    events.extend(play(&mut game, script));
    (game, events)
}

fn scenario(players: u8, ids: &[&str], script: &str) -> (Game, Vec<Event>) {
    scenario_of(setup(players, ids), script)
}

fn monuments(game: &Game) -> MonumentsView<'_> {
    game.view(Audience::Public).monuments().expect("Monuments in play")
}

fn completions(events: &[Event]) -> Vec<(Monument, u8, Vec<u8>, Reward)> {
    events
        .iter()
        .filter_map(|e| match Happened::of(e) {
            // Two-player scenarios: the first two seats' cubes.
            Some(Happened::ObjectiveCompleted { monument, objective, cubes, reward }) => {
                Some((*monument, *objective, cubes[..2].to_vec(), *reward))
            }
            _ => None,
        })
        .collect()
}

fn kind(id: &str) -> TileKind {
    id.parse().unwrap()
}

#[test]
fn a_token_drawn_is_played_as_its_large_tile() {
    let (game, events) = scenario(2, &["MO/Cathedral.t", "BA/L"], "");
    assert_eq!(game.phase(), Phase::PlaceTile(kind("MO/Cathedral")));
    assert!(events.contains(&Event::TileDrawn { seat: Seat(0), tile: kind("MO/Cathedral") }));
    // A large tile is never in the stack itself: its token is.
    let direct = setup(2, &["MO/Arena"]);
    assert_eq!(
        Game::new(direct).err(),
        Some(SetupError::LargeTileInStack(kind("MO/Arena"), kind("MO/Arena.t")))
    );
    // The box: the base game's 71 tiles to draw and the four tokens.
    let whole = Setup { expansions: Expansions::default().with(MO), ..Setup::new(2, 3) };
    let (game, _) = Game::new(whole).unwrap();
    assert_eq!(game.tiles_left() + 1 + game.discarded().len(), 71 + 4);
    // Monuments need rules version 5.
    let old = Setup { version: 4, ..setup(2, &["BA/L"]) };
    assert_eq!(Game::new(old).err(), Some(SetupError::ExpansionTooNew(MO, 4)));
}

/// East of the start tile, anchored at (1,-1), a large tile's W1 edge segment faces the
/// start tile's road: only the rotations that put a road there fit.
#[test]
fn each_monument_fits_beside_a_road_only_in_the_rotations_that_bring_a_road() {
    let cases = [
        ("MO/Cathedral.t", vec![90]),
        ("MO/Arena.t", vec![90]),
        ("MO/Lighthouse.t", vec![270]),
        ("MO/Library.t", vec![0, 180]),
    ];
    for (token, fitting) in cases {
        let (game, _) = scenario(2, &[token], "");
        let mut rotations: Vec<u16> = game
            .legal_placements()
            .into_iter()
            .filter(|p| p.pos == Pos::new(1, -1))
            .map(|p| p.rot.degrees())
            .collect();
        rotations.sort_unstable();
        assert_eq!(rotations, fitting, "{token}");
        for deg in [0, 90, 180, 270] {
            let result = game.clone().apply(Seat(0), action(&format!("place 1 -1 {deg}")));
            if fitting.contains(&deg) {
                assert!(result.is_ok(), "{token} at {deg}");
            } else {
                assert!(matches!(result, Err(RuleError::Mismatch { .. })), "{token} at {deg}: {result:?}");
            }
        }
        // Overlapping the start tile, or touching nothing, is refused.
        let mut game = game.clone();
        assert_eq!(game.apply(Seat(0), action("place 0 -1 0")), Err(RuleError::Occupied(Pos::new(0, -1))));
        assert_eq!(game.apply(Seat(0), action("place 5 5 0")), Err(RuleError::Detached(Pos::new(5, 5))));
    }
}

#[test]
fn an_objective_completed_by_the_monument_itself_pays_its_placer_an_automatic_cube() {
    let tiles = ["BA/RFr", "MO/Cathedral.t", "BA/L"];
    let (mut game, _) = scenario(2, &tiles, "0: place 1 0 0\n0: pass\n1: place 0 1 0");
    // Objective 1 (N1 N2) is already complete: no cube may go on it; the others may.
    let actions = game.legal_actions(Seat(1));
    assert!(actions.contains(&Action::from(Act::Architect)));
    for n in 2..=4 {
        assert!(actions.contains(&Act::Cube(Monument::Cathedral, n).into()), "objective {n}");
    }
    assert!(!actions.contains(&Act::Cube(Monument::Cathedral, 1).into()));
    assert_eq!(
        game.apply(Seat(1), action("cube cathedral 1")),
        Err(RuleError::from(Refusal::ObjectiveClosed(Monument::Cathedral, 1)))
    );
    let events = play(&mut game, "1: architect");
    assert_eq!(completions(&events), vec![(Monument::Cathedral, 1, vec![0, 1], Reward::Points(3))]);
    assert!(events.contains(&Event::from(Happened::CubePlaced {
        seat: Seat(1),
        monument: Monument::Cathedral,
        objective: 1,
        automatic: true
    })));
    assert_scores(&game, &[0, 3]);
    assert_eq!(game.players()[1].breakdown[Category::Monuments.index()], 3);
    assert_eq!(each_seat(&game, &CUBES), vec![10, 10], "the cube went home");
    assert_eq!(game.players()[1].meeples, 6, "the architect stands on the monument");
    assert_eq!(monuments(&game).placed()[0].architect, Some(Seat(1)));
}

#[test]
fn a_completed_objective_pays_every_player_by_their_cubes() {
    let tiles = ["MO/Cathedral.t", "BA/L", "BA/RFr", "BA/L"];
    let script = "
        0: place 0 1 0
        0: cube cathedral 3   # S1 S2
        1: place 0 3 0        # fills S2
        1: cube cathedral 3
    ";
    let (mut game, _) = scenario(2, &tiles, script);
    assert_eq!(each_seat(&game, &CUBES), vec![9, 9]);
    // Seat 0's tile completes it: their automatic cube makes two.
    let events = play(&mut game, "0: place 1 3 90\n0: pass");
    assert_eq!(completions(&events), vec![(Monument::Cathedral, 3, vec![2, 1], Reward::Points(3))]);
    assert_scored(
        &game,
        scorings(&events),
        vec![(Category::Monuments, 6, vec![0], false), (Category::Monuments, 3, vec![1], false)],
        &[6, 3],
    );
    assert_eq!(each_seat(&game, &CUBES), vec![10, 10]);
}

#[test]
fn a_cube_goes_only_where_the_tile_just_placed_reaches() {
    let tiles = ["MO/Cathedral.t", "BA/L", "BA/L", "BA/L"];
    let (mut game, _) = scenario(2, &tiles, "0: place 0 1 0\n0: pass\n1: place 2 1 0");
    // (2,1) is E1: objective 2 only.
    let cubes: Vec<Action> = game
        .legal_actions(Seat(1))
        .into_iter()
        .filter(|a| matches!(Act::of(*a), Some(Act::Cube(..))))
        .collect();
    assert_eq!(cubes, vec![Action::from(Act::Cube(Monument::Cathedral, 2))]);
    assert_eq!(
        game.apply(Seat(1), action("cube cathedral 3")),
        Err(RuleError::from(Refusal::ObjectiveClosed(Monument::Cathedral, 3)))
    );
    assert_eq!(
        game.apply(Seat(1), action("cube arena 1")),
        Err(RuleError::from(Refusal::MonumentNotOnBoard(Monument::Arena)))
    );
    assert_eq!(game.apply(Seat(1), action("architect")), Err(RuleError::from(Refusal::NoMonumentPlaced)));
    play(&mut game, "1: cube cathedral 2");
    assert_eq!(each_seat(&game, &CUBES), vec![10, 9]);
    // Cubes are not meeples: seat 1 keeps all seven.
    assert_eq!(game.players()[1].meeples, 7);
}

/// The Arena turned 180° above the start tile closes the start tile's city with a cap
/// that never becomes a castle; its objective 3 (printed S1 S2) is then the two cells
/// its roads lead to, (-1,-3) and (0,-3), and pays one bridge per cube.
fn arena_bridge_game(expansions: Expansions) -> (Game, Vec<Event>) {
    let tiles = ["MO/Arena.t", "BA/RFr", "BA/RFr", "BA/L"];
    let script = "
        0: place -1 -2 180
        0: cube arena 3
        1: place -1 -3 90
        1: pass
        0: place 0 -3 90
        0: pass
    ";
    scenario_of(Setup { expansions, ..setup(2, &tiles) }, script)
}

#[test]
fn a_bridge_reward_goes_into_supply_with_bridges_castles_and_bazaars() {
    let with = Expansions::default().with(MO).with(Expansion::BridgesCastlesBazaars);
    let (game, events) = arena_bridge_game(with);
    assert_eq!(completions(&events), vec![(Monument::Arena, 3, vec![2, 0], Reward::Bridges(1))]);
    assert_eq!(each_seat(&game, &bcb::BRIDGES), vec![5, 3]);
    assert_eq!(each_seat(&game, &FAME), vec![0, 0]);
    // No castle: the Arena's caps are never castle bases.
    assert!(!events.iter().any(|e| matches!(bcb::Happened::of(e), Some(bcb::Happened::CastleBuilt { .. }))));
}

#[test]
fn a_bridge_reward_is_a_fame_token_without_bridges_castles_and_bazaars() {
    let (mut game, events) = arena_bridge_game(Expansions::default().with(MO));
    assert_eq!(completions(&events), vec![(Monument::Arena, 3, vec![2, 0], Reward::Fame(1))]);
    assert_eq!(each_seat(&game, &FAME), vec![2, 0]);
    // The game ends after the last tile: two fame tokens score 1 each.
    let end = play(&mut game, "1: place 1 -2 0\n1: pass");
    assert!(game.is_over());
    assert!(scorings(&end).contains(&(Category::Fame, 2, vec![0], true)));
    assert_eq!(game.players()[0].breakdown[Category::Fame.index()], 2);
}

/// Every Cathedral objective in turn, seat 1's tile completing each: 3 + 1 fame + 3 +
/// 1 fame, and the fourth completes the monument: the architect scores 40.
const CATHEDRAL_TILES: [&str; 8] =
    ["BA/RFr", "MO/Cathedral.t", "BA/L", "BA/L", "BA/RFr", "BA/L", "BA/L", "BA/L"];
const CATHEDRAL_SCRIPT: &str = "
    0: place 1 0 0
    0: pass
    1: place 0 1 0
    1: architect
    0: place 2 1 0
    0: pass
    1: place 2 2 0
    1: pass
    0: place 1 3 90
    0: pass
    1: place 0 3 0
    1: pass
    0: place -1 1 0
    0: pass
";

#[test]
fn the_fourth_objective_completes_the_monument_and_its_architect_scores_forty() {
    let (mut game, events) = scenario(2, &CATHEDRAL_TILES, CATHEDRAL_SCRIPT);
    let paid: Vec<u8> = completions(&events).iter().map(|c| c.1).collect();
    assert_eq!(paid, vec![1, 2, 3]);
    assert_scores(&game, &[0, 6]);
    assert_eq!(each_seat(&game, &FAME), vec![0, 1]);
    let last = play(&mut game, "1: place -1 2 0\n1: pass");
    assert!(last.contains(&Happened::MonumentCompleted { monument: Monument::Cathedral }.into()));
    assert!(scorings(&last).contains(&(Category::Monuments, 40, vec![1], false)));
    assert_eq!(game.players()[1].meeples, 7, "the architect went home");
    assert!(game.is_over());
    // 3 + 3 + 40, and two fame tokens at the end.
    assert_scores(&game, &[0, 48]);
    assert_eq!(game.players()[1].breakdown[Category::Monuments.index()], 46);
    assert_eq!(game.players()[1].breakdown[Category::Fame.index()], 2);
}

#[test]
fn an_architect_on_an_incomplete_monument_scores_ten_per_completed_objective_at_the_end() {
    let tiles = &CATHEDRAL_TILES[..7];
    let (game, events) = scenario(2, tiles, CATHEDRAL_SCRIPT);
    assert!(game.is_over());
    // Objectives 1, 2 and 3 completed: 30 at the end, plus 3 + 3 and one fame token.
    assert!(scorings(&events).contains(&(Category::Monuments, 30, vec![1], true)));
    assert_scores(&game, &[0, 37]);
    assert_eq!(game.players()[1].meeples, 7);
}

#[test]
fn cubes_on_incomplete_objectives_go_home_for_nothing() {
    let (game, _) = scenario(
        2,
        &["MO/Cathedral.t", "BA/L"],
        "0: place 0 1 0\n0: cube cathedral 2\n1: place 2 1 0\n1: pass",
    );
    assert!(game.is_over());
    assert_scores(&game, &[0, 0]);
    assert_eq!(each_seat(&game, &CUBES), vec![10, 10]);
}

/// A meeple on the road printed S1 of the Cathedral turned 90° (now W1, continuing the
/// start tile's road): the road of three tiles counts the large tile once.
#[test]
fn a_large_tile_counts_once_in_a_road_and_its_spots_name_edge_segments() {
    let (mut game, _) = scenario(2, &["MO/Cathedral.t", "BA/LR"], "0: place 1 -1 90");
    let meeples: Vec<String> = game
        .legal_actions(Seat(0))
        .into_iter()
        .filter(|a| matches!(a, Action::Meeple(_)))
        .map(|a| a.to_string())
        .collect();
    assert_eq!(meeples, vec!["meeple road W1", "meeple field N1w"]);
    let events = play(&mut game, "0: meeple road W1\n1: place -1 0 270\n1: pass");
    assert!(scorings(&events).contains(&(Category::Road, 3, vec![0], false)));
}

/// A monastery south of the start tile whose last empty neighbour is the top-right cell
/// of a Cathedral anchored diagonally below it: every cell of a large tile is a
/// neighbour, not only its anchor.
#[test]
fn a_monastery_completed_by_a_large_tile_counts_each_of_its_cells() {
    let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/L", "BA/L", "BA/L", "BA/L", "MO/Cathedral.t"];
    let script = "
        0: place -1 0 0
        0: pass
        1: place 1 0 0
        1: pass
        0: place 0 1 0
        0: meeple monastery
        1: place -1 1 0
        1: pass
        0: place 1 1 0
        0: pass
        1: place 0 2 0
        1: pass
        0: place 1 2 0
        0: pass
    ";
    let (mut game, _) = scenario(2, &tiles, script);
    let events = play(&mut game, "1: place -2 2 0\n1: pass");
    assert!(scorings(&events).contains(&(Category::Monastery, 9, vec![0], false)));
}

#[test]
fn fame_tokens_score_by_brackets() {
    let per_token = |n: u32| fame_points(n) / n;
    assert_eq!([4, 5, 9, 10, 14, 15].map(per_token), [1, 2, 2, 3, 3, 4]);
    assert_eq!(fame_points(0), 0);
}
