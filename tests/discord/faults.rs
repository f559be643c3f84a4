//! A storage fault met by the bot's own background work (not a player's command) is
//! logged naming its cause, as SQLite or PostgreSQL says it: the operator reads why,
//! not only that "looking for the board page's moves failed".

use crate::support::PATIENCE;
use crate::support::backends::{TestDb, on_both};
use crate::support::fake_discord;

use std::sync::{Arc, Mutex};

use fake_discord::Fake;
use fake_discord::bot::{Bot, logged};

/// The look for the board page's moves, run on every tick of the reminder loop.
const LOOKING: &str = "looking for the board page's moves failed";

on_both! {
    /// The table of the board page's moves dropped under the running bot: the loop's
    /// next look fails, and its line names the missing table in the database's words.
    async fn a_failed_look_for_the_board_pages_moves_names_its_cause(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        // A reminder delay of 1.8 s: the loop looks every second.
        let bot = Bot::on(&db, &fake.base(), &log, &[("REMINDER_HOURS", "0.0005")]);
        fake.connected(1).await;
        db.execute("DROP TABLE page_moves");
        let line = logged(&log, LOOKING, PATIENCE).await;
        let cause = match db {
            TestDb::Sqlite { .. } => "sqlite error: no such table: page_moves",
            TestDb::Postgres(_) => "relation \"page_moves\" does not exist",
        };
        assert!(line.contains(cause), "the cause is named: {line}");
        bot.kill();
    }
}
