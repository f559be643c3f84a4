//! Who is asking, from where, and when: everything a command needs from its front end.

use super::Lang;

/// The guild of a channel outside any server (a direct message): games are kept by
/// guild and channel, and every front end names such a channel's guild so.
pub const NO_GUILD: &str = "dm";

/// A person as the front end knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// A stable id (a Discord snowflake, or `local:Name` in the terminal).
    pub id: String,
    /// The name shown on the board and in messages.
    pub name: String,
}

/// The circumstances of one command.
#[derive(Clone, Debug)]
pub struct Context {
    pub guild: String,
    /// Games live one per channel (or thread).
    pub channel: String,
    pub user: User,
    /// May cancel games they did not create (Discord's Manage Messages).
    pub can_manage: bool,
    /// The user's locale, e.g. `en-US` or `fr`: their private answers are in its language.
    pub locale: String,
    /// The server's preferred locale, if the front end knows one: a new game's language
    /// when its creator names none.
    pub guild_locale: Option<String>,
    /// Unix milliseconds; the service never reads the clock itself.
    pub now: i64,
    /// Where the command comes from, which decides what the author may fix.
    pub front: Front,
    /// When the player sent it, unix milliseconds by Discord's clock (its interaction
    /// id's time); `None` from the terminal and for background work. A command sent
    /// before the channel's game was opened never reaches that game.
    pub sent_at: Option<i64>,
}

/// The front end a command comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Front {
    /// The terminal and scripts: a trusted driver that may fix the seed and the draws.
    Terminal,
    /// Discord: players never choose the seed, so nobody can look the draws up.
    Discord,
}

impl Context {
    /// The language of the asking user's private answers.
    pub fn lang(&self) -> Lang {
        Lang::of_discord(&self.locale)
    }

    /// The language of a game opened here without one named: the server's, else English.
    pub fn default_game_lang(&self) -> Lang {
        self.guild_locale.as_deref().map_or(Lang::En, Lang::of_discord)
    }

    /// The context of a bot seat moving by itself in `channel`: nobody asks, nobody may
    /// manage anything, and no user id matches a person's.
    pub fn for_bots(guild: &str, channel: &str, front: Front, now: i64) -> Context {
        Context {
            guild: guild.to_string(),
            channel: channel.to_string(),
            user: User { id: String::new(), name: String::new() },
            can_manage: false,
            locale: "en-US".into(),
            guild_locale: None,
            now,
            front,
            sent_at: None,
        }
    }
}
