//! The end-of-game header: who won, and each player's points by category as a table
//! with a stacked bar beside it (points lost, as at a bazaar, left of its zero line).
//!
//! Owns how each engine score category is shown (label, colour) and which are shown, so
//! a new category needs one entry. Each column is as wide as its title, and the whole
//! table is drawn at a scale that fits the widest image, so every column and the totals
//! show whatever the expansions and players. A timelapse's frames show the points so
//! far on the final table's geometry ([`Table`]), under their own title. It does not
//! draw the board.

use carcassonne_engine::{Category, Expansion, Player, Seat};

use super::canvas::Canvas;
use super::figures::{self, Pose};
use super::layout::MAX_WIDTH;
use super::palette::{self, Rgb};
use super::panel::{and, name};
use super::text::{self, Align, Style, Weight};
use super::{Lang, Scene};

// Lengths at scale 1.
const PAD: f32 = 14.0;
const ROW: f32 = 30.0;
const TITLE: f32 = 34.0;
const HEAD: f32 = 24.0;
const NAME_WIDTH: f32 = 190.0;
/// Before each column's title: its colour swatch and the room after it.
const SWATCH: f32 = 14.0;
/// Between one column's numbers and the next column's swatch.
const GAP: f32 = 18.0;
const BAR: f32 = 220.0;

/// The column titles' style at scale `s`.
fn head_style(s: f32) -> Style {
    Style::new(13.0 * s, Weight::Regular, palette::TEXT_DIM)
}

/// The numbers' style at scale `s`.
fn number_style(s: f32) -> Style {
    Style::new(16.0 * s, Weight::Bold, palette::TEXT)
}

/// The right edge of each column of `cats` and then of the totals, from the names'
/// right edge, at scale 1: a column as wide as its swatch and title or its widest
/// number.
fn rights(scene: &Scene, cats: &[Column]) -> Vec<f32> {
    let game = &scene.view;
    let widest = |title: &str, points: &dyn Fn(&Player) -> i32| {
        let numbers = game.players().iter().map(|p| text::width(number_style(1.0), &points(p).to_string()));
        numbers.fold(text::width(head_style(1.0), title), f32::max)
    };
    let columns = cats.iter().map(|c| {
        SWATCH + widest(&c.label, &|p| p.breakdown.get(c.category.index()).copied().unwrap_or(0)) + GAP
    });
    let total = widest(&scene.lang.say("render-total", []), &|p| p.score) + GAP;
    columns
        .chain([total])
        .scan(0.0, |right, w| {
            *right += w;
            Some(*right)
        })
        .collect()
}

/// The table's width at scale 1, its titles in the scene's language.
fn natural_width(scene: &Scene) -> f32 {
    let table = rights(scene, &columns(scene)).last().copied().unwrap_or(0.0);
    PAD + NAME_WIDTH + table + 16.0 + BAR + PAD
}

/// The scale the table is drawn at on an image at scale `ui`: `ui`, or smaller where
/// the table would not fit the widest image (many columns on a large board).
fn scale(scene: &Scene, ui: f32) -> f32 {
    ui.min(MAX_WIDTH as f32 / natural_width(scene))
}

/// One column of the breakdown.
#[derive(Clone, Debug)]
pub struct Column {
    pub category: Category,
    /// Its title, in the scene's language.
    pub label: String,
    pub colour: Rgb,
}

/// How each score category is shown, titled in `lang` (the shared `category-title`
/// term); a new category needs one arm here.
fn column(category: Category, lang: Lang) -> Column {
    let colour = match category {
        Category::Road => palette::ROAD_EDGE,
        Category::City => palette::CITY,
        Category::Monastery => palette::ROOF,
        Category::Field => palette::FIELD,
        Category::Sheep => palette::WOOL,
        Category::Castle => palette::STONE,
        Category::Bazaar => palette::TENT,
        Category::Gifts => palette::GIFT,
        Category::Monuments => palette::MONUMENT,
        Category::Fame => palette::FAME,
    };
    let label = lang.say("category-title", [("category", category.word().into())]);
    Column { category, label, colour }
}

/// The columns shown: the base game's four always, any other category once it is in
/// play or someone scored in it.
pub fn columns(scene: &Scene) -> Vec<Column> {
    let game = &scene.view;
    Category::ALL
        .into_iter()
        .filter(|&c| {
            let in_play = match c {
                Category::Road | Category::City | Category::Monastery | Category::Field => true,
                Category::Sheep => game.has(Expansion::HillsSheep),
                Category::Castle | Category::Bazaar => game.has(Expansion::BridgesCastlesBazaars),
                Category::Gifts => game.has(Expansion::Gifts),
                Category::Monuments | Category::Fame => game.has(Expansion::Monuments),
            };
            in_play || game.players().iter().any(|p| p.breakdown[c.index()] != 0)
        })
        .map(|c| column(c, scene.lang))
        .collect()
}

/// The header's height at game end, on an image at scale `ui`.
pub fn height(scene: &Scene, ui: f32) -> u32 {
    let s = scale(scene, ui);
    ((PAD + TITLE + HEAD + scene.view.players().len() as f32 * ROW + PAD) * s).ceil() as u32
}

/// The width the table needs on an image at scale `ui`.
pub fn min_width(scene: &Scene, ui: f32) -> u32 {
    (natural_width(scene) * scale(scene, ui)).ceil() as u32
}

/// The result in `lang`: who won (all who tie, their names joined) with how many points.
fn title(lang: Lang, winners: &[String], best: i32) -> String {
    let args =
        [("count", winners.len().into()), ("names", and(lang, winners).into()), ("score", best.into())];
    lang.say("render-game-over", args)
}

/// The table's geometry, fixed from one scene: its scale, columns, their right edges
/// and the bars' scale. A timelapse draws every frame on the final scene's, so numbers
/// and bars grow in place and nothing shifts from one frame to the next.
#[derive(Clone, Debug)]
pub struct Table {
    s: f32,
    cats: Vec<Column>,
    /// Right edges of each column and then of the totals, from the names' right edge,
    /// at scale 1.
    rights: Vec<f32>,
    /// The most points any player gained and lost over the shown columns: the bars'
    /// room right and left of their zero line.
    most_gained: i32,
    most_lost: i32,
}

impl Table {
    /// The geometry of `scene`'s table on an image at scale `ui`.
    pub fn new(scene: &Scene, ui: f32) -> Table {
        let cats = columns(scene);
        let players = scene.view.players();
        let part =
            |p: &Player, gained: bool| points(p, &cats).filter(|&v| (v > 0) == gained).map(i32::abs).sum();
        Table {
            s: scale(scene, ui),
            rights: rights(scene, &cats),
            most_gained: players.iter().map(|p| part(p, true)).max().unwrap_or(0),
            most_lost: players.iter().map(|p| part(p, false)).max().unwrap_or(0),
            cats,
        }
    }
}

/// `player`'s points in each of `cats`.
fn points<'a>(player: &'a Player, cats: &'a [Column]) -> impl Iterator<Item = i32> + 'a {
    cats.iter().map(|c| player.breakdown.get(c.category.index()).copied().unwrap_or(0))
}

/// Draws the result and the breakdown on an image at scale `ui`.
pub fn draw(canvas: &mut Canvas, scene: &Scene, ui: f32) {
    let players = scene.view.players();
    let best = players.iter().map(|p| p.score).max().unwrap_or(0);
    let winners: Vec<String> = (0..players.len())
        .filter(|&i| players[i].score == best)
        .map(|i| name(scene, Seat(i as u8)))
        .collect();
    draw_table(canvas, scene, &Table::new(scene, ui), &title(scene.lang, &winners, best));
}

/// Draws `scene`'s points so far under `title` on `table`'s geometry (another scene's,
/// the final one of a timelapse): a bar longer than the table's room is cut at its end.
pub fn draw_table(canvas: &mut Canvas, scene: &Scene, table: &Table, title: &str) {
    let s = table.s;
    let u = |v: f32| v * s;
    let lang = scene.lang;
    let players = scene.view.players();
    let cats = &table.cats;
    let best = players.iter().map(|p| p.score).max().unwrap_or(0);
    let big = Style::new(u(20.0), Weight::Bold, palette::TEXT);
    let shown = text::fit(big, title, canvas.width as f32 - 2.0 * u(PAD));
    text::draw(canvas, u(PAD), u(PAD + TITLE / 2.0 - 2.0), Align::Left, big, &shown);

    let dim = head_style(s);
    let plain = Style::new(u(16.0), Weight::Regular, palette::TEXT);
    let bold = number_style(s);
    let head_y = u(PAD + TITLE + HEAD / 2.0);
    let col_x = |i: usize| u(PAD + NAME_WIDTH + table.rights.get(i).copied().unwrap_or(0.0));
    for (i, cat) in cats.iter().enumerate() {
        let right = col_x(i);
        let w = text::draw(canvas, right, head_y, Align::Right, dim, &cat.label);
        let swatch = u(10.0).round() as i32;
        canvas.fill_rect(
            (right - w - u(SWATCH)) as i32,
            (head_y - u(5.0)) as i32,
            swatch,
            swatch,
            cat.colour,
        );
    }
    text::draw(canvas, col_x(cats.len()), head_y, Align::Right, dim, &lang.say("render-total", []));

    // Bars run right from a zero line for points gained and left of it for points
    // lost (a bazaar can cost more than it brings); the longest of each fits the room.
    let (most_gained, most_lost) = (table.most_gained, table.most_lost);
    let scale = u(BAR) / (most_gained + most_lost).max(1) as f32;
    let zero = col_x(cats.len()) + u(16.0) + most_lost as f32 * scale;
    let room = (
        (zero - most_lost as f32 * scale).round() as i32,
        (zero + most_gained as f32 * scale).round() as i32,
    );
    for (i, player) in players.iter().enumerate() {
        let seat = Seat(i as u8);
        let top = u(PAD + TITLE + HEAD + i as f32 * ROW);
        let cy = top + u(ROW / 2.0);
        figures::draw(canvas, u(PAD + 12.0), cy, u(26.0).round() as u32, seat, Pose::Standing);
        let style = if player.score == best { bold } else { plain };
        let shown = text::fit_name(style, &name(scene, seat), u(NAME_WIDTH - 40.0));
        text::draw(canvas, u(PAD + 32.0), cy, Align::Left, style, &shown);
        let (mut right, mut left) = (zero, zero);
        let (bar_top, bar_height) = ((top + u(6.0)).round() as i32, u(ROW - 12.0).round() as i32);
        for (c, (cat, points)) in cats.iter().zip(points(player, cats)).enumerate() {
            text::draw(canvas, col_x(c), cy, Align::Right, plain, &points.to_string());
            let w = points.abs() as f32 * scale;
            let (x0, x1) = if points >= 0 {
                right += w;
                (right - w, right)
            } else {
                left -= w;
                (left, left + w)
            };
            let (x0, x1) = ((x0.round() as i32).max(room.0), (x1.round() as i32).min(room.1));
            canvas.fill_rect(x0, bar_top, x1 - x0, bar_height, cat.colour);
            if points < 0 {
                // Lost points are hatched so colour is not the only cue.
                for x in (x0..x1).step_by(4) {
                    canvas.fill_rect(x, bar_top, 1, bar_height, palette::FIGURE_EDGE);
                }
            }
        }
        if most_lost > 0 {
            canvas.fill_rect(zero.round() as i32, bar_top - 2, 1, bar_height + 4, palette::TEXT_DIM);
        }
        text::draw(canvas, col_x(cats.len()), cy, Align::Right, bold, &player.score.to_string());
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
}
