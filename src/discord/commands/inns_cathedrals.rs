//! Inns & Cathedrals: `/big` puts the big meeple on a feature of the tile just placed
//! (autocomplete lists the spots open to the asking player's big meeple). It turns its
//! option into the service's words; legality and text come from the service.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, suggest, words};
use crate::service::{BIG_MEEPLE, Suggest};

async fn suggest_big_meeple_spots(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Spots(BIG_MEEPLE), partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn big(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_big_meeple_spots"] spot: String,
) -> Result<(), Error> {
    words(ctx, format!("big {spot}")).await
}
