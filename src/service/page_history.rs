//! The board page's history panel (issue 86, "the whole game at hand"): every move of
//! the game as `history` tells it in the channel, and the whole board as it was after
//! any of them, with the points that move scored on the features it scored. Replayed
//! from the log, as `history` is: nothing of its own is stored.

use carcassonne_engine::Audience;
use serde_json::{Value, json};

use super::web::{DEFAULT_CELL, Link, Refusal, board_only, page_cell, placed, refused};
use super::{Front, Service, history, page_fields};
use crate::render;

impl Service {
    /// The link's game's moves, for everyone to read (what the channel read): each move's
    /// number and its line as `history` words it (who, what, the points it scored) in
    /// the game's language and Discord's words, the oldest first; and, for the page to
    /// draw over the board after it, the cells that board shows, where each of its
    /// scorings' `+N` goes and the tile placed last by then, which the page frames the
    /// move on (absent from a move after the log stopped replaying).
    ///
    /// # Errors
    /// As [`Service::web_game`].
    pub fn web_history(&mut self, link: &Link) -> Result<Value, Refusal> {
        let (table, moves) = self.linked_moves(link)?;
        let lines = history::lines_with(&table, &moves, Front::Discord, table.lang(), |step| {
            let view = step.game.view(Audience::Public);
            let shown = render::Layout::board_only(&view, DEFAULT_CELL);
            json!({
                "board": {"min": [shown.min.x, shown.min.y], "max": [shown.max.x, shown.max.y]},
                "scored": page_fields::scored(&view, &step.events),
                "placed": placed(&view),
            })
        });
        let moves: Vec<Value> = moves
            .iter()
            .zip(lines)
            .map(|(row, (line, after))| {
                let mut told = json!({"seq": row.seq, "line": line});
                if let (Some(told), Some(Value::Object(after))) = (told.as_object_mut(), after) {
                    told.extend(after);
                }
                told
            })
            .collect();
        Ok(json!({"revision": table.row.revision, "moves": moves}))
    }

    /// The whole board as it was after move `seq` of the link's game, alone, `cell` px
    /// a cell, as the page's own board is drawn ([`Service::web_board_only`]): what the
    /// move scored framed, its `+N` left to the page when `page_writes_points`.
    ///
    /// # Errors
    /// As [`Service::web_game`]; a cell size not in [`super::PAGE_CELLS`]; no move
    /// `seq`; a log that no longer replays up to it.
    pub fn web_history_board(
        &mut self,
        link: &Link,
        seq: u64,
        cell: Option<u32>,
        page_writes_points: bool,
    ) -> Result<Vec<u8>, Refusal> {
        let cell = page_cell(cell, link.lang)?;
        let (table, moves) = self.linked_moves(link)?;
        history::at_move(&table, &moves, seq, |step| {
            board_only(&table, step.game.view(Audience::Public), &step.events, cell, page_writes_points)
        })
        .map_err(|e| refused(e, table.lang()))
    }
}
