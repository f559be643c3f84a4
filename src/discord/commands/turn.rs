//! A turn: place the tile, place a meeple or pass (which also declines a raise at a
//! bazaar), undo. The expansions' own figures and decisions have their files.
//! Autocomplete offers only legal values, which the service works out for the asking
//! player.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, command, suggest, words};
use crate::service::{Command, FigureKind, Suggest, placement_words};

async fn suggest_placements(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Placements, partial).await
}

async fn suggest_spots(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Spots(FigureKind::Meeple), partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn place(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_placements"] placement: String,
) -> Result<(), Error> {
    words(ctx, format!("place {}", placement_words(&placement))).await
}

#[poise::command(slash_command, guild_only)]
pub async fn meeple(ctx: Ctx<'_>, #[autocomplete = "suggest_spots"] spot: String) -> Result<(), Error> {
    words(ctx, format!("meeple {spot}")).await
}

#[poise::command(slash_command, guild_only)]
pub async fn pass(ctx: Ctx<'_>) -> Result<(), Error> {
    words(ctx, "pass".into()).await
}

#[poise::command(slash_command, guild_only)]
pub async fn undo(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Undo).await
}
