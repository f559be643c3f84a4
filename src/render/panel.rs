//! The header while a game runs: players in seat order (figure swatch with seat number,
//! name, score, supply: meeples, then the columns of the boxes in play, such as The
//! Abbot's abbot while at home or The Gifts' count of gift cards), who must act now, tiles left, and what must be done next, by whom: the
//! waiting tile in its four rotations labelled with the degrees `place` takes (a large
//! tile scaled to fit, its objectives shown), the numbered figure spots with their
//! commands (architect and cubes too), grow/herd, a bridge or castle to decide, the
//! bazaar's offer with its bids, or the two tiles of a Take two.
//!
//! Owns the header's arrangement at a given scale (wide boards get a bigger header so a
//! phone can read it) and the order of the supply columns; the expansions declare their
//! columns (`supply`) and draw their notes under the players and what stands above the
//! commands through `ExpansionArt`. It does not draw the board or the end-of-game table.

use carcassonne_engine::{Action, ExpansionPhase, Phase, Rotation, Seat, Spot, View};

use super::board::{self, Mark};
use super::canvas::Canvas;
use super::choice_words;
use super::expansion::{self, in_play};
use super::facts;
use super::facts_of;
use super::figures::{self, Pose};
use super::layout;
use super::paint;
use super::palette::{self, Rgb};
use super::supply;
use super::text::{self, Align, Style, Weight};
use super::{Lang, Scene, Words};

// Lengths at scale 1.
const PAD: f32 = 14.0;
/// A player's row.
pub const ROW: f32 = 30.0;
const TITLE: f32 = 26.0;
/// Tile size of the rotation previews.
const PREVIEW: f32 = layout::MAX_PICTURE;
const PREVIEW_GAP: f32 = 16.0;
/// Line height of the command list, and of the tiles left under the players.
const LINE: f32 = 21.0;
/// The least width of a column of the command list.
const COMMAND_COLUMN: f32 = 2.0 * (PREVIEW + PREVIEW_GAP);
/// A player's name starts here, after the marker of whoever must act and the figure.
const NAME_X: f32 = PAD + 48.0;
/// The room for a name (a longer one is cut short).
const NAME_ROOM: f32 = 130.0;
/// The room for a name when the expansions' supply columns are wider than
/// [`CROWDED`]: with (nearly) every expansion in play, names give way so that the header
/// keeps within [`SIDE_BY_SIDE`] and its previews' tiles readable.
const NAME_ROOM_CROWDED: f32 = 62.0;
/// The expansions' columns' width, at scale 1, past which names get the narrower room.
const CROWDED: f32 = 500.0;

/// The room for a name in `game`'s header, at scale 1.
fn name_room(game: &View) -> f32 {
    let columns: f32 = supply_widths(game).sum();
    if columns > CROWDED { NAME_ROOM_CROWDED } else { NAME_ROOM }
}

/// The score's right edge, at scale 1.
fn score_x(game: &View) -> f32 {
    NAME_X + name_room(game) + 48.0
}

/// The supplies' left edge, at scale 1.
fn supply_x(game: &View) -> f32 {
    score_x(game) + 16.0
}

/// The widths of the expansions' supply columns `game` shows, at scale 1.
fn supply_widths<'a>(game: &'a View) -> impl Iterator<Item = f32> + 'a {
    facts::in_play(game).flat_map(|f| f.supply).map(|c| c.width)
}
/// The widest header that goes beside the players block rather than under it even
/// when the board below is narrower: an image this wide still shows a preview's
/// tiles 40 px wide in a chat ~500 px wide (`PREVIEW_TILE` 64 × 500 / 800).
const SIDE_BY_SIDE: f32 = 800.0;

/// The width of the meeples' column at scale 1, the one column every game shows.
const MEEPLES: f32 = 46.0;

/// The expansions' supply columns `game` shows, by their places (`supply::Column`),
/// each with its left edge at scale 1.
fn supplies(game: &View) -> Vec<(&'static supply::Column, f32)> {
    let mut shown: Vec<&'static supply::Column> = facts::in_play(game).flat_map(|f| f.supply).collect();
    shown.sort_by_key(|c| c.place);
    shown
        .into_iter()
        .scan(supply_x(game) + MEEPLES, |x, column| {
            *x += column.width;
            Some((column, *x - column.width))
        })
        .collect()
}

/// The figures the players block draws, each with its height at scale 1: the seat's
/// figure before its name and the meeples' column (a bazaar's bidders are drawn at the
/// meeples' size).
const FIGURES: [(f32, Pose); 2] = [(SEAT_FIGURE, Pose::Standing), (MEEPLE_FIGURE, Pose::Standing)];
const SEAT_FIGURE: f32 = 26.0;
const MEEPLE_FIGURE: f32 = 16.0;

/// Paints ahead the figures of a header at every scale it takes (`layout::ui_scales`),
/// its own and those of every expansion's supply columns (`supply::figures`), for
/// every seat: the scale follows the board's width, so a header at a new scale drew them
/// all afresh, a fifth of its cost. About 650 pictures, 1 MB.
pub fn paint_ahead() {
    let figures: Vec<(f32, Pose)> = FIGURES.into_iter().chain(supply::figures()).collect();
    let sizes: std::collections::BTreeSet<(u32, Pose)> = layout::ui_scales()
        .flat_map(|ui| figures.iter().map(move |&(height, pose)| ((height * ui).round() as u32, pose)))
        .collect();
    for (size, pose) in sizes {
        figures::paint_ahead(size, pose);
    }
    // The largest disk a header draws: a numbered disc with its edge (a gift card's, a
    // bazaar's tile's) at the largest scale.
    paint::count_disks_ahead(DISC * layout::MAX_UI + DISC_EDGE);
}

/// The radius of the disc of a spot's number, at scale 1 (a gift card's and a bazaar
/// tile's numbers take the same), and the width of the edge some are drawn with.
pub const DISC: f32 = 9.0;
pub const DISC_EDGE: f32 = 1.5;

/// The players block's width for `game`, at scale 1.
fn players_width(game: &View) -> f32 {
    MEEPLES + supplies(game).iter().map(|&(column, _)| column.width).sum::<f32>() + supply_x(game) + PAD
}

/// The players block's height: its titles, a row per player and the tiles left.
fn players_height(game: &View) -> f32 {
    PAD + TITLE + game.players().len() as f32 * ROW + LINE + PAD
}

/// What is drawn right of the players block above the command list, at scale 1 (a
/// bazaar's offer while an auction runs).
fn above_commands(game: &View) -> f32 {
    in_play(game).map(|art| art.above_commands(game)).sum()
}

/// The least width of the block of what must be done next (the title, the rotation
/// previews, two columns of commands, what the expansions draw there: a bazaar's offer
/// with one tile per player), at scale 1; wider for a command whose words name a
/// target on the board (a captive beside a landmark), up to `MAX_TASK`, so that they
/// are read whole.
fn task_width(scene: &Scene, lines: &[(Key, String)]) -> f32 {
    let game = &scene.view;
    let least = (4.0 * (PREVIEW + PREVIEW_GAP)).max(2.0 * COMMAND_COLUMN);
    let plain = Style::new(16.0, Weight::Regular, palette::TEXT);
    let widest = match game.phase() {
        Phase::PlaceTile(_) | Phase::Over => 0.0,
        // A line's key and the block's right margin beside its words.
        _ => lines.iter().map(|(_, line)| text::width(plain, line) + 28.0 + PAD).fold(0.0, f32::max),
    };
    in_play(game).map(|art| art.task_width(game)).fold(least.max(widest.min(MAX_TASK)), f32::max)
}

/// The widest the block of what must be done next grows for its commands' words.
const MAX_TASK: f32 = 640.0;

/// The height of the block of what must be done next, `width` wide, at scale 1.
fn task_height(scene: &Scene, lines: &[(Key, String)], width: f32) -> f32 {
    match scene.view.phase() {
        Phase::Over => 0.0,
        phase if matches!(phase, Phase::PlaceTile(_)) || pictured(phase) => {
            PAD + TITLE + PREVIEW + 24.0 + PAD
        }
        _ => {
            let rows = lines.len().div_ceil(command_columns(lines, width));
            PAD + TITLE + above_commands(&scene.view) + 2.0 + rows as f32 * LINE + PAD
        }
    }
}

/// Whether the block of what must be done for `phase` shows an expansion's pictures
/// in place of the rotations (`ArtFacts::pictures`: Take two's two tiles).
fn pictured(phase: Phase) -> bool {
    matches!(phase, Phase::Expansion(phase) if facts_of(phase.expansion()).pictures.is_some())
}

/// How the header's two blocks lie, at scale 1: the block of what must be done next
/// right of the players, or under them where that would make the image wider than
/// both the board and `SIDE_BY_SIDE` (many supply columns, a narrow preview).
#[derive(Clone, Copy, Debug)]
struct Arrangement {
    /// The top-left corner of the block of what must be done next.
    task: (f32, f32),
    width: f32,
    height: f32,
}

/// A scene's header blocks measured at scale 1, with the commands listed: what
/// `arrange` needs for any board width. Measured once a layout, which tries a header
/// over several tile sizes, and once a drawing: the commands behind them (the figure
/// step's spots, the expansions' asides, each measured in words) are most of a header's
/// cost.
pub struct Blocks {
    players: (f32, f32),
    task: (f32, f32),
    /// The commands listed under the task's title (`commands`).
    lines: Vec<(Key, String)>,
}

impl Blocks {
    /// The blocks of `scene`'s header.
    pub fn of(scene: &Scene) -> Blocks {
        let game = &scene.view;
        let lines = commands(scene);
        let task = task_width(scene, &lines);
        Blocks {
            players: (players_width(game), players_height(game)),
            task: (task, task_height(scene, &lines, task)),
            lines,
        }
    }

    /// The header's arrangement over a board `room` px wide at scale 1.
    fn arrange(&self, room: f32) -> Arrangement {
        let ((players, players_high), (task, task_high)) = (self.players, self.task);
        let beside = players + task + PAD;
        if beside <= room.max(SIDE_BY_SIDE) {
            Arrangement { task: (players + PAD, 0.0), width: beside, height: players_high.max(task_high) }
        } else {
            // The players' bottom padding parts the blocks.
            let top = players_high - PAD;
            Arrangement { task: (PAD, top), width: players.max(PAD + task + PAD), height: top + task_high }
        }
    }

    /// The header's height and width at scale `ui` over a board `board` px wide.
    pub fn size(&self, ui: f32, board: u32) -> (u32, u32) {
        let a = self.arrange(board as f32 / ui);
        ((a.height * ui).ceil() as u32, (a.width * ui).ceil() as u32)
    }
}

/// The commands listed under the title for the decision waited on (all but placing a
/// tile), each with its spot number when it puts a figure on a numbered spot, in the
/// scene's words.
fn commands(scene: &Scene) -> Vec<(Key, String)> {
    let game = &scene.view;
    let say = |a: Action| say(scene.words, scene.lang, a);
    let plain = |a: Action| (Key::None, say(a));
    let decider = game.pending().and_then(|d| d.seats.iter().next()).unwrap_or(game.active());
    let legal = || game.legal_actions(decider).into_iter();
    match game.phase() {
        Phase::PlaceFigure => {
            // The numbered spots on the board, then what the expansions offer instead
            // of a figure or on the way (a bridge that may still be built, a recall),
            // then no figure.
            let mut lines: Vec<(Key, String)> = Vec::new();
            for (i, (mark, actions)) in board::figure_marks(game).into_iter().enumerate() {
                let key = match mark {
                    Mark::Labelled(action) => board::mark_label(scene, action)
                        .map_or(Key::None, |(label, fill)| Key::Badge(label, fill)),
                    _ => Key::Disc((i + 1).to_string()),
                };
                lines.extend(actions.into_iter().map(|a| (key.clone(), say(a))));
            }
            lines.extend(
                in_play(game).flat_map(|art| art.figure_step_commands(scene)).map(|c| (Key::None, c)),
            );
            lines.push(plain(Action::Pass));
            lines
        }
        phase => match in_play(game).find_map(|art| art.commands(scene, phase)) {
            Some(lines) => lines.into_iter().map(|c| (Key::None, c)).collect(),
            // An expansion's own decision that its art does not word: its legal actions,
            // those that move a figure to a feature numbered as their discs on the board.
            None if matches!(phase, Phase::Expansion(_)) => {
                let numbered = board::decision_targets(game);
                let number = |a: Action| numbered.iter().position(|&(n, _)| n == a);
                legal()
                    .map(|a| match number(a) {
                        Some(i) => (Key::None, format!("{}. {}", i + 1, say(a))),
                        None => plain(a),
                    })
                    .collect()
            }
            None => Vec::new(),
        },
    }
}

/// `action` in `words` and `lang`: the command as typed (canonical in every language),
/// or the words of Discord's button for it: the label the service gave (a step aiming at
/// a target on the board), else a box's action from its facts as its button says it
/// ([`choice_words::button_words`]); a figure spot goes by the words the service gave,
/// its number being on the disc beside it.
pub fn say(words: Words, lang: Lang, action: Action) -> String {
    let Words::Buttons(spots, labels) = words else { return words.command(&action.to_string(), lang) };
    if let Some((_, label)) = labels.iter().find(|(a, _)| *a == action) {
        return label.clone();
    }
    let spot = |spot: Spot| {
        spots.iter().find(|(s, _)| *s == spot).map_or_else(|| spot.to_string(), |(_, w)| w.clone())
    };
    match action {
        Action::Meeple(s) => spot(s),
        Action::Pass => lang.say("button-no-figure", []),
        Action::Place(_) | Action::Expansion(_) => {
            choice_words::button_words(action, lang, &spot).unwrap_or_else(|| action.to_string())
        }
    }
}

/// What the header's title says must happen now, naming who must do it (not always
/// the active player: castle owners, bidders); shorter wordings follow where the first
/// may not fit.
fn title_words(scene: &Scene) -> Vec<String> {
    let game = &scene.view;
    let lang = scene.lang;
    let who = name(scene, game.active());
    let deciders: Vec<String> =
        game.decisions().iter().flat_map(|d| d.seats.iter()).map(|s| name(scene, s)).collect();
    let deciders = if deciders.is_empty() { who.clone() } else { and(lang, &deciders) };
    let who_ = || [("who", who.as_str().into())];
    // An expansion's own moment first (a large tile in hand, which goes by its
    // top-left cell; a tile that fits only with a bridge).
    if let Some(words) = in_play(game).find_map(|art| art.tile_title(scene, &who)) {
        return words;
    }
    let words = match game.phase() {
        Phase::PlaceTile(_) => lang.say("render-title-place", who_()),
        Phase::PlaceFigure => lang.say("render-title-figure", who_()),
        Phase::Over => String::new(),
        Phase::Expansion(phase) => decision_title(scene, phase, &deciders),
    };
    vec![words]
}

/// The title of a box's decision `phase`, `render-title-<word>` (`PhaseFacts::word`):
/// naming `who` it waits for (the active player at a step of their turn, a small city's
/// owners, a bidder…) and what else its box's titles name (`ArtFacts::title_args`).
fn decision_title(scene: &Scene, phase: ExpansionPhase, who: &str) -> String {
    let view = &scene.view;
    let named =
        facts_of(phase.expansion()).title_args.iter().map(|&(name, value)| (name, value(view).into()));
    let args = std::iter::once(("who", who.into())).chain(named);
    scene.lang.say(&format!("render-title-{}", phase.facts().word), args)
}

/// `items` as a list in `lang`: "Ann", "Ann and Bob", "Ann, Bob and Cat".
pub fn and(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            lang.say("render-and", [("first", rest.join(", ").into()), ("last", last.as_str().into())])
        }
    }
}

/// A player's display name, or a stand-in when the caller gave none.
pub fn name(scene: &Scene, seat: Seat) -> String {
    scene
        .names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| scene.lang.say("render-stand-in", [("n", (seat.0 + 1).into())]))
}

/// Draws the header across the top of the canvas at scale `ui`.
pub fn draw(canvas: &mut Canvas, scene: &Scene, ui: f32) {
    let game = &scene.view;
    let u = |v: f32| v * ui;
    let dim = Style::new(u(13.0), Weight::Regular, palette::TEXT_DIM);
    let plain = Style::new(u(16.0), Weight::Regular, palette::TEXT);
    let bold = Style::new(u(16.0), Weight::Bold, palette::TEXT);
    let (name_x, score_x, supply_x) = (u(NAME_X), u(score_x(game)), u(supply_x(game)));
    let name_room = u(name_room(game));
    let columns = supplies(game);
    let players_right = u(players_width(game) - PAD);

    let title_y = u(PAD + TITLE / 2.0);
    let lang = scene.lang;
    text::draw(canvas, name_x, title_y, Align::Left, dim, &lang.say("render-column-player", []));
    text::draw(canvas, score_x, title_y, Align::Right, dim, &lang.say("render-column-score", []));
    text::draw(canvas, supply_x, title_y, Align::Left, dim, &lang.say("render-column-supply", []));
    for &(column, x) in &columns {
        if let Some(title) = supply::title(column, game, lang) {
            text::draw(canvas, u(x) + u(column.width / 2.0 - 3.0), title_y, Align::Centre, dim, &title);
        }
    }

    for (i, player) in game.players().iter().enumerate() {
        let seat = Seat(i as u8);
        let top = u(PAD + TITLE + i as f32 * ROW);
        let cy = top + u(ROW / 2.0);
        // Marked: whoever the game waits for (a castle's owners, a bidder), not
        // always the player whose turn it is.
        let active = game.decisions().iter().any(|d| d.seats.contains(seat));
        if active {
            let (x, w, h) = (u(PAD - 6.0), players_right - u(PAD - 6.0), u(ROW - 2.0));
            canvas.fill_rect(x as i32, (top + u(1.0)) as i32, w as i32, h as i32, palette::TABLE);
            text::draw(canvas, u(PAD), cy, Align::Left, bold, "▶");
        }
        figures::draw(canvas, u(PAD + 30.0), cy, u(SEAT_FIGURE).round() as u32, seat, Pose::Standing);
        let style = if active { bold } else { plain };
        let shown = text::fit_name(style, &name(scene, seat), name_room);
        text::draw(canvas, name_x, cy, Align::Left, style, &shown);
        text::draw(canvas, score_x, cy, Align::Right, bold, &player.score.to_string());
        figures::draw(canvas, supply_x + u(8.0), cy, u(MEEPLE_FIGURE).round() as u32, seat, Pose::Standing);
        count(canvas, (supply_x + u(18.0), cy), ui, player.meeples.into());
        for &(column, x) in &columns {
            supply::draw(canvas, scene, seat, column, (u(x), cy), ui);
        }
    }

    // Under the players: tiles left, then what the expansions add (the tokens left in
    // the sheep bag, the cards left in the gift deck), as much as fits.
    let tiles = lang.say("render-tiles-left", [("n", game.tiles_left().into())]);
    let notes: Vec<String> = in_play(game).filter_map(|art| art.left_note(game, lang)).collect();
    let left: Vec<String> = (0..=notes.len())
        .rev()
        .map(|n| notes[..n].iter().fold(tiles.clone(), |l, t| l + " · " + t))
        .collect();
    let room = players_right - u(PAD);
    let left = left.iter().find(|t| text::width(bold, t) <= room).unwrap_or(&tiles);
    let left_y = u(PAD + TITLE + game.players().len() as f32 * ROW + LINE / 2.0 + 2.0);
    text::draw(canvas, u(PAD), left_y, Align::Left, bold, left);

    // What must be done next, by whom: right of the players or under them.
    let blocks = Blocks::of(scene);
    let arrangement = blocks.arrange(canvas.width as f32 / ui);
    let (right, top) = (u(arrangement.task.0), u(arrangement.task.1));
    let task_room = canvas.width as f32 - u(PAD) - right;
    let words = title_words(scene);
    // The first wording that fits, if need be written smaller: a long name shrinks the
    // plank's title before it drops the plank's meaning.
    let fits = words.iter().find(|w| text::width(plain, w) * MIN_TITLE_SHRINK <= task_room);
    let words = fits.or(words.last()).cloned().unwrap_or_default();
    // The shortest wording that still does not fit is written smaller (to a point)
    // rather than cut: a cut title no longer says what to do.
    let shrunk = (task_room / text::width(plain, &words)).clamp(MIN_TITLE_SHRINK, 1.0);
    let title = Style { size: plain.size * shrunk, ..plain };
    let title_y = top + u(PAD + TITLE / 2.0);
    text::draw(canvas, right, title_y, Align::Left, title, &text::fit(title, &words, task_room));
    let below_title = top + u(PAD + TITLE);
    match game.phase() {
        Phase::PlaceTile(kind) => {
            let size = layout::snap(u(PREVIEW).round() as u32);
            let top = below_title.round() as i32;
            for rot in Rotation::ALL {
                let x = (right + rot.quarter_turns() as f32 * u(PREVIEW + PREVIEW_GAP)).round() as i32;
                canvas.fill_rect(x - 1, top - 1, size as i32 + 2, size as i32 + 2, palette::FIGURE_EDGE);
                expansion::in_hand(canvas, game, kind, rot, (x, top), size);
                let label_y = top as f32 + size as f32 + u(13.0);
                let cx = x as f32 + size as f32 / 2.0;
                text::draw(canvas, cx, label_y, Align::Centre, bold, &rot.degrees().to_string());
            }
        }
        Phase::Expansion(phase) if let Some(draw) = facts_of(phase.expansion()).pictures => {
            draw(canvas, scene, phase, (right, below_title), ui)
        }
        Phase::Over => {}
        _ => {
            for art in in_play(game) {
                art.draw_above_commands(canvas, scene, (right, below_title + u(6.0)), ui);
            }
            let top = below_title + u(12.0 + above_commands(game));
            let columns = command_columns(&blocks.lines, blocks.task.0);
            let column = (task_room / columns as f32).max(u(COMMAND_COLUMN));
            command_list(canvas, &blocks.lines, (right, top), (column, columns), ui, plain);
        }
    }
}

/// `×n`, a count in a supply column, from `(x, cy)` at scale `ui`; returns its width.
pub fn count(canvas: &mut Canvas, (x, cy): (f32, f32), ui: f32, n: usize) -> f32 {
    let plain = Style::new(ui * 16.0, Weight::Regular, palette::TEXT);
    text::draw(canvas, x, cy, Align::Left, plain, &format!("×{n}"))
}

/// The smallest the header's title is written, against its usual size, to fit whole.
const MIN_TITLE_SHRINK: f32 = 0.7;

/// What stands before a command in the header's list, as on the board.
#[derive(Clone)]
enum Key {
    None,
    /// A figure spot's or the architect's number, on a white disc.
    Disc(String),
    /// An objective's label, on its legend's badge of this colour.
    Badge(String, Rgb),
}

/// How many columns the command list of `game` takes: two, or one when a line would
/// not fit half the block (a capture's follower and where it stands, in words), so that
/// no choice is cut short.
/// The block is `task_width` wide at scale 1.
fn command_columns(lines: &[(Key, String)], task_width: f32) -> usize {
    let plain = Style::new(16.0, Weight::Regular, palette::TEXT);
    let half = task_width / 2.0 - 28.0;
    if lines.iter().any(|(_, line)| text::width(plain, line) > half) { 1 } else { 2 }
}

/// Commands in `columns` columns `column` px wide from `(left, top)` down, each with
/// its spot number or objective label.
fn command_list(
    canvas: &mut Canvas,
    lines: &[(Key, String)],
    (left, top): (f32, f32),
    (column, columns): (f32, usize),
    ui: f32,
    style: Style,
) {
    let u = |v: f32| v * ui;
    let per_column = lines.len().div_ceil(columns).max(1);
    let mark = Style::new(u(13.0), Weight::Bold, palette::FIGURE_EDGE);
    for (i, (key, command)) in lines.iter().enumerate() {
        let x = left + (i / per_column) as f32 * column;
        let y = top + (i % per_column) as f32 * u(LINE);
        match key {
            Key::None => {}
            Key::Disc(number) => {
                paint::draw_disk(canvas, x + u(9.0), y, u(DISC), palette::SPOT);
                text::draw(canvas, x + u(9.0), y, Align::Centre, mark, number);
            }
            Key::Badge(label, fill) => {
                text::badge(canvas, (x + u(9.0), y), u(18.0), label, *fill);
            }
        }
        let shown = text::fit(style, command, column - u(28.0));
        text::draw(canvas, x + u(24.0), y, Align::Left, style, &shown);
    }
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::rules::{abbey_mayor, bridges_castles_bazaars as bcb, gifts, hills_sheep};
    use carcassonne_engine::rules::{princess_dragon, tower};
    use carcassonne_engine::{Pos, TileKind};

    use super::*;

    /// Every box's decision has its title in every language, its message named by its
    /// word (`render-title-<word>`, `PhaseFacts::word`), so the header never shows an id.
    #[test]
    fn every_decision_has_its_title_in_every_language() {
        let tile = TileKind::from_id("BA/C").expect("a base tile");
        let phases = [
            ExpansionPhase::HillsSheep(hills_sheep::Ph::Flock),
            ExpansionPhase::BridgesCastlesBazaars(bcb::Ph::Bridge),
            ExpansionPhase::BridgesCastlesBazaars(bcb::Ph::Castle),
            ExpansionPhase::BridgesCastlesBazaars(bcb::Ph::BazaarChoose),
            ExpansionPhase::BridgesCastlesBazaars(bcb::Ph::BazaarBid),
            ExpansionPhase::BridgesCastlesBazaars(bcb::Ph::BazaarRaise),
            ExpansionPhase::BridgesCastlesBazaars(bcb::Ph::BazaarTrade),
            ExpansionPhase::Gifts(gifts::Ph::TakeTwo(tile, tile)),
            ExpansionPhase::PrincessDragon(princess_dragon::Ph::Dragon),
            ExpansionPhase::Tower(tower::Ph::Capture),
            ExpansionPhase::Tower(tower::Ph::Exchange),
            ExpansionPhase::AbbeyMayor(abbey_mayor::Ph::Abbey),
            ExpansionPhase::AbbeyMayor(abbey_mayor::Ph::Wagon(abbey_mayor::Origin::Tile(Pos::new(0, 0)))),
        ];
        for lang in Lang::ALL {
            for phase in phases {
                let id = format!("render-title-{}", phase.facts().word);
                let said = lang.say(&id, [("who", "Ann".into()), ("tile", 1.into())]);
                assert!(said.contains("Ann") && !said.contains(&id), "{lang:?} {phase:?}: {said}");
            }
        }
    }
}
