//! What a stranger reaching `WEB_ADDR` directly can hold of the board page's front end
//! (`web::guard`): a body sent a byte at a time is refused once its time is up, in the
//! link's language, and changes nothing; one address holds no more connections than its
//! fill, the rest closed as they come, while the page goes on answering everyone else —
//! a flood of unfinished bodies spends the process's file descriptors no further; and
//! past the total, a connection waits its turn rather than being turned away.

use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use carcassonne_bot::config::Guard;
use carcassonne_bot::locale::Lang;

use super::started;
use crate::support::backends::TestDb;
use crate::support::web;

/// A request for the page's document, whole.
const DOCUMENT: &[u8] = b"GET /board HTTP/1.1\r\nHost: board\r\nConnection: close\r\n\r\n";

/// A connection to `addr` from the loopback address `from` (another address than
/// 127.0.0.1's, for the guard).
fn connect_from(from: &str, addr: SocketAddr) -> TcpStream {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    runtime.block_on(async {
        let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
        socket.bind(format!("{from}:0").parse().expect("an address")).expect("bound");
        let stream = socket.connect(addr).await.expect("connected").into_std().expect("a std stream");
        stream.set_nonblocking(false).expect("blocking");
        stream
    })
}

/// Everything `stream` receives until the other side closes it (or resets it).
fn answer(mut stream: TcpStream) -> String {
    let mut read = Vec::new();
    let _ = stream.read_to_end(&mut read);
    String::from_utf8_lossy(&read).into_owned()
}

/// The page's document asked on a new connection from `from`: the answer.
fn document(from: &str, addr: SocketAddr) -> String {
    let mut stream = connect_from(from, addr);
    stream.write_all(DOCUMENT).expect("sent");
    answer(stream)
}

/// How many connections to `port` its server holds open (established, or closed by the
/// client only), read from the kernel's table rather than the process's descriptors,
/// which the tests running beside this one open and close too.
fn server_ends(port: u16) -> usize {
    const ESTABLISHED: &str = "01";
    const CLOSE_WAIT: &str = "08";
    let held = |line: &str| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let local_port = fields.get(1).and_then(|a| a.rsplit(':').next());
        let state = fields.get(3).is_some_and(|st| *st == ESTABLISHED || *st == CLOSE_WAIT);
        state && local_port.and_then(|p| u16::from_str_radix(p, 16).ok()) == Some(port)
    };
    ["/proc/net/tcp", "/proc/net/tcp6"]
        .iter()
        .filter_map(|table| std::fs::read_to_string(table).ok())
        .map(|text| text.lines().skip(1).filter(|line| held(line)).count())
        .sum()
}

/// How many of `streams` the other side closed without a word, and how many it
/// answered, once at least `ended` of them have ended either way.
fn ended(streams: &[TcpStream], ended: usize) -> (usize, usize) {
    let mut outcome: Vec<Option<bool>> = vec![None; streams.len()];
    for stream in streams {
        stream.set_nonblocking(true).expect("non-blocking");
    }
    while outcome.iter().flatten().count() < ended {
        for (stream, seen) in streams.iter().zip(&mut outcome).filter(|(_, seen)| seen.is_none()) {
            let mut byte = [0u8; 1];
            match (&*stream).read(&mut byte) {
                Ok(0) => *seen = Some(false),
                Ok(_) => *seen = Some(true),
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(_) => *seen = Some(false),
            }
        }
        std::thread::yield_now();
    }
    let answered = outcome.iter().filter(|o| **o == Some(true)).count();
    (outcome.iter().flatten().count() - answered, answered)
}

/// A `POST` whose declared body never arrives whole: the first byte of a thousand.
fn unfinished_post(link: &str) -> String {
    format!(
        "POST /api/act HTTP/1.1\r\nHost: board\r\nContent-Type: application/json\r\nX-Board-Link: {link}\r\nContent-Length: 1000\r\n\r\n{{"
    )
}

#[test]
fn a_body_sent_too_slowly_is_refused_in_the_link_s_language_and_changes_nothing() {
    let db = TestDb::sqlite();
    let game = started(&mut db.service(), 4, Lang::Fr);
    let guard = Guard { body_within: Duration::from_millis(300), ..Guard::default() };
    let served = web::serve_guarded(db.service(), guard);
    let link = web::link(game, Some(0), Lang::Fr);
    let before = served.game(&link).json();

    let mut slow = TcpStream::connect(served.addr).expect("connected");
    slow.write_all(unfinished_post(&link).as_bytes()).expect("sent");
    let said = answer(slow);
    assert!(said.starts_with("HTTP/1.1 408"), "{said}");
    assert!(said.contains("Le contenu de cette requête n'est pas arrivé à temps"), "{said}");

    let after = served.game(&link).json();
    assert_eq!(after["revision"], before["revision"], "nothing changed");
}

#[test]
fn one_address_holds_no_more_than_its_fill_and_the_page_answers_everyone_else() {
    let db = TestDb::sqlite();
    let game = started(&mut db.service(), 4, Lang::En);
    let guard = Guard { per_address: 16, loopback_capped: true, ..Guard::default() };
    let served = web::serve_guarded(db.service(), guard);
    let link = web::link(game, Some(0), Lang::En);

    // A stranger's flood of unfinished bodies: 300 connections from one address.
    let flood: Vec<TcpStream> = (0..300)
        .map(|_| {
            let mut stream = connect_from("127.0.0.3", served.addr);
            stream.write_all(unfinished_post(&link).as_bytes()).expect("sent");
            stream
        })
        .collect();
    // Past its fill, each was closed as it came: the first 284 to end have ended without
    // an answer (a guard that let them all in would answer each 408 once its time is up).
    let (closed, answered) = ended(&flood, 300 - 16);
    assert_eq!((closed, answered), (300 - 16, 0), "all but the address's fill closed at once");
    // The server holds at most the fill's ends of them.
    let held = server_ends(served.addr.port());
    assert!(held <= 16, "the server holds {held} connections of one address");

    // Everyone else is served meanwhile.
    assert!(document("127.0.0.2", served.addr).starts_with("HTTP/1.1 200"));
    // The stranger's address too, once its connections are gone.
    drop(flood);
    while !document("127.0.0.3", served.addr).starts_with("HTTP/1.1 200") {
        std::thread::yield_now();
    }
}

#[test]
fn past_the_total_a_connection_waits_its_turn() {
    let db = TestDb::sqlite();
    let guard = Guard { connections: 2, ..Guard::default() };
    let served = web::serve_guarded(db.service(), guard);
    let idle: Vec<TcpStream> = (0..2).map(|_| TcpStream::connect(served.addr).expect("connected")).collect();
    let mut third = TcpStream::connect(served.addr).expect("queued by the system, not refused");
    third.write_all(DOCUMENT).expect("sent");
    drop(idle);
    assert!(answer(third).starts_with("HTTP/1.1 200"), "answered once a place was free");
}
