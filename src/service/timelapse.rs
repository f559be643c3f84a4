//! A finished game as a moving picture: its board growing tile by tile, each frame with
//! what that tile's turn scored and the scores counting up, ending on the final board as
//! the game's last message showed it (the drawing is `render::Timelapse`'s).
//!
//! Replayed from the log like the history, so it needs no storage of its own but a
//! cache: drawing one takes seconds, and everyone who asks gets the same one, so it is
//! kept per game and front end once made.

use std::ops::ControlFlow;

use carcassonne_engine::{Action, Audience, Event, Game};
use fluent_bundle::FluentValue;

use super::error::{ServiceError, UserError};
use super::history::walk;
use super::table::{Table, setup_of};
use super::{Context, Front, Reply, Service, describe, with_scene};
use crate::render;
use crate::store::{ActionRow, GameId, ReadTx, Status};

/// How timelapses are drawn: a change to their drawing takes a new number, so that
/// those kept from before are made again.
const DRAWING: i64 = 2;

impl Service {
    /// The timelapse of the channel's last finished game, or of finished game `id` of
    /// this server, for the channel: made once, then kept.
    pub(super) fn replay(&mut self, ctx: &Context, id: Option<i64>) -> Result<Reply, ServiceError> {
        let (table, actions, kept) = self.store.read(|tx| {
            let table = finished(tx, ctx, id)?;
            let kept = tx.timelapse(table.row.id, front_word(ctx.front), DRAWING)?;
            // The log is read again only to draw.
            let actions = if kept.is_none() { tx.actions(table.row.id)? } else { Vec::new() };
            Ok::<_, ServiceError>((table, actions, kept))
        })?;
        let game = table.started()?;
        let animation = match kept {
            Some(gif) => gif,
            None => {
                let gif = draw(&table, &actions, ctx.front)?;
                self.store.write(|tx| {
                    tx.keep_timelapse(table.row.id, front_word(ctx.front), DRAWING, &gif, ctx.now)
                })?;
                gif
            }
        };
        let lang = table.lang();
        let view = game.view(Audience::Public);
        let names = table.names();
        let text = lang.say(
            "timelapse-shown",
            [
                ("id", FluentValue::from(table.row.id.0)),
                ("tiles", view.board().tiles().len().into()),
                ("result", describe::result(&view, &names, lang).into()),
            ],
        );
        Ok(Reply { public: Some(text), lang, animation: Some(animation), ..Reply::default() })
    }

    /// Makes and keeps game `id`'s timelapse for `front` if it has none yet, so that the
    /// first click on its **Watch the game** finds it ready; `now` is when. Failures are
    /// logged: the click will try again.
    pub fn prepare_timelapse(&mut self, id: i64, front: Front, now: i64) {
        let made = self.retrying(|s| {
            let (table, actions) = s
                .store
                .read(|tx| {
                    let row = tx.game(GameId(id))?.filter(|r| r.status == Status::Finished);
                    let Some(row) = row else { return Ok(None) };
                    if tx.timelapse(row.id, front_word(front), DRAWING)?.is_some() {
                        return Ok(None);
                    }
                    let table = Table::load_row(tx, row)?;
                    Ok::<_, ServiceError>(Some((table, tx.actions(GameId(id))?)))
                })?
                .unzip();
            let (Some(table), Some(actions)) = (table, actions) else { return Ok(()) };
            let gif = draw(&table, &actions, front)?;
            s.store.write(|tx| tx.keep_timelapse(table.row.id, front_word(front), DRAWING, &gif, now))?;
            Ok(())
        });
        if let Err(e) = made {
            tracing::warn!(game = id, error = %e, "timelapse not made ahead");
        }
    }
}

/// The finished game a `replay` names: the channel's last one, or game `id` of this
/// server.
///
/// # Errors
/// `NoFinishedHere` in a channel where no game finished; `NoFinishedGame` for a number
/// of no game of this server or a cancelled one; `NotOverYet` for a game still open.
fn finished(tx: &ReadTx<'_>, ctx: &Context, id: Option<i64>) -> Result<Table, ServiceError> {
    let row = match id {
        None => tx
            .finished_games_in(&ctx.guild, &ctx.channel, 1)?
            .into_iter()
            .next()
            .ok_or(UserError::NoFinishedHere)?,
        Some(id) => {
            let row = tx.game(GameId(id))?.filter(|row| row.guild_id == ctx.guild);
            let row = row.ok_or(UserError::NoFinishedGame(id))?;
            match row.status {
                Status::Finished => row,
                Status::Cancelled => return Err(UserError::NoFinishedGame(id).into()),
                Status::Lobby | Status::Active => return Err(UserError::NotOverYet(id).into()),
            }
        }
    };
    Table::load_row(tx, row)
}

/// The front end's name in the cache: frames use its words.
fn front_word(front: Front) -> &'static str {
    match front {
        Front::Discord => "discord",
        Front::Terminal => "terminal",
    }
}

/// Draws the timelapse of finished game `table`, whose log is `actions`, as `front`
/// shows it: a frame just before each tile is placed (the start tile alone, then each
/// tile's turn played out, with what it scored), one just after the last tile is placed,
/// then the final board as the game's last message showed it, held.
///
/// # Errors
/// `Unplayable` when the log no longer replays.
fn draw(table: &Table, actions: &[ActionRow], front: Front) -> Result<Vec<u8>, ServiceError> {
    let unplayable = || UserError::Unplayable(table.unplayable.clone().unwrap_or_default());
    let game = table.started()?;
    let names = table.names();
    let lang = table.lang();
    let places: Vec<bool> =
        actions.iter().map(|a| matches!(a.action.parse::<Action>(), Ok(Action::Place(_)))).collect();
    let last_place = places.iter().rposition(|&p| p);
    // The last move's events: the final image marks what it scored.
    let ended = walk(table, actions, |step| match step.row.seq == actions.last().map_or(0, |a| a.seq) {
        true => ControlFlow::Break(step.events),
        false => ControlFlow::Continue(()),
    });
    let last_events = ended.map_err(|_| unplayable())?.unwrap_or_default();
    let final_view = game.view(Audience::Public);
    let frames = places.iter().filter(|&&p| p).count() + 1;
    let ending = table.ending.as_ref();
    let mut movie = with_scene(front.into(), lang, &final_view, &names, &last_events, ending, |last| {
        render::Timelapse::new(last, frames)
    });
    // A frame asks nobody anything: no words to answer in.
    let mut frame = |game: &Game, events: &[Event]| {
        let view = game.view(Audience::Public);
        let recent: Vec<Event> = events.iter().filter(|e| view.sees(e)).cloned().collect();
        movie.frame(&render::Scene {
            view,
            names: &names,
            recent: &recent,
            words: render::Words::Watch,
            lang,
            // The last tile's frame, when it ended the game, as the final image.
            figures: ending.filter(|_| view.is_over()).map(|e| e.figures.as_slice()),
        });
    };
    if places.first() == Some(&true) {
        let setup = setup_of(&table.row).map_err(|_| unplayable())?;
        let (start, _) = Game::new(setup).map_err(|_| unplayable())?;
        frame(&start, &[]);
    }
    let mut since: Vec<Event> = Vec::new();
    let mut index = 0;
    walk(table, actions, |step| {
        since.extend(step.events);
        let before_a_place = places.get(index + 1) == Some(&true);
        if before_a_place || Some(index) == last_place {
            frame(step.game, &since);
            since.clear();
        }
        index += 1;
        ControlFlow::<()>::Continue(())
    })
    .map_err(|_| unplayable())?;
    Ok(with_scene(front.into(), lang, &final_view, &names, &last_events, ending, |last| movie.finish(last)))
}
