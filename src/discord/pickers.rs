//! Each channel's private pickers: ephemeral messages whose buttons answer one step
//! (a button per rotation after `/place` at a cell, the ways to open a gift now). Their
//! buttons go once one is clicked (the click's answer updates the picker) or once the
//! game moves on, so a picker never looks live after its step. Discord lets the bot edit
//! an ephemeral message only through the interaction that sent it, for 15 minutes, so
//! pickers are kept here, in memory, by that interaction's token; a restart or an older
//! picker leaves its buttons, whose clicks the service refuses as stale. It must not
//! decide when the game moved on: the callers say so.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use poise::serenity_prelude::{ChannelId, EditInteractionResponse, Http, MessageId};

use crate::config::Token;

/// How long Discord accepts edits through an interaction's token.
const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// An ephemeral message with buttons, and how to reach it.
#[derive(Debug)]
pub struct Picker {
    /// The interaction it answered; it lets the bot edit the message. A secret: its
    /// `Debug` is `[redacted]`.
    token: Token,
    message: MessageId,
    /// It is the interaction's first response (edited as `@original`), not a follow-up.
    original: bool,
    sent: Instant,
}

/// The open pickers of every channel.
#[derive(Debug, Default)]
pub struct Pickers {
    open: Mutex<HashMap<ChannelId, Vec<Picker>>>,
}

impl Pickers {
    /// Remembers `message`, sent in `channel` on the interaction `token` (as its first
    /// response when `original`), as a picker to close when the game moves on.
    pub fn add(&self, channel: ChannelId, token: &str, message: MessageId, original: bool) {
        let picker = Picker { token: Token::new(token), message, original, sent: Instant::now() };
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let list = open.entry(channel).or_default();
        list.retain(|p| p.sent.elapsed() < TOKEN_LIFETIME);
        list.push(picker);
    }

    /// `message` was clicked, and its answer takes its buttons away.
    pub fn used(&self, channel: ChannelId, message: MessageId) {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(list) = open.get_mut(&channel) {
            list.retain(|p| p.message != message);
        }
    }

    /// The game of `channel` moved on: every picker open there is to lose its buttons
    /// (by [`close`], once the answer is sent, so the new answer's pickers stay).
    pub fn take(&self, channel: ChannelId) -> Vec<Picker> {
        self.open.lock().unwrap_or_else(PoisonError::into_inner).remove(&channel).unwrap_or_default()
    }
}

/// Takes the buttons off `pickers` (those Discord still lets the bot edit).
pub async fn close(http: &Http, pickers: Vec<Picker>) {
    for picker in pickers.into_iter().filter(|p| p.sent.elapsed() < TOKEN_LIFETIME) {
        let none = EditInteractionResponse::new().components(Vec::new());
        let edited = if picker.original {
            http.edit_original_interaction_response(picker.token.expose(), &none, Vec::new()).await
        } else {
            http.edit_followup_message(picker.token.expose(), picker.message, &none, Vec::new()).await
        };
        if let Err(e) = edited {
            // Dismissed by its reader, say; its buttons are refused as stale anyway.
            tracing::info!(message = %picker.message, error = %e, "a picker kept its buttons");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(pickers: &[Picker]) -> Vec<u64> {
        pickers.iter().map(|p| p.message.get()).collect()
    }

    #[test]
    fn a_used_picker_is_not_closed_again_and_channels_stay_apart() {
        let pickers = Pickers::default();
        let (here, there) = (ChannelId::new(1), ChannelId::new(2));
        pickers.add(here, "a", MessageId::new(10), true);
        pickers.add(here, "b", MessageId::new(11), false);
        pickers.add(there, "c", MessageId::new(20), false);
        pickers.used(here, MessageId::new(10));
        assert_eq!(ids(&pickers.take(here)), [11]);
        assert!(pickers.take(here).is_empty(), "closed once");
        assert_eq!(ids(&pickers.take(there)), [20]);
    }

    #[test]
    fn a_pickers_token_does_not_show() {
        let pickers = Pickers::default();
        pickers.add(ChannelId::new(1), "interaction-secret", MessageId::new(10), true);
        let shown = format!("{pickers:?}");
        assert!(shown.contains("[redacted]") && !shown.contains("interaction-secret"), "{shown}");
    }
}
