//! The output pixel buffer: one palette index per pixel (see `palette`), with clipped
//! rectangles, opacity blends, row copies of cached art and blits of anti-aliased
//! sprites and text masks.
//!
//! Owns raw pixel access, clipping and blending in palette colours: a blend of two
//! entries at one of 17 opacity levels becomes the entry nearest the true blend, worked
//! out once per process and kept in a table, so blending costs a lookup. Every draw call
//! is bounds-checked so no input can make it panic. It knows nothing of tiles, games or
//! fonts and draws no shapes itself: art is painted by `paint` into caches and copied
//! here.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use image::{RgbImage, RgbaImage};

use super::memory::SPARE;
use super::palette::{self, Rgb};

/// Opacity levels of sprites, masks and blends: 0 (none) to `LEVELS` (opaque).
pub const LEVELS: u8 = 16;

/// An image of palette indices, rows top to bottom.
#[derive(Clone, Debug)]
pub struct Canvas {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
    /// The rectangle drawing reaches (x0, y0, x1, y1), exclusive: the whole canvas
    /// unless a part of it is drawn alone (the board's cells of a cropped board).
    window: (i32, i32, i32, i32),
    /// Every run of text written on the canvas, in order, where its ink lies: those
    /// that reach the drawing limit at all (not the labels of cells cropped away).
    pub texts: Vec<Text>,
}

/// A run of text written on a canvas and the rectangle its ink covers (before any
/// clipping): what an image says, to read back without decoding its pixels, and whether
/// every word of it lies on the image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    pub words: String,
    pub x: i32,
    pub y: i32,
    pub width: u32,
    pub height: u32,
}

/// A small anti-aliased picture ready to blit: per pixel a palette index and its
/// opacity level (0..=`LEVELS`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sprite {
    pub width: u32,
    pub height: u32,
    ink: Vec<u8>,
    cover: Vec<u8>,
}

impl Sprite {
    /// A sprite from premultiplied RGBA (as `paint` makes it), each colour mapped to
    /// its palette entry.
    pub fn from_premultiplied(image: &RgbaImage) -> Sprite {
        let (mut ink, mut cover) = (Vec::new(), Vec::new());
        // Painted art lies in runs of one colour: a pixel equal to the one before takes
        // its entry and level without working them out again.
        let mut last: Option<([u8; 4], (u8, u8))> = None;
        for px in image.pixels() {
            let (entry, level) = match last {
                Some((seen, found)) if seen == px.0 => found,
                _ => {
                    let found = entry_and_level(px.0);
                    last = Some((px.0, found));
                    found
                }
            };
            ink.push(entry);
            cover.push(level);
        }
        Sprite { width: image.width(), height: image.height(), ink, cover }
    }

    /// The sprite [`Sprite::from_premultiplied`] makes of a picture whose every pixel is
    /// one of a few premultiplied colours, `shades[picks[i]]` (rows of `width`): each
    /// shade is mapped once, not each pixel (a disk: its pixels by their count of
    /// covered samples, one colour at 17 strengths).
    pub fn from_shades(width: u32, picks: &[u8], shades: &[[u8; 4]]) -> Sprite {
        // By pick, so that no lookup is out of bounds.
        let (mut inks, mut levels) = ([0u8; 256], [0u8; 256]);
        for (i, &shade) in shades.iter().enumerate().take(256) {
            (inks[i], levels[i]) = entry_and_level(shade);
        }
        let ink = picks.iter().map(|&pick| inks[usize::from(pick)]).collect();
        let cover = picks.iter().map(|&pick| levels[usize::from(pick)]).collect();
        let height = if width == 0 { 0 } else { (picks.len() / width as usize) as u32 };
        Sprite { width, height, ink, cover }
    }

    /// The sprite blended onto a ground of the one palette entry `ground`: opaque rows
    /// to `blit`, the same pixels `Canvas::blit_sprite` draws on that ground, copied
    /// instead of blended pixel by pixel.
    pub fn on(&self, ground: u8) -> Vec<u8> {
        let mixer = Mixer::get();
        // The blends over the ground of the ink met last, by level, as they are met: a
        // text's sprite is all one ink, so most pixels are a lookup in a few bytes.
        let (mut of, mut by_level) = (None, [None; STATES]);
        (self.ink.iter().zip(&self.cover))
            .map(|(&ink, &cover)| match cover {
                0 => ground,
                LEVELS.. => ink,
                _ => {
                    if of != Some(ink) {
                        (of, by_level) = (Some(ink), [None; STATES]);
                    }
                    *by_level[usize::from(cover)].get_or_insert_with(|| mixer.blend(ground, ink, cover))
                }
            })
            .collect()
    }

    /// The memory its pixels take.
    pub fn bytes(&self) -> usize {
        self.ink.len() + self.cover.len()
    }

    /// A one-colour sprite from a coverage mask (0..=255 per pixel, rows of `width`).
    pub fn from_mask(width: u32, mask: &[u8], colour: Rgb) -> Sprite {
        let ink = index(colour);
        let cover: Vec<u8> = mask.iter().map(|&c| level(c)).collect();
        let height = if width == 0 { 0 } else { (mask.len() / width as usize) as u32 };
        Sprite { width, height, ink: vec![ink; cover.len()], cover }
    }
}

/// A premultiplied pixel's palette entry (of its colour unpremultiplied; 0 where
/// transparent) and opacity level.
fn entry_and_level([r, g, b, a]: [u8; 4]) -> (u8, u8) {
    let level = level(a);
    if level == 0 {
        return (0, 0);
    }
    let colour = [r, g, b].map(|c| ((u32::from(c) * 255 + u32::from(a) / 2) / u32::from(a)).min(255) as u8);
    (index(colour), level)
}

fn level(coverage: u8) -> u8 {
    ((u32::from(coverage) * u32::from(LEVELS) + 127) / 255) as u8
}

/// Blends in palette colours, remembered for the whole process: the nearest entry of
/// each colour seen lately and of each (under, over, level) blend, worked out on first
/// use. Shared by every thread, because Discord's commands run on whichever blocking
/// thread is free, often a new one, which would otherwise start from nothing. The
/// tables cache pure functions, so threads fill them without a lock: two threads that
/// meet on an empty slot both store the same entry.
struct Mixer {
    /// `over * 256 * 17 + under * 17 + level` → entry + 1, or 0 until worked out (by
    /// ink first, so one sprite's blends stay close in memory).
    blends: Box<[AtomicU8]>,
    /// Colours seen lately and their entries, by a hash of the colour: the colour as
    /// `0x01RRGGBB` shifted left a byte, with the entry in that byte; 0 when empty.
    recent: Box<[AtomicU64]>,
    /// Whole-rectangle blends of `blend_rect`.
    washes: Mutex<HashMap<(Rgb, u8), Wash>>,
}

/// A colour laid over every entry at one opacity: entry -> blended entry.
type Wash = Arc<[u8]>;

/// Slots of `Mixer::recent`.
const RECENT: usize = 4096;

const STATES: usize = LEVELS as usize + 1;

impl Mixer {
    fn get() -> &'static Mixer {
        static MIXER: OnceLock<Mixer> = OnceLock::new();
        MIXER.get_or_init(|| Mixer {
            blends: (0..256 * 256 * STATES).map(|_| AtomicU8::new(0)).collect(),
            recent: (0..RECENT).map(|_| AtomicU64::new(0)).collect(),
            washes: Mutex::new(HashMap::new()),
        })
    }

    fn index(&self, colour: Rgb) -> u8 {
        let key = 0x0100_0000 | u32::from(colour[0]) << 16 | u32::from(colour[1]) << 8 | u32::from(colour[2]);
        let slot = (key.wrapping_mul(0x9E37_79B1) >> 20) as usize % RECENT;
        let seen = self.recent[slot].load(Relaxed);
        if seen >> 8 == u64::from(key) {
            return seen as u8;
        }
        let entry = palette::nearest(colour);
        self.recent[slot].store(u64::from(key) << 8 | u64::from(entry), Relaxed);
        entry
    }

    fn wash(&self, colour: Rgb, alpha: u8) -> Wash {
        let mut washes = self.washes.lock().unwrap_or_else(PoisonError::into_inner);
        let table = washes.entry((colour, alpha)).or_insert_with(|| {
            palette::entries().iter().map(|&e| palette::nearest(palette::mix(e, colour, alpha))).collect()
        });
        Arc::clone(table)
    }

    fn blend(&self, under: u8, over: u8, level: u8) -> u8 {
        let at = (usize::from(over) * 256 + usize::from(under)) * STATES + usize::from(level.min(LEVELS));
        match self.blends[at].load(Relaxed) {
            0 => {
                let entries = palette::entries();
                let alpha = (u32::from(level) * 255 / u32::from(LEVELS)) as u8;
                let colour = palette::mix(entries[usize::from(under)], entries[usize::from(over)], alpha);
                // Entries number at most 255, so entry + 1 fits a byte.
                let entry = palette::nearest(colour);
                self.blends[at].store(entry + 1, Relaxed);
                entry
            }
            known => known - 1,
        }
    }
}

/// The palette entry drawn for `colour` (its own, or the nearest).
pub fn index(colour: Rgb) -> u8 {
    Mixer::get().index(colour)
}

/// RGB rows mapped to palette indices.
pub fn indexed(rgb: &RgbImage) -> Vec<u8> {
    let mixer = Mixer::get();
    let mut out = Vec::with_capacity(rgb.as_raw().len() / 3);
    // Painted art lies in runs of one colour: a pixel the colour of the one before
    // takes its entry without a lookup.
    let mut last: Option<(&[u8], u8)> = None;
    for p in rgb.as_raw().chunks_exact(3) {
        let entry = match last {
            Some((colour, entry)) if colour == p => entry,
            _ => mixer.index([p[0], p[1], p[2]]),
        };
        last = Some((p, entry));
        out.push(entry);
    }
    out
}

impl Canvas {
    /// A canvas filled with one colour.
    pub fn new(width: u32, height: u32, fill: Rgb) -> Canvas {
        let window = (0, 0, width as i32, height as i32);
        let pixels = vec![index(fill); width as usize * height as usize];
        Canvas { width, height, pixels, window, texts: Vec::new() }
    }

    /// A `width`×`height` canvas in `buffer`'s memory, holding whatever the buffer
    /// held: the caller paints all of it (the header's background and the board's
    /// ground), which spares writing megabytes twice.
    pub fn reuse(mut buffer: Vec<u8>, width: u32, height: u32) -> Canvas {
        buffer.resize(width as usize * height as usize, 0);
        let window = (0, 0, width as i32, height as i32);
        Canvas { width, height, pixels: buffer, window, texts: Vec::new() }
    }

    /// A `width`×`height` canvas in spare memory (`memory::SPARE`), as [`Canvas::reuse`]
    /// makes one: the caller paints all of it.
    pub fn spare(width: u32, height: u32) -> Canvas {
        Canvas::reuse(SPARE.take(width as usize * height as usize), width, height)
    }

    /// Limits drawing to the rectangle (x, y, w, h) within the canvas until the next
    /// call; `None` lifts the limit.
    pub fn limit(&mut self, rect: Option<(i32, i32, i32, i32)>) {
        let (cw, ch) = (self.width as i32, self.height as i32);
        self.window = match rect {
            Some((x, y, w, h)) => {
                (x.max(0), y.max(0), x.saturating_add(w).min(cw), y.saturating_add(h).min(ch))
            }
            None => (0, 0, cw, ch),
        };
    }

    /// Whether any of the rectangle (x, y, w, h) lies on the canvas within its drawing
    /// limit.
    pub fn reaches(&self, x: i32, y: i32, w: u32, h: u32) -> bool {
        self.clip(x, y, w as i32, h as i32).is_some()
    }

    /// Clips a rectangle to the canvas and its drawing limit: (x0, y0, x1, y1)
    /// exclusive, or `None` if empty.
    fn clip(&self, x: i32, y: i32, w: i32, h: i32) -> Option<(usize, usize, usize, usize)> {
        let (wx0, wy0, wx1, wy1) = self.window;
        let x0 = x.max(wx0);
        let y0 = y.max(wy0);
        let x1 = x.saturating_add(w).min(wx1);
        let y1 = y.saturating_add(h).min(wy1);
        (x0 < x1 && y0 < y1).then_some((x0 as usize, y0 as usize, x1 as usize, y1 as usize))
    }

    /// Fills a rectangle.
    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, colour: Rgb) {
        let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) else { return };
        let ink = index(colour);
        let stride = self.width as usize;
        for row in y0..y1 {
            self.pixels[row * stride + x0..row * stride + x1].fill(ink);
        }
    }

    /// Blends a colour over a rectangle with opacity `alpha` (0..=255).
    pub fn blend_rect(&mut self, x: i32, y: i32, w: i32, h: i32, colour: Rgb, alpha: u8) {
        let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) else { return };
        let stride = self.width as usize;
        // One lookup table for the whole rectangle: old entry -> blended entry.
        let table = Mixer::get().wash(colour, alpha);
        for row in y0..y1 {
            for px in &mut self.pixels[row * stride + x0..row * stride + x1] {
                *px = table.get(usize::from(*px)).copied().unwrap_or(*px);
            }
        }
    }

    /// A rectangle's outline `thick` pixels wide, drawn inside the rectangle.
    pub fn frame(&mut self, x: i32, y: i32, w: i32, h: i32, thick: i32, colour: Rgb) {
        self.fill_rect(x, y, w, thick, colour);
        self.fill_rect(x, y + h - thick, w, thick, colour);
        self.fill_rect(x, y + thick, thick, h - 2 * thick, colour);
        self.fill_rect(x + w - thick, y + thick, thick, h - 2 * thick, colour);
    }

    /// Copies an opaque block of palette indices (`width` per row) with its top-left
    /// at (x, y): cached tile art, row by row.
    pub fn blit(&mut self, x: i32, y: i32, width: u32, indices: &[u8]) {
        if width == 0 {
            return;
        }
        let h = (indices.len() / width as usize) as i32;
        let Some((x0, y0, x1, y1)) = self.clip(x, y, width as i32, h) else { return };
        let stride = self.width as usize;
        let sx = (x0 as i32 - x) as usize;
        for row in y0..y1 {
            let sy = (row as i32 - y) as usize * width as usize;
            self.pixels[row * stride + x0..row * stride + x1]
                .copy_from_slice(&indices[sy + sx..sy + sx + x1 - x0]);
        }
    }

    /// Copies the rectangle (sx, sy, w, h) of an image of palette indices `width`
    /// per row (`from`) with its top-left at (x, y), as far as both hold it: part of a
    /// kept image moved to its place on another.
    pub fn copy(
        &mut self,
        (x, y): (i32, i32),
        from: &[u8],
        width: u32,
        (sx, sy, w, h): (i32, i32, i32, i32),
    ) {
        let (fw, fh) = (width as i32, if width == 0 { 0 } else { (from.len() / width as usize) as i32 });
        // The part the source holds, then the part of that the canvas holds.
        let (sx0, sy0) = (sx.max(0), sy.max(0));
        let (sx1, sy1) = (sx.saturating_add(w).min(fw), sy.saturating_add(h).min(fh));
        let (x, y) = (x + sx0 - sx, y + sy0 - sy);
        let Some((x0, y0, x1, y1)) = self.clip(x, y, sx1 - sx0, sy1 - sy0) else { return };
        let (fx, fy) = ((sx0 + x0 as i32 - x) as usize, (sy0 + y0 as i32 - y) as usize);
        let stride = self.width as usize;
        for row in 0..y1 - y0 {
            let src = (fy + row) * width as usize + fx;
            self.pixels[(y0 + row) * stride + x0..(y0 + row) * stride + x1]
                .copy_from_slice(&from[src..src + x1 - x0]);
        }
    }

    /// The one entry every pixel of the rectangle (x, y, w, h) holds, as far as it
    /// can be drawn on, if it is one (a text's flat ground); `None` when the pixels
    /// differ or none can be drawn.
    pub fn flat(&self, x: i32, y: i32, w: u32, h: u32) -> Option<u8> {
        let (x0, y0, x1, y1) = self.clip(x, y, w as i32, h as i32)?;
        let stride = self.width as usize;
        let ground = self.pixels[y0 * stride + x0];
        (y0..y1)
            .all(|row| self.pixels[row * stride + x0..row * stride + x1].iter().all(|&p| p == ground))
            .then_some(ground)
    }

    /// Draws a sprite with its top-left at (x, y), blending its edges.
    pub fn blit_sprite(&mut self, x: i32, y: i32, sprite: &Sprite) {
        let Some((x0, y0, x1, y1)) = self.clip(x, y, sprite.width as i32, sprite.height as i32) else {
            return;
        };
        let stride = self.width as usize;
        let mixer = Mixer::get();
        for row in y0..y1 {
            let from = (row as i32 - y) as usize * sprite.width as usize + (x0 as i32 - x) as usize;
            let ink = &sprite.ink[from..from + x1 - x0];
            let cover = &sprite.cover[from..from + x1 - x0];
            let line = &mut self.pixels[row * stride + x0..row * stride + x1];
            for ((px, &ink), &cover) in line.iter_mut().zip(ink).zip(cover) {
                if cover >= LEVELS {
                    *px = ink;
                } else if cover > 0 {
                    *px = mixer.blend(*px, ink, cover);
                }
            }
        }
    }

    /// The image as RGB, for tests and sample sheets.
    #[cfg(test)]
    pub fn to_rgb(&self) -> RgbImage {
        let entries = palette::entries();
        let rgb = self
            .pixels
            .iter()
            .flat_map(|&i| entries.get(usize::from(i)).copied().unwrap_or_default())
            .collect();
        RgbImage::from_raw(self.width, self.height, rgb).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blends_land_on_the_nearest_entry_and_opaque_is_exact() {
        let mut canvas = Canvas::new(4, 1, palette::BACKGROUND);
        let mask = [0, 128, 255, 255];
        canvas.blit_sprite(0, 0, &Sprite::from_mask(4, &mask, palette::TEXT));
        let rgb = canvas.to_rgb();
        assert_eq!(rgb.get_pixel(0, 0).0, palette::BACKGROUND);
        assert_eq!(rgb.get_pixel(2, 0).0, palette::TEXT);
        let half = palette::mix(palette::BACKGROUND, palette::TEXT, 128);
        assert!(palette::distance(rgb.get_pixel(1, 0).0, half) < 24 * 9, "{:?}", rgb.get_pixel(1, 0));
    }

    /// A sprite blended onto a flat ground ahead, then copied, draws the pixels that
    /// blending it there draws.
    #[test]
    fn a_sprite_on_a_flat_ground_copies_what_blending_draws() {
        let mask: Vec<u8> = (0..=255).step_by(5).collect();
        let text = Sprite::from_mask(13, &mask[..13 * 4], palette::TEXT);
        // Inks that change from pixel to pixel, each at every level (premultiplied).
        let shades: Vec<[u8; 4]> = (0..=255u16)
            .step_by(15)
            .flat_map(|a| {
                [[200u16, 40, 40], [40, 40, 200]].map(|rgb| {
                    let [r, g, b] = rgb.map(|c| (c * a / 255) as u8);
                    [r, g, b, a as u8]
                })
            })
            .collect();
        let picks: Vec<u8> = (0..13 * 4).map(|i| ((i * 7) % shades.len()) as u8).collect();
        let inks = Sprite::from_shades(13, &picks, &shades);
        for sprite in [text, inks] {
            let mut blended = Canvas::new(20, 6, palette::TABLE);
            let mut copied = blended.clone();
            let ground = blended.flat(3, 1, sprite.width, sprite.height).expect("a flat ground");
            assert_eq!(ground, index(palette::TABLE));
            blended.blit_sprite(3, 1, &sprite);
            copied.blit(3, 1, sprite.width, &sprite.on(ground));
            assert_eq!(blended.pixels, copied.pixels);
            assert_eq!(blended.flat(3, 1, sprite.width, sprite.height), None, "no longer flat");
        }
    }

    #[test]
    fn drawing_outside_is_clipped() {
        let mut canvas = Canvas::new(3, 3, palette::BACKGROUND);
        canvas.fill_rect(-5, -5, 100, 1, palette::TEXT);
        canvas.blit(2, 2, 2, &[1, 2, 3, 4]);
        canvas.blit_sprite(-1, 2, &Sprite::from_mask(2, &[255, 255, 255, 255], palette::TEXT));
        canvas.blend_rect(1, 1, 9, 9, palette::LEGAL, 46);
        assert_eq!(canvas.pixels.len(), 9);
    }
}
