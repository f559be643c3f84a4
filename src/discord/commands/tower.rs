//! The Tower: `/tower` (a piece on a foundation or open tower), `/top` (a meeple on top
//! of an open tower) and `/ransom` (free a prisoner) at one's turn, `/capture` after a
//! piece and `/exchange` when an exchange asks which figure comes back; autocomplete
//! lists the asking player's legal choices. Each turns its options into the service's
//! words; legality and text come from the service.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, suggest, words};
use crate::service::{Suggest, placement_words};

async fn suggest_cells(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::TOWER_CELLS, partial).await
}

async fn suggest_tops(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::TOWER_TOPS, partial).await
}

async fn suggest_captives(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::CAPTIVES, partial).await
}

async fn suggest_exchanged(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::EXCHANGED, partial).await
}

async fn suggest_ransoms(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::RANSOMS, partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn tower(ctx: Ctx<'_>, #[autocomplete = "suggest_cells"] cell: String) -> Result<(), Error> {
    words(ctx, format!("tower {}", placement_words(&cell))).await
}

#[poise::command(slash_command, guild_only)]
pub async fn top(ctx: Ctx<'_>, #[autocomplete = "suggest_tops"] tower: String) -> Result<(), Error> {
    words(ctx, format!("top {}", placement_words(&tower))).await
}

#[poise::command(slash_command, guild_only)]
pub async fn ransom(ctx: Ctx<'_>, #[autocomplete = "suggest_ransoms"] prisoner: String) -> Result<(), Error> {
    words(ctx, format!("ransom {prisoner}")).await
}

#[poise::command(slash_command, guild_only)]
pub async fn capture(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_captives"] follower: String,
) -> Result<(), Error> {
    words(ctx, format!("capture {}", placement_words(&follower))).await
}

#[poise::command(slash_command, guild_only)]
pub async fn exchange(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_exchanged"] figure: String,
) -> Result<(), Error> {
    words(ctx, format!("exchange {figure}")).await
}
