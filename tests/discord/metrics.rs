//! The operator's endpoint, end to end: the real bot started with `METRICS_ADDR`
//! against the fake Discord answers `/metrics` with counters that moved as players
//! played (commands by verb and outcome, images sent, latency, the game in play, the
//! gateway shard) and `/healthz` with 200, then 503 while the gateway is down and 200
//! again once it is back. Without `METRICS_ADDR` the bot listens on nothing.

use crate::support::PATIENCE;
use crate::support::backends::on_both;
use crate::support::fake_discord;

use std::sync::{Arc, Mutex};

use fake_discord::bot::Bot;
use fake_discord::endpoint::{free_addr, get, until};
use fake_discord::{Fake, alice, bob, string_option};
use serde_json::json;

/// The value of one series (`name{labels}`) in Prometheus's text format.
fn value(text: &str, series: &str) -> Option<f64> {
    text.lines().find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.parse().ok())
}

on_both! {
    async fn metrics_count_what_players_did_and_health_follows_the_gateway(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let (alice, bob) = (alice(), bob());
        let addr = free_addr();
        let bot = Bot::ready(&fake, &db, &log, 1, &[("METRICS_ADDR", &addr.to_string())]).await;
        assert_eq!(until(addr, "/healthz", PATIENCE, |status, _| status == 200).await.1.lines().next(), Some("ok"));

        fake.command(&alice, "new", json!([])).await;
        fake.command(&bob, "join", json!([])).await;
        fake.command(&alice, "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;
        let placed = fake.place_first(&alice).await;
        assert!(!placed.ephemeral() && !placed.files.is_empty(), "{}", placed.content());
        let refused = fake.command(&bob, "join", json!([])).await;
        assert!(refused.ephemeral(), "a refusal: {}", refused.content());
        let unread = fake.command(&bob, "place", string_option("placement", "nowhere")).await;
        assert!(unread.ephemeral(), "a refusal: {}", unread.content());

        let (status, text) = get(addr, "/metrics").await.expect("/metrics answers");
        assert_eq!(status, 200);
        let at_least_one = |series: &str| {
            assert!(value(&text, series).is_some_and(|v| v >= 1.0), "{series} in:\n{text}");
        };
        assert_eq!(
            value(&text, r#"carcassonne_commands_total{verb="new",outcome="applied"}"#),
            Some(1.0),
            "{text}"
        );
        assert_eq!(
            value(&text, r#"carcassonne_commands_total{verb="join",outcome="applied"}"#),
            Some(1.0),
            "{text}"
        );
        assert_eq!(
            value(&text, r#"carcassonne_commands_total{verb="join",outcome="refused"}"#),
            Some(1.0),
            "{text}"
        );
        at_least_one(r#"carcassonne_commands_total{verb="place",outcome="applied"}"#);
        at_least_one(r#"carcassonne_commands_total{verb="place",outcome="refused"}"#);
        assert!(!text.contains(r#"outcome="failed""#), "nothing failed:\n{text}");
        at_least_one(r#"carcassonne_images_sent_total{kind="board"}"#);
        assert!(
            value(&text, r#"carcassonne_image_bytes_sent_total{kind="board"}"#).is_some_and(|b| b > 1000.0),
            "{text}"
        );
        for phase in ["load", "apply", "commit", "render", "total"] {
            at_least_one(&format!(r#"carcassonne_command_seconds_count{{phase="{phase}"}}"#));
        }
        assert_eq!(value(&text, "carcassonne_active_games"), Some(1.0), "{text}");
        assert_eq!(value(&text, "carcassonne_reminders_pending"), Some(0.0), "{text}");
        assert_eq!(value(&text, "carcassonne_clocks_pending"), Some(1.0), "the default clock: {text}");
        assert_eq!(value(&text, r#"carcassonne_shard_connected{shard="0"}"#), Some(1.0), "{text}");
        assert!(text.contains("# HELP carcassonne_commands_total "), "{text}");
        assert!(text.contains("# TYPE carcassonne_command_seconds histogram"), "{text}");
        assert_eq!(listening(&bot), 1, "the endpoint's socket");
        let complaints = bot.complaints();
        assert!(complaints.is_empty(), "the bot logged problems:\n{}", complaints.join("\n"));

        // The gateway goes down: the shard is not connected, and health says so.
        fake.gateway_down();
        let why = until(addr, "/healthz", PATIENCE, |status, _| status == 503).await.1;
        assert!(why.contains("gateway shard 0 not connected"), "{why}");
        let (_, text) = get(addr, "/metrics").await.expect("/metrics answers while the gateway is down");
        assert_eq!(value(&text, r#"carcassonne_shard_connected{shard="0"}"#), Some(0.0), "{text}");
        fake.gateway_up();
        assert_eq!(until(addr, "/healthz", PATIENCE, |status, _| status == 200).await.1.lines().next(), Some("ok"));
        // Losing the gateway is worth the warnings it logged; the bot still stops cleanly.
        assert!(bot.interrupt(), "Ctrl-C stops the bot cleanly");
    }
}

on_both! {
    async fn without_metrics_addr_nothing_listens(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;
        fake.command(&alice(), "new", json!([])).await;
        assert_eq!(listening(&bot), 0);
        bot.stop();
    }
}

/// How many TCP sockets the bot process listens on (Linux's `/proc`): its sockets'
/// inodes among the listening entries of the kernel's TCP tables.
fn listening(bot: &Bot) -> usize {
    let fds = std::fs::read_dir(format!("/proc/{}/fd", bot.pid())).expect("the bot's file descriptors");
    let sockets: Vec<String> = fds
        .filter_map(|fd| std::fs::read_link(fd.ok()?.path()).ok())
        .filter_map(|link| Some(link.to_str()?.strip_prefix("socket:[")?.strip_suffix(']')?.to_string()))
        .collect();
    let tables = ["/proc/net/tcp", "/proc/net/tcp6"].map(|t| std::fs::read_to_string(t).unwrap_or_default());
    let listening = tables.iter().flat_map(|t| t.lines().skip(1)).filter_map(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        // The fourth column is the state (0A: listening), the tenth the inode.
        (fields.get(3) == Some(&"0A")).then(|| fields.get(9).map(|inode| inode.to_string())).flatten()
    });
    listening.filter(|inode| sockets.contains(inode)).count()
}
