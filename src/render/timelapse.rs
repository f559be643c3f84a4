//! A finished game's timelapse: an animated GIF of its board growing, one frame per tile
//! placed, then the final image held.
//!
//! Every frame is drawn on the final image's layout (`last.layout()`), so the board
//! never moves or rescales, under the final table in a "progress" form: the same
//! rows and columns, at the same places and scale (`summary::Table`), the
//! scores of the frame's moment growing in place, titled with the tile's number and
//! who placed it. A frame is drawn in `Words::Watch`: it shows what scored (`+N` and
//! framed features, as the turn's image) and nothing a player is asked to do. The last
//! frame is the final image itself, pixel for pixel as `png` draws it: its figures as
//! they stood before the final scoring, each end-of-game score marked by them.
//!
//! Encoding keeps the file small and the work short: one global colour table (the
//! palette every image uses, so no frame is quantised), the first frame whole and each
//! next one only the rectangle where pixels changed, those unchanged inside it written
//! as the transparent index (one the palette never uses), so they compress to almost
//! nothing; the board's ground is kept between frames (`layer`), so a frame paints only
//! the tile placed since. Same scenes, same bytes.
//!
//! Owns the frames' timing, the changed rectangles and the GIF; what a frame shows is
//! the header's and the board's. The caller knows the game and gives the scenes.

use std::borrow::Cow;
use std::fmt;
use std::sync::Mutex;

use carcassonne_engine::Event;

use super::canvas::Canvas;
use super::layout::Layout;
use super::panel::name;
use super::summary::{self, Table};
use super::{Scene, Words, board, header, layer, paint, palette};

/// The palette index no image uses (the palette has at most 255 entries): pixels a
/// frame leaves as they were.
const UNCHANGED: u8 = 255;

/// Frame delays, in the GIF's hundredths of a second. A game's frames share about
/// `PLAY` between them (a 72-tile game 0.22 s a tile), each between `FASTEST` and
/// `SLOWEST`; a frame where something scored stays twice as long, to read its `+N`;
/// the final image stays `HOLD` before the game plays again. Measured (`benches/render.rs`):
/// a 72-tile game and a 144-tile one both play in about 21 s.
const PLAY: usize = 1600;
const FASTEST: u16 = 10;
const SLOWEST: u16 = 40;
const HOLD: u16 = 500;

/// A finished game's timelapse, drawn frame by frame and encoded as an animated GIF.
pub struct Timelapse {
    /// The final image's: every frame's.
    layout: Layout,
    /// The final table's geometry, every frame's header.
    table: Table,
    /// Frames `frame` is given, for the titles.
    frames: usize,
    /// A frame's delay where nothing scored.
    delay: u16,
    /// The board's ground, kept from frame to frame: tiles only get added.
    grounds: Mutex<layer::Grounds>,
    /// The pixels of the frame last encoded, which the next one changes; empty before
    /// the first.
    shown: Vec<u8>,
    /// Memory for the next frame's pixels and for the changed rectangle's.
    spare: Vec<u8>,
    patch: Vec<u8>,
    /// `None` once writing failed (it writes to memory, so never in practice).
    gif: Option<gif::Encoder<Vec<u8>>>,
}

impl fmt::Debug for Timelapse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Timelapse")
            .field("layout", &self.layout)
            .field("frames", &self.frames)
            .field("bytes", &self.gif.as_ref().map(|g| g.get_ref().len()))
            .finish_non_exhaustive()
    }
}

impl Timelapse {
    /// `last` is the final image's scene (game over; what `png(last)` draws); `frames` is
    /// how many frames `frame` will be given before `finish` (one per placed tile, the
    /// start tile included), for the frames' titles ("Tile 12 of 84").
    pub fn new(last: &Scene, frames: usize) -> Timelapse {
        let layout = last.layout();
        let (width, height) = (side(layout.width), side(layout.height));
        let mut colours = palette::entries().concat();
        // A whole table of 256, so the transparent index is one of it.
        colours.resize(3 * 256, 0);
        let gif = gif::Encoder::new(Vec::new(), width, height, &colours).and_then(|mut gif| {
            gif.set_repeat(gif::Repeat::Infinite)?;
            Ok(gif)
        });
        Timelapse {
            layout,
            table: Table::new(last, &layout),
            frames,
            delay: (PLAY / frames.max(1)).clamp(FASTEST.into(), SLOWEST.into()) as u16,
            grounds: Mutex::new(layer::Grounds::new()),
            shown: Vec::new(),
            spare: Vec::new(),
            patch: Vec::new(),
            gif: gif.inspect_err(|e| tracing::warn!(%e, "timelapse not started")).ok(),
        }
    }

    /// Draws and encodes the next frame: the board as `scene` shows it, with what
    /// `scene.recent` scored. The scene's game is not over (or may be, for the last tile).
    pub fn frame(&mut self, scene: &Scene) {
        let watched = Scene { words: Words::Watch, ..*scene };
        let title = title(scene, self.frames);
        let (layout, table) = (&self.layout, &self.table);
        let mut canvas = Canvas::reuse(std::mem::take(&mut self.spare), layout.width, layout.height);
        paint(&mut canvas, &watched, layout, &self.grounds, |canvas| {
            summary::draw_table(canvas, &watched, table, &title)
        });
        let scored = board::scored(scene).next().is_some();
        self.encode(canvas.pixels, if scored { 2 * self.delay } else { self.delay });
    }

    /// Draws `last` (the same scene as `new`'s), holds it, and gives the GIF's bytes.
    pub fn finish(mut self, last: &Scene) -> Vec<u8> {
        let layout = &self.layout;
        let mut canvas = Canvas::reuse(std::mem::take(&mut self.spare), layout.width, layout.height);
        paint(&mut canvas, last, layout, &self.grounds, |canvas| header(canvas, last, layout));
        self.encode(canvas.pixels, HOLD);
        let bytes = self.gif.take().map(gif::Encoder::into_inner);
        bytes
            .and_then(|b| b.inspect_err(|e| tracing::warn!(%e, "timelapse not finished")).ok())
            .unwrap_or_default()
    }

    /// Writes `pixels` (the whole canvas) as the next frame, shown for `delay`: whole
    /// the first time, else the rectangle where they differ from the frame before, its
    /// unchanged pixels transparent.
    fn encode(&mut self, pixels: Vec<u8>, delay: u16) {
        let width = self.layout.width as usize;
        let first = self.shown.is_empty();
        let (x0, y0, x1, y1) = if first {
            (0, 0, width, self.layout.height as usize)
        } else {
            // Nothing changed: one pixel, left as it was.
            changed(&self.shown, &pixels, width).unwrap_or((0, 0, 1, 1))
        };
        self.patch.clear();
        for y in y0..y1 {
            let now = &pixels[y * width + x0..y * width + x1];
            if first {
                self.patch.extend_from_slice(now);
            } else {
                let was = &self.shown[y * width + x0..y * width + x1];
                self.patch.extend(now.iter().zip(was).map(|(&n, &w)| if n == w { UNCHANGED } else { n }));
            }
        }
        let frame = gif::Frame {
            delay,
            dispose: gif::DisposalMethod::Keep,
            transparent: (!first).then_some(UNCHANGED),
            left: side(x0 as u32),
            top: side(y0 as u32),
            width: side((x1 - x0) as u32),
            height: side((y1 - y0) as u32),
            buffer: Cow::Borrowed(&self.patch),
            ..gif::Frame::default()
        };
        if let Some(Err(e)) = self.gif.as_mut().map(|gif| gif.write_frame(&frame)) {
            tracing::warn!(%e, "timelapse frame not written");
            self.gif = None;
        }
        self.spare = std::mem::replace(&mut self.shown, pixels);
    }
}

/// A length in pixels as the GIF writes it (an image is at most 2,000 px a side).
fn side(px: u32) -> u16 {
    u16::try_from(px).unwrap_or(u16::MAX)
}

/// The frame's title in the scene's language: the number of tiles on its board, of
/// `count`, and who placed the last (the start tile, on the first frame).
fn title(scene: &Scene, count: usize) -> String {
    let tiles = scene.view.board().tiles().len();
    let placer = scene.recent.iter().rev().find_map(|e| match e {
        Event::TilePlaced { seat, .. } => Some(*seat),
        _ => None,
    });
    let (n, count) = (("n", tiles.into()), ("count", count.into()));
    match placer {
        Some(seat) => {
            scene.lang.say("render-timelapse-placed", [n, count, ("who", name(scene, seat).into())])
        }
        None if tiles <= 1 => scene.lang.say("render-timelapse-start", [n, count]),
        None => scene.lang.say("render-timelapse-tile", [n, count]),
    }
}

/// The rectangle (x0, y0, x1, y1, exclusive) holding every pixel where `now` differs
/// from `was` (both rows of `width`), or `None` when they are the same.
fn changed(was: &[u8], now: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let mut bounds: Option<(usize, usize, usize, usize)> = None;
    for (y, (a, b)) in was.chunks_exact(width).zip(now.chunks_exact(width)).enumerate() {
        if a == b {
            continue;
        }
        let differ = |(p, q): (&u8, &u8)| p != q;
        let first = a.iter().zip(b).position(differ).unwrap_or(0);
        let last = a.iter().zip(b).rposition(differ).unwrap_or(width - 1);
        bounds = Some(match bounds {
            None => (first, y, last + 1, y + 1),
            Some((x0, y0, x1, _)) => (x0.min(first), y0, x1.max(last + 1), y + 1),
        });
    }
    bounds
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_changed_rectangle_holds_every_changed_pixel_and_no_more() {
        let was = vec![0u8; 5 * 4];
        assert_eq!(changed(&was, &was, 5), None);
        let mut now = was.clone();
        now[5 + 3] = 1; // (3, 1)
        now[2 * 5 + 1] = 1; // (1, 2)
        assert_eq!(changed(&was, &now, 5), Some((1, 1, 4, 3)));
    }

    /// The service encodes on a blocking thread of its own.
    #[test]
    fn a_timelapse_may_move_to_another_thread() {
        fn send<T: Send>() {}
        send::<Timelapse>();
    }

    #[test]
    fn the_palette_leaves_the_transparent_index_free() {
        assert!(palette::entries().len() <= usize::from(UNCHANGED));
    }
}
