//! Discord's side of an Activity, played by the fake: OAuth2's code exchange
//! (`POST /oauth2/token`, form-encoded, the application's id and client secret in the
//! body; Discord's OpenAPI spec has no `/oauth2/token` path, so its shapes are those of
//! Discord's OAuth2 documentation), the person an access token belongs to
//! (`GET /users/@me` with `Bearer`), the activity instances a test launched
//! (`GET /applications/{app}/activity-instances/{id}` with the bot's token), and the
//! application's global commands with the Entry Point command Discord creates when
//! Activities are turned on: a bulk overwrite that leaves it out is refused as Discord
//! refuses it (400, code 50240).

use std::collections::{HashMap, HashSet};

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::Fake;
use super::payloads::{self, APP_ID, Person, Where};
use super::server::Shared;

/// The application's client secret, as the Developer Portal shows it to the operator.
pub const CLIENT_SECRET: &str = "fake-client-secret-5d1e";

/// Discord's words when a bulk overwrite of the global commands leaves out the
/// application's Entry Point command.
const ENTRY_POINT_KEPT: &str = "You cannot remove this app's Entry Point command in a bulk update operation. \
     Please include the Entry Point command in your update request or delete it separately.";

/// What Discord knows of the Activity.
#[derive(Debug, Default)]
pub struct State {
    /// Authorization codes not yet exchanged, with whose they are (a code works once).
    pub codes: HashMap<String, (u64, &'static str)>,
    /// Access tokens given, with whose they are.
    pub tokens: HashMap<String, (u64, &'static str)>,
    /// The running activity instances by id, as Discord answers them.
    pub instances: HashMap<String, Value>,
    /// The application's global commands, as registered.
    pub global: Vec<Value>,
    /// The interactions (by token) Discord answered itself: Entry Point launches under
    /// `DISCORD_LAUNCH_ACTIVITY`.
    pub answered: HashSet<String>,
}

impl Fake {
    /// `person` accepts the Activity's `authorize` in their Discord: the code the page
    /// hands the page.
    pub fn authorize(&self, person: &Person) -> String {
        let code = format!("code-{}", self.shared.next_id());
        self.shared.lock().activity.codes.insert(code.clone(), (person.id, person.name));
        code
    }

    /// The Activity runs as instance `id` in the channel `at`, with `people` in it.
    pub fn launch(&self, id: &str, at: Where, people: &[&Person]) {
        let users: Vec<String> = people.iter().map(|p| p.id.to_string()).collect();
        let instance = json!({
            "application_id": APP_ID.to_string(),
            "instance_id": id,
            "launch_id": self.shared.next_id().to_string(),
            "location": {
                "id": format!("gc-{}-{}", at.guild, at.channel),
                "kind": "gc",
                "channel_id": at.channel.to_string(),
                "guild_id": at.guild.to_string(),
            },
            "users": users,
        });
        self.shared.lock().activity.instances.insert(id.to_string(), instance);
    }

    /// The application has Activities turned on: Discord made its Entry Point command.
    pub fn with_entry_point(&self) {
        let id = self.shared.next_id();
        self.shared.lock().activity.global.push(entry_point(id));
    }

    /// The application's global commands as registered now.
    pub fn global_commands(&self) -> Vec<Value> {
        self.shared.lock().activity.global.clone()
    }

    /// The operator sets the Entry Point command's handler in the Developer Portal: 1
    /// `APP_HANDLER` (the bot answers the launch), 2 `DISCORD_LAUNCH_ACTIVITY` (Discord
    /// launches the Activity itself, as when Discord made the command).
    pub fn entry_point_handler(&self, handler: u8) {
        let mut inner = self.shared.lock();
        let entry =
            inner.activity.global.iter_mut().find(|c| c["type"] == 4).expect("an Entry Point command");
        entry["handler"] = json!(handler);
    }

    /// `person` launches the Activity from the App Launcher in `at`: the Entry Point
    /// command's interaction (an application command whose data's type is 4). Under
    /// `DISCORD_LAUNCH_ACTIVITY` Discord has answered it itself, so an answer of the
    /// bot's is refused as a second one (400, code 40060). The interaction sent.
    pub fn app_launcher(&self, person: &Person, at: Where) -> super::Sent {
        let entry =
            self.global_commands().into_iter().find(|c| c["type"] == 4).expect("an Entry Point command");
        let data = json!({ "id": entry["id"], "name": entry["name"], "type": 4 });
        let sent = self.try_send(2, person, data, at).expect("a live gateway session");
        if entry["handler"] == 2 {
            self.shared.lock().activity.answered.insert(sent.token.clone());
        }
        sent
    }
}

/// Discord's refusal of an answer to an interaction it answered itself.
pub fn answered_already() -> Response {
    answer(
        StatusCode::BAD_REQUEST,
        json!({ "message": "Interaction has already been acknowledged.", "code": 40_060 }),
    )
}

/// The Entry Point command Discord creates when Activities are turned on: "launch",
/// Discord opening the Activity itself.
fn entry_point(id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "type": 4,
        "application_id": APP_ID.to_string(),
        "name": "launch",
        "description": "",
        "integration_types": [0, 1],
        "contexts": [0, 1, 2],
        "handler": 2,
        "default_member_permissions": null,
        "nsfw": false,
        "version": id.to_string(),
    })
}

fn answer(status: StatusCode, body: Value) -> Response {
    (status, axum::Json(body)).into_response()
}

/// The answer to a request that carries no bot token but its own credentials: the
/// code exchange (the client secret in its form) and `/users/@me` with a person's
/// token; `None` for any other request.
pub fn without_bot_token(
    shared: &Shared,
    method: &str,
    path: &str,
    form: &Value,
    bearer: Option<&str>,
) -> Option<Response> {
    let mut inner = shared.lock();
    match (method, path) {
        ("POST", "/oauth2/token") => {
            let field = |name: &str| form[name].as_str().unwrap_or_default();
            if field("client_id") != APP_ID.to_string() || field("client_secret") != CLIENT_SECRET {
                return Some(answer(StatusCode::UNAUTHORIZED, json!({ "error": "invalid_client" })));
            }
            let person = (field("grant_type") == "authorization_code")
                .then(|| inner.activity.codes.remove(field("code")))
                .flatten();
            let Some(person) = person else {
                let refused =
                    json!({ "error": "invalid_grant", "error_description": "Invalid \"code\" in request." });
                return Some(answer(StatusCode::BAD_REQUEST, refused));
            };
            let id = next_number(&mut inner);
            let token = format!("access-{id}");
            inner.activity.tokens.insert(token.clone(), person);
            Some(answer(
                StatusCode::OK,
                json!({
                    "access_token": token,
                    "token_type": "Bearer",
                    "expires_in": 604_800,
                    "refresh_token": format!("refresh-{id}"),
                    "scope": "identify",
                }),
            ))
        }
        ("GET", "/users/@me") => {
            let bearer = bearer?;
            let Some(&(id, name)) = inner.activity.tokens.get(bearer) else {
                return Some(answer(
                    StatusCode::UNAUTHORIZED,
                    json!({ "message": "401: Unauthorized", "code": 0 }),
                ));
            };
            let mut user = Person { id, name }.user();
            user["locale"] = json!(inner.locales.get(&id).map_or("en-US", String::as_str));
            Some(answer(StatusCode::OK, user))
        }
        _ => None,
    }
}

/// A fresh number for a token, from the same counter as the snowflakes (whose lock
/// the caller holds).
fn next_number(inner: &mut super::server::Inner) -> u64 {
    inner.next_id += 1;
    inner.next_id
}

/// `GET /applications/{app}/activity-instances/{id}` with the bot's token.
pub fn instance(shared: &Shared, id: &str) -> Response {
    match shared.lock().activity.instances.get(id) {
        Some(instance) => answer(StatusCode::OK, instance.clone()),
        None => {
            answer(StatusCode::NOT_FOUND, json!({ "message": "Unknown Activity Instance", "code": 10_000 }))
        }
    }
}

/// `PUT /applications/{app}/commands`: the global commands overwritten in bulk, their
/// names and ids kept for the interactions, unless the overwrite leaves out the Entry
/// Point command.
pub fn overwrite_global(shared: &Shared, body: &Value) -> Response {
    let sent = body.as_array().cloned().unwrap_or_default();
    let has_entry_point = |list: &[Value]| list.iter().any(|c| c["type"] == 4);
    if has_entry_point(&shared.lock().activity.global) && !has_entry_point(&sent) {
        return answer(StatusCode::BAD_REQUEST, json!({ "message": ENTRY_POINT_KEPT, "code": 50_240 }));
    }
    let mut registered = Vec::new();
    let mut ids = Vec::new();
    for command in &sent {
        let id = shared.next_id();
        ids.push((command["name"].as_str().unwrap_or_default().to_string(), id));
        let mut made = payloads::registered_command(id, command);
        made.as_object_mut().expect("an object").remove("guild_id");
        for field in ["handler", "integration_types", "contexts"] {
            if let Some(value) = command.get(field) {
                made[field] = value.clone();
            }
        }
        registered.push(made);
    }
    let mut inner = shared.lock();
    inner.activity.global = registered.clone();
    inner.commands = ids;
    answer(StatusCode::OK, Value::Array(registered))
}
