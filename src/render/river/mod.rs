//! The River on the image: its water, painted on each river tile from the tile data
//! as ground under roads and cities (a blue band between the water edges with a shore
//! and darker banks, a spring ringed with stones, the lake), and where a monastery
//! stands on a river tile, up on a bank. It has no figures, supplies or points of its
//! own to draw.

use carcassonne_engine::rules::river::LAKE;
use carcassonne_engine::{Dir, EdgeKind, TileDef};

use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::paint::{Pt, disk, ellipse, quadratic, stroke};
use super::palette;
use super::tile::{CENTRE, Shape, edge_mid, lerp, shape};

/// The River's drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// The River's art as data, registered in `render::registry!`: nothing of its own.
pub(super) const ART: ArtFacts = ArtFacts::NONE;

impl ExpansionArt for Art {
    fn ground(&self, def: &TileDef, shapes: &mut Vec<Shape>) -> Option<Pt> {
        add_water(def, shapes)
    }
}

/// A river's width, its shore's and its banks', in tiles: wider than a road so water
/// reads as water at board size. The banks are the hills' darker green with a strip of
/// field between them and the water: the palette blends field into water and hill into
/// field, and has no room left for other blends.
const RIVER_WIDTH: f32 = 0.17;
const SHORE_WIDTH: f32 = 0.21;
const BANK_WIDTH: f32 = 0.26;

/// The River's water, painted as ground under everything else: a blue band with a
/// shore and darker green banks between the water edges (straight across, or curving through
/// the middle), or from the one water edge to a spring ringed with stones, or to the
/// lake (the lake tile, named by the engine). Returns, on a river tile, where a monastery
/// stands: up on the bank of the first field edge, clear of the water.
fn add_water(def: &TileDef, shapes: &mut Vec<Shape>) -> Option<Pt> {
    let water: Vec<Dir> =
        Dir::ALL.into_iter().filter(|&d| def.edges.get(d.index()) == Some(&EdgeKind::Water)).collect();
    let (course, pool): (Vec<Pt>, Option<(Pt, f32, f32)>) = match water[..] {
        [] => return None,
        [a, b] if a.opposite() == b => (vec![edge_mid(a), edge_mid(b)], None),
        [a, b] => (quadratic(edge_mid(a), CENTRE, edge_mid(b), 16), None),
        [d] if def.id == LAKE => (vec![edge_mid(d), CENTRE], Some((CENTRE, 0.3, 0.24))),
        [d] => (
            vec![edge_mid(d), lerp(edge_mid(d), CENTRE, 1.1)],
            Some((lerp(edge_mid(d), CENTRE, 1.1), 0.12, 0.12)),
        ),
        _ => (water.iter().flat_map(|&d| [edge_mid(d), CENTRE]).collect(), None),
    };
    for (width, grow, colour) in [
        (BANK_WIDTH, 0.05, palette::HILL),
        (SHORE_WIDTH, 0.025, palette::FIELD),
        (RIVER_WIDTH, 0.0, palette::LAKE),
    ] {
        shapes.extend(stroke(&course, width).into_iter().map(|poly| shape(poly, colour, true)));
        if let Some((c, rx, ry)) = pool {
            shapes.push(shape(ellipse(c, rx + grow, ry + grow), colour, true));
        }
    }
    // The spring: stones around the pool where the water rises.
    if let (Some((c, r, _)), false) = (pool, def.id == LAKE) {
        for k in 0..9 {
            let a = std::f32::consts::TAU * (k as f32 + 0.5) / 9.0;
            // On the field just outside the bank: the palette blends stone into field.
            let at = (c.0 + (r + 0.1) * a.cos(), c.1 + (r + 0.1) * a.sin());
            if water.iter().all(|&d| {
                let m = edge_mid(d);
                (m.0 - at.0).abs() + (m.1 - at.1).abs() > 0.55
            }) {
                shapes.push(shape(disk(at, 0.035), palette::STONE_DARK, true));
                shapes.push(shape(disk(at, 0.024), palette::STONE, true));
            }
        }
    }
    let dry = Dir::ALL.into_iter().find(|&d| def.edges.get(d.index()) == Some(&EdgeKind::Field));
    Some(dry.map_or(CENTRE, |d| lerp(CENTRE, edge_mid(d), 0.55)))
}
