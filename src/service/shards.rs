//! The gateway shards this process serves, when processes share one database: which
//! games its background work (turn clocks, reminders, bot seats) looks after, and the
//! lease bookkeeping the front end's lease keeper asks for. Every write to a game proves
//! in its transaction that its shard is still this process's: the store's fence
//! ([`Store::set_shards`](crate::store::Store::set_shards)), set here.
//!
//! Without [`Shards`] (the terminal, a test) the service looks after every game. It must
//! not decide which shards to hold: the keeper does, and tells it ([`Shards::hold`],
//! [`Shards::release`]).

use std::collections::BTreeSet;
use std::sync::Arc;

use super::{Service, ServiceError};
use crate::store::{Lease, Member, Shards, StoreError, Taken};

/// What one renewal found: the shards whose lease could not be renewed (run out, or
/// another process holds them now), the live processes and every running lease.
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
        self.store.set_shards(shards.clone());
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

    /// One heartbeat of process `owner` (started for `total` shards), in one
    /// transaction: it stays a member for `ttl_ms`, renews the leases of `held` (each
    /// shard with the epoch it was taken at) for as long, and reads who else runs and
    /// holds what.
    ///
    /// # Errors
    /// Storage failures: nothing was renewed.
    pub fn renew_leases(
        &mut self,
        owner: &str,
        total: u32,
        held: &[(u32, i64)],
        ttl_ms: i64,
    ) -> Result<Renewal, ServiceError> {
        Ok(self.store.write(|tx| {
            tx.join_members(owner, total, ttl_ms)?;
            let mut lost = Vec::new();
            for &(shard, epoch) in held {
                if !tx.renew_lease(shard, owner, epoch, ttl_ms)? {
                    lost.push(shard);
                }
            }
            Ok::<_, StoreError>(Renewal { lost, members: tx.members()?, leases: tx.leases()? })
        })?)
    }

    /// Takes `shard` for `owner` for `ttl_ms` if no live process holds it: the epoch
    /// taken at, or the lease of the process holding it.
    ///
    /// # Errors
    /// Storage failures.
    pub fn take_lease(&mut self, shard: u32, owner: &str, ttl_ms: i64) -> Result<Taken, ServiceError> {
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
        shards.hold(0, 1);
        assert!(shards.covers("local"));
        shards.release(0);
        assert!(!shards.covers("local"), "let go");
    }
}
