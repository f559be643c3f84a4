//! A person stepping out of a running game: `away` hands their seat to a bot until they
//! `join` again; `leave` asks them to confirm, and once confirmed a bot plays the seat to
//! the end and the final table names them as left. Nobody else's seat can be given up
//! this way (`bot PLAYER` is the creator's or a moderator's tool). In the lobby, `leave`
//! gives the seat up as before (`lobby.rs`).

use super::error::{ServiceError, UserError};
use super::table::Table;
use super::{Change, Context, Front, Reply, Service};
use crate::ai::Level;
use crate::store::{SeatRow, Status, Tx};

/// The level of the bot that plays for a person who stepped out.
const STAND_IN: Level = Level::Normal;

/// The seat of the running game that is `user`'s: played by them, or by a bot for them
/// while they are away (not one they left for good).
fn own_seat<'t>(table: &'t Table, user: &str) -> Option<&'t SeatRow> {
    table.seats.iter().find(|s| {
        s.left_at.is_none()
            && (s.user_id.as_deref() == Some(user) || (s.is_bot && s.handed_from.as_deref() == Some(user)))
    })
}

impl Service {
    /// Hands the author's seat to a normal bot until they `join` again.
    pub(super) fn away(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        self.step_out(ctx, "away", |tx, table| {
            if table.row.status == Status::Lobby {
                return Err(UserError::AwayNotPlaying.into());
            }
            table.playing()?;
            let Some(seat) = table.seat_of(&ctx.user.id) else {
                return Err(left_or_not_seated(table, &ctx.user.id).into());
            };
            Ok(tx.hand_seat_to_bot(table.row.id, seat.0.into(), STAND_IN.word())?)
        })
    }

    /// `leave` in a running game, not yet confirmed: what it means, and how to confirm
    /// (a button on Discord, `leave confirm` in the terminal). Writes nothing.
    pub(super) fn ask_to_leave(&mut self, ctx: &Context, table: &Table) -> Result<Reply, ServiceError> {
        if own_seat(table, &ctx.user.id).is_none() {
            return Err(left_or_not_seated(table, &ctx.user.id).into());
        }
        let front = match ctx.front {
            Front::Discord => "discord",
            Front::Terminal => "terminal",
        };
        let lang = ctx.lang();
        let mut reply = Reply::private(lang.say("leave-ask", [("front", front.into())]));
        reply.leave_button = (ctx.front == Front::Discord).then(|| lang.say("discord-leave-for-good", []));
        Ok(reply)
    }

    /// Leaves the running game for good: a normal bot plays the author's seat to the
    /// end, and they are named as left.
    pub(super) fn leave_for_good(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        self.step_out(ctx, "left-for-good", |tx, table| {
            table.playing()?;
            let Some(seat) = own_seat(table, &ctx.user.id) else {
                return Err(left_or_not_seated(table, &ctx.user.id).into());
            };
            Ok(tx.leave_seat_for_good(table.row.id, seat.seat, STAND_IN.word(), ctx.now)?)
        })
    }

    /// The author stepping out of the channel's game: `step` checks they may and writes
    /// it to the store, and the channel is told by the message `said`, naming them.
    fn step_out(
        &mut self,
        ctx: &Context,
        said: &str,
        mut step: impl FnMut(&Tx<'_>, &mut Table) -> Result<(), ServiceError>,
    ) -> Result<Reply, ServiceError> {
        let (id, lang) = self.store.write(|tx| {
            let mut table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            step(tx, &mut table)?;
            Ok::<_, ServiceError>((table.row.id, table.lang()))
        })?;
        let mut reply = Reply::public(lang.say(said, [("name", ctx.user.name.as_str().into())]));
        reply.lang = lang;
        reply.change = Some(Change { game: id.0, events: Vec::new() });
        Ok(reply)
    }
}

/// Whether `user` left the game for good.
pub(super) fn left_for_good(table: &Table, user: &str) -> bool {
    table.seats.iter().any(|s| s.left_at.is_some() && s.handed_from.as_deref() == Some(user))
}

/// Why `user` has no seat to step out of: they left it for good, are away already (a
/// bot plays it until they `join`), or never had one.
fn left_or_not_seated(table: &Table, user: &str) -> UserError {
    if left_for_good(table, user) {
        UserError::LeftForGood
    } else if own_seat(table, user).is_some_and(|s| s.is_bot) {
        UserError::AlreadyAway
    } else {
        UserError::NotSeated
    }
}
