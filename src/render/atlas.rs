//! Painted tiles, cached: each (tile kind, rotation) is painted once per tile size and
//! then copied row by row onto every board that shows it. A large (2×2) tile is one
//! picture two cells wide.
//!
//! Owns the caches and their bounds (a few sizes, kept most-recent first), and drawing
//! any kind inside a square box (a large tile at half the cell size). Painting is
//! deterministic, so whether a tile came from the cache never changes an image. It does
//! not decide sizes or positions.

use std::sync::{Arc, Mutex, OnceLock};

use carcassonne_engine::{Rotation, TileKind};

use super::canvas::Canvas;
use super::palette;
use super::raster::Painter;
use super::tile::{design, span};

/// How many tile sizes are kept painted at once: every size the layout can choose, so a
/// warm process never repaints (tiles are painted lazily, kind by kind, so unused kinds
/// and sizes cost nothing).
const SIZES_KEPT: usize = 24;

/// Opaque RGB art of one tile kind in its four rotations, `side` pixels square (the
/// tile size, twice it for a large tile).
#[derive(Debug)]
pub struct TileArt {
    side: u32,
    rotations: [Vec<u8>; 4],
}

impl TileArt {
    /// RGB rows of the tile turned by `rot`.
    fn rgb(&self, rot: Rotation) -> &[u8] {
        &self.rotations[rot.quarter_turns() as usize]
    }

    /// Copies the tile turned by `rot` with its top-left pixel at (x, y).
    pub fn blit(&self, canvas: &mut Canvas, x: i32, y: i32, rot: Rotation) {
        canvas.blit_rgb(x, y, self.side, self.rgb(rot));
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

/// Draws `kind` turned by `rot` inside a `size`-pixel square at (x, y): a 1×1 tile
/// fills it, a large tile's 2×2 picture is scaled to fit it (centred, at an even size).
pub fn blit_fitted(canvas: &mut Canvas, x: i32, y: i32, size: u32, kind: TileKind, rot: Rotation) {
    let cell = size / span(kind);
    let inset = ((size - cell * span(kind)) / 2) as i32;
    atlas(cell).tile(kind).blit(canvas, x + inset, y + inset, rot);
}

fn paint(kind: TileKind, size: u32) -> TileArt {
    let side = size * span(kind);
    let rotations = [0, 1, 2, 3].map(|r| {
        let mut painter = Painter::new(side, side, side as f32);
        painter.clear(palette::FIELD);
        for shape in &design(kind).shapes {
            painter.fill(&shape.turned(r), shape.colour);
        }
        let mut rgb = painter.finish().to_rgb();
        edge_shade(&mut rgb, side as usize);
        rgb
    });
    TileArt { side, rotations }
}

/// Darkens the outermost pixel ring a little so neighbouring tiles read as a grid.
fn edge_shade(rgb: &mut [u8], size: usize) {
    if size < 2 {
        return;
    }
    let shade = |px: &mut [u8]| {
        for c in px.iter_mut() {
            *c = (u16::from(*c) * 205 / 255) as u8;
        }
    };
    let ring = (0..size)
        .flat_map(|i| [(i, 0), (i, size - 1)])
        .chain((1..size - 1).flat_map(|i| [(0, i), (size - 1, i)]));
    for (x, y) in ring {
        let at = (y * size + x) * 3;
        shade(&mut rgb[at..at + 3]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::text::{self, Align, Style, Weight};

    #[test]
    fn painting_is_deterministic_and_rotations_differ() {
        let kind = TileKind::from_id("BA/CRr").expect("id");
        let a = paint(kind, 40);
        let b = paint(kind, 40);
        assert_eq!(a.rotations, b.rotations);
        assert_ne!(a.rgb(Rotation::R0), a.rgb(Rotation::R90));
    }

    #[test]
    fn a_large_tile_is_one_picture_two_cells_wide() {
        for m in carcassonne_engine::Monument::ALL {
            let art = paint(m.tile(), 24);
            assert_eq!(art.side, 48);
            for rot in Rotation::ALL {
                assert_eq!(art.rgb(rot).len(), 48 * 48 * 3, "{m}");
            }
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
        let mut canvas = Canvas::new_in(
            Vec::new(),
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
        let mut out = Vec::new();
        let encoder = image::codecs::png::PngEncoder::new(&mut out);
        image::ImageEncoder::write_image(
            encoder,
            &canvas.pixels,
            canvas.width,
            canvas.height,
            image::ExtendedColorType::Rgb8,
        )
        .expect("encode");
        std::fs::write(std::path::Path::new(&dir).join("look-catalogue.png"), out).expect("write");
    }
}
