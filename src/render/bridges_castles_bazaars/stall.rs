//! A bazaar's stall: the striped market tent a bazaar tile prints in its middle, and the
//! same tent painted again over a bridge built across that tile, so the bridge, which
//! crosses the tile's middle, does not hide that the tile holds a bazaar.
//!
//! Owns the stall's shapes (the tile's picture takes them through `markers`) and the
//! cache of its painted copy (once per tile size). It is told where a bridge stands on a
//! bazaar tile; it does not decide where bridges go.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use crate::render::canvas::{Canvas, Sprite};
use crate::render::paint::Painter;
use crate::render::palette;
use crate::render::tile::{CENTRE, Shape, shape, upright};

/// The stall in the middle of its tile, kept upright when the tile turns: a striped
/// tent big enough to read as a market stall on a small tile.
pub fn shapes() -> impl Iterator<Item = Shape> {
    let (x, y) = CENTRE;
    let tent =
        |w: f32, h: f32, colour| shape(vec![(x - w, y + h), (x, y - h - 0.02), (x + w, y + h)], colour, true);
    let stall = [
        tent(0.2, 0.13, palette::DOOR),
        tent(0.165, 0.105, palette::TENT),
        tent(0.085, 0.105, palette::ROAD),
        tent(0.03, 0.105, palette::TENT),
    ];
    upright(stall, CENTRE)
}

/// Draws the stall over the tile whose top-left pixel is (x, y), `size` pixels square:
/// where it stands on the tile's picture, over a bridge built across it.
pub fn draw(canvas: &mut Canvas, x: i32, y: i32, size: u32) {
    canvas.blit_sprite(x, y, &sprite(size));
}

/// The painted stall on a transparent tile of `size` pixels.
fn sprite(size: u32) -> Arc<Sprite> {
    static CACHE: Mutex<BTreeMap<u32, Arc<Sprite>>> = Mutex::new(BTreeMap::new());
    let mut cache = CACHE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(found) = cache.get(&size) {
        return Arc::clone(found);
    }
    if cache.len() > 64 {
        cache.clear();
    }
    let mut painter = Painter::new(size, size, size as f32);
    for part in shapes() {
        painter.fill(&part.poly, part.colour);
    }
    let made = Arc::new(Sprite::from_premultiplied(&painter.finish()));
    cache.insert(size, Arc::clone(&made));
    made
}
