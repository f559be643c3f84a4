//! The one command handler every front end calls: load the channel's game, apply the
//! command, save, render, and build a reply.
//!
//! Each command is one store transaction, so a refused command writes nothing and two
//! commands racing on a channel serialise. Player mistakes become private messages;
//! our own failures are logged once and reported without detail. It must not know
//! Discord: front ends turn their input into a [`Command`] and a [`Context`].

mod away;
mod bots;
mod choices;
mod clock;
mod command;
mod context;
mod describe;
mod ending;
mod error;
mod expansion;
mod facts;
mod history;
mod landmarks;
mod language;
mod live;
mod lobby;
mod measure;
mod message;
mod notify;
mod offer;
mod page_api;
mod page_fields;
mod page_history;
mod page_moves;
mod ratings;
mod reminders;
mod replays;
mod reply;
mod shards;
mod spelling;
mod spots;
mod stats;
mod suggest;
mod summary;
mod supply;
mod table;
pub mod text;
pub mod tile_words;
mod timelapse;
mod turn;
pub mod verbs;
mod waiting;
mod web;

pub use crate::locale::Lang;
/// The running bot's hold on its database file, which its front end takes at start.
pub use crate::store::Holder;
/// Where the games are kept (a SQLite file or a PostgreSQL URL), and what another
/// connection to the same database needs.
pub use crate::store::{Database, Origin};
/// The change feed of the games ([`Service::feed`]) and what it tells.
pub use crate::store::{Feed, News};
/// A shard's lease and a process sharing the shards, as a [`Renewal`] tells them; the
/// shards a process holds, and what taking one gave.
pub use crate::store::{Lease, Member, Shards, Taken};
/// The action notation front ends carry in buttons (`meeple road E`).
pub use carcassonne_engine::Action;
/// Engine events as a command's `Change` carries them.
pub use carcassonne_engine::Event;
/// Who may see a choice or a line: everyone, or one seat.
pub use carcassonne_engine::{Audience, Seat};
pub use choices::{Choice, Choices};
pub use clock::{Clock, Handover};
pub use command::{Command, NewGame, Someone};
pub use context::{Context, Front, NO_GUILD, User};
pub use ending::Ending;
pub use error::{ServiceError, UserError};
pub use facts::fixed_flag;
pub use history::HistoryAsk;
pub use live::Live;
pub use page_api::PAGE_API;
pub use page_moves::PageMove;
pub use ratings::Rebuilt;
pub use reminders::Reminder;
pub use reply::{Change, Followup, PageTurn, Reply};
pub use shards::Renewal;
pub use spelling::{expansion_word, level_word};
/// The figure spots of the tile just placed as Discord's buttons word them (the images
/// of Discord's turns name them so; tests draw those images again).
pub use spots::{OpenSpot, open_spots};
pub use stats::RatingRow;
pub use suggest::{MAX_CHOICES, Suggestion, placement_words};
pub use table::Table;
pub use verbs::Suggest;
pub use waiting::Owed;
pub use web::{Link, PAGE_CELLS, Refusal, Refused, bad_cell, bad_move};

// The expansions' folders, one per expansion, listed with their parts in `service_of`.
mod abbey_mayor;
mod abbot;
mod bridges_castles_bazaars;
mod crop_circles;
mod ferries;
mod flying_machines;
mod gifts;
mod gold_mines;
mod hills_sheep;
mod inns_cathedrals;
mod mage_witch;
mod messengers;
mod monuments;
mod princess_dragon;
mod river;
mod tower;
mod traders_builders;

/// The expansions the bot can present: every box of the engine's registry, each with
/// its commands, words and pictures (its row in `registered` and in the render's).
pub const EXPANSIONS: [carcassonne_engine::Expansion; carcassonne_engine::Expansion::ALL.len()] =
    carcassonne_engine::Expansion::ALL;

/// The registry of the expansions' service code, one row each: its folder, whose part
/// (`Part`, `ExpansionService`), table of verbs (`VERBS`, `expansion::Verbs`, in its
/// `verbs.rs`), facts (`FACTS`, `facts::Facts`, in its `facts.rs`) and examples for the
/// shared tests (its `examples.rs`) it names; its rows are the engine's (`box_modules!`).
/// It writes matches, so a new `Expansion` whose folder lacks any of them does not
/// compile.
macro_rules! registry {
    ($($variant:ident => $module:ident),* $(,)?) => {
        /// The service code of `expansion`: its part, its verbs and its facts.
        fn registered(
            expansion: carcassonne_engine::Expansion,
        ) -> (&'static dyn expansion::ExpansionService, &'static expansion::Verbs, &'static facts::Facts) {
            use carcassonne_engine::Expansion;
            match expansion {
                $(Expansion::$variant => (&$module::Part, &$module::verbs::VERBS, &$module::facts::FACTS),)*
            }
        }

        /// The examples of `expansion` for the shared tests.
        #[cfg(test)]
        fn examples_of(expansion: carcassonne_engine::Expansion) -> expansion::Examples {
            use carcassonne_engine::Expansion;
            match expansion {
                $(Expansion::$variant => $module::examples::examples(),)*
            }
        }
    };
}

carcassonne_engine::box_modules!(registry);

/// The service part of `expansion`, from the registry.
fn service_of(expansion: carcassonne_engine::Expansion) -> &'static dyn expansion::ExpansionService {
    registered(expansion).0
}

/// The table of `expansion`'s verbs, from the registry.
fn verbs_of(expansion: carcassonne_engine::Expansion) -> &'static expansion::Verbs {
    registered(expansion).1
}

/// A command of an expansion's own (`Command::Expansion`), not a move of its rules: each
/// expansion's enum of them in its folder, run by its part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpansionCommand {
    Gifts(gifts::GiftsCommand),
}

impl ExpansionCommand {
    /// The word of the verb that says it, as the table of verbs has it.
    fn verb(self) -> &'static str {
        match self {
            ExpansionCommand::Gifts(command) => command.verb(),
        }
    }
}

/// A refusal of an expansion's own by the bot (`UserError::Expansion`), not by its rules:
/// each expansion's enum of them in its folder, worded by its part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpansionUserError {
    Gifts(gifts::Refused),
}

impl ExpansionUserError {
    /// The message that words it (its folder's).
    fn message(&self) -> carcassonne_engine::Message {
        match self {
            ExpansionUserError::Gifts(refused) => refused.message(),
        }
    }
}

pub use gifts::hand_label;

use std::path::Path;

use carcassonne_engine::{Spot, View};

use crate::metrics::Phase;
use crate::render;
use crate::store::Store;

/// The pauses before trying a command again when the database was busy: a bounded
/// wait (each attempt may also wait up to the store's busy timeout).
const BUSY_RETRIES: [std::time::Duration; 2] =
    [std::time::Duration::from_millis(100), std::time::Duration::from_millis(400)];

/// The longest refusal echoed back: a refusal may quote what the player typed.
const MAX_REFUSAL: usize = 300;

/// The game service over one store connection.
#[derive(Debug)]
pub struct Service {
    store: Store,
    /// The shards whose games its background work looks after; `None` for every game.
    shards: Option<std::sync::Arc<Shards>>,
    /// Whether replies carry the board's image ([`Service::draw_images`]).
    images: bool,
    /// Whether moves made on the board page are recorded to be told in their game's
    /// channel ([`Service::tell_page_moves`]).
    tells_page_moves: bool,
    /// The move being applied comes from the board page ([`Service::web_act`]).
    from_page: bool,
    /// The seed of the games it opens, when the operator fixed one
    /// ([`Service::seed_new_games`]); else each game draws its own.
    new_game_seed: Option<u64>,
}

impl Service {
    pub fn new(store: Store) -> Service {
        Service {
            store,
            shards: None,
            images: true,
            tells_page_moves: false,
            from_page: false,
            new_game_seed: None,
        }
    }

    /// Seeds every game it opens from now on with `seed` (the operator's `GAME_SEED`),
    /// or with a random number of its own when `None`. A seed a player names is still
    /// refused in Discord: this one is the operator's, to replay a reported game's draw
    /// or serve a demo. Each game keeps its seed in the store, so how a stored game
    /// replays never depends on it.
    pub fn seed_new_games(&mut self, seed: Option<u64>) {
        self.new_game_seed = seed;
    }

    /// The change feed of its database: every committed change of a game, by any
    /// front end of this process and, on PostgreSQL, of the others.
    #[must_use]
    pub fn feed(&self) -> std::sync::Arc<Feed> {
        self.store.feed()
    }

    /// Whether replies carry the board's image: they do unless told otherwise. A
    /// terminal game with nowhere to write images asks for none, since drawing is most
    /// of a command's CPU and an image nobody keeps is waste; every word of a reply
    /// stays the same.
    pub fn draw_images(&mut self, on: bool) {
        self.images = on;
    }

    /// The service over the database file at `path`, created and migrated if need be:
    /// how a front end reaches the store.
    ///
    /// # Errors
    /// The file cannot be opened, created or migrated.
    pub fn open(path: &Path) -> Result<Service, ServiceError> {
        Ok(Service::new(Store::open(path)?))
    }

    /// The service over the database the operator chose: a SQLite file or a
    /// PostgreSQL database. Call it where blocking is allowed.
    ///
    /// # Errors
    /// The database cannot be opened, reached or migrated.
    pub fn connect(database: &Database) -> Result<Service, ServiceError> {
        Ok(Service::new(Store::connect(database)?))
    }

    /// What [`Service::open_origin`] needs to open another service over this database.
    #[must_use]
    pub fn origin(&self) -> Origin {
        self.store.origin()
    }

    /// Another service over the database of `origin` (a pool's next connection): for a
    /// file, refused when the path no longer leads to the file the first one opened.
    ///
    /// # Errors
    /// The file was deleted or replaced, or the database cannot be opened.
    pub fn open_origin(origin: &Origin) -> Result<Service, ServiceError> {
        Ok(Service::new(Store::open_origin(origin)?))
    }

    /// Whether its connection still reaches the database (a PostgreSQL server may have
    /// closed it); a pool drops a service that no longer does.
    #[must_use]
    pub fn is_connected(&self) -> bool {
        self.store.is_connected()
    }

    /// Whether the games are on PostgreSQL, shared with other processes.
    #[must_use]
    pub fn is_shared(&self) -> bool {
        self.store.is_postgres()
    }

    /// The service over a database of its own in memory, gone with it (a terminal
    /// game that keeps nothing).
    ///
    /// # Errors
    /// SQLite cannot open it.
    pub fn open_in_memory() -> Result<Service, ServiceError> {
        Ok(Service::new(Store::open_in_memory()?))
    }

    /// Empties the database's write-ahead log into its file, as the bot does when it
    /// stops; whether it was emptied (see [`Store::checkpoint`]).
    ///
    /// # Errors
    /// The store failed to checkpoint.
    pub fn checkpoint(&mut self) -> Result<bool, ServiceError> {
        Ok(self.store.checkpoint()?)
    }

    /// Runs one command and answers it; never fails, refusals are private replies.
    pub fn handle(&mut self, ctx: &Context, command: Command) -> Reply {
        // Every write of this command is refused if the channel's game was opened after
        // the player sent it: it was meant for an earlier game.
        self.store.set_sent_at(ctx.sent_at);
        let result = self.counted(command.verb(), |s| s.run(ctx, command.clone()));
        self.store.set_sent_at(None);
        self.answer(ctx, result)
    }

    /// Runs `attempt` again, after a short pause, while it fails only because another
    /// writer held the database (busy, or a lost race on the action log): each attempt
    /// is one transaction that wrote nothing, so trying again is safe. Gives up after
    /// `BUSY_RETRIES` pauses.
    fn retrying<T>(
        &mut self,
        mut attempt: impl FnMut(&mut Self) -> Result<T, ServiceError>,
    ) -> Result<T, ServiceError> {
        for pause in BUSY_RETRIES {
            match attempt(self) {
                Err(ServiceError::Store(e)) if e.is_retryable() => {
                    tracing::info!(error = %e, ?pause, "storage busy, trying again");
                    std::thread::sleep(pause);
                }
                result => return result,
            }
        }
        match attempt(self) {
            Err(ServiceError::Store(e)) if e.is_retryable() => {
                tracing::warn!(error = %e, "storage still busy, giving up");
                Err(UserError::Busy.into())
            }
            result => result,
        }
    }

    fn run(&mut self, ctx: &Context, command: Command) -> Result<Reply, ServiceError> {
        match command {
            Command::New(new) => self.new_game(ctx, new),
            Command::Join => self.join(ctx),
            Command::JoinBot(level) => self.join_bot(ctx, level),
            Command::Takeover { player, level } => self.takeover(ctx, &player, level),
            Command::Leave => self.leave(ctx, false),
            Command::LeaveForGood => self.leave(ctx, true),
            Command::Away => self.away(ctx),
            Command::RemoveBot(name) => self.remove_bot(ctx, &name),
            Command::Start { keep_order } => self.start(ctx, keep_order),
            Command::Cancel => self.cancel(ctx),
            Command::Status => self.status(ctx),
            Command::Games => self.games(ctx),
            Command::FinishedGames => self.finished_games(ctx),
            Command::Options => Ok(self.options(ctx)),
            Command::Play(action) => self.play(ctx, action, None),
            Command::Rotations(pos) => self.rotations(ctx, pos),
            Command::Undo => self.undo(ctx, None),
            Command::Board => self.board(ctx, None),
            Command::BoardOf(game) => self.board_of(ctx, game),
            Command::History(ask) => self.history(ctx, ask),
            Command::Replay(game) => self.replay(ctx, game),
            Command::Placements => self.placements_listed(ctx),
            Command::Listed { verb, source } => self.moves_listed(ctx, verb, source),
            Command::Expansion(ExpansionCommand::Gifts(command)) => self.gifts_command(ctx, command),
            Command::Rules => {
                let game = self.channel_setup(ctx).map(|s| (s.expansions, s.options));
                Ok(Reply::private(text::rules(ctx.lang(), game)))
            }
            Command::Help => {
                let game = self.channel_setup(ctx).map(|s| s.expansions);
                Ok(Reply::private(verbs::help(ctx.front, ctx.lang(), game)))
            }
            Command::Notify(on) => Ok(self.set_notify(ctx, on)),
            Command::Language(lang) => self.set_language(ctx, lang),
            Command::Leaderboard => self.leaderboard(ctx),
            Command::Stats(someone) => self.stats(ctx, someone),
        }
    }

    /// The setup of the channel's game, lobby or running, if it has one: what `help`
    /// and `rules` show.
    fn channel_setup(&mut self, ctx: &Context) -> Option<carcassonne_engine::Setup> {
        self.table(ctx).ok().and_then(|table| table::setup_of(&table.row).ok())
    }

    /// The reply to a command's result: follow-ups for a change, refusals in words, and
    /// every quoted command as its reader types it where they are, in their language:
    /// the game's for the channel's text and direct messages, the author's for theirs.
    fn answer(&mut self, ctx: &Context, result: Result<Reply, ServiceError>) -> Reply {
        let mut reply = self.reply_of(ctx, result);
        let spell = |text: &mut String, lang: Lang| {
            *text = match ctx.front {
                Front::Discord => verbs::in_discord(text, lang),
                Front::Terminal => verbs::in_terminal(text, lang),
            }
        };
        let public = reply.lang;
        for text in [&mut reply.public, &mut reply.more, &mut reply.call].into_iter().flatten() {
            spell(text, public);
        }
        if let Some(text) = &mut reply.private {
            spell(text, ctx.lang());
        }
        for Followup::DirectMessage { text, lang, .. } in &mut reply.followups {
            spell(text, *lang);
        }
        reply
    }

    fn reply_of(&mut self, ctx: &Context, result: Result<Reply, ServiceError>) -> Reply {
        match result {
            Ok(mut reply) => {
                if reply.change.is_some() {
                    let others: Vec<String> =
                        reply.mentions.iter().filter(|u| **u != ctx.user.id).cloned().collect();
                    reply.followups.extend(self.waiting_messages(&ctx.channel, &others, reply.lang));
                }
                reply
            }
            Err(ServiceError::User(e)) => {
                Reply::refusal(text::sentence(&text::echo(&e.text(ctx.lang()), MAX_REFUSAL)))
            }
            Err(e) if e.is_fenced() => {
                tracing::warn!(channel = %ctx.channel, error = %e, "command refused by the write fence");
                Reply::refusal(ctx.lang().say(e.apology(), []))
            }
            Err(e) => {
                tracing::error!(channel = %ctx.channel, error = %e, "command failed");
                Reply::refusal(ctx.lang().say(e.apology(), []))
            }
        }
    }

    /// The whole board for its asker alone, in their language, with no buttons and
    /// pinging nobody (Discord's **Full board** button under a preview).
    pub fn full_board(&mut self, ctx: &Context) -> Reply {
        let result = self.counted("board", |s| s.board(ctx, Some(ctx.lang())));
        self.answer(ctx, result).privately()
    }

    /// Refuses a command a front end could not read (an option out of range), in the
    /// service's words, as any refusal.
    pub fn refuse(&mut self, ctx: &Context, error: UserError) -> Reply {
        measure::unread(None);
        self.answer(ctx, Err(error.into()))
    }

    /// Runs a command given in the players' words (`place 3 0 90`), read in the
    /// channel's game as the terminal reads a line ([`Service::read_command`]: a spot by
    /// its number on the board, `meeple 1`); words that are no command are refused with
    /// the reason.
    pub fn handle_words(&mut self, ctx: &Context, words: &str) -> Reply {
        match self.read_command(ctx, words) {
            Ok(command) => self.handle(ctx, command),
            Err(e) => {
                measure::unread(words.split_whitespace().next().and_then(verbs::find).map(|v| v.word));
                let e = match e {
                    UserError::Expansion(ExpansionUserError::Gifts(gifts::Refused::TargetMissing(card))) => {
                        self.target_missing(ctx, card)
                    }
                    e => e,
                };
                self.answer(ctx, Err(e.into()))
            }
        }
    }

    /// Whether the database can still be written and is still the file at its path, for
    /// a health check; cheap, writes nothing ([`Store::check`]).
    ///
    /// # Errors
    /// [`ServiceError::Store`] saying what is wrong with the file.
    pub fn check(&mut self) -> Result<(), ServiceError> {
        Ok(self.store.check()?)
    }

    /// Loads the channel's game for a read-only look.
    pub fn table(&mut self, ctx: &Context) -> Result<Table, ServiceError> {
        self.store.read(|tx| Table::load(tx, &ctx.guild, &ctx.channel))
    }

    /// Sets the operator's gauges of games (being played, unanswered after a reminder,
    /// with a turn clock) from the database, as the metrics endpoint is scraped; that it
    /// answers is also the health check's proof that the database does.
    ///
    /// # Errors
    /// The database does not answer.
    pub fn gauge_games(&mut self) -> Result<(), ServiceError> {
        let counts = self.store.read(|tx| tx.game_counts())?;
        crate::metrics::games(counts.active, counts.reminded, counts.clocked);
        Ok(())
    }
}

/// The board image in `lang` as `view`'s viewer sees it where `front` shows it, with the last
/// command's events they may see highlighted; a finished game's as its `ending` shows it.
fn picture(
    front: Front,
    lang: Lang,
    view: &View,
    names: &[String],
    recent: &[Event],
    ending: Option<&Ending>,
) -> Vec<u8> {
    with_scene(front.into(), lang, view, names, recent, ending, render::png)
}

/// The image of a turn's message where `front` shows it, and whether it is a preview:
/// a chat shows images about 500 px wide, so Discord gets the part of the board around
/// the action at a legible scale once the board outgrows it (the whole board is a click
/// away); a terminal's PNG files show the whole board. Only one image is drawn: the
/// preview is not even tried for a terminal. The steps `offered` under it, worded
/// already, are named on it in the same words.
fn turn_picture(
    front: Front,
    lang: Lang,
    view: &View,
    names: &[String],
    recent: &[Event],
    ending: Option<&Ending>,
    offered: Option<&choices::Offered>,
) -> (Vec<u8>, bool) {
    with_scene(Shown { front, offered }, lang, view, names, recent, ending, |scene| {
        let preview = if front == Front::Discord { render::preview(scene) } else { None };
        match preview {
            Some(png) => (png, true),
            None => (render::png(scene), false),
        }
    })
}

/// The buttons' labels of the steps of `view`'s pending decision that aim at a target
/// on the board (a tower, a captive, the dragon's next tile), each naming it by what a
/// player sees there (`landmarks.rs`): the picture's list of choices says them as the
/// buttons under it do.
pub fn aimed_labels(view: &View, names: &[String], lang: Lang) -> Vec<(Action, String)> {
    labels_aimed(view, names, lang, None)
}

/// [`aimed_labels`], taken from the steps `offered` under the picture where they are
/// the same seat's at the same decision (a portal's hundred targets are worded once a
/// command, not twice).
fn labels_aimed(
    view: &View,
    names: &[String],
    lang: Lang,
    offered: Option<&choices::Offered>,
) -> Vec<(Action, String)> {
    let Some(decision) = view.pending().filter(|d| {
        !matches!(d.phase, carcassonne_engine::Phase::PlaceTile(_) | carcassonne_engine::Phase::Over)
    }) else {
        return Vec::new();
    };
    let Some(seat) = decision.seats.iter().next() else { return Vec::new() };
    let aimed = |c: &Choice| offer::aim(view, c.action).is_some().then(|| (c.action, c.label.clone()));
    match offered {
        Some(o) if o.seat == seat && o.phase == decision.phase => {
            o.choices.options.iter().filter_map(aimed).collect()
        }
        _ => choices::options(view, seat, decision.phase, names, lang).iter().filter_map(aimed).collect(),
    }
}

/// Where a picture is shown: its front, and on Discord the steps already worded for
/// the buttons under it, if any (their targets are named on it in the same words).
#[derive(Clone, Copy)]
struct Shown<'a> {
    front: Front,
    offered: Option<&'a choices::Offered>,
}

impl From<Front> for Shown<'_> {
    fn from(front: Front) -> Self {
        Shown { front, offered: None }
    }
}

/// `draw` given the scene of `view` where it is `shown`, in `lang`: the events its
/// viewer may see, and the words its players answer in, Discord's buttons (each figure
/// spot named as its button names it, each target as the steps offered under it word
/// it) or the terminal's commands. A finished game with its
/// `ending` is drawn as it ended, whenever it is looked at: its last move's events
/// (the final scoring among them) and the figures as they stood before that scoring.
fn with_scene<T>(
    shown: Shown,
    lang: Lang,
    view: &View,
    names: &[String],
    recent: &[Event],
    ending: Option<&Ending>,
    draw: impl FnOnce(&render::Scene) -> T,
) -> T {
    let Shown { front, offered } = shown;
    let ending = ending.filter(|_| view.is_over());
    let recent = ending.map_or(recent, |e| &e.events);
    let figures = ending.map(|e| e.figures.as_slice());
    let recent: Vec<Event> = recent.iter().filter(|e| view.sees(e)).cloned().collect();
    let spots: Vec<(Spot, String)> = match front {
        Front::Discord => spots::open_spots(view, lang).into_iter().map(|s| (s.spot, s.words)).collect(),
        Front::Terminal => Vec::new(),
    };
    let targets = match front {
        Front::Discord => labels_aimed(view, names, lang, offered),
        Front::Terminal => Vec::new(),
    };
    let words = match front {
        Front::Discord => render::Words::Buttons(&spots, &targets),
        Front::Terminal => render::Words::Spelled(verbs::spell),
    };
    crate::metrics::timed(Phase::Render, || {
        draw(&render::Scene { view: *view, names, recent: &recent, words, lang, figures })
    })
}
