//! The terminal driver (`local`) as a user runs it — scripts and summaries, what a
//! newcomer meets — and the stored games it replays exactly as they were played.

use std::path::Path;
use std::process::{Command, Output};

mod abbey_mayor;
mod abbot;
mod driver;
mod newcomer;
mod princess_dragon;
mod replay_fixture;
mod tower;
mod web;

/// `local` with `args` and `script` as its `--script` file in `dir`, in English.
pub fn local(args: &[&str], script: &str, dir: &Path) -> Output {
    let file = dir.join("script.txt");
    std::fs::write(&file, script).unwrap();
    Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .arg("local")
        .args(args)
        .arg("--script")
        .arg(&file)
        // English unless a test asks otherwise, whatever the machine's language.
        .env("LANG", "C.UTF-8")
        .output()
        .unwrap()
}

/// The events of `kind` in a local driver's JSON summary.
pub fn events<'a>(json: &'a serde_json::Value, kind: &str) -> Vec<&'a serde_json::Value> {
    json["events"].as_array().expect("events").iter().filter(|e| e["type"] == kind).collect()
}
