//! A stored game brought back to life: its row, its seats and, once started, the
//! engine state replayed from the action log.

use carcassonne_engine::{Action, ENGINE_VERSION, Game, Seat, Setup};

use super::error::{ServiceError, UserError};
use crate::store::{GameRow, ReadTx, SeatRow, Status};

/// One channel's game as the service works on it.
#[derive(Debug)]
pub struct Table {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    /// The engine state; `None` while in the lobby.
    pub game: Option<Game>,
    /// The last seq of the action log.
    pub last_seq: u64,
}

impl Table {
    /// The channel's open game, or else its last game if that one finished, replayed.
    ///
    /// # Errors
    /// `NoGame` when the channel has neither; `Corrupt` if the log does not replay.
    pub fn load(tx: &ReadTx<'_>, guild: &str, channel: &str) -> Result<Table, ServiceError> {
        let row = match tx.open_game(guild, channel)? {
            Some(row) => row,
            None => tx
                .latest_game(guild, channel)?
                .filter(|r| r.status == Status::Finished)
                .ok_or(UserError::NoGame)?,
        };
        Table::load_row(tx, row)
    }

    /// Checks the game is still in its lobby.
    ///
    /// # Errors
    /// `AlreadyStarted` or `Finished`.
    pub fn in_lobby(&self) -> Result<(), UserError> {
        match self.row.status {
            Status::Lobby => Ok(()),
            Status::Finished => Err(UserError::Finished),
            _ => Err(UserError::AlreadyStarted),
        }
    }

    /// A game by its row, replayed.
    ///
    /// # Errors
    /// `Corrupt` if its setup or log does not replay.
    pub fn load_row(tx: &ReadTx<'_>, row: GameRow) -> Result<Table, ServiceError> {
        let seats = tx.seats(row.id)?;
        let actions = tx.actions(row.id)?;
        let corrupt = |detail: String| ServiceError::Corrupt { game: row.id.0, detail };
        let last_seq = actions.last().map_or(0, |a| a.seq);
        let game = if row.status == Status::Lobby {
            None
        } else if row.engine_version > ENGINE_VERSION {
            return Err(UserError::NewerVersion(row.engine_version).into());
        } else {
            let setup = setup_of(&row).map_err(corrupt)?;
            let log = actions
                .iter()
                .map(|a| Ok((Seat(a.seat as u8), a.action.parse::<Action>().map_err(|e| e.to_string())?)))
                .collect::<Result<Vec<_>, String>>()
                .map_err(corrupt)?;
            Some(Game::replay(setup, log).map_err(|e| corrupt(e.to_string()))?)
        };
        Ok(Table { row, seats, game, last_seq })
    }

    /// Display names in seat order.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.display_name.clone()).collect()
    }

    /// The seat of a user, if seated.
    pub fn seat_of(&self, user_id: &str) -> Option<Seat> {
        self.seats.iter().find(|s| s.user_id.as_deref() == Some(user_id)).map(|s| Seat(s.seat as u8))
    }

    /// The user id playing a seat.
    pub fn user_of(&self, seat: Seat) -> Option<&str> {
        self.seats.get(seat.index()).and_then(|s| s.user_id.as_deref())
    }

    /// The engine state of a started game.
    ///
    /// # Errors
    /// `NotStarted` in the lobby, `Finished` once over.
    pub fn playing(&mut self) -> Result<&mut Game, UserError> {
        match (&self.row.status, &mut self.game) {
            (Status::Active, Some(game)) => Ok(game),
            (Status::Finished, _) => Err(UserError::Finished),
            _ => Err(UserError::NotStarted),
        }
    }
}

/// The engine setup stored with a game, played by the rules version the game was
/// created with (the row's, which games stored before the setup named it also have).
pub fn setup_of(row: &GameRow) -> Result<Setup, String> {
    let mut setup: Setup = serde_json::from_str(&row.setup).map_err(|e| format!("setup: {e}"))?;
    setup.version = row.engine_version;
    Ok(setup)
}
