//! Game rows: creating a game, finding it by id, by channel or by player, and changing
//! its status or setup.
//!
//! It enforces "at most one open game per channel" through the schema's partial unique
//! index, so two racing creates cannot both win. It must not decide when a status change
//! is allowed (the service does), nor look inside the setup JSON.

use std::fmt;

use super::sql::Row;
use super::{ReadTx, StoreError, Tx};

/// A game's id, the `games.id` row id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Where a game is in its life. Stored as the lower-case text of [`Status::as_str`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// Players are joining; nothing has been played.
    Lobby,
    /// Being played.
    Active,
    /// Played to the end.
    Finished,
    /// Stopped before the end.
    Cancelled,
}

impl Status {
    /// Every status, in life order.
    pub const ALL: [Self; 4] = [Self::Lobby, Self::Active, Self::Finished, Self::Cancelled];

    /// The stored (and logged) name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Lobby => "lobby",
            Self::Active => "active",
            Self::Finished => "finished",
            Self::Cancelled => "cancelled",
        }
    }

    /// Whether the game still occupies its channel (lobby or active): a channel has at
    /// most one open game.
    #[must_use]
    pub const fn is_open(self) -> bool {
        matches!(self, Self::Lobby | Self::Active)
    }
}

/// A status name that is not one of [`Status::as_str`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game status {0:?}")]
pub struct ParseStatusError(pub String);

carcassonne_engine::words!(Status: as_str, ParseStatusError, ParseStatusError);

/// What the service knows when it creates a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewGame<'a> {
    /// The guild (server) id; front ends without guilds pass a fixed name.
    pub guild_id: &'a str,
    /// The channel the game is played in.
    pub channel_id: &'a str,
    /// Who created it (may cancel it).
    pub creator_id: &'a str,
    /// Usually [`Status::Lobby`]; an open status fails with
    /// [`StoreError::ChannelBusy`] if the channel already has an open game.
    pub status: Status,
    /// The service's JSON for expansions and options, stored as given.
    pub setup: &'a str,
    /// The seed of the game's randomness (tile draws, seat order).
    pub seed: u64,
    /// The engine version that created the game.
    pub engine_version: u32,
    /// Creation time, unix milliseconds.
    pub now: i64,
}

/// A stored game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    /// Its id.
    pub id: GameId,
    /// The guild it is played in.
    pub guild_id: String,
    /// The channel it is played in.
    pub channel_id: String,
    /// Who created it.
    pub creator_id: String,
    /// Where it is in its life.
    pub status: Status,
    /// The service's setup JSON, as written.
    pub setup: String,
    /// The seed of its randomness.
    pub seed: u64,
    /// The engine version that created it.
    pub engine_version: u32,
    /// Changes to its action log so far, undos included; never repeats.
    pub revision: u64,
    /// Creation time, unix milliseconds.
    pub created_at: i64,
    /// Time of the last status or setup change or appended action, unix milliseconds.
    pub updated_at: i64,
    /// The language tag its channel reads (`en`, `fr`); the rules never see it.
    pub language: String,
    /// How long a pending decision may wait for a person, in milliseconds; `None` for
    /// no clock (and for games stored before clocks were kept).
    pub clock_ms: Option<i64>,
    /// When the command that opened it was sent, unix milliseconds by Discord's clock;
    /// `None` for a game opened elsewhere (the terminal, an import) or stored before.
    pub sent_at: Option<i64>,
}

/// The columns [`game_from_row`] reads, for a query over `games AS g`.
pub(super) const GAME_COLUMNS: &str = "g.id, g.guild_id, g.channel_id, g.creator_id, g.status, g.setup, \
                            g.seed, g.engine_version, g.created_at, g.updated_at, g.revision, \
                            g.language, g.clock_ms, g.sent_at";

pub(super) fn game_from_row(row: &Row) -> Result<GameRow, StoreError> {
    Ok(GameRow {
        id: row.get(0)?,
        guild_id: row.get(1)?,
        channel_id: row.get(2)?,
        creator_id: row.get(3)?,
        status: row.get(4)?,
        setup: row.get(5)?,
        seed: seed_from_sql(row.get(6)?),
        engine_version: row.get(7)?,
        created_at: row.get(8)?,
        updated_at: row.get(9)?,
        revision: row.get(10)?,
        language: row.get(11)?,
        clock_ms: row.get(12)?,
        sent_at: row.get(13)?,
    })
}

/// Database integers are signed; the seed's 64 bits are stored unchanged as an `i64`.
const fn seed_to_sql(seed: u64) -> i64 {
    i64::from_ne_bytes(seed.to_ne_bytes())
}

const fn seed_from_sql(stored: i64) -> u64 {
    u64::from_ne_bytes(stored.to_ne_bytes())
}

impl ReadTx<'_> {
    /// The game a query found, once a write may change it: in a write transaction,
    /// only if this process holds the game's shard ([`ReadTx::fence`]) and the command
    /// was not sent before the game was opened ([`Store::set_sent_at`](super::Store::set_sent_at)).
    fn admitted(&self, row: Option<Row>) -> Result<Option<GameRow>, StoreError> {
        let Some(game) = row.as_ref().map(game_from_row).transpose()? else { return Ok(None) };
        if self.write {
            self.fence(&game.guild_id)?;
            if let (Some(sent), Some(opened)) = (self.sent_at, game.sent_at)
                && sent < opened
            {
                return Err(StoreError::SentBefore);
            }
        }
        Ok(Some(game))
    }

    /// The game with this id, if any. In a write transaction, see
    /// [`ReadTx::open_game`].
    ///
    /// # Errors
    /// Database failures; in a write, as [`ReadTx::open_game`].
    pub fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games AS g WHERE g.id = ?1{}", self.game_lock());
        self.admitted(self.query_row(&sql, &[&id])?)
    }

    /// The channel's open game (in the lobby or being played), if any. There is at most
    /// one. In a write transaction its row stays locked until the commit (PostgreSQL),
    /// and the write is refused unless it may change the game: this process holds its
    /// shard, and the command was not sent before it was opened.
    ///
    /// # Errors
    /// Database failures; in a write, [`StoreError::LeaseLost`] and
    /// [`StoreError::SentBefore`].
    pub fn open_game(&self, guild_id: &str, channel_id: &str) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games AS g \
             WHERE g.guild_id = ?1 AND g.channel_id = ?2 AND g.status IN ('lobby', 'active'){}",
            self.game_lock()
        );
        self.admitted(self.query_row(&sql, &[&guild_id, &channel_id])?)
    }

    /// The channel's most recent game whatever its status, so a finished game's final
    /// board can still be shown. In a write transaction, see [`ReadTx::open_game`].
    ///
    /// # Errors
    /// Database failures; in a write, as [`ReadTx::open_game`].
    pub fn latest_game(&self, guild_id: &str, channel_id: &str) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games AS g \
             WHERE g.guild_id = ?1 AND g.channel_id = ?2 ORDER BY g.id DESC LIMIT 1{}",
            self.game_lock()
        );
        self.admitted(self.query_row(&sql, &[&guild_id, &channel_id])?)
    }

    /// The open games (lobby or active) in which `user_id` has a seat, in any channel,
    /// oldest first: what `/games` lists.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn games_of_user(&self, user_id: &str) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games AS g JOIN seats AS s ON s.game_id = g.id \
             WHERE s.user_id = ?1 AND g.status IN ('lobby', 'active') ORDER BY g.id"
        );
        self.query(&sql, &[&user_id])?.iter().map(game_from_row).collect()
    }

    /// The games being played (active) with at least one bot seat, oldest first: where a
    /// bot may owe a move, for a front end that drives bots after a restart.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn active_games_with_bots(&self) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games AS g WHERE g.status = 'active' AND EXISTS \
             (SELECT 1 FROM seats AS s WHERE s.game_id = g.id AND s.is_bot) ORDER BY g.id"
        );
        self.query(&sql, &[])?.iter().map(game_from_row).collect()
    }

    /// Fails with [`StoreError::GameNotFound`] unless the game exists.
    pub(super) fn require_game(&self, id: GameId) -> Result<(), StoreError> {
        let found = self.query_row("SELECT 1 FROM games WHERE id = ?1", &[&id])?.is_some();
        if found { Ok(()) } else { Err(StoreError::GameNotFound(id)) }
    }
}

impl Tx<'_> {
    /// Creates a game and returns its id.
    ///
    /// # Errors
    /// [`StoreError::ChannelBusy`] if `new.status` is open and the channel already has an
    /// open game; [`StoreError::LeaseLost`] where this process may not write the
    /// server's games (the fence of [`Shards`](super::Shards)); database failures.
    pub fn create_game(&self, new: &NewGame<'_>) -> Result<GameId, StoreError> {
        self.fence(new.guild_id)?;
        // A second open game in the channel meets the partial unique index: nothing is
        // inserted and nothing returned (a failed statement would end a PostgreSQL
        // transaction).
        let inserted = self.query_row(
            "INSERT INTO games (guild_id, channel_id, creator_id, status, setup, seed, \
             engine_version, created_at, updated_at, sent_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9) ON CONFLICT DO NOTHING RETURNING id",
            &[
                &new.guild_id,
                &new.channel_id,
                &new.creator_id,
                &new.status,
                &new.setup,
                &seed_to_sql(new.seed),
                &new.engine_version,
                &new.now,
                &self.sent_at,
            ],
        )?;
        inserted.map_or(Err(StoreError::ChannelBusy), |row| row.get(0))
    }

    /// Changes the game's status.
    ///
    /// # Errors
    /// [`StoreError::GameNotFound`]; [`StoreError::ChannelBusy`] when reopening a game in
    /// a channel that has another open game; SQLite failures.
    pub fn set_status(&self, id: GameId, status: Status, now: i64) -> Result<(), StoreError> {
        // Reopening a game where another is open would break the partial unique index;
        // asked first, since a failed statement would end a PostgreSQL transaction. The
        // index still decides a race.
        if status.is_open() {
            let other = self.query_row(
                "SELECT 1 FROM games AS g JOIN games AS h ON h.guild_id = g.guild_id \
                 AND h.channel_id = g.channel_id AND h.id <> g.id \
                 WHERE g.id = ?1 AND h.status IN ('lobby', 'active')",
                &[&id],
            )?;
            if other.is_some() {
                return Err(StoreError::ChannelBusy);
            }
        }
        let updated = self
            .execute("UPDATE games SET status = ?2, updated_at = ?3 WHERE id = ?1", &[&id, &status, &now]);
        match updated {
            Ok(0) => Err(StoreError::GameNotFound(id)),
            Ok(_) => {
                self.changed(id);
                Ok(())
            }
            Err(err) if err.is_unique_violation() => Err(StoreError::ChannelBusy),
            Err(err) => Err(err),
        }
    }

    /// Replaces the game's setup JSON (lobby options change until the game starts).
    ///
    /// # Errors
    /// [`StoreError::GameNotFound`]; SQLite failures.
    pub fn set_setup(&self, id: GameId, setup: &str, now: i64) -> Result<(), StoreError> {
        let updated =
            self.execute("UPDATE games SET setup = ?2, updated_at = ?3 WHERE id = ?1", &[&id, &setup, &now])?;
        if updated == 0 { Err(StoreError::GameNotFound(id)) } else { Ok(()) }
    }

    /// Sets the language tag the game's channel reads. Neither its revision nor its
    /// `updated_at` moves: no button goes stale and no reminder is put off by it.
    ///
    /// # Errors
    /// [`StoreError::GameNotFound`]; SQLite failures.
    pub fn set_language(&self, id: GameId, language: &str) -> Result<(), StoreError> {
        let updated = self.execute("UPDATE games SET language = ?2 WHERE id = ?1", &[&id, &language])?;
        self.changed(id);
        if updated == 0 { Err(StoreError::GameNotFound(id)) } else { Ok(()) }
    }

    /// Sets the game's turn clock (`None`: no clock). Neither its revision nor its
    /// `updated_at` moves.
    ///
    /// # Errors
    /// [`StoreError::GameNotFound`]; SQLite failures.
    pub fn set_clock(&self, id: GameId, clock_ms: Option<i64>) -> Result<(), StoreError> {
        let updated = self.execute("UPDATE games SET clock_ms = ?2 WHERE id = ?1", &[&id, &clock_ms])?;
        if updated == 0 { Err(StoreError::GameNotFound(id)) } else { Ok(()) }
    }

    /// Sets `updated_at`: the pending decision waits from `now` on (an appended action,
    /// or a player back at the table, whose decision's time starts again).
    ///
    /// # Errors
    /// SQLite failures.
    pub fn touch_game(&self, id: GameId, now: i64) -> Result<(), StoreError> {
        self.execute("UPDATE games SET updated_at = ?2 WHERE id = ?1", &[&id, &now])?;
        Ok(())
    }
}
