//! The checkpoints of a SQLite file's write-ahead log, off the commands' threads.
//!
//! SQLite copies its log into the database file (and syncs the file) on the thread of
//! whichever commit pushes the log past 1,000 pages: about one command a game paid a
//! checkpoint on top of its own work, one of the few its p99 rests on. So the store's
//! connections turn that off (`wal_autocheckpoint=0`) and one thread per file, on a
//! connection of its own, checkpoints passively every [`COMMITS`] commits: it never
//! blocks a writer, and a reader keeps what it reads. Durability is the log's
//! (`synchronous=FULL`): a checkpoint only moves committed pages, so a kill in the
//! middle of one loses nothing.
//!
//! Its connection is closed last, after every store of the file: SQLite's last
//! connection checkpoints the whole log into the file and deletes it, which resharding
//! and import rely on before they rename a file. A truncating checkpoint
//! ([`Store::checkpoint`](super::Store::checkpoint)) waits for a passive one to end
//! rather than find it busy.

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, LazyLock, Mutex, MutexGuard, PoisonError, Weak};
use std::thread::JoinHandle;

use rusqlite::Connection;

use super::{BUSY_TIMEOUT, StoreError};

/// Commits between two checkpoints: a command writes a few pages, so the log stays
/// well under SQLite's own threshold of 1,000 pages (4 MB).
pub(super) const COMMITS: u64 = 64;

/// The checkpointers of the files this process has open, by a key naming the file.
static CHECKPOINTERS: LazyLock<Mutex<HashMap<String, Weak<Checkpointer>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// One file's checkpointing thread, shared by its stores.
#[derive(Debug)]
pub(super) struct Checkpointer {
    /// Commits since the file was opened, by every store of it.
    commits: AtomicU64,
    /// Wakes the thread for a checkpoint; dropped to stop it.
    wake: Mutex<Option<Sender<()>>>,
    /// Held while any checkpoint of the file runs, passive or truncating.
    running: Arc<Mutex<()>>,
    thread: Mutex<Option<JoinHandle<()>>>,
}

impl Checkpointer {
    /// The checkpointer of the file at `path` (`key` names it), started on a connection
    /// of its own when no store of the file has one.
    ///
    /// # Errors
    /// SQLite could not open the file again, or the thread could not be started.
    pub(super) fn of(key: String, path: &Path) -> Result<Arc<Checkpointer>, StoreError> {
        let mut all = CHECKPOINTERS.lock().unwrap_or_else(PoisonError::into_inner);
        all.retain(|_, checkpointer| checkpointer.strong_count() > 0);
        if let Some(checkpointer) = all.get(&key).and_then(Weak::upgrade) {
            return Ok(checkpointer);
        }
        let conn = Connection::open(path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        let (wake, woken) = mpsc::channel::<()>();
        let running = Arc::new(Mutex::new(()));
        let thread = std::thread::Builder::new().name("sqlite-checkpoint".into()).spawn({
            let running = Arc::clone(&running);
            move || {
                while woken.recv().is_ok() {
                    let _running = running.lock().unwrap_or_else(PoisonError::into_inner);
                    if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(())) {
                        tracing::warn!(error = %e, "the write-ahead log was not checkpointed");
                    }
                }
                // The connection closes here, the file's last: SQLite checkpoints the
                // whole log into the file and deletes it.
                drop(conn);
            }
        });
        let thread = thread.map_err(StoreError::CheckpointThread)?;
        let checkpointer = Arc::new(Checkpointer {
            commits: AtomicU64::new(0),
            wake: Mutex::new(Some(wake)),
            running,
            thread: Mutex::new(Some(thread)),
        });
        all.insert(key, Arc::downgrade(&checkpointer));
        Ok(checkpointer)
    }

    /// A store of the file committed: every [`COMMITS`]th wakes the thread.
    pub(super) fn committed(&self) {
        if (self.commits.fetch_add(1, Ordering::SeqCst) + 1).is_multiple_of(COMMITS) {
            let wake = self.wake.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(wake) = wake.as_ref() {
                let _ = wake.send(());
            }
        }
    }

    /// Held while a truncating checkpoint runs, so that no passive one runs beside it.
    pub(super) fn exclusive(&self) -> MutexGuard<'_, ()> {
        self.running.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Checkpointer {
    /// Stops the thread and waits for it, so its connection, the file's last, has
    /// closed (and checkpointed the log) when the last store of the file is dropped.
    fn drop(&mut self) {
        self.wake.lock().unwrap_or_else(PoisonError::into_inner).take();
        if let Some(thread) = self.thread.lock().unwrap_or_else(PoisonError::into_inner).take() {
            let _ = thread.join();
        }
    }
}
