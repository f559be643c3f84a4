//! The bot's operator endpoint (`METRICS_ADDR`) as a test reads it: a free address to
//! give the bot, and `GET` over plain HTTP, an accepted connection left unanswered
//! being a failure.

use std::net::SocketAddr;
use std::time::Duration;

use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

use super::super::patience::PATIENCE;

/// A free port on 127.0.0.1, for the bot (or the fake) to listen on.
pub fn free_addr() -> SocketAddr {
    let probe = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    probe.local_addr().expect("its address")
}

/// `GET path` on `addr`: the status code and the body, or `None` while nothing listens.
/// Panics when the connection is accepted but never answered (within [`PATIENCE`]): a
/// health check must tell a bot that is starting from one that is stuck.
pub async fn get(addr: SocketAddr, path: &str) -> Option<(u16, String)> {
    let mut stream = tokio::net::TcpStream::connect(addr).await.ok()?;
    let exchange = async {
        let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.ok()?;
        let mut response = String::new();
        stream.read_to_string(&mut response).await.ok()?;
        let (head, body) = response.split_once("\r\n\r\n")?;
        let status = head.split_whitespace().nth(1)?.parse().ok()?;
        Some((status, body.to_string()))
    };
    let answer = tokio::time::timeout(PATIENCE, exchange).await;
    answer.unwrap_or_else(|_| panic!("{addr}{path} accepted the connection but said nothing in {PATIENCE:?}"))
}

/// Asks `GET path` again, a moment apart, until `wanted` accepts the answer (within
/// `patience`); that answer.
pub async fn until(
    addr: SocketAddr,
    path: &str,
    patience: Duration,
    wanted: impl Fn(u16, &str) -> bool,
) -> (u16, String) {
    let deadline = tokio::time::Instant::now() + patience;
    loop {
        let answer = get(addr, path).await;
        if let Some((status, body)) = &answer
            && wanted(*status, body)
        {
            return (*status, body.clone());
        }
        assert!(tokio::time::Instant::now() < deadline, "{path} never answered as wanted: last {answer:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The verdict of a `/healthz` answer: its first line (`ok`, or every reason it is not,
/// joined by `; `); the lines after it name the database and the shards.
pub fn verdict(body: &str) -> &str {
    body.lines().next().unwrap_or_default()
}
