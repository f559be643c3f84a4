//! A game stored by an earlier version keeps playing: `tests/fixtures/game-v1.db` was
//! written by schema 0001 and engine version 1 through the `local` driver (Alice and
//! Bob, tiles BA/RFr, BA/C, BA/Rr, BA/L, BA/CFc+, four actions played). Never
//! regenerate it: it stands for databases already in the field.
//! The fixture stays on SQLite, by design: the databases in the field from before
//! PostgreSQL are SQLite files (they reach PostgreSQL through `import`, tested in
//! `store::import`). A game the engine can no longer replay is tested on both stores.

use crate::support;
use crate::support::backends::on_both;
use carcassonne_bot::service::{Command, Context, HistoryAsk, Service};
use carcassonne_bot::store::Store;

/// `name` as the driver that wrote the file, without its right to manage, later on.
fn ctx(name: &str) -> Context {
    Context { can_manage: false, now: 5_000, ..support::driver(name) }
}

#[test]
fn a_game_from_the_first_schema_loads_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/game-v1.db"), &path).unwrap();
    let mut service = Service::new(Store::open(&path).unwrap());
    let table = service.table(&ctx("Alice")).unwrap();
    assert_eq!(table.names(), vec!["Alice", "Bob"]);
    let game = table.game.as_ref().unwrap();
    assert_eq!(game.board().tiles().len(), 3);
    assert_eq!(game.players()[0].meeples, 6);
    assert_eq!(game.current_tile().map(|t| t.id()), Some("BA/Rr"));
    // Alice plays on: the curve continues her road east and turns south.
    let reply = service.handle(&ctx("Alice"), "place 2 0 0".parse().unwrap());
    assert!(!reply.refused, "{:?}", reply.private);
    let reply = service.handle(&ctx("Alice"), Command::Play(carcassonne_engine::Action::Pass));
    assert!(!reply.refused, "{:?}", reply.private);
    drop(service);
    let mut again = Service::new(Store::open(&path).unwrap());
    assert_eq!(again.table(&ctx("Bob")).unwrap().last_seq, 6);
}

on_both! {
    /// A stored game the current engine cannot replay (as a rules or tile-data change could
    /// make it) says so by name, still lists its moves, can be cancelled, and leaves the
    /// channel free for a new game.
    fn a_game_that_no_longer_replays_can_be_looked_at_and_cancelled(db) {
        let mut service = db.service();
        for (who, text) in [("Alice", "new"), ("Bob", "join"), ("Alice", "start")] {
            assert!(!service.handle(&ctx(who), text.parse().unwrap()).refused);
        }
        let table = service.table(&ctx("Alice")).unwrap();
        let first = table.game.as_ref().unwrap().active();
        let player = table.names()[first.index()].clone();
        let place = table.game.as_ref().unwrap().legal_actions(first)[0];
        assert!(!service.handle(&ctx(&player), Command::Play(place)).refused);
        drop(service);
        // The stored move no longer fits the board it is replayed on.
        db.execute("UPDATE actions SET action = 'place 9 9 0' WHERE seq = 1");

        let mut service = db.service();
        for text in ["status", "board", "pass", "undo"] {
            let reply = service.handle(&ctx("Bob"), text.parse().unwrap());
            assert!(reply.refused, "{text}");
            assert!(reply.private.unwrap().contains("can no longer be played"), "{text}");
        }
        let history = service.handle(&ctx("Bob"), Command::History(HistoryAsk::default()));
        let history = history.private.unwrap();
        assert!(history.contains("place 9 9 0") && history.starts_with("Moves 1–1 of 1"), "{history}");
        let fresh = service.handle(&ctx("Bob"), "new".parse().unwrap());
        assert!(fresh.refused, "the channel still holds the broken game until it is cancelled");
        assert!(!service.handle(&ctx("Alice"), Command::Cancel).refused);
        assert!(!service.handle(&ctx("Bob"), "new".parse().unwrap()).refused);
    }
}
