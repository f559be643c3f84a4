//! The end-of-game header: who won, and each player's points by category as a table
//! with a stacked bar beside it.
//!
//! Owns the list of categories (label, colour, how to read a player's points), so an
//! expansion adds a category with one entry. It does not draw the board.

use carcassonne_engine::{FeatureKind, Player, Seat};

use super::Scene;
use super::canvas::Canvas;
use super::figures::{self, Pose};
use super::palette::{self, Rgb};
use super::panel::name;
use super::text::{self, Align, Style, Weight};

const PAD: i32 = 14;
const ROW: i32 = 30;
const TITLE: i32 = 34;
const HEAD: i32 = 24;
const NAME_WIDTH: i32 = 190;
const COLUMN: i32 = 112;
const BAR: i32 = 220;

/// One column of the breakdown.
#[derive(Clone, Debug)]
pub struct Category {
    pub label: &'static str,
    pub colour: Rgb,
    pub points: fn(&Player) -> i32,
}

/// The score categories shown, in order.
pub fn categories() -> Vec<Category> {
    fn kind(k: FeatureKind) -> fn(&Player) -> i32 {
        match k {
            FeatureKind::Road => |p| p.breakdown[FeatureKind::Road as usize],
            FeatureKind::City => |p| p.breakdown[FeatureKind::City as usize],
            FeatureKind::Monastery => |p| p.breakdown[FeatureKind::Monastery as usize],
            FeatureKind::Field => |p| p.breakdown[FeatureKind::Field as usize],
        }
    }
    FeatureKind::ALL
        .into_iter()
        .map(|k| Category {
            label: match k {
                FeatureKind::Road => "Roads",
                FeatureKind::City => "Cities",
                FeatureKind::Monastery => "Monasteries",
                FeatureKind::Field => "Fields",
            },
            colour: match k {
                FeatureKind::Road => palette::ROAD_EDGE,
                FeatureKind::City => palette::CITY,
                FeatureKind::Monastery => palette::ROOF,
                FeatureKind::Field => palette::FIELD,
            },
            points: kind(k),
        })
        .collect()
}

/// The header's height at game end.
pub fn height(scene: &Scene) -> u32 {
    (PAD + TITLE + HEAD + scene.game.players().len() as i32 * ROW + PAD) as u32
}

/// The width the table needs.
pub fn min_width() -> u32 {
    (PAD + NAME_WIDTH + (categories().len() as i32 + 1) * COLUMN + 16 + BAR + PAD) as u32
}

/// Draws the result and the breakdown.
pub fn draw(canvas: &mut Canvas, scene: &Scene) {
    let players = scene.game.players();
    let cats = categories();
    let best = players.iter().map(|p| p.score).max().unwrap_or(0);
    let winners: Vec<String> = (0..players.len())
        .filter(|&i| players[i].score == best)
        .map(|i| name(scene, Seat(i as u8)))
        .collect();
    let title = match winners.len() {
        0 => "Game over".to_string(),
        1 => format!("Game over — {} wins with {best}", winners[0]),
        _ => format!("Game over — {} tie with {best}", winners.join(" and ")),
    };
    let big = Style::new(20.0, Weight::Bold, palette::TEXT);
    text::draw(
        canvas,
        PAD as f32,
        (PAD + TITLE / 2 - 2) as f32,
        Align::Left,
        big,
        &text::fit(big, &title, canvas.width as f32 - 2.0 * PAD as f32),
    );

    let dim = Style::new(13.0, Weight::Regular, palette::TEXT_DIM);
    let plain = Style::new(16.0, Weight::Regular, palette::TEXT);
    let bold = Style::new(16.0, Weight::Bold, palette::TEXT);
    let head_y = (PAD + TITLE + HEAD / 2) as f32;
    let col_x = |i: usize| PAD + NAME_WIDTH + (i as i32 + 1) * COLUMN;
    for (i, cat) in cats.iter().enumerate() {
        let right = col_x(i) as f32;
        let w = text::draw(canvas, right, head_y, Align::Right, dim, cat.label);
        canvas.fill_rect((right - w - 14.0) as i32, head_y as i32 - 5, 10, 10, cat.colour);
    }
    text::draw(canvas, col_x(cats.len()) as f32, head_y, Align::Right, dim, "Total");

    let bar_x = col_x(cats.len()) + 16;
    let scale = BAR as f32 / best.max(1) as f32;
    for (i, player) in players.iter().enumerate() {
        let seat = Seat(i as u8);
        let top = PAD + TITLE + HEAD + i as i32 * ROW;
        let cy = (top + ROW / 2) as f32;
        figures::draw(canvas, (PAD + 12) as f32, cy, 26, seat, Pose::Standing);
        let style = if player.score == best { bold } else { plain };
        let shown = text::fit(style, &name(scene, seat), (NAME_WIDTH - 40) as f32);
        text::draw(canvas, (PAD + 32) as f32, cy, Align::Left, style, &shown);
        let mut x = bar_x as f32;
        for (c, cat) in cats.iter().enumerate() {
            let points = (cat.points)(player);
            text::draw(canvas, col_x(c) as f32, cy, Align::Right, plain, &points.to_string());
            let w = points.max(0) as f32 * scale;
            canvas.fill_rect(
                x.round() as i32,
                top + 6,
                (x + w).round() as i32 - x.round() as i32,
                ROW - 12,
                cat.colour,
            );
            x += w;
        }
        text::draw(canvas, col_x(cats.len()) as f32, cy, Align::Right, bold, &player.score.to_string());
    }
}
