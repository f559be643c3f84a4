//! Direct-message notifications: each user's opt-in, and the words of the message. It
//! must not send anything; the front end delivers to the users it is given.

use super::{Context, Followup, Lang, Reply, Service, ServiceError};

/// The direct message telling a user the game in `channel` waits for them, in `lang`. Channels are named in Discord's `<#id>` form, which links
/// them there; other front ends send no direct messages.
fn turn_message(channel: &str, lang: Lang) -> String {
    lang.say("dm-waiting", [("channel", channel.into())])
}

impl Service {
    /// Turns direct messages on or off for the author.
    pub fn set_notify(&mut self, ctx: &Context, on: bool) -> Reply {
        match self.store.write(|tx| tx.set_wants_dm(&ctx.user.id, on, &ctx.locale, ctx.now)) {
            Ok(()) if on => Reply::private(ctx.lang().say("notify-on", [])),
            Ok(()) => Reply::private(ctx.lang().say("notify-off", [])),
            Err(e) => {
                tracing::error!(error = %e, "notify setting failed");
                Reply::refusal(ctx.lang().say(ServiceError::from(e).apology(), []))
            }
        }
    }

    /// Direct messages for those of `users` who asked to hear when the game in `channel`
    /// waits for them, each in the language they asked in (else the game's, `game`).
    pub fn waiting_messages(&mut self, channel: &str, users: &[String], game: Lang) -> Vec<Followup> {
        let wanting = self.wanting_dm(users);
        wanting
            .into_iter()
            .map(|(user, reader)| {
                let lang = reader.unwrap_or(game);
                Followup::DirectMessage { user, text: turn_message(channel, lang), lang }
            })
            .collect()
    }

    /// Those of `users` who asked for direct messages, each with the language they asked
    /// in (`None` for one who asked before languages were kept).
    pub fn wanting_dm(&mut self, users: &[String]) -> Vec<(String, Option<Lang>)> {
        let result = self.store.read(|tx| {
            let mut wanting = Vec::new();
            for user in users {
                if let Some(locale) = tx.dm_locale(user)? {
                    wanting.push((user.clone(), (!locale.is_empty()).then(|| Lang::of_discord(&locale))));
                }
            }
            Ok::<_, crate::store::StoreError>(wanting)
        });
        result.unwrap_or_else(|e| {
            tracing::error!(error = %e, "reading notify settings failed");
            Vec::new()
        })
    }
}
