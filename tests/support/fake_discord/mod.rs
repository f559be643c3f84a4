//! A fake Discord on 127.0.0.1 for end-to-end tests of the real bot binary: the HTTP
//! API (`server`), which checks every body the bot sends against Discord's OpenAPI
//! spec (`openapi`: an invalid one fails the test), the gateway sharded and paced as
//! Discord's (`gateway`), the JSON it sends (`payloads`), the bot process (`bot`) and
//! its operator endpoint read over HTTP (`endpoint`), and here the test's side: inject interactions as a user would and read
//! the bot's answers, in the home server's channel or in any server's (a load bench
//! plays in hundreds), each answer timed; count each shard's sessions. It asserts
//! nothing about the bot; the tests do.

pub mod activity;
pub mod bot;
pub mod endpoint;
pub mod gateway;
pub mod openapi;
pub mod payloads;
pub mod server;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::patience::PATIENCE;
pub use gateway::{Session, Sharding, Undelivered, Violation};
pub use payloads::{CHANNEL_ID, GUILD_ID, Person, Where};
pub use server::RateLimit;
use server::{Recorded, Shared};

/// The first player of the tests, the one who opens the game.
pub fn alice() -> Person {
    Person { id: 111_111_111_111_111_111, name: "Alice" }
}

/// The second player of the tests.
pub fn bob() -> Person {
    Person { id: 222_222_222_222_222_222, name: "Bob" }
}

/// A running fake Discord.
#[derive(Debug, Clone)]
pub struct Fake {
    pub port: u16,
    shared: Arc<Shared>,
    /// How many turns [`Fake::play_turn_impatiently_in`] played impatiently.
    impatient: Arc<std::sync::atomic::AtomicUsize>,
}

/// The bot's answer to one interaction, resolved through a deferral if there was one.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The callback type: 4 message, 5 deferred then a follow-up, 6 a click
    /// acknowledged then its message edited or a follow-up, 7 the clicked message
    /// updated, 8 autocomplete, 12 the Activity launched (no message).
    pub kind: u64,
    /// The message the answer is (created, or updated in place).
    pub id: u64,
    /// Whether the answer updated the message that was clicked instead of posting one.
    pub updated: bool,
    /// The interaction's token, to find the follow-ups sent on it.
    pub token: String,
    /// The message (callback `data`, or the follow-up body after a deferral).
    pub message: Value,
    /// Message flags as Discord applies them (a deferral's flags win).
    pub flags: u64,
    pub files: Vec<(String, Vec<u8>)>,
    /// Where the interaction happened.
    pub at: Where,
    /// When the fake dispatched the interaction.
    #[allow(dead_code, reason = "the load bench's timings; the tests read no clock")]
    pub asked: Instant,
    /// When the bot's callback came.
    #[allow(dead_code, reason = "the load bench's timings; the tests read no clock")]
    pub acknowledged: Instant,
    /// When the message the answer is came: the callback, or after a deferral its
    /// follow-up or edit.
    #[allow(dead_code, reason = "the load bench's timings; the tests read no clock")]
    pub answered: Instant,
}

impl Answer {
    pub fn content(&self) -> &str {
        self.message["content"].as_str().unwrap_or_default()
    }

    pub fn ephemeral(&self) -> bool {
        self.flags & 64 != 0
    }

    /// The users the message may ping.
    pub fn allowed_users(&self) -> Vec<String> {
        let users = self.message["allowed_mentions"]["users"].as_array().cloned().unwrap_or_default();
        users.iter().filter_map(|u| u.as_str().map(str::to_string)).collect()
    }

    /// The one player of `players` the message pings.
    pub fn pinged(&self, players: &[Person]) -> Person {
        let users = self.allowed_users();
        assert_eq!(users.len(), 1, "one player to ping: {self:?}");
        players.iter().find(|p| p.id.to_string() == users[0]).expect("a seated player").clone()
    }

    /// Whether this is the message that tells a game's end: the one that offers to
    /// watch its timelapse.
    pub fn tells_the_end(&self) -> bool {
        self.buttons().iter().any(|b| b.starts_with("carc2:watch:"))
    }

    /// The custom ids of the message's buttons.
    pub fn buttons(&self) -> Vec<String> {
        let rows = self.message["components"].as_array().cloned().unwrap_or_default();
        rows.iter()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
            .collect()
    }

    /// Autocomplete results as (name, value).
    pub fn choices(&self) -> Vec<(String, String)> {
        let list = self.message["choices"].as_array().cloned().unwrap_or_default();
        list.iter()
            .map(|c| {
                (
                    c["name"].as_str().unwrap_or_default().into(),
                    c["value"].as_str().unwrap_or_default().into(),
                )
            })
            .collect()
    }
}

impl Fake {
    /// Starts the fake on a free port, sharding as [`Sharding::LENIENT`]: one shard,
    /// IDENTIFYs too close together recorded but not refused.
    pub async fn start() -> Fake {
        Fake::start_on(0).await
    }

    /// Starts the fake on `port` (0: any free one), sharding as [`Sharding::LENIENT`].
    pub async fn start_on(port: u16) -> Fake {
        Fake::start_on_with(port, Sharding::LENIENT).await
    }

    /// Starts the fake on a free port, sharding and pacing IDENTIFYs as `sharding` says.
    pub async fn start_with(sharding: Sharding) -> Fake {
        Fake::start_on_with(0, sharding).await
    }

    /// Starts the fake on `port` (0: any free one), sharding as `sharding` says.
    pub async fn start_on_with(port: u16, sharding: Sharding) -> Fake {
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await.expect("bind");
        let port = listener.local_addr().expect("addr").port();
        let shared = Arc::new(Shared::default());
        {
            let mut inner = shared.lock();
            inner.port = port;
            inner.sharding = sharding;
        }
        tokio::spawn(server::serve(listener, Arc::clone(&shared)));
        Fake { port, shared, impatient: Arc::default() }
    }

    pub fn base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.lock().requests.clone()
    }

    /// The bot's requests refused so far for breaking Discord's schema, taken off the
    /// record: for a test that sends one on purpose.
    pub fn take_invalid(&self) -> Vec<openapi::Invalid> {
        std::mem::take(&mut self.shared.lock().invalid)
    }

    /// Panics, naming them, if the bot sent a request Discord would refuse as invalid:
    /// every wait checks it, and the fake's drop.
    pub fn all_valid(&self) {
        let invalid = self.shared.lock().invalid.clone();
        if !invalid.is_empty() {
            let list: Vec<String> = invalid.iter().map(ToString::to_string).collect();
            panic!("requests Discord refuses as invalid for its OpenAPI spec:\n{}", list.join("\n"));
        }
    }

    /// Sends the fake `method path` (under `/api/v10`) with the JSON `body` and the
    /// bot's token, as the bot would: the status, and the JSON answered (`Null` for none).
    pub async fn as_bot(&self, method: &str, path: &str, body: &Value) -> (u16, Value) {
        use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
        let mut stream =
            tokio::net::TcpStream::connect(("127.0.0.1", self.port)).await.expect("the fake listens");
        let body = body.to_string();
        let request = format!(
            "{method} /api/v10{path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\
             Authorization: Bot {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            bot::TOKEN,
            body.len()
        );
        stream.write_all(request.as_bytes()).await.expect("the request is sent");
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.expect("an answer");
        let answer = String::from_utf8_lossy(&answer).to_string();
        let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
        let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).expect("a status");
        (status, serde_json::from_str(body).unwrap_or(Value::Null))
    }

    /// The tokens of the interactions injected so far that the bot has not answered
    /// (no callback came for them), in no order.
    pub fn unanswered(&self) -> Vec<String> {
        let inner = self.shared.lock();
        let answered = |token: &String| {
            let mine = inner.by_token.get(token).map(Vec::as_slice).unwrap_or_default();
            mine.iter().any(|&i| inner.requests[i].path.ends_with("/callback"))
        };
        inner.interactions.keys().filter(|token| !answered(token)).cloned().collect()
    }

    /// The channel of the interaction whose token is `token`, if the fake sent one.
    pub fn channel_of(&self, token: &str) -> Option<u64> {
        self.shared.lock().interactions.get(token).map(|at| at.channel)
    }

    /// The IDENTIFY payloads received, in order.
    pub fn identifies(&self) -> Vec<Value> {
        self.shared.lock().identifies.clone()
    }

    /// The bot is also in `guilds` (besides the home server): READY lists them.
    #[allow(dead_code, reason = "for the load bench (benches/load.rs) only")]
    pub fn join_servers(&self, guilds: &[u64]) {
        self.shared.lock().guilds.extend_from_slice(guilds);
    }

    /// Uploaded files are recorded without their bytes from now on (their names stay).
    #[allow(dead_code, reason = "for the load bench (benches/load.rs) only")]
    pub fn forget_files(&self) {
        self.shared.lock().forget_files = true;
    }

    /// Waits until `found` returns something, re-checking on every change.
    pub async fn wait<T>(&self, what: &str, found: impl FnMut(&server::Inner) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        let found = self.wait_until(deadline, found).await;
        found.unwrap_or_else(|| panic!("timed out waiting for {what}"))
    }

    /// Waits until `found` returns something, re-checking on every change, or until
    /// `patience` has passed: `None` then.
    pub async fn wait_within<T>(
        &self,
        patience: Duration,
        found: impl FnMut(&server::Inner) -> Option<T>,
    ) -> Option<T> {
        self.wait_until(tokio::time::Instant::now() + patience, found).await
    }

    async fn wait_until<T>(
        &self,
        deadline: tokio::time::Instant,
        mut found: impl FnMut(&server::Inner) -> Option<T>,
    ) -> Option<T> {
        loop {
            let notified = self.shared.changed.notified();
            self.all_valid();
            if let Some(value) = found(&self.shared.lock()) {
                return Some(value);
            }
            let _ = tokio::time::timeout_at(deadline, notified).await;
            if tokio::time::Instant::now() >= deadline {
                return found(&self.shared.lock());
            }
        }
    }

    /// Every gateway session so far (an IDENTIFY answered with READY), in order, live
    /// or ended.
    pub fn sessions(&self) -> Vec<Session> {
        self.shared.lock().sessions.clone()
    }

    /// The live sessions by shard, oldest first; a shard without one is absent.
    pub fn live_sessions(&self) -> BTreeMap<u32, Vec<Session>> {
        self.shared.lock().live_by_shard()
    }

    /// Waits until shards `0..total` have exactly one live session each, all identified
    /// with `total`, and no other shard has one; those sessions by shard.
    pub async fn each_shard_once(&self, total: u32) -> BTreeMap<u32, Session> {
        let what = format!("one live session on each of {total} shards");
        self.wait(&what, |inner| {
            let live = inner.live_by_shard().into_iter().map(|(shard, mut v)| (shard, v.remove(0)));
            inner.each_shard_once(total).then(|| live.collect())
        })
        .await
    }

    /// The IDENTIFYs that came sooner than the pacing allows after another of their
    /// bucket, in order.
    pub fn violations(&self) -> Vec<Violation> {
        self.shared.lock().violations.clone()
    }

    /// The events injected so far that no live session could take, in order.
    pub fn undelivered(&self) -> Vec<Undelivered> {
        self.shared.lock().undelivered.clone()
    }

    /// Sends dispatch event `event` (`GUILD_DELETE`, …) with `data` to a live session of
    /// its server's shard (`data.guild_id`, or `data.id` for a server's own events;
    /// shard 0 without one), as Discord does;
    /// the connections it went to, none (and recorded in [`Fake::undelivered`]) when
    /// that shard has no live session.
    pub fn dispatch(&self, event: &str, data: Value) -> Vec<u64> {
        gateway::dispatch(&self.shared, event, data)
    }

    /// Refuses the next requests `limit` names with 429 Too Many Requests, from now on.
    pub fn rate_limit(&self, limit: RateLimit) {
        self.shared.lock().rate_limit = Some(limit);
    }

    /// The requests refused with 429 so far, in order (they are not in
    /// [`Fake::requests`]).
    pub fn rate_limited(&self) -> Vec<Recorded> {
        self.shared.lock().rate_limited.clone()
    }

    /// The bot's messages that show buttons now, by id.
    pub fn with_buttons(&self) -> Vec<(u64, server::Shown)> {
        self.shared.lock().with_buttons()
    }

    /// Waits until the messages showing buttons are those `wanted` accepts: a new board
    /// takes the buttons off the old one a moment after it is sent.
    pub async fn buttons_settle(&self, what: &str, wanted: impl Fn(&[(u64, server::Shown)]) -> bool) {
        self.wait(what, |inner| wanted(&inner.with_buttons()).then_some(())).await;
    }

    /// Waits for a request matching `pred`.
    pub async fn request(&self, what: &str, pred: impl Fn(&Recorded) -> bool) -> Recorded {
        self.wait(what, |inner| inner.requests.iter().find(|r| pred(r)).cloned()).await
    }

    /// Waits for the `n`th identified gateway connection to be live.
    pub async fn connected(&self, n: usize) {
        self.wait("gateway connection", |i| {
            (i.identifies.len() >= n && !i.connections.is_empty()).then_some(())
        })
        .await;
    }

    /// The gateway goes down: the live connection is closed and new ones are refused
    /// until [`Fake::gateway_up`].
    pub fn gateway_down(&self) {
        self.shared.lock().gateway_down = true;
        self.shared.changed.notify_waiters();
    }

    /// Holds every request whose path (`/interactions/…/callback`, without `/api/v10`)
    /// `which` accepts for `hold` before answering it, from now on.
    pub fn hold(&self, hold: std::time::Duration, which: fn(&str) -> bool) {
        self.shared.lock().hold = Some(server::Hold { wait: hold, which });
    }

    /// Answers every request at once again, those held now included.
    pub fn hold_nothing(&self) {
        self.shared.lock().hold = None;
        self.shared.changed.notify_waiters();
    }

    /// How each gateway connection ended so far: the bot's close code, `None` without one.
    pub fn closes(&self) -> Vec<Option<u16>> {
        self.shared.lock().closes.clone()
    }

    /// The gateway takes connections again.
    pub fn gateway_up(&self) {
        self.shared.lock().gateway_down = false;
        self.shared.changed.notify_waiters();
    }

    /// Waits for the `n`th command registration and returns its body.
    pub async fn registration(&self, n: usize) -> Value {
        self.wait("command registration", |i| {
            let puts: Vec<&Recorded> =
                i.requests.iter().filter(|r| r.method == "PUT" && r.path.ends_with("/commands")).collect();
            puts.get(n - 1).map(|r| r.json.clone())
        })
        .await
    }

    /// `person`'s Discord speaks `locale` (`fr`, `en-GB`) from now on.
    pub fn speaks(&self, person: &Person, locale: &str) {
        self.shared.lock().locales.insert(person.id, locale.to_string());
    }

    /// The server's preferred locale is `locale` from now on.
    pub fn server_speaks(&self, locale: &str) {
        self.shared.lock().guild_locale = Some(locale.to_string());
    }

    /// An interaction of `person` at `at`, with their locale and the server's.
    fn interaction(&self, id: u64, token: &str, kind: u8, person: &Person, data: Value, at: Where) -> Value {
        let mut event = payloads::interaction(id, token, kind, person, data, at);
        let mut inner = self.shared.lock();
        inner.interactions.insert(token.to_string(), at);
        if let Some(locale) = inner.locales.get(&person.id) {
            event["locale"] = json!(locale);
        }
        if let Some(locale) = &inner.guild_locale {
            event["guild_locale"] = json!(locale);
        }
        event
    }

    fn send(&self, kind: u8, person: &Person, data: Value, at: Where) -> Sent {
        self.try_send(kind, person, data, at).expect("no live gateway session for the interaction's shard")
    }

    /// Injects an interaction; `None` when its shard has no live session (recorded in
    /// [`Fake::undelivered`]).
    fn try_send(&self, kind: u8, person: &Person, data: Value, at: Where) -> Option<Sent> {
        let id = self.shared.next_id();
        let token = format!("token-{id}");
        let event = self.interaction(id, &token, kind, person, data, at);
        let asked = Instant::now();
        let connections = gateway::dispatch(&self.shared, "INTERACTION_CREATE", event);
        (!connections.is_empty()).then_some(Sent { id, token, at, asked, connections })
    }

    /// Waits until `deadline` for the first request made with interaction token `token`
    /// that `pred` accepts, and tells whether an earlier one was `before`: found through
    /// the token's own requests, however many there are.
    async fn on_token(
        &self,
        deadline: tokio::time::Instant,
        token: &str,
        pred: impl Fn(&Recorded) -> bool,
        before: impl Fn(&Recorded) -> bool,
    ) -> Option<(bool, Recorded)> {
        self.wait_until(deadline, |inner| {
            let mine = inner.by_token.get(token)?.iter().map(|&i| &inner.requests[i]);
            let mut earlier = false;
            for request in mine {
                if pred(request) {
                    return Some((earlier, request.clone()));
                }
                earlier |= before(request);
            }
            None
        })
        .await
    }

    /// Waits for the bot's answer to interaction `sent`, a click on message `clicked`
    /// when it is one.
    async fn answer(&self, sent: Sent, clicked: Option<u64>) -> Answer {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        let answer = self.answer_until(&sent, clicked, deadline).await;
        answer.unwrap_or_else(|what| panic!("timed out waiting for {what}"))
    }

    /// Waits up to `patience` for the bot's answer to an interaction sent with
    /// [`Fake::send_command_in`]; `None` if none came (the process that got it died, say).
    pub async fn answer_within(&self, sent: &Sent, patience: Duration) -> Option<Answer> {
        self.answer_until(sent, None, tokio::time::Instant::now() + patience).await.ok()
    }

    /// The bot's answer to `sent` by `deadline`, else what did not come by then.
    async fn answer_until(
        &self,
        sent: &Sent,
        clicked: Option<u64>,
        deadline: tokio::time::Instant,
    ) -> Result<Answer, &'static str> {
        let Sent { id, ref token, at, asked, .. } = *sent;
        let callback = format!("/interactions/{id}/{token}/callback");
        let is_callback = |r: &Recorded| r.method == "POST" && r.path == callback;
        let (_, first) =
            self.on_token(deadline, token, is_callback, |_| false).await.ok_or("interaction callback")?;
        let kind = first.json["type"].as_u64().expect("callback type");
        let data = first.json["data"].clone();
        let acknowledged = first.at;
        let answer = |message: Value, flags: u64, files, id: u64, updated, answered| Answer {
            kind,
            id,
            updated,
            token: token.clone(),
            message,
            flags,
            files,
            at,
            asked,
            acknowledged,
            answered,
        };
        match kind {
            4 | 8 | 12 => {
                let flags = data["flags"].as_u64().unwrap_or(0);
                return Ok(answer(data, flags, first.files, id, false, acknowledged));
            }
            7 => {
                let clicked = clicked.expect("an update answers a click");
                return Ok(answer(data, 0, first.files, clicked, true, acknowledged));
            }
            _ => {}
        }
        // The first follow-up resolves the loading message and keeps the deferral's
        // flags, unless the loading message was deleted first; after a click's
        // acknowledgement, the clicked message may be edited instead.
        let webhook = format!("/webhooks/{}/{token}", server::app());
        let original = format!("{webhook}/messages/@original");
        let (deleted, follow) = self
            .on_token(
                deadline,
                token,
                |r| {
                    (r.method == "POST" && r.path == webhook)
                        || (kind == 6 && r.method == "PATCH" && r.path == original)
                },
                |r| r.method == "DELETE" && r.path == original,
            )
            .await
            .ok_or("follow-up after deferral")?;
        if follow.method == "PATCH" {
            return Ok(answer(follow.json, 0, follow.files, clicked.expect("a click"), true, follow.at));
        }
        let flags = if deleted || kind == 6 { &follow.json } else { &data }["flags"].as_u64().unwrap_or(0);
        let message = follow.message.expect("a message");
        Ok(answer(follow.json.clone(), flags, follow.files, message, false, follow.at))
    }

    /// Waits for the first follow-up sent on an interaction's token after its answer.
    pub async fn followup(&self, token: &str) -> Answer {
        let webhook = format!("/webhooks/{}/{token}", server::app());
        let is_followup = |r: &Recorded| r.method == "POST" && r.path == webhook;
        let deadline = tokio::time::Instant::now() + PATIENCE;
        let found = self.on_token(deadline, token, is_followup, |_| false).await;
        let (_, sent) = found.expect("timed out waiting for a follow-up");
        let at = self.shared.lock().interactions.get(token).copied().unwrap_or(Where::HOME);
        let flags = sent.json["flags"].as_u64().unwrap_or(0);
        Answer {
            kind: 0,
            id: sent.message.unwrap_or_default(),
            updated: false,
            token: token.to_string(),
            message: sent.json,
            flags,
            files: sent.files,
            at,
            asked: sent.at,
            acknowledged: sent.at,
            answered: sent.at,
        }
    }

    /// The first follow-up sent after `answer` on its token, timed from the
    /// interaction `answer` answers.
    #[allow(dead_code, reason = "for the load bench (benches/load.rs) only")]
    pub async fn followup_to(&self, answer: &Answer) -> Answer {
        let sent = self.followup(&answer.token).await;
        Answer { at: answer.at, asked: answer.asked, acknowledged: answer.acknowledged, ..sent }
    }

    /// The follow-ups sent on an interaction's token, in order.
    pub fn followups(&self, token: &str) -> Vec<Recorded> {
        let webhook = format!("/webhooks/{}/{token}", server::app());
        let inner = self.shared.lock();
        let mine = inner.by_token.get(token).map(Vec::as_slice).unwrap_or_default();
        mine.iter()
            .map(|&i| &inner.requests[i])
            .filter(|r| r.method == "POST" && r.path == webhook)
            .cloned()
            .collect()
    }

    /// The registered id of command `name`.
    fn command_id(&self, name: &str) -> String {
        let inner = self.shared.lock();
        let found = inner.commands.iter().find(|(n, _)| n == name);
        found.map(|(_, id)| id.to_string()).unwrap_or_else(|| panic!("/{name} is not registered"))
    }

    /// `person` runs `/name` with `options` (`[{name, type, value}]`).
    pub async fn command(&self, person: &Person, name: &str, options: Value) -> Answer {
        self.command_in(Where::HOME, person, name, options).await
    }

    /// `person` runs `/name` with `options` in the server and channel `at`.
    pub async fn command_in(&self, at: Where, person: &Person, name: &str, options: Value) -> Answer {
        let sent = self.send(2, person, payloads::command_data(&self.command_id(name), name, options), at);
        self.answer(sent, None).await
    }

    /// `person` runs `/name` with `options` at `at`, without waiting for the answer:
    /// the interaction sent (to wait for its answer with [`Fake::answer_within`]), or
    /// `None` when its server's shard has no live session (recorded in
    /// [`Fake::undelivered`]).
    pub fn send_command_in(&self, at: Where, person: &Person, name: &str, options: Value) -> Option<Sent> {
        self.try_send(2, person, payloads::command_data(&self.command_id(name), name, options), at)
    }

    /// `person` runs `/name` with its user option `option` naming `user`, resolved as
    /// Discord sends it.
    pub async fn command_naming(&self, person: &Person, name: &str, option: &str, user: &Person) -> Answer {
        let options = json!([{ "name": option, "type": 6, "value": user.id.to_string() }]);
        let mut data = payloads::command_data(&self.command_id(name), name, options);
        data["resolved"] = json!({ "users": { user.id.to_string(): user.user() } });
        let sent = self.send(2, person, data, Where::HOME);
        self.answer(sent, None).await
    }

    /// `person` types `typed` into string option `option` of `/name`.
    pub async fn autocomplete(&self, person: &Person, name: &str, option: &str, typed: &str) -> Answer {
        self.autocomplete_in(Where::HOME, person, name, option, typed).await
    }

    /// `person` types `typed` into string option `option` of `/name` at `at`.
    pub async fn autocomplete_in(
        &self,
        at: Where,
        person: &Person,
        name: &str,
        option: &str,
        typed: &str,
    ) -> Answer {
        let options = json!([{ "name": option, "type": 3, "value": typed, "focused": true }]);
        let sent = self.send(4, person, payloads::command_data(&self.command_id(name), name, options), at);
        self.answer(sent, None).await
    }

    /// `player` places the tile autocomplete offers first (the first rotation the picker
    /// offers when the cell takes several, whose buttons go once clicked): the public
    /// answer with the board.
    pub async fn place_first(&self, player: &Person) -> Answer {
        self.place_first_in(Where::HOME, player).await
    }

    /// [`Fake::place_first`] in the channel `at`.
    pub async fn place_first_in(&self, at: Where, player: &Person) -> Answer {
        let offered = self.autocomplete_in(at, player, "place", "placement", "").await.choices();
        let (_, value) = offered.first().expect("a placement to offer");
        let placed = self.command_in(at, player, "place", string_option("placement", value)).await;
        if !placed.ephemeral() {
            return placed;
        }
        let rotation = placed.buttons().first().cloned().expect("a rotation to pick");
        let picked = self.click(player, &rotation, &placed).await;
        assert!(
            picked.updated && picked.id == placed.id && picked.buttons().is_empty(),
            "the picker's buttons go once one is clicked: {}",
            picked.content()
        );
        let placed = self.followup(&picked.token).await;
        assert!(!placed.updated && !placed.ephemeral(), "the turn is posted publicly: {}", placed.content());
        placed
    }

    /// `player`'s whole turn: the first placement offered, then at a figure step the
    /// first spot's button every third turn (so the end has something to score), else
    /// no figure. The turn's last public answer.
    pub async fn play_turn(&self, player: &Person, turn: usize) -> Answer {
        self.play_turn_in(Where::HOME, player, turn).await
    }

    /// [`Fake::play_turn`] in the channel `at`.
    pub async fn play_turn_in(&self, at: Where, player: &Person, turn: usize) -> Answer {
        let placed = self.place_first_in(at, player).await;
        assert!(!placed.ephemeral(), "{}", placed.content());
        self.figure_step(player, turn, placed).await
    }

    /// `player`'s whole turn as [`Fake::play_turn_in`] plays it, but impatient where a
    /// cell takes the tile several ways: she picks a rotation and types the same
    /// `/place` again at once, before the click is answered. The two interactions reach
    /// the bot back to back; the click must be answered first, placing the tile, and the
    /// `/place` after it, refused privately, never with the picker just used (issue
    /// 73's stale chooser). The turn's last public answer.
    pub async fn play_turn_impatiently_in(&self, at: Where, player: &Person, turn: usize) -> Answer {
        let offered = self.autocomplete_in(at, player, "place", "placement", "").await.choices();
        // A cell's value names no rotation when several fit there.
        let Some((_, cell)) = offered.iter().find(|(_, value)| !value.contains(' ')) else {
            return self.play_turn_in(at, player, turn).await;
        };
        let picker = self.command_in(at, player, "place", string_option("placement", cell)).await;
        let rotation = picker.buttons().first().cloned().expect("a rotation to pick");
        let click = self.send_click(player, &rotation, &picker);
        let again = self.send_command_in(at, player, "place", string_option("placement", cell));
        let again = again.expect("a live session");
        self.impatient.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let clicked = self.click_answer(click, &picker).await;
        assert!(
            clicked.updated && clicked.buttons().is_empty(),
            "the picker's buttons go: {}",
            clicked.content()
        );
        let placed = self.followup(&clicked.token).await;
        assert!(!placed.ephemeral(), "turn {turn}: the turn is public: {}", placed.content());
        let second = self.answer_within(&again, PATIENCE).await.expect("the second /place is answered");
        let rotations: Vec<String> = second.buttons().into_iter().filter(|b| b.contains(":place ")).collect();
        assert!(
            rotations.is_empty() && second.ephemeral(),
            "turn {turn}: a /place sent just after the rotation click was answered before it, from the \
             game before the tile was placed, with the picker just used: {} {rotations:?}",
            second.content()
        );
        self.figure_step(player, turn, placed).await
    }

    /// How many turns were played impatiently (a rotation click and the same `/place`
    /// sent together).
    pub fn impatient_turns(&self) -> usize {
        self.impatient.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// At the figure step of a turn told in `placed`, if any, `player` clicks the first
    /// spot's button every third turn (so the end has something to score), else no
    /// figure. The turn's last public answer.
    async fn figure_step(&self, player: &Person, turn: usize, placed: Answer) -> Answer {
        let moves: Vec<String> =
            placed.buttons().into_iter().filter(|b| !b.starts_with("carc2:board")).collect();
        let Some(pass) = moves.iter().find(|b| b.ends_with(":pass")) else { return placed };
        let button = if turn.is_multiple_of(3) { &moves[0] } else { pass };
        let done = self.click(player, button, &placed).await;
        // A step that ends the game is told in a new message, the channel's last.
        assert!((done.updated || done.tells_the_end()) && !done.ephemeral(), "{}", done.content());
        done
    }

    /// `person` clicks the button `custom_id` on the message `on` (as it looks now), in
    /// the channel `on` is in.
    pub async fn click(&self, person: &Person, custom_id: &str, on: &Answer) -> Answer {
        let sent = self.send_click(person, custom_id, on);
        self.answer(sent, Some(on.id)).await
    }

    /// `person` clicks the button `custom_id` on the message `on`, without waiting for
    /// the answer: the interaction sent, to wait for its answer with
    /// [`Fake::click_answer`].
    pub fn send_click(&self, person: &Person, custom_id: &str, on: &Answer) -> Sent {
        let mut data = payloads::button_data(custom_id);
        data["component_type"] = json!(2);
        let mut message = payloads::message(on.id, &on.at.channel.to_string(), &on.message);
        message["flags"] = json!(on.flags);
        let id = self.shared.next_id();
        let token = format!("token-{id}");
        self.shared.lock().clicked.insert(token.clone(), on.id);
        let mut event = self.interaction(id, &token, 3, person, Value::Null, on.at);
        event["data"] = data;
        event["message"] = message;
        let asked = Instant::now();
        let connections = gateway::dispatch(&self.shared, "INTERACTION_CREATE", event);
        assert!(!connections.is_empty(), "no live gateway session for the click's shard");
        Sent { id, token, at: on.at, asked, connections }
    }

    /// Waits for the bot's answer to the click `sent` on the message `on` (see
    /// [`Fake::send_click`]).
    pub async fn click_answer(&self, sent: Sent, on: &Answer) -> Answer {
        self.answer(sent, Some(on.id)).await
    }

    /// The bot's answer to the command `sent` (see [`Fake::send_command_in`]) if it has
    /// come, resolved through its deferral: `None` while it has not (a deferral alone
    /// is no answer yet).
    pub async fn answered(&self, sent: &Sent) -> Option<Answer> {
        self.answer_until(sent, None, tokio::time::Instant::now()).await.ok()
    }
}

/// A test whose bot sent a request Discord refuses fails, even if it waited for
/// nothing after it (unless it is failing already).
impl Drop for Fake {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            self.all_valid();
        }
    }
}

/// An interaction the fake dispatched, to wait for its answer.
#[derive(Clone, Debug)]
pub struct Sent {
    pub id: u64,
    pub token: String,
    pub at: Where,
    /// When the fake dispatched it.
    pub asked: Instant,
    /// The gateway connections it went to (one unless [`Sharding::duplicate_events`]).
    pub connections: Vec<u64>,
}

/// A slash command's one string option, as Discord sends it.
pub fn string_option(name: &str, value: &str) -> Value {
    json!([{ "name": name, "type": 3, "value": value }])
}
