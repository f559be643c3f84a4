//! Backing up a live database: while another thread keeps playing real moves in
//! several games through the service, the backup (the library function, then the
//! binary's `backup` subcommand) makes copies that pass the integrity check, open as a
//! store, replay every game, and hold a prefix of each game's log; it refuses to write
//! over a file.
//!
//! SQLite only, by design: `backup` copies a SQLite file; a PostgreSQL database is
//! backed up with the server's `pg_dump` (see `ops::postgres`).

use crate::support as service_common;

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use carcassonne_bot::service::{Command, Context, NewGame, Service, Table};
use carcassonne_bot::store::backup::{self, BackupError};
use carcassonne_bot::store::{GameId, Store, StoreError};
use service_common::{db, ok, person, service};

const CHANNELS: [&str; 4] = ["c1", "c2", "c3", "c4"];

fn at(channel: &str, user: &str) -> Context {
    Context { channel: channel.into(), ..person(user) }
}

/// Plays the first legal move of the channel's game; whether there was one.
fn play_one(s: &mut Service, channel: &str) -> bool {
    let table = s.table(&at(channel, "Alice")).expect("table");
    let Some(game) = table.game.as_ref() else { return false };
    let Some(seat) = game.pending().and_then(|p| p.seats.iter().next()) else { return false };
    let (who, action) = (table.names()[seat.index()].clone(), game.legal_actions(seat)[0]);
    ok(s.handle(&at(channel, &who), Command::Play(action)));
    true
}

/// Every game's action log, by game id.
fn logs(path: &Path) -> Vec<(GameId, Vec<String>)> {
    let mut store = Store::open(path).expect("open");
    store
        .read(|tx| {
            CHANNELS
                .iter()
                .map(|channel| {
                    let row = tx.latest_game("g", channel)?.expect("a game");
                    let actions = tx.actions(row.id)?.into_iter().map(|a| a.action).collect();
                    Ok((row.id, actions))
                })
                .collect::<Result<Vec<_>, StoreError>>()
        })
        .expect("logs")
}

/// The copy is sound, opens as a store, replays every game, and each log is a prefix
/// of the live one's.
fn check_copy(copy: &Path, live: &[(GameId, Vec<String>)]) {
    let conn = rusqlite::Connection::open(copy).expect("raw open");
    let check: String = conn.query_row("PRAGMA integrity_check", [], |row| row.get(0)).expect("check");
    assert_eq!(check, "ok");
    drop(conn);
    let mut store = Store::open(copy).expect("opens as a store");
    store
        .read(|tx| {
            for (id, live_log) in live {
                let row = tx.game(*id)?.expect("the game is in the copy");
                let table = Table::load_row(tx, row).expect("load");
                assert!(table.game.is_some() && table.unplayable.is_none(), "game {id} replays");
                let log: Vec<String> = tx.actions(*id)?.into_iter().map(|a| a.action).collect();
                assert!(live_log.starts_with(&log), "game {id}: {log:?} is not a prefix of {live_log:?}");
            }
            Ok::<_, StoreError>(())
        })
        .expect("read the copy");
}

#[test]
fn a_backup_of_a_busy_file_is_a_consistent_snapshot() {
    let (dir, path) = db();
    let mut s = service(&path);
    for (i, channel) in CHANNELS.iter().enumerate() {
        ok(s.handle(
            &at(channel, "Alice"),
            Command::New(NewGame { seed: Some(i as u64), ..NewGame::default() }),
        ));
        ok(s.handle(&at(channel, "Bob"), Command::Join));
        ok(s.handle(&at(channel, "Alice"), Command::Start { keep_order: true }));
    }
    drop(s);

    let (stop, moves) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicUsize::new(0)));
    let writer = {
        let (stop, moves, path) = (Arc::clone(&stop), Arc::clone(&moves), path.clone());
        std::thread::spawn(move || {
            let mut s = service(&path);
            for channel in CHANNELS.iter().cycle() {
                if stop.load(Ordering::SeqCst) {
                    return;
                }
                if play_one(&mut s, channel) {
                    moves.fetch_add(1, Ordering::SeqCst);
                }
            }
        })
    };
    // Polls the writer's count of committed moves (not a timer).
    let after_moves = |n: usize| {
        while moves.load(Ordering::SeqCst) < n {
            std::thread::yield_now();
        }
    };

    after_moves(3);
    let first = dir.path().join("first.db");
    let copied = backup::backup(&path, &first).expect("backup");
    assert_eq!(copied.games, 4);
    assert!(copied.opened && copied.bytes > 0, "{copied:?}");

    let seen = moves.load(Ordering::SeqCst);
    after_moves(seen + 2);
    let second = dir.path().join("second.db");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .arg("backup")
        .args([&path, &second])
        .output()
        .expect("run backup");
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{said}{}", String::from_utf8_lossy(&run.stderr));
    assert!(
        said.contains("4 games; the copy passes the integrity check and opens as a game store"),
        "{said}"
    );

    after_moves(moves.load(Ordering::SeqCst) + 2);
    stop.store(true, Ordering::SeqCst);
    writer.join().expect("the writer");
    let live = logs(&path);
    check_copy(&first, &live);
    check_copy(&second, &live);
    assert!(
        logs(&first).iter().zip(&live).any(|((_, copy), (_, live))| copy.len() < live.len()),
        "moves went on"
    );

    let refused = backup::backup(&path, &first).expect_err("the copy exists");
    assert!(matches!(refused, BackupError::Exists(_)), "{refused}");
    let missing = dir.path().join("nowhere.db");
    let refused = backup::backup(&missing, &dir.path().join("third.db")).expect_err("no such file");
    assert!(matches!(refused, BackupError::Missing(_)), "{refused}");
    assert!(!dir.path().join("third.db").exists() && !dir.path().join("third.db.partial").exists());
}

/// A second name (hard link) of a live database is refused before anything is written:
/// read through it, the copy would miss what the log beside the first name holds.
#[test]
fn a_backup_through_a_second_name_is_refused() {
    let (dir, path) = db();
    let mut s = service(&path);
    ok(s.handle(&at("c", "Ann"), Command::New(NewGame::default())));
    let second_name = dir.path().join("second-name.db");
    std::fs::hard_link(&path, &second_name).unwrap();
    let copy = dir.path().join("copy.db");
    let refused = backup::backup(&second_name, &copy).expect_err("a file with two names");
    assert!(matches!(refused, BackupError::Store(StoreError::HardLinked(_))), "{refused}");
    assert!(format!("{:#}", anyhow::Error::from(refused)).contains("2 names"));
    assert!(!copy.exists() && !dir.path().join("copy.db.partial").exists());
}
