//! Stopping as a service manager expects. The stop signals (Ctrl-C, SIGTERM) are
//! listened to here alone, from the start of the run; the work in flight — each event
//! Discord delivered (a command, a click, an autocomplete), each bot's turn, each pass of
//! the reminder loop — is counted here while it runs. On the first signal the bot takes
//! no new interaction and closes its gateway connections (code 1000, so Discord
//! delivers nothing more) while it finishes and answers what is in flight, both within
//! the stop deadline; no bot turn or reminder pass starts any more; then it checkpoints
//! the database and exits, the whole stop within `STOP_TIMEOUT_MS` ([`StopTime`]). What still runs at the deadline (or at a
//! second signal) is logged and cut short: its action, if committed, is in the database
//! all the same. No wait of a stop is on the database without a bound, so a stop ends in
//! time whatever the database does (a partition, a frozen server). It must not know what
//! the work is beyond its name.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use anyhow::{Result, bail};
use poise::serenity_prelude as serenity;
use serenity::{FullEvent, Interaction, ShardManager};
use tokio::sync::{Notify, watch};
use tokio::time::Instant;

use super::services::Services;

/// The most the last steps after the drain (the checkpoint, the shard leases' release)
/// are kept: they are quick once nothing runs; one still running at a cut deadline, or a
/// database that does not answer, may hold them up, and then the checkpoint waits for
/// the next start and the leases run out by themselves.
pub const LAST_STEPS_WAIT: Duration = Duration::from_secs(1);

/// The most the exit is kept for blocking work still running (a timelapse made ahead,
/// a database call a cut deadline or a partition left hanging): nothing a stop needs,
/// since what such work committed is kept and what it did not is rolled back.
pub const EXIT_WAIT: Duration = Duration::from_millis(500);

/// A stop's time (`STOP_TIMEOUT_MS`, from the signal to the exit) in its three parts,
/// so that the whole stop fits it whatever the database does: the drain (the commands
/// in flight answered, the gateway closed) first, then `LAST_STEPS_WAIT` (1 s) kept for
/// the last steps and `EXIT_WAIT` (0.5 s) for the exit, each at most a fifth and a
/// tenth of a short stop time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StopTime {
    /// How long the work in flight is waited for.
    pub drain: Duration,
    /// How long the last steps are kept after the drain's deadline, at least.
    pub last_steps: Duration,
    /// How long the exit waits for blocking work still running.
    pub exit: Duration,
}

impl StopTime {
    /// The parts of a stop that takes at most `timeout`.
    #[must_use]
    pub fn of(timeout: Duration) -> StopTime {
        let exit = EXIT_WAIT.min(timeout / 10);
        let last_steps = LAST_STEPS_WAIT.min(timeout / 5);
        StopTime { drain: timeout - exit - last_steps, last_steps, exit }
    }
}

/// How long the last steps may take when they must end by `until` (the drain's deadline
/// and [`StopTime::last_steps`]): what is left of it. A drain that ended early leaves them
/// its time, so a slow database (a busy machine, a connection to open) is waited for
/// rather than given up on; the stop still ends within its time.
#[must_use]
pub fn last_steps_wait(until: Instant) -> Duration {
    until.saturating_duration_since(Instant::now())
}

/// The stop signals received so far, and the work in flight; cheap to clone.
#[derive(Clone, Debug)]
pub struct Shutdown {
    /// How many stop signals came (the first stops, a second stops waiting).
    signals: watch::Receiver<u32>,
    work: Arc<Work>,
}

/// The work in flight, by number, each with what it is, and whether the bot stops.
#[derive(Debug, Default)]
struct Work {
    running: Mutex<Running>,
    /// Signalled whenever a piece of work ends.
    ended: Notify,
}

#[derive(Debug, Default)]
struct Running {
    next: u64,
    stopping: bool,
    tasks: BTreeMap<u64, String>,
}

/// One piece of work in flight, counted until it drops.
#[derive(Debug)]
pub struct Working {
    work: Arc<Work>,
    id: u64,
}

impl Drop for Working {
    fn drop(&mut self) {
        self.work.running.lock().unwrap_or_else(PoisonError::into_inner).tasks.remove(&self.id);
        self.work.ended.notify_waiters();
    }
}

impl Shutdown {
    /// Starts listening for Ctrl-C (SIGINT) and SIGTERM: from now on neither kills the
    /// process; each is logged and counted.
    ///
    /// # Errors
    /// The signal handlers cannot be installed.
    pub fn listen() -> Result<Shutdown> {
        let (tx, count) = watch::channel(0);
        let mut signals = signals::Signals::listen()?;
        tokio::spawn(async move {
            loop {
                let signal = signals.next().await;
                let count = {
                    tx.send_modify(|n| *n += 1);
                    *tx.borrow()
                };
                if count == 1 {
                    tracing::info!(signal, "stopping: answering the commands in flight");
                } else {
                    tracing::info!(signal, "stopping at once: no more waiting for the commands in flight");
                }
            }
        });
        Ok(Shutdown { signals: count, work: Arc::default() })
    }

    /// Whether a stop signal came: from then on no new interaction is taken.
    pub fn is_stopping(&self) -> bool {
        *self.signals.borrow() >= 1
    }

    /// Completes once a stop signal came (at once if one came already).
    pub async fn requested(&self) {
        self.signals_reach(1).await;
    }

    async fn signals_reach(&self, count: u32) {
        let mut signals = self.signals.clone();
        if signals.wait_for(|n| *n >= count).await.is_err() {
            // The listener is gone (the runtime is ending): no signal will come.
            std::future::pending::<()>().await;
        }
    }

    /// Counts `what` as in flight until the returned guard drops, even while stopping:
    /// an event the gate let through before the signal is answered.
    pub fn track(&self, what: impl Into<String>) -> Working {
        let mut running = self.work.running.lock().unwrap_or_else(PoisonError::into_inner);
        self.count(&mut running, what.into())
    }

    /// Counts `what` as in flight as [`Shutdown::track`] does, unless the bot is
    /// stopping: work the bot starts by itself (a bot's turn, reminders) does not start
    /// then, and is taken up again at the next start.
    pub fn start(&self, what: impl Into<String>) -> Option<Working> {
        let mut running = self.work.running.lock().unwrap_or_else(PoisonError::into_inner);
        (!running.stopping).then(|| self.count(&mut running, what.into()))
    }

    fn count(&self, running: &mut Running, what: String) -> Working {
        running.next += 1;
        running.tasks.insert(running.next, what);
        Working { work: Arc::clone(&self.work), id: running.next }
    }

    /// Lets nothing new start and waits until the work in flight is done, the deadline
    /// passes or a second signal comes; what still runs then.
    async fn drain(&self, deadline: Instant) -> Vec<String> {
        self.work.running.lock().unwrap_or_else(PoisonError::into_inner).stopping = true;
        let done = async {
            loop {
                // Made before looking, so an end meanwhile wakes it.
                let ended = self.work.ended.notified();
                if self.running().is_empty() {
                    return;
                }
                ended.await;
            }
        };
        tokio::select! {
            () = done => {}
            () = tokio::time::sleep_until(deadline) => {}
            () = self.signals_reach(2) => {}
        }
        self.running()
    }

    /// What is in flight now, oldest first.
    fn running(&self) -> Vec<String> {
        self.work.running.lock().unwrap_or_else(PoisonError::into_inner).tasks.values().cloned().collect()
    }

    /// `framework` with each event's handling counted as in flight.
    pub fn tracking<F>(&self, framework: F) -> Tracked<F> {
        Tracked { framework, shutdown: self.clone() }
    }
}

/// Stops the bot once told to: closes the gateway connections (1000) while the work in
/// flight ends, both by `timeout`; what was cut short then (each logged). Nothing here
/// waits on the database.
pub async fn stop(shutdown: &Shutdown, shards: &ShardManager, deadline: Instant) -> Vec<String> {
    let timeout = deadline.saturating_duration_since(Instant::now());
    let close = async {
        if tokio::time::timeout_at(deadline, shards.shutdown_all()).await.is_err() {
            tracing::error!(?timeout, "the gateway did not close by the stop deadline");
        }
    };
    let ((), cut) = tokio::join!(close, shutdown.drain(deadline));
    for what in &cut {
        tracing::error!(work = %what, "still running when the bot stopped: cut short");
    }
    cut
}

/// After [`stop`]: checkpoints the database, waiting at most `wait`
/// ([`last_steps_wait`]).
///
/// # Errors
/// Work was `cut` short at the deadline of `timeout`, so a service manager sees the
/// stop was not clean.
pub async fn finish(
    services: &Arc<Services>,
    cut: &[String],
    timeout: Duration,
    wait: Duration,
) -> Result<()> {
    match tokio::time::timeout(wait, services.call(|s| s.checkpoint())).await {
        Ok(Ok(Ok(true))) => tracing::info!("database checkpointed"),
        Ok(Ok(Ok(false))) => tracing::warn!("database checkpoint incomplete: another connection was busy"),
        Ok(Ok(Err(e))) => tracing::error!(error = %super::causes(&e), "database checkpoint failed"),
        Ok(Err(e)) => tracing::error!(error = %format!("{e:#}"), "database checkpoint failed"),
        Err(_) => tracing::warn!(?wait, "database checkpoint not done in time"),
    }
    if !cut.is_empty() {
        bail!("stopped with {} piece(s) of work cut short at the stop deadline ({timeout:?})", cut.len());
    }
    tracing::info!("stopped");
    Ok(())
}

/// A serenity framework (poise's) whose handling of each event counts as in flight.
pub struct Tracked<F> {
    framework: F,
    shutdown: Shutdown,
}

impl<F> std::fmt::Debug for Tracked<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tracked").field("shutdown", &self.shutdown).finish_non_exhaustive()
    }
}

#[poise::async_trait]
impl<F: serenity::Framework> serenity::Framework for Tracked<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.framework.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: FullEvent) {
        let _working = self.shutdown.track(describe(&event));
        self.framework.dispatch(ctx, event).await;
    }
}

/// What an event is, for the log of a stop that cut it short (never its token).
fn describe(event: &FullEvent) -> String {
    let FullEvent::InteractionCreate { interaction } = event else {
        return format!("the event {}", event.snake_case_name());
    };
    match interaction {
        Interaction::Command(i) => format!("/{} in channel {}", i.data.name, i.channel_id),
        Interaction::Autocomplete(i) => {
            format!("autocomplete of /{} in channel {}", i.data.name, i.channel_id)
        }
        Interaction::Component(i) => format!("a click on {} in channel {}", i.data.custom_id, i.channel_id),
        Interaction::Modal(i) => format!("a form {} in channel {}", i.data.custom_id, i.channel_id),
        _ => "an interaction".to_string(),
    }
}

#[cfg(unix)]
mod signals {
    //! The stop signals of Unix: SIGINT (Ctrl-C) and SIGTERM (service managers).

    use tokio::signal::unix::{Signal, SignalKind, signal};

    #[derive(Debug)]
    pub struct Signals {
        interrupt: Signal,
        terminate: Signal,
    }

    impl Signals {
        /// Installs the handlers: from now on these signals no longer kill the process.
        pub fn listen() -> std::io::Result<Signals> {
            Ok(Signals {
                interrupt: signal(SignalKind::interrupt())?,
                terminate: signal(SignalKind::terminate())?,
            })
        }

        /// Waits for the next signal; its name.
        pub async fn next(&mut self) -> &'static str {
            tokio::select! {
                _ = self.interrupt.recv() => "SIGINT",
                _ = self.terminate.recv() => "SIGTERM",
            }
        }
    }
}

#[cfg(not(unix))]
mod signals {
    //! Elsewhere, Ctrl-C alone.

    #[derive(Debug)]
    pub struct Signals;

    impl Signals {
        pub fn listen() -> std::io::Result<Signals> {
            Ok(Signals)
        }

        /// Waits for the next Ctrl-C; its name.
        pub async fn next(&mut self) -> &'static str {
            if tokio::signal::ctrl_c().await.is_err() {
                std::future::pending::<()>().await;
            }
            "Ctrl-C"
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A shutdown told of signals through the returned sender instead of the process's.
    fn shutdown() -> (watch::Sender<u32>, Shutdown) {
        let (tx, signals) = watch::channel(0);
        (tx, Shutdown { signals, work: Arc::default() })
    }

    fn soon(ms: u64) -> Instant {
        Instant::now() + Duration::from_millis(ms)
    }

    #[test]
    fn a_stops_time_is_shared_so_that_the_whole_stop_fits_it() {
        let default = StopTime::of(Duration::from_secs(7));
        assert_eq!(
            default,
            StopTime { drain: Duration::from_millis(5_500), last_steps: LAST_STEPS_WAIT, exit: EXIT_WAIT }
        );
        for ms in [0, 1, 999, 1_000, 2_000, 7_000, 60_000] {
            let timeout = Duration::from_millis(ms);
            let time = StopTime::of(timeout);
            assert_eq!(time.drain + time.last_steps + time.exit, timeout, "{ms} ms");
            assert!(time.drain >= timeout * 7 / 10, "the commands in flight get most of it: {time:?}");
        }
        assert_eq!(StopTime::of(Duration::from_secs(1)).last_steps, Duration::from_millis(200));
    }

    #[test]
    fn the_last_steps_get_what_is_left_until_their_deadline() {
        let left = last_steps_wait(soon(5_000));
        assert!(left > Duration::from_secs(4) && left <= Duration::from_secs(5), "{left:?}");
        assert_eq!(last_steps_wait(Instant::now() - Duration::from_millis(1)), Duration::ZERO, "late: none");
    }

    #[tokio::test]
    async fn the_drain_waits_for_the_work_in_flight_and_nothing_new_starts() {
        let (_tx, shutdown) = shutdown();
        let turn = shutdown.start("a bot's turn").expect("not stopping yet");
        let command = shutdown.track("/place");
        let finishing = tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(100)).await;
            drop(turn);
            tokio::time::sleep(Duration::from_millis(100)).await;
            drop(command);
        });
        let began = Instant::now();
        let draining = shutdown.drain(soon(10_000));
        tokio::pin!(draining);
        tokio::select! {
            cut = &mut draining => panic!("drained with work in flight: {cut:?}"),
            () = tokio::time::sleep(Duration::from_millis(20)) => {}
        }
        assert!(shutdown.start("the reminders").is_none(), "nothing starts by itself once stopping");
        let late = shutdown.track("a click delivered before the gateway closed");
        drop(late);
        assert_eq!(draining.await, Vec::<String>::new());
        assert!(began.elapsed() >= Duration::from_millis(200), "{:?}", began.elapsed());
        finishing.await.unwrap();
    }

    #[tokio::test]
    async fn the_deadline_cuts_work_short_and_names_it() {
        let (_tx, shutdown) = shutdown();
        let _stuck = shutdown.track("/place in channel 7");
        drop(shutdown.track("/status"));
        assert_eq!(shutdown.drain(soon(50)).await, ["/place in channel 7"]);
    }

    #[tokio::test]
    async fn a_second_signal_stops_the_waiting() {
        let (tx, shutdown) = shutdown();
        let _stuck = shutdown.track("a bot's turn in channel 7");
        tx.send_replace(1);
        tokio::time::timeout(Duration::from_millis(50), shutdown.requested()).await.expect("requested");
        let began = Instant::now();
        let draining = tokio::spawn({
            let shutdown = shutdown.clone();
            async move { shutdown.drain(soon(10_000)).await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        tx.send_replace(2);
        let cut = draining.await.unwrap();
        assert_eq!(cut, ["a bot's turn in channel 7"]);
        assert!(began.elapsed() < Duration::from_secs(5));
    }
}
