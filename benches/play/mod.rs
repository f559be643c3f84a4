//! The games the service benches play through the service, as the bot's players would:
//! timed (`service`) and counted in instructions (`instructions`). A game opens with a
//! fixed stack and every move is a random legal action, so a seed gives the same game.

// The game with every expansion the timelapse tests draw: its stack and its expansions.
#[path = "../../tests/support/timelapse.rs"]
#[allow(dead_code, reason = "the benches play part of the tests' games")]
mod timelapse;

use carcassonne_bot::service::{Command, Context, Front, NewGame, Service, User};
use carcassonne_engine::GameRng;
use carcassonne_engine::{Action, Expansion, TileKind, TileSet};

/// The locale the games are played in, the players' and the server's: English, or
/// `BENCH_LANG` (`BENCH_LANG=fr` measures French games).
pub fn locale() -> String {
    std::env::var("BENCH_LANG").unwrap_or_else(|_| "en-US".into())
}

/// The boxes the game with every expansion leaves out: none, or those `BENCH_LEAVE_OUT`
/// names (`BENCH_LEAVE_OUT=abbey-mayor` plays the game the tree before that box played,
/// to tell the box's own cost from carrying it).
pub fn left_out() -> Vec<Expansion> {
    let names = std::env::var("BENCH_LEAVE_OUT").unwrap_or_default();
    names
        .split(',')
        .filter(|n| !n.is_empty())
        .map(|n| n.parse().expect("BENCH_LEAVE_OUT: a box's word"))
        .collect()
}

/// `name` speaking in `channel` from a terminal.
pub fn ctx(channel: &str, name: &str) -> Context {
    Context {
        guild: "bench".into(),
        channel: channel.into(),
        user: User { id: name.into(), name: name.into() },
        can_manage: false,
        locale: locale(),
        guild_locale: Some(locale()),
        front: Front::Terminal,
        now: 0,
        sent_at: None,
    }
}

/// The rules a game is played by, and so the tiles of its stack.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rules {
    /// The base game, its stack drawn at random from the base tiles.
    #[default]
    Base,
    /// Every expansion, its stack shuffled from every set's box and the base tiles
    /// again (as the timelapse tests' long game).
    Every,
}

/// Opens a two-player game in `channel` by `rules` with a fixed stack of `tiles` tiles.
pub fn start(service: &mut Service, channel: &str, tiles: usize, seed: u64, rules: Rules) {
    let new = match rules {
        Rules::Base => {
            let mut rng = GameRng::from_seed(seed);
            let kinds: Vec<TileKind> = TileKind::of_set(TileSet::Base).collect();
            let stack = (0..tiles).map(|_| kinds[rng.below(kinds.len())]).collect();
            NewGame { seed: Some(seed), tiles: Some(stack), ..NewGame::default() }
        }
        Rules::Every => {
            let setup = timelapse::every_expansion_but(tiles, seed, &left_out());
            NewGame {
                seed: Some(seed),
                tiles: setup.tiles,
                expansions: setup.expansions,
                ..NewGame::default()
            }
        }
    };
    assert!(!service.handle(&ctx(channel, "A"), Command::New(new)).refused);
    assert!(!service.handle(&ctx(channel, "B"), Command::Join).refused);
    assert!(!service.handle(&ctx(channel, "A"), Command::Start { keep_order: true }).refused);
}

/// The next random legal command of `channel`'s game, with who sends it.
pub fn next(service: &mut Service, channel: &str, rng: &mut GameRng) -> Option<(String, Action)> {
    let table = service.table(&ctx(channel, "A")).ok()?;
    let game = table.game.as_ref().filter(|g| !g.is_over())?;
    let seat = game.pending()?.seats.iter().next()?;
    let actions = game.legal_actions(seat);
    Some((table.names()[seat.index()].clone(), actions[rng.below(actions.len())]))
}
