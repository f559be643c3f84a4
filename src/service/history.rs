//! A game looked back on, replayed from its log (the history keeps no storage of its
//! own): every move in words with what it scored, a page at a time where a chat shows
//! it; the board as it was after any move, drawn as it was drawn then; and the
//! server's finished games, listed and opened by their number.

use std::ops::{ControlFlow, Range};

use carcassonne_engine::{Action, Audience, Event, Game, Seat};
use fluent_bundle::FluentValue;

use super::error::{ServiceError, UserError};
use super::table::{Table, engine, setup_of};
use super::{Context, Front, Lang, PageTurn, Reply, Service, describe, picture, turn, verbs};
use crate::store::{ActionRow, GameId, GameRow, ReadTx, Status};

/// What `history` is asked to show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HistoryAsk {
    /// A game of the server by its number; else the channel's.
    pub game: Option<i64>,
    /// A page of the moves, from 1 (a page button's); else the newest page in a chat,
    /// every move in the terminal.
    pub page: Option<usize>,
    /// The board as it was after this move instead of the moves in words.
    pub after: Option<u64>,
}

/// The characters a page's moves may take: Discord shows at most 2,000 in a message,
/// and the page's header (under 100) goes above them. A move telling more than this
/// alone is shortened to fit.
const PAGE_BUDGET: usize = 1_800;

/// How many finished games `games finished` lists in the channel, and elsewhere on the
/// server: the latest ones.
const LISTED: usize = 10;

impl Service {
    /// The moves of a game in words (all of them, or a page), or the board after one.
    pub(super) fn history(&mut self, ctx: &Context, ask: HistoryAsk) -> Result<Reply, ServiceError> {
        let (table, actions) = self.store.read(|tx| {
            let table = named(tx, ctx, ask.game)?;
            let actions = tx.actions(table.row.id)?;
            Ok::<_, ServiceError>((table, actions))
        })?;
        if actions.is_empty() {
            return Ok(Reply::private(ctx.lang().say("history-empty", [])));
        }
        match ask.after {
            Some(seq) => after_move(&table, &actions, seq, ctx, self.images),
            None => Ok(moves(&table, &actions, ask.page, ctx)),
        }
    }

    /// The whole board and the scores of game `id` of this server, for its asker alone,
    /// in their language.
    pub(super) fn board_of(&mut self, ctx: &Context, id: i64) -> Result<Reply, ServiceError> {
        let table = self.store.read(|tx| named(tx, ctx, Some(id)))?;
        Ok(turn::look(&table, ctx.front, ctx.lang(), false, self.images)?.privately())
    }

    /// The latest finished games of this channel and of the server's other channels,
    /// newest first: when, who played, the scores and who won.
    pub(super) fn finished_games(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let (here, elsewhere) = self.store.read(|tx| {
            let replay = |rows: Vec<GameRow>| {
                rows.into_iter().map(|row| Table::load_row(tx, row)).collect::<Result<Vec<_>, _>>()
            };
            let here = replay(tx.finished_games_in(&ctx.guild, &ctx.channel, LISTED)?)?;
            let elsewhere = replay(tx.finished_games_elsewhere(&ctx.guild, &ctx.channel, LISTED)?)?;
            Ok::<_, ServiceError>((here, elsewhere))
        })?;
        let lang = ctx.lang();
        let mut lines = vec![lang.say("finished-here", [("count", here.len().into())])];
        lines.extend(here.iter().map(|t| finished_entry(t, None, ctx)));
        if !elsewhere.is_empty() {
            lines.push(lang.say("finished-elsewhere", []));
            lines.extend(elsewhere.iter().map(|t| finished_entry(t, Some(&t.row.channel_id), ctx)));
        }
        if let Some(newest) = here.first().or(elsewhere.first()) {
            lines.push(lang.say("finished-open", [("id", newest.row.id.0.into())]));
        }
        Ok(Reply::private(lines.join("\n")))
    }
}

/// The game a look names, replayed: without a number, the channel's (its open game, or
/// its last one if that finished); with one, that game if it is this channel's open
/// game or a finished game of this server.
///
/// # Errors
/// `NoGame` without a number in a channel without a game; `NoFinishedGame` for a
/// number of no game, another server's or a cancelled one; `GameNotOver` for a game
/// still open in another channel.
fn named(tx: &ReadTx<'_>, ctx: &Context, id: Option<i64>) -> Result<Table, ServiceError> {
    let Some(id) = id else { return Table::load(tx, &ctx.guild, &ctx.channel) };
    let row = tx.game(GameId(id))?.filter(|row| row.guild_id == ctx.guild);
    let row = row.ok_or(UserError::NoFinishedGame(id))?;
    let here = row.channel_id == ctx.channel;
    match row.status {
        Status::Finished => Table::load_row(tx, row),
        status if status.is_open() && here => Table::load_row(tx, row),
        Status::Cancelled => Err(UserError::NoFinishedGame(id).into()),
        _ => Err(UserError::GameNotOver(id).into()),
    }
}

/// One move replayed.
pub(super) struct Step<'a> {
    pub row: &'a ActionRow,
    /// The game just after it.
    pub game: &'a Game,
    /// Everything it caused, hidden events too: a view keeps only what its viewer sees.
    pub events: Vec<Event>,
    /// Each seat's points gained (or paid) by it.
    pub gained: Vec<i32>,
}

/// Replays `table`'s setup and `actions` in order, giving `each` every move until it
/// breaks with a value. A log that no longer replays stops the walk at its first move
/// that fails (refused, or the engine panicking on it): `Err` with that move's number.
pub(super) fn walk<T>(
    table: &Table,
    actions: &[ActionRow],
    mut each: impl FnMut(Step<'_>) -> ControlFlow<T>,
) -> Result<Option<T>, u64> {
    let first = actions.first().map_or(1, |a| a.seq);
    let setup = setup_of(&table.row).map_err(|_| first)?;
    let id = table.row.id;
    let (mut game, _) = engine(id, || Game::new(setup)).map_err(|_| first)?.map_err(|_| first)?;
    let scores = |game: &Game| game.players().iter().map(|p| p.score).collect::<Vec<i32>>();
    for row in actions {
        let before = scores(&game);
        let action = row.action.parse::<Action>().map_err(|_| row.seq)?;
        let applied = engine(id, || game.apply(Seat(row.seat as u8), action));
        let events = applied.map_err(|_| row.seq)?.map_err(|_| row.seq)?;
        let gained = scores(&game).iter().zip(&before).map(|(after, before)| after - before).collect();
        if let ControlFlow::Break(value) = each(Step { row, game: &game, events, gained }) {
            return Ok(Some(value));
        }
    }
    Ok(None)
}

/// Every move of `actions` in one line each, in `lang`, with each command in it as a
/// reader on `front` types it (a page is measured as it is sent); moves after the
/// first that no longer replays are told in the notation.
pub(super) fn lines(table: &Table, actions: &[ActionRow], front: Front, lang: Lang) -> Vec<String> {
    lines_with(table, actions, front, lang, |_| ()).into_iter().map(|(line, _)| line).collect()
}

/// [`lines`], each with what `each` makes of the game just after its move (the board
/// page's history panel reads the board and the points of every move in the same
/// replay); `None` for the moves after the first that no longer replays.
pub(super) fn lines_with<T>(
    table: &Table,
    actions: &[ActionRow],
    front: Front,
    lang: Lang,
    mut each: impl FnMut(&Step<'_>) -> T,
) -> Vec<(String, Option<T>)> {
    let names = table.names();
    let mut lines = Vec::with_capacity(actions.len());
    let walked = walk(table, actions, |step| {
        lines.push((move_line(&step, &names, lang), Some(each(&step))));
        ControlFlow::<()>::Continue(())
    });
    if let Err(broken) = walked {
        let told = actions.iter().filter(|a| a.seq >= broken).map(|a| (notation_line(a, &names, lang), None));
        lines.extend(told);
    }
    lines
        .into_iter()
        .map(|(line, made)| match front {
            Front::Discord => (verbs::in_discord(&line, lang), made),
            Front::Terminal => (verbs::in_terminal(&line, lang), made),
        })
        .collect()
}

/// A move in one line: its number, then what everyone saw it do, as its turn's
/// message told it. A move that told more than a page holds (a whole final scoring)
/// sums its points by player instead of telling each scoring.
fn move_line(step: &Step<'_>, names: &[String], lang: Lang) -> String {
    let public = step.game.view(Audience::Public);
    let seen: Vec<Event> = step.events.iter().filter(|e| public.sees(e)).cloned().collect();
    let told = describe::describe(&seen, &public, names, lang);
    if told.is_empty() {
        return notation_line(step.row, names, lang);
    }
    let seq = ("seq", FluentValue::from(step.row.seq));
    let line = lang.say("history-move", [seq.clone(), ("said", told.join(" ").into())]);
    if line.chars().count() <= PAGE_BUDGET {
        return line;
    }
    let scored = |e: &Event| matches!(e, Event::Scored(_));
    let (before, after) = seen.split_at(seen.iter().position(scored).unwrap_or(seen.len()));
    let after: Vec<Event> = after.iter().filter(|e| !scored(e)).cloned().collect();
    let points: Vec<String> = step
        .gained
        .iter()
        .enumerate()
        .filter(|(_, points)| **points != 0)
        .map(|(seat, points)| format!("{} {points:+}", names.get(seat).map_or("?", String::as_str)))
        .collect();
    let mut said = describe::describe(before, &public, names, lang);
    said.push(lang.say("history-points", [("points", points.join(", ").into())]));
    said.extend(describe::describe(&after, &public, names, lang));
    clip(&lang.say("history-move", [seq, ("said", said.join(" ").into())]), PAGE_BUDGET)
}

/// A move in the notation, who played it and what they typed (a game that no longer
/// replays, or a move that told nothing).
fn notation_line(row: &ActionRow, names: &[String], lang: Lang) -> String {
    let who = names.get(row.seat as usize).map_or("?", String::as_str);
    let action = format!("`{}`", row.action);
    lang.say(
        "history-move-notation",
        [("seq", row.seq.into()), ("name", who.into()), ("action", action.into())],
    )
}

/// `text` cut to `max` characters, marked with an ellipsis.
fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max - 1).collect();
    cut.push('…');
    cut
}

/// The pages of `lines`: from the first move on, each page as many whole lines as fit
/// in [`PAGE_BUDGET`], so that a full page never changes as the game goes on.
fn pages(lines: &[String]) -> Vec<Range<usize>> {
    let mut pages = Vec::new();
    let (mut start, mut used) = (0, 0);
    for (i, line) in lines.iter().enumerate() {
        let size = line.chars().count() + 1;
        if i > start && used + size > PAGE_BUDGET {
            pages.push(start..i);
            (start, used) = (i, 0);
        }
        used += size;
    }
    if start < lines.len() {
        pages.push(start..lines.len());
    }
    pages
}

/// The moves in words, for the asker alone: every one in the terminal; in a chat, page
/// `page` (the newest without one) with buttons to the pages before and after it. A
/// page asked by number comes from such a button, and replaces the page it was on.
fn moves(table: &Table, actions: &[ActionRow], page: Option<usize>, ctx: &Context) -> Reply {
    let lang = ctx.lang();
    let lines = lines(table, actions, ctx.front, lang);
    let total = ("total", FluentValue::from(lines.len()));
    if ctx.front == Front::Terminal && page.is_none() {
        return Reply::private(format!("{}\n{}", lang.say("history-all", [total]), lines.join("\n")));
    }
    let pages = pages(&lines);
    let number = page.unwrap_or(pages.len()).clamp(1, pages.len());
    let shown = pages[number - 1].clone();
    let header = lang.say(
        "history-page",
        [
            ("from", (shown.start + 1).into()),
            ("to", shown.end.into()),
            total,
            ("page", number.into()),
            ("pages", pages.len().into()),
        ],
    );
    let turn = |to: usize, label: String| PageTurn { label, game: table.row.id.0, page: to };
    let turns = [
        (number > 1).then(|| turn(number - 1, lang.say("history-older", []))),
        (number < pages.len()).then(|| turn(number + 1, lang.say("history-newer", []))),
    ];
    Reply {
        pages: turns.into_iter().flatten().collect(),
        in_place: page.is_some(),
        ..Reply::private(format!("{header}\n{}", lines[shown].join("\n")))
    }
}

/// The board as it was after move `seq`, for the asker alone: drawn as the turn's
/// message drew it (the whole board, in the game's language, the move's events
/// marked; none unless `images`), with the move in words and the scores then, in the
/// asker's language.
fn after_move(
    table: &Table,
    actions: &[ActionRow],
    seq: u64,
    ctx: &Context,
    images: bool,
) -> Result<Reply, ServiceError> {
    let last = actions.last().map_or(0, |a| a.seq);
    let names = table.names();
    let lang = ctx.lang();
    let (image, line, scores) = at_move(table, actions, seq, |step| {
        let view = step.game.view(Audience::Public);
        let image = images.then(|| board_after(table, step, ctx.front));
        let scores = lang.say("scores-line", [("scores", describe::scores(&view, &names).into())]);
        (image, move_line(step, &names, lang), scores)
    })?;
    let title = lang.say("history-board", [("seq", seq.into()), ("total", last.into())]);
    Ok(Reply { image, ..Reply::private(format!("{title}\n{line}\n{scores}")) })
}

/// What `each` makes of the game just after move `seq` of `actions` (the board page's
/// history asks for its board), the moves replayed up to it.
///
/// # Errors
/// No move `seq`; a log that no longer replays up to it.
pub(super) fn at_move<T>(
    table: &Table,
    actions: &[ActionRow],
    seq: u64,
    each: impl FnOnce(&Step<'_>) -> T,
) -> Result<T, ServiceError> {
    let last = actions.last().map_or(0, |a| a.seq);
    let Some(index) = actions.iter().position(|a| a.seq == seq) else {
        return Err(UserError::NoSuchMove { asked: seq, last }.into());
    };
    let mut each = Some(each);
    let made = walk(table, &actions[..=index], |step| match (step.row.seq == seq, each.take()) {
        (true, Some(each)) => ControlFlow::Break(each(&step)),
        (_, unused) => {
            each = unused;
            ControlFlow::Continue(())
        }
    });
    made.ok()
        .flatten()
        .ok_or_else(|| UserError::Unplayable(table.unplayable.clone().unwrap_or_default()).into())
}

/// The board just after `step`, for everyone, as its turn's message drew it on `front`
/// (the game's language, the move's events marked).
fn board_after(table: &Table, step: &Step<'_>, front: Front) -> Vec<u8> {
    let view = step.game.view(Audience::Public);
    picture(front, table.lang(), &view, &table.names(), &step.events, table.ending.as_ref())
}

/// One finished game in a line: its number, when it finished, where (`channel`, when
/// not here), the scores and who won.
fn finished_entry(table: &Table, channel: Option<&str>, ctx: &Context) -> String {
    let lang = ctx.lang();
    let names = table.names();
    let (scores, result) = match &table.game {
        Some(game) => {
            let view = game.view(Audience::Public);
            (describe::scores(&view, &names), describe::result(&view, &names, lang))
        }
        None => (names.join(", "), lang.say("finished-unplayable", [])),
    };
    // Discord writes a time as each reader's own date, and a channel as its link.
    let (date, channel) = match ctx.front {
        Front::Discord => {
            (format!("<t:{}:d>", table.row.updated_at.div_euclid(1000)), channel.map(|c| format!("<#{c}>")))
        }
        Front::Terminal => (date(table.row.updated_at, lang), channel.map(|c| format!("#{c}"))),
    };
    let args = [
        ("id", FluentValue::from(table.row.id.0)),
        ("date", date.into()),
        ("scores", scores.into()),
        ("result", result.into()),
    ];
    match channel {
        Some(channel) => {
            lang.say("finished-entry-elsewhere", args.into_iter().chain([("channel", channel.into())]))
        }
        None => lang.say("finished-entry", args),
    }
}

/// The day of a unix time in milliseconds (UTC), by the proleptic Gregorian calendar
/// (Howard Hinnant's `civil_from_days`), in `lang`'s order (`history.ftl`'s `day`:
/// `YYYY-MM-DD` in English, `DD/MM/YYYY` in French).
fn date(ms: i64, lang: Lang) -> String {
    let days = ms.div_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    let [year, month, day] = [format!("{year:04}"), format!("{month:02}"), format!("{day:02}")];
    lang.say("day", [("year", year.into()), ("month", month.into()), ("day", day.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_days_of_the_calendar() {
        assert_eq!(date(0, Lang::En), "1970-01-01");
        assert_eq!(date(86_400_000 - 1, Lang::En), "1970-01-01");
        assert_eq!(date(951_782_400_000, Lang::En), "2000-02-29");
        assert_eq!(date(1_700_000_000_000, Lang::En), "2023-11-14");
        assert_eq!(date(1_735_689_599_999, Lang::En), "2024-12-31");
        assert_eq!(date(-1, Lang::En), "1969-12-31");
        assert_eq!(date(1_700_000_000_000, Lang::Fr), "14/11/2023");
    }

    /// Pages hold whole lines within the budget, every line once and in order, and a
    /// page once full stays the same when more lines come.
    #[test]
    fn pages_partition_the_lines_and_keep_their_bounds() {
        let lines: Vec<String> = (0..300).map(|i| format!("{i}. {}", "x".repeat(i % 97))).collect();
        let all = pages(&lines);
        assert_eq!(all.first().map(|p| p.start), Some(0));
        assert_eq!(all.last().map(|p| p.end), Some(lines.len()));
        for (page, next) in all.iter().zip(all.iter().skip(1)) {
            assert_eq!(page.end, next.start);
        }
        for page in &all {
            let size: usize = lines[page.clone()].iter().map(|l| l.chars().count() + 1).sum();
            assert!(size <= PAGE_BUDGET, "{page:?}: {size}");
        }
        let fewer = pages(&lines[..200]);
        let full = fewer.len() - 1;
        assert_eq!(fewer[..full], all[..full], "earlier pages never change");
        assert_eq!(pages(&[]), Vec::<Range<usize>>::new());
    }

    /// A move telling more than a page holds (a six-player final scoring) sums its
    /// points by player, and still fits.
    #[test]
    fn a_move_too_long_for_a_page_sums_its_points() {
        use carcassonne_engine::{Category, MAX_SEATS, Pos, Scoring, SeatSet, Setup};
        let (game, _) = Game::new(Setup::new(2, 1)).unwrap();
        let row = ActionRow { game_id: GameId(1), seq: 153, seat: 0, action: "pass".into(), at: 0 };
        let scoring = Event::Scored(Scoring {
            category: Category::City,
            points: 12,
            winners: SeatSet::from_fn(|s| s.0 < 2),
            meeples: [1; MAX_SEATS],
            cells: vec![Pos::new(0, 0); 6],
            at_end: true,
        });
        let mut events = vec![scoring; 40];
        events.push(Event::GameEnded);
        let names = ["Alice".to_string(), "Bob".to_string()];
        let short = Step { row: &row, game: &game, events: events[35..].to_vec(), gained: vec![72, 72] };
        let told = move_line(&short, &names, Lang::En);
        assert!(told.starts_with("153. Final scoring: Alice and Bob score 12 points each"), "{told}");
        let long = Step { row: &row, game: &game, events, gained: vec![480, 0] };
        let told = move_line(&long, &names, Lang::En);
        assert_eq!(told, "153. Points: Alice +480. The game is over.");
        assert_eq!(
            move_line(&long, &names, Lang::Fr),
            "153. Points\u{a0}: Alice +480. La partie est terminée."
        );
    }

    #[test]
    fn clipping_keeps_the_limit() {
        assert_eq!(clip("abc", 3), "abc");
        assert_eq!(clip("abcd", 3), "ab…");
    }
}
