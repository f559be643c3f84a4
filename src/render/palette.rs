//! The renderer's colours, in one place so the board, panel and tests agree, and the
//! indexed palette every image is encoded with.
//!
//! Owns every RGB value the image uses, including the seat colours and the ink that
//! stays readable on each of them, and the palette: those colours plus the blends their
//! anti-aliased edges make (a few steps between each pair of colours that meet), at most
//! 255 entries, so an image is one byte per pixel and a small PNG. A colour the palette
//! lacks is drawn as its nearest entry. It must not draw anything.

use std::sync::OnceLock;

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
/// Stone: castle walls and towers, a monument's plaza, a river's banks.
pub const STONE: Rgb = [0xb9, 0xb4, 0xaa];
/// Dark stone: outlines and merlons of what is built in stone.
pub const STONE_DARK: Rgb = [0x4a, 0x45, 0x40];

/// The frame around the tile placed last.
pub const LAST_PLACED: Rgb = [0xff, 0xff, 0xff];
/// The frame around cells of a feature that just scored, and its points badge.
pub const SCORED: Rgb = [0xff, 0xc8, 0x2e];
/// Overlay on cells where the waiting tile may go.
pub const LEGAL: Rgb = [0xff, 0xff, 0xff];
/// An empty cell where the waiting tile may go: the table under a light wash.
pub const LEGAL_CELL: Rgb = mix(TABLE, LEGAL, 46);
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

/// Every seat colour, edge and ink, in seat order.
fn seat_colours() -> impl Iterator<Item = Rgb> {
    (0..6u8).flat_map(|i| [seat(Seat(i)), seat_edge(Seat(i)), seat_ink(Seat(i))])
}

/// `over` laid on `under` with opacity `alpha` (0..=255), rounded as the canvas blends.
pub const fn mix(under: Rgb, over: Rgb, alpha: u8) -> Rgb {
    let a = alpha as u32;
    let mut out = [0; 3];
    let mut c = 0;
    while c < 3 {
        out[c] = ((under[c] as u32 * (255 - a) + over[c] as u32 * a + 127) / 255) as u8;
        c += 1;
    }
    out
}

/// The darker ring at a tile's edge (`atlas`), so neighbouring tiles read as a grid.
pub fn shade(colour: Rgb) -> Rgb {
    colour.map(|c| (u16::from(c) * 205 / 255) as u8)
}

/// How far apart two colours look: squared distance with green weighted most.
pub fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = |c: usize| u32::from(a[c].abs_diff(b[c])).pow(2);
    2 * d(0) + 4 * d(1) + 3 * d(2)
}

/// An expansion's own colours, given by its art (`ArtFacts::colours`) so the
/// palette has entries for them while its colours live in its folder. The palette
/// takes each expansion's in `Expansion::ALL` order, after the shared ones of the same
/// sort: which entries it keeps depends on that order, since a blend is skipped when
/// an entry already stands close.
#[derive(Clone, Copy, Debug)]
pub struct Colours {
    /// Colours it names, each an entry of its own.
    pub named: &'static [Rgb],
    /// Washes it lays over the table or the tiles, each kept unless an entry stands
    /// within its room (a squared [`distance`]).
    pub washes: &'static [(Rgb, u32)],
    /// Pairs of its colours that meet in its art, with how many steps to keep between.
    pub ramps: &'static [(Rgb, Rgb, u8)],
    /// Colours drawn only where asked for, never for a blend that comes near.
    pub exact: &'static [Rgb],
}

impl Colours {
    /// No colour of its own.
    pub const NONE: Colours = Colours { named: &[], washes: &[], ramps: &[], exact: &[] };
}

/// Every expansion's colours, in `Expansion::ALL` order.
fn expansions() -> impl Iterator<Item = &'static Colours> {
    super::facts::every().map(|facts| facts.colours)
}

/// The most entries the palette has: 255 leaves one byte value free as a marker.
pub const MAX_ENTRIES: usize = 255;

/// Pairs of colours whose anti-aliased edges show, with how many steps to keep between
/// them: text on its grounds, figures on everything, the tile art's neighbours.
fn ramps() -> Vec<(Rgb, Rgb, u8)> {
    let legal = LEGAL_CELL;
    let mut ramps = vec![
        // Text and numbers.
        (BACKGROUND, TEXT, 7),
        (BACKGROUND, TEXT_DIM, 5),
        (TABLE, TEXT, 5),
        (legal, TEXT, 4),
        (SPOT, FIGURE_EDGE, 7),
        (SCORED, FIGURE_EDGE, 4),
        (WOOL, FIGURE_EDGE, 3),
        (BACKGROUND, SCORED, 2),
    ];
    // The expansions' own, before the shared art's blends take up the room.
    ramps.extend(expansions().flat_map(|c| c.ramps.iter().copied()));
    ramps.extend([
        // The tile art: roads, cities, hills, buildings and markers.
        (FIELD, ROAD_EDGE, 4),
        (ROAD_EDGE, ROAD, 4),
        (FIELD, WALL, 4),
        (WALL, CITY, 4),
        (FIELD, HILL, 3),
        (HILL, ROAD_EDGE, 3),
        (HILL, WALL, 3),
        (FIELD, DOOR, 4),
        (DOOR, CHAPEL, 3),
        (DOOR, ROOF, 3),
        (CHAPEL, ROOF, 2),
        (ROAD, WALL, 3),
        (ROAD_EDGE, WALL, 2),
        (ROAD, DOOR, 3),
        (ROAD_EDGE, DOOR, 2),
        (WALL, DOOR, 2),
        (CITY, DOOR, 2),
        (HILL, DOOR, 2),
        (FIELD, JUNCTION, 2),
        (ROAD, JUNCTION, 3),
        (ROAD_EDGE, JUNCTION, 2),
        (CITY, PENNANT_MARK, 2),
        (PENNANT_MARK, PENNANT, 3),
        (WALL, PENNANT_MARK, 2),
        (FIELD, LAKE, 3),
        (FIELD, GRAPE, 3),
        (HILL, GRAPE, 2),
        (DOOR, TENT, 2),
        (TENT, ROAD, 2),
        // What is built in stone.
        (STONE_DARK, STONE, 3),
        (STONE_DARK, FIELD, 3),
        (STONE_DARK, CITY, 2),
        (STONE_DARK, ROOF, 2),
        (STONE_DARK, WALL, 2),
        (STONE_DARK, ROAD, 2),
    ]);
    // Figures: their colour against their outline, the outline against every ground.
    for i in 0..6u8 {
        let s = Seat(i);
        ramps.push((seat(s), seat_edge(s), 3));
        ramps.push((seat(s), seat_ink(s), 3));
    }
    for ground in [FIELD, CITY, ROAD, BACKGROUND, TABLE, HILL, WALL, ROAD_EDGE] {
        ramps.push((ground, FIGURE_EDGE, 3));
    }
    for ground in [FIELD, CITY, ROAD, BACKGROUND, TABLE] {
        ramps.push((ground, seat_edge(Seat(4)), 2));
    }
    ramps
}

/// The palette's entries: every named colour first, then the ramps between colours
/// that meet, each step skipped when an entry already stands that close.
pub fn entries() -> &'static [Rgb] {
    static ENTRIES: OnceLock<Vec<Rgb>> = OnceLock::new();
    ENTRIES.get_or_init(|| {
        let named = [
            BACKGROUND,
            TABLE,
            GRID,
            TEXT,
            TEXT_DIM,
            FIELD,
            HILL,
            CITY,
            WALL,
            ROAD,
            ROAD_EDGE,
            JUNCTION,
            PENNANT,
            PENNANT_MARK,
            CHAPEL,
            ROOF,
            DOOR,
            GRAPE,
            TENT,
            LAKE,
            WOOL,
            STONE,
            STONE_DARK,
        ];
        let last = [LAST_PLACED, SCORED, LEGAL, SPOT, FIGURE_EDGE];
        let mut out: Vec<Rgb> = Vec::new();
        let add = |out: &mut Vec<Rgb>, colour: Rgb, room: u32| {
            if out.len() < MAX_ENTRIES && out.iter().all(|&e| distance(e, colour) > room) {
                out.push(colour);
            }
        };
        let theirs = expansions().flat_map(|c| c.named.iter().copied());
        for colour in named.into_iter().chain(theirs).chain(last).chain(seat_colours()) {
            add(&mut out, colour, 0);
        }
        // Overlays: the legal-cell wash on empty cells, the tile edge ring, a tile
        // dimmed or shadowed, then the expansions' washes.
        add(&mut out, LEGAL_CELL, 0);
        for ground in [FIELD, ROAD, ROAD_EDGE, CITY, WALL] {
            add(&mut out, shade(ground), 8);
            add(&mut out, mix(ground, BACKGROUND, 150), 8);
            add(&mut out, mix(ground, FIGURE_EDGE, 110), 8);
        }
        for &(colour, room) in expansions().flat_map(|c| c.washes) {
            add(&mut out, colour, room);
        }
        // The river's water reaches the tile's edge, and its ring with it.
        add(&mut out, shade(LAKE), 8);
        for (a, b, steps) in ramps() {
            for k in 1..=steps {
                let alpha = (u32::from(k) * 255 / (u32::from(steps) + 1)) as u8;
                add(&mut out, mix(a, b, alpha), 24);
            }
        }
        out
    })
}

/// Colours that mean something by themselves (the black figures' light outline, and the
/// expansions' own, such as a built bridge's deck): drawn only where asked for, never for
/// a blend that comes near.
fn exact_only() -> &'static [Rgb] {
    static EXACT_ONLY: OnceLock<Vec<Rgb>> = OnceLock::new();
    EXACT_ONLY.get_or_init(|| {
        let theirs = expansions().flat_map(|c| c.exact.iter().copied());
        std::iter::once(seat_edge(Seat(4))).chain(theirs).collect()
    })
}

/// The palette index of `colour`: its own entry, or else the nearest (first among
/// equals).
pub fn nearest(colour: Rgb) -> u8 {
    let entries = entries();
    let exact_only = exact_only();
    let mut best = (u32::MAX, 0);
    for (i, &e) in entries.iter().enumerate() {
        let d = distance(e, colour);
        if d < best.0 && (d == 0 || !exact_only.contains(&e)) {
            best = (d, i);
            if d == 0 {
                break;
            }
        }
    }
    best.1 as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_named_colour_is_an_entry_of_its_own() {
        let entries = entries();
        assert!(entries.len() <= MAX_ENTRIES, "{} entries", entries.len());
        for colour in [BACKGROUND, TABLE, GRID, TEXT, FIELD, CITY, ROAD, SCORED, LEGAL]
            .into_iter()
            .chain(expansions().flat_map(|c| c.named.iter().copied()))
            .chain(seat_colours())
        {
            assert_eq!(entries[usize::from(nearest(colour))], colour);
        }
    }

    /// Every step of every ramp has an entry close by, so edges keep their smoothness.
    #[test]
    fn the_ramps_are_covered() {
        let entries = entries();
        eprintln!("{} entries", entries.len());
        for (a, b, steps) in ramps() {
            for k in 0..=steps + 1 {
                let colour = mix(a, b, (u32::from(k) * 255 / (u32::from(steps) + 1)) as u8);
                let near = entries[usize::from(nearest(colour))];
                assert!(
                    distance(near, colour) <= 24 * 9,
                    "{a:?}–{b:?} step {k}: {colour:?} drawn as {near:?}"
                );
            }
        }
    }
}
