//! The language a channel's game is played in: changed by its creator or a moderator
//! (`language fr`), and shown with the expansions and options (`options`).
//!
//! Only the words players read change: the action log, the seats and the rules never
//! see the language. It must not word anything itself; the texts are `commands.ftl`'s.

use super::command::BadCommand;
use super::error::{ServiceError, UserError};
use super::table::Table;
use super::text::{self, Channel};
use super::{Context, Lang, Reply, Service};
use crate::store::Status;

impl Service {
    /// Sets the language of the channel's open game (in its lobby or being played) and
    /// says so to the channel, in the new language.
    pub(super) fn set_language(&mut self, ctx: &Context, lang: Lang) -> Result<Reply, ServiceError> {
        self.store.write(|tx| {
            let table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            if table.row.status == Status::Finished {
                return Err(UserError::Finished.into());
            }
            if table.row.creator_id != ctx.user.id && !ctx.can_manage {
                return Err(UserError::from(BadCommand::NotYourLanguage).into());
            }
            tx.set_language(table.row.id, lang.tag())?;
            Ok::<_, ServiceError>(())
        })?;
        let name = lang.say("language-name", [("lang", lang.tag().into())]);
        let said =
            lang.say("language-set", [("name", ctx.user.name.as_str().into()), ("language", name.into())]);
        Ok(Reply { lang, ..Reply::public(said) })
    }

    /// The expansions, options and languages, in the asker's language, with the language
    /// of the channel's open game (or the one a new game here would get).
    pub(super) fn options(&mut self, ctx: &Context) -> Reply {
        let channel = match self.table(ctx) {
            Ok(table) if matches!(table.row.status, Status::Lobby | Status::Active) => {
                Channel::Game(table.lang())
            }
            _ => Channel::Default(ctx.default_game_lang()),
        };
        Reply::private(text::options(ctx.lang(), channel))
    }
}
