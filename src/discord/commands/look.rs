//! Looking around and settings: board (this channel's, or a finished game's by its
//! number), history (a page of moves, or the board after one), a finished game's
//! timelapse, rules, help, notify.

use super::{Ctx, Error, command};
use crate::service::{Command, HistoryAsk};

#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Ctx<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    command(ctx, game.map_or(Command::Board, Command::BoardOf)).await
}

#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Ctx<'_>,
    #[rename = "move"]
    #[min = 1]
    after: Option<u64>,
    #[min = 1] game: Option<i64>,
) -> Result<(), Error> {
    command(ctx, Command::History(HistoryAsk { game, page: None, after })).await
}

#[poise::command(slash_command, guild_only)]
pub async fn replay(ctx: Ctx<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    command(ctx, Command::Replay(game)).await
}

#[poise::command(slash_command)]
pub async fn rules(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Rules).await
}

#[poise::command(slash_command)]
pub async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Help).await
}

#[poise::command(slash_command, guild_only)]
pub async fn notify(ctx: Ctx<'_>, on: bool) -> Result<(), Error> {
    command(ctx, Command::Notify(on)).await
}
