//! The terminal front end: the `local` and `demo` subcommands run the very same
//! service as the Discord bot, with players named on the command line.
//!
//! Everything it prints is in the language of `--lang` (else `LANG`'s, else English),
//! and what players type is read in either language.
//!
//! `local` seats the players in the order given (or resumes the channel's game from
//! `--db`), then reads lines such as `Alice: place 1 0 90` from a script, from standard
//! input, or from a prompt; bots (`--bots normal,hard`) sit beside them and move by
//! themselves. `demo` plays a seeded game of bots. Both can write the board after every
//! command to a folder of PNGs, and the finished game's timelapse to a GIF. With
//! `--web ADDR`, `local` also serves the game's board page and prints each person's
//! link to it; the moves made there are printed as they come, and the bots answer them.

mod args;
mod script;
mod web;

pub use args::{DemoArgs, LocalArgs};
pub use web::BoardServer;

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc;

use anyhow::{Context as _, Result, bail};

use crate::ai::{Budget, Level};

use crate::service::text::echo;
use crate::service::verbs::{Answers, in_terminal, spell};
use crate::service::{
    Action, Clock, Command, Context, Database, Event, Front, Holder, Lang, NewGame, News, Reply, Service,
    User,
};

/// The guild name local games live in.
const LOCAL_GUILD: &str = "local";

/// Where a game typed at a terminal writes its board without `--png-dir`.
const DEFAULT_PNG_DIR: &str = "carcassonne-board";

/// A service plus the players of one local channel.
struct Session {
    service: Service,
    /// The hold on `--db`'s file while the game is played in it.
    _hold: Option<Holder>,
    channel: String,
    players: Vec<String>,
    png_dir: Option<PathBuf>,
    /// Whether each board in `png_dir` gets, beside it, the crop a Discord channel
    /// would show (`--crop`).
    crop: bool,
    /// Where a timelapse goes (`--timelapse`): the game's at its end, or one `replay` asks for.
    timelapse: Option<PathBuf>,
    /// Whether the game's timelapse was written since it ended.
    timelapse_written: bool,
    /// The number of the last board written to `png_dir`: the next is one more.
    images: usize,
    events: Vec<Event>,
    quiet: bool,
    /// The bot players by name, and how long a hard one thinks.
    bots: Vec<(String, Level)>,
    budget: Budget,
    /// The language its user reads, and a new game's.
    lang: Lang,
    /// Whether the run seats the players and starts the game itself: the lobby's
    /// messages then keep their first line (who opened, who sits), not how to join and
    /// start, which nobody has to do.
    seating: bool,
}

impl Session {
    fn ctx(&self, name: &str) -> Context {
        Context {
            guild: LOCAL_GUILD.into(),
            channel: self.channel.clone(),
            user: User { id: format!("local:{name}"), name: name.into() },
            can_manage: true,
            locale: self.lang.tag().into(),
            guild_locale: Some(self.lang.tag().into()),
            front: Front::Terminal,
            now: now(),
            sent_at: None,
        }
    }

    /// Runs a command as `name` and shows the reply; a refusal is an error. A game
    /// opened here has no turn clock unless its user names one: nothing runs clocks in
    /// the terminal, so none would ever run out.
    fn run(&mut self, name: &str, command: Command) -> Result<Reply> {
        let command = match command {
            Command::New(new) => Command::New(NewGame { clock: new.clock.or(Some(Clock::Off)), ..new }),
            other => other,
        };
        let chart = matches!(command, Command::Stats(_));
        let placing = matches!(command, Command::Play(Action::Place(_)));
        let language = match command {
            Command::Language(lang) => Some(lang),
            _ => None,
        };
        let reply = self.service.handle(&self.ctx(name), command);
        if reply.refused {
            bail!("{}", spoken(self.lang, name, &reply.private.unwrap_or_default()));
        }
        // The terminal's user is every player at once: the game's new language is theirs
        // too, for the answers to them alone (help, refusals, `place` alone) and the
        // driver's own lines.
        if let Some(lang) = language {
            self.lang = lang;
        }
        // A placement that leaves a person no figure step says so before the game turns
        // to the next player (a bot's needs no explaining).
        let person = !self.bots.iter().any(|(bot, _)| bot == name);
        let skipped = placing && person && !self.owes_a_step(name) && !self.is_over();
        let note = skipped.then(|| {
            let why = self.service.no_figure_why(&self.ctx(name), name).unwrap_or("features");
            let why = self.lang.say(&format!("local-no-figure-{why}"), []);
            self.lang.say("local-figure-skipped", [("name", name.into()), ("why", why.into())])
        });
        self.show_noting(&reply, note.as_deref())?;
        // The boards go to the folder unsaid (the start says so); a chart is no board.
        if chart && reply.image.is_some() {
            let said = match &self.png_dir {
                Some(dir) => {
                    let path = dir.join(format!("{:03}.png", self.images)).display().to_string();
                    self.lang.say("local-chart-written", [("path", path.into())])
                }
                None => self.lang.say("local-chart-nowhere", []),
            };
            self.say(&said)?;
        }
        Ok(reply)
    }

    /// Prints a line of the narrative: on standard error when standard output is kept
    /// for the JSON summary. A reader gone (`demo | head`) is an error, not a panic.
    fn say(&self, text: &str) -> Result<()> {
        if self.quiet {
            writeln!(std::io::stderr(), "{text}")?;
        } else {
            writeln!(std::io::stdout(), "{text}")?;
        }
        Ok(())
    }

    fn show(&mut self, reply: &Reply) -> Result<()> {
        self.show_noting(reply, None)
    }

    /// Shows `reply`, with `note` about what was just done before the line that calls
    /// the next player (the end of the public text), where it belongs.
    fn show_noting(&mut self, reply: &Reply, note: Option<&str>) -> Result<()> {
        let public = reply.public.as_deref().map(|text| match (note, &reply.call) {
            (Some(note), Some(call)) if text.ends_with(call.as_str()) => {
                format!("{}\n{note}\n{call}", text[..text.len() - call.len()].trim_end())
            }
            (Some(note), _) => format!("{text}\n{note}"),
            (None, _) => text.to_string(),
        });
        for text in [&public, &reply.more, &reply.private].into_iter().flatten() {
            match text.split_once('\n') {
                Some((first, _)) if reply.lobby && self.seating => self.say(first)?,
                _ => self.say(text)?,
            }
        }
        if let Some(change) = &reply.change {
            self.events.extend(change.events.iter().cloned());
        }
        if let (Some(dir), Some(png)) = (&self.png_dir, &reply.image) {
            self.images += 1;
            let path = dir.join(format!("{:03}.png", self.images));
            std::fs::write(&path, png).with_context(|| format!("writing {}", path.display()))?;
            let events = reply.change.as_ref().map_or(&[][..], |c| &c.events[..]);
            let ctx = self.ctx(&self.players[0]);
            if let Some(crop) = self.crop.then(|| self.service.channel_crop(&ctx, events)).flatten() {
                let path = dir.join(format!("{:03}-crop.png", self.images));
                std::fs::write(&path, crop).with_context(|| format!("writing {}", path.display()))?;
            }
        }
        if let Some(gif) = &reply.animation {
            let path = match (&self.timelapse, &self.png_dir) {
                (Some(path), _) => path.clone(),
                (None, Some(dir)) => dir.join("timelapse.gif"),
                (None, None) => return self.say(&self.lang.say("local-timelapse-nowhere", [])),
            };
            std::fs::write(&path, gif).with_context(|| format!("writing {}", path.display()))?;
            let path = path.display().to_string();
            self.say(&self.lang.say("local-timelapse-written", [("path", path.into())]))?;
        }
        Ok(())
    }

    /// With `--timelapse`, writes the game's timelapse once it is over, or says it is not.
    fn write_timelapse(&mut self) -> Result<()> {
        if self.timelapse.is_none() || self.timelapse_written {
            return Ok(());
        }
        if !self.is_over() {
            return self.say(&self.lang.say("local-timelapse-not-over", []));
        }
        self.timelapse_written = true;
        let name = self.players[0].clone();
        self.run(&name, Command::Replay(None)).map(drop)
    }

    /// With `--timelapse`, writes the game's timelapse as soon as it is over, whatever
    /// input follows.
    fn timelapse_if_over(&mut self) -> Result<()> {
        if self.timelapse.is_some() && !self.timelapse_written && self.is_over() {
            self.write_timelapse()?;
        }
        Ok(())
    }

    /// Whether the session's game is over.
    fn is_over(&mut self) -> bool {
        let name = self.players[0].clone();
        self.service.table(&self.ctx(&name)).is_ok_and(|t| t.finished())
    }

    /// Whether the game waits for a decision of `name`'s after their placement (the
    /// figure step, grow or herd, a bridge, a castle), so that a `pass` next has
    /// something to answer or to be refused by.
    fn owes_a_step(&mut self, name: &str) -> bool {
        let owed = self.service.owed(&self.ctx(name)).unwrap_or_default();
        owed.iter().any(|o| o.name == name && o.answers != Answers::PlaceTile)
    }

    /// The first player the game waits for, if any.
    fn next_player(&mut self) -> Option<String> {
        let owed = self.service.owed(&self.ctx(&self.players[0])).ok()?;
        owed.into_iter().next().map(|o| o.name)
    }

    /// Lets the bots play while the game waits for one of them: those of `--bots`, and
    /// seats handed to a bot (`bot NAME`), which move as they do in Discord.
    fn play_bots(&mut self) -> Result<()> {
        while let Some(name) = self.next_player() {
            let Some(&(_, level)) = self.bots.iter().find(|(bot, _)| *bot == name) else {
                let ctx = Context::for_bots(LOCAL_GUILD, &self.channel, Front::Terminal, now());
                match self.service.bot_turn(&ctx, self.budget) {
                    Some(reply) => {
                        self.show(&reply)?;
                        continue;
                    }
                    None => return Ok(()),
                }
            };
            let ctx = self.ctx(&name);
            let Some(action) = self.service.bot_action(&ctx, &name, level, self.budget)? else {
                return Ok(());
            };
            self.say(&format!("> {}", spoken(self.lang, &name, &spell(&action.to_string(), self.lang))))?;
            if self.seated_as_bot(&name) {
                let reply = self.service.play_as_bot(&ctx, &name, action);
                if reply.refused {
                    bail!("{}", spoken(self.lang, &name, &reply.private.unwrap_or_default()));
                }
                self.show(&reply)?;
            } else {
                // A game begun before `--bots` were seated as bots: they sit as people.
                self.run(&name, Command::Play(action))?;
            }
        }
        Ok(())
    }

    /// Whether the seat called `name` is a bot's in the game (as `--bots` are seated).
    fn seated_as_bot(&mut self, name: &str) -> bool {
        let table = self.service.table(&self.ctx(name));
        table.is_ok_and(|t| t.seats.iter().any(|s| s.is_bot && s.display_name == name))
    }

    /// Seats `name` in the lobby: a bot of `--bots` as a bot (asked by the first
    /// player, who is seated first), anyone else as a person.
    fn seat(&mut self, name: &str) -> Result<()> {
        match self.bots.iter().find(|(bot, _)| bot == name) {
            Some(&(_, level)) => self.run(&self.players[0].clone(), Command::JoinBot(level)).map(drop),
            None => self.run(name, Command::Join).map(drop),
        }
    }

    /// Prints the moves made on the board page of this session's game not yet told, as
    /// any move is printed, then lets the bots answer them; whether there were any.
    fn tell_page_moves(&mut self) -> Result<bool> {
        let due = self.service.page_moves_due(now(), Front::Terminal)?;
        let mut told = false;
        let channel = self.channel.clone();
        for made in due.into_iter().filter(|m| m.guild == LOCAL_GUILD && m.channel == channel) {
            self.show(&made.reply)?;
            self.service.page_move_told(made.game, made.revision)?;
            told = true;
        }
        self.play_bots()?;
        Ok(told)
    }

    /// Prints each person's private link to the board page `served`.
    fn print_links(&mut self, served: &web::Served) -> Result<()> {
        let table = self.service.table(&self.ctx(&self.players[0]))?;
        self.say(&self.lang.say("local-web-serving", [("url", served.url.clone().into())]))?;
        for name in self.players.clone() {
            if self.bots.iter().any(|(bot, _)| *bot == name) {
                continue;
            }
            if let Some(seat) = table.seat_of(&format!("local:{name}")) {
                let url = served.link(table.row.id.0, seat, table.lang(), now());
                self.say(&self.lang.say("local-web-link", [("name", name.into()), ("url", url.into())]))?;
            }
        }
        Ok(())
    }

    /// Prints the summary of the session's game on standard output.
    fn print_summary(&mut self) -> Result<()> {
        let summary = self.service.summary(&self.ctx(&self.players[0]), &self.events)?;
        writeln!(std::io::stdout(), "{}", serde_json::to_string_pretty(&summary)?)?;
        Ok(())
    }
}

/// The clock, in unix milliseconds: when each move was played and each game finished
/// (`games finished` dates them).
fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// The players of a new or resumed game, checked before anything is written: 1 to 6
/// distinct names of at most 32 characters (the names a game keeps), without a colon
/// (a line's `Name:` would cut it) nor two alike but for their case.
fn check_players(players: &[String], lang: Lang) -> Result<()> {
    if !(1..=6).contains(&players.len()) {
        bail!("{}", lang.say("local-players-count", [("count", players.len().into())]));
    }
    for (i, name) in players.iter().enumerate() {
        if name.trim().is_empty() || name.chars().count() > 32 || name.chars().any(char::is_control) {
            bail!("{}", lang.say("local-name-length", [("name", echo(name, 40).into())]));
        }
        if players[..i].contains(name) {
            bail!("{}", lang.say("local-name-twice", [("name", echo(name, 40).into())]));
        }
        // A line's speaker is the name before its colon, matched whole.
        if name.contains(':') {
            bail!("{}", lang.say("local-name-colon", [("name", echo(name, 40).into())]));
        }
        // The service tells people apart by name in any case (`stats bob`).
        if let Some(other) = players[..i].iter().find(|p| p.to_lowercase() == name.to_lowercase()) {
            let args = [("name", echo(name, 40).into()), ("other", echo(other, 40).into())];
            bail!("{}", lang.say("local-names-alike", args));
        }
    }
    Ok(())
}

/// The service over `--db`'s database, else `DATABASE_URL`'s, else one in memory;
/// drawing boards only when they are written somewhere (`png_dir`): a game without
/// `--png-dir` would throw every image away.
///
/// A file is held as a running bot holds it, so that a game typed here never goes into
/// the file a bot serves (it would not see it, and both would write); `DATABASE_URL`,
/// taken without `--db`, is said, being easy to have set and forget.
fn open_service(db: Option<&str>, png_dir: Option<&Path>, lang: Lang) -> Result<(Service, Option<Holder>)> {
    if let Some(scheme) = db.and_then(Database::unsupported_scheme) {
        bail!("{}", lang.say("local-db-unsupported", [("scheme", scheme.to_string().into())]));
    }
    let url = std::env::var("DATABASE_URL").ok().filter(|url| Database::is_postgres_url(url));
    if let (None, Some(url)) = (db, &url) {
        let database = Database::parse(url).to_string();
        eprintln!("{}", lang.say("local-db-from-env", [("db", database.into())]));
    }
    let (mut service, hold) = match db.map(str::to_owned).or(url) {
        Some(db) => {
            let database = Database::parse(&db);
            let hold = match &database {
                Database::File(path) => {
                    // The hold's sidecar goes beside the file, in a folder a new file's
                    // opening would make.
                    if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
                        std::fs::create_dir_all(dir)
                            .with_context(|| format!("creating {}", dir.display()))?;
                    }
                    Some(Holder::take(path).with_context(|| format!("opening {database}"))?)
                }
                Database::Postgres(_) => None,
            };
            (Service::connect(&database).with_context(|| format!("opening {database}"))?, hold)
        }
        None => (Service::open_in_memory()?, None),
    };
    service.draw_images(png_dir.is_some());
    Ok((service, hold))
}

fn prepare_png_dir(dir: Option<&Path>) -> Result<()> {
    if let Some(dir) = dir {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    Ok(())
}

/// The highest number of a board already in `dir` (`007.png`: 7), 0 for none: a run
/// numbers its boards on from there, so a resumed game (or another game in the same
/// folder) overwrites none of an earlier run's.
fn boards_in(dir: Option<&Path>) -> usize {
    let Some(files) = dir.and_then(|dir| std::fs::read_dir(dir).ok()) else { return 0 };
    files
        .flatten()
        .filter_map(|file| {
            let name = file.file_name().into_string().ok()?;
            let number = name.strip_suffix(".png")?;
            number.bytes().all(|b| b.is_ascii_digit()).then(|| number.parse::<usize>().ok())?
        })
        .max()
        .unwrap_or(0)
}

/// Bot levels from their words.
fn levels(words: &[String]) -> Result<Vec<Level>> {
    words.iter().map(|w| w.parse::<Level>().map_err(anyhow::Error::from)).collect()
}

/// `local`: seat the players (or resume), then play lines from a script or the terminal;
/// with `--web`, `serve` serves the board page.
pub fn local(args: LocalArgs, serve: BoardServer) -> Result<()> {
    let (mut args, from_script) = script::with_header(args)?;
    let lang = args.lang();
    if args.players.is_empty() {
        bail!("{}", lang.say("local-no-players", []));
    }
    if !from_script.is_empty() {
        eprintln!("{}", lang.say("local-script-header", [("flags", from_script.join(" ").into())]));
    }
    // Typed at a terminal, a game shows its board in a folder it names unless told where.
    let interactive = args.script.is_none() && std::io::stdin().is_terminal();
    if interactive && args.png_dir.is_none() && !args.json {
        args.png_dir = Some(PathBuf::from(DEFAULT_PNG_DIR));
    }
    prepare_png_dir(args.png_dir.as_deref())?;
    let bots: Vec<(String, Level)> = levels(&args.bots)?
        .into_iter()
        .enumerate()
        .map(|(i, level)| (format!("Bot {}", i + 1), level))
        .collect();
    // `--players "Alice, Bob"` names Bob, as the game seats him and as lines call him.
    let mut players: Vec<String> = args.players.iter().map(|p| p.trim().to_string()).collect();
    players.extend(bots.iter().map(|(name, _)| name.clone()));
    check_players(&players, lang)?;
    // The board page reads the game over a connection of its own, which no database in
    // memory has: without one named, the game goes to a file of its own for the run.
    let from_env = std::env::var("DATABASE_URL").is_ok_and(|url| Database::is_postgres_url(&url));
    let temporary = match (args.web, &args.db) {
        (Some(_), None) if !from_env => Some(web::Temporary::new()?),
        _ => None,
    };
    let db = match &temporary {
        Some(temporary) => {
            let path = temporary.database();
            eprintln!("{}", lang.say("local-web-temporary", [("path", path.display().to_string().into())]));
            Some(path.display().to_string())
        }
        None => args.db.clone(),
    };
    let (service, hold) = open_service(db.as_deref(), args.png_dir.as_deref(), lang)?;
    let images = boards_in(args.png_dir.as_deref());
    let served = match args.web {
        Some(addr) => Some(web::Served::start(addr, &service.origin(), serve)?),
        None => None,
    };
    let mut session = Session {
        service,
        _hold: hold,
        channel: args.channel.clone(),
        players: players.clone(),
        png_dir: args.png_dir.clone(),
        crop: args.crop,
        timelapse: args.timelapse.clone(),
        timelapse_written: false,
        images,
        events: Vec::new(),
        quiet: args.json,
        bots,
        budget: Budget { time: std::time::Duration::from_millis(args.think_ms), playouts: u32::MAX },
        lang: args.lang(),
        seating: true,
    };
    // Every flag is checked, whether it starts a game or the game already exists.
    let seed = args.seed.unwrap_or(1);
    let new = NewGame {
        language: Some(session.lang),
        ..NewGame::from_words(seed, &args.expansions, &args.options, &args.tiles, &args.fixed.0)?
    };
    let existing = session.service.table(&session.ctx(&players[0])).ok();
    match existing {
        // A run cut short between opening the game and starting it left a lobby of
        // some of these players: seat the rest and start, as that run would have.
        Some(table) if table.in_lobby().is_ok() => {
            let seated = table.names();
            if let Some(stranger) = seated.iter().find(|n| !players.contains(n)) {
                bail!(
                    "channel `{}` has a game waiting to start with {stranger}; pass the same --players",
                    args.channel
                );
            }
            eprintln!("(resuming the game that was being set up in `{}`)", args.channel);
            for p in players.iter().filter(|p| !seated.contains(p)) {
                session.seat(p)?;
            }
            session.run(&players[0], Command::Start { keep_order: true })?;
        }
        Some(table) => {
            // The names the players sat down under, whether a bot plays a seat now.
            let seated = table.seat_names();
            if seated.iter().any(|n| !players.contains(n)) || players.iter().any(|p| !seated.contains(p)) {
                bail!(
                    "channel `{}` already has a game with {}; pass the same --players",
                    args.channel,
                    seated.join(",")
                );
            }
            session.players = seated;
            let given = [
                ("--seed", args.seed.is_some()),
                ("--expansions", !args.expansions.is_empty()),
                ("--options", !args.options.is_empty()),
                ("--tiles", !args.tiles.is_empty()),
            ];
            let fixed = args.fixed.0.iter().map(|(list, words)| (format!("--{list}"), !words.is_empty()));
            let given = given.into_iter().map(|(flag, on)| (flag.to_string(), on)).chain(fixed);
            let ignored: Vec<String> = given.filter(|(_, on)| *on).map(|(flag, _)| flag).collect();
            if !ignored.is_empty() {
                eprintln!(
                    "(the game in `{}` already exists, so {} is ignored)",
                    args.channel,
                    ignored.join(", ")
                );
            }
            let (channel, moves) = (args.channel.as_str(), table.last_seq);
            let db = args.db.as_deref().map(|db| Database::parse(db).to_string()).unwrap_or_default();
            let args = [("channel", channel.into()), ("db", db.into()), ("moves", moves.into())];
            eprintln!("{}", session.lang.say("local-resumed", args));
            let reply = session.service.handle(&session.ctx(&players[0]), Command::Status);
            session.show(&reply)?;
        }
        None => {
            session.run(&players[0], Command::New(new))?;
            for p in &players[1..] {
                session.seat(p)?;
            }
            session.run(&players[0], Command::Start { keep_order: true })?;
        }
    }
    session.seating = false;

    let input: Box<dyn BufRead + Send> = match &args.script {
        Some(path) => Box::new(std::io::BufReader::new(
            std::fs::File::open(path).with_context(|| format!("opening script {}", path.display()))?,
        )),
        None => Box::new(std::io::BufReader::new(std::io::stdin())),
    };
    let mut inputs = match &served {
        Some(served) => {
            // Followed before the links are out, so that no move made with them is missed.
            let game = session.service.table(&session.ctx(&players[0]))?.row.id.0;
            let inputs = Inputs::following(input, &session.service, game);
            session.print_links(served)?;
            inputs
        }
        None => Inputs::Lines(input.lines()),
    };
    if args.script.is_none() {
        // Lines from standard input: how to type them, and how to see the board.
        eprintln!("{}", in_terminal(&session.lang.say("local-hint", []), session.lang));
        let board = match &args.png_dir {
            Some(dir) => session.lang.say("local-board-in", [("dir", dir.display().to_string().into())]),
            None => session.lang.say("local-board-nowhere", []),
        };
        eprintln!("{}", in_terminal(&board, session.lang));
    }
    session.play_bots()?;
    session.timelapse_if_over()?;
    let mut skipped: Option<String> = None;
    // Whether to call the next player: not again after a change that told nothing (the
    // terminal's own moves are changes too).
    let mut prompt = true;
    loop {
        if interactive && prompt {
            let who = session.next_player().unwrap_or_else(|| players[0].clone());
            eprint!("{who}> ");
            std::io::stderr().flush()?;
        }
        let line = match inputs.next() {
            None => break,
            Some(Input::Line(line)) => line?,
            Some(Input::Changed) => {
                prompt = session.tell_page_moves()?;
                if prompt && interactive {
                    eprintln!();
                }
                session.timelapse_if_over()?;
                continue;
            }
        };
        prompt = true;
        // A script saved with a byte-order mark starts with one; it is not a command.
        let text = line.trim_start_matches('\u{feff}').trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let (name, command_text) = match script::speaker(text, &session.players) {
            script::Speaker::Player(name, rest) => (name, rest),
            script::Speaker::Stranger(stranger) => {
                let players = session.players.join(", ");
                let args = [("name", echo(&stranger, 40).into()), ("players", players.into())];
                let refusal = session.lang.say("local-not-a-player", args);
                if interactive {
                    eprintln!("{refusal}");
                    continue;
                }
                bail!("{refusal}");
            }
            script::Speaker::Nobody if interactive => {
                (session.next_player().unwrap_or_else(|| players[0].clone()), text)
            }
            script::Speaker::Nobody => {
                let args = [("line", echo(text, 60).into()), ("name", players[0].clone().into())];
                bail!("{}", session.lang.say("local-no-speaker", args));
            }
        };
        let lang = session.lang;
        // Read in the game: a spot by its number on the board (`meeple 1`) or by its kind
        // when the tile has one open (`meeple city`).
        let ctx = session.ctx(&name);
        let outcome = session.service.read_command(&ctx, command_text).map_err(|e| {
            anyhow::anyhow!("{}", spoken(lang, &name, &echo(&in_terminal(&e.text(lang), lang), 300)))
        });
        // A script may say `pass` after a placement whose figure step the game skipped
        // (nothing was open to the player): that pass has nothing left to do.
        if matches!(outcome, Ok(Command::Play(Action::Pass))) && skipped.as_deref() == Some(name.as_str()) {
            skipped = None;
            eprintln!("{}", lang.say("local-skipped", [("name", name.as_str().into())]));
            continue;
        }
        let placing = matches!(outcome, Ok(Command::Play(Action::Place(_))));
        let result = outcome.and_then(|command| session.run(&name, command)).and_then(|reply| {
            session.play_bots()?;
            Ok(reply)
        });
        // Said by `run`, before the next player's call.
        skipped = (placing && result.is_ok() && !session.owes_a_step(&name)).then(|| name.clone());
        match result {
            Ok(_) => session.timelapse_if_over()?,
            Err(e) if interactive => eprintln!("{e}"),
            Err(e) => {
                if args.json {
                    session.print_summary()?;
                }
                return Err(e);
            }
        }
    }
    session.write_timelapse()?;
    if args.json {
        session.print_summary()?;
    }
    Ok(())
}

/// What the terminal loop reacts to: a line, or a change of the game (with `--web`,
/// perhaps a move made on the board page).
enum Input {
    Line(std::io::Result<String>),
    Changed,
}

/// Where the terminal loop's input comes from: the lines alone, or (with `--web`) the
/// lines and the game's changes at once, each read by a thread of its own.
enum Inputs {
    Lines(std::io::Lines<Box<dyn BufRead + Send>>),
    /// `None` once the lines ran out.
    Following(mpsc::Receiver<Option<Input>>),
}

impl Inputs {
    /// The lines of `input` and the changes of `game` told by `service`'s feed. The
    /// feed is followed from now on; the threads stop when the loop is gone.
    fn following(input: Box<dyn BufRead + Send>, service: &Service, game: i64) -> Inputs {
        let (sender, receiver) = mpsc::channel();
        let mut news = service.feed().subscribe();
        let lines = sender.clone();
        std::thread::spawn(move || {
            for line in input.lines() {
                if lines.send(Some(Input::Line(line))).is_err() {
                    return;
                }
            }
            let _ = lines.send(None);
        });
        std::thread::spawn(move || {
            loop {
                let changed = match news.blocking_recv() {
                    Ok(News::Changed { game: changed, .. }) => changed == game,
                    // Missed, or fallen behind: look again.
                    Ok(News::Missed) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => true,
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
                };
                if changed && sender.send(Some(Input::Changed)).is_err() {
                    return;
                }
            }
        });
        Inputs::Following(receiver)
    }

    /// The next line or change; `None` once the lines ran out.
    fn next(&mut self) -> Option<Input> {
        match self {
            Inputs::Lines(lines) => lines.next().map(Input::Line),
            Inputs::Following(receiver) => receiver.recv().ok().flatten(),
        }
    }
}

/// `demo`: a seeded game of bots through the service, narrated, optionally with a PNG
/// after every move; the last reply gives the final breakdown.
pub fn demo(args: DemoArgs) -> Result<()> {
    prepare_png_dir(args.png_dir.as_deref())?;
    let levels = levels(&args.bots)?;
    let players: Vec<String> = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"]
        .iter()
        .take(args.players.into())
        .map(|s| s.to_string())
        .collect();
    if players.is_empty() {
        bail!("a demo needs 1 to 6 players");
    }
    if levels.is_empty() || (levels.len() != 1 && levels.len() != players.len()) {
        bail!("--bots takes one level for every seat, or one per seat ({} here)", players.len());
    }
    let bots: Vec<(String, Level)> =
        players.iter().enumerate().map(|(i, name)| (name.clone(), levels[i % levels.len()])).collect();
    // Kept in memory whatever `DATABASE_URL` says (only `local` reads it): the demo's
    // bots sit down as Alice, Bob… through the people's commands, so a database would
    // record its game as theirs and rate bots.
    let mut service = Service::open_in_memory()?;
    service.draw_images(args.png_dir.is_some());
    let mut session = Session {
        service,
        _hold: None,
        channel: "demo".into(),
        players: players.clone(),
        png_dir: args.png_dir.clone(),
        crop: args.crop,
        timelapse: args.timelapse.clone(),
        timelapse_written: false,
        images: 0,
        events: Vec::new(),
        quiet: false,
        bots,
        budget: Budget { time: std::time::Duration::from_millis(args.think_ms), playouts: u32::MAX },
        lang: args.lang(),
        seating: true,
    };
    let lang = session.lang;
    for (name, level) in &session.bots {
        let title = lang.say("level-name", [("level", level.word().into())]);
        let line = lang.say(
            "demo-bot",
            [("name", name.as_str().into()), ("level", level.word().into()), ("title", title.into())],
        );
        session.say(&line)?;
    }
    let new =
        NewGame { language: Some(lang), ..NewGame::from_words(args.seed, &args.expansions, &[], &[], &[])? };
    session.run(&players[0], Command::New(new))?;
    for p in &players[1..] {
        session.run(p, Command::Join)?;
    }
    session.run(&players[0], Command::Start { keep_order: false })?;
    session.play_bots()?;
    session.write_timelapse()
}

/// `text` as `name` says it, the way `lang` writes a speaker before a colon (« Zoé : »
/// in French): a refused script line, a bot's move.
fn spoken(lang: Lang, name: &str, text: &str) -> String {
    lang.say("local-spoken", [("name", name.into()), ("text", text.into())])
}
