//! Honest outcomes on PostgreSQL when the connection fails under a command: a server
//! that never answers is an error within the connect timeout; a `COMMIT` whose answer
//! was lost is answered as the server decided (saved, or nothing changed); a connection
//! the server ended (`pg_terminate_backend`) is replaced and the command runs; and under
//! a fast restart of the server no write is answered as failed that was saved, nor as
//! saved that was lost.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use carcassonne_bot::service::{Command, Service};
use carcassonne_bot::store::postgres::CONNECT_TIMEOUT;
use carcassonne_bot::store::{Database, Store, StoreError};

use crate::support::backends::TestDb;
use crate::support::person;
use crate::support::pg_faults::{BlackHole, Cluster, Cut, Relay};

/// Whether `user` asked for direct messages, as `store` reads it now.
fn saved(store: &mut Store, user: &str) -> bool {
    store.read(|tx| tx.dm_locale(user)).expect("read").is_some()
}

/// Needs no server: the black hole is the test's own.
#[test]
fn a_server_that_never_answers_is_an_error_within_the_connect_timeout() {
    let hole = BlackHole::start();
    let began = Instant::now();
    let error = Store::connect(&Database::Postgres(hole.url())).expect_err("nothing answers");
    let took = began.elapsed();
    assert!(matches!(error, StoreError::Unanswered { .. }), "{error:?}");
    assert_eq!(
        error.to_string(),
        format!("the database did not answer within {} s (connecting)", CONNECT_TIMEOUT.as_secs())
    );
    // A bound, not a figure: the deadline kept rather than a hang, with a loaded
    // machine's generous slack.
    assert!(took >= CONNECT_TIMEOUT && took < CONNECT_TIMEOUT + Duration::from_secs(30), "{took:?}");
}

#[test]
fn a_commit_whose_answer_was_lost_is_answered_as_the_server_decided() {
    let Some(db) = TestDb::postgres() else { return };
    let relay = Relay::to(db.postgres_url());
    let mut store = Store::connect(&Database::Postgres(relay.url.clone())).expect("through the relay");

    relay.arm(Cut::After);
    store.write(|tx| tx.set_wants_dm("committed", true, "en", 1)).expect("the server committed it: saved");
    assert!(relay.done(), "the COMMIT's answer was cut");

    relay.arm(Cut::Before);
    let error = store.write(|tx| tx.set_wants_dm("never-sent", true, "en", 2)).expect_err("not committed");
    assert!(relay.done(), "the COMMIT was cut");
    assert!(error.is_unreachable() && !error.is_in_doubt(), "{error:?}");

    let mut direct = db.store();
    assert!(saved(&mut direct, "committed"));
    assert!(!saved(&mut direct, "never-sent"), "answered as not saved, and it was not");
    // The store goes on, on a new connection.
    store.write(|tx| tx.set_wants_dm("after", true, "en", 3)).expect("written");
    assert!(saved(&mut direct, "after"));
}

#[test]
fn a_connection_the_server_ended_is_replaced_and_the_player_sees_no_failure() {
    let Some(db) = TestDb::postgres() else { return };
    // Named, so that only this test's connections are ended on the shared server.
    let name = format!("outcomes_{}", std::process::id());
    let url = format!("{}&application_name={name}", db.postgres_url());
    let terminate = || {
        let mut admin = postgres::Client::connect(db.postgres_url(), postgres::NoTls).expect("connect");
        let ended = admin
            .query(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
                &[&name],
            )
            .expect("terminate");
        assert_eq!(ended.len(), 1, "the one connection of the test");
    };
    let mut service = Service::new(Store::connect(&Database::Postgres(url)).expect("connect"));
    let opened = service.handle(&person("Alice"), Command::New(Default::default()));
    assert!(!opened.refused, "{:?}", opened.private);

    terminate();
    let joined = service.handle(&person("Bob"), Command::Join);
    assert!(!joined.refused, "a write after the end: {:?}", joined.private);
    terminate();
    let table = service.table(&person("Bob")).expect("a read after the end");
    assert_eq!(table.seats.len(), 2);
}

/// A write's user and outcome: saved, failed, or in doubt.
type Outcome = (String, Result<(), StoreError>);

/// Three writers on a throwaway server of the test's own, which is restarted under
/// them (`pg_ctl restart -m fast`): every write answered as saved is there, every one
/// answered as failed (not "in doubt") is not, and each writer goes on writing after.
#[test]
fn under_a_fast_restart_no_write_is_answered_wrongly() {
    let Some(cluster) = Cluster::start() else { return };
    let stop = Arc::new(AtomicBool::new(false));
    let outcomes: Arc<Mutex<Vec<Outcome>>> = Arc::default();
    let restarted = Arc::new(AtomicBool::new(false));
    let after: Arc<Mutex<HashMap<usize, usize>>> = Arc::default();
    let writers: Vec<_> = (0..3)
        .map(|writer| {
            let (url, stop, outcomes) = (cluster.url.clone(), Arc::clone(&stop), Arc::clone(&outcomes));
            let (restarted, after) = (Arc::clone(&restarted), Arc::clone(&after));
            std::thread::spawn(move || {
                let mut store = Store::connect(&Database::Postgres(url)).expect("connect");
                for i in 0.. {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    let user = format!("w{writer}-{i}");
                    let outcome = store.write(|tx| tx.set_wants_dm(&user, true, "en", i));
                    if outcome.is_ok() && restarted.load(Ordering::SeqCst) {
                        *after.lock().unwrap_or_else(PoisonError::into_inner).entry(writer).or_default() += 1;
                    }
                    outcomes.lock().unwrap_or_else(PoisonError::into_inner).push((user, outcome));
                }
            })
        })
        .collect();
    let until = |what: &str, done: &dyn Fn() -> bool| {
        let deadline = Instant::now() + crate::support::PATIENCE;
        while !done() {
            assert!(Instant::now() < deadline, "{what}");
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    until("the writers write", &|| outcomes.lock().unwrap_or_else(PoisonError::into_inner).len() >= 30);
    cluster.restart();
    restarted.store(true, Ordering::SeqCst);
    until("each writer writes again after the restart", &|| {
        let after = after.lock().unwrap_or_else(PoisonError::into_inner);
        (0..3).all(|writer| after.get(&writer).is_some_and(|&n| n >= 5))
    });
    stop.store(true, Ordering::SeqCst);
    for writer in writers {
        writer.join().expect("a writer");
    }

    let mut store = Store::connect(&Database::Postgres(cluster.url.clone())).expect("connect");
    let outcomes = std::mem::take(&mut *outcomes.lock().unwrap_or_else(PoisonError::into_inner));
    for (user, outcome) in &outcomes {
        match outcome {
            Ok(()) => assert!(saved(&mut store, user), "{user} was answered saved and is not there"),
            Err(e) if e.is_in_doubt() => {}
            Err(e) => assert!(!saved(&mut store, user), "{user} was answered failed ({e}) and is there"),
        }
    }
}
