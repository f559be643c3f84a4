//! The board page opened inside Discord, as an Activity: the page's SDK asks Discord to
//! authorize it and sends the bot the code it got with the activity's instance id; the
//! bot learns from Discord alone who that is and where (the code exchanged with the
//! application's client secret for the person's token, `/users/@me` with that token,
//! the instance with the bot's token: its channel and the people in it), and answers
//! the same signed link a private link carries, for that channel's game and that
//! person's seat. Nothing the page says about a user, a server or a channel is read.
//!
//! - `GET /api/activity/config`: `{"client_id", "silent"}`, what Discord's `AUTHORIZE`
//!   needs and the page's sentence for a Discord client that stopped answering;
//! - `POST /api/activity/session` `{"code", "instance_id"}`: `{"link", "access_token",
//!   "game"}` (the token for Discord's `AUTHENTICATE`, and the game as `GET /api/game`
//!   answers it on that link), or a refusal as the other routes'.
//!
//! A session costs calls to Discord under the application's and the bot's names, which
//! Discord limits for the whole bot: so the cheap checks come first and refuse without
//! asking Discord anything (a body not JSON, another site's page, a code or instance id
//! of the wrong shape); then Discord is asked whether the instance exists (with the
//! bot's token) before any code is exchanged (with the client secret), within the limits
//! of [`sessions`]: kept by instance, the caller's address holding only its share of
//! the questions about new instances (inside Discord it is its proxy's for many members,
//! whose live instances give it back), so that nobody else's junk locks a member out.
//!
//! Every call to Discord has a deadline ([`DEADLINE`]); this module only speaks HTTP,
//! the service decides what the person may see ([`Service::activity_link`]).
//!
//! [`Service::activity_link`]: crate::service::Service::activity_link

pub mod sessions;

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde_json::Value;
use tokio::sync::OnceCell;

use super::guard::Peer;
use super::limits::Posted;
use super::{Page, is_json, json, now, refusal};
use crate::config::Activity as Settings;
use crate::service::{Lang, Link, Refusal, Refused};
use sessions::Held;

/// The longest a call to Discord may take, connecting included: the page waits on it.
pub const DEADLINE: Duration = Duration::from_secs(10);

/// The longest a code or an instance id is read: Discord's are far shorter, and the
/// instance id goes into a request's path.
const LONGEST_VALUE: usize = 200;

/// Why asking Discord failed.
#[derive(Debug, thiserror::Error)]
pub enum AskError {
    /// Discord answered with this status (its body is not kept: it may quote a secret).
    #[error("Discord answered {0}")]
    Refused(StatusCode),
    /// Discord could not be reached, or not in time.
    #[error("Discord did not answer: {0}")]
    Unreachable(#[source] reqwest::Error),
    /// Discord's answer lacked what it always carries.
    #[error("Discord's answer has no {0}")]
    Unexpected(&'static str),
}

/// The person who opened the Activity, as Discord tells.
#[derive(Clone, Debug)]
struct Person {
    id: String,
    /// Their Discord's language (`fr`, `en-US`), if told.
    locale: Option<String>,
}

/// An activity's instance, as Discord tells: where it runs and who is in it.
#[derive(Clone, Debug)]
struct Instance {
    guild: Option<String>,
    channel: String,
    users: Vec<String>,
}

/// The bot's client of Discord's API for the Activity, and the application's id once
/// learned (the OAuth2 client id, asked of Discord with the bot's token).
#[derive(Debug)]
pub struct Discord {
    http: reqwest::Client,
    settings: Settings,
    application: OnceCell<String>,
}

impl Discord {
    /// A client for `settings`.
    ///
    /// # Errors
    /// The TLS set-up fails.
    pub fn new(settings: Settings) -> reqwest::Result<Discord> {
        let http = reqwest::Client::builder().timeout(DEADLINE).connect_timeout(DEADLINE).build()?;
        Ok(Discord { http, settings, application: OnceCell::new() })
    }

    /// `path` (from `/`) of Discord's API, version 10, where the settings say it is.
    fn url(&self, path: &str) -> String {
        format!("{}/api/v10{path}", self.settings.api_base)
    }

    /// The application's id, asked once.
    ///
    /// # Errors
    /// Discord did not tell.
    pub async fn application(&self) -> Result<&str, AskError> {
        let id = self
            .application
            .get_or_try_init(|| async {
                let answer = self.get(&self.url("/oauth2/applications/@me"), &self.bot()).await?;
                text(&answer, "id").ok_or(AskError::Unexpected("application id"))
            })
            .await?;
        Ok(id.as_str())
    }

    /// The application's id if already known.
    pub fn known_application(&self) -> Option<&str> {
        self.application.get().map(String::as_str)
    }

    fn bot(&self) -> String {
        format!("Bot {}", self.settings.bot_token.expose())
    }

    /// The JSON Discord answers a GET of `url` with `authorization`.
    async fn get(&self, url: &str, authorization: &str) -> Result<Value, AskError> {
        let request = self.http.get(url).header(reqwest::header::AUTHORIZATION, authorization);
        read(request.send().await).await
    }

    /// The person's access token for `code`, as OAuth2's authorization-code grant gives
    /// it to the application (`identify` scope; Discord's starter sends no redirect).
    async fn exchange(&self, application: &str, code: &str) -> Result<String, AskError> {
        let form = [
            ("client_id", application),
            ("client_secret", self.settings.client_secret.expose()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ];
        let answer = read(self.http.post(self.url("/oauth2/token")).form(&form).send().await).await?;
        text(&answer, "access_token").ok_or(AskError::Unexpected("access token"))
    }

    /// The person whose access token this is.
    async fn person(&self, access_token: &str) -> Result<Person, AskError> {
        let answer = self.get(&self.url("/users/@me"), &format!("Bearer {access_token}")).await?;
        let id = text(&answer, "id").ok_or(AskError::Unexpected("user id"))?;
        Ok(Person { id, locale: text(&answer, "locale") })
    }

    /// The activity's instance `id` of `application`.
    async fn instance(&self, application: &str, id: &str) -> Result<Instance, AskError> {
        let url = self.url(&format!("/applications/{application}/activity-instances/{id}"));
        let answer = self.get(&url, &self.bot()).await?;
        let location = &answer["location"];
        let channel = text(location, "channel_id").ok_or(AskError::Unexpected("channel"))?;
        let users = answer["users"].as_array().ok_or(AskError::Unexpected("users"))?;
        Ok(Instance {
            guild: text(location, "guild_id"),
            channel,
            users: users.iter().filter_map(|u| u.as_str().map(str::to_owned)).collect(),
        })
    }
}

/// A string field of `value` (Discord writes its ids as strings).
fn text(value: &Value, field: &str) -> Option<String> {
    value.get(field)?.as_str().map(str::to_owned)
}

/// A successful answer's JSON body, or why there is none.
async fn read(sent: reqwest::Result<reqwest::Response>) -> Result<Value, AskError> {
    let response = sent.map_err(AskError::Unreachable)?;
    let status = response.status();
    if !status.is_success() {
        return Err(AskError::Refused(
            StatusCode::from_u16(status.as_u16()).unwrap_or(StatusCode::BAD_GATEWAY),
        ));
    }
    let body = response.bytes().await.map_err(AskError::Unreachable)?;
    serde_json::from_slice(&body).map_err(|_| AskError::Unexpected("JSON body"))
}

/// The refusal for a failed question to Discord, in `lang`: `refused` (a status
/// Discord answers the person's own mistake with) and `wording` word it; Discord
/// unreachable or failing is said so, logged; anything else is our own failure, logged.
fn failed(e: &AskError, lang: Lang, refused: &[(StatusCode, Refused, &str)]) -> Refusal {
    match e {
        AskError::Refused(status) => {
            if let Some((_, kind, id)) = refused.iter().find(|(s, _, _)| s == status) {
                return Refusal::new(*kind, lang, id);
            }
            if status.is_server_error() || *status == StatusCode::TOO_MANY_REQUESTS {
                tracing::warn!(error = %e, "Discord failed a question about an Activity");
                return Refusal::new(Refused::Upstream, lang, "web-activity-unreachable");
            }
            tracing::error!(error = %e, "Discord refused the bot's question about an Activity");
            Refusal::new(Refused::Failed, lang, "web-activity-failed")
        }
        AskError::Unreachable(_) => {
            tracing::warn!(error = %e, "Discord did not answer a question about an Activity");
            Refusal::new(Refused::Upstream, lang, "web-activity-unreachable")
        }
        AskError::Unexpected(_) => {
            tracing::error!(error = %e, "Discord's answer about an Activity was not understood");
            Refusal::new(Refused::Failed, lang, "web-activity-failed")
        }
    }
}

/// Whether `value` may be sent to Discord as a code or put in a path as an instance id:
/// short, and only letters, digits, `-` and `_`.
fn plain(value: &str) -> bool {
    !value.is_empty()
        && value.len() <= LONGEST_VALUE
        && value.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
}

/// `GET /api/activity/config`: the application's id, as the page's handshake needs it, and the
/// sentence the page shows when Discord's client stops answering it (the page would wait
/// forever, and the page has no game, so no words of its own, yet).
pub async fn config(State(page): State<Arc<Page>>) -> Response {
    let lang = Lang::default();
    let Some(discord) = &page.activity else {
        return refusal(Refusal::new(Refused::Off, lang, "web-activity-off"));
    };
    match discord.application().await {
        Ok(id) => {
            let silent = lang.say("web-activity-silent", []);
            json(StatusCode::OK, &serde_json::json!({ "client_id": id, "silent": silent }))
        }
        Err(e) => refusal(failed(&e, lang, &[])),
    }
}

/// `POST /api/activity/session`: the link of the person Discord says opened the
/// Activity, for the game of the channel Discord says it runs in.
pub async fn session(
    State(page): State<Arc<Page>>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    headers: HeaderMap,
    body: Posted,
) -> Response {
    match open(&page, peer.caller(&headers), &headers, body).await {
        Ok(answer) => json(StatusCode::OK, &answer),
        Err(e) => refusal(e),
    }
}

/// The refusal of a request [`sessions::Sessions`] holds back before Discord is asked, in `lang`.
fn held(why: Held, lang: Lang) -> Refusal {
    match why {
        Held::Refused => Refusal::new(Refused::Gone, lang, "web-activity-no-instance"),
        Held::Busy => Refusal::new(Refused::TooFast, lang, "web-activity-busy"),
        Held::TooMany => Refusal::new(Refused::TooFast, lang, "web-activity-too-many"),
    }
}

/// What [`session`] answers.
async fn open(page: &Arc<Page>, caller: IpAddr, headers: &HeaderMap, body: Posted) -> Result<Value, Refusal> {
    let lang = Lang::default();
    let discord =
        page.activity.as_ref().ok_or_else(|| Refusal::new(Refused::Off, lang, "web-activity-off"))?;
    if !is_json(headers) {
        return Err(Refusal::new(Refused::NotJson, lang, "web-not-json"));
    }
    // Known first: the Activity's origin names it (asked once, at start).
    let application = discord.application().await.map_err(|e| failed(&e, lang, &[]))?.to_owned();
    if !page.origin_allowed(headers) {
        return Err(Refusal::new(Refused::Forbidden, lang, "web-foreign-origin"));
    }
    let body = body.read(lang)?;
    let field = |name: &str| body.get(name).and_then(Value::as_str).filter(|v| plain(v)).map(str::to_owned);
    let (Some(code), Some(instance_id)) = (field("code"), field("instance_id")) else {
        return Err(Refusal::new(Refused::Rule, lang, "web-activity-bad-request"));
    };
    let sessions = &page.sessions;
    let known = sessions.ask(&instance_id, caller).map_err(|why| held(why, lang))?;
    let unknown = [(StatusCode::NOT_FOUND, Refused::Gone, "web-activity-no-instance")];
    let instance = match discord.instance(&application, &instance_id).await {
        Ok(instance) => instance,
        Err(e) => {
            if matches!(e, AskError::Refused(StatusCode::NOT_FOUND)) {
                sessions.refused(&instance_id);
            }
            return Err(failed(&e, lang, &unknown));
        }
    };
    sessions.running(&instance_id, known, caller).map_err(|why| held(why, lang))?;
    let bad_code = [
        (StatusCode::BAD_REQUEST, Refused::Identity, "web-activity-bad-code"),
        (StatusCode::UNAUTHORIZED, Refused::Identity, "web-activity-bad-code"),
    ];
    // A refused secret is Discord's 401 to the exchange: the operator's to fix, logged.
    let access_token =
        discord.exchange(&application, &code).await.map_err(|e| failed(&e, lang, &bad_code[..1]))?;
    let person = discord.person(&access_token).await.map_err(|e| failed(&e, lang, &bad_code))?;
    let lang = person.locale.as_deref().map_or(lang, Lang::of_discord);
    if !instance.users.contains(&person.id) {
        return Err(Refusal::new(Refused::Forbidden, lang, "web-activity-not-member"));
    }
    sessions.vouched(&instance_id).map_err(|why| held(why, lang))?;
    let secret = page.secret.clone();
    // The game comes with the link: the page shows it without asking again, a round
    // trip less through Discord's proxy before the first frame.
    let (link, game) = page
        .call(lang, move |s| {
            let at = now();
            let link =
                s.activity_link(instance.guild.as_deref(), &instance.channel, &person.id, lang, &secret, at)?;
            let game = s.web_game(&Link::verify(&link, &secret, at)?)?;
            Ok((link, game))
        })
        .await?;
    Ok(serde_json::json!({ "link": link, "access_token": access_token, "game": game }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_short_values_go_to_discord() {
        assert!(plain("i-1234567890-gc-9876543210-1122334455"));
        assert!(plain("AbC_12-x"));
        for bad in ["", "../../users/@me", "a b", "a?b=c", "é", &"x".repeat(LONGEST_VALUE + 1)] {
            assert!(!plain(bad), "{bad}");
        }
    }
}
