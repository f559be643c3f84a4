//! The engine plays seeded random games exactly as it did: a digest of every event and
//! of the final state (board, features, figures, scores, what is left) of many games —
//! base games of 2 to 6 players, Hills & Sheep, and every combination of the
//! expansions — checked against the digest the rules gave when it was recorded. A
//! change meant to be invisible (a faster path, hooks run only for the expansions in
//! play) keeps it; a rules change moves it, and then `DIGEST` is written again with the
//! change, saying why.

use crate::support::{random_action, summary};

use carcassonne_engine::GameRng;
use carcassonne_engine::{Expansion, Game, Setup};

/// The FNV-1a digest of every game below, as recorded.
const DIGEST: u64 = 0xe172_e02b_a19c_7648;

/// The rules version the digest was recorded by: its games are played by it, with the
/// expansions it plays (a later expansion's games are its own tests'), so that a new
/// expansion leaves the recorded games as they were.
const RECORDED: u32 = 9;

/// A new game of the recorded version.
fn recorded(players: u8, seed: u64) -> Setup {
    Setup { version: RECORDED, ..Setup::new(players, seed) }
}

/// FNV-1a over bytes: stable across Rust versions and platforms (the standard hasher
/// promises neither).
struct Fnv(u64);

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// Plays a random game of `setup` to its end into `digest`: each action's events, then
/// the final state.
fn play(setup: Setup, digest: &mut Fnv) {
    let mut rng = GameRng::from_seed(setup.seed ^ 0xd16e57);
    let (mut game, events) = Game::new(setup).expect("valid setup");
    digest.write(format!("{events:?}").as_bytes());
    while !game.is_over() {
        let (seat, action) = random_action(&game, &mut rng);
        let events = game.apply(seat, action).expect("a legal action");
        digest.write(format!("{events:?}").as_bytes());
    }
    digest.write(summary(&game).as_bytes());
}

#[test]
fn seeded_random_games_play_as_recorded() {
    let mut digest = Fnv(0xcbf2_9ce4_8422_2325);
    for seed in 0..30 {
        play(recorded(2 + (seed % 5) as u8, seed), &mut digest);
    }
    for seed in 0..10 {
        let mut setup = recorded(3, 100 + seed);
        setup.expansions = setup.expansions.with(Expansion::HillsSheep);
        play(setup, &mut digest);
    }
    let expansions: Vec<Expansion> = Expansion::ALL.into_iter().filter(|e| e.since() <= RECORDED).collect();
    for mask in 1..(1u32 << expansions.len()) {
        let mut setup = recorded(2 + (mask % 4) as u8, 1_000 + u64::from(mask));
        for (i, &e) in expansions.iter().enumerate() {
            if mask & (1 << i) != 0 {
                setup.expansions = setup.expansions.with(e);
            }
        }
        play(setup, &mut digest);
    }
    assert_eq!(digest.0, DIGEST, "the seeded games no longer play as recorded: {:#018x}", digest.0);
}
