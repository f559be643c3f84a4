//! Where everything goes: the board's cell range (placed tiles plus one empty ring),
//! the tile size that keeps the image within 2,000 px, and the pixel rectangle of every
//! cell below the header.
//!
//! Owns sizes and positions only; it draws nothing. Public so tests and front ends can
//! find a cell on the image.

use carcassonne_engine::{Game, Pos};

/// The widest image the renderer makes.
pub const MAX_WIDTH: u32 = 2000;
/// The largest tile, for small boards.
pub const MAX_TILE: u32 = 96;
/// The smallest tile; a board this crowded still fits 2,000 px (110 tiles in a row).
pub const MIN_TILE: u32 = 12;
/// Room around the board for coordinate labels.
pub const MARGIN: u32 = 32;
/// The tallest board area (labels included).
const MAX_BOARD_HEIGHT: u32 = 1800;
/// Pixels the cells may cover in all: encoding time and bytes grow with the area, so a
/// large board gets smaller tiles before it reaches the width limit.
const MAX_BOARD_AREA: u32 = 1_700_000;

/// The geometry of one image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The north-west cell shown (an empty ring cell).
    pub min: Pos,
    /// The south-east cell shown.
    pub max: Pos,
    /// Tile edge in pixels.
    pub tile: u32,
    /// Height of the header panel above the board.
    pub header: u32,
    pub width: u32,
    pub height: u32,
    /// Pixel position of the north-west corner of cell `min`.
    pub origin: (i32, i32),
}

impl Layout {
    /// The layout of `game`'s board under a header `header` px tall that needs
    /// `min_width` px.
    pub fn new(game: &Game, header: u32, min_width: u32) -> Layout {
        let (lo, hi) = game.board().extent();
        let min = Pos::new(lo.x - 1, lo.y - 1);
        let max = Pos::new(hi.x + 1, hi.y + 1);
        let cols = (max.x - min.x + 1) as u32;
        let rows = (max.y - min.y + 1) as u32;
        let by_width = (MAX_WIDTH - 2 * MARGIN) / cols.max(1);
        let by_height = (MAX_BOARD_HEIGHT - 2 * MARGIN) / rows.max(1);
        let by_area = (f64::from(MAX_BOARD_AREA) / f64::from(cols * rows)).sqrt() as u32;
        let tile = by_width.min(by_height).min(by_area).clamp(MIN_TILE, MAX_TILE);
        let board_width = cols * tile + 2 * MARGIN;
        let width = board_width.max(min_width).min(MAX_WIDTH.max(board_width));
        let height = header + rows * tile + 2 * MARGIN;
        let origin = (((width - cols * tile) / 2) as i32, (header + MARGIN) as i32);
        Layout { min, max, tile, header, width, height, origin }
    }

    /// Columns and rows of cells shown.
    pub fn cells(&self) -> (i32, i32) {
        (self.max.x - self.min.x + 1, self.max.y - self.min.y + 1)
    }

    /// The top-left pixel of cell `pos`.
    pub fn cell(&self, pos: Pos) -> (i32, i32) {
        let t = self.tile as i32;
        (self.origin.0 + (pos.x - self.min.x) * t, self.origin.1 + (pos.y - self.min.y) * t)
    }

    /// The pixel at unit-square point `(u, v)` of cell `pos`.
    pub fn point(&self, pos: Pos, (u, v): (f32, f32)) -> (f32, f32) {
        let (x, y) = self.cell(pos);
        (x as f32 + u * self.tile as f32, y as f32 + v * self.tile as f32)
    }
}
