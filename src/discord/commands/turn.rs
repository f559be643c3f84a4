//! A turn: place the tile, place a meeple (or, with Hills & Sheep, the shepherd) or
//! pass, grow or herd a flock, undo the placement. Autocomplete offers only legal
//! values, read from the channel's game.

use carcassonne_engine::{Action, Game, Spot};
use poise::serenity_prelude::CreateAutocompleteResponse;

use super::lobby::response;
use super::{Ctx, Error, command, who, words};
use crate::discord::suggest;
use crate::service::Command;

async fn suggest_placements(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let Some(who) = who(ctx) else { return response(Vec::new()) };
    let legal = ctx
        .data()
        .services
        .call(move |s| {
            s.table(&who).ok().and_then(|t| t.game).map(|g| g.legal_placements()).unwrap_or_default()
        })
        .await
        .unwrap_or_default();
    response(suggest::placements(&legal, partial))
}

/// Spots of the tile just placed that `pick` offers the author, filtered by `partial`.
async fn suggest_from(
    ctx: Ctx<'_>,
    partial: &str,
    pick: fn(&Game) -> Vec<Spot>,
) -> CreateAutocompleteResponse {
    let Some(who) = who(ctx) else { return response(Vec::new()) };
    let legal = ctx
        .data()
        .services
        .call(move |s| s.table(&who).ok().and_then(|t| t.game).map(|g| pick(&g)).unwrap_or_default())
        .await
        .unwrap_or_default();
    response(suggest::spots(&legal, partial))
}

async fn suggest_spots(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest_from(ctx, partial, Game::meeple_spots).await
}

async fn suggest_shepherd_spots(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest_from(ctx, partial, |g| {
        g.legal_actions(g.active())
            .into_iter()
            .filter(|a| matches!(a, Action::Shepherd(_)))
            .filter_map(Action::spot)
            .collect()
    })
    .await
}

/// Place your tile: x (east), y (south) and rotation; type `3,` to see column 3 only.
#[poise::command(slash_command, guild_only)]
pub async fn place(
    ctx: Ctx<'_>,
    #[description = "x,y rotation — e.g. 1,0 90 (pick from the list of legal placements)"]
    #[autocomplete = "suggest_placements"]
    placement: String,
) -> Result<(), Error> {
    words(ctx, format!("place {}", suggest::placement_words(&placement))).await
}

/// Put a meeple on a feature of the tile you just placed.
#[poise::command(slash_command, guild_only)]
pub async fn meeple(
    ctx: Ctx<'_>,
    #[description = "The feature: road E, city N, field Es, monastery"]
    #[autocomplete = "suggest_spots"]
    spot: String,
) -> Result<(), Error> {
    words(ctx, format!("meeple {spot}")).await
}

/// Hills & Sheep: put your shepherd on a field of the tile you just placed.
#[poise::command(slash_command, guild_only)]
pub async fn shepherd(
    ctx: Ctx<'_>,
    #[description = "The field: e.g. field Es"]
    #[autocomplete = "suggest_shepherd_spots"]
    spot: String,
) -> Result<(), Error> {
    words(ctx, format!("shepherd {spot}")).await
}

/// Hills & Sheep: draw a token for the flock your shepherd watches.
#[poise::command(slash_command, guild_only)]
pub async fn grow(ctx: Ctx<'_>) -> Result<(), Error> {
    words(ctx, "grow".into()).await
}

/// Hills & Sheep: score the flock your shepherd watches and bring the shepherds home.
#[poise::command(slash_command, guild_only)]
pub async fn herd(ctx: Ctx<'_>) -> Result<(), Error> {
    words(ctx, "herd".into()).await
}

/// Place no figure this turn.
#[poise::command(slash_command, guild_only)]
pub async fn pass(ctx: Ctx<'_>) -> Result<(), Error> {
    words(ctx, "pass".into()).await
}

/// Take back your last move (the tile, or a meeple before grow/herd) before your turn ends.
#[poise::command(slash_command, guild_only)]
pub async fn undo(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Undo).await
}
