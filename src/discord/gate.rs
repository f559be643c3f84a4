//! Which interactions this process acts on. One is dropped, neither answered nor
//! applied, when it came after a stop signal, on a gateway shard this process does not
//! serve, or older than Discord lets its answer come.
//!
//! After a stop signal the gateway is closing, and a command taken then might not be
//! done by the stop deadline (the database may be what the stop waits on): it is left
//! unanswered, as any command sent while the bot is down.
//!
//! Both happen to a process that was frozen (SIGSTOP, a paused VM, a stalled host):
//! - its socket still holds what Discord sent before it noticed the freeze, and on
//!   waking the library hands those interactions over, seconds or minutes old: Discord
//!   refuses an answer after [`ANSWER_WITHIN`], and a command the player was never told
//!   was played must not be played;
//! - after a freeze longer than Discord's heartbeat, the library restarts the shards
//!   whose connections Discord closed, by itself, although the lease keeper closed them
//!   (another process took their leases meanwhile): their interactions are the other
//!   process's to answer. Such a session is shut down from here on its first event (its
//!   READY), before it takes another, and the keeper is told too.
//!
//! Every write is fenced besides (the store proves the lease in its transaction): this
//! gate keeps the process from answering, the fence from recording. It must not look at
//! what an interaction asks.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::FullEvent;
use tokio::sync::mpsc::UnboundedSender;

use super::invoker;
use super::shutdown::Shutdown;
use crate::metrics::{self, Dropped};
use crate::service::Shards;

/// How long after a player sent an interaction Discord still takes its first answer.
pub const ANSWER_WITHIN_MS: i64 = 3_000;

/// A serenity framework (poise's) that sees only the interactions this process may
/// answer.
pub struct Gated<F> {
    framework: F,
    shards: Arc<Shards>,
    /// Where a shard that runs but is not served is reported, for the keeper to close.
    unserved: UnboundedSender<u32>,
    /// Whether the bot is stopping.
    shutdown: Shutdown,
}

impl<F> Gated<F> {
    pub fn new(
        framework: F,
        shards: Arc<Shards>,
        unserved: UnboundedSender<u32>,
        shutdown: Shutdown,
    ) -> Gated<F> {
        Gated { framework, shards, unserved, shutdown }
    }
}

impl<F> std::fmt::Debug for Gated<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gated").field("shards", &self.shards).finish_non_exhaustive()
    }
}

/// Why an interaction `age_ms` old, come while the bot is `stopping` or not, on a shard
/// this process serves or not, must be dropped, if it must.
fn verdict(stopping: bool, served: bool, age_ms: i64) -> Option<Dropped> {
    if stopping {
        return Some(Dropped::Stopping);
    }
    if !served {
        return Some(Dropped::Unserved);
    }
    (age_ms > ANSWER_WITHIN_MS).then_some(Dropped::Late)
}

#[poise::async_trait]
impl<F: serenity::Framework> serenity::Framework for Gated<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.framework.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: FullEvent) {
        let shard = ctx.shard_id.0;
        let served = self.shards.serves(shard);
        if !served {
            if matches!(event, FullEvent::Ready { .. }) {
                // A session started again by the Discord library: its runner ends now,
                // so it neither takes Discord's events nor restarts once more.
                ctx.shard.send_to_shard(serenity::ShardRunnerMessage::Shutdown(ctx.shard_id, 1000));
            }
            // Whatever the event, its session should not run: the keeper closes it.
            let _ = self.unserved.send(shard);
        }
        if let FullEvent::InteractionCreate { interaction } = &event {
            let id = interaction.id().get();
            let age_ms = invoker::age_ms(id);
            if let Some(why) = verdict(self.shutdown.is_stopping(), served, age_ms) {
                if why == Dropped::Stopping {
                    // What a stop is: no warning.
                    tracing::info!(shard, interaction = id, "interaction dropped unanswered: stopping");
                } else {
                    tracing::warn!(shard, interaction = id, age_ms, reason = ?why, "interaction dropped unanswered");
                }
                metrics::interaction_dropped(why);
                return;
            }
        }
        self.framework.dispatch(ctx, event).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_interaction_is_dropped_late_on_a_shard_not_served_or_once_stopping() {
        let shards = Shards::new("me".into(), 2);
        shards.hold(0, 1);
        assert_eq!(verdict(false, shards.serves(0), 100), None, "young, on a served shard");
        assert_eq!(verdict(false, shards.serves(0), 10_000), Some(Dropped::Late));
        assert_eq!(verdict(false, shards.serves(1), 100), Some(Dropped::Unserved));
        assert_eq!(verdict(true, shards.serves(0), 100), Some(Dropped::Stopping), "after a stop signal");
        shards.release(0);
        assert_eq!(verdict(false, shards.serves(0), 100), Some(Dropped::Unserved));
    }
}
