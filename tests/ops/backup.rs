//! Backups as the operator runs them: `backup` makes the folder of its copy (or says
//! which folder it could not make), and the guide's nightly cron line and systemd
//! timer run as written, in the environment cron and systemd give them, from a first
//! night without a backups folder to the pruning of old copies. The systemd units
//! shipped in deploy/ pass `systemd-analyze verify` where it is installed.
//!
//! The lines are read from the guide ([`GUIDE`]) and the units from deploy/; only the
//! install folder and the binary's path are changed, to a temporary folder and the
//! binary under test.
//!
//! [`GUIDE`]: super::common::GUIDE

use std::os::unix::fs::PermissionsExt as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime};

use super::common::{
    bin, blocks, command, cron, folder, folder_with_database, make_database, read, refused, run, succeeds,
};

#[test]
fn backup_makes_the_folder_of_its_copy_or_names_the_one_it_cannot_make() {
    let (dir, db) = folder_with_database("bot.db");
    let copy = dir.path().join("backups/nightly/bot-1.db");
    let said = succeeds(command(dir.path()).arg("backup").arg(&db).arg(&copy));
    assert!(said.contains("1 game") && copy.is_file(), "{said}");

    let file = dir.path().join("a-file");
    std::fs::write(&file, b"not a folder").expect("a file");
    let said = refused(command(dir.path()).arg("backup").arg(&db).arg(file.join("sub/bot.db")));
    let named = format!("cannot create the folder {} for the copy", file.join("sub").display());
    assert!(said.contains(&named), "{said}");
}

/// A unit file's `Key=value` settings (sections ignored: the keys looked at are unique).
fn settings(unit: &str) -> Vec<(String, String)> {
    unit.lines()
        .filter(|line| !line.starts_with('#') && !line.starts_with(';'))
        .filter_map(|line| line.split_once('='))
        .map(|(key, value)| (key.trim().to_owned(), value.trim().to_owned()))
        .collect()
}

/// The value of `key` in `unit`.
fn setting(unit: &str, key: &str) -> String {
    settings(unit)
        .into_iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v)
        .unwrap_or_else(|| panic!("{key}= in {unit}"))
}

/// The program named in `line`: the path that ends in `carcassonne-bot` before its
/// `backup`.
fn program(line: &str) -> &str {
    let end = line
        .find("carcassonne-bot backup")
        .unwrap_or_else(|| panic!("no `carcassonne-bot backup` in {line}"))
        + "carcassonne-bot".len();
    let start = line[..end].rfind(|c: char| c.is_whitespace() || "'\"();&|".contains(c)).map_or(0, |i| i + 1);
    &line[start..end]
}

/// `line` installed in `dir` instead of `install`: the folder replaced, the binary's
/// path replaced by the binary under test's (or, named from the folder, linked there).
fn installed(line: &str, install: &str, dir: &Path) -> String {
    let program = program(line);
    let line = match program {
        absolute if absolute.starts_with('/') => line.replace(absolute, bin()),
        relative if relative.contains('/') => {
            std::os::unix::fs::symlink(bin(), dir.join(relative)).expect("the binary in the folder");
            line.to_owned()
        }
        bare => {
            panic!("`{bare}` relies on PATH, which cron and systemd keep short: name the binary by its path")
        }
    };
    line.replace(install, &dir.display().to_string())
}

/// The database and the copy a backup line names: the two words after `backup`.
fn backup_args(line: &str) -> (String, String) {
    let mut words = line.split_whitespace().skip_while(|w| !w.ends_with("carcassonne-bot")).skip(2);
    let db = words.next().expect("the database").to_owned();
    let copy = words.next().expect("the copy").trim_end_matches(['\'', '"']).to_owned();
    (db, copy)
}

/// Runs `night` (one run of a documented line in `dir`) on two nights: the first with
/// no backups folder yet, run twice that day, the second with copies 3 and 30 days old;
/// each run makes one new copy, and the second night keeps the recent one and prunes the
/// old one.
fn two_nights(dir: &Path, line: &str, night: impl Fn()) {
    let (db, copy) = backup_args(line);
    make_database(dir, &dir.join(&db));
    let backups = dir.join(Path::new(&copy).parent().expect("a folder for the copies"));
    let prefix = Path::new(&copy)
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.split('$').next())
        .expect("name");
    assert!(!backups.exists(), "the first night has no backups folder");
    night();
    let made = copies(&backups, prefix);
    assert_eq!(made.len(), 1, "{made:?}");
    let today = made[0].file_name().and_then(|n| n.to_str()).expect("name").to_owned();
    let when = today.trim_start_matches(prefix).trim_end_matches(".db");
    assert!(
        when.len() == 17 && when.chars().filter(|c| *c == '-').count() == 3,
        "dated by day and time: {today}"
    );
    let copied = std::fs::read(&made[0]).expect("copy");
    assert!(copied.starts_with(b"SQLite format 3\0"));
    // A second run the same day (by hand before an upgrade, a timer made up at boot)
    // writes a copy of its own, once the clock has left the first copy's second.
    let second = &when[11..];
    while run(Command::new("date").arg("+%H%M%S")).stdout.trim_ascii() == second.as_bytes() {
        std::thread::sleep(Duration::from_millis(50));
    }
    night();
    let made = copies(&backups, prefix);
    assert_eq!(made.len(), 2, "a second copy the same day: {made:?}");

    for copy in made {
        std::fs::remove_file(copy).expect("the next night");
    }
    let aged = |days: u64| {
        let path = backups.join(format!("{prefix}2000-01-{days:02}-031700.db"));
        std::fs::write(&path, b"an old copy").expect("old copy");
        let when = SystemTime::now() - Duration::from_secs(days * 24 * 3600);
        std::fs::File::options().write(true).open(&path).and_then(|f| f.set_modified(when)).expect("age it");
        path
    };
    let (recent, old) = (aged(3), aged(30));
    night();
    assert!(recent.exists() && !old.exists(), "two weeks kept: {:?}", copies(&backups, prefix));
    assert_eq!(copies(&backups, prefix).len(), 2);
}

/// The copies in `backups` named `prefix…`, sorted.
fn copies(backups: &Path, prefix: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(backups)
        .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    found.retain(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with(prefix)));
    found.sort();
    found
}

#[test]
fn the_guides_cron_line_runs_as_written() {
    let lines: Vec<String> = blocks("cron")
        .iter()
        .flat_map(|block| block.lines().map(str::to_owned).collect::<Vec<_>>())
        .filter(|line| line.contains(" backup "))
        .collect();
    assert_eq!(lines.len(), 1, "one backup line in a ```cron block of {}", super::common::GUIDE);
    let line = &lines[0];
    let install =
        line.split_whitespace().skip_while(|w| *w != "cd").nth(1).expect("`cd FOLDER &&` in the line");
    let dir = folder();
    let line = installed(line, install, dir.path());
    let home = folder();
    two_nights(dir.path(), &line, || {
        let out = run(&mut cron(&line, home.path()));
        assert!(out.status.success(), "{line}\n{}", String::from_utf8_lossy(&out.stderr));
    });
}

/// A unit's `ExecStart=` as systemd runs it: `%%` is a percent sign (no other
/// specifier is used), `$$` a dollar sign (no variable is used), words split at spaces
/// outside quotes; run with systemd's environment for system services, from
/// `WorkingDirectory=`.
fn systemd(exec: &str, working: &Path) -> Command {
    assert!(!exec.starts_with(['-', '@', '+', '!', ':']), "no prefix emulated: {exec}");
    let mut text = String::new();
    let mut chars = exec.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('%', Some('%')) | ('$', Some('$')) => text.push(chars.next().expect("doubled")),
            ('%', _) => panic!("a specifier other than %% is not emulated: {exec}"),
            ('$', Some(next)) if *next == '{' || next.is_ascii_alphabetic() => {
                panic!("an environment variable in ExecStart is not emulated: {exec}")
            }
            (c, _) => text.push(c),
        }
    }
    let mut words: Vec<String> = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.by_ref().find(|c| !c.is_whitespace()) {
        let mut word = String::new();
        let mut c = Some(c);
        while let Some(ch) = c.filter(|ch| !ch.is_whitespace()) {
            match ch {
                '\'' | '"' => word.extend(chars.by_ref().take_while(|q| *q != ch)),
                '\\' => panic!("escapes are not emulated: {exec}"),
                other => word.push(other),
            }
            c = chars.next();
        }
        words.push(word);
    }
    let mut command = Command::new(&words[0]);
    command
        .args(&words[1..])
        .current_dir(working)
        .env_clear()
        .env("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin")
        .env("LANG", "C.UTF-8");
    command
}

/// Runs the backup service `unit` (its text) on two nights.
fn runs_as_written(unit: &str) {
    let install = setting(unit, "WorkingDirectory");
    let dir = folder();
    let exec = installed(&setting(unit, "ExecStart"), &install, dir.path());
    two_nights(dir.path(), &exec, || {
        let out = run(&mut systemd(&exec, dir.path()));
        assert!(out.status.success(), "{exec}\n{}", String::from_utf8_lossy(&out.stderr));
    });
}

/// The timer's service as shipped in deploy/ runs, and so does the one the guide shows,
/// which is the shipped one; the guide's timer fires when the shipped one does.
#[test]
fn the_backup_timers_service_runs_as_written() {
    let shipped = read("deploy/carcassonne-backup.service");
    runs_as_written(&shipped);
    let shown: Vec<String> = blocks("ini").into_iter().filter(|b| b.contains("ExecStart=")).collect();
    let service = shown.iter().find(|b| b.contains(" backup ")).expect("the guide shows the backup service");
    runs_as_written(service);
    for key in ["ExecStart", "WorkingDirectory", "User"] {
        assert_eq!(setting(service, key), setting(&shipped, key), "{key}= as shipped in deploy/");
    }
    let timer = read("deploy/carcassonne-backup.timer");
    let shown =
        blocks("ini").into_iter().find(|b| b.contains("OnCalendar=")).expect("the guide shows the timer");
    assert_eq!(setting(&shown, "OnCalendar"), setting(&timer, "OnCalendar"));
}

/// The units of deploy/, as `systemd-analyze verify` sees them in a root holding them,
/// the programs they start (stand-ins: only their being executable is checked) and this
/// machine's own units: no error, no warning.
#[test]
fn the_shipped_units_pass_systemd_analyze_verify() {
    if Command::new("systemd-analyze").arg("--version").output().is_err() {
        eprintln!("systemd units: skipped, systemd-analyze is not installed");
        return;
    }
    let system =
        ["/usr/lib/systemd/system", "/lib/systemd/system"].into_iter().find(|d| Path::new(d).is_dir());
    let Some(system) = system else {
        eprintln!("systemd units: skipped, no systemd units on this machine");
        return;
    };
    let root = folder();
    let units_dir = root.path().join("etc/systemd/system");
    std::fs::create_dir_all(&units_dir).expect("units folder");
    let mut units = Vec::new();
    for entry in std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("deploy")).expect("deploy/") {
        let path = entry.expect("entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).expect("name").to_owned();
        if name.ends_with(".service") || name.ends_with(".timer") {
            std::fs::copy(&path, units_dir.join(&name)).expect("copy unit");
            for (key, value) in settings(&std::fs::read_to_string(&path).expect("unit")) {
                if key == "ExecStart" {
                    let program = value.split_whitespace().next().expect("program");
                    stand_in(&root.path().join(program.trim_start_matches('/')));
                }
            }
            units.push(name);
        }
    }
    assert!(units.len() >= 3, "{units:?}");
    copy_dir(Path::new(system), &root.path().join("usr/lib/systemd/system"));
    let out = Command::new("systemd-analyze")
        .arg("verify")
        .arg(format!("--root={}", root.path().display()))
        .args(&units)
        .output()
        .expect("systemd-analyze");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && said.trim().is_empty(), "{said}");
}

/// An executable file at `path`.
fn stand_in(path: &Path) {
    std::fs::create_dir_all(path.parent().expect("folder")).expect("folder");
    std::fs::write(path, "#!/bin/sh\n").expect("stand-in");
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
}

/// Copies the folder `from` into `to`: files, folders and symlinks (as symlinks).
fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("folder");
    for entry in std::fs::read_dir(from).expect("read folder").filter_map(Result::ok) {
        let (path, kind) = (entry.path(), entry.file_type().expect("file type"));
        let target = to.join(entry.file_name());
        if kind.is_symlink() {
            let link = std::fs::read_link(&path).expect("link");
            std::os::unix::fs::symlink(link, target).expect("symlink");
        } else if kind.is_dir() {
            copy_dir(&path, &target);
        } else {
            std::fs::copy(&path, target).expect("copy");
        }
    }
}
