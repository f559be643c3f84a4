//! The board renderer: one PNG per game state, with the board, its figures and a header
//! (players, scores, supplies, the waiting tile) or, at the end, the score breakdown.
//!
//! Owns the image as a whole and its encoding. It reads the game only through a
//! [`View`] for one viewer (so it cannot show what that viewer may not see), never changes it, never panics, and gives the same bytes for
//! the same state: nothing depends on hash order, time or threads.
//!
//! ```
//! use carcassonne_engine::{Audience, Game, Setup};
//! let (game, events) = Game::new(Setup::new(2, 1)).unwrap();
//! let names = ["Ann".to_string(), "Bo".to_string()];
//! let bytes = carcassonne_bot::render::png(&carcassonne_bot::render::Scene {
//!     view: game.view(Audience::Public),
//!     names: &names,
//!     recent: &events,
//! });
//! assert_eq!(&bytes[1..4], b"PNG");
//! ```

mod atlas;
mod bazaar;
mod board;
mod bridges;
mod buildings;
mod canvas;
mod castles;
mod figures;
mod gifts;
mod large;
pub mod layout;
mod monuments;
pub mod palette;
mod panel;
mod plaques;
mod raster;
mod spots;
mod summary;
mod text;
mod tile;

use carcassonne_engine::{Event, View};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};

pub use layout::Layout;

/// What to draw: a game as one viewer sees it, its players' display names in seat order, and the events of
/// the last command (to show what just scored).
#[derive(Clone, Copy, Debug)]
pub struct Scene<'a> {
    pub view: View<'a>,
    pub names: &'a [String],
    pub recent: &'a [Event],
}

impl Scene<'_> {
    /// Where the board's cells fall on this scene's image.
    pub fn layout(&self) -> Layout {
        if self.view.is_over() {
            Layout::new(&self.view, |ui| (summary::height(self, ui), summary::min_width(self, ui)))
        } else {
            Layout::new(&self.view, |ui| (panel::height(self, ui), panel::min_width(self, ui)))
        }
    }
}

/// The scene as PNG bytes.
pub fn png(scene: &Scene) -> Vec<u8> {
    let layout = scene.layout();
    thread_local! {
        /// The last image's pixel memory, reused by the next image on this thread.
        static SCRATCH: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    let buffer = SCRATCH.with(|s| std::mem::take(&mut *s.borrow_mut()));
    let mut canvas = canvas::Canvas::new_in(buffer, layout.width, layout.height, palette::BACKGROUND);
    if scene.view.is_over() {
        summary::draw(&mut canvas, scene, layout.ui);
    } else {
        panel::draw(&mut canvas, scene, layout.ui);
    }
    board::draw(&mut canvas, scene, &layout);
    let mut out = Vec::with_capacity(512 * 1024);
    let encoder = PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive);
    if encoder.write_image(&canvas.pixels, canvas.width, canvas.height, ExtendedColorType::Rgb8).is_err() {
        out.clear();
    }
    SCRATCH.with(|s| *s.borrow_mut() = canvas.pixels);
    out
}
