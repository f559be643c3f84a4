//! The slash commands, one top-level command per service word (`/new`, `/join`,
//! `/place`, `/meeple`, `/pass`, `/shepherd`, `/grow`, `/herd`, …), so each later
//! expansion's decisions come as commands of their own (`/bridge`, `/castle`, `/bid`,
//! `/gift`, `/cube`) without renaming anything. Each command converts its options to the
//! service's words and hands over; it must not hold game logic or text.

mod lobby;
mod look;
mod turn;

use super::invoker;
use super::respond::{self, Target};
use super::{Ctx, Data, Error};
use crate::service::{Command, Context, Reply, Service};

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        lobby::new(),
        lobby::join(),
        lobby::leave(),
        lobby::start(),
        lobby::cancel(),
        lobby::status(),
        lobby::games(),
        lobby::options(),
        turn::place(),
        turn::meeple(),
        turn::shepherd(),
        turn::grow(),
        turn::herd(),
        turn::pass(),
        turn::undo(),
        look::board(),
        look::history(),
        look::rules(),
        look::help(),
        look::notify(),
    ]
}

/// Answers the invoking interaction with what `work` makes of the service.
async fn run<F>(ctx: Ctx<'_>, work: F) -> Result<(), Error>
where
    F: FnOnce(&mut Service, &Context) -> Reply + Send + 'static,
{
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let invoker = invoker::of_command(app.interaction);
    respond::answer(ctx.http(), Target::Command(app.interaction), ctx.data(), invoker, work).await
}

/// Runs a service command.
async fn command(ctx: Ctx<'_>, command: Command) -> Result<(), Error> {
    run(ctx, move |service, c| service.handle(c, command)).await
}

/// Runs a command given in the service's words (`place 3 0 90`); words the service
/// cannot read are refused with its explanation.
async fn words(ctx: Ctx<'_>, text: String) -> Result<(), Error> {
    run(ctx, move |service, c| match text.parse::<Command>() {
        Ok(command) => service.handle(c, command),
        Err(e) => Reply::refusal(e.to_string()),
    })
    .await
}

/// The invoker of an autocomplete request, as the service sees them.
fn who(ctx: Ctx<'_>) -> Option<Context> {
    match ctx {
        poise::Context::Application(app) => Some(invoker::of_command(app.interaction)),
        poise::Context::Prefix(_) => None,
    }
}
