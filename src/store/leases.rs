//! Leases on the Discord gateway's shards, for processes that share one database: which
//! process serves which shard, how many processes share them, and when each IDENTIFY
//! bucket may next start a session.
//!
//! A lease is a row that expires; its holder renews it well before. Time is the
//! database's own clock (each statement reads it), never the callers', so machines whose
//! clocks disagree still agree on who holds what. The statements are the same on both
//! backends but for how the clock is read ([`ReadTx::db_now`]). It must not decide who
//! should hold what (the front end's lease keeper does); it only takes, renews, releases
//! and tells, each in one statement, so two processes racing for a shard get one winner
//! (`tests/store/leases.rs` checks it on both backends).

use super::sql::Row;
use super::{ReadTx, StoreError, Tx};

/// A shard's lease as the database sees it now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lease {
    pub shard: u32,
    /// The holder: a process's name (its host, process id and a random word).
    pub owner: String,
    /// How long it still runs, by the database's clock, in milliseconds.
    pub expires_in_ms: i64,
}

/// A live process sharing the shards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub owner: String,
    /// The number of shards it was started for.
    pub total: u32,
}

fn lease(row: &Row) -> Result<Lease, StoreError> {
    Ok(Lease { shard: row.get(0)?, owner: row.get(1)?, expires_in_ms: row.get(2)? })
}

impl ReadTx<'_> {
    /// The database's clock in unix milliseconds, as an SQL expression: what every
    /// lease's expiry is measured by.
    fn db_now(&self) -> &'static str {
        if self.on_postgres() {
            "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT"
        } else {
            "CAST(unixepoch('subsec') * 1000 AS INTEGER)"
        }
    }

    /// Every shard lease still running, by shard.
    ///
    /// # Errors
    /// Database failures.
    pub fn leases(&self) -> Result<Vec<Lease>, StoreError> {
        let now = self.db_now();
        let rows = self.query(
            &format!(
                "SELECT shard, owner, expires_at - {now} FROM shard_leases \
                 WHERE expires_at > {now} ORDER BY shard"
            ),
            &[],
        )?;
        rows.iter().map(lease).collect()
    }

    /// Whether `owner` holds `shard`'s lease right now. Asked inside the transaction
    /// that records a side effect (a reminder sent, a seat handed over), so a process
    /// whose lease ran out records nothing.
    ///
    /// # Errors
    /// Database failures.
    pub fn holds_lease(&self, shard: u32, owner: &str) -> Result<bool, StoreError> {
        let now = self.db_now();
        let row = self.query_row(
            &format!("SELECT 1 FROM shard_leases WHERE shard = ?1 AND owner = ?2 AND expires_at > {now}"),
            &[&shard, &owner],
        )?;
        Ok(row.is_some())
    }

    /// Every live process sharing the shards, by name.
    ///
    /// # Errors
    /// Database failures.
    pub fn members(&self) -> Result<Vec<Member>, StoreError> {
        let now = self.db_now();
        let rows = self.query(
            &format!("SELECT owner, total FROM shard_members WHERE expires_at > {now} ORDER BY owner"),
            &[],
        )?;
        rows.iter().map(|row| Ok(Member { owner: row.get(0)?, total: row.get(1)? })).collect()
    }
}

impl Tx<'_> {
    /// Takes `shard` for `owner` for `ttl_ms` from now, or renews it if `owner` holds
    /// it: `None` when done, else the lease of the process that holds it.
    ///
    /// One statement: of two processes taking a free shard at once, one wins and the
    /// other is told who did.
    ///
    /// # Errors
    /// Database failures.
    pub fn take_lease(&self, shard: u32, owner: &str, ttl_ms: i64) -> Result<Option<Lease>, StoreError> {
        let now = self.db_now();
        let taken = self.query_row(
            &format!(
                "INSERT INTO shard_leases (shard, owner, expires_at) VALUES (?1, ?2, {now} + ?3) \
                 ON CONFLICT (shard) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at \
                 WHERE shard_leases.expires_at <= {now} OR shard_leases.owner = excluded.owner \
                 RETURNING owner"
            ),
            &[&shard, &owner, &ttl_ms],
        )?;
        if taken.is_some() {
            return Ok(None);
        }
        let holder = self.query_row(
            &format!("SELECT shard, owner, expires_at - {now} FROM shard_leases WHERE shard = ?1"),
            &[&shard],
        )?;
        holder.as_ref().map(lease).transpose()
    }

    /// Lets `shard` go, if `owner` holds it, so another process may take it at once.
    /// Whether it held it.
    ///
    /// # Errors
    /// Database failures.
    pub fn release_lease(&self, shard: u32, owner: &str) -> Result<bool, StoreError> {
        Ok(self.execute("DELETE FROM shard_leases WHERE shard = ?1 AND owner = ?2", &[&shard, &owner])? > 0)
    }

    /// Says that `owner`, started for `total` shards, still runs, for `ttl_ms` more.
    ///
    /// # Errors
    /// Database failures.
    pub fn join_members(&self, owner: &str, total: u32, ttl_ms: i64) -> Result<(), StoreError> {
        let now = self.db_now();
        self.execute(
            &format!(
                "INSERT INTO shard_members (owner, total, expires_at) VALUES (?1, ?2, {now} + ?3) \
                 ON CONFLICT (owner) DO UPDATE SET total = excluded.total, expires_at = excluded.expires_at"
            ),
            &[&owner, &total, &ttl_ms],
        )?;
        Ok(())
    }

    /// `owner` stops: it leaves the members and lets every shard it holds go.
    ///
    /// # Errors
    /// Database failures.
    pub fn leave_members(&self, owner: &str) -> Result<(), StoreError> {
        self.execute("DELETE FROM shard_leases WHERE owner = ?1", &[&owner])?;
        self.execute("DELETE FROM shard_members WHERE owner = ?1", &[&owner])?;
        Ok(())
    }

    /// Forgets every lease and member: for the one process a SQLite file allows (its
    /// hold on the file proves that whoever held them before is gone).
    ///
    /// # Errors
    /// Database failures.
    pub fn forget_leases(&self) -> Result<(), StoreError> {
        self.execute("DELETE FROM shard_leases", &[])?;
        self.execute("DELETE FROM shard_members", &[])?;
        Ok(())
    }

    /// Asks to start a session in IDENTIFY bucket `bucket`, which allows one per
    /// `interval_ms`: `0` when granted (the bucket is then closed for `interval_ms`),
    /// else how many milliseconds to wait before asking again.
    ///
    /// # Errors
    /// Database failures.
    pub fn take_identify_slot(&self, bucket: u32, interval_ms: i64) -> Result<i64, StoreError> {
        let now = self.db_now();
        let granted = self.query_row(
            &format!(
                "INSERT INTO identify_slots (bucket, next_at) VALUES (?1, {now} + ?2) \
                 ON CONFLICT (bucket) DO UPDATE SET next_at = excluded.next_at \
                 WHERE identify_slots.next_at <= {now} \
                 RETURNING next_at"
            ),
            &[&bucket, &interval_ms],
        )?;
        if granted.is_some() {
            return Ok(0);
        }
        let wait = self.query_row(
            &format!("SELECT next_at - {now} FROM identify_slots WHERE bucket = ?1"),
            &[&bucket],
        )?;
        // Freed between the two statements: ask again at once.
        Ok(wait.map(|row| row.get::<i64>(0)).transpose()?.map_or(1, |ms| ms.max(1)))
    }
}
