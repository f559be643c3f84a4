//! The bridge from async handlers to the synchronous service: a small pool of
//! [`Service`]s, each over its own store connection, used on tokio's blocking threads.
//! At most [`CONNECTIONS`] are open; a call beyond them waits for one to come back. It
//! owns opening connections; it must not look at commands or replies.

use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use anyhow::{Context as _, Result};
use tokio::sync::Semaphore;

use crate::service::{Database, Origin, Service, Shards};

/// Most services (store connections, blocking threads) in use at once in a process. A
/// command takes a millisecond or two of SQL and drawing, a bot's move or a timelapse
/// longer; on a machine of a few cores more at once only queue for the CPU and the
/// database's one writer, while each connection keeps its own page cache. A burst
/// beyond them waits its turn instead of opening a connection per caller.
pub const CONNECTIONS: usize = 8;

/// Services over one database, opened as needed (up to [`CONNECTIONS`]) and kept
/// for reuse.
#[derive(Debug)]
pub struct Services {
    idle: Mutex<Vec<Service>>,
    /// The database the first service opened: a file's later connections must find
    /// that file at its path, or a file deleted under the bot would be created again,
    /// empty, by the next one.
    origin: Origin,
    /// One permit per service that may be in use: a call holds one while it runs.
    permits: Arc<Semaphore>,
    /// The shards whose games the services' background work looks after, once known.
    shards: OnceLock<Arc<Shards>>,
    /// The operator's seed for new games (`GAME_SEED`), once set.
    new_game_seed: OnceLock<u64>,
}

impl Services {
    /// Opens the database once (creating and migrating it) and keeps that service.
    /// It blocks (a PostgreSQL client must not even be made on an async thread): call
    /// it where blocking is allowed.
    ///
    /// # Errors
    /// The store cannot be opened.
    pub fn open(database: &Database) -> Result<Arc<Services>> {
        let first = Service::connect(database).with_context(|| format!("opening {database}"))?;
        let permits = Arc::new(Semaphore::new(CONNECTIONS));
        let origin = first.origin();
        Ok(Arc::new(Services {
            idle: Mutex::new(vec![first]),
            origin,
            permits,
            shards: OnceLock::new(),
            new_game_seed: OnceLock::new(),
        }))
    }

    /// From now on every service looks after `shards`' games only (set once, before
    /// the gateway starts).
    pub fn serve_shards(&self, shards: Arc<Shards>) {
        if self.shards.set(shards).is_err() {
            tracing::warn!("the shards were set already");
        }
    }

    /// From now on every service opens its games with `seed` (`GAME_SEED`; see
    /// [`Service::seed_new_games`]); set once, before the gateway starts.
    pub fn seed_new_games(&self, seed: u64) {
        if self.new_game_seed.set(seed).is_err() {
            tracing::warn!("the seed of new games was set already");
        }
    }

    /// Whether this process may still speak in Discord for the games of server `guild`
    /// (see [`Shards::speaks_for`]): always, before the shards are known.
    pub fn speaks_for(&self, guild: &str) -> bool {
        self.shards.get().is_none_or(|shards| shards.speaks_for(guild))
    }

    /// Runs `f` with a service on a blocking thread, so the async runtime never waits on
    /// SQLite or the renderer; waits first while [`CONNECTIONS`] calls run. It needs no
    /// deadline of its own: every wait on PostgreSQL is bounded in the store (a server
    /// that stops answering fails the call within the store's answer timeout, and its
    /// connection, broken, is dropped below rather than put back).
    ///
    /// # Errors
    /// A connection cannot be opened, or `f` panicked.
    pub async fn call<T, F>(self: &Arc<Self>, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&mut Service) -> T + Send + 'static,
    {
        let this = Arc::clone(self);
        // Never closed, so acquiring only waits.
        let permit = Arc::clone(&self.permits).acquire_owned().await.context("the service pool closed")?;
        tokio::task::spawn_blocking(move || {
            // Held until the service is back among the idle ones, panic or not.
            let _permit = permit;
            let taken = this.idle.lock().unwrap_or_else(PoisonError::into_inner).pop();
            // One whose server closed it while idle (a restart of PostgreSQL) is
            // dropped here, before a command fails on it.
            let mut service = match taken {
                Some(service) if service.is_connected() => service,
                _ => Service::open_origin(&this.origin)?,
            };
            service.set_shards(this.shards.get().cloned());
            service.seed_new_games(this.new_game_seed.get().copied());
            let value = f(&mut service);
            // A connection its server closed (a restart, a failover) is dropped here
            // and the next call opens a new one.
            if service.is_connected() {
                this.idle.lock().unwrap_or_else(PoisonError::into_inner).push(service);
            }
            Ok(value)
        })
        .await
        .context("service call panicked")?
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{Command, Context, User};

    fn ctx(user: &str) -> Context {
        Context {
            guild: "g".into(),
            channel: "c".into(),
            user: User { id: user.into(), name: user.into() },
            can_manage: false,
            locale: "en-US".into(),
            guild_locale: None,
            front: crate::service::Front::Discord,
            now: 0,
            sent_at: None,
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn calls_run_off_the_runtime_and_share_one_database() {
        let dir = tempfile::tempdir().unwrap();
        let services = Services::open(&Database::File(dir.path().join("sub/bot.db"))).unwrap();
        let opened = services.call(|s| s.handle(&ctx("a"), Command::New(Default::default()))).await.unwrap();
        assert!(!opened.refused, "{opened:?}");
        let (a, b) = tokio::join!(
            services.call(|s| s.handle(&ctx("b"), Command::Join)),
            services.call(|s| s.handle(&ctx("c"), Command::Join)),
        );
        assert!(!a.unwrap().refused && !b.unwrap().refused, "both seated, one connection each");
        let seated = services.call(|s| s.table(&ctx("a")).map(|t| t.seats.len())).await.unwrap().unwrap();
        assert_eq!(seated, 3);
    }

    /// 200 commands at once (each a new game in a channel of its own, slow enough that
    /// they all overlap) all succeed, on at most `CONNECTIONS` connections: the others
    /// wait their turn.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_burst_of_commands_waits_for_the_capped_pool() {
        use std::sync::atomic::{AtomicUsize, Ordering};

        let dir = tempfile::tempdir().unwrap();
        let services = Services::open(&Database::File(dir.path().join("bot.db"))).unwrap();
        let (running, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let calls = (0..200).map(|i| {
            let (running, most) = (Arc::clone(&running), Arc::clone(&most));
            services.call(move |s| {
                most.fetch_max(running.fetch_add(1, Ordering::SeqCst) + 1, Ordering::SeqCst);
                std::thread::sleep(std::time::Duration::from_millis(10));
                let reply = s.handle(
                    &Context { channel: format!("c{i}"), ..ctx("a") },
                    Command::New(Default::default()),
                );
                running.fetch_sub(1, Ordering::SeqCst);
                reply
            })
        });
        for reply in futures_util::future::join_all(calls).await {
            let reply = reply.expect("no call fails");
            assert!(!reply.refused, "{:?}", reply.private);
        }
        let opened = services.idle.lock().unwrap().len();
        let most = most.load(Ordering::SeqCst);
        assert!(opened <= CONNECTIONS && most <= CONNECTIONS, "{opened} connections, {most} at once");
        assert!(most > 1, "the calls overlapped");
    }

    /// A second connection opened after the file was deleted refuses rather than create
    /// an empty database at its path, which every later command would quietly use.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_deleted_file_is_not_created_again_by_a_new_connection() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bot.db");
        let services = Services::open(&Database::File(path.clone())).unwrap();
        std::fs::remove_file(&path).unwrap();
        let (release, held) = std::sync::mpsc::channel::<()>();
        let (taken, took) = tokio::sync::oneshot::channel::<()>();
        // The first call holds the one open connection while the second needs another.
        let pool = Arc::clone(&services);
        let holding = tokio::spawn(async move {
            pool.call(move |_| {
                taken.send(()).unwrap();
                held.recv().ok()
            })
            .await
        });
        took.await.unwrap();
        let second = services.call(|s| s.table(&ctx("a")).is_ok());
        let second = tokio::time::timeout(std::time::Duration::from_secs(20), second).await.unwrap();
        release.send(()).unwrap();
        holding.await.unwrap().unwrap();
        let error = format!("{:#}", second.expect_err("the new connection is refused"));
        assert!(error.contains("deleted"), "{error}");
        assert!(!path.exists(), "no empty database was created in its place");
    }
}
