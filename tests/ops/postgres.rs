//! PostgreSQL as the operator runs it, through the binary: `import` with its report
//! and its refusals, after which the terminal driver plays the imported game on; and
//! the guide's nightly `pg_dump` cron line and its `pg_restore` command as written, on
//! a database of the test's own owned by a user of its own (as the guide makes the
//! bot's): the dump is made and old ones pruned, a move is made after it, and the
//! restore brings back the moment of the dump.
//!
//! Where no PostgreSQL server answers, the tests pass without running (see
//! `support::backends`).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime};

use carcassonne_bot::store::{Database, Store};

use super::common::{blocks, command, cron, first_move_still_to_play, folder, make_database, run, succeeds};
use crate::support::backends::{TestDb, Whole};

/// Runs `import` with `args`, which must fail with status 1; its standard error.
fn import_refused(dir: &Path, args: &[&str]) -> String {
    let out = run(command(dir).arg("import").args(args));
    let said = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{args:?}:\n{said}");
    said
}

#[test]
fn import_says_what_came_from_each_file_and_refuses_a_second_run() {
    let Some(db) = TestDb::postgres() else { return };
    let dir = folder();
    let url = db.postgres_url();
    let a = dir.path().join("a.db");
    make_database(dir.path(), &a);
    let said = succeeds(command(dir.path()).args(["import", "--into", url]).arg(&a));
    let expected = [
        format!(
            "{}: 1 server, 1 game (0 in the lobby, 1 active, 0 finished, 0 cancelled), 0 actions, 0 reminders, \
             0 finished-game records, 0 ratings, 0 timelapses, 0 live boards, 0 notify choices; ids kept",
            a.display()
        ),
        "total: 1 server, 1 game, 0 actions, 0 finished-game records".to_owned(),
        format!(
            "{url} now numbers new games from 2 and finished games' order from 1; it holds 0 notify choices."
        ),
        "The files were not changed; keep them until the bots run well on PostgreSQL.".to_owned(),
    ];
    assert_eq!(said.lines().collect::<Vec<_>>(), expected, "{said}");

    // The terminal driver plays the imported game on, on PostgreSQL.
    first_move_still_to_play(dir.path(), Path::new(url));

    let said = import_refused(dir.path(), &["--into", url, &a.display().to_string()]);
    let named = format!(
        "error: {}: its server is already in the database (server local, with 1 game there): the file was \
         imported before",
        a.display()
    );
    assert!(said.contains(&named) && said.contains("nothing was imported"), "{said}");

    // A file of the first schema: read from a copy brought up to date in TMPDIR, which
    // is left empty; its game's id, taken, moves up.
    let old = dir.path().join("v1.db");
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/schema-v1.db"), &old)
        .expect("the version-1 fixture");
    let tmp = dir.path().join("tmp");
    std::fs::create_dir(&tmp).expect("tmp");
    let said = succeeds(command(dir.path()).env("TMPDIR", &tmp).args(["import", "--into", url]).arg(&old));
    let line = format!(
        "{} (schema version 1: a copy brought up to date was read): 1 server, 1 game (0 in the lobby, \
         1 active, 0 finished, 0 cancelled), 3 actions",
        old.display()
    );
    assert!(said.contains(&line), "{said}");
    assert!(said.contains("; its game ids moved up by 1, clear of ids already taken"), "{said}");
    assert_eq!(std::fs::read_dir(&tmp).expect("tmp").count(), 0, "the copy is removed");
}

#[test]
fn import_names_what_it_cannot_use() {
    let dir = folder();
    let a = dir.path().join("a.db");
    make_database(dir.path(), &a);
    let a = a.display().to_string();
    let said = import_refused(dir.path(), &["--into", "data/carcassonne.db", &a]);
    assert!(
        said.contains(
            "error: import writes into a PostgreSQL database: `data/carcassonne.db` is not a postgres:// URL"
        ),
        "{said}"
    );
    let said = import_refused(dir.path(), &["--into", "postgres://bot:secret@127.0.0.1:1/games", &a]);
    assert!(
        said.contains("error: cannot open the PostgreSQL database postgres://bot:***@127.0.0.1:1/games"),
        "{said}"
    );
    assert!(!said.contains("secret"), "the password is not shown: {said}");
    let said = import_refused(dir.path(), &["--into", "postgres://bot@127.0.0.1:1/games", "missing.db"]);
    assert!(said.contains("error: missing.db does not exist"), "{said}");
    let out = run(command(dir.path()).args(["import", &a]));
    assert_eq!(out.status.code(), Some(2), "a missing --into is a usage error");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--into <URL>"));
}

/// Where the guide installs the bot, and the database URL it writes.
const INSTALL: &str = "/var/lib/carcassonne";
const GUIDE_URL: &str = "postgres://carcassonne@db.example.com/carcassonne";

/// The one line of the guide's blocks in `language` holding `word`.
fn guide_line(language: &str, word: &str) -> String {
    let lines: Vec<String> = blocks(language)
        .iter()
        .flat_map(|block| block.lines().map(str::to_owned).collect::<Vec<_>>())
        .filter(|line| line.contains(word))
        .collect();
    assert_eq!(lines.len(), 1, "one `{word}` line in the guide's ```{language} blocks: {lines:?}");
    lines[0].clone()
}

/// The whole database's content, as text.
fn content(url: &str) -> String {
    Store::connect(&Database::Postgres(url.to_owned())).expect("connect").read(|tx| tx.dump()).expect("dump")
}

/// A file in `backups` named as a dump of `days` days ago, aged so.
fn aged(backups: &Path, days: u64) -> PathBuf {
    let path = backups.join(format!("carcassonne-2000-01-{days:02}.dump"));
    std::fs::write(&path, b"an old dump").expect("old dump");
    let when = SystemTime::now() - Duration::from_secs(days * 24 * 3600);
    std::fs::File::options().write(true).open(&path).and_then(|f| f.set_modified(when)).expect("age it");
    path
}

#[test]
fn the_guides_pg_dump_and_pg_restore_lines_run_as_written() {
    let Some(whole) = Whole::create() else { return };
    if Command::new("pg_dump").arg("--version").output().is_err() {
        eprintln!("pg_dump: skipped, PostgreSQL's client tools are not installed");
        return;
    }
    let dir = folder();
    let install =
        |line: &str| line.replace(INSTALL, &dir.path().display().to_string()).replace(GUIDE_URL, &whole.url);
    let db = dir.path().join("a.db");
    make_database(dir.path(), &db);
    succeeds(command(dir.path()).args(["import", "--into", &whole.url]).arg(&db));
    let before = content(&whole.url);

    // The nightly line, on a night with a recent dump and one past two weeks.
    let line = install(&guide_line("cron", "pg_dump"));
    let backups = dir.path().join("backups");
    std::fs::create_dir(&backups).expect("backups");
    let (recent, old) = (aged(&backups, 3), aged(&backups, 30));
    let home = folder();
    let out = run(&mut cron(&line, home.path()));
    assert!(out.status.success(), "{line}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(recent.exists() && !old.exists(), "two weeks kept");
    let mut made: Vec<PathBuf> = std::fs::read_dir(&backups)
        .expect("backups")
        .map(|e| e.expect("entry").path())
        .filter(|p| *p != recent)
        .collect();
    assert_eq!(made.len(), 1, "{made:?}");
    let dump = made.remove(0);
    let name = dump.file_name().and_then(|n| n.to_str()).expect("name").to_owned();
    let date = name.trim_start_matches("carcassonne-").trim_end_matches(".dump");
    assert!(date.len() == 10 && date.matches('-').count() == 2, "dated by day: {name}");
    assert!(std::fs::read(&dump).expect("dump").starts_with(b"PGDMP"), "pg_dump's custom format");

    // A move after the dump, which the restore takes back.
    first_move_still_to_play(dir.path(), Path::new(&whole.url));
    assert_ne!(content(&whole.url), before);

    // The restore, as its user runs it from the install folder (`sudo -u` left out: the
    // test runs as its own user), of the dump just made.
    let restore = install(&guide_line("sh", "pg_restore"));
    let restore = restore.strip_prefix("sudo -u carcassonne ").expect("run as the bot's user");
    let dated = restore.split_whitespace().find(|w| w.ends_with(".dump")).expect("the dump restored");
    let restore = restore.replace(dated, &format!("backups/{name}"));
    let out = run(Command::new("/bin/sh")
        .arg("-c")
        .arg(&restore)
        .current_dir(dir.path())
        .env_clear()
        .env("PATH", "/usr/bin:/bin"));
    assert!(out.status.success(), "{restore}\n{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(content(&whole.url), before, "the database is back at the moment of the dump");
    first_move_still_to_play(dir.path(), Path::new(&whole.url));
}
