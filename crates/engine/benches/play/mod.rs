//! The random games the engine's benches play: the same code timed (`engine`) and
//! counted in instructions (`instructions`).

use carcassonne_engine::GameRng;
use carcassonne_engine::{Action, Expansion, Game, Phase, Placement, Setup};

/// Plays one base game to the end (or until `stop` tiles are on the board) with random
/// legal choices: a random placement, then a random figure option (a field's farmer
/// among them).
pub fn random_game(seed: u64, players: u8, stop: usize) -> Game {
    let (mut game, _) = Game::new(Setup::new(players, seed)).expect("valid setup");
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut placements: Vec<Placement> = Vec::with_capacity(128);
    while let Some(pending) = game.pending() {
        if game.board().tiles().len() >= stop {
            break;
        }
        let seat = pending.seats.iter().next().expect("someone acts");
        let action = match pending.phase {
            Phase::PlaceTile(tile) => {
                placements.clear();
                game.board().placements_into(tile, &mut placements);
                Action::Place(placements[rng.below(placements.len())])
            }
            _ => {
                let spots = game.meeple_spots();
                let pick = rng.below(spots.len() + 1);
                spots.get(pick).map_or(Action::Pass, |&s| Action::Meeple(s))
            }
        };
        game.apply(seat, action).expect("legal action");
    }
    game
}

/// Plays one game with `expansions` to the end, every decision taken at random among
/// the legal actions.
pub fn random_game_with(expansions: &[Expansion], seed: u64, players: u8) -> Game {
    let mut setup = Setup::new(players, seed);
    for &e in expansions {
        setup.expansions = setup.expansions.with(e);
    }
    let (mut game, _) = Game::new(setup).expect("valid setup");
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    while let Some(pending) = game.pending() {
        let seat = pending.seats.iter().next().expect("someone acts");
        let actions = game.legal_actions(seat);
        game.apply(seat, actions[rng.below(actions.len())]).expect("legal action");
    }
    game
}
