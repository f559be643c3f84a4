//! `local --web ADDR`: the terminal's game on the board page, so that a newcomer plays
//! by hand with no Discord at all.
//!
//! The page is served by the web front end itself, over a second connection to the
//! terminal's database (a service is one connection): a file or PostgreSQL, never a
//! database in memory, which no second connection reaches; without `--db` the game goes
//! to a temporary file ([`Temporary`]). Its links are signed with a key made afresh for
//! each run, so that a link of an earlier run opens nothing. A move made on the page is
//! recorded to be told (as in Discord), and the terminal, which follows the store's
//! change feed, prints it as it prints any move.

use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::{Context as _, Result};

use crate::config::{Guard, Links, Token, Web};
use crate::service::{Lang, Link, Origin, Seat, Service};

/// How long a link printed by a run opens the board: any run's length, since the run's
/// key dies with it anyway.
const LINK_DAYS: i64 = 30;

/// A folder of the system's temporary ones holding the game's file while the run lasts:
/// removed with everything in it (the file, its journal, its hold's lock) when dropped.
pub struct Temporary(PathBuf);

impl Temporary {
    /// A new, empty folder, named after this process and a random number.
    pub fn new() -> Result<Temporary> {
        let dir = std::env::temp_dir().join(format!(
            "carcassonne-local-{}-{:08x}",
            std::process::id(),
            rand::random::<u32>()
        ));
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        Ok(Temporary(dir))
    }

    /// The game's file in it.
    pub fn database(&self) -> PathBuf {
        self.0.join("game.sqlite")
    }
}

impl Drop for Temporary {
    fn drop(&mut self) {
        if let Err(e) = std::fs::remove_dir_all(&self.0) {
            eprintln!("{}: {e}", self.0.display());
        }
    }
}

/// What serves the board page over a service on a listener: the web front end's
/// `serve`, handed down by the binary (a front end does not reach into its sibling).
pub type BoardServer = fn(
    tokio::net::TcpListener,
    Service,
    Web,
) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<()>> + Send>>;

/// The board page served for the run, until dropped (its runtime stops with it).
pub struct Served {
    /// `http://` and the address bound: the links' base and the page's own origin.
    pub url: String,
    secret: Token,
    _runtime: tokio::runtime::Runtime,
}

impl Served {
    /// Binds `addr` (port 0: any free one) and serves the board page there over another
    /// connection to the database of `origin`; the moves made on the page are recorded
    /// to be told in the terminal.
    pub fn start(addr: SocketAddr, origin: &Origin, serve: BoardServer) -> Result<Served> {
        let mut service = Service::open_origin(origin).context("opening the game for the board page")?;
        service.tell_page_moves(true);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .context("starting the board page's runtime")?;
        let bound = std::net::TcpListener::bind(addr).with_context(|| format!("listening on {addr}"))?;
        bound.set_nonblocking(true)?;
        let local = bound.local_addr()?;
        let listener = {
            let _inside = runtime.enter();
            tokio::net::TcpListener::from_std(bound)?
        };
        let url = format!("http://{local}");
        let key: [u8; 32] = rand::random();
        let secret = Token::new(key.iter().map(|b| format!("{b:02x}")).collect::<String>());
        let settings = Web {
            addr: local,
            public_url: url.clone(),
            link_secret: secret.clone(),
            activity: None,
            links: Links::Terminal,
            guard: Guard::default(),
        };
        runtime.spawn(async move {
            if let Err(e) = serve(listener, service, settings).await {
                tracing::error!(error = %e, "the board page stopped");
            }
        });
        Ok(Served { url, secret, _runtime: runtime })
    }

    /// The private link of `seat` to `game`, whose language is `lang`, at `now`.
    pub fn link(&self, game: i64, seat: Seat, lang: Lang, now: i64) -> String {
        let expires = now + LINK_DAYS * 24 * 3600 * 1000;
        let link = Link { game, seat: Some(seat), expires, lang };
        format!("{}/board#{}", self.url, link.sign(self.secret.expose().as_bytes()))
    }
}
