//! The Abbot: `/abbot` on the monastery or garden of the tile just placed
//! (autocomplete lists the spots open to the asking player's abbot) and `/recall`.
//! Each turns its options into the service's words; legality and text come from the
//! service.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, suggest, words};
use crate::service::{ABBOT, Suggest};

async fn suggest_abbot_spots(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Spots(ABBOT), partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn abbot(ctx: Ctx<'_>, #[autocomplete = "suggest_abbot_spots"] spot: String) -> Result<(), Error> {
    words(ctx, format!("abbot {spot}")).await
}

#[poise::command(slash_command, guild_only)]
pub async fn recall(ctx: Ctx<'_>) -> Result<(), Error> {
    words(ctx, "recall".into()).await
}
