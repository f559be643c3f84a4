//! The board page's moves (and undos) still to be told in their game's channel: an
//! outbox written in the move's own transaction, so a move is never kept without its row nor its row
//! without the move. It only keeps the rows; who posts them, and when, is the front
//! end's (through the service).

use super::{GameId, ReadTx, StoreError, Tx};

/// A move made on the board page that its channel has not been told yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageMoveRow {
    pub game_id: GameId,
    /// The game's server and channel, whose shard's holder tells it.
    pub guild_id: String,
    pub channel_id: String,
    /// The game's revision after the move.
    pub revision: u64,
    /// The move's place in the action log, and the move as written there; for an
    /// undo, the place of the move taken back and the word `undo`.
    pub seq: u64,
    pub action: String,
    /// When it was made, unix milliseconds.
    pub made_at: i64,
    /// For an undo, the seat that took its last move back; `None` for a move.
    pub undone_by: Option<u32>,
}

impl ReadTx<'_> {
    /// Every move still to be told, oldest first within each game.
    ///
    /// # Errors
    /// Database failures.
    pub fn page_moves(&self) -> Result<Vec<PageMoveRow>, StoreError> {
        let rows = self.query(
            "SELECT p.game_id, g.guild_id, g.channel_id, p.revision, p.seq, p.action, p.made_at, \
             p.undone_by FROM page_moves AS p JOIN games AS g ON g.id = p.game_id ORDER BY p.game_id, p.revision",
            &[],
        )?;
        rows.iter()
            .map(|row| {
                Ok(PageMoveRow {
                    game_id: GameId(row.get(0)?),
                    guild_id: row.get(1)?,
                    channel_id: row.get(2)?,
                    revision: row.get(3)?,
                    seq: row.get(4)?,
                    action: row.get(5)?,
                    made_at: row.get(6)?,
                    undone_by: row.get(7)?,
                })
            })
            .collect()
    }
}

impl Tx<'_> {
    /// Records that the move `action`, number `seq` of game `game_id`, which brought it
    /// to `revision`, was made on the page at `now` and is still to be told.
    ///
    /// # Errors
    /// Database failures.
    pub fn add_page_move(
        &self,
        game_id: GameId,
        revision: u64,
        seq: u64,
        action: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO page_moves (game_id, revision, seq, action, made_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            &[&game_id, &revision, &seq, &action, &now],
        )?;
        Ok(())
    }

    /// Records that `seat` took back the move number `seq` of game `game_id` on the
    /// page at `now`, bringing it to `revision`, and that this is still to be told.
    ///
    /// # Errors
    /// Database failures.
    pub fn add_page_undo(
        &self,
        game_id: GameId,
        revision: u64,
        seq: u64,
        seat: u32,
        now: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO page_moves (game_id, revision, seq, action, made_at, undone_by) \
             VALUES (?1, ?2, ?3, 'undo', ?4, ?5)",
            &[&game_id, &revision, &seq, &now, &seat],
        )?;
        Ok(())
    }

    /// The move of game `game_id` at `revision` was told (or given up): its row goes.
    /// Reading the game proves this process still holds its shard (the fence), so a
    /// process that lost it clears nothing. Whether there was a row.
    ///
    /// # Errors
    /// [`StoreError::LeaseLost`] when the shard is no longer this process's; database
    /// failures.
    pub fn clear_page_move(&self, game_id: GameId, revision: u64) -> Result<bool, StoreError> {
        if self.game(game_id)?.is_none() {
            return Ok(false);
        }
        let deleted = self
            .execute("DELETE FROM page_moves WHERE game_id = ?1 AND revision = ?2", &[&game_id, &revision])?;
        Ok(deleted > 0)
    }
}
