//! Seat rows: who sits at a game, in turn order, and whether a seat is a bot (and at
//! which level it plays, opaque text for the service).
//!
//! Seats are numbered 0, 1, 2, … without gaps: removing a seat moves every later seat
//! down by one, so lobby order is join order. It must not decide who may join or leave,
//! who may hand a seat to a bot, or how many seats a game takes; the service does.

use super::{GameId, ReadTx, StoreError, Tx};

/// A seat to add.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewSeat<'a> {
    /// The person playing it; `None` only for a bot.
    pub user_id: Option<&'a str>,
    /// The name shown on the board and in messages, as it was when they joined.
    pub display_name: &'a str,
    /// Whether an AI plays this seat.
    pub is_bot: bool,
    /// The level a bot plays at, as the service words it; `None` for a person.
    pub bot_level: Option<&'a str>,
    /// For a bot that took over a person's seat, that person: they may take it back.
    pub handed_from: Option<&'a str>,
}

/// A stored seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRow {
    /// The game.
    pub game_id: GameId,
    /// 0-based position in turn order.
    pub seat: u32,
    /// The person playing it; `None` for a bot.
    pub user_id: Option<String>,
    /// The name shown for it.
    pub display_name: String,
    /// Whether an AI plays it.
    pub is_bot: bool,
    /// The level a bot plays at, as the service wrote it; `None` for a person (and for
    /// bots seated before levels were stored).
    pub bot_level: Option<String>,
    /// For a bot that took over a person's seat, that person: they may take it back,
    /// unless they left for good.
    pub handed_from: Option<String>,
    /// When the person left the running game for good (unix ms): a bot plays the seat
    /// to the end and they cannot take it back.
    pub left_at: Option<i64>,
}

impl SeatRow {
    /// The seat as a [`NewSeat`], to write it again (in another order).
    #[must_use]
    pub fn as_new(&self) -> NewSeat<'_> {
        NewSeat {
            user_id: self.user_id.as_deref(),
            display_name: &self.display_name,
            is_bot: self.is_bot,
            bot_level: self.bot_level.as_deref(),
            handed_from: self.handed_from.as_deref(),
        }
    }
}

impl ReadTx<'_> {
    /// The game's seats in turn order (empty if the game does not exist).
    ///
    /// # Errors
    /// SQLite failures.
    pub fn seats(&self, game_id: GameId) -> Result<Vec<SeatRow>, StoreError> {
        let rows = self.query(
            "SELECT seat, user_id, display_name, is_bot, bot_level, handed_from, left_at FROM seats \
             WHERE game_id = ?1 ORDER BY seat",
            &[&game_id],
        )?;
        rows.iter()
            .map(|row| {
                Ok(SeatRow {
                    game_id,
                    seat: row.get(0)?,
                    user_id: row.get(1)?,
                    display_name: row.get(2)?,
                    is_bot: row.get(3)?,
                    bot_level: row.get(4)?,
                    handed_from: row.get(5)?,
                    left_at: row.get(6)?,
                })
            })
            .collect()
    }

    /// The seat `user_id` has in the game, if any.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn seat_of(&self, game_id: GameId, user_id: &str) -> Result<Option<u32>, StoreError> {
        self.query_row("SELECT seat FROM seats WHERE game_id = ?1 AND user_id = ?2", &[&game_id, &user_id])?
            .map(|row| row.get(0))
            .transpose()
    }
}

impl Tx<'_> {
    /// Adds a seat after the last one and returns its number.
    ///
    /// # Errors
    /// [`StoreError::GameNotFound`]; [`StoreError::AlreadySeated`] if the person already
    /// sits at this game; SQLite failures.
    pub fn add_seat(&self, game_id: GameId, seat: &NewSeat<'_>) -> Result<u32, StoreError> {
        self.require_game(game_id)?;
        let next: u32 = self
            .query_one("SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE game_id = ?1", &[&game_id])?
            .get(0)?;
        self.insert_seat(game_id, next, seat)?;
        Ok(next)
    }

    /// Removes `user_id`'s seat and moves every later seat down by one; returns the
    /// number the removed seat had.
    ///
    /// # Errors
    /// [`StoreError::SeatNotFound`] if the user has no seat here; SQLite failures.
    pub fn remove_seat(&self, game_id: GameId, user_id: &str) -> Result<u32, StoreError> {
        let Some(removed) = self.seat_of(game_id, user_id)? else {
            return Err(StoreError::SeatNotFound { game_id, user_id: user_id.to_owned() });
        };
        self.remove_seat_number(game_id, removed)?;
        Ok(removed)
    }

    /// Removes seat `seat` (a bot's, say) and moves every later seat down by one.
    ///
    /// # Errors
    /// [`StoreError::SeatNumberNotFound`] if the game has no such seat; SQLite failures.
    pub fn remove_seat_number(&self, game_id: GameId, seat: u32) -> Result<(), StoreError> {
        let deleted =
            self.execute("DELETE FROM seats WHERE game_id = ?1 AND seat = ?2", &[&game_id, &seat])?;
        if deleted == 0 {
            return Err(StoreError::SeatNumberNotFound { game_id, seat });
        }
        self.changed(game_id);
        // One row at a time, lowest first: a single `seat = seat - 1` UPDATE could hit
        // the primary key halfway through, depending on the order the database visits
        // rows.
        let later = self.query(
            "SELECT seat FROM seats WHERE game_id = ?1 AND seat > ?2 ORDER BY seat",
            &[&game_id, &seat],
        )?;
        for row in later {
            let later: u32 = row.get(0)?;
            self.execute(
                "UPDATE seats SET seat = ?3 WHERE game_id = ?1 AND seat = ?2",
                &[&game_id, &later, &(later - 1)],
            )?;
        }
        Ok(())
    }

    /// Hands seat `seat` to a bot from now on: no person plays it any more, it plays at
    /// `bot_level`, and the person who played it is kept as the one who may take it
    /// back. Its number and name, and so the game's turn order and action log, stay as
    /// they are.
    ///
    /// # Errors
    /// [`StoreError::SeatNumberNotFound`] if the game has no such seat; SQLite failures.
    pub fn hand_seat_to_bot(&self, game_id: GameId, seat: u32, bot_level: &str) -> Result<(), StoreError> {
        let updated = self.execute(
            "UPDATE seats SET handed_from = COALESCE(user_id, handed_from), user_id = NULL, is_bot = TRUE, \
             bot_level = ?3 WHERE game_id = ?1 AND seat = ?2",
            &[&game_id, &seat, &bot_level],
        )?;
        self.changed(game_id);
        if updated == 0 { Err(StoreError::SeatNumberNotFound { game_id, seat }) } else { Ok(()) }
    }

    /// Hands seat `seat` to a bot playing at `bot_level` for the rest of the game: its
    /// person left for good at `now`. The person stays recorded as the one who played it
    /// (the final table names them as left) but cannot take it back.
    ///
    /// # Errors
    /// [`StoreError::SeatNumberNotFound`] if the game has no such seat; SQLite failures.
    pub fn leave_seat_for_good(
        &self,
        game_id: GameId,
        seat: u32,
        bot_level: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let updated = self.execute(
            "UPDATE seats SET handed_from = COALESCE(user_id, handed_from), user_id = NULL, is_bot = TRUE, \
             bot_level = ?3, left_at = ?4 WHERE game_id = ?1 AND seat = ?2",
            &[&game_id, &seat, &bot_level, &now],
        )?;
        self.changed(game_id);
        if updated == 0 { Err(StoreError::SeatNumberNotFound { game_id, seat }) } else { Ok(()) }
    }

    /// Gives `user_id` back the seat a bot took over from them; the seat's number, or
    /// `None` when no seat of this game was theirs before a bot's (or they left it for
    /// good).
    ///
    /// # Errors
    /// SQLite failures.
    pub fn take_seat_back(&self, game_id: GameId, user_id: &str) -> Result<Option<u32>, StoreError> {
        self.changed(game_id);
        self.query_row(
            "UPDATE seats SET user_id = handed_from, handed_from = NULL, is_bot = FALSE, bot_level = NULL \
             WHERE game_id = ?1 AND handed_from = ?2 AND left_at IS NULL RETURNING seat",
            &[&game_id, &user_id],
        )?
        .map(|row| row.get(0))
        .transpose()
    }

    /// Replaces all of the game's seats with `seats`, numbered in the given order: how
    /// the service fixes the (seeded, random) turn order when the game starts.
    ///
    /// # Errors
    /// [`StoreError::GameNotFound`]; [`StoreError::AlreadySeated`] if a person appears
    /// twice; SQLite failures.
    pub fn replace_seats(&self, game_id: GameId, seats: &[NewSeat<'_>]) -> Result<(), StoreError> {
        self.require_game(game_id)?;
        self.execute("DELETE FROM seats WHERE game_id = ?1", &[&game_id])?;
        for (number, seat) in (0..).zip(seats) {
            self.insert_seat(game_id, number, seat)?;
        }
        Ok(())
    }

    fn insert_seat(&self, game_id: GameId, number: u32, seat: &NewSeat<'_>) -> Result<(), StoreError> {
        self.changed(game_id);
        // A person already seated meets the unique index: nothing inserted (a failed
        // statement would end a PostgreSQL transaction).
        let inserted = self.execute(
            "INSERT INTO seats (game_id, seat, user_id, display_name, is_bot, bot_level, handed_from) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT DO NOTHING",
            &[
                &game_id,
                &number,
                &seat.user_id,
                &seat.display_name,
                &seat.is_bot,
                &seat.bot_level,
                &seat.handed_from,
            ],
        )?;
        if inserted == 0 {
            return Err(StoreError::AlreadySeated {
                game_id,
                user_id: seat.user_id.unwrap_or_default().to_owned(),
            });
        }
        Ok(())
    }
}
