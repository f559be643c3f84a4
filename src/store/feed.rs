//! The change feed: every committed change of a game (a move by any front end, its
//! seats, its end) told as the game's id and its revision after the change, to whoever
//! in this process listens (the board page's live sockets, the Discord front's
//! poster of page moves).
//!
//! One feed per database per process, shared by all its connections ([`Feed::of`]):
//! a write transaction notes the games it changed ([`super::ReadTx::changed`]) and the
//! store publishes them once `COMMIT` succeeded, so a rolled-back command tells nobody.
//! On PostgreSQL, where other processes write the same games, the same transaction also
//! sends `NOTIFY` (delivered by the server at `COMMIT` only, in commit order), and the
//! first subscriber of a process opens one `LISTEN` connection for it
//! ([`super::postgres::listen`]): with the store's deadlines and keepalives, opened
//! again after any failure, and closed once nobody subscribes. Each time it starts
//! listening (the first time too) subscribers are told [`News::Missed`]: what was
//! notified while nobody listened is lost, so they look at what they watch again. A
//! subscriber that falls behind the channel's buffer is told the same by its receiver
//! (`Lagged`). A process hears its own notifications too; it drops them (their origin
//! is its own), having published them already.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, LazyLock, Mutex, PoisonError, Weak};
use std::time::Duration;

use tokio::sync::broadcast;

use super::postgres::{self, Heard};
use crate::config::DatabaseUrl;

/// The PostgreSQL channel every process notifies and listens on; a notification names
/// the schema it was sent from, so databases sharing one server (schemas of one
/// database) do not hear each other's games.
pub(super) const CHANNEL: &str = "carcassonne_changes";

/// How many pieces of news a subscriber may fall behind before it is told it missed
/// some: a socket whose client reads slowly loses nothing it cannot read again.
const BUFFER: usize = 1024;

/// The pause before listening again after the connection failed.
const LISTEN_AGAIN: Duration = Duration::from_secs(1);

/// What the feed tells its subscribers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum News {
    /// Game `game` changed; `revision` is its revision after the change.
    Changed { game: i64, revision: u64 },
    /// Changes may have been missed (the `LISTEN` connection was down): look again at
    /// whatever is watched.
    Missed,
}

/// One database's change feed in this process.
#[derive(Debug)]
pub struct Feed {
    sender: broadcast::Sender<News>,
    /// This feed's name in the notifications it sends, to drop them when heard back.
    origin: String,
    /// Where to listen for other processes' changes; `None` for SQLite (one process).
    listen: Option<DatabaseUrl>,
    /// Whether a listening thread runs.
    listening: Arc<AtomicBool>,
}

/// The feeds of the databases this process has open, by a key naming the database.
static FEEDS: LazyLock<Mutex<HashMap<String, Weak<Feed>>>> = LazyLock::new(|| Mutex::new(HashMap::new()));

impl Feed {
    /// The feed of the database `key` names (`None`: a database no other connection
    /// reaches, with a feed of its own), listening at `listen` on PostgreSQL.
    pub(super) fn of(key: Option<String>, listen: Option<DatabaseUrl>) -> Arc<Feed> {
        let make = || {
            let (sender, _) = broadcast::channel(BUFFER);
            let origin = format!("{:016x}", rand::random::<u64>());
            Arc::new(Feed {
                sender,
                origin,
                listen: listen.clone(),
                listening: Arc::new(AtomicBool::new(false)),
            })
        };
        let Some(key) = key else { return make() };
        let mut feeds = FEEDS.lock().unwrap_or_else(PoisonError::into_inner);
        feeds.retain(|_, feed| feed.strong_count() > 0);
        if let Some(feed) = feeds.get(&key).and_then(Weak::upgrade) {
            return feed;
        }
        let feed = make();
        feeds.insert(key, Arc::downgrade(&feed));
        feed
    }

    /// A receiver of the news from now on; on PostgreSQL, starts listening for other
    /// processes' changes unless this process listens already.
    #[must_use]
    pub fn subscribe(&self) -> broadcast::Receiver<News> {
        let receiver = self.sender.subscribe();
        if let Some(url) = &self.listen
            && !self.listening.swap(true, Ordering::SeqCst)
        {
            let (url, sender, origin) = (url.clone(), self.sender.clone(), self.origin.clone());
            let listening = Arc::clone(&self.listening);
            let spawned = std::thread::Builder::new()
                .name("postgres-listen".into())
                .spawn(move || keep_listening(&url, &sender, &origin, &listening));
            if let Err(e) = spawned {
                self.listening.store(false, Ordering::SeqCst);
                tracing::error!(error = %e, "cannot start listening for other processes' changes");
            }
        }
        receiver
    }

    /// Tells the subscribers of this process to look again at what they watch, as if
    /// changes were missed: what this process is to look after changed (it took a
    /// shard over, with whatever its last holder left untold).
    pub fn nudge(&self) {
        let _ = self.sender.send(News::Missed);
    }

    /// Tells the subscribers of this process that `changes` were committed.
    pub(super) fn publish(&self, changes: &[(i64, u64)]) {
        for &(game, revision) in changes {
            // Nobody listening is no failure.
            let _ = self.sender.send(News::Changed { game, revision });
        }
    }

    /// This feed's name in the notifications it sends: a notification's payload (sent
    /// after the schema's name) is `origin game revision` (the store's `NOTIFY`).
    pub(super) fn origin(&self) -> &str {
        &self.origin
    }
}

/// Listens at `url` while anyone subscribes to `sender`, forwarding other origins'
/// changes; again after each failure. Ends with `listening` false.
fn keep_listening(url: &DatabaseUrl, sender: &broadcast::Sender<News>, origin: &str, listening: &AtomicBool) {
    loop {
        let heard = postgres::listen(url.expose(), CHANNEL, &mut |heard| {
            match heard {
                // Whatever was notified before this is lost to us.
                Heard::Listening => drop(sender.send(News::Missed)),
                Heard::Payload(payload) => {
                    if let Some(news) = news_of(&payload, origin) {
                        let _ = sender.send(news);
                    }
                }
                Heard::Quiet => {}
            }
            sender.receiver_count() > 0
        });
        let failed = heard.is_err();
        if let Err(e) = heard {
            tracing::warn!(error = %e, "listening for other processes' changes failed; listening again");
            let _ = sender.send(News::Missed);
        }
        if sender.receiver_count() == 0 {
            listening.store(false, Ordering::SeqCst);
            // A subscriber that came meanwhile found it still listening: go on for it.
            if sender.receiver_count() == 0 || listening.swap(true, Ordering::SeqCst) {
                return;
            }
        }
        if failed {
            std::thread::sleep(LISTEN_AGAIN);
        }
    }
}

/// The news a notification's payload tells, unless it came from `origin` (this
/// process's own, published already) or is not one of ours.
fn news_of(payload: &str, origin: &str) -> Option<News> {
    let mut fields = payload.split(' ');
    let (from, game, revision) = (fields.next()?, fields.next()?, fields.next()?);
    if from == origin {
        return None;
    }
    Some(News::Changed { game: game.parse().ok()?, revision: revision.parse().ok()? })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notification_from_another_process_is_news_and_its_own_is_not() {
        let feed = Feed::of(None, None);
        let payload = format!("{} 7 12", feed.origin());
        assert_eq!(news_of(&payload, &feed.origin), None, "its own");
        assert_eq!(news_of(&payload, "another"), Some(News::Changed { game: 7, revision: 12 }));
        assert_eq!(news_of("garbage", "another"), None);
    }

    #[test]
    fn connections_to_one_database_share_its_feed() {
        let one = Feed::of(Some("a".into()), None);
        let again = Feed::of(Some("a".into()), None);
        let other = Feed::of(Some("b".into()), None);
        assert!(Arc::ptr_eq(&one, &again));
        assert!(!Arc::ptr_eq(&one, &other));
        let mut heard = again.subscribe();
        one.publish(&[(3, 4)]);
        assert_eq!(heard.try_recv().ok(), Some(News::Changed { game: 3, revision: 4 }));
        assert!(heard.try_recv().is_err(), "once");
    }
}
