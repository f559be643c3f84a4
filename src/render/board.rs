//! The board part of the image: empty ring cells, tiles, figures, the last tile's
//! frame, what just scored, where the waiting tile may go, and coordinate labels on all
//! four sides in the numbers players type.
//!
//! Reads the game through the engine's public API only and draws inside the layout's
//! board rectangle; the header is `panel`'s or `summary`'s.

use std::collections::BTreeMap;

use carcassonne_engine::{Event, FeatureKind, FigureKind, Phase, PlacedTile, Pos, Rotation, Spot};

use super::Scene;
use super::atlas::atlas;
use super::canvas::Canvas;
use super::figures::{self, Pose};
use super::layout::Layout;
use super::palette;
use super::text::{self, Align, Style, Weight};
use super::tile::{design, turn};

/// Draws the whole board area.
pub fn draw(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let game = &scene.view;
    let t = layout.tile as i32;
    let (cols, rows) = layout.cells();
    let (ox, oy) = layout.origin;
    canvas.fill_rect(ox, oy, cols * t, rows * t, palette::TABLE);
    for c in 0..=cols {
        canvas.fill_rect(ox + c * t, oy, 1, rows * t, palette::GRID);
    }
    for r in 0..=rows {
        canvas.fill_rect(ox, oy + r * t, cols * t, 1, palette::GRID);
    }

    let art = atlas(layout.tile);
    for placed in game.board().tiles() {
        let (x, y) = layout.cell(placed.pos);
        canvas.blit_rgb(x, y, layout.tile, art.tile(placed.kind).rgb(placed.rot));
    }

    let thick = (t / 24).max(2);
    for scoring in scored(scene) {
        for &pos in &scoring.cells {
            let (x, y) = layout.cell(pos);
            canvas.frame(x + 1, y + 1, t - 2, t - 2, thick, palette::SCORED);
        }
    }
    if let Some(last) = game.last_placed() {
        let (x, y) = layout.cell(game.board().tiles()[last].pos);
        let outer = (t / 16).clamp(2, 5);
        canvas.frame(
            x - outer + 1,
            y - outer + 1,
            t + 2 * outer - 2,
            t + 2 * outer - 2,
            outer,
            palette::LAST_PLACED,
        );
        canvas.frame(x + 1, y + 1, t - 2, t - 2, 1, palette::FIGURE_EDGE);
    }

    legal_marks(canvas, scene, layout);

    let size = ((t as f32) * 0.38).round() as u32;
    let room = size as f32 / 2.0 / t as f32;
    for figure in game.figures() {
        let Some(&placed) = game.board().tiles().get(figure.tile) else { continue };
        let Some(seg) = placed.kind.def().segments.get(figure.segment) else { continue };
        let (cx, cy) = spot_point(layout, &placed, figure.segment, room);
        let pose = match (figure.kind, seg.kind) {
            (FigureKind::Shepherd, _) => Pose::Shepherd,
            (_, FeatureKind::Field) => Pose::Lying,
            _ => Pose::Standing,
        };
        figures::draw(canvas, cx, cy, size.max(8), figure.owner, pose);
        if pose == Pose::Shepherd {
            let flock = game.hills_sheep().map_or(0, |h| h.shepherd(figure.owner).sheep());
            let h = (t as f32 * 0.2).max(10.0);
            figures::sheep_badge(canvas, cx + size as f32 * 0.3, cy + size as f32 * 0.35, h, flock);
        }
    }

    spot_marks(canvas, scene, layout, room);
    labels(canvas, layout);
    badges(canvas, scene, layout);
}

/// Where a figure on `segment` of `placed` stands, kept `room` (in tiles) inside the
/// tile so the whole figure shows on its own cell.
fn spot_point(layout: &Layout, placed: &PlacedTile, segment: usize, room: f32) -> (f32, f32) {
    let anchor = design(placed.kind).anchors.get(segment).copied().unwrap_or((0.5, 0.5));
    let (u, v) = turn(anchor, placed.rot.quarter_turns());
    layout.point(placed.pos, (u.clamp(room, 1.0 - room), v.clamp(room, 1.0 - room)))
}

/// The spots of the tile just placed where the active player may put a figure, each
/// once and numbered in order, with the commands that use it (`meeple field Es`,
/// `shepherd field Es`). Shared by the board's markers and the header's list.
pub fn open_spots(scene: &Scene) -> Vec<(Spot, Vec<String>)> {
    let game = &scene.view;
    let mut spots: Vec<(Spot, Vec<String>)> = Vec::new();
    if game.phase() != Phase::PlaceFigure {
        return spots;
    }
    let figures =
        game.legal_actions(game.active()).into_iter().filter_map(|a| Some((a.spot()?, a.to_string())));
    for (spot, command) in figures {
        match spots.iter_mut().find(|(s, _)| *s == spot) {
            Some((_, commands)) => commands.push(command),
            None => spots.push((spot, vec![command])),
        }
    }
    spots
}

/// While a figure may be placed: a numbered marker on each open spot of the tile just
/// placed, keyed to the list of commands in the header.
fn spot_marks(canvas: &mut Canvas, scene: &Scene, layout: &Layout, room: f32) {
    let game = &scene.view;
    let Some(placed) = game.last_placed().and_then(|i| game.board().tiles().get(i)) else { return };
    let t = layout.tile as f32;
    let r = (t * 0.1).max(6.0);
    let style = Style::new(r * 1.35, Weight::Bold, palette::FIGURE_EDGE);
    for (i, (spot, _)) in open_spots(scene).iter().enumerate() {
        let Some(segment) = spot.resolve(placed) else { continue };
        let (cx, cy) = spot_point(layout, placed, segment, room);
        canvas.disk(cx, cy, r + 1.5, palette::FIGURE_EDGE);
        canvas.disk(cx, cy, r, palette::SPOT);
        text::draw(canvas, cx, cy, Align::Centre, style, &(i + 1).to_string());
    }
}

/// Scorings of the last command made during play (end-of-game scoring is the table's).
fn scored<'a>(scene: &'a Scene) -> impl Iterator<Item = &'a carcassonne_engine::Scoring> + 'a {
    scene.recent.iter().filter_map(|e| match e {
        Event::Scored(s) if !s.at_end && !s.cells.is_empty() => Some(s),
        _ => None,
    })
}

/// Legal cells for the waiting tile, each showing the rotations that fit there in a
/// fixed 2×2 grid (0 and 90 on top, 180 and 270 below); a dot when cells are small.
fn legal_marks(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let mut cells: BTreeMap<Pos, Vec<Rotation>> = BTreeMap::new();
    for p in scene.view.legal_placements() {
        cells.entry(p.pos).or_default().push(p.rot);
    }
    let t = layout.tile as i32;
    for (pos, rots) in cells {
        let (x, y) = layout.cell(pos);
        canvas.blend_rect(x + 1, y + 1, t - 1, t - 1, palette::LEGAL, 46);
        if t < 40 {
            canvas.disk((x + t / 2) as f32, (y + t / 2) as f32, t as f32 * 0.14, palette::SCORED);
            continue;
        }
        let style = Style::new((t as f32 * 0.2).min(15.0), Weight::Bold, palette::TEXT);
        for rot in rots {
            let q = rot.quarter_turns() as i32;
            let (u, v) = (0.28 + 0.44 * (q % 2) as f32, 0.3 + 0.4 * (q / 2) as f32);
            let (cx, cy) = layout.point(pos, (u, v));
            text::draw(canvas, cx, cy, Align::Centre, style, &rot.degrees().to_string());
        }
    }
}

/// Column numbers above and below the board, row numbers left and right of it.
fn labels(canvas: &mut Canvas, layout: &Layout) {
    let t = layout.tile as f32;
    let style = Style::new(layout.label_size(), Weight::Regular, palette::TEXT_DIM);
    let (cols, rows) = layout.cells();
    let (ox, oy) = (layout.origin.0 as f32, layout.origin.1 as f32);
    let m = layout.margin as f32;
    let step = if t < 22.0 { 2 } else { 1 };
    for c in (0..cols).filter(|c| (layout.min.x + c) % step == 0) {
        let x = ox + (c as f32 + 0.5) * t;
        let label = (layout.min.x + c).to_string();
        text::draw(canvas, x, oy - m / 2.0, Align::Centre, style, &label);
        text::draw(canvas, x, oy + rows as f32 * t + m / 2.0, Align::Centre, style, &label);
    }
    for r in (0..rows).filter(|r| (layout.min.y + r) % step == 0) {
        let y = oy + (r as f32 + 0.5) * t;
        let label = (layout.min.y + r).to_string();
        text::draw(canvas, ox - 6.0, y, Align::Right, style, &label);
        text::draw(canvas, ox + cols as f32 * t + 6.0, y, Align::Left, style, &label);
    }
}

/// "+N" for each feature that just scored, on its middle cell, in the winners' colour.
fn badges(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let t = layout.tile as f32;
    for scoring in scored(scene) {
        // The feature's cell nearest its middle (first in board order among equals).
        let n = scoring.cells.len() as f32;
        let mid_x = scoring.cells.iter().map(|p| p.x as f32).sum::<f32>() / n;
        let mid_y = scoring.cells.iter().map(|p| p.y as f32).sum::<f32>() / n;
        let mut cells = scoring.cells.clone();
        cells.sort();
        let off = |p: &Pos| (p.x as f32 - mid_x).powi(2) + (p.y as f32 - mid_y).powi(2);
        let pos = cells.iter().copied().min_by(|a, b| off(a).total_cmp(&off(b))).unwrap_or(cells[0]);
        // On the feature's middle when that is at most half a cell from one of its cells
        // (between two cells of a small city), else on that nearest cell.
        let near = off(&pos).sqrt() <= 0.5;
        let (u, v) = if near { (mid_x - pos.x as f32 + 0.5, mid_y - pos.y as f32 + 0.5) } else { (0.5, 0.5) };
        let (cx, cy) = layout.point(pos, (u, v));
        let style = Style::new((t * 0.3).clamp(11.0, 20.0), Weight::Bold, palette::FIGURE_EDGE);
        let label = format!("+{}", scoring.points);
        let w = text::width(style, &label) + style.size * 0.7;
        let h = style.size * 1.35;
        let (x0, y0) = ((cx - w / 2.0).round() as i32, (cy - h / 2.0).round() as i32);
        canvas.fill_rect(x0 - 1, y0 - 1, w as i32 + 2, h as i32 + 2, palette::FIGURE_EDGE);
        canvas.fill_rect(x0, y0, w as i32, h as i32, palette::SCORED);
        let winners: Vec<_> = scoring.winners.iter().collect();
        if !winners.is_empty() {
            let part = w as i32 / winners.len() as i32;
            for (i, seat) in winners.iter().enumerate() {
                canvas.fill_rect(x0 + i as i32 * part, y0 + h as i32 - 3, part, 3, palette::seat(*seat));
            }
        }
        text::draw(canvas, cx, cy - 1.0, Align::Centre, style, &label);
    }
}
