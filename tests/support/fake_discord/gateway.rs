//! The fake's gateway WebSocket at `/gateway`, sharded and paced as Discord's: HELLO,
//! IDENTIFY → READY (or opcode 9 when it comes too soon after another of its bucket),
//! heartbeat ACKs, and dispatch of injected events to a live session of their server's
//! shard. Every connection is numbered; every session (an accepted IDENTIFY) is kept
//! with its shard, shard count, start and end, so tests can count the live sessions of
//! each shard; too-early IDENTIFYs and events no session could take are recorded, never
//! silently dropped. It owns no test logic.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::payloads;
use super::server::{Inner, Shared};

/// Heartbeat interval the fake asks for: short, so tests see several.
const HEARTBEAT_MS: u64 = 1500;

/// How Discord shards and paces the bot, where tests differ: the shard count and
/// IDENTIFY buckets `/gateway/bot` advises, the least time between two IDENTIFYs of a
/// bucket, and what the fake does with one that comes sooner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sharding {
    /// `/gateway/bot`'s `shards`: how many an autosharded bot starts.
    pub shards: u32,
    /// `session_start_limit.max_concurrency`: shard `s` identifies in bucket
    /// `s % max_concurrency`, one IDENTIFY per bucket per [`Sharding::identify_interval`].
    pub max_concurrency: u32,
    /// The least time between two session starts of one bucket (Discord: 5 s).
    pub identify_interval: Duration,
    /// Whether an IDENTIFY sooner than that is refused with opcode 9 Invalid Session
    /// (`d: false`) and starts no session, as Discord does; it is recorded as a
    /// [`Violation`] either way.
    pub invalidate_early: bool,
    /// Whether an event for a shard with several live sessions goes to each of them
    /// (Discord may during a hand-off) rather than to the newest only.
    pub duplicate_events: bool,
    /// How long a connection may go without a heartbeat before the fake closes it
    /// (code 4009, session timed out), as Discord closes a zombied connection; `None`:
    /// never (a test whose bot is frozen for a while without that mattering).
    pub zombie_after: Option<Duration>,
}

impl Sharding {
    /// Discord's: one shard, one bucket, 5 s between a bucket's IDENTIFYs, a sooner one
    /// invalidated, an event to the shard's newest session.
    pub const DISCORD: Sharding = Sharding {
        shards: 1,
        max_concurrency: 1,
        identify_interval: Duration::from_secs(5),
        invalidate_early: true,
        duplicate_events: false,
        zombie_after: None,
    };

    /// [`super::Fake::start`]'s: Discord's, except that a sooner IDENTIFY is only
    /// recorded, not refused. Tests restart the bot within seconds (a kill, a start
    /// again), and each refusal would cost serenity's 5 s shard restart and a warning.
    pub const LENIENT: Sharding = Sharding { invalidate_early: false, ..Sharding::DISCORD };
}

impl Default for Sharding {
    fn default() -> Sharding {
        Sharding::LENIENT
    }
}

/// One gateway session: an IDENTIFY the fake accepted (answered with READY).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// The connection it runs on: gateway connections are numbered from 1 as they open.
    pub connection: u64,
    pub shard: u32,
    /// The shard count its IDENTIFY gave.
    pub total: u32,
    pub session_id: String,
    /// When the fake accepted its IDENTIFY.
    pub identified: Instant,
    /// When its connection ended; `None` while it is live.
    pub closed: Option<Instant>,
    /// The code of the bot's close frame; `None` without one (Discord's 1006: a crash,
    /// a kill) or while live.
    pub close_code: Option<u16>,
}

impl Session {
    pub fn live(&self) -> bool {
        self.closed.is_none()
    }
}

/// An IDENTIFY that came sooner than [`Sharding::identify_interval`] after the last
/// session start of its bucket.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub connection: u64,
    pub shard: u32,
    pub total: u32,
    /// `shard % max_concurrency`.
    pub bucket: u32,
    pub at: Instant,
    /// How long after the bucket's last session start it came.
    pub after: Duration,
    /// Whether it was answered with opcode 9 and started no session (else it started
    /// one all the same: [`Sharding::invalidate_early`] off).
    pub invalidated: bool,
}

/// An event a test injected that no live session could take: its shard had none.
#[derive(Clone, Debug, PartialEq)]
pub struct Undelivered {
    /// The dispatch name, e.g. `INTERACTION_CREATE`.
    pub event: String,
    /// Its server; `None` for a direct message (shard 0).
    pub guild: Option<u64>,
    /// Its shard under the advised count ([`Sharding::shards`]).
    pub shard: u32,
    /// The event's `d`, as it would have been sent.
    pub data: Value,
    pub at: Instant,
}

/// One live session's connection, to send it events (`Inner.connections`, by
/// connection number).
#[derive(Debug)]
pub struct Connection {
    pub tx: mpsc::UnboundedSender<String>,
    pub shard: u32,
    /// The shard count its IDENTIFY gave.
    pub total: u32,
    pub identified: Instant,
    /// The session's last event number.
    pub seq: u64,
}

impl Inner {
    /// The live sessions by shard, oldest first; a shard without one is absent.
    pub fn live_by_shard(&self) -> BTreeMap<u32, Vec<Session>> {
        let mut live: BTreeMap<u32, Vec<Session>> = BTreeMap::new();
        for session in self.sessions.iter().filter(|s| s.live()) {
            live.entry(session.shard).or_default().push(session.clone());
        }
        live
    }

    /// Whether shards `0..total` have exactly one live session each, all of them
    /// identified with `total`, and no other shard has one.
    pub fn each_shard_once(&self, total: u32) -> bool {
        let live = self.live_by_shard();
        live.len() == total as usize
            && (0..total).all(|s| live.get(&s).is_some_and(|v| v.len() == 1 && v[0].total == total))
    }

    /// Records the end of connection `connection` (and of its session, if it has one)
    /// with the bot's close code.
    fn closed(&mut self, connection: u64, code: Option<u16>) {
        self.connections.remove(&connection);
        self.closes.push(code);
        let now = Instant::now();
        for session in self.sessions.iter_mut().filter(|s| s.connection == connection && s.live()) {
            session.closed = Some(now);
            session.close_code = code;
        }
    }
}

/// `GET /gateway`: the WebSocket upgrade, refused while the gateway is down.
pub async fn upgrade(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    if shared.lock().gateway_down {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    ws.on_upgrade(move |socket| connection(socket, shared))
}

/// One gateway connection: HELLO, then IDENTIFY → READY, heartbeats, and whatever the
/// tests inject for its session's shard.
async fn connection(socket: WebSocket, shared: Arc<Shared>) {
    let number = {
        let mut inner = shared.lock();
        inner.next_connection += 1;
        inner.next_connection
    };
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": HEARTBEAT_MS } }).to_string();
    if sink.send(Message::Text(hello.into())).await.is_err() {
        return;
    }
    let mut close = None;
    let zombie_after = shared.lock().sharding.zombie_after;
    let mut last_heartbeat = tokio::time::Instant::now();
    loop {
        // Made before looking, so that the gateway going down meanwhile wakes it.
        let changed = shared.changed.notified();
        if shared.lock().gateway_down {
            let _ = sink.send(Message::Close(None)).await;
            break;
        }
        let zombie = async {
            match zombie_after {
                Some(after) => tokio::time::sleep_until(last_heartbeat + after).await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            () = zombie => {
                let frame = axum::extract::ws::CloseFrame { code: 4009, reason: "Session timed out".into() };
                let _ = sink.send(Message::Close(Some(frame))).await;
                break;
            }
            () = changed => {}
            Some(out) = rx.recv() => {
                if sink.send(Message::Text(out.into())).await.is_err() {
                    break;
                }
            }
            frame = stream.next() => {
                let Some(Ok(frame)) = frame else { break };
                if let Message::Close(frame) = &frame {
                    close = frame.as_ref().map(|f| f.code);
                }
                let Message::Text(text) = frame else { continue };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                if payload["op"].as_u64() == Some(1) {
                    last_heartbeat = tokio::time::Instant::now();
                }
                on_frame(&shared, number, &tx, &payload);
            }
        }
    }
    shared.lock().closed(number, close);
    shared.changed.notify_waiters();
}

fn on_frame(shared: &Shared, connection: u64, tx: &mpsc::UnboundedSender<String>, payload: &Value) {
    match payload["op"].as_u64() {
        Some(1) => {
            shared.lock().heartbeats += 1;
            let _ = tx.send(json!({ "op": 11 }).to_string());
        }
        Some(2) => identify(&mut shared.lock(), connection, tx, &payload["d"]),
        Some(6) => {
            // No replay log here: ask for a fresh IDENTIFY instead of resuming.
            let _ = tx.send(json!({ "op": 9, "d": false }).to_string());
        }
        _ => {}
    }
    shared.changed.notify_waiters();
}

/// An IDENTIFY on `connection`: paced per bucket, then READY listing the shard's servers.
fn identify(inner: &mut Inner, connection: u64, tx: &mpsc::UnboundedSender<String>, d: &Value) {
    inner.identifies.push(d.clone());
    let number = |i: usize| d["shard"][i].as_u64().and_then(|n| u32::try_from(n).ok());
    let (shard, total) = (number(0).unwrap_or(0), number(1).unwrap_or(1));
    let now = Instant::now();
    let sharding = inner.sharding;
    let bucket = shard % sharding.max_concurrency.max(1);
    let early = inner.bucket_starts.get(&bucket).map(|start| now - *start);
    if let Some(after) = early.filter(|after| *after < sharding.identify_interval) {
        let invalidated = sharding.invalidate_early;
        inner.violations.push(Violation { connection, shard, total, bucket, at: now, after, invalidated });
        if invalidated {
            let _ = tx.send(json!({ "op": 9, "d": false }).to_string());
            return;
        }
    }
    inner.bucket_starts.insert(bucket, now);
    let session_id = format!("session-{}", inner.identifies.len());
    let url = format!("ws://127.0.0.1:{}/gateway", inner.port);
    let guilds: Vec<u64> = std::iter::once(payloads::GUILD_ID)
        .chain(inner.guilds.iter().copied())
        .filter(|&g| payloads::shard_of(g, total) == shard)
        .collect();
    // A new session numbers its events from 1.
    let ready = payloads::ready(&session_id, &url, &guilds, [shard, total]);
    let _ = tx.send(json!({ "op": 0, "t": "READY", "s": 1, "d": ready }).to_string());
    inner
        .connections
        .insert(connection, Connection { tx: tx.clone(), shard, total, identified: now, seq: 1 });
    inner.sessions.push(Session {
        connection,
        shard,
        total,
        session_id,
        identified: now,
        closed: None,
        close_code: None,
    });
}

/// Sends a dispatch event to the live sessions of its server's shard (`guild_id` in
/// `data`, `id` for `GUILD_CREATE`, `GUILD_UPDATE` and `GUILD_DELETE`; shard 0 without
/// one), each session's shard reckoned with its own shard
/// count: the newest such session, or each of them with
/// [`Sharding::duplicate_events`]. Returns the connections it went to; none means no
/// live session could take it, which is recorded in `Inner.undelivered`.
pub fn dispatch(shared: &Shared, event: &str, data: Value) -> Vec<u64> {
    // A server's own events name it `id`; the others, `guild_id`.
    let key =
        if matches!(event, "GUILD_CREATE" | "GUILD_UPDATE" | "GUILD_DELETE") { "id" } else { "guild_id" };
    let guild: Option<u64> = data[key].as_str().and_then(|g| g.parse().ok());
    let server = guild.unwrap_or(0);
    let mut inner = shared.lock();
    let mut targets: Vec<(u64, Instant)> = inner
        .connections
        .iter()
        .filter(|(_, c)| payloads::shard_of(server, c.total) == c.shard)
        .map(|(n, c)| (*n, c.identified))
        .collect();
    targets.sort_by_key(|(_, identified)| *identified);
    if !inner.sharding.duplicate_events {
        targets = targets.split_off(targets.len().saturating_sub(1));
    }
    let mut sent = Vec::new();
    for (number, _) in targets {
        let Some(connection) = inner.connections.get_mut(&number) else { continue };
        connection.seq += 1;
        let frame = json!({ "op": 0, "t": event, "s": connection.seq, "d": data }).to_string();
        if connection.tx.send(frame).is_ok() {
            sent.push(number);
        }
    }
    if sent.is_empty() {
        let shard = payloads::shard_of(server, inner.sharding.shards);
        inner.undelivered.push(Undelivered {
            event: event.to_string(),
            guild,
            shard,
            data,
            at: Instant::now(),
        });
        drop(inner);
        shared.changed.notify_waiters();
    }
    sent
}
