//! The lease keeper: which gateway shards this process runs, decided with the other
//! processes on the same database through leases that expire (see the service's
//! `shards` module and the store's `leases`).
//!
//! Every third of the lease time it renews, in one transaction, its membership and the
//! leases of the shards it holds. A shard whose lease another process took is closed.
//! A shard whose renewal did not come back in time is closed *before* its lease can
//! have run out (the deadline is counted from before the renewal was sent, less a
//! tenth): a process frozen (SIGSTOP, a hung machine) wakes up to find its deadlines
//! passed and stops serving those shards before doing anything else, while the
//! survivors have taken them over.
//!
//! With a fixed range (`DISCORD_SHARDS=a-b/T`, or every shard when unset) it runs
//! exactly those, and refuses to start while another process holds one of them. With
//! `auto/T` it takes free shards up to its fair share (`T` over the live processes,
//! rounded up), one at a time, and lets extras go: a dead process's shards are free
//! once its leases expire, and the survivors take them.
//!
//! Sessions start at Discord's pace: one IDENTIFY per bucket (`shard %
//! max_concurrency`) every 5 s across all processes, by a slot in the database, and
//! never two from this process within 5 s (serenity's own queue would otherwise hold
//! the second back past its slot). It must not touch games.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Result, bail};
use poise::serenity_prelude::{ShardId, ShardManager};
use tokio::sync::mpsc::UnboundedReceiver;
use tokio::time::Instant;

use super::health::Health;
use super::services::Services;
use crate::service::{Lease, Renewal, Shards, Taken};

/// Discord's spacing of IDENTIFYs in one bucket, with room for a session's start to
/// take a little longer in one process than in another.
const IDENTIFY_SLOT: Duration = Duration::from_millis(5_500);

/// How long past a lease's expiry a fixed range looks again whether its holder renewed it.
const RECHECK: Duration = Duration::from_millis(500);

/// The spacing of this process's own session starts (serenity's queue waits 5 s).
const OWN_SPACING: Duration = Duration::from_secs(5);

/// A shard this process holds.
#[derive(Clone, Copy, Debug)]
struct Held {
    until: Instant,
    epoch: i64,
}

/// Which shards the process runs.
#[derive(Clone, Debug)]
pub enum Wanted {
    /// Exactly these.
    Range(BTreeSet<u32>),
    /// A fair share of all.
    Auto,
}

/// The lease keeper of one process.
#[derive(Debug)]
pub struct Keeper {
    services: Arc<Services>,
    shards: Arc<Shards>,
    wanted: Wanted,
    ttl: Duration,
    max_concurrency: u32,
    health: Arc<Health>,
    /// Each shard held: when it must close unless renewed, and the epoch its lease was
    /// taken at (what its games' writes prove, see the store's `leases`).
    held: BTreeMap<u32, Held>,
    /// Shards held but whose session has not been started yet, in order.
    to_start: Vec<u32>,
    last_start: Option<Instant>,
    /// Where the first shard to start goes: the client starts it itself, so that a
    /// fatal gateway error (a refused token) ends the bot as it should.
    first: Option<tokio::sync::oneshot::Sender<u32>>,
}

impl Keeper {
    pub fn new(
        services: Arc<Services>,
        shards: Arc<Shards>,
        wanted: Wanted,
        ttl: Duration,
        max_concurrency: u32,
        health: Arc<Health>,
        first: tokio::sync::oneshot::Sender<u32>,
    ) -> Keeper {
        Keeper {
            services,
            shards,
            wanted,
            ttl,
            max_concurrency: max_concurrency.max(1),
            health,
            held: BTreeMap::new(),
            to_start: Vec::new(),
            last_start: None,
            first: Some(first),
        }
    }

    fn ttl_ms(&self) -> i64 {
        i64::try_from(self.ttl.as_millis()).unwrap_or(i64::MAX)
    }

    /// When a lease renewed by a statement sent at `sent` must be let go at the
    /// latest: before the database can see it expire.
    fn deadline(&self, sent: Instant) -> Instant {
        sent + self.ttl - self.ttl / 10
    }

    /// Takes the leases of a fixed range, refusing (naming the holder) while another
    /// live process holds one of them. A lease held by a process that died (killed, its
    /// machine lost: a restart of this one, often) runs out by itself: each one held
    /// elsewhere is waited for until it has run out, and only a holder that renewed it
    /// meanwhile, alive, is refused.
    ///
    /// # Errors
    /// A shard of the range is held by a live process, or the database failed.
    pub async fn take_range(&mut self) -> Result<()> {
        let Wanted::Range(range) = self.wanted.clone() else { return Ok(()) };
        let owner = self.shards.owner().to_owned();
        let mut seen: BTreeMap<u32, String> = BTreeMap::new();
        loop {
            let mut elsewhere = Vec::new();
            let missing: Vec<u32> = range.iter().copied().filter(|s| !self.held.contains_key(s)).collect();
            for shard in missing {
                elsewhere.extend(self.take(shard).await?);
            }
            if elsewhere.is_empty() {
                self.to_start.sort_unstable();
                return Ok(());
            }
            if let Some(alive) = elsewhere.iter().find(|l| seen.get(&l.shard) == Some(&l.owner)) {
                let took = self.held.keys().copied().collect::<Vec<_>>();
                // Let go of what was taken, so the holder's range is not blocked by ours.
                let _ = self
                    .services
                    .call(move |s| took.iter().try_for_each(|&shard| s.release_lease(shard, &owner)))
                    .await;
                bail!(
                    "shard {} is served by another process ({}), which renews its lease: stop it \
                     first, or give this one other shards (DISCORD_SHARDS)",
                    alive.shard,
                    alive.owner
                );
            }
            let waiting: Vec<(u32, String, i64)> =
                elsewhere.iter().map(|l| (l.shard, l.owner.clone(), l.expires_in_ms)).collect();
            for (shard, holder, ms) in &waiting {
                tracing::info!(
                    shard,
                    holder,
                    ms,
                    "shard held by another process: waiting for its lease to run out"
                );
            }
            self.health.leases(waiting, false);
            let longest = elsewhere.iter().map(|l| l.expires_in_ms).max().unwrap_or(0);
            seen = elsewhere.into_iter().map(|l| (l.shard, l.owner)).collect();
            // Past the expiry, so a holder that renewed is told from one that did not.
            tokio::time::sleep(Duration::from_millis(u64::try_from(longest).unwrap_or(0)) + RECHECK).await;
        }
    }

    /// Keeps the leases until told to stop (then [`Keeper::leave`]), at once, even in
    /// the middle of a pass that waits on the database: the stop must not wait for it.
    /// Between passes it closes at once any session the gate reports on a shard this
    /// process does not serve (`unserved`): one the Discord library restarted by itself.
    pub async fn run(
        mut self,
        manager: Arc<ShardManager>,
        mut stop: tokio::sync::oneshot::Receiver<()>,
        mut unserved: UnboundedReceiver<u32>,
    ) -> Keeper {
        let every = self.ttl / 3;
        loop {
            let next = tokio::select! {
                next = self.tick(&manager) => Some(next),
                _ = &mut stop => None,
            };
            let Some(next) = next else { return self };
            let until = Instant::now() + next.min(every);
            loop {
                tokio::select! {
                    () = tokio::time::sleep_until(until) => break,
                    Some(shard) = unserved.recv() => self.close_unserved(&manager, shard).await,
                    _ = &mut stop => return self,
                }
            }
        }
    }

    /// Closes the session of `shard` if one runs although this process does not serve
    /// it: the Discord library restarts a shard whose connection Discord closed by
    /// itself (after a freeze longer than Discord's heartbeat), the keeper's closing of
    /// it notwithstanding.
    async fn close_unserved(&mut self, manager: &ShardManager, shard: u32) {
        let id = ShardId(shard);
        if self.shards.serves(shard) || self.to_start.contains(&shard) || !manager.has(id).await {
            return;
        }
        tracing::warn!(shard, "a session runs for a shard this process does not serve: closing it");
        manager.shutdown(id, 1000).await;
    }

    /// One pass: close what is no longer ours, renew, take or let go, start what waits.
    /// Returns how soon the next pass is needed.
    async fn tick(&mut self, manager: &ShardManager) -> Duration {
        // First of all, after a freeze: a lease that may have run out is closed now.
        let now = Instant::now();
        let late: Vec<u32> = self.held.iter().filter(|(_, h)| h.until <= now).map(|(s, _)| *s).collect();
        for shard in late {
            tracing::warn!(shard, "shard lease not renewed in time: closing the shard");
            self.close(manager, shard, false).await;
        }
        let renewal = match self.renew().await {
            Ok(renewal) => renewal,
            Err(e) => {
                tracing::error!(error = %format!("{e:#}"), "shard leases not renewed");
                return Duration::from_secs(1);
            }
        };
        for &shard in &renewal.lost {
            tracing::warn!(
                shard,
                "shard lease lost (run out, or taken by another process): closing the shard"
            );
            self.close(manager, shard, false).await;
        }
        for id in manager.shards_instantiated().await {
            self.close_unserved(manager, id.0).await;
        }
        let standing_by = matches!(self.wanted, Wanted::Auto)
            && self.held.is_empty()
            && u32::try_from(renewal.leases.len()).is_ok_and(|n| n >= self.shards.total());
        self.health.leases(self.waiting(&renewal), standing_by);
        if let Err(e) = self.share(manager, &renewal).await {
            tracing::error!(error = %format!("{e:#}"), "shard leases not taken");
        }
        self.start_next(manager).await
    }

    async fn renew(&mut self) -> Result<Renewal> {
        let (owner, total, ttl) = (self.shards.owner().to_owned(), self.shards.total(), self.ttl_ms());
        let held: Vec<(u32, i64)> = self.held.iter().map(|(s, h)| (*s, h.epoch)).collect();
        let sent = Instant::now();
        let renewal = self.services.call(move |s| s.renew_leases(&owner, total, &held, ttl)).await??;
        let deadline = self.deadline(sent);
        for (shard, held) in &mut self.held {
            if !renewal.lost.contains(shard) {
                held.until = deadline;
                self.shards.sure_until(*shard, deadline.into_std());
            }
        }
        if let Some(other) = renewal.members.iter().find(|m| m.total != total) {
            tracing::error!(
                other = other.owner,
                theirs = other.total,
                ours = total,
                "processes on this database disagree on the number of shards (DISCORD_SHARDS)"
            );
        }
        Ok(renewal)
    }

    /// The shards this process wants but another holds, with their holder.
    fn waiting(&self, renewal: &Renewal) -> Vec<(u32, String, i64)> {
        let Wanted::Range(range) = &self.wanted else { return Vec::new() };
        renewal
            .leases
            .iter()
            .filter(|l| range.contains(&l.shard) && l.owner != self.shards.owner())
            .map(|l| (l.shard, l.owner.clone(), l.expires_in_ms))
            .collect()
    }

    /// Takes one more shard, or lets one go, toward what this process should run.
    async fn share(&mut self, manager: &ShardManager, renewal: &Renewal) -> Result<()> {
        let leased: BTreeSet<u32> = renewal.leases.iter().map(|l| l.shard).collect();
        let free = |shard: &u32| !leased.contains(shard);
        let (take, extra) = match &self.wanted {
            Wanted::Range(range) => {
                (range.iter().copied().find(|s| free(s) && !self.held.contains_key(s)), None)
            }
            Wanted::Auto => {
                let total = self.shards.total();
                let live = u32::try_from(renewal.members.len()).unwrap_or(u32::MAX).max(1);
                let fair = usize::try_from(total.div_ceil(live)).unwrap_or(usize::MAX);
                let take = (self.held.len() < fair && self.to_start.is_empty())
                    .then(|| (0..total).find(|s| free(s) && !self.held.contains_key(s)))
                    .flatten();
                // Let go of one not started yet first, else the highest.
                let extra = (self.held.len() > fair)
                    .then(|| self.to_start.last().copied().or_else(|| self.held.keys().next_back().copied()))
                    .flatten();
                (take, extra)
            }
        };
        if let Some(shard) = extra {
            tracing::info!(shard, "more shards than a fair share: letting one go");
            self.close(manager, shard, true).await;
        }
        if let Some(shard) = take
            && self.take(shard).await?.is_none()
        {
            tracing::info!(shard, "shard lease taken");
        }
        Ok(())
    }

    /// Takes `shard`'s lease, to be started in turn: `None` when taken, else the lease
    /// of the process holding it.
    async fn take(&mut self, shard: u32) -> Result<Option<Lease>> {
        let (owner, ttl) = (self.shards.owner().to_owned(), self.ttl_ms());
        let sent = Instant::now();
        match self.services.call(move |s| s.take_lease(shard, &owner, ttl)).await?? {
            Taken::At(epoch) => {
                self.held.insert(shard, Held { until: self.deadline(sent), epoch });
                self.to_start.push(shard);
                Ok(None)
            }
            Taken::By(holder) => Ok(Some(holder)),
        }
    }

    /// Starts the next shard waiting, when its bucket's slot is free; returns how soon
    /// to come back.
    async fn start_next(&mut self, manager: &ShardManager) -> Duration {
        let Some(&shard) = self.to_start.first() else { return self.ttl };
        if let Some(last) = self.last_start {
            let since = last.elapsed();
            if since < OWN_SPACING {
                return OWN_SPACING - since;
            }
        }
        let bucket = shard % self.max_concurrency;
        let slot = i64::try_from(IDENTIFY_SLOT.as_millis()).unwrap_or(i64::MAX);
        let wait = match self.services.call(move |s| s.take_identify_slot(bucket, slot)).await {
            Ok(Ok(wait)) => wait,
            Ok(Err(e)) => {
                tracing::error!(error = %e, "no IDENTIFY slot");
                return Duration::from_secs(1);
            }
            Err(e) => {
                tracing::error!(error = %format!("{e:#}"), "no IDENTIFY slot");
                return Duration::from_secs(1);
            }
        };
        if wait > 0 {
            return Duration::from_millis(u64::try_from(wait).unwrap_or(0));
        }
        self.to_start.remove(0);
        self.last_start = Some(Instant::now());
        let Some(held) = self.held.get(&shard) else { return Duration::ZERO };
        tracing::info!(shard, epoch = held.epoch, "starting shard");
        self.shards.hold(shard, held.epoch);
        self.shards.sure_until(shard, held.until.into_std());
        self.health.running(shard);
        // Its games are this process's now, with what their last holder left untold
        // (the board page's moves): whoever follows the feed looks again.
        match self.services.call(|s| s.feed()).await {
            Ok(feed) => feed.nudge(),
            Err(e) => tracing::warn!(error = %format!("{e:#}"), "the feed not told of a shard taken"),
        }
        let id = ShardId(shard);
        if let Some(first) = self.first.take() {
            let _ = first.send(shard);
        } else {
            if !manager.has(id).await {
                // Nothing runs to shut down first: said so at once, or the manager's
                // restart waits 5 s for a runner that does not exist.
                manager.shutdown_finished(id);
            }
            manager.restart(id).await;
        }
        if self.to_start.is_empty() { self.ttl } else { OWN_SPACING }
    }

    /// Stops serving `shard`: its background work at once, then its session, then (if
    /// `release`) its lease, for another process to take.
    async fn close(&mut self, manager: &ShardManager, shard: u32, release: bool) {
        self.shards.release(shard);
        self.health.closed(shard);
        self.held.remove(&shard);
        let started = !self.to_start.contains(&shard);
        self.to_start.retain(|s| *s != shard);
        if started {
            manager.shutdown(ShardId(shard), 1000).await;
        }
        if release {
            let owner = self.shards.owner().to_owned();
            if let Err(e) = self.services.call(move |s| s.release_lease(shard, &owner)).await {
                tracing::warn!(shard, error = %format!("{e:#}"), "shard lease not released");
            }
        }
    }

    /// While the bot stops: renews the leases it holds (taking, starting and closing
    /// nothing) until `stopping` ends, and returns what it returned. What is in flight
    /// at the stop (a reminder being posted, a bot's turn) records its side effect
    /// under its shard's lease, so the lease must outlive the drain however long the
    /// stop timeout is next to the lease time. A renewal the database is slow to answer
    /// holds the stop up no more than any other wait on it.
    pub async fn renew_during<T>(mut self, stopping: impl Future<Output = T>) -> (Keeper, T) {
        tokio::pin!(stopping);
        let every = self.ttl / 3;
        loop {
            let done = tokio::select! {
                done = &mut stopping => Some(done),
                () = tokio::time::sleep(every) => None,
            };
            if let Some(done) = done {
                return (self, done);
            }
            let done = tokio::select! {
                done = &mut stopping => Some(done),
                renewed = self.renew() => {
                    if let Err(e) = renewed {
                        tracing::error!(error = %format!("{e:#}"), "shard leases not renewed while stopping");
                    }
                    None
                }
            };
            if let Some(done) = done {
                return (self, done);
            }
        }
    }

    /// The bot stops: every lease goes at once, so others take the shards now; within
    /// `wait` (as long as the checkpoint beside it: a stop ends in time whatever the
    /// database does), else they run out by themselves (within the lease time).
    pub async fn leave(self, wait: Duration) {
        let owner = self.shards.owner().to_owned();
        for shard in self.held.keys() {
            self.shards.release(*shard);
        }
        let leaving = self.services.call(move |s| s.leave_shards(&owner));
        match tokio::time::timeout(wait, leaving).await {
            Ok(Ok(Ok(()))) => tracing::info!("shard leases released"),
            Ok(Ok(Err(e))) => tracing::warn!(error = %e, "shard leases not released"),
            Ok(Err(e)) => tracing::warn!(error = %format!("{e:#}"), "shard leases not released"),
            Err(_) => tracing::warn!(?wait, "shard leases not released in time: they run out by themselves"),
        }
    }
}

/// This process's name in the leases: its host, process id and a random word, so an
/// operator reading a refusal or `/healthz` knows which process holds a shard.
#[must_use]
pub fn owner_name() -> String {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|h| h.trim().to_owned())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".into());
    format!("{host}:{}:{:08x}", std::process::id(), rand::random::<u32>())
}
