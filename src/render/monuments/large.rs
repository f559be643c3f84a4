//! A large (2×2) tile's picture worked out from its tile data, on a unit square that is
//! the whole 2×2 picture: city caps and roads on its eight edge segments, the one field
//! round a paved plaza, the four objective plaques on the plaza (one per side, in a
//! pinwheel) and the monument's building in the middle, upright whatever the rotation.
//!
//! Owns where the plaques lie (`monuments` fills them in for each game) and where a
//! figure stands on each segment. Like `tile`, it never reads a game and never touches
//! pixels; every feature comes from the `TileDef` row, only the building from the
//! monument the tile is.

use carcassonne_engine::rules::monuments::Monument;
use carcassonne_engine::{FeatureKind, Footprint, Rotation, TileKind};

use super::buildings;
use super::colours;
use crate::render::paint::{Pt, rect, stroke};
use crate::render::palette;
use crate::render::spots;
use crate::render::tile::{self, Design, ROAD_EDGE_WIDTH, ROAD_WIDTH, WALL, edge_mid, shape, turn, upright};

/// The plaza runs from `PLAZA` to `1 - PLAZA` on both axes: inside the caps' reach.
const PLAZA: f32 = 0.18;
/// The plaza's paved border, outside `PLAZA`.
const PLAZA_EDGE: f32 = 0.012;
/// The first plaque (objective 1, north side) on the unrotated tile: the others are it
/// turned a quarter at a time, so the four leave a square in the middle for the building.
const PLAQUE: (Pt, Pt) = ((0.2, 0.2), (0.64, 0.35));
/// The building's box: centred on the tile, this far from the centre each way.
pub const BUILDING: f32 = 0.145;
/// A plaque's border, in picture units.
const PLAQUE_BORDER: f32 = 0.007;

/// The design of large tile `kind`.
pub fn design(kind: TileKind) -> Design {
    let def = kind.def();
    let mut shapes = Vec::new();
    let mut anchors = vec![(0.5, 0.5); def.segments.len()];
    let of_kind = |kind| def.segments.iter().enumerate().filter(move |(_, s)| s.kind == kind);
    // Roads run in under the plaza's edge, so they are painted first; a figure stands
    // halfway between the tile's border and the plaza, on the road's first spoke.
    let spokes: Vec<Vec<Pt>> =
        of_kind(FeatureKind::Road).flat_map(|(_, s)| edges(s.edges).map(spoke)).collect();
    for (width, colour) in [(ROAD_EDGE_WIDTH, palette::ROAD_EDGE), (ROAD_WIDTH, palette::ROAD)] {
        for line in &spokes {
            shapes.extend(stroke(line, width / 2.0).into_iter().map(|p| shape(p, colour, true)));
        }
    }
    for (i, seg) in of_kind(FeatureKind::Road) {
        if let Some(line) = edges(seg.edges).next().map(spoke) {
            anchors[i] = along(line[0], line[1], PLAZA / 2.0);
        }
    }
    let (lo, hi) = (PLAZA - PLAZA_EDGE, 1.0 - PLAZA + PLAZA_EDGE);
    shapes.push(shape(rect((lo, lo), (hi, hi)), colours::PLAZA_EDGE, true));
    shapes.push(shape(rect((PLAZA, PLAZA), (1.0 - PLAZA, 1.0 - PLAZA)), colours::PLAZA, true));
    // A city is a cap on each of its edge segments, as on a 1×1 tile in that cell.
    for (i, seg) in of_kind(FeatureKind::City) {
        for (k, e) in edges(seg.edges).enumerate() {
            let (cell, dir) = Footprint::Square.port(e);
            let ((wall, figure), (city, _)) = (tile::cap(dir, 0.0), tile::cap(dir, WALL));
            shapes.push(shape(wall.into_iter().map(|p| in_cell(cell, p)).collect(), palette::WALL, true));
            shapes.push(shape(city.into_iter().map(|p| in_cell(cell, p)).collect(), palette::CITY, true));
            if k == 0 {
                anchors[i] = in_cell(cell, figure);
            }
        }
    }
    for i in 0..4 {
        let (a, b) = plaque(i, Rotation::R0);
        let d = PLAQUE_BORDER;
        shapes.push(shape(rect(a, b), colours::PLAQUE_EDGE, true));
        shapes.push(shape(rect((a.0 + d, a.1 + d), (b.0 - d, b.1 - d)), colours::PLAQUE, true));
    }
    if let Some(monument) = Monument::of_tile(kind) {
        shapes.extend(upright(buildings::building(monument, (0.5, 0.5), BUILDING), (0.5, 0.5)));
    }
    // Fields last: they stand wherever the other shapes leave the most room.
    let solid: Vec<&[Pt]> = shapes.iter().filter(|s| s.solid).map(|s| &s.poly[..]).collect();
    for (i, seg) in of_kind(FeatureKind::Field) {
        // Edge segment e of a large tile is half e of the picture's border.
        let sides = (0..16).filter(|h| seg.halves & (1 << h) != 0).fold(0u16, |m, h| m | 1 << (h / 2));
        anchors[i] = spots::field_anchor(&solid, sides);
    }
    Design { shapes, anchors, disc: None }
}

/// The plaque of objective `index` (0 to 3) on a large tile turned by `rot`: its
/// north-west and south-east corners on the picture, as seen on the board.
pub fn plaque(index: usize, rot: Rotation) -> (Pt, Pt) {
    let turns = (index as u8 + rot.quarter_turns()) % 4;
    let (a, b) = (turn(PLAQUE.0, turns), turn(PLAQUE.1, turns));
    ((a.0.min(b.0), a.1.min(b.1)), (a.0.max(b.0), a.1.max(b.1)))
}

/// The edge segments set in `mask`.
fn edges(mask: u8) -> impl Iterator<Item = usize> {
    (0..8).filter(move |e| mask & (1 << e) != 0)
}

/// A point of one cell's unit square (`cell` as in `Footprint::cells`) on the picture.
fn in_cell(cell: usize, (x, y): Pt) -> Pt {
    let (dx, dy) = Footprint::Square.cells()[cell];
    ((dx as f32 + x) / 2.0, (dy as f32 + y) / 2.0)
}

/// A road from the middle of edge segment `edge` straight in to under the plaza.
fn spoke(edge: usize) -> Vec<Pt> {
    let (cell, dir) = Footprint::Square.port(edge);
    let start = in_cell(cell, edge_mid(dir));
    vec![start, along(start, (0.5, 0.5), PLAZA + 0.04)]
}

/// The point `distance` from `from` toward `to` across the picture's nearest axis: a
/// spoke runs straight in from its edge.
fn along(from: Pt, to: Pt, distance: f32) -> Pt {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    if dx.abs() > dy.abs() {
        (from.0 + distance * dx.signum(), from.1)
    } else {
        (from.0, from.1 + distance * dy.signum())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::paint::{covers, mask};

    fn large(m: Monument) -> (TileKind, Design) {
        (m.tile(), design(m.tile()))
    }

    #[test]
    fn figures_stand_on_their_own_features() {
        let plaza = mask(&[&rect((PLAZA, PLAZA), (1.0 - PLAZA, 1.0 - PLAZA))], 200);
        for m in Monument::ALL {
            let (kind, d) = large(m);
            for (i, seg) in kind.def().segments.iter().enumerate() {
                let (x, y) = d.anchors[i];
                match seg.kind {
                    // Between the border and the plaza, on the edge segment's quarter line.
                    FeatureKind::Road | FeatureKind::City => {
                        assert!(x.min(y).min(1.0 - x).min(1.0 - y) < PLAZA, "{m} {}", seg.label);
                        assert!([0.25, 0.75].iter().any(|q| (x - q).abs() < 1e-4 || (y - q).abs() < 1e-4));
                    }
                    // In the field ring, off the plaza.
                    _ => assert!(!covers(&plaza, (x, y)), "{m} {}", seg.label),
                }
            }
        }
    }

    #[test]
    fn plaques_turn_with_the_tile_and_never_overlap() {
        let area = |(a, b): (Pt, Pt)| (b.0 - a.0) * (b.1 - a.1);
        for rot in Rotation::ALL {
            let all: Vec<(Pt, Pt)> = (0..4).map(|i| plaque(i, rot)).collect();
            for (i, &p) in all.iter().enumerate() {
                assert!((area(p) - area(PLAQUE)).abs() < 1e-5);
                assert_eq!(
                    plaque((i + 1) % 4, rot),
                    plaque(i, Rotation::ALL[(rot.quarter_turns() as usize + 1) % 4])
                );
                for &q in &all[i + 1..] {
                    let apart = p.1.0 <= q.0.0 || q.1.0 <= p.0.0 || p.1.1 <= q.0.1 || q.1.1 <= p.0.1;
                    assert!(apart, "{p:?} {q:?}");
                }
                // Clear of the building's box.
                let (lo, hi) = (0.5 - BUILDING, 0.5 + BUILDING);
                assert!(p.1.0 <= lo || p.0.0 >= hi || p.1.1 <= lo || p.0.1 >= hi, "{p:?}");
            }
        }
    }
}
