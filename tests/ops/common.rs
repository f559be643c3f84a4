//! What the operator tests share: the binary, a bot that never reaches Discord, a
//! terminal game to act on between commands, a small tmpfs, and running as a user
//! permissions apply to.

use std::io::{BufRead as _, BufReader, Write as _};
use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Output, Stdio};
use std::sync::{Arc, Mutex, PoisonError, mpsc};
use std::time::{Duration, Instant};

use crate::support::PATIENCE;

/// The operator's guide: where the documented backup lines are read from.
pub const GUIDE: &str = "docs/operating.md";

/// The guide's text.
pub fn guide() -> String {
    read(GUIDE)
}

/// The guide's fenced blocks in `language` (` ```cron `, ` ```ini `, …), their text.
pub fn blocks(language: &str) -> Vec<String> {
    let fence = format!("```{language}\n");
    guide().split(&fence).skip(1).filter_map(|block| block.split("```").next()).map(str::to_owned).collect()
}

/// A crontab line's command as cron runs it: after the five time fields, `\%` is a
/// percent sign and a bare `%` ends the command (what follows is its input), run by
/// `/bin/sh -c` with cron's short environment, from the home folder.
pub fn cron(line: &str, home: &Path) -> Command {
    let mut rest = line.trim();
    for _ in 0..5 {
        rest = rest.split_once(char::is_whitespace).expect("five time fields").1.trim_start();
    }
    let mut command = String::new();
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'%') => command.push(chars.next().expect("%")),
            '%' => panic!("a bare % in a crontab line ends its command: {line}"),
            c => command.push(c),
        }
    }
    let mut sh = Command::new("/bin/sh");
    sh.arg("-c").arg(command).current_dir(home).env_clear().envs([
        ("PATH", "/usr/bin:/bin"),
        ("SHELL", "/bin/sh"),
        ("HOME", &home.display().to_string()),
        ("LOGNAME", "root"),
    ]);
    sh
}

/// A file of the repository, by its path from the root.
pub fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

/// The binary under test.
pub fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_carcassonne-bot")
}

/// A temporary folder anyone may write in (the bot may run as `nobody`).
pub fn folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o777)).expect("chmod");
    dir
}

/// A fresh [`folder`] with the game of [`make_database`] at `relative` in it: the
/// folder and the database's path.
pub fn folder_with_database(relative: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = folder();
    let db = dir.path().join(relative);
    make_database(dir.path(), &db);
    (dir, db)
}

/// The binary with a clean environment (none of the caller's settings, no `.env`: it
/// runs in `dir`), logging warnings and errors.
pub fn command(dir: &Path) -> Command {
    let mut command = Command::new(bin());
    command
        .current_dir(dir)
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .env("LANG", "C.UTF-8")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null());
    command
}

/// The Discord bot on `db`, pointed at a Discord that never answers (a closed port): it
/// opens its database and holds it, then waits for Discord for ever.
pub fn bot(dir: &Path, db: &Path) -> Command {
    let mut command = command(dir);
    command
        .env("DISCORD_TOKEN", "not-a-real-token")
        .env("DISCORD_API_BASE", "http://127.0.0.1:1")
        .env("DATABASE_PATH", db);
    command
}

/// Runs `command` to its end (killed past [`PATIENCE`]), its output captured as it
/// comes (a log at `trace` would fill a pipe read only at the end, and stop it).
pub fn run(command: &mut Command) -> Output {
    let child = command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("spawn");
    let pid = child.id().to_string();
    let (ended, output) = mpsc::channel();
    std::thread::spawn(move || ended.send(child.wait_with_output()));
    match output.recv_timeout(PATIENCE) {
        Ok(output) => output.expect("output"),
        Err(_) => {
            let _ = Command::new("kill").args(["-KILL", &pid]).status();
            panic!("{command:?} still runs after {PATIENCE:?}");
        }
    }
}

/// Runs `command`, which must fail, and returns its standard error.
pub fn refused(command: &mut Command) -> String {
    let out = run(command);
    let said = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "{command:?} succeeded:\n{said}");
    said
}

/// Runs `command`, which must succeed, and returns its standard output.
pub fn succeeds(command: &mut Command) -> String {
    let out = run(command);
    assert!(out.status.success(), "{command:?}:\n{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A running process, killed when dropped.
pub struct Running(pub Child);

/// Starts `command` with what it writes kept for the test, none of it printed among the
/// tests' output (a bot that never reaches Discord warns about it for as long as it
/// runs): its standard error, line by line, in the text returned beside it.
pub fn kept(command: &mut Command) -> (Running, Arc<Mutex<String>>) {
    let mut child = command.stdout(Stdio::null()).stderr(Stdio::piped()).spawn().expect("spawn");
    let stderr = child.stderr.take().expect("stderr");
    let said = Arc::new(Mutex::new(String::new()));
    let lines = Arc::clone(&said);
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let mut kept = lines.lock().unwrap_or_else(PoisonError::into_inner);
            kept.push_str(&line);
            kept.push('\n');
        }
    });
    (Running(child), said)
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Waits until `ready` holds, for at most [`PATIENCE`].
pub fn wait_until(what: &str, mut ready: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !ready() {
        assert!(Instant::now() < deadline, "still waiting for {what}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A database at `db` with a game of Alice and Bob whose first move is Alice's
/// `place 1 0 0`, made by the terminal driver.
pub fn make_database(dir: &Path, db: &Path) {
    succeeds(local(dir, db).arg("--script").arg("/dev/null"));
}

/// The terminal driver on the game of [`make_database`] (made if missing).
fn local(dir: &Path, db: &Path) -> Command {
    let mut command = command(dir);
    command
        .args(["local", "--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C", "--lang", "en", "--db"])
        .arg(db);
    command
}

/// The first move of the game of [`make_database`].
pub const FIRST_MOVE: &str = "Alice: place 1 0 0";

/// Plays [`FIRST_MOVE`] in a script of its own: it succeeds only if the game is still
/// before it, so nothing was kept of an earlier attempt.
pub fn first_move_still_to_play(dir: &Path, db: &Path) {
    let script = dir.join("first-move.txt");
    std::fs::write(&script, format!("{FIRST_MOVE}\n")).expect("script");
    succeeds(local(dir, db).arg("--script").arg(&script));
}

/// The terminal driver on `db`, its game started, waiting for a line on its standard
/// input: the test changes the file under it, then sends a command.
pub struct Table {
    running: Running,
    input: Option<ChildStdin>,
}

impl Table {
    /// Starts the game of [`make_database`] on `db` and waits until it is Alice's turn.
    pub fn open(dir: &Path, db: &Path) -> Table {
        let mut child = local(dir, db)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn local");
        let input = child.stdin.take();
        let stdout = child.stdout.take().expect("stdout");
        let (lines, told) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = lines.send(line);
            }
        });
        let running = Running(child);
        let deadline = Instant::now() + PATIENCE;
        loop {
            let line =
                told.recv_timeout(deadline.saturating_duration_since(Instant::now())).expect("Alice's turn");
            if line.contains("Alice, your turn") {
                break;
            }
        }
        Table { running, input }
    }

    /// Sends `line`, closes the input and waits for the end: the exit status and what
    /// was said on standard error.
    pub fn finish_with(mut self, line: &str) -> (ExitStatus, String) {
        let mut input = self.input.take().expect("input");
        writeln!(input, "{line}").expect("send");
        drop(input);
        let mut stderr = self.running.0.stderr.take().expect("stderr");
        let mut said = String::new();
        std::io::Read::read_to_string(&mut stderr, &mut said).expect("stderr");
        let status = self.running.0.wait().expect("wait");
        (status, said)
    }
}

/// Whether this process runs as root (to whom file permissions do not apply): the
/// owner of a file it makes.
pub fn as_root(dir: &Path) -> bool {
    let probe = dir.join(".owner");
    std::fs::write(&probe, b"").expect("probe");
    let root = std::fs::metadata(&probe).expect("probe").uid() == 0;
    std::fs::remove_file(&probe).expect("probe");
    root
}

/// `command` run by a user that file permissions apply to: `nobody` when the tests run
/// as root, else the tests' user.
pub fn unprivileged(dir: &Path, command: &mut Command) {
    if as_root(dir) {
        command.uid(65_534).gid(65_534);
    }
}

/// A small tmpfs mounted for the test, unmounted when dropped; `None` where this
/// process may not mount one (not root, a container without the right): the test then
/// says it skipped.
pub struct Tmpfs {
    pub path: PathBuf,
}

impl Tmpfs {
    pub fn mount(at: &Path, size: &str, test: &str) -> Option<Tmpfs> {
        std::fs::create_dir_all(at).expect("mount point");
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size},mode=0777"), "tmpfs"])
            .arg(at)
            .stderr(Stdio::piped())
            .output();
        match mounted {
            Ok(out) if out.status.success() => Some(Tmpfs { path: at.to_path_buf() }),
            Ok(out) => {
                eprintln!(
                    "{test}: skipped, cannot mount a tmpfs here: {}",
                    String::from_utf8_lossy(&out.stderr)
                );
                None
            }
            Err(e) => {
                eprintln!("{test}: skipped, cannot mount a tmpfs here: {e}");
                None
            }
        }
    }

    /// Mounts it read-only (or back read-write).
    pub fn remount(&self, option: &str) {
        let out = Command::new("mount").args(["-o", &format!("remount,{option}")]).arg(&self.path).output();
        assert!(out.as_ref().is_ok_and(|o| o.status.success()), "remount {option}: {out:?}");
    }

    /// Fills it with one file until no byte more fits.
    pub fn fill(&self) -> PathBuf {
        let filler = self.path.join("filler");
        let mut file = std::fs::File::create(&filler).expect("filler");
        let block = vec![0_u8; 4096];
        while file.write_all(&block).is_ok() {}
        filler
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.path).status();
    }
}
