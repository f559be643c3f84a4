//! Bot seats in a channel's game: seating a bot in the lobby (`join bot normal`),
//! handing a player's seat to one mid-game (`bot Bob hard`), and a bot's move played by
//! itself when the game waits for it ([`Service::bot_turn`]), for front ends that drive
//! bots (Discord). A bot decides from its own seat's view only, outside any write
//! transaction, and plays through the same checked path as a button click, so two
//! drivers racing cannot both play. It must not schedule anything: when to ask for a
//! bot's move is the front end's business.

use carcassonne_engine::{Action, Audience, Event, Game, MAX_SEATS, Phase, Seat, SeatSet};

use super::error::{ServiceError, UserError};
use super::lobby::lobby_reply;
use super::table::Table;
use super::turn::{Actor, turn_reply};
use super::{Change, Context, Reply, Service, describe};
use crate::ai::{self, Budget, Level};
use crate::metrics;
use crate::render;
use crate::store::{NewSeat, SeatRow, Status};

/// The most actions one bot turn plays before it is told (a turn is a few: a gift, a
/// placement, a bridge, a figure, a castle); a bound against a loop, never reached.
const MAX_ACTIONS: usize = 16;

/// The level a bot seat plays at; a level the store does not name (a bot seated
/// before levels were kept) is normal.
fn level_of(seat: &SeatRow) -> Level {
    seat.bot_level.as_deref().and_then(|l| l.parse().ok()).unwrap_or(Level::Normal)
}

/// The first bot seat a running game waits for, with its level.
fn waiting_bot(table: &Table) -> Option<(Seat, Level)> {
    let game = table.game.as_ref().filter(|g| !g.is_over() && table.row.status == Status::Active)?;
    let mut seats = game.decisions().iter().flat_map(|d| d.seats.iter());
    seats.find_map(|seat| table.seats.get(seat.index()).filter(|s| s.is_bot).map(|s| (seat, level_of(s))))
}

/// Whether the bot in `seat` plays on in the same message after `action`, played at
/// a decision about `before`, and its `events`: it still owes a decision of the same turn (a figure after its placement,
/// a tile after a gift, a bid after choosing a bazaar tile), not a new turn's tile, and
/// no auction has just opened.
fn plays_on(game: &Game, seat: Seat, before: Phase, action: Action, events: &[Event]) -> bool {
    let Some(decision) = game.decision_of(seat) else { return false };
    let stops = |e: &Event| *e == Event::GameEnded || super::facts::new_round(e);
    if events.iter().any(stops) {
        return false;
    }
    match decision.phase {
        Phase::PlaceTile(_) => super::offer::keeps_tile(before, action),
        _ => true,
    }
}

/// The bot's chance for a decision: the game's seed and the state's revision, so a
/// replayed game gets the same moves, whichever process or front end drives the bot.
pub(super) fn bot_seed(seed: u64, revision: u64) -> u64 {
    seed ^ revision.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl Service {
    /// Seats a bot playing at `level`, named "Bot 1", "Bot 2"… (lobby only; the one who
    /// asks must be seated).
    pub(super) fn join_bot(&mut self, ctx: &Context, level: Level) -> Result<Reply, ServiceError> {
        let (id, name, names, lang, clock) = self.store.write(|tx| {
            let table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            table.in_lobby()?;
            if table.seat_of(&ctx.user.id).is_none() {
                return Err(UserError::BotsNeedASeat.into());
            }
            if table.seats.len() >= MAX_SEATS {
                return Err(UserError::Full(MAX_SEATS).into());
            }
            let names = table.names();
            let name = (1..).map(|n| format!("Bot {n}")).find(|n| !names.contains(n)).expect("a free name");
            let seat = NewSeat {
                user_id: None,
                display_name: &name,
                is_bot: true,
                bot_level: Some(level.word()),
                handed_from: None,
            };
            tx.add_seat(table.row.id, &seat)?;
            let mut names = names;
            names.push(name.clone());
            Ok::<_, ServiceError>((table.row.id, name, names, table.lang(), table.row.clock_ms))
        })?;
        let args =
            [("name", name.into()), ("level", level.word().into()), ("by", ctx.user.name.as_str().into())];
        let mut reply = lobby_reply(lang.say("bot-joined", args), &names, ctx.front, lang, clock);
        reply.change = Some(Change { game: id.0, events: Vec::new() });
        Ok(reply)
    }

    /// Hands the seat of the player called `player` to a bot playing at `level`, from
    /// now on: for the player themselves, the game's creator or a moderator.
    pub(super) fn takeover(
        &mut self,
        ctx: &Context,
        player: &str,
        level: Level,
    ) -> Result<Reply, ServiceError> {
        let wanted = player.split_whitespace().collect::<Vec<_>>().join(" ");
        let (id, name, own, lang) = self.store.write(|tx| {
            let mut table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            table.playing()?;
            let names = table.names();
            let found = table.seats.iter().find(|s| s.display_name.to_lowercase() == wanted.to_lowercase());
            let Some(seat) = found else {
                let everyone =
                    describe::join_names(&names, SeatSet::from_fn(|s| s.index() < names.len()), ctx.lang());
                return Err(UserError::NoSuchPlayer { name: wanted.clone(), players: everyone }.into());
            };
            let name = seat.display_name.clone();
            if seat.is_bot {
                return Err(UserError::AlreadyABot(name).into());
            }
            let own = seat.user_id.as_deref() == Some(ctx.user.id.as_str());
            if !own && !ctx.can_manage && table.row.creator_id != ctx.user.id {
                return Err(UserError::NotYoursToHand(name).into());
            }
            tx.hand_seat_to_bot(table.row.id, seat.seat, level.word())?;
            Ok::<_, ServiceError>((table.row.id, name, own, table.lang()))
        })?;
        let args = [
            ("by", ctx.user.name.as_str().into()),
            ("name", name.into()),
            ("own", if own { "yes" } else { "no" }.into()),
            ("level", level.word().into()),
        ];
        let mut reply = Reply::public(lang.say("seat-handed", args));
        reply.lang = lang;
        reply.change = Some(Change { game: id.0, events: Vec::new() });
        Ok(reply)
    }

    /// Plays the turn of the first bot seat the channel's game waits for, and answers
    /// it as any turn is answered (public text, the board, a ping of whoever must act
    /// next, choices for them): one reply for the bot's whole turn (its placement, its
    /// figure, a castle…) or for one off-turn decision (a castle, a bid). `None` when the
    /// game waits for no bot, or when someone else moved first (the game changed while
    /// the bot thought: the caller may ask again). A hard bot thinks within `budget`.
    pub fn bot_turn(&mut self, ctx: &Context, budget: Budget) -> Option<Reply> {
        match self.bot_moves(ctx, budget) {
            Ok(reply) => reply.map(|reply| self.answer(ctx, Ok(reply))),
            Err(ServiceError::User(UserError::Stale)) => None,
            Err(ServiceError::User(e)) => {
                tracing::info!(channel = %ctx.channel, error = %e, "no bot move");
                None
            }
            Err(e) if e.is_fenced() => {
                tracing::warn!(channel = %ctx.channel, error = %e, "bot move not this process's to make");
                None
            }
            Err(e) => {
                tracing::error!(channel = %ctx.channel, error = %e, "bot move failed");
                None
            }
        }
    }

    /// Thinks out the bot's whole turn on a copy of the game (each decision from its
    /// seat's view of the game as it would stand), then plays it in one transaction from
    /// the revision it thought from: another driver racing for the same turn either
    /// finds it played or loses on the revision, never plays half of it.
    fn bot_moves(&mut self, ctx: &Context, budget: Budget) -> Result<Option<Reply>, ServiceError> {
        let table = self.table(ctx)?;
        let Some((seat, level)) = waiting_bot(&table) else { return Ok(None) };
        let mut game = table.game.clone().expect("a running game");
        let mut actions = Vec::new();
        for step in 0..MAX_ACTIONS as u64 {
            // Thought over the seat's own view, outside any transaction; the chance as
            // if each action were played on its own (`bot_seed` at that revision).
            let view = game.view(Audience::Seat(seat));
            let seed = bot_seed(table.row.seed, table.row.revision + step);
            let choice = metrics::bot_decision(level.word(), || ai::choose(&view, seat, level, budget, seed));
            // Logged under the name players are offered for its spot.
            let Some(action) = choice.map(|a| render::shown_action(&game.view(Audience::Public), a)) else {
                break;
            };
            actions.push(action);
            // The decision it answers, which tells whether the tile stays in hand.
            let Some(before) = game.decision_of(seat).map(|d| d.phase) else { break };
            // An action the copy refuses goes to the transaction, which refuses it
            // with its reason.
            let Ok(events) = game.apply(seat, action) else { break };
            if !plays_on(&game, seat, before, action, &events) {
                break;
            }
        }
        if actions.is_empty() {
            return Ok(None);
        }
        let offered = (table.row.id.0, table.row.revision);
        let (table, _, events) =
            self.retrying(|s| s.apply_all(ctx, Actor::Bot(seat), &actions, Some(offered)))?;
        let mut reply = turn_reply(&table, seat, &events, ctx, self.images);
        // What the bot alone saw (a card it received) is for nobody.
        reply.private = None;
        reply.followups = self.news_for_others(&table, seat, &events);
        Ok(Some(reply))
    }

    /// The channels (guild, channel) whose running game waits for a bot, for a front
    /// end to drive after a restart.
    ///
    /// # Errors
    /// Storage failures.
    pub fn bot_channels(&mut self) -> Result<Vec<(String, String)>, ServiceError> {
        let tables = self.store.read(|tx| {
            let rows = tx.active_games_with_bots()?;
            rows.into_iter().map(|row| Table::load_row(tx, row)).collect::<Result<Vec<_>, ServiceError>>()
        })?;
        Ok(tables
            .into_iter()
            .filter(|t| self.looks_after(&t.row.guild_id) && waiting_bot(t).is_some())
            .map(|t| (t.row.guild_id, t.row.channel_id))
            .collect())
    }
}

/// Whether every seat the game waits for is a bot's: nobody to remind.
pub(super) fn waits_for_bots_only(table: &Table, game: &Game) -> bool {
    let mut seats = game.decisions().iter().flat_map(|d| d.seats.iter()).peekable();
    seats.peek().is_some() && seats.all(|s| table.seats.get(s.index()).is_some_and(|row| row.is_bot))
}
