//! The action log: each game's actions in the engine's text notation, numbered 1, 2, 3, …
//!
//! The log is the truth about a game (its setup plus these actions, replayed, give the
//! position), so appends are checked to be exactly one past the last: two commands that
//! raced on one game cannot both append the same step, and none can leave a gap. It must
//! not parse or check the actions; the engine does.

use super::{GameId, ReadTx, StoreError, Tx};

/// A stored action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionRow {
    /// The game.
    pub game_id: GameId,
    /// Its place in the log, from 1.
    pub seq: u64,
    /// The seat that took it.
    pub seat: u32,
    /// The action in the engine's notation, as written.
    pub action: String,
    /// When it was taken, unix milliseconds.
    pub at: i64,
}

impl ReadTx<'_> {
    /// The seq of the game's last action, or 0 if it has none; the next append must be
    /// this plus one.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn last_seq(&self, game_id: GameId) -> Result<u64, StoreError> {
        self.query_one("SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?1", &[&game_id])?.get(0)
    }

    /// The game's whole log in order, for a replay.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn actions(&self, game_id: GameId) -> Result<Vec<ActionRow>, StoreError> {
        self.query("SELECT seq, seat, action, at FROM actions WHERE game_id = ?1 ORDER BY seq", &[&game_id])?
            .iter()
            .map(|row| {
                Ok(ActionRow {
                    game_id,
                    seq: row.get(0)?,
                    seat: row.get(1)?,
                    action: row.get(2)?,
                    at: row.get(3)?,
                })
            })
            .collect()
    }
}

impl Tx<'_> {
    /// Appends one action as number `seq`, which must be [`ReadTx::last_seq`] plus one,
    /// and marks the game updated at `now`.
    ///
    /// Passing the seq the caller believes comes next (rather than letting the store
    /// pick it) is what makes a stale command fail instead of applying on top of a state
    /// it never saw.
    ///
    /// # Errors
    /// [`StoreError::GameNotFound`]; [`StoreError::SeqConflict`] if `seq` is not next;
    /// SQLite failures.
    pub fn append_action(
        &self,
        game_id: GameId,
        seq: u64,
        seat: u32,
        action: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        self.require_game(game_id)?;
        let expected = self.last_seq(game_id)? + 1;
        if seq != expected {
            return Err(StoreError::SeqConflict { expected, got: seq });
        }
        let inserted = self.execute(
            "INSERT INTO actions (game_id, seq, seat, action, at) VALUES (?1, ?2, ?3, ?4, ?5)",
            &[&game_id, &seq, &seat, &action, &now],
        );
        match inserted {
            Ok(_) => {}
            // Unreachable inside one transaction that read the game (its lock orders the
            // writers), but a duplicate must never pass.
            Err(err) if err.is_unique_violation() => {
                return Err(StoreError::SeqConflict { expected, got: seq });
            }
            Err(err) => return Err(err),
        }
        // Its revision counted, the game touched and, on PostgreSQL, the others
        // notified in one statement.
        self.bump_revision(game_id, Some(now))?;
        Ok(())
    }

    /// Deletes the game's actions numbered `seq` and above (an undo). Returns how many
    /// actions were deleted.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn delete_actions_from(&self, game_id: GameId, seq: u64) -> Result<u64, StoreError> {
        let deleted =
            self.execute("DELETE FROM actions WHERE game_id = ?1 AND seq >= ?2", &[&game_id, &seq])?;
        if deleted > 0 {
            self.bump_revision(game_id, None)?;
        }
        Ok(deleted)
    }
}
