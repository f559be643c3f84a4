//! The fake's HTTP side: an API under `/api/v10` that records every request, keeps
//! what each of the bot's messages shows (its buttons) and answers with what serenity
//! expects (or 429 for requests a test has rate-limited), beside the gateway WebSocket
//! at `/gateway` ([`super::gateway`]). It owns no test logic; tests read the recorded
//! requests through [`super::Fake`], an interaction's answers found at once by its
//! token (a load bench makes many thousands).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Bytes, to_bytes};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt;
use serde_json::{Value, json};
use tokio::sync::Notify;

use super::activity;
use super::gateway::{self, Connection, Session, Sharding, Undelivered, Violation};
use super::openapi::{self, Invalid};
use super::payloads::{self, APP_ID};

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
    /// How the gateway shards and paces.
    pub sharding: Sharding,
    /// Frames IDENTIFY sent, in order, accepted or not.
    pub identifies: Vec<Value>,
    pub heartbeats: usize,
    /// The last gateway connection's number (they are numbered from 1 as they open).
    pub next_connection: u64,
    /// The live sessions' connections, by connection number.
    pub connections: BTreeMap<u64, Connection>,
    /// Every session so far (an accepted IDENTIFY), in order, live or ended.
    pub sessions: Vec<Session>,
    /// When each IDENTIFY bucket last started a session.
    pub bucket_starts: HashMap<u32, Instant>,
    /// IDENTIFYs that came too soon after another of their bucket, in order.
    pub violations: Vec<Violation>,
    /// Injected events no live session could take, in order.
    pub undelivered: Vec<Undelivered>,
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
    /// Requests the fake refuses with 429 from now on.
    pub rate_limit: Option<RateLimit>,
    /// The requests refused with 429, in order (not in `requests`).
    pub rate_limited: Vec<Recorded>,
    /// What Discord knows of the Activity: codes, people's tokens, instances, and the
    /// global commands.
    pub activity: activity::State,
    /// The channel messages created with `enforce_nonce`, by nonce: the message
    /// answered again for a repeat, as Discord does.
    pub nonces: HashMap<String, Value>,
    /// The bot's requests refused for breaking Discord's schema of their endpoint
    /// ([`openapi`]), in order (not in `requests`): any fails the test.
    pub invalid: Vec<Invalid>,
}

/// The next requests a test has the fake refuse with 429 Too Many Requests, as Discord
/// does past a limit: `Retry-After` (whole seconds, rounded up), `X-RateLimit-Scope`
/// (`global`, or `user` for a route's limit), `X-RateLimit-Global: true` for the global
/// one, and the body `{message, retry_after (seconds), global}`.
#[derive(Clone, Copy, Debug)]
pub struct RateLimit {
    /// How many of the next requests `which` accepts are refused.
    pub requests: usize,
    /// The wait Discord asks for.
    pub retry_after: Duration,
    /// Whether it is the bot's global limit (50 requests/s over every route).
    pub global: bool,
    /// Which requests count, by path (without `/api/v10`).
    pub which: fn(&str) -> bool,
}

/// Which requests the fake holds, and how long at most: keeps the bot's answers in
/// flight (`Fake::hold_nothing` releases them sooner).
#[derive(Clone, Copy, Debug)]
pub struct Hold {
    pub wait: Duration,
    /// Whether to hold a request, by its path (without `/api/v10`).
    pub which: fn(&str) -> bool,
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

    /// A new snowflake, as Discord makes them: the time it was made (ms since
    /// Discord's epoch, 2015) in the top bits, so the bot can tell how old an
    /// interaction is, then a counter.
    pub fn next_id(&self) -> u64 {
        const DISCORD_EPOCH_MS: u128 = 1_420_070_400_000;
        let mut inner = self.lock();
        inner.next_id += 1;
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970");
        let since = u64::try_from(now.as_millis() - DISCORD_EPOCH_MS).expect("a time");
        (since << 22) | (inner.next_id & 0x3F_FFFF)
    }
}

/// Serves on `listener` until the test ends.
pub async fn serve(listener: tokio::net::TcpListener, shared: Arc<Shared>) {
    let app = Router::new().route("/gateway", get(gateway::upgrade)).fallback(api).with_state(shared);
    // Each event and answer goes out at once, as from Discord: with Nagle's algorithm a
    // frame sent before the bot acknowledged the last one waits for its delayed ACK
    // (up to 40 ms), which a load bench would count as the bot's.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, app).await.expect("fake discord serves");
}

async fn api(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let authorization =
        request.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).map(str::to_owned);
    let authorized = authorization.as_deref() == Some(format!("Bot {}", super::bot::TOKEN).as_str());
    let bearer = authorization.as_deref().and_then(|a| a.strip_prefix("Bearer ")).map(str::to_owned);
    let method = request.method().clone();
    let path = request.uri().path().trim_start_matches("/api/v10").to_string();
    let content_type =
        request.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let multipart = content_type.starts_with("multipart/");
    let form = content_type.starts_with("application/x-www-form-urlencoded");
    let (json, files) = if multipart {
        read_multipart(request).await
    } else if form {
        let form = axum::Form::<BTreeMap<String, String>>::from_request(request, &()).await;
        (serde_json::to_value(form.map(|f| f.0).unwrap_or_default()).unwrap_or_default(), Vec::new())
    } else {
        let body = to_bytes(request.into_body(), usize::MAX).await.unwrap_or_default();
        (serde_json::from_slice(&body).unwrap_or(Value::Null), Vec::new())
    };
    if authorized && let Some(limit) = rate_limited(&shared, &path) {
        let at = Instant::now();
        shared.lock().rate_limited.push(Recorded {
            method: method.to_string(),
            path,
            json,
            files,
            message: None,
            at,
        });
        shared.changed.notify_waiters();
        return too_many_requests(limit);
    }
    let problems = if authorized { openapi::check(method.as_str(), &path, &json) } else { None };
    if let Some(problems) = problems.filter(|p| !p.is_empty()) {
        let answer = openapi::invalid_form_body(&problems);
        let invalid = Invalid { method: method.to_string(), path, body: json, answer: answer.clone() };
        shared.lock().invalid.push(invalid);
        shared.changed.notify_waiters();
        return (StatusCode::BAD_REQUEST, axum::Json(answer)).into_response();
    }
    let hold = shared.lock().hold.filter(|hold| (hold.which)(&path));
    if let Some(hold) = hold {
        shared.lock().held += 1;
        shared.changed.notify_waiters();
        // Held for `hold.wait`, or until the test holds nothing any more
        // (`Fake::hold_nothing`): a test that must act while a request is held releases
        // it once it has, rather than racing a clock.
        let until = tokio::time::Instant::now() + hold.wait;
        loop {
            let changed = shared.changed.notified();
            let released = shared.lock().hold.is_none();
            if released || tokio::time::timeout_at(until, changed).await.is_err() {
                break;
            }
        }
    }
    let at = Instant::now();
    let own = activity::without_bot_token(&shared, method.as_str(), &path, &json, bearer.as_deref());
    let (response, message) = if let Some(response) = own {
        (response, None)
    } else if authorized {
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

/// The rate limit refusing a request to `path` now, if any: one of its requests used.
fn rate_limited(shared: &Shared, path: &str) -> Option<RateLimit> {
    let mut inner = shared.lock();
    let limit = inner.rate_limit.as_mut().filter(|l| l.requests > 0 && (l.which)(path))?;
    limit.requests -= 1;
    Some(*limit)
}

/// Discord's answer past a rate limit.
fn too_many_requests(limit: RateLimit) -> Response {
    let seconds = limit.retry_after.as_secs_f64();
    let body =
        json!({ "message": "You are being rate limited.", "retry_after": seconds, "global": limit.global });
    let mut response = (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response();
    let headers = response.headers_mut();
    let whole = limit.retry_after.as_millis().div_ceil(1000).to_string();
    headers.insert(header::RETRY_AFTER, whole.parse().expect("a header value"));
    let scope = if limit.global { "global" } else { "user" };
    headers.insert("x-ratelimit-scope", scope.parse().expect("a header value"));
    if limit.global {
        headers.insert("x-ratelimit-global", "true".parse().expect("a header value"));
    }
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
        ("GET", ["gateway", "bot"]) => {
            let inner = shared.lock();
            let remaining = 1000_usize.saturating_sub(inner.sessions.len());
            ok(json!({
                "url": gateway_url,
                "shards": inner.sharding.shards,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": remaining,
                    "reset_after": 86_400_000,
                    "max_concurrency": inner.sharding.max_concurrency,
                },
            }))
        }
        ("GET", ["oauth2", "applications", "@me"]) => ok(payloads::application_info()),
        ("GET", ["applications", _, "activity-instances", id]) => activity::instance(shared, id),
        ("GET", ["applications", _, "commands"]) => ok(Value::Array(shared.lock().activity.global.clone())),
        ("PUT", ["applications", _, "commands"]) => activity::overwrite_global(shared, body),
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
        ("POST", ["interactions", _, token, "callback"])
            if shared.lock().activity.answered.contains(*token) =>
        {
            activity::answered_already()
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
            // Discord: with `enforce_nonce`, a message by the same author with the same
            // nonce in the past few minutes is answered and no new one is created.
            let nonce = body["nonce"].as_str().filter(|_| body["enforce_nonce"] == true);
            if let Some(first) = nonce.and_then(|n| shared.lock().nonces.get(n).cloned()) {
                return (ok(first), None);
            }
            let id = shared.next_id();
            let message = payloads::message(id, channel, body);
            if let Some(nonce) = nonce {
                shared.lock().nonces.insert(nonce.to_owned(), message.clone());
            }
            return (ok(message), Some(id));
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

/// The application id, as a string, for paths.
pub fn app() -> String {
    APP_ID.to_string()
}
