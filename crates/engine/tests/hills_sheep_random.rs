//! Random whole games with Hills & Sheep (a quarter of them with The River): the
//! engine's invariants hold, plus the bag's.

use carcassonne_engine::GameRng;
use carcassonne_engine::rules::hills_sheep::SHEPHERD;
use carcassonne_engine::{Event, FigureKind, Game, Seat, Setup};

fn hs_setup(players: u8, seed: u64) -> Setup {
    let mut setup = Setup::new(players, seed);
    setup.expansions.hills_sheep = true;
    setup.expansions.river = seed % 4 == 1;
    setup
}

#[test]
fn random_games_keep_tokens_shepherds_and_scores_straight() {
    for seed in 0..300u64 {
        let players = (seed % 6 + 1) as u8;
        let (mut game, _) = Game::new(hs_setup(players, seed)).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let mut log = Vec::new();
        let mut scored = vec![0i64; players as usize];
        let mut last_scores = vec![0i32; players as usize];
        while let Some(pending) = game.pending() {
            let seat: Seat = pending.seats.iter().next().unwrap();
            let actions = game.legal_actions(seat);
            let action = actions[rng.below(actions.len())];
            let events = game.apply(seat, action).unwrap_or_else(|e| panic!("seed {seed}: {action}: {e}"));
            log.push((seat, action));
            for e in &events {
                if let Event::Scored(s) = e {
                    for w in s.winners.iter() {
                        scored[w.index()] += i64::from(s.points);
                    }
                }
            }
            let sheep = game.hills_sheep().unwrap();
            let on_board: usize =
                (0..game.players().len()).map(|i| sheep.shepherd(Seat(i as u8)).flock.len()).sum();
            assert_eq!(game.bag_len().unwrap() + on_board, 18, "seed {seed}: tokens");
            for (i, p) in game.players().iter().enumerate() {
                let shepherds =
                    game.figures().iter().filter(|f| f.kind == SHEPHERD && f.owner.index() == i).count();
                let shepherd = sheep.shepherd(Seat(i as u8));
                assert_eq!(shepherds + usize::from(shepherd.in_supply), 1, "seed {seed}: one shepherd each");
                assert!(
                    shepherd.flock.is_empty() || shepherds == 1,
                    "seed {seed}: a flock needs its shepherd"
                );
                let meeples =
                    game.figures().iter().filter(|f| f.kind == FigureKind::Meeple && f.owner.index() == i);
                assert_eq!(meeples.count() + usize::from(p.meeples), 7, "seed {seed}: meeples");
                assert!(p.score >= last_scores[i], "seed {seed}: a score went down");
                last_scores[i] = p.score;
                assert_eq!(p.breakdown.iter().sum::<i32>(), p.score);
            }
        }
        let tiles = game.board().tiles().len() + game.discarded().len() + game.hidden_tiles();
        // The River's spring takes the start tile's place, which stays in the box.
        let river = if game.river().is_some() { 11 } else { 0 };
        assert_eq!(tiles, 72 + 18 + river, "seed {seed}: tiles conserved");
        for (i, p) in game.players().iter().enumerate() {
            assert_eq!(i64::from(p.score), scored[i], "seed {seed}: score is the sum of its events");
        }
        let replayed = Game::replay(hs_setup(players, seed), log).unwrap();
        assert_eq!(format!("{replayed:?}"), format!("{game:?}"), "seed {seed}: replay");
    }
}
