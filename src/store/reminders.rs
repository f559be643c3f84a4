//! Reminder bookkeeping and notification choices: which running games wait since when
//! (and on which turn clock), how many reminders their pending decision has had, and who
//! wants direct messages.
//!
//! It must not decide when a reminder or a clock is due or who is pinged (the service
//! does); it only keeps the counts so a restart neither repeats nor loses a reminder.

use super::sql::Row;
use super::{GameId, ReadTx, StoreError, Tx};

/// A running game and how long its pending decision has waited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaitingGame {
    pub game_id: GameId,
    pub guild_id: String,
    pub channel_id: String,
    /// The last action's seq (0 before the first): it names the pending decision.
    pub seq: u64,
    /// When the decision became pending (the last action, or the start), unix ms.
    pub since: i64,
    /// The reminder already sent for this game, if any.
    pub reminded: Option<ReminderRow>,
    /// The game's turn clock in milliseconds, `None` for no clock.
    pub clock_ms: Option<i64>,
}

/// The last reminder sent for a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReminderRow {
    /// The decision it was about (the seq then).
    pub seq: u64,
    /// How many delays had passed when it was sent.
    pub rounds: u32,
    pub sent_at: i64,
}

fn waiting_from_row(row: &Row) -> Result<WaitingGame, StoreError> {
    let reminded = match row.get::<Option<u64>>(5)? {
        Some(seq) => Some(ReminderRow { seq, rounds: row.get(6)?, sent_at: row.get(7)? }),
        None => None,
    };
    Ok(WaitingGame {
        game_id: row.get(0)?,
        guild_id: row.get(1)?,
        channel_id: row.get(2)?,
        seq: row.get(3)?,
        since: row.get(4)?,
        reminded,
        clock_ms: row.get(8)?,
    })
}

impl ReadTx<'_> {
    /// Every running game whose decision has been pending since `before` or earlier.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn waiting_games(&self, before: i64) -> Result<Vec<WaitingGame>, StoreError> {
        let rows = self.query(
            "SELECT g.id, g.guild_id, g.channel_id, \
                    COALESCE((SELECT MAX(a.seq) FROM actions AS a WHERE a.game_id = g.id), 0), \
                    g.updated_at, r.seq, r.rounds, r.sent_at, g.clock_ms \
             FROM games AS g LEFT JOIN reminders AS r ON r.game_id = g.id \
             WHERE g.status = 'active' AND g.updated_at <= ?1 \
             ORDER BY g.id",
            &[&before],
        )?;
        rows.iter().map(waiting_from_row).collect()
    }

    /// For a user who asked for direct messages, the locale they had when they asked
    /// (empty for those who asked before locales were kept); `None` for one who did not.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn dm_locale(&self, user_id: &str) -> Result<Option<String>, StoreError> {
        let locale: Option<Option<String>> = self
            .query_row("SELECT locale FROM notify_prefs WHERE user_id = ?1 AND dm", &[&user_id])?
            .map(|row| row.get(0))
            .transpose()?;
        Ok(locale.map(Option::unwrap_or_default))
    }
}

impl Tx<'_> {
    /// Records that a reminder for decision `seq` of the game was sent after `rounds`
    /// delays, replacing the game's previous record; fenced like any write to a game
    /// ([`ReadTx::open_game`]).
    ///
    /// # Errors
    /// [`StoreError::GameNotFound`], [`StoreError::LeaseLost`]; database failures.
    pub fn record_reminder(
        &self,
        game_id: GameId,
        seq: u64,
        rounds: u32,
        now: i64,
    ) -> Result<(), StoreError> {
        self.game(game_id)?.ok_or(StoreError::GameNotFound(game_id))?;
        self.execute(
            "INSERT INTO reminders (game_id, seq, rounds, sent_at) VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT (game_id) DO UPDATE SET seq = ?2, rounds = ?3, sent_at = ?4",
            &[&game_id, &seq, &rounds, &now],
        )?;
        Ok(())
    }

    /// Turns direct messages on or off for a user, with the locale they have as they ask:
    /// their direct messages are in its language.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn set_wants_dm(&self, user_id: &str, dm: bool, locale: &str, now: i64) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO notify_prefs (user_id, dm, updated_at, locale) VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT (user_id) DO UPDATE SET dm = ?2, updated_at = ?3, locale = ?4",
            &[&user_id, &dm, &now, &locale],
        )?;
        Ok(())
    }
}
