//! The fake's network side: an HTTP API under `/api/v10` that records every request,
//! keeps what each of the bot's messages shows (its buttons) and answers with what
//! serenity expects, and a gateway WebSocket at `/gateway` doing
//! HELLO, IDENTIFY → READY, heartbeat ACKs and dispatch of injected events, one
//! connection per shard as Discord does (an event goes to its server's shard). It owns
//! no test logic; tests read the recorded requests through [`super::Fake`], an
//! interaction's answers found at once by its token (a load bench makes many thousands).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Bytes, to_bytes};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::{Notify, mpsc};

use super::payloads::{self, APP_ID};

/// Heartbeat interval the fake asks for: short, so tests see several.
const HEARTBEAT_MS: u64 = 1500;

/// One request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// Without the `/api/v10` prefix, e.g. `/interactions/5/tok/callback`.
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Value,
    /// Uploaded files, in part order: (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// The message the request created or edited, by id.
    pub message: Option<u64>,
    /// When the fake had it whole.
    pub at: Instant,
}

/// What the server and the tests share.
#[derive(Debug, Default)]
pub struct Shared {
    pub inner: Mutex<Inner>,
    /// Signalled on every recorded request and gateway change.
    pub changed: Notify,
}

#[derive(Debug, Default)]
pub struct Inner {
    pub port: u16,
    pub requests: Vec<Recorded>,
    /// The requests made with each interaction token (its callback, follow-ups and edits
    /// of its original response), as indices into `requests`, in order.
    pub by_token: HashMap<String, Vec<usize>>,
    /// Whether uploaded files are recorded without their bytes (their names stay): a
    /// load bench sends thousands of boards it never looks at.
    pub forget_files: bool,
    /// Frames IDENTIFY sent, in order.
    pub identifies: Vec<Value>,
    pub heartbeats: usize,
    /// The live, identified gateway connections, by shard.
    pub connections: BTreeMap<u32, Connection>,
    /// The servers the bot is in besides the home one ([`payloads::GUILD_ID`]): READY
    /// lists each to its shard.
    pub guilds: Vec<u64>,
    /// Where each interaction happened, by token: its messages are in that channel.
    pub interactions: HashMap<String, payloads::Where>,
    pub next_id: u64,
    /// Registered command ids by name, from the last command PUT.
    pub commands: Vec<(String, u64)>,
    /// Every message of the bot as users see it now, by id: what the bot's requests
    /// made of it so far.
    pub shown: BTreeMap<u64, Shown>,
    /// The message each click interaction was on, by the interaction's token.
    pub clicked: HashMap<String, u64>,
    /// Clicks answered on the clicked message itself (acknowledged or updated): their
    /// `@original` is that message.
    pub answered_on_clicked: HashSet<String>,
    /// Deferred interactions whose loading message is still there, with its flags: the
    /// first follow-up becomes that message and keeps them.
    pub loading: HashMap<String, u64>,
    /// The locale each person's Discord is set to, by user id (else `en-US`).
    pub locales: HashMap<u64, String>,
    /// The server's preferred locale (else `en-US`).
    pub guild_locale: Option<String>,
    /// The gateway is down: live connections are closed and new ones refused.
    pub gateway_down: bool,
    /// How each gateway connection ended, in order: the code of the bot's close frame,
    /// `None` when it sent none (Discord's 1006).
    pub closes: Vec<Option<u16>>,
    /// Requests the fake holds a while before answering, as a slow network would.
    pub hold: Option<Hold>,
    /// The requests that arrived while held, answered or not yet.
    pub held: usize,
}

/// Which requests the fake holds, and how long: keeps the bot's answers in flight.
#[derive(Clone, Copy, Debug)]
pub struct Hold {
    pub wait: Duration,
    /// Whether to hold a request, by its path (without `/api/v10`).
    pub which: fn(&str) -> bool,
}

/// One identified gateway connection, to one shard (its key in `Inner.connections`) of
/// `total`.
#[derive(Debug)]
pub struct Connection {
    pub tx: mpsc::UnboundedSender<String>,
    pub total: u32,
    /// The session's last event number.
    pub seq: u64,
}

/// A message as its readers see it: only its buttons matter to the tests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    pub ephemeral: bool,
    /// Custom ids, in order.
    pub buttons: Vec<String>,
}

/// The custom ids of a message body's buttons, if it sets its components.
fn buttons_of(body: &Value) -> Option<Vec<String>> {
    let rows = body.get("components")?.as_array()?;
    let buttons = rows.iter().flat_map(|row| row["components"].as_array().cloned().unwrap_or_default());
    Some(buttons.filter_map(|b| b["custom_id"].as_str().map(str::to_string)).collect())
}

fn flags_of(body: &Value) -> u64 {
    body["flags"].as_u64().unwrap_or(0)
}

impl Inner {
    /// The bot's messages that show buttons now, by id.
    pub fn with_buttons(&self) -> Vec<(u64, Shown)> {
        self.shown.iter().filter(|(_, m)| !m.buttons.is_empty()).map(|(id, m)| (*id, m.clone())).collect()
    }

    /// Applies a request the bot made to the messages users see; `message` is the one
    /// the fake answered it with.
    fn show(&mut self, method: &str, path: &str, body: &Value, message: Option<u64>) {
        let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
        let original = |token: &str| token.trim_start_matches("token-").parse::<u64>().unwrap_or_default();
        let (target, created) = match (method, parts.as_slice()) {
            ("POST", ["interactions", _, token, "callback"]) => {
                let data = &body["data"];
                match body["type"].as_u64() {
                    Some(4) => (Some(original(token)), Some(flags_of(data))),
                    Some(5) => {
                        self.loading.insert((*token).to_string(), flags_of(data));
                        (None, None)
                    }
                    Some(6 | 7) => {
                        self.answered_on_clicked.insert((*token).to_string());
                        let clicked = self.clicked.get(*token).copied();
                        (clicked.filter(|_| body["type"] == 7), None)
                    }
                    _ => (None, None),
                }
            }
            ("POST", ["webhooks", _, token]) => {
                let flags = self.loading.remove(*token).unwrap_or_else(|| flags_of(body));
                (message, Some(flags))
            }
            ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
                let clicked =
                    self.clicked.get(*token).copied().filter(|_| self.answered_on_clicked.contains(*token));
                (Some(clicked.unwrap_or_else(|| original(token))), None)
            }
            ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
                self.loading.remove(*token);
                self.shown.remove(&original(token));
                (None, None)
            }
            ("PATCH", ["webhooks", .., id] | ["channels", _, "messages", id]) => (id.parse().ok(), None),
            ("POST", ["channels", _, "messages"]) => (message, Some(0)),
            _ => (None, None),
        };
        let Some(target) = target else { return };
        let data = if path.ends_with("/callback") { &body["data"] } else { body };
        let shown = self.shown.entry(target).or_default();
        if let Some(flags) = created {
            shown.ephemeral = flags & 64 != 0;
        }
        if let Some(buttons) = buttons_of(data) {
            shown.buttons = buttons;
        }
    }
}

impl Shared {
    pub fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn next_id(&self) -> u64 {
        let mut inner = self.lock();
        inner.next_id += 1;
        950_000_000_000_000_000 + inner.next_id
    }
}

/// Serves on `listener` until the test ends.
pub async fn serve(listener: tokio::net::TcpListener, shared: Arc<Shared>) {
    let app = Router::new().route("/gateway", get(gateway)).fallback(api).with_state(shared);
    // Each event and answer goes out at once, as from Discord: with Nagle's algorithm a
    // frame sent before the bot acknowledged the last one waits for its delayed ACK
    // (up to 40 ms), which a load bench would count as the bot's.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, app).await.expect("fake discord serves");
}

async fn api(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let authorized = request.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok())
        == Some(format!("Bot {}", super::bot::TOKEN).as_str());
    let method = request.method().clone();
    let path = request.uri().path().trim_start_matches("/api/v10").to_string();
    let multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let (json, files) = if multipart {
        read_multipart(request).await
    } else {
        let body = to_bytes(request.into_body(), usize::MAX).await.unwrap_or_default();
        (serde_json::from_slice(&body).unwrap_or(Value::Null), Vec::new())
    };
    let hold = shared.lock().hold.filter(|hold| (hold.which)(&path));
    if let Some(hold) = hold {
        shared.lock().held += 1;
        shared.changed.notify_waiters();
        tokio::time::sleep(hold.wait).await;
    }
    let at = Instant::now();
    let (response, message) = if authorized {
        answer(&shared, &method, &path, &json)
    } else {
        let refused =
            (StatusCode::UNAUTHORIZED, axum::Json(json!({ "message": "401: Unauthorized", "code": 0 })));
        (refused.into_response(), None)
    };
    let mut inner = shared.lock();
    if authorized {
        inner.show(method.as_str(), &path, &json, message);
    }
    let files = if inner.forget_files {
        files.into_iter().map(|(name, _)| (name, Vec::new())).collect()
    } else {
        files
    };
    if let Some(token) = token_of(&path) {
        let index = inner.requests.len();
        inner.by_token.entry(token.to_string()).or_default().push(index);
    }
    inner.requests.push(Recorded { method: method.to_string(), path, json, files, message, at });
    drop(inner);
    shared.changed.notify_waiters();
    response
}

/// The interaction token a request path answers with, if any: its callback, or its
/// webhook (follow-ups, and edits of the original response).
fn token_of(path: &str) -> Option<&str> {
    match path.trim_matches('/').split('/').collect::<Vec<_>>().as_slice() {
        ["interactions", _, token, "callback"] | ["webhooks", _, token, ..] => Some(token),
        _ => None,
    }
}

async fn read_multipart(request: Request) -> (Value, Vec<(String, Vec<u8>)>) {
    let mut form = Multipart::from_request(request, &()).await.expect("multipart body");
    let (mut json, mut files) = (Value::Null, Vec::new());
    while let Some(field) = form.next_field().await.expect("multipart field") {
        let name = field.name().unwrap_or_default().to_string();
        let file = field.file_name().map(str::to_string);
        let bytes: Bytes = field.bytes().await.expect("multipart bytes");
        if name == "payload_json" {
            json = serde_json::from_slice(&bytes).expect("payload_json");
        } else {
            files.push((file.unwrap_or(name), bytes.to_vec()));
        }
    }
    (json, files)
}

fn ok(value: Value) -> Response {
    (StatusCode::OK, axum::Json(value)).into_response()
}

/// The answer to an API request, and the message it created or edited. An
/// interaction's original response has the interaction's id (its token is
/// `token-{id}`), so a test knows it without asking.
fn answer(shared: &Shared, method: &Method, path: &str, body: &Value) -> (Response, Option<u64>) {
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    let gateway_url = format!("ws://127.0.0.1:{}/gateway", shared.lock().port);
    let channel = |token: &str| {
        let inner = shared.lock();
        inner.interactions.get(token).map_or(super::CHANNEL_ID, |at| at.channel).to_string()
    };
    let response = match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({ "url": gateway_url })),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": gateway_url,
            "shards": 1,
            "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
        })),
        ("GET", ["oauth2", "applications", "@me"]) => ok(payloads::application_info()),
        ("PUT", ["applications", _, .., "commands"]) => {
            let list = body.as_array().cloned().unwrap_or_default();
            let mut registered = Vec::new();
            let mut ids = Vec::new();
            for command in &list {
                let id = shared.next_id();
                ids.push((command["name"].as_str().unwrap_or_default().to_string(), id));
                registered.push(payloads::registered_command(id, command));
            }
            shared.lock().commands = ids;
            ok(Value::Array(registered))
        }
        ("POST", ["interactions", _, _, "callback"]) => StatusCode::NO_CONTENT.into_response(),
        ("DELETE", ["webhooks", ..]) => StatusCode::NO_CONTENT.into_response(),
        (_, ["webhooks", _, token, "messages", "@original"]) => {
            let id = token.trim_start_matches("token-").parse().unwrap_or_default();
            return (ok(payloads::message(id, &channel(token), body)), Some(id));
        }
        (_, ["webhooks", _, token, ..]) => {
            let id = shared.next_id();
            return (ok(payloads::message(id, &channel(token), body)), Some(id));
        }
        ("POST", ["channels", channel, "messages"]) => {
            let id = shared.next_id();
            return (ok(payloads::message(id, channel, body)), Some(id));
        }
        ("PATCH", ["channels", channel, "messages", message]) => {
            let id = message.parse().unwrap_or_default();
            return (ok(payloads::message(id, channel, body)), Some(id));
        }
        ("POST", ["users", "@me", "channels"]) => ok(json!({
            "id": shared.next_id().to_string(),
            "type": 1,
            "last_message_id": null,
            "recipients": [{
                "id": body["recipient_id"], "username": "someone", "discriminator": "0",
                "global_name": null, "avatar": null,
            }],
        })),
        _ => (StatusCode::NOT_FOUND, axum::Json(json!({ "message": "Unknown route", "code": 0 })))
            .into_response(),
    };
    (response, None)
}

async fn gateway(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    if shared.lock().gateway_down {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    ws.on_upgrade(move |socket| session(socket, shared))
}

/// One gateway connection: HELLO, then IDENTIFY → READY, heartbeats, and whatever the
/// tests inject while it is the live connection.
async fn session(socket: WebSocket, shared: Arc<Shared>) {
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": HEARTBEAT_MS } }).to_string();
    if sink.send(Message::Text(hello.into())).await.is_err() {
        return;
    }
    let mut close = None;
    loop {
        // Made before looking, so that the gateway going down meanwhile wakes it.
        let changed = shared.changed.notified();
        if shared.lock().gateway_down {
            let _ = sink.send(Message::Close(None)).await;
            break;
        }
        tokio::select! {
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
                on_frame(&shared, &tx, &payload);
            }
        }
    }
    let mut inner = shared.lock();
    inner.connections.retain(|_, c| !c.tx.same_channel(&tx));
    inner.closes.push(close);
    drop(inner);
    shared.changed.notify_waiters();
}

fn on_frame(shared: &Shared, tx: &mpsc::UnboundedSender<String>, payload: &Value) {
    match payload["op"].as_u64() {
        Some(1) => {
            shared.lock().heartbeats += 1;
            let _ = tx.send(json!({ "op": 11 }).to_string());
            shared.changed.notify_waiters();
        }
        Some(2) => {
            let mut inner = shared.lock();
            inner.identifies.push(payload["d"].clone());
            let number = |i: usize| payload["d"]["shard"][i].as_u64().and_then(|n| u32::try_from(n).ok());
            let (shard, total) = (number(0).unwrap_or(0), number(1).unwrap_or(1));
            let session = format!("session-{}", inner.identifies.len());
            let url = format!("ws://127.0.0.1:{}/gateway", inner.port);
            let guilds: Vec<u64> = std::iter::once(payloads::GUILD_ID)
                .chain(inner.guilds.iter().copied())
                .filter(|&g| payloads::shard_of(g, total) == shard)
                .collect();
            // A new session numbers its events from 1.
            let ready = payloads::ready(&session, &url, &guilds, [shard, total]);
            let _ = tx.send(json!({ "op": 0, "t": "READY", "s": 1, "d": ready }).to_string());
            inner.connections.insert(shard, Connection { tx: tx.clone(), total, seq: 1 });
            drop(inner);
            shared.changed.notify_waiters();
        }
        Some(6) => {
            // No replay log here: ask for a fresh IDENTIFY instead of resuming.
            let _ = tx.send(json!({ "op": 9, "d": false }).to_string());
        }
        _ => {}
    }
}

/// Sends a dispatch event on the live connection of its server's shard (`guild_id` in
/// `data`; shard 0 without one); `false` if there is none.
pub fn dispatch(shared: &Shared, event: &str, data: Value) -> bool {
    let guild = data["guild_id"].as_str().and_then(|g| g.parse().ok()).unwrap_or(0);
    let mut inner = shared.lock();
    let total = inner.connections.values().next().map_or(1, |c| c.total);
    let Some(connection) = inner.connections.get_mut(&payloads::shard_of(guild, total)) else { return false };
    connection.seq += 1;
    let frame = json!({ "op": 0, "t": event, "s": connection.seq, "d": data }).to_string();
    connection.tx.send(frame).is_ok()
}

/// The application id, as a string, for paths.
pub fn app() -> String {
    APP_ID.to_string()
}

/// How long tests wait for anything before failing: only a bound on a wait, never a
/// figure (a passing wait ends as soon as its answer comes), so generous enough for a
/// debug bot on a loaded machine, beside the other tests of the one test binary.
pub const PATIENCE: Duration = Duration::from_secs(60);
