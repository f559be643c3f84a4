//! Bot seats moving by themselves. After any answer that changed a game (and, for
//! games a restart left waiting for a bot, at start and on the reminder loop's tick), a
//! task for that channel pauses briefly, then asks the service for the waiting bot's
//! turn, again and again while there is one, and posts each as a channel message with
//! the board, like anyone's turn. The bot thinks on the service's blocking threads,
//! never on the async runtime, so other channels go on meanwhile. One task per channel
//! at a time: a change while it runs makes it look once more before it stops. It must
//! not decide anything: moves and words come from the service.
//!
//! It also tells the board page's moves in their channels (`tell_page_moves`), as
//! their players' slash commands would have been answered, then lets the channel's bots
//! move: woken by the change feed (any game changed) and on the reminder loop's tick
//! should a wake-up have been missed. Each message goes with a nonce derived from the
//! game, the revision and its place, and `enforce_nonce`, so a second post of the same
//! move (this process or another crashed between posting and clearing the record) is
//! dropped by Discord, which answers with the first message instead; so do the direct
//! messages that follow it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use poise::serenity_prelude::{self as serenity, ChannelId, Http};
use sha2::{Digest as _, Sha256};
use tokio::sync::broadcast::{self, error::TryRecvError};

use super::boards::Boards;
use super::invoker::now_ms;
use super::outgoing;
use super::pickers::{self, Pickers};
use super::respond::{ANNOUNCED_WITHIN, deliver_once, new_board, prepare_timelapse};
use super::services::Services;
use super::shutdown::Shutdown;
use crate::ai::Budget;
use crate::service::{Context, Front, News, Reply};

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
    /// Held by the one pass telling page moves at a time.
    telling: tokio::sync::Mutex<()>,
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
        let telling = tokio::sync::Mutex::new(());
        let inner = Inner { http, services, boards, pickers, pause, budget, driving, shutdown, telling };
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
            Err(e) => {
                tracing::error!(error = %format!("{e:#}"), "looking for games waiting for a bot failed")
            }
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
                Ok(Some(reply)) => drop(self.post(guild, channel, &reply, None).await),
                Ok(None) => {
                    if self.done(channel) {
                        return;
                    }
                }
                Err(e) => {
                    tracing::error!(%channel, error = %format!("{e:#}"), "a bot's turn failed");
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

    /// Posts a turn nobody answers for (a bot's, a page move's) in its channel: the
    /// board message (which becomes the channel's live one), then any details, then the
    /// direct messages waiting players asked for. The game moved on, so the channel's
    /// private pickers close. With `once` (the game and revision of a page move), each
    /// message carries its nonce for Discord to drop a repeat. Whether the channel was
    /// told, or refused it for good (a client error: trying again would not help). Each
    /// call to Discord first checks this process still speaks for the channel's shard:
    /// one woken from a freeze longer than its lease sends nothing more (the channel is
    /// not told: whoever serves it now tells it).
    async fn post(&self, guild: &str, channel: ChannelId, reply: &Reply, once: Option<(i64, u64)>) -> bool {
        let http = &self.inner.http;
        let speaks = || {
            let speaks = self.inner.services.speaks_for(guild);
            if !speaks {
                tracing::warn!(%channel, "turn not posted on: this process no longer speaks for its shard");
            }
            speaks
        };
        // The move is in the database: said at `warn` if the channel hears of it later
        // than a player waits for an answer.
        let ready = std::time::Instant::now();
        let turn = self.inner.boards.hold(channel, None).await;
        let outdated = self.inner.pickers.take(channel);
        let mut told = true;
        // Nobody asked, so nothing is private: only the public messages go.
        for (i, message) in outgoing::messages(reply).iter().filter(|m| !m.ephemeral).enumerate() {
            if !speaks() {
                return false;
            }
            let mut create = message.message();
            if let Some((game, revision)) = once {
                create = create.nonce(serenity::Nonce::String(nonce(game, revision, i))).enforce_nonce(true);
            }
            match channel.send_message(http, create).await {
                Ok(sent) if message.image.is_some() => {
                    if !speaks() {
                        return false;
                    }
                    new_board(http, &self.inner.boards, guild, channel, Some(sent.id), message, reply).await;
                }
                Ok(_) => {}
                Err(e) => {
                    told &= refused_for_good(&e);
                    tracing::warn!(%channel, error = %e, "a turn could not be posted");
                }
            }
        }
        // The channel's next answer may send: what is left touches only this turn's
        // pickers and direct messages.
        drop(turn);
        let waited = ready.elapsed();
        if waited > ANNOUNCED_WITHIN {
            let waited_ms = waited.as_millis();
            tracing::warn!(%channel, waited_ms, "a bot's or the board page's move was told in its channel late");
        }
        if !speaks() {
            return false;
        }
        pickers::close(http, outdated).await;
        if !speaks() {
            return false;
        }
        // Direct messages too: a repeat of the turn's would repeat them.
        deliver_once(http, &reply.followups, |i| once.map(|(game, revision)| dm_nonce(game, revision, i)))
            .await;
        prepare_timelapse(&self.inner.services, reply);
        told
    }

    /// Tells page moves on every piece of `news` (several at once in one pass), until
    /// the feed closes or the bot stops.
    pub fn follow_page_moves(&self, mut news: broadcast::Receiver<News>) {
        let this = self.clone();
        tokio::spawn(async move {
            while !matches!(news.recv().await, Err(broadcast::error::RecvError::Closed)) {
                loop {
                    match news.try_recv() {
                        Ok(_) | Err(TryRecvError::Lagged(_)) => {}
                        Err(TryRecvError::Empty) => break,
                        Err(TryRecvError::Closed) => return,
                    }
                }
                if !this.tell_page_moves().await {
                    return;
                }
            }
        });
    }

    /// Tells every page move of this process's shards still untold, one pass at a
    /// time: posts its turn, clears its record (a fenced write) once the channel was
    /// told, and lets the channel's bots move. A move whose channel could not be
    /// reached stays recorded for the next pass. Whether the bot still runs.
    pub async fn tell_page_moves(&self) -> bool {
        let _one = self.inner.telling.lock().await;
        let Some(_working) = self.inner.shutdown.start("telling the board page's moves") else {
            return false;
        };
        let now = now_ms();
        let due = match self.inner.services.call(move |s| s.page_moves_due(now, Front::Discord)).await {
            Ok(Ok(due)) => due,
            Ok(Err(e)) => {
                tracing::error!(error = %e, "looking for the board page's moves failed");
                return true;
            }
            Err(e) => {
                tracing::error!(error = %format!("{e:#}"), "looking for the board page's moves failed");
                return true;
            }
        };
        for page_move in due {
            let (game, revision) = (page_move.game, page_move.revision);
            let channel = page_move.channel.parse::<u64>().ok().filter(|id| *id != 0).map(ChannelId::new);
            let told = match channel {
                Some(channel) => {
                    self.post(&page_move.guild, channel, &page_move.reply, Some((game, revision))).await
                }
                None => {
                    tracing::warn!(
                        channel = page_move.channel,
                        "a page move's channel is no Discord channel"
                    );
                    true
                }
            };
            if told {
                match self.inner.services.call(move |s| s.page_move_told(game, revision)).await {
                    Ok(Ok(())) => {}
                    // Another process holds the shard now: it tells the move again,
                    // which Discord drops as a repeat.
                    Ok(Err(e)) => {
                        tracing::warn!(game, revision, error = %e, "a page move's record not cleared")
                    }
                    Err(e) => {
                        tracing::warn!(game, revision, error = %format!("{e:#}"), "a page move's record not cleared")
                    }
                }
            }
            if let Some(channel) = channel {
                self.drive(page_move.guild, channel);
            }
        }
        true
    }
}

/// The nonce of message `index` of the page move bringing `game` to `revision`: the
/// same in every process, at most Discord's 25 characters.
fn nonce(game: i64, revision: u64, index: usize) -> String {
    let digest = Sha256::digest(format!("page-move {game} {revision} {index}").as_bytes());
    URL_SAFE_NO_PAD.encode(&digest[..12])
}

/// The nonce of direct message `index` after the page move bringing `game` to
/// `revision`: as [`nonce`], apart from the channel's messages'.
fn dm_nonce(game: i64, revision: u64, index: usize) -> String {
    let digest = Sha256::digest(format!("page-move {game} {revision} dm {index}").as_bytes());
    URL_SAFE_NO_PAD.encode(&digest[..12])
}

/// Whether Discord refused a message for good: a client error other than a rate limit.
fn refused_for_good(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(answer)) => {
            answer.status_code.is_client_error() && answer.status_code.as_u16() != 429
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_moves_nonce_is_short_and_names_its_message() {
        let first = nonce(i64::MAX, u64::MAX, 0);
        assert_eq!(first.len(), 16, "{first}");
        assert_eq!(first, nonce(i64::MAX, u64::MAX, 0), "the same in every process");
        assert_ne!(first, nonce(i64::MAX, u64::MAX, 1));
        assert_ne!(nonce(1, 2, 0), nonce(2, 1, 0));
        assert_eq!(dm_nonce(i64::MAX, u64::MAX, 0).len(), 16);
        assert_ne!(dm_nonce(1, 2, 0), nonce(1, 2, 0), "a direct message's apart from the channel's");
    }
}
