//! Each channel's live message: the last public message whose buttons still act (a
//! turn's board, a look at the board, the lobby), and the turn it tells so far. A click
//! on it updates it in place (one message per turn); a newer one takes its buttons
//! away, so old messages never look live. The record is the service's, stored with the
//! games, so after a restart the next board message still reaches the old one's
//! buttons. Answers in one channel are worked out and sent one at a time, in the order
//! their interactions came, each recording what it sent before the next goes, so the
//! last message sent is the live one and no answer is read from a game an earlier one is
//! about to change. It must not decide
//! which message is live: the callers say what they sent.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use poise::serenity_prelude::{ChannelId, EditMessage, Http, MessageId};
use tokio::sync::OwnedMutexGuard;

use super::arrivals::Arrivals;
use super::services::Services;
use crate::service::{Live, Service, ServiceError};

/// The live messages of every channel, through the service.
#[derive(Debug)]
pub struct Boards {
    services: Arc<Services>,
    /// The order each channel's interactions came in.
    arrivals: Arc<Arrivals>,
    /// A turn to send, per channel.
    sending: Mutex<HashMap<ChannelId, Arc<tokio::sync::Mutex<()>>>>,
}

impl Boards {
    pub fn new(services: Arc<Services>, arrivals: Arc<Arrivals>) -> Boards {
        Boards { services, arrivals, sending: Mutex::default() }
    }

    /// Waits for `channel`'s turn to answer (read the game, then send), kept until the
    /// guard drops: two answers sent at once could otherwise record their messages in
    /// the other order, leaving the newer one without buttons and the older one with
    /// them; and one read while an earlier one waits to be saved tells a game already
    /// moved past (`respond`). Waiters are served first come, first served.
    ///
    /// An interaction's answer (`interaction` its id) first waits for the channel's
    /// interactions that came before it ([`Arrivals`]): their handlers may have been
    /// started after its own.
    pub async fn hold(&self, channel: ChannelId, interaction: Option<u64>) -> OwnedMutexGuard<()> {
        if let Some(id) = interaction {
            self.arrivals.first(channel, id).await;
        }
        let turn = {
            let mut sending = self.sending.lock().unwrap_or_else(PoisonError::into_inner);
            Arc::clone(sending.entry(channel).or_default())
        };
        let held = turn.lock_owned().await;
        if let Some(id) = interaction {
            // In line for the turn before the next one: it may go.
            self.arrivals.leave(channel, id);
        }
        held
    }

    /// What `message` in `channel` tells so far, if it is the channel's live one.
    pub async fn narration(&self, guild: &str, channel: ChannelId, message: MessageId) -> Option<String> {
        let (guild, channel, message) = (guild.to_string(), channel.to_string(), message.to_string());
        self.call(move |s| s.live_narration(&guild, &channel, &message)).await.flatten()
    }

    /// Makes `message`, telling `narration` so far, the channel's live message (or none)
    /// and takes the buttons off the one it replaces.
    pub async fn make_live(
        &self,
        http: &Http,
        guild: &str,
        channel: ChannelId,
        live: Option<(MessageId, String)>,
    ) {
        let live = live.map(|(id, narration)| Live { message: id.to_string(), narration });
        let (guild, place) = (guild.to_string(), channel.to_string());
        let old = self.call(move |s| s.replace_live(&guild, &place, live)).await.flatten();
        let Some(old) = old.and_then(|id| id.parse::<u64>().ok()).filter(|&id| id != 0) else { return };
        let old = MessageId::new(old);
        // A click on it would be refused as stale anyway; without buttons it no longer
        // looks live.
        if let Err(e) = channel.edit_message(http, old, EditMessage::new().components(Vec::new())).await {
            tracing::warn!(message = %old, error = %e, "could not take the buttons off an old board");
        }
    }

    /// `message` no longer has buttons that act (updated without them).
    pub async fn forget(&self, guild: &str, channel: ChannelId, message: MessageId) {
        let (guild, channel, message) = (guild.to_string(), channel.to_string(), message.to_string());
        self.call(move |s| s.forget_live(&guild, &channel, &message)).await;
    }

    /// Runs `f` on the service; a failure is logged and gives `None` (the worst outcome
    /// is a button left on an old message, which the service refuses as stale).
    async fn call<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Service) -> Result<T, ServiceError> + Send + 'static,
    ) -> Option<T> {
        match self.services.call(f).await {
            Ok(Ok(value)) => Some(value),
            Ok(Err(e)) => {
                tracing::error!(error = %e, "the live board message could not be kept");
                None
            }
            Err(e) => {
                tracing::error!(error = %format!("{e:#}"), "the live board message could not be kept");
                None
            }
        }
    }
}
