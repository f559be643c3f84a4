//! Text: the shipped DejaVu Sans faces (see `assets/fonts/LICENSE-DejaVu.txt`), measured
//! and drawn with anti-aliasing straight onto the canvas.
//!
//! Owns font loading and glyph layout. Placement helpers take a point and an alignment;
//! the text's meaning and position on the image are the callers' business. If a font
//! fails to load, text is skipped rather than panicking.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};

use super::canvas::Canvas;
use super::palette::Rgb;

static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Which face to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

fn font(weight: Weight) -> Option<&'static FontRef<'static>> {
    static FONTS: OnceLock<[Option<FontRef<'static>>; 2]> = OnceLock::new();
    let fonts =
        FONTS.get_or_init(|| [FontRef::try_from_slice(REGULAR).ok(), FontRef::try_from_slice(BOLD).ok()]);
    fonts[weight as usize].as_ref()
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

/// The advance width of `text` in pixels.
pub fn width(style: Style, text: &str) -> f32 {
    let Some(font) = font(style.weight) else { return 0.0 };
    let scaled = font.as_scaled(PxScale::from(style.size));
    let mut w = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            w += scaled.kern(p, id);
        }
        w += scaled.h_advance(id);
        prev = Some(id);
    }
    w
}

/// Draws one line of text whose digits and capitals are vertically centred on `cy`;
/// `x` is its left edge, centre or right edge according to `align`. Returns its width.
pub fn draw(canvas: &mut Canvas, x: f32, cy: f32, align: Align, style: Style, text: &str) -> f32 {
    let Some(font) = font(style.weight) else { return 0.0 };
    let w = width(style, text);
    let left = match align {
        Align::Left => x,
        Align::Centre => x - w / 2.0,
        Align::Right => x - w,
    };
    // DejaVu's capital height is 0.73 em: centre capitals and digits on `cy`.
    let baseline = (cy + style.size * 0.365).round();
    let scaled = font.as_scaled(PxScale::from(style.size));
    let mut caret = left.round();
    let mut prev = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            caret += scaled.kern(p, id);
        }
        let glyph = id.with_scale_and_position(style.size, point(caret, baseline));
        caret += scaled.h_advance(id);
        prev = Some(id);
        let Some(outline) = scaled.outline_glyph(glyph) else { continue };
        let bounds = outline.px_bounds();
        let (ox, oy) = (bounds.min.x as i32, bounds.min.y as i32);
        outline.draw(|gx, gy, cover| {
            canvas.blend_pixel(ox + gx as i32, oy + gy as i32, style.colour, (cover.min(1.0) * 255.0) as u8);
        });
    }
    w
}

/// `text` shortened with an ellipsis so it fits in `max` pixels (empty when not even
/// the ellipsis fits). One pass that stops once `max` is passed, so a long text costs
/// no more than a short one.
pub fn fit(style: Style, text: &str, max: f32) -> String {
    let Some(font) = font(style.weight) else { return String::new() };
    let scaled = font.as_scaled(PxScale::from(style.size));
    let ellipsis = width(style, "…");
    let mut w = 0.0;
    let mut prev = None;
    // The longest prefix (in bytes) that fits followed by the ellipsis.
    let mut cut = None;
    for (i, c) in text.char_indices() {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            w += scaled.kern(p, id);
        }
        if w + ellipsis <= max {
            cut = Some(i);
        }
        w += scaled.h_advance(id);
        prev = Some(id);
        if w > max {
            return cut.map_or_else(String::new, |i| format!("{}…", &text[..i]));
        }
    }
    text.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::palette;

    const STYLE: Style = Style::new(16.0, Weight::Regular, palette::FIGURE_EDGE);

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
}
