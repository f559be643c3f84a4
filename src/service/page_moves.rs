//! Moves (and undos) made on the board page, told in their game's channel as a slash
//! command's would be. The move's transaction records it (the store's outbox, when the service
//! is told a chat front posts them: [`Service::tell_page_moves`]); the process serving
//! the game's shard builds the turn's message here from the action log, the same
//! message a slash command's answer is, posts it, and clears the record by a write
//! that proves it still holds the shard. It must not post anything itself.

use carcassonne_engine::{Action, Seat};

use super::ending::Ending;
use super::table::{self, Table};
use super::turn::{turn_reply, undo_reply};
use super::{Context, Front, Reply, Service, ServiceError, User};
use crate::store::{ActionRow, GameId, GameRow, PageMoveRow, SeatRow, Status};

/// How long a page move waits to be told before it is given up (a channel that keeps
/// refusing the message, a server the bot left): a day.
pub const GIVE_UP_MS: i64 = 24 * 3600 * 1000;

/// A page move to tell: where, which (the game at the revision the move brought it
/// to, which names the message for Discord's deduplication), and the message.
#[derive(Debug)]
pub struct PageMove {
    pub guild: String,
    pub channel: String,
    pub game: i64,
    pub revision: u64,
    pub reply: Reply,
}

impl Service {
    /// Whether moves made on the board page are recorded, in their transaction, to be
    /// told in their game's channel: only where a front end tells them (the Discord
    /// bot; the terminal serving its game's page, `local --web`).
    pub fn tell_page_moves(&mut self, on: bool) {
        self.tells_page_moves = on;
    }

    /// The page moves of the games this process looks after still to be told at `now`,
    /// oldest first in each game, each with its turn's message worded for `front`. A move taken back
    /// since (its place in the log holds another) has nothing to tell, and one older
    /// than `GIVE_UP_MS` is given up: both are cleared.
    ///
    /// # Errors
    /// The store failed.
    pub fn page_moves_due(&mut self, now: i64, front: Front) -> Result<Vec<PageMove>, ServiceError> {
        let mut rows = self.store.read(|tx| tx.page_moves())?;
        rows.retain(|r| self.looks_after(&r.guild_id));
        let mut due = Vec::new();
        for row in rows {
            let reply = if now.saturating_sub(row.made_at) > GIVE_UP_MS {
                tracing::warn!(
                    game = row.game_id.0,
                    revision = row.revision,
                    "a page move never told; given up"
                );
                None
            } else {
                self.page_move_reply(&row, now, front)?
            };
            match reply {
                Some(reply) => due.push(PageMove {
                    guild: row.guild_id,
                    channel: row.channel_id,
                    game: row.game_id.0,
                    revision: row.revision,
                    reply,
                }),
                None => self.page_move_told(row.game_id.0, row.revision)?,
            }
        }
        Ok(due)
    }

    /// The page move of `game` at `revision` was told (or given up): its record goes,
    /// if this process still holds the game's shard.
    ///
    /// # Errors
    /// `ServiceError::is_fenced` when the shard is another process's now; the store
    /// failed.
    pub fn page_move_told(&mut self, game: i64, revision: u64) -> Result<(), ServiceError> {
        self.store.write(|tx| tx.clear_page_move(GameId(game), revision))?;
        Ok(())
    }

    /// The public message of the move `row` records, as its player would have had it
    /// from a slash command: the game replayed to just before it, the move applied
    /// again (the same events), and the turn's reply at the revision it brought. `None`
    /// when the move is no longer in the log or the game no longer replays.
    fn page_move_reply(
        &mut self,
        row: &PageMoveRow,
        now: i64,
        front: Front,
    ) -> Result<Option<Reply>, ServiceError> {
        let loaded = self.store.read(|tx| {
            let Some(game) = tx.game(row.game_id)? else { return Ok(None) };
            Ok::<_, ServiceError>(Some((game, tx.seats(row.game_id)?, tx.actions(row.game_id)?)))
        })?;
        let Some((mut game_row, seats, actions)) = loaded else { return Ok(None) };
        if let Some(seat) = row.undone_by {
            let ctx = author_ctx(row, &seats, seat, front, now);
            let reply = Self::page_undo_reply(row, &ctx, game_row, seats, &actions, self.images);
            return Ok(reply.map(|reply| self.answer(&ctx, Ok(reply))));
        }
        let made = actions.iter().find(|a| a.seq == row.seq && a.action == row.action);
        let Some((seat, action)) =
            made.and_then(|a| Some((Seat(u8::try_from(a.seat).ok()?), a.action.parse::<Action>().ok()?)))
        else {
            return Ok(None);
        };
        let before: Vec<_> = actions.iter().filter(|a| a.seq < row.seq).cloned().collect();
        // Replayed as a game still running: its ending is the move's to make.
        game_row.status = Status::Active;
        let replayed = table::replay(&game_row, &before).and_then(|(mut game, _, _)| {
            let before = (game.tiles_left() <= 1).then(|| game.clone());
            let events = game.apply(seat, action).map_err(|e| e.to_string())?;
            let ending = before.and_then(|before| Ending::new(&before, &game, events.clone()));
            Ok((game, events, ending))
        });
        let (game, events, ending) = match replayed {
            Ok(replayed) => replayed,
            Err(why) => {
                tracing::warn!(game = row.game_id.0, why = %why, "a page move no longer replays; not told");
                return Ok(None);
            }
        };
        game_row.status = if game.is_over() { Status::Finished } else { Status::Active };
        game_row.revision = row.revision;
        let recent = events.clone();
        let table = Table {
            row: game_row,
            seats,
            game: Some(game),
            unplayable: None,
            last_seq: row.seq,
            ending,
            recent,
        };
        let ctx = author_ctx(row, &table.seats, seat.0.into(), front, now);
        let mut reply = turn_reply(&table, seat, &events, &ctx, self.images);
        reply.followups = self.news_for_others(&table, seat, &events);
        Ok(Some(self.answer(&ctx, Ok(reply))))
    }

    /// The public message of the undo `row` records, `ctx`'s user having taken their move back:
    /// the game replayed to just before the move taken back (as the undo left it), and
    /// the answer a slash undo gives, naming the seat's player. `None` when the game no
    /// longer replays.
    fn page_undo_reply(
        row: &PageMoveRow,
        ctx: &Context,
        mut game_row: GameRow,
        seats: Vec<SeatRow>,
        actions: &[ActionRow],
        images: bool,
    ) -> Option<Reply> {
        let before: Vec<_> = actions.iter().filter(|a| a.seq < row.seq).cloned().collect();
        game_row.status = Status::Active;
        let game = match table::replay(&game_row, &before) {
            Ok((game, _, _)) => game,
            Err(why) => {
                tracing::warn!(game = row.game_id.0, why = %why, "a page undo no longer replays; not told");
                return None;
            }
        };
        game_row.revision = row.revision;
        let table = Table {
            row: game_row,
            seats,
            game: Some(game),
            unplayable: None,
            last_seq: row.seq.saturating_sub(1),
            ending: None,
            recent: Vec::new(),
        };
        Some(undo_reply(&table, &ctx.user, ctx.front, images))
    }
}

/// The circumstances of the page move (or undo) `row` as its author's slash command's
/// would have been: in its game's channel, by the player of `seat` among `seats`, so
/// its answer is worded and followed up (direct messages to those it leaves waiting)
/// as theirs would be.
fn author_ctx(row: &PageMoveRow, seats: &[SeatRow], seat: u32, front: Front, now: i64) -> Context {
    let user = seats.iter().find(|s| s.seat == seat).map_or_else(
        || User { id: String::new(), name: String::new() },
        |s| User { id: s.user_id.clone().unwrap_or_default(), name: s.display_name.clone() },
    );
    Context { user, ..Context::for_bots(&row.guild_id, &row.channel_id, front, now) }
}
