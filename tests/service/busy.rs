//! A command that meets another writer holding the database (SQLite's write lock, the
//! game's row on PostgreSQL) waits a bounded while and tries again; if the writer holds
//! on, the player is told the game is busy and nothing was changed.

use crate::support;
use crate::support::backends::{TestDb, on_both};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use carcassonne_bot::service::{Command, Context, NewGame, Service, User};

fn ctx(name: &str) -> Context {
    Context { user: User { id: name.into(), name: name.into() }, now: 0, ..support::person(name) }
}

/// A service on `db` whose transactions wait only 50 ms for a lock.
fn impatient(db: &TestDb) -> Service {
    let mut store = db.store();
    store.set_busy_timeout(Duration::from_millis(50)).unwrap();
    Service::new(store)
}

/// The service's log, watched on the thread running `work`: each line saying it found
/// the storage busy and will try again sends a word on `tried`.
fn watching_retries<T>(tried: mpsc::Sender<()>, work: impl FnOnce() -> T) -> T {
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::INFO)
        .with_ansi(false)
        .with_writer(move || Retries(tried.clone()))
        .finish();
    tracing::subscriber::with_default(subscriber, work)
}

/// A log line's writer that tells of the service's retries.
struct Retries(mpsc::Sender<()>);

impl std::io::Write for Retries {
    fn write(&mut self, line: &[u8]) -> std::io::Result<usize> {
        if String::from_utf8_lossy(line).contains("storage busy, trying again") {
            let _ = self.0.send(());
        }
        Ok(line.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

on_both! {
    /// The writer lets go once the command has found the database busy and paused (a
    /// busy spell shorter than its retries): the command goes through. A writer holding
    /// on until the command has answered: the player is told the game is busy, and
    /// nothing changed. No clock decides which: the holder waits for the command.
    fn a_busy_spell_is_waited_out_and_a_long_one_refused_politely(db) {
        let mut s = impatient(&db);
        let tiles = Some(vec!["BA/RFr".parse().unwrap(), "BA/C".parse().unwrap()]);
        assert!(!s.handle(&ctx("Ann"), Command::New(NewGame { tiles, ..NewGame::default() })).refused);
        assert!(!s.handle(&ctx("Bob"), Command::Join).refused);
        assert!(!s.handle(&ctx("Ann"), Command::Start { keep_order: true }).refused);

        let (release, released) = mpsc::channel();
        let holder = db.hold_writes(released);
        let (tried, retried) = mpsc::channel();
        let letting_go = thread::spawn(move || {
            retried.recv().unwrap();
            release.send(()).unwrap();
        });
        let placed = watching_retries(tried, || s.handle(&ctx("Ann"), "place 1 0 0".parse().unwrap()));
        assert!(!placed.refused, "{:?}", placed.private);
        letting_go.join().unwrap();
        holder.join().unwrap();

        let (release, released) = mpsc::channel();
        let holder = db.hold_writes(released);
        let refused = s.handle(&ctx("Ann"), "pass".parse().unwrap());
        release.send(()).unwrap();
        holder.join().unwrap();
        assert!(refused.refused);
        assert!(refused.private.unwrap().contains("busy"), "the player is told why");
        assert!(!s.handle(&ctx("Ann"), "pass".parse().unwrap()).refused, "and it works once the writer is done");
    }
}
