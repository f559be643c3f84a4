//! The operator's HTTP endpoint on `METRICS_ADDR`: `GET /metrics`, Prometheus's text
//! format, and `GET /healthz`, `200 ok` while every gateway shard this process runs is
//! connected and the database answers, else `503` and why, in plain English.
//!
//! The gauges are read when scraped: the games counted by a service of the endpoint's
//! own (its own database connection, used off the async runtime), the shards' state
//! from serenity's shard manager. It holds the Prometheus recorder (installed by
//! [`crate::metrics`], which records everything) and runs its upkeep; it serves, it
//! must not touch games.

use std::collections::BTreeSet;
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
use poise::serenity_prelude::{ConnectionStage, ShardManager};

use crate::config::ShardRange;
use crate::service::Service;

/// How often histograms' recent samples are folded in, as the exporter's own listener
/// would (without it they pile up between scrapes).
const UPKEEP: Duration = Duration::from_secs(5);

/// Prometheus's text format.
const TEXT_FORMAT: &str = "text/plain; version=0.0.4; charset=utf-8";

/// The endpoint's socket, bound and its recorder installed at start: a taken address
/// stops the bot at once, and every command from the first one is counted.
#[derive(Debug)]
pub struct Endpoint {
    listener: tokio::net::TcpListener,
    prometheus: PrometheusHandle,
}

impl Endpoint {
    /// Listens on `addr` and installs the process's metrics recorder.
    ///
    /// # Errors
    /// The address cannot be listened on, or a recorder is installed already.
    pub async fn bind(addr: SocketAddr) -> Result<Endpoint> {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| format!("METRICS_ADDR: cannot listen on {addr}"))?;
        let prometheus = crate::metrics::install().context("installing the metrics recorder")?;
        Ok(Endpoint { listener, prometheus })
    }

    /// Serves `/metrics` and `/healthz` from now on, reading the shards of `manager`
    /// (those of `range` at least, when the process runs a fixed range) and the games
    /// through `service`.
    pub fn serve(self, manager: Arc<ShardManager>, range: Option<ShardRange>, service: Service) {
        let known = range.map(|r| (r.first..=r.last).collect()).unwrap_or_default();
        let state = Arc::new(Watched { manager, known: Mutex::new(known), service: Mutex::new(service) });
        let upkeep = self.prometheus.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(UPKEEP);
            loop {
                every.tick().await;
                upkeep.run_upkeep();
            }
        });
        let prometheus = self.prometheus;
        let app = Router::new()
            .route("/metrics", get(move |State(state)| scrape(state, prometheus)))
            .route("/healthz", get(healthz))
            .with_state(state);
        let listener = self.listener;
        tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                tracing::error!(error = %e, "the metrics endpoint stopped");
            }
        });
    }
}

/// What the endpoint reads.
#[derive(Debug)]
struct Watched {
    manager: Arc<ShardManager>,
    /// Every shard this process runs, as far as known: its fixed range, and each shard
    /// seen running (serenity forgets a shard while it restarts it).
    known: Mutex<BTreeSet<u32>>,
    service: Mutex<Service>,
}

/// One gateway shard, as the endpoint reports it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Shard {
    id: u32,
    connected: bool,
    latency: Option<Duration>,
}

impl Watched {
    /// Every known shard's state.
    async fn shards(&self) -> Vec<Shard> {
        let runners = self.manager.runners.lock().await;
        let mut known = self.known.lock().unwrap_or_else(PoisonError::into_inner);
        known.extend(runners.keys().map(|id| id.0));
        known
            .iter()
            .map(|&id| {
                let runner = runners.iter().find(|(shard, _)| shard.0 == id).map(|(_, r)| r);
                Shard {
                    id,
                    connected: runner.is_some_and(|r| r.stage == ConnectionStage::Connected),
                    latency: runner.and_then(|r| r.latency),
                }
            })
            .collect()
    }

    /// The games' gauges set from the database, on a blocking thread.
    async fn gauge_games(self: &Arc<Self>) -> Result<()> {
        let this = Arc::clone(self);
        tokio::task::spawn_blocking(move || {
            let mut service = this.service.lock().unwrap_or_else(PoisonError::into_inner);
            Ok(service.gauge_games()?)
        })
        .await
        .context("counting the games panicked")?
    }
}

/// `GET /metrics`: the gauges read now, then everything in Prometheus's text format.
async fn scrape(state: Arc<Watched>, prometheus: PrometheusHandle) -> Response {
    for shard in state.shards().await {
        crate::metrics::shard(shard.id, shard.connected, shard.latency);
    }
    if let Err(e) = state.gauge_games().await {
        tracing::warn!(error = format!("{e:#}"), "games not counted for the metrics");
    }
    ([(header::CONTENT_TYPE, TEXT_FORMAT)], prometheus.render()).into_response()
}

/// `GET /healthz`.
async fn healthz(State(state): State<Arc<Watched>>) -> Response {
    let shards = state.shards().await;
    let store = state.gauge_games().await.map_err(|e| format!("{e:#}"));
    match health(&shards, store) {
        Ok(()) => (StatusCode::OK, "ok\n").into_response(),
        Err(why) => (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")).into_response(),
    }
}

/// Whether the process is healthy: some shard known and every one connected, and the
/// database answering; else every reason it is not.
fn health(shards: &[Shard], store: Result<(), String>) -> Result<(), String> {
    let mut reasons = Vec::new();
    if shards.is_empty() {
        reasons.push("no gateway shard is running yet".to_string());
    }
    let down: Vec<String> = shards.iter().filter(|s| !s.connected).map(|s| s.id.to_string()).collect();
    if !down.is_empty() {
        reasons.push(format!("gateway shard {} not connected", down.join(", ")));
    }
    if let Err(e) = store {
        reasons.push(format!("the database does not answer: {e}"));
    }
    if reasons.is_empty() { Ok(()) } else { Err(reasons.join("; ")) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shard(id: u32, connected: bool) -> Shard {
        Shard { id, connected, latency: None }
    }

    #[test]
    fn healthy_only_with_every_shard_connected_and_the_database_answering() {
        assert_eq!(health(&[shard(0, true), shard(1, true)], Ok(())), Ok(()));
        assert_eq!(
            health(&[shard(0, true), shard(1, false), shard(3, false)], Ok(())),
            Err("gateway shard 1, 3 not connected".into())
        );
        assert_eq!(health(&[], Ok(())), Err("no gateway shard is running yet".into()));
        assert_eq!(
            health(&[shard(0, true)], Err("disk I/O error".into())),
            Err("the database does not answer: disk I/O error".into())
        );
    }
}
