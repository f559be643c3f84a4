//! The board page's front end on `WEB_ADDR`: a JSON API over the service, for a page
//! opened by a private link, and that page. Behind a TLS reverse proxy,
//! like any front end it only reads requests and writes answers; what a link may see
//! and do is the service's to decide ([`Service::web_game`], [`Service::web_act`]).
//!
//! - `GET /api/game`: the game as the link's seat may see it, in the shape of the API's
//!   version the page names in `X-Board-Api` (the first when it names none, `v1`);
//! - `GET /api/board.png`: the board image for that viewer, Discord's art;
//! - `POST /api/act` `{"revision": n, "action": "<notation>"}`: a move for the seat
//!   (`"undo"` takes its last move back);
//! - `GET /api/board-only.png?cell=N`, `GET /api/tile.png?cell=N`: the board alone and
//!   the tile in hand's four rotations (or, `&kind=ID`, a tile a step offers), `N` px
//!   a cell, for the page;
//! - `GET /api/history`, `GET /api/history.png?after=N&cell=N`: every move, and the whole
//!   board alone after one, for the page's history panel; `GET /api/fields`: every field's outline, for its
//!   fields tool;
//! - `GET /board` (with the link in the fragment, `#TOKEN`), `/board.js`, `/board.css`:
//!   the page itself, embedded in the binary; the document also at `/` and
//!   `/index.html`, where Discord opens an Activity (its launch query, `frame_id`,
//!   `instance_id`, `platform`…, beside it), and everything the page loads at addresses
//!   relative to it: so every route is also served under `/board/` (the document at
//!   `/board/`) and under Discord's `/.proxy/` prefix, which older Discord clients put
//!   before an Activity's relative paths ([`FOLDERS`]);
//! - `GET /api/activity/config`, `POST /api/activity/session`: the page opened inside
//!   Discord as an Activity gets its link from Discord's word (the `activity` module);
//! - `GET /api/live`: a WebSocket, its link in the subprotocols the browser offers
//!   (`Sec-WebSocket-Protocol: carcassonne.board, link.TOKEN`; a browser's socket can
//!   send no other header), telling the game's revision, `{"revision": n}`, at once
//!   and after every change of the game by anyone through any front end (the service's
//!   change feed, across processes on PostgreSQL), and again every [`PING`] so proxies
//!   keep it open and the page knows it works, and closed when the link expires. It
//!   tells nothing of other games; a revision may be told twice (the page reloads when
//!   it moves).
//!
//! Every request but the Activity's (which asks for a link) carries its link in the
//! `X-Board-Link` header (or the live socket's subprotocol), never in its URL, which
//! proxies log; before anything else it is checked here: the link's signature and
//! expiry, a rate of [`BURST`] requests at once then [`PER_SECOND`] a second per link
//! and two budgets (its page's reads, its moves), an `Origin` header that is the public
//! address's own or, inside Discord, the Activity's proxy's
//! (`https://<application id>.discordsays.com`), or none; and a request naming another
//! game than the link's. A `POST` body is read only when declared JSON (another site's
//! page may send a form or text without the browser asking us first), else 415, and a
//! body over [`LARGEST_BODY`] is 413 (as every refusal, not the framework's text). A
//! refusal is JSON `{"refused": "<sentence>"}` in the game's language, with a status
//! that says which kind; it changes nothing.
//!
//! Every answer says `X-Content-Type-Options: nosniff` and carries a
//! `Content-Security-Policy` ([`policy`]): the page loads only from its own origin and
//! the start inlined in its document, and only its own origin and Discord's clients
//! may frame it.
//!
//! Discord for iOS frames the Activity sandboxed without `allow-same-origin`: its
//! document's origin is opaque, so its requests say `Origin: null` and are cross-origin
//! to the browser. A bot serving the Activity takes `null` as it takes a request with no
//! `Origin`, and lets such a page read its answers (CORS, `opaque`): every request
//! carries its link in a header only the page holds, never a cookie, so a foreign page
//! saying `null` can do nothing a program without the link could not.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use anyhow::{Context as _, Result};
use axum::Router;
use axum::extract::ws::{
    CloseFrame, Message, WebSocket, WebSocketUpgrade, rejection::WebSocketUpgradeRejection,
};
use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::Value;

use crate::config::{Guard, Links, Web as Settings};
use crate::service::{Feed, Lang, Link, News, Refusal, Refused, Service};

mod activity;
mod guard;
mod limits;
mod v1;

pub use activity::sessions::{
    CALLER_BURST, FAILED_BURST, INSTANCE_BURST, NEW_BURST, NEW_PER_SECOND, REFUSED_FOR,
};

pub use limits::LARGEST_BODY;

use limits::{Buckets, Posted};

/// Requests one link may make at once before it is slowed down: a page loads its game
/// and its board, and a player clicks a few times in a row.
pub const BURST: f64 = 30.0;

/// Requests a second one link may make once its burst is spent.
pub const PER_SECOND: f64 = 5.0;

/// How often a live socket is told the game's revision though nothing moved: well under
/// the minute after which common proxies close a quiet connection, and the page's sign
/// that its socket still works — one silent for longer than `SILENT_MS` in
/// `web/src/live.ts` (more than two of these) is opened again.
pub const PING: std::time::Duration = std::time::Duration::from_secs(20);

/// The close code of a live socket whose link expired, while it was open or before
/// (the application's range, 4000–4999): the page says to ask for a new link (in
/// Discord's Activity, asks Discord for one) rather than reconnecting.
pub const EXPIRED: u16 = 4001;

/// The subprotocol the live socket answers with: the page offers it beside its link's.
pub const LIVE_PROTOCOL: &str = "carcassonne.board";

/// What the page's live socket puts before its link to offer it as a subprotocol
/// (`link.TOKEN`: a link's characters are all allowed in one).
pub const LINK_PROTOCOL: &str = "link.";

/// The folders the page's routes are served in: at the root, where a proxy or
/// Discord's URL mapping puts the bot; in `/board/`, for a page opened there (its
/// relative paths then lead under it); and both under `/.proxy/`, which older Discord
/// clients put before an Activity's relative paths.
pub const FOLDERS: [&str; 4] = ["/", "/board/", "/.proxy/", "/.proxy/board/"];

/// The page's `Content-Security-Policy`: scripts (its own origin's, and the start
/// inlined in its document, by its hash), styles, images (the board's come as blobs)
/// and connections (the API, the live socket) from its own origin only, nothing else
/// loaded, no form sent, no `<base>`; framed only by its own origin (inside Discord, the
/// Activity's proxy's `https://<application id>.discordsays.com`, where Discord serves
/// the page) and Discord's clients, which frame an Activity: the web and desktop apps
/// and their test builds (`ptb.`, `canary.`), as Discord's docs name them. So no other
/// site can put the board of a link in a page of its own.
///
/// Inside Discord the Activity's proxy serves its own policy instead (docs/operating.md,
/// "The Activity in each Discord client"): the inlined start is what runs under both.
pub fn policy() -> &'static str {
    static POLICY: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!(
            "default-src 'none'; script-src 'self' {}; style-src 'self'; img-src 'self' blob:; \
            connect-src 'self'; base-uri 'none'; form-action 'none'; \
            frame-ancestors 'self' https://discord.com https://ptb.discord.com https://canary.discord.com",
            inline_hash(INDEX)
        )
    });
    &POLICY
}

/// The CSP source (`'sha256-…'`) of the inline script in `document` (the page's start,
/// `web/src/boot.ts`, inlined by the build): the one inline script the policy lets run.
fn inline_hash(document: &str) -> String {
    use base64::Engine as _;
    use sha2::Digest as _;
    let script = document
        .split_once("<script>")
        .and_then(|(_, rest)| rest.split_once("</script>"))
        .map_or("", |(script, _)| script);
    let digest = sha2::Sha256::digest(script.as_bytes());
    format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(digest))
}

/// The two rates of a link: the page asks for its game and pictures again on every
/// change the live socket tells (bots answering at once may tell many a second), and
/// those reads must never leave its player unable to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Budget {
    Reads,
    Moves,
}

/// A request's query parameters, percent-decoded (a link's token needs no decoding, but
/// a proxy may encode it).
type Params = HashMap<String, String>;

/// What every request needs: the one service of the page (its own database
/// connection, used off the async runtime), the link key, the public origin and the
/// links' buckets.
struct Page {
    service: Mutex<Service>,
    secret: Vec<u8>,
    /// `scheme://host[:port]` of `WEB_PUBLIC_URL`: the only `Origin` accepted.
    origin: String,
    /// The links' requests.
    buckets: Buckets,
    /// Discord, asked who opened the page as an Activity; `None` when it is not one.
    activity: Option<activity::Discord>,
    /// The games' change feed, which live sockets follow.
    feed: Arc<Feed>,
    /// The Activity's sessions' limits, by instance and for the whole process.
    sessions: activity::sessions::Sessions,
    /// Where its players get their links, which a refused one names.
    links: Links,
    /// What its connections may hold (`guard`).
    guard: Guard,
}

/// `scheme://host[:port]` of a URL: what a browser sends as the `Origin` of its pages.
fn origin_of(url: &str) -> String {
    let after_scheme = url.find("://").map_or(0, |at| at + 3);
    let end = url[after_scheme..].find('/').map_or(url.len(), |at| after_scheme + at);
    url[..end].to_ascii_lowercase()
}

/// The scheme and port of an origin (`scheme://host[:port]`) whose host is this
/// machine's loopback (`127.0.0.1`, `localhost`, `[::1]`): such a page, whatever its
/// host's name, is served from this machine at that port. `None` for any other host.
fn loopback(origin: &str) -> Option<(&str, &str)> {
    let (scheme, rest) = origin.split_once("://")?;
    let (host, port) = match rest.rsplit_once(':') {
        Some((host, port)) if !port.ends_with(']') => (host, port),
        _ => (rest, if scheme == "https" { "443" } else { "80" }),
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let is_loopback =
        host == "localhost" || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback());
    is_loopback.then_some((scheme, port))
}

/// Serves the board page's API on `listener` over `service` until the process stops.
///
/// # Errors
/// The listener fails.
pub async fn serve(listener: tokio::net::TcpListener, service: Service, settings: &Settings) -> Result<()> {
    let activity = match &settings.activity {
        Some(activity) => {
            Some(activity::Discord::new(activity.clone()).context("the Activity's HTTP client")?)
        }
        None => None,
    };
    let page = Arc::new(Page {
        feed: service.feed(),
        service: Mutex::new(service),
        secret: settings.link_secret.expose().as_bytes().to_vec(),
        origin: origin_of(&settings.public_url),
        buckets: Buckets::new(BURST, PER_SECOND),
        activity,
        sessions: activity::sessions::Sessions::default(),
        links: settings.links,
        guard: settings.guard,
    });
    if page.activity.is_some() {
        // Asked at once, so that the Activity's requests are let in by their origin
        // even by a process that has not yet opened a session itself.
        let asking = Arc::clone(&page);
        tokio::spawn(async move {
            if let Some(discord) = &asking.activity
                && let Err(e) = discord.application().await
            {
                tracing::warn!(error = %e, "Discord did not tell the application's id; asked again by the next session");
            }
        });
    }
    let mut app = Router::new();
    for folder in FOLDERS {
        let at = |path: &str| format!("{folder}{path}");
        app = app
            .route(&at(""), get(document))
            .route(&at("index.html"), get(document))
            .route(&at("board.js"), get(|headers: HeaderMap| async move { SCRIPT.answer(&headers) }))
            .route(&at("board.css"), get(|headers: HeaderMap| async move { STYLE.answer(&headers) }))
            .route(&at("api/game"), get(game))
            .route(&at("api/board.png"), get(board))
            .route(&at("api/act"), post(act))
            .route(&at("api/board-only.png"), get(board_only))
            .route(&at("api/tile.png"), get(tile))
            .route(&at("api/history"), get(history))
            .route(&at("api/history.png"), get(history_board))
            .route(&at("api/fields"), get(fields))
            .route(&at("api/activity/config"), get(activity::config))
            .route(&at("api/activity/session"), post(activity::session))
            .route(&at("api/live"), get(live));
        if folder != "/" {
            // The folder's own name: `/board`, the links' address, and `/.proxy`.
            app = app.route(folder.trim_end_matches('/'), get(document));
        }
    }
    let app = app
        .fallback(|| async { StatusCode::NOT_FOUND })
        .layer(axum::extract::DefaultBodyLimit::max(LARGEST_BODY))
        .layer(axum::middleware::from_fn_with_state(Arc::clone(&page), guard::timely_body))
        .layer(axum::middleware::from_fn_with_state(Arc::clone(&page), opaque))
        .layer(axum::middleware::map_response(secured))
        .with_state(page);
    let listener = guard::Guarded::new(listener, settings.guard);
    axum::serve(listener, app.into_make_service_with_connect_info::<guard::Peer>())
        .await
        .context("serving the board page")
}

/// The page, built from `web/` by `npm run build` and committed, so the bot needs no
/// Node: its document (which reads the link from the address's fragment), script and
/// style.
const INDEX: &str = include_str!("../../assets/web/index.html");
const SCRIPT: Packed = Packed {
    plain: include_bytes!("../../assets/web/board.js"),
    gzip: include_bytes!("../../assets/web/board.js.gz"),
    brotli: include_bytes!("../../assets/web/board.js.br"),
    content_type: "text/javascript; charset=utf-8",
};
const STYLE: Packed = Packed {
    plain: include_bytes!("../../assets/web/board.css"),
    gzip: include_bytes!("../../assets/web/board.css.gz"),
    brotli: include_bytes!("../../assets/web/board.css.br"),
    content_type: "text/css; charset=utf-8",
};

/// A file of the page with its compressed forms, made when the page is built (a
/// Brotli script is a quarter of the plain one): each request gets the smallest its
/// `Accept-Encoding` takes.
struct Packed {
    plain: &'static [u8],
    gzip: &'static [u8],
    brotli: &'static [u8],
    content_type: &'static str,
}

impl Packed {
    /// The file for a request with `headers`, revalidated as [`asset`]'s are.
    fn answer(&self, headers: &HeaderMap) -> Response {
        let taken = headers.get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok());
        // Each coding named, without those refused by `q=0`.
        let codings: Vec<String> = taken
            .flat_map(|v| v.split(','))
            .filter_map(|c| {
                let mut parts = c.split(';').map(str::trim);
                let name = parts.next()?.to_ascii_lowercase();
                let refused =
                    parts.any(|p| p.replace(' ', "").trim_start_matches("q=").parse::<f32>() == Ok(0.0));
                (!refused).then_some(name)
            })
            .collect();
        let (body, coding) = if codings.iter().any(|c| c == "br") {
            (self.brotli, Some("br"))
        } else if codings.iter().any(|c| c == "gzip") {
            (self.gzip, Some("gzip"))
        } else {
            (self.plain, None)
        };
        let mut response = asset(body, self.content_type);
        let fields = response.headers_mut();
        fields.insert(header::VARY, header::HeaderValue::from_static("accept-encoding"));
        if let Some(coding) = coding {
            fields.insert(header::CONTENT_ENCODING, header::HeaderValue::from_static(coding));
        }
        response
    }
}

/// One of the page's files. Revalidated on every load (`no-cache`): the document names
/// its script and style with their content's hash (`?v=`), but a proxy may drop the
/// document's own cache headers (Discord's does), so nothing may be kept stale.
fn asset(body: impl IntoResponse, content_type: &'static str) -> Response {
    let headers = [(header::CONTENT_TYPE, content_type), (header::CACHE_CONTROL, "no-cache")];
    (headers, body).into_response()
}

/// The page's document, wherever it is asked for (the query, Discord's launch
/// parameters or none, is the page's to read).
async fn document() -> Response {
    asset(INDEX, "text/html; charset=utf-8")
}

/// Every answer's safety headers: no type sniffing (a JSON refusal or a PNG is never
/// run as a script or a page), no `Referer` (the page's address may hold its link), and
/// the page's content policy ([`policy`]).
async fn secured(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(policy()));
    response
}

/// The `Origin` of a page whose origin is opaque (a frame sandboxed without
/// `allow-same-origin`, as Discord for iOS frames the Activity).
const OPAQUE: &str = "null";

/// How long a browser may keep the answer to an opaque page's preflight: its API
/// requests each carry a header of ours, so each address would be asked about first.
const PREFLIGHT_KEPT: &str = "600";

/// Cross-origin reads for the Activity's page in an opaque origin, and only for it (a
/// bot serving the Activity, a request saying `Origin: null`): its preflights answered
/// here (the methods and headers the page sends), and every answer readable by it. Any
/// other request goes on untouched; each answer of a bot serving the Activity says it
/// varies by `Origin`.
async fn opaque(
    State(page): State<Arc<Page>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    if page.activity.is_none() {
        return next.run(request).await;
    }
    let from_opaque =
        request.headers().get(header::ORIGIN).is_some_and(|o| o.as_bytes() == OPAQUE.as_bytes());
    let preflight = request.method() == axum::http::Method::OPTIONS
        && request.headers().contains_key(header::ACCESS_CONTROL_REQUEST_METHOD);
    let mut response = if from_opaque && preflight {
        let allowed = [
            (header::ACCESS_CONTROL_ALLOW_METHODS, "GET, POST"),
            (header::ACCESS_CONTROL_ALLOW_HEADERS, "content-type, x-board-link, x-board-api"),
            (header::ACCESS_CONTROL_MAX_AGE, PREFLIGHT_KEPT),
        ];
        (StatusCode::NO_CONTENT, allowed).into_response()
    } else {
        next.run(request).await
    };
    let headers = response.headers_mut();
    if from_opaque {
        headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, HeaderValue::from_static(OPAQUE));
    }
    headers.append(header::VARY, HeaderValue::from_static("origin"));
    response
}

/// Whether a request's body is declared JSON (`application/json`, with any parameters):
/// the only body the page sends. A form or plain text is what another site's page may
/// send without the browser asking us first, so it is never read.
fn is_json(headers: &HeaderMap) -> bool {
    let declared = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    declared.split(';').next().is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"))
}

/// The cell size a board or tile image is asked at (`cell`), if it names one: `Err`
/// when it names something else than a size.
fn cell(query: &Params) -> Result<Option<u32>, ()> {
    query.get("cell").map(|c| c.parse().map_err(|_| ())).transpose()
}

/// Unix milliseconds now: when a link expires, and the time of a move.
fn now() -> i64 {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

/// The status of a refusal of `kind`.
fn status(kind: Refused) -> StatusCode {
    match kind {
        Refused::Link | Refused::Expired => StatusCode::UNAUTHORIZED,
        Refused::Forbidden => StatusCode::FORBIDDEN,
        Refused::Stale => StatusCode::CONFLICT,
        Refused::Rule => StatusCode::UNPROCESSABLE_ENTITY,
        Refused::TooFast => StatusCode::TOO_MANY_REQUESTS,
        Refused::NotJson => StatusCode::UNSUPPORTED_MEDIA_TYPE,
        Refused::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
        Refused::TooSlow => StatusCode::REQUEST_TIMEOUT,
        Refused::Gone | Refused::Off => StatusCode::NOT_FOUND,
        Refused::Identity => StatusCode::UNAUTHORIZED,
        Refused::Upstream => StatusCode::BAD_GATEWAY,
        Refused::Failed => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// `value` as JSON with `status`; never stored by a cache.
fn json(status: StatusCode, value: &Value) -> Response {
    let headers = [(header::CONTENT_TYPE, "application/json"), (header::CACHE_CONTROL, "no-store")];
    (status, headers, value.to_string()).into_response()
}

/// A refusal as the page reads it; one for asking too fast says when to ask again
/// (a link's bucket gives a request back within the second, [`PER_SECOND`]).
fn refusal(refusal: Refusal) -> Response {
    let mut response = json(status(refusal.kind), &serde_json::json!({ "refused": refusal.text }));
    if refusal.kind == Refused::TooFast {
        response.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from_static("1"));
    }
    response
}

/// An answer of the service about a game, in the shape of the API's version the
/// request's page reads ([`page_version`]), or its refusal.
fn answer(headers: &HeaderMap, result: Result<Value, Refusal>) -> Response {
    match result {
        Ok(value) if page_version(headers) == 1 => json(StatusCode::OK, &v1::game(value)),
        Ok(value) => json(StatusCode::OK, &value),
        Err(e) => refusal(e),
    }
}

/// The header in which a page names the version of the API it reads
/// ([`PAGE_API`](crate::service::PAGE_API) when it was built).
pub const API_HEADER: &str = "x-board-api";

/// The version of the API the page of a request with `headers` reads: the first, from
/// before versions, when it names none.
fn page_version(headers: &HeaderMap) -> u32 {
    v1::version(headers.get(API_HEADER).and_then(|v| v.to_str().ok()))
}

impl Page {
    /// The link this request carries, once every check before the service's passed:
    /// its signature and expiry, its rate, the `Origin` and the game the request names.
    fn admit(
        &self,
        headers: &HeaderMap,
        query: &Params,
        named: Option<i64>,
        budget: Budget,
    ) -> Result<Link, Refusal> {
        let token = link_of(headers).unwrap_or_default();
        let link = Link::verify(token, &self.secret, now()).map_err(|refused| match self.links {
            Links::Discord => refused,
            // A run's links die with it: the terminal prints this run's.
            Links::Terminal => Refusal::new(Refused::Link, Link::lang_named(token), "web-link-terminal"),
        })?;
        let spent = match budget {
            Budget::Reads => self.take_token(token),
            Budget::Moves => self.take_token(&format!("moves {token}")),
        };
        if !spent {
            return Err(Refusal::new(Refused::TooFast, link.lang, "web-too-fast"));
        }
        if !self.origin_allowed(headers) {
            return Err(Refusal::new(Refused::Forbidden, link.lang, "web-foreign-origin"));
        }
        let asked = query.get("game").map(|g| g.parse::<i64>().ok());
        if [asked, named.map(Some)].into_iter().flatten().any(|game| game != Some(link.game)) {
            return Err(Refusal::new(Refused::Forbidden, link.lang, "web-other-game"));
        }
        Ok(link)
    }

    /// Whether the request's `Origin`, if it has one, is a page of ours: the public
    /// address's (or, when that is a loopback one, another name of this machine's with
    /// its scheme and port: `localhost` for `127.0.0.1`), or the Activity's proxy's in
    /// Discord once the application is known, or the opaque `null` of the Activity's page
    /// on Discord for iOS ([`opaque`]).
    fn origin_allowed(&self, headers: &HeaderMap) -> bool {
        let Some(origin) = headers.get(header::ORIGIN) else { return true };
        let origin = origin.to_str().unwrap_or_default().to_ascii_lowercase();
        let application = self.activity.as_ref().and_then(activity::Discord::known_application);
        origin == self.origin
            || loopback(&origin).is_some_and(|port| loopback(&self.origin) == Some(port))
            || (origin == OPAQUE && self.activity.is_some())
            || application.is_some_and(|id| origin == format!("https://{id}.discordsays.com"))
    }

    /// Whether `token` may make one more request now, taking it from its bucket.
    fn take_token(&self, token: &str) -> bool {
        self.buckets.take(token)
    }

    /// Runs `work` on the service off the async runtime (it blocks on the database).
    async fn call<T: Send + 'static>(
        self: &Arc<Self>,
        lang: Lang,
        work: impl FnOnce(&mut Service) -> Result<T, Refusal> + Send + 'static,
    ) -> Result<T, Refusal> {
        let page = Arc::clone(self);
        tokio::task::spawn_blocking(move || {
            let mut service = page.service.lock().unwrap_or_else(PoisonError::into_inner);
            work(&mut service)
        })
        .await
        .unwrap_or_else(|e| {
            tracing::error!(error = %e, "board page request panicked");
            Err(Refusal::new(Refused::Failed, lang, "error-internal"))
        })
    }
}

async fn game(State(page): State<Arc<Page>>, Query(query): Query<Params>, headers: HeaderMap) -> Response {
    let link = match page.admit(&headers, &query, None, Budget::Reads) {
        Ok(link) => link,
        Err(e) => return refusal(e),
    };
    answer(&headers, page.call(link.lang, move |s| s.web_game(&link)).await)
}

async fn board(State(page): State<Arc<Page>>, Query(query): Query<Params>, headers: HeaderMap) -> Response {
    let link = match page.admit(&headers, &query, None, Budget::Reads) {
        Ok(link) => link,
        Err(e) => return refusal(e),
    };
    png(page.call(link.lang, move |s| s.web_board(&link)).await)
}

async fn board_only(
    State(page): State<Arc<Page>>,
    Query(query): Query<Params>,
    headers: HeaderMap,
) -> Response {
    let link = match page.admit(&headers, &query, None, Budget::Reads) {
        Ok(link) => link,
        Err(e) => return refusal(e),
    };
    let Ok(cell) = cell(&query) else { return refusal(crate::service::bad_cell(link.lang)) };
    // A page that writes a scoring's points itself says so; one from before it does not.
    let page_writes_points = query.get("points").is_some_and(|p| p == "page");
    png(page.call(link.lang, move |s| s.web_board_only(&link, cell, page_writes_points)).await)
}

async fn tile(State(page): State<Arc<Page>>, Query(query): Query<Params>, headers: HeaderMap) -> Response {
    let link = match page.admit(&headers, &query, None, Budget::Reads) {
        Ok(link) => link,
        Err(e) => return refusal(e),
    };
    let Ok(cell) = cell(&query) else { return refusal(crate::service::bad_cell(link.lang)) };
    let kind = query.get("kind").and_then(|k| k.parse().ok());
    png(page.call(link.lang, move |s| s.web_tile(&link, cell, kind)).await)
}

/// The game's moves for the page's history panel (no page of the first version asks).
async fn history(State(page): State<Arc<Page>>, Query(query): Query<Params>, headers: HeaderMap) -> Response {
    let link = match page.admit(&headers, &query, None, Budget::Reads) {
        Ok(link) => link,
        Err(e) => return refusal(e),
    };
    match page.call(link.lang, move |s| s.web_history(&link)).await {
        Ok(value) => json(StatusCode::OK, &value),
        Err(e) => refusal(e),
    }
}

/// Every field of the board outlined, for the page's fields tool (no page of the first
/// version asks).
async fn fields(State(page): State<Arc<Page>>, Query(query): Query<Params>, headers: HeaderMap) -> Response {
    let link = match page.admit(&headers, &query, None, Budget::Reads) {
        Ok(link) => link,
        Err(e) => return refusal(e),
    };
    match page.call(link.lang, move |s| s.web_fields(&link)).await {
        Ok(value) => json(StatusCode::OK, &value),
        Err(e) => refusal(e),
    }
}

/// The whole board as it was after the move `after` (its number), alone at `cell` px a
/// cell, for the history panel.
async fn history_board(
    State(page): State<Arc<Page>>,
    Query(query): Query<Params>,
    headers: HeaderMap,
) -> Response {
    let link = match page.admit(&headers, &query, None, Budget::Reads) {
        Ok(link) => link,
        Err(e) => return refusal(e),
    };
    let Some(seq) = query.get("after").and_then(|n| n.parse().ok()) else {
        return refusal(crate::service::bad_move(link.lang));
    };
    let Ok(cell) = cell(&query) else { return refusal(crate::service::bad_cell(link.lang)) };
    // As the board alone: a page that writes a scoring's points itself says so.
    let page_writes_points = query.get("points").is_some_and(|p| p == "page");
    png(page.call(link.lang, move |s| s.web_history_board(&link, seq, cell, page_writes_points)).await)
}

/// An image of the service, or its refusal.
fn png(result: Result<Vec<u8>, Refusal>) -> Response {
    match result {
        Ok(png) => {
            ([(header::CONTENT_TYPE, "image/png"), (header::CACHE_CONTROL, "no-store")], png).into_response()
        }
        Err(e) => refusal(e),
    }
}

async fn act(
    State(page): State<Arc<Page>>,
    Query(query): Query<Params>,
    headers: HeaderMap,
    body: Posted,
) -> Response {
    let named = body.peek().get("game").map(|g| g.as_i64().unwrap_or(-1));
    let link = match page.admit(&headers, &query, named, Budget::Moves) {
        Ok(link) => link,
        Err(e) => return refusal(e),
    };
    // In the game's language, once the link is checked.
    let body = match body.read(link.lang) {
        Ok(body) => body,
        Err(e) => return refusal(e),
    };
    if !is_json(&headers) {
        return refusal(Refusal::new(Refused::NotJson, link.lang, "web-not-json"));
    }
    let revision = body.get("revision").and_then(Value::as_u64);
    let action = body.get("action").and_then(Value::as_str).map(str::to_owned);
    let (Some(revision), Some(action)) = (revision, action) else {
        let text = link.lang.say("web-bad-request", []);
        return refusal(Refusal { kind: Refused::Rule, text });
    };
    answer(&headers, page.call(link.lang, move |s| s.web_act(&link, revision, &action, now())).await)
}

/// The link a request carries: its `X-Board-Link` header, or on a live socket's upgrade
/// the subprotocol offered as [`LINK_PROTOCOL`]`TOKEN`.
fn link_of(headers: &HeaderMap) -> Option<&str> {
    let header = headers.get("x-board-link").and_then(|v| v.to_str().ok());
    let offered = headers.get_all(header::SEC_WEBSOCKET_PROTOCOL).iter().filter_map(|v| v.to_str().ok());
    let mut protocols = offered.flat_map(|list| list.split(',')).map(str::trim);
    header.or_else(|| protocols.find_map(|p| p.strip_prefix(LINK_PROTOCOL)))
}

/// `GET /api/live`: checked as every request is, then upgraded to a WebSocket that
/// follows the link's game ([`follow`]), answering with [`LIVE_PROTOCOL`] when offered
/// (a browser drops a socket whose answer names none of the protocols it offered). A
/// link past its time is upgraded too, and closed at once with [`EXPIRED`].
async fn live(
    State(page): State<Arc<Page>>,
    Query(query): Query<Params>,
    headers: HeaderMap,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Response {
    let (link, upgrade) = match (page.admit(&headers, &query, None, Budget::Reads), upgrade) {
        (Ok(link), Ok(upgrade)) => (link, upgrade.protocols([LIVE_PROTOCOL])),
        // Opened and closed as a socket whose link expires while open is: a browser
        // shows a page nothing of a refused opening's answer, and a page waking past
        // its link's end would otherwise knock in vain, "offline", for ever.
        (Err(e), Ok(upgrade)) if e.kind == Refused::Expired => {
            let upgrade = upgrade.protocols([LIVE_PROTOCOL]);
            return upgrade
                .on_upgrade(move |mut socket| async move { close_expired(&mut socket, e.text).await });
        }
        (Err(e), _) => return refusal(e),
        (Ok(_), Err(e)) => return e.into_response(),
    };
    // Subscribed before the revision is read: no change falls between the two.
    let news = page.feed.subscribe();
    match page.call(link.lang, move |s| s.web_revision(&link)).await {
        Ok(revision) => upgrade.on_upgrade(move |socket| follow(page, link, socket, news, revision)),
        Err(e) => refusal(e),
    }
}

/// The frame telling `revision`.
fn revision_frame(revision: u64) -> Message {
    Message::Text(serde_json::json!({ "revision": revision }).to_string().into())
}

/// Tells `socket` the revision of `link`'s game: `revision` at once, then each change
/// the feed tells; after news that changes were missed, the revision read again if it
/// moved. Every [`PING`] it tells the revision read again even when nothing moved: the
/// page hears that its socket still works (a phone's may die without closing) and
/// catches up on any news lost on the way. Ends when the client goes, the bot's feed
/// closes, or the link expires (closed with [`EXPIRED`]).
async fn follow(
    page: Arc<Page>,
    link: Link,
    mut socket: WebSocket,
    mut news: tokio::sync::broadcast::Receiver<News>,
    mut revision: u64,
) {
    use tokio::sync::broadcast::error::RecvError;
    if socket.send(revision_frame(revision)).await.is_err() {
        return;
    }
    let left = u64::try_from(link.expires.saturating_sub(now())).unwrap_or(0);
    let expiry = tokio::time::sleep(std::time::Duration::from_millis(left));
    tokio::pin!(expiry);
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + PING, PING);
    loop {
        let frame = tokio::select! {
            heard = news.recv() => match heard {
                Ok(News::Changed { game, revision: now }) if game == link.game => {
                    revision = now;
                    revision_frame(now)
                }
                Ok(News::Changed { .. }) => continue,
                Ok(News::Missed) | Err(RecvError::Lagged(_)) => {
                    match page.call(link.lang, move |s| s.web_revision(&link)).await {
                        Ok(now) if now != revision => {
                            revision = now;
                            revision_frame(now)
                        }
                        Ok(_) => continue,
                        Err(_) => return,
                    }
                }
                Err(RecvError::Closed) => return,
            },
            _ = ping.tick() => {
                // The revision read again, not the one last told: news the feed failed
                // to bring is told here at the latest; unread, the last one told.
                if let Ok(now) = page.call(link.lang, move |s| s.web_revision(&link)).await {
                    revision = now;
                }
                revision_frame(revision)
            }
            received = socket.recv() => match received {
                Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                Some(Ok(_)) => continue,
            },
            () = &mut expiry => return close_expired(&mut socket, link.lang.say("web-link-expired", [])).await,
        };
        if socket.send(frame).await.is_err() {
            return;
        }
    }
}

/// Closes `socket` with [`EXPIRED`] and `reason`, the expired link's words.
async fn close_expired(socket: &mut WebSocket, mut reason: String) {
    // A close frame's reason holds 123 bytes.
    while reason.len() > 123 {
        reason.pop();
    }
    let close = CloseFrame { code: EXPIRED, reason: reason.into() };
    let _ = socket.send(Message::Close(Some(close))).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_origin_of_the_public_address_is_its_scheme_host_and_port() {
        assert_eq!(origin_of("https://Board.example.com/carcassonne"), "https://board.example.com");
        assert_eq!(origin_of("http://127.0.0.1:8080"), "http://127.0.0.1:8080");
    }

    /// `localhost`, `127.0.0.1` and `[::1]` name this machine alike, at one scheme and
    /// port; another port, scheme or host is another site.
    #[test]
    fn a_loopback_origin_is_known_by_its_scheme_and_port() {
        let page = loopback("http://127.0.0.1:8080");
        assert_eq!(page, Some(("http", "8080")));
        assert_eq!(loopback("http://localhost:8080"), page);
        assert_eq!(loopback("http://[::1]:8080"), page);
        assert_ne!(loopback("http://localhost:8081"), page);
        assert_ne!(loopback("https://localhost:8080"), page);
        assert_eq!(loopback("http://localhost"), Some(("http", "80")));
        assert_eq!(loopback("http://evil.example:8080"), None);
        assert_eq!(loopback("http://localhost.evil.example:8080"), None);
    }
}
