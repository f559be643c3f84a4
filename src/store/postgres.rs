//! The PostgreSQL backend: a connection to a server chosen by `DATABASE_URL`
//! (`postgres://…`), its schema, and the values crossing to it.
//!
//! Many bot processes on many machines share one database, so what SQLite gets from
//! its single writer is asked for explicitly: a write transaction runs at `READ
//! COMMITTED` and locks the row of the game it reads (`SELECT … FOR UPDATE`, see
//! `ReadTx::game_lock`), so commands on one game run one after another while
//! commands on different games do not wait for each other; the ratings of a server are
//! updated under a transaction-scoped advisory lock. A server's retryable failures
//! (serialisation, deadlock, lock timeout) are [`StoreError::Busy`], as SQLite's busy
//! database is.
//!
//! The client is `tokio-postgres`, driven by a small runtime of each connection's own on
//! the callers' blocking threads, as SQLite's connections are; that runtime must not be
//! dropped on an async worker thread, so a connection is closed on a thread of its own
//! (`Connection`'s `Drop`).
//!
//! Every wait on the server is bounded, by the server and by the client: the server
//! ends a statement, a lock wait or an abandoned transaction after the session's
//! timeouts ([`STATEMENT_TIMEOUT`], [`LOCK_TIMEOUT`], [`IDLE_IN_TRANSACTION_TIMEOUT`]);
//! the client gives up on a connection that does not answer a round trip within
//! [`ANSWER_TIMEOUT`] (a server stopped with SIGSTOP, or a machine whose kernel still
//! acknowledges the packets, never answers, and only a deadline on this side tells),
//! and on a connection's whole start — the socket, the start-up handshake, the session
//! settings — within [`CONNECT_TIMEOUT`] (tokio-postgres' own `connect_timeout` covers
//! the socket alone: a server that accepts and never answers would hang there). A
//! connection that timed out, or that its server closed, is *broken*: it is never used
//! again (`Connection::is_open` is false), and the store opens another.

use std::collections::HashMap;
use std::error::Error as _;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use tokio::runtime::Runtime;
use tokio_postgres::binary_copy::BinaryCopyInWriter;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::{IsNull, ToSql, Type, to_sql_checked};
use tokio_postgres::{Client, IsolationLevel, NoTls, Statement};

use super::StoreError;
use super::sql::{Row, Value};

/// The migrations of the PostgreSQL schema, oldest first: a baseline equal to SQLite's
/// schema at the time PostgreSQL came, then each later change as a pair with SQLite's
/// (`migrations/NNNN_*.sql` and `migrations/postgres/NNNN_*.sql`). A merged migration
/// is never edited.
pub const MIGRATIONS: &[(&str, &str)] = &[
    ("0001_baseline", include_str!("../../migrations/postgres/0001_baseline.sql")),
    ("0002_shard_leases", include_str!("../../migrations/postgres/0002_shard_leases.sql")),
    ("0003_fencing", include_str!("../../migrations/postgres/0003_fencing.sql")),
    ("0004_page_moves", include_str!("../../migrations/postgres/0004_page_moves.sql")),
    ("0005_page_undos", include_str!("../../migrations/postgres/0005_page_undos.sql")),
];

/// The advisory lock key the migrations run under, so that processes starting at once
/// migrate one after another ("carcassonne" in ASCII, truncated to 64 bits).
const MIGRATION_LOCK: i64 = 0x6361_7263_6173_736f;

/// How long a statement waits for a lock another transaction holds (a game row, the
/// ratings of a server) before failing as busy: as long as SQLite's busy timeout.
pub const LOCK_TIMEOUT: Duration = super::BUSY_TIMEOUT;

/// How long the server lets one statement run before cancelling it. A command's
/// statements take a millisecond or two; the longest the bot sends (`import`'s copy of
/// a table, a ratings rebuild's read of a server's games) take well under a second per
/// hundred thousand rows. Ten seconds is far past any of them, and short enough that a
/// statement stuck on the server (a runaway plan, a full disk's retries) frees its
/// connection and locks while a player is still waiting for the answer.
pub const STATEMENT_TIMEOUT: Duration = Duration::from_secs(10);

/// How long the server keeps a transaction whose client sends nothing (`BEGIN`, some
/// statements, then silence): it then ends the session, rolling the transaction back
/// and releasing its locks. The bot's transactions never wait between statements for
/// anything but its own work on what they read (replaying a game: milliseconds), so a
/// transaction silent this long belongs to a process that froze or lost its network;
/// its locks must go before another process takes over its shards, whose leases
/// (`SHARD_LEASE_MS`, 30 s by default) are several times longer.
pub const IDLE_IN_TRANSACTION_TIMEOUT: Duration = Duration::from_secs(5);

/// How long the client waits for the answer to one round trip before it gives the
/// connection up: the server's own [`STATEMENT_TIMEOUT`] and two seconds more, so a
/// server that is working answers first (with its own error), and only one that does
/// not answer at all (stopped, or a network that swallows the packets while the
/// machine's kernel still acknowledges them) reaches this deadline.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(STATEMENT_TIMEOUT.as_secs() + 2);

/// How long opening a connection may take, whole: reaching the server, the start-up
/// handshake (which a server that accepts and never answers would hold forever) and
/// the session settings. A server on the same network answers in milliseconds; five
/// seconds allows a slow handshake (a password's hashing, a loaded server) and still
/// lets a bot that cannot reach its database say so well within a service manager's
/// start timeout.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// TCP keepalives: after this long without traffic the kernel probes the server, every
/// [`KEEPALIVE_INTERVAL`], and closes the connection after [`KEEPALIVE_RETRIES`]
/// unanswered probes: a server machine that vanished (powered off, a partition) is
/// noticed in under a minute instead of the kernel's default two hours. (A server
/// stopped with SIGSTOP still has its kernel answer: that is [`ANSWER_TIMEOUT`]'s.)
const KEEPALIVE_IDLE: Duration = Duration::from_secs(30);
/// See [`KEEPALIVE_IDLE`].
const KEEPALIVE_INTERVAL: Duration = Duration::from_secs(5);
/// See [`KEEPALIVE_IDLE`].
const KEEPALIVE_RETRIES: u32 = 3;

/// Why a connection may no longer be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Broken {
    /// The server closed it (a restart, `pg_terminate_backend`) or the network did: a
    /// transaction it had open was rolled back by the server.
    Lost,
    /// A round trip got no answer by its deadline: whatever was sent may still be
    /// running on the server.
    Unanswered,
}

/// One connection to the server, with the statements it has prepared.
pub(crate) struct Connection {
    /// `None` only while being dropped.
    link: Option<Link>,
    statements: HashMap<String, Statement>,
    /// Set once the connection is lost or stopped answering.
    broken: Option<Broken>,
}

/// The client and the runtime that drives its connection.
struct Link {
    runtime: Runtime,
    client: Client,
}

impl fmt::Debug for Connection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Connection")
            .field("statements", &self.statements.len())
            .field("broken", &self.broken)
            .finish_non_exhaustive()
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        if let Some(link) = self.link.take() {
            // The runtime panics when dropped inside another runtime's worker.
            let _ = std::thread::Builder::new().name("postgres-close".into()).spawn(move || drop(link));
        }
    }
}

impl Connection {
    /// Connects to `url` and brings the schema up to date, within [`CONNECT_TIMEOUT`]
    /// for the connection and [`ANSWER_TIMEOUT`] for each round trip of the migrations.
    ///
    /// # Errors
    /// [`StoreError::Postgres`] when the server cannot be reached or refuses,
    /// [`StoreError::Unanswered`] when it does not answer in time, or a migration's
    /// error.
    pub(crate) fn connect(url: &str) -> Result<Self, StoreError> {
        let config = config(url)?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(StoreError::PostgresRuntime)?;
        let settings = settings();
        let opening = async {
            let (client, connection) = config.connect(NoTls).await?;
            // Driven whenever the runtime runs, that is while a caller waits on it.
            tokio::spawn(connection);
            client.batch_execute(&settings).await?;
            Ok::<_, tokio_postgres::Error>(client)
        };
        let client = match runtime.block_on(async { tokio::time::timeout(CONNECT_TIMEOUT, opening).await }) {
            Ok(Ok(client)) => client,
            Ok(Err(error)) => return Err(StoreError::from(error)),
            Err(_) => return Err(StoreError::Unanswered { within: CONNECT_TIMEOUT, doing: "connecting" }),
        };
        let mut conn =
            Self { link: Some(Link { runtime, client }), statements: HashMap::new(), broken: None };
        conn.migrate()?;
        Ok(conn)
    }

    /// The client and its runtime, and where to mark the connection broken.
    fn parts(&mut self) -> (&Runtime, &mut Client, &mut Option<Broken>) {
        let link = self.link.as_mut().expect("a connection's link is taken only when it drops");
        (&link.runtime, &mut link.client, &mut self.broken)
    }

    /// Starts a transaction: `READ COMMITTED` for writes (the game row's lock orders
    /// them), `REPEATABLE READ, READ ONLY` for reads, so a read sees one moment.
    pub(crate) fn begin(&mut self, write: bool) -> Result<Transaction<'_>, StoreError> {
        let Self { link, statements, broken } = self;
        let Link { runtime, client } =
            link.as_mut().expect("a connection's link is taken only when it drops");
        let builder = client.build_transaction();
        let builder = if write {
            builder.isolation_level(IsolationLevel::ReadCommitted)
        } else {
            builder.isolation_level(IsolationLevel::RepeatableRead).read_only(true)
        };
        let tx = wait(runtime, broken, "BEGIN", builder.start())?;
        Ok(Transaction { runtime, tx, statements, broken })
    }

    /// Whether the connection may still be used: its server has not closed it and it
    /// has not failed to answer.
    pub(crate) fn is_open(&self) -> bool {
        self.broken.is_none() && self.link.as_ref().is_some_and(|link| !link.client.is_closed())
    }

    /// Whether the server (or the network) closed the connection, as opposed to its
    /// not answering: whatever transaction it had open was rolled back.
    pub(crate) fn is_lost(&self) -> bool {
        self.broken == Some(Broken::Lost) || self.link.as_ref().is_some_and(|link| link.client.is_closed())
    }

    /// Whether the connection still reaches its server.
    pub(crate) fn check(&mut self) -> Result<(), StoreError> {
        let (runtime, client, broken) = self.parts();
        wait(runtime, broken, "SELECT 1", client.batch_execute("SELECT 1"))
    }

    /// What became of the transaction `txid` (from [`Transaction::txid`]):
    /// `committed`, `aborted`, `in progress`, or `None` when the server no longer knows.
    pub(crate) fn status_of(&mut self, txid: i64) -> Result<Option<String>, StoreError> {
        let (runtime, client, broken) = self.parts();
        let row = wait(runtime, broken, "txid_status", client.query_one("SELECT txid_status($1)", &[&txid]))?;
        row.try_get(0).map_err(StoreError::from)
    }

    /// Sets how long a statement waits for another transaction's lock.
    pub(crate) fn set_lock_timeout(&mut self, wait_for: Duration) -> Result<(), StoreError> {
        let (runtime, client, broken) = self.parts();
        let sql = format!("SET lock_timeout = {}", wait_for.as_millis());
        wait(runtime, broken, "SET lock_timeout", client.batch_execute(&sql))
    }

    /// Brings the schema up to date, under an advisory lock so that processes starting
    /// together migrate one at a time; each migration and its version in one
    /// transaction.
    fn migrate(&mut self) -> Result<(), StoreError> {
        let failed = |name: &'static str| {
            move |error| match error {
                StoreError::Postgres(error) => StoreError::PostgresMigration { name, error },
                other => other,
            }
        };
        let mut tx = self.begin(true)?;
        tx.batch_execute_params("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
        // Made only when missing: `CREATE TABLE IF NOT EXISTS` on every start would have
        // the server send a NOTICE ("already exists") that the log shows each time.
        let found = tx.query(
            "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'schema_version'",
            &[],
        )?;
        if found.first().map(|row| row.get::<i64>(0)).transpose()?.unwrap_or(0) == 0 {
            tx.batch("CREATE TABLE schema_version (version BIGINT NOT NULL)")?;
        }
        let applied = tx.query("SELECT version FROM schema_version", &[])?;
        let applied = match applied.first().map(|row| row.get::<i64>(0)) {
            Some(version) => version?,
            None => 0,
        };
        let applied = usize::try_from(applied).unwrap_or(usize::MAX);
        if applied > MIGRATIONS.len() {
            return Err(StoreError::NewerSchema { found: applied, known: MIGRATIONS.len() });
        }
        for (done, (name, sql)) in MIGRATIONS.iter().enumerate().skip(applied) {
            tx.batch(sql).map_err(failed(name))?;
            let version = i64::try_from(done + 1).unwrap_or(i64::MAX);
            tx.batch("DELETE FROM schema_version").map_err(failed(name))?;
            tx.batch_execute_params("INSERT INTO schema_version (version) VALUES ($1)", &[&version])
                .map_err(failed(name))?;
        }
        tx.commit()
    }
}

/// Waits for `answer` (the round trip `doing`) on `runtime`, at most [`ANSWER_TIMEOUT`]
/// (the deadline made inside the runtime, whose timer it needs);
/// a connection that is lost or does not answer is marked `broken`.
fn wait<T>(
    runtime: &Runtime,
    broken: &mut Option<Broken>,
    doing: &'static str,
    answer: impl Future<Output = Result<T, tokio_postgres::Error>>,
) -> Result<T, StoreError> {
    // A connection that stopped answering is not asked again: a caller that went on
    // after the error would wait as long once more.
    if *broken == Some(Broken::Unanswered) {
        return Err(StoreError::Unanswered { within: ANSWER_TIMEOUT, doing });
    }
    match runtime.block_on(async { tokio::time::timeout(ANSWER_TIMEOUT, answer).await }) {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(error)) => {
            if is_lost(&error) {
                *broken = Some(Broken::Lost);
            }
            Err(StoreError::from(error))
        }
        Err(_) => {
            *broken = Some(Broken::Unanswered);
            Err(StoreError::Unanswered { within: ANSWER_TIMEOUT, doing })
        }
    }
}

/// The client's settings for `url`: the connection's deadline and keepalives.
fn config(url: &str) -> Result<tokio_postgres::Config, StoreError> {
    let mut config: tokio_postgres::Config = url.parse().map_err(StoreError::from)?;
    config
        .connect_timeout(CONNECT_TIMEOUT)
        .keepalives(true)
        .keepalives_idle(KEEPALIVE_IDLE)
        .keepalives_interval(KEEPALIVE_INTERVAL)
        .keepalives_retries(KEEPALIVE_RETRIES);
    Ok(config)
}

/// The session's timeouts, sent first on every connection.
fn settings() -> String {
    format!(
        "SET lock_timeout = {}; SET statement_timeout = {}; SET idle_in_transaction_session_timeout = {}",
        LOCK_TIMEOUT.as_millis(),
        STATEMENT_TIMEOUT.as_millis(),
        IDLE_IN_TRANSACTION_TIMEOUT.as_millis(),
    )
}

/// How often a listening connection that heard nothing asks its server whether it is
/// still there (a server stopped with SIGSTOP sends nothing and closes nothing).
const LISTEN_CHECK: Duration = Duration::from_secs(5);

/// What a listening connection tells its caller.
#[derive(Debug)]
pub(crate) enum Heard {
    /// It listens from now on.
    Listening,
    /// The payload of a notification sent from this connection's schema, without the
    /// schema's name.
    Payload(String),
    /// Nothing for [`LISTEN_CHECK`]; the server still answers.
    Quiet,
}

/// Listens on `channel` at `url` on a connection of its own (the store's deadlines and
/// keepalives, and every [`LISTEN_CHECK`] a round trip that must be answered within
/// [`ANSWER_TIMEOUT`]), telling `hear` what it heard until `hear` answers `false`. A
/// notification's payload starts with the schema it was sent from: only this
/// connection's schema's are told. Blocks the calling thread.
///
/// # Errors
/// The connection cannot be opened, or fails or stops answering while listening.
pub(crate) fn listen(
    url: &str,
    channel: &str,
    hear: &mut dyn FnMut(Heard) -> bool,
) -> Result<(), StoreError> {
    let config = config(url)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(StoreError::PostgresRuntime)?;
    let answered = |doing: &'static str| move |_| StoreError::Unanswered { within: ANSWER_TIMEOUT, doing };
    runtime.block_on(async {
        let opening = tokio::time::timeout(CONNECT_TIMEOUT, config.connect(NoTls));
        let (client, mut connection) = opening
            .await
            .map_err(|_| StoreError::Unanswered { within: CONNECT_TIMEOUT, doing: "connecting" })??;
        let (heard, mut notifications) = tokio::sync::mpsc::unbounded_channel();
        // Polling the connection for its messages also carries the client's requests.
        tokio::spawn(async move {
            while let Some(Ok(message)) = std::future::poll_fn(|cx| connection.poll_message(cx)).await {
                if let tokio_postgres::AsyncMessage::Notification(n) = message
                    && heard.send(n.payload().to_owned()).is_err()
                {
                    return;
                }
            }
        });
        let schema = async {
            client.batch_execute(&format!("{}; LISTEN {channel}", settings())).await?;
            client.query_one("SELECT current_schema()", &[]).await?.try_get::<_, String>(0)
        };
        let schema = tokio::time::timeout(ANSWER_TIMEOUT, schema).await.map_err(answered("LISTEN"))??;
        if !hear(Heard::Listening) {
            return Ok(());
        }
        loop {
            let next = tokio::time::timeout(LISTEN_CHECK, notifications.recv()).await;
            let told = match next {
                Ok(Some(payload)) => match payload.split_once(' ') {
                    Some((from, rest)) if from == schema => Heard::Payload(rest.to_owned()),
                    _ => continue,
                },
                // The connection ended: its task dropped the sender.
                Ok(None) => {
                    return Err(StoreError::Value("the server closed the listening connection".into()));
                }
                Err(_) => {
                    let check = tokio::time::timeout(ANSWER_TIMEOUT, client.batch_execute("SELECT 1"));
                    check.await.map_err(answered("SELECT 1"))??;
                    Heard::Quiet
                }
            };
            if !hear(told) {
                return Ok(());
            }
        }
    })
}

/// A transaction on one connection.
pub(crate) struct Transaction<'c> {
    runtime: &'c Runtime,
    tx: tokio_postgres::Transaction<'c>,
    statements: &'c mut HashMap<String, Statement>,
    broken: &'c mut Option<Broken>,
}

impl fmt::Debug for Transaction<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Transaction").finish_non_exhaustive()
    }
}

impl Transaction<'_> {
    /// The prepared statement for `sql` (written with `?N`), prepared once per
    /// connection.
    fn statement(&mut self, sql: &str) -> Result<Statement, StoreError> {
        if let Some(statement) = self.statements.get(sql) {
            return Ok(statement.clone());
        }
        let numbered = super::sql::numbered_for_postgres(sql);
        let statement = wait(self.runtime, self.broken, "PREPARE", self.tx.prepare(&numbered))?;
        self.statements.insert(sql.to_owned(), statement.clone());
        Ok(statement)
    }

    /// Runs `sql` and returns its rows.
    pub(crate) fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Row>, StoreError> {
        let statement = self.statement(sql)?;
        let params: Vec<&(dyn ToSql + Sync)> = params.iter().map(|v| v as &(dyn ToSql + Sync)).collect();
        let rows = wait(self.runtime, self.broken, "a query", self.tx.query(&statement, &params))?;
        rows.iter().map(row).collect()
    }

    /// Runs `sql` and returns how many rows it changed.
    pub(crate) fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        let statement = self.statement(sql)?;
        let params: Vec<&(dyn ToSql + Sync)> = params.iter().map(|v| v as &(dyn ToSql + Sync)).collect();
        wait(self.runtime, self.broken, "a statement", self.tx.execute(&statement, &params))
    }

    /// Runs `sql` (written with `$N`, not prepared for later) with `params`.
    fn batch_execute_params(&mut self, sql: &str, params: &[&(dyn ToSql + Sync)]) -> Result<u64, StoreError> {
        wait(self.runtime, self.broken, "a statement", self.tx.execute(sql, params))
    }

    /// The id of the transaction if it has written anything yet (the server gives one
    /// at the first write), so that its fate can be asked after a lost `COMMIT`.
    pub(crate) fn txid(&mut self) -> Result<Option<i64>, StoreError> {
        let row = wait(
            self.runtime,
            self.broken,
            "txid_current_if_assigned",
            self.tx.query_one("SELECT txid_current_if_assigned()", &[]),
        )?;
        row.try_get(0).map_err(StoreError::from)
    }

    /// Commits.
    pub(crate) fn commit(self) -> Result<(), StoreError> {
        wait(self.runtime, self.broken, "COMMIT", self.tx.commit())
    }

    /// Runs `sql`, one or more statements without parameters (`LOCK TABLE`, say).
    pub(crate) fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        wait(self.runtime, self.broken, "a statement", self.tx.batch_execute(sql))
    }

    /// Starts a binary `COPY` of rows into `columns` of `table`: the fast way to write
    /// many rows, each value sent as its column's type (an integer 0 or 1 to a
    /// `BOOLEAN`, as [`Value`] does for parameters).
    pub(crate) fn copy_in(&mut self, table: &str, columns: &[String]) -> Result<CopyIn<'_>, StoreError> {
        let quote = |name: &str| format!("\"{}\"", name.replace('"', "\"\""));
        let list: Vec<String> = columns.iter().map(|c| quote(c)).collect();
        let (list, table) = (list.join(", "), quote(table));
        let probe = wait(
            self.runtime,
            self.broken,
            "PREPARE",
            self.tx.prepare(&format!("SELECT {list} FROM {table}")),
        )?;
        let types: Vec<Type> = probe.columns().iter().map(|c| c.type_().clone()).collect();
        let sql = format!("COPY {table} ({list}) FROM STDIN (FORMAT binary)");
        let sink = wait(self.runtime, self.broken, "COPY", self.tx.copy_in(&sql))?;
        Ok(CopyIn {
            runtime: self.runtime,
            broken: self.broken,
            writer: Box::pin(BinaryCopyInWriter::new(sink, &types)),
        })
    }
}

/// A `COPY` under way ([`Transaction::copy_in`]); dropped without
/// [`CopyIn::finish`], it is aborted and the transaction fails.
pub(crate) struct CopyIn<'t> {
    runtime: &'t Runtime,
    broken: &'t mut Option<Broken>,
    writer: Pin<Box<BinaryCopyInWriter>>,
}

impl CopyIn<'_> {
    /// Sends one row, a value per column.
    pub(crate) fn write(&mut self, row: &[Value]) -> Result<(), StoreError> {
        let values: Vec<&(dyn ToSql + Sync)> = row.iter().map(|v| v as &(dyn ToSql + Sync)).collect();
        wait(self.runtime, self.broken, "COPY", self.writer.as_mut().write(&values))
    }

    /// Ends the copy; the number of rows written.
    pub(crate) fn finish(mut self) -> Result<u64, StoreError> {
        wait(self.runtime, self.broken, "COPY", self.writer.as_mut().finish())
    }
}

/// A result row as values, each column by the type the server gave it.
fn row(row: &tokio_postgres::Row) -> Result<Row, StoreError> {
    (0..row.len())
        .map(|i| {
            let ty = row.columns()[i].type_();
            let value = match *ty {
                Type::BOOL => row.try_get::<_, Option<bool>>(i).map(|v| v.map_or(Value::Null, Value::Bool)),
                Type::INT8 => row.try_get::<_, Option<i64>>(i).map(|v| v.map_or(Value::Null, Value::Int)),
                Type::INT4 => {
                    row.try_get::<_, Option<i32>>(i).map(|v| v.map_or(Value::Null, |v| Value::Int(v.into())))
                }
                Type::INT2 => {
                    row.try_get::<_, Option<i16>>(i).map(|v| v.map_or(Value::Null, |v| Value::Int(v.into())))
                }
                Type::FLOAT8 => row.try_get::<_, Option<f64>>(i).map(|v| v.map_or(Value::Null, Value::Real)),
                Type::FLOAT4 => {
                    row.try_get::<_, Option<f32>>(i).map(|v| v.map_or(Value::Null, |v| Value::Real(v.into())))
                }
                Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME => {
                    row.try_get::<_, Option<String>>(i).map(|v| v.map_or(Value::Null, Value::Text))
                }
                Type::BYTEA => {
                    row.try_get::<_, Option<Vec<u8>>>(i).map(|v| v.map_or(Value::Null, Value::Blob))
                }
                _ => {
                    return Err(StoreError::Value(format!(
                        "column {i} has type {ty}, which the store does not read"
                    )));
                }
            };
            value.map_err(StoreError::from)
        })
        .collect::<Result<_, _>>()
        .map(Row)
}

/// A value sent as the type the server expects for its parameter: the same
/// [`Value`] serves an `INT8`, `INT4` or `BOOL` column, as it does in SQLite.
impl ToSql for Value {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut tokio_postgres::types::private::BytesMut,
    ) -> Result<IsNull, Box<dyn std::error::Error + Sync + Send>> {
        match (self, ty) {
            (Value::Null, _) => Ok(IsNull::Yes),
            (Value::Int(v), &Type::INT4) => i32::try_from(*v)?.to_sql(ty, out),
            (Value::Int(v), &Type::INT2) => i16::try_from(*v)?.to_sql(ty, out),
            (Value::Int(v), &Type::BOOL) => (*v != 0).to_sql(ty, out),
            #[allow(clippy::cast_precision_loss)]
            (Value::Int(v), &Type::FLOAT8) => (*v as f64).to_sql(ty, out),
            (Value::Int(v), _) => v.to_sql(ty, out),
            (Value::Real(v), _) => v.to_sql(ty, out),
            (Value::Text(v), _) => v.to_sql(ty, out),
            (Value::Blob(v), _) => v.to_sql(ty, out),
            (Value::Bool(v), &Type::INT8) => i64::from(*v).to_sql(ty, out),
            (Value::Bool(v), _) => v.to_sql(ty, out),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

/// Whether `err` is one a transaction may simply be run again after: the server
/// rolled it back because of another transaction, not because of what it did.
pub(crate) fn is_busy(err: &tokio_postgres::Error) -> bool {
    err.code().is_some_and(|code| {
        [
            SqlState::T_R_SERIALIZATION_FAILURE,
            SqlState::T_R_DEADLOCK_DETECTED,
            SqlState::LOCK_NOT_AVAILABLE,
            SqlState::QUERY_CANCELED,
        ]
        .contains(code)
    })
}

/// Whether `err` means the connection is gone: closed by the server (a restart, an
/// administrator's `pg_terminate_backend`, a server starting or stopping) or by the
/// network. A transaction open on it was rolled back by the server.
pub(crate) fn is_lost(err: &tokio_postgres::Error) -> bool {
    let io = err.source().is_some_and(|source| source.is::<std::io::Error>());
    let shutdown = err.code().is_some_and(|code| {
        [SqlState::ADMIN_SHUTDOWN, SqlState::CRASH_SHUTDOWN, SqlState::CANNOT_CONNECT_NOW].contains(code)
    });
    err.is_closed() || io || shutdown
}

/// Whether `err` is a violation of a UNIQUE or PRIMARY KEY constraint.
pub(crate) fn is_unique_violation(err: &tokio_postgres::Error) -> bool {
    err.code() == Some(&SqlState::UNIQUE_VIOLATION)
}

/// The server's own words for `err` (its message, detail and hint), which `postgres`'s
/// `Display` leaves in the source chain.
pub(crate) fn words(err: &tokio_postgres::Error) -> String {
    match err.as_db_error() {
        Some(db) => db.to_string(),
        None => err.source().map_or_else(|| err.to_string(), |source| format!("{err}: {source}")),
    }
}
