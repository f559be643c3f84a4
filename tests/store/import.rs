//! Importing SQLite files into PostgreSQL: two files holding games of every kind (in
//! the lobby, running with a reminder and a live board, finished with their record,
//! ratings and timelapse, cancelled) and people's direct-message choices, whose ids
//! collide, arrive whole — the second file's ids moved up past the first's, the later
//! choice kept where they disagree; the games play on through the service on
//! PostgreSQL and a new game gets a fresh id. Running it again, a file sharing a server
//! with another, a file held by a bot, and a failure part-way write nothing; a file of
//! an older schema is read from a migrated copy and left as it was.
//!
//! Each test has a PostgreSQL schema of its own and passes without running where no
//! server answers (see `support::backends`).

use crate::support as service_common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use carcassonne_bot::service::{Command, NewGame, Table};
use carcassonne_bot::store::import::{ImportError, Imported, import};
use carcassonne_bot::store::{GameId, Holder, Status, Store, StoreError};
use service_common::backends::TestDb;
use service_common::games::{Template, at, copy_game, play, server, templates};
use service_common::{T0, dump, ok};

/// A SQLite file holding, for each `(server, kinds)`, a copy of the template of each
/// kind (0 lobby, 1 active, 2 finished, 3 cancelled) in channels `c0`, `c1`, …, and
/// the direct-message choices `(user, on, at)`.
fn file(path: &Path, templates: &[Template], servers: &[(&str, &[usize])], choices: &[(&str, bool, i64)]) {
    let mut store = Store::open(path).expect("open");
    store
        .write(|tx| {
            let mut k = 0;
            for (guild, kinds) in servers {
                for (n, kind) in kinds.iter().enumerate() {
                    copy_game(tx, &templates[*kind], guild, &format!("c{n}"), k)?;
                    k += 1;
                }
            }
            for (user, on, at) in choices {
                tx.set_wants_dm(user, *on, if *on { "fr" } else { "en-US" }, *at)?;
            }
            Ok::<_, StoreError>(())
        })
        .expect("the games and choices");
}

/// A dump's tables: each one's columns and its rows (cells as the dump writes them),
/// sorted.
type Tables = BTreeMap<String, (Vec<String>, Vec<Vec<String>>)>;

/// Reads a dump (`ReadTx::dump`'s text) back into its tables.
fn tables(dump: &str) -> Tables {
    let mut tables = Tables::new();
    let mut current = None;
    for line in dump.lines() {
        if let Some(rest) = line.strip_prefix("table ") {
            let (name, columns) = rest.split_once(" (").expect("table NAME (columns)");
            let columns = columns.trim_end_matches(')').split(", ").map(str::to_owned).collect();
            tables.insert(name.to_owned(), (columns, Vec::new()));
            current = Some(name.to_owned());
        } else if let Some(row) = line.strip_prefix("  ") {
            let table = current.as_ref().expect("a row after its table");
            tables.get_mut(table).expect("table").1.push(cells(row));
        }
    }
    for (_, rows) in tables.values_mut() {
        rows.sort();
    }
    tables
}

/// A dump's row split into its cells at ` | `, but not inside a quoted text.
fn cells(row: &str) -> Vec<String> {
    let (mut cells, mut cell) = (Vec::new(), String::new());
    let (mut quoted, mut escaped) = (false, false);
    let mut rest = row;
    while let Some(c) = rest.chars().next() {
        if !quoted && rest.starts_with(" | ") {
            cells.push(std::mem::take(&mut cell));
            rest = &rest[3..];
            continue;
        }
        if escaped {
            escaped = false;
        } else if quoted && c == '\\' {
            escaped = true;
        } else if c == '"' {
            quoted = !quoted;
        }
        cell.push(c);
        rest = &rest[c.len_utf8()..];
    }
    cells.push(cell);
    cells
}

/// `tables` with the game ids (`games.id`, every `game_id`) moved up by `games` and the
/// finishing order (`game_results.seq`) by `results`.
fn shifted(mut tables: Tables, games: i64, results: i64) -> Tables {
    for (table, (columns, rows)) in &mut tables {
        for (i, column) in columns.iter().enumerate() {
            let by = match (table.as_str(), column.as_str()) {
                (_, "game_id") | ("games", "id") => games,
                ("game_results", "seq") => results,
                _ => continue,
            };
            for row in rows.iter_mut() {
                row[i] = (row[i].parse::<i64>().expect("an id") + by).to_string();
            }
        }
        rows.sort();
    }
    tables
}

/// What two databases' tables hold together; people's choices by the latest of each.
fn together(mut first: Tables, second: Tables) -> Tables {
    for (table, (columns, rows)) in second {
        let entry = first.get_mut(&table).expect("the same tables");
        assert_eq!(entry.0, columns, "{table}");
        entry.1.extend(rows);
        if table == "notify_prefs" {
            let at = columns.iter().position(|c| c == "updated_at").expect("updated_at");
            let mut latest: BTreeMap<String, Vec<String>> = BTreeMap::new();
            for row in entry.1.drain(..) {
                let newer = latest.get(&row[0]).is_none_or(|kept| {
                    kept[at].parse::<i64>().expect("time") < row[at].parse::<i64>().expect("time")
                });
                if newer {
                    latest.insert(row[0].clone(), row);
                }
            }
            entry.1 = latest.into_values().collect();
        }
        entry.1.sort();
    }
    first
}

/// The database's games of `guild` finished, in finishing order.
fn finished(db: &TestDb, guild: &str) -> Vec<GameId> {
    db.store().read(|tx| tx.finished_in_order(guild)).expect("order").into_iter().map(|(id, _)| id).collect()
}

/// The id of the game of `channel` in `guild`, its last.
fn game_id(db: &TestDb, guild: &str, channel: &str) -> GameId {
    db.store().read(|tx| tx.latest_game(guild, channel)).expect("read").expect("a game").id
}

/// Plays one move in the channel's running game on the database and checks it is kept.
fn plays_on(db: &TestDb, guild: &str, channel: &str) {
    let mut s = db.service();
    let last = |s: &mut carcassonne_bot::service::Service| {
        s.table(&at(guild, channel, "Alice")).expect("table").last_seq
    };
    let before = last(&mut s);
    play(&mut s, guild, channel, 1);
    assert_eq!(last(&mut db.service()), before + 1, "the move in {guild}/{channel} was kept");
}

#[test]
fn two_files_with_colliding_ids_arrive_whole_and_play_on() {
    let Some(db) = TestDb::postgres() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let templates = templates(dir.path());
    let (a, b) = (dir.path().join("a.db"), dir.path().join("b.db"));
    let (one, two, three) = (server(1), server(2), server(3));
    file(
        &a,
        &templates,
        &[(&one, &[0, 1, 2, 3]), (&three, &[2, 2])],
        &[("id-user0", true, T0), ("id-user1", true, T0 + 1)],
    );
    file(
        &b,
        &templates,
        &[(&two, &[0, 1, 2, 3]), ("local", &[1])],
        &[("id-user1", false, T0 + 50), ("id-user2", true, T0 + 2)],
    );
    let (a_bytes, b_bytes) = (std::fs::read(&a).expect("a"), std::fs::read(&b).expect("b"));
    let (a_tables, b_tables) = (tables(&dump(&a)), tables(&dump(&b)));
    let order_two = finished_in_file(&b, &two);

    let done = import(&[a.clone(), b.clone()], db.postgres_url()).expect("import");
    assert_eq!(std::fs::read(&a).expect("a"), a_bytes, "the files are only read");
    assert_eq!(std::fs::read(&b).expect("b"), b_bytes, "the files are only read");

    // a.db: 6 games, 3 finished; b.db's ids 1..5 and its finishing order 1 collide.
    let [first, second] = &done.files[..] else { panic!("{done:?}") };
    assert_eq!((first.path.as_path(), first.shift.games, first.shift.results), (a.as_path(), 0, 0));
    assert_eq!((second.path.as_path(), second.shift.games, second.shift.results), (b.as_path(), 6, 3));
    assert_eq!((first.servers, first.games, first.migrated_from), (2, [1, 1, 3, 1], None));
    assert_eq!((second.servers, second.games), (2, [1, 2, 1, 1]));
    assert_eq!((first.rows("game_results"), first.rows("timelapses"), first.rows("reminders")), (3, 3, 2));
    assert_eq!((first.rows("live_messages"), first.rows("notify_prefs")), (2, 2));
    assert!(first.rows("actions") > 0 && first.rows("ratings") > 0, "{first:?}");
    assert_eq!((done.next_game, done.next_result, done.notify_choices), (12, 5, 3));

    let expected = together(a_tables, shifted(b_tables, 6, 3));
    let found = tables(&db.dump());
    assert_eq!(found.keys().collect::<Vec<_>>(), expected.keys().collect::<Vec<_>>(), "every table");
    // The shards' leases are the running processes' own, never copied: none to compare.
    let leases = ["identify_slots", "shard_leases", "shard_members"];
    for (table, (columns, rows)) in expected.iter().filter(|(table, _)| !leases.contains(&table.as_str())) {
        assert!(!rows.is_empty(), "{table} has rows to compare");
        assert_eq!(&found[table], &(columns.clone(), rows.clone()), "{table}");
    }
    let user1 = &found["notify_prefs"].1.iter().find(|r| r[0] == "\"id-user1\"").expect("user1");
    assert_eq!(user1[1], "0", "the later choice, turned off, wins");
    let shifted_order: Vec<GameId> = order_two.iter().map(|id| GameId(id.0 + 6)).collect();
    assert_eq!(finished(&db, &two), shifted_order, "the second file's finished games, in order");

    // Every game replays; the running ones play on, the moved one under its new id.
    db.store()
        .read(|tx| {
            for id in 1..=11 {
                let row = tx.game(GameId(id))?.expect("a game");
                let table = Table::load_row(tx, row).expect("load");
                assert!(table.unplayable.is_none(), "game {id}: {:?}", table.unplayable);
            }
            Ok::<_, StoreError>(())
        })
        .expect("read");
    assert_eq!(game_id(&db, &two, "c1"), GameId(6 + 2));
    plays_on(&db, &one, "c1");
    plays_on(&db, &two, "c1");
    plays_on(&db, "local", "c0");
    let mut s = db.service();
    ok(s.handle(&at(&two, "new", "Alice"), Command::New(NewGame::default())));
    assert_eq!(game_id(&db, &two, "new"), GameId(12), "a new game gets the next id");
    let mut store = db.store();
    let status = store.read(|tx| tx.game(GameId(12))).expect("read").expect("the new game").status;
    assert_eq!(status, Status::Lobby);
}

/// The finished games of `guild` in the file, in finishing order.
fn finished_in_file(path: &Path, guild: &str) -> Vec<GameId> {
    Store::open(path)
        .expect("open")
        .read(|tx| tx.finished_in_order(guild))
        .expect("order")
        .into_iter()
        .map(|(id, _)| id)
        .collect()
}

/// Runs `import`, which must refuse, and checks that the database did not change.
fn refused(db: &TestDb, files: &[PathBuf]) -> ImportError {
    let before = db.dump();
    let refused = import(files, db.postgres_url()).expect_err("refused");
    assert_eq!(db.dump(), before, "nothing written: {refused}");
    refused
}

#[test]
fn running_it_again_or_on_shared_servers_or_held_files_writes_nothing() {
    let Some(db) = TestDb::postgres() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let templates = templates(dir.path());
    let path = |name: &str| dir.path().join(name);
    let (one, two, five) = (server(1), server(2), server(5));
    file(&path("a.db"), &templates, &[(&one, &[1, 2])], &[("id-user0", true, T0)]);
    file(&path("b.db"), &templates, &[(&two, &[2])], &[]);
    let done: Imported = import(&[path("a.db")], db.postgres_url()).expect("the first file");
    assert_eq!(done.next_game, 3);

    let again = refused(&db, &[path("b.db"), path("a.db")]);
    assert!(matches!(&again, ImportError::AlreadyThere { path: p, .. } if *p == path("a.db")), "{again}");
    let said = again.to_string();
    assert!(
        said.contains(&format!("its server is already in the database (server {one}, with 2 games")),
        "{said}"
    );
    assert!(said.contains("imported before") && said.contains("nothing was imported"), "{said}");

    file(&path("c.db"), &templates, &[(&five, &[1]), (&two, &[0])], &[]);
    let shared = refused(&db, &[path("b.db"), path("c.db")]);
    assert!(matches!(&shared, ImportError::SharedServer { server, .. } if *server == two), "{shared}");

    let holder = Holder::take(&path("b.db")).expect("a bot holds b.db");
    let held = refused(&db, &[path("b.db")]);
    assert!(held.to_string().contains(&format!("process {}", std::process::id())), "{held}");
    drop(holder);

    let twice = refused(&db, &[path("b.db"), path("b.db")]);
    assert!(matches!(twice, ImportError::Twice(_)), "{twice}");
    let missing = refused(&db, &[path("nowhere.db")]);
    assert!(matches!(missing, ImportError::Missing(_)), "{missing}");

    // A file of servers the database does not hold yet goes in later, its ids clear of
    // those already there.
    let done = import(&[path("b.db")], db.postgres_url()).expect("the second file");
    assert_eq!((done.files[0].shift.games, done.files[0].shift.results), (2, 1));
    assert_eq!(finished(&db, &two), [GameId(3)]);
}

/// A failure while copying the second file (a text PostgreSQL cannot hold) rolls back
/// the first file's rows too: importing that one alone then works.
#[test]
fn a_failure_part_way_keeps_nothing() {
    let Some(db) = TestDb::postgres() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let templates = templates(dir.path());
    let (good, bad) = (dir.path().join("good.db"), dir.path().join("bad.db"));
    file(&good, &templates, &[(&server(7), &[1, 2])], &[("id-user0", true, T0)]);
    let mut store = Store::open(&bad).expect("open");
    store
        .write(|tx| {
            let new = carcassonne_bot::store::NewGame {
                guild_id: "8",
                channel_id: "c",
                creator_id: "u",
                status: Status::Lobby,
                setup: "{\"name\":\"nul \u{0} in it\"}",
                seed: 1,
                engine_version: 1,
                now: T0,
            };
            tx.create_game(&new)
        })
        .expect("a game SQLite takes and PostgreSQL does not");
    drop(store);

    let failed = refused(&db, &[good.clone(), bad.clone()]);
    assert!(matches!(&failed, ImportError::Copy { path, table: "games", .. } if *path == bad), "{failed}");
    assert!(format!("{:#}", anyhow::Error::from(failed)).contains("0x00"), "PostgreSQL's reason is given");
    let done = import(&[good], db.postgres_url()).expect("the good file alone");
    assert_eq!(done.files[0].shift.games, 0, "nothing of it was kept the first time");
    assert_eq!(done.next_game, 3);
}

/// A file of the first schema is read from a migrated copy: the file stays as it was,
/// and its game arrives as this version migrates it.
#[test]
fn an_older_file_is_read_from_a_migrated_copy() {
    let Some(db) = TestDb::postgres() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let old = dir.path().join("v1.db");
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/schema-v1.db"), &old)
        .expect("the version-1 fixture");
    let bytes = std::fs::read(&old).expect("read");
    let done = import(std::slice::from_ref(&old), db.postgres_url()).expect("import");
    assert_eq!(std::fs::read(&old).expect("read"), bytes, "the file is not migrated");
    let mut beside: Vec<String> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    beside.sort();
    assert_eq!(beside, ["v1.db", "v1.db.lock"], "nothing beside the file but the hold's sidecar");
    assert_eq!(done.files[0].migrated_from, Some(1));
    assert_eq!((done.files[0].rows("seats"), done.files[0].rows("actions")), (2, 3));
    // What this version makes of the file, migrating it in place: a copy elsewhere.
    let migrated = tempfile::tempdir().expect("temp dir");
    let expected = migrated.path().join("expected.db");
    std::fs::copy(&old, &expected).expect("copy");
    assert_eq!(tables(&db.dump()), tables(&dump(&expected)));
    let mut store = db.store();
    let (row, actions) = store
        .read(|tx| {
            let row = tx.open_game("100", "200")?.expect("the fixture's game");
            let actions = tx.actions(row.id)?;
            Ok::<_, StoreError>((row, actions))
        })
        .expect("read");
    assert_eq!((row.status, actions.len()), (Status::Active, 3));
}
