//! Where everything goes: the board's cell range (placed tiles plus one empty ring, and
//! every cell a large tile in hand may cover), the tile size that keeps the whole image,
//! header included, within 2,000 × 2,000 px, and the pixel rectangle of every cell below
//! the header.
//!
//! Owns sizes and positions only; it draws nothing. Public so tests and front ends can
//! find a cell on the image.

use carcassonne_engine::{Footprint, Pos, View};

/// The widest image the renderer makes.
pub const MAX_WIDTH: u32 = 2000;
/// The tallest image the renderer makes, header included.
pub const MAX_HEIGHT: u32 = 2000;
/// The largest tile, for small boards.
pub const MAX_TILE: u32 = 96;
/// The smallest tile a board gets for its width or area alone; a board this crowded
/// still fits 2,000 px (110 tiles in a row).
pub const MIN_TILE: u32 = 12;
/// The smallest tile at all: only a board that would not fit 2,000 px otherwise (a
/// very long line of tiles under a six-player header) gets tiles below `MIN_TILE`.
const SMALLEST_TILE: u32 = 4;
/// The most room around the board for coordinate labels (big tiles, big labels).
pub const MAX_MARGIN: u32 = 48;
/// The largest scale of the header and what it shows (a 2,000 px wide image's).
pub const MAX_UI: f32 = 1.8;
/// The largest tile shown off the board, at scale 1: the waiting tile's rotations and a
/// Take two's pictures (a bazaar's offer and a tile won at a bazaar are smaller).
pub const MAX_PICTURE: f32 = 64.0;
/// The largest tile the board page may ask for: a board zoomed in on a phone's
/// high-density screen.
pub const MAX_PAGE_TILE: u32 = 192;
/// The widest and tallest board-only image ([`Layout::board_only`]): a large board
/// zoomed in gets smaller tiles rather than tens of megapixels.
pub const MAX_PAGE_SIDE: u32 = 4096;
/// Board width at which the header is drawn at scale 1; wider images scale it up so
/// it stays legible when a phone shrinks the whole image.
const UI_BASE_WIDTH: f32 = 900.0;
/// The tallest board area (labels included).
const MAX_BOARD_HEIGHT: u32 = 1800;
/// Pixels the cells may cover in all: encoding time and bytes grow with the area, so a
/// large board gets smaller tiles before it reaches the width limit.
const MAX_BOARD_AREA: u32 = 1_700_000;

/// The geometry of one image.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The north-west cell shown (an empty ring cell).
    pub min: Pos,
    /// The south-east cell shown.
    pub max: Pos,
    /// Tile edge in pixels.
    pub tile: u32,
    /// Room for coordinate labels on each side of the board.
    pub margin: u32,
    /// Scale of the header's text and pictures (1 for small boards).
    pub ui: f32,
    /// Height of the header panel above the board.
    pub header: u32,
    /// Height of the band under the board for the objectives legend (`objectives`), 0 without one.
    pub legend: u32,
    pub width: u32,
    pub height: u32,
    /// Pixel position of the north-west corner of cell `min`.
    pub origin: (i32, i32),
}

impl Layout {
    /// The layout of `game`'s board under a header; `header(ui, board)` gives the
    /// header's height and the width it needs at scale `ui` over a board (margins
    /// included) `board` px wide.
    pub fn new(game: &View, header: impl Fn(f32, u32) -> (u32, u32)) -> Layout {
        let (min, max) = shown_cells(game);
        let cols = (max.x - min.x + 1) as u32;
        let rows = (max.y - min.y + 1) as u32;
        let by_width = (MAX_WIDTH - 2 * MAX_MARGIN) / cols.max(1);
        let by_height = (MAX_BOARD_HEIGHT - 2 * MAX_MARGIN) / rows.max(1);
        let by_area = (f64::from(MAX_BOARD_AREA) / f64::from(cols * rows)).sqrt() as u32;
        let mut tile = snap(by_width.min(by_height).min(by_area).clamp(MIN_TILE, MAX_TILE));
        loop {
            let label = label_size(tile);
            let margin = ((label * 1.9 + 8.0).ceil() as u32).clamp(24, MAX_MARGIN);
            let board_width = cols * tile + 2 * margin;
            let ui = ui_for(board_width);
            let (header, min_width) = header(ui, board_width);
            let width = board_width.max(min_width.min(MAX_WIDTH));
            let height = header + rows * tile + 2 * margin;
            if (width <= MAX_WIDTH && height <= MAX_HEIGHT) || tile <= SMALLEST_TILE {
                let origin = (((width - cols * tile) / 2) as i32, (header + margin) as i32);
                return Layout { min, max, tile, margin, ui, header, legend: 0, width, height, origin };
            }
            // The header (or the margins) took the room: smaller tiles until all fits.
            let fit_width = MAX_WIDTH.saturating_sub(2 * margin) / cols;
            let fit_height = MAX_HEIGHT.saturating_sub(header + 2 * margin) / rows;
            tile = snap(fit_width.min(fit_height).min(tile - 1)).max(SMALLEST_TILE);
        }
    }

    /// The layout of a crop of `game`'s board, `cols`×`rows` cells around the `focus`
    /// cells (kept within the board and its empty ring), at a fixed tile size `tile`,
    /// under a header at scale 1: an image that reads when a chat shows it ~500 px
    /// wide, placed to hold every focus cell (a tower's range, the dragon and its next
    /// cells). `None` when the whole board fits in the crop, so there is nothing to
    /// crop, or when the focus cells do not fit it together (a high tower's range):
    /// the whole board shows them then.
    pub fn around(
        game: &View,
        focus: &[Pos],
        (cols, rows): (i32, i32),
        tile: u32,
        header: impl Fn(f32, u32) -> (u32, u32),
    ) -> Option<Layout> {
        let (lo, hi) = game.board().extent();
        let (lo, hi) = (Pos::new(lo.x - 1, lo.y - 1), Pos::new(hi.x + 1, hi.y + 1));
        // Cells that do not fit the crop together: the whole board shows them (a wider
        // crop would shrink the tiles below what a chat reads).
        if !fits(focus, (cols, rows)) {
            return None;
        }
        let (a, b) = bounds(focus);
        if hi.x - lo.x < cols && hi.y - lo.y < rows {
            return None;
        }
        // The focus in the middle (the room left split evenly around it), slid back
        // inside the board where it would overhang.
        let span = |lo: i32, hi: i32, n: i32, a: i32, b: i32| {
            let n = n.min(hi - lo + 1);
            let start = (a - (n - (b - a + 1)) / 2).clamp(lo, hi - n + 1);
            (start, start + n - 1)
        };
        let (x0, x1) = span(lo.x, hi.x, cols, a.x, b.x);
        let (y0, y1) = span(lo.y, hi.y, rows, a.y, b.y);
        let (min, max) = (Pos::new(x0, y0), Pos::new(x1, y1));
        let (cols, rows) = ((x1 - x0 + 1) as u32, (y1 - y0 + 1) as u32);
        let label = label_size(tile);
        let margin = ((label * 1.9 + 8.0).ceil() as u32).clamp(24, MAX_MARGIN);
        let ui = 1.0;
        let board_width = cols * tile + 2 * margin;
        let (header, min_width) = header(ui, board_width);
        let width = board_width.max(min_width.min(MAX_WIDTH));
        let height = header + rows * tile + 2 * margin;
        let origin = (((width - cols * tile) / 2) as i32, (header + margin) as i32);
        Some(Layout { min, max, tile, margin, ui, header, legend: 0, width, height, origin })
    }

    /// The layout of `game`'s board alone, for a page that shows the players itself:
    /// the cells [`Layout::new`] shows, `tile` px each (snapped to the sizes tiles are
    /// painted at, smaller when the image would pass [`MAX_PAGE_SIDE`]), and one cell of
    /// room around them for the coordinates, so the page finds any cell from the cells
    /// alone at whatever size it asked. No header.
    pub fn board_only(game: &View, tile: u32) -> Layout {
        let (min, max) = shown_cells(game);
        let (cols, rows) = ((max.x - min.x + 3) as u32, (max.y - min.y + 3) as u32);
        let fit = (MAX_PAGE_SIDE / cols).min(MAX_PAGE_SIDE / rows);
        let tile = snap(tile.clamp(MIN_TILE, MAX_PAGE_TILE).min(fit)).max(SMALLEST_TILE);
        let (width, height) = (cols * tile, rows * tile);
        let origin = (tile as i32, tile as i32);
        Layout { min, max, tile, margin: tile, ui: 1.0, header: 0, legend: 0, width, height, origin }
    }

    /// The size of coordinate labels.
    pub fn label_size(&self) -> f32 {
        label_size(self.tile)
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

/// The cells an image of `game`'s board shows: the placed tiles and one empty ring
/// around them, and every cell a large tile in hand may cover (its marks must show).
fn shown_cells(game: &View) -> (Pos, Pos) {
    let (lo, hi) = game.board().extent();
    let (mut min, mut max) = (Pos::new(lo.x - 1, lo.y - 1), Pos::new(hi.x + 1, hi.y + 1));
    if game.current_tile().is_some_and(|k| k.def().footprint == Footprint::Square) {
        for option in game.placement_options() {
            for &(dx, dy) in Footprint::Square.cells() {
                let (x, y) = (option.placement.pos.x + dx, option.placement.pos.y + dy);
                (min, max) = (Pos::new(min.x.min(x), min.y.min(y)), Pos::new(max.x.max(x), max.y.max(y)));
            }
        }
    }
    (min, max)
}

/// The header's scale over a board (margins included) `board_width` px wide: its width
/// in [`UI_BASE_WIDTH`]s, rounded down to a tenth.
///
/// In steps rather than following the width pixel by pixel: a board grows a column or
/// changes tile size many times a game, and each new scale draws the header's every
/// text and picture afresh (glyphs rasterised again), a third of such a command. In
/// steps, a scale comes back and its texts are still kept; the header differs from the
/// proportional one by less than a step, which no one sees.
fn ui_for(board_width: u32) -> f32 {
    ui_of_steps(board_width * UI_STEPS_PER_UNIT / UI_BASE_WIDTH as u32)
}

/// The header's scale over a board `board_width` px wide before [`ui_for`] steps it
/// down to a tenth: what a table drawn once a game (the final scores) is sized by, so
/// that its letters, shown at a chat's width, do not shrink by up to a step's worth.
pub(crate) fn unstepped_ui(board_width: u32) -> f32 {
    (board_width as f32 / UI_BASE_WIDTH).clamp(1.0, MAX_UI)
}

/// Steps of the header's scale in a unit of scale.
const UI_STEPS_PER_UNIT: u32 = 10;

/// The header's scale after `steps` steps of `1 / UI_STEPS_PER_UNIT`, within 1 and
/// [`MAX_UI`].
fn ui_of_steps(steps: u32) -> f32 {
    (steps as f32 / UI_STEPS_PER_UNIT as f32).clamp(1.0, MAX_UI)
}

/// Every scale a header takes: [`Layout::new`]'s for every board width (scale 1 up to
/// 900 px, then a step each tenth of that up to `MAX_UI`), which covers
/// [`Layout::around`]'s 1.
pub fn ui_scales() -> impl Iterator<Item = f32> {
    let most = (MAX_UI * UI_STEPS_PER_UNIT as f32).round() as u32;
    (UI_STEPS_PER_UNIT..=most).map(ui_of_steps)
}

/// Coordinate label size for a tile size: as large as the margin allows, never tiny.
fn label_size(tile: u32) -> f32 {
    (tile as f32 * 0.26).clamp(10.0, 20.0)
}

/// Every size tiles are painted at, largest first: each tile size `Layout::new` gives
/// a board of up to 2,000 px in a row (only longer lines of tiles get smaller ones), and
/// each size a tile shown off the board gets, up to `MAX_PICTURE` at `MAX_UI` (a large
/// tile shown there is painted at half that size a cell: see `atlas::blit_fitted`).
pub fn tile_sizes() -> impl Iterator<Item = u32> {
    let largest = snap((MAX_PICTURE * MAX_UI).round() as u32).max(MAX_TILE);
    (MIN_TILE..=largest).rev().filter(|&px| snap(px) == px)
}

/// Rounds a tile size down to the few sizes tiles are painted at: steps of 8 px (4 px
/// when small). Few sizes exist, so a running bot soon has all of them painted and a
/// growing board rarely waits for a repaint.
pub fn snap(px: u32) -> u32 {
    if px > 32 { px - px % 8 } else { px - px % 4 }
}

/// The least size [`snap`] keeps that is `px` or more.
pub fn snap_up(px: u32) -> u32 {
    (px..).find(|&s| snap(s) == s).unwrap_or(px)
}

/// The least and greatest corners of the box around `cells` (the origin's for none).
fn bounds(cells: &[Pos]) -> (Pos, Pos) {
    let first = cells.first().copied().unwrap_or(Pos::new(0, 0));
    cells.iter().fold((first, first), |(a, b), p| {
        (Pos::new(a.x.min(p.x), a.y.min(p.y)), Pos::new(b.x.max(p.x), b.y.max(p.y)))
    })
}

/// Whether `cells` fit a crop of `cols` × `rows` cells together.
pub fn fits(cells: &[Pos], (cols, rows): (i32, i32)) -> bool {
    let (a, b) = bounds(cells);
    b.x - a.x < cols && b.y - a.y < rows
}

/// Of `cells`, those nearest `last` that fit a crop of `cols` × `rows` cells with it
/// and with each other, nearest first (see [`Layout::around`]).
pub fn nearest_fitting(last: Pos, mut cells: Vec<Pos>, (cols, rows): (i32, i32)) -> Vec<Pos> {
    cells.sort_by_key(|c| ((c.x - last.x).abs() + (c.y - last.y).abs(), c.y, c.x));
    let (mut lo, mut hi) = (last, last);
    cells.retain(|&c| {
        let kept = fits(&[lo, hi, c], (cols, rows));
        if kept {
            (lo, hi) = bounds(&[lo, hi, c]);
        }
        kept
    });
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_cells_that_fit_a_crop_with_the_last_tile_are_kept() {
        let cells = [(20, 0), (3, 2), (-6, 0), (1, 0), (0, -6)].map(|(x, y)| Pos::new(x, y));
        // (-6, 0) would make the crop 10 cells wide, (0, -6) 9 high: the crop is 9 × 7.
        let kept = nearest_fitting(Pos::new(0, 0), cells.to_vec(), (9, 7));
        assert_eq!(kept, [Pos::new(1, 0), Pos::new(3, 2)]);
        assert_eq!(nearest_fitting(Pos::new(0, 0), Vec::new(), (9, 7)), []);
    }

    /// What `warm_up` paints ahead covers every size a board's tiles may snap to, and
    /// every size a tile shown off the board gets at any scale.
    #[test]
    fn tile_sizes_are_every_snapped_size() {
        let sizes: Vec<u32> = tile_sizes().collect();
        assert_eq!(sizes.last(), Some(&MIN_TILE));
        for px in MIN_TILE..=MAX_TILE {
            assert!(sizes.contains(&snap(px)), "{px} px snaps to {}", snap(px));
        }
        for step in 0..=100 {
            let ui = 1.0 + (MAX_UI - 1.0) * step as f32 / 100.0;
            for picture in MIN_TILE..=MAX_PICTURE as u32 {
                let px = snap((picture as f32 * ui).round() as u32);
                assert!(sizes.contains(&px), "a {picture} px picture at scale {ui} is {px} px");
            }
        }
    }
}
