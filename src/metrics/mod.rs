//! The operator's numbers: every metric's name, kind and help text in one table, the
//! few calls that record them where things happen (a command's outcome and phases, an
//! image sent, a bot's decision, the gauges read at scrape time), and the Prometheus
//! recorder that keeps them. Serving them over HTTP (`/metrics`, `/healthz`) is the
//! bot's front end's (`discord::endpoint`).
//!
//! A leaf: every layer may call it and it uses none of the crate, so what it records
//! (a command's verb, a shard's id) is handed to it as plain words and numbers.
//!
//! Recording goes through the `metrics` facade, which does nothing until a recorder is
//! installed: without `METRICS_ADDR` the calls cost an atomic load and no clock is read
//! beyond an `Instant` pair. On the command path nothing is allocated: label values are
//! static words and the commands counter's keys are made once. It must not decide
//! anything: it is told what happened.

use std::time::{Duration, Instant};

use metrics::{Key, Label, Level, Metadata, Unit};
use metrics_exporter_prometheus::{BuildError, Matcher, PrometheusBuilder, PrometheusHandle};

/// Commands by verb and outcome.
pub const COMMANDS: &str = "carcassonne_commands_total";
/// Command latency by phase.
pub const COMMAND_SECONDS: &str = "carcassonne_command_seconds";
/// Images attached to the bot's messages, by kind.
pub const IMAGES: &str = "carcassonne_images_sent_total";
/// Their bytes, by kind.
pub const IMAGE_BYTES: &str = "carcassonne_image_bytes_sent_total";
/// Games being played.
pub const ACTIVE_GAMES: &str = "carcassonne_active_games";
/// Running games whose current decision is still unanswered after a reminder.
pub const REMINDERS_PENDING: &str = "carcassonne_reminders_pending";
/// Running games with a turn clock.
pub const CLOCKS_PENDING: &str = "carcassonne_clocks_pending";
/// Bot decisions by level.
pub const BOT_DECISIONS: &str = "carcassonne_bot_decisions_total";
/// Bot thinking time by level.
pub const BOT_THINK_SECONDS: &str = "carcassonne_bot_think_seconds";
/// Each gateway shard's connection, 1 or 0.
pub const SHARD_CONNECTED: &str = "carcassonne_shard_connected";
/// Each gateway shard's heartbeat latency.
pub const SHARD_LATENCY: &str = "carcassonne_shard_latency_seconds";
/// Interactions dropped unanswered, by reason.
pub const INTERACTIONS_DROPPED: &str = "carcassonne_interactions_dropped_total";

/// What a metric is, as Prometheus types it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Counter,
    Gauge,
    Histogram,
}

impl Kind {
    fn word(self) -> &'static str {
        match self {
            Kind::Counter => "counter",
            Kind::Gauge => "gauge",
            Kind::Histogram => "histogram",
        }
    }
}

/// One metric, as the exporter describes it and docs/operating.md lists it.
#[derive(Debug)]
pub struct Metric {
    pub name: &'static str,
    pub kind: Kind,
    /// Its labels, as the operator's guide shows them.
    pub labels: &'static str,
    /// Its `# HELP` line.
    pub help: &'static str,
    /// A histogram's bucket bounds, in seconds.
    buckets: &'static [f64],
}

/// A command's phases take from a fraction of a millisecond (a look) to a second or
/// more (a big board drawn on a busy machine).
const COMMAND_BUCKETS: &[f64] = &[0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5];

/// A bot decides in microseconds (easy) up to its thinking budget (hard, a second by
/// default).
const THINK_BUCKETS: &[f64] = &[0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0];

/// Every metric the bot exports.
pub const METRICS: [Metric; 12] = [
    Metric {
        name: COMMANDS,
        kind: Kind::Counter,
        labels: "`verb`, `outcome` = `applied` \\| `refused` \\| `failed`",
        help: "Commands and button clicks by verb (the English word) and outcome: applied, refused (a player's mistake) or failed (ours).",
        buckets: &[],
    },
    Metric {
        name: COMMAND_SECONDS,
        kind: Kind::Histogram,
        labels: "`phase` = `load` \\| `apply` \\| `commit` \\| `render` \\| `total`",
        help: "Command latency in seconds: loading and replaying the game, applying the action, committing the transaction, drawing the image, and the whole command.",
        buckets: COMMAND_BUCKETS,
    },
    Metric {
        name: IMAGES,
        kind: Kind::Counter,
        labels: "`kind` = `board` \\| `timelapse`",
        help: "Images attached to the bot's messages.",
        buckets: &[],
    },
    Metric {
        name: IMAGE_BYTES,
        kind: Kind::Counter,
        labels: "`kind`",
        help: "Bytes of the images attached to the bot's messages.",
        buckets: &[],
    },
    Metric {
        name: ACTIVE_GAMES,
        kind: Kind::Gauge,
        labels: "—",
        help: "Games being played (started, not finished), read from the database at scrape time.",
        buckets: &[],
    },
    Metric {
        name: REMINDERS_PENDING,
        kind: Kind::Gauge,
        labels: "—",
        help: "Running games whose current decision is still unanswered after a reminder.",
        buckets: &[],
    },
    Metric {
        name: CLOCKS_PENDING,
        kind: Kind::Gauge,
        labels: "—",
        help: "Running games with a turn clock, which hands a late player's seat to a bot.",
        buckets: &[],
    },
    Metric {
        name: BOT_DECISIONS,
        kind: Kind::Counter,
        labels: "`level` = `easy` \\| `normal` \\| `hard`",
        help: "Decisions taken by bot seats.",
        buckets: &[],
    },
    Metric {
        name: BOT_THINK_SECONDS,
        kind: Kind::Histogram,
        labels: "`level`",
        help: "How long a bot thought about one decision, in seconds.",
        buckets: THINK_BUCKETS,
    },
    Metric {
        name: SHARD_CONNECTED,
        kind: Kind::Gauge,
        labels: "`shard`",
        help: "1 while the gateway shard is connected, else 0.",
        buckets: &[],
    },
    Metric {
        name: SHARD_LATENCY,
        kind: Kind::Gauge,
        labels: "`shard`",
        help: "The gateway shard's last heartbeat round trip, in seconds.",
        buckets: &[],
    },
    Metric {
        name: INTERACTIONS_DROPPED,
        kind: Kind::Counter,
        labels: "`reason` = `late` \\| `unserved` \\| `stopping`",
        help: "Interactions dropped unanswered and unapplied: too old to answer (Discord allows 3 s), come on a gateway shard this process does not serve (after a freeze), or come after a stop signal.",
        buckets: &[],
    },
];

/// How a command ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Done (a look answered, a move played).
    Applied,
    /// A player's mistake, refused with a reason.
    Refused,
    /// Our failure.
    Failed,
}

impl Outcome {
    const ALL: [Outcome; 3] = [Outcome::Applied, Outcome::Refused, Outcome::Failed];

    fn word(self) -> &'static str {
        match self {
            Outcome::Applied => "applied",
            Outcome::Refused => "refused",
            Outcome::Failed => "failed",
        }
    }
}

/// The verb counted for a command the front end could not name (an unreadable option,
/// a button that is not ours).
pub const UNKNOWN_VERB: &str = "unknown";

/// The commands counter's keys for a front end's table of verbs, each verb then
/// [`UNKNOWN_VERB`], three outcomes each: made once, so counting allocates nothing.
/// The verbs are given by the service (its table of verbs), as recording reads nothing
/// above it.
#[derive(Debug)]
pub struct CommandCounter {
    verbs: Vec<&'static str>,
    keys: Vec<Key>,
}

impl CommandCounter {
    /// The keys of `verbs`, and of [`UNKNOWN_VERB`] for any other word.
    pub fn new(verbs: impl IntoIterator<Item = &'static str>) -> CommandCounter {
        let verbs: Vec<&'static str> = verbs.into_iter().collect();
        let keys = verbs
            .iter()
            .copied()
            .chain([UNKNOWN_VERB])
            .flat_map(|verb| {
                Outcome::ALL.map(|outcome| {
                    Key::from_parts(
                        COMMANDS,
                        vec![
                            Label::from_static_parts("verb", verb),
                            Label::from_static_parts("outcome", outcome.word()),
                        ],
                    )
                })
            })
            .collect();
        CommandCounter { verbs, keys }
    }

    /// Counts one command: `verb` is one of the counter's verbs (any other counts as
    /// [`UNKNOWN_VERB`]). Its time is [`Phase::Total`].
    pub fn count(&self, verb: &str, outcome: Outcome) {
        let index = self.verbs.iter().position(|&v| v == verb).unwrap_or(self.verbs.len());
        let key = &self.keys[index * Outcome::ALL.len() + outcome as usize];
        metrics::with_recorder(|r| r.register_counter(key, &METADATA).increment(1));
    }
}

/// Where this module's metrics come from, for recorders that filter on it.
static METADATA: Metadata<'static> = Metadata::new(module_path!(), Level::INFO, Some(module_path!()));

/// A part of a command's work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Reading a game from the store and replaying its log.
    Load,
    /// The engine applying an action.
    Apply,
    /// Committing a write transaction.
    Commit,
    /// Drawing a board image.
    Render,
    /// The whole command.
    Total,
}

impl Phase {
    fn record(self, took: Duration) {
        let histogram = match self {
            Phase::Load => metrics::histogram!(COMMAND_SECONDS, "phase" => "load"),
            Phase::Apply => metrics::histogram!(COMMAND_SECONDS, "phase" => "apply"),
            Phase::Commit => metrics::histogram!(COMMAND_SECONDS, "phase" => "commit"),
            Phase::Render => metrics::histogram!(COMMAND_SECONDS, "phase" => "render"),
            Phase::Total => metrics::histogram!(COMMAND_SECONDS, "phase" => "total"),
        };
        histogram.record(took);
    }
}

/// Times a phase until dropped: `let _load = metrics::time(Phase::Load);` at the top
/// of the work, whichever way it returns.
#[derive(Debug)]
#[must_use = "the phase is timed until this is dropped"]
pub struct Timer {
    phase: Phase,
    started: Instant,
}

impl Drop for Timer {
    fn drop(&mut self) {
        self.phase.record(self.started.elapsed());
    }
}

/// Starts timing `phase`.
pub fn time(phase: Phase) -> Timer {
    Timer { phase, started: Instant::now() }
}

/// `work`, timed as `phase`.
pub fn timed<T>(phase: Phase, work: impl FnOnce() -> T) -> T {
    let _timer = time(phase);
    work()
}

/// What an image attached to a message is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Image {
    /// A board PNG (or a chart).
    Board,
    /// A finished game's animated GIF.
    Timelapse,
}

/// Counts an image of `bytes` bytes attached to a message being sent.
pub fn image_sent(image: Image, bytes: usize) {
    let (count, size) = match image {
        Image::Board => {
            (metrics::counter!(IMAGES, "kind" => "board"), metrics::counter!(IMAGE_BYTES, "kind" => "board"))
        }
        Image::Timelapse => (
            metrics::counter!(IMAGES, "kind" => "timelapse"),
            metrics::counter!(IMAGE_BYTES, "kind" => "timelapse"),
        ),
    };
    count.increment(1);
    size.increment(bytes as u64);
}

/// A bot's decision at `level`: `think`, counted and timed.
pub fn bot_decision<T>(level: &'static str, think: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let decided = think();
    metrics::counter!(BOT_DECISIONS, "level" => level).increment(1);
    metrics::histogram!(BOT_THINK_SECONDS, "level" => level).record(started.elapsed());
    decided
}

/// The games counted in the database, read when the metrics are scraped: those being
/// played, those still unanswered after a reminder, those with a turn clock.
pub fn games(active: u64, reminded: u64, clocked: u64) {
    metrics::gauge!(ACTIVE_GAMES).set(active as f64);
    metrics::gauge!(REMINDERS_PENDING).set(reminded as f64);
    metrics::gauge!(CLOCKS_PENDING).set(clocked as f64);
}

/// A gateway shard's state, read when the metrics are scraped: connected or not, and
/// its last heartbeat's round trip if it has had one.
pub fn shard(id: u32, connected: bool, latency: Option<Duration>) {
    let id = id.to_string();
    metrics::gauge!(SHARD_CONNECTED, "shard" => id.clone()).set(f64::from(u8::from(connected)));
    if let Some(latency) = latency {
        metrics::gauge!(SHARD_LATENCY, "shard" => id).set(latency.as_secs_f64());
    }
}

/// Why an interaction was dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dropped {
    /// Older than Discord lets an answer come.
    Late,
    /// Come on a shard this process does not serve.
    Unserved,
    /// Come after a stop signal.
    Stopping,
}

/// An interaction was dropped unanswered.
pub fn interaction_dropped(why: Dropped) {
    let reason = match why {
        Dropped::Late => "late",
        Dropped::Unserved => "unserved",
        Dropped::Stopping => "stopping",
    };
    metrics::counter!(INTERACTIONS_DROPPED, "reason" => reason).increment(1);
}

/// The exporter as the bot configures it: true histograms with each one's buckets.
fn builder() -> Result<PrometheusBuilder, BuildError> {
    METRICS.iter().filter(|m| !m.buckets.is_empty()).try_fold(PrometheusBuilder::new(), |builder, m| {
        builder.set_buckets_for_metric(Matcher::Full(m.name.into()), m.buckets)
    })
}

/// Installs the process's recorder, every metric described: from then on what the
/// calls above record is kept, and the handle renders it in Prometheus's text format
/// (its owner runs its upkeep).
///
/// # Errors
/// A recorder is installed already.
pub fn install() -> Result<PrometheusHandle, BuildError> {
    let prometheus = builder()?.install_recorder()?;
    describe();
    Ok(prometheus)
}

/// Gives every metric its help text and unit, for the `# HELP` lines.
fn describe() {
    for metric in &METRICS {
        let (name, help) = (metric.name, metric.help);
        match metric.kind {
            Kind::Counter => metrics::describe_counter!(name, help),
            Kind::Gauge => metrics::describe_gauge!(name, help),
            Kind::Histogram => metrics::describe_histogram!(name, Unit::Seconds, help),
        }
    }
}

/// The operator's guide's table of metrics (docs/operating.md), in Markdown.
pub fn readme_table() -> String {
    let mut table = String::from("| name | type | labels | meaning |\n|---|---|---|---|\n");
    for m in &METRICS {
        table += &format!("| `{}` | {} | {} | {} |\n", m.name, m.kind.word(), m.labels, m.help);
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the calls above record, rendered as Prometheus reads it.
    fn recorded(record: impl FnOnce()) -> String {
        let recorder = builder().expect("buckets").build_recorder();
        let handle = recorder.handle();
        metrics::with_local_recorder(&recorder, || {
            describe();
            record();
        });
        handle.render()
    }

    #[test]
    fn commands_are_counted_by_verb_and_outcome_with_their_time() {
        let counter = CommandCounter::new(["place", "join"]);
        let text = recorded(|| {
            counter.count("place", Outcome::Applied);
            counter.count("place", Outcome::Applied);
            counter.count("join", Outcome::Refused);
            counter.count("no such verb", Outcome::Failed);
            timed(Phase::Render, || ());
            drop(time(Phase::Total));
        });
        assert!(text.contains(r#"carcassonne_commands_total{verb="place",outcome="applied"} 2"#), "{text}");
        assert!(text.contains(r#"carcassonne_commands_total{verb="join",outcome="refused"} 1"#), "{text}");
        assert!(text.contains(r#"carcassonne_commands_total{verb="unknown",outcome="failed"} 1"#), "{text}");
        assert!(text.contains(r#"carcassonne_command_seconds_count{phase="total"} 1"#), "{text}");
        assert!(
            text.contains(r#"carcassonne_command_seconds_bucket{phase="render",le="0.0005"} 1"#),
            "{text}"
        );
        assert!(text.contains("# HELP carcassonne_commands_total Commands and button clicks"), "{text}");
    }

    #[test]
    fn images_and_bot_decisions_are_counted() {
        let text = recorded(|| {
            image_sent(Image::Board, 1000);
            image_sent(Image::Board, 500);
            image_sent(Image::Timelapse, 70);
            assert_eq!(bot_decision("hard", || 7), 7);
        });
        assert!(text.contains(r#"carcassonne_images_sent_total{kind="board"} 2"#), "{text}");
        assert!(text.contains(r#"carcassonne_image_bytes_sent_total{kind="board"} 1500"#), "{text}");
        assert!(text.contains(r#"carcassonne_image_bytes_sent_total{kind="timelapse"} 70"#), "{text}");
        assert!(text.contains(r#"carcassonne_bot_decisions_total{level="hard"} 1"#), "{text}");
        assert!(text.contains(r#"carcassonne_bot_think_seconds_count{level="hard"} 1"#), "{text}");
    }

    #[test]
    fn the_gauges_read_at_scrape_time_are_set() {
        let text = recorded(|| {
            games(3, 1, 2);
            shard(0, true, Some(Duration::from_millis(250)));
            shard(1, false, None);
        });
        assert!(text.contains("carcassonne_active_games 3"), "{text}");
        assert!(text.contains("carcassonne_reminders_pending 1"), "{text}");
        assert!(text.contains("carcassonne_clocks_pending 2"), "{text}");
        assert!(text.contains(r#"carcassonne_shard_connected{shard="0"} 1"#), "{text}");
        assert!(text.contains(r#"carcassonne_shard_connected{shard="1"} 0"#), "{text}");
        assert!(text.contains(r#"carcassonne_shard_latency_seconds{shard="0"} 0.25"#), "{text}");
        assert!(!text.contains(r#"carcassonne_shard_latency_seconds{shard="1"}"#), "{text}");
    }

    /// Prometheus's conventions: one prefix, counters end in `_total`, times are in
    /// seconds and say so, and every name is listed once.
    #[test]
    fn names_follow_prometheus_conventions() {
        for (i, m) in METRICS.iter().enumerate() {
            assert!(m.name.starts_with("carcassonne_"), "{}", m.name);
            assert!(m.name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'), "{}", m.name);
            assert_eq!(m.kind == Kind::Counter, m.name.ends_with("_total"), "{}", m.name);
            assert_eq!(m.kind == Kind::Histogram, !m.buckets.is_empty(), "{}", m.name);
            if m.kind == Kind::Histogram {
                assert!(m.name.ends_with("_seconds"), "{}", m.name);
            }
            assert!(METRICS[..i].iter().all(|other| other.name != m.name), "{} twice", m.name);
        }
    }

    #[test]
    fn the_operators_guide_lists_the_metrics() {
        const START: &str = "<!-- metrics:start -->\n";
        const END: &str = "<!-- metrics:end -->";
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/operating.md");
        let readme = std::fs::read_to_string(path).expect("docs/operating.md");
        let start = readme.find(START).expect("the guide marks the metrics table") + START.len();
        let end = readme.find(END).expect("the guide marks the end of the metrics table");
        if std::env::var_os("UPDATE_README").is_some() {
            let updated = format!("{}{}{}", &readme[..start], readme_table(), &readme[end..]);
            std::fs::write(path, updated).expect("docs/operating.md written");
            return;
        }
        assert_eq!(&readme[start..end], readme_table(), "run `UPDATE_README=1 cargo test --lib metrics`");
    }
}
