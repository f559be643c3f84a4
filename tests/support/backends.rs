//! The two stores every store, service and Discord test runs on: a SQLite file in a
//! temporary folder, and a schema of its own in a real PostgreSQL database.
//!
//! PostgreSQL is found at `TEST_DATABASE_URL` (default
//! `postgres://postgres@127.0.0.1:5432/test`). Where no server answers, the PostgreSQL
//! half of each test passes without running and one line on standard error says so and
//! how to run them; with `REQUIRE_POSTGRES=1` (as `.ci/run` sets) it fails instead, so
//! CI cannot go green without them.
//!
//! Each test gets its own schema (`CREATE SCHEMA`, then every connection's
//! `search_path` set to it through the URL), dropped when the test ends: tests run in
//! parallel on one database without seeing each other's rows.

use std::io::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Once, OnceLock};

use carcassonne_bot::service::Service;
use carcassonne_bot::store::{Database, Store};

/// Where the tests look for PostgreSQL when `TEST_DATABASE_URL` is not set.
pub const DEFAULT_URL: &str = "postgres://postgres@127.0.0.1:5432/test";

/// A test's database, on one backend or the other.
#[derive(Debug)]
pub enum TestDb {
    /// A SQLite file in a temporary folder (removed with it).
    Sqlite {
        /// Kept while the test runs.
        _dir: tempfile::TempDir,
        /// The file.
        path: PathBuf,
    },
    /// A PostgreSQL schema of the test's own (dropped with it).
    Postgres(Schema),
}

impl TestDb {
    /// Holds what a command's write needs from another connection until told to let go
    /// (a word on `release`), returning once it is taken: SQLite's write lock, or on
    /// PostgreSQL every game's row (a command locks its game's). Reads go on meanwhile.
    pub fn hold_writes(&self, release: std::sync::mpsc::Receiver<()>) -> std::thread::JoinHandle<()> {
        let (taken, wait) = std::sync::mpsc::channel();
        let holder = match self {
            TestDb::Sqlite { path, .. } => {
                let path = path.clone();
                std::thread::spawn(move || {
                    let conn = rusqlite::Connection::open(path).unwrap();
                    conn.execute_batch("BEGIN IMMEDIATE").unwrap();
                    taken.send(()).unwrap();
                    release.recv().unwrap();
                    conn.execute_batch("COMMIT").unwrap();
                })
            }
            TestDb::Postgres(_) => {
                let url = self.postgres_url().to_owned();
                std::thread::spawn(move || {
                    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
                    let mut tx = client.transaction().unwrap();
                    tx.batch_execute("SELECT id FROM games FOR UPDATE").unwrap();
                    taken.send(()).unwrap();
                    release.recv().unwrap();
                    tx.commit().unwrap();
                })
            }
        };
        wait.recv().unwrap();
        holder
    }

    /// A new, empty SQLite file's place.
    pub fn sqlite() -> TestDb {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("games.db");
        TestDb::Sqlite { _dir: dir, path }
    }

    /// A new, empty PostgreSQL schema; `None` (after saying so once) when no server
    /// answers and PostgreSQL is not required.
    pub fn postgres() -> Option<TestDb> {
        Schema::create().map(TestDb::Postgres)
    }

    /// Another new, empty database on the same backend, for a test that needs two (or a
    /// fresh one per round).
    ///
    /// # Panics
    /// On PostgreSQL, when the server stopped answering since this one was made.
    pub fn another(&self) -> TestDb {
        match self {
            TestDb::Sqlite { .. } => TestDb::sqlite(),
            TestDb::Postgres(_) => TestDb::postgres().expect("the server that made the first schema"),
        }
    }

    /// What the bot's configuration names.
    pub fn database(&self) -> Database {
        match self {
            TestDb::Sqlite { path, .. } => Database::File(path.clone()),
            TestDb::Postgres(schema) => Database::Postgres(schema.url.clone()),
        }
    }

    /// A new connection to it (each one migrates, as the bot's do).
    pub fn store(&self) -> Store {
        Store::connect(&self.database()).expect("open the store")
    }

    /// The service over a new connection: a restart is opening it again.
    pub fn service(&self) -> Service {
        Service::new(self.store())
    }

    /// Everything it holds, as text, to prove a command wrote nothing.
    pub fn dump(&self) -> String {
        self.store().read(|tx| tx.dump()).expect("dump")
    }

    /// The environment the bot binary reads to use it.
    pub fn env(&self) -> Vec<(&'static str, String)> {
        match self {
            TestDb::Sqlite { path, .. } => vec![("DATABASE_PATH", path.display().to_string())],
            TestDb::Postgres(schema) => vec![("DATABASE_URL", schema.url.clone())],
        }
    }

    /// What the terminal driver's `--db` takes: the file's path or the URL (with any
    /// password, which the database's `Display` would hide).
    pub fn arg(&self) -> String {
        match self {
            TestDb::Sqlite { path, .. } => path.display().to_string(),
            TestDb::Postgres(schema) => schema.url.clone(),
        }
    }

    /// The PostgreSQL URL whose connections work in its schema.
    ///
    /// # Panics
    /// On SQLite.
    pub fn postgres_url(&self) -> &str {
        match self {
            TestDb::Postgres(schema) => &schema.url,
            TestDb::Sqlite { .. } => panic!("a SQLite test database has no PostgreSQL URL"),
        }
    }

    /// Whether a connection now waits for a lock another transaction holds on a row
    /// of this database's tables (a lease, a game), as the server sees it: for a test
    /// that must know a writer is blocked, without a timer. Never on SQLite.
    pub fn lock_waiters(&self) -> bool {
        let TestDb::Postgres(schema) = self else { return false };
        let (url, name) = (schema.url.clone(), schema.name.clone());
        std::thread::spawn(move || {
            let mut client = postgres::Client::connect(&url, postgres::NoTls).expect("connect");
            let waiting = client
                .query_one(
                    "SELECT EXISTS (SELECT 1 FROM pg_locks AS w WHERE NOT w.granted AND w.pid IN \
                     (SELECT l.pid FROM pg_locks AS l JOIN pg_class AS c ON c.oid = l.relation \
                      JOIN pg_namespace AS n ON n.oid = c.relnamespace WHERE n.nspname = $1))",
                    &[&name],
                )
                .expect("read the locks");
            waiting.get::<_, bool>(0)
        })
        .join()
        .expect("the locks read")
    }

    /// Runs `sql` (statements separated by `;`) straight on the database, past the
    /// store: for a test that puts a database in a state the bot would not (an older
    /// bot's rows, a broken log).
    pub fn execute(&self, sql: &str) {
        match self {
            TestDb::Sqlite { path, .. } => {
                rusqlite::Connection::open(path)
                    .expect("open the file")
                    .execute_batch(sql)
                    .expect("run the SQL");
            }
            TestDb::Postgres(schema) => {
                let (url, sql) = (schema.url.clone(), sql.to_owned());
                // On a thread of its own: the client's runtime must not run inside a
                // test's tokio runtime.
                std::thread::spawn(move || {
                    postgres::Client::connect(&url, postgres::NoTls)
                        .expect("connect")
                        .batch_execute(&sql)
                        .expect("run the SQL");
                })
                .join()
                .expect("the SQL ran");
            }
        }
    }
}

/// A schema of one test's own in the test PostgreSQL database, dropped when it goes.
#[derive(Debug)]
pub struct Schema {
    /// The server's URL, without the schema.
    base: String,
    /// The schema's name.
    pub name: String,
    /// The URL whose connections work in the schema.
    pub url: String,
}

impl Schema {
    /// A new empty schema, or `None` when no server answers (and it is not required).
    pub fn create() -> Option<Schema> {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let (base, mut admin) = admin()?;
        let name = unique("t", &NEXT);
        admin.batch_execute(&format!("CREATE SCHEMA {name}")).expect("create a test schema");
        let separator = if base.contains('?') { '&' } else { '?' };
        let url = format!("{base}{separator}options=-c%20search_path%3D{name}");
        Some(Schema { base, name, url })
    }
}

impl Drop for Schema {
    fn drop(&mut self) {
        dropped(&self.base, vec![format!("DROP SCHEMA IF EXISTS {} CASCADE", self.name)]);
    }
}

/// Runs `statements` in order on the server at `base`, whatever each gives: a test's
/// own schema or database going with it. On a thread of its own: the client's runtime
/// must not be dropped inside a test's tokio runtime.
fn dropped(base: &str, statements: Vec<String>) {
    let base = base.to_string();
    let dropping = std::thread::spawn(move || {
        if let Ok(mut admin) = postgres::Client::connect(&base, postgres::NoTls) {
            for statement in &statements {
                let _ = admin.batch_execute(statement);
            }
        }
    });
    let _ = dropping.join();
}

/// A whole PostgreSQL database of one test's own, for the tools that work on a whole
/// database (`pg_dump`, `pg_restore`), made as the operator's guide makes the bot's: a
/// user of its own that owns it (not a superuser). Dropped with the user when it goes.
#[derive(Debug)]
pub struct Whole {
    /// The server's URL, for dropping it.
    base: String,
    /// Its name, and its owner's.
    pub name: String,
    /// Its URL, as its owner.
    pub url: String,
}

impl Whole {
    /// A new empty database on the test server, or `None` when no server answers (and
    /// it is not required).
    pub fn create() -> Option<Whole> {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let (base, mut admin) = admin()?;
        let name = unique("carcassonne_t", &NEXT);
        // One statement each: CREATE DATABASE runs in no transaction.
        admin.batch_execute(&format!("CREATE ROLE {name} LOGIN")).expect("create a test user");
        admin.batch_execute(&format!("CREATE DATABASE {name} OWNER {name}")).expect("create a test database");
        let (head, query) = base.split_once('?').map_or((base.as_str(), None), |(h, q)| (h, Some(q)));
        let (scheme, rest) = head.split_once("://").expect("a URL");
        let server = rest.split_once('/').map_or(rest, |(server, _)| server);
        let host = server.rsplit_once('@').map_or(server, |(_, host)| host);
        let query = query.map_or(String::new(), |q| format!("?{q}"));
        let url = format!("{scheme}://{name}@{host}/{name}{query}");
        Some(Whole { base, name, url })
    }
}

impl Drop for Whole {
    fn drop(&mut self) {
        let name = &self.name;
        dropped(
            &self.base,
            vec![
                format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
                format!("DROP ROLE IF EXISTS {name}"),
            ],
        );
    }
}

/// The test server's URL and a connection to it, or `None` (after saying so once) when
/// no server answers and PostgreSQL is not required. Once no server answered, the
/// other tests of the run do not try again: an address that drops packets would
/// otherwise cost each of them a connection timeout.
fn admin() -> Option<(String, postgres::Client)> {
    static ABSENT: OnceLock<String> = OnceLock::new();
    let base = std::env::var("TEST_DATABASE_URL").unwrap_or_else(|_| DEFAULT_URL.to_owned());
    if let Some(why) = ABSENT.get() {
        skipped(&base, why);
        return None;
    }
    match postgres::Client::connect(&base, postgres::NoTls) {
        Ok(client) => Some((base, client)),
        Err(err) => {
            skipped(&base, ABSENT.get_or_init(|| err.to_string()));
            None
        }
    }
}

/// A name no other test of any run uses: `prefix`, the process, a counter, the time.
fn unique(prefix: &str, next: &AtomicU32) -> String {
    format!(
        "{prefix}{}_{}_{}",
        std::process::id(),
        next.fetch_add(1, Ordering::Relaxed),
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos())
    )
}

/// Says once that the PostgreSQL tests were skipped, and how to run them; fails the
/// test instead when `REQUIRE_POSTGRES` is set.
pub fn skipped(url: &str, err: &str) {
    assert!(
        std::env::var_os("REQUIRE_POSTGRES").is_none(),
        "REQUIRE_POSTGRES is set but PostgreSQL at {url} cannot be reached: {err}"
    );
    static SAID: Once = Once::new();
    SAID.call_once(|| {
        // Straight to the standard error, past the test harness's capture.
        let _ = writeln!(
            std::io::stderr(),
            "PostgreSQL tests skipped: no server at {url} ({err}); start one or set \
             TEST_DATABASE_URL=postgres://user@host:port/database to run them"
        );
    });
}

/// Declares a test that runs once on SQLite and once on PostgreSQL: a module named like
/// the test with `sqlite` and `postgres` in it, each calling the body with its
/// [`TestDb`]. `async` bodies run on a multi-threaded tokio runtime. The body becomes a
/// function `run` of that module, which hides a helper of the same name in the file.
macro_rules! on_both {
    ($(#[$meta:meta])* fn $name:ident($db:ident) $body:block) => {
        $(#[$meta])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            fn run($db: $crate::support::backends::TestDb) $body

            #[test]
            fn sqlite() {
                run($crate::support::backends::TestDb::sqlite());
            }

            #[test]
            fn postgres() {
                if let Some(db) = $crate::support::backends::TestDb::postgres() {
                    run(db);
                }
            }
        }
    };
    ($(#[$meta:meta])* async fn $name:ident($db:ident) $body:block) => {
        $(#[$meta])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            async fn run($db: $crate::support::backends::TestDb) $body

            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn sqlite() {
                run($crate::support::backends::TestDb::sqlite()).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn postgres() {
                // Off the runtime: the synchronous client runs a runtime of its own.
                let db = tokio::task::block_in_place($crate::support::backends::TestDb::postgres);
                if let Some(db) = db {
                    run(db).await;
                }
            }
        }
    };
}
pub(crate) use on_both;
