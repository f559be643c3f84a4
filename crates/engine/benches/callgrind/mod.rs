//! Instruction counts of fixed workloads, beside a baseline kept in the repository: a
//! cost figure that does not move with the machine's load, as wall-clock times do (±15 %
//! on the project's shared two cores), so every change can say what it cost.
//!
//! A bench using this module runs itself again under valgrind's callgrind once per
//! workload (`<bench> --workload NAME`). Only what runs inside [`measured`] is counted
//! (`--collect-atstart=no --toggle-collect` on it), so a workload's setup — a board to
//! play on, a game opened in a database — stays out. Callgrind counts the instructions
//! of one run exactly; the same binary on the same workload gives the same figure.
//! A workload that counts its calls one by one ([`measured_each`]: a game's commands) is
//! also given each call's count, and its median, 99th percentile and largest are
//! printed: a speed goal's p99 in instructions, which a machine's speed does not move.
//!
//! Printed, never asserted: a figure a person compares, not a test.

use std::hint::black_box;
use std::path::Path;
use std::process::Command;

/// One fixed workload: its name on the command line and in the baseline file, what it
/// does, and the code that runs it (calling [`measured`] around the part counted).
#[derive(Debug)]
pub struct Workload {
    pub name: &'static str,
    pub what: &'static str,
    pub run: fn(),
}

/// Runs `f`; under callgrind, only instructions executed inside this function count.
#[inline(never)]
pub fn measured<T>(f: impl FnOnce() -> T) -> T {
    black_box(f())
}

/// [`measured`], each call's instructions also counted apart (callgrind writes its
/// counts after each call): for the calls of a workload whose slowest ones matter, as
/// a game's commands do to a p99.
#[inline(never)]
#[allow(dead_code, reason = "the engine's workloads count whole batches; the bot's count commands")]
pub fn measured_each<T>(f: impl FnOnce() -> T) -> T {
    black_box(f())
}

/// The bench's `main`: with `--workload NAME` runs that workload (under valgrind, by the
/// bench itself); otherwise measures every workload whose name contains one of the
/// words given (all without words) and prints each count beside `baseline`'s. With
/// `--write-baseline`, also writes the counts measured to `baseline` (the other lines
/// kept).
pub fn main(workloads: &[Workload], baseline: &Path) {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if let Some(i) = args.iter().position(|a| a == "--workload") {
        let name = args.get(i + 1).expect("a workload's name after --workload");
        let workload = workloads.iter().find(|w| w.name == name).expect("a known workload");
        return (workload.run)();
    }
    let write = args.iter().any(|a| a == "--write-baseline");
    let words: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let chosen =
        workloads.iter().filter(|w| words.is_empty() || words.iter().any(|word| w.name.contains(*word)));
    let mut recorded = read_baseline(baseline);
    println!("{:<18} {:>15} {:>15} {:>8}  what", "workload", "instructions", "baseline", "change");
    for workload in chosen {
        let (count, mut calls) = count(workload.name);
        let before = recorded.iter().find(|(name, _)| name == workload.name).map(|&(_, n)| n);
        let (base, change) = match before {
            Some(b) => (b.to_string(), format!("{:+.1} %", 100.0 * (count as f64 - b as f64) / b as f64)),
            None => ("—".into(), String::new()),
        };
        println!("{:<18} {count:>15} {base:>15} {change:>8}  {}", workload.name, workload.what);
        if let Some(line) = spread(&mut calls) {
            println!("{:<18} {line}", "");
        }
        match recorded.iter_mut().find(|(name, _)| name == workload.name) {
            Some(line) => line.1 = count,
            None => recorded.push((workload.name.to_string(), count)),
        }
    }
    if write {
        write_baseline(baseline, &recorded);
        println!("baseline written to {}", baseline.display());
    } else {
        println!("baseline: {} (refresh with `-- --write-baseline`)", baseline.display());
    }
}

/// The instructions `name` executes inside [`measured`] and [`measured_each`], counted
/// by callgrind running this same binary, and each [`measured_each`] call's (in the
/// order of the calls).
fn count(name: &str) -> (u64, Vec<u64>) {
    let exe = std::env::current_exe().expect("this bench's path");
    let out = tempfile_path(name);
    let run = Command::new("valgrind")
        .args([
            "--tool=callgrind",
            "--collect-atstart=no",
            // Matches `measured_each` too, which does not call `measured`: one toggle.
            "--toggle-collect=*callgrind::measured*",
            "--dump-after=*callgrind::measured_each*",
            &format!("--callgrind-out-file={}", out.display()),
        ])
        .arg(&exe)
        .args(["--workload", name])
        .output()
        .expect("valgrind is installed (apt-get install valgrind)");
    let calls = each_call(&out);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{name} under callgrind failed:\n{stderr}");
    // callgrind's summary line: "==PID== Collected : 123456789"
    let total = stderr
        .lines()
        .find_map(|line| line.split("Collected :").nth(1))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no count in callgrind's output:\n{stderr}"));
    (total, calls)
}

/// The count of each dump callgrind wrote after a [`measured_each`] call (`out.1`,
/// `out.2`, …: one a call, nothing else counted between), read and deleted with the
/// profile written at the end (`out`).
fn each_call(out: &Path) -> Vec<u64> {
    let _ = std::fs::remove_file(out);
    let dump = |n: usize| std::path::PathBuf::from(format!("{}.{n}", out.display()));
    let mut calls = Vec::new();
    while let Ok(text) = std::fs::read_to_string(dump(calls.len() + 1)) {
        let _ = std::fs::remove_file(dump(calls.len() + 1));
        let totals = text.lines().find_map(|line| line.strip_prefix("totals:"));
        calls.push(totals.and_then(|n| n.trim().parse().ok()).expect("a dump's totals line"));
    }
    calls
}

/// Each call's count's median, 99th percentile and largest (the nearest rank, as the
/// service bench takes its times'), in millions; `None` without calls counted apart.
fn spread(calls: &mut [u64]) -> Option<String> {
    calls.sort_unstable();
    let at = |p: f64| calls[((calls.len() - 1) as f64 * p).round() as usize] as f64 / 1e6;
    let most = *calls.last()? as f64 / 1e6;
    Some(format!(
        "each of {} calls: p50 {:.2} M, p99 {:.2} M, max {most:.2} M",
        calls.len(),
        at(0.5),
        at(0.99)
    ))
}

/// Where callgrind writes its profile of one workload (deleted once read).
fn tempfile_path(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("callgrind.{name}.{}", std::process::id()))
}

/// The baseline's lines: a workload's name and its count, `#` lines being comments.
fn read_baseline(path: &Path) -> Vec<(String, u64)> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            Some((words.next()?.to_string(), words.next()?.parse().ok()?))
        })
        .collect()
}

fn write_baseline(path: &Path, lines: &[(String, u64)]) {
    let mut text = String::from(
        "# Instructions executed by each workload of this bench (callgrind; see the bench's\n\
         # doc). Written by `-- --write-baseline`; refresh it in the commit that changes a cost.\n",
    );
    for (name, count) in lines {
        text.push_str(&format!("{name} {count}\n"));
    }
    std::fs::write(path, text).expect("the baseline file is writable");
}
