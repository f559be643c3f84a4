//! The objectives legend: when a monument was just placed, the tile just placed reaches
//! one of its objectives, or an objective just took a cube or completed, a band under
//! the board lists that monument's four objectives in words (number, reward per cube,
//! the cells still to fill, whose cubes sit on it, done or not), sized to the image's
//! width so it still reads when a chat shows the image 500 px wide; the plaques' little
//! maps do not. The board numbers the cells to match (`monuments::wanted`, through
//! [`cell_labels`]).
//!
//! Owns which monuments the legend shows, its words (all made in `words`, in the scene's
//! language) and the band: its height, added under the layout it is given without moving
//! anything above, and its drawing. It reads the game only
//! through the scene's view.

use std::collections::BTreeMap;

use carcassonne_engine::rules::monuments::{Act, Happened, Monument, PlacedMonument};
use carcassonne_engine::{Action, MAX_SEATS, Phase, Pos, Seat};

use super::colours;
use super::plaques::cube;
use crate::render::canvas::Canvas;
use crate::render::layout::{Layout, MAX_HEIGHT};
use crate::render::palette;
use crate::render::panel;
use crate::render::text::{self, Align, Style, Weight};
use crate::render::{Lang, Scene};

/// The width a chat shows an image at: the legend is laid out for it and scaled with
/// the image, so it reads the same there however wide the image is.
const CHAT_WIDTH: f32 = 500.0;

// Lengths in chat pixels (multiplied by the image's width over `CHAT_WIDTH`).
/// Text size: imageproc's size is the face's height from ascent to descent, of which
/// DejaVu's capitals and digits take 0.63: about 11 px high in a chat.
const TEXT_SIZE: f32 = 17.5;
/// One line of the legend: a monument's title or one objective.
const LINE: f32 = 28.0;
/// Room around the band's contents.
const PAD: f32 = 10.0;
/// Between two columns of a row, and between two monuments.
const GAP: f32 = 12.0;
/// A cube's side.
const CUBE: f32 = 12.0;

/// The legend's words in the scene's language: every string the legend draws is made
/// here.
mod words {
    use carcassonne_engine::rules::monuments::{Monument, Reward};

    use crate::locale::Lang;

    pub fn title(lang: Lang, monument: Monument) -> String {
        lang.say("render-objectives-title", [("monument", monument.word().into())])
    }

    /// Right of the title: what the rewards are counted in.
    pub fn per_cube(lang: Lang) -> String {
        lang.say("render-reward-per-cube", [])
    }

    pub fn reward(lang: Lang, reward: Reward) -> String {
        let (kind, n) = match reward {
            Reward::Points(n) => ("points", n),
            Reward::Fame(n) => ("fame", n),
            Reward::Bridges(n) => ("bridges", n),
        };
        lang.say("render-reward", [("kind", kind.into()), ("n", n.into())])
    }

    /// Board directions, clockwise from north, as `Compass` numbers them: the
    /// selectors of `render-direction`.
    pub const DIRECTIONS: [&str; 8] =
        ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"];

    /// The cells still to fill: `cells` of them, lying in `directions` (indices into
    /// `DIRECTIONS`, in compass order), or only at the monument's corners.
    pub fn fill(lang: Lang, cells: usize, directions: &[usize], corners: bool) -> String {
        if corners && cells > 1 {
            return lang.say("render-fill-corners", [("cells", cells.into())]);
        }
        let named: Vec<String> = directions
            .iter()
            .map(|&d| lang.say("render-direction", [("direction", DIRECTIONS[d].into())]))
            .collect();
        let place = super::panel::and(lang, &named);
        lang.say("render-fill", [("cells", cells.into()), ("place", place.into())])
    }

    /// Every cell holds a tile; the objective pays when the turn's scoring ends.
    pub fn filled(lang: Lang) -> String {
        lang.say("render-filled", [])
    }

    pub fn done(lang: Lang) -> String {
        lang.say("render-done", [])
    }

    /// Before the cubes a just-completed objective paid.
    pub fn paid(lang: Lang) -> String {
        lang.say("render-paid", [])
    }

    /// A player's cubes on one objective.
    pub fn cubes(name: &str, count: u8) -> String {
        if count > 1 { format!("{name} ×{count}") } else { name.to_string() }
    }
}

/// One objective's line.
struct Row {
    /// The number the board's cells carry too: 1 to 4, after the monument's initial
    /// when the legend shows several monuments.
    label: String,
    reward: String,
    /// What it still asks, or that it is done.
    ask: String,
    completed: bool,
    /// It completed in the last command.
    fresh: bool,
    /// The cubes on it (or, just completed, those it paid), by seat, with their words.
    cubes: Vec<(Seat, String)>,
    /// What puts a cube on it (the command, or the button's words), when the active
    /// player may now.
    command: Option<String>,
}

/// One monument's part of the legend.
struct Part {
    title: String,
    rows: Vec<Row>,
}

/// The most monuments the legend shows: each takes five lines, and a taller image
/// shows smaller in a chat.
const MOST_SHOWN: usize = 2;

/// The monuments the legend shows, at most `MOST_SHOWN`: the one just placed, then
/// those the last command put a cube, an architect or a completion on, then those whose
/// objectives the tile just placed reaches, each group in the order they were placed.
fn shown<'a>(scene: &Scene<'a>) -> Vec<&'a PlacedMonument> {
    let game = &scene.view;
    let Some(monuments) = game.monuments().filter(|_| !game.is_over()) else { return Vec::new() };
    let board = game.board();
    let last = game.last_placed();
    let reached = |m: &PlacedMonument| {
        last.is_some_and(|i| (0..4).any(|o| m.cells(o).any(|p| board.tile_index_at(p) == Some(i))))
    };
    let named = |m: &PlacedMonument| {
        scene.recent.iter().filter_map(Happened::of).any(|e| match e {
            Happened::ArchitectPlaced { monument, .. }
            | Happened::CubePlaced { monument, .. }
            | Happened::ObjectiveCompleted { monument, .. }
            | Happened::MonumentCompleted { monument } => *monument == m.monument,
        })
    };
    let mut ranked: Vec<(u8, &PlacedMonument)> = (monuments.placed().iter())
        .filter_map(|m| {
            let rank = if last == Some(m.tile) {
                0
            } else if named(m) {
                1
            } else if reached(m) {
                2
            } else {
                return None;
            };
            Some((rank, m))
        })
        .collect();
    // Stable: the order placed within each rank.
    ranked.sort_by_key(|&(rank, _)| rank);
    ranked.into_iter().take(MOST_SHOWN).map(|(_, m)| m).collect()
}

/// The label of objective `index` (0 to 3) of `m` on the legend and the board: its
/// number, after the initial of the monument's title in `lang` when several monuments
/// are shown (in each language the four titles begin with four different letters).
fn label(lang: Lang, m: &PlacedMonument, index: usize, several: bool) -> String {
    labelled(lang, m.monument, index, several)
}

/// [`label`] by the monument alone.
fn labelled(lang: Lang, monument: Monument, index: usize, several: bool) -> String {
    let title = || lang.say("monument-title", [("monument", monument.word().into())]);
    let initial = several.then(title).and_then(|t| t.chars().next());
    format!("{}{}", initial.map(String::from).unwrap_or_default(), index + 1)
}

/// The legend's parts for `scene`, one per monument shown.
fn parts(scene: &Scene) -> Vec<Part> {
    let game = &scene.view;
    let shown = shown(scene);
    let several = shown.len() > 1;
    let name = |seat: Seat| panel::name(scene, seat);
    let offered: Vec<Action> = match game.phase() {
        Phase::PlaceFigure if scene.words.ask() => game.legal_actions(game.active()),
        _ => Vec::new(),
    };
    let cubes = |counts: &[u8; MAX_SEATS]| -> Vec<(Seat, String)> {
        (0..MAX_SEATS)
            .filter(|&s| counts[s] > 0)
            .map(|s| (Seat(s as u8), words::cubes(&name(Seat(s as u8)), counts[s])))
            .collect()
    };
    shown
        .into_iter()
        .map(|m| {
            let rows = (0..4)
                .map(|i| {
                    let state = &m.objectives[i];
                    let paid = scene.recent.iter().find_map(|e| match Happened::of(e)? {
                        Happened::ObjectiveCompleted { monument, objective, cubes, .. }
                            if *monument == m.monument && usize::from(*objective) == i + 1 =>
                        {
                            Some(cubes)
                        }
                        _ => None,
                    });
                    let reward = m.monument.objectives()[i].reward.paid_in(game.expansions());
                    let ask =
                        if state.completed { words::done(scene.lang) } else { still_to_fill(scene, m, i) };
                    Row {
                        label: label(scene.lang, m, i, several),
                        reward: words::reward(scene.lang, reward),
                        ask,
                        completed: state.completed,
                        fresh: paid.is_some(),
                        cubes: cubes(paid.unwrap_or(&state.cubes)),
                        command: offered
                            .iter()
                            .find(|a| **a == Action::from(Act::Cube(m.monument, i as u8 + 1)))
                            .map(|a| panel::say(scene.words, scene.lang, *a)),
                    }
                })
                .collect();
            Part { title: words::title(scene.lang, m.monument), rows }
        })
        .collect()
}

/// What incomplete objective `index` of `m` still asks, in words: how many empty cells
/// and where they lie round the monument, as seen on the board.
fn still_to_fill(scene: &Scene, m: &PlacedMonument, index: usize) -> String {
    let board = scene.view.board();
    let empty: Vec<(i32, i32)> = m
        .cells(index)
        .filter(|&p| board.tile_at(p).is_none())
        .map(|p| (p.x - m.anchor.x, p.y - m.anchor.y))
        .collect();
    if empty.is_empty() {
        return words::filled(scene.lang);
    }
    let mut directions = [false; 8];
    let mut corners = true;
    for &cell in &empty {
        let compass = compass(cell, &empty);
        corners &= compass % 2 == 1;
        directions[compass] = true;
    }
    let named: Vec<usize> = (0..8).filter(|&d| directions[d]).collect();
    words::fill(scene.lang, empty.len(), &named, corners)
}

/// The direction (0 north, clockwise to 7 north-west) of cell `(dx, dy)` round a
/// monument whose top-left cell is (0, 0), among the `cells` still to fill: a corner
/// cell beside such cells on a side counts as that side (the north row with its
/// corners is "north").
fn compass((dx, dy): (i32, i32), cells: &[(i32, i32)]) -> usize {
    // The side rows: north (y = -1), east (x = 2), south (y = 2), west (x = -1).
    let on = [dy < 0, dx > 1, dy > 1, dx < 0];
    let edge = |side: usize, &(x, y): &(i32, i32)| match side {
        0 => y < 0 && (0..2).contains(&x),
        1 => x > 1 && (0..2).contains(&y),
        2 => y > 1 && (0..2).contains(&x),
        _ => x < 0 && (0..2).contains(&y),
    };
    let sides: Vec<usize> = (0..4).filter(|&s| on[s]).collect();
    match sides[..] {
        [side] => 2 * side,
        [a, b] => match [a, b].into_iter().find(|&s| cells.iter().any(|c| edge(s, c))) {
            Some(side) => 2 * side,
            // North-east lies between north (0) and east (2); north-west after west.
            None if (a, b) == (0, 3) => 7,
            None => a + b,
        },
        _ => 0,
    }
}

/// The label of objective `number` (from 1) of `monument` where a cube may go, as the
/// legend and the wanted cells give it: with its monument's initial when the legend
/// shows several monuments or not this one.
pub fn cube_label(scene: &Scene, monument: Monument, number: u8) -> String {
    let shown = shown(scene);
    let several = shown.len() > 1 || !shown.iter().any(|m| m.monument == monument);
    labelled(scene.lang, monument, usize::from(number.max(1) - 1), several)
}

/// The labels of the empty cells the shown monuments' incomplete objectives still
/// want, for the board to number them as the legend does.
pub fn cell_labels(scene: &Scene) -> BTreeMap<Pos, String> {
    let board = scene.view.board();
    let shown = shown(scene);
    let several = shown.len() > 1;
    let mut labels: BTreeMap<Pos, String> = BTreeMap::new();
    for m in shown {
        for i in (0..4).filter(|&i| !m.objectives[i].completed) {
            for pos in m.cells(i).filter(|&p| board.tile_at(p).is_none()) {
                let label = labels.entry(pos).or_default();
                if !label.is_empty() {
                    label.push(' ');
                }
                label.push_str(&self::label(scene.lang, m, i, several));
            }
        }
    }
    labels
}

/// The legend's lines for `scene` as its image draws them (a title per monument, then
/// one line per objective: label, reward, what it asks, its cubes or the command that
/// puts one on it), empty when the image has none: for a front end's text and for tests.
pub fn legend(scene: &Scene) -> Vec<String> {
    let mut lines = Vec::new();
    for part in parts(scene) {
        lines.push(format!("{} ({})", part.title, words::per_cube(scene.lang)));
        for row in part.rows {
            let mut line = vec![format!("{} {}", row.label, row.reward), row.ask];
            let cubes: Vec<&str> = row.cubes.iter().map(|(_, w)| w.as_str()).collect();
            if row.completed && !cubes.is_empty() {
                line.push(format!("{} {}", words::paid(scene.lang), cubes.join(", ")));
            } else if !cubes.is_empty() {
                line.push(cubes.join(", "));
            }
            line.extend(row.command);
            lines.push(line.join(" · "));
        }
    }
    lines
}

/// How much the legend's lengths grow on an image `width` pixels wide.
fn scale(width: u32) -> f32 {
    (width as f32 / CHAT_WIDTH).max(1.0)
}

/// The band's height for `parts` monuments on an image `width` pixels wide.
fn band_height(parts: usize, width: u32) -> u32 {
    let n = parts as f32;
    ((2.0 * PAD + n * 5.0 * LINE + (n - 1.0) * GAP) * scale(width)).ceil() as u32
}

/// `layout` with room under it for the scene's legend, when it has one and the image
/// stays within the height limit (a board that tall is shown cropped in a chat, where
/// its preview has the room).
pub fn below(scene: &Scene, layout: Layout) -> Layout {
    let parts = shown(scene).len();
    if parts == 0 {
        return layout;
    }
    let band = band_height(parts, layout.width);
    if layout.height + band > MAX_HEIGHT {
        return layout;
    }
    Layout { height: layout.height + band, legend: band, ..layout }
}

/// A label on a lavender badge `h` pixels high centred on (cx, cy), as the board's
/// wanted cells and the legend's rows carry it; returns its width.
pub fn badge(canvas: &mut Canvas, at: (f32, f32), h: f32, label: &str) -> f32 {
    text::badge(canvas, at, h, label, colours::MONUMENT)
}

/// Draws the legend in its band under the board, if the layout has one.
pub fn draw(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    if layout.legend == 0 {
        return;
    }
    let s = scale(layout.width);
    let u = |v: f32| v * s;
    let (width, top) = (layout.width as i32, (layout.height - layout.legend) as i32);
    canvas.fill_rect(0, top, width, layout.legend as i32, palette::BACKGROUND);
    canvas.fill_rect(0, top, width, u(1.0).round() as i32, palette::GRID);
    let (left, right) = (u(PAD), width as f32 - u(PAD));
    let mut y = top as f32 + u(PAD);
    for part in parts(scene) {
        // The rows' words at the band's size, or smaller where the longest row would
        // not fit (a long command in French): every word whole.
        let shrink = shrink(scene.lang, &part, s, right - left);
        let u = |v: f32| v * s * shrink;
        let bold = Style::new(u(TEXT_SIZE), Weight::Bold, palette::TEXT);
        let plain = Style::new(u(TEXT_SIZE), Weight::Regular, palette::TEXT);
        let dim = Style::new(u(TEXT_SIZE), Weight::Regular, palette::TEXT_DIM);
        let line = |k: f32| y + k * s * LINE;
        let cy = line(0.5);
        let title = text::draw(canvas, left, cy, Align::Left, bold, &part.title);
        // What the rewards count, where the title leaves it room.
        let per_cube = words::per_cube(scene.lang);
        if left + title + u(GAP) + text::width(dim, &per_cube) <= right {
            text::draw(canvas, right, cy, Align::Right, dim, &per_cube);
        }
        // Columns as wide as their widest entry.
        let widest = |f: &dyn Fn(&Row) -> f32| part.rows.iter().map(f).fold(0.0, f32::max);
        let badges =
            widest(&|r| (text::width(bold, &r.label) + u(TEXT_SIZE * 1.4 * 0.4)).max(u(TEXT_SIZE * 1.4)));
        let reward_x = left + badges + u(GAP / 2.0);
        let ask_x = reward_x + widest(&|r| text::width(bold, &r.reward)) + u(GAP);
        let cubes_x = ask_x + widest(&|r| text::width(plain, &r.ask)) + u(GAP);
        for (k, row) in part.rows.iter().enumerate() {
            let cy = line(k as f32 + 1.5);
            if row.fresh {
                let edge = (2.0 * s).round() as i32;
                let (x0, y0) = ((left - s * PAD / 2.0) as i32, (cy - s * LINE / 2.0) as i32);
                let w = (right + s * PAD / 2.0) as i32 - x0;
                canvas.frame(x0, y0, w, (s * LINE).round() as i32, edge, palette::SCORED);
            }
            badge(canvas, (left + badges / 2.0, cy), u(TEXT_SIZE * 1.4), &row.label);
            let (reward, ask) = if row.completed {
                (Style { colour: palette::TEXT_DIM, ..bold }, Style { colour: colours::DONE, ..plain })
            } else {
                (bold, plain)
            };
            text::draw(canvas, reward_x, cy, Align::Left, reward, &row.reward);
            text::draw(canvas, ask_x, cy, Align::Left, ask, &row.ask);
            let mut x = cubes_x;
            if row.completed && !row.cubes.is_empty() {
                x += text::draw(canvas, x, cy, Align::Left, dim, &words::paid(scene.lang)) + u(GAP / 2.0);
            }
            let c = u(CUBE).round() as i32;
            for (seat, name) in &row.cubes {
                if x + c as f32 > right {
                    break;
                }
                cube(canvas, x + c as f32 / 2.0, cy, c, *seat);
                x += c as f32 + u(5.0);
                let shown = text::fit(plain, name, right - x);
                x += text::draw(canvas, x, cy, Align::Left, plain, &shown) + u(GAP);
            }
            if let Some(command) = &row.command {
                text::draw(canvas, x, cy, Align::Left, dim, &text::fit(dim, command, right - x));
            }
        }
        y += s * (5.0 * LINE + GAP);
    }
}

/// How much `part`'s rows shrink from scale `s` so that the longest fits in `room`
/// pixels: 1 when it fits as it is. Measured again at the size found, and shrunk a
/// little more while it does not fit: text does not narrow exactly with its size (each
/// glyph's advance is rounded), and a row a pixel too wide would lose its last word.
fn shrink(lang: Lang, part: &Part, s: f32, room: f32) -> f32 {
    let mut shrink = (room / row_width(lang, part, s)).min(1.0);
    while shrink > 0.25 && row_width(lang, part, s * shrink) > room {
        shrink *= 0.99;
    }
    shrink
}

/// The width of `part`'s longest row at scale `s`, as [`draw`] lays it: badge, reward,
/// what it asks, then its cubes with their names or its command.
fn row_width(lang: Lang, part: &Part, s: f32) -> f32 {
    let u = |v: f32| v * s;
    let bold = Style::new(u(TEXT_SIZE), Weight::Bold, palette::TEXT);
    let plain = Style::new(u(TEXT_SIZE), Weight::Regular, palette::TEXT);
    let widest = |f: &dyn Fn(&Row) -> f32| part.rows.iter().map(f).fold(0.0, f32::max);
    let badges =
        widest(&|r| (text::width(bold, &r.label) + u(TEXT_SIZE * 1.4 * 0.4)).max(u(TEXT_SIZE * 1.4)));
    let columns = badges
        + u(GAP / 2.0)
        + widest(&|r| text::width(bold, &r.reward))
        + u(GAP)
        + widest(&|r| text::width(plain, &r.ask))
        + u(GAP);
    let tail = widest(&|r| {
        let paid = if r.completed && !r.cubes.is_empty() {
            text::width(plain, &words::paid(lang)) + u(GAP / 2.0)
        } else {
            0.0
        };
        let cube = u(CUBE).round() + u(5.0 + GAP);
        let cubes: f32 = r.cubes.iter().map(|(_, name)| cube + text::width(plain, name)).sum();
        paid + cubes + r.command.as_ref().map_or(0.0, |c| text::width(plain, c))
    });
    columns + tail
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each objective of the table reads as a player would say it, unrotated, in each
    /// language.
    #[test]
    fn the_cells_read_as_directions() {
        let read = |lang: Lang, cells: &[(i32, i32)]| {
            let mut directions = [false; 8];
            let mut corners = true;
            for &c in cells {
                let d = compass(c, cells);
                corners &= d % 2 == 1;
                directions[d] = true;
            }
            let named: Vec<usize> = (0..8).filter(|&d| directions[d]).collect();
            words::fill(lang, cells.len(), &named, corners)
        };
        /// Cells still to fill round a monument, and how each language says them.
        type Case = (&'static [(i32, i32)], &'static str, &'static str);
        let cases: [Case; 10] = [
            (&[(0, -1), (1, -1)], "fill 2 cells north", "2 cases au nord"),
            (&[(-1, -1), (0, -1), (1, -1), (2, -1)], "fill 4 cells north", "4 cases au nord"),
            (&[(2, 0), (2, 1), (2, 2)], "fill 3 cells east", "3 cases à l'est"),
            (&[(-1, -1), (2, -1), (2, 2), (-1, 2)], "fill 4 corners", "4 coins"),
            (&[(0, -1), (2, 0)], "fill 2 cells north and east", "2 cases au nord et à l'est"),
            (&[(2, 0), (2, 1), (1, 2)], "fill 3 cells east and south", "3 cases à l'est et au sud"),
            (&[(0, 2), (-1, 2), (-1, 1)], "fill 3 cells south and west", "3 cases au sud et à l'ouest"),
            (&[(2, -1)], "fill 1 cell north-east", "1 case au nord-est"),
            (&[(-1, -1)], "fill 1 cell north-west", "1 case au nord-ouest"),
            (
                &[(0, -1), (2, 0), (0, 2)],
                "fill 3 cells north, east and south",
                "3 cases au nord, à l'est et au sud",
            ),
        ];
        for (cells, english, french) in cases {
            assert_eq!(read(Lang::En, cells), english);
            assert_eq!(read(Lang::Fr, cells), french);
        }
    }

    #[test]
    fn rewards_agree_with_their_number() {
        use carcassonne_engine::rules::monuments::Reward;
        let said = |lang, reward| words::reward(lang, reward);
        assert_eq!(said(Lang::En, Reward::Points(1)), "1 point");
        assert_eq!(said(Lang::En, Reward::Points(3)), "3 points");
        assert_eq!(said(Lang::En, Reward::Bridges(2)), "2 bridges");
        assert_eq!(said(Lang::Fr, Reward::Points(1)), "1 point");
        assert_eq!(said(Lang::Fr, Reward::Points(3)), "3 points");
        assert_eq!(said(Lang::Fr, Reward::Fame(2)), "2 Renommée");
        assert_eq!(said(Lang::Fr, Reward::Bridges(1)), "1 pont");
    }

    /// With several monuments shown, their labels start with the initials of their titles
    /// in the reader's language, four different letters in each.
    #[test]
    fn the_initials_differ_in_every_language() {
        use carcassonne_engine::rules::monuments::Monument;
        for lang in Lang::ALL {
            let mut initials: Vec<char> = Monument::ALL
                .into_iter()
                .filter_map(|m| lang.say("monument-title", [("monument", m.word().into())]).chars().next())
                .collect();
            initials.sort_unstable();
            initials.dedup();
            assert_eq!(initials.len(), Monument::ALL.len(), "{lang:?}: {initials:?}");
        }
    }
}
