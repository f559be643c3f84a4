//! The Flying Machines on the image: on its tiles, the machine's arrow (pale stone
//! ringed in dark stone, in the ground the roads leave free) pointing the way a flier
//! goes, west or north-west as printed, turning with the tile; on the board, a flier
//! landed on a spot where a follower stood already stands a little apart from it, as a
//! follower added at a crop circle does. Its decision's targets are numbered by the
//! shared board (its facts aim at a feature). Its colours are the palette's, so it adds
//! none: the tiles are quantised to the palette, and an arrow of a new colour would blend
//! into the field's green at its edges far from any of its entries.

use carcassonne_engine::rules::flying_machines::machine;
use carcassonne_engine::{Compass, Figure, TileDef, View};

use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::figures;
use super::paint::Pt;
use super::palette;
use super::tile::{Shape, free_place, shape};

/// The Flying Machines' drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// The Flying Machines' art as data, registered in `render::registry!`: no figure,
/// supply or category of its own.
pub(super) const ART: ArtFacts = ArtFacts::NONE;

/// The arrow's reach from its middle to its tip, as a share of the tile's edge: long
/// enough that its way reads at chat size (~500 px).
const REACH: f32 = 0.16;

/// The arrow pointing `way` around `c`, reach `r` (tip to middle), as one polygon: a
/// shaft half as wide as the head, the head a third of its length.
fn arrow(way: Compass, c: Pt, r: f32) -> Vec<Pt> {
    let (dx, dy) = way.step();
    let (dx, dy) = (dx as f32, dy as f32);
    let n = (dx * dx + dy * dy).sqrt();
    let (ux, uy) = (dx / n, dy / n);
    // Along the arrow (`a`, from the middle towards the tip) and across it (`b`).
    let at = |a: f32, b: f32| (c.0 + ux * a * r - uy * b * r, c.1 + uy * a * r + ux * b * r);
    vec![
        at(1.0, 0.0),
        at(0.25, 0.6),
        at(0.25, 0.25),
        at(-1.0, 0.25),
        at(-1.0, -0.25),
        at(0.25, -0.25),
        at(0.25, -0.6),
    ]
}

impl ExpansionArt for Art {
    /// The machine's arrow, where the tile's ground is free, turning with the tile.
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        let Some(way) = machine(&def.markers) else { return };
        let at = free_place(shapes, REACH);
        // Dark stone round pale stone: blends the palette keeps on every ground, as
        // Mage & Witch's star.
        shapes.push(shape(arrow(way, at, REACH * 1.25), palette::STONE_DARK, true));
        shapes.push(shape(arrow(way, at, REACH), palette::STONE, true));
    }

    /// A flier on the spot of a follower drawn before it stands apart from it.
    fn figure_at(&self, game: &View, figure: &Figure) -> Option<Pt> {
        figures::apart(game, figure)
    }
}
