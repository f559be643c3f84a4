//! The store: the only place in the bot that speaks SQL, to SQLite (the default) or
//! PostgreSQL (many processes on one database, [`mod@postgres`]) under one API.
//!
//! For SQLite it owns the database file (opening it durably, migrating it, refusing one it cannot
//! write and noticing it deleted or replaced, with the reason an operator can act on:
//! [`mod@file`]), and rows for games, seats, the action log, reminders, each channel's live
//! message, the finished games a server looks back on and their timelapses, and each
//! server's record of its finished games with the player ratings derived from it. Every
//! command runs in one transaction through [`Store::write`], so a rejected command writes
//! nothing and two commands racing on one game serialise. It must not know the rules:
//! setups and actions are opaque text written and read back for the service, images are
//! opaque bytes, and it never reads the clock (callers pass
//! times in unix milliseconds).
//!
//! ```
//! use carcassonne_bot::store::{NewGame, Status, Store, StoreError};
//!
//! let mut store = Store::open_in_memory()?;
//! let game = store.write(|tx| {
//!     tx.create_game(&NewGame {
//!         guild_id: "1",
//!         channel_id: "2",
//!         creator_id: "3",
//!         status: Status::Lobby,
//!         setup: "{}",
//!         seed: 42,
//!         engine_version: 1,
//!         now: 1_700_000_000_000,
//!     })
//! })?;
//! let found = store.read(|tx| tx.open_game("1", "2"))?;
//! assert_eq!(found.map(|row| row.id), Some(game));
//! # Ok::<(), StoreError>(())
//! ```

mod actions;
pub mod backup;
mod catalog;
mod counts;
mod dump;
mod error;
mod feed;
pub mod file;
mod finished;
mod games;
pub mod holder;
pub mod import;
mod leases;
mod live;
mod page_moves;
pub mod postgres;
mod ratings;
mod reminders;
pub mod reshard;
pub mod schema;
mod seats;
mod sources;
mod sql;
mod sqlite;
mod timelapses;

#[cfg(test)]
pub(crate) mod testing;

use std::cell::RefCell;
use std::fmt;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rusqlite::{Connection, MAIN_DB, Transaction, TransactionBehavior};

use crate::config::{DatabaseUrl, hide_password};
use crate::metrics::Phase;
use sql::{Row, ToValue};

pub use actions::ActionRow;
pub use catalog::ColumnInfo;
pub use counts::GameCounts;
pub use error::{DbError, StoreError};
pub use feed::{Feed, News};
pub use file::{Fault, HardLinked, Identity, IsAFolder};
pub use games::{GameId, GameRow, NewGame, ParseStatusError, Status};
pub use holder::{HoldError, Holder};
pub use leases::{Lease, Member, Shards, Taken};
pub use live::LiveRow;
pub use page_moves::PageMoveRow;
pub use ratings::{NewPlayerResult, NewRecord, PlayerResultRow, RatedPlayer, Rating};
pub use reminders::{ReminderRow, WaitingGame};
pub use seats::{NewSeat, SeatRow};

/// How long a writer waits for another connection's write transaction before giving up
/// with [`StoreError::Busy`]. Commands are short (well under a millisecond of SQL), so
/// hitting this means something is stuck, not merely contended.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Where the games are kept, as the operator chose: a SQLite file (the default: one
/// process, nothing to set up) or a PostgreSQL database that many processes share.
#[derive(Clone, PartialEq, Eq)]
pub enum Database {
    /// A SQLite file.
    File(PathBuf),
    /// A PostgreSQL connection URL (`postgres://user@host:port/database?…`), which may
    /// hold a password: `Display` and `Debug` hide it.
    Postgres(String),
}

impl Database {
    /// A `postgres://` (or `postgresql://`) URL names a PostgreSQL database; anything
    /// else is a SQLite file's path.
    #[must_use]
    pub fn parse(url_or_path: &str) -> Database {
        if Self::is_postgres_url(url_or_path) {
            Database::Postgres(url_or_path.to_owned())
        } else {
            Database::File(PathBuf::from(url_or_path))
        }
    }

    /// Whether `text` is a PostgreSQL URL.
    #[must_use]
    pub fn is_postgres_url(text: &str) -> bool {
        text.starts_with("postgres://") || text.starts_with("postgresql://")
    }

    /// The scheme of a URL naming a database this bot cannot open (`mysql` of
    /// `mysql://…`), which [`Database::parse`] would take for a file's path.
    #[must_use]
    pub fn unsupported_scheme(text: &str) -> Option<&str> {
        let (scheme, _) = text.split_once("://")?;
        let is_scheme = scheme.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
        (is_scheme && !Self::is_postgres_url(text)).then_some(scheme)
    }
}

/// The file's path, or the URL with any password hidden: what logs and errors name.
impl fmt::Display for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Database::File(path) => path.display().fmt(f),
            Database::Postgres(url) => f.write_str(&hide_password(url)),
        }
    }
}

impl fmt::Debug for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Database({self})")
    }
}

/// What another connection to a store's database needs: the same file, still at its
/// path (a pool's later connections must not create a deleted database anew), or the
/// same PostgreSQL URL (whose `Debug` hides its password).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Origin(OriginOf);

#[derive(Debug, Clone, PartialEq, Eq)]
enum OriginOf {
    File(PathBuf, Identity),
    Memory,
    Postgres(DatabaseUrl),
}

/// One connection to the database. Open one per thread that needs it; SQLite serialises
/// the writers, PostgreSQL locks the row of the game a command writes.
#[derive(Debug)]
pub struct Store {
    conn: Conn,
    /// What every write must prove before it changes a game ([`Store::set_shards`],
    /// [`Store::set_sent_at`]).
    guard: Guard,
    /// Where the games each committed write changed are told ([`Store::feed`]).
    feed: Arc<Feed>,
}

/// The conditions a write transaction checks when it reads or creates a game.
#[derive(Debug, Default)]
struct Guard {
    /// The shards this process holds, when it shares the database with others: a game
    /// of any other shard is not its to change ([`ReadTx::fence`]).
    shards: Option<Arc<Shards>>,
    /// When the command being run was sent, by Discord's clock: a game opened after it
    /// is not the one it was sent to.
    sent_at: Option<i64>,
}

#[derive(Debug)]
enum Conn {
    Sqlite {
        conn: Connection,
        /// The file it has open; none in memory.
        file: Option<Opened>,
    },
    Postgres {
        /// Boxed: the client is several times the size of SQLite's handle.
        conn: Box<postgres::Connection>,
        /// For another connection ([`Store::origin`]); its `Debug` hides the password.
        url: DatabaseUrl,
    },
}

/// The file a connection opened: its path and identity, to notice it deleted or
/// replaced under the running bot, and to name it in errors.
#[derive(Debug)]
struct Opened {
    path: PathBuf,
    identity: Identity,
}

impl Opened {
    /// `error` with this file named and its fault told apart.
    fn locate(&self, error: impl Into<StoreError>) -> StoreError {
        error.into().at(&self.path, Some(self.identity))
    }

    /// The fault `fault` of this file, as an error.
    fn fault(&self, fault: Fault) -> StoreError {
        StoreError::Unwritable { path: Some(self.path.clone()), fault, source: None }
    }
}

impl Store {
    /// Opens the database the operator chose: [`Store::open`] for a file,
    /// [`Store::connect_postgres`] for a URL.
    ///
    /// # Errors
    /// As those.
    pub fn connect(database: &Database) -> Result<Self, StoreError> {
        match database {
            Database::File(path) => Self::open(path),
            Database::Postgres(url) => Self::connect_postgres(url),
        }
    }

    /// Connects to the PostgreSQL database at `url` and brings its schema up to date.
    /// Call it on a thread that may block (the client runs its own small runtime).
    ///
    /// # Errors
    /// [`StoreError::Postgres`] when the server cannot be reached or refuses the login,
    /// [`StoreError::PostgresMigration`] or [`StoreError::NewerSchema`] when the schema
    /// cannot be brought up to date.
    pub fn connect_postgres(url: &str) -> Result<Self, StoreError> {
        let conn = postgres::Connection::connect(url)?;
        let url = DatabaseUrl::new(url);
        let feed = Feed::of(Some(format!("postgres {}", url.expose())), Some(url.clone()));
        Ok(Self { conn: Conn::Postgres { conn: Box::new(conn), url }, guard: Guard::default(), feed })
    }

    /// Opens (creating if needed, with its folder) the SQLite database at `path`, makes
    /// it durable and brings its schema up to date.
    ///
    /// WAL with `synchronous=FULL` means a command whose transaction committed survives
    /// a killed process or a power cut, while readers never block the writer.
    ///
    /// # Errors
    /// [`StoreError::CreateDir`] if the folder cannot be made, [`StoreError::IsAFolder`]
    /// for a folder, [`StoreError::HardLinked`] for a file with several names, [`StoreError::Unwritable`] for a file this process
    /// cannot write (SQLite would open it read-only and fail every command later),
    /// [`StoreError::NoWal`] if the file system cannot do WAL, [`StoreError::Migration`]
    /// if the schema cannot be brought up to date (for example a file written by a newer
    /// version of the bot), and SQLite errors opening the file.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|source| StoreError::CreateDir { path: dir.to_path_buf(), source })?;
        }
        file::not_a_folder(path)?;
        file::single_name(path)?;
        let conn = Connection::open(path).map_err(|e| StoreError::from(e).at(path, None))?;
        // Gone already, between SQLite's opening and this look: as if deleted under us.
        let identity = Identity::of(path).map_err(|_| StoreError::Unwritable {
            path: Some(path.to_path_buf()),
            fault: Fault::Deleted,
            source: None,
        })?;
        let opened = Opened { path: path.to_path_buf(), identity };
        // SQLite opens a file it may not write read-only, silently: every command would
        // fail later, so the bot is refused now, with the reason.
        if conn.is_readonly(MAIN_DB).map_err(|e| opened.locate(e))? {
            return Err(opened.fault(file::probe(path, Some(identity)).unwrap_or(Fault::ReadOnlyFile)));
        }
        Self::prepare(conn, Some(opened))
    }

    /// Opens another connection to the file `identity` names at `path`, as a pool of
    /// connections does after its first: refused with the fault when the path no longer
    /// leads to that file, since opening it anew would quietly create an empty database
    /// where a deleted one was, or write into a file put in its place.
    ///
    /// # Errors
    /// [`StoreError::Unwritable`] with [`Fault::Deleted`] or [`Fault::Replaced`], or any
    /// error of [`Store::open`].
    pub fn open_as(path: &Path, identity: Identity) -> Result<Self, StoreError> {
        let gone = |fault| StoreError::Unwritable { path: Some(path.to_path_buf()), fault, source: None };
        if let Some(fault) = file::moved(path, Some(identity)) {
            return Err(gone(fault));
        }
        let store = Self::open(path)?;
        match store.identity() {
            Some(opened) if opened == identity => Ok(store),
            _ => Err(gone(Fault::Replaced)),
        }
    }

    /// What [`Store::open_origin`] needs to open another connection to this database.
    #[must_use]
    pub fn origin(&self) -> Origin {
        Origin(match &self.conn {
            Conn::Sqlite { file: Some(opened), .. } => OriginOf::File(opened.path.clone(), opened.identity),
            Conn::Sqlite { file: None, .. } => OriginOf::Memory,
            Conn::Postgres { url, .. } => OriginOf::Postgres(url.clone()),
        })
    }

    /// Another connection to the database of [`Store::origin`]: for a file, the same
    /// file ([`Store::open_as`]); for PostgreSQL, the same URL.
    ///
    /// # Errors
    /// As [`Store::open_as`] or [`Store::connect_postgres`]; an in-memory database has
    /// no second connection ([`StoreError::Value`]).
    pub fn open_origin(origin: &Origin) -> Result<Self, StoreError> {
        match &origin.0 {
            OriginOf::File(path, identity) => Self::open_as(path, *identity),
            OriginOf::Memory => {
                Err(StoreError::Value("an in-memory database has no second connection".into()))
            }
            OriginOf::Postgres(url) => Self::connect_postgres(url.expose()),
        }
    }

    /// The identity of the file this store has open (none in memory or on PostgreSQL).
    #[must_use]
    pub fn identity(&self) -> Option<Identity> {
        match &self.conn {
            Conn::Sqlite { file, .. } => file.as_ref().map(|opened| opened.identity),
            Conn::Postgres { .. } => None,
        }
    }

    /// Whether this store is on PostgreSQL (shared by many processes) rather than a
    /// SQLite file of its own.
    #[must_use]
    pub fn is_postgres(&self) -> bool {
        matches!(self.conn, Conn::Postgres { .. })
    }

    /// Whether the connection is still open: always for SQLite; for PostgreSQL, until
    /// the server or the network closed it.
    #[must_use]
    pub fn is_connected(&self) -> bool {
        match &self.conn {
            Conn::Sqlite { .. } => true,
            Conn::Postgres { conn, .. } => conn.is_open(),
        }
    }

    /// The SQLite connection, for the file's own operations (`reshard`, `import`'s
    /// reading); `None` on PostgreSQL.
    pub(crate) fn sqlite(&mut self) -> Option<&mut Connection> {
        match &mut self.conn {
            Conn::Sqlite { conn, .. } => Some(conn),
            Conn::Postgres { .. } => None,
        }
    }

    /// The PostgreSQL connection, for `import`'s writing; `None` on SQLite.
    pub(crate) fn postgres(&mut self) -> Option<&mut postgres::Connection> {
        match &mut self.conn {
            Conn::Sqlite { .. } => None,
            Conn::Postgres { conn, .. } => Some(conn),
        }
    }

    /// Opens a fresh, private in-memory database with the full schema, for tests.
    ///
    /// # Errors
    /// Only if SQLite or the migrations fail, which would be a bug.
    pub fn open_in_memory() -> Result<Self, StoreError> {
        Self::prepare(Connection::open_in_memory()?, None)
    }

    /// How long a transaction waits for another connection's lock before failing
    /// with [`StoreError::Busy`] (default [`BUSY_TIMEOUT`]); shorter in tests of busy
    /// databases.
    ///
    /// # Errors
    /// The database refused the setting.
    pub fn set_busy_timeout(&mut self, wait: Duration) -> Result<(), StoreError> {
        match &mut self.conn {
            Conn::Sqlite { conn, .. } => Ok(conn.busy_timeout(wait)?),
            Conn::Postgres { conn, .. } => conn.set_lock_timeout(wait),
        }
    }

    /// Sets the connection up (busy timeout, WAL, durability, foreign keys) and migrates
    /// it; a file's failures name it.
    fn prepare(mut conn: Connection, file: Option<Opened>) -> Result<Self, StoreError> {
        let prepared = (|| {
            // First, so that the pragmas and migrations below wait for other openers.
            conn.busy_timeout(BUSY_TIMEOUT)?;
            let mode: String = retry_while_busy(|| {
                conn.pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))
            })?;
            if file.is_some() && !mode.eq_ignore_ascii_case("wal") {
                return Err(StoreError::NoWal(mode));
            }
            conn.pragma_update(None, "synchronous", "FULL")?;
            conn.pragma_update(None, "foreign_keys", "ON")?;
            schema::migrate(&mut conn)
        })();
        match (prepared, &file) {
            (Err(e), Some(opened)) => Err(opened.locate(e)),
            (prepared, _) => prepared.map(|()| {
                // Every connection to one file shares its feed; one in memory has its own.
                let key = file.as_ref().map(|f| format!("file {} {:?}", f.path.display(), f.identity));
                Self { conn: Conn::Sqlite { conn, file }, guard: Guard::default(), feed: Feed::of(key, None) }
            }),
        }
    }

    /// Whether the database can still be written: for a file, that it is still the file
    /// at its path (not deleted nor replaced) and writable — cheap enough for a health
    /// check, as nothing is written (two looks at the file's metadata and an open for
    /// writing; a full disk shows only at the next write); for PostgreSQL, that the
    /// server still answers (on a new connection if it closed this one). Always `Ok`
    /// in memory.
    ///
    /// # Errors
    /// [`StoreError::Unwritable`] saying why not, or the server's error.
    pub fn check(&mut self) -> Result<(), StoreError> {
        match &mut self.conn {
            Conn::Sqlite { file: None, .. } => Ok(()),
            Conn::Sqlite { file: Some(opened), .. } => {
                match file::moved(&opened.path, Some(opened.identity))
                    .or_else(|| file::unwritable(&opened.path))
                {
                    Some(fault) => Err(opened.fault(fault)),
                    None => Ok(()),
                }
            }
            // One try at a new connection: a check says at once why the server is away.
            Conn::Postgres { conn, url } => {
                Pg { conn, url: url.expose() }.twice(Duration::ZERO, |conn| conn.check())
            }
        }
    }

    /// The change feed of this database in this process: every game a committed write
    /// of any of its connections changed, with its new revision, and on PostgreSQL
    /// those of other processes too.
    #[must_use]
    pub fn feed(&self) -> Arc<Feed> {
        Arc::clone(&self.feed)
    }

    /// From now on every write transaction that reads or creates a game proves that
    /// this process holds that game's shard lease (the fence: see [`Shards`]): for processes
    /// sharing one database. `None` (the default): every game may be written.
    pub fn set_shards(&mut self, shards: Option<Arc<Shards>>) {
        self.guard.shards = shards;
    }

    /// The command about to run was sent at `sent_at` (unix ms by Discord's clock, from
    /// its interaction's id), or `None` when it has no such time (the terminal,
    /// background work): a write that reads a game opened after that is refused with
    /// [`StoreError::SentBefore`], and a game created is stamped with it. Set it before
    /// each command and clear it after.
    pub fn set_sent_at(&mut self, sent_at: Option<i64>) {
        self.guard.sent_at = sent_at;
    }

    /// Runs `f` as one write transaction: committed if it returns `Ok`, rolled back if it
    /// returns `Err` or panics, so a rejected command leaves no trace.
    ///
    /// On SQLite the transaction starts with `BEGIN IMMEDIATE`: it takes the write lock
    /// before reading anything, so whatever `f` reads is still true when it writes, and
    /// commands on the same game from other connections run strictly one after another.
    /// On PostgreSQL the same holds per game: reading a game in a write transaction
    /// locks its row until the commit.
    ///
    /// On PostgreSQL the connection may be lost under the transaction (a server
    /// restart, an administrator's `pg_terminate_backend`), and the store keeps the
    /// outcome honest:
    ///
    /// - lost before `COMMIT` was sent (at `BEGIN`, in `f`'s statements), the server
    ///   rolled the whole transaction back: nothing of it exists anywhere. So `f` is run
    ///   once more, in a new transaction on a new connection, *whatever it had already
    ///   written*: that writing died with the old transaction, and the new run reads the
    ///   database afresh and decides again. This is why `f` is `FnMut` and must keep its
    ///   effects inside the transaction (computing its value from what it reads is fine;
    ///   sending a message from inside it is not). Only once: a second loss is the
    ///   caller's error.
    /// - lost while `COMMIT` was under way, the server may or may not have committed. The
    ///   transaction's id, read just before `COMMIT` (one round trip more per write that
    ///   wrote something), is looked up on a new connection (`txid_status`): committed,
    ///   `f`'s value is returned as if the answer had come; aborted, the error, and
    ///   nothing changed; still in progress, it is asked again until [`RESOLVE_WAIT`]
    ///   has passed, after which [`StoreError::CommitInDoubt`] says it may have.
    ///
    /// A connection that did not answer in time ([`StoreError::Unanswered`]) is not
    /// retried: its server is stopped or unreachable, and trying again would only wait
    /// as long once more.
    ///
    /// # Errors
    /// Whatever `f` returns, or a [`StoreError`] (converted into `E`) when the transaction
    /// cannot begin (typically [`StoreError::Busy`]) or commit (a full disk:
    /// [`StoreError::Unwritable`]), or when the file at the database's path is no longer
    /// the one opened (deleted or replaced: [`StoreError::Unwritable`], rolled back); on
    /// PostgreSQL also [`StoreError::Unanswered`] and [`StoreError::CommitInDoubt`].
    pub fn write<T, E>(&mut self, mut f: impl FnMut(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let guard = &self.guard;
        let feed = &self.feed;
        let (conn, opened) = match &mut self.conn {
            Conn::Sqlite { conn, file } => (conn, file.as_ref()),
            Conn::Postgres { conn, url } => return write_postgres(conn, url, guard, feed, f),
        };
        let locate = |e: rusqlite::Error| match opened {
            Some(opened) => opened.locate(e),
            None => StoreError::from(e),
        };
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate).map_err(locate)?;
        let tx = Tx { read: ReadTx::new(Inner::Sqlite(tx), Some(guard)) };
        let value = f(&tx)?;
        let changes = tx.announce()?;
        // A file deleted or replaced under us would take this commit with it, unseen
        // until the next start: refused (rolled back) instead, so nothing is confirmed
        // that was not kept.
        if let Some(opened) = opened
            && let Some(fault) = file::moved(&opened.path, Some(opened.identity))
        {
            return Err(opened.fault(fault).into());
        }
        let Inner::Sqlite(tx) = tx.read.tx else { unreachable!("begun on SQLite") };
        crate::metrics::timed(Phase::Commit, || tx.commit()).map_err(locate)?;
        feed.publish(&changes);
        Ok(value)
    }

    /// Copies SQLite's write-ahead log into the database file and empties it, as a bot
    /// does when it stops: the file then holds everything by itself and the next start
    /// has no log to read. Whether the log was emptied (not while another connection
    /// still read or wrote; their part waits for the next checkpoint, nothing is lost).
    /// PostgreSQL keeps its own log: nothing to do, `true`.
    ///
    /// # Errors
    /// SQLite failed to checkpoint.
    pub fn checkpoint(&mut self) -> Result<bool, StoreError> {
        match &mut self.conn {
            Conn::Sqlite { conn, .. } => {
                let busy: i64 = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| row.get(0))?;
                Ok(busy == 0)
            }
            Conn::Postgres { .. } => Ok(true),
        }
    }

    /// Runs `f` as one read transaction, so everything it reads comes from one consistent
    /// moment even while other connections write. `f` only gets reading methods.
    ///
    /// On PostgreSQL, a connection its server closed (see [`Store::write`]) is replaced
    /// and `f` run once more: a read changed nothing.
    ///
    /// # Errors
    /// Whatever `f` returns, or a [`StoreError`] (converted into `E`) from the database.
    pub fn read<T, E>(&mut self, mut f: impl FnMut(&ReadTx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let mut conn = match &mut self.conn {
            Conn::Sqlite { conn, .. } => {
                let tx = conn
                    .transaction_with_behavior(TransactionBehavior::Deferred)
                    .map_err(StoreError::from)?;
                let read = ReadTx::new(Inner::Sqlite(tx), None);
                let value = f(&read)?;
                let Inner::Sqlite(tx) = read.tx else { unreachable!("begun on SQLite") };
                tx.commit().map_err(StoreError::from)?;
                return Ok(value);
            }
            Conn::Postgres { conn, url } => Pg { conn, url: url.expose() },
        };
        conn.twice(RESOLVE_WAIT, |conn| {
            let read = ReadTx::new(Inner::Postgres(RefCell::new(conn.begin(false)?)), None);
            let value = f(&read)?;
            let Inner::Postgres(tx) = read.tx else { unreachable!("begun on PostgreSQL") };
            tx.into_inner().commit()?;
            Ok(value)
        })
    }
}

/// How long a write whose `COMMIT` lost its connection waits to learn what became of
/// it (reconnecting, asking the server), and how long a lost connection is tried
/// again before a command fails: a fast restart of PostgreSQL takes a second or two; a
/// player waits at most this much more for an honest answer.
pub const RESOLVE_WAIT: Duration = Duration::from_secs(10);

/// The pause between tries to reach a server that went away, within [`RESOLVE_WAIT`].
const RECONNECT_PAUSE: Duration = Duration::from_millis(200);

/// A store's PostgreSQL connection and what it needs to open another.
struct Pg<'s> {
    conn: &'s mut Box<postgres::Connection>,
    url: &'s str,
}

impl Pg<'_> {
    /// A new connection in place of one that is no longer open, trying again for up to
    /// `patience` while the server cannot be reached (a restart).
    fn reopen(&mut self, patience: Duration) -> Result<(), StoreError> {
        let deadline = Instant::now() + patience;
        loop {
            match postgres::Connection::connect(self.url) {
                Ok(conn) => {
                    **self.conn = conn;
                    return Ok(());
                }
                Err(e) if e.is_unreachable() && Instant::now() + RECONNECT_PAUSE < deadline => {
                    std::thread::sleep(RECONNECT_PAUSE);
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// Runs `run` on an open connection; once more on a new one if the server closed
    /// the connection under it (everything it did was rolled back: see
    /// [`Store::write`]). A new connection is tried for up to `patience`.
    fn twice<T, E: From<StoreError>>(
        &mut self,
        patience: Duration,
        mut run: impl FnMut(&mut postgres::Connection) -> Result<T, E>,
    ) -> Result<T, E> {
        if !self.conn.is_open() {
            self.reopen(patience)?;
        }
        match run(self.conn) {
            Err(_) if self.conn.is_lost() => {
                tracing::info!(
                    "the database closed the connection; running the transaction again on a new one"
                );
                self.reopen(patience)?;
                run(self.conn)
            }
            done => done,
        }
    }

    /// What became of the transaction `txid`, whose `COMMIT` lost its connection: asked
    /// on a new connection until it is no longer in progress or [`RESOLVE_WAIT`] has
    /// passed. Whether it committed; [`StoreError::CommitInDoubt`] when that could not
    /// be learned.
    fn committed(&mut self, txid: i64) -> Result<bool, StoreError> {
        let deadline = Instant::now() + RESOLVE_WAIT;
        let in_doubt = StoreError::CommitInDoubt { within: RESOLVE_WAIT };
        loop {
            let open = if self.conn.is_open() {
                Ok(())
            } else {
                self.reopen(deadline.saturating_duration_since(Instant::now()))
            };
            let status = open.and_then(|()| self.conn.status_of(txid));
            match status.as_ref().map(Option::as_deref) {
                Ok(Some("committed")) => return Ok(true),
                Ok(Some("aborted")) => return Ok(false),
                // In progress: the old session has not yet seen its client go.
                Ok(Some(_)) | Err(_) if Instant::now() + RECONNECT_PAUSE < deadline => {
                    std::thread::sleep(RECONNECT_PAUSE);
                }
                // Too old to be known (it cannot be: it was just made), or out of time.
                _ => return Err(in_doubt),
            }
        }
    }
}

/// [`Store::write`] on PostgreSQL.
fn write_postgres<T, E: From<StoreError>>(
    conn: &mut Box<postgres::Connection>,
    url: &DatabaseUrl,
    guard: &Guard,
    feed: &Feed,
    mut f: impl FnMut(&Tx<'_>) -> Result<T, E>,
) -> Result<T, E> {
    let mut pg = Pg { conn, url: url.expose() };
    // The value with the games changed, and the transaction id when the COMMIT's
    // answer was lost.
    let ((value, changes), lost) = pg.twice(RESOLVE_WAIT, |conn| -> Result<_, E> {
        let mut read = ReadTx::new(Inner::Postgres(RefCell::new(conn.begin(true)?)), Some(guard));
        read.notify_as = Some(feed.origin());
        let tx = Tx { read };
        let value = (f(&tx)?, tx.announce()?);
        let Inner::Postgres(tx) = tx.read.tx else { unreachable!("begun on PostgreSQL") };
        let mut tx = tx.into_inner();
        let txid = tx.txid()?;
        match crate::metrics::timed(Phase::Commit, || tx.commit()) {
            Ok(()) => Ok((value, None)),
            // Nothing was written: nothing to find out (and, the connection lost, the
            // run again on a new one writes nothing either).
            Err(e) if txid.is_none() => Err(e.into()),
            Err(e) if e.is_unreachable() => Ok((value, txid.map(|id| (id, e)))),
            Err(e) => Err(e.into()),
        }
    })?;
    match lost {
        None => {
            feed.publish(&changes);
            Ok(value)
        }
        Some((txid, error)) => {
            if pg.committed(txid)? {
                tracing::info!(txid, "the connection was lost at COMMIT; the server says it committed");
                feed.publish(&changes);
                Ok(value)
            } else {
                Err(error.into())
            }
        }
    }
}

/// Runs `f` again while it fails with SQLite's busy error, for up to [`BUSY_TIMEOUT`].
///
/// Needed when a new file is switched to WAL: that takes an exclusive lock, and when two
/// connections try at once SQLite reports busy straight away instead of calling the busy
/// handler (waiting there could deadlock), so we wait here.
fn retry_while_busy<T>(mut f: impl FnMut() -> rusqlite::Result<T>) -> Result<T, StoreError> {
    let deadline = Instant::now() + BUSY_TIMEOUT;
    loop {
        match f().map_err(StoreError::from) {
            Err(StoreError::Busy(_)) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(5));
            }
            result => return result,
        }
    }
}

/// A transaction that may only read. Given to [`Store::read`]'s closure; a [`Tx`]
/// dereferences to it, so every reading method works in a write transaction too.
#[derive(Debug)]
pub struct ReadTx<'c> {
    tx: Inner<'c>,
    /// Whether it may write (the [`Tx`] it belongs to): reading a game then locks its
    /// row on PostgreSQL.
    write: bool,
    /// The shards a write must hold ([`Store::set_shards`]); none in a read.
    shards: Option<&'c Shards>,
    /// When the command was sent ([`Store::set_sent_at`]); none in a read.
    sent_at: Option<i64>,
    /// The server whose shard lease this transaction has proved already.
    fenced: RefCell<Option<String>>,
    /// The games this write changed, told once it commits ([`ReadTx::changed`]).
    changed: RefCell<Vec<Change>>,
    /// On PostgreSQL, the feed's name in the notifications this write sends
    /// ([`Feed::origin`]); `None` in a read and on SQLite, which notify nobody.
    notify_as: Option<&'c str>,
}

/// A game a write changed, and its revision after the change once a statement of the
/// write returned it (on PostgreSQL, the statement that notified it too).
#[derive(Clone, Copy, Debug)]
struct Change {
    game: games::GameId,
    revision: Option<u64>,
}

#[derive(Debug)]
enum Inner<'c> {
    Sqlite(Transaction<'c>),
    /// PostgreSQL's client needs `&mut` for every statement; the store's methods read
    /// through `&self`, one statement at a time.
    Postgres(RefCell<postgres::Transaction<'c>>),
}

/// A write transaction, given to [`Store::write`]'s closure. Dereferences to [`ReadTx`]
/// for the reading methods.
#[derive(Debug)]
pub struct Tx<'c> {
    read: ReadTx<'c>,
}

impl<'c> Deref for Tx<'c> {
    type Target = ReadTx<'c>;

    fn deref(&self) -> &ReadTx<'c> {
        &self.read
    }
}

impl<'c> ReadTx<'c> {
    /// A transaction on `tx`: a write's when `guard` says what it must prove.
    fn new(tx: Inner<'c>, guard: Option<&'c Guard>) -> Self {
        ReadTx {
            tx,
            write: guard.is_some(),
            shards: guard.and_then(|g| g.shards.as_deref()),
            sent_at: guard.and_then(|g| g.sent_at),
            fenced: RefCell::new(None),
            changed: RefCell::new(Vec::new()),
            notify_as: None,
        }
    }
}

impl Tx<'_> {
    /// The games this transaction changed with their revisions now, to publish once it
    /// commits; on PostgreSQL each is also notified to the other processes, in the
    /// transaction (the server delivers it at `COMMIT`, never if it rolls back). A game
    /// whose move log changed knows its revision, and was notified in the statement that
    /// counted the change ([`ReadTx::bump_revision`]); only a game changed otherwise (its
    /// seats, its status) is read here, its revision and its notification in one
    /// statement.
    fn announce(&self) -> Result<Vec<(i64, u64)>, StoreError> {
        let changed = self.changed.borrow().clone();
        let mut changes = Vec::with_capacity(changed.len());
        for change in changed {
            let revision = match (change.revision, self.notify_as) {
                // Notified already where PostgreSQL's (`bump_revision`).
                (Some(revision), _) => revision,
                (None, None) => {
                    let row = self.query_row("SELECT revision FROM games WHERE id = ?1", &[&change.game])?;
                    let Some(row) = row else { continue };
                    row.get(0)?
                }
                (None, Some(origin)) => {
                    let read = format!("SELECT revision, {NOTIFY} FROM games WHERE id = ?1");
                    let row = self.query_row(&read, &[&change.game, &feed::CHANNEL, &origin])?;
                    let Some(row) = row else { continue };
                    row.get(0)?
                }
            };
            changes.push((change.game.0, revision));
        }
        Ok(changes)
    }
}

/// On PostgreSQL, the expression that notifies the other processes of a change of the
/// game row at hand (its `id` and `revision`), named by [`Feed::origin`], with the
/// channel as parameter `?2` and the feed's name as `?3`; cast to text (empty), since
/// the store reads no `void`.
const NOTIFY: &str = "pg_notify(?2, current_schema() || ' ' || ?3 || ' ' || id || ' ' || revision)::text";

impl ReadTx<'_> {
    /// Notes that this write changes game `game` (its moves, seats, status or
    /// language): the feed tells it once the transaction commits.
    fn changed(&self, game: games::GameId) {
        let mut changed = self.changed.borrow_mut();
        if !changed.iter().any(|c| c.game == game) {
            changed.push(Change { game, revision: None });
        }
    }

    /// Counts one more change to game `game`'s action log, setting its `updated_at` to
    /// `touched` if given, and notes the change with the revision the statement returns;
    /// on PostgreSQL the same statement notifies the other processes of it. `None` when
    /// there is no such game.
    fn bump_revision(&self, game: games::GameId, touched: Option<i64>) -> Result<Option<u64>, StoreError> {
        const SET: &str = "UPDATE games SET revision = revision + 1, updated_at = COALESCE(?4, updated_at) \
                           WHERE id = ?1 RETURNING revision";
        let row = match self.notify_as {
            None => self.query_row(SET, &[&game, &Option::<i64>::None, &Option::<i64>::None, &touched])?,
            Some(origin) => {
                self.query_row(&format!("{SET}, {NOTIFY}"), &[&game, &feed::CHANNEL, &origin, &touched])?
            }
        };
        let Some(row) = row else { return Ok(None) };
        let revision: u64 = row.get(0)?;
        let mut changed = self.changed.borrow_mut();
        let change = Change { game, revision: Some(revision) };
        match changed.iter_mut().find(|c| c.game == game) {
            Some(known) => *known = change,
            None => changed.push(change),
        }
        Ok(Some(revision))
    }

    /// Runs `sql` (parameters written `?1`, `?2`, …) and returns its rows.
    fn query(&self, sql: &str, params: &[&dyn ToValue]) -> Result<Vec<Row>, StoreError> {
        let values = sql::values(params)?;
        match &self.tx {
            Inner::Sqlite(tx) => sqlite::query(tx, sql, &values),
            Inner::Postgres(tx) => tx.borrow_mut().query(sql, &values),
        }
    }

    /// The first row `sql` returns, if any.
    fn query_row(&self, sql: &str, params: &[&dyn ToValue]) -> Result<Option<Row>, StoreError> {
        Ok(self.query(sql, params)?.into_iter().next())
    }

    /// The one row `sql` returns (an aggregate, say).
    fn query_one(&self, sql: &str, params: &[&dyn ToValue]) -> Result<Row, StoreError> {
        self.query_row(sql, params)?.ok_or_else(|| StoreError::Value(format!("no row from {sql}")))
    }

    /// Runs `sql` and returns how many rows it changed.
    fn execute(&self, sql: &str, params: &[&dyn ToValue]) -> Result<u64, StoreError> {
        let values = sql::values(params)?;
        match &self.tx {
            Inner::Sqlite(tx) => sqlite::execute(tx, sql, &values),
            Inner::Postgres(tx) => tx.borrow_mut().execute(sql, &values),
        }
    }

    /// Whether this transaction runs on PostgreSQL, for the few statements the two
    /// dialects cannot share.
    fn on_postgres(&self) -> bool {
        matches!(self.tx, Inner::Postgres(_))
    }

    /// What ends a query reading games (as `g`) so that, in a write transaction on
    /// PostgreSQL, their rows stay locked until the commit: the command then sees the
    /// game as no other command can change it, as SQLite's single writer gives.
    fn game_lock(&self) -> &'static str {
        if self.write && self.on_postgres() { " FOR UPDATE OF g" } else { "" }
    }

    /// The underlying SQLite connection, for the file's own operations (backups, tests).
    ///
    /// # Panics
    /// On PostgreSQL: only SQLite-only code may call it.
    #[cfg(test)]
    fn conn(&self) -> &Connection {
        match &self.tx {
            Inner::Sqlite(tx) => tx,
            Inner::Postgres(_) => panic!("a SQLite connection was asked of a PostgreSQL transaction"),
        }
    }
}

#[cfg(test)]
mod tests {
    //! Connection settings, which only the connection itself can see.

    use super::*;

    fn pragma(store: &mut Store, name: &str) -> i64 {
        store.sqlite().expect("sqlite").pragma_query_value(None, name, |row| row.get(0)).expect(name)
    }

    /// Another database's URL is told apart from a file's path, which may hold `:`.
    #[test]
    fn another_databases_url_is_named_by_its_scheme() {
        assert_eq!(Database::unsupported_scheme("mysql://me@host/db"), Some("mysql"));
        assert_eq!(Database::unsupported_scheme("sqlite:///srv/bot.db"), Some("sqlite"));
        assert_eq!(Database::unsupported_scheme("postgres://me@host/db"), None);
        assert_eq!(Database::unsupported_scheme("data/bot.db"), None);
        assert_eq!(Database::unsupported_scheme("./a:b//c.db"), None);
    }

    #[test]
    fn a_file_connection_is_durable_and_checks_foreign_keys() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut store = Store::open(&dir.path().join("settings.db")).expect("open");
        assert_eq!(pragma(&mut store, "synchronous"), 2, "FULL");
        assert_eq!(pragma(&mut store, "foreign_keys"), 1);
        assert_eq!(pragma(&mut store, "busy_timeout"), 5000);
        let mode: String = store
            .sqlite()
            .expect("sqlite")
            .pragma_query_value(None, "journal_mode", |row| row.get(0))
            .expect("journal_mode");
        assert_eq!(mode, "wal");
    }

    /// The health check and the next write both see a file deleted or replaced under
    /// the connection; the write is rolled back, and a read-only database is refused at
    /// once.
    #[test]
    fn a_file_deleted_or_replaced_under_the_connection_is_seen() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("bot.db");
        let mut store = Store::open(&path).expect("open");
        store.check().expect("fine at first");
        let write = |store: &mut Store| store.write(|tx| tx.set_wants_dm("u", true, "en", 0));
        let fault = |e: StoreError| match e {
            StoreError::Unwritable { path: Some(at), fault, .. } if at == path => fault,
            other => panic!("{other:?}"),
        };
        std::fs::rename(&path, dir.path().join("moved.db")).expect("move away");
        assert_eq!(fault(store.check().expect_err("gone")), Fault::Deleted);
        assert_eq!(fault(write(&mut store).expect_err("refused")), Fault::Deleted);
        std::fs::copy(dir.path().join("moved.db"), &path).expect("a copy in its place");
        assert_eq!(fault(store.check().expect_err("replaced")), Fault::Replaced);
        assert_eq!(fault(write(&mut store).expect_err("refused")), Fault::Replaced);
        std::fs::remove_file(&path).expect("the copy away");
        std::fs::rename(dir.path().join("moved.db"), &path).expect("back");
        store.check().expect("its own file again");
        write(&mut store).expect("written");
        let rows: i64 = store
            .sqlite()
            .expect("sqlite")
            .query_row("SELECT COUNT(*) FROM notify_prefs", [], |r| r.get(0))
            .expect("count");
        assert_eq!(rows, 1, "the refused writes were rolled back");
    }

    #[test]
    fn a_checkpoint_empties_the_write_ahead_log() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("checkpoint.db");
        let mut store = Store::open(&path).expect("open");
        let wal = || std::fs::metadata(dir.path().join("checkpoint.db-wal")).map_or(0, |m| m.len());
        assert!(wal() > 0, "the migrations went through the log");
        assert!(store.checkpoint().expect("checkpoint"), "nobody else reads");
        assert_eq!(wal(), 0, "the log is emptied into the file");
        let mut reader = Store::open(&path).expect("open");
        reader.read(|tx| tx.open_game("g", "c").map(drop)).expect("read");
        store.sqlite().expect("sqlite").execute("CREATE TABLE later (x)", []).expect("a write");
        assert!(wal() > 0);
        assert!(store.checkpoint().expect("checkpoint"));
        assert_eq!(wal(), 0);
    }

    /// What names a PostgreSQL database in logs and errors shows no password: the
    /// database (`Display`, `Debug`) and another connection's origin (`Debug`).
    #[test]
    fn a_database_and_its_origin_show_no_password() {
        let url = "postgresql://bot:p%40ss@db:5432/games?password=other";
        let database = Database::parse(url);
        let shown = "postgresql://bot:***@db:5432/games?password=***";
        assert_eq!(database.to_string(), shown);
        assert_eq!(format!("{database:?}"), format!("Database({shown})"));
        let origin = Origin(OriginOf::Postgres(DatabaseUrl::new(url)));
        let debug = format!("{origin:?}");
        assert!(debug.contains(shown) && !debug.contains("p%40ss") && !debug.contains("other"), "{debug}");
    }

    #[test]
    fn foreign_keys_refuse_rows_of_missing_games() {
        let mut store = Store::open_in_memory().expect("open");
        let inserted = store
            .sqlite()
            .expect("sqlite")
            .execute("INSERT INTO actions (game_id, seq, seat, action, at) VALUES (99, 1, 0, 'x', 0)", []);
        assert!(inserted.is_err(), "{inserted:?}");
        let result: Result<(), StoreError> = store.write(|tx| {
            tx.conn()
                .execute(
                    "INSERT INTO seats (game_id, seat, user_id, display_name, is_bot) \
                     VALUES (99, 0, 'u', 'U', 0)",
                    [],
                )
                .map(drop)
                .map_err(StoreError::from)
        });
        assert!(result.is_err(), "{result:?}");
    }
}
