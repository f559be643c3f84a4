//! The Discord front end: slash commands, buttons and reminders over the service.
//!
//! The adapter is thin: an interaction becomes a service [`Command`] and a
//! [`Context`](crate::service::Context), the service's [`Reply`](crate::service::Reply)
//! becomes messages (public with the board and a ping, or ephemeral). Every rule and
//! every sentence lives in the service; no Discord type goes below this module.
//!
//! [`Command`]: crate::service::Command

mod arrivals;
mod boards;
mod bots;
mod buttons;
mod commands;
pub mod custom_id;
mod endpoint;
mod gate;
mod health;
mod invoker;
mod launch;
mod leases;
pub mod outgoing;
mod pickers;
mod register;
mod reminders;
mod respond;
mod services;
mod shutdown;

pub use shutdown::StopTime;

use std::sync::Arc;

use anyhow::{Context as _, Result};
use poise::serenity_prelude as serenity;
use serenity::{ClientBuilder, FullEvent, GatewayIntents, GuildId, HttpBuilder, Interaction};

use crate::ai::Budget;
use crate::config::{Config, Sharding};
use crate::service::{Database, Holder, Lang, Service, Shards};
use health::Health;
use services::Services;
use shutdown::Shutdown;

/// The board page's settings, once the bot started with them (`WEB_ADDR` and the
/// others): the running games' messages then offer "Open the board", whose click signs
/// the clicker's link. Set once at start; the messages are built far from the handlers'
/// shared data, and the setting never changes while the bot runs.
static BOARD_PAGE: std::sync::OnceLock<crate::config::Web> = std::sync::OnceLock::new();

/// The board page's settings, if the bot serves one.
fn board_page() -> Option<&'static crate::config::Web> {
    BOARD_PAGE.get()
}

/// What every handler shares.
#[derive(Debug)]
pub struct Data {
    services: Arc<Services>,
    /// How long a command may run before its answer is deferred.
    defer_after: std::time::Duration,
    /// Each channel's board message whose buttons still act.
    boards: Arc<boards::Boards>,
    /// Each channel's private messages whose buttons still act.
    pickers: Arc<pickers::Pickers>,
    /// Lets bot seats move by themselves.
    bots: bots::Driver,
}

type Error = anyhow::Error;
type Ctx<'a> = poise::Context<'a, Data, Error>;

/// Runs the bot until told to stop (Ctrl-C, SIGTERM: see the `shutdown` module) or until the
/// gateway connection ends for good.
///
/// # Errors
/// No token, a database that cannot be opened, a fatal gateway error, or a stop that had
/// to cut work short.
pub async fn run(config: Config) -> Result<()> {
    let token = config.token.clone().context("DISCORD_TOKEN is not set")?;
    // First, so that no stop signal kills the process from here on.
    let shutdown = Shutdown::listen()?;
    if let Some(web) = &config.web {
        // Only the first run of a process sets it (tests run one bot per process).
        let _ = BOARD_PAGE.set(web.clone());
    }
    if let Some(path) = &config.clock_file {
        invoker::read_time_from(path.clone());
    }
    let database = match &config.database_url {
        Some(url) => Database::Postgres(url.expose().to_owned()),
        None => Database::File(config.database_path.clone()),
    };
    // Served from here on, the database opened or not: told how far the start has got.
    let health = Health::new();
    let endpoint = match config.metrics_addr {
        Some(addr) => Some(endpoint::serve(addr, Arc::clone(&health), database.to_string()).await?),
        None => None,
    };
    // Opened on a blocking thread (a PostgreSQL client must not be made on this one),
    // every wait of it bounded by the store; a stop signal meanwhile ends the start at
    // once, leaving that thread to the runtime's shutdown.
    let opening = database.clone();
    let services = tokio::select! {
        opened = tokio::task::spawn_blocking(move || Services::open(&opening)) => opened??,
        () = shutdown.requested() => return Ok(()),
    };
    if let Some(seed) = config.game_seed {
        tracing::info!(seed, "GAME_SEED is set: every new game draws its tiles from this seed");
        services.seed_new_games(seed);
    }
    // Held until the bot stops: two bots on one file would both answer every command.
    // (Processes sharing PostgreSQL share it on purpose.)
    let _holder = match &database {
        Database::File(path) => Some(
            Holder::take(path)
                .context("refusing to start (two bots on one database would both answer every command)")?,
        ),
        Database::Postgres(_) => None,
    };
    if let Some(endpoint) = endpoint {
        let opening = database.clone();
        let service = tokio::select! {
            opened = tokio::task::spawn_blocking(move || Service::connect(&opening)) => opened??,
            () = shutdown.requested() => return Ok(()),
        };
        endpoint.opened(service);
    }
    health.reaching();
    let mut http = HttpBuilder::new(token.expose());
    if let Some(base) = &config.api_base {
        // The rate limiter would bypass the proxy, so it goes whenever one is set.
        http = http.proxy(base.as_str()).ratelimiter_disabled(true);
    }
    let guild = config.guild_id.map(GuildId::new);
    let delay = config.reminder_delay;
    let defer_after = config.defer_after;
    let bot_pause = config.bot_pause;
    let budget = Budget { time: config.bot_think, ..Budget::default() };
    let stopping = shutdown.clone();
    let services_at_stop = Arc::clone(&services);
    // Each channel's interactions, in the order Discord sent them.
    let arrivals = Arc::new(arrivals::Arrivals::default());
    let arrivals_of_boards = Arc::clone(&arrivals);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |fw, event| Box::pin(on_event(fw, event)),
            on_error: |error| Box::pin(on_error(error)),
            allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                register::commands(&ctx.http, commands, guild).await?;
                let boards = Arc::new(boards::Boards::new(Arc::clone(&services), arrivals_of_boards));
                let pickers = Arc::new(pickers::Pickers::default());
                let bots = bots::Driver::new(
                    Arc::clone(&ctx.http),
                    Arc::clone(&services),
                    Arc::clone(&boards),
                    Arc::clone(&pickers),
                    bot_pause,
                    budget,
                    stopping.clone(),
                );
                // Woken by every change of a game; the reminder loop's tick is its safety net.
                let feed = services.call(|s| s.feed()).await?;
                bots.follow_page_moves(feed.subscribe());
                // Its first tick also lets bots move that a restart left waiting.
                reminders::spawn(Arc::clone(&ctx.http), Arc::clone(&services), delay, bots.clone(), stopping);
                Ok(Data { services, defer_after, boards, pickers, bots })
            })
        })
        .build();
    let http = http.build();
    let Some(gateway) = wait_for_discord(&http, &shutdown, &health).await? else {
        return Ok(());
    };
    // Which shards: a range (every shard Discord recommends when unset) or a fair share.
    let (wanted, total) = match config.shards {
        Some(Sharding::Range(r)) => (leases::Wanted::Range((r.first..=r.last).collect()), r.total),
        Some(Sharding::Auto { total }) => (leases::Wanted::Auto, total),
        None => (leases::Wanted::Range((0..gateway.shards.max(1)).collect()), gateway.shards.max(1)),
    };
    let shards = Shards::new(leases::owner_name(), total);
    services_at_stop.serve_shards(Arc::clone(&shards));
    // Interactions come through the gate: only on shards this process serves, and
    // young enough to answer; a session it does not serve is reported to the keeper.
    let (unserved, unserved_sessions) = tokio::sync::mpsc::unbounded_channel();
    // The App Launcher's Entry Point command is answered beside poise, which knows it not.
    let framework = launch::Launcher::new(framework);
    let framework =
        gate::Gated::new(shutdown.tracking(framework), Arc::clone(&shards), unserved, shutdown.clone());
    // Outside the gate: an interaction it drops leaves its channel's queue too.
    let framework = arrivals::InOrder::new(framework, arrivals);
    if matches!(database, Database::File(_)) {
        // This process holds the file: leases an earlier run left are void.
        services_at_stop.call(|s| s.forget_leases()).await??;
    }
    let (first, first_shard) = tokio::sync::oneshot::channel();
    let mut keeper = leases::Keeper::new(
        Arc::clone(&services_at_stop),
        shards,
        wanted,
        config.shard_lease,
        u32::try_from(gateway.session_start_limit.max_concurrency).unwrap_or(1),
        Arc::clone(&health),
        first,
    );
    // A fixed range's leases; one a dead process left is waited for.
    tokio::select! {
        taken = keeper.take_range() => taken.context("refusing to start")?,
        () = shutdown.requested() => return Ok(()),
    }
    health.connecting();
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS).framework(framework).await?;
    let manager = Arc::clone(&client.shard_manager);
    // The bot's number of shards, before any starts (none runs yet: nothing closes).
    manager.set_shards(0, 0, total).await;
    health.gateway(Arc::clone(&manager));
    let (stop_keeping, keeper_stop) = tokio::sync::oneshot::channel();
    let keeping = tokio::spawn(keeper.run(Arc::clone(&manager), keeper_stop, unserved_sessions));
    let gateway = async {
        match first_shard.await {
            // Serenity's range includes its end: this starts that one shard; the keeper
            // starts the others through the manager.
            Ok(shard) => client.start_shard_range(shard..shard, total).await,
            Err(_) => std::future::pending().await,
        }
    };
    let ended = tokio::select! {
        ended = gateway => ended,
        () = shutdown.requested() => Ok(()),
    };
    // Told to stop, or the gateway ended for good: either way what is in flight is
    // answered before the bot exits, and the shards are left for others to take.
    // The keeper takes and starts nothing more (it stops at once, even mid-pass), but
    // renews what it holds until the work in flight is done: that work records under
    // its shard's lease. The checkpoint and the leases' release then go side by side,
    // each bounded: a stop ends in time whatever the database does.
    health.stopping();
    let _ = stop_keeping.send(());
    let time = StopTime::of(config.stop_timeout);
    let deadline = tokio::time::Instant::now() + time.drain;
    let stop = shutdown::stop(&shutdown, &manager, deadline);
    let (keeper, cut) = match keeping.await {
        Ok(keeper) => {
            let (keeper, cut) = keeper.renew_during(stop).await;
            (Some(keeper), cut)
        }
        Err(e) => {
            tracing::error!(error = %e, "the lease keeper failed");
            (None, stop.await)
        }
    };
    let wait = shutdown::last_steps_wait(deadline + time.last_steps);
    let leave = async {
        if let Some(keeper) = keeper {
            keeper.leave(wait).await;
        }
    };
    let finish = shutdown::finish(&services_at_stop, &cut, config.stop_timeout, wait);
    let ((), stopped) = tokio::join!(leave, finish);
    ended?;
    stopped
}

/// Waits until Discord answers (a network blip at boot should not need a supervisor),
/// asking again after a pause that doubles up to [`LONGEST_PAUSE`], and telling `health`
/// each failed try. Returns how Discord wants the bot sharded, or `None` if a stop
/// signal came first. A refusal (a bad
/// token) is an error at once.
async fn wait_for_discord(
    http: &serenity::Http,
    shutdown: &Shutdown,
    health: &Health,
) -> Result<Option<serenity::BotGateway>> {
    let mut pause = FIRST_PAUSE;
    let mut tries = 0;
    loop {
        let asked = tokio::select! {
            asked = http.get_bot_gateway() => asked,
            () = shutdown.requested() => return Ok(None),
        };
        match asked {
            Ok(gateway) => return Ok(Some(gateway)),
            Err(e) if unreachable(&e) => {
                tracing::warn!(error = %causes(&e), ?pause, "Discord is unreachable; trying again");
                tries += 1;
                health.unreachable(tries, pause);
                tokio::select! {
                    () = tokio::time::sleep(pause) => {}
                    () = shutdown.requested() => return Ok(None),
                }
                pause = (pause * 2).min(LONGEST_PAUSE);
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// The first wait before connecting again when Discord cannot be reached at start; it
/// doubles on every failure up to [`LONGEST_PAUSE`].
const FIRST_PAUSE: std::time::Duration = std::time::Duration::from_secs(1);
const LONGEST_PAUSE: std::time::Duration = std::time::Duration::from_secs(60);

/// `error` and its causes on one line, as `{:#}` writes an `anyhow` chain: a library's
/// error often says only *that* something failed ("Error while sending HTTP request.",
/// "sqlite error") and its source why (a refused connection, a full disk). A cause that
/// repeats the words of the error it is the source of is said once.
fn causes(error: &(dyn std::error::Error + 'static)) -> String {
    let mut said: Vec<String> = Vec::new();
    let mut next = Some(error);
    while let Some(cause) = next {
        let words = cause.to_string();
        if said.last() != Some(&words) {
            said.push(words);
        }
        next = cause.source();
    }
    said.join(": ")
}

/// Whether starting failed because Discord could not be reached or answered with a
/// server error (worth waiting for), not because it refused us (a bad token).
fn unreachable(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::Request(_)) | serenity::Error::Io(_) => true,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            response.status_code.is_server_error()
        }
        _ => false,
    }
}

/// Button clicks; everything else is poise's.
async fn on_event(fw: poise::FrameworkContext<'_, Data, Error>, event: &FullEvent) -> Result<()> {
    if let FullEvent::InteractionCreate { interaction: Interaction::Component(click) } = event {
        buttons::on_click(&fw.serenity_context.http, fw.user_data, click).await?;
    }
    Ok(())
}

/// Failures: logged once, never shown raw; the user gets a short private note.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().name, error = %format!("{error:#}"), "command failed");
            let lang = Lang::of_discord(ctx.locale().unwrap_or_default());
            let note = poise::CreateReply::default().content(lang.say("error-failed", [])).ephemeral(true);
            let _ = ctx.send(note).await;
        }
        poise::FrameworkError::EventHandler { error, .. } => {
            tracing::error!(error = %format!("{error:#}"), "event failed");
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error handling failed");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::causes;

    /// What failed, as a store error says it.
    #[derive(Debug, thiserror::Error)]
    #[error("sqlite error")]
    struct Failed(#[source] Why);

    /// Why, as SQLite says it.
    #[derive(Debug, thiserror::Error)]
    #[error("disk I/O error")]
    struct Why;

    /// A wrapper that repeats its source's words (a transparent service error).
    #[derive(Debug, thiserror::Error)]
    #[error("sqlite error")]
    struct Repeated(#[source] Failed);

    /// A failure at stop is logged with its cause, not only "sqlite error"; a cause that
    /// repeats its error's words is said once.
    #[test]
    fn an_errors_causes_are_logged_each_once() {
        assert_eq!(causes(&Failed(Why)), "sqlite error: disk I/O error");
        assert_eq!(causes(&Repeated(Failed(Why))), "sqlite error: disk I/O error");
    }
}
