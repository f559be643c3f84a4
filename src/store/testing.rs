//! Rows the store's own tests start from.

use super::{GameId, NewGame, Status, Store, StoreError};

/// A game of `guild` in `channel`, created in the lobby and left in `status` at time
/// `at`.
pub fn game(store: &mut Store, guild: &str, channel: &str, status: Status, at: i64) -> GameId {
    store
        .write(|tx| {
            let new = NewGame {
                guild_id: guild,
                channel_id: channel,
                creator_id: "u",
                status: Status::Lobby,
                setup: "{}",
                seed: 1,
                engine_version: 1,
                now: 0,
            };
            let id = tx.create_game(&new)?;
            tx.set_status(id, status, at)?;
            Ok::<_, StoreError>(id)
        })
        .expect("a game")
}
