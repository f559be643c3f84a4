//! The slash commands, one top-level command per service word (`/new`, `/join`,
//! `/place`, `/meeple`, `/pass`, `/shepherd`, `/grow`, `/herd`, …), so each later
//! expansion's decisions come as commands of their own (`/bridge`, `/castle`, `/bid`,
//! `/gift`, `/cube`) without renaming anything. Each command converts its options to the
//! service's words and hands over; it must not hold game logic or text: descriptions
//! come from the service's table of verbs at registration, suggestions from the service.

mod bridges_castles_bazaars;
mod gifts;
mod lobby;
mod look;
mod monuments;
mod turn;

use super::invoker;
use super::respond::{self, Target};
use super::{Ctx, Data, Error};
use poise::serenity_prelude::{AutocompleteChoice, CreateAutocompleteResponse};

use crate::service::{Command, Context, Reply, Service, Suggest, verbs};

/// Every command the bot registers, described by the table of verbs.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        lobby::new(),
        lobby::join(),
        lobby::leave(),
        lobby::start(),
        lobby::bot(),
        lobby::cancel(),
        lobby::status(),
        lobby::games(),
        lobby::options(),
        turn::place(),
        bridges_castles_bazaars::bridge(),
        turn::meeple(),
        turn::shepherd(),
        monuments::architect(),
        monuments::cube(),
        turn::grow(),
        turn::herd(),
        turn::pass(),
        bridges_castles_bazaars::castle(),
        bridges_castles_bazaars::choose(),
        bridges_castles_bazaars::bid(),
        bridges_castles_bazaars::buy(),
        bridges_castles_bazaars::sell(),
        gifts::gift(),
        gifts::keep(),
        gifts::gifts(),
        turn::undo(),
        look::board(),
        look::history(),
        look::rules(),
        look::help(),
        look::notify(),
    ];
    for command in &mut commands {
        describe(command);
    }
    commands
}

/// Sets a command's description and its parameters' from its verb.
fn describe(command: &mut poise::Command<Data, Error>) {
    let verb = verbs::find(&command.name)
        .unwrap_or_else(|| panic!("/{} is not in the table of verbs", command.name));
    command.description = Some(verb.help.into());
    for param in &mut command.parameters {
        let declared = verb.params.iter().find(|p| p.name == param.name);
        let declared =
            declared.unwrap_or_else(|| panic!("/{} {} is not in the table of verbs", verb.word, param.name));
        param.description = Some(declared.help.into());
    }
}

/// Autocomplete results for the invoker, from the service.
async fn suggest(ctx: Ctx<'_>, source: Suggest, partial: &str) -> CreateAutocompleteResponse {
    let Some(who) = who(ctx) else { return CreateAutocompleteResponse::new() };
    let typed = partial.to_string();
    let found = ctx.data().services.call(move |s| s.suggest(&who, source, &typed)).await.unwrap_or_default();
    CreateAutocompleteResponse::new()
        .set_choices(found.into_iter().map(|s| AutocompleteChoice::new(s.name, s.value)).collect())
}

/// Answers the invoking interaction with what `work` makes of the service.
async fn run<F>(ctx: Ctx<'_>, work: F) -> Result<(), Error>
where
    F: FnOnce(&mut Service, &Context) -> Reply + Send + 'static,
{
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let invoker = invoker::of_command(app.interaction);
    respond::answer(ctx.http(), Target::Command(app.interaction), ctx.data(), invoker, work).await
}

/// Runs a service command.
async fn command(ctx: Ctx<'_>, command: Command) -> Result<(), Error> {
    run(ctx, move |service, c| service.handle(c, command)).await
}

/// Runs a command given in the service's words (`place 3 0 90`); words the service
/// cannot read are refused with its explanation.
async fn words(ctx: Ctx<'_>, text: String) -> Result<(), Error> {
    run(ctx, move |service, c| service.handle_words(c, &text)).await
}

/// The invoker of an autocomplete request, as the service sees them.
fn who(ctx: Ctx<'_>) -> Option<Context> {
    match ctx {
        poise::Context::Application(app) => Some(invoker::of_command(app.interaction)),
        poise::Context::Prefix(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table and the registered commands agree both ways, parameters included.
    #[test]
    fn every_verb_is_a_command_and_every_command_a_verb() {
        let commands = all();
        for verb in verbs::VERBS {
            let command = commands.iter().find(|c| c.name == verb.word);
            let command = command.unwrap_or_else(|| panic!("/{} is not registered", verb.word));
            assert_eq!(command.description.as_deref(), Some(verb.help));
            let names: Vec<&str> = command.parameters.iter().map(|p| p.name.as_ref()).collect();
            let declared: Vec<&str> = verb.params.iter().map(|p| p.name).collect();
            assert_eq!(names, declared, "/{}", verb.word);
        }
        assert_eq!(commands.len(), verbs::VERBS.len());
    }
}
