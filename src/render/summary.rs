//! The end-of-game header: who won, and each player's points by category as a table
//! with a row per category and a column per player, the totals last.
//!
//! Owns how each engine score category is shown (label, colour) and which are shown, so
//! a new category needs one entry. A chat shows the final image about 500 px wide
//! whatever its size, so the table is drawn as large as the image's width allows (up to
//! a share of its height): categories down the side keep their titles whole and large,
//! where ten columns side by side left each title a few pixels tall. A timelapse's
//! frames show the points so far on the final table's geometry ([`Table`]), under their
//! own title. It does not draw the board.

use carcassonne_engine::{Category, Player, Seat};

use super::facts;

use super::canvas::Canvas;
use super::figures::{self, Pose};
use super::layout::{self, Layout, MAX_WIDTH};
use super::palette::{self, Rgb};
use super::panel::{and, name};
use super::text::{self, Align, Style, Weight};
use super::{Lang, Scene};

// Lengths at scale 1.
const PAD: f32 = 14.0;
const TITLE: f32 = 34.0;
/// The row of the players' figures and names.
const HEAD: f32 = 28.0;
const ROW: f32 = 20.0;
/// Room above the totals' row for the rule that sets it apart.
const RULE: f32 = 6.0;
/// Before each category's title: its colour swatch and the room after it.
const SWATCH: f32 = 12.0;
const SWATCH_GAP: f32 = 6.0;
/// Between two columns (12, not 16: with Traders & Builders' goods, the twelfth row,
/// a six-player French table kept its titles 8 px tall at chat width only so).
const GAP: f32 = 12.0;
/// A player's figure before their name, and the room between them.
const FIGURE: f32 = 22.0;
const FIGURE_GAP: f32 = 4.0;
/// The widest a player's column gets for their name (a longer one is shortened).
const NAME_WIDTH: f32 = 130.0;
/// The narrowest a player's column is: room for a figure and a three-digit score.
const MIN_COLUMN: f32 = 48.0;
/// The widest the result above the table makes it, at scale 1.
const TITLE_WIDTH: f32 = 520.0;
/// The most of the image's height the table takes, so the board keeps most of it: with
/// every expansion's row (twelve categories then) over a board as wide as The River makes
/// it (≈ 1,400 px), 700 px left the titles 7.7 px tall at chat width, 800 kept them at 8;
/// with The Tower's ransoms (thirteen), 800 left them 7.2 px tall and 920 keeps them at 8.
const MAX_HEIGHT: f32 = 920.0;
/// The largest scale: beyond it the table would only grow emptier.
const MAX_SCALE: f32 = 3.0;

/// The categories' titles' style at scale `s`.
fn label_style(s: f32) -> Style {
    Style::new(15.0 * s, Weight::Regular, palette::TEXT)
}

/// The numbers' style at scale `s`.
fn number_style(s: f32) -> Style {
    Style::new(15.0 * s, Weight::Regular, palette::TEXT)
}

/// The totals' style at scale `s`.
fn bold_style(s: f32) -> Style {
    Style::new(16.0 * s, Weight::Bold, palette::TEXT)
}

/// The players' names' style at scale `s`, the winners' bold.
fn name_style(s: f32, best: bool) -> Style {
    if best {
        Style::new(15.0 * s, Weight::Bold, palette::TEXT)
    } else {
        Style::new(15.0 * s, Weight::Regular, palette::TEXT_DIM)
    }
}

/// The width of the categories' column at scale 1: swatch and the longest title.
fn label_width(scene: &Scene, cats: &[Column]) -> f32 {
    let total = text::width(bold_style(1.0), &scene.lang.say("render-total", []));
    let titles = cats.iter().map(|c| SWATCH + SWATCH_GAP + text::width(label_style(1.0), &c.label));
    titles.fold(total, f32::max) + GAP
}

/// Each player's column width at scale 1: their name (up to `NAME_WIDTH`) or their
/// widest number.
fn column_widths(scene: &Scene, cats: &[Column]) -> Vec<f32> {
    let game = &scene.view;
    (0..game.players().len())
        .map(|i| {
            let player = &game.players()[i];
            let name = text::width(name_style(1.0, true), &name(scene, Seat(i as u8))).min(NAME_WIDTH)
                + FIGURE
                + FIGURE_GAP;
            let numbers = points(player, cats)
                .map(|v| text::width(number_style(1.0), &v.to_string()))
                .chain([text::width(bold_style(1.0), &player.score.to_string())]);
            numbers.fold(name.max(MIN_COLUMN), f32::max) + GAP
        })
        .collect()
}

/// The table's size at scale 1, its titles in the scene's language: the table, or the
/// result above it when that is wider (up to `TITLE_WIDTH`; a longer one is drawn
/// smaller).
fn natural_size(scene: &Scene) -> (f32, f32) {
    let cats = columns(scene);
    let table = table_width(scene, &cats);
    let result = text::width(title_style(1.0), &result(scene)).min(TITLE_WIDTH);
    let width = table.max(PAD + result + PAD);
    let height = PAD + TITLE + HEAD + (cats.len() as f32 + 1.0) * ROW + RULE + PAD;
    (width, height)
}

/// The width of the table itself at scale 1, without the result above it.
fn table_width(scene: &Scene, cats: &[Column]) -> f32 {
    PAD + label_width(scene, cats) + column_widths(scene, cats).iter().sum::<f32>() + PAD
}

/// The result's style at scale `s`.
fn title_style(s: f32) -> Style {
    Style::new(20.0 * s, Weight::Bold, palette::TEXT)
}

/// The scale the table is drawn at over a board `board` px wide (margins included) on
/// an image at scale `ui`: as wide as the board, up to `MAX_HEIGHT` tall, never smaller
/// than the board's own scale (`ui` before its steps: the table is drawn once, and
/// its letters shown at a chat's width should not shrink as the board outgrows a step)
/// unless the widest image could not hold it.
fn scale(scene: &Scene, ui: f32, board: u32) -> f32 {
    let (width, height) = natural_size(scene);
    let fill = (board as f32 / width).min(MAX_HEIGHT / height).min(MAX_SCALE);
    fill.max(ui.max(layout::unstepped_ui(board))).min(MAX_WIDTH as f32 / width)
}

/// One category of the breakdown.
#[derive(Clone, Debug)]
pub struct Column {
    pub category: Category,
    /// Its title, in the scene's language.
    pub label: String,
    pub colour: Rgb,
}

/// How each score category is shown, titled in `lang` (the shared `category-title`
/// term): the base game's in their features' colours, an expansion's in the colour its
/// art declares (`ArtFacts::categories`).
fn column(category: Category, lang: Lang) -> Column {
    let colour = match category {
        Category::Road => palette::ROAD_EDGE,
        Category::City => palette::CITY,
        Category::Monastery => palette::ROOF,
        Category::Field => palette::FIELD,
        other => facts::category_colour(other).unwrap_or(palette::TEXT),
    };
    let label = lang.say(&format!("category-title-{}", category.word()), []);
    Column { category, label, colour }
}

/// The categories shown: the base game's four always, an expansion's once it is in play
/// or someone scored in it.
pub fn columns(scene: &Scene) -> Vec<Column> {
    let game = &scene.view;
    let base = [Category::Road, Category::City, Category::Monastery, Category::Field];
    Category::ALL
        .into_iter()
        .filter(|&c| {
            let in_play = base.contains(&c) || facts::brings(game, c);
            in_play || game.players().iter().any(|p| p.breakdown[c.index()] != 0)
        })
        .map(|c| column(c, scene.lang))
        .collect()
}

/// The header's height at game end over a board `board` px wide, on an image at scale
/// `ui`.
pub fn height(scene: &Scene, ui: f32, board: u32) -> u32 {
    (natural_size(scene).1 * scale(scene, ui, board)).ceil() as u32
}

/// The width the table needs over a board `board` px wide, on an image at scale `ui`.
pub fn min_width(scene: &Scene, ui: f32, board: u32) -> u32 {
    (natural_size(scene).0 * scale(scene, ui, board)).ceil() as u32
}

/// The result in `lang`: who won (all who tie, their names joined) with how many points.
fn title(lang: Lang, winners: &[String], best: i32) -> String {
    let args =
        [("count", winners.len().into()), ("names", and(lang, winners).into()), ("score", best.into())];
    lang.say("render-game-over", args)
}

/// The table's geometry, fixed from one scene: its scale, categories and columns. A
/// timelapse draws every frame on the final scene's, so numbers grow in place and
/// nothing shifts from one frame to the next.
#[derive(Clone, Debug)]
pub struct Table {
    s: f32,
    cats: Vec<Column>,
    /// The categories' column's width, then the right edge of each player's column
    /// from the categories' column's right edge, at scale 1.
    labels: f32,
    rights: Vec<f32>,
    /// The table's left edge on the image, in pixels: centred on it (the result above
    /// it too).
    left: f32,
}

impl Table {
    /// The geometry of `scene`'s table on an image laid out as `layout`.
    pub fn new(scene: &Scene, layout: &Layout) -> Table {
        let cats = columns(scene);
        let (cols, _) = layout.cells();
        let board = cols as u32 * layout.tile + 2 * layout.margin;
        let s = scale(scene, layout.ui, board);
        let width = table_width(scene, &cats) * s;
        let rights = column_widths(scene, &cats)
            .into_iter()
            .scan(0.0, |right, w| {
                *right += w;
                Some(*right)
            })
            .collect();
        Table {
            s,
            labels: label_width(scene, &cats),
            rights,
            left: ((layout.width as f32 - width) / 2.0).max(0.0).floor(),
            cats,
        }
    }
}

/// `player`'s points in each of `cats`.
fn points<'a>(player: &'a Player, cats: &'a [Column]) -> impl Iterator<Item = i32> + 'a {
    cats.iter().map(|c| player.breakdown.get(c.category.index()).copied().unwrap_or(0))
}

/// The result of `scene`'s game in its language: who won, with how many points.
fn result(scene: &Scene) -> String {
    let players = scene.view.players();
    let best = players.iter().map(|p| p.score).max().unwrap_or(0);
    let winners: Vec<String> = (0..players.len())
        .filter(|&i| players[i].score == best)
        .map(|i| name(scene, Seat(i as u8)))
        .collect();
    title(scene.lang, &winners, best)
}

/// Draws the result and the breakdown on an image laid out as `layout`.
pub fn draw(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    draw_table(canvas, scene, &Table::new(scene, layout), &result(scene));
}

/// Draws `scene`'s points so far under `title` on `table`'s geometry (another scene's,
/// the final one of a timelapse).
pub fn draw_table(canvas: &mut Canvas, scene: &Scene, table: &Table, title: &str) {
    let s = table.s;
    let u = |v: f32| v * s;
    let x0 = table.left;
    let lang = scene.lang;
    let players = scene.view.players();
    let cats = &table.cats;
    let best = players.iter().map(|p| p.score).max().unwrap_or(0);
    // The result centred over the table, smaller where it is long (a tie of long
    // names), shortened only past that.
    let room = canvas.width as f32 - 2.0 * u(PAD);
    let big = title_style(s);
    let big = Style { size: (big.size * room / text::width(big, title)).clamp(u(14.0), big.size), ..big };
    let shown = text::fit(big, title, room);
    text::draw(canvas, canvas.width as f32 / 2.0, u(PAD + TITLE / 2.0 - 2.0), Align::Centre, big, &shown);

    // A player's column's right edge: numbers and names are right-aligned on it.
    let right =
        |i: usize| x0 + u(PAD + table.labels + table.rights.get(i).copied().unwrap_or(0.0) - GAP / 2.0);
    let head_y = u(PAD + TITLE + HEAD / 2.0);
    for (i, player) in players.iter().enumerate() {
        let seat = Seat(i as u8);
        let style = name_style(s, player.score == best);
        let shown = text::fit_name(style, &name(scene, seat), u(NAME_WIDTH));
        let fig = u(FIGURE).round() as u32;
        let w = text::width(style, &shown);
        // The figure, then the name, right-aligned with the numbers under them.
        let x = right(i);
        text::draw(canvas, x, head_y, Align::Right, style, &shown);
        figures::draw(canvas, x - w - u(FIGURE_GAP) - fig as f32 / 2.0, head_y, fig, seat, Pose::Standing);
    }

    let label = label_style(s);
    let number = number_style(s);
    let row_y = |r: usize| u(PAD + TITLE + HEAD + (r as f32 + 0.5) * ROW);
    for (r, cat) in cats.iter().enumerate() {
        let cy = row_y(r);
        if r % 2 == 1 {
            // Every other row shaded, so a number is read against its category.
            let top = (cy - u(ROW / 2.0)).round() as i32;
            let width = (right(players.len().saturating_sub(1)) + u(GAP / 4.0) - x0 - u(PAD / 2.0)).round();
            canvas.fill_rect(
                (x0 + u(PAD / 2.0)) as i32,
                top,
                width as i32,
                u(ROW).round() as i32,
                palette::TABLE,
            );
        }
        let swatch = u(SWATCH).round() as i32;
        canvas.fill_rect(
            (x0 + u(PAD)) as i32,
            (cy - u(SWATCH / 2.0)).round() as i32,
            swatch,
            swatch,
            cat.colour,
        );
        text::draw(canvas, x0 + u(PAD + SWATCH + SWATCH_GAP), cy, Align::Left, label, &cat.label);
        for (i, player) in players.iter().enumerate() {
            let points = player.breakdown.get(cat.category.index()).copied().unwrap_or(0);
            text::draw(canvas, right(i), cy, Align::Right, number, &points.to_string());
        }
    }
    // The totals, under a rule.
    let rule_y = u(PAD + TITLE + HEAD + cats.len() as f32 * ROW + RULE / 2.0);
    let rule_w = right(players.len().saturating_sub(1)) - x0 - u(PAD);
    canvas.fill_rect(
        (x0 + u(PAD)) as i32,
        rule_y.round() as i32,
        rule_w.round() as i32,
        u(1.0).round().max(1.0) as i32,
        palette::TEXT_DIM,
    );
    let cy = row_y(cats.len()) + u(RULE);
    let bold = bold_style(s);
    text::draw(canvas, x0 + u(PAD), cy, Align::Left, bold, &lang.say("render-total", []));
    for (i, player) in players.iter().enumerate() {
        text::draw(canvas, right(i), cy, Align::Right, bold, &player.score.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_result_names_the_winners_with_their_points_in_each_language() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let cases = [
            (Lang::En, names(&["Ann"]), 52, "Game over — Ann wins with 52 points"),
            (Lang::En, names(&["Ann", "Bob"]), 1, "Game over — Ann and Bob tie with 1 point"),
            (Lang::Fr, names(&["Anne"]), 52, "Fin de partie — Anne gagne avec 52 points"),
            (Lang::Fr, names(&["Anne"]), 1, "Fin de partie — Anne gagne avec 1 point"),
            (
                Lang::Fr,
                names(&["Anne", "Bruno", "Chloé"]),
                40,
                "Fin de partie — égalité entre Anne, Bruno et Chloé avec 40 points",
            ),
        ];
        for (lang, winners, best, said) in cases {
            assert_eq!(title(lang, &winners, best), said);
        }
    }

    /// The final table tells its columns apart by their colour first (the swatch over
    /// each column, the bars): every category has one of its own, given by its art.
    #[test]
    fn every_category_has_a_colour_of_its_own() {
        let colours: Vec<Rgb> = Category::ALL.into_iter().map(|c| column(c, Lang::En).colour).collect();
        for (i, (&category, colour)) in Category::ALL.iter().zip(&colours).enumerate() {
            assert_ne!(*colour, palette::TEXT, "{category} has no colour of its own");
            let twin = colours[..i].iter().position(|c| c == colour);
            assert!(twin.is_none(), "{category} has the colour of {}", Category::ALL[twin.unwrap_or(0)]);
        }
    }
}
