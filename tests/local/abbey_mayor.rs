//! Abbey & Mayor's meetings with the other boxes that another engine's replays found
//! (issue 84), as `local --script` runs of `tests/scripts/am-*.txt` (their first line's
//! flags applied), on a SQLite file and on PostgreSQL: each ends as JCloisterZone ends it,
//! with exact scores. The same games at rules version 15 are the fixtures of
//! `replay_fixture.rs` (`game-am-v15`), which replay as version 15 played them.

use std::process::Output;

use serde_json::Value;

use super::local;
use crate::support::backends::{TestDb, on_both};

/// The repro script `am-{name}.txt` played to its end (or its refused line) in `db`.
fn repro(db: &TestDb, name: &str) -> Output {
    let path = format!("{}/tests/scripts/am-{name}.txt", env!("CARGO_MANIFEST_DIR"));
    let script = std::fs::read_to_string(&path).unwrap();
    let dir = tempfile::tempdir().unwrap();
    local(&["--db", &db.arg(), "--json"], &script, dir.path())
}

/// The summary of a run that played every line.
fn played(out: &Output) -> Value {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

/// Each player's total and the points of `category` in it, in seat order.
fn scores(summary: &Value, category: &str) -> Vec<(i64, i64)> {
    let players = summary["players"].as_array().unwrap();
    players
        .iter()
        .map(|p| (p["score"].as_i64().unwrap(), p["breakdown"][category].as_i64().unwrap()))
        .collect()
}

/// The kinds of the events of a summary, in order.
fn kinds(summary: &Value) -> Vec<&str> {
    summary["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect()
}

on_both! {
    fn the_fairy_brings_its_three_when_a_barn_scores_its_farmer(db) {
        let summary = played(&repro(&db, "fairy-barn"));
        assert_eq!(summary["over"], true);
        assert_eq!(scores(&summary, "fairy"), [(3, 3), (0, 0)], "Alice's fairy, Bob nothing");
    }
}

on_both! {
    fn a_field_closed_by_the_abbey_tile_is_herded(db) {
        let summary = played(&repro(&db, "abbey-flock"));
        assert_eq!(scores(&summary, "sheep"), [(2, 2), (0, 0)], "Alice's flock of two");
        let kinds = kinds(&summary);
        let taken = kinds.iter().position(|&k| k == "abbey_taken").unwrap();
        assert!(kinds[taken..].contains(&"scored"), "herded after the abbey tile: {kinds:?}");
    }
}

on_both! {
    fn a_barn_is_refused_where_a_tile_s_fields_part_at_the_corner(db) {
        let out = repro(&db, "split-barn");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{stderr}");
        assert!(
            stderr.contains("Bob: A barn goes where four tiles meet and the corner of each shows one field and nothing else."),
            "{stderr}"
        );
        let summary: Value = serde_json::from_slice(&out.stdout).expect("the summary of the refused run");
        assert_eq!(summary["barns"], serde_json::json!([]));
    }
}

on_both! {
    fn a_flock_is_herded_before_the_dragon_moves(db) {
        let summary = played(&repro(&db, "dragon-flock"));
        assert_eq!(scores(&summary, "sheep"), [(0, 0), (2, 2)], "Bob's flock of two");
        let kinds = kinds(&summary);
        let herded = kinds.iter().position(|&k| k == "scored").unwrap();
        let moved = kinds.iter().position(|&k| k == "dragon_moved").unwrap();
        assert!(herded < moved, "herded, then the dragon: {kinds:?}");
        let eaten: Vec<&Value> =
            summary["events"].as_array().unwrap().iter().filter(|e| e["type"] == "dragon_moved").map(|e| &e["eaten"]).collect();
        assert!(eaten.iter().all(|e| e.as_array().unwrap().is_empty()), "nothing left to eat: {eaten:?}");
    }
}
