//! Bot seats moving by themselves. After any answer that changed a game (and, for
//! games a restart left waiting for a bot, at start and on the reminder loop's tick), a
//! task for that channel pauses briefly, then asks the service for the waiting bot's
//! turn, again and again while there is one, and posts each as a channel message with
//! the board, like anyone's turn. The bot thinks on the service's blocking threads,
//! never on the async runtime, so other channels go on meanwhile. One task per channel
//! at a time: a change while it runs makes it look once more before it stops. It must
//! not decide anything: moves and words come from the service.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use poise::serenity_prelude::{ChannelId, Http};

use super::boards::Boards;
use super::invoker::now_ms;
use super::outgoing;
use super::pickers::{self, Pickers};
use super::respond::{deliver, new_board, prepare_timelapse};
use super::services::Services;
use super::shutdown::Shutdown;
use crate::ai::Budget;
use crate::service::{Context, Front, Reply};

/// Drives the bot seats of every channel; cheap to clone.
#[derive(Clone, Debug)]
pub struct Driver {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    http: Arc<Http>,
    services: Arc<Services>,
    boards: Arc<Boards>,
    pickers: Arc<Pickers>,
    /// How long a bot waits before each move, so people can follow.
    pause: Duration,
    /// How long a hard bot may think about one decision.
    budget: Budget,
    /// The channels a task drives, each with whether a change came while it ran.
    driving: Mutex<HashMap<ChannelId, bool>>,
    /// Counts each turn in flight; no turn starts once the bot stops.
    shutdown: Shutdown,
}

impl Driver {
    pub fn new(
        http: Arc<Http>,
        services: Arc<Services>,
        boards: Arc<Boards>,
        pickers: Arc<Pickers>,
        pause: Duration,
        budget: Budget,
        shutdown: Shutdown,
    ) -> Driver {
        let driving = Mutex::new(HashMap::new());
        let inner = Inner { http, services, boards, pickers, pause, budget, driving, shutdown };
        Driver { inner: Arc::new(inner) }
    }

    /// Lets the bots of `channel` (in `guild`, as the service names it) play while its
    /// game waits for one: starts a task unless one runs already, which then looks
    /// again before it stops.
    pub fn drive(&self, guild: String, channel: ChannelId) {
        {
            let mut driving = self.inner.driving.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(again) = driving.get_mut(&channel) {
                *again = true;
                return;
            }
            driving.insert(channel, false);
        }
        let this = self.clone();
        tokio::spawn(async move { this.run(&guild, channel).await });
    }

    /// Drives every channel whose game waits for a bot (after a restart, say).
    pub async fn drive_waiting(&self) {
        match self.inner.services.call(|s| s.bot_channels()).await {
            Ok(Ok(channels)) => {
                for (guild, channel) in channels {
                    match channel.parse::<u64>() {
                        Ok(id) if id != 0 => self.drive(guild, ChannelId::new(id)),
                        _ => tracing::warn!(channel, "a game's channel is no Discord channel"),
                    }
                }
            }
            Ok(Err(e)) => tracing::error!(error = %e, "looking for games waiting for a bot failed"),
            Err(e) => tracing::error!(error = %e, "looking for games waiting for a bot failed"),
        }
    }

    async fn run(&self, guild: &str, channel: ChannelId) {
        loop {
            tokio::time::sleep(self.inner.pause).await;
            // A turn played is posted before the bot stops; the next start takes it up.
            let Some(_working) = self.inner.shutdown.start(format!("a bot's turn in channel {channel}"))
            else {
                return;
            };
            let ctx = Context::for_bots(guild, &channel.to_string(), Front::Discord, now_ms());
            let budget = self.inner.budget;
            match self.inner.services.call(move |s| s.bot_turn(&ctx, budget)).await {
                Ok(Some(reply)) => self.post(guild, channel, &reply).await,
                Ok(None) => {
                    if self.done(channel) {
                        return;
                    }
                }
                Err(e) => {
                    tracing::error!(%channel, error = %e, "a bot's turn failed");
                    if self.done(channel) {
                        return;
                    }
                }
            }
        }
    }

    /// Whether the task for `channel` may stop: no change came while it ran (if one did,
    /// it looks once more).
    fn done(&self, channel: ChannelId) -> bool {
        let mut driving = self.inner.driving.lock().unwrap_or_else(PoisonError::into_inner);
        match driving.get_mut(&channel) {
            Some(again) if *again => {
                *again = false;
                false
            }
            _ => {
                driving.remove(&channel);
                true
            }
        }
    }

    /// Posts a bot's turn in its channel: the board message (which becomes the channel's
    /// live one), then any details, then the direct messages waiting players asked for.
    /// The game moved on, so the channel's private pickers close.
    async fn post(&self, guild: &str, channel: ChannelId, reply: &Reply) {
        let http = &self.inner.http;
        let _turn = self.inner.boards.hold(channel).await;
        let outdated = self.inner.pickers.take(channel);
        // Nobody asked, so nothing is private: only the public messages go.
        for message in outgoing::messages(reply).iter().filter(|m| !m.ephemeral) {
            match channel.send_message(http, message.message()).await {
                Ok(sent) if message.image.is_some() => {
                    new_board(http, &self.inner.boards, guild, channel, Some(sent.id), message, reply).await;
                }
                Ok(_) => {}
                Err(e) => tracing::warn!(%channel, error = %e, "a bot's turn could not be posted"),
            }
        }
        pickers::close(http, outdated).await;
        deliver(http, &reply.followups).await;
        prepare_timelapse(&self.inner.services, reply);
    }
}
