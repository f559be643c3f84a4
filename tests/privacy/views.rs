//! Nothing a player may not see reaches a public output.
//!
//! Random games with every playable expansion: at many moments the real game and a
//! sample of it that draws afresh everything hidden from the table (the tile stack's
//! order, the tiles under hills, the sheep bag's coming draws) must give the same
//! public picture and the same public facts. The sample's own future differs (checked
//! too), so anything that leaked the hidden state into the picture would show here.

use crate::support::render as render_common;
use carcassonne_bot::render::png;
use carcassonne_engine::GameRng;
use carcassonne_engine::{Audience, Expansion, Expansions, Game, Setup};

fn public_png(game: &Game, names: &[String]) -> Vec<u8> {
    png(&render_common::english(game.view(Audience::Public), names))
}

/// What the table sees besides the picture: decisions, counts, scores.
fn public_facts(game: &Game) -> String {
    let view = game.view(Audience::Public);
    let scores: Vec<i32> = view.players().iter().map(|p| p.score).collect();
    let sheep = view.hills_sheep().map(|h| (h.bag_len(), h.hidden_tiles()));
    format!(
        "{:?} {} {:?} {:?} {:?} {:?}",
        view.decisions(),
        view.tiles_left(),
        view.discarded(),
        scores,
        sheep,
        view.legal_actions(view.active())
    )
}

#[test]
fn a_sample_of_the_hidden_state_looks_the_same_to_the_table() {
    let names: Vec<String> = ["Ann", "Bob", "Cid"].map(String::from).to_vec();
    let mut futures_differ = 0;
    for (seed, expansions) in
        [(1, Expansions::default()), (2, Expansions::default().with(Expansion::HillsSheep))]
    {
        let mut setup = Setup::new(3, seed);
        setup.expansions = expansions;
        let (mut game, _) = Game::new(setup).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let mut step = 0;
        while let Some(decision) = game.pending() {
            if step % 9 == 0 {
                let sample = game.view(Audience::Public).sample(seed * 1000 + step);
                assert_eq!(public_facts(&game), public_facts(&sample), "step {step}");
                assert_eq!(public_png(&game, &names), public_png(&sample, &names), "step {step}");
                futures_differ += usize::from(future(&game) != future(&sample));
            }
            let seat = decision.seats.iter().next().unwrap();
            let actions = game.legal_actions(seat);
            game.apply(seat, actions[rng.below(actions.len())]).unwrap();
            step += 1;
        }
    }
    assert!(futures_differ > 5, "the samples must really differ in what is hidden");
}

/// The next few tiles a game would draw, placing each at its first legal spot.
fn future(game: &Game) -> Vec<String> {
    let mut game = game.clone();
    let mut drawn = Vec::new();
    for _ in 0..6 {
        let Some(decision) = game.pending() else { break };
        let seat = decision.seats.iter().next().unwrap();
        drawn.extend(game.current_tile().map(|t| t.to_string()));
        let action = *game.legal_actions(seat).last().unwrap();
        game.apply(seat, action).unwrap();
    }
    drawn
}
