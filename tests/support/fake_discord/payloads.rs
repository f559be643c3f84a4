//! The JSON objects a fake Discord sends: users, members, messages, READY, interactions.
//! Every field serenity 0.12.5 requires is present (a missing one makes it drop the
//! event with only a WARN). Pure data builders; no IO.

use serde_json::{Value, json};

/// The application id, also the bot user's id, as on Discord.
pub const APP_ID: u64 = 900_000_000_000_000_001;
/// The fake's home server: where the bot registers its commands and where tests play.
pub const GUILD_ID: u64 = 910_000_000_000_000_001;
/// The home server's channel games are played in.
pub const CHANNEL_ID: u64 = 920_000_000_000_000_001;

/// Where an interaction happens: a server and one of its channels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Where {
    pub guild: u64,
    pub channel: u64,
}

impl Where {
    /// The home server's channel, where every test plays unless it says otherwise.
    pub const HOME: Where = Where { guild: GUILD_ID, channel: CHANNEL_ID };

    /// A channel of [`guild_on_shard`]`(shard, total)`, its own for each shard.
    pub fn on_shard(shard: u32, total: u32) -> Where {
        Where { guild: guild_on_shard(shard, total), channel: CHANNEL_ID + 1 + u64::from(shard) }
    }
}

/// The gateway shard a server's events go to, out of `total`: `(id >> 22) % total`.
pub fn shard_of(guild: u64, total: u32) -> u32 {
    u32::try_from((guild >> 22) % u64::from(total.max(1))).unwrap_or(0)
}

/// A server whose events go to shard `shard` of `total`: the first id from the home
/// server's on that does (the home server itself when it is on that shard).
pub fn guild_on_shard(shard: u32, total: u32) -> u64 {
    let total = u64::from(total.max(1));
    let high = GUILD_ID >> 22;
    let high = high + (u64::from(shard) % total + total - high % total) % total;
    (high << 22) | (GUILD_ID & ((1 << 22) - 1))
}

/// A person in the fake server.
#[derive(Clone, Debug)]
pub struct Person {
    pub id: u64,
    pub name: &'static str,
}

impl Person {
    pub fn user(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name.to_lowercase(),
            "discriminator": "0",
            "global_name": self.name,
            "avatar": null,
            "bot": false,
        })
    }

    fn member(&self) -> Value {
        json!({
            "user": self.user(),
            "nick": null,
            "roles": [],
            "deaf": false,
            "mute": false,
            "flags": 0,
            "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "permissions": "0",
        })
    }
}

pub fn bot_user() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "username": "carcassonne",
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
    })
}

/// READY for shard `shard` of `total`, listing `guilds` (that shard's servers).
pub fn ready(session: &str, gateway_url: &str, guilds: &[u64], [shard, total]: [u32; 2]) -> Value {
    let guilds: Vec<Value> =
        guilds.iter().map(|id| json!({ "id": id.to_string(), "unavailable": true })).collect();
    json!({
        "v": 10,
        "user": bot_user(),
        "guilds": guilds,
        "session_id": session,
        "resume_gateway_url": gateway_url,
        "shard": [shard, total],
        "application": { "id": APP_ID.to_string(), "flags": 0 },
    })
}

pub fn application_info() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": "Carcassonne",
        "description": "",
        "icon": null,
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "00",
        "owner": bot_user(),
        "flags": 0,
    })
}

/// A message as Discord returns it after a create or edit.
pub fn message(id: u64, channel: &str, body: &Value) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel,
        "author": bot_user(),
        "content": body.get("content").cloned().unwrap_or(json!("")),
        "timestamp": "2024-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": body.get("components").cloned().unwrap_or(json!([])),
        "pinned": false,
        "type": 0,
        "flags": body.get("flags").cloned().unwrap_or(json!(0)),
    })
}

/// A registered command as the command PUT answers it.
pub fn registered_command(id: u64, sent: &Value) -> Value {
    json!({
        "id": id.to_string(),
        "type": sent.get("type").cloned().unwrap_or(json!(1)),
        "application_id": APP_ID.to_string(),
        "guild_id": GUILD_ID.to_string(),
        "name": sent["name"],
        "description": sent.get("description").cloned().unwrap_or(json!("")),
        "options": sent.get("options").cloned().unwrap_or(json!([])),
        "default_member_permissions": null,
        "nsfw": false,
        "version": "1",
    })
}

/// The fields every interaction has, in the server and channel `at`.
pub fn interaction(id: u64, token: &str, kind: u8, person: &Person, data: Value, at: Where) -> Value {
    let (guild, channel) = (at.guild.to_string(), at.channel.to_string());
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "data": data,
        "guild_id": guild,
        "channel_id": channel,
        "channel": { "id": channel, "type": 0 },
        "member": person.member(),
        "token": token,
        "version": 1,
        "locale": "en-US",
        "guild_locale": "en-US",
        "app_permissions": "2248473465835073",
        "entitlements": [],
        "attachment_size_limit": 26_214_400,
        "authorizing_integration_owners": { "0": guild },
        "context": 0,
    })
}

/// The `data` of a slash command (type 2) or its autocomplete (type 4), registered on
/// the home server (where the bot registers them; the fake takes them in every server).
pub fn command_data(command_id: &str, name: &str, options: Value) -> Value {
    json!({
        "id": command_id,
        "name": name,
        "type": 1,
        "options": options,
        "guild_id": GUILD_ID.to_string(),
    })
}

/// The `data` of a button click (type 3).
pub fn button_data(custom_id: &str) -> Value {
    json!({ "custom_id": custom_id, "component_type": 2 })
}
