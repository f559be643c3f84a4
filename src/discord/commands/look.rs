//! Looking around and settings: board, history, rules, help, notify.

use super::{Ctx, Error, command};
use crate::service::Command;

#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Board).await
}

#[poise::command(slash_command, guild_only)]
pub async fn history(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::History).await
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
