//! The slash commands registered with Discord. On one server (`DISCORD_GUILD_ID`) poise's
//! bulk registration is all it takes; globally, the application may also hold Discord's
//! Entry Point command (type 4, `PRIMARY_ENTRY_POINT`, the App Launcher's "Launch"),
//! which Discord creates when Activities are turned on in the Developer Portal, and a
//! bulk overwrite that leaves it out is refused whole ("You cannot remove this app's
//! Entry Point command in a bulk update operation", code 50240). So the global one
//! reads the commands Discord has and sends the Entry Point back with ours, as it was:
//! start-up succeeds whether Activities are on or not, and the launcher keeps working.

use poise::serenity_prelude as serenity;
use serenity::{Command, CommandType, CreateCommand, GuildId, Http};

use super::{Data, Error};

/// Registers `commands` on `guild` when given, else globally keeping the application's
/// Entry Point command.
///
/// # Errors
/// Discord refuses the registration, or cannot be reached.
pub async fn commands(
    http: &Http,
    commands: &[poise::Command<Data, Error>],
    guild: Option<GuildId>,
) -> serenity::Result<()> {
    let Some(guild) = guild else { return globally(http, commands).await };
    poise::builtins::register_in_guild(http, commands, guild).await
}

async fn globally(http: &Http, commands: &[poise::Command<Data, Error>]) -> serenity::Result<()> {
    let mut sent = poise::builtins::create_application_commands(commands);
    let registered = Command::get_global_commands_with_localizations(http).await?;
    sent.extend(registered.iter().filter(|c| c.kind == CommandType::PrimaryEntryPoint).map(kept));
    Command::set_global_commands(http, sent).await?;
    Ok(())
}

/// A registered Entry Point command as it is sent back: everything it was registered
/// with (name, description and their translations, handler, where it may be used).
fn kept(command: &Command) -> CreateCommand {
    let mut kept = CreateCommand::new(&command.name)
        .kind(CommandType::PrimaryEntryPoint)
        .description(&command.description)
        .nsfw(command.nsfw);
    if !command.integration_types.is_empty() {
        kept = kept.integration_types(command.integration_types.clone());
    }
    for (locale, name) in command.name_localizations.iter().flatten() {
        kept = kept.name_localized(locale, name);
    }
    for (locale, description) in command.description_localizations.iter().flatten() {
        kept = kept.description_localized(locale, description);
    }
    if let Some(contexts) = &command.contexts {
        kept = kept.contexts(contexts.clone());
    }
    if let Some(handler) = command.handler {
        kept = kept.handler(handler);
    }
    if let Some(permissions) = command.default_member_permissions {
        kept = kept.default_member_permissions(permissions);
    }
    kept
}
