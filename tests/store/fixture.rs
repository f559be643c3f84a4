//! A game saved by an older schema keeps playing after an upgrade.
//!
//! `tests/fixtures/schema-v1.db` was written by migration 0001 alone and holds one active
//! game with two seats and three actions. It is committed and never regenerated once
//! later migrations exist; each later schema gets a fixture of its own. The test opens a
//! copy with today's code (which migrates it) and checks the game reads back and takes
//! its next action.
//!
//! SQLite only, by design: the fixtures are files written by older bots, and PostgreSQL
//! came after them (its oldest schema is the baseline `parity` checks).

use crate::support::store as store_common;

use std::path::{Path, PathBuf};

use carcassonne_bot::store::{GameId, Status, Store, schema};
use rusqlite::Connection;
use store_common::NOW;

fn fixture_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/schema-v1.db")
}

/// Writes the fixture, with `REGENERATE_FIXTURES=1` only. It uses raw SQL against the
/// version-1 schema rather than the store's methods, so later changes to the store
/// cannot change what a version-1 file looks like.
#[test]
fn regenerate_schema_v1_fixture() {
    if std::env::var_os("REGENERATE_FIXTURES").is_none() {
        return;
    }
    let path = fixture_path();
    let temp = path.with_extension("db.tmp");
    let _ = std::fs::remove_file(&temp);
    let mut conn = Connection::open(&temp).expect("create");
    schema::migrations().to_version(&mut conn, 1).expect("migration 0001");
    conn.execute_batch(
        r#"
        INSERT INTO games (id, guild_id, channel_id, creator_id, status, setup, seed,
                           engine_version, created_at, updated_at)
        VALUES (1, '100', '200', '300', 'active', '{"expansions":[]}', 12345, 1,
                1700000000000, 1700000060000);
        INSERT INTO seats (game_id, seat, user_id, display_name, is_bot) VALUES
            (1, 0, '300', 'Alice', 0),
            (1, 1, '301', 'Bob', 0);
        INSERT INTO actions (game_id, seq, seat, action, at) VALUES
            (1, 1, 0, 'T B2 r1', 1700000010000),
            (1, 2, 0, 'M city', 1700000020000),
            (1, 3, 1, 'T C3 r0', 1700000060000);
        VACUUM;
        "#,
    )
    .expect("fill");
    drop(conn);
    std::fs::rename(&temp, &path).expect("replace fixture");
}

#[test]
fn a_game_saved_by_schema_v1_keeps_playing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("upgraded.db");
    std::fs::copy(fixture_path(), &path).expect("copy fixture");
    let version: usize = Connection::open(&path)
        .expect("raw open")
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .expect("user_version");
    assert_eq!(version, 1, "the fixture is a version-1 file");

    let mut store = Store::open(&path).expect("open and migrate");
    let (game, seats, actions) = store
        .read(|tx| {
            let game = tx.open_game("100", "200")?.expect("the fixture's game");
            let seats = tx.seats(game.id)?;
            let actions = tx.actions(game.id)?;
            Ok::<_, carcassonne_bot::store::StoreError>((game, seats, actions))
        })
        .expect("read");
    assert_eq!(game.id, GameId(1));
    assert_eq!(game.status, Status::Active);
    assert_eq!(game.creator_id, "300");
    assert_eq!(game.setup, r#"{"expansions":[]}"#);
    assert_eq!(game.seed, 12345);
    assert_eq!(game.engine_version, 1);
    assert_eq!(game.revision, 3, "a stored game's revision starts at the length of its log");
    assert_eq!((game.created_at, game.updated_at), (1_700_000_000_000, 1_700_000_060_000));
    let seats: Vec<(u32, Option<&str>, &str, bool)> =
        seats.iter().map(|s| (s.seat, s.user_id.as_deref(), s.display_name.as_str(), s.is_bot)).collect();
    assert_eq!(seats, [(0, Some("300"), "Alice", false), (1, Some("301"), "Bob", false)]);
    let actions: Vec<(u64, u32, &str)> = actions.iter().map(|a| (a.seq, a.seat, a.action.as_str())).collect();
    assert_eq!(actions, [(1, 0, "T B2 r1"), (2, 0, "M city"), (3, 1, "T C3 r0")]);
    let games: Vec<GameId> =
        store.read(|tx| tx.games_of_user("301")).expect("games of Bob").into_iter().map(|g| g.id).collect();
    assert_eq!(games, [GameId(1)]);

    // The next move is accepted and survives a reopen.
    store.write(|tx| tx.append_action(game.id, 4, 1, "M road", NOW)).expect("next action");
    drop(store);
    let mut store = Store::open(&path).expect("reopen");
    assert_eq!(store.read(|tx| tx.last_seq(game.id)).expect("last seq"), 4);
    // Taking it back moves the revision on, never back.
    store.write(|tx| tx.delete_actions_from(game.id, 4)).expect("undo");
    let revision = store.read(|tx| tx.game(game.id)).expect("read").expect("game").revision;
    assert_eq!(revision, 5);
}
