//! The operator's SQLite files as sources of rows to move elsewhere: what `reshard`
//! (into new SQLite files) and `import` (into PostgreSQL) share.
//!
//! Every table is listed in [`TABLES`], parents first, with how its rows find their
//! destination and which of its columns hold ids. A new table must be added there, or
//! the test below fails. Ids are kept (game ids are in buttons and in `replay game ID`)
//! unless a source uses one that is already taken — by an earlier source, or by the
//! destination itself — which happens only when they never were one file: then every
//! id of that source moves up past the largest one so far, in order, so each server's
//! finishing order stays.
//!
//! It knows tables and columns, never rules: setups and actions are copied as they are.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};

use super::Identity;

/// Which ids a column holds, so a source's ids can be shifted clear of another's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ids {
    /// `games.id` and every `game_id`.
    Games,
    /// `game_results.seq`, a server's finishing order.
    Results,
}

/// How a table's rows find their destination.
#[derive(Clone, Copy, Debug)]
pub(super) enum Route {
    /// By the server in their `guild_id` column.
    Server,
    /// With the game in their `game_id` column.
    Game,
    /// Into every destination: a person's choice that holds on every server. Where two
    /// sources disagree on the row of one `key`, the row with the largest value in
    /// `newest` wins.
    Everywhere { key: &'static str, newest: &'static str },
    /// Nowhere: the running processes' own state (their shard leases), which means
    /// nothing once they stop and is never copied.
    Nowhere,
}

/// One table: where its rows go and which of its columns hold ids.
#[derive(Debug)]
pub(super) struct Table {
    pub(super) name: &'static str,
    pub(super) route: Route,
    pub(super) ids: &'static [(&'static str, Ids)],
}

impl Table {
    /// Whether its rows are copied at all.
    pub(super) fn copied(&self) -> bool {
        !matches!(self.route, Route::Nowhere)
    }

    /// How much `shift` moves the ids of the column `column` of this table.
    pub(super) fn shift_of(&self, column: &str, shift: &Shift) -> i64 {
        match self.ids.iter().find(|(name, _)| *name == column) {
            Some((_, Ids::Games)) => shift.games,
            Some((_, Ids::Results)) => shift.results,
            None => 0,
        }
    }
}

const GAME_ID: &[(&str, Ids)] = &[("game_id", Ids::Games)];

/// Every table of the schema, each parent before the rows that refer to it (the copies
/// check foreign keys).
pub(super) const TABLES: &[Table] = &[
    Table { name: "games", route: Route::Server, ids: &[("id", Ids::Games)] },
    Table { name: "seats", route: Route::Game, ids: GAME_ID },
    Table { name: "actions", route: Route::Game, ids: GAME_ID },
    // Never written (the state cache it was made for is not used), but in the schema
    // for good: migrations only add. Copied like any table of a game.
    Table { name: "reminders", route: Route::Game, ids: GAME_ID },
    Table { name: "timelapses", route: Route::Game, ids: GAME_ID },
    Table { name: "live_messages", route: Route::Server, ids: &[] },
    Table { name: "page_moves", route: Route::Game, ids: GAME_ID },
    Table {
        name: "game_results",
        route: Route::Server,
        ids: &[("seq", Ids::Results), ("game_id", Ids::Games)],
    },
    Table { name: "player_results", route: Route::Game, ids: GAME_ID },
    Table { name: "player_points", route: Route::Game, ids: GAME_ID },
    Table { name: "ratings", route: Route::Server, ids: &[] },
    Table {
        name: "notify_prefs",
        route: Route::Everywhere { key: "user_id", newest: "updated_at" },
        ids: &[],
    },
    Table { name: "shard_leases", route: Route::Nowhere, ids: &[] },
    Table { name: "shard_members", route: Route::Nowhere, ids: &[] },
    Table { name: "identify_slots", route: Route::Nowhere, ids: &[] },
];

/// A source whose ids were moved up to stay clear of ids already taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shift {
    pub source: PathBuf,
    /// Added to each of its game ids.
    pub games: i64,
    /// Added to each of its finishing-order numbers.
    pub results: i64,
}

impl Shift {
    /// Whether it moves anything.
    #[must_use]
    pub fn moves(&self) -> bool {
        self.games != 0 || self.results != 0
    }
}

/// A source file, read: its servers and the shift its ids get.
#[derive(Debug)]
pub(super) struct Source {
    /// The file the operator named.
    pub(super) path: PathBuf,
    /// The file its rows are read from: the same, or a migrated copy of it.
    pub(super) read_from: PathBuf,
    pub(super) servers: Vec<String>,
    pub(super) shift: Shift,
}

/// The ids already in use where the rows go: none in a new file, the destination's
/// own in a database that already holds games. Each source read adds its own.
#[derive(Debug, Default)]
pub(super) struct Taken {
    games: HashSet<i64>,
    games_max: i64,
    results: HashSet<i64>,
    results_max: i64,
}

impl Taken {
    /// The ids of games and of finishing orders already in use.
    pub(super) fn of(games: Vec<i64>, results: Vec<i64>) -> Taken {
        let mut taken = Taken::default();
        clear_of(&games, &mut taken.games, &mut taken.games_max);
        clear_of(&results, &mut taken.results, &mut taken.results_max);
        taken
    }
}

/// Why the sources cannot be read as one set.
#[derive(Debug)]
pub(super) enum ReadError {
    /// Two sources both hold rows of one server: they are not the files of distinct
    /// shard ranges.
    SharedServer {
        server: String,
        first: PathBuf,
        second: PathBuf,
    },
    Sqlite(rusqlite::Error),
}

impl From<rusqlite::Error> for ReadError {
    fn from(err: rusqlite::Error) -> Self {
        Self::Sqlite(err)
    }
}

/// Whether two paths name one file (by its identity, whatever the names).
pub(super) fn same_file(a: &Path, b: &Path) -> bool {
    match (Identity::of(a), Identity::of(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// The first of `paths` that is not a file, or that names the same file as an earlier
/// one (`Err(true)` then), if any.
pub(super) fn check_paths(paths: &[PathBuf]) -> Result<(), (PathBuf, bool)> {
    for (i, path) in paths.iter().enumerate() {
        if !path.is_file() {
            return Err((path.clone(), false));
        }
        if paths[..i].iter().any(|earlier| same_file(earlier, path)) {
            return Err((path.clone(), true));
        }
    }
    Ok(())
}

/// A file's schema version, opened read-only.
pub(super) fn version(path: &Path) -> rusqlite::Result<usize> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    conn.pragma_query_value(None, "user_version", |row| row.get(0))
}

/// The query listing every server a database has rows of, its tables named with
/// `prefix` (`main.` for SQLite's main database, empty for PostgreSQL's).
pub(super) fn servers_query(prefix: &str) -> String {
    let selects: Vec<String> = TABLES
        .iter()
        .filter(|table| matches!(table.route, Route::Server))
        .map(|table| format!("SELECT guild_id FROM {prefix}{}", table.name))
        .collect();
    selects.join(" UNION ")
}

/// Reads each source's servers and ids (`files`: the path the operator named and the
/// file to read, at the latest schema), refuses two sources sharing a server, and works
/// out each one's id shift clear of those `taken` and of the earlier sources'.
pub(super) fn read(files: &[(PathBuf, PathBuf)], mut taken: Taken) -> Result<Vec<Source>, ReadError> {
    let mut owner: BTreeMap<String, usize> = BTreeMap::new();
    let mut sources = Vec::with_capacity(files.len());
    for (index, (path, read_from)) in files.iter().enumerate() {
        let conn = Connection::open_with_flags(read_from, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
        let servers: Vec<String> = column(&conn, &servers_query("main."))?;
        for server in &servers {
            if let Some(first) = owner.insert(server.clone(), index) {
                return Err(ReadError::SharedServer {
                    server: server.clone(),
                    first: files[first].0.clone(),
                    second: path.clone(),
                });
            }
        }
        let games: Vec<i64> = column(&conn, "SELECT id FROM games")?;
        let results: Vec<i64> = column(&conn, "SELECT seq FROM game_results")?;
        let shift = Shift {
            source: path.clone(),
            games: clear_of(&games, &mut taken.games, &mut taken.games_max),
            results: clear_of(&results, &mut taken.results, &mut taken.results_max),
        };
        sources.push(Source { path: path.clone(), read_from: read_from.clone(), servers, shift });
    }
    Ok(sources)
}

/// The first column of every row `sql` gives.
pub(super) fn column<T: rusqlite::types::FromSql>(conn: &Connection, sql: &str) -> rusqlite::Result<Vec<T>> {
    conn.prepare(sql)?.query_map([], |row| row.get(0))?.collect()
}

/// The shift that keeps `ids` clear of those `seen` so far: none if no id is taken,
/// else the largest so far. Records the shifted ids as seen.
fn clear_of(ids: &[i64], seen: &mut HashSet<i64>, max: &mut i64) -> i64 {
    let shift = if ids.iter().any(|id| seen.contains(id)) { *max } else { 0 };
    for id in ids {
        seen.insert(id + shift);
        *max = (*max).max(id + shift);
    }
    shift
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    /// Every table of the schema is listed, and every column holding a game id shifts
    /// with the games: a new migration's table or column cannot be forgotten here.
    #[test]
    fn every_table_is_listed_and_every_game_id_shifted() {
        let mut store = Store::open_in_memory().expect("open");
        let conn = store.sqlite().expect("sqlite");
        let mut tables: Vec<String> =
            column(conn, "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                .expect("tables");
        tables.sort();
        let mut listed: Vec<String> = TABLES.iter().map(|t| t.name.to_owned()).collect();
        listed.sort();
        assert_eq!(tables, listed, "a table is missing from TABLES (or gone from the schema)");
        let shift = Shift { source: PathBuf::new(), games: 7, results: 9 };
        for table in TABLES {
            let columns: Vec<String> =
                column(conn, &format!("SELECT name FROM pragma_table_info('{}')", table.name))
                    .expect("columns");
            for name in &columns {
                let game_id = name == "game_id" || (table.name == "games" && name == "id");
                assert_eq!(game_id, table.shift_of(name, &shift) == 7, "{}.{name}", table.name);
            }
            for (name, _) in table.ids {
                assert!(columns.iter().any(|c| c == name), "{}.{name} is no column", table.name);
            }
        }
    }

    #[test]
    fn ids_shift_only_when_they_collide() {
        let (mut seen, mut max) = (HashSet::new(), 0);
        assert_eq!(clear_of(&[1, 3, 5], &mut seen, &mut max), 0);
        assert_eq!(clear_of(&[2, 4], &mut seen, &mut max), 0, "interleaved halves of one file");
        assert_eq!(clear_of(&[1, 2, 9], &mut seen, &mut max), 5);
        assert_eq!(max, 14);
    }

    #[test]
    fn ids_already_taken_by_the_destination_count() {
        let mut taken = Taken::of(vec![1, 2, 3], vec![]);
        assert_eq!(clear_of(&[3, 4], &mut taken.games, &mut taken.games_max), 3);
        assert_eq!(clear_of(&[1], &mut taken.results, &mut taken.results_max), 0, "no result yet");
    }
}
