//! glibc's malloc arena cap as the bot applies it (`src/config/arenas.rs`): an
//! operator's positive number is kept; unset, blank, zero or a word, the bot starts
//! again in place (the same process) with its own cap, 2. Either way the process runs
//! with the cap in its environment, where glibc reads it, and logs it at `info` with
//! its source; a value it replaced that was not blank is warned of.

use std::io::{BufRead as _, BufReader};
use std::process::Stdio;
use std::sync::mpsc;

use super::common::{Running, bot, folder};
use crate::support::PATIENCE;

/// The log line that tells the cap.
const CAPPED: &str = "malloc arenas capped";

/// The bot started with `MALLOC_ARENA_MAX` as `set` (`None`: unset): the lines it logged
/// up to the one telling the cap, and the cap in its environment then.
fn started_with(set: Option<&str>) -> (Vec<String>, Option<String>) {
    let dir = folder();
    let mut command = bot(dir.path(), &dir.path().join("bot.db"));
    command.env("RUST_LOG", "info").stdout(Stdio::null()).stderr(Stdio::piped());
    if let Some(value) = set {
        command.env("MALLOC_ARENA_MAX", value);
    }
    let mut running = Running(command.spawn().expect("the bot starts"));
    let stderr = running.0.stderr.take().expect("its log");
    let (told, lines) = mpsc::channel();
    // Read to the end: a log no longer read would fail the bot's next write.
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = told.send(line);
        }
    });
    let mut logged = Vec::new();
    while !logged.last().is_some_and(|l: &String| l.contains(CAPPED) || l.contains("not capped")) {
        logged.push(lines.recv_timeout(PATIENCE).unwrap_or_else(|_| panic!("no cap logged: {logged:?}")));
    }
    // The process the test started, started again in place: the same id.
    let environ = std::fs::read(format!("/proc/{}/environ", running.0.id()))
        .unwrap_or_else(|e| panic!("its environment ({e}), having logged {logged:?}"));
    let cap = environ
        .split(|b| *b == 0)
        .find_map(|entry| entry.strip_prefix(b"MALLOC_ARENA_MAX="))
        .map(|v| String::from_utf8_lossy(v).into_owned());
    drop(running);
    (logged, cap)
}

#[test]
fn the_malloc_cap_applies_unless_a_positive_number_is_set_and_is_logged_with_its_source() {
    let replaced = "is not a positive number, which glibc would ignore";
    for (set, cap, source, warned) in [
        (None, "2", "the bot's default (MALLOC_ARENA_MAX unset)", false),
        (Some(""), "2", "the bot's default (MALLOC_ARENA_MAX blank)", false),
        (Some("two"), "2", "the bot's default (MALLOC_ARENA_MAX `two` not a positive number)", true),
        (Some("0"), "2", "the bot's default (MALLOC_ARENA_MAX `0` not a positive number)", true),
        (Some("4"), "4", "MALLOC_ARENA_MAX, as set", false),
    ] {
        let (logged, found) = started_with(set);
        assert_eq!(found.as_deref(), Some(cap), "{set:?}: {logged:?}");
        let line = logged.last().expect("the cap's line");
        assert!(line.contains(" INFO ") && line.contains(&format!("cap={cap}")), "{set:?}: {line}");
        assert!(line.contains(source), "{set:?}: {line}");
        let warning = logged.iter().any(|l| l.contains(" WARN ") && l.contains(replaced));
        assert_eq!(warning, warned, "{set:?}: {logged:?}");
    }
}
