//! Text: the shipped DejaVu Sans faces (see `assets/fonts/LICENSE-DejaVu.txt`),
//! measured with imageproc's `text_size` and drawn with its `draw_text_mut`, which lays
//! out and rasterises the glyphs. Each run of text is drawn once per face and size into
//! a coverage mask, kept while images keep drawing it (whichever thread draws next,
//! within a byte budget), and blended onto the canvas from then on: a board draws the
//! same coordinates, names and numbers every turn.
//!
//! Owns font loading, the masks' cache and fitting text into a width; the text's
//! meaning and position on the image are the callers' business. If a font fails to
//! load, text is skipped rather than panicking.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex, OnceLock, PoisonError};

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use image::{GrayImage, Luma};
use imageproc::drawing::{draw_text_mut, text_size};

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

/// The width imageproc gives `text` (its advance, rounded up), in pixels; characters
/// the font lacks take none, as they are not drawn.
fn measure(font: &FontRef<'static>, size: f32, text: &str) -> f32 {
    let text = drawable(font, text);
    let text = text.as_ref();
    if text.is_empty() {
        return 0.0;
    }
    // `text_size` counts one pixel more than the advance, for the last glyph's edge.
    text_size(PxScale::from(size), font, text).0.saturating_sub(1) as f32
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
    let font = font(weight)?;
    let style = (weight, size.to_bits());
    let mut guard = RUNS.lock().unwrap_or_else(PoisonError::into_inner);
    let runs = &mut *guard;
    if !runs.current.get(&style).is_some_and(|by_text| by_text.contains_key(text)) {
        let kept = runs.previous.get_mut(&style).and_then(|by_text| by_text.remove(text));
        let run = kept.unwrap_or_else(|| draw_run(font, size, text));
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

fn draw_run(font: &FontRef<'static>, size: f32, text: &str) -> Run {
    let width = measure(font, size, text);
    let scaled = font.as_scaled(PxScale::from(size));
    let pad = (size * 0.3).ceil() as i32 + 1;
    let (w, h) = (width as i32 + 2 * pad + 1, scaled.height().ceil() as i32 + 2 * pad);
    let mut image = GrayImage::new(w.clamp(1, 8192) as u32, h.clamp(1, 2048) as u32);
    draw_text_mut(&mut image, Luma([255]), pad, pad, PxScale::from(size), font, &drawable(font, text));
    // Keep only the inked rows and columns.
    let inked = |x: u32, y: u32| image.get_pixel(x, y).0[0] > 0;
    let (iw, ih) = image.dimensions();
    let cols: Vec<u32> = (0..iw).filter(|&x| (0..ih).any(|y| inked(x, y))).collect();
    let rows: Vec<u32> = (0..ih).filter(|&y| (0..iw).any(|x| inked(x, y))).collect();
    let (Some(&x0), Some(&x1), Some(&y0), Some(&y1)) = (cols.first(), cols.last(), rows.first(), rows.last())
    else {
        return Run {
            width,
            mask: Vec::new(),
            mask_width: 0,
            offset: (0, 0),
            sprites: HashMap::new(),
            flats: HashMap::new(),
        };
    };
    let mask: Vec<u8> = (y0..=y1)
        .flat_map(|y| (x0..=x1).map(move |x| (x, y)))
        .map(|(x, y)| image.get_pixel(x, y).0[0])
        .collect();
    // imageproc puts the baseline at the top plus the ascent.
    let baseline = pad + scaled.ascent().round() as i32;
    Run {
        width,
        mask,
        mask_width: x1 - x0 + 1,
        offset: (x0 as i32 - pad, y0 as i32 - baseline),
        sprites: HashMap::new(),
        flats: HashMap::new(),
    }
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
    let Some(font) = font(style.weight) else { return String::new() };
    let fits = |s: &str| measure(font, style.size, s) <= max;
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
/// are (an objective's label: `ExpansionArt::mark_label`); returns its width.
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
            let font = font(weight).expect("the shipped fonts load");
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
