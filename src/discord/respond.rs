//! Answering an interaction with a service reply: run the service off the async
//! runtime, defer publicly if it takes long (a board render), then send the messages
//! (the first as the response, the rest as follow-ups) and the direct messages users
//! asked for. It must not decide what to say; replies come from the service.

use anyhow::Result;
use poise::serenity_prelude as serenity;
use serenity::{
    CommandInteraction, ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, Http, UserId,
};

use super::Data;
use super::outgoing::{self, Outgoing};
use crate::service::{Context, Followup, Reply, Service};

/// The interaction being answered.
#[derive(Clone, Copy, Debug)]
pub enum Target<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

impl Target<'_> {
    async fn respond(self, http: &Http, response: CreateInteractionResponse) -> serenity::Result<()> {
        match self {
            Target::Command(i) => i.create_response(http, response).await,
            Target::Component(i) => i.create_response(http, response).await,
        }
    }

    async fn followup(self, http: &Http, message: CreateInteractionResponseFollowup) -> serenity::Result<()> {
        match self {
            Target::Command(i) => i.create_followup(http, message).await.map(drop),
            Target::Component(i) => i.create_followup(http, message).await.map(drop),
        }
    }

    async fn delete_original(self, http: &Http) -> serenity::Result<()> {
        match self {
            Target::Command(i) => i.delete_response(http).await,
            Target::Component(i) => i.delete_response(http).await,
        }
    }
}

/// A reply with what goes along with it.
#[derive(Debug)]
struct Answer {
    reply: Reply,
}

/// Runs `work` for the invoker and answers the interaction with its reply, deferring
/// (publicly) if the service takes longer than the configured delay.
///
/// # Errors
/// The service could not be reached, or Discord refused a message.
pub async fn answer<F>(http: &Http, target: Target<'_>, data: &Data, ctx: Context, work: F) -> Result<()>
where
    F: FnOnce(&mut Service, &Context) -> Reply + Send + 'static,
{
    let call = data.services.call(move |service| Answer { reply: work(service, &ctx) });
    tokio::pin!(call);
    let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
    let (answer, deferred) = if data.defer_after.is_zero() {
        target.respond(http, defer).await?;
        (call.await?, true)
    } else {
        tokio::select! {
            answer = &mut call => (answer?, false),
            () = tokio::time::sleep(data.defer_after) => {
                target.respond(http, defer).await?;
                (call.await?, true)
            }
        }
    };
    let mut messages = outgoing::messages(&answer.reply);
    if messages.is_empty() {
        messages.push(Outgoing { content: "✓".into(), ephemeral: true, ..Outgoing::default() });
    }
    for (i, message) in messages.iter().enumerate() {
        match (i, deferred) {
            (0, false) => {
                target.respond(http, CreateInteractionResponse::Message(message.response())).await?
            }
            (0, true) if message.ephemeral => {
                // The first follow-up after a public deferral would be public too, so the
                // loading message goes and the private text follows on its own.
                target.delete_original(http).await?;
                target.followup(http, message.followup()).await?;
            }
            _ => target.followup(http, message.followup()).await?,
        }
    }
    deliver(http, &answer.reply.followups).await;
    Ok(())
}

/// Delivers the service's follow-ups: direct messages to players a game waits for.
pub async fn deliver(http: &Http, followups: &[Followup]) {
    for followup in followups {
        let Followup::DirectMessage { user, text } = followup;
        let Ok(id) = user.parse::<u64>() else { continue };
        if let Err(e) = UserId::new(id).direct_message(http, CreateMessage::new().content(text)).await {
            tracing::warn!(user = id, error = %e, "direct message failed");
        }
    }
}
