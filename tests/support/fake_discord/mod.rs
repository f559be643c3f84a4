//! A fake Discord on 127.0.0.1 for end-to-end tests of the real bot binary: the HTTP
//! API and gateway (`server`), the JSON it sends (`payloads`), the bot process (`bot`)
//! and its operator endpoint read over HTTP (`endpoint`), and here the test's side:
//! inject interactions as a user would and read the bot's answers, in the home server's
//! channel or in any server's (a load bench plays in hundreds), each answer timed. It
//! asserts nothing about the bot; the tests do.

pub mod bot;
pub mod endpoint;
pub mod payloads;
pub mod server;

use std::sync::Arc;
use std::time::Instant;

use serde_json::{Value, json};

pub use payloads::{CHANNEL_ID, GUILD_ID, Person, Where};
use server::{PATIENCE, Recorded, Shared};

/// A running fake Discord.
#[derive(Debug, Clone)]
pub struct Fake {
    pub port: u16,
    shared: Arc<Shared>,
}

/// The bot's answer to one interaction, resolved through a deferral if there was one.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The callback type: 4 message, 5 deferred then a follow-up, 6 a click
    /// acknowledged then its message edited or a follow-up, 7 the clicked message
    /// updated, 8 autocomplete.
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
    /// Starts the fake on a free port.
    pub async fn start() -> Fake {
        Fake::start_on(0).await
    }

    /// Starts the fake on `port` (0: any free one).
    pub async fn start_on(port: u16) -> Fake {
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await.expect("bind");
        let port = listener.local_addr().expect("addr").port();
        let shared = Arc::new(Shared::default());
        shared.lock().port = port;
        tokio::spawn(server::serve(listener, Arc::clone(&shared)));
        Fake { port, shared }
    }

    pub fn base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.lock().requests.clone()
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
    pub async fn wait<T>(&self, what: &str, mut found: impl FnMut(&server::Inner) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let notified = self.shared.changed.notified();
            if let Some(value) = found(&self.shared.lock()) {
                return value;
            }
            let _ = tokio::time::timeout_at(deadline, notified).await;
            assert!(tokio::time::Instant::now() < deadline, "timed out waiting for {what}");
        }
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

    /// Answers every request at once again.
    pub fn hold_nothing(&self) {
        self.shared.lock().hold = None;
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
        let id = self.shared.next_id();
        let token = format!("token-{id}");
        let event = self.interaction(id, &token, kind, person, data, at);
        let asked = Instant::now();
        assert!(server::dispatch(&self.shared, "INTERACTION_CREATE", event), "no live gateway connection");
        Sent { id, token, at, asked }
    }

    /// Waits for the first request made with interaction token `token` that `pred`
    /// accepts, and tells whether an earlier one was `before`: found through the
    /// token's own requests, however many there are.
    async fn on_token(
        &self,
        what: &str,
        token: &str,
        pred: impl Fn(&Recorded) -> bool,
        before: impl Fn(&Recorded) -> bool,
    ) -> (bool, Recorded) {
        self.wait(what, |inner| {
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
        let Sent { id, token, at, asked } = sent;
        let callback = format!("/interactions/{id}/{token}/callback");
        let is_callback = |r: &Recorded| r.method == "POST" && r.path == callback;
        let (_, first) = self.on_token("interaction callback", &token, is_callback, |_| false).await;
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
            4 | 8 => {
                let flags = data["flags"].as_u64().unwrap_or(0);
                return answer(data, flags, first.files, id, false, acknowledged);
            }
            7 => {
                let clicked = clicked.expect("an update answers a click");
                return answer(data, 0, first.files, clicked, true, acknowledged);
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
                "follow-up after deferral",
                &token,
                |r| {
                    (r.method == "POST" && r.path == webhook)
                        || (kind == 6 && r.method == "PATCH" && r.path == original)
                },
                |r| r.method == "DELETE" && r.path == original,
            )
            .await;
        if follow.method == "PATCH" {
            return answer(follow.json, 0, follow.files, clicked.expect("a click"), true, follow.at);
        }
        let flags = if deleted || kind == 6 { &follow.json } else { &data }["flags"].as_u64().unwrap_or(0);
        let message = follow.message.expect("a message");
        answer(follow.json.clone(), flags, follow.files, message, false, follow.at)
    }

    /// Waits for the first follow-up sent on an interaction's token after its answer.
    pub async fn followup(&self, token: &str) -> Answer {
        let webhook = format!("/webhooks/{}/{token}", server::app());
        let is_followup = |r: &Recorded| r.method == "POST" && r.path == webhook;
        let (_, sent) = self.on_token("a follow-up", token, is_followup, |_| false).await;
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
    #[allow(dead_code, reason = "for the load bench (benches/load.rs) only")]
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
        let offered = self.autocomplete(player, "place", "placement", "").await.choices();
        let (_, value) = offered.first().expect("a placement to offer");
        let placed = self.command(player, "place", string_option("placement", value)).await;
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
        let placed = self.place_first(player).await;
        assert!(!placed.ephemeral(), "{}", placed.content());
        let moves: Vec<String> =
            placed.buttons().into_iter().filter(|b| !b.starts_with("carc2:board")).collect();
        let Some(pass) = moves.iter().find(|b| b.ends_with(":pass")) else { return placed };
        let button = if turn.is_multiple_of(3) { &moves[0] } else { pass };
        let done = self.click(player, button, &placed).await;
        assert!(done.updated && !done.ephemeral(), "{}", done.content());
        done
    }

    /// `person` clicks the button `custom_id` on the message `on` (as it looks now), in
    /// the channel `on` is in.
    pub async fn click(&self, person: &Person, custom_id: &str, on: &Answer) -> Answer {
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
        assert!(server::dispatch(&self.shared, "INTERACTION_CREATE", event), "no live gateway connection");
        self.answer(Sent { id, token, at: on.at, asked }, Some(on.id)).await
    }
}

/// An interaction the fake dispatched, to wait for its answer.
#[derive(Debug)]
struct Sent {
    id: u64,
    token: String,
    at: Where,
    asked: Instant,
}

/// A slash command's one string option, as Discord sends it.
pub fn string_option(name: &str, value: &str) -> Value {
    json!([{ "name": name, "type": 3, "value": value }])
}
