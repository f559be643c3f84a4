//! The bridge from async handlers to the synchronous service: a small pool of
//! [`Service`]s, each over its own store connection, used on tokio's blocking threads.
//! It owns opening connections; it must not look at commands or replies.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};

use anyhow::{Context as _, Result};

use crate::service::Service;

/// Services over one database file, opened as needed and kept for reuse.
#[derive(Debug)]
pub struct Services {
    path: PathBuf,
    idle: Mutex<Vec<Service>>,
}

impl Services {
    /// Opens the database once (creating and migrating it) and keeps that service.
    ///
    /// # Errors
    /// The store cannot be opened.
    pub fn open(path: PathBuf) -> Result<Arc<Services>> {
        let first = Service::open(&path).with_context(|| format!("opening {}", path.display()))?;
        Ok(Arc::new(Services { path, idle: Mutex::new(vec![first]) }))
    }

    /// Runs `f` with a service on a blocking thread, so the async runtime never waits on
    /// SQLite or the renderer.
    ///
    /// # Errors
    /// A connection cannot be opened, or `f` panicked.
    pub async fn call<T, F>(self: &Arc<Self>, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&mut Service) -> T + Send + 'static,
    {
        let this = Arc::clone(self);
        tokio::task::spawn_blocking(move || {
            let taken = this.idle.lock().unwrap_or_else(PoisonError::into_inner).pop();
            let mut service = match taken {
                Some(service) => service,
                None => Service::open(&this.path)?,
            };
            let value = f(&mut service);
            this.idle.lock().unwrap_or_else(PoisonError::into_inner).push(service);
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
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn calls_run_off_the_runtime_and_share_one_database() {
        let dir = tempfile::tempdir().unwrap();
        let services = Services::open(dir.path().join("sub/bot.db")).unwrap();
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
}
