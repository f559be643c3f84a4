//! Anti-aliased vector drawing: polygons filled on a supersampled grid, then averaged
//! down into a premultiplied RGBA [`Sprite`]; plus the few shape builders (disk, stroke,
//! curve) the tile and figure art is made of.
//!
//! Used to draw art once per size into caches, never per frame for every pixel of the
//! board. Coordinates are in "units" mapped to output pixels by a scale given at
//! construction. It knows nothing of tiles or games.

use super::palette::Rgb;

/// A point in drawing units.
pub type Pt = (f32, f32);

/// Samples per output pixel along each axis.
const SUPERSAMPLE: usize = 4;

/// A small premultiplied-RGBA image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sprite {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<[u8; 4]>,
}

impl Sprite {
    /// The sprite turned clockwise by `quarter_turns` quarter turns (it must be square
    /// for odd turns to keep its size; others are turned too, swapping width and height).
    pub fn rotated(&self, quarter_turns: u8) -> Sprite {
        let mut out = self.clone();
        for _ in 0..quarter_turns % 4 {
            let (w, h) = (out.width as usize, out.height as usize);
            let mut px = vec![[0; 4]; w * h];
            // Clockwise: source (x, y) lands at (h - 1 - y, x) in a h-wide image.
            for y in 0..h {
                for x in 0..w {
                    px[x * h + (h - 1 - y)] = out.pixels[y * w + x];
                }
            }
            out = Sprite { width: h as u32, height: w as u32, pixels: px };
        }
        out
    }

    /// The RGB bytes of an opaque sprite (alpha ignored), for fast row copies.
    pub fn to_rgb(&self) -> Vec<u8> {
        self.pixels.iter().flat_map(|p| [p[0], p[1], p[2]]).collect()
    }
}

/// Fills polygons on a supersampled RGBA grid.
#[derive(Debug)]
pub struct Painter {
    width: usize,
    height: usize,
    scale: f32,
    /// Supersampled pixels, straight RGBA; alpha is 0 or 255 per sample.
    samples: Vec<[u8; 4]>,
}

impl Painter {
    /// A transparent painter producing a `width`×`height` sprite; one unit is `scale` pixels.
    pub fn new(width: u32, height: u32, scale: f32) -> Painter {
        let (w, h) = (width as usize * SUPERSAMPLE, height as usize * SUPERSAMPLE);
        Painter { width: w, height: h, scale: scale * SUPERSAMPLE as f32, samples: vec![[0; 4]; w * h] }
    }

    /// Fills a polygon (non-zero winding) with an opaque colour.
    pub fn fill(&mut self, poly: &[Pt], colour: Rgb) {
        if poly.len() < 3 {
            return;
        }
        let pts: Vec<Pt> = poly.iter().map(|&(x, y)| (x * self.scale, y * self.scale)).collect();
        let top = pts.iter().map(|p| p.1).fold(f32::INFINITY, f32::min).floor().max(0.0) as usize;
        let bottom = pts.iter().map(|p| p.1).fold(f32::NEG_INFINITY, f32::max).ceil();
        let bottom = (bottom.max(0.0) as usize).min(self.height);
        let mut crossings: Vec<(f32, i32)> = Vec::with_capacity(16);
        let px = [colour[0], colour[1], colour[2], 255];
        for row in top..bottom {
            let yc = row as f32 + 0.5;
            crossings.clear();
            for i in 0..pts.len() {
                let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
                if (a.1 <= yc) != (b.1 <= yc) {
                    let t = (yc - a.1) / (b.1 - a.1);
                    crossings.push((a.0 + t * (b.0 - a.0), if b.1 > a.1 { 1 } else { -1 }));
                }
            }
            crossings.sort_by(|a, b| a.0.total_cmp(&b.0));
            let mut winding = 0;
            for pair in crossings.windows(2) {
                winding += pair[0].1;
                if winding == 0 {
                    continue;
                }
                let x0 = (pair[0].0 - 0.5).ceil().max(0.0) as usize;
                let x1 = ((pair[1].0 - 0.5).ceil().max(0.0) as usize).min(self.width);
                if x0 < x1 {
                    self.samples[row * self.width + x0..row * self.width + x1].fill(px);
                }
            }
        }
    }

    /// Fills the whole painter with an opaque colour.
    pub fn clear(&mut self, colour: Rgb) {
        self.samples.fill([colour[0], colour[1], colour[2], 255]);
    }

    /// Averages the samples down into a premultiplied sprite.
    pub fn finish(self) -> Sprite {
        let (w, h) = (self.width / SUPERSAMPLE, self.height / SUPERSAMPLE);
        let n = (SUPERSAMPLE * SUPERSAMPLE) as u32;
        let mut pixels = Vec::with_capacity(w * h);
        for y in 0..h {
            for x in 0..w {
                let mut sum = [0u32; 4];
                for sy in 0..SUPERSAMPLE {
                    let row = (y * SUPERSAMPLE + sy) * self.width + x * SUPERSAMPLE;
                    for s in &self.samples[row..row + SUPERSAMPLE] {
                        let a = u32::from(s[3]);
                        sum[0] += u32::from(s[0]) * a / 255;
                        sum[1] += u32::from(s[1]) * a / 255;
                        sum[2] += u32::from(s[2]) * a / 255;
                        sum[3] += a;
                    }
                }
                pixels.push(sum.map(|v| ((v + n / 2) / n) as u8));
            }
        }
        Sprite { width: w as u32, height: h as u32, pixels }
    }
}

/// A regular polygon close to a circle.
pub fn disk(centre: Pt, r: f32) -> Vec<Pt> {
    let n = 24;
    (0..n)
        .map(|i| {
            let a = i as f32 * std::f32::consts::TAU / n as f32;
            (centre.0 + r * a.cos(), centre.1 + r * a.sin())
        })
        .collect()
}

/// An axis-aligned ellipse as a polygon.
pub fn ellipse(centre: Pt, rx: f32, ry: f32) -> Vec<Pt> {
    disk((0.0, 0.0), 1.0).into_iter().map(|(x, y)| (centre.0 + x * rx, centre.1 + y * ry)).collect()
}

/// A rectangle given by two corners.
pub fn rect(a: Pt, b: Pt) -> Vec<Pt> {
    vec![a, (b.0, a.1), b, (a.0, b.1)]
}

/// The polygons covering a polyline drawn `width` wide with round joins and caps.
pub fn stroke(points: &[Pt], width: f32) -> Vec<Vec<Pt>> {
    let half = width / 2.0;
    let mut out = Vec::new();
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len <= f32::EPSILON {
            continue;
        }
        let (nx, ny) = (-dy / len * half, dx / len * half);
        out.push(vec![
            (a.0 + nx, a.1 + ny),
            (b.0 + nx, b.1 + ny),
            (b.0 - nx, b.1 - ny),
            (a.0 - nx, a.1 - ny),
        ]);
    }
    for &p in points {
        out.push(disk(p, half));
    }
    out
}

/// Points along a quadratic Bézier curve from `a` to `b` pulled toward `control`.
pub fn quadratic(a: Pt, control: Pt, b: Pt, steps: usize) -> Vec<Pt> {
    (0..=steps)
        .map(|i| {
            let t = i as f32 / steps as f32;
            let u = 1.0 - t;
            (
                u * u * a.0 + 2.0 * u * t * control.0 + t * t * b.0,
                u * u * a.1 + 2.0 * u * t * control.1 + t * t * b.1,
            )
        })
        .collect()
}

/// Whether `p` lies inside `poly` (even–odd rule).
pub fn contains(poly: &[Pt], p: Pt) -> bool {
    let mut inside = false;
    for i in 0..poly.len() {
        let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
        if (a.1 > p.1) != (b.1 > p.1) && p.0 < a.0 + (p.1 - a.1) / (b.1 - a.1) * (b.0 - a.0) {
            inside = !inside;
        }
    }
    inside
}
