//! Games stored at engine version 5 replay, and play on, as version 5 played them,
//! through the two rules version 6 changed (see `crates/engine/tests/bazaar_no_bid.rs`
//! and `crates/engine/tests/gift_wasted.rs`). Each `.db` was written by the version-5
//! binary through the `local` driver; channel `finished` holds the whole game, channel
//! `midgame` stops before the moves that matter and `*.next.txt` continues it. The JSON
//! files are the `--json` summaries that binary printed (the finished game as stored,
//! and the middle game continued). Never regenerate them: they stand for games already
//! in the field.
//!
//! - `game-nobid-v5`: a bazaar without bidding, where every player chose a tile first,
//!   then the round was played (from version 6 each chooser plays at once). Ann, Bob
//!   and Cid, Bridges, Castles & Bazaars with `bazaar_no_bid`, seed 2030, draw order
//!   `BB/F.b,BA/RFr,BA/C,BA/Rr,BA/L,BA/RFr,BA/L`; `finished` is `Ann: place 0 1 0`,
//!   `Ann: pass` then the lines of `game-nobid-v5.next.txt`, where Cid's `choose 2` right
//!   after Bob's `choose 1` is the move version 6 refuses.
//! - `game-gifts-v5`: Take two opened on an empty stack, which version 5 told as opened
//!   (`gift_opened`) and version 6 tells as wasted. Ann and Bob, The Gifts, seed 2031,
//!   draw order `BA/RFr,BA/RFr,BA/L,BA/C`, deck `take-two`; `finished` is `Ann: place 1 0
//!   0`, `Ann: meeple road E`, `Bob: place 2 0 0` (Bob receives Take two), `Bob: pass`,
//!   `Ann: place 0 1 0`, `Ann: pass`, then the lines of `game-gifts-v5.next.txt`.
//!
//! The helpers are `tests/replay_fixture.rs`'s, kept apart while the test files move to
//! one binary (they belong together there).

use std::path::Path;
use std::process::Command;

use serde_json::Value;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

/// Runs the local driver on the game of `players` in `db`'s `channel` with `script`,
/// returning its summary.
fn local(db: &Path, players: &str, channel: &str, script: &Path) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["local", "--players", players, "--channel", channel, "--json", "--db"])
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

    let finished = local(&db, "Ann,Bob,Cid", "finished", &empty);
    same_fields(&finished, &fixture("game-nobid-v5.finished.json"));
    let scores: Vec<&Value> = finished["players"].as_array().unwrap().iter().map(|p| &p["score"]).collect();
    assert_eq!(scores, [4, 9, 4], "Ann, Bob, Cid");

    let next = Path::new(FIXTURES).join("game-nobid-v5.next.txt");
    let continued = local(&db, "Ann,Bob,Cid", "midgame", &next);
    same_fields(&continued, &fixture("game-nobid-v5.continued.json"));
    // Version 5's order: Bob and Cid chose before anyone played.
    let kinds: Vec<&str> =
        continued["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect();
    let first_placed = kinds.iter().position(|&k| k == "placed").unwrap();
    let choices = kinds.iter().enumerate().filter(|&(_, &k)| k == "bazaar_choice").map(|(i, _)| i);
    assert_eq!(choices.filter(|&i| i < first_placed).count(), 2, "{kinds:?}");
}

#[test]
fn a_stored_version_5_take_two_on_an_empty_stack_is_still_opened_not_wasted() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.db");
    std::fs::copy(Path::new(FIXTURES).join("game-gifts-v5.db"), &db).unwrap();
    let empty = dir.path().join("empty.txt");
    std::fs::write(&empty, "").unwrap();

    same_fields(&local(&db, "Ann,Bob", "finished", &empty), &fixture("game-gifts-v5.finished.json"));
    let next = Path::new(FIXTURES).join("game-gifts-v5.next.txt");
    let continued = local(&db, "Ann,Bob", "midgame", &next);
    same_fields(&continued, &fixture("game-gifts-v5.continued.json"));
    assert_eq!(continued["events"][0]["type"], "gift_opened", "version 5 opened it, for nothing");
    let scores: Vec<&Value> = continued["players"].as_array().unwrap().iter().map(|p| &p["score"]).collect();
    assert_eq!(scores, [3, 4], "Ann's road of 3 tiles, Bob's city of 2");
}
