//! The guide's reverse proxy blocks work as printed (docs/operating.md, "Behind a
//! reverse proxy"): the machine's nginx and Caddy, each run with its block (only the
//! ports, nginx's certificate and Caddy's site name changed: `support::proxy` says
//! exactly how), in front of the real bot (beside the fake Discord). Through each, in
//! Chromium, a seat plays its turn on the page and the page hears the other seat's slash
//! command move on its live socket; every file the page loaded and its socket went
//! through the proxy. Through each, a request to any path reaches the bot with the
//! caller's address in `X-Real-IP` and last in `X-Forwarded-For`, whatever the caller
//! wrote there. nginx waits longer for a quiet socket than the bot takes to ping it.
//!
//! Without Chromium, nginx (and `openssl`) or Caddy the tests needing them say they
//! skipped, unless `REQUIRE_BROWSER=1` (CI) makes that a failure.

use std::io::{Read as _, Write as _};

use carcassonne_bot::locale::Lang;

use super::live::next_move;
use crate::support::fake_discord::Person;
use crate::support::proxy::{self, Kind};
use crate::support::web::{self, Client};

/// The people at the table.
const PEOPLE: [Person; 2] = [
    Person { id: 111_111_111_111_111_111, name: "Alice" },
    Person { id: 222_222_222_222_222_222, name: "Bob" },
];

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_turn_is_played_through_the_guides_nginx() {
    turn_through(Kind::Nginx, "/").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_turn_is_played_through_the_guides_caddy() {
    turn_through(Kind::Caddy, "/board").await;
}

/// The bot serving the page at the address of a `kind` proxy in front of it: the first
/// seat to move opens its page there and plays its turn; the other moves by slash
/// command, which the page hears on its live socket (`web/tests/proxy.mjs`). The page
/// is opened at `page`: `/`, where Discord's Activity and a bare address land, or `/board`,
/// where the players' links point.
async fn turn_through(kind: Kind, page: &str) {
    let Some(browser) = web::browser() else { return };
    let Some(program) = proxy::installed(kind) else { return };
    // The proxy's address is the page's public one: the bot must know it before it
    // starts, and the proxy the bot's address before it starts.
    let listen = crate::support::fake_discord::endpoint::free_addr();
    let public = kind.url(listen);
    let bot = web::page_bot(&[("WEB_PUBLIC_URL", public.as_str())]).await;
    let running = tokio::task::block_in_place(|| proxy::start(kind, &program, bot.addr, listen));
    let (fake, bot_addr) = (&bot.fake, bot.addr);
    fake.command(&PEOPLE[0], "new", serde_json::json!([])).await;
    fake.command(&PEOPLE[1], "join", serde_json::json!([])).await;
    fake.command(&PEOPLE[0], "start", serde_json::json!([])).await;
    let game = web::home_game(&bot.db);
    let links: Vec<String> = (0..2).map(|seat| web::link(game, Some(seat), Lang::En)).collect();
    let (seat, shown) = tokio::task::block_in_place(|| {
        let client = Client { addr: bot_addr };
        let (seat, _, _) = next_move(&client, &links);
        (seat, client.game(&links[seat]).json())
    });
    let other = shown["seats"][1 - seat]["name"].as_str().expect("a name");
    let other = PEOPLE.iter().find(|p| p.name == other).expect("a person");
    let url = format!("{}{page}#{}", running.url, links[seat]);
    let runtime = tokio::runtime::Handle::current();
    let printed = tokio::task::block_in_place(|| {
        web::scenario_with_move(&browser, "proxy", &url, || {
            runtime.block_on(fake.place_first(other));
            other.name.to_string()
        })
    });
    let loaded: Vec<(&str, &str)> =
        printed.lines().filter_map(|l| l.strip_prefix("loaded ")?.split_once(' ')).collect();
    for path in [page, "/board.js", "/board.css", "/api/game", "/api/board-only.png"] {
        assert!(
            loaded.iter().any(|(p, _)| *p == path),
            "the page loaded {path} through {}: {printed}",
            kind.name()
        );
    }
    for (path, server) in &loaded {
        assert!(
            server.starts_with(kind.server()),
            "{path} answered by {server}, not {}: {printed}",
            kind.name()
        );
    }
    let socket = format!("{}/api/live", public.replacen("http", "ws", 1));
    let sockets: Vec<&str> = printed.lines().filter_map(|l| l.strip_prefix("socket ")).collect();
    assert!(!sockets.is_empty() && sockets.iter().all(|s| *s == socket), "sockets at {socket}: {printed}");
    let after = tokio::task::block_in_place(|| Client { addr: bot_addr }.game(&links[seat]).json());
    // The page's tile and figure (two revisions), then the slash command's tile.
    let revision = |shown: &serde_json::Value| shown["revision"].as_u64().expect("a revision");
    assert_eq!(revision(&after), revision(&shown) + 3, "{after}");
    let last = after["last_move"].as_str().expect("the last move");
    // Told as the channel tells it: "Bob placed a city cap at 0 1, …".
    assert!(last.starts_with(other.name), "{last}");
    drop(running);
    bot.stop();
}

#[test]
fn the_guides_nginx_tells_the_bot_the_callers_address() {
    callers_address_through(Kind::Nginx);
}

#[test]
fn the_guides_caddy_tells_the_bot_the_callers_address() {
    callers_address_through(Kind::Caddy);
}

/// A `kind` proxy in front of a server that answers each request with its head: a
/// request to a path the bot may serve one day reaches it as asked, and a caller (on
/// loopback) that claims another address in `X-Real-IP` and `X-Forwarded-For` is told
/// to the bot as itself, as the guide promises for the bot's and the proxy's logs.
fn callers_address_through(kind: Kind) {
    let Some(program) = proxy::installed(kind) else { return };
    let upstream = std::net::TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let upstream_addr = upstream.local_addr().expect("its address");
    let running =
        proxy::start(kind, &program, upstream_addr, crate::support::fake_discord::endpoint::free_addr());
    let echo = std::thread::spawn(move || echo_one(&upstream));
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    let forged = "203.0.113.7";
    let answer = runtime.block_on(async {
        let client = reqwest::Client::builder().danger_accept_invalid_certs(true).build().expect("a client");
        let sent = client
            .get(format!("{}/any/path/at/all?q=1", running.url))
            .header("X-Real-IP", forged)
            .header("X-Forwarded-For", forged)
            .send()
            .await
            .expect("the proxy answers");
        assert_eq!(sent.status(), 200, "{}", running.log());
        sent.text().await.expect("the head it saw")
    });
    let seen = echo.join().expect("the server saw the request");
    assert_eq!(answer, seen);
    assert!(seen.starts_with("GET /any/path/at/all?q=1 HTTP/1.1\r\n"), "every path goes to the bot: {seen}");
    let header = |name: &str| {
        seen.lines()
            .find_map(|l| {
                l.split_once(':').filter(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.trim())
            })
            .unwrap_or_else(|| panic!("no {name} from {}: {seen}", kind.name()))
            .to_owned()
    };
    assert_eq!(header("X-Real-IP"), "127.0.0.1", "{}: {seen}", kind.name());
    let forwarded = header("X-Forwarded-For");
    assert_eq!(forwarded.rsplit(',').next().map(str::trim), Some("127.0.0.1"), "{}: {seen}", kind.name());
}

/// Answers the one request `upstream` receives with its head as the body: the head.
fn echo_one(upstream: &std::net::TcpListener) -> String {
    let (mut stream, _) = upstream.accept().expect("the proxy connects");
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        stream.read_exact(&mut byte).expect("the request's head");
        head.push(byte[0]);
    }
    let head = String::from_utf8(head).expect("a head in ASCII");
    let answer = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{head}",
        head.len()
    );
    stream.write_all(answer.as_bytes()).expect("the answer");
    head
}

/// The bot tells each live socket its revision every [`carcassonne_bot::web::PING`];
/// nginx closes a proxied connection that stays quiet for its `proxy_read_timeout` (or
/// whose writes stall for `proxy_send_timeout`): the guide's block waits more than two
/// tellings, so a missed one closes nothing. (Caddy closes no socket for being quiet.)
#[test]
fn the_guides_nginx_waits_out_more_than_two_pings() {
    let block = proxy::block(Kind::Nginx);
    for directive in ["proxy_read_timeout", "proxy_send_timeout"] {
        let value = block
            .lines()
            .find_map(|l| l.trim().strip_prefix(directive))
            .unwrap_or_else(|| panic!("the block sets {directive}: {block}"));
        let seconds: u64 = value
            .trim()
            .strip_suffix("s;")
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("{directive} in seconds: {value}"));
        assert!(
            std::time::Duration::from_secs(seconds) > 2 * carcassonne_bot::web::PING,
            "{directive} {seconds}s"
        );
    }
}
