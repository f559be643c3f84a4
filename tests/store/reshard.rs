//! Resharding: 2,000 games over 200 servers go from one file to four (each holding
//! exactly its shard's servers) and back to one equal to the original, every game still
//! replaying and an active one playing on; the refusals write nothing; two files that
//! were never one merge with their colliding ids shifted.
//!
//! Four kinds of game are played for real through the service once (lobby, running
//! with moves, finished and rated, cancelled) and copied through the store's API to
//! every channel, so every log replays while the fixture stays quick to build.
//!
//! SQLite only, by design: `reshard` moves games between SQLite files; processes
//! sharing one PostgreSQL database need no resharding.

use crate::support as service_common;

use std::collections::BTreeSet;
use std::path::Path;

use carcassonne_bot::service::Table;
use carcassonne_bot::store::reshard::{self, ReshardError, Shards, shard_of};
use carcassonne_bot::store::{GameId, GameRow, Holder, Status, Store, StoreError, schema};
use service_common::games::{Template, at, copy_game, play, server, templates};
use service_common::{T0, dump, service};

/// Servers in the big fixture; the first is a terminal game's ("local").
const SERVERS: u64 = 200;
const GAMES: u64 = 2_000;

/// The big fixture: `GAMES` games, one per channel, over `SERVERS` servers, the four
/// kinds in turn (each server gets all four), and people's direct-message choices.
fn big_file(path: &Path, templates: &[Template]) {
    let mut store = Store::open(path).expect("open");
    store
        .write(|tx| {
            for k in 0..GAMES {
                let template = &templates[(k / SERVERS % 4) as usize];
                copy_game(tx, template, &server(k % SERVERS), &format!("c{k}"), k as i64)?;
            }
            for n in 0..20 {
                tx.set_wants_dm(
                    &format!("id-user{n}"),
                    n % 3 != 0,
                    if n % 2 == 0 { "en-US" } else { "fr" },
                    T0 + n,
                )?;
            }
            Ok::<_, StoreError>(())
        })
        .expect("the games and choices");
}

/// A raw read-only look at a file, for what the store's API does not list.
fn raw(path: &Path) -> rusqlite::Connection {
    rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).expect("raw open")
}

fn strings(path: &Path, sql: &str) -> BTreeSet<String> {
    let conn = raw(path);
    let mut stmt = conn.prepare(sql).expect("prepare");
    stmt.query_map([], |row| row.get(0)).expect("query").collect::<Result<_, _>>().expect("rows")
}

/// Every game of the file replays through the service's table; the active ones' ids.
fn every_game_replays(path: &Path) -> Vec<GameRow> {
    let ids: Vec<i64> = {
        let conn = raw(path);
        let mut stmt = conn.prepare("SELECT id FROM games ORDER BY id").expect("prepare");
        stmt.query_map([], |row| row.get(0)).expect("ids").collect::<Result<_, _>>().expect("rows")
    };
    let mut store = Store::open(path).expect("open");
    let mut active = Vec::new();
    store
        .read(|tx| {
            for &id in &ids {
                let row = tx.game(GameId(id))?.expect("a game");
                let status = row.status;
                let table = Table::load_row(tx, row.clone()).expect("load");
                assert!(table.unplayable.is_none(), "game {id}: {:?}", table.unplayable);
                assert_eq!(table.game.is_some(), status != Status::Lobby, "game {id}");
                if status == Status::Active {
                    active.push(row);
                }
            }
            Ok::<_, StoreError>(())
        })
        .expect("read");
    active
}

/// A legal move in the first active game of the file is accepted and stored.
fn plays_on(path: &Path) {
    let row = every_game_replays(path).into_iter().next().expect("an active game");
    let mut s = service(path);
    let before = s.table(&at(&row.guild_id, &row.channel_id, "Alice")).expect("table").last_seq;
    play(&mut s, &row.guild_id, &row.channel_id, 1);
    let after = s.table(&at(&row.guild_id, &row.channel_id, "Alice")).expect("table").last_seq;
    assert_eq!(after, before + 1, "the move was stored");
}

fn bytes(path: &Path) -> Vec<u8> {
    std::fs::read(path).expect("read file")
}

#[test]
fn two_thousand_games_go_to_four_files_and_back_unchanged() {
    let dir = tempfile::tempdir().expect("temp dir");
    let templates = templates(dir.path());
    let original = dir.path().join("one.db");
    big_file(&original, &templates);
    let before = dump(&original);
    let original_bytes = bytes(&original);

    let four = dir.path().join("four");
    let done = reshard::reshard(std::slice::from_ref(&original), &"4".parse().expect("spec"), &four)
        .expect("1 to 4");
    assert_eq!(bytes(&original), original_bytes, "the old file is left as it was");
    assert_eq!(done.outputs.len(), 4);
    assert!(done.shifts.is_empty(), "one file's ids never collide: {:?}", done.shifts);
    assert_eq!(done.not_discord, ["local"]);
    let total = done.total();
    assert_eq!((total.servers, total.all_games()), (SERVERS, GAMES));
    assert_eq!(total.games, [600, 600, 400, 400], "lobby, active, finished, cancelled");
    assert_eq!((total.reminders, done.notify_choices), (1_200, 20));
    assert!(total.actions > 0 && total.clocks > 0 && total.ratings > 0, "{total:?}");

    // Each file holds exactly its shard's servers, in every per-server table.
    let mut servers_per_file = Vec::new();
    for (shard, output) in done.outputs.iter().enumerate() {
        assert_eq!(output.path, four.join(format!("shard-{shard}-of-4.db")));
        let expected: BTreeSet<String> =
            (0..SERVERS).map(server).filter(|s| shard_of(s, 4) == shard as u32).collect();
        for table in ["games", "live_messages", "game_results", "ratings"] {
            let found = strings(&output.path, &format!("SELECT DISTINCT guild_id FROM {table}"));
            assert_eq!(found, expected, "{table} of shard {shard}");
        }
        assert_eq!(output.moved.servers, expected.len() as u64);
        assert_eq!(strings(&output.path, "SELECT user_id FROM notify_prefs").len(), 20, "everyone's choices");
        servers_per_file.push(expected.len());
        every_game_replays(&output.path);
    }
    assert!(servers_per_file.iter().all(|n| *n > 0), "every shard used: {servers_per_file:?}");
    assert!(servers_per_file.iter().any(|n| *n != servers_per_file[0]), "uneven: {servers_per_file:?}");
    assert!(strings(&done.outputs[0].path, "SELECT guild_id FROM games").contains("local"));

    // Back to one file, through the operator's command.
    let sources: Vec<String> = done.outputs.iter().map(|o| o.path.display().to_string()).collect();
    let one = dir.path().join("one-again");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["reshard", "--from", &sources.join(","), "--shards", "1", "--out"])
        .arg(&one)
        .output()
        .expect("run reshard");
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{said}{}", String::from_utf8_lossy(&run.stderr));
    assert!(said.contains("total: 200 servers, 2000 games (600 in the lobby, 600 active"), "{said}");
    assert!(said.contains("terminal games) went to shard 0: local"), "{said}");
    let merged = one.join("shard-0-of-1.db");
    assert_eq!(dump(&merged), before, "the round trip changes nothing");
    every_game_replays(&merged);
    plays_on(&merged);
    plays_on(&done.outputs[3].path);
}

/// A small source file: `games` finished games of one server.
fn small_file(path: &Path, templates: &[Template], guild: &str, games: i64) {
    let mut store = Store::open(path).expect("open");
    store
        .write(|tx| {
            (0..games).try_for_each(|k| copy_game(tx, &templates[2], guild, &format!("c{k}"), k).map(drop))
        })
        .expect("finished games");
}

#[test]
fn refusals_write_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let templates = templates(dir.path());
    let a = dir.path().join("a.db");
    small_file(&a, &templates, &server(1), 3);
    let a_bytes = bytes(&a);
    let out = dir.path().join("out");
    let two: Shards = "0/2,1/2".parse().expect("spec");

    let missing = dir.path().join("nowhere.db");
    let refused = reshard::reshard(&[a.clone(), missing.clone()], &two, &out).expect_err("missing");
    assert!(matches!(&refused, ReshardError::Missing(p) if *p == missing), "{refused}");

    let holder = Holder::take(&a).expect("a bot holds a.db");
    let refused = reshard::reshard(std::slice::from_ref(&a), &two, &out).expect_err("held");
    assert!(refused.to_string().contains(&format!("process {}", std::process::id())), "{refused}");
    drop(holder);

    let old = dir.path().join("old.db");
    let mut conn = rusqlite::Connection::open(&old).expect("old file");
    schema::migrations().to_version(&mut conn, schema::latest_version() - 1).expect("an older schema");
    drop(conn);
    let refused = reshard::reshard(&[a.clone(), old.clone()], &two, &out).expect_err("old schema");
    assert!(matches!(refused, ReshardError::OldSchema { .. }), "{refused}");
    assert!(refused.to_string().contains("start this version of the bot on it once"), "{refused}");
    assert!(!out.exists(), "nothing written yet");

    std::fs::create_dir_all(&out).expect("out");
    std::fs::write(out.join("shard-1-of-2.db"), b"mine").expect("a file in the way");
    let refused = reshard::reshard(std::slice::from_ref(&a), &two, &out).expect_err("exists");
    assert!(matches!(refused, ReshardError::Exists(_)), "{refused}");
    assert_eq!(std::fs::read_dir(&out).expect("out").count(), 1, "no other file made");
    assert_eq!(bytes(&out.join("shard-1-of-2.db")), b"mine");

    let refused = reshard::reshard(&[a.clone(), a.clone()], &two, &out).expect_err("twice");
    assert!(matches!(refused, ReshardError::Twice(_)), "{refused}");
    assert_eq!(bytes(&a), a_bytes, "the source is never written");
    Holder::take(&a).expect("the source is free again afterwards");
}

#[test]
fn two_files_that_never_were_one_merge_with_shifted_ids() {
    let dir = tempfile::tempdir().expect("temp dir");
    let templates = templates(dir.path());
    let (a, b) = (dir.path().join("a.db"), dir.path().join("b.db"));
    let (guild_a, guild_b) = (server(1), server(2));
    small_file(&a, &templates, &guild_a, 5);
    small_file(&b, &templates, &guild_b, 3);
    let order = |path: &Path, guild: &str| -> Vec<GameId> {
        Store::open(path)
            .expect("open")
            .read(|tx| tx.finished_in_order(guild))
            .expect("order")
            .into_iter()
            .map(|(id, _)| id)
            .collect()
    };
    let (order_a, order_b) = (order(&a, &guild_a), order(&b, &guild_b));

    let out = dir.path().join("out");
    let done = reshard::reshard(&[a.clone(), b.clone()], &"1".parse().expect("spec"), &out).expect("merge");
    assert_eq!(done.shifts.len(), 1, "{:?}", done.shifts);
    let shift = &done.shifts[0];
    assert_eq!((shift.source.as_path(), shift.games, shift.results), (b.as_path(), 5, 5));

    let merged = out.join("shard-0-of-1.db");
    assert_eq!(order(&merged, &guild_a), order_a, "the first file keeps its ids");
    let shifted: Vec<GameId> = order_b.iter().map(|id| GameId(id.0 + 5)).collect();
    assert_eq!(order(&merged, &guild_b), shifted, "the second's move up, in order");
    let seqs = strings(&merged, "SELECT printf('%d:%d', seq, game_id) FROM game_results");
    assert_eq!(seqs.len(), 8);
    let actions: BTreeSet<String> = strings(&merged, "SELECT DISTINCT printf('%d', game_id) FROM actions");
    assert_eq!(actions.len(), 8, "every game's log moved with it");
    every_game_replays(&merged);
}

/// The bot itself takes the hold reshard checks: started on a file that another process
/// holds, it refuses at once and names the holder.
#[test]
fn a_bot_refuses_to_start_on_a_held_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bot.db");
    let _holder = Holder::take(&path).expect("hold the file");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", "unused")
        .env("DISCORD_API_BASE", "http://127.0.0.1:9")
        .env("DATABASE_PATH", &path)
        .output()
        .expect("run the bot");
    let said = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success(), "{said}");
    assert!(
        said.contains("refusing to start") && said.contains(&format!("process {}", std::process::id())),
        "{said}"
    );
}
