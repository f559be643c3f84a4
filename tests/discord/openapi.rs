//! The fake Discord checks every body the bot sends against Discord's OpenAPI spec
//! (`support::fake_discord::openapi`): shapes the bot sends pass; a body breaking the
//! spec is answered as Discord answers it (400, code 50035, the `errors` tree naming the
//! field) and recorded; and a test whose bot sent one fails, so the check cannot pass
//! silently.

use serde_json::{Value, json};

use crate::support::fake_discord::Fake;
use crate::support::fake_discord::payloads::{APP_ID, CHANNEL_ID, GUILD_ID};

/// A request to the fake, and where Discord's answer finds the fault (`None`: valid).
struct Case {
    what: &'static str,
    method: &'static str,
    path: String,
    body: Value,
    /// The keys of the `errors` tree down to the faulty field, and its error's code.
    fault: Option<(&'static [&'static str], &'static str)>,
}

fn case(what: &'static str, method: &'static str, path: String, body: Value) -> Case {
    Case { what, method, path, body, fault: None }
}

impl Case {
    fn faulty(self, at: &'static [&'static str], code: &'static str) -> Case {
        Case { fault: Some((at, code)), ..self }
    }
}

/// A message with one row of `buttons`.
fn with_buttons(buttons: Value) -> Value {
    json!({ "content": "Ann to play", "components": [{ "type": 1, "components": buttons }] })
}

fn button(custom_id: &str, label: &str) -> Value {
    json!({ "type": 2, "style": 2, "custom_id": custom_id, "label": label })
}

/// A slash command as poise registers it.
fn slash(name: &str, description: &str) -> Value {
    json!({ "name": name, "description": description, "type": 1, "options": [], "nsfw": false })
}

fn cases() -> Vec<Case> {
    let callback = || "/interactions/1/token-1/callback".to_string();
    let follow_up = || format!("/webhooks/{APP_ID}/token-1");
    let message = || format!("/channels/{CHANNEL_ID}/messages");
    let global = || format!("/applications/{APP_ID}/commands");
    let guild = || format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    let entry_point = json!({
        "name": "launch", "description": "", "type": 4, "handler": 2,
        "integration_types": [0, 1], "contexts": [0, 1, 2],
    });
    let mut handled = slash("new", "A game");
    handled["handler"] = json!(2);
    let too_many: Vec<Value> = (0..6).map(|i| button(&format!("b{i}"), "Go")).collect();
    let choices: Vec<Value> = (0..26).map(|i| json!({ "name": format!("c{i}"), "value": "v" })).collect();
    vec![
        case("the Activity launched", "POST", callback(), json!({ "type": 12 })),
        case(
            "poise's private deferral",
            "POST",
            callback(),
            json!({ "type": 5, "data": { "flags": 64, "attachments": [] } }),
        ),
        case("a click acknowledged", "POST", callback(), json!({ "type": 6, "data": null })),
        case(
            "a message of 2000 characters",
            "POST",
            message(),
            json!({ "content": "x".repeat(2000), "tts": false }),
        ),
        case(
            "an Entry Point kept with the bot's commands",
            "PUT",
            global(),
            json!([slash("new", "A game"), entry_point]),
        ),
        case(
            "a DM opened",
            "POST",
            "/users/@me/channels".into(),
            json!({ "recipient_id": "222222222222222222" }),
        ),
        case("a callback type Discord has not", "POST", callback(), json!({ "type": 3 }))
            .faulty(&["type"], "BASE_TYPE_CHOICES"),
        case(
            "an answer of 2001 characters",
            "POST",
            callback(),
            json!({ "type": 4, "data": { "content": "x".repeat(2001) } }),
        )
        .faulty(&["data", "content"], "BASE_TYPE_BAD_LENGTH"),
        case("a follow-up of 2001 characters", "POST", follow_up(), json!({ "content": "x".repeat(2001) }))
            .faulty(&["content"], "BASE_TYPE_BAD_LENGTH"),
        case("a custom_id of 101", "POST", message(), with_buttons(json!([button(&"b".repeat(101), "Go")])))
            .faulty(&["components", "0", "components", "0", "custom_id"], "BASE_TYPE_BAD_LENGTH"),
        case("a label of 81", "POST", message(), with_buttons(json!([button("b", &"l".repeat(81))])))
            .faulty(&["components", "0", "components", "0", "label"], "BASE_TYPE_BAD_LENGTH"),
        case("six buttons in a row", "POST", message(), with_buttons(json!(too_many)))
            .faulty(&["components", "0", "components"], "BASE_TYPE_BAD_LENGTH"),
        case(
            "a button without a style",
            "POST",
            message(),
            with_buttons(json!([{ "type": 2, "custom_id": "b" }])),
        )
        .faulty(&["components", "0", "components", "0", "style"], "BASE_TYPE_REQUIRED"),
        case("an ephemeral channel message", "POST", message(), json!({ "content": "hi", "flags": 64 }))
            .faulty(&["flags"], "MESSAGE_INVALID_FLAGS"),
        case(
            "users both parsed and listed",
            "POST",
            message(),
            json!({ "content": "<@2>", "allowed_mentions": { "parse": ["users"], "users": ["2"] } }),
        )
        .faulty(&["allowed_mentions", "parse"], "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE"),
        case(
            "26 autocomplete choices",
            "POST",
            callback(),
            json!({ "type": 8, "data": { "choices": choices } }),
        )
        .faulty(&["data", "choices"], "BASE_TYPE_BAD_LENGTH"),
        case("a command name with a capital", "PUT", global(), json!([slash("New", "A game")]))
            .faulty(&["0", "name"], "APPLICATION_COMMAND_INVALID_NAME"),
        case("a slash command without a description", "PUT", global(), json!([slash("new", "")]))
            .faulty(&["0", "description"], "BASE_TYPE_BAD_LENGTH"),
        case(
            "an Entry Point on one server",
            "PUT",
            guild(),
            json!([{ "name": "launch", "type": 4, "handler": 2 }]),
        )
        .faulty(&["0", "type"], "BASE_TYPE_CHOICES"),
        case("a handler on a slash command", "PUT", global(), json!([handled]))
            .faulty(&["0", "handler"], "APPLICATION_COMMAND_INVALID_HANDLER"),
        case("a DM without its recipient", "POST", "/users/@me/channels".into(), json!({}))
            .faulty(&["recipient_id"], "BASE_TYPE_REQUIRED"),
    ]
}

/// Each case answered as Discord answers it: a valid body as the fake always did, an
/// invalid one 400 with code 50035 and its error under the faulty field's keys, and
/// recorded for the test to fail on.
#[tokio::test]
async fn each_body_breaking_discords_spec_is_refused_as_discord_does_and_recorded() {
    let fake = Fake::start().await;
    for case in cases() {
        let (status, answer) = fake.as_bot(case.method, &case.path, &case.body).await;
        let invalid = fake.take_invalid();
        let Some((at, code)) = case.fault else {
            assert!(status < 300 && invalid.is_empty(), "{}: {status} {answer}", case.what);
            continue;
        };
        assert_eq!(
            (status, &answer["code"], &answer["message"]),
            (400, &json!(50_035), &json!("Invalid Form Body")),
            "{}",
            case.what
        );
        let found = at.iter().fold(&answer["errors"], |node, key| &node[*key]);
        assert_eq!(found["_errors"][0]["code"], code, "{}: {answer}", case.what);
        assert_eq!(invalid.len(), 1, "{}: recorded", case.what);
        assert_eq!(
            (invalid[0].method.as_str(), &invalid[0].path),
            (case.method, &case.path),
            "{}",
            case.what
        );
    }
}

/// A test whose bot sent an invalid body fails, though it waited for nothing after it:
/// the fake's drop checks.
#[tokio::test]
#[should_panic(expected = "requests Discord refuses as invalid for its OpenAPI spec")]
async fn a_test_whose_bot_sent_an_invalid_body_fails() {
    let fake = Fake::start().await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let (status, _) = fake.as_bot("POST", &path, &json!({ "content": "x".repeat(2001) })).await;
    assert_eq!(status, 400);
}

/// And one that waits on the fake after it fails at that wait, naming the request.
#[tokio::test]
#[should_panic(expected = "POST /channels/920000000000000001/messages")]
async fn a_wait_after_an_invalid_body_fails() {
    let fake = Fake::start().await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    fake.as_bot("POST", &path, &json!({ "content": "x".repeat(2001) })).await;
    fake.connected(1).await;
}
