//! The load bench's figures: what `/proc` tells of the bot processes (CPU time, peak
//! memory) and of the machine (load average), and one run's figures as printed.

use std::time::Duration;

use crate::driver::{Kind, Timed};

/// Clock ticks per second in `/proc/PID/stat` (`getconf CLK_TCK`; 100 on Linux).
fn ticks_per_second() -> f64 {
    let out = std::process::Command::new("getconf").arg("CLK_TCK").output();
    let text = out.map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string()).unwrap_or_default();
    text.parse().unwrap_or(100.0)
}

/// The CPU time (user + system) `/proc/{pid}/stat` shows, in seconds (`self` for this
/// process).
fn cpu_seconds(pid: &str, tick: f64) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command name, which is in parentheses: utime and stime are
    // the 14th and 15th of the whole line.
    let rest = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<f64> = rest.split_whitespace().map(|f| f.parse().unwrap_or(0.0)).collect();
    (fields.get(11).unwrap_or(&0.0) + fields.get(12).unwrap_or(&0.0)) / tick
}

/// CPU seconds so far of each bot process, of this bench (the fake and the players),
/// and of every PostgreSQL server process by pid (the server's CPU counts against
/// the commands it served; a process gone between two snapshots is not counted).
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub cpu: Vec<f64>,
    pub bench: f64,
    pub postgres: Vec<(u32, f64)>,
}

impl Snapshot {
    pub fn take(pids: &[u32]) -> Snapshot {
        let tick = ticks_per_second();
        Snapshot {
            cpu: pids.iter().map(|p| cpu_seconds(&p.to_string(), tick)).collect(),
            bench: cpu_seconds("self", tick),
            postgres: postgres_pids()
                .into_iter()
                .map(|pid| (pid, cpu_seconds(&pid.to_string(), tick)))
                .collect(),
        }
    }

    /// The PostgreSQL server's CPU seconds from `before` to this snapshot: each
    /// server process's growth (a process started since counts from zero).
    pub fn postgres_since(&self, before: &Snapshot) -> f64 {
        self.postgres
            .iter()
            .map(|(pid, now)| {
                now - before.postgres.iter().find(|(p, _)| p == pid).map_or(0.0, |(_, then)| *then)
            })
            .sum()
    }
}

/// The processes named `postgres` (the server and its backends).
fn postgres_pids() -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/comm")).is_ok_and(|c| c.trim() == "postgres")
        })
        .collect()
}

/// The peak resident memory of process `pid` (`VmHWM`), in KiB.
pub fn peak_rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let line = status.lines().find_map(|l| l.strip_prefix("VmHWM:")).unwrap_or_default();
    line.trim().trim_end_matches("kB").trim().parse().unwrap_or(0)
}

/// The machine's load averages over 1, 5 and 15 minutes.
pub fn load_average() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    text.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}

/// One bot process's figures over a run.
#[derive(Debug)]
pub struct Process {
    /// CPU seconds it used while the figures were taken.
    pub cpu: f64,
    pub peak_kb: u64,
    /// Its own SQLite file and write-ahead log (none on PostgreSQL, which all share).
    pub db_bytes: Option<u64>,
    pub wal_bytes: Option<u64>,
    /// Whether Ctrl-C stopped it cleanly.
    pub clean: bool,
    /// Warnings and errors it logged.
    pub complaints: Vec<String>,
}

/// One run's figures.
#[derive(Debug)]
pub struct Figures {
    pub rate: f64,
    pub secs: f64,
    /// Interactions dispatched while the figures were taken.
    pub sent: usize,
    /// Ticks with no channel free to act (every one still waiting for an answer).
    pub starved: usize,
    pub ended: usize,
    pub timed: Vec<Timed>,
    pub errors: Vec<String>,
    pub processes: Vec<Process>,
    /// CPU seconds the bench itself used (the fake Discord and the players).
    pub bench_cpu: f64,
    /// On PostgreSQL: the server's CPU seconds and the schema's size in bytes.
    pub postgres: Option<(f64, u64)>,
    /// Requests to Discord's REST API that count against the bot's global 50/s
    /// (interaction answers and their follow-ups do not), while the figures were taken.
    pub rest: usize,
    /// A process killed mid-run, and how long each of its shards went unserved.
    pub failover: Option<Failover>,
    /// Whether each process holds fixed shards, so commands are counted per process
    /// (not when processes share the shards by leases).
    pub per_process: bool,
    /// IDENTIFYs of one bucket less than 5 s apart (Discord refuses the later one):
    /// processes on SQLite files start without pacing each other; on PostgreSQL the
    /// leases pace them, and any here is a fault.
    pub identify_collisions: usize,
}

/// What killing a process did.
#[derive(Debug)]
pub struct Failover {
    pub process: usize,
    /// Seconds into the measured run.
    pub at: f64,
    /// Each shard it held, and how long until another process had a session for it
    /// (`None`: not by the run's end).
    pub gaps: Vec<(u32, Option<Duration>)>,
    /// Errors of interactions sent to those shards during their gap, which the figures
    /// leave out of the error count.
    pub in_gap: Vec<String>,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// p50, p99 and the max of `samples`, in milliseconds, by nearest rank.
fn spread(mut samples: Vec<Duration>) -> String {
    if samples.is_empty() {
        return "none".into();
    }
    samples.sort();
    let at = |p: f64| samples[((samples.len() as f64 * p).ceil() as usize).clamp(1, samples.len()) - 1];
    format!("p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms", ms(at(0.5)), ms(at(0.99)), ms(at(1.0)))
}

impl Figures {
    /// The p99 of whole answers.
    pub fn p99(&self) -> Duration {
        let mut full: Vec<Duration> = self.timed.iter().map(|t| t.full).collect();
        full.sort();
        let i = ((full.len() as f64 * 0.99).ceil() as usize).clamp(1, full.len().max(1)) - 1;
        full.get(i).copied().unwrap_or_default()
    }

    /// Errors of every kind: refused or unexpected answers and timeouts, warnings and
    /// errors logged, unclean exits.
    pub fn error_count(&self) -> usize {
        let logged: usize = self.processes.iter().map(|p| p.complaints.len() + usize::from(!p.clean)).sum();
        // The killed process neither logs nor stops: its silence is no error.
        let killed = self.failover.as_ref().map_or(0, |f| usize::from(!self.processes[f.process].clean));
        self.errors.len() + logged - killed
    }

    pub fn print(&self) {
        let done = self.timed.len();
        println!(
            "at {} commands/s: {} interactions sent in {} s, {done} answered ({:.1}/s); {} deferred; {} games ended; {} ticks found no idle channel",
            self.rate,
            self.sent,
            self.secs,
            done as f64 / self.secs,
            self.timed.iter().filter(|t| t.deferred).count(),
            self.ended,
            self.starved,
        );
        let of = |pick: fn(&Timed) -> Duration| self.timed.iter().map(pick).collect::<Vec<_>>();
        println!("  callback latency: {}", spread(of(|t| t.callback)));
        println!("  answer latency:   {}", spread(of(|t| t.full)));
        for kind in Kind::ALL {
            let full: Vec<Duration> = self.timed.iter().filter(|t| t.kind == kind).map(|t| t.full).collect();
            println!("    {:<13} ×{:<5} answer {}", kind.word(), full.len(), spread(full));
        }
        let mut cpu = 0.0;
        for (p, process) in self.processes.iter().enumerate() {
            let commands =
                if self.per_process { self.timed.iter().filter(|t| t.process == p).count() } else { 0 };
            cpu += process.cpu;
            let database = match (process.db_bytes, process.wal_bytes) {
                (Some(db), Some(wal)) => {
                    format!(
                        ", database {:.2} MiB + WAL {:.2} MiB",
                        db as f64 / 1_048_576.0,
                        wal as f64 / 1_048_576.0
                    )
                }
                _ => String::new(),
            };
            let served = if self.per_process {
                format!(
                    "{commands} commands ({:.1}/s), {:.2} CPU s, {:.0} commands per CPU-second",
                    commands as f64 / self.secs,
                    process.cpu,
                    commands as f64 / process.cpu.max(1e-9)
                )
            } else {
                format!("{:.2} CPU s", process.cpu)
            };
            println!(
                "  process {p}: {served}, peak RSS {:.1} MiB{database}",
                process.peak_kb as f64 / 1024.0
            );
        }
        if self.processes.len() > 1 {
            println!(
                "  all processes: {done} commands ({:.1}/s), {cpu:.2} CPU s, {:.0} commands per CPU-second",
                done as f64 / self.secs,
                done as f64 / f64::max(cpu, 1e-9)
            );
        }
        if let Some((server_cpu, bytes)) = self.postgres {
            println!(
                "  PostgreSQL: {server_cpu:.2} CPU s; with the bots' {cpu:.2}: {:.0} commands per CPU-second; schema {:.2} MiB",
                done as f64 / f64::max(cpu + server_cpu, 1e-9),
                bytes as f64 / 1_048_576.0
            );
        }
        println!(
            "  REST requests against the global limit: {} ({:.3} per command, {:.2}/s)",
            self.rest,
            self.rest as f64 / f64::max(done as f64, 1.0),
            self.rest as f64 / self.secs
        );
        if let Some(failover) = &self.failover {
            let gaps: Vec<String> = failover
                .gaps
                .iter()
                .map(|(shard, gap)| match gap {
                    Some(gap) => format!("shard {shard} {:.1} s", gap.as_secs_f64()),
                    None => format!("shard {shard} never"),
                })
                .collect();
            println!(
                "  killed process {} at {:.1} s: {}; {} interactions lost in the gap",
                failover.process,
                failover.at,
                gaps.join(", "),
                failover.in_gap.len()
            );
        }
        println!("  the bench itself (fake Discord and players): {:.2} CPU s", self.bench_cpu);
        println!("  IDENTIFYs of one bucket within 5 s: {}", self.identify_collisions);
        println!("  errors: {}", self.error_count());
        let logged = self.processes.iter().flat_map(|p| &p.complaints);
        for error in self.errors.iter().chain(logged).take(20) {
            println!("    {error}");
        }
        for (p, process) in self.processes.iter().enumerate().filter(|(_, p)| !p.clean) {
            println!(
                "    process {p} did not stop cleanly on Ctrl-C ({} complaints)",
                process.complaints.len()
            );
        }
    }
}
