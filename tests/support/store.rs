//! Helpers shared by the store's integration tests: a standard new game and a clock
//! value. Only test setup lives here, no assertions about the store.

use carcassonne_bot::store::{GameId, NewGame, NewSeat, Status, Store, StoreError};

/// A fixed "now" (2023-11-14), so rows are reproducible.
pub const NOW: i64 = 1_700_000_000_000;

/// A lobby game in `channel` of guild "g1".
pub fn new_game(channel: &str) -> NewGame<'_> {
    NewGame {
        guild_id: "g1",
        channel_id: channel,
        creator_id: "alice",
        status: Status::Lobby,
        setup: r#"{"expansions":[]}"#,
        seed: 7,
        engine_version: 1,
        now: NOW,
    }
}

/// A human seat.
pub fn human(user: &str) -> NewSeat<'_> {
    NewSeat { user_id: Some(user), display_name: user, is_bot: false, bot_level: None, handed_from: None }
}

/// An active game in `channel` with seats for alice and bob.
pub fn active_game(store: &mut Store, channel: &str) -> GameId {
    store
        .write(|tx| {
            let id = tx.create_game(&NewGame { status: Status::Active, ..new_game(channel) })?;
            tx.add_seat(id, &human("alice"))?;
            tx.add_seat(id, &human("bob"))?;
            Ok::<_, StoreError>(id)
        })
        .expect("create an active game")
}
