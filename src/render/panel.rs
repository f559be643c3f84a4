//! The header while a game runs: players in seat order (figure swatch with seat number,
//! name, score, supply: meeples, and with Hills & Sheep the shepherd or its flock),
//! whose turn it is, tiles left, and what the active player must do: the waiting tile in
//! its four rotations labelled with the degrees `place` takes, the numbered figure
//! spots with their commands, or grow/herd.
//!
//! Owns the header's arrangement at a given scale (wide boards get a bigger header so a
//! phone can read it). It does not draw the board or the end-of-game table.

use carcassonne_engine::{Expansion, Phase, Rotation, Seat};

use super::Scene;
use super::atlas::atlas;
use super::board;
use super::canvas::Canvas;
use super::figures::{self, Pose};
use super::layout;
use super::palette;
use super::text::{self, Align, Style, Weight};

// Lengths at scale 1.
const PAD: f32 = 14.0;
const ROW: f32 = 30.0;
const TITLE: f32 = 26.0;
/// Tile size of the rotation previews.
const PREVIEW: f32 = 64.0;
const PREVIEW_GAP: f32 = 16.0;
/// Width of the players block; the previews go right of it.
const PLAYERS_WIDTH: f32 = 440.0;
/// Line height of the command list.
const LINE: f32 = 21.0;

/// The header's height for `scene` at scale `ui`.
pub fn height(scene: &Scene, ui: f32) -> u32 {
    let players = PAD + TITLE + scene.view.players().len() as f32 * ROW + PAD;
    let preview = PAD + TITLE + PREVIEW + 24.0 + PAD;
    let commands = match scene.view.phase() {
        Phase::PlaceFigure => {
            let lines = board::open_spots(scene).iter().map(|(_, c)| c.len()).sum::<usize>() + 1;
            PAD + TITLE + 2.0 + lines.div_ceil(2) as f32 * LINE + PAD
        }
        _ => 0.0,
    };
    (players.max(preview).max(commands) * ui).ceil() as u32
}

/// The width the header needs at scale `ui`.
pub fn min_width(ui: f32) -> u32 {
    ((PLAYERS_WIDTH + 4.0 * (PREVIEW + PREVIEW_GAP) + PAD) * ui).ceil() as u32
}

/// A player's display name, or a stand-in when the caller gave none.
pub fn name(scene: &Scene, seat: Seat) -> String {
    scene.names.get(seat.index()).cloned().unwrap_or_else(|| format!("Player {}", seat.0 + 1))
}

/// Draws the header across the top of the canvas at scale `ui`.
pub fn draw(canvas: &mut Canvas, scene: &Scene, ui: f32) {
    let game = &scene.view;
    let u = |v: f32| v * ui;
    let dim = Style::new(u(13.0), Weight::Regular, palette::TEXT_DIM);
    let plain = Style::new(u(16.0), Weight::Regular, palette::TEXT);
    let bold = Style::new(u(16.0), Weight::Bold, palette::TEXT);
    let (name_x, score_x, supply_x) = (u(PAD + 56.0), u(PAD + 300.0), u(PAD + 318.0));

    let title_y = u(PAD + TITLE / 2.0);
    text::draw(canvas, name_x, title_y, Align::Left, dim, "Player");
    text::draw(canvas, score_x, title_y, Align::Right, dim, "Score");
    text::draw(canvas, supply_x, title_y, Align::Left, dim, "Supply");

    for (i, player) in game.players().iter().enumerate() {
        let seat = Seat(i as u8);
        let top = u(PAD + TITLE + i as f32 * ROW);
        let cy = top + u(ROW / 2.0);
        let active = !game.is_over() && game.active() == seat;
        if active {
            let (x, w, h) = (u(PAD - 6.0), u(PLAYERS_WIDTH - PAD), u(ROW - 2.0));
            canvas.fill_rect(x as i32, (top + u(1.0)) as i32, w as i32, h as i32, palette::TABLE);
            text::draw(canvas, u(PAD), cy, Align::Left, bold, "▶");
        }
        figures::draw(canvas, u(PAD + 36.0), cy, u(26.0).round() as u32, seat, Pose::Standing);
        let style = if active { bold } else { plain };
        let shown = text::fit(style, &name(scene, seat), score_x - name_x - u(56.0));
        text::draw(canvas, name_x, cy, Align::Left, style, &shown);
        text::draw(canvas, score_x, cy, Align::Right, bold, &player.score.to_string());

        let icon = u(16.0).round() as u32;
        let mut x = supply_x;
        figures::draw(canvas, x + u(8.0), cy, icon, seat, Pose::Standing);
        x += u(28.0)
            + text::draw(canvas, x + u(18.0), cy, Align::Left, plain, &format!("×{}", player.meeples));
        if game.has(Expansion::HillsSheep) {
            // The shepherd at home, or the sheep it watches on the board.
            let shepherd = game.hills_sheep().map(|h| h.shepherd(seat));
            if shepherd.is_some_and(|s| s.in_supply) {
                figures::draw(canvas, x + u(8.0), cy, icon, seat, Pose::Shepherd);
            } else {
                let sheep = shepherd.map_or(0, |s| s.sheep());
                figures::sheep_badge(canvas, x, cy, u(16.0), sheep);
            }
        }
    }

    let right = u(PLAYERS_WIDTH + PAD);
    // Tiles left, and with Hills & Sheep the tokens left in the sheep bag.
    let tiles = match game.hills_sheep().map(|h| h.bag_len()) {
        Some(bag) => format!("Tiles left: {} · Bag: {bag}", game.tiles_left()),
        None => format!("Tiles left: {}", game.tiles_left()),
    };
    let tiles_width = text::draw(canvas, canvas.width as f32 - u(PAD), title_y, Align::Right, bold, &tiles);
    let title_room = canvas.width as f32 - u(PAD) - tiles_width - u(12.0) - right;
    let who = name(scene, game.active());
    let title = |canvas: &mut Canvas, words: String| {
        text::draw(canvas, right, title_y, Align::Left, plain, &text::fit(plain, &words, title_room));
    };
    match game.phase() {
        Phase::PlaceTile(kind) => {
            title(canvas, format!("{who} places:"));
            let size = layout::snap(u(PREVIEW).round() as u32);
            let art = atlas(size);
            let top = u(PAD + TITLE).round() as i32;
            for rot in Rotation::ALL {
                let x = (right + rot.quarter_turns() as f32 * u(PREVIEW + PREVIEW_GAP)).round() as i32;
                canvas.fill_rect(x - 1, top - 1, size as i32 + 2, size as i32 + 2, palette::FIGURE_EDGE);
                canvas.blit_rgb(x, top, size, art.tile(kind).rgb(rot));
                let label_y = top as f32 + size as f32 + u(13.0);
                let cx = x as f32 + size as f32 / 2.0;
                text::draw(canvas, cx, label_y, Align::Centre, bold, &rot.degrees().to_string());
            }
        }
        Phase::PlaceFigure => {
            title(canvas, format!("{who} may place a figure:"));
            // The numbered spots on the board, then `pass`.
            let mut lines: Vec<(String, String)> = Vec::new();
            for (i, (_, commands)) in board::open_spots(scene).iter().enumerate() {
                lines.extend(commands.iter().map(|c| ((i + 1).to_string(), c.clone())));
            }
            lines.push((String::new(), "pass".to_string()));
            command_list(canvas, &lines, right, ui, plain);
        }
        Phase::Flock => {
            title(canvas, format!("{who}'s shepherd: grow the flock or herd it"));
            let lines = [(String::new(), "grow".to_string()), (String::new(), "herd".to_string())];
            command_list(canvas, &lines, right, ui, plain);
        }
        phase @ (Phase::Bridge
        | Phase::Castle
        | Phase::BazaarChoose
        | Phase::BazaarBid
        | Phase::BazaarRaise
        | Phase::BazaarTrade) => {
            // Whoever the decision waits for, which need not be the active player.
            let seats: Vec<_> = game.decisions().iter().flat_map(|d| d.seats.iter()).collect();
            let names: Vec<String> = seats.iter().map(|&s| name(scene, s)).collect();
            let what = match phase {
                Phase::Bridge => "build the bridge the tile needs",
                Phase::Castle => "build a castle or score the small city",
                Phase::BazaarChoose => "choose a tile at the bazaar",
                Phase::BazaarBid => "open the bidding",
                Phase::BazaarRaise => "raise the bid or pass",
                _ => "buy the tile or sell it",
            };
            title(canvas, format!("{}: {what}", names.join(", ")));
            let mut lines: Vec<(String, String)> = Vec::new();
            if let Some(&seat) = seats.first() {
                lines.extend(game.legal_actions(seat).iter().take(8).map(|a| (String::new(), a.to_string())));
            }
            command_list(canvas, &lines, right, ui, plain);
        }
        Phase::Over => {}
    }
}

/// Commands in two columns under the header's title, each with its spot number.
fn command_list(canvas: &mut Canvas, lines: &[(String, String)], left: f32, ui: f32, style: Style) {
    let u = |v: f32| v * ui;
    let per_column = lines.len().div_ceil(2).max(1);
    let column = u(2.0 * (PREVIEW + PREVIEW_GAP));
    let mark = Style::new(u(13.0), Weight::Bold, palette::FIGURE_EDGE);
    for (i, (number, command)) in lines.iter().enumerate() {
        let x = left + (i / per_column) as f32 * column;
        let y = u(PAD + TITLE + 12.0) + (i % per_column) as f32 * u(LINE);
        if !number.is_empty() {
            canvas.disk(x + u(9.0), y, u(9.0), palette::SPOT);
            text::draw(canvas, x + u(9.0), y, Align::Centre, mark, number);
        }
        let shown = text::fit(style, command, column - u(28.0));
        text::draw(canvas, x + u(24.0), y, Align::Left, style, &shown);
    }
}
