//! The engine plays seeded random games exactly as it did: a digest of every event and
//! of the final state (board, features, figures, scores, what is left) of many games —
//! base games of 2 to 6 players, Hills & Sheep, and every combination of the
//! expansions — checked against the digests the rules gave when they were recorded. A
//! change meant to be invisible (a faster path, hooks run only for the expansions in
//! play) keeps it; a rules change moves it, and then `DIGEST` is written again with the
//! change, saying why.

use crate::support::{random_action, summary};

use carcassonne_engine::GameRng;
use carcassonne_engine::{Expansion, Game, Setup};

/// The FNV-1a digest of every game below, as recorded: the base games, Hills & Sheep's
/// and every combination of the first six expansions (through The Abbot), recorded
/// before the seventh came.
const DIGEST: u64 = 0xe172_e02b_a19c_7648;

/// The digest once each later expansion's combinations (those with it and any of the
/// expansions before it) are played on from [`DIGEST`], one per expansion in registry
/// order after the first six: an expansion added records its own and leaves the
/// earlier ones as they were (Inns & Cathedrals: version 10).
const LATER: [u64; 1] = [0xc6a3_24e2_ab1f_e844];

/// How many expansions [`DIGEST`] covers.
const FIRST: usize = 6;

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
        play(Setup::new(2 + (seed % 5) as u8, seed), &mut digest);
    }
    for seed in 0..10 {
        let mut setup = Setup::new(3, 100 + seed);
        setup.expansions = setup.expansions.with(Expansion::HillsSheep);
        play(setup, &mut digest);
    }
    let combination = |mask: u32| {
        let mut setup = Setup::new(2 + (mask % 4) as u8, 1_000 + u64::from(mask));
        for (i, e) in Expansion::ALL.into_iter().enumerate() {
            if mask & (1 << i) != 0 {
                setup.expansions = setup.expansions.with(e);
            }
        }
        setup
    };
    for mask in 1..(1u32 << FIRST) {
        play(combination(mask), &mut digest);
    }
    assert_eq!(digest.0, DIGEST, "the seeded games no longer play as recorded: {:#018x}", digest.0);
    assert_eq!(FIRST + LATER.len(), Expansion::ALL.len(), "each expansion records its games");
    for (n, recorded) in (FIRST..).zip(LATER) {
        for mask in (1u32 << n)..(1u32 << (n + 1)) {
            play(combination(mask), &mut digest);
        }
        let e = Expansion::ALL[n];
        assert_eq!(digest.0, recorded, "the games with {e:?} no longer play as recorded: {:#018x}", digest.0);
    }
}
