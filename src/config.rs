//! The bot's settings, read once at start from the environment (and `.env`) into a
//! typed struct. It owns parsing and defaults; it must not start anything, and no
//! secret it holds (the token, the database URL's password) shows in `Debug` output,
//! logs or errors: [`secrets`] says how.

use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context as _, Result, bail};

pub mod arenas;
pub mod secrets;

pub use secrets::{DatabaseUrl, Secrets, hide_password};

/// The default database file, relative to the working directory.
pub const DEFAULT_DATABASE_PATH: &str = "./data/carcassonne.db";

/// The default reminder delay, in hours.
pub const DEFAULT_REMINDER_HOURS: f64 = 12.0;

/// How long a command may run before its answer is deferred.
pub const DEFAULT_DEFER_AFTER: Duration = Duration::from_millis(2000);

/// How long a bot player waits before each move.
pub const DEFAULT_BOT_PAUSE: Duration = Duration::from_millis(1500);

/// A hard bot's most thinking per decision unless `BOT_THINK_MS` says otherwise: the
/// bots' own default, a second on one core.
pub const DEFAULT_BOT_THINK: Duration = Duration::from_secs(1);

/// The most a stopping bot (Ctrl-C or SIGTERM) takes, from the signal to its exit: the
/// commands in flight answered and the gateway closed, then the checkpoint and the exit
/// (`discord::StopTime` shares it). 3 s under `docker stop`'s 10 s grace, which the
/// systemd unit's `TimeoutStopSec` matches (`deploy/carcassonne.service`).
pub const DEFAULT_STOP_TIMEOUT: Duration = Duration::from_secs(7);

/// How long a shard's lease lasts unrenewed by default: a dead process's shards are
/// taken over within it (plus the pacing of new sessions), while a renewal every 10 s
/// rides out a slow database for 20 s.
pub const DEFAULT_SHARD_LEASE: Duration = Duration::from_secs(30);

/// An environment variable the bot reads, as `--help` lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variable {
    pub name: &'static str,
    /// What it does, in a line.
    pub meaning: &'static str,
    /// Its value when unset, as it would be written; `None` when unset means off (or,
    /// for the token, that the bot cannot run).
    pub default: Option<&'static str>,
}

/// Every environment variable the bot reads, in the order `--help` lists them: the one
/// list, which [`Config::from_lookup`] reads exactly (a test asks it) and whose defaults
/// are the real ones (a test sets each and finds nothing changed).
pub const VARIABLES: [Variable; 20] = [
    Variable {
        name: "DISCORD_TOKEN",
        meaning: "the bot's token (required to run the bot; never logged)",
        default: None,
    },
    Variable {
        name: "DISCORD_GUILD_ID",
        meaning: "register the commands on this server only, at once (else globally: up to an hour)",
        default: None,
    },
    Variable {
        name: "DATABASE_PATH",
        meaning: "the SQLite database file (unless DATABASE_URL is set)",
        default: Some(DEFAULT_DATABASE_PATH),
    },
    Variable {
        name: "DATABASE_URL",
        meaning: "keep the games in this PostgreSQL database instead (postgres://user@host/db), shared by many processes",
        default: None,
    },
    Variable {
        name: "RUST_LOG",
        meaning: "log filter; logs go to standard error",
        default: Some(DEFAULT_LOG_FILTER),
    },
    Variable {
        name: "REMINDER_HOURS",
        meaning: "ping whoever must act after this many hours of waiting (fractions allowed)",
        default: Some("12"),
    },
    Variable {
        name: "DISCORD_SHARDS",
        meaning: "run only these shards, first-last/total (0-3/8), or auto/total to share them with the other processes on one PostgreSQL database; else all",
        default: None,
    },
    Variable {
        name: "SHARD_LEASE_MS",
        meaning: "milliseconds a process holds a shard without renewing it: how soon the others take over the shards of a process that died",
        default: Some("30000"),
    },
    Variable {
        name: "DISCORD_DEFER_MS",
        meaning: "milliseconds a command may run before its answer is deferred",
        default: Some("2000"),
    },
    Variable {
        name: "BOT_PAUSE_MS",
        meaning: "milliseconds a bot player waits before each move",
        default: Some("1500"),
    },
    Variable {
        name: "BOT_THINK_MS",
        meaning: "the most milliseconds a hard bot thinks about one decision",
        default: Some("1000"),
    },
    Variable {
        name: "GAME_SEED",
        meaning: "seed every new game with this number (its draw and seating), to replay a reported game's draw or run a demo server; unset, each game its own random seed",
        default: None,
    },
    Variable {
        name: "METRICS_ADDR",
        meaning: "serve /metrics and /healthz on this address (127.0.0.1:9100); unset, nothing listens",
        default: None,
    },
    Variable {
        name: "WEB_ADDR",
        meaning: "serve the board page (at / and /board) and its API on this address (127.0.0.1:8080), behind a TLS reverse proxy passing everything on, WebSocket upgrades included; needs WEB_PUBLIC_URL and WEB_LINK_SECRET; unset, nothing listens",
        default: None,
    },
    Variable {
        name: "WEB_PUBLIC_URL",
        meaning: "the board page's public address, as players' links name it (https://board.example.com): the page is at WEB_PUBLIC_URL/board (and /)",
        default: None,
    },
    Variable {
        name: "WEB_LINK_SECRET",
        meaning: "the key that signs the board page's private links, 32 characters or more (never logged)",
        default: None,
    },
    Variable {
        name: "DISCORD_CLIENT_SECRET",
        meaning: "the application's OAuth2 client secret: opens the board page as a Discord Activity too (needs the WEB_ settings; never logged)",
        default: None,
    },
    Variable {
        name: "STOP_TIMEOUT_MS",
        meaning: "once told to stop (Ctrl-C, SIGTERM), the most milliseconds the stop takes: the commands in flight answered, then the database checkpointed, before exiting anyway",
        default: Some("7000"),
    },
    Variable {
        name: "DISCORD_API_BASE",
        meaning: "tests only: send every Discord API call to this base URL",
        default: None,
    },
    Variable {
        name: "CLOCK_FILE",
        meaning: "tests only: read the time (unix milliseconds) from this file, not the clock",
        default: None,
    },
];

/// What `--help` says after the subcommands: that with none the binary runs the bot,
/// and the variables that configure it, with their defaults.
#[must_use]
pub fn help() -> String {
    let width = VARIABLES.iter().map(|v| v.name.len()).max().unwrap_or(0);
    let lines: Vec<String> = VARIABLES
        .iter()
        .map(|v| {
            let default = v.default.map(|d| format!(" [default: {d}]")).unwrap_or_default();
            format!("  {:width$}  {}{default}", v.name, v.meaning)
        })
        .collect();
    format!(
        "With no subcommand, runs the Discord bot until it is stopped. It reads these environment\n\
         variables, and a .env file of them in the working directory (the environment wins):\n\n{}",
        lines.join("\n")
    )
}

/// A secret that prints as `[redacted]`: the bot's token, an interaction's.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// `secret`, kept out of sight.
    #[must_use]
    pub fn new(secret: impl Into<String>) -> Token {
        Token(secret.into())
    }

    /// The secret itself, for the request that sends it.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[redacted]")
    }
}

/// Everything the bot reads from its environment.
#[derive(Clone, Debug)]
pub struct Config {
    /// `DISCORD_TOKEN`; `None` when unset or blank.
    pub token: Option<Token>,
    /// `DISCORD_GUILD_ID`: register commands on this server only (instant).
    pub guild_id: Option<u64>,
    /// `DATABASE_PATH`.
    pub database_path: PathBuf,
    /// `DATABASE_URL`: a `postgres://` URL; when set, the games are there and
    /// `DATABASE_PATH` is not used. It may hold a password, which its `Debug` hides.
    pub database_url: Option<DatabaseUrl>,
    /// `RUST_LOG`, default `warn`.
    pub log_filter: String,
    /// `REMINDER_HOURS` (fractions allowed), default 12.
    pub reminder_delay: Duration,
    /// `DISCORD_API_BASE`: send every API call there instead of Discord (tests).
    pub api_base: Option<String>,
    /// `DISCORD_DEFER_MS`: how long a command may take before its answer is deferred
    /// (Discord wants one within 3 s), counted from when the player sent it and capped
    /// at 2 s after that (`discord::respond`); default 2000, 0 defers every command
    /// (tests).
    pub defer_after: Duration,
    /// `BOT_PAUSE_MS`: how long a bot player waits before each move, so people can
    /// follow; default 1500.
    pub bot_pause: Duration,
    /// `BOT_THINK_MS`: the most a hard bot thinks about one decision; default 1000 (it
    /// stops sooner when its choice is clear). Less makes it quicker and weaker.
    pub bot_think: Duration,
    /// `DISCORD_SHARDS`: run only these shards (`first-last/total`), or a fair share
    /// of `total` among the processes on one database (`auto/total`); default: all,
    /// as many as Discord recommends.
    pub shards: Option<Sharding>,
    /// `SHARD_LEASE_MS`: how long a shard's lease lasts unrenewed (renewed every third
    /// of it): when a process dies, the others take its shards over within it; default
    /// 30000, at least 1000.
    pub shard_lease: Duration,
    /// `CLOCK_FILE` (tests only): read the time, in unix milliseconds, from this file
    /// each time it is needed instead of the system clock, so a test moves time forward
    /// (past a turn clock's deadline) by writing the file.
    pub clock_file: Option<PathBuf>,
    /// `GAME_SEED`: the seed of every game opened from now on, in place of a random
    /// one, so an operator replays a reported game's draw (the games table's `seed`,
    /// negative as stored there or not) or serves a demo whose games all draw alike. It
    /// is stored with each game like any seed, so replays do not depend on it.
    pub game_seed: Option<u64>,
    /// `METRICS_ADDR`: serve Prometheus metrics and a health check on this address
    /// (`127.0.0.1:9100`); unset, nothing listens and nothing is recorded.
    pub metrics_addr: Option<SocketAddr>,
    /// `WEB_ADDR`, `WEB_PUBLIC_URL` and `WEB_LINK_SECRET`: the board page's API, off
    /// unless all three are set.
    pub web: Option<Web>,
    /// `STOP_TIMEOUT_MS`: once told to stop (Ctrl-C, SIGTERM), the most the stop takes:
    /// the commands in flight answered and the gateway closed, then the checkpoint,
    /// before the bot exits anyway (logging what it cut short); default 7000. Keep it at
    /// least 3 s under the service manager's own stop timeout.
    pub stop_timeout: Duration,
}

/// The board page's settings: where its API listens, the public address its links
/// name, and the key that signs them.
#[derive(Clone, Debug)]
pub struct Web {
    /// `WEB_ADDR`: never the metrics address, which has no login.
    pub addr: SocketAddr,
    /// `WEB_PUBLIC_URL`, without a trailing slash: the links' base, and the only origin
    /// whose pages may call the API.
    pub public_url: String,
    /// `WEB_LINK_SECRET`: hidden in `Debug` and in the logs.
    pub link_secret: Token,
    /// The board as a Discord Activity, when `DISCORD_CLIENT_SECRET` is set.
    pub activity: Option<Activity>,
    /// Where its players get their links: what a refused link tells them to do.
    pub links: Links,
    /// What one connection, and one address, may hold of it.
    pub guard: Guard,
}

/// What the board page's connections may hold, so that a stranger reaching `WEB_ADDR`
/// directly cannot keep the page, nor (by spending the process's file descriptors)
/// `/healthz` and the database, from anyone else (`web::guard`). Not settings an
/// operator sets: [`Guard::default`] is what the bot serves with; tests hold a page to
/// less, to see it hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guard {
    /// The connections open at once; the next waits in the system's queue until one
    /// closes. Half of the 1,024 file descriptors a service gets by default.
    pub connections: usize,
    /// The connections open at once from one address; more are closed as they come. A
    /// whole table's pages, sockets and pictures, several times over.
    pub per_address: usize,
    /// Whether loopback addresses share the per-address cap: not when a proxy on this
    /// machine (the guide's nginx or Caddy) carries every member's connections from one.
    pub loopback_capped: bool,
    /// How long a request's body may take to arrive whole (a move is a few dozen
    /// bytes); past it the request is refused with 408 and its connection freed.
    pub body_within: std::time::Duration,
}

impl Default for Guard {
    fn default() -> Guard {
        Guard {
            connections: 512,
            per_address: 64,
            loopback_capped: false,
            body_within: std::time::Duration::from_secs(10),
        }
    }
}

/// Where the board page's players get a link, so that a link it refuses (forged,
/// expired, of an earlier run) tells them where to get a good one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Links {
    /// Discord's turn messages, by their “Open the board” button.
    Discord,
    /// The lines the terminal (`local --web`) prints as it starts, signed with a key of
    /// that run alone: a link of an earlier run opens nothing.
    Terminal,
}

/// What the board page needs to open as a Discord Activity: to learn from Discord
/// itself who opened it and in which channel (nothing the page says about either is
/// trusted), and to let the turn messages launch it.
#[derive(Clone, Debug)]
pub struct Activity {
    /// `DISCORD_CLIENT_SECRET`: exchanges the page's authorization code for the
    /// player's token. Hidden in `Debug` and in the logs.
    pub client_secret: Token,
    /// `DISCORD_TOKEN`: asks Discord which channel and which people an activity's
    /// instance has.
    pub bot_token: Token,
    /// Where Discord's API is: `DISCORD_API_BASE` (tests) or [`DISCORD_BASE`].
    pub api_base: String,
}

/// Discord's API, without `/api/v10`.
pub const DISCORD_BASE: &str = "https://discord.com";

/// The shortest link key accepted: a shorter one could be guessed.
const SHORTEST_LINK_SECRET: usize = 32;

impl Web {
    /// The board page's settings from `value` (trimmed, blank as unset), `None` when
    /// none of them is set; `blank` names a setting set to spaces alone, which is said
    /// as such rather than as one missing.
    fn from_values(
        value: impl Fn(&str) -> Option<String>,
        blank: impl Fn(&str) -> bool,
        metrics: Option<SocketAddr>,
        activity: Option<Activity>,
    ) -> Result<Option<Web>> {
        let (addr, url, secret) = (value("WEB_ADDR"), value("WEB_PUBLIC_URL"), value("WEB_LINK_SECRET"));
        if (addr.is_some() || url.is_some() || secret.is_some())
            && let Some(spaces) =
                ["WEB_ADDR", "WEB_PUBLIC_URL", "WEB_LINK_SECRET"].into_iter().find(|s| blank(s))
        {
            bail!(
                "{spaces} is set to spaces alone: give it a value, or unset WEB_ADDR, WEB_PUBLIC_URL and WEB_LINK_SECRET"
            );
        }
        let (addr, url, secret) = match (addr, url, secret) {
            (None, None, None) if activity.is_some() => {
                bail!(
                    "DISCORD_CLIENT_SECRET opens the board page as an Activity: set WEB_ADDR, WEB_PUBLIC_URL and WEB_LINK_SECRET too"
                )
            }
            (None, None, None) => return Ok(None),
            (Some(addr), Some(url), Some(secret)) => (addr, url, secret),
            _ => bail!("WEB_ADDR, WEB_PUBLIC_URL and WEB_LINK_SECRET go together: set all three, or none"),
        };
        let addr: SocketAddr =
            addr.parse().with_context(|| format!("WEB_ADDR `{addr}` is not an address and port"))?;
        if let Some(metrics) = metrics.filter(|m| overlap(addr, *m)) {
            bail!(
                "WEB_ADDR {addr} overlaps METRICS_ADDR {metrics} (one port, and an address of one of them \
                 takes the other's): give them different ports; the metrics endpoint has no login"
            );
        }
        let Some(rest) = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://")) else {
            bail!("WEB_PUBLIC_URL `{url}` must be an http(s) URL (https://board.example.com)");
        };
        let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
        if host.is_empty() || host.contains(char::is_whitespace) || host.starts_with(':') {
            bail!(
                "WEB_PUBLIC_URL `{url}` names no host: write the page's public address (https://board.example.com)"
            );
        }
        if secret.chars().count() < SHORTEST_LINK_SECRET {
            bail!("WEB_LINK_SECRET must be at least {SHORTEST_LINK_SECRET} characters");
        }
        let public_url = url.trim_end_matches('/').to_string();
        let guard = Guard::default();
        Ok(Some(Web { addr, public_url, link_secret: Token(secret), activity, links: Links::Discord, guard }))
    }
}

/// Whether two listening addresses would take the same connections: one port, and the
/// same address or either one every address (`0.0.0.0`, `[::]`), which takes the other.
fn overlap(a: SocketAddr, b: SocketAddr) -> bool {
    a.port() == b.port() && (a.ip() == b.ip() || a.ip().is_unspecified() || b.ip().is_unspecified())
}

/// Which shards one process runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sharding {
    /// A fixed range, its leases taken at start (refused while another process holds one).
    Range(ShardRange),
    /// A fair share of `total`, among the processes on one database: each takes free
    /// shards up to its share, and the survivors take over those of a process that died.
    Auto {
        /// The bot's number of shards: every process must be started with the same.
        total: u32,
    },
}

impl Sharding {
    /// The bot's number of shards.
    #[must_use]
    pub fn total(self) -> u32 {
        match self {
            Sharding::Range(r) => r.total,
            Sharding::Auto { total } => total,
        }
    }
}

impl std::str::FromStr for Sharding {
    type Err = anyhow::Error;

    /// `auto/8`, or a range as [`ShardRange`] reads it.
    fn from_str(s: &str) -> Result<Sharding> {
        match s.trim().strip_prefix("auto/") {
            Some(total) => match total.trim().parse::<u32>() {
                Ok(total) if total > 0 => Ok(Sharding::Auto { total }),
                _ => bail!("`{total}` is not a number of shards (auto/8, say)"),
            },
            None => s.parse().map(Sharding::Range),
        }
    }
}

/// The shards one process runs: `first..=last` out of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl std::str::FromStr for ShardRange {
    type Err = anyhow::Error;

    /// `0-3/8` (shards 0 to 3 of 8) or `2/8` (shard 2 of 8).
    fn from_str(s: &str) -> Result<ShardRange> {
        let (range, total) =
            s.split_once('/').context("expected first-last/total (0-3/8) or auto/total (auto/8)")?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let number =
            |v: &str| v.trim().parse::<u32>().with_context(|| format!("`{v}` is not a shard number"));
        let (first, last, total) = (number(first)?, number(last)?, number(total)?);
        if first > last || last >= total {
            bail!("shards {first}-{last} do not fit in a total of {total}");
        }
        Ok(ShardRange { first, last, total })
    }
}

/// Crates whose debug and trace logs are floods (every PNG as bytes) or secrets
/// (interaction tokens in request URLs): kept at `info` unless `RUST_LOG` names them.
const NOISY: [&str; 6] = ["serenity", "hyper", "hyper_util", "reqwest", "tungstenite", "rustls"];

/// The directives added to a `RUST_LOG` filter that asks for `debug` or `trace`: `info`
/// for each noisy crate it does not name itself.
pub fn log_filter(filter: &str) -> Vec<String> {
    if !(filter.contains("debug") || filter.contains("trace")) {
        return Vec::new();
    }
    NOISY.iter().filter(|c| !filter.contains(*c)).map(|c| format!("{c}=info")).collect()
}

/// The log filter when `RUST_LOG` is not set.
const DEFAULT_LOG_FILTER: &str = "warn";

/// A game's seed as `GAME_SEED` writes it: the engine's unsigned number, or the signed
/// one the games table stores for it (the same 64 bits), so a seed copied from the
/// database needs no conversion.
fn game_seed(value: &str) -> Result<u64> {
    value
        .parse::<u64>()
        .or_else(|_| value.parse::<i64>().map(|signed| u64::from_ne_bytes(signed.to_ne_bytes())))
        .with_context(|| format!("GAME_SEED `{value}` is not a whole number (a game's seed)"))
}

impl Config {
    /// Reads `.env` if present, then the process environment.
    ///
    /// # Errors
    /// A value that does not parse (a guild id that is not a number, a negative delay).
    pub fn from_env() -> Result<Config> {
        // A missing .env is normal; the variables may come from the environment.
        let _ = dotenvy::dotenv();
        Config::from_lookup(|key| std::env::var(key).ok())
    }

    /// `RUST_LOG` from the environment, default `warn`: the log filter of the terminal
    /// modes, which need no other setting.
    pub fn log_filter_from_env() -> String {
        std::env::var("RUST_LOG")
            .ok()
            .filter(|v| !v.trim().is_empty())
            .unwrap_or_else(|| DEFAULT_LOG_FILTER.into())
    }

    /// Builds the config from any key lookup (the environment, or a map in tests).
    ///
    /// # Errors
    /// As [`Config::from_env`].
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config> {
        let value = |key: &str| get(key).map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        let blank = |key: &str| get(key).is_some_and(|v| !v.is_empty() && v.trim().is_empty());
        let guild_id = value("DISCORD_GUILD_ID")
            .map(|v| v.parse::<u64>().with_context(|| format!("DISCORD_GUILD_ID `{v}` is not a server id")))
            .transpose()?;
        let hours = match value("REMINDER_HOURS") {
            Some(v) => v.parse::<f64>().with_context(|| format!("REMINDER_HOURS `{v}` is not a number"))?,
            None => DEFAULT_REMINDER_HOURS,
        };
        if !(hours.is_finite() && hours > 0.0) {
            bail!("REMINDER_HOURS must be a positive number of hours");
        }
        // A duration its variable gives in milliseconds, `default` without it.
        let millis = |key: &str, default: Duration| -> Result<Duration> {
            let Some(v) = value(key) else { return Ok(default) };
            let ms = v.parse().with_context(|| format!("{key} `{v}` is not a number of milliseconds"))?;
            Ok(Duration::from_millis(ms))
        };
        let shard_lease = millis("SHARD_LEASE_MS", DEFAULT_SHARD_LEASE)?;
        if shard_lease < Duration::from_secs(1) {
            bail!(
                "SHARD_LEASE_MS `{}` is under 1000: a lease must outlast a slow renewal",
                shard_lease.as_millis()
            );
        }
        let metrics_addr = value("METRICS_ADDR")
            .map(|v| v.parse().with_context(|| format!("METRICS_ADDR `{v}` is not an address and port")))
            .transpose()?;
        let token = value("DISCORD_TOKEN").map(Token);
        let api_base = value("DISCORD_API_BASE").map(|v| v.trim_end_matches('/').to_string());
        let activity = match (value("DISCORD_CLIENT_SECRET"), &token) {
            (None, _) => None,
            (Some(_), None) => {
                bail!("DISCORD_CLIENT_SECRET needs DISCORD_TOKEN: the bot asks Discord about each activity")
            }
            (Some(secret), Some(token)) => Some(Activity {
                client_secret: Token(secret),
                bot_token: token.clone(),
                api_base: api_base.clone().unwrap_or_else(|| DISCORD_BASE.into()),
            }),
        };
        Ok(Config {
            web: Web::from_values(value, blank, metrics_addr, activity)?,
            token,
            guild_id,
            database_path: value("DATABASE_PATH").unwrap_or_else(|| DEFAULT_DATABASE_PATH.into()).into(),
            database_url: match value("DATABASE_URL") {
                Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                    Some(DatabaseUrl::new(url))
                }
                Some(_) => bail!(
                    "DATABASE_URL must be a PostgreSQL URL (postgres://user@host/database); \
                     for a SQLite file set DATABASE_PATH instead"
                ),
                None => None,
            },
            log_filter: value("RUST_LOG").unwrap_or_else(|| DEFAULT_LOG_FILTER.into()),
            reminder_delay: Duration::from_secs_f64(hours * 3600.0),
            api_base,
            defer_after: millis("DISCORD_DEFER_MS", DEFAULT_DEFER_AFTER)?,
            bot_pause: millis("BOT_PAUSE_MS", DEFAULT_BOT_PAUSE)?,
            bot_think: millis("BOT_THINK_MS", DEFAULT_BOT_THINK)?,
            shards: value("DISCORD_SHARDS")
                .map(|v| v.parse().with_context(|| format!("DISCORD_SHARDS `{v}`")))
                .transpose()?,
            shard_lease,
            clock_file: value("CLOCK_FILE").map(PathBuf::from),
            game_seed: value("GAME_SEED").map(|v| game_seed(&v)).transpose()?,
            metrics_addr,
            stop_timeout: millis("STOP_TIMEOUT_MS", DEFAULT_STOP_TIMEOUT)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(pairs: &[(&str, &str)]) -> Result<Config> {
        let pairs: Vec<(String, String)> =
            pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_lookup(|key| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()))
    }

    #[test]
    fn defaults_apply_when_unset() {
        let c = config(&[("DISCORD_TOKEN", "  ")]).unwrap();
        assert!(c.token.is_none());
        assert_eq!(c.guild_id, None);
        assert_eq!(c.database_path, PathBuf::from(DEFAULT_DATABASE_PATH));
        assert_eq!(c.log_filter, "warn");
        assert_eq!(c.reminder_delay, Duration::from_secs(12 * 3600));
        assert_eq!(c.api_base, None);
        assert_eq!(c.defer_after, DEFAULT_DEFER_AFTER);
        assert_eq!(c.bot_pause, DEFAULT_BOT_PAUSE);
        assert_eq!(c.bot_think, DEFAULT_BOT_THINK);
        assert_eq!(c.clock_file, None, "the system clock");
        assert_eq!(c.metrics_addr, None, "no metrics endpoint");
        assert_eq!(c.game_seed, None, "each game its own seed");
        assert_eq!(c.stop_timeout, DEFAULT_STOP_TIMEOUT);
        assert!(c.web.is_none(), "no board page");
    }

    /// The one list of variables is what the settings read, no more and no fewer.
    #[test]
    fn the_list_of_variables_is_what_is_read() {
        let asked = std::cell::RefCell::new(Vec::new());
        Config::from_lookup(|key| {
            asked.borrow_mut().push(key.to_owned());
            None
        })
        .unwrap();
        let mut asked = asked.into_inner();
        asked.sort();
        let mut listed: Vec<&str> = VARIABLES.iter().map(|v| v.name).collect();
        listed.sort_unstable();
        assert_eq!(asked, listed);
    }

    /// Each listed default, set explicitly, changes nothing: it is the real default.
    #[test]
    fn the_listed_defaults_are_the_defaults() {
        let unset = format!("{:?}", config(&[]).unwrap());
        for variable in VARIABLES {
            if let Some(default) = variable.default {
                let set = format!("{:?}", config(&[(variable.name, default)]).unwrap());
                assert_eq!(set, unset, "{}", variable.name);
            }
        }
        assert!(VARIABLES.iter().filter(|v| v.default.is_some()).count() >= 6);
        let help = help();
        for variable in VARIABLES {
            assert!(help.contains(variable.name), "{help}");
        }
    }

    #[test]
    fn verbose_logs_keep_the_http_and_gateway_crates_at_info() {
        assert!(log_filter("warn").is_empty());
        let debug = log_filter("debug");
        assert!(debug.contains(&"serenity=info".to_string()) && debug.contains(&"reqwest=info".to_string()));
        assert!(!log_filter("trace,serenity=trace").iter().any(|d| d.starts_with("serenity")));
    }

    #[test]
    fn values_parse_and_the_secrets_are_redacted() {
        let c = config(&[
            ("DISCORD_TOKEN", "secret-token"),
            ("DISCORD_GUILD_ID", "123"),
            ("REMINDER_HOURS", "0.5"),
            ("DISCORD_API_BASE", "http://127.0.0.1:9/"),
            ("DISCORD_DEFER_MS", "0"),
            ("BOT_PAUSE_MS", "200"),
            ("BOT_THINK_MS", "300"),
            ("CLOCK_FILE", "/tmp/now"),
            ("METRICS_ADDR", "127.0.0.1:9100"),
            ("STOP_TIMEOUT_MS", "2500"),
            ("GAME_SEED", "42"),
            ("DATABASE_URL", "postgres://bot:db-password@db.example.com/games"),
        ])
        .unwrap();
        assert_eq!(c.stop_timeout, Duration::from_millis(2500));
        assert_eq!(c.game_seed, Some(42));
        assert_eq!(c.metrics_addr, Some(SocketAddr::from(([127, 0, 0, 1], 9100))));
        assert_eq!(c.clock_file, Some(PathBuf::from("/tmp/now")));
        assert_eq!(c.token.as_ref().map(Token::expose), Some("secret-token"));
        assert_eq!(c.guild_id, Some(123));
        assert_eq!(c.reminder_delay, Duration::from_secs(1800));
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(c.defer_after, Duration::ZERO);
        assert_eq!(c.bot_pause, Duration::from_millis(200));
        assert_eq!(c.bot_think, Duration::from_millis(300));
        assert_eq!(
            c.database_url.as_ref().map(DatabaseUrl::expose),
            Some("postgres://bot:db-password@db.example.com/games")
        );
        let shown = format!("{c:?}");
        assert!(!shown.contains("secret") && !shown.contains("db-password"), "{shown}");
        assert!(shown.contains("postgres://bot:***@db.example.com/games"), "{shown}");
    }

    #[test]
    fn bad_values_are_refused() {
        assert!(config(&[("DISCORD_GUILD_ID", "abc")]).is_err());
        assert!(config(&[("REMINDER_HOURS", "-1")]).is_err());
        assert!(config(&[("REMINDER_HOURS", "soon")]).is_err());
        assert!(config(&[("BOT_PAUSE_MS", "-5")]).is_err());
        assert!(config(&[("BOT_THINK_MS", "1s")]).is_err());
        assert!(config(&[("STOP_TIMEOUT_MS", "30s")]).is_err());
        assert!(config(&[("DISCORD_SHARDS", "3-1/4")]).is_err());
        assert!(config(&[("DISCORD_SHARDS", "0-4/4")]).is_err());
        assert!(config(&[("METRICS_ADDR", "9100")]).is_err(), "an address, not a port alone");
        assert!(config(&[("METRICS_ADDR", "localhost:9100")]).is_err(), "an IP address");
        assert!(config(&[("GAME_SEED", "seven")]).is_err());
        assert!(config(&[("GAME_SEED", "1.5")]).is_err());
    }

    /// A seed copied from the games table, where it is stored signed, is the game's own.
    #[test]
    fn a_game_seed_is_read_as_the_engine_or_the_database_writes_it() {
        let seed = |v: &str| config(&[("GAME_SEED", v)]).unwrap().game_seed;
        assert_eq!(seed("18446744073709551615"), Some(u64::MAX));
        assert_eq!(seed("-1"), Some(u64::MAX));
        assert_eq!(seed("-9223372036854775808"), Some(1 << 63));
        assert_eq!(seed(" 7 "), Some(7));
    }

    #[test]
    fn the_board_page_needs_its_three_settings_and_hides_its_key() {
        let secret = "a-link-secret-of-thirty-two-chars!";
        let c = config(&[
            ("WEB_ADDR", "127.0.0.1:8080"),
            ("WEB_PUBLIC_URL", "https://board.example.com/"),
            ("WEB_LINK_SECRET", secret),
        ])
        .unwrap();
        let web = c.web.as_ref().expect("the board page");
        assert_eq!(web.addr, SocketAddr::from(([127, 0, 0, 1], 8080)));
        assert_eq!(web.public_url, "https://board.example.com");
        assert_eq!(web.link_secret.expose(), secret);
        assert!(!format!("{c:?}").contains(secret), "{c:?}");
        assert!(config(&[("WEB_ADDR", "127.0.0.1:8080")]).is_err(), "not alone");
        let short = [
            ("WEB_ADDR", "127.0.0.1:8080"),
            ("WEB_PUBLIC_URL", "https://b.example"),
            ("WEB_LINK_SECRET", "short"),
        ];
        assert!(config(&short).is_err(), "a guessable key");
        let same = [
            ("WEB_ADDR", "127.0.0.1:9100"),
            ("METRICS_ADDR", "127.0.0.1:9100"),
            ("WEB_PUBLIC_URL", "https://b.example"),
            ("WEB_LINK_SECRET", secret),
        ];
        assert!(config(&same).is_err(), "never the metrics address");
    }

    /// What is wrong with the board page's settings is said precisely: a public address
    /// without a host, a key of spaces (not as a missing setting), and an address
    /// overlapping the metrics endpoint's (every address on its port), not left to
    /// fail as "address in use".
    #[test]
    fn the_board_page_settings_say_precisely_what_is_wrong() {
        let secret = "a-link-secret-of-thirty-two-chars!";
        let refused = |pairs: &[(&str, &str)]| format!("{:#}", config(pairs).expect_err("refused"));
        let page = |url: &'static str, key: &'static str| {
            [("WEB_ADDR", "127.0.0.1:8080"), ("WEB_PUBLIC_URL", url), ("WEB_LINK_SECRET", key)]
        };
        for url in ["https://", "http://", "https:///board", "https://:8443"] {
            let said = refused(&page(url, secret));
            assert_eq!(
                said,
                format!(
                    "WEB_PUBLIC_URL `{url}` names no host: write the page's public address (https://board.example.com)"
                )
            );
        }
        assert_eq!(
            refused(&page("https://b.example", "    ")),
            "WEB_LINK_SECRET is set to spaces alone: give it a value, or unset WEB_ADDR, WEB_PUBLIC_URL and WEB_LINK_SECRET"
        );
        for (web, metrics) in [("0.0.0.0:9100", "127.0.0.1:9100"), ("127.0.0.1:9100", "[::]:9100")] {
            let mut pairs = page("https://b.example", secret).to_vec();
            pairs[0].1 = web;
            pairs.push(("METRICS_ADDR", metrics));
            let said = refused(&pairs);
            assert!(said.starts_with(&format!("WEB_ADDR {web} overlaps METRICS_ADDR {metrics}")), "{said}");
        }
        let apart = [("METRICS_ADDR", "127.0.0.1:9100"), ("WEB_ADDR", "0.0.0.0:8080")];
        let mut pairs = page("https://b.example", secret).to_vec();
        pairs[0] = apart[1];
        pairs.push(apart[0]);
        assert!(config(&pairs).is_ok(), "other ports do not overlap");
    }

    #[test]
    fn the_activity_needs_the_board_page_and_the_token_and_hides_its_secret() {
        let link_secret = "a-link-secret-of-thirty-two-chars!";
        let client_secret = "the-client-secret-of-the-app";
        let page = [
            ("WEB_ADDR", "127.0.0.1:8080"),
            ("WEB_PUBLIC_URL", "https://board.example.com"),
            ("WEB_LINK_SECRET", link_secret),
        ];
        assert!(config(&page).unwrap().web.unwrap().activity.is_none(), "off without a client secret");
        let mut all = page.to_vec();
        all.extend([("DISCORD_TOKEN", "bot-token"), ("DISCORD_CLIENT_SECRET", client_secret)]);
        let c = config(&all).unwrap();
        let activity = c.web.as_ref().and_then(|w| w.activity.as_ref()).expect("the Activity");
        assert_eq!(activity.client_secret.expose(), client_secret);
        assert_eq!(activity.bot_token.expose(), "bot-token");
        assert_eq!(activity.api_base, DISCORD_BASE);
        assert!(!format!("{c:?}").contains(client_secret), "{c:?}");
        all.push(("DISCORD_API_BASE", "http://127.0.0.1:9/"));
        let c = config(&all).unwrap();
        assert_eq!(c.web.and_then(|w| w.activity).map(|a| a.api_base).as_deref(), Some("http://127.0.0.1:9"));
        let alone = [("DISCORD_TOKEN", "bot-token"), ("DISCORD_CLIENT_SECRET", client_secret)];
        assert!(config(&alone).is_err(), "the Activity is the board page");
        let no_token: Vec<_> = all.iter().copied().filter(|(k, _)| *k != "DISCORD_TOKEN").collect();
        assert!(config(&no_token).is_err(), "the token asks Discord about instances");
    }

    #[test]
    fn shard_ranges_parse() {
        assert_eq!("0-3/8".parse::<ShardRange>().unwrap(), ShardRange { first: 0, last: 3, total: 8 });
        assert_eq!("2/8".parse::<ShardRange>().unwrap(), ShardRange { first: 2, last: 2, total: 8 });
        assert!("8".parse::<ShardRange>().is_err());
        assert_eq!("auto/4".parse::<Sharding>().unwrap(), Sharding::Auto { total: 4 });
        assert_eq!(
            "1-2/4".parse::<Sharding>().unwrap(),
            Sharding::Range(ShardRange { first: 1, last: 2, total: 4 })
        );
        assert!("auto/0".parse::<Sharding>().is_err());
        assert!("auto".parse::<Sharding>().is_err());
    }
}
