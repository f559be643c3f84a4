//! Turn commands: the engine actions (place, meeple, pass, a gift opened…), undo, and
//! the read-only look at a running game's board. Each success answers with
//! the new board, what happened in words (what only its author may see apart), and a
//! ping for whoever must act next.

use fluent_bundle::FluentValue;

use carcassonne_engine::{Action, Audience, Decision, Event, FigureKind, Game, Phase, Seat, SeatSet, View};

use super::describe::Names;
use super::ending::Ending;
use super::error::{ServiceError, UserError};
use super::expansion::{self, ExpansionService};
use super::offer;
use super::table::Table;
use super::{
    Change, Context, Front, Lang, Reply, Service, choices, describe, picture, ratings, spots, supply,
    tile_words, turn_picture,
};
use crate::metrics;
use crate::render;
use crate::store::Status;

/// Who plays an action: the person asking, or a bot seat moving by itself.
#[derive(Clone, Copy, Debug)]
pub(super) enum Actor<'a> {
    /// The user with this id, in whatever seat they have.
    User(&'a str),
    /// This seat, which must be a bot's.
    Bot(Seat),
}

impl Service {
    /// Plays an action; `offered` names the game and revision a button was made for,
    /// refused as stale if the game has changed since.
    pub(super) fn play(
        &mut self,
        ctx: &Context,
        action: Action,
        offered: Option<(i64, u64)>,
    ) -> Result<Reply, ServiceError> {
        let (table, seat, events) = self.apply(ctx, Actor::User(&ctx.user.id), action, offered)?;
        let mut reply = turn_reply(&table, seat, &events, ctx, self.images);
        reply.followups = self.news_for_others(&table, seat, &events);
        Ok(reply)
    }

    /// Applies `actor`'s action in one transaction and returns the game after it, the
    /// seat that played and the events; `offered` as for [`Service::play`].
    pub(super) fn apply(
        &mut self,
        ctx: &Context,
        actor: Actor<'_>,
        action: Action,
        offered: Option<(i64, u64)>,
    ) -> Result<(Table, Seat, Vec<Event>), ServiceError> {
        self.apply_all(ctx, actor, std::slice::from_ref(&action), offered)
    }

    /// Applies `actor`'s `actions` in order, all in one transaction or none of them, and
    /// returns the game after them, the seat that played and every event; `offered` as
    /// for [`Service::play`], checked before the first. A bot's whole turn goes in this
    /// way, so two drivers racing for it cannot each play a part of it.
    pub(super) fn apply_all(
        &mut self,
        ctx: &Context,
        actor: Actor<'_>,
        actions: &[Action],
        offered: Option<(i64, u64)>,
    ) -> Result<(Table, Seat, Vec<Event>), ServiceError> {
        let from_page = self.from_page && self.tells_page_moves;
        self.store.write(|tx| {
            let mut table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            if offered.is_some_and(|at| at != (table.row.id.0, table.row.revision)) {
                return Err(UserError::Stale.into());
            }
            let seat = match actor {
                Actor::User(user) => table.seat_of(user).ok_or(UserError::NotSeated)?,
                // A bot's move computed for a seat that is no longer a bot's.
                Actor::Bot(seat) if table.seats.get(seat.index()).is_some_and(|s| s.is_bot) => {
                    // Bots move as background work: only where this process serves.
                    seat
                }
                Actor::Bot(_) => return Err(UserError::Stale.into()),
            };
            let names = table.names();
            let mut events = Vec::new();
            for &action in actions {
                let game = table.playing()?;
                super::offer::check_in_play(game, action)?;
                if game.decision_of(seat).is_none() && !game.is_over() {
                    return Err(not_yours(game, &names, ctx.lang()).into());
                }
                // Near the end, the game before the move: the final image shows the
                // figures as they stood before the final scoring.
                let before = (game.tiles_left() <= 1).then(|| game.clone());
                let applied = metrics::timed(metrics::Phase::Apply, || game.apply(seat, action));
                let step = applied.map_err(|e| expansion::reworded(game, seat, action, e))?;
                let over = game.is_over();
                let ending = before.and_then(|before| Ending::new(&before, game, step.clone()));
                tx.append_action(
                    table.row.id,
                    table.last_seq + 1,
                    seat.0.into(),
                    &action.to_string(),
                    ctx.now,
                )?;
                if from_page {
                    // In the move's transaction: the channel is told of every page move
                    // kept, and of nothing else (`page_moves`).
                    let (revision, seq) = (table.row.revision + 1, table.last_seq + 1);
                    tx.add_page_move(table.row.id, revision, seq, &action.to_string(), ctx.now)?;
                }
                if over {
                    tx.set_status(table.row.id, Status::Finished, ctx.now)?;
                    table.row.status = Status::Finished;
                    // In the same transaction: a game never finishes without its rating,
                    // nor is rated twice.
                    ratings::count(tx, &table, ctx.now)?;
                }
                table.last_seq += 1;
                table.row.revision += 1;
                table.ending = ending;
                events.extend(step);
            }
            Ok::<_, ServiceError>((table, seat, events))
        })
    }

    /// Takes back the asker's last move, if it revealed nothing; `offered` names the game
    /// and revision a page showed, checked in the same transaction (a move made since
    /// is not taken back in its stead).
    pub(super) fn undo(&mut self, ctx: &Context, offered: Option<(i64, u64)>) -> Result<Reply, ServiceError> {
        let from_page = self.from_page && self.tells_page_moves;
        let table = self.store.write(|tx| {
            let mut table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            if offered.is_some_and(|at| at != (table.row.id.0, table.row.revision)) {
                return Err(UserError::Stale.into());
            }
            let seat = table.seat_of(&ctx.user.id).ok_or(UserError::NotSeated)?;
            let game = table.playing()?;
            // The engine knows whether the last move revealed anything (a draw, a
            // token, a score); only a move that revealed nothing can be taken back.
            if !game.can_undo(seat) {
                return Err(UserError::NothingToUndo.into());
            }
            tx.delete_actions_from(table.row.id, table.last_seq)?;
            if from_page {
                // In the undo's transaction, as a page move's: the channel is told.
                let revision = table.row.revision + 1;
                tx.add_page_undo(table.row.id, revision, table.last_seq, seat.0.into(), ctx.now)?;
            }
            Table::load(tx, &ctx.guild, &ctx.channel)
        })?;
        Ok(undo_reply(&table, &ctx.user, ctx.front, self.images))
    }

    /// The board, for the channel in the game's language (as its turn message shows
    /// it), or whole for one `reader` in theirs (a look they alone see).
    pub(super) fn board(&mut self, ctx: &Context, reader: Option<Lang>) -> Result<Reply, ServiceError> {
        let table = self.table(ctx)?;
        let lang = reader.unwrap_or_else(|| table.lang());
        // The channel's look on Discord carries the pending step's buttons; a reader's
        // own look carries none.
        let buttons = ctx.front == Front::Discord && reader.is_none();
        look(&table, ctx.front, lang, buttons, self.images)
    }

    /// The channel's game as its Discord turn message shows it just after `events`: once
    /// the board outgrows a chat's preview, the cells around the last move (9×7) at a
    /// chat's scale, its spots named as Discord's buttons name them; `None` while the
    /// whole board shows instead (small, or the game over). For a terminal to preview
    /// what a channel would show (`local --crop`), whatever its own pictures are.
    pub fn channel_crop(&mut self, ctx: &Context, events: &[Event]) -> Option<Vec<u8>> {
        let table = self.table(ctx).ok()?;
        let game = table.game.as_ref()?;
        let (names, public) = (table.names(), game.view(Audience::Public));
        let (png, cropped) =
            turn_picture(Front::Discord, table.lang(), &public, &names, events, table.ending.as_ref(), None);
        cropped.then_some(png)
    }
}

/// The channel's answer to `user`'s undo, `table` being the game after it: who took
/// their move back, then the turn's prompt and board as they stand again. The same
/// words whether the undo came by slash command or, told later, from the board page.
pub(super) fn undo_reply(table: &Table, user: &super::User, front: Front, images: bool) -> Reply {
    let game = table.game.as_ref().expect("running game");
    let names = table.names();
    let lang = table.lang();
    let view = game.view(Audience::Public);
    let (line, mentions) = prompt(table, &view, front == Front::Discord, lang);
    let offered = choices::offer(table, front, lang);
    let (image, board_button) =
        images.then(|| turn_picture(front, lang, &view, &names, &[], None, offered.as_ref())).unzip();
    Reply {
        public: Some(lang.say("undone", [("name", user.name.as_str().into())]) + &line),
        lang,
        image,
        board_button: board_button.unwrap_or(false),
        // The one who took the move back acts again: nobody new to ping.
        mentions: mentions.into_iter().filter(|id| *id != user.id).collect(),
        change: Some(Change { game: table.row.id.0, events: Vec::new() }),
        choices: offered.map(|o| o.choices),
        hand_button: hand_button(&view),
        open_button: !game.is_over(),
        ..Reply::default()
    }
}

/// The board of `table` as `front` shows it (its image if `images`), with the scores
/// and what the game waits for, in `lang`, for the channel. With `buttons` (the channel's look on
/// Discord), it carries the pending step's buttons and words its prompt as the turn
/// message above the same buttons does, and shows what that message shows: it becomes
/// the live message, read at a chat's width, so once the board outgrows the preview it
/// shows the area around the last move, the whole board a click away (**Full board**);
/// without, the prompt names the commands and the image is the whole board.
///
/// # Errors
/// `NotStarted` in the lobby, `Unplayable` when the log no longer replays.
pub(super) fn look(
    table: &Table,
    front: Front,
    lang: Lang,
    buttons: bool,
    images: bool,
) -> Result<Reply, ServiceError> {
    let game = table.started()?;
    let names = table.names();
    let public = game.view(Audience::Public);
    let offered = buttons.then(|| choices::offer(table, front, lang)).flatten();
    let (line, _) = prompt(table, &public, offered.is_some(), lang);
    let held: String = supply::held_lines(&public, &names, lang).map(|c| format!("\n{c}")).collect();
    let scores = lang.say("scores-line", [("scores", describe::scores(&public, &names).into())]);
    let (image, board_button) = images
        .then(|| match buttons {
            true => turn_picture(front, lang, &public, &names, &[], table.ending.as_ref(), offered.as_ref()),
            false => (picture(front, lang, &public, &names, &[], table.ending.as_ref()), false),
        })
        .unzip();
    Ok(Reply {
        public: Some(format!("{scores}{held}{line}")),
        lang,
        image,
        board_button: board_button.unwrap_or(false),
        hand_button: hand_button(&public),
        open_button: !public.is_over(),
        // The newest board message carries the pending step's buttons.
        choices: offered.map(|o| o.choices),
        ..Reply::default()
    })
}

/// The characters a turn's public message may hold: Discord allows 2,000, and the
/// pings go in front.
const MESSAGE_BUDGET: usize = 1_800;

/// The answer to a successful turn action by `seat`, asked in `ctx`: what everyone may
/// see in the channel, in the game's language, and what only that player may see
/// (their own hidden information) apart, in the asker's; with the board's image if
/// `images`.
pub(super) fn turn_reply(table: &Table, seat: Seat, events: &[Event], ctx: &Context, images: bool) -> Reply {
    let front = ctx.front;
    let game = table.game.as_ref().expect("running game");
    let names = table.names();
    let lang = table.lang();
    let public = game.view(Audience::Public);
    let mine = game.view(Audience::Seat(seat));
    let told = |view: &View, keep: &dyn Fn(&Event) -> bool, lang: Lang| {
        let seen: Vec<Event> = events.iter().filter(|e| view.sees(e) && keep(e)).cloned().collect();
        describe::describe(&seen, view, &names, lang).join("\n")
    };
    let mut text = told(&public, &|e| *e != Event::GameEnded, lang);
    let private = told(&mine, &|e| e.audience() != Audience::Public, ctx.lang());
    let (line, mentions) = prompt(table, &public, front == Front::Discord, lang);
    // Only a change of who must act pings: the player who placed is not pinged again
    // for their own figure step, nor a bidder for their own next step.
    let mentions: Vec<String> =
        mentions.into_iter().filter(|user| table.user_of(seat) != Some(user.as_str())).collect();
    let mut more = None;
    let mut call = None;
    if public.is_over() {
        // In the order it happened: the last move, the final scoring, then the verdict
        // and the table, in a message of their own when both would not fit in one.
        let result = line.trim().to_string();
        if text.is_empty() {
            text = result;
        } else if result.chars().count() + text.chars().count() + 2 > MESSAGE_BUDGET {
            more = Some(result);
        } else {
            text = format!("{text}\n\n{result}");
        }
    } else {
        text += &line;
        call = Some(line.trim().to_string()).filter(|c| !c.is_empty());
    }
    let offered = choices::offer(table, front, lang);
    let (image, board_button) = images
        .then(|| turn_picture(front, lang, &public, &names, events, table.ending.as_ref(), offered.as_ref()))
        .unzip();
    Reply {
        public: Some(text.trim().to_string()),
        lang,
        call,
        board_button: board_button.unwrap_or(false),
        more,
        private: (!private.is_empty()).then_some(private),
        image,
        mentions,
        change: Some(Change { game: table.row.id.0, events: events.to_vec() }),
        choices: offered.map(|o| o.choices),
        hand_button: hand_button(&public),
        open_button: !public.is_over(),
        watch: public.is_over().then_some(table.row.id.0),
        ..Reply::default()
    }
}

/// Whether a public message about `game` offers the button that shows one's own hand
/// ("My gifts"): an expansion in play hides cards in hands, and the game goes on.
pub(super) fn hand_button(game: &View) -> bool {
    super::supply::hand_button(game)
}

/// The refusal of a move by a seat the game does not wait for, for a reader of `lang`:
/// whose turn it is, or whose decision (a castle, a bid) when someone owes one out of
/// turn.
pub(super) fn not_yours(game: &Game, names: &[String], lang: Lang) -> UserError {
    let waiting = describe::join_names(names, waiting(game.decisions()), lang);
    if game.decisions().iter().all(|d| d.phase.turn_step()) {
        UserError::NotYourTurn(waiting)
    } else {
        UserError::NotYourDecision(waiting)
    }
}

/// Every seat the game waits for, across its decisions.
fn waiting(decisions: &[Decision]) -> SeatSet {
    decisions.iter().fold(SeatSet::EMPTY, |all, d| all.union(d.seats))
}

/// A figure step's spot in words where its buttons carry the commands: nothing for a
/// meeple alone (the usual figure), else which figures may stand there.
fn figure_words(figures: &[Action], lang: Lang) -> String {
    let kinds: Vec<FigureKind> = figures.iter().filter_map(|&a| offer::figure(a)).collect();
    match kinds.as_slice() {
        [FigureKind::Meeple] | [] => String::new(),
        kinds => {
            let words = kinds.iter().map(|&k| lang.figure_kind_name(k)).collect();
            format!(" ({})", describe::either(words, lang))
        }
    }
}

/// What an expansion's part of a prompt may use (`ExpansionService::prompt` and the
/// methods after it): the public view, the players' names, the seat the decision waits
/// for, whether buttons under the message carry the commands, whether it is the board
/// page's (whose buttons carry every command: it names none), and the language.
pub(super) struct Ask<'a> {
    pub(super) view: &'a View<'a>,
    pub(super) names: Names<'a>,
    pub(super) seat: Seat,
    pub(super) buttons: bool,
    pub(super) page: bool,
    pub(super) lang: Lang,
}

impl Ask<'_> {
    /// The `name` argument of a prompt: the player the decision waits for.
    pub(super) fn who(&self) -> (&'static str, FluentValue<'_>) {
        ("name", FluentValue::from(self.names[self.seat.index()].as_str()))
    }

    /// The message `id` names, or on the board page its page's wording (`page-{id}`),
    /// which names the page's buttons where `id` names commands.
    pub(super) fn id(&self, id: &str) -> String {
        if self.page { format!("page-{id}") } else { id.to_string() }
    }
}

/// The pointer to the buttons under a Discord turn message, for a decision whose
/// commands the prompt names: " Or use the buttons below." there, nothing elsewhere.
pub(super) fn below(buttons: bool, lang: Lang) -> String {
    if buttons { format!(" {}", lang.say("use-buttons", [])) } else { String::new() }
}

/// What the game waits for, in `lang`, as a line starting with a newline, and who to
/// ping: every seat a decision waits for (each owner of a small city, say),
/// in seat order. `buttons`: the line goes above the decision's buttons (a Discord turn
/// message), so it names the figure spots in words alone and points to the buttons;
/// elsewhere (the terminal, a reminder, a status) it names the commands.
pub(super) fn prompt(table: &Table, game: &View, buttons: bool, lang: Lang) -> (String, Vec<String>) {
    prompt_for(table, game, buttons, false, lang)
}

/// The prompt of the board page, above its own buttons: as Discord's, in words alone,
/// naming the page's buttons where Discord's names commands.
pub(super) fn page_prompt(table: &Table, game: &View, lang: Lang) -> String {
    prompt_for(table, game, true, true, lang).0
}

/// [`prompt`], for the board page when `page`.
fn prompt_for(table: &Table, game: &View, buttons: bool, page: bool, lang: Lang) -> (String, Vec<String>) {
    let names = table.names();
    let Some(pending) = game.pending() else {
        let result = describe::result(game, &names, lang);
        let over = lang.say("game-over-line", [("result", result.into())]);
        let breakdown = describe::breakdown(game, &names, lang);
        return (format!("\n{over}\n{}\n{breakdown}", lang.say("final-scores", [])), Vec::new());
    };
    let seats = waiting(game.decisions());
    let seat: Seat = pending.seats.iter().next().expect("someone must act");
    // A bot's decision has no buttons: it plays by itself. The page names no command
    // whoever decides: its prompt is in words for a bot's step too.
    let buttons = buttons && (page || table.seats.get(seat.index()).is_some_and(|s| !s.is_bot));
    let ask = Ask { view: game, names: &names, seat, buttons, page, lang };
    // What the expansions add after the base game's line, each after a space.
    let more = |each: &dyn Fn(&dyn ExpansionService) -> Option<String>| -> String {
        expansion::every().filter_map(each).map(|more| format!(" {more}")).collect()
    };
    let line = match pending.phase {
        Phase::PlaceTile(tile) => {
            let spots = game.legal_placements().len();
            let left = game.tiles_left();
            let tile = ("tile", tile_words::words(tile, lang).into());
            let line =
                lang.say("prompt-tile", [ask.who(), tile, ("spots", spots.into()), ("left", left.into())]);
            format!("{line}{}", more(&|e| e.tile_prompt(&ask)))
        }
        Phase::PlaceFigure => {
            let actions: Vec<Action> =
                game.legal_actions(seat).into_iter().map(|a| render::shown_action(game, a)).collect();
            // Each spot as numbered on the image, in words; with the commands for it
            // where no buttons carry them.
            let mut options: Vec<String> = spots::open_spots(game, lang)
                .iter()
                .map(|open| {
                    let figures: Vec<Action> =
                        actions.iter().copied().filter(|a| a.spot() == Some(open.spot)).collect();
                    let how = if buttons {
                        figure_words(&figures, lang)
                    } else {
                        let commands: Vec<String> = figures.iter().map(|a| format!("`{a}`")).collect();
                        format!(" ({})", describe::either(commands, lang))
                    };
                    format!("{} {}{how}", open.mark(), open.words)
                })
                .collect();
            // The expansions' options after the spots (an architect, cubes, a recall).
            options.extend(expansion::every().flat_map(|e| e.figure_options(&ask, &actions)));
            // No spot open (a bridge alone may be built): said so, not an empty list.
            let id = if options.is_empty() { "prompt-figure-none" } else { "prompt-figure" };
            let options = ("options", options.join(", ").into());
            format!("{}{}", lang.say(&ask.id(id), [ask.who(), options]), more(&|e| e.figure_prompt(&ask)))
        }
        Phase::Over => String::new(),
        // A decision of an expansion's own (a flock, a bridge, a castle, a bazaar's
        // step, Take two), asked by its folder.
        phase => {
            let line = expansion::every().find_map(|e| e.prompt(phase, &ask));
            debug_assert!(line.is_some(), "no expansion asks {phase:?}");
            line.unwrap_or_default()
        }
    };
    let line = if line.is_empty() { line } else { format!("\n{line}") };
    (line, seats.iter().filter_map(|s| table.user_of(s)).map(str::to_string).collect())
}
