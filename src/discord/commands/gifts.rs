//! The Gifts: `/gift` (autocomplete lists the asker's own cards, then where the chosen
//! card may be opened), `/keep` for Take two, and `/gifts`, the asker's hand, answered
//! privately. Each turns its options into the service's words; what may be opened,
//! and every text, come from the service, which shows a hand to its owner only.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, command, suggest, words};
use crate::service::{Command, Suggest, placement_words};

async fn suggest_cards(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::HAND_CARDS, partial).await
}

/// The targets of the card already chosen in the `card` option: the service reads the
/// card's word in front of the typed text.
async fn suggest_targets(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let card = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .options
            .iter()
            .find(|o| o.name == "card")
            .and_then(|o| o.value.as_str())
            .unwrap_or_default()
            .to_string(),
        poise::Context::Prefix(_) => String::new(),
    };
    suggest(ctx, Suggest::CARD_TARGETS, &format!("{} {partial}", card.trim())).await
}

async fn suggest_keeps(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::KEEPS, partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn gift(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_cards"] card: String,
    #[autocomplete = "suggest_targets"] target: Option<String>,
) -> Result<(), Error> {
    let target = target.map(|t| placement_words(&t)).unwrap_or_default();
    words(ctx, format!("gift {card} {target}").trim_end().to_string()).await
}

#[poise::command(slash_command, guild_only)]
pub async fn keep(ctx: Ctx<'_>, #[autocomplete = "suggest_keeps"] tile: String) -> Result<(), Error> {
    words(ctx, format!("keep {tile}")).await
}

#[poise::command(slash_command, guild_only)]
pub async fn gifts(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::HAND).await
}
