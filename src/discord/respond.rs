//! Answering an interaction with a service reply: run the service off the async
//! runtime, defer publicly if it takes long (a board render), then send the messages
//! (the first as the response, the rest as follow-ups) and the direct messages users
//! asked for, and after a change let the channel's bot seats move. It must not decide
//! what to say; replies come from the service.

use anyhow::Result;
use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CommandInteraction, ComponentInteraction, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, EditMessage, Http,
    MessageFlags, MessageId, UserId,
};

use super::Data;
use super::boards::{Boards, Live};
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

    /// Sends a follow-up; the message it became.
    async fn followup(
        self,
        http: &Http,
        message: CreateInteractionResponseFollowup,
    ) -> serenity::Result<MessageId> {
        let sent = match self {
            Target::Command(i) => i.create_followup(http, message).await?,
            Target::Component(i) => i.create_followup(http, message).await?,
        };
        Ok(sent.id)
    }

    /// The message the first response became.
    async fn response_id(self, http: &Http) -> serenity::Result<MessageId> {
        let sent = match self {
            Target::Command(i) => i.get_response(http).await?,
            Target::Component(i) => i.get_response(http).await?,
        };
        Ok(sent.id)
    }

    async fn delete_original(self, http: &Http) -> serenity::Result<()> {
        match self {
            Target::Command(i) => i.delete_response(http).await,
            Target::Component(i) => i.delete_response(http).await,
        }
    }

    fn channel(self) -> ChannelId {
        match self {
            Target::Command(i) => i.channel_id,
            Target::Component(i) => i.channel_id,
        }
    }

    /// The public message a button was clicked on: the one a click's answer may update.
    fn clicked_public_message(self) -> Option<MessageId> {
        let Target::Component(click) = self else { return None };
        let ephemeral = click.message.flags.is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
        (!ephemeral).then_some(click.message.id)
    }

    /// Tells Discord the answer will take a while: a command shows a public "thinking"
    /// message; a click shows nothing, so its answer may still update the message.
    fn deferral(self) -> CreateInteractionResponse {
        match self {
            Target::Command(_) => CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
            Target::Component(_) => CreateInteractionResponse::Acknowledge,
        }
    }
}

/// A reply with what goes along with it.
#[derive(Debug)]
struct Answer {
    reply: Reply,
}

/// Runs `work` for the invoker and answers the interaction with its reply, deferring
/// if the service takes longer than the configured delay. A click on a turn's public
/// message updates that message (one message per turn); any other public board
/// becomes a new message and takes the buttons off the channel's previous one.
///
/// # Errors
/// The service could not be reached, or Discord refused a message.
pub async fn answer<F>(http: &Http, target: Target<'_>, data: &Data, ctx: Context, work: F) -> Result<()>
where
    F: FnOnce(&mut Service, &Context) -> Reply + Send + 'static,
{
    let guild = ctx.guild.clone();
    let changed = send(http, target, data, ctx, work).await?;
    // A change may leave the game waiting for a bot seat: it moves after a pause.
    if changed {
        data.bots.drive(guild, target.channel());
    }
    Ok(())
}

/// Runs `work` and sends its reply as [`answer`] says; whether the reply changed a game.
async fn send<F>(http: &Http, target: Target<'_>, data: &Data, ctx: Context, work: F) -> Result<bool>
where
    F: FnOnce(&mut Service, &Context) -> Reply + Send + 'static,
{
    let call = data.services.call(move |service| Answer { reply: work(service, &ctx) });
    tokio::pin!(call);
    let (answer, deferred) = if data.defer_after.is_zero() {
        target.respond(http, target.deferral()).await?;
        (call.await?, true)
    } else {
        tokio::select! {
            answer = &mut call => (answer?, false),
            () = tokio::time::sleep(data.defer_after) => {
                target.respond(http, target.deferral()).await?;
                (call.await?, true)
            }
        }
    };
    let reply = &answer.reply;
    let changed = reply.change.is_some() && !reply.refused;
    let channel = target.channel();
    if let (Target::Component(click), Some(clicked)) = (target, target.clicked_public_message()) {
        let before = data.boards.narration(channel, clicked);
        if let Some(update) = outgoing::update(reply, before.as_deref()) {
            if deferred {
                click.edit_response(http, update.message.edit()).await?;
            } else {
                target
                    .respond(http, CreateInteractionResponse::UpdateMessage(update.message.update()))
                    .await?;
            }
            if update.message.buttons.is_empty() {
                data.boards.forget(channel, clicked);
            } else {
                let live = Live { message: clicked, narration: update.narration };
                strip(http, channel, data.boards.replace(channel, Some(live))).await;
            }
            for message in &update.rest {
                target.followup(http, message.followup()).await?;
            }
            deliver(http, &reply.followups).await;
            return Ok(changed);
        }
    }
    let mut messages = outgoing::messages(reply);
    if messages.is_empty() {
        messages.push(Outgoing { content: "✓".into(), ephemeral: true, ..Outgoing::default() });
    }
    for (i, message) in messages.iter().enumerate() {
        // A board, or the lobby: the channel's live message, whose buttons the next one
        // takes away.
        let board = !message.ephemeral && (message.image.is_some() || reply.lobby);
        let sent = match (i, deferred) {
            (0, false) => {
                target.respond(http, CreateInteractionResponse::Message(message.response())).await?;
                // Its id is needed only to update it or take its buttons away later.
                if board && !message.buttons.is_empty() {
                    Some(target.response_id(http).await?)
                } else {
                    None
                }
            }
            (0, true) if message.ephemeral && matches!(target, Target::Command(_)) => {
                // The first follow-up after a public deferral would be public too, so the
                // loading message goes and the private text follows on its own.
                target.delete_original(http).await?;
                Some(target.followup(http, message.followup()).await?)
            }
            _ => Some(target.followup(http, message.followup()).await?),
        };
        if board {
            new_board(http, &data.boards, channel, sent, message, reply).await;
        }
    }
    deliver(http, &reply.followups).await;
    Ok(changed)
}

/// Records `message`, a new public board (or lobby) message of `reply` sent as `sent`,
/// as the channel's live one when it has buttons, and takes the buttons off the one before.
pub async fn new_board(
    http: &Http,
    boards: &Boards,
    channel: ChannelId,
    sent: Option<MessageId>,
    message: &Outgoing,
    reply: &Reply,
) {
    let live = sent
        .filter(|_| !message.buttons.is_empty())
        .map(|id| Live { message: id, narration: outgoing::narration(reply) });
    strip(http, channel, boards.replace(channel, live)).await;
}

/// Takes the buttons off a board message a newer one replaced, so it no longer looks
/// live (a click on it would be refused as stale anyway).
async fn strip(http: &Http, channel: ChannelId, old: Option<MessageId>) {
    let Some(old) = old else { return };
    if let Err(e) = channel.edit_message(http, old, EditMessage::new().components(Vec::new())).await {
        tracing::warn!(message = %old, error = %e, "could not take the buttons off an old board");
    }
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
