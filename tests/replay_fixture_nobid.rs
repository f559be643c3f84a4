//! A bazaar without bidding stored at engine version 5 replays, and plays on, as
//! version 5 played it: every player chose a tile first, then the round was played
//! (from version 6 each chooser plays at once; see `crates/engine/tests/bazaar_no_bid.rs`).
//!
//! `tests/fixtures/game-nobid-v5.db` was written by the version-5 binary through the
//! `local` driver: Ann, Bob and Cid, Bridges, Castles & Bazaars with `bazaar_no_bid`,
//! seed 2030 and the draw order `BB/F.b,BA/RFr,BA/C,BA/Rr,BA/L,BA/RFr,BA/L`. Channel
//! `finished` holds the whole game: `Ann: place 0 1 0`, `Ann: pass`, then the lines of
//! `game-nobid-v5.next.txt` (Bob and Cid choose one after the other, then Bob, Cid and
//! Ann play their tiles). Channel `midgame` stops once the bazaar is open, and
//! `game-nobid-v5.next.txt` continues it: Cid's `choose 2` right after Bob's `choose 1`
//! is the move version 6 refuses. The JSON files are the `--json` summaries that binary
//! printed (the finished game as stored, and the middle game continued). Never
//! regenerate them: they stand for games already in the field.
//!
//! The helpers are `tests/replay_fixture.rs`'s, kept apart while the test files move to
//! one binary (they belong together there).

use std::path::Path;
use std::process::Command;

use serde_json::Value;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

/// Runs the local driver on `db`'s game in `channel` with `script`, returning its summary.
fn local(db: &Path, channel: &str, script: &Path) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["local", "--players", "Ann,Bob,Cid", "--channel", channel, "--json", "--db"])
        .arg(db)
        .arg("--script")
        .arg(script)
        .output()
        .unwrap();
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

/// The fields of `expected` as found in `actual` (newer summaries may say more).
fn same_fields(actual: &Value, expected: &Value) {
    for (key, want) in expected.as_object().expect("an object") {
        let got = &actual[key];
        match (got, want) {
            (Value::Array(g), Value::Array(w)) if w.iter().all(Value::is_object) && !w.is_empty() => {
                assert_eq!(g.len(), w.len(), "{key}");
                for (g, w) in g.iter().zip(w) {
                    same_fields(g, w);
                }
            }
            (Value::Object(_), Value::Object(_)) => same_fields(got, want),
            _ => assert_eq!(got, want, "{key}"),
        }
    }
}

fn fixture(name: &str) -> Value {
    let text = std::fs::read_to_string(Path::new(FIXTURES).join(name)).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn a_stored_version_5_bazaar_without_bidding_replays_and_plays_on_as_version_5_did() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.db");
    std::fs::copy(Path::new(FIXTURES).join("game-nobid-v5.db"), &db).unwrap();
    let empty = dir.path().join("empty.txt");
    std::fs::write(&empty, "").unwrap();

    let finished = local(&db, "finished", &empty);
    same_fields(&finished, &fixture("game-nobid-v5.finished.json"));
    let scores: Vec<&Value> = finished["players"].as_array().unwrap().iter().map(|p| &p["score"]).collect();
    assert_eq!(scores, [4, 9, 4], "Ann, Bob, Cid");

    let next = Path::new(FIXTURES).join("game-nobid-v5.next.txt");
    let continued = local(&db, "midgame", &next);
    same_fields(&continued, &fixture("game-nobid-v5.continued.json"));
    // Version 5's order: Bob and Cid chose before anyone played.
    let kinds: Vec<&str> =
        continued["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect();
    let first_placed = kinds.iter().position(|&k| k == "placed").unwrap();
    let choices = kinds.iter().enumerate().filter(|&(_, &k)| k == "bazaar_choice").map(|(i, _)| i);
    assert_eq!(choices.filter(|&i| i < first_placed).count(), 2, "{kinds:?}");
}
