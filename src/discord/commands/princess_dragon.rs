//! Princess & Dragon: `/fairy`, `/portal` and `/princess` instead of a figure
//! (autocomplete lists the asking player's followers, the features the portal reaches,
//! the knights the princess may send home), and `/dragon` for whoever moves the dragon
//! next (autocomplete lists the open sides). Each turns its options into the service's
//! words; legality and text come from the service.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, suggest, words};
use crate::service::{Suggest, placement_words};

async fn suggest_fairy(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::FAIRY_TARGETS, partial).await
}

async fn suggest_portal(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::PORTAL_TARGETS, partial).await
}

async fn suggest_knights(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::KNIGHTS, partial).await
}

async fn suggest_sides(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::DRAGON_SIDES, partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn fairy(ctx: Ctx<'_>, #[autocomplete = "suggest_fairy"] target: String) -> Result<(), Error> {
    words(ctx, format!("fairy {}", placement_words(&target))).await
}

#[poise::command(slash_command, guild_only)]
pub async fn portal(ctx: Ctx<'_>, #[autocomplete = "suggest_portal"] target: String) -> Result<(), Error> {
    words(ctx, format!("portal {}", placement_words(&target))).await
}

#[poise::command(slash_command, guild_only)]
pub async fn princess(ctx: Ctx<'_>, #[autocomplete = "suggest_knights"] knight: String) -> Result<(), Error> {
    words(ctx, format!("princess {}", placement_words(&knight))).await
}

#[poise::command(slash_command, guild_only)]
pub async fn dragon(ctx: Ctx<'_>, #[autocomplete = "suggest_sides"] side: String) -> Result<(), Error> {
    words(ctx, format!("dragon {side}")).await
}
