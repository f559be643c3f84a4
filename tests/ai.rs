//! Bot players: every level finishes games with each expansion making only legal
//! moves; normal and hard take a move that clearly scores more; and a bot's choice
//! owes nothing to the hidden order of the stack.

use std::time::Duration;

use carcassonne_bot::ai::{self, Budget, Level};
use carcassonne_engine::rng::GameRng;
use carcassonne_engine::{Action, Audience, Expansion, Expansions, Footprint, Game, Seat, Setup, TileKind};

/// A budget that ends by playouts, so choices are the same on any machine.
fn playouts(n: u32) -> Budget {
    Budget { time: Duration::from_secs(60), playouts: n }
}

/// `n` tiles drawn at random from the box of `expansions` (the start tile and the large
/// tiles aside).
fn short_stack(expansions: Expansions, n: usize, seed: u64) -> Vec<TileKind> {
    let mut all: Vec<TileKind> = TileKind::all()
        .filter(|k| expansions.includes(k.def().set) && k.def().footprint == Footprint::Single)
        .flat_map(|k| std::iter::repeat_n(k, k.def().count as usize))
        .collect();
    let mut rng = GameRng::from_seed(seed);
    for i in (1..all.len()).rev() {
        all.swap(i, rng.below(i + 1));
    }
    all.truncate(n);
    all
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
