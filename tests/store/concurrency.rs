//! Many connections racing on one game's action log: commands serialise, none is lost
//! and none applies twice. Each thread opens its own `Store` on one database, as
//! separate worker threads (or processes) of the bot would; on SQLite and on PostgreSQL.

use crate::support::store as store_common;

use std::sync::{Arc, Barrier};
use std::thread;

use carcassonne_bot::store::{Database, GameId, Store, StoreError};
use store_common::{NOW, active_game};

use crate::support::backends::{TestDb, on_both};

const THREADS: u32 = 8;
const APPENDS_PER_THREAD: u32 = 40;

/// How a thread picks the seq it appends.
#[derive(Clone, Copy)]
enum Mode {
    /// Reads the last seq inside the write transaction, as a command does.
    ReadInsideWrite,
    /// Reads it in an earlier, separate read transaction, so it is often stale and the
    /// append must be refused with `SeqConflict`.
    ReadBeforeWrite,
}

/// Runs the race and returns every (seq, action) a thread saw committed, and how many
/// attempts had to be tried again.
fn race(database: &Database, game: GameId, mode: Mode) -> (Vec<(u64, String)>, u32) {
    let database = database.clone();
    let ran = at_once(move |thread_no, start| {
        let mut store = Store::connect(&database).expect("open in thread");
        start.wait();
        let mut committed = Vec::new();
        let mut retries = 0;
        for n in 0..APPENDS_PER_THREAD {
            let action = format!("t{thread_no} n{n}");
            loop {
                let stale = match mode {
                    Mode::ReadInsideWrite => None,
                    Mode::ReadBeforeWrite => Some(store.read(|tx| tx.last_seq(game)).expect("read")),
                };
                let result = store.write(|tx| {
                    // A command reads its game first, which on PostgreSQL locks
                    // the game's row until the commit.
                    tx.game(game)?;
                    let seq = match stale {
                        Some(seq) => seq,
                        None => tx.last_seq(game)?,
                    } + 1;
                    tx.append_action(game, seq, thread_no, &action, NOW)?;
                    Ok::<_, StoreError>(seq)
                });
                match result {
                    Ok(seq) => {
                        committed.push((seq, action));
                        break;
                    }
                    Err(err) if err.is_retryable() => {
                        retries += 1;
                        thread::yield_now();
                    }
                    Err(err) => panic!("append failed: {err:?}"),
                }
            }
        }
        (committed, retries)
    });
    let mut all = Vec::new();
    let mut retries = 0;
    for (committed, tried_again) in ran {
        all.extend(committed);
        retries += tried_again;
    }
    (all, retries)
}

/// `run` on [`THREADS`] threads, each given its number and the barrier it waits at
/// once ready, so that they all go on at once; what each returned.
fn at_once<T: Send + 'static>(run: impl Fn(u32, &Barrier) -> T + Send + Sync + 'static) -> Vec<T> {
    let start = Arc::new(Barrier::new(usize::try_from(THREADS).expect("small")));
    let run = Arc::new(run);
    let handles: Vec<_> = (0..THREADS)
        .map(|thread_no| {
            let (start, run) = (Arc::clone(&start), Arc::clone(&run));
            thread::spawn(move || run(thread_no, &start))
        })
        .collect();
    handles.into_iter().map(|handle| handle.join().expect("thread")).collect()
}

fn check_race(db: &TestDb, mode: Mode) {
    let game = active_game(&mut db.store(), "c1");

    let (mut committed, retries) = race(&db.database(), game, mode);
    if let Mode::ReadInsideWrite = mode {
        // The write transaction takes the lock before it reads (SQLite's BEGIN
        // IMMEDIATE, PostgreSQL's lock on the game's row), so a command never loses its
        // write to another one: it waits instead. A deferred transaction would fail here
        // with busy snapshots and lost races.
        assert_eq!(retries, 0, "a command that read inside its write transaction had to retry");
    }
    let total = u64::from(THREADS * APPENDS_PER_THREAD);
    assert_eq!(committed.len() as u64, total, "every thread finished");

    // No two successful appends claimed the same seq.
    committed.sort();
    let claimed: Vec<u64> = committed.iter().map(|(seq, _)| *seq).collect();
    assert_eq!(claimed, (1..=total).collect::<Vec<_>>());

    // The log is exactly 1..=total, and holds what each successful append wrote.
    let log = db.store().read(|tx| tx.actions(game)).expect("actions");
    let stored: Vec<(u64, String)> = log.into_iter().map(|a| (a.seq, a.action)).collect();
    assert_eq!(stored, committed);
}

on_both! {
    fn racing_commands_serialise_without_gaps_or_duplicates(db) {
        check_race(&db, Mode::ReadInsideWrite);
    }
}

on_both! {
    fn stale_commands_are_refused_not_applied_twice(db) {
        check_race(&db, Mode::ReadBeforeWrite);
    }
}

on_both! {
    /// Several processes starting at once on a missing file (an empty PostgreSQL schema)
    /// must agree on one schema.
    fn many_connections_can_create_a_new_database_at_once(db) {
        let mut db = db;
        for _round in 0..10 {
            let database = db.database();
            let opened = at_once(move |_, start| {
                start.wait();
                Store::connect(&database).map(drop)
            });
            for opened in opened {
                opened.expect("open");
            }
            active_game(&mut db.store(), "c1");
            db = db.another();
        }
    }
}
