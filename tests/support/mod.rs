//! What the integration tests share, written once. Here the service's helpers: a
//! person's context, a game file in a temporary folder and the service over it (for
//! what is about a SQLite file), the two ways a reply is checked (accepted, refused),
//! and the random stacks and fronts of whole random games. Beside it the Abbey & Mayor
//! hole's scenario (`abbey_hole`), the two stores a test runs on, `on_both!` and the
//! service over either (`backends`), a machine kept busy by CPU-bound processes
//! (`busy`), the store's
//! (`store`), the renderer's (`render`), the French checks (`french`), games of every
//! kind to fill a database with (`games`), GIFs read back (`gif`), how long any wait
//! lasts before it fails (`patience`), PostgreSQL failing as deployments see it
//! (`pg_faults`), the timelapse games
//! (`timelapse`), the fake Discord (`fake_discord`), the board page's API served on
//! loopback (`web`) and the guide's reverse proxies run in front of it (`proxy`). Only
//! test setup lives here, no
//! assertion about a rule.

pub mod abbey_hole;
pub mod backends;
pub mod busy;
pub mod fake_discord;
pub mod french;
pub mod games;
pub mod gif;
pub mod patience;
pub mod pg_faults;
pub mod proxy;
pub mod render;
pub mod store;
pub mod timelapse;
pub mod tower;
pub mod web;

pub use patience::PATIENCE;

use std::path::{Path, PathBuf};

use carcassonne_bot::service::{Context, Front, Reply, Service, User};
use carcassonne_bot::store::Store;
use carcassonne_engine::GameRng;
use carcassonne_engine::{Expansion, TileKind, TileSet};

/// A fixed "now" (2023-11-14), so games start at the same moment in every run.
pub const T0: i64 = 1_700_000_000_000;

/// `user` (id `id-USER`) asking in channel "c" of server "g", from the terminal, in
/// English, at `T0`; tests change what they need with `Context { .., ..person(…) }`.
pub fn person(user: &str) -> Context {
    Context {
        guild: "g".into(),
        channel: "c".into(),
        user: User { id: format!("id-{user}"), name: user.into() },
        can_manage: false,
        locale: "en-US".into(),
        guild_locale: None,
        front: Front::Terminal,
        now: T0,
        sent_at: None,
    }
}

/// `user` as the terminal driver (`local`) acts for them: in its one channel, allowed
/// to manage, at time 0.
pub fn driver(user: &str) -> Context {
    Context {
        guild: "local".into(),
        channel: "local".into(),
        user: User { id: format!("local:{user}"), name: user.into() },
        can_manage: true,
        now: 0,
        ..person(user)
    }
}

/// A temporary folder (kept while the first value lives) and a game file's path in it.
pub fn db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("games.db");
    (dir, path)
}

/// The service over the game file at `path`, opened as the bot opens it (a restart is
/// opening it again).
pub fn service(path: &Path) -> Service {
    Service::new(Store::open(path).expect("open store"))
}

/// The whole database as text, to prove a command wrote nothing.
pub fn dump(path: &Path) -> String {
    Store::open(path).expect("open store").read(|tx| tx.dump()).expect("dump")
}

/// `reply`, checked to be no refusal.
pub fn ok(reply: Reply) -> Reply {
    assert!(!reply.refused, "refused: {:?}", reply.private);
    reply
}

/// Why `reply` refused, checked to be a refusal.
pub fn refused(reply: Reply) -> String {
    assert!(reply.refused, "accepted: {:?}", reply.public);
    reply.private.expect("a refusal says why")
}

/// The terminal's words or Discord's, at random.
pub fn front(rng: &mut GameRng) -> Front {
    if rng.below(2) == 0 { Front::Terminal } else { Front::Discord }
}

/// Plays on until bots have made `turns` moves: each bot of the channel of `bots` by
/// itself, and whenever none may move, a person's move by `person`.
pub fn while_bots_move(s: &mut Service, bots: &Context, turns: usize, mut person: impl FnMut(&mut Service)) {
    let mut moved = 0;
    while moved < turns {
        if s.bot_turn(bots, carcassonne_bot::ai::Budget::default()).is_some() {
            moved += 1;
        } else {
            person(s);
        }
    }
}

/// A stack of `count` tiles drawn at random from the base game's and the expansions'
/// tiles (bazaars, hills and bridges among them): a whole game, start to final scoring,
/// with every kind of tile, short enough to draw every board in a test.
pub fn shuffled_stack(rng: &mut GameRng, count: usize) -> Vec<TileKind> {
    let sets = [
        TileSet::Base,
        TileSet::Expansion(Expansion::HillsSheep),
        TileSet::Expansion(Expansion::BridgesCastlesBazaars),
    ];
    shuffled(in_box(TileKind::all().filter(|k| sets.contains(&k.def().set))), rng, count)
}

/// Each of `kinds` as many times as its box holds it.
pub fn in_box(kinds: impl Iterator<Item = TileKind>) -> Vec<TileKind> {
    kinds.flat_map(|k| std::iter::repeat_n(k, usize::from(k.def().count))).collect()
}

/// `items` in an order drawn by `rng` (each swapped with one at random at or before
/// it, from the last), cut at `count`: a test's fixed draw order.
pub fn shuffled<T>(mut items: Vec<T>, rng: &mut GameRng, count: usize) -> Vec<T> {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
    items.truncate(count);
    items
}
