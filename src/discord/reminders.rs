//! The reminder loop: now and then, ask the service which games have waited longer
//! than the delay, post each reminder in its channel pinging whoever must act (and by
//! direct message to those who asked), then have the service record it. Counts live in
//! the store, so a restart catches up without repeating. Each tick (the first at once)
//! also lets bot seats move that wait, as after a restart, and runs the turn clocks
//! first: each seat the service hands to a bot is announced in its channel, whose bots
//! then move. It must not decide what is due.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Result;
use poise::serenity_prelude::{ChannelId, Http};

use super::bots::Driver;
use super::invoker::now_ms;
use super::outgoing;
use super::respond::deliver;
use super::services::Services;
use super::shutdown::Shutdown;
use crate::service::Reply;

/// How often to look for due reminders: a tenth of the delay, between 1 s and 1 min.
pub fn period(delay: Duration) -> Duration {
    (delay / 10).clamp(Duration::from_secs(1), Duration::from_secs(60))
}

/// Starts the loop on the runtime; it ends when the bot stops (a pass under way first
/// sends and records what it found).
pub fn spawn(http: Arc<Http>, services: Arc<Services>, delay: Duration, bots: Driver, shutdown: Shutdown) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(period(delay));
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            // Page moves first, so that a bot's turn after one follows its message.
            if !bots.tell_page_moves().await {
                return;
            }
            let Some(_working) = shutdown.start("the reminders and turn clocks") else { return };
            bots.drive_waiting().await;
            if let Err(e) = run_clocks(&http, &services, &bots).await {
                tracing::error!(error = %format!("{e:#}"), "turn clocks failed");
            }
            if let Err(e) = remind(&http, &services, delay).await {
                tracing::error!(error = %format!("{e:#}"), "reminders failed");
            }
        }
    });
}

/// Hands to a bot every seat whose turn clock ran out, tells each channel once, and
/// lets that channel's bots move.
async fn run_clocks(http: &Http, services: &Arc<Services>, bots: &Driver) -> Result<()> {
    let now = now_ms();
    let handed = services.call(move |s| s.run_clocks(now)).await??;
    for handover in handed {
        let Some(channel) = handover.channel.parse::<u64>().ok().filter(|id| *id != 0) else {
            tracing::warn!(channel = handover.channel, "a game's channel is no Discord channel");
            continue;
        };
        let channel = ChannelId::new(channel);
        if let Some(message) = outgoing::messages(&handover.reply).first()
            && let Err(e) = channel.send_message(http, message.message()).await
        {
            // Handed over all the same: the bot plays whether or not the channel heard.
            tracing::warn!(%channel, error = %e, "clock hand-over not announced");
        }
        bots.drive(handover.guild, channel);
    }
    Ok(())
}

/// Sends every reminder due now.
async fn remind(http: &Http, services: &Arc<Services>, delay: Duration) -> Result<()> {
    let now = now_ms();
    let delay_ms = i64::try_from(delay.as_millis()).unwrap_or(i64::MAX);
    let due = services.call(move |s| s.due_reminders(now, delay_ms)).await??;
    for reminder in due {
        let Ok(channel) = reminder.channel.parse::<u64>() else { continue };
        let reply = Reply {
            public: Some(reminder.text.clone()),
            lang: reminder.lang,
            mentions: reminder.mentions.clone(),
            ..Reply::default()
        };
        if let Some(message) = outgoing::messages(&reply).first()
            && let Err(e) = ChannelId::new(channel).send_message(http, message.message()).await
        {
            // Recorded all the same: a channel that refuses now would be retried forever.
            tracing::warn!(channel, error = %e, "reminder not delivered");
        }
        let recorded = services
            .call(move |s| {
                s.reminded(&reminder, now)?;
                Ok::<_, crate::service::ServiceError>(s.waiting_messages(
                    &reminder.channel,
                    &reminder.mentions,
                    reminder.lang,
                ))
            })
            .await?;
        match recorded {
            Ok(followups) => deliver(http, &followups).await,
            // The shard went to another process since the reminder was found: it records
            // (and, this one unrecorded, may send) it.
            Err(e) if e.is_fenced() => tracing::warn!(channel, error = %e, "reminder not recorded"),
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_period_is_a_tenth_of_the_delay_within_bounds() {
        assert_eq!(period(Duration::from_secs(12 * 3600)), Duration::from_secs(60));
        assert_eq!(period(Duration::from_secs(100)), Duration::from_secs(10));
        assert_eq!(period(Duration::from_millis(500)), Duration::from_secs(1));
    }
}
