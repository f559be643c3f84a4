//! Starting a game (every `SetupError`), turn order, determinism of a seed, and replay
//! of an action log, including one that goes wrong.

use crate::support as common;

use carcassonne_engine::GameRng;
use carcassonne_engine::rules::gifts;
use carcassonne_engine::{
    Event, Expansion, Expansions, Game, GameOption, GameOptions, Phase, ReplayError, RuleError, Seat, Setup,
    SetupError, TileKind,
};
use common::{fixed_setup, parse_line, random_action, summary};

#[test]
fn every_setup_error() {
    assert_eq!(Game::new(Setup::new(0, 1)).err(), Some(SetupError::Players(0)));
    assert_eq!(Game::new(Setup::new(7, 1)).err(), Some(SetupError::Players(7)));
    for players in 1..=6 {
        assert!(Game::new(Setup::new(players, 1)).is_ok(), "{players} players");
    }
    let large = Setup {
        expansions: Expansions::default().with(Expansion::Monuments),
        tiles: Some(vec!["MO/Library".parse().unwrap()]),
        ..Setup::new(2, 1)
    };
    let (library, token) = ("MO/Library".parse().unwrap(), "MO/Library.t".parse().unwrap());
    assert_eq!(Game::new(large).err(), Some(SetupError::LargeTileInStack(library, token)));
    let deck = Setup {
        fixed: carcassonne_engine::Fixed { gifts: vec![gifts::Gift::Synod], ..Default::default() },
        ..Setup::new(2, 1)
    };
    assert_eq!(Game::new(deck).err(), Some(gifts::SetupRefusal::DeckWithoutGifts.into()));
    let six = Setup {
        expansions: Expansions::default().with(Expansion::Gifts),
        fixed: carcassonne_engine::Fixed { gifts: vec![gifts::Gift::Retreat; 6], ..Default::default() },
        ..Setup::new(2, 1)
    };
    assert_eq!(Game::new(six).err(), Some(gifts::SetupRefusal::TooManyGifts(gifts::Gift::Retreat, 6).into()));
    let river = Setup {
        expansions: Expansions::default().with(Expansion::River),
        tiles: Some(vec![
            carcassonne_engine::rules::river::LAKE.parse().unwrap(),
            "RI/FWFW".parse().unwrap(),
        ]),
        ..Setup::new(2, 1)
    };
    assert!(matches!(Game::new(river).err(), Some(SetupError::DrawOrder(Expansion::River, _))));
    let bag = Setup {
        fixed: carcassonne_engine::Fixed {
            bag: vec![carcassonne_engine::rules::hills_sheep::Token::Wolf],
            ..Default::default()
        },
        ..Setup::new(2, 1)
    };
    assert_eq!(
        Game::new(bag).err(),
        Some(carcassonne_engine::rules::hills_sheep::SetupRefusal::BagWithoutHillsSheep.into())
    );
    let long = Setup { tiles: Some(vec!["BA/C".parse().unwrap(); 257]), ..Setup::new(2, 1) };
    assert_eq!(Game::new(long).err(), Some(SetupError::TooManyTiles(257)));
    let option =
        Setup { options: GameOptions { hill_count: true, ..GameOptions::default() }, ..Setup::new(2, 1) };
    assert_eq!(Game::new(option).err(), Some(SetupError::OptionWithoutExpansion(GameOption::HillCount)));
    let foreign: TileKind = "HS/CFC.h".parse().unwrap();
    let tiles = Setup { tiles: Some(vec!["BA/C".parse().unwrap(), foreign]), ..Setup::new(2, 1) };
    assert_eq!(Game::new(tiles).err(), Some(SetupError::TileNotInGame(foreign)));
    assert_eq!("gifts".parse::<Expansion>(), Ok(Expansion::Gifts));
    assert_eq!("nope".parse::<Expansion>(), Err(SetupError::UnknownExpansion("nope".into())));
    assert!(matches!("nope".parse::<GameOption>(), Err(SetupError::UnknownOption(_))));
}

/// Seats take turns in order and wrap round; each draw names the seat that drew.
#[test]
fn turn_order_cycles_through_the_seats() {
    let (mut game, events) = Game::new(Setup::new(3, 5)).unwrap();
    assert!(matches!(events.last(), Some(Event::TileDrawn { seat: Seat(0), .. })));
    let mut rng = GameRng::from_seed(5);
    let mut drawn = Vec::new();
    while drawn.len() < 7 {
        let (seat, action) = random_action(&game, &mut rng);
        for e in game.apply(seat, action).unwrap() {
            if let Event::TileDrawn { seat, .. } = e {
                drawn.push(seat.0);
            }
        }
    }
    assert_eq!(drawn, [1, 2, 0, 1, 2, 0, 1]);
}

/// The start: the start tile alone on the board, 71 tiles to draw (one in hand).
#[test]
fn a_new_game_starts_with_the_start_tile() {
    let (game, events) = Game::new(Setup::new(2, 9)).unwrap();
    let start = game.board().tiles();
    assert_eq!(start.len(), 1);
    assert_eq!(start[0].kind.id(), "BA/RCr");
    assert_eq!((start[0].pos.x, start[0].pos.y, start[0].rot.degrees()), (0, 0, 0));
    assert_eq!(game.tiles_left() + game.discarded().len() + 1, 71);
    assert!(matches!(game.phase(), Phase::PlaceTile(_)));
    assert_eq!(game.players().len(), 2);
    assert!(game.players().iter().all(|p| p.meeples == 7 && p.score == 0));
    assert!(!events.iter().any(|e| matches!(e, Event::Scored(_))));
}

/// A seed fixes the draw order; another seed gives another game.
#[test]
fn a_seed_fixes_the_game() {
    let play = |seed: u64| {
        let (mut game, _) = Game::new(Setup::new(4, seed)).unwrap();
        let mut rng = GameRng::from_seed(1);
        let mut draws = Vec::new();
        while game.pending().is_some() {
            draws.extend(game.current_tile());
            let (seat, action) = random_action(&game, &mut rng);
            game.apply(seat, action).unwrap();
        }
        (draws, summary(&game))
    };
    assert_eq!(play(11), play(11));
    assert_ne!(play(11).0, play(12).0);
}

/// With a fixed list the tiles come in list order whatever the seed.
#[test]
fn a_fixed_list_is_drawn_in_order() {
    let ids = ["BA/RFr", "BA/L", "BA/Rr"];
    for seed in [0, 1, 99] {
        let (mut game, _) = Game::new(Setup { seed, ..fixed_setup(2, &ids) }).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let mut draws = Vec::new();
        while game.pending().is_some() {
            draws.extend(game.current_tile().map(|k| k.id()));
            let (seat, action) = random_action(&game, &mut rng);
            game.apply(seat, action).unwrap();
        }
        assert_eq!(draws, ids);
    }
}

#[test]
fn replay_reports_the_first_refused_action() {
    let setup = fixed_setup(2, &["BA/RFr", "BA/RFr"]);
    let log = ["0: place 1 0 0", "0: pass", "1: place 1 0 0", "1: pass"].map(parse_line);
    assert_eq!(
        Game::replay(setup.clone(), log).err(),
        Some(ReplayError::Action {
            index: 2,
            error: RuleError::Occupied(carcassonne_engine::Pos::new(1, 0))
        })
    );
    let good = ["0: place 1 0 0", "0: pass", "1: place -1 0 0", "1: meeple road W"].map(parse_line);
    let replayed = Game::replay(setup.clone(), good).unwrap();
    let (live, _) =
        common::scenario(2, &["BA/RFr", "BA/RFr"], &good.map(|(s, a)| format!("{}: {a}", s.0)).join("\n"));
    assert_eq!(format!("{replayed:?}"), format!("{live:?}"));
    assert_eq!(Game::replay(Setup::new(9, 0), []).err(), Some(ReplayError::Setup(SetupError::Players(9))));
}
