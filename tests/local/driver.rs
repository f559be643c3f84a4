//! The `local` subcommand as a user runs it: scripts, the JSON summary, exit codes,
//! resuming from a database. The runs that resume a game from its database, the bots'
//! runs cut or killed and resumed, and the ratings rebuild run on a SQLite file and on
//! PostgreSQL (`--db postgres://…`).

use std::process::{Command, Output};

use serde_json::Value;

use carcassonne_bot::store::{GameId, Store};

use super::local;
use crate::support;
use crate::support::backends::{TestDb, on_both};

/// The players' names in a summary, in seat order.
fn names(summary: &Value) -> Vec<&str> {
    summary["players"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect()
}

fn summary(out: &Output) -> Value {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

/// Start tile BA/RCr: city N, road W–E. Alice extends the road east and stands on it;
/// T-junctions end it at both sides; Bob closes the start tile's city.
#[test]
fn a_scripted_game_scores_and_summarises() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
# Alice: a straight road east of the start tile, meeple on it.
Alice: place 1 0 0
Alice: meeple road E
# Bob closes the start tile's city with a cap facing south: a 2-tile city, nobody in it.
Bob: place 0 -1 180
Bob: pass
# Alice ends the road at both sides with junctions: west at -1 0 and east at 2 0.
Alice: place 2 0 90
Alice: pass
Bob: place -1 0 270
Bob: pass
";
    // BA/RRR rotated 90 has its field edge east and road stubs N, S, W; rotated 270 it
    // has road stubs N, E, S and its field edge west.
    let out = local(
        &["--players", "Alice,Bob", "--seed", "1", "--tiles", "BA/RFr,BA/C,BA/RRR,BA/RRR", "--json"],
        script,
        dir.path(),
    );
    let json = summary(&out);
    assert_eq!(json["over"], true);
    let players = json["players"].as_array().unwrap();
    // Road of 4 tiles (-1, start, 1, 2) for Alice.
    assert_eq!(players[0]["score"], 4);
    assert_eq!(players[0]["breakdown"]["road"], 4);
    assert_eq!(players[0]["meeples"], 7);
    assert_eq!(players[1]["score"], 0);
    let scored: Vec<&Value> =
        json["events"].as_array().unwrap().iter().filter(|e| e["type"] == "scored").collect();
    assert_eq!(scored.len(), 1);
    assert_eq!(scored[0]["points"], 4);
}

#[test]
fn an_illegal_line_stops_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let out =
        local(&["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C"], "Alice: place 1 0 90\n", dir.path());
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("does not match"), "{err}");
    let out = local(&["--players", "Alice,Bob"], "Bob: place 1 0 0\n", dir.path());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not your turn"));
    let out = local(&["--players", "Alice,Bob"], "Alice: place 1 zero 0\n", dir.path());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a whole number"));
}

on_both! {
    fn a_game_in_a_database_resumes(db) {
        let dir = tempfile::tempdir().unwrap();
        let db = &db.arg();
        let args = ["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C,BA/RRR", "--db", db, "--json"];
        let first = summary(&local(&args, "Alice: place 1 0 0\nAlice: meeple road E\n", dir.path()));
        assert_eq!(first["current_tile"], "BA/C");
        let second = summary(&local(&args, "Bob: place 0 -1 180\n", dir.path()));
        assert_eq!(second["players"][0]["meeples"], 6);
        assert_eq!(second["to_act"][0], "Bob");
        assert_eq!(second["phase"], "place_figure");
    }
}

/// With every meeple out, the figure step is skipped; a script's `pass` there is harmless.
#[test]
fn a_pass_after_a_skipped_figure_step_is_ignored() {
    let dir = tempfile::tempdir().unwrap();
    // Solo: a row of monasteries south of the start, a meeple on each of the first seven;
    // the eighth and ninth placements have no figure step.
    let mut script = String::new();
    for x in 0..9 {
        script += &format!("Ann: place {x} 1 0\n");
        script += if x < 7 { "Ann: meeple monastery\n" } else { "Ann: pass\n" };
    }
    let tiles = ["BA/L"; 9].join(",");
    let json = summary(&local(&["--players", "Ann", "--tiles", &tiles, "--json"], &script, dir.path()));
    assert_eq!(json["over"], true);
    assert_eq!(json["players"][0]["meeples"], 7, "the farmers came home at the end");
}

/// A script saved with a byte-order mark plays from its first line.
#[test]
fn a_byte_order_mark_before_the_first_line_is_ignored() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(
        &["--players", "Alice,Bob", "--tiles", "BA/RFr", "--json"],
        "\u{feff}Alice: place 1 0 0\n",
        dir.path(),
    );
    let events = summary(&out)["events"].as_array().unwrap().clone();
    assert!(events.iter().any(|e| e["type"] == "placed"), "{events:?}");
}

/// What a player typed comes back clipped, with terminal escapes written out.
#[test]
fn echoed_input_is_clipped_and_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let long = format!("Alice: \u{1b}[31m{}\n", "x".repeat(100_000));
    let out = local(&["--players", "Alice,Bob"], &long, dir.path());
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.len() < 2_000, "{} bytes of error", err.len());
    assert!(!err.contains('\u{1b}'), "{err}");
    let out = local(&["--players", "Alice,Bob"], &format!("Zed{}\n", "y".repeat(100_000)), dir.path());
    assert!(String::from_utf8_lossy(&out.stderr).len() < 2_000);
}

on_both! {
    /// Flags are checked on every run; on a game that already exists, valid ones are
    /// ignored and the driver says so.
    fn flags_are_checked_on_resume_and_said_to_be_ignored(db) {
        let dir = tempfile::tempdir().unwrap();
        let db = &db.arg();
        let first = local(&["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C", "--db", db], "", dir.path());
        assert!(first.status.success());
        for bad in [["--tiles", "BA/NOPE"], ["--bag", "7"], ["--expansions", "castles"], ["--options", "fast"]] {
            let out = local(&["--players", "Alice,Bob", "--db", db, bad[0], bad[1]], "", dir.path());
            assert!(!out.status.success(), "{bad:?} must be refused");
        }
        let out = local(&["--players", "Alice,Bob", "--db", db, "--seed", "5"], "", dir.path());
        assert!(out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains("--seed is ignored"));
    }
}

on_both! {
    /// Bad player lists are refused before anything is written, so the next run starts clean.
    fn bad_player_lists_write_nothing(db) {
        let dir = tempfile::tempdir().unwrap();
        let db = &db.arg();
        for players in ["Ann,Ann", "A,B,C,D,E,F,G", &"N".repeat(40)] {
            let out = local(&["--players", players, "--db", db], "", dir.path());
            assert!(!out.status.success(), "{players}");
        }
        let out = local(&["--players", "Ann,Bob", "--db", db, "--json"], "", dir.path());
        assert_eq!(summary(&out)["phase"], "place_tile");
    }
}

on_both! {
    /// A run cut short between opening the game and starting it (as a kill would) leaves a
    /// lobby; the next run with the same players seats the rest and plays on.
    fn a_lobby_left_by_an_interrupted_run_is_resumed(db) {
        use carcassonne_bot::service::{Command, NewGame};
        let dir = tempfile::tempdir().unwrap();
        let mut service = db.service();
        assert!(!service.handle(&support::driver("Ann"), Command::New(NewGame::default())).refused);
        drop(service);
        let out = local(&["--players", "Ann,Bob", "--db", &db.arg(), "--json"], "", dir.path());
        let json = summary(&out);
        assert_eq!(json["phase"], "place_tile");
        assert_eq!(json["players"].as_array().unwrap().len(), 2);
    }
}

/// Bridges, Castles & Bazaars by script: Red places a bazaar tile south of the start
/// and builds a bridge across it, then the rule example's auction (the face-up tiles
/// are the next three of `--tiles`), then the bazaar's round of turns.
#[test]
fn a_scripted_bazaar_auction_with_a_bridge() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
Red: place 0 1 0
Red: bridge 0 1 EW
Red: pass
# Blue chooses and bids 2, Black passes, Red bids 3, Blue buys paying Red 3.
Blue: choose 1
Blue: bid 2
Black: pass
Red: bid 3
Blue: buy
# Black chooses and bids 2, Red bids 3, Black sells to Red for 3; BA/L goes free to Black.
Black: choose 2
Black: bid 2
Red: bid 3
Black: sell
# The bazaar's round: Blue, Black, then Red play the tiles they got.
Blue: place 0 2 0
Blue: pass
Black: place 0 3 0
Black: meeple monastery
Red: place 0 -1 180
Red: pass
";
    let tiles = "BB/F.b,BA/RFr,BA/C,BA/L,BA/RFr";
    let out = local(
        &[
            "--players",
            "Red,Blue,Black",
            "--expansions",
            "bridges-castles-bazaars",
            "--tiles",
            tiles,
            "--json",
        ],
        script,
        dir.path(),
    );
    let json = summary(&out);
    let told = String::from_utf8_lossy(&out.stderr);
    for line in [
        "Red built a bridge east–west at 0 1.",
        "Blue bids 2.",
        "Black passes (no raise).",
        "Red bids 3.",
        "Blue takes a straight road, paying 3 to Red.",
        "Red takes a city cap, paying 3 to Black.",
        "Black takes a monastery for free.",
        "Bazaar: 1. a straight road — taken by Blue for 3; 2. a city cap — up for auction, top bid 3 by Red;",
    ] {
        assert!(told.contains(line), "missing `{line}` in:\n{told}");
    }
    let players = json["players"].as_array().unwrap();
    let bazaar: Vec<&Value> = players.iter().map(|p| &p["breakdown"]["bazaar"]).collect();
    assert_eq!(bazaar, [0, -3, 3]);
    assert_eq!(players[0]["bridges_left"], 2);
    assert_eq!(players[1]["castles_left"], 3);
    // Red's cap closed the start tile's city, worth 4 to nobody; play goes on after Red.
    assert_eq!(json["to_act"][0], "Blue");
    assert_eq!(json["current_tile"], "BA/RFr");
    let bcb = &json["bridges_castles_bazaars"];
    assert_eq!(bcb["bridges"][0], serde_json::json!({"x": 0, "y": 1, "axis": "EW"}));
    assert_eq!(bcb["auction"], Value::Null);
    let won: Vec<&Value> =
        json["events"].as_array().unwrap().iter().filter(|e| e["type"] == "tile_won").collect();
    assert_eq!(won.len(), 3);
    assert_eq!(won[1]["paid_to"], "Black");
}

/// `--bots` seats bots after the named players; they answer whatever the game waits
/// for from them, so a script of Alice's moves alone finishes a game against two bots.
#[test]
fn bots_sit_beside_the_named_players_and_move_by_themselves() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
Alice: place 1 0 0
Alice: meeple road E
";
    let out = local(
        &[
            "--players",
            "Alice",
            "--bots",
            "normal,easy",
            "--seed",
            "4",
            "--tiles",
            "BA/RFr,BA/C,BA/L",
            "--json",
        ],
        script,
        dir.path(),
    );
    let json = summary(&out);
    assert_eq!(json["over"], true, "the bots played the last two tiles");
    assert_eq!(names(&json), ["Alice", "Bot 1", "Bot 2"]);
    let placed = json["events"].as_array().unwrap().iter().filter(|e| e["type"] == "placed").count();
    assert_eq!(placed, 3);
    let bad = local(&["--players", "Alice", "--bots", "genius"], "", dir.path());
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("not a bot level"));
}

/// `--bots` sit as bots in the game's database too, so they are never rated: a game of
/// Alice against a bot played to the end with `--db` counts for nobody (one person
/// played it), and one of Alice and Bob beside a bot rates the two of them alone.
#[test]
fn bots_are_never_rated_and_a_game_of_one_person_counts_for_nobody() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.db");
    let db = file.to_str().unwrap();
    let play = |players: &str, channel: &str, tiles: &str, script: &str| {
        let args = ["--players", players, "--bots", "normal", "--seed", "4", "--tiles", tiles];
        let json = summary(&local(
            &[&args[..], &["--db", db, "--channel", channel, "--json"]].concat(),
            script,
            dir.path(),
        ));
        assert_eq!(json["over"], true, "{json}");
        json
    };
    let rated = || {
        let mut store = Store::open(&file).unwrap();
        let players = store.read(|tx| tx.rated_players("local")).unwrap();
        players.into_iter().map(|p| (p.display_name, p.games)).collect::<Vec<_>>()
    };

    let alone = play("Alice", "alone", "BA/RFr,BA/C", "Alice: place 1 0 0\nAlice: meeple road E\n");
    assert_eq!(names(&alone), ["Alice", "Bot 1"]);
    assert_eq!(rated(), [], "one person played it: it counts for nobody");

    let script = "Alice: place 1 0 0\nAlice: meeple road E\nBob: place 0 -1 180\nBob: pass\n";
    let two = play("Alice,Bob", "two", "BA/RFr,BA/C,BA/L", script);
    assert_eq!(names(&two), ["Alice", "Bob", "Bot 1"]);
    let mut rated = rated();
    rated.sort();
    assert_eq!(rated, [("Alice".to_string(), 1), ("Bob".to_string(), 1)], "the two people, never the bot");
}

/// `bot NAME` hands a seat to a bot, which then moves by itself, as in Discord: once
/// both players have handed theirs over, the bots finish the game.
#[test]
fn seats_handed_to_bots_move_by_themselves() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
Alice: place 1 0 0
Alice: pass
Bob: bot Bob easy
Alice: bot Alice
";
    let out = local(
        &["--players", "Alice,Bob", "--seed", "4", "--tiles", "BA/RFr,BA/C,BA/L", "--json"],
        script,
        dir.path(),
    );
    let json = summary(&out);
    assert_eq!(json["over"], true, "the bots played the last two tiles");
    assert_eq!(names(&json), ["Alice (bot)", "Bob (bot)"]);
    let placed = json["events"].as_array().unwrap().iter().filter(|e| e["type"] == "placed").count();
    assert_eq!(placed, 3);
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(text.contains("Bob handed their seat to an easy bot"), "{text}");
}

on_both! {
    /// A game whose seat a bot took over resumes from its database under the names the
    /// players sat down with, and the player takes the seat back with `join`.
    fn a_handed_seat_resumes_and_is_taken_back(db) {
        let dir = tempfile::tempdir().unwrap();
        let db = &db.arg();
        let args = ["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C,BA/L,BA/C", "--db", db, "--json"];
        let first = summary(&local(&args, "Alice: place 1 0 0\nAlice: pass\nBob: bot Bob easy\n", dir.path()));
        assert_eq!(names(&first), ["Alice", "Bob (bot)"]);
        let out = local(&args, "Bob: join\n", dir.path());
        let again = summary(&out);
        assert_eq!(names(&again), ["Alice", "Bob"]);
        let text = String::from_utf8_lossy(&out.stderr);
        assert!(text.contains("Bob takes their seat back from the bot."), "{text}");
    }
}

/// `demo` plays a whole seeded game of bots with the chosen expansions, writes a PNG
/// per move, ends with the final scores and writes the game's timelapse.
#[test]
fn demo_plays_a_whole_game_of_bots() {
    let dir = tempfile::tempdir().unwrap();
    let pngs = dir.path().join("out");
    let gif = dir.path().join("game.gif");
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["demo", "--players", "2", "--seed", "3", "--bots", "easy,normal"])
        .env("LANG", "C.UTF-8")
        .args(["--expansions", "hills-sheep", "--png-dir"])
        .arg(&pngs)
        .arg("--timelapse")
        .arg(&gif)
        .output()
        .unwrap();
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("Alice plays as an easy bot."), "{stdout}");
    assert!(stdout.contains("Final scores:"), "{stdout}");
    assert!(std::fs::read_dir(&pngs).unwrap().count() > 60);
    assert!(stdout.contains("Game 1, tile by tile ("), "{stdout}");
    assert!(stdout.ends_with(&format!("(the game's timelapse is in {})\n", gif.display())), "{stdout}");
    assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF89a"));
}

/// `demo` keeps its game of bots in memory whatever `DATABASE_URL` says (only `local`
/// reads it): its bots sit down as Alice and Bob through the people's commands, so a
/// database would record their game as two people's and rate them. A demo plays whole
/// with a `DATABASE_URL` no server answers at, and one with a PostgreSQL database's
/// leaves that database as it found it (no game, no record, no rating).
#[test]
fn demo_keeps_its_game_of_bots_out_of_the_database() {
    let demo = |url: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
            .args(["demo", "--players", "2", "--seed", "3", "--bots", "easy", "--lang", "en"])
            .env("DATABASE_URL", url)
            .output()
            .unwrap();
        let (said, err) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(out.status.success(), "stderr: {err}");
        assert!(said.contains("Final scores:"), "{said}");
        assert!(!err.contains("DATABASE_URL"), "{err}");
    };
    demo("postgres://nobody@127.0.0.1:1/nowhere");
    let Some(db) = TestDb::postgres() else { return };
    let before = db.dump();
    demo(db.postgres_url());
    assert_eq!(db.dump(), before, "the demo wrote nothing in DATABASE_URL's database");
    let rated = db.store().read(|tx| tx.rated_players("local")).unwrap();
    assert!(rated.is_empty(), "{rated:?}");
}

on_both! {
    /// `local --timelapse FILE` writes the game's timelapse once it is over; a script that
    /// stops before the end gets a note instead, and `replay` asked for by a line writes
    /// the file too.
    fn local_writes_the_timelapse_of_a_finished_game(db) {
        let dir = tempfile::tempdir().unwrap();
        let gif = dir.path().join("game.gif");
        let args = |db: &TestDb| {
            vec!["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C", "--db"]
                .into_iter()
                .map(String::from)
                .chain([db.arg(), "--timelapse".into(), gif.display().to_string()])
                .collect::<Vec<String>>()
        };
        let run = |db: &TestDb, script: &str| {
            let args = args(db);
            local(&args.iter().map(String::as_str).collect::<Vec<_>>(), script, dir.path())
        };
        let half = run(&db, "Alice: place 1 0 0\nAlice: pass\n");
        let said = String::from_utf8_lossy(&half.stdout);
        assert!(half.status.success() && said.ends_with("(no timelapse: the game is not over)\n"), "{said}");
        assert!(!gif.exists());
        let whole =
            run(&db.another(), "Alice: place 1 0 0\nAlice: pass\nBob: place 0 -1 180\nBob: pass\nAlice: replay\n");
        let said = String::from_utf8_lossy(&whole.stdout);
        assert!(whole.status.success(), "stderr: {}", String::from_utf8_lossy(&whole.stderr));
        let written = format!("(the game's timelapse is in {})", gif.display());
        assert_eq!(said.matches(&written).count(), 2, "by `replay`, then at the end: {said}");
        assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF89a"));
    }
}

/// The Gifts with a fixed deck: Bob receives the first two cards by extending Alice's
/// road; the narrative tells him which (the local driver is trusted) while the board
/// shows everyone counts only; he opens the road sweeper; the summary lists each hand.
#[test]
fn a_scripted_game_with_a_fixed_gift_deck() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
Alice: place 1 0 0
Alice: meeple road E
# Bob extends Alice's road twice: the first two cards of --gifts.
Bob: place 2 0 0
Bob: pass
Alice: place 0 1 0
Alice: pass
Bob: place 3 0 0
Bob: pass
Alice: board
Alice: place 1 1 0
Alice: pass
Bob: gift sweeper 0 0 road E
";
    let out = local(
        &[
            "--players",
            "Alice,Bob",
            "--expansions",
            "gifts",
            "--gifts",
            "sweeper,take-two",
            "--tiles",
            "BA/RFr,BA/RFr,BA/L,BA/RFr,BA/L,BA/RFr",
            "--json",
        ],
        script,
        dir.path(),
    );
    let json = summary(&out);
    let told = String::from_utf8_lossy(&out.stderr);
    for line in [
        "Bob receives a gift for helping a rival.",
        "Your new gift: Road sweeper",
        "Your new gift: Take two",
        "Gifts held: Alice 0 · Bob 2 (23 in the deck, 0 opened).",
        "Bob opens a gift: Road sweeper — the road east at 0 0 scores now, as at the end.",
        "Alice scores 4 points for a road of 4 tiles.",
    ] {
        assert!(told.contains(line), "missing `{line}` in:\n{told}");
    }
    let players = json["players"].as_array().unwrap();
    assert_eq!(players[0]["gifts"], serde_json::json!([]));
    assert_eq!(players[1]["gifts"], serde_json::json!(["take-two"]));
    assert_eq!(players[0]["score"], 4);
    assert_eq!(json["gifts"], serde_json::json!({"deck": 23, "opened": ["sweeper"]}));
    let drawn: Vec<&Value> =
        json["events"].as_array().unwrap().iter().filter(|e| e["type"] == "gift_drawn").collect();
    assert_eq!(drawn[0]["gift"], "sweeper");
    assert_eq!(drawn[1]["gift"], "take-two");
}

on_both! {
    fn an_unknown_gift_card_is_refused_before_anything_is_written(db) {
        let dir = tempfile::tempdir().unwrap();
        let db = &db.arg();
        let out = local(
            &["--players", "Ann", "--expansions", "gifts", "--gifts", "synod,wish", "--db", db],
            "",
            dir.path(),
        );
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("`wish` is not a gift"), "{err}");
        // No game was opened: the next run starts one, with nothing said to be ignored.
        let out = local(&["--players", "Ann", "--expansions", "gifts", "--db", db, "--json"], "", dir.path());
        assert!(!String::from_utf8_lossy(&out.stderr).contains("ignored"));
        assert_eq!(summary(&out)["players"][0]["gifts"], serde_json::json!([]));
    }
}

/// Monuments with a fixed draw order: Ann extends the start tile's road; Bob places the
/// Cathedral south of the start tile by its top-left cell, which completes its first
/// objective (the two cells north of it), and stands his architect on it: his automatic
/// cube earns him 3 points. Every board is drawn along the way.
#[test]
fn a_scripted_monuments_game_with_a_fixed_draw_order() {
    let dir = tempfile::tempdir().unwrap();
    let pngs = dir.path().join("boards");
    let script = "\
Ann: place 1 0 0
Ann: pass
Bob: place 0 1 0
Bob: architect
";
    let out = local(
        &[
            "--players",
            "Ann,Bob",
            "--expansions",
            "monuments",
            "--tiles",
            "BA/RFr,MO/Cathedral.t,BA/L",
            "--json",
            "--png-dir",
            pngs.to_str().unwrap(),
        ],
        script,
        dir.path(),
    );
    let json = summary(&out);
    let players = json["players"].as_array().unwrap();
    assert_eq!(players[0]["score"], 0);
    assert_eq!(players[1]["score"], 3);
    assert_eq!(players[1]["breakdown"]["monuments"], 3);
    // The automatic cube went home once paid; the architect is one of Bob's meeples.
    assert_eq!(players[1]["cubes_left"], 10);
    assert_eq!(players[1]["meeples"], 6);
    let cathedral = &json["monuments"][0];
    assert_eq!(cathedral["monument"], "cathedral");
    assert_eq!((cathedral["x"].clone(), cathedral["y"].clone()), (0.into(), 1.into()));
    assert_eq!(cathedral["architect"], "Bob");
    assert_eq!(cathedral["objectives"][0]["completed"], true);
    assert_eq!(cathedral["objectives"][1]["completed"], false);
    let completed: Vec<&Value> =
        json["events"].as_array().unwrap().iter().filter(|e| e["type"] == "objective_completed").collect();
    assert_eq!(completed.len(), 1, "{completed:?}");
    assert_eq!(completed[0]["monument"], "cathedral");
    // A PNG after every command, the large tile's included.
    let boards: Vec<Vec<u8>> =
        std::fs::read_dir(&pngs).unwrap().map(|e| std::fs::read(e.unwrap().path()).unwrap()).collect();
    assert!(boards.len() >= 4, "{} boards", boards.len());
    assert!(boards.iter().all(|b| b.starts_with(b"\x89PNG")));
}

on_both! {
    /// `--players "Alice, Bob"`: the space after the comma is no part of Bob's name, so his
    /// lines are his and the game resumes from its database under the same flag.
    fn spaces_around_player_names_are_not_part_of_them(db) {
        let dir = tempfile::tempdir().unwrap();
        let db = &db.arg();
        let args = ["--players", "Alice, Bob", "--tiles", "BA/RFr,BA/C,BA/L", "--db", db, "--json"];
        let first = summary(&local(&args, "Alice: place 1 0 0\nAlice: pass\nBob: place 0 -1 180\n", dir.path()));
        assert_eq!(names(&first), ["Alice", "Bob"]);
        let second = summary(&local(&args, "Bob: pass\n", dir.path()));
        assert_eq!(second["to_act"][0], "Alice");
        assert_eq!(second["current_tile"], "BA/L");
        let twice = local(&["--players", "Ann, Ann "], "", dir.path());
        assert!(String::from_utf8_lossy(&twice.stderr).contains("`Ann` is named twice"));
    }
}

/// A bad flag value is quoted once, clipped, however long it is.
#[test]
fn a_bad_flag_value_is_quoted_once_and_clipped() {
    let dir = tempfile::tempdir().unwrap();
    let long = "q".repeat(100_000);
    for flag in ["--tiles", "--bag", "--gifts", "--expansions", "--options"] {
        for value in ["nope", long.as_str()] {
            let out = local(&["--players", "Ann", flag, value], "", dir.path());
            assert!(!out.status.success(), "{flag}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(err.len() < 500, "{flag}: {} bytes of error", err.len());
            assert_eq!(err.matches("is not").count(), 1, "{flag}: {err}");
            assert_eq!(err.matches(&format!("`{}", &value[..4])).count(), 1, "{flag}: {err}");
        }
    }
}

/// A right-to-left override in a refused line comes back written out, so it cannot turn
/// the rest of the terminal's line around.
#[test]
fn bidirectional_controls_in_a_refused_line_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    for line in ["Alice: \u{202E}ssap 1\n", "\u{202E}Alice pass\n", "Alice: place \u{2067}1 0 0\n"] {
        let out = local(&["--players", "Alice,Bob"], line, dir.path());
        assert!(!out.status.success(), "{line}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("\\u{20"), "{line}: {err}");
        assert!(!err.contains(['\u{202E}', '\u{2067}']), "{line}: {err}");
    }
}

/// `demo | head -1`: once the reader has its line and goes, the demo ends quietly.
#[test]
fn demo_ends_quietly_when_its_reader_goes() {
    use std::io::{BufRead, BufReader, Read};
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["demo", "--players", "2", "--bots", "easy"])
        .env("LANG", "C.UTF-8")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    assert_eq!(first, "Alice plays as an easy bot.\n");
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    let status = child.wait().unwrap();
    assert_eq!((status.code(), err.as_str()), (Some(0), ""));
}

on_both! {
    /// Ann plays against two bots; every run of the driver is cut short after some of her
    /// lines (as a kill would leave the game: the store keeps every move made) and the
    /// next run resumes with the rest. The bots draw their moves from the game and its
    /// log, not from the process, so any cut ends in the same game as one unbroken run.
    fn a_game_with_bots_cut_anywhere_ends_as_an_unbroken_one(db) {
        let dir = tempfile::tempdir().unwrap();
        let args = |db: &str| -> Vec<String> {
            ["--players", "Ann", "--bots", "easy,easy", "--seed", "5"]
                .iter()
                .map(|s| s.to_string())
                .chain(["--tiles".into(), ["BA/RFr", "BA/C", "BA/L", "BA/RRR", "BA/Rr"].repeat(2).join(",")])
                .chain(["--db".into(), db.into(), "--json".into()])
                .collect()
        };
        let run = |db: &TestDb, lines: &[String]| {
            let args = args(&db.arg());
            summary(&local(&args.iter().map(String::as_str).collect::<Vec<_>>(), &lines.concat(), dir.path()))
        };
        // Ann's lines, written one run at a time: each run plays one of them, then the bots
        // play on until Ann must act again.
        let broken = db.another();
        let mut lines: Vec<String> = Vec::new();
        let mut last = run(&broken, &lines);
        while last["over"] == false {
            assert_eq!(last["to_act"][0], "Ann");
            let mut service = broken.service();
            let owed = service.owed(&support::driver("Ann")).unwrap();
            lines.push(format!("Ann: {}\n", owed[0].actions[0]));
            drop(service);
            last = run(&broken, &lines[lines.len() - 1..]);
        }
        assert!(lines.len() >= 4, "{lines:?}");
        let expected = (log(&broken), without_events(last));
        let unbroken = db.another();
        let whole = run(&unbroken, &lines);
        assert_eq!(log(&unbroken), expected.0, "one run");
        assert_eq!(without_events(whole), expected.1, "one run");
        for cut in [1, lines.len() / 2, lines.len() - 1] {
            let db = db.another();
            run(&db, &lines[..cut]);
            let end = run(&db, &lines[cut..]);
            assert_eq!(log(&db), expected.0, "cut after {cut} lines");
            assert_eq!(without_events(end), expected.1, "cut after {cut} lines");
        }
    }
}

on_both! {
    /// Ann hands her seat to a bot at once, and three bots play the game out; runs killed
    /// while they play, at different moments, then resumed with no more input, end in the
    /// very game an unbroken run plays.
    fn a_game_of_bots_killed_and_resumed_ends_as_an_unbroken_one(db) {
        use std::process::Stdio;
        let dir = tempfile::tempdir().unwrap();
        let tiles = ["BA/RFr", "BA/C", "BA/L", "BA/RRR", "BA/Rr", "BA/CFc+"].repeat(5).join(",");
        let args = |db: &TestDb| -> Vec<String> {
            let fixed = ["--players", "Ann", "--bots", "easy,easy", "--seed", "9", "--tiles", &tiles];
            let mut args: Vec<String> = fixed.iter().map(|s| s.to_string()).collect();
            args.extend(["--db".into(), db.arg(), "--json".into()]);
            args
        };
        let script = "Ann: bot Ann easy\n";
        let run = |db: &TestDb, script: &str| {
            summary(&local(&args(db).iter().map(String::as_str).collect::<Vec<_>>(), script, dir.path()))
        };
        let unbroken = db.another();
        let whole = run(&unbroken, script);
        assert_eq!(whole["over"], true);
        let expected = (log(&unbroken), without_events(whole));
        let file = dir.path().join("kill.txt");
        std::fs::write(&file, script).unwrap();
        for moves in [5, expected.0.len() / 3, expected.0.len() * 2 / 3] {
            let db = db.another();
            let mut child = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
                .arg("local")
                .args(args(&db))
                .arg("--script")
                .arg(&file)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            // One connection watches, as the driver writes (a new one per look would
            // cost PostgreSQL a login each millisecond).
            let mut watch = db.store();
            while logged(&mut watch) < moves {
                assert!(child.try_wait().unwrap().is_none(), "the game ended before {moves} moves");
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            child.kill().unwrap();
            child.wait().unwrap();
            let cut = logged(&mut watch);
            assert!(cut < expected.0.len(), "killed after the game's end");
            let end = run(&db, "");
            assert_eq!(log(&db), expected.0, "killed after {cut} moves");
            assert_eq!(without_events(end), expected.1, "killed after {cut} moves");
        }
    }
}

/// The one game a driver's database holds (a new database's first).
const GAME: GameId = GameId(1);

/// How many moves the database's game has so far (none before it is created).
fn logged(store: &mut Store) -> usize {
    usize::try_from(store.read(|tx| tx.last_seq(GAME)).unwrap()).unwrap()
}

/// The moves of the database's game, in order.
fn log(db: &TestDb) -> Vec<(u64, u32, String)> {
    db.store().read(|tx| tx.actions(GAME)).unwrap().into_iter().map(|a| (a.seq, a.seat, a.action)).collect()
}

/// A summary without the events of the run that printed it.
fn without_events(mut summary: Value) -> Value {
    summary.as_object_mut().unwrap().remove("events");
    summary
}

on_both! {
    /// A run killed while the bots played leaves the game waiting for them; the next run
    /// plays them on, before reading any line, until a person must act.
    fn a_resumed_game_plays_its_bots_on_until_a_person_must_act(db) {
        use carcassonne_bot::service::Command;
        let dir = tempfile::tempdir().unwrap();
        let arg = db.arg();
        let args = ["--players", "Ann,Bob", "--bots", "easy", "--seed", "2", "--db", &arg, "--json"];
        let first = summary(&local(&args, "Bob: bot Bob easy\n", dir.path()));
        assert_eq!(first["to_act"][0], "Ann");
        // What a kill after Ann's move, before any bot's, leaves: Bob's seat and Bot 1 to play.
        let mut service = db.service();
        for _ in 0..2 {
            let owed = service.owed(&support::driver("Ann")).unwrap();
            if owed.first().is_some_and(|o| o.name == "Ann") {
                assert!(!service.handle(&support::driver("Ann"), Command::Play(owed[0].actions[0])).refused);
            }
        }
        assert_eq!(service.owed(&support::driver("Ann")).unwrap()[0].name, "Bob (bot)");
        drop(service);
        let resumed = summary(&local(&args, "", dir.path()));
        assert_eq!(resumed["to_act"][0], "Ann", "{resumed}");
    }
}

/// `--lang fr` (or a French `LANG`): French words are read, and what the terminal says
/// itself, refusals and help included, is French.
#[test]
fn the_terminal_speaks_french() {
    let dir = tempfile::tempdir().unwrap();
    let script = "Alice: poser 1 0 0\nAlice: meeple route E\nBob: aide\nBob: poser 2 x\n";
    let out =
        local(&["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C", "--lang", "fr"], script, dir.path());
    assert!(!out.status.success());
    let told = String::from_utf8_lossy(&out.stdout);
    assert!(told.contains("Commandes\u{a0}:\n\nMise en place\u{a0}:\n- nouvelle"), "{told}");
    assert!(told.contains("- poser X Y ROTATION — Poser votre tuile"), "{told}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Bob\u{a0}: `x` n'est pas un nombre entier"), "{err}");
    // The environment's language is the default; `--lang` wins over it.
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["demo", "--players", "1", "--bots", "easy"])
        .env("LANG", "fr_FR.UTF-8")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("Alice est un bot de niveau facile.\n"));
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["demo", "--players", "1", "--bots", "hard", "--think-ms", "1", "--lang", "en"])
        .env("LANG", "fr_FR.UTF-8")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("Alice plays as a hard bot.\n"));
    let out = local(&["--players", "Alice", "--lang", "de"], "", dir.path());
    assert!(String::from_utf8_lossy(&out.stderr).contains("say en or fr"));
}

on_both! {
    /// A finished game counts for its players' ratings on the terminal's server: `stats`
    /// and `leaderboard` show them, and `ratings` rebuilds them from the database file.
    fn ratings_are_shown_and_rebuilt_from_the_database(db) {
        let dir = tempfile::tempdir().unwrap();
        let on_sqlite = matches!(db, TestDb::Sqlite { .. });
        let db = &db.arg();
        let script = "\
    Alice: place 1 0 0
    Alice: meeple road E
    Bob: place 0 -1 180
    Bob: pass
    Alice: stats
    Bob: leaderboard
    Bob: stats Alice
    ";
        let out = local(&["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C", "--db", db], script, dir.path());
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
        assert!(
            said.contains("\nAlice on this server:\nGames played to the end: 1 (1 rated), won: 1."),
            "{said}"
        );
        assert!(said.contains("\nLeaderboard of this server"), "{said}");
        assert!(said.contains("\n1. Alice — "), "{said}");
        let rebuild = |extra: &[&str]| {
            Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
                .args(["ratings", "--db", db])
                .args(extra)
                .output()
                .unwrap()
        };
        let out = rebuild(&[]);
        assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
        // The counts, then the table they came to, best first, as the leaderboard ranks.
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "server local: 1 finished game on record (0 read now from their moves), 1 rated, 2 players with a rating\n\
             \x20 place   shown  mean ± uncert.  games  wins  player\n\
             \x20     1    3.44    27.64 ± 8.07      1     1  Alice (local:Alice)\n\
             \x20     2   -1.83    22.36 ± 8.07      1     0  Bob (local:Bob)\n"
        );
        let out = rebuild(&["--server", "elsewhere"]);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "server elsewhere: 0 finished games on record (0 read now from their moves), 0 rated, 0 players with a \
             rating\n"
        );
        if !on_sqlite {
            return;
        }
        // A file that is not there is not made up.
        let missing = dir.path().join("missing.db");
        let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
            .args(["ratings", "--db", missing.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(!out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains("does not exist"), "{out:?}");
        assert!(!missing.exists(), "no database made up");
    }
}

/// A whole game with `--expansions river`, its seats played by bots through the
/// engine's legal moves: the game starts from the spring, the eleven other river tiles
/// are placed first with the lake last of them, then the land tiles, and the game ends.
#[test]
fn a_whole_game_with_the_river_plays_its_river_tiles_first_and_ends() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--players", "Alice", "--bots", "easy", "--expansions", "river", "--seed", "5", "--json"];
    let json = summary(&local(&args, "Alice: bot Alice easy\n", dir.path()));
    assert_eq!(json["over"], true, "the bots played the game to its end");
    let placed: Vec<&str> = json["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["type"] == "placed")
        .map(|e| e["tile"].as_str().unwrap())
        .collect();
    assert!(placed.len() > 60, "{placed:?}");
    let (river, land) = placed.split_at(11);
    assert!(river.iter().all(|t| t.starts_with("RI/")), "{placed:?}");
    assert_eq!(river[10], carcassonne_engine::rules::river::LAKE, "the lake last");
    assert!(!river.contains(&carcassonne_engine::rules::river::SPRING), "the spring is the start tile");
    assert!(land.iter().all(|t| !t.starts_with("RI/")), "{placed:?}");
}

/// `--db` opens what it names or says why not: a folder is said to be one (not a file
/// with two names), another database's URL is refused (not taken for a file's path), a
/// file a running bot holds is refused; without `--db`, `DATABASE_URL`'s database is
/// named, its password hidden.
#[test]
fn db_says_what_it_cannot_open_and_which_database_it_plays_into() {
    let dir = tempfile::tempdir().unwrap();
    let players = ["--players", "Alice,Bob"];
    let err = |out: &Output| String::from_utf8_lossy(&out.stderr).into_owned();
    let folder = dir.path().join("games");
    std::fs::create_dir(&folder).unwrap();
    let out = local(&[&players[..], &["--db", folder.to_str().unwrap()]].concat(), "", dir.path());
    assert!(
        !out.status.success() && err(&out).contains("games is a folder, not a database file"),
        "{}",
        err(&out)
    );
    assert!(!err(&out).contains("hard links"), "{}", err(&out));

    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["local", "--players", "Alice,Bob", "--db", "mysql://me@localhost/carcassonne"])
        .current_dir(dir.path())
        .env("LANG", "C.UTF-8")
        .output()
        .unwrap();
    assert!(!out.status.success() && err(&out).contains("not a mysql:// URL"), "{}", err(&out));
    assert!(!dir.path().join("mysql:").exists(), "no file made for it");

    let file = dir.path().join("bot.db");
    let held = carcassonne_bot::store::Holder::take(&file).unwrap();
    let out = local(&[&players[..], &["--db", file.to_str().unwrap()]].concat(), "", dir.path());
    assert!(!out.status.success() && err(&out).contains("is in use by"), "{}", err(&out));
    drop(held);
    let out = local(&[&players[..], &["--db", file.to_str().unwrap()]].concat(), "", dir.path());
    assert!(out.status.success(), "free again: {}", err(&out));

    // A port nothing listens on: the database is named before it is reached.
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["local", "--players", "Alice,Bob", "--script", "/dev/null"])
        .env("LANG", "C.UTF-8")
        .env("DATABASE_URL", "postgres://me:hunter2@127.0.0.1:1/carcassonne")
        .output()
        .unwrap();
    assert!(
        err(&out).contains("(no --db: the game is kept in DATABASE_URL's database, postgres://me:"),
        "{}",
        err(&out)
    );
    assert!(!err(&out).contains("hunter2"), "{}", err(&out));
}

/// `replay game N` finds game N finished in another channel of the database.
#[test]
fn replay_game_n_finds_a_game_finished_in_another_channel() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let db = db.to_str().unwrap();
    for channel in ["one", "two"] {
        let args = ["--players", "Alice,Bob", "--tiles", "BA/RFr", "--db", db, "--channel", channel];
        let out = local(&args, "Alice: place 1 0 0\nAlice: pass\n", dir.path());
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    let args = ["--players", "Alice,Bob", "--db", db, "--channel", "three"];
    let out = local(&args, "Alice: replay game 2\n", dir.path());
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && said.contains("Game 2, tile by tile (2 tiles)"), "{said}");
}

/// On PostgreSQL, starting again on a database the bot made logs no NOTICE that its
/// table of schema versions exists already (the client logs the server's notices at
/// `info`).
#[test]
fn a_second_start_on_postgres_logs_no_notice() {
    let Some(db) = TestDb::postgres() else { return };
    for _ in 0..2 {
        let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
            .args(["local", "--players", "Alice,Bob", "--script", "/dev/null", "--db", &db.arg()])
            .env("LANG", "C.UTF-8")
            .env("RUST_LOG", "info")
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{said}");
        assert!(!said.contains("NOTICE") && !said.contains("already exists"), "{said}");
    }
}

/// A refused line of a French script names its player as French writes a speaker, with a
/// no-break space before the colon (« Zoé : »), as every French sentence of the bot does.
#[test]
fn a_refused_french_line_names_its_player_the_french_way() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(&["--players", "Zoé,Bob", "--lang", "fr"], "Zoé: poser 5 5 0\n", dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("Zoé\u{a0}: "), "{stderr}");
    assert!(!stderr.contains("Zoé: "), "{stderr}");
}
