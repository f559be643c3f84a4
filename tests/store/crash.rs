//! A process killed with SIGKILL between (or during) commands loses nothing it committed.
//!
//! The parent test re-runs this test binary as a child that appends actions as fast as it
//! can and prints each seq once its transaction has committed. The parent kills it after
//! a while, reopens the file and checks every printed seq is there, then repeats with a
//! new child continuing the same log. On SQLite the file must then pass its integrity
//! check; on PostgreSQL the killed client's transaction and row locks must be gone, so
//! the next child's commands are not stuck behind them.

use crate::support::store as store_common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Instant;

use carcassonne_bot::store::{Database, Store, StoreError};
use store_common::{NOW, active_game};

use crate::support::backends::{TestDb, on_both};

/// Tells the child which database to write (a file's path or a PostgreSQL URL); without it the child test does nothing.
const DB_ENV: &str = "CARCASSONNE_STORE_CRASH_DB";
/// The child test's full name in the test binary (its module path without the crate).
const CHILD_TEST: &str = "store::crash::crash_child_appends_until_killed";
const KILLS: usize = 3;
const LINES_BEFORE_KILL: usize = 100;

/// The child half: appends to the channel's game until killed (or the tests' patience
/// passes, so a lost child cannot run forever).
#[test]
#[ignore = "run as a child process by killed_process_loses_no_committed_action"]
fn crash_child_appends_until_killed() {
    let Ok(database) = std::env::var(DB_ENV) else {
        return;
    };
    let mut store = Store::connect(&Database::parse(&database)).expect("child open");
    let game = store.read(|tx| tx.open_game("g1", "c1")).expect("read").expect("the parent made a game").id;
    let mut out = std::io::stdout().lock();
    let deadline = Instant::now() + crate::support::PATIENCE;
    while Instant::now() < deadline {
        let seq = store
            .write(|tx| {
                tx.game(game)?;
                let seq = tx.last_seq(game)? + 1;
                tx.append_action(game, seq, 0, &format!("a{seq}"), NOW)?;
                Ok::<_, StoreError>(seq)
            })
            .expect("append");
        writeln!(out, "committed {seq}").expect("print");
        out.flush().expect("flush");
    }
}

on_both! {
    fn killed_process_loses_no_committed_action(db) {
        let game = active_game(&mut db.store(), "c1");

        let mut printed = Vec::new();
        for round in 0..KILLS {
            let mut child = Command::new(std::env::current_exe().expect("test binary"))
                .args([CHILD_TEST, "--exact", "--nocapture", "--ignored"])
                .env(DB_ENV, db.arg())
                .stdout(Stdio::piped())
                .spawn()
                .expect("spawn child");
            let stdout = child.stdout.take().expect("child stdout");
            let mut lines_this_round = 0;
            for line in BufReader::new(stdout).lines() {
                let line = line.expect("read child output");
                if let Some(seq) = line.strip_prefix("committed ") {
                    printed.push(seq.parse::<u64>().expect("a seq"));
                    lines_this_round += 1;
                    if lines_this_round == LINES_BEFORE_KILL {
                        break;
                    }
                }
            }
            // SIGKILL on Unix: no destructors, no clean close of the database.
            child.kill().expect("kill child");
            let status = child.wait().expect("wait for child");
            assert_eq!(lines_this_round, LINES_BEFORE_KILL, "round {round}: child stopped early ({status})");

            let mut store = db.store();
            let log = store.read(|tx| tx.actions(game)).expect("actions");
            let seqs: Vec<u64> = log.iter().map(|a| a.seq).collect();
            let last = seqs.last().copied().unwrap_or(0);
            assert_eq!(seqs, (1..=last).collect::<Vec<_>>(), "round {round}: gaps");
            for &seq in &printed {
                let action = log
                    .get(usize::try_from(seq - 1).expect("small"))
                    .unwrap_or_else(|| panic!("round {round}: committed seq {seq} lost"));
                assert_eq!(action.action, format!("a{seq}"));
            }
        }

        if let TestDb::Sqlite { path, .. } = &db {
            let conn = rusqlite::Connection::open(path).expect("raw open");
            let integrity: String =
                conn.pragma_query_value(None, "integrity_check", |row| row.get(0)).expect("integrity_check");
            assert_eq!(integrity, "ok");
        }
    }
}
