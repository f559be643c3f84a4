//! The board page's history panel (issue 86, "the whole game at hand"): every move of
//! the game as `history` tells it in the channel, and the board as it was after any of
//! them, drawn as that move's turn message drew it. Replayed from the log, as `history`
//! is: nothing of its own is stored.

use serde_json::{Value, json};

use super::web::{Link, Refusal, refused};
use super::{Front, Service, history};

impl Service {
    /// The link's game's moves, for everyone to read (what the channel read): each move's
    /// number and its line as `history` words it (who, what, the points it scored) in
    /// the game's language and Discord's words, the oldest first.
    ///
    /// # Errors
    /// As [`Service::web_game`].
    pub fn web_history(&mut self, link: &Link) -> Result<Value, Refusal> {
        let (table, moves) = self.linked_moves(link)?;
        let lines = history::lines(&table, &moves, Front::Discord, table.lang());
        let moves: Vec<Value> =
            moves.iter().zip(lines).map(|(row, line)| json!({"seq": row.seq, "line": line})).collect();
        Ok(json!({"revision": table.row.revision, "moves": moves}))
    }

    /// The board as it was after move `seq` of the link's game, as `history after`
    /// draws it in the channel (that move's turn message's picture).
    ///
    /// # Errors
    /// As [`Service::web_game`]; no move `seq`; a log that no longer replays up to it.
    pub fn web_history_board(&mut self, link: &Link, seq: u64) -> Result<Vec<u8>, Refusal> {
        let (table, moves) = self.linked_moves(link)?;
        history::at_move(&table, &moves, seq, |step| history::board_after(&table, step, Front::Discord))
            .map_err(|e| refused(e, table.lang()))
    }
}
