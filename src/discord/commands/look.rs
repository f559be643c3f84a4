//! Looking around and settings: board, history, rules, help, notify.

use super::{Ctx, Error, command, run};
use crate::service::Command;

/// Show the board and the scores.
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Board).await
}

/// The last moves of this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn history(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::History).await
}

/// The rules in brief.
#[poise::command(slash_command)]
pub async fn rules(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Rules).await
}

/// The commands, one line each.
#[poise::command(slash_command)]
pub async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Help).await
}

/// Direct messages when a game waits for you: on or off.
#[poise::command(slash_command, guild_only)]
pub async fn notify(
    ctx: Ctx<'_>,
    #[description = "True to get direct messages, false to stop them"] on: bool,
) -> Result<(), Error> {
    run(ctx, move |service, c| service.set_notify(c, on)).await
}
