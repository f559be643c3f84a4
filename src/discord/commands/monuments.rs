//! Monuments: `/architect` on the monument just placed and `/cube` on an objective
//! (autocomplete lists the objectives open to the asking player). Each turns its
//! options into the service's words; legality and text come from the service.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, suggest, words};
use crate::service::Suggest;

async fn suggest_objectives(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::OBJECTIVES, partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn architect(ctx: Ctx<'_>) -> Result<(), Error> {
    words(ctx, "architect".into()).await
}

#[poise::command(slash_command, guild_only)]
pub async fn cube(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_objectives"] objective: String,
) -> Result<(), Error> {
    words(ctx, format!("cube {objective}")).await
}
