//! Shard leases on both stores, by the database's clock: one winner among takers, the
//! holder named to the others, renewal by the holder only, expiry, letting go; the
//! processes sharing the shards; one IDENTIFY per bucket per interval.

use std::time::Duration;

use carcassonne_bot::store::Member;

use crate::support::backends::on_both;

on_both! {
    fn a_lease_has_one_holder_until_it_expires_or_is_let_go(db) {
        let mut store = db.store();
        let mut take = |owner: &str, ttl| store.write(|tx| tx.take_lease(1, owner, ttl)).expect("take");
        assert_eq!(take("a", 60_000), None, "taken");
        let held = take("b", 60_000).expect("refused");
        assert_eq!((held.shard, held.owner.as_str()), (1, "a"), "{held:?}");
        assert!(held.expires_in_ms > 50_000 && held.expires_in_ms <= 60_000, "{held:?}");
        assert_eq!(take("a", 30), None, "renewed by its holder, for 30 ms");
        std::thread::sleep(Duration::from_millis(60));
        assert_eq!(take("b", 60_000), None, "taken once expired");
        let mut store = db.store();
        assert!(store.read(|tx| tx.holds_lease(1, "b")).expect("held"));
        assert!(!store.read(|tx| tx.holds_lease(1, "a")).expect("held"));
        assert!(!store.write(|tx| tx.release_lease(1, "a")).expect("release"), "not a's to let go");
        assert!(store.write(|tx| tx.release_lease(1, "b")).expect("release"));
        assert_eq!(store.read(|tx| tx.leases()).expect("leases"), []);
    }
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
        assert_eq!(results.iter().filter(|r| r.is_none()).count(), 1, "shard {shard}: {results:?}");
    }
}
