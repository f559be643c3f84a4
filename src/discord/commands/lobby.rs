//! Lobby and game admin: new, join (a bot too), leave, start, bot (a bot takes a
//! player's seat), cancel, language, status, games (open, or finished), options. Names, descriptions and suggestions
//! come from the service's table of verbs.

use poise::serenity_prelude::CreateAutocompleteResponse;

use super::{Ctx, Error, command, run, suggest, words};
use crate::ai::Level;
use crate::service::{Clock, Command, Lang, Suggest, level_word};

async fn suggest_expansions(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Expansions, partial).await
}

async fn suggest_options(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Options, partial).await
}

/// A game's language, offered as Discord's choices: each language by its own name.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "English"]
    #[name_localized("fr", "English (anglais)")]
    En,
    #[name = "Français"]
    #[name_localized("fr", "Français")]
    Fr,
}

impl LanguageChoice {
    /// The language's tag, as the service's words say it.
    fn tag(self) -> &'static str {
        match self {
            LanguageChoice::En => Lang::En.tag(),
            LanguageChoice::Fr => Lang::Fr.tag(),
        }
    }
}

/// A game's turn clock, offered as Discord's choices, named in words.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ClockChoice {
    #[name = "12 hours"]
    #[name_localized("fr", "12 heures")]
    Hours12,
    #[name = "24 hours"]
    #[name_localized("fr", "24 heures")]
    Hours24,
    #[name = "3 days (default)"]
    #[name_localized("fr", "3 jours (par défaut)")]
    Days3,
    #[name = "7 days"]
    #[name_localized("fr", "7 jours")]
    Days7,
    #[name = "No clock"]
    #[name_localized("fr", "Aucun délai")]
    Off,
}

impl ClockChoice {
    /// The clock, whose word the service reads.
    fn clock(self) -> Clock {
        match self {
            ClockChoice::Hours12 => Clock::Hours12,
            ClockChoice::Hours24 => Clock::Hours24,
            ClockChoice::Days3 => Clock::Days3,
            ClockChoice::Days7 => Clock::Days7,
            ClockChoice::Off => Clock::Off,
        }
    }
}

#[poise::command(slash_command, guild_only)]
pub async fn new(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_expansions"] expansions: Option<String>,
    #[autocomplete = "suggest_options"] options: Option<String>,
    language: Option<LanguageChoice>,
    clock: Option<ClockChoice>,
) -> Result<(), Error> {
    let language = language.map(|l| format!("language {}", l.tag())).unwrap_or_default();
    let clock = clock.map(|c| format!("clock {}", c.clock())).unwrap_or_default();
    let text =
        format!("new {} {} {language} {clock}", expansions.unwrap_or_default(), options.unwrap_or_default());
    words(ctx, text).await
}

#[poise::command(slash_command, guild_only)]
pub async fn language(ctx: Ctx<'_>, language: LanguageChoice) -> Result<(), Error> {
    words(ctx, format!("language {}", language.tag())).await
}

async fn suggest_levels(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Levels, partial).await
}

async fn suggest_players(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Players, partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Ctx<'_>, #[autocomplete = "suggest_levels"] bot: Option<String>) -> Result<(), Error> {
    match bot {
        Some(level) => words(ctx, format!("join bot {level}")).await,
        None => command(ctx, Command::Join).await,
    }
}

#[poise::command(slash_command, guild_only)]
pub async fn bot(
    ctx: Ctx<'_>,
    #[autocomplete = "suggest_players"] player: String,
    #[autocomplete = "suggest_levels"] level: Option<String>,
) -> Result<(), Error> {
    match level.map_or(Ok(Level::Normal), |word| level_word(&word).parse::<Level>()) {
        Ok(level) => command(ctx, Command::Takeover { player, level }).await,
        Err(e) => run(ctx, move |service, c| service.refuse(c, e.into())).await,
    }
}

async fn suggest_bots(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, Suggest::Bots, partial).await
}

#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Ctx<'_>, #[autocomplete = "suggest_bots"] bot: Option<String>) -> Result<(), Error> {
    command(ctx, bot.map_or(Command::Leave, Command::RemoveBot)).await
}

#[poise::command(slash_command, guild_only)]
pub async fn away(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Away).await
}

#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Ctx<'_>, keep_order: Option<bool>) -> Result<(), Error> {
    command(ctx, Command::Start { keep_order: keep_order.unwrap_or(false) }).await
}

#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Cancel).await
}

#[poise::command(slash_command, guild_only)]
pub async fn status(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Status).await
}

#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Ctx<'_>, finished: Option<bool>) -> Result<(), Error> {
    command(ctx, if finished == Some(true) { Command::FinishedGames } else { Command::Games }).await
}

#[poise::command(slash_command)]
pub async fn options(ctx: Ctx<'_>) -> Result<(), Error> {
    command(ctx, Command::Options).await
}

#[cfg(test)]
mod tests {
    use poise::ChoiceParameter;

    use super::*;

    /// Discord offers every clock the service knows, in its order.
    #[test]
    fn every_clock_is_a_choice() {
        let offered: Vec<Clock> = (0..ClockChoice::list().len())
            .filter_map(ClockChoice::from_index)
            .map(ClockChoice::clock)
            .collect();
        assert_eq!(offered, Clock::ALL);
    }
}
