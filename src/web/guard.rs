//! What the board page's connections may hold, so that a stranger who reaches `WEB_ADDR`
//! directly cannot keep the page, nor `/healthz` and the database (by spending the
//! process's file descriptors), from anyone else: [`Guarded`] accepts at most
//! [`Guard::connections`] at once (the next waits in the system's queue, holding no
//! descriptor of ours) and at most [`Guard::per_address`] from one address (more are
//! closed as they come), and sets `TCP_NODELAY` on each, so that a move's small answer
//! leaves at once instead of waiting for the page's acknowledgement of the last one;
//! [`timely_body`] refuses a request whose body has not arrived whole within
//! [`Guard::body_within`] (408), freeing its connection.
//!
//! A proxy carries every member's connections from its one address: loopback, where
//! the guide's nginx and Caddy run, is held to the total alone unless
//! [`Guard::loopback_capped`] says otherwise.

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};

use axum::body::{Body, Bytes, HttpBody as _};
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse as _, Response};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::{LARGEST_BODY, Link, Page, link_of, refusal};
use crate::config::Guard;
use crate::service::{Lang, Refusal, Refused};

/// The board page's listener, holding its connections to the [`Guard`].
pub struct Guarded {
    listener: TcpListener,
    open: Arc<Open>,
}

/// The connections open now: a permit each, and a count per address.
#[derive(Debug)]
struct Open {
    guard: Guard,
    permits: Arc<Semaphore>,
    by_address: Mutex<HashMap<IpAddr, usize>>,
}

impl Guarded {
    /// `listener`, its connections held to `guard`.
    pub fn new(listener: TcpListener, guard: Guard) -> Guarded {
        let open = Open {
            guard,
            permits: Arc::new(Semaphore::new(guard.connections)),
            by_address: Mutex::new(HashMap::new()),
        };
        Guarded { listener, open: Arc::new(open) }
    }
}

impl Open {
    /// Counts a connection from `ip`, unless its address has its fill already.
    fn admit(self: &Arc<Open>, ip: IpAddr) -> Option<Counted> {
        if ip.is_loopback() && !self.guard.loopback_capped {
            return Some(Counted { open: Arc::clone(self), ip: None });
        }
        let mut by_address = self.by_address.lock().unwrap_or_else(PoisonError::into_inner);
        let count = by_address.entry(ip).or_insert(0);
        if *count >= self.guard.per_address {
            return None;
        }
        *count += 1;
        Some(Counted { open: Arc::clone(self), ip: Some(ip) })
    }
}

/// One connection counted against its address until it closes.
#[derive(Debug)]
struct Counted {
    open: Arc<Open>,
    /// Its address, when it counts against one.
    ip: Option<IpAddr>,
}

impl Drop for Counted {
    fn drop(&mut self) {
        let Some(ip) = self.ip else { return };
        let mut by_address = self.open.by_address.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = by_address.get_mut(&ip) {
            *count -= 1;
            if *count == 0 {
                by_address.remove(&ip);
            }
        }
    }
}

impl axum::serve::Listener for Guarded {
    type Io = Held;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Held, SocketAddr) {
        loop {
            let permit =
                Arc::clone(&self.open.permits).acquire_owned().await.expect("the permits are never closed");
            let (stream, addr) = axum::serve::Listener::accept(&mut self.listener).await;
            // One address past its fill: the stream closes here, the permit goes back.
            let Some(counted) = self.open.admit(addr.ip()) else {
                tracing::debug!(%addr, "a connection past its address's fill closed");
                continue;
            };
            if let Err(e) = stream.set_nodelay(true) {
                tracing::debug!(%addr, error = %e, "TCP_NODELAY not set");
            }
            return (Held { stream, _permit: permit, _counted: counted }, addr);
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// Who is calling, as a handler may count them: the address that connected, or, where
/// that is loopback (the guide's reverse proxy, which sets both), the caller's address
/// the proxy tells in `X-Real-IP` or last in `X-Forwarded-For`. A header is believed
/// from loopback alone: from anywhere else anyone could write one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peer(pub SocketAddr);

impl axum::extract::connect_info::Connected<axum::serve::IncomingStream<'_, Guarded>> for Peer {
    fn connect_info(stream: axum::serve::IncomingStream<'_, Guarded>) -> Peer {
        Peer(*stream.remote_addr())
    }
}

impl Peer {
    /// The caller's address, by `headers` where the connection is the local proxy's.
    pub fn caller(self, headers: &axum::http::HeaderMap) -> IpAddr {
        let told = || {
            let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
            let real = header("x-real-ip").map(str::trim);
            let forwarded = header("x-forwarded-for").and_then(|v| v.rsplit(',').next()).map(str::trim);
            real.or(forwarded)?.parse().ok()
        };
        if self.0.ip().is_loopback() { told().unwrap_or(self.0.ip()) } else { self.0.ip() }
    }
}

/// An accepted connection, holding its permit and its address's count until it closes
/// (a live socket's, when the socket closes).
#[derive(Debug)]
pub struct Held {
    stream: TcpStream,
    _permit: OwnedSemaphorePermit,
    _counted: Counted,
}

impl AsyncRead for Held {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Held {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// Reads a request's body whole within [`Guard::body_within`] before anything else
/// looks at it, or refuses the request with 408 in its link's language: a body sent a
/// byte at a time would otherwise hold its connection for as long as its sender likes.
/// At most one byte past [`LARGEST_BODY`] is read, which the body's reader then refuses
/// as too large, as before.
pub(super) async fn timely_body(State(page): State<Arc<Page>>, request: Request, next: Next) -> Response {
    if request.body().is_end_stream() {
        return next.run(request).await;
    }
    let lang = link_of(request.headers()).map_or(Lang::En, Link::lang_named);
    let (parts, body) = request.into_parts();
    match tokio::time::timeout(page.guard.body_within, read_up_to(body, LARGEST_BODY + 1)).await {
        Ok(Ok(bytes)) => next.run(Request::from_parts(parts, Body::from(bytes))).await,
        // It broke off: nobody is left to read an answer.
        Ok(Err(())) => axum::http::StatusCode::BAD_REQUEST.into_response(),
        Err(_) => refusal(Refusal::new(Refused::TooSlow, lang, "web-too-slow")),
    }
}

/// `body`'s bytes, the first `most` of them at most.
async fn read_up_to(mut body: Body, most: usize) -> Result<Bytes, ()> {
    let mut read = Vec::new();
    while read.len() < most {
        let frame = std::future::poll_fn(|cx| Pin::new(&mut body).poll_frame(cx)).await;
        match frame {
            None => break,
            Some(Ok(frame)) => {
                if let Ok(data) = frame.into_data() {
                    read.extend_from_slice(&data[..data.len().min(most - read.len())]);
                }
            }
            Some(Err(_)) => return Err(()),
        }
    }
    Ok(Bytes::from(read))
}
