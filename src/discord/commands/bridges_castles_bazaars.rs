//! Bridges, Castles & Bazaars: `/bridge` (autocomplete lists the legal bridges),
//! `/castle` for a small city's owners (any owner, whoever's turn it is), and the
//! bazaar's `/choose`, `/bid`, `/buy` and `/sell` (`/pass` answers a raise too). Each
//! turns its options into the service's words; legality and text come from the service.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, suggest, words};
use crate::service::{Suggest, placement_words};

async fn suggest_bridges(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::BRIDGES, partial).await
}

async fn suggest_castle_choices(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::CASTLE_CHOICES, partial).await
}

async fn suggest_offers(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::OFFERS, partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn bridge(ctx: Ctx<'_>, #[autocomplete = "suggest_bridges"] bridge: String) -> Result<(), Error> {
    words(ctx, format!("bridge {}", placement_words(&bridge))).await
}

#[poise::command(slash_command, guild_only)]
pub async fn castle(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_castle_choices"] choice: String,
) -> Result<(), Error> {
    words(ctx, format!("castle {choice}")).await
}

#[poise::command(slash_command, guild_only)]
pub async fn choose(ctx: Ctx<'_>, #[autocomplete = "suggest_offers"] tile: String) -> Result<(), Error> {
    words(ctx, format!("choose {tile}")).await
}

#[poise::command(slash_command, guild_only)]
pub async fn bid(ctx: Ctx<'_>, amount: u32) -> Result<(), Error> {
    words(ctx, format!("bid {amount}")).await
}

#[poise::command(slash_command, guild_only)]
pub async fn buy(ctx: Ctx<'_>) -> Result<(), Error> {
    words(ctx, "buy".into()).await
}

#[poise::command(slash_command, guild_only)]
pub async fn sell(ctx: Ctx<'_>) -> Result<(), Error> {
    words(ctx, "sell".into()).await
}
