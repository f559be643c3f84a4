//! A server's record: its leaderboard, and a player's stats (Discord's user option
//! names the player, so no name has to be typed or guessed).

use poise::serenity_prelude as serenity;

use super::{Ctx, Error, command};
use crate::service::{Command, Someone, User};

#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Leaderboard).await
}

#[poise::command(slash_command, guild_only)]
pub async fn stats(ctx: Ctx<'_>, player: Option<serenity::User>) -> Result<(), Error> {
    let someone = player.map(|user| {
        let name = user.global_name.clone().unwrap_or_else(|| user.name.clone());
        Someone::User(User { id: user.id.to_string(), name })
    });
    command(ctx, Command::Stats(someone)).await
}
