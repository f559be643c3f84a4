//! The order each channel's interactions came from Discord in, so that they are answered
//! in that order (issue 73's stale rotation picker).
//!
//! Serenity hands every gateway event to a task of its own, and tokio runs the newest
//! task first (its LIFO slot) or on another worker: a `/place` sent just after a
//! rotation click may take its channel's turn before the click does, read the game
//! before the click's tile is placed, and be answered with the picker just used. The
//! only code that sees events in the order they came is a shard's collector, which
//! serenity calls for each event on the shard's own task before it spawns the event's
//! handler. Each shard's collector queues its interactions here ([`Arrivals::collector`]);
//! an answer waits for the interactions queued before it in its channel to take their
//! turn or go ([`Arrivals::first`]), and every interaction leaves its queue when it has
//! the turn or when its handling ends, whatever ended it ([`Arrivals::handling`]).
//!
//! An interaction the collector missed (one come between a shard's start and its
//! collector's) is in no queue and waits for nobody, as before this order.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CollectorCallback, Event, Interaction};
use tokio::sync::Notify;

/// Every channel's interactions not yet answered, in the order they came.
#[derive(Debug, Default)]
pub struct Arrivals {
    queues: Mutex<HashMap<ChannelId, Queue>>,
    /// Each shard's live collector: a restarted shard's new one retires the old.
    collectors: Mutex<HashMap<u32, u64>>,
}

/// One channel's interactions in the order they came, and a bell rung when one leaves.
#[derive(Debug, Default)]
struct Queue {
    waiting: VecDeque<u64>,
    left: Arc<Notify>,
}

impl Arrivals {
    /// The collector for shard `shard`'s events, to add to the shard when its session
    /// starts: it queues each interaction that is answered in its channel's turn (all
    /// but autocompletes, answered at once). It retires any collector an earlier session
    /// of the shard added, which would queue every interaction twice.
    pub fn collector(self: &Arc<Arrivals>, shard: u32) -> CollectorCallback {
        let generation = {
            let mut collectors = self.collectors.lock().unwrap_or_else(PoisonError::into_inner);
            let generation = collectors.get(&shard).map_or(0, |g| g + 1);
            collectors.insert(shard, generation);
            generation
        };
        let arrivals = Arc::clone(self);
        CollectorCallback(Box::new(move |event| {
            let live = arrivals.collectors.lock().unwrap_or_else(PoisonError::into_inner).get(&shard)
                == Some(&generation);
            if live
                && let Event::InteractionCreate(created) = event
                && let Some(channel) = ordered(&created.interaction)
            {
                arrivals.came(channel, created.interaction.id().get());
            }
            live
        }))
    }

    /// Queues interaction `id` in `channel`, after those come before it.
    fn came(&self, channel: ChannelId, id: u64) {
        let mut queues = self.queues.lock().unwrap_or_else(PoisonError::into_inner);
        let queue = queues.entry(channel).or_default();
        if !queue.waiting.contains(&id) {
            queue.waiting.push_back(id);
        }
    }

    /// Waits until no interaction come before `id` in `channel` is still queued: each
    /// has taken the channel's turn or gone unanswered.
    pub async fn first(&self, channel: ChannelId, id: u64) {
        loop {
            let Err(left) = self.ready(channel, id) else { return };
            let rung = left.notified();
            tokio::pin!(rung);
            // Listening before the queue is looked at again: a leave in between rings.
            rung.as_mut().enable();
            if self.ready(channel, id).is_ok() {
                return;
            }
            rung.await;
        }
    }

    /// `Ok` when `id` heads `channel`'s queue or is in none; else the bell that rings
    /// when one of the channel's interactions leaves.
    fn ready(&self, channel: ChannelId, id: u64) -> Result<(), Arc<Notify>> {
        let queues = self.queues.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(queue) = queues.get(&channel) else { return Ok(()) };
        if queue.waiting.front() == Some(&id) || !queue.waiting.contains(&id) {
            return Ok(());
        }
        Err(Arc::clone(&queue.left))
    }

    /// Takes interaction `id` out of `channel`'s queue (it has the turn, or is done),
    /// letting the next one go.
    pub fn leave(&self, channel: ChannelId, id: u64) {
        let mut queues = self.queues.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(queue) = queues.get_mut(&channel) else { return };
        let Some(at) = queue.waiting.iter().position(|&w| w == id) else { return };
        queue.waiting.remove(at);
        queue.left.notify_waiters();
        if queue.waiting.is_empty() {
            queues.remove(&channel);
        }
    }

    /// A guard for the handling of `interaction`: it leaves its queue when the guard
    /// drops, however its handling ended (answered, refused, dropped at the gate, or
    /// failed), so that it never holds its channel's later interactions back.
    pub fn handling(self: &Arc<Arrivals>, interaction: &Interaction) -> Option<Handling> {
        let channel = ordered(interaction)?;
        Some(Handling { arrivals: Arc::clone(self), channel, id: interaction.id().get() })
    }

    /// How many interactions are queued in `channel` (for tests).
    #[cfg(test)]
    fn queued(&self, channel: ChannelId) -> usize {
        let queues = self.queues.lock().unwrap_or_else(PoisonError::into_inner);
        queues.get(&channel).map_or(0, |q| q.waiting.len())
    }
}

/// The channel of an interaction answered in its channel's turn, if it is one.
fn ordered(interaction: &Interaction) -> Option<ChannelId> {
    match interaction {
        Interaction::Command(i) => Some(i.channel_id),
        Interaction::Component(i) => Some(i.channel_id),
        Interaction::Modal(i) => Some(i.channel_id),
        _ => None,
    }
}

/// See [`Arrivals::handling`].
#[derive(Debug)]
pub struct Handling {
    arrivals: Arc<Arrivals>,
    channel: ChannelId,
    id: u64,
}

impl Drop for Handling {
    fn drop(&mut self) {
        self.arrivals.leave(self.channel, self.id);
    }
}

/// A serenity framework (the gate's) whose interactions are queued in the order they
/// came: it adds each shard's collector when its session starts, and keeps every
/// interaction queued only while it is handled.
pub struct InOrder<F> {
    framework: F,
    arrivals: Arc<Arrivals>,
}

impl<F> InOrder<F> {
    pub fn new(framework: F, arrivals: Arc<Arrivals>) -> InOrder<F> {
        InOrder { framework, arrivals }
    }
}

impl<F> std::fmt::Debug for InOrder<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InOrder").field("arrivals", &self.arrivals).finish_non_exhaustive()
    }
}

#[poise::async_trait]
impl<F: serenity::Framework> serenity::Framework for InOrder<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.framework.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let _handling = match &event {
            serenity::FullEvent::Ready { .. } => {
                ctx.shard.add_collector(self.arrivals.collector(ctx.shard_id.0));
                None
            }
            serenity::FullEvent::InteractionCreate { interaction } => self.arrivals.handling(interaction),
            _ => None,
        };
        self.framework.dispatch(ctx, event).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HERE: ChannelId = ChannelId::new(7);

    /// Whether `future` is still pending once polled.
    async fn pending(future: std::pin::Pin<&mut impl Future<Output = ()>>) -> bool {
        tokio::select! {
            biased;
            () = future => false,
            () = std::future::ready(()) => true,
        }
    }

    #[tokio::test]
    async fn an_interaction_waits_for_those_come_before_it_in_its_channel() {
        let arrivals = Arc::new(Arrivals::default());
        for id in [1, 2, 3] {
            arrivals.came(HERE, id);
        }
        arrivals.came(ChannelId::new(8), 9);
        // Another channel's, and the first, go at once; one never queued too.
        arrivals.first(ChannelId::new(8), 9).await;
        arrivals.first(HERE, 1).await;
        arrivals.first(HERE, 42).await;

        let mut third = std::pin::pin!(arrivals.first(HERE, 3));
        assert!(pending(third.as_mut()).await, "the third waits for the first two");
        arrivals.leave(HERE, 1);
        assert!(pending(third.as_mut()).await, "the third waits for the second");
        arrivals.leave(HERE, 2);
        third.await;
        assert_eq!(arrivals.queued(HERE), 1, "the third stays queued until it leaves");
        arrivals.leave(HERE, 3);
        assert_eq!(arrivals.queued(HERE), 0);
    }

    #[test]
    fn an_interaction_queued_twice_is_queued_once() {
        let arrivals = Arrivals::default();
        arrivals.came(HERE, 1);
        arrivals.came(HERE, 1);
        assert_eq!(arrivals.queued(HERE), 1);
    }
}
