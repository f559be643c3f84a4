//! The gateway shards this process serves, when processes share one database: which
//! games its background work (turn clocks, reminders, bot seats) looks after, the check
//! that a side effect's shard is still this process's when it is recorded, and the
//! lease bookkeeping the front end's lease keeper asks for.
//!
//! A server's games belong to the shard Discord sends its events to,
//! `(server id >> 22) % total`; a game of no Discord server (the terminal's) to shard 0,
//! where Discord sends direct messages. Without [`Shards`] (the terminal, a test) the
//! service looks after every game. It must not decide which shards to hold: the keeper
//! does, and tells it ([`Shards::hold`], [`Shards::release`]).

use std::collections::BTreeSet;
use std::sync::{Arc, PoisonError, RwLock};

use super::{Service, ServiceError};
use crate::store::{Lease, Member, ReadTx};

/// The shards one process holds, shared by its services and its lease keeper.
#[derive(Debug)]
pub struct Shards {
    owner: String,
    total: u32,
    held: RwLock<BTreeSet<u32>>,
}

impl Shards {
    /// A process named `owner` (unique among those sharing the database) serving some
    /// of `total` shards, none held yet.
    #[must_use]
    pub fn new(owner: String, total: u32) -> Arc<Shards> {
        Arc::new(Shards { owner, total: total.max(1), held: RwLock::new(BTreeSet::new()) })
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
        let id = guild.parse::<u64>().unwrap_or(0);
        u32::try_from((id >> 22) % u64::from(self.total)).unwrap_or(0)
    }

    /// The shards held now.
    #[must_use]
    pub fn held(&self) -> BTreeSet<u32> {
        self.held.read().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// Whether the games of server `guild` are this process's to look after.
    #[must_use]
    pub fn covers(&self, guild: &str) -> bool {
        self.held.read().unwrap_or_else(PoisonError::into_inner).contains(&self.shard_of(guild))
    }

    /// `shard` is served from now on.
    pub fn hold(&self, shard: u32) {
        self.held.write().unwrap_or_else(PoisonError::into_inner).insert(shard);
    }

    /// `shard` is no longer served: its background work stops at once.
    pub fn release(&self, shard: u32) {
        self.held.write().unwrap_or_else(PoisonError::into_inner).remove(&shard);
    }
}

/// Inside the transaction recording a side effect for server `guild`: refused unless
/// this process still holds that server's shard by the database's clock (always
/// allowed without `shards`).
pub(super) fn check_lease(shards: Option<&Shards>, tx: &ReadTx<'_>, guild: &str) -> Result<(), ServiceError> {
    let Some(shards) = shards else { return Ok(()) };
    let shard = shards.shard_of(guild);
    if tx.holds_lease(shard, shards.owner())? { Ok(()) } else { Err(ServiceError::LeaseLost { shard }) }
}

/// What one renewal found: the shards whose lease could not be renewed (another
/// process holds them now), the live processes and every running lease.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Renewal {
    pub lost: Vec<u32>,
    pub members: Vec<Member>,
    pub leases: Vec<Lease>,
}

impl Service {
    /// Makes this service's background scans look after `shards`' games only, and its
    /// recorded side effects check their lease; `None` for every game.
    pub fn set_shards(&mut self, shards: Option<Arc<Shards>>) {
        self.shards = shards;
    }

    /// Whether the background work looks after the games of server `guild`.
    pub(super) fn looks_after(&self, guild: &str) -> bool {
        self.shards.as_ref().is_none_or(|shards| shards.covers(guild))
    }

    /// Which games of `guilds` this process still holds the shard of by the
    /// database's clock, asked before a side effect that is sent before it is recorded
    /// (a reminder): a process that woke from a freeze sends nothing for shards it lost.
    /// All of them without [`Shards`].
    pub(super) fn still_held(&mut self, guilds: &[String]) -> Result<Vec<bool>, ServiceError> {
        let Some(shards) = self.shards.clone() else { return Ok(vec![true; guilds.len()]) };
        let leases = self.store.read(|tx| tx.leases())?;
        let held: BTreeSet<u32> =
            leases.iter().filter(|l| l.owner == shards.owner()).map(|l| l.shard).collect();
        Ok(guilds.iter().map(|g| held.contains(&shards.shard_of(g))).collect())
    }

    /// The shards it looks after, for [`check_lease`] inside a transaction.
    pub(super) fn shards(&self) -> Option<Arc<Shards>> {
        self.shards.clone()
    }

    /// One heartbeat of process `owner` (started for `total` shards), in one
    /// transaction: it stays a member for `ttl_ms`, renews the leases of `held` for as
    /// long, and reads who else runs and holds what.
    ///
    /// # Errors
    /// Storage failures: nothing was renewed.
    pub fn renew_leases(
        &mut self,
        owner: &str,
        total: u32,
        held: &[u32],
        ttl_ms: i64,
    ) -> Result<Renewal, ServiceError> {
        Ok(self.store.write(|tx| {
            tx.join_members(owner, total, ttl_ms)?;
            let mut lost = Vec::new();
            for &shard in held {
                if tx.take_lease(shard, owner, ttl_ms)?.is_some() {
                    lost.push(shard);
                }
            }
            Ok::<_, crate::store::StoreError>(Renewal { lost, members: tx.members()?, leases: tx.leases()? })
        })?)
    }

    /// Takes `shard` for `owner` for `ttl_ms`: `None` when taken, else the lease of the
    /// process holding it.
    ///
    /// # Errors
    /// Storage failures.
    pub fn take_lease(
        &mut self,
        shard: u32,
        owner: &str,
        ttl_ms: i64,
    ) -> Result<Option<Lease>, ServiceError> {
        Ok(self.store.write(|tx| tx.take_lease(shard, owner, ttl_ms))?)
    }

    /// Lets `shard` go if `owner` holds it.
    ///
    /// # Errors
    /// Storage failures.
    pub fn release_lease(&mut self, shard: u32, owner: &str) -> Result<(), ServiceError> {
        self.store.write(|tx| tx.release_lease(shard, owner))?;
        Ok(())
    }

    /// `owner` stops: every lease it holds goes, and it leaves the members.
    ///
    /// # Errors
    /// Storage failures.
    pub fn leave_shards(&mut self, owner: &str) -> Result<(), ServiceError> {
        Ok(self.store.write(|tx| tx.leave_members(owner))?)
    }

    /// Forgets the leases an earlier run left in a database only this process may use
    /// (a SQLite file it holds): a bot killed and started again takes its shards at once.
    ///
    /// # Errors
    /// Storage failures.
    pub fn forget_leases(&mut self) -> Result<(), ServiceError> {
        Ok(self.store.write(|tx| tx.forget_leases())?)
    }

    /// Asks to start a gateway session in IDENTIFY bucket `bucket` (one per
    /// `interval_ms` across every process): `0` when granted, else how many
    /// milliseconds to wait.
    ///
    /// # Errors
    /// Storage failures.
    pub fn take_identify_slot(&mut self, bucket: u32, interval_ms: i64) -> Result<i64, ServiceError> {
        Ok(self.store.write(|tx| tx.take_identify_slot(bucket, interval_ms))?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_belongs_to_the_shard_discord_sends_its_events_to() {
        let shards = Shards::new("me".into(), 4);
        // Discord's formula: (guild_id >> 22) % num_shards.
        assert_eq!(shards.shard_of(&(3u64 << 22).to_string()), 3);
        assert_eq!(shards.shard_of(&(6u64 << 22 | 12345).to_string()), 2);
        assert_eq!(shards.shard_of("local"), 0, "no Discord server: shard 0, as direct messages");
        assert!(!shards.covers("local"));
        shards.hold(0);
        assert!(shards.covers("local"));
        shards.release(0);
        assert!(shards.held().is_empty());
    }
}
