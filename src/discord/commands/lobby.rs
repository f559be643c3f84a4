//! Lobby and game admin: new, join, leave, start, cancel, status, games, options.

use carcassonne_engine::{Expansion, GameOption};
use poise::serenity_prelude::{AutocompleteChoice, CreateAutocompleteResponse};

use super::{Ctx, Error, command, words};
use crate::discord::suggest::{self, Suggestion};
use crate::service::Command;

/// Autocomplete results from suggestions.
pub(super) fn response(suggestions: Vec<Suggestion>) -> CreateAutocompleteResponse {
    CreateAutocompleteResponse::new()
        .set_choices(suggestions.into_iter().map(|s| AutocompleteChoice::new(s.name, s.value)).collect())
}

async fn suggest_expansions(_ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let all = Expansion::ALL.map(Expansion::word);
    response(suggest::words(&all, partial))
}

async fn suggest_options(_ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let all = GameOption::ALL.map(GameOption::word);
    response(suggest::words(&all, partial))
}

/// Open a game of Carcassonne in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn new(
    ctx: Ctx<'_>,
    #[description = "Expansions, separated by spaces (e.g. hills-sheep)"]
    #[autocomplete = "suggest_expansions"]
    expansions: Option<String>,
    #[description = "Game options, separated by spaces (e.g. hill_count)"]
    #[autocomplete = "suggest_options"]
    options: Option<String>,
) -> Result<(), Error> {
    let text = format!("new {} {}", expansions.unwrap_or_default(), options.unwrap_or_default());
    words(ctx, text).await
}

/// Take a seat in this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Join).await
}

/// Give up your seat before the game starts.
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Leave).await
}

/// Begin the game with everybody seated.
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Ctx<'_>,
    #[description = "Keep the order in which players joined (default: draw it at random)"] keep_order: Option<
        bool,
    >,
) -> Result<(), Error> {
    command(ctx, Command::Start { keep_order: keep_order.unwrap_or(false) }).await
}

/// Close this channel's game (its creator or a moderator).
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Cancel).await
}

/// Scores, tiles left and who must act.
#[poise::command(slash_command, guild_only)]
pub async fn status(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Status).await
}

/// Your open games.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Games).await
}

/// The expansions and options a new game can take.
#[poise::command(slash_command)]
pub async fn options(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Options).await
}
