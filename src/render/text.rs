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

/// `text` shortened with an ellipsis so it fits in `max` pixels.
pub fn fit(style: Style, text: &str, max: f32) -> String {
    if width(style, text) <= max {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>() + "…";
        if width(style, &candidate) <= max {
            return candidate;
        }
    }
    String::new()
}
