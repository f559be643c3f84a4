//! The finished games a server looks back on: the latest ones of a channel, and of the
//! server's other channels, newest first.
//!
//! A game's row says where it was played and when it finished (its last change, the
//! move that ended it); what it was (players, scores) is the service's to replay. It
//! must not decide who may look at a game.

use super::games::{GAME_COLUMNS, game_from_row};
use super::{GameRow, ReadTx, StoreError};

impl ReadTx<'_> {
    /// The finished games of `channel_id` in `guild_id`, the latest first, at most
    /// `limit`.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn finished_games_in(
        &self,
        guild_id: &str,
        channel_id: &str,
        limit: usize,
    ) -> Result<Vec<GameRow>, StoreError> {
        self.finished_games("g.channel_id = ?2", guild_id, channel_id, limit)
    }

    /// The finished games of `guild_id` played in its channels other than `channel_id`,
    /// the latest first, at most `limit`.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn finished_games_elsewhere(
        &self,
        guild_id: &str,
        channel_id: &str,
        limit: usize,
    ) -> Result<Vec<GameRow>, StoreError> {
        self.finished_games("g.channel_id <> ?2", guild_id, channel_id, limit)
    }

    /// The finished games of `guild_id` whose channel (`?2`) meets `channel`, the latest
    /// first (ties by id), at most `limit`.
    fn finished_games(
        &self,
        channel: &str,
        guild_id: &str,
        channel_id: &str,
        limit: usize,
    ) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games AS g \
             WHERE g.guild_id = ?1 AND {channel} AND g.status = 'finished' \
             ORDER BY g.updated_at DESC, g.id DESC LIMIT ?3"
        );
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.query(&sql, &[&guild_id, &channel_id, &limit])?.iter().map(game_from_row).collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::store::testing::game;
    use crate::store::{Status, Store};

    /// Only finished games, of this guild, split by channel, the latest finished first
    /// whatever order they were created in, at most as many as asked.
    #[test]
    fn finished_games_are_listed_by_channel_latest_first() {
        let mut store = Store::open_in_memory().expect("open");
        let older = game(&mut store, "g", "c", Status::Finished, 20);
        let newer = game(&mut store, "g", "c", Status::Finished, 30);
        let first = game(&mut store, "g", "c", Status::Finished, 10);
        game(&mut store, "g", "c", Status::Cancelled, 40);
        game(&mut store, "g", "c", Status::Active, 50);
        let elsewhere = game(&mut store, "g", "d", Status::Finished, 5);
        game(&mut store, "other", "c", Status::Finished, 60);
        let ids = |rows: Vec<crate::store::GameRow>| rows.into_iter().map(|r| r.id).collect::<Vec<_>>();
        let here = store.read(|tx| tx.finished_games_in("g", "c", 10)).expect("read");
        assert_eq!(ids(here), [newer, older, first]);
        let two = store.read(|tx| tx.finished_games_in("g", "c", 2)).expect("read");
        assert_eq!(ids(two), [newer, older]);
        let others = store.read(|tx| tx.finished_games_elsewhere("g", "c", 10)).expect("read");
        assert_eq!(ids(others), [elsewhere]);
    }
}
