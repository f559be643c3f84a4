//! The snapshot cache: one serialised game state per game, to skip a long replay.
//!
//! A snapshot is only a cache. The action log stays the truth; a snapshot is usable when
//! its engine version matches the running engine and its seq matches the log, and can be
//! deleted at any time. The store must not interpret the bytes or decide validity beyond
//! dropping snapshots that an undo made stale.

use rusqlite::{OptionalExtension, params};

use super::{GameId, ReadTx, StoreError, Tx};

/// A stored snapshot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SnapshotRow {
    /// The game.
    pub game_id: GameId,
    /// The engine version that wrote (and can read) `state`.
    pub engine_version: u32,
    /// The last action included in `state`.
    pub seq: u64,
    /// The state, in the engine's own encoding.
    pub state: Vec<u8>,
}

impl ReadTx<'_> {
    /// The game's snapshot, if one was saved.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn snapshot(&self, game_id: GameId) -> Result<Option<SnapshotRow>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("SELECT engine_version, seq, state FROM snapshots WHERE game_id = ?1")?
            .query_row([game_id], |row| {
                Ok(SnapshotRow { game_id, engine_version: row.get(0)?, seq: row.get(1)?, state: row.get(2)? })
            })
            .optional()?)
    }
}

impl Tx<'_> {
    /// Saves (replacing any previous) the game's state after action `seq`.
    ///
    /// # Errors
    /// [`StoreError::GameNotFound`]; SQLite failures.
    pub fn save_snapshot(
        &self,
        game_id: GameId,
        engine_version: u32,
        seq: u64,
        state: &[u8],
    ) -> Result<(), StoreError> {
        self.require_game(game_id)?;
        self.conn()
            .prepare_cached(
                "INSERT INTO snapshots (game_id, engine_version, seq, state) \
                 VALUES (?1, ?2, ?3, ?4) \
                 ON CONFLICT (game_id) DO UPDATE SET \
                 engine_version = excluded.engine_version, seq = excluded.seq, state = excluded.state",
            )?
            .execute(params![game_id, engine_version, seq, state])?;
        Ok(())
    }

    /// Drops the game's snapshot, if any.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn delete_snapshot(&self, game_id: GameId) -> Result<(), StoreError> {
        self.conn().prepare_cached("DELETE FROM snapshots WHERE game_id = ?1")?.execute([game_id])?;
        Ok(())
    }
}
