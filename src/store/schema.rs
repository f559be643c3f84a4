//! The schema: the numbered migration files, in order, embedded in the binary.
//!
//! This module owns the list of migrations and nothing else. A migration that has been
//! merged is never edited or removed; a schema change is a new `migrations/NNNN_*.sql`
//! file appended to [`MIGRATIONS`]. No other module creates or alters tables.

use rusqlite::{Connection, TransactionBehavior};
use rusqlite_migration::{M, Migrations};

use super::StoreError;

/// Every migration, oldest first. The database's `user_version` is the number applied.
pub const MIGRATIONS: &[M<'static>] = &[
    M::up(include_str!("../../migrations/0001_initial.sql")),
    M::up(include_str!("../../migrations/0002_reminders.sql")),
    M::up(include_str!("../../migrations/0003_revision.sql")),
    M::up(include_str!("../../migrations/0004_bot_level.sql")),
    M::up(include_str!("../../migrations/0005_handed_from.sql")),
    M::up(include_str!("../../migrations/0006_live_messages.sql")),
    M::up(include_str!("../../migrations/0007_game_language.sql")),
    M::up(include_str!("../../migrations/0008_dm_locale.sql")),
    M::up(include_str!("../../migrations/0009_turn_clock.sql")),
    M::up(include_str!("../../migrations/0010_seat_left.sql")),
    M::up(include_str!("../../migrations/0011_ratings.sql")),
    M::up(include_str!("../../migrations/0012_timelapses.sql")),
    M::up(include_str!("../../migrations/0013_drop_snapshots.sql")),
    M::up(include_str!("../../migrations/0014_shard_leases.sql")),
    M::up(include_str!("../../migrations/0015_fencing.sql")),
    M::up(include_str!("../../migrations/0016_page_moves.sql")),
    M::up(include_str!("../../migrations/0017_page_undos.sql")),
];

/// The migrations as the migration library wants them.
#[must_use]
pub fn migrations() -> Migrations<'static> {
    Migrations::from_slice(MIGRATIONS)
}

/// The schema version a fully migrated database has.
#[must_use]
pub fn latest_version() -> usize {
    MIGRATIONS.len()
}

/// Brings `conn` up to the latest schema.
///
/// Several processes (or threads) may open a new file at once. The migration library
/// reads the version outside its transaction, so two openers can both decide to
/// migrate; taking the write lock up front makes the second one wait, after which its
/// migration fails on the tables the first created and rolls back. We then check the
/// version: if someone else finished the job we are done, otherwise we try once more
/// from wherever they left the file.
pub(crate) fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    let migrations = migrations();
    conn.set_transaction_behavior(TransactionBehavior::Immediate);
    let result = match migrations.to_latest(conn) {
        Err(_) if migrations.pending_migrations(conn).ok() == Some(0) => Ok(()),
        Err(_) => migrations.to_latest(conn),
        Ok(()) => Ok(()),
    };
    conn.set_transaction_behavior(TransactionBehavior::Deferred);
    Ok(result?)
}
