//! The renderer's colours, in one place so the board, panel and tests agree.
//!
//! Owns every RGB value the image uses, including the seat colours and the ink that
//! stays readable on each of them. It must not draw anything.

use carcassonne_engine::{Colour, Seat};

/// An opaque colour.
pub type Rgb = [u8; 3];

/// The image background around the board and panel.
pub const BACKGROUND: Rgb = [0x2b, 0x2d, 0x31];
/// Empty cells of the board (the table the tiles lie on).
pub const TABLE: Rgb = [0x3a, 0x3d, 0x44];
/// Thin lines between empty cells.
pub const GRID: Rgb = [0x47, 0x4a, 0x52];
/// Main text on the background.
pub const TEXT: Rgb = [0xec, 0xec, 0xee];
/// Secondary text (labels, captions).
pub const TEXT_DIM: Rgb = [0xa8, 0xab, 0xb3];

pub const FIELD: Rgb = [0x8f, 0xb8, 0x5a];
pub const HILL: Rgb = [0x76, 0x9c, 0x47];
pub const CITY: Rgb = [0xd9, 0xb3, 0x78];
pub const WALL: Rgb = [0x6e, 0x4e, 0x30];
pub const ROAD: Rgb = [0xf4, 0xee, 0xdc];
pub const ROAD_EDGE: Rgb = [0x8a, 0x7c, 0x60];
pub const JUNCTION: Rgb = [0x4f, 0x46, 0x38];
pub const PENNANT: Rgb = [0x2f, 0x5d, 0xb0];
pub const PENNANT_MARK: Rgb = [0xfa, 0xfa, 0xfa];
pub const CHAPEL: Rgb = [0xf0, 0xe6, 0xcc];
pub const ROOF: Rgb = [0xb8, 0x46, 0x32];
pub const DOOR: Rgb = [0x3b, 0x2c, 0x22];
pub const GRAPE: Rgb = [0x6d, 0x2f, 0x8e];
pub const TENT: Rgb = [0xe8, 0x8b, 0x1e];
pub const LAKE: Rgb = [0x4a, 0x9a, 0xd8];
/// Sheep: the flock badge and the sheep score category.
pub const WOOL: Rgb = [0xf2, 0xef, 0xe6];
/// A bridge's deck: sandstone, near the road's colour so it reads as a road carried
/// over the tile, but its own so a bridge is never mistaken for a printed road.
pub const BRIDGE: Rgb = [0xe2, 0xc4, 0x8e];
/// A bridge's wooden rails, and the bridge mark on placements that need one.
pub const BRIDGE_RAIL: Rgb = [0x7a, 0x4e, 0x26];
/// Castle walls and towers.
pub const STONE: Rgb = [0xb9, 0xb4, 0xaa];
/// Castle outlines and merlons.
pub const STONE_DARK: Rgb = [0x4a, 0x45, 0x40];
/// The frame around a small city whose owners choose between castle and score.
pub const CASTLE_CHOICE: Rgb = [0x4d, 0xd8, 0xf0];

/// A gift's wrapping: the header's gift icon and the gifts score category. Teal, a
/// colour no other score category uses.
pub const GIFT: Rgb = [0x1f, 0xb5, 0xa6];
/// A gift's ribbon and bow.
pub const GIFT_RIBBON: Rgb = [0xf4, 0x4f, 0x6a];

/// A monument's paved plaza.
pub const PLAZA: Rgb = [0xcf, 0xc8, 0xb8];
/// An objective's plaque on a monument's plaza, and its border: dark, so the objective's
/// little map and reward read on it.
pub const PLAQUE: Rgb = [0x33, 0x38, 0x45];
pub const PLAQUE_EDGE: Rgb = [0x1c, 0x1f, 0x26];
/// Cells of an objective's little map that are not its own.
pub const PLAQUE_CELL: Rgb = [0x4b, 0x51, 0x60];
/// Monuments' own colour: the cells an objective asks for (on its plaque and, while
/// cubes wait on it, on the board) and the monuments score category.
pub const MONUMENT: Rgb = [0xb4, 0xa4, 0xff];
/// A completed objective's mark.
pub const DONE: Rgb = [0x4c, 0xd0, 0x64];
/// Fame tokens: the star in the header and on plaques, and the fame score category.
pub const FAME: Rgb = [0xf5, 0xb3, 0x1b];
/// Slate roofs: the Cathedral's spires, the Great Library's pediment.
pub const SLATE: Rgb = [0x5b, 0x6b, 0x88];
/// The Arena's floor.
pub const SAND: Rgb = [0xe6, 0xcc, 0x8a];
/// The Lighthouse's lantern and beams.
pub const LIGHT: Rgb = [0xff, 0xd9, 0x3d];

/// The frame around the tile placed last.
pub const LAST_PLACED: Rgb = [0xff, 0xff, 0xff];
/// The frame around cells of a feature that just scored, and its points badge.
pub const SCORED: Rgb = [0xff, 0xc8, 0x2e];
/// Overlay on cells where the waiting tile may go.
pub const LEGAL: Rgb = [0xff, 0xff, 0xff];
/// Markers on the spots where a figure may be placed.
pub const SPOT: Rgb = [0xff, 0xff, 0xff];
/// Outline drawn around figures.
pub const FIGURE_EDGE: Rgb = [0x14, 0x14, 0x18];

/// A seat's figure colour.
pub const fn seat(seat: Seat) -> Rgb {
    match seat.colour() {
        Colour::Blue => [0x25, 0x6c, 0xe8],
        Colour::Red => [0xdc, 0x2b, 0x2b],
        Colour::Green => [0x14, 0x8a, 0x3c],
        Colour::Yellow => [0xf7, 0xcf, 0x1d],
        Colour::Black => [0x26, 0x26, 0x2a],
        Colour::Pink => [0xf0, 0x6e, 0xb8],
    }
}

/// The outline of a seat's figures: dark, except round the black figures, which would
/// vanish on the dark header and the empty table.
pub const fn seat_edge(seat: Seat) -> Rgb {
    match seat.colour() {
        Colour::Black => [0xd8, 0xd8, 0xdc],
        _ => FIGURE_EDGE,
    }
}

/// Ink that reads well on top of `seat(seat)`.
pub const fn seat_ink(seat: Seat) -> Rgb {
    match seat.colour() {
        Colour::Yellow | Colour::Pink => [0x14, 0x14, 0x18],
        _ => [0xff, 0xff, 0xff],
    }
}
