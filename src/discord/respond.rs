//! Answering an interaction with a service reply: wait for the channel's turn (a
//! channel's interactions are answered in the order they came), run the service off the
//! async runtime, defer publicly if either takes long (a board render), then send the
//! messages (the first as the response, the rest as follow-ups) and the direct messages users
//! asked for, and after a change let the channel's bot seats move. Buttons stay only
//! where they still act: a click on a private picker takes its buttons away, a change
//! closes the channel's pickers, and a new board takes the old one's; a page of the
//! history turned by its buttons replaces the page clicked. Before each call to
//! Discord it checks the process may still speak for the game's shard: one woken from a
//! freeze longer than its lease posts and edits nothing more for a command it saved
//! before (another process serves that channel now). It must not decide what to say;
//! replies come from the service.

use anyhow::Result;
use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CommandInteraction, ComponentInteraction, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, Http, MessageFlags, MessageId, UserId,
};

use super::Data;
use super::boards::Boards;
use super::custom_id::Click;
use super::outgoing::{self, Outgoing};
use super::pickers;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::gate::ANSWER_WITHIN_MS;
use super::invoker;
use super::services::Services;
use crate::service::{Context, Followup, Front, Reply, Service};

/// The interaction being answered.
#[derive(Clone, Copy, Debug)]
pub enum Target<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

impl<'a> Target<'a> {
    /// Sends the interaction's first answer (its callback). One sent later than Discord
    /// takes it ([`ANSWER_WITHIN_MS`] after the player sent the interaction) is refused
    /// there and the player sees "The application did not respond": said at `warn`,
    /// since it means the bot or its machine is too slow, whatever comes of the call.
    async fn respond(self, http: &Http, response: CreateInteractionResponse) -> serenity::Result<()> {
        let age_ms = invoker::age_ms(self.id());
        if age_ms > ANSWER_WITHIN_MS {
            tracing::warn!(
                interaction = self.id(),
                channel = %self.channel(),
                age_ms,
                "an interaction's first answer is late: Discord takes it within {ANSWER_WITHIN_MS} ms"
            );
        }
        match self {
            Target::Command(i) => i.create_response(http, response).await,
            Target::Component(i) => i.create_response(http, response).await,
        }
    }

    /// The interaction's id, whose time is when the player sent it.
    fn id(self) -> u64 {
        match self {
            Target::Command(i) => i.id.get(),
            Target::Component(i) => i.id.get(),
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

    /// The interaction's token, which lets the bot edit its answers (a secret).
    fn token(self) -> &'a str {
        match self {
            Target::Command(i) => &i.token,
            Target::Component(i) => &i.token,
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
    let changed = match send(http, target, data, ctx, work).await {
        Ok(Sent { changed, waited }) => {
            // The move is in the database since the service answered; its channel
            // hears of it once its messages are out. Later than a player waits for
            // an answer means the messages waited (on the channel's turn to send, on
            // Discord): the move was played, and said late.
            if changed && waited > ANNOUNCED_WITHIN {
                tracing::warn!(
                    interaction = target.id(),
                    channel = %target.channel(),
                    waited_ms = waited.as_millis(),
                    "a move was told in its channel late"
                );
            }
            changed
        }
        Err(e) if e.is::<Silenced>() => {
            tracing::warn!(channel = %target.channel(), "{e}");
            return Ok(());
        }
        Err(e) => return Err(e),
    };
    // A change may leave the game waiting for a bot seat: it moves after a pause.
    if changed {
        data.bots.drive(guild, target.channel());
    }
    Ok(())
}

/// How long after the service answered a move is told in its channel at most before
/// that is said at `warn`: as long as Discord gives an interaction's first answer.
pub const ANNOUNCED_WITHIN: Duration = Duration::from_millis(ANSWER_WITHIN_MS as u64);

/// What [`send`] did: whether the reply changed a game, and how long its messages took
/// to go out once the service's reply was ready (the change, if any, committed).
struct Sent {
    changed: bool,
    waited: Duration,
}

/// The latest an answer is deferred after the player sent the interaction: Discord must
/// have the deferral within [`ANSWER_WITHIN_MS`], and a second is left for its trip
/// on a busy machine.
const DEFER_BY: Duration = Duration::from_millis(ANSWER_WITHIN_MS as u64 - 1_000);

/// Tells Discord the answer to `target` will take a while (see [`Target::deferral`]).
async fn defer(http: &Http, target: Target<'_>, data: &Data, guild: &str) -> Result<()> {
    speaks(data, guild)?;
    target.respond(http, target.deferral()).await?;
    Ok(())
}

/// How long from now an answer waits for the service and its channel's turn to send
/// before it is deferred, for an interaction sent `age_ms` ago: the configured `defer_after`, but never past
/// [`DEFER_BY`] after the player sent it. Counted from the interaction's own time, not
/// from when the bot got to it: on a busy machine an interaction may reach its handler
/// a second or more after it was sent, and a deferral counted from then came after
/// Discord's 3 s, was refused, and the turn was never answered.
fn defer_in(defer_after: Duration, age_ms: i64) -> Duration {
    let age = Duration::from_millis(u64::try_from(age_ms).unwrap_or(0));
    defer_after.min(DEFER_BY.saturating_sub(age))
}

/// Why an answer stopped before its next call to Discord.
#[derive(Debug, thiserror::Error)]
#[error("answer not sent on: this process no longer speaks for the shard of server {0} (its lease ran out)")]
struct Silenced(String);

/// Whether the answer may go on to its next call to Discord: this process still
/// speaks for `guild`'s shard.
fn speaks(data: &Data, guild: &str) -> Result<(), Silenced> {
    if data.services.speaks_for(guild) { Ok(()) } else { Err(Silenced(guild.to_owned())) }
}

/// Waits for `work`, deferring the answer to `target` first if `defer_at` comes before
/// it is done (and it was not deferred yet: `deferred` says, and is set once it is).
async fn until_deferred<T>(
    http: &Http,
    target: Target<'_>,
    data: &Data,
    guild: &str,
    defer_at: tokio::time::Instant,
    deferred: &mut bool,
    work: impl std::future::Future<Output = T>,
) -> Result<T> {
    tokio::pin!(work);
    if *deferred {
        return Ok(work.await);
    }
    tokio::select! {
        done = &mut work => Ok(done),
        () = tokio::time::sleep_until(defer_at) => {
            defer(http, target, data, guild).await?;
            *deferred = true;
            Ok(work.await)
        }
    }
}

/// Runs `work` and sends its reply as [`answer`] says.
async fn send<F>(http: &Http, target: Target<'_>, data: &Data, ctx: Context, work: F) -> Result<Sent>
where
    F: FnOnce(&mut Service, &Context) -> Reply + Send + 'static,
{
    let guild = ctx.guild.clone();
    let channel = target.channel();
    // Deferred by then unless the first answer can go: the channel's turn may be slow
    // to come (another answer being worked out or sent), and so may the service.
    let defer_at = tokio::time::Instant::now() + defer_in(data.defer_after, invoker::age_ms(target.id()));
    let mut deferred = defer_at <= tokio::time::Instant::now();
    if deferred {
        defer(http, target, data, &guild).await?;
    }
    // The channel's turn before the service reads the game: a channel's interactions are
    // worked out, not only sent, in the order they came. Taken after, a command sent
    // while an earlier click of the channel waited to be saved (on the database's one
    // writer, busy with other channels on a loaded machine) read the game from before
    // that click and was answered with what the click had just made stale: the rotation
    // picker of the tile placed, whose buttons were then refused (issue 73).
    let turn = until_deferred(
        http,
        target,
        data,
        &guild,
        defer_at,
        &mut deferred,
        data.boards.hold(channel, Some(target.id())),
    )
    .await?;
    let call = data.services.call(move |service| Answer { reply: work(service, &ctx) });
    let answer = until_deferred(http, target, data, &guild, defer_at, &mut deferred, call).await??;
    let ready = Instant::now();
    let reply = &answer.reply;
    let changed = reply.change.is_some() && !reply.refused;
    speaks(data, &guild)?;
    let clicked = target.clicked_public_message();
    if let Target::Component(click) = target {
        if clicked.is_none() && reply.in_place && !reply.refused {
            // Another page of a private listing takes the clicked page's place.
            let page = outgoing::messages(reply).into_iter().next().unwrap_or_default();
            if deferred {
                click.edit_response(http, page.edit()).await?;
            } else {
                target.respond(http, CreateInteractionResponse::UpdateMessage(page.update())).await?;
            }
            return Ok(Sent { changed, waited: ready.elapsed() });
        }
        if clicked.is_none() {
            // A private picker's buttons answer one step: once clicked, they go.
            data.pickers.used(channel, click.message.id);
            let none = Vec::new();
            if deferred {
                click.edit_response(http, EditInteractionResponse::new().components(none)).await?;
            } else {
                let update = CreateInteractionResponseMessage::new().components(none);
                target.respond(http, CreateInteractionResponse::UpdateMessage(update)).await?;
                deferred = true;
            }
        }
    }
    // The game moved on: the private pickers of its last step no longer act. Their
    // buttons go once the answer is out, which may bring pickers of its own.
    let outdated = if changed { data.pickers.take(channel) } else { Vec::new() };
    if let (Target::Component(click), Some(clicked)) = (target, clicked) {
        let before = data.boards.narration(&guild, channel, clicked).await;
        if let Some(update) = outgoing::update(reply, before.as_deref()) {
            speaks(data, &guild)?;
            if deferred {
                click.edit_response(http, update.message.edit()).await?;
            } else {
                target
                    .respond(http, CreateInteractionResponse::UpdateMessage(update.message.update()))
                    .await?;
            }
            if !update.message.is_live() {
                data.boards.forget(&guild, channel, clicked).await;
            } else {
                speaks(data, &guild)?;
                data.boards.make_live(http, &guild, channel, Some((clicked, update.narration))).await;
            }
            for message in &update.rest {
                speaks(data, &guild)?;
                let sent = target.followup(http, message.followup()).await?;
                picker(data, target, sent, message, false);
            }
            let waited = ready.elapsed();
            after_told(http, data, &guild, turn, outdated, reply).await?;
            return Ok(Sent { changed, waited });
        }
    }
    let mut messages = outgoing::messages(reply);
    if messages.is_empty() {
        messages.push(Outgoing { content: "✓".into(), ephemeral: true, ..Outgoing::default() });
    }
    for (i, message) in messages.iter().enumerate() {
        // A board, the lobby, or the news that the game closed: the channel's live
        // message, whose buttons the next one takes away (the closing one has none).
        let board = !message.ephemeral && (message.image.is_some() || reply.lobby || reply.closed);
        let tracked = !message.buttons.is_empty() && (board || message.ephemeral);
        speaks(data, &guild)?;
        let sent = match (i, deferred) {
            (0, false) => {
                target.respond(http, CreateInteractionResponse::Message(message.response())).await?;
                // Its id is needed only to update it or take its buttons away later.
                if tracked {
                    speaks(data, &guild)?;
                    let id = target.response_id(http).await?;
                    picker(data, target, id, message, true);
                    Some(id)
                } else {
                    None
                }
            }
            (0, true) if message.ephemeral && matches!(target, Target::Command(_)) => {
                // The first follow-up after a public deferral would be public too, so the
                // loading message goes and the private text follows on its own.
                target.delete_original(http).await?;
                speaks(data, &guild)?;
                let id = target.followup(http, message.followup()).await?;
                picker(data, target, id, message, false);
                Some(id)
            }
            _ => {
                let id = target.followup(http, message.followup()).await?;
                picker(data, target, id, message, false);
                Some(id)
            }
        };
        if board {
            speaks(data, &guild)?;
            new_board(http, &data.boards, &guild, channel, sent, message, reply).await;
        }
    }
    let waited = ready.elapsed();
    after_told(http, data, &guild, turn, outdated, reply).await?;
    Ok(Sent { changed, waited })
}

/// What follows once an answer's messages are out: the channel's next answer may send
/// (`turn` goes first: what is left touches only messages of this answer's, so it
/// need not hold the channel's later answers back), the pickers the change outdated
/// lose their buttons, the direct messages go, and a finished game's timelapse is made.
async fn after_told(
    http: &Http,
    data: &Data,
    guild: &str,
    turn: tokio::sync::OwnedMutexGuard<()>,
    outdated: Vec<pickers::Picker>,
    reply: &Reply,
) -> Result<(), Silenced> {
    drop(turn);
    speaks(data, guild)?;
    pickers::close(http, outdated).await;
    speaks(data, guild)?;
    deliver(http, &reply.followups).await;
    prepare_timelapse(&data.services, reply);
    Ok(())
}

/// When `reply` ended a game, makes its timelapse off the async runtime once the answer
/// is out, so that the first click on **Watch the game** finds it ready (a click before
/// waits for its own).
pub fn prepare_timelapse(services: &Arc<Services>, reply: &Reply) {
    let Some(game) = reply.watch.filter(|_| !reply.refused) else { return };
    let services = Arc::clone(services);
    tokio::spawn(async move {
        let made = services.call(move |s| s.prepare_timelapse(game, Front::Discord, invoker::now_ms()));
        if let Err(e) = made.await {
            tracing::warn!(game, error = %e, "timelapse not made ahead");
        }
    });
}

/// Remembers `message`, sent as `id` (the first response when `original`), as a picker
/// when it is one: private, with buttons that answer a step (not a history's page
/// turns, which stay live as the game goes on).
fn picker(data: &Data, target: Target<'_>, id: MessageId, message: &Outgoing, original: bool) {
    let page = |id: &str| matches!(Click::decode(id), Some(Click::History(_)));
    if message.ephemeral && message.buttons.iter().any(|b| !page(&b.id)) {
        data.pickers.add(target.channel(), target.token(), id, original);
    }
}

/// Records `message`, a new public board (or lobby) message of `reply` sent as `sent`,
/// as the channel's live one when it has buttons that do not last, and takes the buttons
/// off the one before.
pub async fn new_board(
    http: &Http,
    boards: &Boards,
    guild: &str,
    channel: ChannelId,
    sent: Option<MessageId>,
    message: &Outgoing,
    reply: &Reply,
) {
    let live = sent.filter(|_| message.is_live()).map(|id| (id, outgoing::narration(reply)));
    boards.make_live(http, guild, channel, live).await;
}

/// Delivers the service's follow-ups: direct messages to players a game waits for.
pub async fn deliver(http: &Http, followups: &[Followup]) {
    deliver_once(http, followups, |_| None).await;
}

/// Delivers the service's follow-ups as [`deliver`] does, follow-up `i` with the nonce
/// `nonce(i)` when it names one, and `enforce_nonce`: a message that may be sent again
/// (by another process, after a failover) is created once.
pub async fn deliver_once(http: &Http, followups: &[Followup], nonce: impl Fn(usize) -> Option<String>) {
    for (i, followup) in followups.iter().enumerate() {
        let Followup::DirectMessage { user, text, .. } = followup;
        let Ok(id) = user.parse::<u64>() else { continue };
        let mut message = CreateMessage::new().content(text);
        if let Some(nonce) = nonce(i) {
            message = message.nonce(serenity::Nonce::String(nonce)).enforce_nonce(true);
        }
        if let Err(e) = UserId::new(id).direct_message(http, message).await {
            tracing::warn!(user = id, error = %e, "direct message failed");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deferral comes within Discord's 3 s of the player's click, with a second for
    /// its trip, however late the bot got to the interaction: as configured for a fresh
    /// one, sooner for one that waited, at once for one that waited two seconds.
    #[test]
    fn an_answer_is_deferred_by_the_interactions_own_time() {
        let configured = Duration::from_millis(2_000);
        assert_eq!(defer_in(configured, 0), configured);
        assert_eq!(defer_in(Duration::from_millis(500), 1_000), Duration::from_millis(500));
        assert_eq!(defer_in(configured, 1_200), Duration::from_millis(800));
        assert_eq!(defer_in(configured, 2_500), Duration::ZERO);
        assert_eq!(defer_in(Duration::from_secs(10), 0), DEFER_BY, "never past Discord's window");
        assert_eq!(defer_in(configured, -50), configured, "a clock a little behind Discord's");
    }
}
