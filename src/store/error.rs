//! The store's one error type.
//!
//! It separates what a caller may want to react to (a busy channel, a lost race on the
//! action log, a missing row) from internal failures (SQLite, migrations, the file
//! system), which the service should log once and never show raw to a player. It must
//! not carry user-facing wording: turning these into messages is the service's job.

use std::path::PathBuf;

use rusqlite::ErrorCode;

use super::GameId;
use super::file::{self, Fault, HardLinked, Identity, IsAFolder};

/// Everything that can go wrong in [`Store`](super::Store) and its transactions.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    /// The channel already has a game in the lobby or running, so another one cannot be
    /// created (or revived) there. Found through the partial unique index, so two racing
    /// creates cannot both succeed.
    #[error("the channel already has a game in the lobby or running")]
    ChannelBusy,

    /// An append to the action log was not exactly one past the last stored action. The
    /// caller lost a race with another command (or replayed a stale state) and should
    /// reload and retry, or give up; nothing was written.
    #[error("action log out of step: expected seq {expected}, got {got}")]
    SeqConflict {
        /// The only seq that could have been appended.
        expected: u64,
        /// The seq the caller tried to append.
        got: u64,
    },

    /// The game does not exist.
    #[error("no game with id {0}")]
    GameNotFound(GameId),

    /// This process no longer holds the lease of the game's shard (at the epoch it took
    /// it): another process serves that server's games now, and this one may change
    /// none of them. Nothing was written.
    #[error("not written: this process no longer holds the lease of shard {shard}")]
    LeaseLost {
        /// The game's shard.
        shard: u32,
    },

    /// The command was sent before the channel's current game was opened: it was meant
    /// for an earlier game. Nothing was written.
    #[error("not written: the command was sent before the game was opened")]
    SentBefore,

    /// The user has no seat in the game.
    #[error("user {user_id} has no seat in game {game_id}")]
    SeatNotFound {
        /// The game looked in.
        game_id: GameId,
        /// The user looked for.
        user_id: String,
    },

    /// The game has no seat with this number.
    #[error("game {game_id} has no seat {seat}")]
    SeatNumberNotFound {
        /// The game looked in.
        game_id: GameId,
        /// The seat number looked for.
        seat: u32,
    },

    /// The user already has a seat in the game.
    #[error("user {user_id} already has a seat in game {game_id}")]
    AlreadySeated {
        /// The game.
        game_id: GameId,
        /// The user.
        user_id: String,
    },

    /// Another connection held the write lock (SQLite) or a lock this transaction
    /// needed (PostgreSQL: a game's row, a server's ratings; or the server broke a
    /// deadlock) for longer than the busy timeout. Safe to retry: the transaction was
    /// rolled back.
    #[error("the database is busy")]
    Busy(#[source] DbError),

    /// Any other SQLite failure. Its words are SQLite's (`sqlite error: no such table:
    /// page_moves`), as PostgreSQL's are below: a log line printing the error alone
    /// names the cause. The driver's error is not given as a source, whose chain would
    /// print them a second time.
    #[error("sqlite error: {0}")]
    Sqlite(rusqlite::Error),

    /// Any other PostgreSQL failure (the server unreachable, a statement refused). Its
    /// words are the server's, in full; the driver's error is not given as a source,
    /// whose chain would print them a second time.
    #[error("postgresql error: {}", super::postgres::words(.0))]
    Postgres(tokio_postgres::Error),

    /// A PostgreSQL migration failed; the schema is as it was before it.
    #[error("postgresql migration {name} failed: {}", super::postgres::words(error))]
    PostgresMigration {
        /// The migration's name (its file in `migrations/postgres/`).
        name: &'static str,
        /// The server's error (in the words above, not a source: see `Postgres`).
        error: tokio_postgres::Error,
    },

    /// The PostgreSQL server did not answer in time (`doing` is what was waiting: the
    /// connection's start, a statement, `COMMIT`): it is stopped, overloaded, or the
    /// network swallows the packets. The connection is given up; a transaction open on
    /// it never committed unless `doing` is `COMMIT` (then see
    /// [`StoreError::CommitInDoubt`]).
    #[error("the database did not answer within {} s ({doing})", within.as_secs())]
    Unanswered {
        /// How long the client waited.
        within: std::time::Duration,
        /// What it waited for.
        doing: &'static str,
    },

    /// The connection was lost while `COMMIT` was under way and the server could not be
    /// asked, within the time given, whether the transaction committed: it may have.
    /// Whoever answers must not say that nothing changed.
    #[error("the connection was lost during COMMIT and the server could not tell within {} s whether it committed", within.as_secs())]
    CommitInDoubt {
        /// How long the store tried to find out.
        within: std::time::Duration,
    },

    /// The small runtime that drives a PostgreSQL connection could not be made (the
    /// process is out of threads or file descriptors).
    #[error("cannot start the PostgreSQL client")]
    PostgresRuntime(#[source] std::io::Error),

    /// The PostgreSQL database was migrated by a newer version of the bot.
    #[error("the database's schema is at version {found}, newer than this bot's {known}: upgrade the bot")]
    NewerSchema {
        /// The version found.
        found: usize,
        /// The newest this bot knows.
        known: usize,
    },

    /// A value the database holds (or is asked to hold) is not of the kind its column
    /// should have: a query and its reader disagree, or a number out of range.
    #[error("unexpected value: {0}")]
    Value(String),

    /// Bringing the schema up to date failed.
    #[error("database migration failed")]
    Migration(#[from] rusqlite_migration::Error),

    /// The folder for the database file could not be created.
    #[error("cannot create the database folder {path}")]
    CreateDir {
        /// The folder.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },

    /// The database file cannot be written, for a reason the operator must see to (a
    /// full disk, a read-only file system or file, a file deleted or replaced under the
    /// running bot): told apart from SQLite's codes and by looking at the file
    /// ([`Fault`]). Nothing was written.
    #[error("cannot write {}: {fault}", path.as_ref().map_or_else(|| "the database".into(), |p| p.display().to_string()))]
    Unwritable {
        /// The database file, when the failing connection knows it.
        path: Option<PathBuf>,
        /// Why.
        fault: Fault,
        /// SQLite's error, when SQLite reported it (not for a file found replaced).
        #[source]
        source: Option<rusqlite::Error>,
    },

    /// The database file has several names; refused before SQLite opens it.
    #[error(transparent)]
    HardLinked(#[from] HardLinked),

    /// A folder was named as the database file; refused before SQLite opens it.
    #[error(transparent)]
    IsAFolder(#[from] IsAFolder),

    /// SQLite refused write-ahead logging for the file (for example on a network file
    /// system); running without it would give up crash safety, so we refuse to start.
    #[error("the database refused WAL mode (journal_mode is {0})")]
    NoWal(String),
}

impl StoreError {
    /// Whether running the same command again may succeed: the failure came from
    /// another writer, not from the command itself.
    #[must_use]
    pub fn is_retryable(&self) -> bool {
        // (a PostgreSQL error that is retryable is already `Busy`)
        matches!(self, Self::Busy(_) | Self::SeqConflict { .. })
    }

    /// Whether the command may have been saved although it failed: the answer to its
    /// `COMMIT` was lost and could not be learned.
    #[must_use]
    pub fn is_in_doubt(&self) -> bool {
        matches!(self, Self::CommitInDoubt { .. })
    }

    /// Whether the connection to the database is gone or did not answer: a
    /// PostgreSQL server restarting or unreachable, rather than a refusal.
    #[must_use]
    pub fn is_unreachable(&self) -> bool {
        match self {
            Self::Unanswered { .. } => true,
            Self::Postgres(err) => super::postgres::is_lost(err),
            _ => false,
        }
    }

    /// Whether the command failed because its database could not be written (nothing
    /// was saved), as opposed to a bug or another writer: the operator must act.
    #[must_use]
    pub fn is_unwritable(&self) -> bool {
        matches!(self, Self::Unwritable { .. })
    }

    /// This error with the database file named and its fault told apart, by looking at
    /// `path` (the file the connection opened, of identity `opened`) when SQLite's
    /// code alone does not say (see [`file::classify`]).
    pub(crate) fn at(self, path: &std::path::Path, opened: Option<Identity>) -> Self {
        let fault = match &self {
            Self::Sqlite(err)
            | Self::Unwritable { source: Some(err), .. }
            | Self::Migration(rusqlite_migration::Error::RusqliteError { err, .. }) => {
                file::classify(err, Some(path), opened)
            }
            Self::Unwritable { fault, source: None, .. } => Some(*fault),
            _ => None,
        };
        let Some(fault) = fault else { return self };
        let source = match self {
            Self::Sqlite(err)
            | Self::Unwritable { source: Some(err), .. }
            | Self::Migration(rusqlite_migration::Error::RusqliteError { err, .. }) => Some(err),
            _ => None,
        };
        Self::Unwritable { path: Some(path.to_path_buf()), fault, source }
    }
}

/// The database driver's own error, for [`StoreError::Busy`].
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DbError {
    /// SQLite's.
    #[error(transparent)]
    Sqlite(rusqlite::Error),
    /// PostgreSQL's.
    #[error("{}", super::postgres::words(.0))]
    Postgres(tokio_postgres::Error),
}

impl From<tokio_postgres::Error> for StoreError {
    fn from(err: tokio_postgres::Error) -> Self {
        if super::postgres::is_busy(&err) { Self::Busy(DbError::Postgres(err)) } else { Self::Postgres(err) }
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(err: rusqlite::Error) -> Self {
        match err.sqlite_error_code() {
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => Self::Busy(DbError::Sqlite(err)),
            _ => match file::classify(&err, None, None) {
                Some(fault) => Self::Unwritable { path: None, fault, source: Some(err) },
                None => Self::Sqlite(err),
            },
        }
    }
}

impl StoreError {
    /// Whether this is a violation of a UNIQUE or PRIMARY KEY constraint, in either
    /// database.
    pub(crate) fn is_unique_violation(&self) -> bool {
        match self {
            Self::Sqlite(err) => is_unique_violation(err),
            Self::Postgres(err) => super::postgres::is_unique_violation(err),
            _ => false,
        }
    }
}

/// Whether `err` is a violation of a UNIQUE or PRIMARY KEY constraint.
pub(crate) fn is_unique_violation(err: &rusqlite::Error) -> bool {
    err.sqlite_error().is_some_and(|e| {
        e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
            || e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
    })
}
