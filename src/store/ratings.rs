//! Each server's record of its finished games (who played them to the end, their scores,
//! places and points) and the player ratings derived from it: writing a game's record,
//! reading it back in finishing order, and keeping each player's current rating.
//!
//! A record is written once, in the transaction that finishes its game, and its `seq`
//! is the finishing order games are rated in; games that finished before records were
//! kept have a row without players ("pending") until a rebuild records them. It must
//! not decide who counts, rank anyone or compute a rating: the service does, and gives
//! the numbers to keep.

use super::sql::Row;
use super::{GameId, ReadTx, StoreError, Tx};

/// A rating as the store keeps it: Weng-Lin's mean and uncertainty.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub uncertainty: f64,
}

/// A finished game's record, as the service writes it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NewRecord<'a> {
    pub game_id: GameId,
    pub guild_id: &'a str,
    /// When the game finished, unix milliseconds (kept as it was for a pending game).
    pub finished_at: i64,
    /// The expansions in play, the engine's words separated by spaces ('' for none).
    pub expansions: &'a str,
    /// The people who played it to the end.
    pub players: &'a [NewPlayerResult<'a>],
}

/// One person's result in a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewPlayerResult<'a> {
    pub user_id: &'a str,
    pub display_name: &'a str,
    pub seat: u32,
    pub score: i64,
    /// Their place among the people of the record, from 1; ties share it.
    pub rank: u32,
    /// Whether they had the game's best score.
    pub won: bool,
    /// Their points by scoring category (its word), for every category in play.
    pub points: &'a [(&'a str, i64)],
}

/// One person's stored result in a finished game, with the game's record.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerResultRow {
    pub game_id: GameId,
    /// The game's place in the server's finishing order.
    pub seq: i64,
    pub finished_at: i64,
    /// The expansions in play, the engine's words separated by spaces.
    pub expansions: String,
    pub user_id: String,
    pub display_name: String,
    pub seat: u32,
    pub score: i64,
    pub rank: u32,
    pub won: bool,
    /// Their rating before and after the game; `None` when it moved no rating.
    pub before: Option<Rating>,
    pub after: Option<Rating>,
}

/// A rated player of a server, for its leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedPlayer {
    pub user_id: String,
    /// The name of their latest game on the server.
    pub display_name: String,
    pub rating: Rating,
    /// Their rated games on the server, and how many of those they won.
    pub games: u32,
    pub wins: u32,
}

/// The columns [`result_from_row`] reads, over `player_results AS p JOIN game_results AS g`.
const RESULT_COLUMNS: &str = "p.game_id, g.seq, g.finished_at, g.expansions, p.user_id, p.display_name, \
                              p.seat, p.score, p.rank, p.won, p.rating_before, p.uncertainty_before, \
                              p.rating_after, p.uncertainty_after";

fn result_from_row(row: &Row) -> Result<PlayerResultRow, StoreError> {
    let rating = |at: usize| -> Result<Option<Rating>, StoreError> {
        let (rating, uncertainty): (Option<f64>, Option<f64>) = (row.get(at)?, row.get(at + 1)?);
        Ok(rating.zip(uncertainty).map(|(rating, uncertainty)| Rating { rating, uncertainty }))
    };
    Ok(PlayerResultRow {
        game_id: row.get(0)?,
        seq: row.get(1)?,
        finished_at: row.get(2)?,
        expansions: row.get(3)?,
        user_id: row.get(4)?,
        display_name: row.get(5)?,
        seat: row.get(6)?,
        score: row.get(7)?,
        rank: row.get(8)?,
        won: row.get(9)?,
        before: rating(10)?,
        after: rating(12)?,
    })
}

impl ReadTx<'_> {
    /// The servers with a finished game on record, in order of their ids.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn guilds_with_results(&self) -> Result<Vec<String>, StoreError> {
        self.query("SELECT DISTINCT guild_id FROM game_results ORDER BY 1", &[])?
            .iter()
            .map(|row| row.get(0))
            .collect()
    }

    /// The finished games of `guild_id` in their finishing order, each with whether its
    /// players are recorded (`false`: a pending game, finished before records were kept).
    ///
    /// # Errors
    /// SQLite failures.
    pub fn finished_in_order(&self, guild_id: &str) -> Result<Vec<(GameId, bool)>, StoreError> {
        self.query(
            "SELECT game_id, expansions IS NOT NULL FROM game_results WHERE guild_id = ?1 ORDER BY seq",
            &[&guild_id],
        )?
        .iter()
        .map(|row| Ok((row.get(0)?, row.get(1)?)))
        .collect()
    }

    /// The recorded results of one game, in seat order (empty for a pending game).
    ///
    /// # Errors
    /// SQLite failures.
    pub fn game_results(&self, game_id: GameId) -> Result<Vec<PlayerResultRow>, StoreError> {
        let sql = format!(
            "SELECT {RESULT_COLUMNS} FROM player_results AS p JOIN game_results AS g USING (game_id) \
             WHERE p.game_id = ?1 ORDER BY p.seat"
        );
        self.query(&sql, &[&game_id])?.iter().map(result_from_row).collect()
    }

    /// Every result of `user_id` on `guild_id`, in finishing order.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn player_history(&self, guild_id: &str, user_id: &str) -> Result<Vec<PlayerResultRow>, StoreError> {
        let sql = format!(
            "SELECT {RESULT_COLUMNS} FROM player_results AS p JOIN game_results AS g USING (game_id) \
             WHERE g.guild_id = ?1 AND p.user_id = ?2 ORDER BY g.seq"
        );
        self.query(&sql, &[&guild_id, &user_id])?.iter().map(result_from_row).collect()
    }

    /// `user_id`'s points on `guild_id` summed over their games, by category word, in
    /// the order of the words.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn player_points(&self, guild_id: &str, user_id: &str) -> Result<Vec<(String, i64)>, StoreError> {
        // PostgreSQL's SUM of integers is a NUMERIC: cast back.
        self.query(
            "SELECT t.category, CAST(SUM(t.points) AS BIGINT) FROM player_points AS t \
             JOIN game_results AS g USING (game_id) \
             WHERE g.guild_id = ?1 AND t.user_id = ?2 GROUP BY t.category ORDER BY t.category",
            &[&guild_id, &user_id],
        )?
        .iter()
        .map(|row| Ok((row.get(0)?, row.get(1)?)))
        .collect()
    }

    /// Every person with a result on `guild_id` under each name they played under, the
    /// latest game first: `(user id, name)`, to find a player by name.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn player_names(&self, guild_id: &str) -> Result<Vec<(String, String)>, StoreError> {
        self.query(
            "SELECT p.user_id, p.display_name FROM player_results AS p \
             JOIN game_results AS g USING (game_id) \
             WHERE g.guild_id = ?1 GROUP BY p.user_id, p.display_name ORDER BY MAX(g.seq) DESC",
            &[&guild_id],
        )?
        .iter()
        .map(|row| Ok((row.get(0)?, row.get(1)?)))
        .collect()
    }

    /// `user_id`'s current rating on `guild_id`, if a game has rated them there.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn rating(&self, guild_id: &str, user_id: &str) -> Result<Option<Rating>, StoreError> {
        self.query_row(
            "SELECT rating, uncertainty FROM ratings WHERE guild_id = ?1 AND user_id = ?2",
            &[&guild_id, &user_id],
        )?
        .map(|row| Ok(Rating { rating: row.get(0)?, uncertainty: row.get(1)? }))
        .transpose()
    }

    /// Every rated player of `guild_id` with their current rating, the name of their
    /// latest game, and their rated games and wins there; in no particular order (the
    /// service ranks them).
    ///
    /// # Errors
    /// SQLite failures.
    pub fn rated_players(&self, guild_id: &str) -> Result<Vec<RatedPlayer>, StoreError> {
        let rows = self.query(
            "SELECT r.user_id, r.rating, r.uncertainty, \
               (SELECT p.display_name FROM player_results AS p JOIN game_results AS g USING (game_id) \
                 WHERE g.guild_id = r.guild_id AND p.user_id = r.user_id ORDER BY g.seq DESC LIMIT 1), \
               (SELECT COUNT(*) FROM player_results AS p JOIN game_results AS g USING (game_id) \
                 WHERE g.guild_id = r.guild_id AND p.user_id = r.user_id AND p.rating_after IS NOT NULL), \
               (SELECT COUNT(*) FROM player_results AS p JOIN game_results AS g USING (game_id) \
                 WHERE g.guild_id = r.guild_id AND p.user_id = r.user_id AND p.rating_after IS NOT NULL \
                   AND p.won) \
             FROM ratings AS r WHERE r.guild_id = ?1 ORDER BY r.user_id",
            &[&guild_id],
        )?;
        rows.iter()
            .map(|row| {
                Ok(RatedPlayer {
                    user_id: row.get(0)?,
                    rating: Rating { rating: row.get(1)?, uncertainty: row.get(2)? },
                    display_name: row.get::<Option<String>>(3)?.unwrap_or_default(),
                    games: row.get(4)?,
                    wins: row.get(5)?,
                })
            })
            .collect()
    }
}

impl Tx<'_> {
    /// Records a finished game: its row in the finishing order (a new one, or the
    /// pending row of a game that finished before records were kept, which keeps its
    /// place and time) and its players' results and points, with no rating yet.
    ///
    /// # Errors
    /// [`StoreError::GameNotFound`]; SQLite failures, among them a game recorded twice.
    pub fn record_game(&self, record: &NewRecord<'_>) -> Result<(), StoreError> {
        self.require_game(record.game_id)?;
        self.lock_ratings(record.guild_id)?;
        self.execute(
            "INSERT INTO game_results (game_id, guild_id, finished_at, expansions) VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT (game_id) DO UPDATE SET expansions = excluded.expansions",
            &[&record.game_id, &record.guild_id, &record.finished_at, &record.expansions],
        )?;
        for p in record.players {
            self.execute(
                "INSERT INTO player_results (game_id, user_id, display_name, seat, score, rank, won) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                &[&record.game_id, &p.user_id, &p.display_name, &p.seat, &p.score, &p.rank, &p.won],
            )?;
            for (category, scored) in p.points {
                self.execute(
                    "INSERT INTO player_points (game_id, user_id, category, points) VALUES (?1, ?2, ?3, ?4)",
                    &[&record.game_id, &p.user_id, category, scored],
                )?;
            }
        }
        Ok(())
    }

    /// Holds the ratings of `guild_id` until this transaction ends, so that two games of
    /// one server finishing at once (on two PostgreSQL connections) rate their players
    /// one after the other, each from the other's results. SQLite's single writer
    /// already does; there it is nothing.
    fn lock_ratings(&self, guild_id: &str) -> Result<(), StoreError> {
        if self.on_postgres() {
            // Executed, not queried: its one column is `void`, which no row reader takes.
            self.execute("SELECT pg_advisory_xact_lock(hashtext(?1))", &[&guild_id])?;
        }
        Ok(())
    }

    /// Sets `user_id`'s rating before and after `game_id` in its record.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn set_game_rating(
        &self,
        game_id: GameId,
        user_id: &str,
        before: Rating,
        after: Rating,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE player_results SET rating_before = ?3, uncertainty_before = ?4, \
             rating_after = ?5, uncertainty_after = ?6 WHERE game_id = ?1 AND user_id = ?2",
            &[&game_id, &user_id, &before.rating, &before.uncertainty, &after.rating, &after.uncertainty],
        )?;
        Ok(())
    }

    /// Sets `user_id`'s current rating on `guild_id`.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn set_rating(&self, guild_id: &str, user_id: &str, rating: Rating) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO ratings (guild_id, user_id, rating, uncertainty) VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT (guild_id, user_id) DO UPDATE \
             SET rating = excluded.rating, uncertainty = excluded.uncertainty",
            &[&guild_id, &user_id, &rating.rating, &rating.uncertainty],
        )?;
        Ok(())
    }

    /// Forgets every rating of `guild_id`: its players' current ratings and those its
    /// records keep, before they are worked out again. The records stay.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn reset_ratings(&self, guild_id: &str) -> Result<(), StoreError> {
        self.lock_ratings(guild_id)?;
        self.execute("DELETE FROM ratings WHERE guild_id = ?1", &[&guild_id])?;
        self.execute(
            "UPDATE player_results SET rating_before = NULL, uncertainty_before = NULL, \
             rating_after = NULL, uncertainty_after = NULL \
             WHERE game_id IN (SELECT game_id FROM game_results WHERE guild_id = ?1)",
            &[&guild_id],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{Status, Store};

    /// A game of `guild`, finished at `at`.
    fn finished(store: &mut Store, guild: &str, channel: &str, at: i64) -> GameId {
        crate::store::testing::game(store, guild, channel, Status::Finished, at)
    }

    fn player<'a>(
        user: &'a str,
        seat: u32,
        score: i64,
        rank: u32,
        points: &'a [(&'a str, i64)],
    ) -> NewPlayerResult<'a> {
        NewPlayerResult { user_id: user, display_name: user, seat, score, rank, won: rank == 1, points }
    }

    fn record(store: &mut Store, game: GameId, guild: &str, at: i64, players: &[NewPlayerResult<'_>]) {
        let record = NewRecord { game_id: game, guild_id: guild, finished_at: at, expansions: "", players };
        store.write(|tx| tx.record_game(&record)).expect("recorded");
    }

    const R: Rating = Rating { rating: 25.0, uncertainty: 8.0 };

    /// Games are in the order they were recorded (finished), whatever their times and
    /// numbers; a record reads back as written, per game and per player.
    #[test]
    fn records_read_back_in_finishing_order() {
        let mut store = Store::open_in_memory().expect("open");
        let later = finished(&mut store, "g", "c", 50);
        let earlier = finished(&mut store, "g", "d", 10);
        let elsewhere = finished(&mut store, "h", "c", 20);
        let points = [("road", 4), ("city", 10)];
        record(&mut store, later, "g", 50, &[player("ann", 0, 14, 1, &points), player("bo", 1, 9, 2, &[])]);
        record(&mut store, earlier, "g", 10, &[player("bo", 0, 20, 1, &[("road", 20)])]);
        record(&mut store, elsewhere, "h", 20, &[]);
        let order = store.read(|tx| tx.finished_in_order("g")).expect("read");
        assert_eq!(order, [(later, true), (earlier, true)]);
        assert_eq!(store.read(|tx| tx.guilds_with_results()).expect("read"), ["g", "h"]);
        let results = store.read(|tx| tx.game_results(later)).expect("read");
        assert_eq!(
            results.iter().map(|r| (r.user_id.as_str(), r.score, r.rank, r.won)).collect::<Vec<_>>(),
            [("ann", 14, 1, true), ("bo", 9, 2, false)]
        );
        assert!(results.iter().all(|r| r.before.is_none() && r.after.is_none() && r.finished_at == 50));
        let bo = store.read(|tx| tx.player_history("g", "bo")).expect("read");
        assert_eq!(bo.iter().map(|r| r.game_id).collect::<Vec<_>>(), [later, earlier]);
        assert!(store.read(|tx| tx.player_history("h", "bo")).expect("read").is_empty());
        let summed = store.read(|tx| tx.player_points("g", "bo")).expect("read");
        assert_eq!(summed, [("road".to_string(), 20)]);
        let names = store.read(|tx| tx.player_names("g")).expect("read");
        assert_eq!(names[0].0, "bo");
        // A game is recorded once.
        let twice = store.write(|tx| {
            tx.record_game(&NewRecord {
                game_id: earlier,
                guild_id: "g",
                finished_at: 10,
                expansions: "",
                players: &[player("bo", 0, 20, 1, &[])],
            })
        });
        assert!(twice.is_err());
    }

    /// A game finished before records were kept keeps its place in the order when it is
    /// recorded at last, and its time.
    #[test]
    fn a_pending_game_keeps_its_place() {
        let mut store = Store::open_in_memory().expect("open");
        let old = finished(&mut store, "g", "c", 5);
        let new = finished(&mut store, "g", "c", 6);
        store
            .write(|tx| {
                tx.execute(
                    "INSERT INTO game_results (game_id, guild_id, finished_at) VALUES (?1, 'g', 5)",
                    &[&old],
                )?;
                Ok::<_, StoreError>(())
            })
            .expect("pending");
        record(&mut store, new, "g", 6, &[player("ann", 0, 3, 1, &[])]);
        assert_eq!(store.read(|tx| tx.finished_in_order("g")).expect("read"), [(old, false), (new, true)]);
        record(&mut store, old, "g", 99, &[player("ann", 1, 7, 1, &[])]);
        assert_eq!(store.read(|tx| tx.finished_in_order("g")).expect("read"), [(old, true), (new, true)]);
        let ann = store.read(|tx| tx.player_history("g", "ann")).expect("read");
        assert_eq!(ann.iter().map(|r| (r.game_id, r.finished_at)).collect::<Vec<_>>(), [(old, 5), (new, 6)]);
    }

    /// Ratings are per server; a reset forgets a server's ratings, current and kept
    /// in its records, and nothing else; the leaderboard's rows count rated games only.
    #[test]
    fn ratings_are_kept_per_server_and_reset_whole() {
        let mut store = Store::open_in_memory().expect("open");
        let rated = finished(&mut store, "g", "c", 1);
        let solo = finished(&mut store, "g", "c", 2);
        let other = finished(&mut store, "h", "c", 3);
        record(&mut store, rated, "g", 1, &[player("ann", 0, 9, 1, &[]), player("bo", 1, 3, 2, &[])]);
        record(&mut store, solo, "g", 2, &[player("ann", 0, 9, 1, &[])]);
        record(&mut store, other, "h", 3, &[player("ann", 0, 1, 2, &[]), player("bo", 1, 5, 1, &[])]);
        let up = Rating { rating: 27.5, uncertainty: 7.5 };
        let down = Rating { rating: 22.5, uncertainty: 7.5 };
        store
            .write(|tx| {
                tx.set_game_rating(rated, "ann", R, up)?;
                tx.set_game_rating(rated, "bo", R, down)?;
                tx.set_rating("g", "ann", up)?;
                tx.set_rating("g", "bo", down)?;
                tx.set_game_rating(other, "bo", R, up)?;
                tx.set_rating("h", "bo", up)
            })
            .expect("rated");
        assert_eq!(store.read(|tx| tx.rating("g", "ann")).expect("read"), Some(up));
        assert_eq!(store.read(|tx| tx.rating("h", "ann")).expect("read"), None);
        let mut board = store.read(|tx| tx.rated_players("g")).expect("read");
        board.sort_by(|a, b| a.user_id.cmp(&b.user_id));
        let rows: Vec<_> = board.iter().map(|p| (p.user_id.as_str(), p.games, p.wins, p.rating)).collect();
        assert_eq!(rows, [("ann", 1, 1, up), ("bo", 1, 0, down)]);
        store.write(|tx| tx.reset_ratings("g")).expect("reset");
        assert!(store.read(|tx| tx.rated_players("g")).expect("read").is_empty());
        let kept = store.read(|tx| tx.game_results(rated)).expect("read");
        assert!(kept.iter().all(|r| r.before.is_none() && r.after.is_none()), "{kept:?}");
        assert_eq!(store.read(|tx| tx.rating("h", "bo")).expect("read"), Some(up));
        let other_kept = store.read(|tx| tx.game_results(other)).expect("read");
        assert_eq!(other_kept[1].after, Some(up));
    }
}
