//! Turn clocks: how long a person may keep a game waiting before a bot plays their seat.
//! The clocks a new game may take (`12h` … `none`), durations in words, what the lobby,
//! `status` and `options` say about them, and the hand-over when a pending decision's
//! time runs out ([`Service::run_clocks`]).
//!
//! A decision's time starts when it became pending: the game's `updated_at`, the same
//! moment reminders count from. Everything is derived from stored data, and a hand-over
//! makes its seat a bot's, so a restart neither repeats nor loses one. It must not read
//! the clock (callers pass `now`) nor send anything.

use carcassonne_engine::{Game, Seat, SeatSet};

use super::command::BadCommand;
use super::error::ServiceError;
use super::table::Table;
use super::{Change, Lang, Reply, Service, describe, spelling, verbs};
use crate::ai::Level;
use crate::store::{Status, WaitingGame};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;

/// The level of the bot that takes a seat whose time ran out, as `bot player:Bob` does.
const LEVEL: Level = Level::Normal;

/// A turn clock a new game may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    Hours12,
    Hours24,
    Days3,
    Days7,
    /// No clock: the game waits as long as it takes.
    Off,
}

/// Each clock with its word (as typed after `new clock`) and how long a decision may
/// wait under it (`None`: for ever).
const CLOCKS: [(Clock, &str, Option<i64>); 5] = [
    (Clock::Hours12, "12h", Some(12 * HOUR)),
    (Clock::Hours24, "24h", Some(24 * HOUR)),
    (Clock::Days3, "3d", Some(3 * DAY)),
    (Clock::Days7, "7d", Some(7 * DAY)),
    (Clock::Off, "none", None),
];

impl Clock {
    /// Every clock, shortest first, `none` last.
    pub const ALL: [Clock; 5] = [Clock::Hours12, Clock::Hours24, Clock::Days3, Clock::Days7, Clock::Off];

    /// A new game's clock when its creator names none.
    pub const DEFAULT: Clock = Clock::Days3;

    fn entry(self) -> &'static (Clock, &'static str, Option<i64>) {
        CLOCKS.iter().find(|(clock, ..)| *clock == self).expect("every clock is in the table")
    }

    /// Its word in the notation (`3d`).
    pub fn word(self) -> &'static str {
        self.entry().1
    }

    /// How long a decision may wait under it, in milliseconds; `None` for no clock.
    pub fn ms(self) -> Option<i64> {
        self.entry().2
    }
}

// A clock's word in the notation (`24h`, `none`) reads back in any case.
carcassonne_engine::words!(Clock, BadCommand, BadCommand::NotAClock);

/// The clocks' words as a reader of `lang` types them, the default marked, for
/// `options` and a refusal.
pub(super) fn words(lang: Lang) -> String {
    let words: Vec<&str> = Clock::ALL.iter().map(|c| c.word()).collect();
    let spelled = spelling::write(spelling::Spelling::Lobby, &words, lang);
    let listed: Vec<String> = Clock::ALL
        .iter()
        .zip(spelled)
        .map(|(clock, word)| match *clock == Clock::DEFAULT {
            true => lang.say("clock-default", [("word", word.into())]),
            false => word,
        })
        .collect();
    listed.join(", ")
}

/// `ms` in words, in `lang`: days and hours, hours alone under a day, minutes under an
/// hour, rounded to the unit shown (never "0 minutes").
pub fn duration(ms: i64, lang: Lang) -> String {
    let minutes = (ms.max(1) + MINUTE - 1) / MINUTE;
    let (days, hours, minutes) = if minutes < 60 {
        (0, 0, minutes)
    } else {
        let hours = (minutes + 30) / 60;
        (hours / 24, hours % 24, 0)
    };
    lang.say("duration", [("days", days.into()), ("hours", hours.into()), ("minutes", minutes.into())])
}

/// The line saying a game's clock, for its lobby and `status`.
pub(super) fn line(clock_ms: Option<i64>, lang: Lang) -> String {
    match clock_ms {
        Some(ms) => lang.say("clock-line", [("duration", duration(ms, lang).into())]),
        None => lang.say("clock-none", []),
    }
}

/// The clocks a new game may take, for `options`.
pub(super) fn options(lang: Lang) -> String {
    lang.say("options-clocks", [("clocks", words(lang).into())])
}

/// The seats the game waits for that a person holds: whom a clock concerns (a bot's
/// seat moves by itself).
fn people_waited_for(table: &Table, game: &Game) -> SeatSet {
    let waited = game.decisions().iter().fold(SeatSet::EMPTY, |all, d| all.union(d.seats));
    let person = |seat: Seat| table.seats.get(seat.index()).is_some_and(|s| !s.is_bot && s.user_id.is_some());
    SeatSet::from_fn(|seat| waited.contains(seat) && person(seat))
}

/// When the game's pending decision runs out of time, if it has a clock.
fn deadline(table: &Table) -> Option<i64> {
    table.row.clock_ms.map(|ms| table.row.updated_at.saturating_add(ms))
}

/// For `status`: the time each person the game waits for has left at `now`, one line
/// each (each starting with a newline); nothing without a clock or once over.
pub(super) fn time_left(table: &Table, now: i64, lang: Lang) -> String {
    let (Some(deadline), Some(game)) = (deadline(table), table.game.as_ref()) else {
        return String::new();
    };
    if game.is_over() || table.row.status != Status::Active {
        return String::new();
    }
    let names = table.seat_names();
    people_waited_for(table, game)
        .iter()
        .map(|seat| {
            let name = ("name", names[seat.index()].as_str().into());
            let line = match deadline - now {
                left if left > 0 => lang.say("clock-left", [name, ("duration", duration(left, lang).into())]),
                _ => lang.say("clock-up", [name]),
            };
            format!("\n{line}")
        })
        .collect()
}

/// How often a game on `clock_ms` is reminded: every `delay_ms`, or every half of its
/// clock when that is shorter, so even a short clock warns before it runs out.
pub(super) fn cadence(delay_ms: i64, clock_ms: Option<i64>) -> i64 {
    clock_ms.map_or(delay_ms, |clock| delay_ms.min(clock / 2)).max(1)
}

/// The shortest cadence any game may have with reminders every `delay_ms`: the
/// games pending longer than it are the only ones a reminder may be due for.
pub(super) fn shortest_cadence(delay_ms: i64) -> i64 {
    Clock::ALL.iter().map(|c| cadence(delay_ms, c.ms())).min().unwrap_or(delay_ms)
}

/// The warning a reminder ends with when it is the last before `w`'s clock runs out
/// (the next one would come at or after the deadline): who must act and how long they
/// have left at `now`, in `lang`. `None` when another reminder comes first, or without
/// a clock.
pub(super) fn warning(
    table: &Table,
    w: &WaitingGame,
    next_reminder: i64,
    now: i64,
    lang: Lang,
) -> Option<String> {
    let deadline = w.since.saturating_add(w.clock_ms?);
    let game = table.game.as_ref()?;
    let people = people_waited_for(table, game);
    if next_reminder < deadline || people.is_empty() {
        return None;
    }
    let names = describe::join_names(&table.seat_names(), people, lang);
    let left = duration(deadline - now, lang);
    Some(lang.say("clock-warning", [("names", names.into()), ("duration", left.into())]))
}

/// A game whose clock ran out: the channel to tell and what to tell it.
#[derive(Clone, Debug)]
pub struct Handover {
    pub guild: String,
    pub channel: String,
    /// The announcement, public and in the game's language, naming every seat handed
    /// to a bot; its `change` names the game.
    pub reply: Reply,
}

impl Service {
    /// Hands to a bot every person-held seat whose pending decision's time has run out
    /// at `now`, as `bot player:Bob` does (so `join` gives it back), and returns what
    /// to announce in each game's channel, once: a seat handed over is a bot's, so it
    /// is not due again. Games without a clock never hand anything over.
    ///
    /// # Errors
    /// Storage failures. A game whose hand-over fails is logged and skipped.
    pub fn run_clocks(&mut self, now: i64) -> Result<Vec<Handover>, ServiceError> {
        let shortest = Clock::ALL.iter().filter_map(|c| c.ms()).min().unwrap_or(DAY);
        let waiting = self.store.read(|tx| tx.waiting_games(now - shortest))?;
        let mut handed = Vec::new();
        let due = |w: &&WaitingGame| w.clock_ms.is_some_and(|ms| w.since.saturating_add(ms) <= now);
        let ours: Vec<&WaitingGame> =
            waiting.iter().filter(|w| self.looks_after(&w.guild_id)).filter(due).collect();
        for w in ours {
            match self.retrying(|s| s.hand_over(w, now)) {
                Ok(Some(handover)) => handed.push(handover),
                Ok(None) => {}
                Err(e) if e.is_fenced() => {
                    tracing::warn!(game = w.game_id.0, error = %e, "clock hand-over not this process's to make");
                }
                Err(e) => tracing::error!(game = w.game_id.0, error = %e, "clock hand-over failed"),
            }
        }
        Ok(handed)
    }

    /// The hand-over of `w`'s late seats, in one write that checks again that the game
    /// still runs, waits on the same decision since the same moment, and which of the
    /// seats it waits for are still a person's. `None` when nothing is left to hand.
    fn hand_over(&mut self, w: &WaitingGame, now: i64) -> Result<Option<Handover>, ServiceError> {
        let handed = self.store.write(|tx| {
            let Some(row) = tx.game(w.game_id)? else { return Ok(None) };
            let same_wait = row.updated_at == w.since && row.clock_ms == w.clock_ms;
            if row.status != Status::Active || !same_wait {
                return Ok(None);
            }
            let table = Table::load_row(tx, row)?;
            let Some(game) = table.game.as_ref().filter(|g| !g.is_over() && table.last_seq == w.seq) else {
                return Ok(None);
            };
            if deadline(&table).is_none_or(|d| d > now) {
                return Ok(None);
            }
            let names = table.seat_names();
            let mut late = Vec::new();
            for seat in people_waited_for(&table, game).iter() {
                tx.hand_seat_to_bot(table.row.id, seat.0.into(), LEVEL.word())?;
                late.push(names[seat.index()].clone());
            }
            Ok::<_, ServiceError>((!late.is_empty()).then(|| (late, table.lang(), table.row.id.0)))
        })?;
        let Some((late, lang, game)) = handed else { return Ok(None) };
        tracing::info!(game, seats = ?late, "clock ran out; a bot plays");
        let lines: Vec<String> =
            late.iter().map(|name| lang.say("clock-ran-out", [("name", name.as_str().into())])).collect();
        // Announced in Discord: commands as players type them there.
        let mut reply = Reply::public(verbs::in_discord(&lines.join("\n"), lang));
        reply.lang = lang;
        reply.change = Some(Change { game, events: Vec::new() });
        Ok(Some(Handover { guild: w.guild_id.clone(), channel: w.channel_id.clone(), reply }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_words_round_trip() {
        for clock in Clock::ALL {
            assert_eq!(clock.word().parse::<Clock>(), Ok(clock));
            assert_eq!(clock.to_string(), clock.word());
        }
        assert_eq!("24H".parse::<Clock>(), Ok(Clock::Hours24));
        assert_eq!("2d".parse::<Clock>(), Err(BadCommand::NotAClock("2d".into())));
        assert_eq!(Clock::Days3.ms(), Some(3 * DAY));
        assert_eq!(Clock::Off.ms(), None);
    }

    #[test]
    fn durations_in_words() {
        let en = |ms| duration(ms, Lang::En);
        assert_eq!(en(2 * DAY + 4 * HOUR), "2 days 4 hours");
        assert_eq!(en(DAY + HOUR), "1 day 1 hour");
        assert_eq!(en(3 * DAY), "3 days");
        assert_eq!(en(6 * HOUR), "6 hours");
        assert_eq!(en(6 * HOUR - 1), "6 hours", "rounded, not cut");
        assert_eq!(en(HOUR + 29 * MINUTE), "1 hour");
        assert_eq!(en(45 * MINUTE), "45 minutes");
        assert_eq!(en(1), "1 minute");
        assert_eq!(en(0), "1 minute", "never nothing");
        let fr = |ms| duration(ms, Lang::Fr);
        assert_eq!(fr(2 * DAY + 4 * HOUR), "2 jours 4 heures");
        assert_eq!(fr(DAY), "1 jour");
        assert_eq!(fr(HOUR), "1 heure");
        assert_eq!(fr(MINUTE), "1 minute");
        assert_eq!(fr(30 * MINUTE), "30 minutes");
    }

    #[test]
    fn the_clock_words_are_spelled_for_each_reader() {
        assert_eq!(words(Lang::En), "12h, 24h, 3d (default), 7d, none");
        assert_eq!(words(Lang::Fr), "12h, 24h, 3j (par défaut), 7j, aucun");
    }

    #[test]
    fn reminders_come_at_least_twice_per_clock() {
        assert_eq!(cadence(12 * HOUR, None), 12 * HOUR);
        assert_eq!(cadence(12 * HOUR, Some(12 * HOUR)), 6 * HOUR);
        assert_eq!(cadence(HOUR, Some(3 * DAY)), HOUR);
        assert_eq!(shortest_cadence(12 * HOUR), 6 * HOUR);
        assert_eq!(shortest_cadence(HOUR), HOUR);
    }
}
