//! What Discord accepts of a request body, as data: a table of the endpoints the bot
//! calls with a body ([`ENDPOINTS`]), each with the schema of its body, written by hand
//! from Discord's OpenAPI spec (`discord/discord-api-spec`, `specs/openapi.json`) —
//! required fields, types, enums, lengths and item counts — and, marked *(docs)*, the
//! few limits Discord's documentation adds where the spec is looser (a bot's message
//! content 2000 characters, five action rows, a button's `custom_id` or `url` by its
//! style, a slash command's name and description, `handler` only on the Entry Point
//! command, which is global only and one per application).
//!
//! The fake answers a body that breaks its schema as Discord does (400, code 50035
//! "Invalid Form Body" with the `errors` tree, [`invalid_form_body`]) and records it, and
//! a test with such a request fails (`super::Fake` checks): so every test of the bot
//! against the fake also checks what it sends. A shape the table does not describe (a
//! component type, a callback type, a route with a body) counts as invalid: the table
//! grows with what the bot sends, it never lets something pass unread. Unknown fields
//! are not checked: Discord ignores them.

use serde_json::{Map, Value, json};

/// A body's shape.
pub enum Schema {
    Bool,
    /// An integer from `.0` to `.1`.
    Int(i64, i64),
    /// One of these integers.
    IntIn(&'static [i64]),
    /// A string of `.0` to `.1` characters.
    Str(usize, usize),
    /// One of these strings.
    StrIn(&'static [&'static str]),
    /// An id: digits in a string.
    Snowflake,
    /// `null`, or the schema.
    Nullable(&'static Schema),
    /// The first schema, else the second (whose problems are told).
    Either(&'static Schema, &'static Schema),
    /// An array of `min` to `max` items, each `items`.
    Array {
        items: &'static Schema,
        min: usize,
        max: usize,
    },
    /// An object: its fields (others are not read).
    Object(&'static [Field]),
    /// An object of at most `.1` entries keyed by a locale, each `.0`.
    Map(&'static Schema, usize),
    /// An object whose integer field `type` picks its schema; another `type` is invalid.
    ByType(&'static [(i64, &'static Schema)]),
    /// The schema, then a rule across its fields.
    With(&'static Schema, Rule),
}

/// A rule across fields: the problems it finds in a value the schema accepted.
pub type Rule = fn(&Value) -> Vec<Problem>;

/// A field of an object.
pub struct Field {
    pub name: &'static str,
    pub required: bool,
    pub schema: &'static Schema,
}

const fn req(name: &'static str, schema: &'static Schema) -> Field {
    Field { name, required: true, schema }
}

const fn opt(name: &'static str, schema: &'static Schema) -> Field {
    Field { name, required: false, schema }
}

/// What is wrong where, as Discord words it in the `errors` tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The keys from the body's root (array items by index).
    pub at: Vec<String>,
    pub code: &'static str,
    pub message: String,
}

impl Problem {
    fn new(at: &[String], code: &'static str, message: String) -> Problem {
        Problem { at: at.to_vec(), code, message }
    }
}

/// A request the fake refused as Discord would: what was sent, and the answer.
#[derive(Clone, Debug)]
pub struct Invalid {
    pub method: String,
    /// Without `/api/v10`.
    pub path: String,
    /// The JSON body, or a multipart body's `payload_json`.
    pub body: Value,
    /// Discord's answer: code 50035 and the `errors` tree.
    pub answer: Value,
}

impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}: {}\n  sent: {}", self.method, self.path, self.answer["errors"], self.body)
    }
}

/// One endpoint the bot sends a body to: its method, its path under `/api/v10` (`*` for
/// one segment), its body's schema.
pub struct Endpoint {
    pub method: &'static str,
    pub path: &'static str,
    pub body: &'static Schema,
}

/// The endpoints the bot sends a body to.
pub static ENDPOINTS: &[Endpoint] = &[
    Endpoint { method: "POST", path: "/channels/*/messages", body: &CHANNEL_MESSAGE },
    Endpoint { method: "PATCH", path: "/channels/*/messages/*", body: &CHANNEL_MESSAGE },
    Endpoint { method: "POST", path: "/interactions/*/*/callback", body: &CALLBACK },
    Endpoint { method: "POST", path: "/webhooks/*/*", body: &WEBHOOK_MESSAGE },
    Endpoint { method: "PATCH", path: "/webhooks/*/*/messages/*", body: &WEBHOOK_MESSAGE },
    Endpoint { method: "PUT", path: "/applications/*/commands", body: &GLOBAL_COMMANDS },
    Endpoint { method: "PUT", path: "/applications/*/guilds/*/commands", body: &GUILD_COMMANDS },
    Endpoint { method: "POST", path: "/users/@me/channels", body: &DM_CHANNEL },
];

// Scalars.
static BOOL: Schema = Schema::Bool;
static SNOWFLAKE: Schema = Schema::Snowflake;
static NULLABLE_BOOL: Schema = Schema::Nullable(&BOOL);
static FLAGS: Schema = Schema::Nullable(&Schema::Int(0, i64::MAX));
/// `MessageCreateRequest.content` is 4000 in the spec (Nitro users); a bot's is 2000
/// *(docs)*, as the spec's webhook and interaction messages'.
static CONTENT: Schema = Schema::Nullable(&Schema::Str(0, 2000));
/// `ButtonComponentForMessageRequest.custom_id`, and every other `custom_id`.
static CUSTOM_ID: Schema = Schema::Nullable(&Schema::Str(1, 100));

// Messages: `MessageCreateRequest`, `MessageEditRequestPartial`,
// `IncomingWebhookRequestPartial`, `IncomingWebhookInteractionRequest`,
// `IncomingWebhookUpdateForInteractionCallbackRequestPartial`.
static ALLOWED_MENTIONS: Schema = Schema::With(
    &Schema::Object(&[
        opt("parse", &Schema::Nullable(&Schema::Array { items: &MENTION_TYPE, min: 0, max: 3 })),
        opt("users", &Schema::Nullable(&Schema::Array { items: &SNOWFLAKE, min: 0, max: 100 })),
        opt("roles", &Schema::Nullable(&Schema::Array { items: &SNOWFLAKE, min: 0, max: 100 })),
        opt("replied_user", &NULLABLE_BOOL),
    ]),
    parse_or_list,
);
static MENTION_TYPE: Schema = Schema::StrIn(&["users", "roles", "everyone"]);
/// `MessageAttachmentRequest`.
static ATTACHMENT: Schema = Schema::Object(&[
    req("id", &SNOWFLAKE),
    opt("filename", &Schema::Nullable(&Schema::Str(1, 1024))),
    opt("description", &Schema::Nullable(&Schema::Str(0, 1024))),
]);
/// `RichEmbed`, the fields a bot would set.
static EMBED: Schema = Schema::Object(&[
    opt("title", &Schema::Nullable(&Schema::Str(0, 256))),
    opt("description", &Schema::Nullable(&Schema::Str(0, 4096))),
    opt("url", &Schema::Nullable(&Schema::Str(0, 2048))),
    opt("color", &Schema::Nullable(&Schema::Int(0, 0xFF_FFFF))),
]);
/// `ButtonComponentForMessageRequest`: styles 1–6 (`ButtonStyleTypes`).
static BUTTON: Schema = Schema::With(
    &Schema::Object(&[
        req("type", &Schema::IntIn(&[2])),
        req("style", &Schema::IntIn(&[1, 2, 3, 4, 5, 6])),
        opt("custom_id", &CUSTOM_ID),
        opt("label", &Schema::Nullable(&Schema::Str(0, 80))),
        opt("disabled", &NULLABLE_BOOL),
        opt("url", &Schema::Nullable(&Schema::Str(1, 512))),
        opt("emoji", &Schema::Nullable(&Schema::Object(&[req("name", &Schema::Str(0, 32))]))),
    ]),
    button_by_style,
);
/// `ActionRowComponentForMessageRequest`: one to five components (buttons, here).
static ACTION_ROW: Schema = Schema::Object(&[
    req("type", &Schema::IntIn(&[1])),
    req("components", &Schema::Array { items: &Schema::ByType(&[(2, &BUTTON)]), min: 1, max: 5 }),
]);
/// Five action rows at most in a message without components v2 *(docs)*; the spec's
/// 40 counts v2's components.
static COMPONENTS: Schema =
    Schema::Nullable(&Schema::Array { items: &Schema::ByType(&[(1, &ACTION_ROW)]), min: 0, max: 5 });
static MESSAGE_FIELDS: [Field; 7] = [
    opt("content", &CONTENT),
    opt("embeds", &Schema::Nullable(&Schema::Array { items: &EMBED, min: 0, max: 10 })),
    opt("allowed_mentions", &Schema::Nullable(&ALLOWED_MENTIONS)),
    opt("components", &COMPONENTS),
    opt("attachments", &Schema::Nullable(&Schema::Array { items: &ATTACHMENT, min: 0, max: 10 })),
    opt("flags", &FLAGS),
    opt("tts", &NULLABLE_BOOL),
];
static MESSAGE: Schema = Schema::Object(&MESSAGE_FIELDS);
/// A channel's message, created or edited: no ephemeral flag outside an interaction.
static CHANNEL_MESSAGE: Schema = Schema::With(
    &Schema::Object(&[
        opt("content", &CONTENT),
        opt("embeds", &Schema::Nullable(&Schema::Array { items: &EMBED, min: 0, max: 10 })),
        opt("allowed_mentions", &Schema::Nullable(&ALLOWED_MENTIONS)),
        opt("components", &COMPONENTS),
        opt("attachments", &Schema::Nullable(&Schema::Array { items: &ATTACHMENT, min: 0, max: 10 })),
        opt("flags", &FLAGS),
        opt("tts", &NULLABLE_BOOL),
        opt("sticker_ids", &Schema::Nullable(&Schema::Array { items: &SNOWFLAKE, min: 0, max: 3 })),
        opt(
            "nonce",
            &Schema::Nullable(&Schema::Either(&Schema::Int(i64::MIN, i64::MAX), &Schema::Str(0, 25))),
        ),
        opt("enforce_nonce", &NULLABLE_BOOL),
    ]),
    channel_flags,
);
static WEBHOOK_MESSAGE: Schema = Schema::With(&MESSAGE, message_flags);

// Interaction callbacks (`InteractionCallbackTypes`), by type.
static CALLBACK: Schema = Schema::ByType(&[
    (4, &MESSAGE_CALLBACK),
    (5, &MESSAGE_CALLBACK),
    (6, &UPDATE_CALLBACK),
    (7, &UPDATE_CALLBACK),
    (8, &AUTOCOMPLETE_CALLBACK),
    (12, &LAUNCH_CALLBACK),
]);
/// `CreateMessageInteractionCallbackRequest`.
static MESSAGE_CALLBACK: Schema =
    Schema::Object(&[req("type", &Schema::IntIn(&[4, 5])), opt("data", &Schema::Nullable(&WEBHOOK_MESSAGE))]);
/// `UpdateMessageInteractionCallbackRequest`.
static UPDATE_CALLBACK: Schema =
    Schema::Object(&[req("type", &Schema::IntIn(&[6, 7])), opt("data", &Schema::Nullable(&WEBHOOK_MESSAGE))]);
/// `ApplicationCommandAutocompleteCallbackRequest` with string or integer choices.
static AUTOCOMPLETE_CALLBACK: Schema = Schema::Object(&[
    req("type", &Schema::IntIn(&[8])),
    req(
        "data",
        &Schema::Object(&[opt(
            "choices",
            &Schema::Nullable(&Schema::Array { items: &CHOICE, min: 0, max: 25 }),
        )]),
    ),
]);
/// `LaunchActivityInteractionCallbackRequest`: the type alone.
static LAUNCH_CALLBACK: Schema = Schema::Object(&[req("type", &Schema::IntIn(&[12]))]);

// Commands: `ApplicationCommandUpdateRequest`, at most 130 in a bulk overwrite.
static GLOBAL_COMMANDS: Schema =
    Schema::With(&Schema::Array { items: &GLOBAL_COMMAND, min: 0, max: 130 }, one_entry_point);
/// The Entry Point command (type 4) is global only *(docs)*.
static GUILD_COMMANDS: Schema = Schema::Array { items: &GUILD_COMMAND, min: 0, max: 130 };
static COMMAND_FIELDS: [Field; 11] = [
    req("name", &Schema::Str(1, 32)),
    opt("name_localizations", &Schema::Nullable(&Schema::Map(&Schema::Str(1, 32), 34))),
    opt("description", &Schema::Nullable(&Schema::Str(0, 100))),
    opt("description_localizations", &Schema::Nullable(&Schema::Map(&Schema::Str(1, 100), 34))),
    opt("options", &Schema::Nullable(&Schema::Array { items: &OPTION, min: 0, max: 25 })),
    opt("default_member_permissions", &Schema::Nullable(&PERMISSIONS)),
    opt("dm_permission", &NULLABLE_BOOL),
    opt("contexts", &Schema::Nullable(&Schema::Array { items: &Schema::IntIn(&[0, 1, 2]), min: 1, max: 3 })),
    opt(
        "integration_types",
        &Schema::Nullable(&Schema::Array { items: &Schema::IntIn(&[0, 1]), min: 1, max: 2 }),
    ),
    opt("handler", &Schema::Nullable(&Schema::IntIn(&[1, 2]))),
    opt("nsfw", &NULLABLE_BOOL),
];
static COMMAND: Schema = Schema::With(&Schema::Object(&COMMAND_FIELDS), command_rules);
static GLOBAL_COMMAND: Schema =
    Schema::With(&COMMAND, |c| kind_in(c, &[1, 2, 3, 4], "Value must be one of {1, 2, 3, 4}."));
static GUILD_COMMAND: Schema =
    Schema::With(&COMMAND, |c| kind_in(c, &[1, 2, 3], "Value must be one of {1, 2, 3}."));
/// Permissions go as a string of digits (serenity) or an integer up to the spec's bound.
static PERMISSIONS: Schema = Schema::Snowflake;
/// The options of `ApplicationCommandOptionType`, by type: subcommands and groups hold
/// options, the others are values.
static OPTION: Schema = Schema::ByType(&[
    (1, &SUBCOMMAND),
    (2, &GROUP),
    (3, &VALUE_OPTION),
    (4, &VALUE_OPTION),
    (5, &PLAIN_OPTION),
    (6, &PLAIN_OPTION),
    (7, &PLAIN_OPTION),
    (8, &PLAIN_OPTION),
    (9, &PLAIN_OPTION),
    (10, &VALUE_OPTION),
    (11, &PLAIN_OPTION),
]);
static OPTION_NAME: [Field; 6] = [
    req("type", &Schema::Int(1, 11)),
    req("name", &Schema::Str(1, 32)),
    opt("name_localizations", &Schema::Nullable(&Schema::Map(&Schema::Str(1, 32), 34))),
    req("description", &Schema::Str(1, 100)),
    opt("description_localizations", &Schema::Nullable(&Schema::Map(&Schema::Str(1, 100), 34))),
    opt("required", &NULLABLE_BOOL),
];
static PLAIN_OPTION: Schema = Schema::With(&Schema::Object(&OPTION_NAME), option_rules);
/// String, integer and number options: choices (25 at most) or autocomplete.
static VALUE_OPTION: Schema = Schema::With(
    &Schema::Object(&[
        opt("choices", &Schema::Nullable(&Schema::Array { items: &CHOICE, min: 0, max: 25 })),
        opt("autocomplete", &NULLABLE_BOOL),
        opt("min_length", &Schema::Nullable(&Schema::Int(0, 6000))),
        opt("max_length", &Schema::Nullable(&Schema::Int(1, 6000))),
    ]),
    |o| plain(o, &PLAIN_OPTION),
);
static SUBCOMMAND: Schema = Schema::With(
    &Schema::Object(&[opt("options", &Schema::Nullable(&Schema::Array { items: &OPTION, min: 0, max: 25 }))]),
    |o| [plain(o, &PLAIN_OPTION), nested(o, &[1, 2])].concat(),
);
static GROUP: Schema = Schema::With(
    &Schema::Object(&[opt("options", &Schema::Nullable(&Schema::Array { items: &OPTION, min: 0, max: 25 }))]),
    |o| [plain(o, &PLAIN_OPTION), nested(o, &[2]), only_subcommands(o)].concat(),
);
/// `ApplicationCommandOptionStringChoice` / `…IntegerChoice`: a name of 1–100, a value a
/// string (100 at most for a command's choice *(docs)*) or an integer.
static CHOICE: Schema = Schema::With(
    &Schema::Object(&[
        req("name", &Schema::Str(1, 100)),
        opt("name_localizations", &Schema::Nullable(&Schema::Map(&Schema::Str(1, 100), 34))),
    ]),
    choice_value,
);

/// `CreatePrivateChannelRequest`, as a bot opens a DM: the recipient *(docs)*.
static DM_CHANNEL: Schema = Schema::Object(&[req("recipient_id", &SNOWFLAKE)]);

/// The problems of `body` sent as `method path` (without `/api/v10`); `None` when the
/// request has no body to check (a GET, a DELETE, a bodiless call off the table).
pub fn check(method: &str, path: &str, body: &Value) -> Option<Vec<Problem>> {
    if matches!(method, "GET" | "DELETE") {
        return None;
    }
    let Some(endpoint) = ENDPOINTS.iter().find(|e| e.method == method && matches(e.path, path)) else {
        if body.is_null() {
            return None;
        }
        let message = format!("{method} {path} is not in the fake's table of Discord's endpoints");
        return Some(vec![Problem::new(&[], "UNKNOWN_ROUTE", message)]);
    };
    let mut problems = Vec::new();
    validate(endpoint.body, body, &mut Vec::new(), &mut problems);
    Some(problems)
}

/// Whether `path` is the table's `pattern` (`*` one segment).
fn matches(pattern: &str, path: &str) -> bool {
    let (pattern, path): (Vec<&str>, Vec<&str>) =
        (pattern.trim_matches('/').split('/').collect(), path.trim_matches('/').split('/').collect());
    pattern.len() == path.len() && pattern.iter().zip(&path).all(|(p, s)| *p == "*" || p == s)
}

/// Discord's answer to an invalid body: 400 with code 50035 and the `errors` tree, each
/// problem's `_errors` under its keys.
pub fn invalid_form_body(problems: &[Problem]) -> Value {
    let mut errors = Map::new();
    for problem in problems {
        let mut node = &mut errors;
        for key in &problem.at {
            let child = node.entry(key.clone()).or_insert_with(|| json!({}));
            node = child.as_object_mut().expect("an errors node");
        }
        let list = node.entry("_errors").or_insert_with(|| json!([]));
        let list = list.as_array_mut().expect("an _errors list");
        list.push(json!({ "code": problem.code, "message": problem.message }));
    }
    json!({ "code": 50_035, "errors": errors, "message": "Invalid Form Body" })
}

fn validate(schema: &Schema, value: &Value, at: &mut Vec<String>, problems: &mut Vec<Problem>) {
    let mut found = |code: &'static str, message: String| problems.push(Problem::new(at, code, message));
    match schema {
        Schema::Bool => {
            if !value.is_boolean() {
                found("BASE_TYPE_BOOLEAN", "Must be either true or false.".into());
            }
        }
        Schema::Int(min, max) => match value.as_i64() {
            None => found("NUMBER_TYPE_COERCE", format!("Value \"{value}\" is not int.")),
            Some(n) if n < *min => {
                found("NUMBER_TYPE_MIN", format!("int value should be greater than or equal to {min}."))
            }
            Some(n) if n > *max => {
                found("NUMBER_TYPE_MAX", format!("int value should be less than or equal to {max}."))
            }
            Some(_) => {}
        },
        Schema::IntIn(allowed) => match value.as_i64() {
            None => found("NUMBER_TYPE_COERCE", format!("Value \"{value}\" is not int.")),
            Some(n) if !allowed.contains(&n) => found("BASE_TYPE_CHOICES", one_of(allowed)),
            Some(_) => {}
        },
        Schema::Str(min, max) => match value.as_str().map(|s| s.chars().count()) {
            None => found("BASE_TYPE_STRING", format!("Could not interpret \"{value}\" as string.")),
            Some(n) if n < *min || n > *max => found("BASE_TYPE_BAD_LENGTH", length(*min, *max)),
            Some(_) => {}
        },
        Schema::StrIn(allowed) => {
            if !value.as_str().is_some_and(|s| allowed.contains(&s)) {
                found("BASE_TYPE_CHOICES", one_of(allowed));
            }
        }
        Schema::Snowflake => {
            let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
            if !value.as_str().is_some_and(digits) && !value.is_u64() {
                found("NUMBER_TYPE_COERCE", format!("Value \"{value}\" is not snowflake."));
            }
        }
        Schema::Nullable(inner) => {
            if !value.is_null() {
                validate(inner, value, at, problems);
            }
        }
        Schema::Either(first, second) => {
            let mut tried = Vec::new();
            validate(first, value, at, &mut tried);
            if !tried.is_empty() {
                validate(second, value, at, problems);
            }
        }
        Schema::Array { items, min, max } => {
            let Some(list) = value.as_array() else {
                return found("BASE_TYPE_ARRAY", "Must be an array.".into());
            };
            if list.len() < *min || list.len() > *max {
                found("BASE_TYPE_BAD_LENGTH", length(*min, *max));
            }
            for (i, item) in list.iter().enumerate() {
                at.push(i.to_string());
                validate(items, item, at, problems);
                at.pop();
            }
        }
        Schema::Object(fields) => {
            let Some(object) = value.as_object() else {
                return found("MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType".into());
            };
            for field in *fields {
                at.push(field.name.to_string());
                match object.get(field.name) {
                    None if field.required => {
                        problems.push(Problem::new(
                            at,
                            "BASE_TYPE_REQUIRED",
                            "This field is required".into(),
                        ));
                    }
                    None => {}
                    Some(v) => validate(field.schema, v, at, problems),
                }
                at.pop();
            }
        }
        Schema::Map(values, max) => {
            let Some(object) = value.as_object() else {
                return found("DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType".into());
            };
            if object.len() > *max {
                found("BASE_TYPE_MAX_LENGTH", format!("Must be {max} or fewer in length."));
            }
            for (key, v) in object {
                at.push(key.clone());
                validate(values, v, at, problems);
                at.pop();
            }
        }
        Schema::ByType(cases) => {
            let kind = value["type"].as_i64();
            if let Some((_, case)) = cases.iter().find(|(k, _)| Some(*k) == kind) {
                return validate(case, value, at, problems);
            }
            at.push("type".into());
            let known: Vec<i64> = cases.iter().map(|(k, _)| *k).collect();
            let message = format!("{} (the fake's table describes no other)", one_of(&known));
            problems.push(Problem::new(at, "BASE_TYPE_CHOICES", message));
            at.pop();
        }
        Schema::With(inner, rule) => {
            let before = problems.len();
            validate(inner, value, at, problems);
            if problems.len() == before {
                let found = rule(value).into_iter().map(|p| Problem { at: [at.clone(), p.at].concat(), ..p });
                problems.extend(found);
            }
        }
    }
}

fn one_of<T: std::fmt::Debug>(allowed: &[T]) -> String {
    let list: Vec<String> = allowed.iter().map(|a| format!("{a:?}")).collect();
    format!("Value must be one of {{{}}}.", list.join(", "))
}

fn length(min: usize, max: usize) -> String {
    format!("Must be between {min} and {max} in length.")
}

/// A problem at `key` of the value a rule reads.
fn at(key: &[&str], code: &'static str, message: &str) -> Problem {
    Problem { at: key.iter().map(|k| (*k).to_string()).collect(), code, message: message.into() }
}

/// `allowed_mentions`: `parse` naming users (or roles) excludes a list of them *(docs)*.
fn parse_or_list(mentions: &Value) -> Vec<Problem> {
    let parsed = |kind: &str| mentions["parse"].as_array().is_some_and(|p| p.iter().any(|k| k == kind));
    let listed = |kind: &str| mentions[kind].as_array().is_some_and(|l| !l.is_empty());
    ["users", "roles"]
        .into_iter()
        .filter(|kind| parsed(kind) && listed(kind))
        .map(|kind| {
            let message = format!("parse:[\"{kind}\"] and {kind}: [ids] are mutually exclusive.");
            at(&["parse"], "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE", &message)
        })
        .collect()
}

/// A button: a link (style 5) has a `url` and no `custom_id`, a premium one (6) neither,
/// the others a `custom_id` and no `url` *(docs)*.
fn button_by_style(button: &Value) -> Vec<Problem> {
    let has = |field: &str| !button[field].is_null();
    let (custom_id, url) = match button["style"].as_i64() {
        Some(5) => (false, true),
        Some(6) => (false, false),
        _ => (true, false),
    };
    let mut problems = Vec::new();
    for (field, wanted) in [("custom_id", custom_id), ("url", url)] {
        if has(field) != wanted {
            let message =
                if wanted { "This field is required" } else { "This field is not allowed for this style" };
            let code = if wanted { "BASE_TYPE_REQUIRED" } else { "COMPONENT_INVALID_FIELD" };
            problems.push(at(&[field], code, message));
        }
    }
    problems
}

/// The message flags a bot may set *(docs)*: SUPPRESS_EMBEDS, EPHEMERAL (an
/// interaction's answer only), SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2.
const MESSAGE_FLAGS: i64 = (1 << 2) | (1 << 6) | (1 << 12) | (1 << 15);

fn message_flags(message: &Value) -> Vec<Problem> {
    flags_within(message, MESSAGE_FLAGS)
}

fn channel_flags(message: &Value) -> Vec<Problem> {
    flags_within(message, MESSAGE_FLAGS & !(1 << 6))
}

fn flags_within(message: &Value, allowed: i64) -> Vec<Problem> {
    let flags = message["flags"].as_i64().unwrap_or(0);
    if flags & !allowed == 0 {
        return Vec::new();
    }
    vec![at(
        &["flags"],
        "MESSAGE_INVALID_FLAGS",
        &format!("Flags {flags} include some a bot cannot set here."),
    )]
}

/// A command's `type` (1 when left out) among `allowed`.
fn kind_in(command: &Value, allowed: &[i64], message: &str) -> Vec<Problem> {
    let kind = command["type"].as_i64().unwrap_or(1);
    if command["type"].is_null() || allowed.contains(&kind) && command["type"].is_i64() {
        return Vec::new();
    }
    vec![at(&["type"], "BASE_TYPE_CHOICES", message)]
}

/// A slash command (type 1, the default) has a lower-case name and a description of
/// 1–100 *(docs)*; `handler` is the Entry Point command's (type 4) alone, and no
/// command of another type has options.
fn command_rules(command: &Value) -> Vec<Problem> {
    let kind = command["type"].as_i64().unwrap_or(1);
    let mut problems = Vec::new();
    if kind == 1 {
        problems.extend(slash_name(command));
        let described = command["description"].as_str().is_some_and(|d| !d.is_empty());
        if !described {
            problems.push(at(&["description"], "BASE_TYPE_BAD_LENGTH", &length(1, 100)));
        }
    } else if command["options"].as_array().is_some_and(|o| !o.is_empty()) {
        problems.push(at(
            &["options"],
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Only slash commands have options.",
        ));
    }
    if kind != 4 && !command["handler"].is_null() {
        problems.push(at(
            &["handler"],
            "APPLICATION_COMMAND_INVALID_HANDLER",
            "Only an Entry Point command has a handler.",
        ));
    }
    problems
}

/// A slash command's or an option's name, and its translations: lower case letters,
/// digits, `-`, `_` or `'` *(docs: `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`,
/// lower case where a letter has one)*.
fn slash_name(named: &Value) -> Vec<Problem> {
    let good = |name: &str| {
        name.chars().all(|c| (c.is_alphanumeric() && !c.is_uppercase()) || matches!(c, '-' | '_' | '\''))
    };
    let mut problems = Vec::new();
    if !named["name"].as_str().is_some_and(good) {
        problems.push(at(&["name"], "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"));
    }
    for (locale, name) in named["name_localizations"].as_object().into_iter().flatten() {
        if !name.as_str().is_some_and(good) {
            let message = "Command name is invalid";
            problems.push(at(&["name_localizations", locale], "APPLICATION_COMMAND_INVALID_NAME", message));
        }
    }
    problems
}

/// An option's name, as a slash command's.
fn option_rules(option: &Value) -> Vec<Problem> {
    let mut problems = slash_name(option);
    let choices = option["choices"].as_array().is_some_and(|c| !c.is_empty());
    if choices && option["autocomplete"] == true {
        let message = "Autocomplete cannot be set with choices.";
        problems.push(at(&["autocomplete"], "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID", message));
    }
    problems
}

/// The name, description and `required` fields every option has, checked on `option`.
fn plain(option: &Value, schema: &Schema) -> Vec<Problem> {
    let mut problems = Vec::new();
    validate(schema, option, &mut Vec::new(), &mut problems);
    problems
}

/// Options under a subcommand or a group: none of the types `forbidden`, and the
/// required ones before the others *(docs)*.
fn nested(option: &Value, forbidden: &[i64]) -> Vec<Problem> {
    let list = option["options"].as_array().cloned().unwrap_or_default();
    let mut problems = Vec::new();
    let mut optional_seen = false;
    for (i, inner) in list.iter().enumerate() {
        let i = i.to_string();
        if inner["type"].as_i64().is_some_and(|k| forbidden.contains(&k)) {
            problems.push(at(
                &["options", &i, "type"],
                "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                "Sub-command and sub-command group option types are mutually exclusive to all other types",
            ));
        }
        let required = inner["required"] == true;
        if required && optional_seen {
            problems.push(at(
                &["options", &i, "required"],
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            ));
        }
        optional_seen |= !required && !matches!(inner["type"].as_i64(), Some(1 | 2));
    }
    problems
}

/// A group holds subcommands alone (`ApplicationCommandSubcommandGroupOption`).
fn only_subcommands(group: &Value) -> Vec<Problem> {
    let list = group["options"].as_array().cloned().unwrap_or_default();
    let wrong = list.iter().enumerate().filter(|(_, o)| o["type"] != 1);
    wrong
        .map(|(i, _)| {
            at(&["options", &i.to_string(), "type"], "BASE_TYPE_CHOICES", "Value must be one of {1}.")
        })
        .collect()
}

/// A choice's value: a string of at most 100 characters, or an integer within
/// `Int53Type`, or a number.
fn choice_value(choice: &Value) -> Vec<Problem> {
    const INT53: i64 = 9_007_199_254_740_991;
    let fine = match &choice["value"] {
        Value::String(s) => s.chars().count() <= 100,
        Value::Number(n) => n.as_i64().is_none_or(|n| (-INT53..=INT53).contains(&n)),
        _ => false,
    };
    if fine {
        return Vec::new();
    }
    vec![at(
        &["value"],
        "BASE_TYPE_BAD_LENGTH",
        "A choice's value is a string of at most 100 characters or a number.",
    )]
}

/// At most one Entry Point command in a bulk overwrite *(docs: one per application)*.
fn one_entry_point(commands: &Value) -> Vec<Problem> {
    let list = commands.as_array().cloned().unwrap_or_default();
    let entry: Vec<usize> = list.iter().enumerate().filter(|(_, c)| c["type"] == 4).map(|(i, _)| i).collect();
    entry
        .iter()
        .skip(1)
        .map(|i| {
            at(
                &[&i.to_string(), "type"],
                "APPLICATION_COMMANDS_DUPLICATE_ENTRY_POINT",
                "An application has one Entry Point command.",
            )
        })
        .collect()
}
