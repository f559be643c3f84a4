//! Painted tiles, cached: each (tile kind, rotation) is painted once per tile size,
//! mapped to the palette, and then copied row by row onto every board that shows it. A
//! large (2×2) tile is one picture two cells wide.
//!
//! Owns the caches and their bounds (a few sizes, kept most-recent first), and drawing
//! any kind inside a square box (a large tile at half the cell size). Painting is
//! deterministic, so whether a tile came from the cache never changes an image. It does
//! not decide sizes or positions.

use std::sync::{Arc, Mutex, OnceLock};

use carcassonne_engine::{Rotation, TileKind};

use image::{RgbImage, imageops};

use super::canvas::{self, Canvas};
use super::paint::{self, Painter, Pt};
use super::palette;
use super::tile::{Shape, design, span};

/// How many tile sizes are kept painted at once: every size an image can show tiles at
/// (see `paint_ahead`), so a warm process never repaints (tiles are painted lazily, kind by kind, so unused kinds
/// and sizes cost nothing).
const SIZES_KEPT: usize = 24;

/// Opaque art of one tile kind in its four rotations, `side` pixels square (the tile
/// size, twice it for a large tile), as palette indices.
#[derive(Debug)]
pub struct TileArt {
    side: u32,
    rotations: [Vec<u8>; 4],
}

impl TileArt {
    /// Palette-index rows of the tile turned by `rot`.
    fn indices(&self, rot: Rotation) -> &[u8] {
        &self.rotations[rot.quarter_turns() as usize]
    }

    /// Copies the tile turned by `rot` with its top-left pixel at (x, y).
    pub fn blit(&self, canvas: &mut Canvas, x: i32, y: i32, rot: Rotation) {
        canvas.blit(x, y, self.side, self.indices(rot));
    }
}

/// Every kind's art at one size, painted on first use.
#[derive(Debug)]
pub struct Atlas {
    size: u32,
    kinds: Vec<OnceLock<TileArt>>,
}

impl Atlas {
    /// The art of `kind`, painted now if this atlas has not needed it before.
    pub fn tile(&self, kind: TileKind) -> &TileArt {
        self.kinds[kind.index()].get_or_init(|| paint(kind, self.size))
    }
}

/// The atlas for tiles of `size` pixels.
pub fn atlas(size: u32) -> Arc<Atlas> {
    static CACHE: Mutex<Vec<Arc<Atlas>>> = Mutex::new(Vec::new());
    let mut cache = CACHE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(i) = cache.iter().position(|a| a.size == size) {
        let found = cache.remove(i);
        cache.insert(0, Arc::clone(&found));
        return found;
    }
    let made = Arc::new(Atlas { size, kinds: TileKind::all().map(|_| OnceLock::new()).collect() });
    cache.insert(0, Arc::clone(&made));
    cache.truncate(SIZES_KEPT);
    made
}

/// Paints every kind at each of `sizes`, in that order, as images would on first use:
/// as the board shows it with cells of that size and, for a large tile, as
/// `blit_fitted` shows it in a box of that size.
pub fn paint_ahead(sizes: impl IntoIterator<Item = u32>) {
    for size in sizes {
        let (art, fitted) = (atlas(size), atlas(size / 2));
        for kind in TileKind::all() {
            art.tile(kind);
            if span(kind) == 2 {
                fitted.tile(kind);
            }
        }
    }
}

/// Draws `kind` turned by `rot` inside a `size`-pixel square at (x, y): a 1×1 tile
/// fills it, a large tile's 2×2 picture is drawn at half the size per cell, centred.
pub fn blit_fitted(canvas: &mut Canvas, x: i32, y: i32, size: u32, kind: TileKind, rot: Rotation) {
    let cell = size / span(kind);
    let inset = ((size - cell * span(kind)) / 2) as i32;
    atlas(cell).tile(kind).blit(canvas, x + inset, y + inset, rot);
}

/// The art of `kind` for cells of `size` pixels, in palette indices.
fn paint(kind: TileKind, size: u32) -> TileArt {
    let side = size * span(kind);
    TileArt { side, rotations: paint_rgb(kind, side).map(|rgb| canvas::indexed(&rgb)) }
}

/// Paints `kind` `size` pixels square in its four rotations, in full colour: the ground
/// (fields, roads, cities, hills) once, turned for each rotation, then the shapes that
/// stay upright (buildings, shields, markers) over it, each rotation on its own, in a
/// window just large enough for them.
fn paint_rgb(kind: TileKind, size: u32) -> [RgbImage; 4] {
    let shapes = &design(kind).shapes;
    // An upright shape under the ground's (a hill, under roads and cities): every
    // rotation painted whole, in the design's order.
    let first_upright = shapes.iter().position(|s| s.pivot.is_some()).unwrap_or(shapes.len());
    if shapes[first_upright..].iter().any(|s| s.pivot.is_none()) {
        return [0, 1, 2, 3].map(|r| {
            let mut painter = Painter::new(size, size, size as f32);
            painter.clear(palette::FIELD);
            for shape in shapes {
                painter.fill(&shape.turned(r), shape.colour);
            }
            finish(&painter.finish(), size)
        });
    }
    let (ground, upright): (Vec<&Shape>, Vec<&Shape>) = shapes.iter().partition(|s| s.pivot.is_none());
    let mut painter = Painter::new(size, size, size as f32);
    painter.clear(palette::FIELD);
    for shape in ground {
        painter.fill(&shape.poly, shape.colour);
    }
    let base = painter.finish();
    [0, 1, 2, 3].map(|r| {
        let mut art = match r {
            0 => base.clone(),
            1 => imageops::rotate90(&base),
            2 => imageops::rotate180(&base),
            _ => imageops::rotate270(&base),
        };
        let polys: Vec<(Vec<Pt>, palette::Rgb)> = upright.iter().map(|s| (s.turned(r), s.colour)).collect();
        let scale = size as f32;
        if let Some((x0, y0, x1, y1)) =
            paint::bounds(polys.iter().map(|(p, _)| p.as_slice()), scale, (size, size))
        {
            let mut painter = Painter::window((x0, y0), x1 - x0, y1 - y0, scale);
            for (poly, colour) in &polys {
                painter.fill(poly, *colour);
            }
            paint::composite(&mut art, &painter.finish(), (x0, y0));
        }
        finish(&art, size)
    })
}

/// A tile's painted art as opaque RGB, its edge shaded.
fn finish(art: &image::RgbaImage, size: u32) -> RgbImage {
    let mut opaque = Vec::with_capacity(size as usize * size as usize * 3);
    for px in art.as_raw().chunks_exact(4) {
        opaque.extend_from_slice(&px[..3]);
    }
    let mut rgb = RgbImage::from_raw(size, size, opaque).unwrap_or_else(|| RgbImage::new(size, size));
    edge_shade(&mut rgb);
    rgb
}

/// Darkens the outermost pixel ring a little so neighbouring tiles read as a grid.
fn edge_shade(rgb: &mut RgbImage) {
    let (w, h) = rgb.dimensions();
    for y in 0..h {
        // The whole first and last rows; the first and last pixels of the others.
        let step = if y == 0 || y + 1 == h { 1 } else { (w - 1).max(1) };
        for x in (0..w).step_by(step as usize) {
            let px = rgb.get_pixel_mut(x, y);
            px.0 = palette::shade(px.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::text::{self, Align, Style, Weight};

    /// What `warm_up` paints stays painted: the cache keeps every size it paints at.
    #[test]
    fn every_size_painted_ahead_is_kept() {
        let sizes = crate::render::layout::tile_sizes();
        let all: std::collections::BTreeSet<u32> = sizes.flat_map(|size| [size, size / 2]).collect();
        assert!(all.len() <= SIZES_KEPT, "{} sizes", all.len());
    }

    #[test]
    fn painting_is_deterministic_and_rotations_differ() {
        let kind = TileKind::from_id("BA/CRr").expect("id");
        let a = paint(kind, 40);
        let b = paint(kind, 40);
        assert_eq!(a.rotations, b.rotations);
        assert_ne!(a.indices(Rotation::R0), a.indices(Rotation::R90));
    }

    #[test]
    fn a_large_tile_is_one_picture_two_cells_wide() {
        for m in carcassonne_engine::rules::monuments::Monument::ALL {
            let art = paint(m.tile(), 24);
            assert_eq!(art.side, 48);
            for rot in Rotation::ALL {
                assert_eq!(art.indices(rot).len(), 48 * 48, "{m}");
            }
        }
    }

    /// The palette keeps the art's look: nearly every pixel of every tile is drawn in
    /// a colour close to the one painted, anti-aliased edges included.
    #[test]
    fn the_palette_keeps_the_art() {
        for kind in TileKind::all() {
            let [rgb, ..] = paint_rgb(kind, 64 * span(kind));
            let indexed = canvas::indexed(&rgb);
            let entries = palette::entries();
            let far = rgb
                .pixels()
                .zip(&indexed)
                .filter(|&(p, &i)| palette::distance(p.0, entries[usize::from(i)]) > 9 * 16 * 9)
                .count();
            assert!(
                far * 200 <= indexed.len(),
                "{kind}: {far} of {} pixels drawn far from their colour",
                indexed.len()
            );
        }
    }

    /// Every kind of every set in its four rotations, for a human to look at:
    /// `RENDER_LOOK_DIR=/tmp cargo test --lib catalogue_sheet -- --ignored`.
    #[test]
    #[ignore = "writes an image for a human to look at"]
    fn catalogue_sheet() {
        let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") else { return };
        let size = 96;
        let kinds: Vec<TileKind> = crate::render::tile::single_kinds().collect();
        let (cols, label) = (4, 170);
        let mut canvas = Canvas::new(
            (label + cols * (size + 8)) as u32 * 2,
            kinds.len().div_ceil(2) as u32 * (size + 8) as u32,
            palette::BACKGROUND,
        );
        let art = atlas(size as u32);
        let style = Style::new(14.0, Weight::Regular, palette::TEXT);
        for (i, &kind) in kinds.iter().enumerate() {
            let x0 = (i as i32 % 2) * (label + cols * (size + 8));
            let y0 = (i as i32 / 2) * (size + 8);
            text::draw(&mut canvas, (x0 + 6) as f32, (y0 + size / 2) as f32, Align::Left, style, kind.id());
            for rot in Rotation::ALL {
                let x = x0 + label + rot.quarter_turns() as i32 * (size + 8);
                art.tile(kind).blit(&mut canvas, x, y0, rot);
            }
        }
        canvas.to_rgb().save(std::path::Path::new(&dir).join("look-catalogue.png")).expect("write");
    }
}
