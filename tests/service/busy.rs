//! A command that meets another writer holding the database waits a bounded while and
//! tries again; if the writer holds on, the player is told the game is busy and nothing
//! was changed.

use crate::support;
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use carcassonne_bot::service::{Command, Context, NewGame, Service, User};
use carcassonne_bot::store::Store;

fn ctx(name: &str) -> Context {
    Context { user: User { id: name.into(), name: name.into() }, now: 0, ..support::person(name) }
}

/// A service on `path` whose transactions wait only 50 ms for the write lock.
fn impatient(path: &std::path::Path) -> Service {
    let mut store = Store::open(path).unwrap();
    store.set_busy_timeout(Duration::from_millis(50)).unwrap();
    Service::new(store)
}

/// Holds the database's write lock from another connection for `hold`, returning once
/// the lock is taken.
fn hold_lock(path: &std::path::Path, hold: Duration) -> thread::JoinHandle<()> {
    let path = path.to_path_buf();
    let (taken, wait) = mpsc::channel();
    let holder = thread::spawn(move || {
        let conn = rusqlite::Connection::open(path).unwrap();
        conn.execute_batch("BEGIN IMMEDIATE").unwrap();
        taken.send(()).unwrap();
        thread::sleep(hold);
        conn.execute_batch("COMMIT").unwrap();
    });
    wait.recv().unwrap();
    holder
}

#[test]
fn a_busy_spell_is_waited_out_and_a_long_one_refused_politely() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("busy.db");
    let mut s = impatient(&path);
    let tiles = Some(vec!["BA/RFr".parse().unwrap(), "BA/C".parse().unwrap()]);
    assert!(!s.handle(&ctx("Ann"), Command::New(NewGame { tiles, ..NewGame::default() })).refused);
    assert!(!s.handle(&ctx("Bob"), Command::Join).refused);
    assert!(!s.handle(&ctx("Ann"), Command::Start { keep_order: true }).refused);

    let holder = hold_lock(&path, Duration::from_millis(300));
    let placed = s.handle(&ctx("Ann"), "place 1 0 0".parse().unwrap());
    assert!(!placed.refused, "{:?}", placed.private);
    holder.join().unwrap();

    let holder = hold_lock(&path, Duration::from_secs(3));
    let refused = s.handle(&ctx("Ann"), "pass".parse().unwrap());
    assert!(refused.refused);
    assert!(refused.private.unwrap().contains("busy"), "the player is told why");
    holder.join().unwrap();
    assert!(!s.handle(&ctx("Ann"), "pass".parse().unwrap()).refused, "and it works once the writer is done");
}
