//! Who invoked an interaction, where and when, as the service's [`Context`]: ids as
//! text, the name shown in games (server nickname, else display name), and whether
//! they may manage the channel's game (Manage Messages). It must not decide anything.

use std::time::{SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, GuildId, Member, Permissions, User};

use crate::service::{self, Context, Front};

/// The service's guild for interactions outside any server.
const NO_GUILD: &str = "dm";

/// The clock, in unix milliseconds: the only place the bot reads it.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// The service context of an interaction.
pub fn context(
    guild: Option<GuildId>,
    channel: ChannelId,
    user: &User,
    member: Option<&Member>,
    locale: &str,
) -> Context {
    let name = member
        .and_then(|m| m.nick.clone())
        .unwrap_or_else(|| user.global_name.clone().unwrap_or_else(|| user.name.clone()));
    let can_manage =
        member.and_then(|m| m.permissions).is_some_and(|p| p.contains(Permissions::MANAGE_MESSAGES));
    Context {
        guild: guild.map_or_else(|| NO_GUILD.to_string(), |g| g.to_string()),
        channel: channel.to_string(),
        user: service::User { id: user.id.to_string(), name },
        can_manage,
        locale: locale.to_string(),
        front: Front::Discord,
        now: now_ms(),
    }
}

/// The service context of a slash command or autocomplete request.
pub fn of_command(i: &serenity::CommandInteraction) -> Context {
    context(i.guild_id, i.channel_id, &i.user, i.member.as_deref(), &i.locale)
}

/// The service context of a button click.
pub fn of_component(i: &serenity::ComponentInteraction) -> Context {
    context(i.guild_id, i.channel_id, &i.user, i.member.as_ref(), &i.locale)
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
        let plain = context(None, channel, &u, None, "fr");
        assert_eq!((plain.user.id.as_str(), plain.user.name.as_str()), ("42", "alice"));
        assert_eq!((plain.guild.as_str(), plain.channel.as_str(), plain.locale.as_str()), ("dm", "7", "fr"));
        u.global_name = Some("Alice A.".into());
        assert_eq!(context(None, channel, &u, None, "fr").user.name, "Alice A.");
        let mut member = Member::default();
        member.nick = Some("Al".into());
        let in_guild = context(Some(GuildId::new(9)), channel, &u, Some(&member), "fr");
        assert_eq!((in_guild.user.name.as_str(), in_guild.guild.as_str()), ("Al", "9"));
    }

    #[test]
    fn manage_messages_lets_a_member_manage_games() {
        let channel = ChannelId::new(7);
        let mut member = Member::default();
        assert!(!context(None, channel, &user(), Some(&member), "en").can_manage);
        member.permissions = Some(Permissions::MANAGE_MESSAGES | Permissions::SEND_MESSAGES);
        assert!(context(None, channel, &user(), Some(&member), "en").can_manage);
        member.permissions = Some(Permissions::SEND_MESSAGES);
        assert!(!context(None, channel, &user(), Some(&member), "en").can_manage);
    }
}
