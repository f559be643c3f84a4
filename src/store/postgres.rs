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
//! The client is the synchronous `postgres` crate, run like SQLite's connections on the
//! callers' blocking threads. It carries its own small runtime, which must not be
//! dropped on an async worker thread: a connection is therefore closed on a thread of
//! its own (`Connection`'s `Drop`).

use std::collections::HashMap;
use std::error::Error as _;
use std::fmt;
use std::time::Duration;

use postgres::binary_copy::BinaryCopyInWriter;
use postgres::error::SqlState;
use postgres::types::{IsNull, ToSql, Type, to_sql_checked};
use postgres::{Client, IsolationLevel, NoTls, Statement};

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
];

/// The advisory lock key the migrations run under, so that processes starting at once
/// migrate one after another ("carcassonne" in ASCII, truncated to 64 bits).
const MIGRATION_LOCK: i64 = 0x6361_7263_6173_736f;

/// How long a statement waits for a lock another transaction holds (a game row, the
/// ratings of a server) before failing as busy: as long as SQLite's busy timeout.
const LOCK_TIMEOUT: Duration = super::BUSY_TIMEOUT;

/// How long the server lets a transaction wait for its client between statements
/// before ending it (and the connection). A command's transaction waits for nothing
/// but the process's own work between statements (milliseconds: replaying a game);
/// a process frozen mid-transaction (SIGSTOP, a paused VM) would otherwise keep its
/// locks for as long as it sleeps — among them the lease row its write fenced on, so
/// no other process could take the shard over.
const IDLE_IN_TRANSACTION_TIMEOUT: Duration = super::BUSY_TIMEOUT;

/// One connection to the server, with the statements it has prepared.
pub(crate) struct Connection {
    /// `None` only while being dropped.
    client: Option<Client>,
    statements: HashMap<String, Statement>,
}

impl fmt::Debug for Connection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Connection").field("statements", &self.statements.len()).finish_non_exhaustive()
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            // The client's runtime panics when dropped inside another runtime's worker.
            let _ = std::thread::Builder::new().name("postgres-close".into()).spawn(move || drop(client));
        }
    }
}

impl Connection {
    /// Connects to `url` and brings the schema up to date.
    ///
    /// # Errors
    /// [`StoreError::Postgres`] when the server cannot be reached or refuses, or a
    /// migration fails.
    pub(crate) fn connect(url: &str) -> Result<Self, StoreError> {
        let mut client = Client::connect(url, NoTls).map_err(StoreError::from)?;
        client
            .batch_execute(&format!(
                "SET lock_timeout = {}; SET idle_in_transaction_session_timeout = {}",
                LOCK_TIMEOUT.as_millis(),
                IDLE_IN_TRANSACTION_TIMEOUT.as_millis()
            ))
            .map_err(StoreError::from)?;
        migrate(&mut client)?;
        Ok(Self { client: Some(client), statements: HashMap::new() })
    }

    /// Starts a transaction: `READ COMMITTED` for writes (the game row's lock orders
    /// them), `REPEATABLE READ, READ ONLY` for reads, so a read sees one moment.
    pub(crate) fn begin(&mut self, write: bool) -> Result<Transaction<'_>, StoreError> {
        let Self { client, statements } = self;
        let client = client.as_mut().expect("a connection's client is taken only when it drops");
        let builder = client.build_transaction();
        let builder = if write {
            builder.isolation_level(IsolationLevel::ReadCommitted)
        } else {
            builder.isolation_level(IsolationLevel::RepeatableRead).read_only(true)
        };
        let tx = builder.start().map_err(StoreError::from)?;
        Ok(Transaction { tx, statements })
    }

    /// Whether the server has not closed the connection.
    pub(crate) fn is_open(&self) -> bool {
        self.client.as_ref().is_some_and(|client| !client.is_closed())
    }

    /// Whether the connection still reaches its server.
    pub(crate) fn check(&mut self) -> Result<(), StoreError> {
        let client = self.client.as_mut().expect("a connection's client is taken only when it drops");
        client.batch_execute("SELECT 1").map_err(StoreError::from)
    }
}

/// A transaction on one connection.
pub(crate) struct Transaction<'c> {
    tx: postgres::Transaction<'c>,
    statements: &'c mut HashMap<String, Statement>,
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
        let statement = self.tx.prepare(&super::sql::numbered_for_postgres(sql)).map_err(StoreError::from)?;
        self.statements.insert(sql.to_owned(), statement.clone());
        Ok(statement)
    }

    /// Runs `sql` and returns its rows.
    pub(crate) fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Row>, StoreError> {
        let statement = self.statement(sql)?;
        let params: Vec<&(dyn ToSql + Sync)> = params.iter().map(|v| v as &(dyn ToSql + Sync)).collect();
        let rows = self.tx.query(&statement, &params).map_err(StoreError::from)?;
        rows.iter().map(row).collect()
    }

    /// Runs `sql` and returns how many rows it changed.
    pub(crate) fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        let statement = self.statement(sql)?;
        let params: Vec<&(dyn ToSql + Sync)> = params.iter().map(|v| v as &(dyn ToSql + Sync)).collect();
        self.tx.execute(&statement, &params).map_err(StoreError::from)
    }

    /// Commits.
    pub(crate) fn commit(self) -> Result<(), StoreError> {
        self.tx.commit().map_err(StoreError::from)
    }

    /// Runs `sql`, one or more statements without parameters (`LOCK TABLE`, say).
    pub(crate) fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        self.tx.batch_execute(sql).map_err(StoreError::from)
    }

    /// Starts a binary `COPY` of rows into `columns` of `table`: the fast way to write
    /// many rows, each value sent as its column's type (an integer 0 or 1 to a
    /// `BOOLEAN`, as [`Value`] does for parameters).
    pub(crate) fn copy_in(&mut self, table: &str, columns: &[String]) -> Result<CopyIn<'_>, StoreError> {
        let quote = |name: &str| format!("\"{}\"", name.replace('"', "\"\""));
        let list: Vec<String> = columns.iter().map(|c| quote(c)).collect();
        let (list, table) = (list.join(", "), quote(table));
        let probe = self.tx.prepare(&format!("SELECT {list} FROM {table}")).map_err(StoreError::from)?;
        let types: Vec<Type> = probe.columns().iter().map(|c| c.type_().clone()).collect();
        let writer = self
            .tx
            .copy_in(&format!("COPY {table} ({list}) FROM STDIN (FORMAT binary)"))
            .map_err(StoreError::from)?;
        Ok(CopyIn { writer: BinaryCopyInWriter::new(writer, &types) })
    }
}

/// A `COPY` under way ([`Transaction::copy_in`]); dropped without
/// [`CopyIn::finish`], it is aborted and the transaction fails.
pub(crate) struct CopyIn<'t> {
    writer: BinaryCopyInWriter<'t>,
}

impl CopyIn<'_> {
    /// Sends one row, a value per column.
    pub(crate) fn write(&mut self, row: &[Value]) -> Result<(), StoreError> {
        let values: Vec<&(dyn ToSql + Sync)> = row.iter().map(|v| v as &(dyn ToSql + Sync)).collect();
        self.writer.write(&values).map_err(StoreError::from)
    }

    /// Ends the copy; the number of rows written.
    pub(crate) fn finish(self) -> Result<u64, StoreError> {
        self.writer.finish().map_err(StoreError::from)
    }
}

/// A result row as values, each column by the type the server gave it.
fn row(row: &postgres::Row) -> Result<Row, StoreError> {
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
        out: &mut postgres::types::private::BytesMut,
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

/// Brings the schema up to date, under an advisory lock so that processes starting
/// together migrate one at a time; each migration and its version in one transaction.
fn migrate(client: &mut Client) -> Result<(), StoreError> {
    let failed = |name: &'static str| move |error| StoreError::PostgresMigration { name, error };
    let mut tx = client.transaction().map_err(StoreError::from)?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK]).map_err(StoreError::from)?;
    tx.batch_execute("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)")
        .map_err(StoreError::from)?;
    let applied: i64 = tx
        .query_opt("SELECT version FROM schema_version", &[])
        .map_err(StoreError::from)?
        .map_or(0, |row| row.get(0));
    let applied = usize::try_from(applied).unwrap_or(usize::MAX);
    if applied > MIGRATIONS.len() {
        return Err(StoreError::NewerSchema { found: applied, known: MIGRATIONS.len() });
    }
    for (done, (name, sql)) in MIGRATIONS.iter().enumerate().skip(applied) {
        tx.batch_execute(sql).map_err(failed(name))?;
        let version = i64::try_from(done + 1).unwrap_or(i64::MAX);
        tx.execute("DELETE FROM schema_version", &[]).map_err(failed(name))?;
        tx.execute("INSERT INTO schema_version (version) VALUES ($1)", &[&version]).map_err(failed(name))?;
    }
    tx.commit().map_err(StoreError::from)
}

/// Whether `err` is one a transaction may simply be run again after: the server
/// rolled it back because of another transaction, not because of what it did.
pub(crate) fn is_busy(err: &postgres::Error) -> bool {
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

/// Whether `err` is a violation of a UNIQUE or PRIMARY KEY constraint.
pub(crate) fn is_unique_violation(err: &postgres::Error) -> bool {
    err.code() == Some(&SqlState::UNIQUE_VIOLATION)
}

/// The server's own words for `err` (its message, detail and hint), which `postgres`'s
/// `Display` leaves in the source chain.
pub(crate) fn words(err: &postgres::Error) -> String {
    match err.as_db_error() {
        Some(db) => db.to_string(),
        None => err.source().map_or_else(|| err.to_string(), |source| format!("{err}: {source}")),
    }
}

impl Connection {
    /// Sets how long a statement waits for another transaction's lock.
    pub(crate) fn set_lock_timeout(&mut self, wait: Duration) -> Result<(), StoreError> {
        let client = self.client.as_mut().expect("a connection's client is taken only when it drops");
        client.batch_execute(&format!("SET lock_timeout = {}", wait.as_millis())).map_err(StoreError::from)
    }
}
