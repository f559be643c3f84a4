//! Bot players: every level finishes games with each expansion making only legal
//! moves; normal and hard take a move that clearly scores more; normal bots use the
//! abbot; and a bot's choice owes nothing to the hidden order of the stack.

use std::time::Duration;

use crate::support::abbey_hole::{AROUND_A_HOLE, UP_TO_THE_HOLE};
use crate::support::{in_box, shuffled};
use carcassonne_bot::ai::{self, Budget, Level};
use carcassonne_engine::GameRng;
use carcassonne_engine::rules::abbot::Act;
use carcassonne_engine::rules::inns_cathedrals;
use carcassonne_engine::rules::traders_builders::{self, Role};
use carcassonne_engine::{Action, Audience, Expansion, Expansions, Footprint, Game, Seat, Setup, TileKind};

/// A budget that ends by playouts, so choices are the same on any machine.
fn playouts(n: u32) -> Budget {
    Budget { time: Duration::from_secs(60), playouts: n }
}

/// `n` tiles drawn at random from the box of `expansions` (the start tile and the large
/// tiles aside).
fn short_stack(expansions: Expansions, n: usize, seed: u64) -> Vec<TileKind> {
    let kinds = TileKind::all()
        .filter(|k| expansions.includes(k.def().set) && k.def().footprint == Footprint::Single)
        // A garden tile stands in for a tile of its own set, which must be in play too.
        .filter(|k| {
            k.def().replaces.and_then(TileKind::from_id).is_none_or(|r| expansions.includes(r.def().set))
        });
    shuffled(in_box(kinds), &mut GameRng::from_seed(seed), n)
}

/// Plays a whole game of `setup`, every decision by a bot of `level` from its own view.
fn bot_game(setup: Setup, level: Level) -> Game {
    let (mut game, _) = Game::new(setup).unwrap();
    let mut moves = 0;
    while let Some(decision) = game.pending() {
        let seat = decision.seats.iter().next().unwrap();
        let view = game.view(Audience::Seat(seat));
        let action = ai::choose(&view, seat, level, playouts(8), moves).expect("a decision has an answer");
        game.apply(seat, action).unwrap_or_else(|e| panic!("{level} played {action}: {e}"));
        moves += 1;
    }
    game
}

#[test]
fn every_level_finishes_games_with_each_expansion() {
    let each = [
        None,
        Some(Expansion::HillsSheep),
        Some(Expansion::BridgesCastlesBazaars),
        Some(Expansion::Gifts),
        Some(Expansion::Monuments),
        Some(Expansion::Abbot),
    ];
    for (i, expansion) in each.into_iter().enumerate() {
        let expansions = expansion.map_or(Expansions::default(), |e| Expansions::default().with(e));
        for level in Level::ALL {
            let seed = i as u64 * 7 + level as u64;
            let tiles = short_stack(expansions, 14, seed);
            let setup = Setup { expansions, tiles: Some(tiles), ..Setup::new(3, seed) };
            let game = bot_game(setup, level);
            assert!(game.is_over(), "{expansion:?} {level}");
        }
    }
}

/// Normal bots use The Abbot in whole games with The River: they put abbots on
/// monasteries and gardens, and recall them for their points (not always at once: an
/// abbot stays while its square may still fill).
#[test]
fn normal_bots_place_and_recall_abbots() {
    let expansions = Expansions::default().with(Expansion::River).with(Expansion::Abbot);
    let (mut placed, mut recalled, mut kept) = (0, 0, 0);
    for seed in 1..=3 {
        let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(3, seed) }).unwrap();
        let mut moves = 0;
        // The moves since each seat's abbot went on the board, if it is there.
        let mut since = [None::<u64>; 3];
        while let Some(decision) = game.pending() {
            let seat = decision.seats.iter().next().unwrap();
            let view = game.view(Audience::Seat(seat));
            let action = ai::choose(&view, seat, Level::Normal, playouts(0), moves).unwrap();
            match Act::of(action) {
                Some(Act::Place(_)) => {
                    placed += 1;
                    since[seat.index()] = Some(moves);
                }
                Some(Act::Recall) => {
                    recalled += 1;
                    // More than the seat's next figure step after placing it.
                    kept += usize::from(since[seat.index()].is_some_and(|m| moves - m > 8));
                    since[seat.index()] = None;
                }
                _ => {}
            }
            game.apply(seat, action).unwrap_or_else(|e| panic!("{action}: {e}"));
            moves += 1;
        }
        assert!(game.is_over());
    }
    assert!(
        placed >= 3 && recalled >= 1 && kept >= 1,
        "{placed} placed, {recalled} recalled ({kept} kept a while)"
    );
}

/// Normal bots play Inns & Cathedrals: they put their big meeples down (it weighs two)
/// and still score roads and cities, inns' and cathedrals' among them.
#[test]
fn normal_bots_place_big_meeples() {
    let expansions = Expansions::default().with(Expansion::InnsCathedrals);
    let mut big = 0;
    for seed in 1..=2 {
        let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(3, seed) }).unwrap();
        let mut moves = 0;
        while let Some(decision) = game.pending() {
            let seat = decision.seats.iter().next().unwrap();
            let view = game.view(Audience::Seat(seat));
            let action = ai::choose(&view, seat, Level::Normal, playouts(0), moves).unwrap();
            big += usize::from(inns_cathedrals::Act::of(action).is_some());
            game.apply(seat, action).unwrap_or_else(|e| panic!("{action}: {e}"));
            moves += 1;
        }
        assert!(game.is_over());
        assert!(game.players().iter().all(|p| p.score > 0), "{:?}", game.players());
    }
    assert!(big >= 4, "{big} big meeples placed");
}

/// Normal bots play Traders & Builders: they put builders and pigs down (figures that
/// score nothing of their own, valued through the engine's `Game::figure_worth`) and
/// still finish their games.
#[test]
fn normal_bots_place_builders_and_pigs() {
    let expansions = Expansions::default().with(Expansion::TradersBuilders);
    let (mut builders, mut pigs) = (0, 0);
    for seed in 1..=2 {
        let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(2, seed) }).unwrap();
        let mut moves = 0;
        while let Some(decision) = game.pending() {
            let seat = decision.seats.iter().next().unwrap();
            let view = game.view(Audience::Seat(seat));
            let action = ai::choose(&view, seat, Level::Normal, playouts(0), moves).unwrap();
            match traders_builders::Act::of(action).map(traders_builders::Act::role) {
                Some(Role::Builder) => builders += 1,
                Some(Role::Pig) => pigs += 1,
                None => {}
            }
            game.apply(seat, action).unwrap_or_else(|e| panic!("{action}: {e}"));
            moves += 1;
        }
        assert!(game.is_over());
        assert!(game.players().iter().all(|p| p.score > 0), "{:?}", game.players());
    }
    assert!(builders >= 2 && pigs >= 1, "{builders} builders, {pigs} pigs placed");
}

/// Normal bots play The Tower with purpose: they build towers to capture rivals'
/// followers (never their own), close towers with a meeple, pay ransoms, and do not
/// spend a piece every turn.
#[test]
fn normal_bots_build_towers_capture_and_pay_ransoms() {
    use carcassonne_engine::rules::tower::{Act as To, Happened as Th};
    let expansions = Expansions::default().with(Expansion::Tower);
    let (mut figure_steps, mut built, mut topped, mut rivals, mut own, mut ransoms) = (0, 0, 0, 0, 0, 0);
    for seed in 1..=3 {
        let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(3, seed) }).unwrap();
        let mut moves = 0;
        while let Some(decision) = game.pending() {
            let seat = decision.seats.iter().next().unwrap();
            figure_steps += usize::from(decision.phase == carcassonne_engine::Phase::PlaceFigure);
            let view = game.view(Audience::Seat(seat));
            let action = ai::choose(&view, seat, Level::Normal, playouts(0), moves).unwrap();
            match To::of(action) {
                Some(To::Piece(_)) => built += 1,
                Some(To::Top(..)) => topped += 1,
                Some(To::Ransom(..)) => ransoms += 1,
                _ => {}
            }
            let events = game.apply(seat, action).unwrap_or_else(|e| panic!("{action}: {e}"));
            for h in events.iter().filter_map(Th::of) {
                if let Th::Captured { prisoner, .. } = h {
                    if *prisoner { rivals += 1 } else { own += 1 }
                }
            }
            moves += 1;
        }
        assert!(game.is_over());
    }
    assert!(
        built >= 3 && built * 3 < figure_steps && topped >= 1 && rivals >= 3 && own == 0 && ransoms >= 1,
        "{built} pieces in {figure_steps} figure steps, {topped} topped, {rivals} rivals' and {own} own captured, {ransoms} ransoms"
    );
}

/// Hard bots, which search from the normal bots' estimate, put abbots down and recall
/// them too: a whole River and Abbot game of two hard bots with a few playouts each.
#[test]
fn hard_bots_place_and_recall_abbots() {
    let expansions = Expansions::default().with(Expansion::River).with(Expansion::Abbot);
    let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(2, 4) }).unwrap();
    let (mut placed, mut recalled, mut moves) = (0, 0, 0);
    while let Some(decision) = game.pending() {
        let seat = decision.seats.iter().next().unwrap();
        let view = game.view(Audience::Seat(seat));
        let action = ai::choose(&view, seat, Level::Hard, playouts(8), moves).unwrap();
        placed += usize::from(matches!(Act::of(action), Some(Act::Place(_))));
        recalled += usize::from(Act::of(action) == Some(Act::Recall));
        game.apply(seat, action).unwrap_or_else(|e| panic!("{action}: {e}"));
        moves += 1;
    }
    assert!(game.is_over());
    assert!(placed >= 2 && recalled >= 1, "{placed} placed, {recalled} recalled");
}

/// Seat 0 holds a city cap that closes the start tile's city for 4 points with a
/// meeple on it; nothing else on the board comes close.
#[test]
fn normal_and_hard_take_the_move_that_scores() {
    let tiles = ["BA/C", "BA/RFr", "BA/Rr", "BA/L"].map(|id| id.parse().unwrap()).to_vec();
    let (mut game, _) = Game::new(Setup { tiles: Some(tiles), ..Setup::new(2, 1) }).unwrap();
    for level in [Level::Normal, Level::Hard] {
        let view = game.view(Audience::Seat(Seat(0)));
        let place = ai::choose(&view, Seat(0), level, playouts(60), 3).unwrap();
        assert_eq!(place, "place 0 -1 180".parse::<Action>().unwrap(), "{level}");
    }
    game.apply(Seat(0), "place 0 -1 180".parse().unwrap()).unwrap();
    for level in [Level::Normal, Level::Hard] {
        let view = game.view(Audience::Seat(Seat(0)));
        let figure = ai::choose(&view, Seat(0), level, playouts(60), 3).unwrap();
        assert_eq!(figure, "meeple city S".parse::<Action>().unwrap(), "{level}");
    }
}

/// Plays `game` to its end with the normal bot in every seat; seat 0's margin over seat 1.
fn normal_finish(mut game: Game) -> i32 {
    let mut moves = 0;
    while let Some(decision) = game.pending() {
        let seat = decision.seats.iter().next().unwrap();
        let view = game.view(Audience::Seat(seat));
        let action = ai::choose(&view, seat, Level::Normal, playouts(0), moves).unwrap();
        game.apply(seat, action).unwrap();
        moves += 1;
    }
    game.players()[0].score - game.players()[1].score
}

/// The last tile but one: seat 0 has put a crossroads west of the road junction. Its
/// east road closes at once for 2 points, which normal takes (an open road's worth is
/// discounted). Its south road runs three tiles to an open end: hard sees that it
/// scores 3 at the end, and that left free it is the rival's for the taking with the
/// last tile, a curve that extends it.
#[test]
fn hard_looks_past_its_own_turn() {
    let tiles = ["BA/CRRR", "BA/LR", "BA/Cc+", "BA/RrC", "BA/CFc.1", "BA/C", "BA/RRRR", "BA/Rr"];
    let tiles = tiles.map(|id| id.parse().unwrap()).to_vec();
    let (mut game, _) = Game::new(Setup { tiles: Some(tiles), ..Setup::new(2, 39) }).unwrap();
    let moves = [
        "place 0 -1 180",
        "meeple city S",
        "place 0 -2 0",
        "meeple road S",
        "place 0 1 180",
        "meeple city E",
        "place -1 0 180",
        "meeple field Ne",
        "place -1 1 90",
        "meeple city N",
        "place -2 0 0",
        "meeple city N",
    ];
    for (i, action) in moves.into_iter().enumerate() {
        game.apply(Seat(((i / 2) % 2) as u8), action.parse().unwrap()).unwrap();
    }
    game.apply(Seat(0), "place -1 -1 0".parse().unwrap()).unwrap();
    let view = game.view(Audience::Seat(Seat(0)));
    let normal = ai::choose(&view, Seat(0), Level::Normal, playouts(0), 1).unwrap();
    let hard = ai::choose(&view, Seat(0), Level::Hard, playouts(30), 1).unwrap();
    assert_eq!(normal, "meeple road E".parse::<Action>().unwrap());
    assert_eq!(hard, "meeple road S".parse::<Action>().unwrap());
    let after = |action: Action| {
        let mut next = game.clone();
        next.apply(Seat(0), action).unwrap();
        normal_finish(next)
    };
    assert!(after(hard) >= after(normal) + 3, "hard {} normal {}", after(hard), after(normal));
}

/// With no playout the search has nothing to go on, and plays as the normal bot.
#[test]
fn hard_without_playouts_plays_as_normal() {
    let setup = Setup { tiles: Some(short_stack(Expansions::default(), 12, 4)), ..Setup::new(2, 4) };
    let (mut game, _) = Game::new(setup).unwrap();
    let mut moves = 0;
    while let Some(decision) = game.pending() {
        let seat = decision.seats.iter().next().unwrap();
        let view = game.view(Audience::Seat(seat));
        let normal = ai::choose(&view, seat, Level::Normal, playouts(0), moves);
        assert_eq!(ai::choose(&view, seat, Level::Hard, playouts(0), moves), normal, "move {moves}");
        game.apply(seat, normal.unwrap()).unwrap();
        moves += 1;
    }
}

/// Two games that look the same to seat 0 — the same board and tile in hand — but whose
/// hidden stacks hold the same tiles in different orders.
#[test]
fn a_choice_owes_nothing_to_the_hidden_stack_order() {
    let order = ["BA/RFr", "BA/C", "BA/Rr", "BA/L", "BA/CRr", "BA/RRR"];
    let mut other = order;
    other[1..].reverse();
    let game = |ids: [&str; 6]| {
        let tiles = ids.map(|id| id.parse().unwrap()).to_vec();
        Game::new(Setup { tiles: Some(tiles), ..Setup::new(2, 5) }).unwrap().0
    };
    let (a, b) = (game(order), game(other));
    let (va, vb) = (a.view(Audience::Seat(Seat(0))), b.view(Audience::Seat(Seat(0))));
    assert_eq!(va.current_tile(), vb.current_tile());
    for level in Level::ALL {
        for seed in 0..3 {
            let budget = playouts(40);
            assert_eq!(
                ai::choose(&va, Seat(0), level, budget, seed),
                ai::choose(&vb, Seat(0), level, budget, seed),
                "{level} seed {seed}"
            );
        }
    }
}

#[test]
fn levels_are_named() {
    for level in Level::ALL {
        assert_eq!(level.word().parse::<Level>(), Ok(level));
    }
    assert!("grandmaster".parse::<Level>().is_err());
}

/// Every level finishes games of Abbey & Mayor, alone and with every other box.
#[test]
fn every_level_finishes_games_with_abbey_mayor_alone_and_with_every_box() {
    let alone = Expansions::default().with(Expansion::AbbeyMayor);
    let every = Expansion::ALL
        .into_iter()
        .filter(|&e| e != Expansion::River)
        .fold(Expansions::default(), Expansions::with);
    for (i, expansions) in [alone, every].into_iter().enumerate() {
        for level in Level::ALL {
            let seed = 50 + i as u64 * 7 + level as u64;
            let tiles = short_stack(expansions, 16, seed);
            let setup = Setup { expansions, tiles: Some(tiles), ..Setup::new(3, seed) };
            let game = bot_game(setup, level);
            assert!(game.is_over(), "{i} {level}");
        }
    }
}

/// Normal bots play Abbey & Mayor with every piece of it in whole games: mayors, wagons
/// and barns put down, wagons moved after their feature scores, abbey tiles placed, and
/// everyone scoring.
#[test]
fn normal_bots_use_the_abbey_the_mayor_the_wagon_and_the_barn() {
    use carcassonne_engine::rules::abbey_mayor::{Act as Am, Own};
    let expansions = Expansions::default().with(Expansion::AbbeyMayor);
    let (mut mayors, mut wagons, mut barns, mut moved, mut abbeys) = (0, 0, 0, 0, 0);
    for seed in 1..=2 {
        let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(3, seed) }).unwrap();
        let mut moves = 0;
        while let Some(decision) = game.pending() {
            let seat = decision.seats.iter().next().unwrap();
            let view = game.view(Audience::Seat(seat));
            let action = ai::choose(&view, seat, Level::Normal, playouts(0), moves).unwrap();
            match Am::of(action) {
                Some(Am::Place(Own::Mayor, _)) => mayors += 1,
                Some(Am::Place(_, _)) => wagons += 1,
                Some(Am::Barn(_)) => barns += 1,
                Some(Am::Move(_)) => moved += 1,
                Some(Am::Abbey) => abbeys += 1,
                _ => {}
            }
            game.apply(seat, action).unwrap_or_else(|e| panic!("{action}: {e}"));
            moves += 1;
        }
        assert!(game.is_over());
        assert!(game.players().iter().all(|p| p.score > 0), "{:?}", game.players());
    }
    assert!(
        mayors >= 1 && wagons >= 2 && barns >= 1 && moved >= 1 && abbeys >= 2,
        "{mayors} mayors, {wagons} wagons, {barns} barns placed, {moved} wagon moves, {abbeys} abbeys"
    );
}

/// The hole at (0, 1), south of the start tile: a road from the west ending at a
/// monastery and a city cap from the south meet it, each with seat 1's meeple; three
/// monasteries are left to draw.
fn at_the_hole() -> Game {
    let ids = AROUND_A_HOLE.iter().chain(&["BA/L", "BA/L"]);
    let tiles = ids.map(|id| id.parse().unwrap()).collect();
    let expansions = Expansions::default().with(Expansion::AbbeyMayor);
    let (mut game, _) = Game::new(Setup { expansions, tiles: Some(tiles), ..Setup::new(2, 3) }).unwrap();
    for (i, action) in UP_TO_THE_HOLE.into_iter().enumerate() {
        game.apply(Seat(((i / 2) % 2) as u8), action.parse().unwrap()).unwrap();
    }
    game
}

/// At the hole, seat 0's abbey tile would close seat 1's road and city (3 points to
/// them) for a monk of its own: not worth its abbey tile, so it draws. A turn later the
/// same hole closes seat 1's own road and city: seat 1 places its abbey tile there, with
/// a monk.
#[test]
fn bots_place_the_abbey_where_it_closes_their_own_features() {
    let draw: Action = "draw".parse().unwrap();
    let abbey: Action = "abbey".parse().unwrap();
    let mut game = at_the_hole();
    assert_eq!(game.legal_actions(Seat(0)), vec![abbey, draw]);
    for level in [Level::Normal, Level::Hard] {
        let view = game.view(Audience::Seat(Seat(0)));
        assert_eq!(ai::choose(&view, Seat(0), level, playouts(60), 1), Some(draw), "{level}, seat 0");
    }
    game.apply(Seat(0), draw).unwrap();
    game.apply(Seat(0), "place 2 1 0".parse().unwrap()).unwrap();
    game.apply(Seat(0), "pass".parse().unwrap()).unwrap();
    assert_eq!(game.legal_actions(Seat(1)), vec![abbey, draw]);
    for level in [Level::Normal, Level::Hard] {
        let view = game.view(Audience::Seat(Seat(1)));
        assert_eq!(ai::choose(&view, Seat(1), level, playouts(60), 1), Some(abbey), "{level}, seat 1");
    }
    game.apply(Seat(1), abbey).unwrap();
    game.apply(Seat(1), "place 0 1 0".parse().unwrap()).unwrap();
    let view = game.view(Audience::Seat(Seat(1)));
    let monk: Action = "meeple monastery".parse().unwrap();
    assert_eq!(ai::choose(&view, Seat(1), Level::Normal, playouts(0), 1), Some(monk));
}

/// A mayor weighs its city's pennants: on a city without one it would hold nothing,
/// so the bot puts a meeple there, not its mayor; a wagon whose road scored moves on to
/// a feature rather than going home.
#[test]
fn normal_bots_weigh_the_mayor_by_pennants_and_move_their_wagons() {
    let expansions = Expansions::default().with(Expansion::AbbeyMayor);
    let tiles = ["BA/CFc.1", "BA/L"].map(|id| id.parse().unwrap()).to_vec();
    let (mut game, _) = Game::new(Setup { expansions, tiles: Some(tiles), ..Setup::new(2, 1) }).unwrap();
    game.apply(Seat(0), "place 0 -1 90".parse().unwrap()).unwrap();
    let actions = game.legal_actions(Seat(0));
    assert!(actions.iter().any(|a| a.to_string().starts_with("mayor city")), "{actions:?}");
    let view = game.view(Audience::Seat(Seat(0)));
    let chosen = ai::choose(&view, Seat(0), Level::Normal, playouts(0), 1).unwrap();
    assert!(chosen.to_string().starts_with("meeple city"), "{chosen}");

    // Seat 1's wagon on the start road, closed by a junction east and one west.
    let tiles = ["BA/C", "BA/CRRR", "BA/C", "BA/CRRR", "BA/L"].map(|id| id.parse().unwrap()).to_vec();
    let (mut game, _) = Game::new(Setup { expansions, tiles: Some(tiles), ..Setup::new(2, 1) }).unwrap();
    for (seat, action) in
        [(0, "place 0 -1 180"), (0, "pass"), (1, "place 1 0 0"), (1, "wagon road W"), (0, "place -1 -1 180")]
    {
        game.apply(Seat(seat), action.parse().unwrap()).unwrap();
    }
    game.apply(Seat(0), "pass".parse().unwrap()).unwrap();
    game.apply(Seat(1), "place -1 0 0".parse().unwrap()).unwrap();
    game.apply(Seat(1), "pass".parse().unwrap()).unwrap();
    assert!(game.legal_actions(Seat(1)).len() > 1, "the wagon may move");
    let view = game.view(Audience::Seat(Seat(1)));
    let chosen = ai::choose(&view, Seat(1), Level::Normal, playouts(0), 1).unwrap();
    assert!(
        matches!(
            carcassonne_engine::rules::abbey_mayor::Act::of(chosen),
            Some(carcassonne_engine::rules::abbey_mayor::Act::Move(_))
        ),
        "{chosen}"
    );
}

/// Seat 1's wagon on the start road scores when seat 1's junction at (-1, 0) closes it;
/// of the features in its reach — the city cap north and the road stub south of its
/// junction at (1, 0), one tile each, and the road east of it, three tiles — both bots
/// move it onto the long road.
#[test]
fn bots_move_a_wagon_to_its_best_feature() {
    let expansions = Expansions::default().with(Expansion::AbbeyMayor);
    let ids = ["BA/C", "BA/CRRR", "BA/C", "BA/RFr", "BA/RFr", "BA/CRRR", "BA/L"];
    let tiles = ids.map(|id| id.parse().unwrap()).to_vec();
    let (mut game, _) = Game::new(Setup { expansions, tiles: Some(tiles), ..Setup::new(2, 1) }).unwrap();
    for (seat, action) in [
        (0, "place 0 -1 180"),
        (0, "pass"),
        (1, "place 1 0 0"),
        (1, "wagon road W"),
        (0, "place -1 -1 180"),
        (0, "pass"),
        (1, "place 2 0 0"),
        (1, "pass"),
        (0, "place 3 0 0"),
        (0, "pass"),
        (1, "place -1 0 0"),
        (1, "pass"),
    ] {
        game.apply(Seat(seat), action.parse().unwrap()).unwrap_or_else(|e| panic!("{action}: {e}"));
    }
    let moves: Vec<String> = game.legal_actions(Seat(1)).iter().map(Action::to_string).collect();
    assert_eq!(moves, ["wagon 1 0 city N", "wagon 1 0 road E", "wagon 1 0 road S", "wagon home"]);
    for level in [Level::Normal, Level::Hard] {
        let view = game.view(Audience::Seat(Seat(1)));
        let chosen = ai::choose(&view, Seat(1), level, playouts(40), 1).unwrap();
        assert_eq!(chosen.to_string(), "wagon 1 0 road E", "{level}");
    }
}

/// A game of Abbey & Mayor and Princess & Dragon whose stack is exactly `ids`, played
/// up to the bot's decision by `script` (see [`box_game`]).
fn dragon_game(ids: &[&str], script: &[&str]) -> Game {
    box_game(&[Expansion::AbbeyMayor, Expansion::PrincessDragon], ids, script)
}

/// A game of two with the boxes `boxes` whose stack is exactly `ids`, played up to the
/// bot's decision by `script` (each action by the seat that owes it; where a step starts
/// a word, the first legal action it starts).
fn box_game(boxes: &[Expansion], ids: &[&str], script: &[&str]) -> Game {
    let expansions = boxes.iter().fold(Expansions::default(), |e, &b| e.with(b));
    let tiles = ids.iter().map(|id| id.parse().unwrap()).collect();
    let (mut game, _) = Game::new(Setup { expansions, tiles: Some(tiles), ..Setup::new(2, 1) }).unwrap();
    for step in script {
        let seat = game.pending().unwrap().seats.iter().next().unwrap();
        let action = game
            .legal_actions(seat)
            .into_iter()
            .find(|a| a.to_string().starts_with(step))
            .unwrap_or_else(|| panic!("{step} is no legal action: {:?}", game.legal_actions(seat)));
        game.apply(seat, action).unwrap_or_else(|e| panic!("{step}: {e}"));
    }
    game
}

/// The dragon on its volcano at (1, 0), east of the start tile; seat 1 places a city
/// band with a pennant north of it: the mayor weighs the pennant as a meeple would, so
/// both bots put the mayor down and keep the meeple for any spot (issue 84: with the
/// dragon in play no bot ever put a mayor down).
#[test]
fn bots_put_a_mayor_into_a_pennant_city_beside_the_dragon() {
    let game = dragon_game(&["DG/RFr.v", "BA/CFc+", "BA/L", "BA/L"], &["place 1 0", "place 1 -1"]);
    let mayor = |a: &Action| a.to_string().starts_with("mayor city");
    assert!(game.legal_actions(Seat(1)).iter().any(mayor), "{:?}", game.legal_actions(Seat(1)));
    for level in [Level::Normal, Level::Hard] {
        let view = game.view(Audience::Seat(Seat(1)));
        let chosen = ai::choose(&view, Seat(1), level, playouts(40), 1).unwrap();
        assert!(mayor(&chosen), "{level}: {chosen}");
    }
}

/// Seat 0's meeple on the road at (-1, 0), the dragon on its volcano at (1, 0): seat 0
/// places the last tile, a dragon tile with a city band and a pennant, beside the
/// volcano. A follower there is eaten if the dragon's first step goes onto it, and the
/// meeple on the road if it goes west; the bots move the fairy next to that meeple
/// (a point, and the dragon barred from its tile) rather than put a follower where the
/// dragon may eat it. Blind to the dragon, a mayor on the city (its 2 points against the
/// fairy's 1) would look the better.
#[test]
fn bots_keep_their_followers_from_the_dragon() {
    let game = dragon_game(
        &["BA/RFr", "DG/RFr.v", "DG/CFc+.d"],
        &["place -1 0", "meeple road", "place 1 0", "place 1 -1"],
    );
    assert!(game.legal_actions(Seat(0)).iter().any(|a| a.to_string().starts_with("meeple city")));
    for level in [Level::Normal, Level::Hard] {
        let view = game.view(Audience::Seat(Seat(0)));
        let chosen = ai::choose(&view, Seat(0), level, playouts(40), 1).unwrap();
        assert!(chosen.to_string().starts_with("fairy -1 0"), "{level}: {chosen}");
    }
}

/// Mage & Witch: seat 0's meeple on the start road, seat 1's in the city north of the
/// start tile; seat 0 places a magic tile that extends its road. The bots put the mage on
/// their own road or the witch on the rival's city, never the mage on the rival's city
/// nor the witch on their own road: the engine's points for a road or city count the
/// figure on it, and so does the bots' reckoning.
#[test]
fn bots_put_the_mage_on_their_own_feature_or_the_witch_on_the_rivals() {
    use carcassonne_engine::rules::mage_witch::{Act as Magic, Magic as Figure};
    let expansions = Expansions::default().with(Expansion::MageWitch);
    let tiles = ["BA/RFr", "BA/Cc+", "MW/CRRR.3", "BA/L"].map(|id| id.parse().unwrap()).to_vec();
    let (mut game, _) = Game::new(Setup { expansions, tiles: Some(tiles), ..Setup::new(2, 1) }).unwrap();
    for (seat, action) in [
        (0, "place 1 0 0"),
        (0, "meeple road E"),
        (1, "place 0 -1 180"),
        (1, "meeple city S"),
        (0, "place -1 0 0"),
    ] {
        game.apply(Seat(seat), action.parse().unwrap()).unwrap_or_else(|e| panic!("{action}: {e}"));
    }
    let root = |t: carcassonne_engine::Target| {
        let (tile, segment) = t.resolve(game.board()).unwrap();
        game.features().feature_of(tile, segment)
    };
    let own_road = root("0 0 road E".parse().unwrap());
    let rivals_city = root("0 0 city N".parse().unwrap());
    for level in [Level::Normal, Level::Hard] {
        let view = game.view(Audience::Seat(Seat(0)));
        let chosen = ai::choose(&view, Seat(0), level, playouts(40), 1).unwrap();
        let good = match Magic::of(chosen) {
            Some(Magic::Move(Figure::Mage, t)) => root(t) == own_road,
            Some(Magic::Move(Figure::Witch, t)) => root(t) == rivals_city,
            _ => false,
        };
        assert!(good, "{level}: {chosen}");
    }
}

/// The legal actions of `seat` in `game`, in the notation.
fn legal(game: &Game, seat: u8) -> Vec<String> {
    game.legal_actions(Seat(seat)).iter().map(Action::to_string).collect()
}

/// What the normal and the hard bot choose for `seat` in `game`, each with 40 playouts.
fn choices(game: &Game, seat: u8) -> [String; 2] {
    [Level::Normal, Level::Hard].map(|level| {
        let view = game.view(Audience::Seat(Seat(seat)));
        ai::choose(&view, Seat(seat), level, playouts(40), 1).unwrap().to_string()
    })
}

/// The Ferries: Alice's meeple on the road from her junction at (-1, 0) through the start
/// tile, Bob's on the road from his junction at (2, 1) round the curve at (1, 1); both
/// roads end at (1, 0), where Bob now holds a three-road lake tile (roads E, S, W at no
/// turn: W meets Alice's road, S Bob's, E nothing yet).
const TWO_ROADS_TO_A_LAKE: [&str; 16] = [
    "place -1 0 0",
    "meeple road E",
    "place 0 1 0",
    "pass",
    "place 0 2 0",
    "pass",
    "place 1 1 180",
    "meeple road",
    "place 0 3 0",
    "pass",
    "place 2 1 0",
    "pass",
    "place 0 4 0",
    "pass",
    "place 1 0 0",
    "pass",
];

/// The tiles of [`TWO_ROADS_TO_A_LAKE`], then two for the turns after.
const TWO_ROADS_TILES: [&str; 11] =
    ["BA/RRR", "BA/L", "BA/L", "BA/Rr", "BA/L", "BA/RRR", "BA/L", "FR/RRR", "BA/L", "BA/RFr", "BA/L"];

/// The lake laid between the two roads: the ferry on W and S would join them, a road of
/// 5 tiles for both meeples; on E and S it would lengthen Bob's road and close Alice's
/// at the lake (3 points to her); on E and W it closes Bob's road at the lake (3 points
/// to him) and leaves Alice's open. Both bots put it on E and W.
#[test]
fn bots_put_a_ferry_where_it_closes_their_road_not_the_rivals() {
    let game = box_game(&[Expansion::Ferries], &TWO_ROADS_TILES, &TWO_ROADS_TO_A_LAKE);
    assert_eq!(legal(&game, 1), ["ferry 1 0 E S", "ferry 1 0 E W", "ferry 1 0 S W"]);
    assert_eq!(choices(&game, 1), ["ferry 1 0 E W", "ferry 1 0 E W"]);
}

/// The same lake, the tile in Bob's hand (the last step of the script not played): the
/// normal bot lays it at (1, 0) for the ferry that closes its road there, looking past
/// the figure to the ferry (`Part::further`): 3 points to Bob, Alice's road left open
/// through the lake. Judged before the ferry, every road end at the lake closes its road,
/// Alice's as much as Bob's, and the cell is worth no more than another.
#[test]
fn a_normal_bot_lays_a_lake_tile_for_the_ferry_that_closes_its_road() {
    let mut game = box_game(&[Expansion::Ferries], &TWO_ROADS_TILES, &TWO_ROADS_TO_A_LAKE[..14]);
    for moves in 0.. {
        if game.active() != Seat(1) {
            break;
        }
        let view = game.view(Audience::Seat(Seat(1)));
        let action = ai::choose(&view, Seat(1), Level::Normal, playouts(1), moves).unwrap();
        game.apply(Seat(1), action).unwrap();
    }
    let view = game.view(Audience::Public);
    let ferries: Vec<_> = view.ferries().unwrap().ferries().collect();
    assert_eq!(ferries.len(), 1);
    assert_eq!(ferries[0].0, carcassonne_engine::Pos::new(1, 0));
    let scores: Vec<i32> = game.players().iter().map(|p| p.score).collect();
    assert_eq!(scores, [0, 3]);
}

/// Bob put the ferry on E and S instead (Alice's road closed at the lake: 3 points to
/// her), his road running through it to the open east; he lengthens it with a straight
/// road east of the lake, which reaches the ferry. Kept, his road stays open (4 tiles);
/// moved onto E and W, it closes at the lake (3 tiles) and the new road joins the empty
/// one west; moved onto S and W, it joins the empty road west of the lake, closed at
/// Alice's junction: 5 tiles, 5 points for Bob. Both bots move it onto S and W.
#[test]
fn bots_move_a_ferry_to_join_their_road_to_a_closed_one() {
    let mut script = TWO_ROADS_TO_A_LAKE.to_vec();
    script.extend(["ferry 1 0 E S", "place 0 5 0", "pass", "place 2 0 0", "pass"]);
    let game = box_game(&[Expansion::Ferries], &TWO_ROADS_TILES, &script);
    assert_eq!(legal(&game, 1), ["ferry 1 0 E W", "ferry 1 0 S W", "pass"]);
    assert_eq!(choices(&game, 1), ["ferry 1 0 S W", "ferry 1 0 S W"]);
}

/// Crop Circles: Alice's highwayman on the start road (2 tiles, open); Bob lays a club
/// circle south of the start tile and has none of his own. Taking back costs Alice her
/// road; adding gives her nothing (she would pass): both bots choose that every player
/// takes one back — which only a bot that plays out the round it opens sees
/// (`Part::foresee`): the choice itself moves no figure.
#[test]
fn bots_have_everyone_take_back_a_follower_when_only_a_rival_has_one() {
    let game = box_game(
        &[Expansion::CropCircles],
        &["BA/RFr", "CC/RRr", "BA/L"],
        &["place 1 0 0", "meeple road E", "place 0 1 0", "pass"],
    );
    assert_eq!(choices(&game, 1), ["crop remove", "crop remove"]);
}

/// Crop Circles: Alice's highwaymen on the start road (2 tiles) and on the curve south of
/// it (1 tile), each road hers alone; Bob lays a club circle (his choice still to make).
const ALICES_TWO_ROADS: [&str; 8] = [
    "place 1 0 0",
    "meeple road E",
    "place 1 1 0",
    "pass",
    "place 0 1 0",
    "meeple road",
    "place 1 -1 180",
    "pass",
];

/// The game of [`ALICES_TWO_ROADS`], Bob's choice then made: `choice`.
fn alices_two_roads(choice: &'static str) -> Game {
    let script: Vec<&str> = ALICES_TWO_ROADS.into_iter().chain([choice]).collect();
    box_game(&[Expansion::CropCircles], &["BA/RFr", "BA/L", "BA/Rr", "CC/RRr", "BA/L"], &script)
}

/// Bob has everyone add: Alice, asked first, holds both her roads alone, and a second
/// meeple on either would gain nothing: both bots pass.
#[test]
fn bots_add_no_follower_where_they_hold_the_feature_alone() {
    let game = alices_two_roads("crop add");
    assert_eq!(game.pending().unwrap().seats.iter().next(), Some(Seat(0)));
    assert_eq!(choices(&game, 0), ["pass", "pass"]);
}

/// Bob has everyone take one back: both bots take back the highwayman on the curve, whose
/// road is worth the less.
#[test]
fn bots_take_back_the_follower_whose_feature_is_worth_the_least() {
    let game = alices_two_roads("crop remove");
    assert_eq!(legal(&game, 0).len(), 2, "{:?}", legal(&game, 0));
    let [normal, hard] = choices(&game, 0);
    assert!(normal.starts_with("remove 0 1 road"), "{normal}");
    assert_eq!(normal, hard);
}

/// The Flying Machines: Alice's highwayman on the road from (-3, 0) through the start
/// tile, open both ways; Bob lays a machine tile east of it at (1, 0), pointing west
/// along the road: whatever the die, his meeple lands on a tile of Alice's road and ties
/// her there (5 tiles), where on his tile itself only a farmer in an empty field or
/// nothing could go.
const ALICES_LONG_ROAD: [&str; 11] = [
    "place -1 0 0",
    "meeple road E",
    "place 0 1 0",
    "pass",
    "place -2 0 0",
    "pass",
    "place 0 2 0",
    "pass",
    "place -3 0 0",
    "pass",
    "place 1 0 0",
];

const ALICES_LONG_ROAD_TILES: [&str; 7] =
    ["BA/RFr", "BA/L", "BA/RFr", "BA/L", "BA/RFr", "FL/RFr.WE.o", "BA/L"];

/// Both bots fly there, with The Flying Machines alone and with every box but The River
/// (whose spring would move the start), where the figure step offers a dozen other
/// actions and each follower its own flight: the big meeple, which weighs 2 where it
/// lands, beside the highwayman.
#[test]
fn bots_fly_onto_a_rivals_road_from_a_machine_pointing_along_it() {
    let game = box_game(&[Expansion::FlyingMachines], &ALICES_LONG_ROAD_TILES, &ALICES_LONG_ROAD);
    assert_eq!(legal(&game, 1), ["meeple field Nw", "meeple field Es", "fly", "pass"]);
    assert_eq!(choices(&game, 1), ["fly", "fly"]);
    let every: Vec<Expansion> = Expansion::ALL.into_iter().filter(|&e| e != Expansion::River).collect();
    let game = box_game(&every, &ALICES_LONG_ROAD_TILES, &ALICES_LONG_ROAD);
    assert_eq!(legal(&game, 1).len(), 13, "{:?}", legal(&game, 1));
    assert_eq!(choices(&game, 1), ["fly big", "fly big"]);
}
