//! The operator's HTTP endpoint on `METRICS_ADDR`: `GET /metrics`, Prometheus's text
//! format, and `GET /healthz`, both served from the moment the port is bound (before
//! the database is opened, before Discord is reached): `200 ok` once every gateway shard this process runs is
//! connected and the database is sound, else `503` and why, in plain English
//! ([`Health`] tells how far the start has got and which shards' leases it waits for;
//! the database must still be writable, still the file at its path, and answer a
//! read, within [`CHECK_DEADLINE`]). Either way two more lines name the database and
//! the shards this process runs.
//!
//! The gauges are read when scraped: the games counted by a service of the endpoint's
//! own (its own database connection, opened once the bot's own is, used off the async
//! runtime), the shards' state
//! from serenity's shard manager once the gateway runs. It holds the Prometheus
//! recorder (installed by [`crate::metrics`], which records everything) and runs its
//! upkeep; it serves, it must not touch games.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use anyhow::{Context as _, Result};
use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use metrics_exporter_prometheus::PrometheusHandle;

use super::health::Health;
use crate::service::{Service, ServiceError};

/// How often histograms' recent samples are folded in, as the exporter's own listener
/// would (without it they pile up between scrapes).
const UPKEEP: Duration = Duration::from_secs(5);

/// Prometheus's text format.
const TEXT_FORMAT: &str = "text/plain; version=0.0.4; charset=utf-8";

/// How long `/healthz` waits for the database's answer before it says it did not
/// answer: a health check gives up after a few seconds (the guide's `curl --max-time
/// 5`), and must then hear why rather than nothing. The look itself goes on, bounded by
/// the store's own deadlines, and the next check waits for it.
const CHECK_DEADLINE: Duration = Duration::from_secs(3);

/// Listens on `addr`, installs the process's metrics recorder and serves from now on,
/// reading how far the start has got from `health`, and the games through the service
/// given to [`Watched::opened`] once the database is open: a taken address stops the
/// bot at once, and every command from the first one is counted.
///
/// # Errors
/// The address cannot be listened on, or a recorder is installed already.
pub async fn serve(addr: SocketAddr, health: Arc<Health>, database: String) -> Result<Arc<Watched>> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("METRICS_ADDR: cannot listen on {addr}"))?;
    let prometheus = crate::metrics::install().context("installing the metrics recorder")?;
    let state = Arc::new(Watched { health, service: Mutex::new(None), database });
    let upkeep = prometheus.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(UPKEEP);
        loop {
            every.tick().await;
            upkeep.run_upkeep();
        }
    });
    let app = Router::new()
        .route("/metrics", get(move |State(state)| scrape(state, prometheus)))
        .route("/healthz", get(healthz))
        .with_state(Arc::clone(&state));
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the metrics endpoint stopped");
        }
    });
    Ok(state)
}

/// What the endpoint reads.
#[derive(Debug)]
pub struct Watched {
    health: Arc<Health>,
    /// The endpoint's own service, once the bot has opened the database: none before,
    /// so that a check never opens (creates, migrates) it ahead of the bot.
    service: Mutex<Option<Service>>,
    /// The database, as the operator named it (a password hidden).
    database: String,
}

impl Watched {
    /// The database is open: from now on the checks read it through `service`.
    pub fn opened(&self, service: Service) {
        *self.service.lock().unwrap_or_else(PoisonError::into_inner) = Some(service);
    }

    /// Runs `f` with the endpoint's service on a blocking thread, so the async runtime
    /// never waits on the database, for at most [`CHECK_DEADLINE`]; `None` before the
    /// database is open.
    ///
    /// # Errors
    /// `f` panicked, or the database did not answer by the deadline.
    async fn with_service<T: Send + 'static>(
        self: &Arc<Self>,
        f: impl FnOnce(&mut Service) -> T + Send + 'static,
    ) -> Result<Option<T>> {
        let this = Arc::clone(self);
        let looking = tokio::task::spawn_blocking(move || {
            this.service.lock().unwrap_or_else(PoisonError::into_inner).as_mut().map(f)
        });
        match tokio::time::timeout(CHECK_DEADLINE, looking).await {
            Ok(looked) => looked.context("reading the database panicked"),
            Err(_) => anyhow::bail!("it did not answer within {} s", CHECK_DEADLINE.as_secs()),
        }
    }

    /// What is wrong with the database, if anything: no longer writable or no longer
    /// the file at its path (the store's words name the file and the fault), or not
    /// answering (a PostgreSQL server gone, or a read failing).
    ///
    /// A connection its PostgreSQL server closed (a restart, the network) is opened
    /// anew, as the bot's own pool does: else the check would fail on once the server
    /// is back.
    async fn database(self: &Arc<Self>) -> Option<String> {
        let looked = self
            .with_service(|service| {
                if !service.is_connected() {
                    match Service::open_origin(&service.origin()) {
                        Ok(fresh) => *service = fresh,
                        Err(e) => return Some(unanswered(e.into())),
                    }
                }
                match service.check() {
                    Err(e) if !service.is_connected() => Some(unanswered(e.into())),
                    Err(ServiceError::Store(e)) => Some(e.to_string()),
                    Err(e) => Some(e.to_string()),
                    Ok(()) => service.gauge_games().err().map(|e| unanswered(e.into())),
                }
            })
            .await;
        looked.unwrap_or_else(|e| Some(Some(unanswered(e)))).flatten()
    }
}

/// The reason given when the database does not answer a read.
fn unanswered(error: anyhow::Error) -> String {
    format!("the database does not answer: {error:#}")
}

/// `GET /metrics`: the gauges read now, then everything in Prometheus's text format.
async fn scrape(state: Arc<Watched>, prometheus: PrometheusHandle) -> Response {
    for shard in state.health.shards().await {
        crate::metrics::shard(shard.id, shard.connected, shard.latency);
    }
    let counted = state.with_service(Service::gauge_games).await;
    if let Err(e) = counted.and_then(|counted| Ok(counted.transpose()?)) {
        tracing::warn!(error = format!("{e:#}"), "games not counted for the metrics");
    }
    ([(header::CONTENT_TYPE, TEXT_FORMAT)], prometheus.render()).into_response()
}

/// `GET /healthz`.
async fn healthz(State(state): State<Arc<Watched>>) -> Response {
    let fault = state.database().await;
    let about = format!("database: {}\nshards: {}\n", state.database, state.health.running_line());
    match state.health.verdict(fault).await {
        Ok(()) => (StatusCode::OK, format!("ok\n{about}")).into_response(),
        Err(why) => (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n{about}")).into_response(),
    }
}
