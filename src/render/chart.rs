//! A small line chart of a player's rating after each of their rated games (`stats`),
//! drawn with the board's machinery: the palette canvas, its text and its anti-aliased
//! strokes, encoded as the board images are.
//!
//! It owns the chart's layout: a title, a rating axis with whole-number ticks, the games
//! numbered along the bottom, one point per game joined by a line. The numbers are the
//! caller's (the shown rating); it must not know what a rating is.

use super::canvas::{Canvas, Sprite};
use super::paint::{self, Painter, Pt};
use super::palette;
use super::text::{self, Align, Style, Weight};
use crate::locale::Lang;

/// The chart's size: Discord shows it whole at its own size.
pub const WIDTH: u32 = 600;
pub const HEIGHT: u32 = 240;

/// The plot's margins: the title above, the rating numbers left, the game numbers below.
const TOP: f32 = 40.0;
const LEFT: f32 = 52.0;
const RIGHT: f32 = 20.0;
const BOTTOM: f32 = 30.0;

/// Room between the plot's sides and its first and last points.
const INSET: f32 = 14.0;

const TITLE: Style = Style::new(18.0, Weight::Bold, palette::TEXT);
const NUMBERS: Style = Style::new(14.0, Weight::Regular, palette::TEXT_DIM);
const LINE: f32 = 3.0;
const POINT: f32 = 4.0;
/// The most points drawn as dots: beyond, they would merge into the line.
const DOTS: usize = 60;

/// Most ticks along an axis.
const TICKS: f64 = 6.0;

/// The chart of `points` (one value per game, in order) as a PNG, titled in `lang`.
pub fn rating_chart(points: &[f64], lang: Lang) -> Vec<u8> {
    let mut canvas = Canvas::reuse(Vec::new(), WIDTH, HEIGHT);
    canvas.fill_rect(0, 0, WIDTH as i32, HEIGHT as i32, palette::BACKGROUND);
    text::draw(&mut canvas, LEFT, TOP / 2.0, Align::Left, TITLE, &lang.say("chart-title", []));
    let (right, bottom) = (WIDTH as f32 - RIGHT, HEIGHT as f32 - BOTTOM);
    let (low, high, step) = rating_axis(points);
    let y = |value: f64| bottom - ((value - low) / (high - low)) as f32 * (bottom - TOP);
    let mut tick = low;
    while tick <= high + step / 2.0 {
        let at = y(tick).round();
        let colour = if tick == 0.0 { palette::TEXT_DIM } else { palette::GRID };
        canvas.fill_rect(LEFT as i32, at as i32, (right - LEFT) as i32, 1, colour);
        // `+ 0.0` writes a negative zero as 0.
        text::draw(&mut canvas, LEFT - 8.0, at, Align::Right, NUMBERS, &format!("{}", tick + 0.0));
        tick += step;
    }
    let x = |game: usize| match points.len() {
        0 | 1 => (LEFT + right) / 2.0,
        n => LEFT + INSET + game as f32 / (n - 1) as f32 * (right - LEFT - 2.0 * INSET),
    };
    let every = game_step(points.len());
    for game in (0..points.len()).filter(|g| (g + 1) % every == 0 || *g == 0) {
        text::draw(
            &mut canvas,
            x(game),
            bottom + BOTTOM / 2.0,
            Align::Centre,
            NUMBERS,
            &(game + 1).to_string(),
        );
    }
    let line: Vec<Pt> = points.iter().enumerate().map(|(game, &value)| (x(game), y(value))).collect();
    draw_line(&mut canvas, &line);
    if points.len() <= DOTS {
        for &(px, py) in &line {
            paint::draw_disk(&mut canvas, px, py, POINT, palette::SCORED);
        }
    }
    super::encode::plain(&canvas.pixels, canvas.width, canvas.height).unwrap_or_default()
}

/// The rating axis for `points`: its lowest and highest ticks and the step between them,
/// whole numbers from 1, 2 or 5 times a power of ten, about [`TICKS`] of them, spanning
/// every point and 0, where every player starts.
fn rating_axis(points: &[f64]) -> (f64, f64, f64) {
    let finite = points.iter().copied().filter(|v| v.is_finite());
    let (min, max) = finite.fold((0.0_f64, 0.0_f64), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let span = (max - min).max(2.0);
    let step = nice_step(span / TICKS).max(1.0);
    let low = (min / step).floor() * step;
    let high = ((max / step).ceil() * step).max(low + 2.0 * step);
    (low, high, step)
}

/// The smallest of 1, 2 and 5 times a power of ten not below `rough`.
fn nice_step(rough: f64) -> f64 {
    let power = 10f64.powf(rough.log10().floor());
    [1.0, 2.0, 5.0, 10.0].into_iter().map(|m| m * power).find(|s| *s >= rough).unwrap_or(10.0 * power)
}

/// How many games apart the game numbers along the bottom are: 1, 2 or 5 times a power
/// of ten, so that at most a dozen show.
fn game_step(games: usize) -> usize {
    nice_step((games as f64 / 12.0).max(1.0)) as usize
}

/// Draws the polyline through `points` in the rating's colour, anti-aliased.
fn draw_line(canvas: &mut Canvas, points: &[Pt]) {
    if points.len() < 2 {
        return;
    }
    let mut painter = Painter::new(WIDTH, HEIGHT, 1.0);
    for poly in paint::stroke(points, LINE) {
        painter.fill(&poly, palette::SCORED);
    }
    canvas.blit_sprite(0, 0, &Sprite::from_premultiplied(&painter.finish()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_axis_spans_every_point_in_whole_steps() {
        assert_eq!(rating_axis(&[]), (0.0, 2.0, 1.0));
        assert_eq!(rating_axis(&[0.4, 1.2]), (0.0, 2.0, 1.0));
        assert_eq!(rating_axis(&[-3.2, 4.9]), (-4.0, 6.0, 2.0));
        assert_eq!(rating_axis(&[0.0, 27.5]), (0.0, 30.0, 5.0));
        let (low, high, step) = rating_axis(&[-12.0, 61.0]);
        assert!(low <= -12.0 && high >= 61.0 && (high - low) / step <= TICKS + 1.0, "{low} {high} {step}");
    }

    #[test]
    fn game_numbers_thin_out_on_long_charts() {
        assert_eq!([1, 12, 13, 30, 100, 500].map(game_step), [1, 1, 2, 5, 10, 50]);
    }

    /// A chart decodes at its size in every language, whatever the number of points.
    #[test]
    fn a_chart_is_a_png_of_its_size() {
        for (points, lang) in
            [(&[][..], Lang::En), (&[0.0][..], Lang::Fr), (&[0.0, 2.5, 1.0, 6.0][..], Lang::En)]
        {
            let png = rating_chart(points, lang);
            let decoded = image::load_from_memory(&png).expect("a PNG");
            assert_eq!((decoded.width(), decoded.height()), (WIDTH, HEIGHT));
        }
    }
}
