//! Finished games' timelapses, kept once drawn: an animated image takes seconds to make
//! and is the same for everyone who asks, so it is drawn once per game, front end and
//! way of drawing it.
//!
//! A cache: the service decides when one is missing or outdated (`drawing`) and makes
//! it; rows may be deleted at any time. It stores opaque bytes and never looks at them.

use super::{GameId, ReadTx, StoreError, Tx};

impl ReadTx<'_> {
    /// The timelapse of `game` kept for `front`, if one was made with `drawing`.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn timelapse(&self, game: GameId, front: &str, drawing: i64) -> Result<Option<Vec<u8>>, StoreError> {
        self.query_row(
            "SELECT image FROM timelapses WHERE game_id = ?1 AND front = ?2 AND drawing = ?3",
            &[&game, &front, &drawing],
        )?
        .map(|row| row.get(0))
        .transpose()
    }
}

impl Tx<'_> {
    /// Keeps `image` as the timelapse of `game` for `front`, made with `drawing` at
    /// `now`, in place of any kept before.
    ///
    /// # Errors
    /// SQLite failures; `game` must exist.
    pub fn keep_timelapse(
        &self,
        game: GameId,
        front: &str,
        drawing: i64,
        image: &[u8],
        now: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO timelapses (game_id, front, drawing, image, made_at) VALUES (?1, ?2, ?3, ?4, ?5) \
             ON CONFLICT (game_id, front) DO UPDATE SET drawing = ?3, image = ?4, made_at = ?5",
            &[&game, &front, &drawing, &image, &now],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::store::testing::game;
    use crate::store::{GameId, Status, Store};

    /// A kept timelapse comes back for its game, front and drawing only; keeping
    /// another replaces it.
    #[test]
    fn a_timelapse_is_kept_per_game_front_and_drawing() {
        let mut store = Store::open_in_memory().expect("open");
        let id = game(&mut store, "g", "c", Status::Finished, 0);
        let read = |store: &mut Store, front: &str, drawing: i64| {
            store.read(|tx| tx.timelapse(id, front, drawing)).expect("read")
        };
        assert_eq!(read(&mut store, "discord", 1), None);
        store.write(|tx| tx.keep_timelapse(id, "discord", 1, b"GIF89a", 5)).expect("kept");
        assert_eq!(read(&mut store, "discord", 1).as_deref(), Some(&b"GIF89a"[..]));
        assert_eq!(read(&mut store, "terminal", 1), None, "another front's words");
        assert_eq!(read(&mut store, "discord", 2), None, "drawn another way");
        store.write(|tx| tx.keep_timelapse(id, "discord", 2, b"GIF89b", 6)).expect("replaced");
        assert_eq!(read(&mut store, "discord", 1), None);
        assert_eq!(read(&mut store, "discord", 2).as_deref(), Some(&b"GIF89b"[..]));
        let missing = store.write(|tx| tx.keep_timelapse(GameId(99), "discord", 1, b"x", 0));
        assert!(missing.is_err(), "no such game");
    }
}
