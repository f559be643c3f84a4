//! Bridges, Castles & Bazaars' bridges: a sandstone deck between wooden rails laid
//! across its tile along its axis, with a shadow so it reads as standing above the
//! printed art; a pale one where a bridge may be built now; where a figure on a bridge
//! stands; the bridge icon of the header.
//!
//! Owns the bridge art and its cache (painted once per tile size and axis). It is told
//! where bridges are; it does not decide which may be built.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use carcassonne_engine::Segment;
use carcassonne_engine::rules::bridges_castles_bazaars::Axis;
use carcassonne_engine::{Dir, Rotation};

use image::imageops;

use super::colours;
use crate::render::canvas::{Canvas, Sprite};
use crate::render::paint::{Painter, Pt, rect};
use crate::render::palette;

/// Half widths across the axis (unit square): the whole bridge with its outline, the
/// rails, the deck between them.
const OUTER: f32 = 0.16;
const RAILS: f32 = 0.14;
const DECK: f32 = 0.085;

/// Where a figure on a bridge stands: a fifth of the way along the bridge, so it
/// keeps clear of whatever the tile shows (and of its figure) in the middle.
pub fn anchor(axis: Axis) -> Pt {
    match axis {
        Axis::NorthSouth => (0.5, 0.2),
        Axis::EastWest => (0.2, 0.5),
    }
}

/// The axis of a bridge segment on a tile turned by `rot` (the segment is stored in
/// the tile's printed orientation, as every segment).
pub fn axis(segment: &Segment, rot: Rotation) -> Axis {
    let printed = Axis::through(if segment.touches(Dir::N) { Dir::N } else { Dir::E });
    match (printed, rot.quarter_turns() % 2) {
        (axis, 0) => axis,
        (Axis::NorthSouth, _) => Axis::EastWest,
        (Axis::EastWest, _) => Axis::NorthSouth,
    }
}

/// Draws a bridge along `axis` over the tile whose top-left pixel is (x, y), `size`
/// pixels square.
pub fn draw(canvas: &mut Canvas, x: i32, y: i32, size: u32, axis: Axis) {
    let t = size as f32;
    // The shadow falls south-east, on the tile art beside the bridge.
    let drop = (t / 20.0).round().max(2.0) as i32;
    let (w, l) = ((2.0 * OUTER * t).round() as i32, size as i32);
    let across = (x as f32 + (0.5 - OUTER) * t).round() as i32;
    let down = (y as f32 + (0.5 - OUTER) * t).round() as i32;
    match axis {
        Axis::NorthSouth => canvas.blend_rect(across + drop, y, w, l, palette::FIGURE_EDGE, 110),
        Axis::EastWest => canvas.blend_rect(x, down + drop, l, w, palette::FIGURE_EDGE, 110),
    }
    canvas.blit_sprite(x, y, &sprite(size, axis));
}

/// A pale bridge along `axis` over the tile at (x, y): where a bridge may be built now.
pub fn ghost(canvas: &mut Canvas, x: i32, y: i32, size: u32, axis: Axis) {
    let t = size as f32;
    let (w, l) = ((2.0 * RAILS * t).round() as i32, size as i32);
    let rail = (t / 32.0).round().max(1.0) as i32;
    let (near, far) = ((0.5 - RAILS) * t, (0.5 + RAILS) * t);
    let (near, far) = (near.round() as i32, far.round() as i32 - rail);
    match axis {
        Axis::NorthSouth => {
            canvas.blend_rect(x + near, y, w, l, colours::BRIDGE, 150);
            canvas.blend_rect(x + near, y, rail, l, colours::BRIDGE_RAIL, 220);
            canvas.blend_rect(x + far, y, rail, l, colours::BRIDGE_RAIL, 220);
        }
        Axis::EastWest => {
            canvas.blend_rect(x, y + near, l, w, colours::BRIDGE, 150);
            canvas.blend_rect(x, y + near, l, rail, colours::BRIDGE_RAIL, 220);
            canvas.blend_rect(x, y + far, l, rail, colours::BRIDGE_RAIL, 220);
        }
    }
}

/// The painted bridge along `axis` on a transparent tile of `size` pixels.
fn sprite(size: u32, axis: Axis) -> Arc<Sprite> {
    static CACHE: Mutex<BTreeMap<(u32, Axis), Arc<Sprite>>> = Mutex::new(BTreeMap::new());
    let mut cache = CACHE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(found) = cache.get(&(size, axis)) {
        return Arc::clone(found);
    }
    if cache.len() > 64 {
        cache.clear();
    }
    let made = Arc::new(paint(size, axis));
    cache.insert((size, axis), Arc::clone(&made));
    made
}

/// A north–south bridge, turned for east–west: outline, rails with their posts, the
/// deck and its planks.
fn paint(size: u32, axis: Axis) -> Sprite {
    let mut painter = Painter::new(size, size, size as f32);
    let band = |half: f32| rect((0.5 - half, 0.0), (0.5 + half, 1.0));
    painter.fill(&band(OUTER), palette::STONE_DARK);
    painter.fill(&band(RAILS), colours::BRIDGE_RAIL);
    painter.fill(&band(DECK), colours::BRIDGE);
    for k in 1..8 {
        let y = k as f32 / 8.0;
        painter.fill(&rect((0.5 - DECK, y - 0.008), (0.5 + DECK, y + 0.008)), palette::ROAD_EDGE);
    }
    for k in 0..5 {
        let y = 0.1 + k as f32 * 0.2;
        for side in [-1.0, 1.0] {
            let c = 0.5 + side * (RAILS + DECK) / 2.0;
            painter.fill(&rect((c - 0.028, y - 0.028), (c + 0.028, y + 0.028)), palette::STONE_DARK);
        }
    }
    let image = painter.finish();
    match axis {
        Axis::NorthSouth => Sprite::from_premultiplied(&image),
        Axis::EastWest => Sprite::from_premultiplied(&imageops::rotate90(&image)),
    }
}

/// A bridge seen from the side, `h` pixels tall, its left edge at `x` and centred on
/// `cy`: the header's mark for bridges in supply and for placements that need one.
/// Returns its width.
pub fn icon(canvas: &mut Canvas, x: f32, cy: f32, h: f32) -> f32 {
    let w = (h * 1.5).round() as i32;
    let (x, top) = (x.round() as i32, (cy - h * 0.2).round() as i32);
    let deck = (h * 0.3).round().max(3.0) as i32;
    let pier = (h * 0.22).round().max(2.0) as i32;
    let leg = (h * 0.45).round() as i32;
    let dark = palette::STONE_DARK;
    // Rail, deck and the two piers, each outlined in dark.
    canvas.fill_rect(x, top - deck / 2 - 2, w, 2, colours::BRIDGE_RAIL);
    for (px, py, pw, ph) in
        [(x, top, w, deck), (x + pier, top + deck, pier, leg), (x + w - 2 * pier, top + deck, pier, leg)]
    {
        canvas.fill_rect(px - 1, py - 1, pw + 2, ph + 2, dark);
    }
    canvas.fill_rect(x, top, w, deck, colours::BRIDGE);
    canvas.fill_rect(x + pier, top + deck, pier, leg - 1, colours::BRIDGE);
    canvas.fill_rect(x + w - 2 * pier, top + deck, pier, leg - 1, colours::BRIDGE);
    w as f32
}

/// A bridge-coloured plank with rails above and below, `w` × `h` pixels centred on
/// (cx, cy): the mark under a rotation that needs a bridge (`Art::needed_label`).
pub fn plank(canvas: &mut Canvas, cx: f32, cy: f32, w: f32, h: f32) {
    let (x, y, w, h) =
        ((cx - w / 2.0).round() as i32, (cy - h / 2.0).round() as i32, w.round() as i32, h.round() as i32);
    let rail = (h / 6).max(2);
    canvas.fill_rect(x - 1, y - rail - 1, w + 2, h + 2 * rail + 2, palette::STONE_DARK);
    canvas.fill_rect(x, y - rail, w, rail, colours::BRIDGE_RAIL);
    canvas.fill_rect(x, y + h, w, rail, colours::BRIDGE_RAIL);
    canvas.fill_rect(x, y, w, h, colours::BRIDGE);
}
