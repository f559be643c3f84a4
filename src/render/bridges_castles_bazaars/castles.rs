//! Bridges, Castles & Bazaars' castles: one fortress seen from above over the two
//! cells of its small city, spanning their shared edge (curtain wall, round towers with
//! red roofs, a gate, a courtyard), its occupants' meeples (a big meeple too) in the courtyard, a flag once
//! it has scored; the frame around a small city whose owners are choosing; the castle
//! icon of the header.
//!
//! Owns the castle art and its cache (painted once per tile size and direction). It
//! reads castles from the view; it does not decide when they are built or score.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use carcassonne_engine::rules::bridges_castles_bazaars::Castle;
use carcassonne_engine::{Pos, Seat};

use image::imageops;

use super::colours;
use crate::render::canvas::{Canvas, Sprite};
use crate::render::figures::{self, Pose};
use crate::render::layout::Layout;
use crate::render::paint::{self, Painter, Pt, disk, rect};
use crate::render::palette;

/// The wall's corners in the canonical picture: two cells side by side, a 2 × 1 box.
const WALL: (Pt, Pt) = ((0.32, 0.22), (1.68, 0.78));
const TOWER: f32 = 0.12;
/// Wall thickness.
const THICK: f32 = 0.075;
const OUTLINE: f32 = 0.025;

/// The top-left cell of `cells` and whether they lie one above the other.
fn frame(cells: [Pos; 2]) -> (Pos, bool) {
    let [a, b] = cells;
    (Pos::new(a.x.min(b.x), a.y.min(b.y)), a.x == b.x)
}

/// Draws every castle's walls (`occupants` draws what stands in them): a bridge on a
/// castle's tiles is drawn between the two, so the walls do not hide it.
pub fn draw(canvas: &mut Canvas, layout: &Layout, castles: &[Castle]) {
    for castle in castles {
        let (corner, upright) = frame(castle.cells);
        let (x, y) = layout.cell(corner);
        canvas.blit_sprite(x, y, &sprite(layout.tile, upright));
    }
}

/// Draws every castle's meeples, or its flag once it has scored.
pub fn occupants(canvas: &mut Canvas, layout: &Layout, castles: &[Castle]) {
    let t = layout.tile;
    for castle in castles {
        let (corner, upright) = frame(castle.cells);
        // The middle of the castle: the middle of the shared edge.
        let along = if upright { (0.5, 1.0) } else { (1.0, 0.5) };
        let (cx, cy) = layout.point(corner, along);
        // The meeples, then the other figures (a big meeple) in their expansion's pose.
        let seats: Vec<(Seat, Pose)> = (0..castle.meeples.len())
            .flat_map(|i| {
                std::iter::repeat_n((Seat(i as u8), Pose::Standing), usize::from(castle.meeples[i]))
            })
            .chain(castle.others.iter().map(|&(seat, kind)| (seat, figures::pose(kind))))
            .collect();
        if castle.scored.is_some() {
            // In the first cell's half, clear of the points badge on the middle.
            let (fx, fy) = layout.point(corner, (0.5, 0.5));
            flag(canvas, fx, fy, t as f32);
            continue;
        }
        let size = figures::drawn_on_board(t);
        let step = t as f32 * 0.4;
        for (i, &(seat, pose)) in seats.iter().enumerate() {
            let off = (i as f32 - (seats.len() as f32 - 1.0) / 2.0) * step;
            let (fx, fy) = if upright { (cx, cy + off) } else { (cx + off, cy) };
            figures::draw(canvas, fx, fy, size, seat, pose);
        }
    }
}

/// A finished castle's flag on a pole, planted in the courtyard at (cx, cy).
fn flag(canvas: &mut Canvas, cx: f32, cy: f32, t: f32) {
    let pole = (t * 0.03).round().max(2.0) as i32;
    let (h, cloth_w, cloth_h) = (t * 0.4, t * 0.26, t * 0.16);
    let (x, top) = (cx.round() as i32, (cy - h * 0.6).round() as i32);
    canvas.fill_rect(x - 1, top - 1, pole + 2, h as i32 + 2, palette::STONE_DARK);
    canvas.fill_rect(x, top, pole, h as i32, palette::WOOL);
    canvas.fill_rect(x + pole, top, cloth_w as i32 + 1, cloth_h as i32 + 1, palette::STONE_DARK);
    canvas.fill_rect(x + pole, top + 1, cloth_w as i32, cloth_h as i32 - 1, palette::ROOF);
    paint::draw_disk(canvas, cx + pole as f32 / 2.0, cy + h * 0.4, t * 0.05, palette::STONE_DARK);
}

/// The frame around the two cells of the small city whose owners are choosing.
pub fn highlight(canvas: &mut Canvas, layout: &Layout, cells: [Pos; 2]) {
    let (corner, upright) = frame(cells);
    let (x, y) = layout.cell(corner);
    let t = layout.tile as i32;
    let (w, h) = if upright { (t, 2 * t) } else { (2 * t, t) };
    let thick = (t / 14).max(3);
    canvas.frame(x - thick / 2, y - thick / 2, w + thick, h + thick, thick, colours::CASTLE_CHOICE);
}

/// The painted castle over two cells `t` pixels square, side by side or `upright`.
fn sprite(t: u32, upright: bool) -> Arc<Sprite> {
    static CACHE: Mutex<BTreeMap<(u32, bool), Arc<Sprite>>> = Mutex::new(BTreeMap::new());
    let mut cache = CACHE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(found) = cache.get(&(t, upright)) {
        return Arc::clone(found);
    }
    if cache.len() > 64 {
        cache.clear();
    }
    let made = Arc::new(paint(t, upright));
    cache.insert((t, upright), Arc::clone(&made));
    made
}

fn paint(t: u32, upright: bool) -> Sprite {
    let mut painter = Painter::new(2 * t, t, t as f32);
    let ((x0, y0), (x1, y1)) = WALL;
    let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)];
    let grow = |k: f32| rect((x0 - k, y0 - k), (x1 + k, y1 + k));
    painter.fill(&grow(OUTLINE), palette::STONE_DARK);
    for &c in &corners {
        painter.fill(&disk(c, TOWER + OUTLINE), palette::STONE_DARK);
    }
    painter.fill(&grow(0.0), palette::STONE);
    painter.fill(&grow(-THICK), palette::STONE_DARK);
    painter.fill(&grow(-THICK - OUTLINE * 0.6), palette::CITY);
    // Merlons along the middle of the curtain wall.
    let m = THICK / 2.0;
    let mut x = x0 + 0.2;
    while x < x1 - 0.15 {
        for y in [y0 + m, y1 - m] {
            painter.fill(&rect((x - 0.02, y - 0.02), (x + 0.02, y + 0.02)), palette::STONE_DARK);
        }
        x += 0.11;
    }
    // The gate in the middle of the long south wall.
    painter.fill(&rect((0.93, y1 - THICK - 0.01), (1.07, y1 + OUTLINE)), palette::DOOR);
    for &c in &corners {
        painter.fill(&disk(c, TOWER), palette::STONE);
        painter.fill(&disk(c, TOWER * 0.62), palette::STONE_DARK);
        painter.fill(&disk(c, TOWER * 0.52), palette::ROOF);
    }
    let image = painter.finish();
    Sprite::from_premultiplied(&if upright { imageops::rotate90(&image) } else { image })
}

/// A castle seen from the side, `h` pixels tall, its left edge at `x` and centred on
/// `cy`: the header's mark for castles in supply. Two crenellated towers and a
/// crenellated wall with a gate. Returns its width.
pub fn icon(canvas: &mut Canvas, x: f32, cy: f32, h: f32) -> f32 {
    let w = (h * 1.3).round() as i32;
    let (x, top) = (x.round() as i32, (cy - h / 2.0).round() as i32);
    let hi = h.round() as i32;
    let tower = (h * 0.4).round() as i32;
    let merlon = (h * 0.2).round().max(2.0) as i32;
    let wall_top = top + (h * 0.42).round() as i32;
    let bottom = top + hi;
    let notch = (tower / 3).max(1);
    // Towers and wall below their merlons, then the merlons: two on each tower, two on
    // the wall between them.
    let mut parts = vec![
        (x, top + merlon, tower, bottom - top - merlon),
        (x + w - tower, top + merlon, tower, bottom - top - merlon),
        (x, wall_top, w, bottom - wall_top),
    ];
    for tx in [x, x + w - tower] {
        parts.push((tx, top, notch, merlon));
        parts.push((tx + tower - notch, top, notch, merlon));
    }
    let gap = w - 2 * tower;
    parts.push((x + tower + gap / 2 - notch / 2 - notch, wall_top - merlon, notch, merlon));
    parts.push((x + tower + gap / 2 + notch / 2, wall_top - merlon, notch, merlon));
    for &(px, py, pw, ph) in &parts {
        canvas.fill_rect(px - 1, py - 1, pw + 2, ph + 2, palette::STONE_DARK);
    }
    for &(px, py, pw, ph) in &parts {
        canvas.fill_rect(px, py, pw, ph, palette::STONE);
    }
    let gate = (h * 0.32).round() as i32;
    canvas.fill_rect(x + w / 2 - gate / 2, bottom - gate, gate, gate, palette::DOOR);
    w as f32
}
