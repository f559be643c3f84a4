//! Direct-message notifications: each user's opt-in, and the words of the message. It
//! must not send anything; the front end delivers to the users it is given.

use super::{Context, Followup, Lang, Reply, Service};

/// The direct message telling a user the game in `channel` waits for them, in the
/// game's language `lang`. Channels are named in Discord's `<#id>` form, which links
/// them there; other front ends send no direct messages.
fn turn_message(channel: &str, lang: Lang) -> String {
    lang.say("dm-waiting", [("channel", channel.into())])
}

impl Service {
    /// Turns direct messages on or off for the author.
    pub fn set_notify(&mut self, ctx: &Context, on: bool) -> Reply {
        match self.store.write(|tx| tx.set_wants_dm(&ctx.user.id, on, ctx.now)) {
            Ok(()) if on => Reply::private(ctx.lang().say("notify-on", [])),
            Ok(()) => Reply::private(ctx.lang().say("notify-off", [])),
            Err(e) => {
                tracing::error!(error = %e, "notify setting failed");
                Reply::refusal(ctx.lang().say("error-internal", []))
            }
        }
    }

    /// Direct messages for those of `users` who asked to hear when the game in `channel`
    /// waits for them, in the game's language `lang`.
    pub fn waiting_messages(&mut self, channel: &str, users: &[String], lang: Lang) -> Vec<Followup> {
        let text = turn_message(channel, lang);
        let wanting = self.wanting_dm(users);
        wanting.into_iter().map(|user| Followup::DirectMessage { user, text: text.clone() }).collect()
    }

    /// Those of `users` who asked for direct messages.
    pub fn wanting_dm(&mut self, users: &[String]) -> Vec<String> {
        let result = self.store.read(|tx| {
            users
                .iter()
                .filter_map(|u| tx.wants_dm(u).map(|on| on.then(|| u.clone())).transpose())
                .collect::<Result<Vec<_>, _>>()
        });
        result.unwrap_or_else(|e| {
            tracing::error!(error = %e, "reading notify settings failed");
            Vec::new()
        })
    }
}
