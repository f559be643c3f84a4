//! Entry point: parse the command line and hand over to a front end.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{Context as _, Result};
use carcassonne_bot::config::arenas::{self, Arenas};
use carcassonne_bot::config::{Config, Secrets};
use carcassonne_bot::service::{RatingRow, Service};
use carcassonne_bot::store::import::{Imported, ImportedFile};
use carcassonne_bot::store::reshard::{Moved, Resharded, Shards};
use carcassonne_bot::store::{Database, Status, Store, backup, import, reshard};
use carcassonne_bot::{discord, local};
use clap::{Parser, Subcommand};
use tracing_subscriber::EnvFilter;

/// Carcassonne in Discord, with a terminal driver for local play and scripts.
#[derive(Debug, Parser)]
#[command(version, about, after_help = carcassonne_bot::config::help())]
struct Cli {
    #[command(subcommand)]
    command: Option<Mode>,
}

#[derive(Debug, Subcommand)]
enum Mode {
    /// Play in the terminal, from a script or interactively.
    // Boxed: its many flags would make every mode as large.
    Local(Box<local::LocalArgs>),
    /// Watch a seeded random game, optionally writing a PNG per turn.
    Demo(local::DemoArgs),
    /// Rebuild the player ratings from the finished games (an operator's repair: the
    /// same numbers the live updates give).
    Ratings(RatingsArgs),
    /// Move every server's games from the old files into one new file per shard range,
    /// for a new number of bot processes (stop the bots first; the old files stay as
    /// they are).
    Reshard(ReshardArgs),
    /// Copy a database into a new file, even while the bot runs on it, and check the
    /// copy.
    Backup(BackupArgs),
    /// Copy the games of SQLite files (a bot's, or every process's) into a PostgreSQL
    /// database, all or nothing (stop the bots on those files first; the files stay as
    /// they are).
    Import(ImportArgs),
}

/// Which files to import, and into which database.
#[derive(Debug, clap::Args)]
struct ImportArgs {
    /// The PostgreSQL database: `postgres://user@host:port/database`.
    #[arg(long, value_name = "URL")]
    into: String,
    /// The SQLite files, every process's (the bot's DATABASE_PATH, or reshard's
    /// outputs).
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// Which files to reshard, how, and where to.
#[derive(Debug, clap::Args)]
struct ReshardArgs {
    /// The old database files, every process's, separated by commas.
    #[arg(long, value_delimiter = ',', required = true)]
    from: Vec<PathBuf>,
    /// The new split: a number of shards (one file each), or ranges covering them all
    /// once, as DISCORD_SHARDS writes them: `0-1/4,2-3/4`.
    #[arg(long)]
    shards: Shards,
    /// The folder for the new files (made if needed; they must not exist yet).
    #[arg(long)]
    out: PathBuf,
}

/// What to copy, and into which new file.
#[derive(Debug, clap::Args)]
struct BackupArgs {
    /// The bot's database file.
    db: PathBuf,
    /// The copy to write; it must not exist yet.
    file: PathBuf,
}

/// Which ratings to rebuild, and where.
#[derive(Debug, clap::Args)]
struct RatingsArgs {
    /// The bot's database: its SQLite file, or a PostgreSQL URL (`postgres://…`).
    #[arg(long)]
    db: String,
    /// Only this server (its id); every server with a finished game otherwise.
    #[arg(long)]
    server: Option<String>,
}

/// The exit status of a setting to fix (no `DISCORD_TOKEN`, a value that does not parse,
/// a bad flag, as clap's own usage errors): restarting would not help, so the systemd
/// unit does not (`RestartPreventExitStatus=2` in deploy/carcassonne.service).
const SETTING_TO_FIX: u8 = 2;

fn main() -> ExitCode {
    let command = Cli::parse().command;
    let arenas = if command.is_none() { few_arenas() } else { None };
    // The bot's settings, read before anything runs (and `.env` with them).
    let settings = command.is_none().then(Config::from_env);
    // After `.env` was read: its secrets are hidden too.
    let secrets = Arc::new(secrets(command.as_ref()));
    let config = match settings {
        Some(Ok(config)) if config.token.is_none() => {
            explain_token();
            // A service manager must see that the bot did not run.
            return ExitCode::from(SETTING_TO_FIX);
        }
        Some(Err(e)) => {
            eprintln!("error: {}", secrets.hide(&format!("{e:#}")));
            return ExitCode::from(SETTING_TO_FIX);
        }
        Some(Ok(config)) => Some(config),
        None => None,
    };
    // A subcommand logs as `RUST_LOG` says; the bot, as its settings say.
    if command.is_some() {
        init_logging(&Config::log_filter_from_env(), &secrets);
    }
    let outcome = match command {
        Some(Mode::Local(args)) => {
            warm_up();
            local::local(*args, |listener, service, settings| {
                Box::pin(async move { carcassonne_bot::web::serve(listener, service, &settings).await })
            })
        }
        Some(Mode::Demo(args)) => {
            warm_up();
            local::demo(args)
        }
        Some(Mode::Ratings(args)) => rebuild_ratings(&args),
        Some(Mode::Reshard(args)) => reshard_files(&args),
        Some(Mode::Backup(args)) => backup_file(&args),
        Some(Mode::Import(args)) => import_files(&args),
        None => run_bot(config.expect("read above when there is no subcommand"), &secrets, arenas),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        // The reader stopped listening (`demo | head -1`): what it wanted, it has.
        Err(e) if reader_gone(&e) => ExitCode::SUCCESS,
        Err(e) => {
            // `{:#}` prints the whole chain of causes on one line, without a backtrace;
            // a cause from another crate may quote a secret (a request's URL).
            eprintln!("error: {}", secrets.hide(&format!("{e:#}")));
            ExitCode::FAILURE
        }
    }
}

/// Whether `error` is a write to a pipe whose reader has gone.
fn reader_gone(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause.downcast_ref::<std::io::Error>().is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// The secrets this run may meet, to hide from what it writes: the environment's token
/// and database URL, and the database URL its command names.
fn secrets(command: Option<&Mode>) -> Secrets {
    let mut secrets = Secrets::from_lookup(|key| std::env::var(key).ok());
    let url = match command {
        Some(Mode::Local(args)) => args.db.as_deref(),
        Some(Mode::Ratings(args)) => Some(args.db.as_str()),
        Some(Mode::Import(args)) => Some(args.into.as_str()),
        Some(Mode::Demo(_) | Mode::Reshard(_) | Mode::Backup(_)) | None => None,
    };
    if let Some(url) = url {
        secrets.add_url(url);
    }
    secrets
}

/// Logs to standard error, filtered as `RUST_LOG` says (the same for every mode), every
/// line with `secrets` hidden: other crates' logs (at any level) and the spans they
/// open may quote a request's URL with an interaction's token, or a payload.
fn init_logging(filter: &str, secrets: &Arc<Secrets>) {
    let filter = carcassonne_bot::config::log_filter(filter)
        .into_iter()
        .fold(EnvFilter::try_new(filter).unwrap_or_else(|_| EnvFilter::new("warn")), |f, d| {
            f.add_directive(d.parse().expect("a valid directive"))
        });
    let secrets = Arc::clone(secrets);
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(move || Hiding(Arc::clone(&secrets)))
        .with_ansi(std::io::stderr().is_terminal())
        .init();
}

/// Standard error with secrets hidden from what is written ([`Secrets::hide`]). The
/// log formats each line whole and writes it in one call, so no secret is split
/// between two writes.
struct Hiding(Arc<Secrets>);

impl std::io::Write for Hiding {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let hidden = self.0.hide(&String::from_utf8_lossy(buf));
        std::io::stderr().write_all(hidden.as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        std::io::stderr().flush()
    }
}

/// Starts the bot again in place (`exec`: the same process, the same id) with few
/// malloc arenas, unless `MALLOC_ARENA_MAX` holds a cap glibc takes (a positive number:
/// blank, `0` or a word leave glibc's arenas uncapped, so they get the bot's cap too).
/// What it made of the variable, for the log once it is set up ([`Arenas::log`]), with
/// why the new start failed if it did.
///
/// Why: glibc gives each thread that allocates an arena of its own, up to eight per
/// core, and an arena keeps what was freed in it for that arena's next allocations. The
/// bot draws its images on whichever of tokio's blocking threads is free, so each
/// arena in turn came to hold its share of an image's and a timelapse's buffers, and
/// the process's memory went on rising with the games it hosted, long after its caches
/// were full (`benches/longrun.rs`: 170 MiB after the 10th game, 207 MiB after the 40th;
/// with two arenas 148 and 161 MiB: docs/performance.md). The cap is read once, when a
/// process starts, and setting it from inside would take `unsafe` code (`mallopt`),
/// which the crate forbids. Where `exec` fails (the binary replaced under the running
/// process), the bot runs on as it is and says so.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn few_arenas() -> Option<(Arenas, Option<String>)> {
    use std::os::unix::process::CommandExt as _;
    let found = Arenas::of(
        std::env::var_os(arenas::VARIABLE).as_deref(),
        std::env::var_os(arenas::REPLACED).as_deref(),
    );
    if !matches!(found, Arenas::Restart(_)) {
        return Some((found, None));
    }
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => return Some((found, Some(e.to_string()))),
    };
    // The name it was started by (an installed link, say), which it tells people in
    // its help, not the file the link points to.
    let mut args = std::env::args_os();
    let name = args.next().unwrap_or_else(|| exe.clone().into_os_string());
    let error = std::process::Command::new(exe)
        .arg0(name)
        .args(args)
        .env(arenas::VARIABLE, arenas::DEFAULT_CAP)
        .env(arenas::REPLACED, found.replacing())
        .exec();
    Some((found, Some(error.to_string())))
}

/// Other allocators than glibc's keep no arena per thread.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn few_arenas() -> Option<(Arenas, Option<String>)> {
    None
}

/// The Discord bot, with its settings (a token among them: without one, `main` explains
/// how to get one and how to play locally instead), and what it made of the malloc cap
/// ([`few_arenas`]), logged once its log is set up.
fn run_bot(config: Config, secrets: &Arc<Secrets>, arenas: Option<(Arenas, Option<String>)>) -> Result<()> {
    init_logging(&config.log_filter, secrets);
    if let Some((arenas, failed)) = arenas {
        arenas.log(failed.as_deref());
    }
    tracing::info!(?config, "starting");
    warm_up();
    let exit_wait = discord::StopTime::of(config.stop_timeout).exit;
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    let outcome = runtime.block_on(async {
        if let Some(web) = config.web.clone() {
            board_page(web, &config).await?;
        }
        discord::run(config).await
    });
    // The bot stopped: blocking work still running (a timelapse made ahead, work a stop
    // deadline cut short, a call to a partitioned database) gets the exit's share of the
    // stop's time and no more; what it had committed is kept.
    runtime.shutdown_timeout(exit_wait);
    outcome
}

/// Starts the board page's API on `WEB_ADDR` over a service of its own (its own
/// database connection), beside the Discord bot: a taken address stops the bot at once.
async fn board_page(web: carcassonne_bot::config::Web, config: &Config) -> Result<()> {
    let listener = tokio::net::TcpListener::bind(web.addr)
        .await
        .with_context(|| format!("WEB_ADDR: cannot listen on {}", web.addr))?;
    let database = match &config.database_url {
        Some(url) => Database::Postgres(url.expose().to_owned()),
        None => Database::File(config.database_path.clone()),
    };
    let service = tokio::task::spawn_blocking(move || {
        let mut service = Service::connect(&database)?;
        // The Discord bot beside it tells the page's moves in their channels.
        service.tell_page_moves(true);
        Ok::<_, carcassonne_bot::service::ServiceError>(service)
    })
    .await??;
    tokio::spawn(async move {
        if let Err(e) = carcassonne_bot::web::serve(listener, service, &web).await {
            tracing::error!(error = %format!("{e:#}"), "the board page stopped");
        }
    });
    Ok(())
}

/// Paints the tile art and parses the languages' files on a thread of their own while
/// the bot connects or the terminal game starts, so the first turns do not wait for them
/// (a board of every expansion meets some 90 tile kinds, each painted once per size).
/// Not in debug builds (the end-to-end tests'): unoptimised, painting takes a core for
/// some twenty seconds.
fn warm_up() {
    if !cfg!(debug_assertions) {
        std::thread::spawn(|| {
            carcassonne_bot::locale::warm_up();
            carcassonne_bot::render::warm_up();
        });
    }
}

/// `ratings`: rebuilds the ratings of one server or of all, and says what it did, a
/// line per server, for the operator.
fn rebuild_ratings(args: &RatingsArgs) -> Result<()> {
    let database = Database::parse(&args.db);
    if let Database::File(path) = &database
        && !path.exists()
    {
        anyhow::bail!("{} does not exist", path.display());
    }
    let store = Store::connect(&database).with_context(|| format!("opening {database}"))?;
    let mut service = Service::new(store);
    let rebuilt = service.rebuild_ratings(args.server.as_deref())?;
    if rebuilt.is_empty() {
        println!("No finished game on record: no rating to rebuild.");
    }
    for server in rebuilt {
        let unreadable = match server.unreadable.as_slice() {
            [] => String::new(),
            games => {
                let ids: Vec<String> = games.iter().map(ToString::to_string).collect();
                format!("; left out, their moves no longer replay: game {}", ids.join(", "))
            }
        };
        println!(
            "server {}: {} on record ({} read now from their moves), {} rated, {} with a rating{unreadable}",
            server.guild,
            counted(server.games, "finished game"),
            server.recorded,
            server.rated,
            counted(server.players, "player"),
        );
        print!("{}", rating_table(&service.rating_table(&server.guild)?));
    }
    Ok(())
}

/// A server's ratings as a table under its line, best first: the place, the number
/// players are shown, the mean and its uncertainty it comes from, the rated games and
/// wins, the name (and the id, which tells two players of one name apart). Nothing for a
/// server without ratings.
fn rating_table(rows: &[RatingRow]) -> String {
    if rows.is_empty() {
        return String::new();
    }
    let mut table = format!(
        "  {:>5} {:>7} {:>15} {:>6} {:>5}  player\n",
        "place", "shown", "mean ± uncert.", "games", "wins"
    );
    for (place, row) in rows.iter().enumerate() {
        let p = &row.player;
        let mean = format!("{:.2} ± {:.2}", p.rating.rating, p.rating.uncertainty);
        table += &format!(
            "  {:>5} {:>7.2} {mean:>15} {:>6} {:>5}  {} ({})\n",
            place + 1,
            row.shown,
            p.games,
            p.wins,
            p.display_name,
            p.user_id
        );
    }
    table
}

/// `reshard`: moves the servers into the new files and says what went where, a line per
/// new file and the totals, for the operator.
fn reshard_files(args: &ReshardArgs) -> Result<()> {
    let done = reshard::reshard(&args.from, &args.shards, &args.out)?;
    print!("{}", resharded(&done));
    Ok(())
}

/// A reshard's report: a line per new file, the totals, then what the operator should
/// know (shifted ids, servers without a Discord id).
fn resharded(done: &Resharded) -> String {
    let mut lines: Vec<String> = done
        .outputs
        .iter()
        .map(|output| {
            let range = output.range;
            let shards = if range.first == range.last {
                format!("shard {} of {}", range.first, range.total)
            } else {
                format!("shards {} to {} of {}", range.first, range.last, range.total)
            };
            format!("{} ({shards}): {}", output.path.display(), moved(&output.moved))
        })
        .collect();
    lines.push(format!("total: {}", moved(&done.total())));
    lines.push(format!(
        "{} (direct messages on or off) copied into every file",
        counted(done.notify_choices, "notify choice")
    ));
    for shift in &done.shifts {
        lines.push(format!(
            "{} used ids an earlier file used too: its game ids moved up by {} and its finished games' \
             order numbers by {} (buttons on its old messages no longer act; `replay game` takes the new ids)",
            shift.source.display(),
            shift.games,
            shift.results
        ));
    }
    if !done.not_discord.is_empty() {
        lines.push(format!(
            "servers without a Discord id (terminal games) went to shard 0: {}",
            done.not_discord.join(", ")
        ));
    }
    lines.push("The old files were not changed; keep them until the new processes run well.".into());
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// Games by status: "2 in the lobby, 3 active, 4 finished, 1 cancelled".
fn by_status(games: [u64; 4]) -> String {
    let by_status: Vec<String> = Status::ALL
        .iter()
        .zip(games)
        .map(|(status, n)| match status {
            Status::Lobby => format!("{n} in the lobby"),
            other => format!("{n} {other}"),
        })
        .collect();
    by_status.join(", ")
}

/// What one file holds, in a line: "3 servers, 10 games (2 in the lobby, …), …".
fn moved(moved: &Moved) -> String {
    format!(
        "{}, {} ({}), {}, {}, {}, {}",
        counted(moved.servers, "server"),
        counted(moved.all_games(), "game"),
        by_status(moved.games),
        counted(moved.actions, "action"),
        counted(moved.reminders, "reminder"),
        counted(moved.clocks, "clock") + " running",
        counted(moved.ratings, "rating"),
    )
}

/// `backup`: copies the file, checks the copy, and says so.
fn backup_file(args: &BackupArgs) -> Result<()> {
    let copied = backup::backup(&args.db, &args.file)?;
    let opened = if copied.opened {
        "opens as a game store".to_owned()
    } else {
        format!("has schema version {} (another version of the bot's), not opened as a store", copied.schema)
    };
    println!(
        "Copied {} to {}: {} bytes, {}; the copy passes the integrity check and {opened}.",
        args.db.display(),
        args.file.display(),
        copied.bytes,
        counted(copied.games, "game"),
    );
    Ok(())
}

/// `import`: copies the files into the database and says what came from each, for the
/// operator.
fn import_files(args: &ImportArgs) -> Result<()> {
    let done = import::import(&args.files, &args.into)?;
    print!("{}", imported(&done, &Database::Postgres(args.into.clone())));
    Ok(())
}

/// An import's report: a line per file, the totals, and the numbers new games get.
fn imported(done: &Imported, into: &Database) -> String {
    let mut lines: Vec<String> = done
        .files
        .iter()
        .map(|file| {
            let migrated = file.migrated_from.map_or_else(String::new, |version| {
                format!(" (schema version {version}: a copy brought up to date was read)")
            });
            let mut moved = Vec::new();
            if file.shift.games != 0 {
                moved.push(format!("its game ids moved up by {}", file.shift.games));
            }
            if file.shift.results != 0 {
                moved.push(format!("its finished games' order numbers by {}", file.shift.results));
            }
            let ids = if moved.is_empty() {
                "ids kept".to_owned()
            } else {
                format!(
                    "{}, clear of ids already taken (buttons on its old messages no longer act; `replay game` \
                     takes the new ids)",
                    moved.join(" and ")
                )
            };
            format!("{}{migrated}: {}; {ids}", file.path.display(), file_rows(file))
        })
        .collect();
    let sum = |f: &dyn Fn(&ImportedFile) -> u64| done.files.iter().map(f).sum::<u64>();
    lines.push(format!(
        "total: {}, {}, {}, {}",
        counted(sum(&|f| f.servers), "server"),
        counted(sum(&ImportedFile::all_games), "game"),
        counted(sum(&|f| f.rows("actions")), "action"),
        counted(sum(&|f| f.rows("game_results")), "finished-game record"),
    ));
    lines.push(format!(
        "{into} now numbers new games from {} and finished games' order from {}; it holds {}.",
        done.next_game,
        done.next_result,
        counted(done.notify_choices, "notify choice"),
    ));
    lines.push("The files were not changed; keep them until the bots run well on PostgreSQL.".into());
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// What came from one file, in a line: "2 servers, 4 games (1 in the lobby, …), …".
fn file_rows(file: &ImportedFile) -> String {
    format!(
        "{}, {} ({}), {}, {}, {}, {}, {}, {}, {}",
        counted(file.servers, "server"),
        counted(file.all_games(), "game"),
        by_status(file.games),
        counted(file.rows("actions"), "action"),
        counted(file.rows("reminders"), "reminder"),
        counted(file.rows("game_results"), "finished-game record"),
        counted(file.rows("ratings"), "rating"),
        counted(file.rows("timelapses"), "timelapse"),
        counted(file.rows("live_messages"), "live board"),
        counted(file.rows("notify_prefs"), "notify choice"),
    )
}

/// `count` `thing`s, in English: "1 game", "2 games".
fn counted(count: impl std::fmt::Display, thing: &str) -> String {
    let count = count.to_string();
    if count == "1" { format!("1 {thing}") } else { format!("{count} {thing}s") }
}

/// Without a token: how to get one, and how to play locally meanwhile, with the program
/// named as it was started (an installed binary has no `cargo run`).
fn explain_token() {
    let program = std::env::args_os()
        .next()
        .map_or_else(|| "carcassonne-bot".to_owned(), |arg| PathBuf::from(arg).display().to_string());
    println!(
        "No DISCORD_TOKEN is set, so the Discord bot cannot start.\n\
             To run it: create an application at https://discord.com/developers/applications,\n\
             add a bot, and give its token as DISCORD_TOKEN=... in the environment or in a .env file\n\
             in the working directory (see .env.example; `{program} --help` lists every setting),\n\
             then invite it with the link in the README.\n\n\
             To play right here in the terminal instead:\n  \
             {program} local --players Alice,Bob\n\
             or watch a game of bots: {program} demo --players 3 --png-dir out"
    );
}
