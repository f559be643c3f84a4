//! Board page figures (printed, never asserted): the page's size, each of its files
//! raw and gzipped (as a server compressing them would send them), and a move's round
//! trip through the web API beside a slash command's, on the same game.
//!
//! The same 60-tile two-player game (the same seed, the same random legal moves) is
//! played twice in one SQLite file: once through `POST /api/act` on loopback (one
//! connection per request; the page's own service behind it, with its durable commit),
//! timed from the request's first byte to the answer's last; once as slash commands
//! through `Service::handle` from Discord, timed around the call. The slash command's
//! answer carries the turn's image; the page's carries none (it fetches the board
//! image after), so the page's move is also timed with that image's request.
//!
//! Run with `cargo bench --bench web`.

#[allow(dead_code, reason = "the web bench plays the base game only")]
mod play;

use std::io::{Read as _, Write as _};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use carcassonne_bot::config::{Guard, Links, Token, Web};
use carcassonne_bot::service::{Command, Context, Front, Link, Service};
use carcassonne_bot::store::Store;
use carcassonne_engine::{GameRng, Seat};
use play::{Rules, ctx, next, start};

/// The tiles of the game played.
const TILES: usize = 60;

/// The key the bench's links are signed with.
const SECRET: &str = "the-bench-link-secret-of-32-chars-or-more";

/// The bytes of `data` gzipped at the default level.
fn gzipped(data: &[u8]) -> usize {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(data).expect("in memory");
    encoder.finish().expect("in memory").len()
}

/// The page's files, raw and gzipped.
fn page_size() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/web");
    let mut names: Vec<_> =
        std::fs::read_dir(&dir).expect("assets/web").map(|e| e.expect("a file").path()).collect();
    names.sort();
    println!("the board page (assets/web), bytes raw / gzipped:");
    let (mut raw, mut zipped) = (0, 0);
    for path in names {
        let data = std::fs::read(&path).expect("a file");
        let z = gzipped(&data);
        println!("  {:<12} {:>8} / {:>7}", path.file_name().unwrap().to_string_lossy(), data.len(), z);
        raw += data.len();
        zipped += z;
    }
    println!("  {:<12} {raw:>8} / {zipped:>7}", "total");
}

/// One HTTP/1.1 request to `addr` on a connection of its own, read to its end; its status.
fn request(addr: SocketAddr, method: &str, path: &str, link: &str, body: &str) -> u16 {
    let mut stream = std::net::TcpStream::connect(addr).expect("the API listens");
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nX-Board-Link: {link}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(head.as_bytes()).expect("sent");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("an answer");
    let text = String::from_utf8_lossy(&raw[..raw.len().min(16)]).to_string();
    text.split(' ').nth(1).and_then(|s| s.parse().ok()).expect("a status")
}

/// `name` sending a slash command in `channel` from Discord.
fn slash(channel: &str, name: &str) -> Context {
    Context { front: Front::Discord, ..ctx(channel, name) }
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let at = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[at].as_secs_f64() * 1e3
}

fn report(label: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "  {label:<34} n={:>3}  p50 {:>7.2} ms  p99 {:>7.2} ms",
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.99)
    );
}

fn main() {
    page_size();
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("bench.sqlite");
    let mut service = Service::new(Store::open(&path).expect("the file"));
    let page = Service::open_origin(&service.origin()).expect("a second connection");
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let bound = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    bound.set_nonblocking(true).expect("non-blocking");
    let addr = bound.local_addr().expect("an address");
    let listener = {
        let _inside = runtime.enter();
        tokio::net::TcpListener::from_std(bound).expect("a listener")
    };
    let settings = Web {
        addr,
        public_url: format!("http://{addr}"),
        link_secret: Token::new(SECRET),
        activity: None,
        links: Links::Discord,
        guard: Guard::default(),
    };
    runtime.spawn(async move { carcassonne_bot::web::serve(listener, page, &settings).await });

    let seed = 7;
    start(&mut service, "web", TILES, seed, Rules::Base);
    start(&mut service, "slash", TILES, seed, Rules::Base);
    let (mut web, mut with_image, mut commands) = (Vec::new(), Vec::new(), Vec::new());
    let mut rng = GameRng::from_seed(seed);
    while let Some((name, action)) = next(&mut service, "web", &mut rng) {
        let table = service.table(&ctx("web", "A")).expect("the game");
        let seat = table.names().iter().position(|n| *n == name).expect("a seat");
        let link = Link {
            game: table.row.id.0,
            seat: Some(Seat(u8::try_from(seat).expect("a seat"))),
            // A link of its own for each move (another expiry), as the rate limit counts
            // per link: a game's moves in a row would spend one link's burst.
            expires: i64::MAX - i64::try_from(web.len()).expect("a count"),
            lang: table.lang(),
        }
        .sign(SECRET.as_bytes());
        let body =
            serde_json::json!({ "revision": table.row.revision, "action": action.to_string() }).to_string();
        let started = Instant::now();
        let status = request(addr, "POST", "/api/act", &link, &body);
        let acted = started.elapsed();
        assert_eq!(status, 200, "{action}");
        request(addr, "GET", "/api/board-only.png?cell=64", &link, "");
        web.push(acted);
        with_image.push(started.elapsed());

        let started = Instant::now();
        let reply = service.handle(&slash("slash", &name), Command::Play(action));
        commands.push(started.elapsed());
        assert!(!reply.refused, "{action}: {:?}", reply.private);
    }
    println!("a move's round trip, {TILES}-tile game, loopback, wall clock:");
    report("web API POST /api/act", web);
    report("web API act + board image", with_image);
    report("slash command (Service::handle)", commands);
}
