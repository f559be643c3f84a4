//! Bridges, Castles & Bazaars' own colours, which its art gives the palette
//! (`ArtFacts::colours`); its castles are built in the palette's shared stone.

use crate::render::palette::{CITY, Colours, FIELD, FIGURE_EDGE, ROAD, ROAD_EDGE, Rgb, mix};

/// A bridge's deck: sandstone, near the road's colour so it reads as a road carried
/// over the tile, but its own so a bridge is never mistaken for a printed road.
pub const BRIDGE: Rgb = [0xe2, 0xc4, 0x8e];
/// A bridge's wooden rails, and the bridge mark on placements that need one.
pub const BRIDGE_RAIL: Rgb = [0x7a, 0x4e, 0x26];
/// The frame around a small city whose owners choose between castle and score.
pub const CASTLE_CHOICE: Rgb = [0x4d, 0xd8, 0xf0];

/// Its entries in the palette: a bridge over the grounds it crosses (the shadow of one
/// built, the wash of one that may be), its deck's edges against its rails and the
/// figures standing on it. The deck is drawn only where asked for, so a blend never
/// turns into a bridge.
pub const COLOURS: Colours = Colours {
    named: &[BRIDGE, BRIDGE_RAIL, CASTLE_CHOICE],
    washes: &[
        (mix(FIELD, BRIDGE, 150), 8),
        (mix(ROAD, BRIDGE, 150), 8),
        (mix(ROAD_EDGE, BRIDGE, 150), 8),
        (mix(CITY, BRIDGE, 150), 8),
    ],
    ramps: &[(BRIDGE, FIGURE_EDGE, 3), (BRIDGE_RAIL, BRIDGE, 2)],
    exact: &[BRIDGE],
};
