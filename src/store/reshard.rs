//! Moving every server's data into new database files for a new split of Discord's
//! shards between bot processes (`carcassonne-bot reshard`).
//!
//! Each process serves a range of shards and keeps its servers in its own file; a server
//! belongs to the shard Discord routes it to ([`shard_of`]). Changing the number of
//! processes (or of shards) moves servers between processes, so their rows must move
//! between files: this module reads the old files (read-only, each held as a running bot
//! holds it, so none is in use) and writes one new file per new shard range, every table
//! routed as `store::sources` lists it, ids kept unless two sources used the same
//! ones (then the later source's move up, as that module says).

use std::path::{Path, PathBuf};
use std::str::FromStr;

use rusqlite::Connection;

use super::holder::{HoldError, Holder};
use super::sources::{self, ReadError, Route, Source, TABLES, Table, Taken};
use super::{Status, Store, StoreError, schema};
use crate::config::ShardRange;

pub use super::sources::Shift;

/// The shard of `total` that serves a server: Discord's rule, `(server_id >> 22) %
/// total` (the id's creation time), by which the gateway sends each server's events to
/// one shard. A server id that is not a number (only terminal games have one) goes to
/// shard 0.
#[must_use]
pub fn shard_of(server_id: &str, total: u32) -> u32 {
    let shard = server_id.parse::<u64>().ok().and_then(|id| (id >> 22).checked_rem(u64::from(total)));
    shard.and_then(|shard| u32::try_from(shard).ok()).unwrap_or(0)
}

/// Whether the server id is a Discord one (a number), which [`shard_of`] can place.
#[must_use]
pub fn is_discord_id(server_id: &str) -> bool {
    server_id.parse::<u64>().is_ok()
}

/// The new split: shard ranges covering `0..total` exactly once, one output file each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shards(Vec<ShardRange>);

/// A split that does not cover every shard exactly once, or does not parse.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadShards(String);

impl Shards {
    /// The ranges, in shard order.
    #[must_use]
    pub fn ranges(&self) -> &[ShardRange] {
        &self.0
    }

    /// The number of shards the ranges split.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.0.first().map_or(1, |r| r.total)
    }

    /// The index of the range that holds `shard`.
    fn range_of(&self, shard: u32) -> usize {
        self.0.iter().position(|r| (r.first..=r.last).contains(&shard)).unwrap_or(0)
    }
}

impl FromStr for Shards {
    type Err = BadShards;

    /// `4` (four processes of one shard each) or ranges of one total covering every
    /// shard once: `0-1/4,2-3/4`.
    fn from_str(spec: &str) -> Result<Shards, BadShards> {
        if let Ok(total) = spec.trim().parse::<u32>() {
            if total == 0 {
                return Err(BadShards("there must be at least 1 shard".into()));
            }
            return Ok(Shards(
                (0..total).map(|shard| ShardRange { first: shard, last: shard, total }).collect(),
            ));
        }
        let mut ranges = spec
            .split(',')
            .map(|range| {
                range.parse::<ShardRange>().map_err(|e| BadShards(format!("`{}`: {e:#}", range.trim())))
            })
            .collect::<Result<Vec<_>, _>>()?;
        ranges.sort_by_key(|r| r.first);
        let total = ranges.first().map_or(0, |r| r.total);
        if let Some(other) = ranges.iter().find(|r| r.total != total) {
            return Err(BadShards(format!(
                "every range needs the same total, not {total} and {}",
                other.total
            )));
        }
        let mut next = 0;
        for range in &ranges {
            if range.first < next {
                return Err(BadShards(format!("shard {} is in two ranges", range.first)));
            }
            if range.first > next {
                return Err(BadShards(format!("shards {next} to {} are in no range", range.first - 1)));
            }
            next = range.last + 1;
        }
        if next < total {
            return Err(BadShards(format!("shards {next} to {} are in no range", total - 1)));
        }
        Ok(Shards(ranges))
    }
}

/// The file name of a range's output: `shards-0-1-of-4.db`, or `shard-2-of-4.db` for
/// one shard.
#[must_use]
pub fn file_name(range: ShardRange) -> String {
    if range.first == range.last {
        format!("shard-{}-of-{}.db", range.first, range.total)
    } else {
        format!("shards-{}-{}-of-{}.db", range.first, range.last, range.total)
    }
}

/// Why resharding refused or failed. Nothing was written in the old files either way,
/// and no new file is left behind.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReshardError {
    #[error("{} does not exist", .0.display())]
    Missing(PathBuf),

    #[error("{} is given twice", .0.display())]
    Twice(PathBuf),

    /// A bot (or another reshard) is running on a source.
    #[error(transparent)]
    Held(#[from] HoldError),

    #[error(
        "{} has schema version {found} but this version of the bot writes {latest}: start this version \
         of the bot on it once (it brings the file up to date), stop it, then reshard",
        path.display()
    )]
    OldSchema { path: PathBuf, found: usize, latest: usize },

    #[error(
        "{} has schema version {found}, written by a newer version of the bot than this one ({latest}): \
         reshard with that version",
        path.display()
    )]
    NewerSchema { path: PathBuf, found: usize, latest: usize },

    #[error("{} already exists: reshard writes new files only (move it away or pick another --out)", .0.display())]
    Exists(PathBuf),

    /// Two sources both hold rows of one server: they are not the files of distinct
    /// shard ranges.
    #[error(
        "server {server} is in both {} and {}: each source must be one process's file of one split",
        first.display(), second.display()
    )]
    SharedServer { server: String, first: PathBuf, second: PathBuf },

    #[error("cannot write {}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    #[error("reading or writing the databases failed")]
    Store(#[from] StoreError),
}

impl From<rusqlite::Error> for ReshardError {
    fn from(err: rusqlite::Error) -> Self {
        Self::Store(err.into())
    }
}

/// What one output file holds: servers, games by status (in [`Status::ALL`]'s order),
/// and what hangs off them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Moved {
    pub servers: u64,
    pub games: [u64; 4],
    pub actions: u64,
    pub reminders: u64,
    /// Running games with a turn clock.
    pub clocks: u64,
    pub ratings: u64,
}

impl Moved {
    /// Games of every status.
    #[must_use]
    pub fn all_games(&self) -> u64 {
        self.games.iter().sum()
    }

    fn plus(self, other: Moved) -> Moved {
        let mut games = self.games;
        games.iter_mut().zip(other.games).for_each(|(sum, n)| *sum += n);
        Moved {
            servers: self.servers + other.servers,
            games,
            actions: self.actions + other.actions,
            reminders: self.reminders + other.reminders,
            clocks: self.clocks + other.clocks,
            ratings: self.ratings + other.ratings,
        }
    }
}

/// One new file and what went into it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    pub path: PathBuf,
    pub range: ShardRange,
    pub moved: Moved,
}

/// What a reshard did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resharded {
    pub outputs: Vec<Output>,
    pub shifts: Vec<Shift>,
    /// People's direct-message choices, copied into every output.
    pub notify_choices: u64,
    /// Servers whose id is not Discord's (terminal games), put in shard 0.
    pub not_discord: Vec<String>,
}

impl Resharded {
    /// Everything moved, over all outputs.
    #[must_use]
    pub fn total(&self) -> Moved {
        self.outputs.iter().fold(Moved::default(), |sum, output| sum.plus(output.moved))
    }
}

/// Moves everything in the files `sources` into one new file per range of `shards` in
/// the folder `out` (made if needed), named by [`file_name`].
///
/// The sources are held (as a running bot holds its file) while this runs and opened
/// read-only; the outputs are written as `NAME.partial`, each source's rows in one
/// transaction, and renamed once all are complete, so a failure leaves no new file.
///
/// # Errors
/// The refusals of [`ReshardError`], before anything is written; SQLite and file system
/// failures while writing, after which the partial outputs are removed.
pub fn reshard(sources: &[PathBuf], shards: &Shards, out: &Path) -> Result<Resharded, ReshardError> {
    sources::check_paths(sources).map_err(|(path, twice)| {
        if twice { ReshardError::Twice(path) } else { ReshardError::Missing(path) }
    })?;
    let _held: Vec<Holder> = sources.iter().map(|path| Holder::take(path)).collect::<Result<_, _>>()?;
    let outputs: Vec<PathBuf> = shards.ranges().iter().map(|range| out.join(file_name(*range))).collect();
    if let Some(taken) = outputs.iter().flat_map(|path| [path.clone(), partial(path)]).find(|p| p.exists()) {
        return Err(ReshardError::Exists(taken));
    }
    let sources = read_sources(sources)?;
    let total = shards.total();
    std::fs::create_dir_all(out).map_err(|source| ReshardError::Io { path: out.to_path_buf(), source })?;

    let mut partials = Partials(Vec::new());
    let mut written = Vec::new();
    let mut notify_choices = 0;
    for (index, (range, path)) in shards.ranges().iter().zip(&outputs).enumerate() {
        let partial = partial(path);
        partials.0.push(partial.clone());
        let mut store = Store::open(&partial)?;
        let conn = store.sqlite().expect("a file opened with Store::open is SQLite");
        for source in &sources {
            let servers: Vec<&str> = source
                .servers
                .iter()
                .filter(|server| shards.range_of(shard_of(server, total)) == index)
                .map(String::as_str)
                .collect();
            copy(conn, source, &servers)?;
        }
        let moved = count(conn)?;
        // The same in every output: each gets everyone's.
        notify_choices = conn.query_row("SELECT COUNT(*) FROM notify_prefs", [], |row| row.get(0))?;
        // Closing checkpoints the log into the file, which can then be renamed alone.
        drop(store);
        written.push(Output { path: path.clone(), range: *range, moved });
    }
    for path in &outputs {
        std::fs::rename(partial(path), path)
            .map_err(|source| ReshardError::Io { path: path.clone(), source })?;
    }
    partials.0.clear();
    // The renames last only once the folder itself is on disk.
    std::fs::File::open(out)
        .and_then(|dir| dir.sync_all())
        .map_err(|source| ReshardError::Io { path: out.to_path_buf(), source })?;

    let mut not_discord: Vec<String> =
        sources.iter().flat_map(|s| &s.servers).filter(|s| !is_discord_id(s)).cloned().collect();
    not_discord.sort();
    Ok(Resharded {
        outputs: written,
        notify_choices,
        shifts: sources.into_iter().map(|s| s.shift).filter(Shift::moves).collect(),
        not_discord,
    })
}

/// Where an output is written until every output is complete.
fn partial(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".partial");
    PathBuf::from(name)
}

/// Outputs being written, removed with SQLite's side files when dropped (on a failure)
/// unless the list was emptied once they were all renamed.
#[derive(Debug)]
struct Partials(Vec<PathBuf>);

impl Drop for Partials {
    fn drop(&mut self) {
        for path in &self.0 {
            for suffix in ["", "-wal", "-shm"] {
                let mut name = path.as_os_str().to_owned();
                name.push(suffix);
                let _ = std::fs::remove_file(PathBuf::from(name));
            }
        }
    }
}

/// Checks each source's schema, then reads their servers and ids: see
/// [`sources::read`].
fn read_sources(paths: &[PathBuf]) -> Result<Vec<Source>, ReshardError> {
    let latest = schema::latest_version();
    for path in paths {
        let found = sources::version(path)?;
        if found < latest {
            return Err(ReshardError::OldSchema { path: path.clone(), found, latest });
        }
        if found > latest {
            return Err(ReshardError::NewerSchema { path: path.clone(), found, latest });
        }
    }
    let files: Vec<(PathBuf, PathBuf)> = paths.iter().map(|path| (path.clone(), path.clone())).collect();
    sources::read(&files, Taken::default()).map_err(|err| match err {
        ReadError::SharedServer { server, first, second } => {
            ReshardError::SharedServer { server, first, second }
        }
        ReadError::Sqlite(err) => err.into(),
    })
}

/// Copies `source`'s rows of `servers` (and every person's choices) into the output
/// `conn`, in one transaction, its ids shifted as the source says.
fn copy(conn: &mut Connection, source: &Source, servers: &[&str]) -> Result<(), StoreError> {
    let uri = format!(
        "file:{}?mode=ro",
        uri_path(&std::path::absolute(&source.read_from).unwrap_or_else(|_| source.read_from.clone()))
    );
    conn.execute("ATTACH DATABASE ?1 AS src", [uri])?;
    let copied = (|| {
        let tx = conn.transaction()?;
        tx.execute_batch(
            "CREATE TEMP TABLE IF NOT EXISTS routed (guild_id TEXT PRIMARY KEY); DELETE FROM routed;",
        )?;
        for server in servers {
            tx.prepare_cached("INSERT INTO routed (guild_id) VALUES (?1)")?.execute([server])?;
        }
        for table in TABLES {
            tx.execute(&insert(&tx, table, &source.shift)?, [])?;
        }
        tx.commit()
    })();
    // Detached whatever happened, so the next source can be attached.
    let detached = conn.execute("DETACH DATABASE src", []);
    copied?;
    detached?;
    Ok(())
}

/// A path as a `file:` URI's path: `%`, `?` and `#` escaped.
fn uri_path(path: &Path) -> String {
    let text = path.to_string_lossy();
    text.replace('%', "%25").replace('?', "%3f").replace('#', "%23")
}

/// The statement copying `table`'s routed rows from `src` into `main`.
fn insert(conn: &Connection, table: &Table, shift: &Shift) -> rusqlite::Result<String> {
    let columns: Vec<String> = conn
        .prepare(&format!("PRAGMA main.table_info(\"{}\")", table.name))?
        .query_map([], |row| row.get(1))?
        .collect::<Result<_, _>>()?;
    let values: Vec<String> = columns
        .iter()
        .map(|column| {
            let by = table.shift_of(column, shift);
            if by == 0 { format!("\"{column}\"") } else { format!("\"{column}\" + {by}") }
        })
        .collect();
    let (name, list) =
        (table.name, columns.iter().map(|c| format!("\"{c}\"")).collect::<Vec<_>>().join(", "));
    let routed = "SELECT guild_id FROM temp.routed";
    let tail = match table.route {
        Route::Server => format!("WHERE guild_id IN ({routed})"),
        Route::Game => format!("WHERE game_id IN (SELECT id FROM src.games WHERE guild_id IN ({routed}))"),
        Route::Nowhere => "WHERE false".to_owned(),
        Route::Everywhere { newest, .. } => {
            let set: Vec<String> = columns.iter().map(|c| format!("\"{c}\" = excluded.\"{c}\"")).collect();
            format!(
                "WHERE true ON CONFLICT DO UPDATE SET {} WHERE excluded.\"{newest}\" > \"{name}\".\"{newest}\"",
                set.join(", ")
            )
        }
    };
    Ok(format!(
        "INSERT INTO main.\"{name}\" ({list}) SELECT {} FROM src.\"{name}\" {tail}",
        values.join(", ")
    ))
}

/// What an output holds.
fn count(conn: &Connection) -> rusqlite::Result<Moved> {
    let number = |sql: &str| conn.query_row(sql, [], |row| row.get::<_, u64>(0));
    let mut games = [0; 4];
    for (n, status) in games.iter_mut().zip(Status::ALL) {
        *n = conn
            .query_row("SELECT COUNT(*) FROM games WHERE status = ?1", [status.as_str()], |row| row.get(0))?;
    }
    Ok(Moved {
        servers: number(&format!("SELECT COUNT(*) FROM ({})", sources::servers_query("main.")))?,
        games,
        actions: number("SELECT COUNT(*) FROM actions")?,
        reminders: number("SELECT COUNT(*) FROM reminders")?,
        clocks: number("SELECT COUNT(*) FROM games WHERE status = 'active' AND clock_ms IS NOT NULL")?,
        ratings: number("SELECT COUNT(*) FROM ratings")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reshard's statement shifts every column holding a game id (the list of tables
    /// is checked against the schema in [`super::sources`]).
    #[test]
    fn every_game_id_is_shifted() {
        let mut store = Store::open_in_memory().expect("open");
        let conn = store.sqlite().expect("sqlite");
        for table in TABLES {
            let sql = insert(conn, table, &Shift { source: PathBuf::new(), games: 7, results: 9 })
                .expect("statement");
            let has_game_id = conn
                .prepare(&format!("SELECT 1 FROM pragma_table_info('{}') WHERE name = 'game_id'", table.name))
                .and_then(|mut stmt| stmt.exists([]))
                .expect("columns");
            assert_eq!(has_game_id, sql.contains("\"game_id\" + 7"), "{}: {sql}", table.name);
        }
    }

    #[test]
    fn a_server_goes_to_the_shard_discord_sends_it_to() {
        let server = (1_234_567_u64 << 22) | 0x3_ffff;
        assert_eq!(shard_of(&server.to_string(), 4), 1_234_567 % 4);
        assert_eq!(shard_of(&server.to_string(), 1), 0);
        assert_eq!(shard_of("local", 4), 0, "a terminal game's server");
        assert!(!is_discord_id("local") && is_discord_id("81384788765712384"));
    }

    #[test]
    fn a_split_covers_every_shard_once() {
        let range = |first, last, total| ShardRange { first, last, total };
        assert_eq!("2".parse::<Shards>().expect("two").ranges(), [range(0, 0, 2), range(1, 1, 2)]);
        assert_eq!(
            "2-3/4,0-1/4".parse::<Shards>().expect("ranges").ranges(),
            [range(0, 1, 4), range(2, 3, 4)]
        );
        assert_eq!("0-3/4".parse::<Shards>().expect("one").ranges(), [range(0, 3, 4)]);
        for bad in ["0", "0-1/4", "0-1/4,1-3/4", "0-1/4,3/4", "0-1/4,2-3/8", "x", "0-1/4,,2-3/4"] {
            assert!(bad.parse::<Shards>().is_err(), "{bad}");
        }
        assert_eq!(file_name(range(0, 1, 4)), "shards-0-1-of-4.db");
        assert_eq!(file_name(range(2, 2, 4)), "shard-2-of-4.db");
    }
}
