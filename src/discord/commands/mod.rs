//! The slash commands, one top-level command per service word (`/new`, `/join`,
//! `/place`, `/meeple`, `/pass`, …), so each expansion's decisions come as commands of
//! their own (`/shepherd`, `/grow`, `/herd`, `/bridge`, `/castle`, `/bid`, `/gift`,
//! `/cube`, `/abbot`) without renaming anything. A command converts its options to the
//! service's words and hands over; it must not hold game logic or text: descriptions
//! come from the service's table of verbs at registration, suggestions from the service.
//! The lobby's and the looks' commands are written here, each its own shape; the turn's,
//! every expansion's among them, are made from the table (`turn`).

mod lobby;
mod look;
mod stats;
mod turn;

use super::invoker;
use super::respond::{self, Target};
use super::{Ctx, Data, Error};
use poise::serenity_prelude::{AutocompleteChoice, CreateAutocompleteResponse};

use std::borrow::Cow;

use crate::service::verbs::{self, Group};
use crate::service::{Command, Context, Lang, Reply, Service, Suggest};

/// Every command the bot registers, in the table of verbs' order, described by it.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let lobby = [
        lobby::new(),
        lobby::join(),
        lobby::leave(),
        lobby::away(),
        lobby::start(),
        lobby::bot(),
        lobby::cancel(),
        lobby::language(),
        lobby::status(),
        lobby::games(),
        stats::leaderboard(),
        stats::stats(),
        lobby::options(),
    ];
    let turn = verbs::VERBS.iter().filter(|v| v.group == Group::Turn).map(|v| turn::command(v));
    let look = [look::board(), look::history(), look::replay(), look::rules(), look::help(), look::notify()];
    let mut commands: Vec<_> = lobby.into_iter().chain(turn).chain(look).collect();
    for command in &mut commands {
        describe(command);
    }
    commands
}

/// Sets a command's description and its parameters' from its verb, each with its
/// French name and description (Discord's localizations; Discord still sends the
/// English names back, so English names keep working for everybody).
fn describe(command: &mut poise::Command<Data, Error>) {
    let verb = verbs::find(&command.name)
        .filter(|v| v.word == command.name)
        .unwrap_or_else(|| panic!("/{} is not in the table of verbs", command.name));
    command.description = Some(verb.help(Lang::En).into());
    command.name_localizations = french(verb.fr.into());
    command.description_localizations = french(verb.help(Lang::Fr));
    for param in &mut command.parameters {
        let declared = verb.params.iter().find(|p| p.name == param.name);
        let declared =
            declared.unwrap_or_else(|| panic!("/{} {} is not in the table of verbs", verb.word, param.name));
        param.description = Some(declared.help(verb.word, Lang::En).into());
        param.name_localizations = french(declared.fr.into());
        param.description_localizations = french(declared.help(verb.word, Lang::Fr));
    }
}

/// One text's localizations: French (Discord's `fr` locale), the only language besides
/// English.
fn french(text: String) -> Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]> {
    Cow::Owned(vec![(Lang::Fr.tag().into(), text.into())])
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

    /// The table and the registered commands agree both ways, parameters included,
    /// required or not.
    #[test]
    fn every_verb_is_a_command_and_every_command_a_verb() {
        let commands = all();
        for verb in verbs::VERBS.iter() {
            let command = commands.iter().find(|c| c.name == verb.word);
            let command = command.unwrap_or_else(|| panic!("/{} is not registered", verb.word));
            assert_eq!(command.description.as_deref(), Some(verb.help(Lang::En).as_str()));
            let names: Vec<(&str, bool)> =
                command.parameters.iter().map(|p| (p.name.as_ref(), p.required)).collect();
            let declared: Vec<(&str, bool)> = verb.params.iter().map(|p| (p.name, p.required)).collect();
            assert_eq!(names, declared, "/{}: options and whether each is required", verb.word);
        }
        assert_eq!(commands.len(), verbs::VERBS.len());
    }

    /// What is registered with Discord, to the letter: every command, option, type,
    /// description, localization and autocomplete flag (`UPDATE_GOLDEN=1` rewrites
    /// `tests/golden/discord-commands.json` after a deliberate change; review its diff).
    #[test]
    fn the_registration_is_as_pinned() {
        let sent = poise::builtins::create_application_commands(&all());
        let sent = serde_json::to_string_pretty(&sent).expect("commands as JSON") + "\n";
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/discord-commands.json");
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(path, &sent).expect("golden written");
        }
        let pinned = std::fs::read_to_string(path).expect("golden; run with UPDATE_GOLDEN=1");
        assert!(pinned == sent, "the registration changed: run with UPDATE_GOLDEN=1 and review the diff");
    }

    /// A name Discord accepts for a command or option: 1 to 32 letters, digits, `-` or
    /// `_`, lower case wherever a letter has a lower case.
    fn discord_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name.chars().all(|c| (c.is_alphanumeric() || c == '-' || c == '_') && c.to_lowercase().eq([c]))
    }

    /// The localizations of one thing: exactly French, within Discord's limits.
    fn french_only(what: &str, localizations: &[(Cow<'static, str>, Cow<'static, str>)], name: bool) {
        assert_eq!(localizations.len(), 1, "{what}");
        let (locale, text) = &localizations[0];
        assert_eq!(locale, "fr", "{what}");
        if name {
            assert!(discord_name(text), "{what}: `{text}` is no Discord name");
        } else {
            assert!((1..=100).contains(&text.chars().count()), "{what}: `{text}`");
        }
    }

    /// Every command, option and choice has a French name and description Discord
    /// accepts, and the French names are as distinct as the English ones.
    #[test]
    fn every_command_and_option_speaks_french() {
        let commands = all();
        let mut names = std::collections::BTreeSet::new();
        for command in &commands {
            let what = format!("/{}", command.name);
            assert!(discord_name(&command.name), "{what}");
            french_only(&what, &command.name_localizations, true);
            french_only(&what, &command.description_localizations, false);
            assert!(names.insert(command.name_localizations[0].1.to_string()), "{what}: French name twice");
            let mut options = std::collections::BTreeSet::new();
            for param in &command.parameters {
                let what = format!("/{} {}", command.name, param.name);
                assert!(discord_name(&param.name), "{what}");
                french_only(&what, &param.name_localizations, true);
                french_only(&what, &param.description_localizations, false);
                assert!(param.description.as_ref().is_some_and(|d| (1..=100).contains(&d.chars().count())));
                assert!(options.insert(param.name_localizations[0].1.to_string()), "{what}: twice");
                for choice in param.choices.iter() {
                    assert_eq!(choice.localizations.len(), 1, "{what} {}", choice.name);
                    assert_eq!(choice.localizations[0].0, "fr", "{what} {}", choice.name);
                    assert!((1..=100).contains(&choice.localizations[0].1.chars().count()));
                }
            }
        }
        let new = commands.iter().find(|c| c.name == "new").unwrap();
        let language = new.parameters.iter().find(|p| p.name == "language").unwrap();
        let choices: Vec<&str> = language.choices.iter().map(|c| c.name.as_ref()).collect();
        assert_eq!(choices, ["English", "Français"]);
        let bid = commands.iter().find(|c| c.name == "bid").unwrap();
        assert_eq!(bid.name_localizations[0].1, "enchérir");
        assert_eq!(
            bid.description_localizations[0].1,
            "Ouvrir les enchères sur une tuile du bazar, ou surenchérir"
        );
    }
}
