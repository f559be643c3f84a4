//! The App Launcher's Entry Point command (type 4, `PRIMARY_ENTRY_POINT`, "Launch"), which
//! Discord makes when Activities are turned on and poise does not know (it would log the
//! interaction as unknown and leave it unanswered). Its handler is the operator's choice
//! in the Developer Portal: `APP_HANDLER` (1) sends it to the bot to answer, which
//! launches the board as an Activity (callback 12, `LAUNCH_ACTIVITY`); with
//! `DISCORD_LAUNCH_ACTIVITY` (2) Discord launches it itself and refuses any answer of
//! ours as one too many (code 40060), which is then as it should be. Either way it
//! never reaches poise.

use poise::serenity_prelude as serenity;
use serenity::{
    CommandInteraction, CommandType, CreateInteractionResponse, CreateInteractionResponseMessage, FullEvent,
    Interaction,
};

use crate::locale::Lang;

/// Discord's code for an interaction answered already: here, by Discord itself.
const ANSWERED_ALREADY: isize = 40060;

/// A serenity framework (poise's) to which every event but the Entry Point command's
/// interaction goes.
pub struct Launcher<F> {
    framework: F,
}

impl<F> Launcher<F> {
    pub fn new(framework: F) -> Launcher<F> {
        Launcher { framework }
    }
}

impl<F> std::fmt::Debug for Launcher<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Launcher").finish_non_exhaustive()
    }
}

#[poise::async_trait]
impl<F: serenity::Framework> serenity::Framework for Launcher<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.framework.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: FullEvent) {
        match &event {
            FullEvent::InteractionCreate { interaction: Interaction::Command(command) }
                if command.data.kind == CommandType::PrimaryEntryPoint =>
            {
                launch(&ctx.http, command).await;
            }
            _ => self.framework.dispatch(ctx, event).await,
        }
    }
}

/// Answers the Entry Point command: the board launched as an Activity when the bot
/// serves it as one, else a private sentence saying it does not (the operator turned
/// Activities on without `DISCORD_CLIENT_SECRET`).
async fn launch(http: &serenity::Http, command: &CommandInteraction) {
    let serves_activity = super::board_page().is_some_and(|web| web.activity.is_some());
    let answer = if serves_activity {
        CreateInteractionResponse::LaunchActivity
    } else {
        let text = Lang::of_discord(&command.locale).say("web-activity-off", []);
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new().content(text).ephemeral(true),
        )
    };
    match command.create_response(http, answer).await {
        Ok(()) => {}
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(refused)))
            if refused.error.code == ANSWERED_ALREADY =>
        {
            tracing::debug!(interaction = %command.id, "Discord launched the Activity itself (DISCORD_LAUNCH_ACTIVITY)");
        }
        Err(e) => {
            tracing::warn!(error = %e, interaction = %command.id, "the Activity's launch was not answered")
        }
    }
}
