//! Who the channel's game waits for and what each of them may do, for front ends that
//! play or prompt (the local driver's prompt and its demo's bot players), and what a
//! bot in a seat would play. Built from the engine's decisions and the seat's own view;
//! front ends never read the game themselves.

use carcassonne_engine::{Action, Audience, Seat};

use crate::ai::{self, Budget, Level};

use super::bots::bot_seed;
use super::verbs::Answers;
use super::{Context, Service, ServiceError};

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
}
