//! Moving the games of SQLite files into one PostgreSQL database (`carcassonne-bot
//! import --into postgres://… FILE…`): a bot's own file, or the files of several
//! processes (`reshard`'s outputs among them), so that processes on many machines can
//! share them.
//!
//! Every table is copied as `store::sources` lists it, parents first, ids kept unless
//! a file uses ids already taken — by an earlier file, or by games already in the
//! database — and then moved up past them as `reshard` moves them. The whole import is
//! one PostgreSQL transaction: all files or nothing. At its end the identity sequences
//! (`games.id`, `game_results.seq`) are set past the largest ids, so the next new game
//! gets a fresh number.
//!
//! The sources are held as a running bot holds its file (so none is in use) and only
//! read. A file of an older schema is first copied (SQLite's backup, checked) into a
//! temporary folder and the copy migrated; the file itself is never written.
//!
//! Running it twice is refused: a file whose servers the database already holds (it was
//! imported before, or bots have played there since) is named with one of them and
//! nothing is imported. Files of servers the database does not hold yet may be imported
//! later, one run each. People's direct-message choices hold on every server: where two
//! files or the database disagree, the latest choice wins.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use rusqlite::{Connection, OpenFlags};

use crate::config::hide_password;

use super::holder::{HoldError, Holder};
use super::postgres::Transaction;
use super::sources::{self, ReadError, Route, Shift, Source, TABLES, Table, Taken};
use super::sql::Value;
use super::{Database, Status, Store, StoreError, backup, schema};

/// What an import did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    /// Each file, in the order given.
    pub files: Vec<ImportedFile>,
    /// People's direct-message choices in the database afterwards.
    pub notify_choices: u64,
    /// The id the next new game gets.
    pub next_game: i64,
    /// The finishing-order number the next finished game gets.
    pub next_result: i64,
}

/// One file and what came from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedFile {
    /// The file, as named.
    pub path: PathBuf,
    /// Its schema version when it was older than this bot's: a migrated copy was read.
    pub migrated_from: Option<usize>,
    /// The servers it had rows of.
    pub servers: u64,
    /// Its games by status, in [`Status::ALL`]'s order.
    pub games: [u64; 4],
    /// The rows copied, per table, in the order they were copied.
    pub rows: Vec<(&'static str, u64)>,
    /// How far its ids moved (both zero when kept).
    pub shift: Shift,
}

impl ImportedFile {
    /// Games of every status.
    #[must_use]
    pub fn all_games(&self) -> u64 {
        self.games.iter().sum()
    }

    /// The rows copied from the table `table`.
    #[must_use]
    pub fn rows(&self, table: &str) -> u64 {
        self.rows.iter().find(|(name, _)| *name == table).map_or(0, |(_, n)| *n)
    }
}

/// Why an import refused or failed. Either way nothing was imported (the database's
/// schema may have been brought up to date, as a bot starting on it would) and the
/// files were not changed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ImportError {
    /// What was given instead, any password in it hidden.
    #[error("import writes into a PostgreSQL database: `{0}` is not a postgres:// URL")]
    NotPostgres(String),

    #[error("{} does not exist", .0.display())]
    Missing(PathBuf),

    #[error("{} is given twice", .0.display())]
    Twice(PathBuf),

    /// A bot (or a `reshard`, or another import) is running on a file.
    #[error(transparent)]
    Held(#[from] HoldError),

    #[error("cannot read {} as a SQLite database", path.display())]
    Unreadable {
        path: PathBuf,
        #[source]
        source: rusqlite::Error,
    },

    #[error(
        "{} has schema version {found}, written by a newer version of the bot than this one ({latest}): \
         import with that version",
        path.display()
    )]
    NewerSchema { path: PathBuf, found: usize, latest: usize },

    /// A file of an older schema could not be copied or its copy migrated.
    #[error("cannot bring a copy of {} (schema version {found}) up to date in {}", path.display(), copy.display())]
    Migrate {
        path: PathBuf,
        found: usize,
        copy: PathBuf,
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },

    #[error("cannot make a temporary folder {} for migrated copies", path.display())]
    TempFolder {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    #[error("cannot open the PostgreSQL database {database}")]
    Connect {
        /// The URL, its password hidden.
        database: String,
        #[source]
        source: StoreError,
    },

    /// Two files both hold rows of one server: they are not the files of distinct
    /// processes.
    #[error(
        "server {server} is in both {} and {}: each file must be one process's file (a bot's, or one of \
         reshard's outputs); nothing was imported",
        first.display(), second.display()
    )]
    SharedServer { server: String, first: PathBuf, second: PathBuf },

    /// The database already holds servers of a file.
    #[error(
        "{}: {} already in the database (server {server}, with {} there): the file was imported before, \
         or bots have played there since; import adds only servers the database does not hold yet, and \
         nothing was imported",
        path.display(), servers_there(*count, *of), games_there(*games)
    )]
    AlreadyThere { path: PathBuf, server: String, games: u64, count: usize, of: usize },

    #[error("copying the table {table} of {} failed; nothing was imported", path.display())]
    Copy {
        path: PathBuf,
        table: &'static str,
        #[source]
        source: Box<StoreError>,
    },

    #[error("reading or writing the databases failed; nothing was imported")]
    Store(#[from] StoreError),
}

/// "all 3 of its servers are", "2 of its 3 servers are", "its server is".
fn servers_there(count: usize, of: usize) -> String {
    match (count, of) {
        (1, 1) => "its server is".to_owned(),
        (count, of) if count == of => format!("all {of} of its servers are"),
        (1, of) => format!("1 of its {of} servers is"),
        (count, of) => format!("{count} of its {of} servers are"),
    }
}

/// "1 game", "no game", "3 games".
fn games_there(games: u64) -> String {
    match games {
        0 => "no game".to_owned(),
        1 => "1 game".to_owned(),
        n => format!("{n} games"),
    }
}

impl From<rusqlite::Error> for ImportError {
    fn from(err: rusqlite::Error) -> Self {
        Self::Store(err.into())
    }
}

/// Copies every row of the SQLite files `paths` into the PostgreSQL database at `url`,
/// in one transaction, and says what came from each file.
///
/// # Errors
/// The refusals of [`ImportError`] (a URL that is not PostgreSQL's, a missing file or
/// one given twice, a file a process holds or of a newer schema, two files sharing a
/// server, servers the database already holds) before anything is written; a failure
/// while copying rolls everything back.
pub fn import(paths: &[PathBuf], url: &str) -> Result<Imported, ImportError> {
    if !Database::is_postgres_url(url) {
        return Err(ImportError::NotPostgres(hide_password(url)));
    }
    sources::check_paths(paths)
        .map_err(|(path, twice)| if twice { ImportError::Twice(path) } else { ImportError::Missing(path) })?;
    let _held: Vec<Holder> = paths.iter().map(|path| Holder::take(path)).collect::<Result<_, _>>()?;
    let latest = schema::latest_version();
    let mut found = Vec::with_capacity(paths.len());
    for path in paths {
        let version = sources::version(path)
            .map_err(|source| ImportError::Unreadable { path: path.clone(), source })?;
        if version > latest {
            return Err(ImportError::NewerSchema { path: path.clone(), found: version, latest });
        }
        found.push(version);
    }
    let database = Database::Postgres(url.to_owned()).to_string();
    let mut store =
        Store::connect_postgres(url).map_err(|source| ImportError::Connect { database, source })?;

    let mut copies = Copies(None);
    let mut files = Vec::with_capacity(paths.len());
    let mut migrated_from = Vec::with_capacity(paths.len());
    for (index, (path, version)) in paths.iter().zip(found).enumerate() {
        if version < latest {
            files.push((path.clone(), copies.migrated(path, version, index)?));
            migrated_from.push(Some(version));
        } else {
            files.push((path.clone(), path.clone()));
            migrated_from.push(None);
        }
    }

    let conn = store.postgres().expect("connected to PostgreSQL");
    let mut tx = conn.begin(true)?;
    // The copy of a table streams for as long as reading the files takes: no statement
    // deadline on the server (each round trip keeps the client's).
    tx.batch("SET LOCAL statement_timeout = 0")?;
    // Bots already on the database wait while the rows go in: nothing they write can
    // then take an id or a server the import is about to use.
    let tables: Vec<&str> = TABLES.iter().filter(|table| table.copied()).map(|table| table.name).collect();
    tx.batch(&format!("LOCK TABLE {} IN SHARE ROW EXCLUSIVE MODE", tables.join(", ")))?;
    let taken =
        Taken::of(ids(&mut tx, "SELECT id FROM games")?, ids(&mut tx, "SELECT seq FROM game_results")?);
    let sources = sources::read(&files, taken).map_err(|err| match err {
        ReadError::SharedServer { server, first, second } => {
            ImportError::SharedServer { server, first, second }
        }
        ReadError::Sqlite(err) => err.into(),
    })?;
    refuse_servers_there(&mut tx, &sources)?;

    let mut imported = Vec::with_capacity(sources.len());
    for (source, migrated_from) in sources.iter().zip(migrated_from) {
        imported.push(copy(&mut tx, source, migrated_from)?);
    }
    let next_game = advance(&mut tx, "games", "id")?;
    let next_result = advance(&mut tx, "game_results", "seq")?;
    let notify_choices = tx.query("SELECT COUNT(*) FROM notify_prefs", &[])?[0].get(0)?;
    tx.commit()?;
    Ok(Imported { files: imported, notify_choices, next_game, next_result })
}

/// The first column of `sql`'s rows, as ids.
fn ids(tx: &mut Transaction<'_>, sql: &str) -> Result<Vec<i64>, StoreError> {
    tx.query(sql, &[])?.iter().map(|row| row.get(0)).collect()
}

/// Refuses the first source whose servers the database already holds, naming one.
fn refuse_servers_there(tx: &mut Transaction<'_>, sources: &[Source]) -> Result<(), ImportError> {
    let there: BTreeSet<String> =
        tx.query(&sources::servers_query(""), &[])?.iter().map(|row| row.get(0)).collect::<Result<_, _>>()?;
    for source in sources {
        let found: Vec<&String> = source.servers.iter().filter(|server| there.contains(*server)).collect();
        if let Some(server) = found.first() {
            let counted = tx
                .query("SELECT COUNT(*) FROM games WHERE guild_id = ?1", &[Value::Text((*server).clone())])?;
            let games = counted[0].get(0)?;
            return Err(ImportError::AlreadyThere {
                path: source.path.clone(),
                server: (*server).clone(),
                games,
                count: found.len(),
                of: source.servers.len(),
            });
        }
    }
    Ok(())
}

/// Copies every table of `source` into the transaction, its ids shifted.
fn copy(
    tx: &mut Transaction<'_>,
    source: &Source,
    migrated_from: Option<usize>,
) -> Result<ImportedFile, ImportError> {
    let conn = Connection::open_with_flags(&source.read_from, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let mut rows = Vec::with_capacity(TABLES.len());
    for table in TABLES.iter().filter(|table| table.copied()) {
        let copied = copy_table(tx, &conn, table, &source.shift).map_err(|err| ImportError::Copy {
            path: source.path.clone(),
            table: table.name,
            source: Box::new(err),
        })?;
        rows.push((table.name, copied));
    }
    let mut games = [0; 4];
    for (n, status) in games.iter_mut().zip(Status::ALL) {
        *n = conn
            .query_row("SELECT COUNT(*) FROM games WHERE status = ?1", [status.as_str()], |row| row.get(0))?;
    }
    Ok(ImportedFile {
        path: source.path.clone(),
        migrated_from,
        servers: u64::try_from(source.servers.len()).unwrap_or(u64::MAX),
        games,
        rows,
        shift: source.shift.clone(),
    })
}

/// Copies the rows of `table` from `conn`: a binary `COPY` for the rows of servers and
/// games (new to the database), an upsert keeping the latest for people's choices. The
/// number of rows copied.
fn copy_table(
    tx: &mut Transaction<'_>,
    conn: &Connection,
    table: &Table,
    shift: &Shift,
) -> Result<u64, StoreError> {
    let columns: Vec<String> =
        sources::column(conn, &format!("SELECT name FROM pragma_table_info('{}') ORDER BY cid", table.name))?;
    let shifts: Vec<i64> = columns.iter().map(|column| table.shift_of(column, shift)).collect();
    let list: Vec<String> = columns.iter().map(|column| quoted(column)).collect();
    let mut select = conn.prepare(&format!("SELECT {} FROM {}", list.join(", "), quoted(table.name)))?;
    let mut rows = select.query([])?;
    let mut next = || -> Result<Option<Vec<Value>>, StoreError> {
        let Some(row) = rows.next()? else { return Ok(None) };
        let mut values = Vec::with_capacity(shifts.len());
        for (i, by) in shifts.iter().enumerate() {
            values.push(match super::sqlite::value(row.get_ref(i)?) {
                Value::Int(id) if *by != 0 => Value::Int(id + by),
                value => value,
            });
        }
        Ok(Some(values))
    };
    match table.route {
        Route::Everywhere { key, newest } => {
            let sql = upsert(table.name, &columns, key, newest);
            let mut copied = 0;
            while let Some(values) = next()? {
                tx.execute(&sql, &values)?;
                copied += 1;
            }
            Ok(copied)
        }
        Route::Nowhere => Ok(0),
        Route::Server | Route::Game => {
            let mut copy = tx.copy_in(table.name, &columns)?;
            while let Some(values) = next()? {
                copy.write(&values)?;
            }
            copy.finish()
        }
    }
}

/// `name` quoted as an SQL identifier.
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// The statement writing one row of `table` unless the database holds a newer one of
/// its `key` (by the column `newest`).
fn upsert(table: &str, columns: &[String], key: &str, newest: &str) -> String {
    let list: Vec<String> = columns.iter().map(|c| quoted(c)).collect();
    let params: Vec<String> = (1..=columns.len()).map(|i| format!("?{i}")).collect();
    let set: Vec<String> = list.iter().map(|c| format!("{c} = excluded.{c}")).collect();
    let (table, key, newest) = (quoted(table), quoted(key), quoted(newest));
    format!(
        "INSERT INTO {table} ({}) VALUES ({}) ON CONFLICT ({key}) DO UPDATE SET {} \
         WHERE excluded.{newest} > {table}.{newest}",
        list.join(", "),
        params.join(", "),
        set.join(", ")
    )
}

/// Sets the identity sequence of `table`'s `column` past its largest value (never
/// back), and returns the value the next row gets.
fn advance(tx: &mut Transaction<'_>, table: &str, column: &str) -> Result<i64, StoreError> {
    let sql = format!(
        "SELECT CASE WHEN m IS NULL THEN COALESCE(pg_sequence_last_value(s), 0) \
         ELSE setval(s, GREATEST(m, COALESCE(pg_sequence_last_value(s), 0))) END + 1 \
         FROM (SELECT pg_get_serial_sequence('{table}', '{column}')::regclass AS s, \
         (SELECT MAX({column}) FROM {table}) AS m) AS x"
    );
    tx.query(&sql, &[])?[0].get(0)
}

/// The migrated copies of older files, in a folder of their own in the system's
/// temporary folder (`TMPDIR`, else `/tmp`), removed with it when dropped.
struct Copies(Option<PathBuf>);

impl Copies {
    /// A copy of `path` (schema version `found`) brought up to date, its path.
    fn migrated(&mut self, path: &Path, found: usize, index: usize) -> Result<PathBuf, ImportError> {
        let folder = match &self.0 {
            Some(folder) => folder.clone(),
            None => self.0.insert(temp_folder()?).clone(),
        };
        let name = path.file_name().map_or_else(|| "source.db".into(), |n| n.to_string_lossy().into_owned());
        let copy = folder.join(format!("{index}-{name}"));
        let migrate = || -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
            backup::backup(path, &copy)?;
            // Opening a file as a store brings its schema up to date; closing it
            // checkpoints the log into it.
            drop(Store::open(&copy)?);
            Ok(())
        };
        migrate().map_err(|source| ImportError::Migrate {
            path: path.to_path_buf(),
            found,
            copy: copy.clone(),
            source,
        })?;
        Ok(copy)
    }
}

impl Drop for Copies {
    fn drop(&mut self) {
        if let Some(folder) = &self.0 {
            let _ = std::fs::remove_dir_all(folder);
        }
    }
}

/// A new folder in the system's temporary folder.
fn temp_folder() -> Result<PathBuf, ImportError> {
    let base = std::env::temp_dir();
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    let mut attempt = 0;
    loop {
        let folder = base.join(format!("carcassonne-import-{}-{nanos}-{attempt}", std::process::id()));
        match std::fs::create_dir(&folder) {
            Ok(()) => return Ok(folder),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(source) => return Err(ImportError::TempFolder { path: folder, source }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_that_is_not_postgres_is_refused_before_anything() {
        let refused = import(&[PathBuf::from("/nowhere.db")], "data/carcassonne.db").expect_err("a file");
        assert!(matches!(refused, ImportError::NotPostgres(_)), "{refused}");
        let refused =
            import(&[PathBuf::from("/nowhere.db")], "postgres://u@127.0.0.1:1/x").expect_err("missing");
        assert!(matches!(refused, ImportError::Missing(_)), "{refused}");
    }
}
