//! The store's one error type.
//!
//! It separates what a caller may want to react to (a busy channel, a lost race on the
//! action log, a missing row) from internal failures (SQLite, migrations, the file
//! system), which the service should log once and never show raw to a player. It must
//! not carry user-facing wording: turning these into messages is the service's job.

use std::path::PathBuf;

use rusqlite::ErrorCode;

use super::GameId;

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

    /// Another connection held the write lock for longer than the busy timeout. Safe to
    /// retry: the transaction was rolled back.
    #[error("the database is busy")]
    Busy(#[source] rusqlite::Error),

    /// Any other SQLite failure.
    #[error("sqlite error")]
    Sqlite(#[source] rusqlite::Error),

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
        matches!(self, Self::Busy(_) | Self::SeqConflict { .. })
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(err: rusqlite::Error) -> Self {
        match err.sqlite_error_code() {
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => Self::Busy(err),
            _ => Self::Sqlite(err),
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
