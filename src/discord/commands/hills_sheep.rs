//! Hills & Sheep: `/shepherd` on a field of the tile just placed (autocomplete lists
//! the fields open to the asking player's shepherd), and the flock's choice, `/grow` or
//! `/herd`. Each turns its options into the service's words; legality and text come
//! from the service.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, suggest, words};
use crate::service::{SHEPHERD, Suggest};

async fn suggest_shepherd_spots(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Spots(SHEPHERD), partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn shepherd(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_shepherd_spots"] spot: String,
) -> Result<(), Error> {
    words(ctx, format!("shepherd {spot}")).await
}

#[poise::command(slash_command, guild_only)]
pub async fn grow(ctx: Ctx<'_>) -> Result<(), Error> {
    words(ctx, "grow".into()).await
}

#[poise::command(slash_command, guild_only)]
pub async fn herd(ctx: Ctx<'_>) -> Result<(), Error> {
    words(ctx, "herd".into()).await
}
