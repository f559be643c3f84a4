//! The header while a game runs: players in seat order (figure swatch with seat number,
//! name, score, supplies), whose turn it is, tiles left, and the waiting tile in its four
//! rotations labelled with the degrees the `place` command takes.
//!
//! Owns the header's arrangement; supplies are a list of (label, count) so expansions
//! can add columns. It does not draw the board or the end-of-game table.

use carcassonne_engine::{Phase, Rotation, Seat};

use super::Scene;
use super::atlas::atlas;
use super::canvas::Canvas;
use super::figures::{self, Pose};
use super::palette;
use super::text::{self, Align, Style, Weight};

const PAD: i32 = 14;
const ROW: i32 = 30;
const TITLE: i32 = 26;
/// Tile size of the rotation previews.
const PREVIEW: u32 = 64;
const PREVIEW_GAP: i32 = 16;
/// Width of the players block; the previews go right of it.
const PLAYERS_WIDTH: i32 = 420;

/// The header's height for `scene`.
pub fn height(scene: &Scene) -> u32 {
    let players = PAD + TITLE + scene.game.players().len() as i32 * ROW + PAD;
    let preview = PAD + TITLE + PREVIEW as i32 + 24 + PAD;
    players.max(preview) as u32
}

/// The width the header needs.
pub fn min_width() -> u32 {
    (PLAYERS_WIDTH + 4 * (PREVIEW as i32 + PREVIEW_GAP) + PAD) as u32
}

/// A player's display name, or a stand-in when the caller gave none.
pub fn name(scene: &Scene, seat: Seat) -> String {
    scene.names.get(seat.index()).cloned().unwrap_or_else(|| format!("Player {}", seat.0 + 1))
}

/// Draws the header across the top of the canvas.
pub fn draw(canvas: &mut Canvas, scene: &Scene) {
    let game = scene.game;
    let dim = Style::new(13.0, Weight::Regular, palette::TEXT_DIM);
    let plain = Style::new(16.0, Weight::Regular, palette::TEXT);
    let bold = Style::new(16.0, Weight::Bold, palette::TEXT);
    let (name_x, score_x, supply_x) = (PAD + 56, PAD + 300, PAD + 318);

    let title_y = (PAD + TITLE / 2) as f32;
    text::draw(canvas, name_x as f32, title_y, Align::Left, dim, "Player");
    text::draw(canvas, score_x as f32, title_y, Align::Right, dim, "Score");
    text::draw(canvas, supply_x as f32, title_y, Align::Left, dim, "Meeples");

    for (i, player) in game.players().iter().enumerate() {
        let seat = Seat(i as u8);
        let top = PAD + TITLE + i as i32 * ROW;
        let cy = (top + ROW / 2) as f32;
        let active = !game.is_over() && game.active() == seat;
        if active {
            canvas.fill_rect(PAD - 6, top + 1, PLAYERS_WIDTH - PAD, ROW - 2, palette::TABLE);
            text::draw(canvas, PAD as f32, cy, Align::Left, bold, "▶");
        }
        figures::draw(canvas, (PAD + 36) as f32, cy, 26, seat, Pose::Standing);
        let style = if active { bold } else { plain };
        let shown = text::fit(style, &name(scene, seat), (score_x - name_x - 56) as f32);
        text::draw(canvas, name_x as f32, cy, Align::Left, style, &shown);
        text::draw(canvas, score_x as f32, cy, Align::Right, bold, &player.score.to_string());
        let supplies = [player.meeples];
        let mut x = supply_x as f32;
        for count in supplies {
            figures::draw(canvas, x + 8.0, cy, 16, seat, Pose::Standing);
            x += 20.0 + text::draw(canvas, x + 18.0, cy, Align::Left, plain, &format!("×{count}"));
        }
    }

    let right = PLAYERS_WIDTH + PAD;
    let tiles = format!("Tiles left: {}", game.tiles_left());
    text::draw(canvas, (canvas.width as i32 - PAD) as f32, title_y, Align::Right, bold, &tiles);
    let who = name(scene, game.active());
    match game.phase() {
        Phase::PlaceTile(kind) => {
            text::draw(canvas, right as f32, title_y, Align::Left, plain, &format!("{who} places:"));
            let art = atlas(PREVIEW);
            let top = PAD + TITLE;
            for rot in Rotation::ALL {
                let x = right + rot.quarter_turns() as i32 * (PREVIEW as i32 + PREVIEW_GAP);
                canvas.fill_rect(
                    x - 1,
                    top - 1,
                    PREVIEW as i32 + 2,
                    PREVIEW as i32 + 2,
                    palette::FIGURE_EDGE,
                );
                canvas.blit_rgb(x, top, PREVIEW, art.tile(kind).rgb(rot));
                let label_y = (top + PREVIEW as i32 + 13) as f32;
                let cx = (x + PREVIEW as i32 / 2) as f32;
                text::draw(canvas, cx, label_y, Align::Centre, bold, &rot.degrees().to_string());
            }
        }
        Phase::PlaceFigure => {
            let y = (PAD + TITLE + 20) as f32;
            text::draw(canvas, right as f32, y, Align::Left, plain, &format!("{who} may place a meeple"));
            text::draw(
                canvas,
                right as f32,
                y + 24.0,
                Align::Left,
                dim,
                "meeple road E · meeple field Es · pass",
            );
        }
        Phase::Over => {}
    }
}
