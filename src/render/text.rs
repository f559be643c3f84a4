//! Text: the shipped DejaVu Sans faces (see `assets/fonts/LICENSE-DejaVu.txt`), laid
//! out and rasterised as imageproc's `text_size` and `draw_text_mut` do, to the same
//! pixels, from glyph outlines read from the font once (`Face`): reading an outline is
//! most of what a run cost, and a header at a new scale draws every run afresh. Each run
//! of text is drawn once per face and size into a coverage mask, kept while images keep
//! drawing it (whichever thread draws next, within a byte budget), and blended onto the
//! canvas from then on: a board draws the same coordinates, names and numbers every turn.
//!
//! Owns font loading, the outlines' and the masks' caches and fitting text into a width;
//! the text's meaning and position on the image are the callers' business. If a font
//! fails to load, text is skipped rather than panicking.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex, OnceLock, PoisonError};

use ab_glyph::{Font, FontRef, Glyph, GlyphId, Outline, OutlinedGlyph, PxScale, ScaleFont, point};

use super::canvas::{Canvas, Sprite, Text};
use super::palette::Rgb;

static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Which face to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Weight {
    Regular,
    Bold,
}

/// A face and what was read and rasterised from it so far.
struct Face {
    font: FontRef<'static>,
    glyphs: Mutex<Glyphs>,
}

/// The outlines of the glyphs laid out so far, in font units: one outline serves every
/// size, so a run at a new size reads none from the font again (at most one per glyph
/// of the face: DejaVu has about 6,000; a game's texts use a few hundred). And the
/// coverage of glyphs rasterised lately, by size and by where the glyph fell on the
/// pixel grid: a header at a new scale draws its runs afresh, and many of their glyphs
/// (a run's first, digits, short words) fall exactly where one fell before.
#[derive(Default)]
struct Glyphs {
    /// `None`: a glyph without an outline (a space), which imageproc neither draws nor
    /// kerns.
    outlines: HashMap<GlyphId, Option<Outline>>,
    coverage: HashMap<CoverageKey, Arc<Coverage>>,
    /// Bytes of `coverage`'s values, emptied past [`COVERAGE_BUDGET`].
    coverage_bytes: usize,
}

/// A glyph's size (its bits), its id, and the offset of its position from its pixel
/// box's corner (bits) with the box's width and height: what its rasterising reads
/// besides the outline, so equal keys give equal coverage.
type CoverageKey = (u32, GlyphId, u32, u32, u32, u32);

/// A glyph's coverage as ab_glyph's rasteriser gives it, before any clamping: rows of
/// `width` values over its pixel box.
struct Coverage {
    width: usize,
    values: Vec<f32>,
}

/// Most bytes of glyph coverage kept: a header's glyphs at its few sizes, a few
/// headers' worth.
const COVERAGE_BUDGET: usize = 2 << 20;

fn face(weight: Weight) -> Option<&'static Face> {
    static FACES: OnceLock<[Option<Face>; 2]> = OnceLock::new();
    let faces = FACES.get_or_init(|| {
        [REGULAR, BOLD].map(|bytes| {
            FontRef::try_from_slice(bytes).ok().map(|font| Face { font, glyphs: Mutex::default() })
        })
    });
    faces[weight as usize].as_ref()
}

/// Horizontal anchoring of a text run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// A text style: size in pixels (em), face and colour.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub size: f32,
    pub weight: Weight,
    pub colour: Rgb,
}

impl Style {
    pub const fn new(size: f32, weight: Weight, colour: Rgb) -> Style {
        Style { size, weight, colour }
    }
}

/// `text` without the characters `font` has no glyph for (an emoji in a Discord name,
/// its variation selector), which would draw as an empty box.
fn drawable<'a>(font: &FontRef<'static>, text: &'a str) -> Cow<'a, str> {
    let has = |c: char| font.glyph_id(c).0 != 0;
    if text.chars().all(has) {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(text.chars().filter(|&c| has(c)).collect())
    }
}

/// Lays `text` out as imageproc's `layout_glyphs` does (the pen's advances, then the
/// kerning of each glyph with an outline after the one before it, in imageproc's
/// argument order), calling `f` with each glyph that has an outline; returns the pen's
/// last position, unrounded.
fn layout(
    font: &FontRef<'static>,
    outlines: &mut HashMap<GlyphId, Option<Outline>>,
    size: f32,
    text: &str,
    mut f: impl FnMut(Glyph, &Outline),
) -> f32 {
    let scale = PxScale::from(size);
    let scaled = font.as_scaled(scale);
    let mut w = 0.0;
    let mut prev: Option<GlyphId> = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        let glyph = id.with_scale_and_position(scale, point(w, scaled.ascent()));
        w += scaled.h_advance(id);
        if let Some(outline) = outlines.entry(id).or_insert_with(|| font.outline(id)) {
            if let Some(prev) = prev {
                w += scaled.kern(id, prev);
            }
            prev = Some(id);
            f(glyph, outline);
        }
    }
    w
}

/// The width imageproc gives `text` (its advance, rounded up), in pixels; characters
/// the font lacks take none, as they are not drawn.
fn measure(face: &Face, size: f32, text: &str) -> f32 {
    let text = drawable(&face.font, text);
    let text = text.as_ref();
    if text.is_empty() {
        return 0.0;
    }
    let mut glyphs = face.glyphs.lock().unwrap_or_else(PoisonError::into_inner);
    // imageproc's `text_size` counts one pixel more than this, for the last glyph's edge.
    layout(&face.font, &mut glyphs.outlines, size, text, |_, _| {}).ceil() as u32 as f32
}

/// A run of text drawn once: its width and its mask, placed relative to the pen's
/// start and the baseline.
#[derive(Debug)]
struct Run {
    width: f32,
    /// Coverage (0..=255), rows of `mask_width`.
    mask: Vec<u8>,
    mask_width: u32,
    /// The mask's top-left relative to (left edge, baseline).
    offset: (i32, i32),
    /// The mask as a sprite, per colour drawn.
    sprites: HashMap<Rgb, Arc<Sprite>>,
    /// The sprite of a colour on a flat ground (a palette entry), as opaque rows: most
    /// text lies on one colour (the background, a table cell, a marker), where copying
    /// rows is a fraction of blending each pixel.
    flats: HashMap<(Rgb, u8), Arc<[u8]>>,
}

/// How a run is put on the canvas.
enum Ink {
    /// Blended pixel by pixel.
    Blend(Arc<Sprite>),
    /// Copied, already blended on the flat ground under it: rows of the given width.
    Flat(Arc<[u8]>, u32),
}

/// Most bytes the runs kept may take (masks, sprites and flats together). Runs are
/// kept by their exact text and size, and some texts are drawn once ever: a timelapse
/// frame's title, a final table's scores at the final image's scale. A cap on the
/// number of runs let those fill the cache with megabytes a finished game, for good; a
/// byte budget keeps it to what recent images drew, the few hundred runs a board shows
/// turn after turn.
const RUNS_BUDGET: usize = 8 << 20;

/// Runs by face and size, then by text.
type ByStyle = HashMap<(Weight, u32), HashMap<String, Run>>;

/// Runs drawn lately, in two generations: `current` takes every run drawn or used
/// since it started; once it holds half the budget it becomes `previous` (the one
/// before is dropped), and a run of `previous` used again moves back to `current`. So
/// runs in use stay, runs no longer used go within two generations, and the whole
/// never holds much more than [`RUNS_BUDGET`].
#[derive(Debug, Default)]
struct Runs {
    current: ByStyle,
    previous: ByStyle,
    /// Bytes of `current`'s runs.
    bytes: usize,
}

impl Run {
    /// The memory it holds: its mask, and the sprites and flat rows made from it.
    fn bytes(&self) -> usize {
        let sprites: usize = self.sprites.values().map(|s| s.bytes()).sum();
        let flats: usize = self.flats.values().map(|rows| rows.len()).sum();
        self.mask.len() + sprites + flats
    }
}

/// The runs of every image this process draws, whichever thread draws it.
static RUNS: LazyLock<Mutex<Runs>> = LazyLock::new(Mutex::default);

/// The run of `text` in `weight` at `size`, drawn now if no recent image has needed it.
fn run<T>(weight: Weight, size: f32, text: &str, f: impl FnOnce(&mut Run) -> T) -> Option<T> {
    let face = face(weight)?;
    let style = (weight, size.to_bits());
    let mut guard = RUNS.lock().unwrap_or_else(PoisonError::into_inner);
    let runs = &mut *guard;
    if !runs.current.get(&style).is_some_and(|by_text| by_text.contains_key(text)) {
        let kept = runs.previous.get_mut(&style).and_then(|by_text| by_text.remove(text));
        let run = kept.unwrap_or_else(|| draw_run(face, size, text));
        runs.bytes += run.bytes();
        runs.current.entry(style).or_default().insert(text.to_string(), run);
    }
    let run = runs.current.get_mut(&style).and_then(|by_text| by_text.get_mut(text))?;
    let before = run.bytes();
    let value = f(run);
    runs.bytes += run.bytes() - before;
    if runs.bytes > RUNS_BUDGET / 2 {
        runs.previous = std::mem::take(&mut runs.current);
        runs.bytes = 0;
    }
    Some(value)
}

/// `text`'s run at `size`: its coverage drawn as imageproc's `draw_text_mut` draws
/// white text on a black image with `pad` pixels around it (each glyph's pixels
/// blended over those before, with imageproc's arithmetic), then cropped to its inked
/// rows and columns.
fn draw_run(face: &Face, size: f32, text: &str) -> Run {
    let scale = PxScale::from(size);
    let scaled = face.font.as_scaled(scale);
    let text = drawable(&face.font, text);
    let pad = (size * 0.3).ceil() as i32 + 1;
    let factor = scaled.scale_factor();
    // Each glyph's pixel box and coverage, rasterised now unless kept from before.
    let mut placed: Vec<(ab_glyph::Rect, Arc<Coverage>)> = Vec::new();
    let mut guard = face.glyphs.lock().unwrap_or_else(PoisonError::into_inner);
    let glyphs = &mut *guard;
    let advance = layout(&face.font, &mut glyphs.outlines, size, &text, |glyph, outline| {
        let bounds = outline.px_bounds(factor, glyph.position);
        let offset = glyph.position - bounds.min;
        let (w, h) = (bounds.width() as usize, bounds.height() as usize);
        let key = (size.to_bits(), glyph.id, offset.x.to_bits(), offset.y.to_bits(), w as u32, h as u32);
        let coverage = glyphs.coverage.entry(key).or_insert_with(|| {
            let mut values = vec![0.0; w * h];
            OutlinedGlyph::new(glyph, outline.clone(), factor)
                .draw(|x, y, v| values[y as usize * w + x as usize] = v);
            glyphs.coverage_bytes += values.len() * 4;
            Arc::new(Coverage { width: w, values })
        });
        placed.push((bounds, Arc::clone(coverage)));
    });
    if glyphs.coverage_bytes > COVERAGE_BUDGET {
        glyphs.coverage.clear();
        glyphs.coverage_bytes = 0;
    }
    drop(guard);
    let width = if text.is_empty() { 0.0 } else { advance.ceil() as u32 as f32 };
    let (w, h) = (width as i32 + 2 * pad + 1, scaled.height().ceil() as i32 + 2 * pad);
    let (iw, ih) = (w.clamp(1, 8192), h.clamp(1, 2048));
    // Each glyph's top-left pixel on that image.
    let at = |bounds: &ab_glyph::Rect| (pad + bounds.min.x.round() as i32, pad + bounds.min.y.round() as i32);
    // Nothing is inked outside the glyphs' pixel boxes: only where they fall on the
    // image is drawn and searched for ink (the padding was most of what the crop read).
    let (mut x0, mut y0, mut x1, mut y1) = (iw, ih, 0, 0);
    for (bounds, coverage) in &placed {
        let ((x, y), rows) = (at(bounds), coverage.values.len() / coverage.width.max(1));
        (x0, y0) = (x0.min(x.max(0)), y0.min(y.max(0)));
        (x1, y1) = (x1.max((x + coverage.width as i32).min(iw)), y1.max((y + rows as i32).min(ih)));
    }
    let (bw, bh) = ((x1 - x0).max(0), (y1 - y0).max(0));
    let mut image = vec![0u8; (bw * bh) as usize];
    for (bounds, coverage) in &placed {
        let (x, y) = at(bounds);
        blend_glyph(&mut image, bw, (x - x0, y - y0), coverage);
    }
    // imageproc puts the baseline at the top plus the ascent.
    let baseline = pad + scaled.ascent().round() as i32;
    let (mask, mask_width, offset) = match inked(&image, bw as usize) {
        Some((mask, mask_width, (ix, iy))) => {
            (mask, mask_width, (x0 + ix as i32 - pad, y0 + iy as i32 - baseline))
        }
        None => (Vec::new(), 0, (0, 0)),
    };
    Run { width, mask, mask_width, offset, sprites: HashMap::new(), flats: HashMap::new() }
}

/// Blends a glyph's coverage as white over `image` (rows of `width`) with its top-left
/// pixel at `(x, y)`, as imageproc's `draw_text_mut` does: each pixel its
/// `weighted_sum` with white, clamped to u8 as imageproc clamps it.
fn blend_glyph(image: &mut [u8], width: i32, (x_shift, y_shift): (i32, i32), coverage: &Coverage) {
    let height = image.len() as i32 / width.max(1);
    let glyph_width = coverage.width.max(1) as i32;
    // The glyph's columns that fall on the image, clipped once for every row.
    let (gx0, gx1) = ((-x_shift).clamp(0, glyph_width), (width - x_shift).clamp(0, glyph_width));
    if gx0 >= gx1 {
        return;
    }
    for (gy, row) in coverage.values.chunks_exact(glyph_width as usize).enumerate() {
        let y = gy as i32 + y_shift;
        if !(0..height).contains(&y) {
            continue;
        }
        let start = (y * width + x_shift + gx0) as usize;
        let pixels = &mut image[start..start + (gx1 - gx0) as usize];
        for (pixel, &gv) in pixels.iter_mut().zip(&row[gx0 as usize..gx1 as usize]) {
            let gv = gv.clamp(0.0, 1.0);
            let v = f32::from(*pixel) * (1.0 - gv) + 255.0 * gv;
            *pixel = if v < 255.0 { if v > 0.0 { v as u8 } else { 0 } } else { 255 };
        }
    }
}

/// `image` (rows of `width`) cropped to its inked rows and columns: the mask, its
/// width and its top-left pixel on `image`; `None` if nothing is inked.
fn inked(image: &[u8], width: usize) -> Option<(Vec<u8>, u32, (usize, usize))> {
    let rows: Vec<&[u8]> = image.chunks_exact(width.max(1)).collect();
    let y0 = rows.iter().position(|row| row.iter().any(|&v| v > 0))?;
    let y1 = rows.iter().rposition(|row| row.iter().any(|&v| v > 0))?;
    let rows = &rows[y0..=y1];
    let x0 = rows.iter().filter_map(|row| row.iter().position(|&v| v > 0)).min()?;
    let x1 = rows.iter().filter_map(|row| row.iter().rposition(|&v| v > 0)).max()?;
    let mut mask = Vec::with_capacity(rows.len() * (x1 - x0 + 1));
    for row in rows {
        mask.extend_from_slice(&row[x0..=x1]);
    }
    Some((mask, (x1 - x0 + 1) as u32, (x0, y0)))
}

/// The advance width of `text` in pixels.
pub fn width(style: Style, text: &str) -> f32 {
    run(style.weight, style.size, text, |r| r.width).unwrap_or(0.0)
}

/// Draws one line of text whose digits and capitals are vertically centred on `cy`;
/// `x` is its left edge, centre or right edge according to `align`, and notes it in the
/// canvas's texts. Returns its width.
pub fn draw(canvas: &mut Canvas, x: f32, cy: f32, align: Align, style: Style, text: &str) -> f32 {
    let drawn = run(style.weight, style.size, text, |r| {
        let left = match align {
            Align::Left => x,
            Align::Centre => x - r.width / 2.0,
            Align::Right => x - r.width,
        };
        // DejaVu's capital height is 0.73 em: centre capitals and digits on `cy`.
        let baseline = (cy + style.size * 0.365).round() as i32;
        let at = (left.round() as i32 + r.offset.0, baseline + r.offset.1);
        let sprite = r
            .sprites
            .entry(style.colour)
            .or_insert_with(|| Arc::new(Sprite::from_mask(r.mask_width, &r.mask, style.colour)));
        let ink = match canvas.flat(at.0, at.1, sprite.width, sprite.height) {
            Some(ground) => {
                let rows = r.flats.entry((style.colour, ground)).or_insert_with(|| sprite.on(ground).into());
                Ink::Flat(Arc::clone(rows), sprite.width)
            }
            None => Ink::Blend(Arc::clone(sprite)),
        };
        (r.width, at, ink)
    });
    let Some((w, (x, y), ink)) = drawn else { return 0.0 };
    let (width, height) = match ink {
        Ink::Blend(sprite) => {
            canvas.blit_sprite(x, y, &sprite);
            (sprite.width, sprite.height)
        }
        Ink::Flat(rows, width) => {
            canvas.blit(x, y, width, &rows);
            (width, rows.len() as u32 / width.max(1))
        }
    };
    if width > 0 && canvas.reaches(x, y, width, height) {
        canvas.texts.push(Text { words: text.to_string(), x, y, width, height });
    }
    w
}

/// `text` shortened with an ellipsis so it fits in `max` pixels (empty when not even
/// the ellipsis fits). A text that fits is measured once (and remembered); a longer one
/// by prefixes growing by doubling, then halving back, so a long text costs no more
/// than a short one.
pub fn fit(style: Style, text: &str, max: f32) -> String {
    let Some(face) = face(style.weight) else { return String::new() };
    let fits = |s: &str| measure(face, style.size, s) <= max;
    // The byte length of the first `n` characters.
    let end = |n: usize| text.char_indices().nth(n).map_or(text.len(), |(i, _)| i);
    let mut n = 16;
    while end(n) < text.len() && fits(&text[..end(n)]) {
        n *= 2;
    }
    if end(n) == text.len() && width(style, text) <= max {
        return text.to_string();
    }
    // The most characters, among the first `n`, that fit followed by the ellipsis.
    let with_ellipsis = |k: usize| fits(&format!("{}…", &text[..end(k)]));
    if !with_ellipsis(0) {
        return String::new();
    }
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if with_ellipsis(mid) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    format!("{}…", &text[..end(lo)])
}

/// A player's name shortened as [`fit`] does, but keeping a closing marker such as
/// "(bot)" whole: the service writes who plays a seat now after its name in brackets,
/// and that is what the header must not lose; the name itself is cut first.
pub fn fit_name(style: Style, name: &str, max: f32) -> String {
    let marker = name.strip_suffix(')').and_then(|n| n.rfind(" (")).map(|at| name.split_at(at));
    match marker {
        Some((stem, marker)) if !stem.is_empty() && width(style, name) > max => {
            let room = max - width(style, marker);
            let stem = fit(style, stem, room);
            if stem.is_empty() { fit(style, name, max) } else { format!("{stem}{marker}") }
        }
        _ => fit(style, name, max),
    }
}

/// A label on a badge of `fill` `h` pixels high centred on (cx, cy), edged as figures
/// are (an objective's label: `OwnPlaces::objective_label`); returns its width.
pub fn badge(canvas: &mut Canvas, (cx, cy): (f32, f32), h: f32, label: &str, fill: Rgb) -> f32 {
    let style = Style::new(h * 0.72, Weight::Bold, super::palette::FIGURE_EDGE);
    let w = (width(style, label) + h * 0.4).max(h);
    let (x, y) = ((cx - w / 2.0).round() as i32, (cy - h / 2.0).round() as i32);
    canvas.fill_rect(x - 1, y - 1, w.round() as i32 + 2, h.round() as i32 + 2, super::palette::FIGURE_EDGE);
    canvas.fill_rect(x, y, w.round() as i32, h.round() as i32, fill);
    draw(canvas, cx, cy, Align::Centre, style, label);
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::palette;

    #[test]
    fn a_long_name_keeps_its_marker() {
        let long = "Bartholomew the Magnificent of the Northern Reaches (bot)";
        let cut = fit_name(STYLE, long, 160.0);
        assert!(cut.ends_with("… (bot)") && width(STYLE, &cut) <= 160.0, "{cut}");
        assert!(cut.starts_with("Bartholomew"), "{cut}");
        assert_eq!(fit_name(STYLE, "Ann (bot)", 200.0), "Ann (bot)", "it fits: nothing cut");
        let plain = fit_name(STYLE, "Bartholomew the Magnificent", 80.0);
        assert_eq!(plain, fit(STYLE, "Bartholomew the Magnificent", 80.0), "no marker: cut as any text");
        // No room for the marker: cut as any text rather than show nothing of the name.
        assert_eq!(fit_name(STYLE, long, 40.0), fit(STYLE, long, 40.0));
    }

    const STYLE: Style = Style::new(16.0, Weight::Regular, palette::FIGURE_EDGE);

    /// Texts drawn once each (a timelapse's frame titles, say), far more than the budget
    /// holds, leave the runs kept within it.
    #[test]
    fn texts_drawn_once_do_not_pile_up() {
        let big = Style::new(40.0, Weight::Bold, palette::FIGURE_EDGE);
        for n in 0..1_000 {
            width(big, &format!("Tile {n} of 1000, placed by somebody with a long name"));
        }
        let runs = RUNS.lock().unwrap_or_else(PoisonError::into_inner);
        let bytes: usize = [&runs.current, &runs.previous]
            .into_iter()
            .flat_map(|b| b.values())
            .flat_map(HashMap::values)
            .map(Run::bytes)
            .sum();
        assert!(bytes <= RUNS_BUDGET + (1 << 20), "{} KiB kept", bytes / 1024);
    }

    /// Runs are laid out and rasterised here from outlines read once; imageproc's own
    /// `text_size` and `draw_text_mut` (what drew them before) give the same width and
    /// the same coverage, byte for byte, at sizes across the range the images use, in
    /// both faces, with kerned pairs, spaces, accents and a character the font lacks.
    #[test]
    fn runs_are_imageprocs_pixels() {
        use image::{GrayImage, Luma};
        use imageproc::drawing::{draw_text_mut, text_size};
        let texts = ["AV To Wa. LT", "Bartholomew (bot) ×3", "0,-4 · 90° ✓ é…", "  x  ", "Zoë 🎲", "1"];
        for weight in [Weight::Regular, Weight::Bold] {
            let face = face(weight).expect("the shipped fonts load");
            for step in 0..90 {
                let size = 8.0 + step as f32 * 0.37;
                for text in texts {
                    let run = draw_run(face, size, text);
                    let drawn = drawable(&face.font, text);
                    let scale = PxScale::from(size);
                    let width = if drawn.is_empty() { 0 } else { text_size(scale, &face.font, &drawn).0 - 1 };
                    assert_eq!(run.width, width as f32, "{text:?} at {size}");
                    let pad = (size * 0.3).ceil() as i32 + 1;
                    let scaled = face.font.as_scaled(scale);
                    let h = scaled.height().ceil() as u32 + 2 * pad as u32;
                    let mut image = GrayImage::new(width + 2 * pad as u32 + 1, h);
                    draw_text_mut(&mut image, Luma([255]), pad, pad, scale, &face.font, &drawn);
                    let baseline = pad + scaled.ascent().round() as i32;
                    let mut expected = GrayImage::new(image.width(), image.height());
                    let (ox, oy) = (run.offset.0 + pad, run.offset.1 + baseline);
                    for (i, &v) in run.mask.iter().enumerate() {
                        let (x, y) = (
                            ox + (i as u32 % run.mask_width) as i32,
                            oy + (i as u32 / run.mask_width) as i32,
                        );
                        expected.put_pixel(x as u32, y as u32, Luma([v]));
                    }
                    assert!(expected == image, "{text:?} at {size} in {weight:?}");
                }
            }
        }
    }

    #[test]
    fn fitting_keeps_what_fits_and_ends_with_an_ellipsis() {
        assert_eq!(fit(STYLE, "Ann", 200.0), "Ann");
        let cut = fit(STYLE, "Bartholomew the Magnificent", 80.0);
        assert!(cut.ends_with('…') && width(STYLE, &cut) <= 80.0, "{cut}");
        assert!(width(STYLE, &fit(STYLE, &format!("{}x", cut.trim_end_matches('…')), 80.0)) <= 80.0);
        assert_eq!(fit(STYLE, "Ann", 1.0), "");
        // A huge name is cut after the first few characters, not measured whole.
        let huge = "W".repeat(1_000_000);
        assert!(fit(STYLE, &huge, 100.0).chars().count() < 20);
    }

    /// Every character a message of any `.ftl` file can put on an image (its text and
    /// its string literals, in every variant), in every language.
    fn message_characters() -> std::collections::BTreeSet<char> {
        use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
        fn pattern(p: &Pattern<&str>, chars: &mut std::collections::BTreeSet<char>) {
            for element in &p.elements {
                match element {
                    PatternElement::TextElement { value } => chars.extend(value.chars()),
                    PatternElement::Placeable { expression } => expression_chars(expression, chars),
                }
            }
        }
        fn expression_chars(e: &Expression<&str>, chars: &mut std::collections::BTreeSet<char>) {
            match e {
                Expression::Select { variants, .. } => {
                    variants.iter().for_each(|v| pattern(&v.value, chars));
                }
                Expression::Inline(InlineExpression::StringLiteral { value }) => chars.extend(value.chars()),
                Expression::Inline(InlineExpression::Placeable { expression }) => {
                    expression_chars(expression, chars)
                }
                Expression::Inline(_) => {}
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
        let mut chars = std::collections::BTreeSet::new();
        let mut files = 0;
        for language in std::fs::read_dir(&root).expect("assets/locales") {
            for file in std::fs::read_dir(language.expect("a language").path()).expect("a language's files") {
                let path = file.expect("a file").path();
                let source = std::fs::read_to_string(&path).expect("an .ftl file");
                let resource = fluent_syntax::parser::parse(source.as_str())
                    .unwrap_or_else(|_| panic!("{} does not parse", path.display()));
                for entry in &resource.body {
                    let (value, attributes) = match entry {
                        Entry::Message(m) => (m.value.as_ref(), &m.attributes),
                        Entry::Term(t) => (Some(&t.value), &t.attributes),
                        _ => continue,
                    };
                    value
                        .into_iter()
                        .chain(attributes.iter().map(|a| &a.value))
                        .for_each(|p| pattern(p, &mut chars));
                }
                files += 1;
            }
        }
        assert!(files >= 14, "the files of both languages: {files}");
        chars
    }

    /// A letter missing from the font would be drawn as a box: every character of every
    /// message, in every language, and those the renderer writes itself (markers,
    /// counts, the ellipsis of a cut text), has a glyph in both faces.
    #[test]
    fn the_fonts_have_a_glyph_for_every_character_of_every_message() {
        let chars = message_characters();
        assert!(chars.contains(&'é') && chars.contains(&'✓'), "the scan reads the messages");
        // Drawn by the renderer itself, and French letters messages may use later.
        let drawn = "▶×·✓≥—…°0123456789";
        for weight in [Weight::Regular, Weight::Bold] {
            let font = &face(weight).expect("the shipped fonts load").font;
            let missing: String = chars
                .iter()
                .copied()
                .chain(drawn.chars())
                .chain("éèàçôûêîïœ«»’".chars())
                .filter(|c| !c.is_control() && font.glyph_id(*c).0 == 0)
                .collect();
            assert!(missing.is_empty(), "{weight:?} has no glyph for {missing:?}");
        }
    }

    /// An emoji in a Discord name (`🎲`), which DejaVu lacks, takes no room and draws
    /// no empty box.
    #[test]
    fn a_character_the_font_lacks_draws_nothing() {
        assert_eq!(width(STYLE, "Zoë 🎲\u{fe0f}"), width(STYLE, "Zoë "));
        let mut canvas = Canvas::new(60, 30, palette::BACKGROUND);
        draw(&mut canvas, 5.0, 15.0, Align::Left, STYLE, "🎲\u{fe0f}");
        let rgb = canvas.to_rgb();
        assert!(rgb.pixels().all(|p| p.0 == palette::BACKGROUND), "a lone emoji draws no box");
    }

    #[test]
    fn text_is_drawn_where_asked() {
        let mut canvas = Canvas::new(80, 30, palette::BACKGROUND);
        let w = draw(&mut canvas, 40.0, 15.0, Align::Centre, STYLE, "H1");
        assert!(w > 10.0 && w < 30.0, "{w}");
        let rgb = canvas.to_rgb();
        let inked: Vec<(u32, u32)> = (0..30)
            .flat_map(|y| (0..80).map(move |x| (x, y)))
            .filter(|&(x, y)| rgb.get_pixel(x, y).0 != palette::BACKGROUND)
            .collect();
        let (xs, ys): (Vec<u32>, Vec<u32>) = inked.into_iter().unzip();
        let mid = |v: &[u32]| (v.iter().min().unwrap() + v.iter().max().unwrap()) as f32 / 2.0;
        assert!(
            (mid(&xs) - 40.0).abs() <= 2.0 && (mid(&ys) - 15.0).abs() <= 2.0,
            "{} {}",
            mid(&xs),
            mid(&ys)
        );
    }
}
