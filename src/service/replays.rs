//! Games replayed of late, kept so that the next command on a game goes on from where
//! the last one left it instead of replaying its whole log again.
//!
//! Why: every command loads its game by replaying the stored log from the setup (the
//! store keeps the log, not the state, so a crash or another machine loses nothing).
//! Late in a game with every expansion that replay was 2.8 M of a command's ~19 M
//! instructions, and parsing the log's actions another 0.5 M, for a state the process
//! had just computed.
//!
//! A replay is a pure function of the stored setup, the rules version and the log, so
//! what is kept is keyed by exactly those: a state is reused only for a game whose
//! setup text and version are the same and whose log starts with the very actions
//! (seat and text) that state was replayed from; the rest of the log is applied to a
//! copy. Nothing else is trusted — not the game's id, not its revision — so an undo, a
//! move made by another process, or a second database in the same process simply finds
//! no prefix (or a shorter one) and replays as before.

use std::sync::{Arc, Mutex, PoisonError};

use carcassonne_engine::Game;

use crate::store::{ActionRow, GameRow};

/// States kept: one per game in play recently, each a game's whole state, so a process
/// hosting many games keeps the most recent ones. A finished game's is dropped (see
/// [`forget`]): what a bot keeps must not grow with the games it has hosted.
const KEPT: usize = 32;

/// A state and what it was replayed from.
struct Replayed {
    /// The stored setup's text and the rules version it is played by.
    setup: String,
    version: u32,
    /// The log's actions it was replayed from, in order: seat and notation.
    log: Vec<(u32, String)>,
    game: Arc<Game>,
}

/// The states kept, the most recently used last.
static KEPT_STATES: Mutex<Vec<Replayed>> = Mutex::new(Vec::new());

/// The longest kept state of `row`'s setup replayed from a prefix of `log`: a copy of
/// it and the number of the log's actions it has taken; `None` when none is kept.
pub(super) fn resume(row: &GameRow, log: &[ActionRow]) -> Option<(Game, usize)> {
    let found = {
        let mut kept = KEPT_STATES.lock().unwrap_or_else(PoisonError::into_inner);
        let best = kept
            .iter()
            .enumerate()
            .filter(|(_, r)| same_game(r, row, log))
            .max_by_key(|(_, r)| r.log.len())
            .map(|(i, _)| i)?;
        let replayed = kept.remove(best);
        let found = (Arc::clone(&replayed.game), replayed.log.len());
        kept.push(replayed);
        found
    };
    Some((Game::clone(&found.0), found.1))
}

/// Keeps `game`, replayed from `row`'s setup and `log`, for the next command; it takes
/// the place of a state of the same game replayed from a prefix of `log`.
pub(super) fn keep(row: &GameRow, log: &[ActionRow], game: &Game) {
    let replayed = Replayed {
        setup: row.setup.clone(),
        version: row.engine_version,
        log: log.iter().map(|a| (a.seat, a.action.clone())).collect(),
        game: Arc::new(game.clone()),
    };
    let mut kept = KEPT_STATES.lock().unwrap_or_else(PoisonError::into_inner);
    kept.retain(|r| !same_game(r, row, log));
    if kept.len() >= KEPT {
        kept.remove(0);
    }
    kept.push(replayed);
}

/// Drops the states kept of the game of `row`'s setup and `log`, over: no command will
/// go on from them.
pub(super) fn forget(row: &GameRow, log: &[ActionRow]) {
    KEPT_STATES.lock().unwrap_or_else(PoisonError::into_inner).retain(|r| !same_game(r, row, log));
}

/// Whether `replayed` is a state of the game of `row`'s setup and `log` (replayed from
/// a beginning of its log).
fn same_game(replayed: &Replayed, row: &GameRow, log: &[ActionRow]) -> bool {
    replayed.version == row.engine_version && replayed.setup == row.setup && starts(log, &replayed.log)
}

/// How many states of the game of `row`'s setup and `log` are kept.
#[cfg(test)]
pub(super) fn kept(row: &GameRow, log: &[ActionRow]) -> usize {
    KEPT_STATES
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .iter()
        .filter(|r| same_game(r, row, log))
        .count()
}

/// Whether `log` starts with the actions of `prefix`.
fn starts(log: &[ActionRow], prefix: &[(u32, String)]) -> bool {
    prefix.len() <= log.len()
        && log.iter().zip(prefix).all(|(a, (seat, action))| a.seat == *seat && a.action == *action)
}
