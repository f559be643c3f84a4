//! Reminders for games that wait too long: who must act in which channel, due once per
//! delay for each pending decision (every half clock when a game's turn clock is
//! shorter, the last one before the clock runs out saying how long is left), with the
//! counts kept in the store so a restart neither repeats nor loses one. It decides what
//! is due and what the ping says; it must not send anything or read the clock (the
//! front end passes `now`).

use carcassonne_engine::Audience;

use super::error::ServiceError;
use super::table::Table;
use super::turn::prompt;
use super::{Lang, Service, clock, verbs};
use crate::store::{GameId, WaitingGame};

/// One reminder to post in a game's channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reminder {
    pub game: i64,
    /// The pending decision it is about (the action-log seq).
    pub seq: u64,
    /// How many reminder cadences the decision has waited.
    pub rounds: u32,
    pub guild: String,
    pub channel: String,
    /// The text for the channel, without the pings, in the game's language.
    pub text: String,
    /// The game's language: the reminder's and the direct messages'.
    pub lang: Lang,
    /// User ids to ping: whoever must act.
    pub mentions: Vec<String>,
}

/// Cadences passed since `w`'s decision became pending that were not reminded yet.
fn unreminded_rounds(w: &WaitingGame, now: i64, cadence: i64) -> Option<u32> {
    let rounds = u32::try_from((now - w.since) / cadence).unwrap_or(u32::MAX);
    let done = w.reminded.filter(|r| r.seq == w.seq && r.sent_at >= w.since).map_or(0, |r| r.rounds);
    (rounds > done).then_some(rounds)
}

impl Service {
    /// The reminders due at `now` for decisions pending longer than `delay_ms` (or half
    /// their game's clock, when shorter), at most one per game however long the bot was
    /// away; none once the clock has run out (a bot plays then). Call
    /// [`Service::reminded`] once one is sent.
    ///
    /// # Errors
    /// Storage failures. A game that does not replay is logged and skipped.
    pub fn due_reminders(&mut self, now: i64, delay_ms: i64) -> Result<Vec<Reminder>, ServiceError> {
        let delay_ms = delay_ms.max(1);
        let waiting = self.store.read(|tx| tx.waiting_games(now - clock::shortest_cadence(delay_ms)))?;
        let mut due = Vec::new();
        let ours: Vec<WaitingGame> = waiting.into_iter().filter(|w| self.looks_after(&w.guild_id)).collect();
        for w in ours {
            let cadence = clock::cadence(delay_ms, w.clock_ms);
            let Some(rounds) = unreminded_rounds(&w, now, cadence) else { continue };
            if w.clock_ms.is_some_and(|ms| w.since.saturating_add(ms) <= now) {
                continue;
            }
            let table = self.store.read(|tx| match tx.game(w.game_id)? {
                Some(row) => Table::load_row(tx, row).map(Some),
                None => Ok(None),
            });
            let table = match table {
                Ok(Some(table)) => table,
                Ok(None) => continue,
                Err(e) => {
                    tracing::error!(game = w.game_id.0, error = %e, "reminder skipped");
                    continue;
                }
            };
            let Some(game) = table.game.as_ref().filter(|g| !g.is_over()) else { continue };
            // Bots move by themselves: nobody to remind.
            if game.pending().is_none() || super::bots::waits_for_bots_only(&table, game) {
                continue;
            }
            // Everyone the game waits for: each owner of a small city, say.
            // A reminder comes without buttons: the prompt names the commands.
            let lang = table.lang();
            let (line, mentions) = prompt(&table, &game.view(Audience::Public), false, lang);
            let next = w.since.saturating_add(cadence.saturating_mul(i64::from(rounds) + 1));
            let warning =
                clock::warning(&table, &w, next, now, lang).map(|w| format!("\n{w}")).unwrap_or_default();
            due.push(Reminder {
                game: w.game_id.0,
                seq: w.seq,
                rounds,
                guild: w.guild_id,
                channel: w.channel_id,
                // Reminders are posted in Discord: commands as players type them there.
                text: verbs::in_discord(&format!("{}{line}{warning}", lang.say("reminder", [])), lang),
                lang,
                mentions,
            });
        }
        // Sent before recorded: only where the lease is still this process's now.
        let guilds: Vec<String> = due.iter().map(|r| r.guild.clone()).collect();
        let mut held = self.still_held(&guilds)?.into_iter();
        due.retain(|_| held.next().unwrap_or(false));
        Ok(due)
    }

    /// Records that `reminder` was sent, so it is not sent again.
    ///
    /// # Errors
    /// Storage failures.
    pub fn reminded(&mut self, reminder: &Reminder, now: i64) -> Result<(), ServiceError> {
        self.store.write(|tx| {
            tx.record_reminder(GameId(reminder.game), reminder.seq, reminder.rounds, now)?;
            Ok(())
        })
    }
}
