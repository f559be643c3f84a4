//! The games the load bench plays, set up in the bots' database files before any bot
//! starts: through the library as Discord commands would leave them (the fake's server,
//! channel and user ids as strings), without any Discord traffic, so hundreds of games
//! some turns in take seconds. It knows nothing of the fake's network side.

use carcassonne_bot::service::{Command, Context, Database, Front, NewGame, Service, User};
use carcassonne_engine::GameRng;
use carcassonne_engine::{Expansion, Expansions, Phase};

use crate::fake_discord::{Person, Where, payloads};

/// One channel's game as the bench starts it: where, who sits in turn order, and whose
/// placement it waits for.
#[derive(Clone, Debug)]
pub struct Game {
    pub at: Where,
    pub players: Vec<Person>,
    /// The player who places the next tile.
    pub actor: Person,
    /// What the game is played with, for the figures.
    pub expansions: &'static str,
}

/// The expansion mixes games are played with, in turn: the base game, each expansion
/// alone, and all four.
const MIXES: [(&str, &[Expansion]); 6] = [
    ("base", &[]),
    ("hills & sheep", &[Expansion::HillsSheep]),
    ("bridges, castles & bazaars", &[Expansion::BridgesCastlesBazaars]),
    ("gifts", &[Expansion::Gifts]),
    ("monuments", &[Expansion::Monuments]),
    (
        "all four",
        &[Expansion::HillsSheep, Expansion::BridgesCastlesBazaars, Expansion::Gifts, Expansion::Monuments],
    ),
];

/// A snowflake-like id: `ms` milliseconds after Discord's epoch in the top bits (so
/// `(id >> 22) % total` picks a shard as it would on Discord), `n` in the low ones.
fn snowflake(ms: u64, n: usize) -> u64 {
    (ms << 22) | (n as u64 & 0x3f_ffff)
}

/// Milliseconds spread over about a year from 2020 on, by a multiplicative hash of `n`:
/// neighbouring servers fall on unrelated shards.
fn spread(n: usize) -> u64 {
    160_000_000_000 + (n as u64).wrapping_mul(2_654_435_761) % 31_536_000_000
}

/// The `servers` server ids.
pub fn servers(servers: usize) -> Vec<u64> {
    (0..servers).map(|s| snowflake(spread(s), s)).collect()
}

/// The games of `channels` channels spread over `servers` servers, as the bench lays
/// them out: channel `k` on server `k % servers`, 2 to 4 players, a mix of expansions.
pub fn layout(channels: usize, servers: usize) -> Vec<Game> {
    let guilds = self::servers(servers);
    (0..channels)
        .map(|k| {
            let at =
                Where { guild: guilds[k % servers], channel: snowflake(spread(k) + 7_000, 1_000_000 + k) };
            let seats = 2 + (k / MIXES.len()) % 3;
            let players: Vec<Person> = (0..seats)
                .map(|s| Person {
                    id: snowflake(spread(k * 4 + s) + 9_000, 2_000_000 + k * 4 + s),
                    name: Box::leak(format!("P{k}-{s}").into_boxed_str()),
                })
                .collect();
            Game { at, actor: players[0].clone(), players, expansions: MIXES[k % MIXES.len()].0 }
        })
        .collect()
}

/// How many tiles game `k` has on its board when the bench starts: 5 to 28.
fn tiles_in(k: usize) -> usize {
    5 + (k * 7) % 24
}

/// The context of `person`'s command in `game`'s channel, from Discord.
fn ctx(game: &Game, person: &Person) -> Context {
    Context {
        guild: game.at.guild.to_string(),
        channel: game.at.channel.to_string(),
        user: User { id: person.id.to_string(), name: person.name.into() },
        can_manage: false,
        locale: "en-US".into(),
        guild_locale: None,
        now: now_ms(),
        front: Front::Discord,
        sent_at: None,
    }
}

fn now_ms() -> i64 {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

/// Opens, starts and plays `game` (the `k`th) in `service` until it waits for a
/// placement with [`tiles_in`] tiles down, each move a random legal one; sets whose
/// placement it waits for.
fn play_in(service: &mut Service, game: &mut Game, k: usize) {
    let expansions = MIXES[k % MIXES.len()].1.iter().fold(Expansions::default(), |e, x| e.with(*x));
    let new = NewGame { expansions, ..NewGame::default() };
    let host = game.players[0].clone();
    let mut run = |person: &Person, command: Command| {
        let reply = service.handle(&ctx(game, person), command);
        assert!(!reply.refused, "setting up {:?}: {:?}", game.at, reply.private);
    };
    run(&host, Command::New(new));
    for player in &game.players[1..] {
        run(player, Command::Join);
    }
    run(&host, Command::Start { keep_order: true });
    let mut rng = GameRng::from_seed(k as u64);
    loop {
        let table = service.table(&ctx(game, &host)).expect("the game loads");
        let state = table.game.as_ref().expect("a game in progress");
        let decision = state.pending().expect("a game some turns in is not over");
        let seat = decision.seats.iter().next().expect("someone decides");
        let user = table.seats[seat.index()].user_id.clone().expect("people only");
        let person = game.players.iter().find(|p| p.id.to_string() == user).expect("a seated player").clone();
        let placing = matches!(decision.phase, Phase::PlaceTile(_)) && decision.seats.len() == 1;
        if placing && state.board().tiles().len() >= tiles_in(k) {
            game.actor = person;
            return;
        }
        let actions = state.legal_actions(seat);
        let action = actions[rng.below(actions.len())];
        let reply = service.handle(&ctx(game, &person), Command::Play(action));
        assert!(!reply.refused, "{action} in {:?}: {:?}", game.at, reply.private);
    }
}

/// Sets up `games` in the database `db` (a file or a PostgreSQL schema) on two threads
/// (commands serialise only at commit; the rest, a render for each, runs side by side).
pub fn play(db: &Database, games: &mut [(usize, Game)]) {
    let half = games.len().div_ceil(2);
    std::thread::scope(|s| {
        for part in games.chunks_mut(half.max(1)) {
            s.spawn(move || {
                let mut service = Service::connect(db).expect("the bench's database");
                for (k, game) in part {
                    play_in(&mut service, game, *k);
                }
            });
        }
    });
}

/// The shard of `game`'s server out of `total`.
pub fn shard(game: &Game, total: u32) -> u32 {
    payloads::shard_of(game.at.guild, total)
}
