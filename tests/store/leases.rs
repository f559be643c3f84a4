//! Shard leases on both stores, by the database's clock: one winner among takers, the
//! holder named to the others, renewal by the holder only at its epoch, expiry, letting
//! go, an epoch never given twice; the fence every write of a game passes; the
//! processes sharing the shards; one IDENTIFY per bucket per interval.

use std::sync::Arc;
use std::time::Duration;

use carcassonne_bot::store::{GameId, Member, Shards, Store, StoreError, Taken};

use crate::support::backends::{TestDb, on_both};
use crate::support::store::{NOW, new_game};

/// The epoch `owner` took `shard` at; panics when another holds it.
fn took(store: &mut Store, shard: u32, owner: &str, ttl_ms: i64) -> i64 {
    match store.write(|tx| tx.take_lease(shard, owner, ttl_ms)).expect("take") {
        Taken::At(epoch) => epoch,
        Taken::By(holder) => panic!("{owner} could not take shard {shard}: {holder:?}"),
    }
}

/// Waits until no lease of `shard` runs (a bound, never a figure).
fn until_expired(store: &mut Store, shard: u32) {
    let deadline = std::time::Instant::now() + crate::support::PATIENCE;
    while store.read(|tx| tx.leases()).expect("leases").iter().any(|l| l.shard == shard) {
        assert!(std::time::Instant::now() < deadline, "the lease of shard {shard} never ran out");
        std::thread::sleep(Duration::from_millis(10));
    }
}

on_both! {
    fn a_lease_has_one_holder_until_it_expires_or_is_let_go(db) {
        let mut store = db.store();
        let first = took(&mut store, 1, "a", 60_000);
        let Taken::By(held) = store.write(|tx| tx.take_lease(1, "b", 60_000)).expect("take") else {
            panic!("a holds it")
        };
        assert_eq!((held.shard, held.owner.as_str()), (1, "a"), "{held:?}");
        assert!(held.expires_in_ms > 50_000 && held.expires_in_ms <= 60_000, "{held:?}");
        let renew = |store: &mut Store, owner: &str, epoch, ttl| {
            store.write(|tx| tx.renew_lease(1, owner, epoch, ttl)).expect("renew")
        };
        assert!(!renew(&mut store, "b", first, 60_000), "not b's to renew");
        assert!(!renew(&mut store, "a", first + 1, 60_000), "nor a's at another epoch");
        assert!(renew(&mut store, "a", first, 30), "renewed by its holder, for 30 ms");
        until_expired(&mut store, 1);
        assert!(!renew(&mut store, "a", first, 60_000), "run out: lost, even with nobody else");
        let second = took(&mut store, 1, "b", 60_000);
        assert!(second > first, "a new holder, a new epoch: {first} then {second}");
        let holders: Vec<String> =
            store.read(|tx| tx.leases()).expect("leases").into_iter().map(|l| l.owner).collect();
        assert_eq!(holders, ["b"], "held by b, not a");
        assert!(!store.write(|tx| tx.release_lease(1, "a")).expect("release"), "not a's to let go");
        assert!(store.write(|tx| tx.release_lease(1, "b")).expect("release"));
        assert_eq!(store.read(|tx| tx.leases()).expect("leases"), []);
        let third = took(&mut store, 1, "a", 60_000);
        assert!(third > second, "a lease let go never gives its epoch again: {second} then {third}");
    }
}

/// A game of a server on shard 0 of 2 (guild "g1" is not a number: shard 0).
fn a_game(store: &mut Store, channel: &str) -> GameId {
    store.write(|tx| tx.create_game(&new_game(channel))).expect("a game")
}

/// Reads the game in a write transaction and touches it: what every command does.
fn touch(store: &mut Store, id: GameId) -> Result<(), StoreError> {
    store.write(|tx| {
        tx.game(id)?.ok_or(StoreError::GameNotFound(id))?;
        tx.touch_game(id, NOW + 1)
    })
}

on_both! {
    fn a_write_proves_its_process_holds_the_game_s_shard_at_its_epoch(db) {
        let mut setup = db.store();
        let game = a_game(&mut setup, "c1");
        let (ours, theirs) = (Shards::new("a".into(), 2), Shards::new("b".into(), 2));
        let mut store = db.store();
        store.set_shards(Some(Arc::clone(&ours)));
        let lost = |e: Result<(), StoreError>| matches!(e, Err(StoreError::LeaseLost { shard: 0 }));
        assert!(lost(touch(&mut store, game)), "no lease taken yet");
        let epoch = took(&mut setup, 0, "a", 200);
        assert!(lost(touch(&mut store, game)), "taken, but not yet held by the process");
        ours.hold(0, epoch);
        touch(&mut store, game).expect("held at its epoch");
        let created = store.write(|tx| tx.create_game(&new_game("c2")));
        created.expect("a game created where the process holds the shard");
        // The lease runs out and another process takes it: the first changes nothing,
        // although it still believes it holds the shard.
        until_expired(&mut setup, 0);
        assert!(lost(touch(&mut store, game)), "run out");
        let their_epoch = took(&mut setup, 0, "b", 60_000);
        theirs.hold(0, their_epoch);
        assert!(lost(touch(&mut store, game)), "taken by another process");
        assert!(matches!(
            store.write(|tx| tx.create_game(&new_game("c3"))),
            Err(StoreError::LeaseLost { shard: 0 })
        ));
        let mut other = db.store();
        other.set_shards(Some(theirs));
        touch(&mut other, game).expect("the new holder writes");
        // The first takes it back later: what it proves is its new epoch, not the old.
        assert!(other.write(|tx| tx.release_lease(0, "b")).expect("let go"));
        let again = took(&mut setup, 0, "a", 60_000);
        assert!(again > epoch);
        assert!(lost(touch(&mut store, game)), "the old epoch proves nothing");
        ours.hold(0, again);
        touch(&mut store, game).expect("held again, at the new epoch");
        // Reading needs no lease.
        ours.release(0);
        assert!(store.read(|tx| tx.game(game)).expect("read").is_some());
    }
}

on_both! {
    fn a_command_sent_before_the_game_was_opened_changes_nothing(db) {
        let mut store = db.store();
        store.set_sent_at(Some(NOW));
        let game = a_game(&mut store, "c1");
        assert_eq!(store.read(|tx| tx.game(game)).expect("read").expect("the game").sent_at, Some(NOW));
        store.set_sent_at(Some(NOW - 1));
        assert!(matches!(touch(&mut store, game), Err(StoreError::SentBefore)), "sent before it opened");
        store.set_sent_at(Some(NOW));
        touch(&mut store, game).expect("sent as it opened");
        store.set_sent_at(None);
        touch(&mut store, game).expect("no time: background work, the terminal");
        let untimed = a_game(&mut store, "c2");
        store.set_sent_at(Some(0));
        touch(&mut store, untimed).expect("a game opened with no time takes any command");
    }
}

/// On PostgreSQL the proof locks the lease until the commit: a process that proved
/// its lease and has not committed yet holds off a taker even past the expiry, so no
/// write of the old holder lands after another process took the shard.
#[test]
fn a_proven_lease_cannot_change_hands_before_the_commit_on_postgres() {
    let Some(db) = TestDb::postgres() else { return };
    let mut setup = db.store();
    let game = a_game(&mut setup, "c1");
    let ours = Shards::new("a".into(), 2);
    // Long enough to be proved on a busy machine; then waited out.
    ours.hold(0, took(&mut setup, 0, "a", 3_000));
    let mut store = db.store();
    store.set_shards(Some(ours));
    let (proved, commit) = (std::sync::mpsc::channel(), std::sync::mpsc::channel::<()>());
    let writer = std::thread::spawn(move || {
        store.write(|tx| {
            let proof = tx.game(game).map(drop);
            let failed = proof.is_err();
            proved.0.send(proof).expect("told");
            if !failed {
                commit.1.recv().expect("go on");
            }
            tx.touch_game(game, NOW + 1)
        })
    });
    proved.1.recv().expect("the writer's word").expect("the lease proved");
    until_expired(&mut setup, 0);
    let mut taker = db.store();
    let taking = std::thread::spawn(move || took(&mut taker, 0, "b", 60_000));
    // The taker waits on the lease row's lock (seen by the server), not on a timer.
    let deadline = std::time::Instant::now() + crate::support::PATIENCE;
    while !db.lock_waiters() {
        assert!(std::time::Instant::now() < deadline, "the taker never waited for the lock");
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(!taking.is_finished(), "the lease changed hands before the commit");
    commit.0.send(()).expect("commit");
    writer.join().expect("the writer").expect("committed while it held the lease");
    assert!(taking.join().expect("the taker") > 1, "taken once the writer committed");
}

on_both! {
    fn members_are_those_still_renewing_and_leave_with_their_leases(db) {
        let mut store = db.store();
        store.write(|tx| tx.join_members("a", 4, 60_000)).expect("join");
        store.write(|tx| tx.join_members("b", 4, 30)).expect("join");
        store.write(|tx| tx.take_lease(2, "a", 60_000)).expect("take");
        std::thread::sleep(Duration::from_millis(60));
        assert_eq!(store.read(|tx| tx.members()).expect("members"), [Member { owner: "a".into(), total: 4 }]);
        store.write(|tx| tx.leave_members("a")).expect("leave");
        assert_eq!(store.read(|tx| tx.members()).expect("members"), []);
        assert_eq!(store.read(|tx| tx.leases()).expect("leases"), []);
    }
}

on_both! {
    fn an_identify_bucket_grants_one_start_per_interval(db) {
        let mut store = db.store();
        let mut ask = |bucket, interval| store.write(|tx| tx.take_identify_slot(bucket, interval)).expect("ask");
        assert_eq!(ask(0, 60_000), 0, "granted");
        let wait = ask(0, 60_000);
        assert!(wait > 50_000 && wait <= 60_000, "{wait}");
        assert_eq!(ask(1, 60_000), 0, "another bucket");
        assert_eq!(ask(2, 30), 0);
        std::thread::sleep(Duration::from_millis(60));
        assert_eq!(ask(2, 30), 0, "granted again once the interval passed");
    }
}

/// Two connections racing for one free shard: exactly one takes it.
#[test]
fn racing_takers_get_one_winner_on_postgres() {
    let Some(db) = crate::support::backends::TestDb::postgres() else { return };
    for shard in 0..20 {
        let takers: Vec<_> = ["a", "b"]
            .into_iter()
            .map(|owner| {
                let mut store = db.store();
                std::thread::spawn(move || {
                    store.write(|tx| tx.take_lease(shard, owner, 60_000)).expect("take")
                })
            })
            .collect();
        let results: Vec<_> = takers.into_iter().map(|t| t.join().expect("a taker")).collect();
        let won = results.iter().filter(|r| matches!(r, Taken::At(_))).count();
        assert_eq!(won, 1, "shard {shard}: {results:?}");
    }
}
