//! The board page's API served for a test: the real front end (`carcassonne_bot::web`)
//! on a loopback port of its own over a service, a plain HTTP/1.1 client for it, and a
//! client of its live socket.

use std::io::{Read as _, Write as _};
use std::net::SocketAddr;

use carcassonne_bot::config::{Token, Web};
use carcassonne_bot::service::{Link, Service};
use carcassonne_engine::Seat;
use serde_json::Value;

/// The key the served API signs its links with.
pub const SECRET: &str = "the-test-link-secret-of-32-chars-or-more";

/// The public address the served API knows: the only `Origin` it accepts.
pub const PUBLIC_URL: &str = "https://board.example.test";

/// A link's lifetime in the tests: long past any test.
const DAY_MS: i64 = 24 * 3600 * 1000;

/// The API serving on a loopback port until dropped (its runtime goes with it); it
/// is asked as a [`Client`] is.
pub struct Served {
    client: Client,
    _runtime: tokio::runtime::Runtime,
}

impl std::ops::Deref for Served {
    type Target = Client;

    fn deref(&self) -> &Client {
        &self.client
    }
}

/// A plain HTTP/1.1 client of the API at its address: one connection per request.
pub struct Client {
    pub addr: SocketAddr,
}

/// Serves the board page's API over `service`: the port is bound before this returns,
/// so requests may follow at once.
pub fn serve(service: Service) -> Served {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    listener.set_nonblocking(true).expect("a non-blocking listener");
    let addr = listener.local_addr().expect("its address");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    let settings = Web { addr, public_url: PUBLIC_URL.into(), link_secret: Token::new(SECRET) };
    runtime.spawn(async move {
        let listener = tokio::net::TcpListener::from_std(listener).expect("a tokio listener");
        carcassonne_bot::web::serve(listener, service, &settings).await.expect("the API serves");
    });
    Served { client: Client { addr }, _runtime: runtime }
}

/// The token of a link to `game` for `seat` (a spectator's for `None`), valid for a day
/// from now, in `lang`'s words.
pub fn link(game: i64, seat: Option<u8>, lang: carcassonne_bot::locale::Lang) -> String {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970");
    let now = i64::try_from(now.as_millis()).expect("a time in range");
    Link { game, seat: seat.map(Seat), expires: now + DAY_MS, lang }.sign(SECRET.as_bytes())
}

/// An answer: its status and body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub content_type: String,
    pub body: Vec<u8>,
}

impl Answer {
    /// The body as JSON.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&self.body)))
    }

    /// A refusal's sentence, checked to be a refusal with `status`.
    pub fn refused(&self, status: u16) -> String {
        assert_eq!(self.status, status, "{}", String::from_utf8_lossy(&self.body));
        self.json()["refused"].as_str().expect("a refusal says why").to_string()
    }
}

impl Client {
    /// Sends one request (`headers` beside the host and length) and reads the whole
    /// answer: the connection is closed after it.
    pub fn request(&self, method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Answer {
        let mut stream = std::net::TcpStream::connect(self.addr).expect("the API listens");
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Length: {}\r\n",
            self.addr,
            body.len()
        );
        for (name, value) in headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        stream.write_all(format!("{head}\r\n{body}").as_bytes()).expect("the request is sent");
        let mut raw = Vec::new();
        stream.read_to_end(&mut raw).expect("an answer");
        let end = raw.windows(4).position(|w| w == b"\r\n\r\n").expect("a head");
        let head = String::from_utf8_lossy(&raw[..end]).to_string();
        let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).expect("a status");
        let content_type = head
            .lines()
            .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-type: ").map(str::to_owned))
            .unwrap_or_default();
        Answer { status, content_type, body: raw[end + 4..].to_vec() }
    }

    /// `GET /api/game` with `link` in its header.
    pub fn game(&self, link: &str) -> Answer {
        self.request("GET", "/api/game", &[("X-Board-Link", link)], "")
    }

    /// `POST /api/act` of `action` at `revision` with `link` in its header, from the
    /// public address's own page.
    pub fn act(&self, link: &str, revision: u64, action: &str) -> Answer {
        let body = serde_json::json!({ "revision": revision, "action": action }).to_string();
        self.request("POST", "/api/act", &[("X-Board-Link", link), ("Origin", PUBLIC_URL)], &body)
    }
}

/// A client of the board page's live socket (`GET /api/live`): the frames it was told.
pub struct Live {
    stream: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
}

/// Opens the live socket of the API at `addr` with `link` in the query, from the page
/// at `origin`: the socket, or the status of the refusal.
pub async fn live(addr: SocketAddr, link: &str, origin: &str) -> Result<Live, u16> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest as _;
    let mut request = format!("ws://{addr}/api/live?link={link}").into_client_request().expect("a request");
    request.headers_mut().insert("Origin", origin.parse().expect("an origin"));
    match tokio_tungstenite::connect_async(request).await {
        Ok((stream, _)) => Ok(Live { stream }),
        Err(tokio_tungstenite::tungstenite::Error::Http(answer)) => Err(answer.status().as_u16()),
        Err(e) => panic!("the live socket: {e}"),
    }
}

impl Live {
    /// The next revision it is told (pings are answered by the client on the way),
    /// within the fake Discord's patience.
    pub async fn revision(&mut self) -> u64 {
        use futures_util::StreamExt as _;
        use tokio_tungstenite::tungstenite::Message;
        let patience = crate::support::fake_discord::server::PATIENCE;
        loop {
            let frame = tokio::time::timeout(patience, self.stream.next())
                .await
                .expect("a frame in time")
                .expect("the socket open")
                .expect("a frame");
            match frame {
                Message::Text(text) => {
                    let told: Value = serde_json::from_str(&text).expect("JSON");
                    assert_eq!(told.as_object().map(serde_json::Map::len), Some(1), "{told}");
                    return told["revision"].as_u64().unwrap_or_else(|| panic!("a revision: {told}"));
                }
                Message::Ping(_) | Message::Pong(_) => {}
                other => panic!("an unexpected frame: {other:?}"),
            }
        }
    }

    /// Waits until it is told `wanted` (any revisions before it are skipped).
    pub async fn until(&mut self, wanted: u64) {
        while self.revision().await < wanted {}
    }
}
