//! Traders & Builders: `/builder` on a road or city of the tile just placed and `/pig`
//! in one of its fields (autocomplete lists the spots open to the asking player's
//! builder or pig). Each turns its options into the service's words; legality and text
//! come from the service.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, suggest, words};
use crate::service::{BUILDER, PIG, Suggest};

async fn suggest_builder_spots(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Spots(BUILDER), partial).await
}

async fn suggest_pig_spots(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Spots(PIG), partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn builder(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_builder_spots"] spot: String,
) -> Result<(), Error> {
    words(ctx, format!("builder {spot}")).await
}

#[poise::command(slash_command, guild_only)]
pub async fn pig(ctx: Ctx<'_>, #[autocomplete = "suggest_pig_spots"] spot: String) -> Result<(), Error> {
    words(ctx, format!("pig {spot}")).await
}
