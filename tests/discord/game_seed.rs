//! The operator's `GAME_SEED` (docs/operating.md, "Fixing the draw"), through the real
//! bot binary and the fake Discord: set, every game the bot opens draws from it, so the
//! games of two channels played alike deal the same tiles, and each keeps that seed in
//! the store; unset, each game draws from a seed of its own.

use std::sync::{Arc, Mutex};

use super::stored;
use crate::support::backends::{TestDb, on_both};
use crate::support::fake_discord;

use fake_discord::bot::Bot;
use fake_discord::{Fake, Person, Where};
use serde_json::json;

/// The seed the operator sets, negative as the games table prints a seed of 2⁶⁴ − 3.
const SET: &str = "-3";

/// The channel numbered `n` on the fake's server.
fn channel(n: u64) -> Where {
    Where { guild: fake_discord::GUILD_ID, channel: fake_discord::CHANNEL_ID + n }
}

/// Opens a game of Alice and Bob at `at` and plays its first `turns` placements (the
/// first offered each time, no figure): every public text of it, which names the
/// tiles each player is dealt.
async fn first_turns(fake: &Fake, at: Where, players: &[Person; 2], turns: usize) -> Vec<String> {
    let opened = fake.command_in(at, &players[0], "new", json!([])).await;
    assert!(!opened.ephemeral(), "{opened:?}");
    let joined = fake.command_in(at, &players[1], "join", json!([])).await;
    assert!(!joined.ephemeral(), "{joined:?}");
    // Seated as the seed shuffles them: the same seed, the same order.
    let started = fake.command_in(at, &players[0], "start", json!([])).await;
    assert!(!started.ephemeral(), "{started:?}");
    let mut told = vec![started.content().to_string()];
    let mut next = pinged(started.allowed_users(), players);
    for turn in 0..turns {
        let placed = fake.play_turn_in(at, &next, turn + 1).await;
        told.push(placed.content().to_string());
        next = players.iter().find(|p| p.id != next.id).expect("two players").clone();
    }
    told
}

/// The one player of `players` that `users` pings.
fn pinged(users: Vec<String>, players: &[Person; 2]) -> Person {
    let [user] = &users[..] else { panic!("one player to ping: {users:?}") };
    players.iter().find(|p| p.id.to_string() == *user).expect("a seated player").clone()
}

/// The seed stored with the open game at `at`.
fn stored_seed(db: &TestDb, at: Where) -> u64 {
    let (guild, channel) = (at.guild.to_string(), at.channel.to_string());
    stored(db, |tx| Ok(tx.open_game(&guild, &channel)?.expect("an open game").seed))
}

on_both! {
    async fn game_seed_deals_every_new_game_alike_and_unset_each_its_own(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let players = [
            Person { id: 111_111_111_111_111_111, name: "Alice" },
            Person { id: 222_222_222_222_222_222, name: "Bob" },
        ];

        let bot = Bot::ready(&fake, &db, &log, 1, &[("GAME_SEED", SET)]).await;
        let seeded = [channel(0), channel(1)];
        let first = first_turns(&fake, seeded[0], &players, 4).await;
        let second = first_turns(&fake, seeded[1], &players, 4).await;
        assert_eq!(first, second, "the same seating and the same tiles in both channels");
        for at in seeded {
            assert_eq!(stored_seed(&db, at), u64::MAX - 2, "kept with the game, as it was set");
        }
        bot.stop();

        // Unset, two games opened alike draw from seeds of their own; the seeded games
        // keep theirs.
        let bot = Bot::ready(&fake, &db, &log, 2, &[]).await;
        let unseeded = [channel(2), channel(3)];
        for at in unseeded {
            first_turns(&fake, at, &players, 1).await;
        }
        let seeds = unseeded.map(|at| stored_seed(&db, at));
        assert_ne!(seeds[0], seeds[1], "each game its own seed");
        assert!(!seeds.contains(&(u64::MAX - 2)), "{seeds:?}");
        assert_eq!(stored_seed(&db, seeded[0]), u64::MAX - 2);
        bot.stop();
    }
}
