//! How many games are in play and what they wait on, for the operator's gauges: one
//! cheap query, read at each scrape of the metrics endpoint (and as the health check's
//! proof that the database answers).
//!
//! It counts rows; it must not judge who a game waits for (the service knows the rules).

use super::{ReadTx, StoreError};

/// The games in play, counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameCounts {
    /// Games started and not finished.
    pub active: u64,
    /// Those whose current decision (the one after their last action) is still
    /// unanswered after a reminder.
    pub reminded: u64,
    /// Those with a turn clock.
    pub clocked: u64,
}

impl ReadTx<'_> {
    /// The games in play, counted.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn game_counts(&self) -> Result<GameCounts, StoreError> {
        let row = self.query_one(
            "SELECT COUNT(*), \
                    COUNT(*) FILTER (WHERE r.seq = \
                        COALESCE((SELECT MAX(a.seq) FROM actions AS a WHERE a.game_id = g.id), 0)), \
                    COUNT(g.clock_ms) \
             FROM games AS g LEFT JOIN reminders AS r ON r.game_id = g.id \
             WHERE g.status = 'active'",
            &[],
        )?;
        Ok(GameCounts { active: row.get(0)?, reminded: row.get(1)?, clocked: row.get(2)? })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::game;
    use crate::store::{Status, Store};

    #[test]
    fn games_in_play_are_counted_with_their_reminders_and_clocks() {
        let mut store = Store::open_in_memory().expect("open");
        assert_eq!(store.read(|tx| tx.game_counts()).expect("counts"), GameCounts::default());
        let reminded = game(&mut store, "g", "1", Status::Active, 10);
        let answered = game(&mut store, "g", "2", Status::Active, 10);
        let clocked = game(&mut store, "g", "3", Status::Active, 10);
        game(&mut store, "g", "4", Status::Lobby, 10);
        let finished = game(&mut store, "g", "5", Status::Finished, 10);
        store
            .write(|tx| {
                tx.record_reminder(reminded, 0, 1, 20)?;
                // Reminded, then answered: the reminder was about move 1.
                tx.record_reminder(answered, 0, 1, 20)?;
                tx.append_action(answered, 1, 0, "pass", 30)?;
                tx.set_clock(clocked, Some(3_600_000))?;
                tx.set_clock(finished, Some(3_600_000))?;
                Ok::<_, StoreError>(())
            })
            .expect("written");
        let counts = store.read(|tx| tx.game_counts()).expect("counts");
        assert_eq!(counts, GameCounts { active: 3, reminded: 1, clocked: 1 });
    }
}
