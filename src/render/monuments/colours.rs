//! Monuments' own colours, which its art gives the palette (`ArtFacts::colours`),
//! and the names its art gives colours the palette already has.

use crate::render::palette::{
    BACKGROUND, CITY, Colours, FIGURE_EDGE, GRID, PENNANT, Rgb, SCORED, STONE, STONE_DARK, TABLE, mix,
};

/// Monuments' own colour: the cells an objective asks for (on its plaque and, while
/// cubes wait on it, on the board) and the monuments score category. Lavender, a colour
/// no other score category uses.
pub const MONUMENT: Rgb = [0xb4, 0xa4, 0xff];
/// A completed objective's mark.
pub const DONE: Rgb = [0x4c, 0xd0, 0x64];
/// An empty cell an objective holding cubes still waits for: the table under a
/// lavender wash.
pub const WANTED_CELL: Rgb = mix(TABLE, MONUMENT, 40);

// Its art in colours the palette already has, so the large tiles cost it almost no
// entries (it is nearly full) and their edges blend along existing ramps.
/// A monument's paved plaza: stone.
pub const PLAZA: Rgb = STONE;
/// The plaza's kerb, where the roads run in under it.
pub const PLAZA_EDGE: Rgb = STONE_DARK;
/// An objective's plaque and its border: the image's own dark ground and the figures'
/// outline, so its text reads as the header's does.
pub const PLAQUE: Rgb = BACKGROUND;
pub const PLAQUE_EDGE: Rgb = FIGURE_EDGE;
/// Cells of an objective's little map that are not its own.
pub const PLAQUE_CELL: Rgb = GRID;
/// Fame tokens: the gold star in the header and on plaques, and the fame score category.
pub const FAME: Rgb = SCORED;
/// Slate roofs: the Cathedral's spires, the Great Library's pediment.
pub const SLATE: Rgb = PENNANT;
/// The Arena's sand.
pub const SAND: Rgb = CITY;
/// The Lighthouse's lantern and beams.
pub const LIGHT: Rgb = SCORED;

/// Its entries in the palette: its lavender and check, the wanted cells' wash, and the
/// check's edge on the header's ground.
pub const COLOURS: Colours = Colours {
    named: &[MONUMENT, DONE],
    washes: &[(WANTED_CELL, 0)],
    ramps: &[(BACKGROUND, DONE, 2)],
    exact: &[],
};
