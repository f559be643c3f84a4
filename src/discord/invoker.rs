//! Who invoked an interaction, where and when, as the service's [`Context`]: ids as
//! text, the name shown in games (server nickname, else display name), and whether
//! they may manage the channel's game (Manage Messages). It also owns the bot's one
//! reading of the time. It must not decide anything.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, GuildId, Member, Permissions, User};

use crate::service::{self, Context, Front};

/// The file the time is read from instead of the system clock (`CLOCK_FILE`, tests
/// only), set once at start.
static CLOCK_FILE: OnceLock<PathBuf> = OnceLock::new();

/// Reads the time from `path` from now on (`CLOCK_FILE`): its text is unix
/// milliseconds, read again each time, so a test moves the bot's time by writing it.
pub fn read_time_from(path: PathBuf) {
    // Set once, as the bot starts.
    let _ = CLOCK_FILE.set(path);
}

/// The clock, in unix milliseconds: the only place the bot reads it (the system's, or
/// the file's when one is set; the system's if that file cannot be read).
pub fn now_ms() -> i64 {
    let from_file = CLOCK_FILE.get().map(|path| {
        std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|text| text.trim().parse::<i64>().map_err(|e| format!("`{}`: {e}", text.trim())))
    });
    match from_file {
        Some(Ok(now)) => now,
        Some(Err(e)) => {
            tracing::error!(error = %e, "the clock file does not hold a time; using the system's");
            system_ms()
        }
        None => system_ms(),
    }
}

fn system_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Discord's epoch, unix milliseconds: a snowflake id's top 42 bits count from it.
const DISCORD_EPOCH_MS: i64 = 1_420_070_400_000;

/// When Discord made the object of snowflake `id` (an interaction: when the player sent
/// it), unix milliseconds by Discord's clock.
pub fn made_at(id: u64) -> i64 {
    i64::try_from(id >> 22).unwrap_or(i64::MAX).saturating_add(DISCORD_EPOCH_MS)
}

/// How long ago Discord made snowflake `id`, by the system's clock (never the clock
/// file's, which tests move by hours: this is about Discord's deadlines, not the games').
pub fn age_ms(id: u64) -> i64 {
    system_ms() - made_at(id)
}

/// Where an interaction comes from: its id, server and channel, and the languages
/// Discord sends with it (the user's, and the server's preferred one).
pub struct Origin<'a> {
    /// The interaction's id, whose time is when the player sent it.
    pub id: u64,
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    pub locale: &'a str,
    pub guild_locale: Option<&'a str>,
}

/// The service context of an interaction.
pub fn context(origin: &Origin<'_>, user: &User, member: Option<&Member>) -> Context {
    let name = member
        .and_then(|m| m.nick.clone())
        .unwrap_or_else(|| user.global_name.clone().unwrap_or_else(|| user.name.clone()));
    let can_manage =
        member.and_then(|m| m.permissions).is_some_and(|p| p.contains(Permissions::MANAGE_MESSAGES));
    Context {
        guild: origin.guild.map_or_else(|| service::NO_GUILD.to_string(), |g| g.to_string()),
        channel: origin.channel.to_string(),
        user: service::User { id: user.id.to_string(), name },
        can_manage,
        locale: origin.locale.to_string(),
        guild_locale: origin.guild_locale.map(str::to_string),
        front: Front::Discord,
        now: now_ms(),
        sent_at: Some(made_at(origin.id)),
    }
}

/// The service context of a slash command or autocomplete request.
pub fn of_command(i: &serenity::CommandInteraction) -> Context {
    let origin = Origin {
        id: i.id.get(),
        guild: i.guild_id,
        channel: i.channel_id,
        locale: &i.locale,
        guild_locale: i.guild_locale.as_deref(),
    };
    context(&origin, &i.user, i.member.as_deref())
}

/// The service context of a button click.
pub fn of_component(i: &serenity::ComponentInteraction) -> Context {
    let origin = Origin {
        id: i.id.get(),
        guild: i.guild_id,
        channel: i.channel_id,
        locale: &i.locale,
        guild_locale: i.guild_locale.as_deref(),
    };
    context(&origin, &i.user, i.member.as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user() -> User {
        let mut user = User::default();
        user.id = serenity::UserId::new(42);
        user.name = "alice".into();
        user
    }

    #[test]
    fn the_name_is_the_nickname_then_the_display_name_then_the_username() {
        let channel = ChannelId::new(7);
        let mut u = user();
        let dm = Origin { id: 1, guild: None, channel, locale: "fr", guild_locale: None };
        let plain = context(&dm, &u, None);
        assert_eq!((plain.user.id.as_str(), plain.user.name.as_str()), ("42", "alice"));
        assert_eq!((plain.guild.as_str(), plain.channel.as_str(), plain.locale.as_str()), ("dm", "7", "fr"));
        assert_eq!(plain.guild_locale, None);
        u.global_name = Some("Alice A.".into());
        assert_eq!(context(&dm, &u, None).user.name, "Alice A.");
        let mut member = Member::default();
        member.nick = Some("Al".into());
        let server = Origin {
            id: 1,
            guild: Some(GuildId::new(9)),
            channel,
            locale: "en-US",
            guild_locale: Some("fr"),
        };
        let in_guild = context(&server, &u, Some(&member));
        assert_eq!((in_guild.user.name.as_str(), in_guild.guild.as_str()), ("Al", "9"));
        assert_eq!((in_guild.locale.as_str(), in_guild.guild_locale.as_deref()), ("en-US", Some("fr")));
    }

    #[test]
    fn a_snowflake_tells_when_it_was_made() {
        // Discord's documented example: 175928847299117063 was made at 1462015105796.
        assert_eq!(made_at(175_928_847_299_117_063), 1_462_015_105_796);
        let now = (system_ms() - DISCORD_EPOCH_MS) as u64;
        assert!((0..1_000).contains(&age_ms(now << 22)), "made just now");
    }

    #[test]
    fn manage_messages_lets_a_member_manage_games() {
        let origin =
            Origin { id: 1, guild: None, channel: ChannelId::new(7), locale: "en", guild_locale: None };
        let mut member = Member::default();
        assert!(!context(&origin, &user(), Some(&member)).can_manage);
        member.permissions = Some(Permissions::MANAGE_MESSAGES | Permissions::SEND_MESSAGES);
        assert!(context(&origin, &user(), Some(&member)).can_manage);
        member.permissions = Some(Permissions::SEND_MESSAGES);
        assert!(!context(&origin, &user(), Some(&member)).can_manage);
    }
}
