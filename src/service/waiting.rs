//! Who the channel's game waits for and what each of them may do, for front ends that
//! play or prompt (the local driver's prompt and its demo's bot players), and what a
//! bot in a seat would play. Built from the engine's decisions and the seat's own view;
//! front ends never read the game themselves.

use carcassonne_engine::{Action, Audience, Seat};

use crate::ai::{self, Budget, Level};

use super::bots::bot_seed;
use super::error::UserError;
use super::turn::{Actor, turn_reply};
use super::verbs::Answers;
use super::{Context, Reply, Service, ServiceError};

/// One seat the game waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owed {
    /// The player's display name.
    pub name: String,
    /// What kind of decision it is, as the table of verbs names it.
    pub answers: Answers,
    /// The actions they may play now.
    pub actions: Vec<Action>,
}

impl Service {
    /// Every seat the channel's game waits for, in seat order (none in the lobby or
    /// once the game is over).
    ///
    /// # Errors
    /// No game in the channel, or a store failure.
    pub fn owed(&mut self, ctx: &Context) -> Result<Vec<Owed>, ServiceError> {
        let table = self.table(ctx)?;
        let Some(game) = table.game.as_ref() else { return Ok(Vec::new()) };
        let names = table.names();
        let mut owed = Vec::new();
        for decision in game.decisions() {
            for seat in decision.seats.iter() {
                owed.push(Owed {
                    name: names.get(seat.index()).cloned().unwrap_or_default(),
                    answers: Answers::of(decision.phase),
                    actions: game.legal_actions(seat),
                });
            }
        }
        Ok(owed)
    }
}

impl Service {
    /// The action a bot of `level` plays for `name`'s seat, from that seat's view
    /// only, drawn as a seated bot's is (from the game and its log, so a game resumed
    /// in another process plays on as it would have); `None` when the game does not
    /// wait for that seat.
    ///
    /// # Errors
    /// No game in the channel, or a store failure.
    pub fn bot_action(
        &mut self,
        ctx: &Context,
        name: &str,
        level: Level,
        budget: Budget,
    ) -> Result<Option<Action>, ServiceError> {
        let table = self.table(ctx)?;
        let Some(game) = table.game.as_ref() else { return Ok(None) };
        let Some(index) = table.names().iter().position(|n| n == name) else { return Ok(None) };
        let seat = Seat(index as u8);
        let choice = ai::choose(
            &game.view(Audience::Seat(seat)),
            seat,
            level,
            budget,
            bot_seed(table.row.seed, table.row.revision),
        );
        // Under the name players are offered for its spot, as it is printed and logged.
        Ok(choice.map(|a| crate::render::shown_action(&game.view(Audience::Public), a)))
    }

    /// Why the player called `name` could put no figure on the tile they just placed,
    /// as `local-no-figure-<why>` words it: an expansion's reason where its rule
    /// forbids the tile (`dragon`: a volcano brought the dragon onto it), `meeples` when
    /// they hold none, else `features` (none free on the tile). `None` when the game has
    /// no such player.
    pub fn no_figure_why(&mut self, ctx: &Context, name: &str) -> Option<&'static str> {
        let table = self.table(ctx).ok()?;
        let index = table.names().iter().position(|n| n == name)?;
        let view = table.game.as_ref()?.view(Audience::Public);
        let meeples = view.players().get(index)?.meeples;
        let forbidden = super::facts::no_figure(&view);
        Some(forbidden.unwrap_or(if meeples == 0 { "meeples" } else { "features" }))
    }

    /// Plays `action` (as [`Service::bot_action`] chose it) for the bot seat called
    /// `name`, answered as a bot's turn is (what the bot alone saw is for nobody): how a
    /// driver that shows its bots' every move (the terminal's `--bots`) plays them. A
    /// bot's seat is a bot's in the store, so it never gets a rating; refused (as any
    /// move) when that seat is no bot's or the game does not wait for it.
    pub fn play_as_bot(&mut self, ctx: &Context, name: &str, action: Action) -> Reply {
        let result = self.table(ctx).and_then(|table| {
            let index = table.names().iter().position(|n| n == name).ok_or(UserError::NotSeated)?;
            let seat = Seat(u8::try_from(index).expect("a seat fits a byte"));
            let (table, seat, events) = self.retrying(|s| s.apply(ctx, Actor::Bot(seat), action, None))?;
            let mut reply = turn_reply(&table, seat, &events, ctx, self.images);
            reply.private = None;
            reply.followups = self.news_for_others(&table, seat, &events);
            Ok(reply)
        });
        self.answer(ctx, result)
    }
}
