//! Storage faults, each refused with its own message naming the file: another name of
//! a held file (bot and `reshard`), a read-only file, folder or file system at start,
//! a full disk and a database deleted or replaced under a running game (the command
//! refused, the player told nothing was saved, nothing kept).

use std::os::unix::fs::PermissionsExt as _;
use std::path::Path;

use super::common::{
    FIRST_MOVE, Table, Tmpfs, bot, command, first_move_still_to_play, folder, folder_with_database, kept,
    make_database, refused, unprivileged, wait_until,
};

/// What the player reads when the database could not be written.
const NOT_SAVED: &str = "The game could not be saved; nothing changed.";

/// `reshard` of `from` into a new folder.
fn reshard(dir: &Path, from: &Path) -> std::process::Command {
    let mut reshard = command(dir);
    reshard.args(["reshard", "--shards", "1", "--out"]).arg(dir.join("out")).arg("--from").arg(from);
    reshard
}

#[test]
fn a_symlink_or_a_hard_link_to_a_held_file_is_refused_by_the_bot_and_by_reshard() {
    let dir = folder();
    let db = dir.path().join("data/bot.db");
    let (first, first_said) = kept(&mut bot(dir.path(), &db));
    let pid = first.0.id();
    let lock = dir.path().join("data/bot.db.lock");
    wait_until("the first bot's hold", || {
        std::fs::read_to_string(&lock).is_ok_and(|held| held.trim() == pid.to_string())
    });

    let link = dir.path().join("link.db");
    std::os::unix::fs::symlink(&db, &link).expect("symlink");
    let held = format!("in use by process {pid}");
    let said = refused(&mut bot(dir.path(), &link));
    assert!(said.contains("refusing to start") && said.contains(&held), "{said}");
    let said = refused(&mut reshard(dir.path(), &link));
    assert!(said.contains(&held), "{said}");

    let hard = dir.path().join("hard.db");
    std::fs::hard_link(&db, &hard).expect("hard link");
    let second_name = "hard.db has 2 names (hard links)";
    let said = refused(&mut bot(dir.path(), &hard));
    assert!(said.contains(second_name), "{said}");
    let said = refused(&mut reshard(dir.path(), &hard));
    assert!(said.contains(second_name), "{said}");
    assert!(!dir.path().join("out").exists(), "reshard wrote nothing");
    // The first bot's warnings, Discord being out of its reach, went to the test's
    // keeping, not among the tests' output.
    wait_until("the first bot's warning, kept", || {
        first_said
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .contains("Discord is unreachable")
    });
}

/// A file read-only to this process, then one writable by everyone in a folder nobody
/// may write (no room for SQLite's -wal and -shm files).
#[test]
fn a_read_only_file_or_folder_is_refused_at_start_naming_it() {
    let (dir, db) = folder_with_database("data/bot.db");
    let data = dir.path().join("data");
    let chmod = |path: &Path, mode| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
    };
    for (file, folder, why) in
        [(0o444, 0o777, "the file is read-only"), (0o666, 0o555, "its folder is read-only")]
    {
        chmod(&data, folder);
        chmod(&db, file);
        let mut started = bot(dir.path(), &db);
        unprivileged(dir.path(), &mut started);
        let said = refused(&mut started);
        let named = format!("cannot write {}: {why} to this process", db.display());
        assert!(said.contains(&named), "{said}");
    }
    // Writable again, to clean up.
    chmod(&data, 0o777);
}

#[test]
fn a_database_on_a_read_only_file_system_is_refused_at_start() {
    let dir = folder();
    let Some(disk) = Tmpfs::mount(&dir.path().join("disk"), "4m", "read-only file system") else { return };
    let db = disk.path.join("bot.db");
    make_database(dir.path(), &db);
    disk.remount("ro");
    let said = refused(&mut bot(dir.path(), &db));
    let named = format!("cannot write {}: its file system is mounted read-only", db.display());
    assert!(said.contains(&named), "{said}");
}

/// A real full disk (a 2 MiB tmpfs filled up), not SQLite's `max_page_count`: the
/// write-ahead log cannot grow.
#[test]
fn a_full_disk_refuses_the_command_and_keeps_nothing() {
    let dir = folder();
    let Some(disk) = Tmpfs::mount(&dir.path().join("disk"), "2m", "full disk") else { return };
    let db = disk.path.join("bot.db");
    make_database(dir.path(), &db);
    let table = Table::open(dir.path(), &db);
    let filler = disk.fill();
    let (status, said) = table.finish_with(FIRST_MOVE);
    assert!(!status.success(), "{said}");
    let logged = format!("cannot write {}: the disk is full", db.display());
    assert!(said.contains(&logged) && said.contains(NOT_SAVED), "{said}");
    std::fs::remove_file(filler).expect("room again");
    first_move_still_to_play(dir.path(), &db);
}

#[test]
fn a_database_deleted_or_replaced_under_a_running_game_refuses_the_next_command() {
    let (dir, db) = folder_with_database("data/bot.db");
    let spare = dir.path().join("spare.db");
    std::fs::copy(&db, &spare).expect("a copy to put in its place");

    let table = Table::open(dir.path(), &db);
    std::fs::rename(&db, dir.path().join("moved.db")).expect("move it away");
    let (status, said) = table.finish_with(FIRST_MOVE);
    assert!(!status.success(), "{said}");
    let logged = format!("cannot write {}: the file was deleted or moved away", db.display());
    assert!(said.contains(&logged) && said.contains(NOT_SAVED), "{said}");
    std::fs::rename(dir.path().join("moved.db"), &db).expect("back");
    first_move_still_to_play(dir.path(), &db);

    let db = dir.path().join("data/other.db");
    std::fs::copy(&spare, &db).expect("a second game");
    let table = Table::open(dir.path(), &db);
    std::fs::copy(&spare, dir.path().join("data/new.db")).expect("copy");
    std::fs::rename(dir.path().join("data/new.db"), &db).expect("replace it");
    let (status, said) = table.finish_with(FIRST_MOVE);
    assert!(!status.success(), "{said}");
    let logged = format!("cannot write {}: another file was put at its path", db.display());
    assert!(said.contains(&logged) && said.contains(NOT_SAVED), "{said}");
    first_move_still_to_play(dir.path(), &db);
}
