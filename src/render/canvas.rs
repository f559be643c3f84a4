//! The output pixel buffer: an RGB image with clipped rectangles, coverage blends and
//! sprite blits.
//!
//! Owns raw pixel access and clipping; every draw call is bounds-checked so no input can
//! make it panic. It knows nothing of tiles, games or fonts, and does no anti-aliased
//! vector work itself (that is `raster`).

use super::palette::Rgb;
use super::raster::Sprite;

/// An RGB8 image, rows top to bottom.
#[derive(Clone, Debug)]
pub struct Canvas {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl Canvas {
    /// A canvas filled with one colour, reusing `buffer`'s memory (a large image is
    /// megabytes; fresh pages cost more than painting them).
    pub fn new_in(mut buffer: Vec<u8>, width: u32, height: u32, fill: Rgb) -> Canvas {
        let row = fill.as_slice().repeat(width as usize);
        buffer.clear();
        buffer.reserve(row.len() * height as usize);
        for _ in 0..height {
            buffer.extend_from_slice(&row);
        }
        Canvas { width, height, pixels: buffer }
    }

    /// Clips a rectangle to the canvas: (x0, y0, x1, y1) exclusive, or `None` if empty.
    fn clip(&self, x: i32, y: i32, w: i32, h: i32) -> Option<(usize, usize, usize, usize)> {
        let x0 = x.max(0);
        let y0 = y.max(0);
        let x1 = x.saturating_add(w).min(self.width as i32);
        let y1 = y.saturating_add(h).min(self.height as i32);
        (x0 < x1 && y0 < y1).then_some((x0 as usize, y0 as usize, x1 as usize, y1 as usize))
    }

    /// Fills a rectangle.
    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, colour: Rgb) {
        let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) else { return };
        let stride = self.width as usize * 3;
        let first = &mut self.pixels[y0 * stride + x0 * 3..y0 * stride + x1 * 3];
        for px in first.chunks_exact_mut(3) {
            px.copy_from_slice(&colour);
        }
        let (head, tail) = self.pixels.split_at_mut((y0 + 1) * stride);
        let row = &head[y0 * stride + x0 * 3..y0 * stride + x1 * 3];
        for y in 0..y1 - y0 - 1 {
            tail[y * stride + x0 * 3..y * stride + x1 * 3].copy_from_slice(row);
        }
    }

    /// Blends a colour over a rectangle with opacity `alpha` (0..=255).
    pub fn blend_rect(&mut self, x: i32, y: i32, w: i32, h: i32, colour: Rgb, alpha: u8) {
        let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) else { return };
        let a = u32::from(alpha);
        // One lookup table per channel: old value -> blended value.
        let tables: [[u8; 256]; 3] = std::array::from_fn(|c| {
            std::array::from_fn(|old| ((old as u32 * (255 - a) + u32::from(colour[c]) * a + 127) / 255) as u8)
        });
        let stride = self.width as usize * 3;
        for y in y0..y1 {
            for px in self.pixels[y * stride + x0 * 3..y * stride + x1 * 3].chunks_exact_mut(3) {
                px[0] = tables[0][px[0] as usize];
                px[1] = tables[1][px[1] as usize];
                px[2] = tables[2][px[2] as usize];
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

    /// Blends `colour` into one pixel with coverage `cover` (0..=255).
    pub fn blend_pixel(&mut self, x: i32, y: i32, colour: Rgb, cover: u8) {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 || cover == 0 {
            return;
        }
        let i = (y as usize * self.width as usize + x as usize) * 3;
        let a = u32::from(cover);
        for (old, new) in self.pixels[i..i + 3].iter_mut().zip(colour) {
            *old = ((u32::from(*old) * (255 - a) + u32::from(new) * a + 127) / 255) as u8;
        }
    }

    /// A filled, anti-aliased disk.
    pub fn disk(&mut self, cx: f32, cy: f32, r: f32, colour: Rgb) {
        let x0 = (cx - r - 1.0).floor() as i32;
        let x1 = (cx + r + 1.0).ceil() as i32;
        let y0 = (cy - r - 1.0).floor() as i32;
        let y1 = (cy + r + 1.0).ceil() as i32;
        for y in y0..=y1 {
            for x in x0..=x1 {
                let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
                let cover = (r + 0.5 - d).clamp(0.0, 1.0);
                self.blend_pixel(x, y, colour, (cover * 255.0) as u8);
            }
        }
    }

    /// Copies an opaque RGB block (`width` pixels per row) with its top-left at (x, y).
    pub fn blit_rgb(&mut self, x: i32, y: i32, width: u32, rgb: &[u8]) {
        if width == 0 {
            return;
        }
        let h = (rgb.len() / (width as usize * 3)) as i32;
        let Some((x0, y0, x1, y1)) = self.clip(x, y, width as i32, h) else { return };
        let stride = self.width as usize * 3;
        let src_stride = width as usize * 3;
        let sx = (x0 as i32 - x) as usize * 3;
        for row in y0..y1 {
            let sy = (row as i32 - y) as usize;
            let src = &rgb[sy * src_stride + sx..sy * src_stride + sx + (x1 - x0) * 3];
            self.pixels[row * stride + x0 * 3..row * stride + x1 * 3].copy_from_slice(src);
        }
    }

    /// Draws a premultiplied RGBA sprite with its top-left at (x, y).
    pub fn blit_sprite(&mut self, x: i32, y: i32, sprite: &Sprite) {
        let Some((x0, y0, x1, y1)) = self.clip(x, y, sprite.width as i32, sprite.height as i32) else {
            return;
        };
        let stride = self.width as usize * 3;
        for row in y0..y1 {
            let sy = (row as i32 - y) as usize;
            for col in x0..x1 {
                let sx = (col as i32 - x) as usize;
                let [r, g, b, a] = sprite.pixels[sy * sprite.width as usize + sx];
                if a == 0 {
                    continue;
                }
                let i = row * stride + col * 3;
                let keep = 255 - u32::from(a);
                for (c, v) in [r, g, b].into_iter().enumerate() {
                    let old = u32::from(self.pixels[i + c]);
                    self.pixels[i + c] = (u32::from(v) + (old * keep + 127) / 255).min(255) as u8;
                }
            }
        }
    }
}
