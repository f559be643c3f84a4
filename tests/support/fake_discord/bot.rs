//! The bot binary as a child process pointed at the fake: environment (its database a
//! test's SQLite file or PostgreSQL schema), stderr captured line by line (and echoed),
//! and a hard kill for restarts. It checks nothing itself.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, PoisonError};

use super::super::backends::TestDb;
use super::super::patience::PATIENCE;
use super::Fake;

/// The token the bot is given: distinctive, so a log line leaking it is found.
pub const TOKEN: &str = "fake-token-7f3a9c";

/// A running bot.
#[derive(Debug)]
pub struct Bot {
    child: Child,
    /// Every stderr line so far, shared by all runs of one test.
    pub log: Arc<Mutex<Vec<String>>>,
    /// The thread reading stderr into `log`, until the process closes it.
    reader: Option<std::thread::JoinHandle<()>>,
    /// The empty folder a bot started by [`Bot::on`] runs in (no `.env` to read there),
    /// kept while it runs.
    _home: Option<tempfile::TempDir>,
}

impl Bot {
    /// Starts the bot against the fake at `base` on the test's database `db` (a SQLite
    /// file or a PostgreSQL schema, as its environment names it), in an empty folder of
    /// its own: how a test that runs on both stores starts it, and restarts it on the
    /// same games.
    pub fn on(db: &TestDb, base: &str, log: &Arc<Mutex<Vec<String>>>, extra: &[(&str, &str)]) -> Bot {
        let home = tempfile::tempdir().expect("a folder for the bot");
        let mut command = Bot::bare(base, home.path());
        command.envs(db.env());
        let mut bot = Bot::spawn(with(command, extra), log);
        bot._home = Some(home);
        bot
    }

    /// [`Bot::on`] against `fake`, once it has registered its commands and opened its
    /// gateway session for the `run`th time (the test's runs of the bot so far, this one
    /// included): how an end-to-end test begins, and restarts the bot.
    pub async fn ready(
        fake: &Fake,
        db: &TestDb,
        log: &Arc<Mutex<Vec<String>>>,
        run: usize,
        extra: &[(&str, &str)],
    ) -> Bot {
        let bot = Bot::on(db, &fake.base(), log, extra);
        fake.registration(run).await;
        fake.connected(run).await;
        bot
    }

    /// Starts the bot against the fake at `base`, keeping its database in `dir`
    /// (`bot.db`, SQLite): for what is about that file, and the benches.
    pub fn start(base: &str, dir: &Path, log: &Arc<Mutex<Vec<String>>>, extra: &[(&str, &str)]) -> Bot {
        Bot::spawn(Bot::command(base, dir, extra), log)
    }

    /// The bot's command for [`Bot::start`], to change before [`Bot::spawn`] (the user
    /// it runs as, for instance).
    pub fn command(base: &str, dir: &Path, extra: &[(&str, &str)]) -> Command {
        let mut command = Bot::bare(base, dir);
        command.env("DATABASE_PATH", dir.join("bot.db"));
        with(command, extra)
    }

    /// The bot's command in `dir` pointed at the fake at `base`, without a database.
    fn bare(base: &str, dir: &Path) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"));
        command
            .current_dir(dir)
            .env_clear()
            .env("DISCORD_TOKEN", TOKEN)
            .env("DISCORD_API_BASE", base)
            .env("DISCORD_GUILD_ID", super::GUILD_ID.to_string())
            // A killed bot's shard leases run out in 10 s (not 30): a restart after a
            // kill waits that long for them. Not shorter: the lease is renewed every
            // third of it, and with both cores busy a 3 s lease was once lost between
            // two renewals, fencing the live bot's commands mid-test.
            .env("SHARD_LEASE_MS", "10000")
            .env("RUST_LOG", std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        command
    }

    /// Starts `command` (from [`Bot::command`]), its log kept in `log`.
    pub fn spawn(mut command: Command, log: &Arc<Mutex<Vec<String>>>) -> Bot {
        let mut child = command.spawn().expect("start the bot");
        let stderr = child.stderr.take().expect("stderr");
        let lines = Arc::clone(log);
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                eprintln!("bot: {line}");
                lines.lock().unwrap_or_else(PoisonError::into_inner).push(line);
            }
        });
        Bot { child, log: Arc::clone(log), reader: Some(reader), _home: None }
    }

    /// The process id, to read its CPU time and memory in `/proc`.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Whether the process is still running.
    pub fn running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Kills the process at once, as a crash would.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Asks the bot to stop as Ctrl-C does and waits for it to exit (for [`PATIENCE`]
    /// at most); whether it exited well.
    pub fn interrupt(mut self) -> bool {
        self.signal("INT");
        self.exit_within(PATIENCE).is_some_and(|s| s.success())
    }

    /// Sends the process the signal `name` (`TERM`, `INT`); whether it was sent.
    pub fn signal(&self, name: &str) -> bool {
        let pid = self.child.id().to_string();
        Command::new("kill").args([format!("-{name}"), pid]).status().is_ok_and(|s| s.success())
    }

    /// Whether every thread of the process is stopped (SIGSTOP), as the kernel tells:
    /// the signal is delivered when the process is next scheduled, not when `kill`
    /// returns.
    pub fn stopped(&self) -> bool {
        let tasks = format!("/proc/{}/task", self.child.id());
        let Ok(threads) = std::fs::read_dir(tasks) else { return false };
        threads.flatten().all(|thread| {
            let stat = std::fs::read_to_string(thread.path().join("stat")).unwrap_or_default();
            // The state follows the command name's closing parenthesis.
            stat.rsplit_once(')').is_some_and(|(_, rest)| rest.trim_start().starts_with('T'))
        })
    }

    /// Stops every thread of the process (SIGSTOP) and waits until the kernel says
    /// they are: frozen, as a process the machine stopped scheduling.
    pub async fn freeze(&self) {
        assert!(self.signal("STOP"), "SIGSTOP sent");
        let deadline = std::time::Instant::now() + PATIENCE;
        while !self.stopped() {
            assert!(std::time::Instant::now() < deadline, "the process never stopped");
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    }

    /// [`Bot::exit_within`] [`PATIENCE`], off the async runtime (the wait blocks): the
    /// task to await for how it exited.
    pub fn exited(mut self) -> tokio::task::JoinHandle<Option<std::process::ExitStatus>> {
        tokio::task::spawn_blocking(move || self.exit_within(PATIENCE))
    }

    /// Waits up to `patience` for the process to exit; how it exited, with every line
    /// it wrote in the log by then.
    pub fn exit_within(&mut self, patience: std::time::Duration) -> Option<std::process::ExitStatus> {
        let deadline = std::time::Instant::now() + patience;
        while std::time::Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                // The reader ends at the closed pipe's end, having taken the last lines.
                if let Some(reader) = self.reader.take() {
                    let _ = reader.join();
                }
                return Some(status);
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        None
    }

    /// Warnings and errors the bot logged, and any line showing the token.
    pub fn complaints(&self) -> Vec<String> {
        complaints(&self.log)
    }

    /// Stops the bot as Ctrl-C does, checking it exits well and logged nothing wrong
    /// in any of the test's runs: how an end-to-end test ends.
    pub fn stop(self) {
        let log = Arc::clone(&self.log);
        assert!(self.interrupt(), "Ctrl-C stops the bot cleanly");
        for line in late(&log) {
            eprintln!("slow machine: {line}");
        }
        let complaints = complaints(&log);
        assert!(complaints.is_empty(), "the bot logged problems:\n{}", complaints.join("\n"));
    }
}

/// `command` with `extra` set in its environment, over what it had.
fn with(mut command: Command, extra: &[(&str, &str)]) -> Command {
    command.envs(extra.iter().copied());
    command
}

/// Warnings and errors in a bot log, and any line showing the bot's token or an
/// interaction's (the fake's interaction tokens are `token-N`; each would let anyone
/// answer as the bot). The warnings that an answer or a move's message went out late
/// are not among them (see [`late`]).
pub fn complaints(log: &Mutex<Vec<String>>) -> Vec<String> {
    let log = log.lock().unwrap_or_else(PoisonError::into_inner);
    let secret = |l: &str| l.contains(TOKEN) || l.contains("token-");
    let warned = |l: &str| (l.contains("WARN") && !lateness(l)) || l.contains("ERROR");
    log.iter().filter(|l| warned(l) || secret(l)).cloned().collect()
}

/// The warnings that an answer or a move's message went out later than Discord's 3 s
/// (`discord::respond`, `discord::bots`). They say the machine was slow, as the whole
/// suite on two cores makes it at times, not that the bot did wrong: a test that
/// makes them on purpose counts them here, and every other test prints them (see
/// [`Bot::stop`]) instead of failing on them, since its own checks see every answer.
pub fn late(log: &Mutex<Vec<String>>) -> Vec<String> {
    let log = log.lock().unwrap_or_else(PoisonError::into_inner);
    log.iter().filter(|l| lateness(l)).cloned().collect()
}

/// Whether `line` is one of the warnings [`late`] gathers.
fn lateness(line: &str) -> bool {
    line.contains("WARN")
        && (line.contains("told in its channel late") || line.contains("first answer is late"))
}

/// Waits up to `patience` for a line of `log` containing `what`; that line. Panics if
/// none comes.
pub async fn logged(log: &Mutex<Vec<String>>, what: &str, patience: std::time::Duration) -> String {
    let deadline = tokio::time::Instant::now() + patience;
    loop {
        let found =
            log.lock().unwrap_or_else(PoisonError::into_inner).iter().find(|l| l.contains(what)).cloned();
        if let Some(line) = found {
            return line;
        }
        assert!(tokio::time::Instant::now() < deadline, "the bot never logged `{what}`");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// Waits up to `patience` for `times` lines of `log` containing `what`; how many there
/// are then. Panics if fewer come.
pub async fn logged_times(
    log: &Mutex<Vec<String>>,
    what: &str,
    times: usize,
    patience: std::time::Duration,
) -> usize {
    let deadline = tokio::time::Instant::now() + patience;
    loop {
        let found = count(log, what);
        if found >= times {
            return found;
        }
        assert!(tokio::time::Instant::now() < deadline, "the bot logged `{what}` {found} times, not {times}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// How many lines of `log` contain `what`.
pub fn count(log: &Mutex<Vec<String>>, what: &str) -> usize {
    log.lock().unwrap_or_else(PoisonError::into_inner).iter().filter(|l| l.contains(what)).count()
}

/// How many bytes the bot has logged so far.
pub fn logged_bytes(log: &Mutex<Vec<String>>) -> usize {
    log.lock().unwrap_or_else(PoisonError::into_inner).iter().map(String::len).sum()
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
