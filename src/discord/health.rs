//! What `/healthz` tells: how far the bot's start has got (the database opened,
//! Discord reached, the gateway's shards connected, or stopping), told by [`run`](super::run) as it goes,
//! and the verdict with the database's own state, in plain English.
//!
//! It exists so that a health check can tell "starting" from "dead" from the moment the
//! endpoint's port is bound: every stage before serving has its reason. It reads
//! serenity's shard manager once the gateway client exists, and hears from the lease
//! keeper which shards this process runs and which it waits for (held by another
//! process); it must not touch games.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use poise::serenity_prelude::{ConnectionStage, ShardManager};

/// How far the start has got, shared by the bot's start and its endpoint.
#[derive(Debug)]
pub struct Health {
    stage: Mutex<Stage>,
    /// Every shard this process runs (its lease held and its session started; serenity
    /// forgets a shard while it restarts it, this does not).
    known: Mutex<BTreeSet<u32>>,
    /// What the lease keeper last saw: the shards it waits for and whether it stands by.
    leases: Mutex<Leases>,
}

/// The lease keeper's news for the health check.
#[derive(Clone, Debug, Default, PartialEq)]
struct Leases {
    /// Each shard this process should run that another holds: shard, holder, for how
    /// many more milliseconds.
    waiting: Vec<(u32, String, i64)>,
    /// Sharing shards (`auto/T`) with every shard held elsewhere: a spare, healthy.
    standing_by: bool,
}

/// One step of the start, or the stop.
#[derive(Clone, Debug)]
enum Stage {
    /// Opening the database (connecting, migrating), before anything else.
    Opening,
    /// Asking Discord for the first time.
    Reaching,
    /// Discord could not be reached (or answered with a server error) `tries` times;
    /// asked again at `next`.
    Unreachable { tries: u32, next: Instant },
    /// Discord answered; the gateway client is being made.
    Connecting,
    /// The gateway's shards run, their state read from the manager.
    Gateway(Arc<ShardManager>),
    /// Told to stop: the commands in flight are being answered.
    Stopping,
}

/// One gateway shard, as the endpoint reports it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shard {
    pub id: u32,
    pub connected: bool,
    pub latency: Option<Duration>,
}

/// The start's stage as read for one answer: the shards read, the next try's wait
/// measured from now.
#[derive(Clone, Debug, PartialEq)]
enum Seen {
    Opening,
    Reaching,
    Unreachable { tries: u32, next_in: Duration },
    Connecting,
    Serving(Vec<Shard>),
    Stopping,
}

impl Health {
    /// A start that has not opened its database yet.
    pub fn new() -> Arc<Health> {
        Arc::new(Health {
            stage: Mutex::new(Stage::Opening),
            known: Mutex::new(BTreeSet::new()),
            leases: Mutex::new(Leases::default()),
        })
    }

    fn set(&self, stage: Stage) {
        *self.stage.lock().unwrap_or_else(PoisonError::into_inner) = stage;
    }

    /// The database is open; Discord is being asked for the first time.
    pub fn reaching(&self) {
        self.set(Stage::Reaching);
    }

    /// Discord was not reached `tries` times in a row; the next try is `pause` away.
    pub fn unreachable(&self, tries: u32, pause: Duration) {
        self.set(Stage::Unreachable { tries, next: Instant::now() + pause });
    }

    /// Discord answered; the gateway is being connected.
    pub fn connecting(&self) {
        self.set(Stage::Connecting);
    }

    /// The gateway's shards run under `manager`.
    pub fn gateway(&self, manager: Arc<ShardManager>) {
        self.set(Stage::Gateway(manager));
    }

    /// `shard`'s session was started: it must be connected from now on.
    pub fn running(&self, shard: u32) {
        self.known.lock().unwrap_or_else(PoisonError::into_inner).insert(shard);
    }

    /// `shard` is no longer this process's.
    pub fn closed(&self, shard: u32) {
        self.known.lock().unwrap_or_else(PoisonError::into_inner).remove(&shard);
    }

    /// What the lease keeper saw: the shards it waits for (shard, holder, milliseconds
    /// left), and whether it stands by with every shard held elsewhere.
    pub fn leases(&self, waiting: Vec<(u32, String, i64)>, standing_by: bool) {
        *self.leases.lock().unwrap_or_else(PoisonError::into_inner) = Leases { waiting, standing_by };
    }

    /// The shards running, on one line: `0, 2`, or `none`.
    pub fn running_line(&self) -> String {
        let known = self.known.lock().unwrap_or_else(PoisonError::into_inner);
        if known.is_empty() {
            return "none".into();
        }
        known.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
    }

    /// The bot is stopping.
    pub fn stopping(&self) {
        self.set(Stage::Stopping);
    }

    /// Every known shard's state; none before the gateway client exists.
    pub async fn shards(&self) -> Vec<Shard> {
        let stage = self.stage.lock().unwrap_or_else(PoisonError::into_inner).clone();
        let Stage::Gateway(manager) = stage else { return Vec::new() };
        let runners = manager.runners.lock().await;
        let known = self.known.lock().unwrap_or_else(PoisonError::into_inner);
        known
            .iter()
            .map(|&id| {
                let runner = runners.iter().find(|(shard, _)| shard.0 == id).map(|(_, r)| r);
                Shard {
                    id,
                    connected: runner.is_some_and(|r| r.stage == ConnectionStage::Connected),
                    latency: runner.and_then(|r| r.latency),
                }
            })
            .collect()
    }

    /// `Ok` while serving with every shard connected and the database sound
    /// (`database`: its fault, if any); else every reason it is not, on one line.
    pub async fn verdict(&self, database: Option<String>) -> Result<(), String> {
        let stage = self.stage.lock().unwrap_or_else(PoisonError::into_inner).clone();
        let seen = match stage {
            Stage::Opening => Seen::Opening,
            Stage::Reaching => Seen::Reaching,
            Stage::Unreachable { tries, next } => {
                Seen::Unreachable { tries, next_in: next.saturating_duration_since(Instant::now()) }
            }
            Stage::Connecting => Seen::Connecting,
            Stage::Gateway(_) => Seen::Serving(self.shards().await),
            Stage::Stopping => Seen::Stopping,
        };
        let leases = self.leases.lock().unwrap_or_else(PoisonError::into_inner).clone();
        verdict(&seen, &leases, database)
    }
}

/// The verdict on what was seen: the start's reason first, then the database's.
fn verdict(seen: &Seen, leases: &Leases, database: Option<String>) -> Result<(), String> {
    let mut reasons = start(seen, leases);
    reasons.extend(leases.waiting.iter().map(|(shard, holder, ms)| {
        format!(
            "waiting for shard {shard}: another process ({holder}) holds it for {} s more",
            (ms.max(&0) + 999) / 1000
        )
    }));
    reasons.extend(database);
    if reasons.is_empty() { Ok(()) } else { Err(reasons.join("; ")) }
}

/// Why the start is not serving yet (or no longer), if it is not.
fn start(seen: &Seen, leases: &Leases) -> Vec<String> {
    match seen {
        Seen::Opening => vec!["connecting to the database".into()],
        Seen::Reaching => vec!["waiting for Discord: asking it for the first time".into()],
        Seen::Unreachable { tries, next_in } => {
            let times = if *tries == 1 { "once".to_string() } else { format!("{tries} times") };
            let next = match next_in.as_millis().div_ceil(1000) {
                0 => "trying again now".to_string(),
                secs => format!("next try in {secs} s"),
            };
            vec![format!("waiting for Discord: not reachable yet (tried {times}; {next})")]
        }
        Seen::Connecting => vec!["waiting for Discord: connecting to its gateway".into()],
        Seen::Serving(shards) if shards.is_empty() && (leases.standing_by || !leases.waiting.is_empty()) => {
            Vec::new()
        }
        Seen::Serving(shards) if shards.is_empty() => vec!["no gateway shard is running yet".into()],
        Seen::Serving(shards) => {
            let down: Vec<String> =
                shards.iter().filter(|s| !s.connected).map(|s| s.id.to_string()).collect();
            if down.is_empty() {
                Vec::new()
            } else {
                vec![format!("gateway shard {} not connected", down.join(", "))]
            }
        }
        Seen::Stopping => vec!["stopping: answering the commands in flight".into()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shard(id: u32, connected: bool) -> Shard {
        Shard { id, connected, latency: None }
    }

    fn none() -> Leases {
        Leases::default()
    }

    fn serving(shards: &[Shard]) -> Seen {
        Seen::Serving(shards.to_vec())
    }

    #[test]
    fn healthy_only_serving_with_every_shard_connected_and_the_database_sound() {
        assert_eq!(verdict(&serving(&[shard(0, true), shard(1, true)]), &none(), None), Ok(()));
        assert_eq!(
            verdict(&serving(&[shard(0, true), shard(1, false), shard(3, false)]), &none(), None),
            Err("gateway shard 1, 3 not connected".into())
        );
        assert_eq!(verdict(&serving(&[]), &none(), None), Err("no gateway shard is running yet".into()));
        assert_eq!(
            verdict(
                &serving(&[shard(0, true)]),
                &none(),
                Some("cannot write bot.db: the disk is full".into())
            ),
            Err("cannot write bot.db: the disk is full".into())
        );
    }

    #[test]
    fn every_stage_before_serving_says_what_it_waits_for() {
        assert_eq!(
            verdict(
                &Seen::Opening,
                &none(),
                Some("the database does not answer: it did not answer within 3 s".into())
            ),
            Err("connecting to the database; the database does not answer: it did not answer within 3 s"
                .into())
        );
        assert_eq!(
            verdict(&Seen::Reaching, &none(), None),
            Err("waiting for Discord: asking it for the first time".into())
        );
        let unreachable = |tries, millis| Seen::Unreachable { tries, next_in: Duration::from_millis(millis) };
        assert_eq!(
            verdict(&unreachable(1, 1500), &none(), None),
            Err("waiting for Discord: not reachable yet (tried once; next try in 2 s)".into())
        );
        assert_eq!(
            verdict(&unreachable(3, 0), &none(), Some("the database does not answer: disk I/O error".into())),
            Err("waiting for Discord: not reachable yet (tried 3 times; trying again now); \
                 the database does not answer: disk I/O error"
                .into())
        );
        assert_eq!(
            verdict(&Seen::Connecting, &none(), None),
            Err("waiting for Discord: connecting to its gateway".into())
        );
        assert_eq!(
            verdict(&Seen::Stopping, &none(), None),
            Err("stopping: answering the commands in flight".into())
        );
    }

    #[test]
    fn a_shard_held_elsewhere_is_waited_for_and_a_spare_is_healthy() {
        let waiting = Leases { waiting: vec![(2, "box:41:ab".into(), 12_300)], standing_by: false };
        assert_eq!(
            verdict(&serving(&[shard(0, true)]), &waiting, None),
            Err("waiting for shard 2: another process (box:41:ab) holds it for 13 s more".into())
        );
        let spare = Leases { waiting: Vec::new(), standing_by: true };
        assert_eq!(verdict(&serving(&[]), &spare, None), Ok(()));
    }
}
