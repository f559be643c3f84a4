//! Leases on the Discord gateway's shards, for processes that share one database: which
//! process serves which shard, how many processes share them, and when each IDENTIFY
//! bucket may next start a session — and the fence every write passes: a process that
//! lost a shard's lease changes none of its games.
//!
//! A lease is a row that expires; its holder renews it well before. Time is the
//! database's own clock (each statement reads it), never the callers', so machines whose
//! clocks disagree still agree on who holds what. The statements are the same on both
//! backends but for how the clock is read ([`ReadTx::db_now`]). It must not decide who
//! should hold what (the front end's lease keeper does); it only takes, renews, releases
//! and tells, each in one statement, so two processes racing for a shard get one winner
//! (`tests/store/leases.rs` checks it on both backends).
//!
//! **Fencing.** Each lease has an epoch, raised whenever it changes hands (a renewal
//! keeps it), and a lease let go is expired rather than deleted, so an epoch is never
//! given twice. A process remembers the epoch it took each shard at ([`Shards`]); a write
//! transaction that reads a game (or creates one) proves, by a statement inside the
//! transaction, that the process still holds that game's shard at that epoch
//! ([`ReadTx::fence`]). On PostgreSQL the statement also locks the lease row
//! (`FOR SHARE`) until the commit, so no other process can take the lease between the
//! proof and the commit: a process frozen in between has its transaction ended by the
//! server (`idle_in_transaction_session_timeout`) before anyone else may write the game.

use std::collections::BTreeMap;
use std::sync::{Arc, PoisonError, RwLock};
use std::time::Instant;

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

/// What asking for a shard's lease gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Taken {
    /// Ours now, at this epoch: the fencing token every write of its games shows.
    At(i64),
    /// Another live process holds it.
    By(Lease),
}

/// The shards one process holds and the epoch it took each at, shared by its lease
/// keeper (which takes and lets go) and its connections (whose writes are fenced by it,
/// see [`Store::set_shards`](super::Store::set_shards)).
///
/// A server's games belong to the shard Discord sends its events to, `(server id >> 22)
/// % total` ([`super::reshard::shard_of`]); a game of no Discord server (the terminal's)
/// to shard 0, where Discord sends direct messages.
///
/// It also knows, for each shard held, until when its lease surely runs (the keeper's
/// deadline, counted from before its last renewal was sent): past it, the process may
/// have lost the shard without knowing yet — a freeze (SIGSTOP, a paused machine) stops
/// the keeper with the rest — so what is sent to Discord about its games checks it
/// first ([`Shards::speaks_for`]).
#[derive(Debug)]
pub struct Shards {
    owner: String,
    total: u32,
    held: RwLock<BTreeMap<u32, i64>>,
    /// Until when each held shard's lease surely runs, once the keeper said.
    sure_until: RwLock<BTreeMap<u32, Instant>>,
}

impl Shards {
    /// A process named `owner` (unique among those sharing the database) serving some
    /// of `total` shards, none held yet.
    #[must_use]
    pub fn new(owner: String, total: u32) -> Arc<Shards> {
        Arc::new(Shards {
            owner,
            total: total.max(1),
            held: RwLock::new(BTreeMap::new()),
            sure_until: RwLock::new(BTreeMap::new()),
        })
    }

    /// The process's name in the leases.
    #[must_use]
    pub fn owner(&self) -> &str {
        &self.owner
    }

    /// How many shards the bot has in all.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.total
    }

    /// The shard whose games include those of server `guild`.
    #[must_use]
    pub fn shard_of(&self, guild: &str) -> u32 {
        super::reshard::shard_of(guild, self.total)
    }

    /// Whether `shard` is served now.
    #[must_use]
    pub fn serves(&self, shard: u32) -> bool {
        self.epoch(shard).is_some()
    }

    /// Whether the games of server `guild` are this process's to look after.
    #[must_use]
    pub fn covers(&self, guild: &str) -> bool {
        self.serves(self.shard_of(guild))
    }

    /// The epoch `shard` is held at, if it is.
    #[must_use]
    pub fn epoch(&self, shard: u32) -> Option<i64> {
        self.held.read().unwrap_or_else(PoisonError::into_inner).get(&shard).copied()
    }

    /// `shard` is served from now on, under the lease taken at `epoch`.
    pub fn hold(&self, shard: u32, epoch: i64) {
        self.held.write().unwrap_or_else(PoisonError::into_inner).insert(shard, epoch);
    }

    /// `shard` is no longer served: its background work stops and its games' writes
    /// are refused at once.
    pub fn release(&self, shard: u32) {
        self.held.write().unwrap_or_else(PoisonError::into_inner).remove(&shard);
        self.sure_until.write().unwrap_or_else(PoisonError::into_inner).remove(&shard);
    }

    /// `shard`'s lease surely runs until `until` (a renewal came back in time).
    pub fn sure_until(&self, shard: u32, until: Instant) {
        self.sure_until.write().unwrap_or_else(PoisonError::into_inner).insert(shard, until);
    }

    /// Whether this process may still speak for the games of server `guild` in Discord
    /// now: it serves their shard, and that shard's lease surely still runs. A process
    /// woken from a freeze finds its deadlines passed and sends nothing stale, before
    /// its keeper has even looked.
    #[must_use]
    pub fn speaks_for(&self, guild: &str) -> bool {
        let shard = self.shard_of(guild);
        let sure = self.sure_until.read().unwrap_or_else(PoisonError::into_inner).get(&shard).copied();
        self.serves(shard) && sure.is_none_or(|until| Instant::now() < until)
    }
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

    /// The fence of a write to a game of server `guild`: refused with
    /// [`StoreError::LeaseLost`] unless this process (its [`Shards`], when it shares the
    /// database with others) still holds that server's shard at the epoch it took it,
    /// by the database's clock. On PostgreSQL the lease row stays locked until the
    /// commit, so the lease cannot change hands before this transaction ends. Asked
    /// once per transaction and server; nothing to prove without [`Shards`] or in a read.
    ///
    /// # Errors
    /// [`StoreError::LeaseLost`]; database failures.
    pub(super) fn fence(&self, guild: &str) -> Result<(), StoreError> {
        let Some(shards) = self.shards.filter(|_| self.write) else { return Ok(()) };
        if self.fenced.borrow().as_deref() == Some(guild) {
            return Ok(());
        }
        let shard = shards.shard_of(guild);
        let epoch = shards.epoch(shard).ok_or(StoreError::LeaseLost { shard })?;
        let now = self.db_now();
        let lock = if self.on_postgres() { " FOR SHARE" } else { "" };
        let proof = self.query_row(
            &format!(
                "SELECT 1 FROM shard_leases WHERE shard = ?1 AND owner = ?2 AND epoch = ?3 \
                 AND expires_at > {now}{lock}"
            ),
            &[&shard, &shards.owner(), &epoch],
        )?;
        if proof.is_none() {
            return Err(StoreError::LeaseLost { shard });
        }
        *self.fenced.borrow_mut() = Some(guild.to_owned());
        Ok(())
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
    /// Takes `shard` for `owner` for `ttl_ms` from now, if no live process holds it:
    /// [`Taken::At`] a new epoch, else [`Taken::By`] its holder. A lease this process
    /// still holds is renewed with [`Tx::renew_lease`], never taken again.
    ///
    /// One statement: of two processes taking a free shard at once, one wins and the
    /// other is told who did.
    ///
    /// # Errors
    /// Database failures.
    pub fn take_lease(&self, shard: u32, owner: &str, ttl_ms: i64) -> Result<Taken, StoreError> {
        let now = self.db_now();
        let taken = self.query_row(
            &format!(
                "INSERT INTO shard_leases (shard, owner, expires_at, epoch) VALUES (?1, ?2, {now} + ?3, 1) \
                 ON CONFLICT (shard) DO UPDATE SET owner = excluded.owner, \
                 expires_at = excluded.expires_at, epoch = shard_leases.epoch + 1 \
                 WHERE shard_leases.expires_at <= {now} \
                 RETURNING epoch"
            ),
            &[&shard, &owner, &ttl_ms],
        )?;
        if let Some(row) = taken {
            return Ok(Taken::At(row.get(0)?));
        }
        let holder = self.query_one(
            &format!("SELECT shard, owner, expires_at - {now} FROM shard_leases WHERE shard = ?1"),
            &[&shard],
        )?;
        Ok(Taken::By(lease(&holder)?))
    }

    /// Renews `shard`'s lease for `ttl_ms` from now, if `owner` still holds it at
    /// `epoch` and it has not run out: whether it did. One that ran out is lost even
    /// if nobody took it meanwhile: its holder may have stopped serving it.
    ///
    /// # Errors
    /// Database failures.
    pub fn renew_lease(&self, shard: u32, owner: &str, epoch: i64, ttl_ms: i64) -> Result<bool, StoreError> {
        let now = self.db_now();
        let renewed = self.execute(
            &format!(
                "UPDATE shard_leases SET expires_at = {now} + ?4 \
                 WHERE shard = ?1 AND owner = ?2 AND epoch = ?3 AND expires_at > {now}"
            ),
            &[&shard, &owner, &epoch, &ttl_ms],
        )?;
        Ok(renewed > 0)
    }

    /// Lets `shard` go, if `owner` holds it, so another process may take it at once.
    /// Whether it held it. The row stays, expired, so its epoch is never given again.
    ///
    /// # Errors
    /// Database failures.
    pub fn release_lease(&self, shard: u32, owner: &str) -> Result<bool, StoreError> {
        let now = self.db_now();
        let released = self.execute(
            &format!(
                "UPDATE shard_leases SET expires_at = {now} \
                 WHERE shard = ?1 AND owner = ?2 AND expires_at > {now}"
            ),
            &[&shard, &owner],
        )?;
        Ok(released > 0)
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
        let now = self.db_now();
        self.execute(
            &format!("UPDATE shard_leases SET expires_at = {now} WHERE owner = ?1 AND expires_at > {now}"),
            &[&owner],
        )?;
        self.execute("DELETE FROM shard_members WHERE owner = ?1", &[&owner])?;
        Ok(())
    }

    /// Forgets every lease and member: for the one process a SQLite file allows (its
    /// hold on the file proves that whoever held them before is gone, with anything it
    /// buffered, so epochs may start again).
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
