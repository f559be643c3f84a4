//! Inns & Cathedrals on the image: on its tiles, each inn (a small house with a red
//! roof beside its road, on open ground) and each cathedral (a church with two spired
//! towers in its city), painted from the tile data (`[inn]`, `[cathedral]`); on the
//! board, the big meeple (a meeple's shape a third taller, with a belt: it stands
//! wherever it is, a field too, so its size tells it at once); in the header, each
//! player's big meeple while it is at home (a dash while it is out).

use carcassonne_engine::rules::inns_cathedrals::{self, BIG_MEEPLE};
use carcassonne_engine::{Dir, FeatureKind, TileDef};

use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::figures::FigureArt;
use super::paint::{Pt, covers, disk, mask, rect};
use super::palette;
use super::supply::{AtHome, Column, Shows};
use super::tile::{Shape, shape, upright};

/// Inns & Cathedrals' drawing, listed in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// Inns & Cathedrals' art as data, listed in `render::registry!`.
pub(super) const ART: ArtFacts = ArtFacts {
    figures: &FIGURES,
    // Right after the meeples: the big meeple is one. It shows while it is at home, a
    // dash while it stands on the board; its box 2 px in, where the big meeple has
    // always stood in its column.
    supply: &[Column {
        place: 5,
        width: 26.0,
        title: None,
        shows: Shows::Figures {
            size: SUPPLY_FIGURE,
            inset: 2.0,
            figures: &[AtHome {
                kind: BIG_MEEPLE,
                home: |view, seat| view.inns_cathedrals().is_some_and(|i| i.in_supply(seat)),
            }],
        },
    }],
    ..ArtFacts::NONE
};

impl ExpansionArt for Art {
    /// The inns (not those by a lake: the tile's picture draws its lake) and the
    /// cathedrals of the tile.
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        let solid: Vec<&[Pt]> = shapes.iter().filter(|s| s.solid).map(|s| &s.poly[..]).collect();
        let taken = mask(&solid, 80);
        let mut added = Vec::new();
        for road in def.segments.iter().filter(|s| s.kind == FeatureKind::Road && s.inn) {
            if def.markers.lake {
                continue;
            }
            added.extend(inn(inn_spot(road.edges, &taken)));
        }
        for city in def.segments.iter().filter(|s| s.kind == FeatureKind::City && s.cathedral) {
            added.extend(cathedral(cathedral_spot(city.edges)));
        }
        shapes.extend(added);
    }
}

/// Where an inn stands beside the road reaching `edges`: a little way in from its first
/// side, on whichever hand the road, cities and other markers leave clear (the first
/// clear of a few places, nearest the road first).
fn inn_spot(edges: u8, taken: &image::GrayImage) -> Pt {
    let dir = Dir::ALL.into_iter().find(|d| edges & (1 << d.index()) != 0).unwrap_or(Dir::S);
    let (mid, inward, across): (Pt, Pt, Pt) = match dir {
        Dir::N => ((0.5, 0.0), (0.0, 1.0), (1.0, 0.0)),
        Dir::E => ((1.0, 0.5), (-1.0, 0.0), (0.0, 1.0)),
        Dir::S => ((0.5, 1.0), (0.0, -1.0), (-1.0, 0.0)),
        Dir::W => ((0.0, 0.5), (1.0, 0.0), (0.0, -1.0)),
    };
    let at = |t: f32, s: f32| (mid.0 + inward.0 * t + across.0 * s, mid.1 + inward.1 * t + across.1 * s);
    let clear = |c: Pt| {
        let r = HOUSE + 0.01;
        [(-r, -r), (r, -r), (-r, r), (r, r), (0.0, 0.0), (0.0, -r), (0.0, r), (-r, 0.0), (r, 0.0)].iter().all(
            |&(dx, dy)| {
                let p = (c.0 + dx, c.1 + dy);
                (0.03..0.97).contains(&p.0) && (0.03..0.97).contains(&p.1) && !covers(taken, p)
            },
        )
    };
    let places =
        [0.27, 0.36, 0.2].into_iter().flat_map(|t| [0.2, -0.2, 0.26, -0.26].into_iter().map(move |s| (t, s)));
    places.map(|(t, s)| at(t, s)).find(|&c| clear(c)).unwrap_or_else(|| at(0.28, 0.22))
}

/// Half an inn's width, in tiles: about 13 pixels across on a 64-pixel tile, a house
/// that reads at the 500 px a chat shows (half a monastery's size).
const HOUSE: f32 = 0.1;

/// An inn centred on `c`: a whitewashed house under a red roof, a dark door, outlined
/// so it reads on the field; kept upright when the tile turns.
fn inn(c: Pt) -> Vec<Shape> {
    let (w, h) = (HOUSE, 0.075);
    let body = |k: f32| rect((c.0 - w - k, c.1 - k), (c.0 + w + k, c.1 + h + k));
    let roof = |k: f32| {
        vec![(c.0 - w - 0.03 - k, c.1 + k * 0.5), (c.0, c.1 - 0.1 - k), (c.0 + w + 0.03 + k, c.1 + k * 0.5)]
    };
    let o = 0.02;
    let parts = vec![
        shape(body(o), palette::DOOR, true),
        shape(roof(o), palette::DOOR, true),
        shape(body(0.0), palette::CHAPEL, true),
        shape(roof(0.0), palette::ROOF, true),
        shape(rect((c.0 - 0.022, c.1 + 0.025), (c.0 + 0.022, c.1 + h)), palette::DOOR, true),
    ];
    upright(parts, c).collect()
}

/// Where a cathedral stands in a city reaching `edges`: the middle of a city on four
/// sides leaves its figure the centre, so the church stands a little up and left of it.
fn cathedral_spot(edges: u8) -> Pt {
    match edges.count_ones() {
        4 => (0.3, 0.3),
        _ => (0.5, 0.3),
    }
}

/// A cathedral centred on `c`: a pale nave under a red roof between two square towers
/// with pointed red spires, a dark door, outlined so it reads on the city's sand.
fn cathedral(c: Pt) -> Vec<Shape> {
    // A third larger than the sizes below: a landmark of its city at 500 px.
    let at = |dx: f32, dy: f32| (c.0 + 1.35 * dx, c.1 + 1.35 * dy);
    let nave = |k: f32| rect(at(-0.1 - k, -0.02 - k), at(0.1 + k, 0.14 + k));
    let nave_roof =
        |k: f32| vec![at(-0.12 - k, -0.02 + k * 0.5), at(0.0, -0.1 - k), at(0.12 + k, -0.02 + k * 0.5)];
    let tower = |x: f32, k: f32| rect(at(x - 0.045 - k, -0.1 - k), at(x + 0.045 + k, 0.14 + k));
    let spire = |x: f32, k: f32| {
        vec![at(x - 0.055 - k, -0.1 + k * 0.5), at(x, -0.2 - k), at(x + 0.055 + k, -0.1 + k * 0.5)]
    };
    let o = 0.018;
    let mut parts = Vec::new();
    // A monastery's colours, which it draws in a city too (`BB/LCFc`): the palette holds
    // their blends over a city; the two spired towers tell a cathedral from it.
    for k in [o, 0.0] {
        let (wall, roof) =
            if k > 0.0 { (palette::DOOR, palette::DOOR) } else { (palette::CHAPEL, palette::ROOF) };
        parts.push(shape(nave(k), wall, true));
        parts.push(shape(nave_roof(k), roof, true));
        for x in [-0.13, 0.13] {
            parts.push(shape(tower(x, k), wall, true));
            parts.push(shape(spire(x, k), roof, true));
        }
    }
    parts.push(shape(rect(at(-0.025, 0.06), at(0.025, 0.14)), palette::DOOR, true));
    upright(parts, c).collect()
}

/// The big meeple's silhouette in a unit box, head up: a meeple's head, arms and legs,
/// stocky (`figures` paints it a third taller than a meeple: `FigureArt::scale`).
fn silhouette() -> Vec<Vec<Pt>> {
    let body = vec![
        (0.34, 0.34),
        (0.66, 0.34),
        (0.96, 0.47),
        (0.98, 0.62),
        (0.7, 0.6),
        (0.88, 0.98),
        (0.58, 0.98),
        (0.5, 0.84),
        (0.42, 0.98),
        (0.12, 0.98),
        (0.3, 0.6),
        (0.02, 0.62),
        (0.04, 0.47),
    ];
    vec![body, disk((0.5, 0.19), 0.17)]
}

/// A belt across its waist, in the seat number's ink: a big meeple, not a meeple seen
/// close, once the figure is large enough to show it.
fn bands() -> Vec<Vec<Pt>> {
    vec![rect((0.3, 0.54), (0.7, 0.6))]
}

/// The box's figures' paintings, by number (`rules::inns_cathedrals::FIGURES`): the big
/// meeple, a third taller than a meeple.
const FIGURES: [FigureArt; inns_cathedrals::FIGURES.len()] =
    [FigureArt { silhouette, bands, number_at: (0.5, 0.73), scale: 1.35, held: None }];
/// The big meeple's height in the supply, at scale 1 (before its own scale).
const SUPPLY_FIGURE: f32 = 16.0;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::tile::design;
    use carcassonne_engine::TileKind;

    /// Every inn of Inns & Cathedrals' tiles and every cathedral is drawn: a red roof
    /// per inn, three per cathedral (nave and spires); the inns by a lake are left to
    /// their lake.
    #[test]
    fn inns_and_cathedrals_are_drawn_on_their_tiles() {
        let mut drawn = 0;
        for kind in TileKind::all() {
            let def = kind.def();
            let mut shapes = Vec::new();
            Art.markers(def, &mut shapes);
            let count = |colour| shapes.iter().filter(|s| s.colour == colour).count();
            let inns = if def.markers.lake { 0 } else { def.segments.iter().filter(|s| s.inn).count() };
            let cathedrals = def.segments.iter().filter(|s| s.cathedral).count();
            assert_eq!(count(palette::ROOF), inns + 3 * cathedrals, "{kind}: roofs");
            drawn += inns + cathedrals;
        }
        assert_eq!(drawn, 6 + 2, "six inns, two cathedrals");
    }

    /// On the tile's picture, each inn stands clear of its roads and cities, and inside
    /// the tile.
    #[test]
    fn inns_stand_on_open_ground() {
        for kind in
            TileKind::all().filter(|k| !k.def().markers.lake && k.def().segments.iter().any(|s| s.inn))
        {
            let d = design(kind);
            let solid: Vec<&[Pt]> = d
                .shapes
                .iter()
                .filter(|s| s.solid && s.pivot.is_none() && s.colour != palette::FIELD)
                .map(|s| &s.poly[..])
                .collect();
            let taken = mask(&solid, 80);
            let roof =
                d.shapes.iter().find(|s| s.colour == palette::ROOF && s.pivot.is_some()).expect("an inn");
            let c = roof.pivot.expect("upright");
            assert!((0.05..0.95).contains(&c.0) && (0.05..0.95).contains(&c.1), "{kind}: inn at {c:?}");
            assert!(!covers(&taken, c), "{kind}: the inn at {c:?} stands on a road or city");
        }
    }
}
