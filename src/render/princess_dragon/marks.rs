//! Princess & Dragon's marks printed on its tiles, each a shape a player knows at chat
//! size and unlike the other boxes' marks: the volcano, a dark cone with a red crater
//! and lava running down (where a road ends on `DG/R.v`, the road runs to its foot);
//! the magic portal, a stone arch opening on violet; the princess, a gold crown in her
//! city. (The dragon symbol gets no mark: the dragon itself is drawn
//! wherever it is, and the tile in hand is told in words.) Each mark stands on the ground the tile's
//! roads and cities leave free, kept upright as the tile turns; it is solid, so the
//! fields' figures stand clear of it.

use carcassonne_engine::{RoadEnd, TileDef};

use super::super::paint::{Pt, covers, disk, ellipse, mask};
use super::super::palette;
use super::super::tile::{CENTRE, Shape, emblem_at, shape, upright};

/// How far each mark reaches from its middle, as a share of the tile's edge.
const VOLCANO: f32 = 0.24;
const PORTAL: f32 = 0.19;
const CROWN: f32 = 0.13;

/// Where a mark may stand, in order of preference: the middle, then the middles of the
/// sides' fields, then the corners.
const PLACES: [Pt; 9] = [
    CENTRE,
    (0.5, 0.74),
    (0.74, 0.5),
    (0.26, 0.5),
    (0.5, 0.26),
    (0.72, 0.72),
    (0.28, 0.72),
    (0.72, 0.28),
    (0.28, 0.28),
];

/// The marks of `def` over `shapes` (its roads, cities and buildings so far).
pub(super) fn add(def: &TileDef, shapes: &mut Vec<Shape>) {
    let markers = def.markers;
    if markers.volcano {
        // A road that ends at the volcano runs to the middle: the volcano stands there.
        let at = if def.segments.iter().any(|s| s.road_end == Some(RoadEnd::Volcano)) {
            CENTRE
        } else {
            free_place(shapes, VOLCANO)
        };
        let volcano = volcano(at, VOLCANO);
        shapes.extend(upright(volcano, at));
    }
    if markers.portal {
        let at = free_place(shapes, PORTAL);
        shapes.extend(upright(portal(at, PORTAL), at));
    }
    for (i, segment) in def.segments.iter().enumerate() {
        if segment.princess
            && let Some(at) = emblem_at(def, i)
        {
            shapes.extend(upright(crown(at, CROWN), at));
        }
    }
}

/// The first of [`PLACES`] whose disk of radius `r` no solid shape covers (sampled on
/// its rim and middle); the one least covered when none is free.
fn free_place(shapes: &[Shape], r: f32) -> Pt {
    let solid: Vec<&[Pt]> = shapes.iter().filter(|s| s.solid).map(|s| &s.poly[..]).collect();
    let covered = mask(&solid, 64);
    let taken = |at: Pt| {
        let rim = disk(at, r);
        let inner = disk(at, r / 2.0);
        std::iter::once(at).chain(rim).chain(inner).filter(|&p| covers(&covered, p)).count()
    };
    PLACES.iter().copied().min_by_key(|&at| taken(at)).unwrap_or(CENTRE)
}

/// A volcano `r` high around `c`: a dark cone outlined, its crater red, two lava runs
/// down its flanks. (Its colours meet only where the palette keeps their blends.)
fn volcano(c: Pt, r: f32) -> Vec<Shape> {
    let at = |dx: f32, dy: f32| (c.0 + r * dx, c.1 + r * dy);
    let cone = |k: f32| {
        vec![
            at(-1.1 - k, 0.75 + k * 0.5),
            at(-0.3 - k * 0.6, -0.55 - k),
            at(0.3 + k * 0.6, -0.55 - k),
            at(1.1 + k, 0.75 + k * 0.5),
        ]
    };
    vec![
        shape(cone(0.16), palette::FIGURE_EDGE, true),
        shape(cone(0.0), palette::STONE_DARK, true),
        shape(ellipse(at(0.0, -0.55), r * 0.32, r * 0.12), palette::ROOF, true),
        shape(vec![at(-0.28, -0.55), at(-0.05, -0.5), at(-0.45, 0.2), at(-0.62, 0.15)], palette::ROOF, true),
        shape(vec![at(0.05, -0.5), at(0.28, -0.55), at(0.5, 0.45), at(0.3, 0.5)], palette::ROOF, true),
    ]
}

/// A magic portal `r` across around `c`: a stone arch outlined dark, its opening violet.
fn portal(c: Pt, r: f32) -> Vec<Shape> {
    let at = |dx: f32, dy: f32| (c.0 + r * dx, c.1 + r * dy);
    // An arch: a rectangle under a half disk.
    let arch = |w: f32, top: f32, bottom: f32| {
        let mut points: Vec<Pt> = (0..=12)
            .map(|i| {
                let a = std::f32::consts::PI * (1.0 + i as f32 / 12.0);
                at(w * a.cos(), top + w * a.sin())
            })
            .collect();
        points.extend([at(w, bottom), at(-w, bottom)]);
        points
    };
    vec![
        shape(arch(0.95, -0.2, 1.05), palette::STONE_DARK, true),
        shape(arch(0.8, -0.2, 0.95), palette::STONE, true),
        shape(arch(0.5, -0.1, 0.8), palette::GRAPE, true),
    ]
}

/// A gold crown `r` across around `c`: three points over a band, outlined, a dark gem.
fn crown(c: Pt, r: f32) -> Vec<Shape> {
    let at = |dx: f32, dy: f32| (c.0 + r * dx, c.1 + r * dy);
    let outline = |k: f32| {
        vec![
            at(-1.0 - k, 0.6 + k),
            at(-1.1 - k, -0.6 - k),
            at(-0.5, -0.05 - k),
            at(0.0, -0.8 - k * 1.3),
            at(0.5, -0.05 - k),
            at(1.1 + k, -0.6 - k),
            at(1.0 + k, 0.6 + k),
        ]
    };
    vec![
        shape(outline(0.22), palette::FIGURE_EDGE, true),
        shape(outline(0.0), palette::SCORED, true),
        shape(disk(at(0.0, 0.2), r * 0.2), palette::FIGURE_EDGE, true),
    ]
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::{Expansion, TileKind, TileSet};

    use super::super::super::tile::design;
    use super::*;

    /// A polygon's area, as a share of the tile's.
    fn area(poly: &[Pt]) -> f32 {
        let twice: f32 =
            poly.iter().zip(poly.iter().cycle().skip(1)).map(|(a, b)| a.0 * b.1 - b.0 * a.1).sum();
        twice.abs() / 2.0
    }

    /// Each of the box's tiles shows the mark of each thing it prints, none of another,
    /// each large enough to read at chat size (a share of the tile) and on its ground:
    /// the volcano's dark cone and the portal's violet opening off the roads and cities
    /// (but for the volcano a road ends at), the princess's gold crown in a city.
    #[test]
    fn every_tile_of_the_box_shows_its_marks_clear_of_its_features() {
        let kinds = TileKind::all().filter(|k| k.def().set == TileSet::Expansion(Expansion::PrincessDragon));
        let mut marked = 0;
        for kind in kinds {
            let def = kind.def();
            let shapes = &design(kind).shapes;
            let painted = |colours: &[palette::Rgb]| {
                let polys: Vec<&[Pt]> = shapes
                    .iter()
                    .filter(|s| s.pivot.is_none() && colours.contains(&s.colour))
                    .map(|s| &s.poly[..])
                    .collect();
                mask(&polys, 64)
            };
            let (features, cities) = (painted(&[palette::ROAD, palette::CITY]), painted(&[palette::CITY]));
            // A mark's shape of `colour`; the volcano's cone is the dark one with red on it.
            let red_on = |pivot| shapes.iter().any(|s| s.colour == palette::ROOF && s.pivot == pivot);
            let mark = |colour| {
                shapes
                    .iter()
                    .filter(|s| s.colour == colour && s.pivot.is_some())
                    .filter(|s| colour != palette::STONE_DARK || red_on(s.pivot))
                    .map(|s| (area(&s.poly), s.pivot.unwrap_or(CENTRE)))
                    .max_by(|a, b| a.0.total_cmp(&b.0))
            };
            let princess = def.segments.iter().any(|s| s.princess);
            let road_to_volcano = def.segments.iter().any(|s| s.road_end == Some(RoadEnd::Volcano));
            for (printed, colour, least, what) in [
                (def.markers.volcano, palette::STONE_DARK, 0.06, "volcano"),
                (def.markers.portal, palette::GRAPE, 0.03, "portal"),
                (princess, palette::SCORED, 0.02, "crown"),
            ] {
                match mark(colour) {
                    Some((share, at)) => {
                        assert!(printed, "{kind}: a {what} it does not print");
                        assert!(share >= least, "{kind}: its {what} covers {share} of the tile");
                        let placed = match what {
                            "crown" => covers(&cities, at),
                            "volcano" if road_to_volcano => true,
                            _ => !covers(&features, at),
                        };
                        assert!(placed, "{kind}: its {what} at {at:?} off its ground");
                        marked += 1;
                    }
                    None => assert!(!printed, "{kind}: no {what}"),
                }
            }
        }
        assert_eq!(marked, 6 + 6 + 6 + 1, "six volcanoes, portals and princesses, and DG/Cc.pG's");
    }
}
