//! PostgreSQL failing in the ways a deployment sees, for the tests of the bot's bounded
//! waits and honest outcomes: a server that accepts connections and never answers
//! ([`BlackHole`]), a connection cut just before or just after the server got its
//! `COMMIT`, or a server frozen and thawed under its connections ([`Relay`]), and a throwaway server of the test's own that can be
//! restarted under load ([`Cluster`]) — never the machine's shared server, which other
//! tests use at the same time.

use std::io::{Read as _, Write as _};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// A TCP server on 127.0.0.1 that accepts every connection and never writes a byte:
/// what a PostgreSQL server frozen (SIGSTOP) or behind a broken proxy looks like to
/// the client, whose kernel sees the connection made.
#[derive(Debug)]
pub struct BlackHole {
    /// Where it listens.
    pub addr: SocketAddr,
}

impl BlackHole {
    /// Listens, accepting for as long as the test process runs, every connection kept
    /// open.
    pub fn start() -> BlackHole {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port for the black hole");
        let addr = listener.local_addr().expect("its address");
        std::thread::spawn(move || {
            let mut held = Vec::new();
            for stream in listener.incoming().map_while(Result::ok) {
                held.push(stream);
            }
        });
        BlackHole { addr }
    }

    /// A PostgreSQL URL to it, with a password that must never be shown.
    pub fn url(&self) -> String {
        format!("postgres://bot:{}@{}/games", Self::PASSWORD, self.addr)
    }

    /// The password in [`BlackHole::url`].
    pub const PASSWORD: &str = "s3cret-pw";
}

/// Where a [`Relay`] cuts the connection that sends the next `COMMIT`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// The `COMMIT` is dropped: the server never sees it, and rolls the transaction
    /// back when it notices its client gone.
    Before,
    /// The `COMMIT` reaches the server, which commits; its answer is dropped.
    After,
}

/// A TCP relay on 127.0.0.1 to a PostgreSQL server that, once armed, cuts the next
/// connection that sends `COMMIT` (as a simple query, as the client sends it), before
/// or after the server gets it; and that, frozen, holds every byte both ways (as a
/// server stopped with SIGSTOP, whose kernel still takes the packets) until thawed.
/// Otherwise every byte, and every later connection, goes through untouched.
#[derive(Debug)]
pub struct Relay {
    /// The server's URL with the relay's address in place of the server's.
    pub url: String,
    armed: Arc<Mutex<Option<Cut>>>,
    frozen: Arc<AtomicBool>,
}

/// `url` (`postgres://user@host:port/…`) through a relay listening `at`, and the
/// address of the server it relays to (port 5432 unless the URL names one).
pub fn relayed(url: &str, at: SocketAddr) -> (String, String) {
    let (scheme, rest) = url.split_once("://").expect("a URL");
    let (authority, path) = rest.split_once('/').expect("a database in the URL");
    let (login, server) = authority.rsplit_once('@').map_or(("", authority), |(l, s)| (l, s));
    let server = if server.contains(':') { server.to_string() } else { format!("{server}:5432") };
    let login = if login.is_empty() { String::new() } else { format!("{login}@") };
    (format!("{scheme}://{login}{at}/{path}"), server)
}

impl Relay {
    /// A relay to the server of `url` (`postgres://user@host:port/…`), relaying.
    pub fn to(url: &str) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port for the relay");
        let at = listener.local_addr().expect("its address");
        let (url, server) = relayed(url, at);
        let armed = Arc::new(Mutex::new(None));
        let frozen = Arc::new(AtomicBool::new(false));
        let (arming, freezing) = (Arc::clone(&armed), Arc::clone(&frozen));
        std::thread::spawn(move || {
            for client in listener.incoming().map_while(Result::ok) {
                let Ok(upstream) = TcpStream::connect(&server) else { continue };
                let (armed, frozen) = (Arc::clone(&arming), Arc::clone(&freezing));
                std::thread::spawn(move || relay(client, upstream, &armed, &frozen));
            }
        });
        Relay { url, armed, frozen }
    }

    /// A test database of its own on the PostgreSQL server, and a relay to it: `None`
    /// without a server, and the test skips. For an async test on the multi-threaded
    /// runtime (the wait for the server blocks).
    pub fn with_test_db() -> Option<(super::backends::TestDb, Relay)> {
        let db = tokio::task::block_in_place(super::backends::TestDb::postgres)?;
        let relay = Relay::to(db.postgres_url());
        Some((db, relay))
    }

    /// Holds every byte, both ways, on every connection, until [`Relay::thaw`].
    pub fn freeze(&self) {
        self.frozen.store(true, Ordering::SeqCst);
    }

    /// Lets the bytes held, and the later ones, through again.
    pub fn thaw(&self) {
        self.frozen.store(false, Ordering::SeqCst);
    }

    /// Cuts the next connection that sends `COMMIT`, at `cut`.
    pub fn arm(&self, cut: Cut) {
        *self.armed.lock().unwrap_or_else(PoisonError::into_inner) = Some(cut);
    }

    /// Whether the armed cut has happened.
    pub fn done(&self) -> bool {
        self.armed.lock().unwrap_or_else(PoisonError::into_inner).is_none()
    }
}

/// Waits while `frozen`.
fn hold(frozen: &AtomicBool) {
    while frozen.load(Ordering::SeqCst) {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// Relays one connection, message by message from the client (the start-up message
/// has no type byte; every later one is a type byte and a length that counts itself),
/// bytes as they come from the server.
fn relay(
    mut client: TcpStream,
    mut upstream: TcpStream,
    armed: &Mutex<Option<Cut>>,
    frozen: &Arc<AtomicBool>,
) {
    // Once set, nothing more reaches the client from the server.
    let silenced = Arc::new(AtomicBool::new(false));
    let (mut from_server, mut to_client) = (
        upstream.try_clone().expect("the server's socket"),
        client.try_clone().expect("the client's socket"),
    );
    let (silent, still) = (Arc::clone(&silenced), Arc::clone(frozen));
    std::thread::spawn(move || {
        let mut buffer = [0; 8192];
        while let Ok(n @ 1..) = from_server.read(&mut buffer) {
            hold(&still);
            if silent.load(Ordering::SeqCst) || to_client.write_all(&buffer[..n]).is_err() {
                break;
            }
        }
        let _ = to_client.shutdown(Shutdown::Both);
    });
    let mut first = true;
    loop {
        let mut head = vec![0; if first { 4 } else { 5 }];
        if client.read_exact(&mut head).is_err() {
            break;
        }
        let length = u32::from_be_bytes(head[head.len() - 4..].try_into().expect("four bytes")) as usize;
        let mut body = vec![0; length.saturating_sub(4)];
        if client.read_exact(&mut body).is_err() {
            break;
        }
        hold(frozen);
        let commit = !first && head[0] == b'Q' && body.starts_with(b"COMMIT");
        first = false;
        let cut = if commit { armed.lock().unwrap_or_else(PoisonError::into_inner).take() } else { None };
        if cut.is_some() {
            silenced.store(true, Ordering::SeqCst);
        }
        if cut != Some(Cut::Before)
            && (upstream.write_all(&head).is_err() || upstream.write_all(&body).is_err())
        {
            break;
        }
        if let Some(cut) = cut {
            let _ = client.shutdown(Shutdown::Both);
            if cut == Cut::After {
                // The server reads the COMMIT before the end of its input: it commits,
                // then finds its client gone.
                std::thread::sleep(std::time::Duration::from_millis(200));
            }
            break;
        }
    }
    let _ = upstream.shutdown(Shutdown::Both);
    let _ = client.shutdown(Shutdown::Both);
}

/// Where Debian's PostgreSQL 15 keeps its server programs.
const BIN: &str = "/usr/lib/postgresql/15/bin";

/// A PostgreSQL server of the test's own, in a temporary folder (its socket there
/// too), on a free port of 127.0.0.1, trusting every local login; stopped and removed
/// with it.
#[derive(Debug)]
pub struct Cluster {
    dir: tempfile::TempDir,
    port: u16,
    /// Its `postgres` database, as the `postgres` user.
    pub url: String,
}

impl Cluster {
    /// Makes and starts one (≈ 3 s), or `None` (after saying so once) where
    /// PostgreSQL's server programs are not installed and PostgreSQL is not required.
    pub fn start() -> Option<Cluster> {
        if !Path::new(BIN).join("initdb").exists() {
            super::backends::skipped("a throwaway cluster", &format!("no {BIN}/initdb"));
            return None;
        }
        let dir = tempfile::tempdir().expect("a folder for the cluster");
        // The server runs as `postgres` when the tests run as root (initdb refuses root).
        if as_root() {
            let owned = Command::new("chown").arg("postgres").arg(dir.path()).status().expect("chown");
            assert!(owned.success(), "chown postgres {}", dir.path().display());
        }
        let port = TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port").port();
        let cluster = Cluster { url: format!("postgres://postgres@127.0.0.1:{port}/postgres"), port, dir };
        cluster.run("initdb", &["-A", "trust", "-U", "postgres", "-D", &cluster.data()]);
        cluster.pg_ctl(&["start"]);
        Some(cluster)
    }

    /// Restarts it as an operator's fast restart does (`pg_ctl restart -m fast`): every
    /// session is ended, open transactions rolled back, and it accepts connections again
    /// once it has started.
    pub fn restart(&self) {
        self.pg_ctl(&["restart", "-m", "fast"]);
    }

    fn data(&self) -> String {
        self.dir.path().join("data").display().to_string()
    }

    /// Runs `pg_ctl` with `args` on it, waiting for the outcome.
    fn pg_ctl(&self, args: &[&str]) {
        let options =
            format!("-k {} -p {} -c listen_addresses=127.0.0.1", self.dir.path().display(), self.port);
        let log = self.dir.path().join("server.log").display().to_string();
        let data = self.data();
        // pg_ctl waits 60 s by default for the server to stop or start: a shutdown
        // checkpoint on a disk the whole suite keeps busy may take longer (CI once failed
        // there); the tests' one bound instead.
        let patience = super::PATIENCE.as_secs().to_string();
        let (data, log, options) = (data.as_str(), log.as_str(), options.as_str());
        let mut all = vec!["-D", data, "-l", log, "-w", "-t", patience.as_str(), "-o", options];
        all.extend_from_slice(args);
        let out = self.output("pg_ctl", &all);
        assert!(
            out.status.success(),
            "pg_ctl {args:?}: {}{}\nthe server's log:\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
            std::fs::read_to_string(log).unwrap_or_default()
        );
    }

    /// Runs the server program `program` with `args`, as `postgres` when root.
    fn run(&self, program: &str, args: &[&str]) {
        let out = self.output(program, args);
        assert!(
            out.status.success(),
            "{program} {args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// What the server program `program` run with `args` (as `postgres` when root)
    /// printed, and how it ended.
    fn output(&self, program: &str, args: &[&str]) -> std::process::Output {
        let path = PathBuf::from(BIN).join(program);
        let mut command = if as_root() {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(&path);
            command
        } else {
            Command::new(&path)
        };
        command.args(args).current_dir(self.dir.path()).output().expect(program)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let data = self.data();
        let mut command = if as_root() {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(PathBuf::from(BIN).join("pg_ctl"));
            command
        } else {
            Command::new(PathBuf::from(BIN).join("pg_ctl"))
        };
        let _ = command.args(["-D", &data, "-m", "immediate", "-w", "stop"]).output();
    }
}

/// Whether the tests run as root.
fn as_root() -> bool {
    Command::new("id").arg("-u").output().is_ok_and(|out| out.stdout.trim_ascii() == b"0")
}
