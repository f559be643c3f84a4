//! A tile's picture worked out from its tile data: the shapes of its fields, cities
//! with walls and pennant shields, roads with what they end at, the monastery and the
//! markers, in the tile's own orientation on a unit square (x east, y south).
//!
//! Owns the drawing vocabulary of a tile and where a figure stands on each segment; it
//! never reads a game and never touches pixels (`atlas` paints the shapes). No tile id
//! appears here: every decision comes from `TileDef` rows. What an expansion prints (the
//! river's water, a hill, a vineyard, a bazaar) and a large (2×2) tile's whole picture
//! are the expansion's own (`ExpansionArt`), made of the same vocabulary.

use std::sync::OnceLock;

use carcassonne_engine::{Dir, EdgeKind, FeatureKind, Footprint, TileDef, TileKind};
use carcassonne_engine::{RoadEnd, Segment};

use super::expansion::{self, Painted};
use super::paint::{Pt, covers, disk, ellipse, mask, quadratic, rect, stroke};
use super::palette::{self, Rgb};
use super::spots;

/// One filled polygon of a tile's picture.
#[derive(Clone, Debug)]
pub struct Shape {
    pub poly: Vec<Pt>,
    pub colour: Rgb,
    /// Covers ground a field figure must not stand on.
    pub solid: bool,
    /// Kept upright when the tile turns (buildings, shields): the point that moves with
    /// the tile; the shape is carried along without turning.
    pub pivot: Option<Pt>,
}

impl Shape {
    /// The polygon on a tile turned by `quarter_turns`.
    pub fn turned(&self, quarter_turns: u8) -> Vec<Pt> {
        match self.pivot {
            Some(p) => {
                let q = turn(p, quarter_turns);
                self.poly.iter().map(|&(x, y)| (x + q.0 - p.0, y + q.1 - p.1)).collect()
            }
            None => self.poly.iter().map(|&p| turn(p, quarter_turns)).collect(),
        }
    }
}

/// Everything needed to draw a kind of tile and its figures, unrotated.
#[derive(Clone, Debug)]
pub struct Design {
    /// Painted in order over a field-green square.
    pub shapes: Vec<Shape>,
    /// Where a figure on each segment stands (its centre), by segment index.
    pub anchors: Vec<Pt>,
    /// A painted feature's segment (a garden's) and where the figure step's numbered
    /// disc for it goes: beside its middle, at a corner, so that the disc leaves in
    /// sight the feature it names. Every other spot's disc is on its anchor.
    pub disc: Option<(usize, Pt)>,
}

/// The design of every kind in the catalog, built once. A large tile's unit square is
/// its whole 2×2 picture.
pub fn design(kind: TileKind) -> &'static Design {
    static DESIGNS: OnceLock<Vec<Design>> = OnceLock::new();
    &DESIGNS.get_or_init(|| {
        TileKind::all()
            .map(|k| match k.def().footprint {
                Footprint::Single => Design::new(k.def()),
                Footprint::Square => expansion::every()
                    .find_map(|art| art.large_design(k))
                    .unwrap_or_else(|| Design::new(k.def())),
            })
            .collect()
    })[kind.index()]
}

/// How many cells a kind's picture spans on each side: 1, or 2 for a large tile.
pub fn span(kind: TileKind) -> u32 {
    match kind.def().footprint {
        Footprint::Single => 1,
        Footprint::Square => 2,
    }
}

/// The kinds drawn one cell each: every kind but the large tiles.
#[cfg(test)]
pub fn single_kinds() -> impl Iterator<Item = TileKind> {
    TileKind::all().filter(|k| k.def().footprint == Footprint::Single)
}

/// A unit-square point turned clockwise by `quarter_turns` about the centre.
pub fn turn(p: Pt, quarter_turns: u8) -> Pt {
    (0..quarter_turns % 4).fold(p, |(x, y), _| (1.0 - y, x))
}

/// The middle of the unit square.
pub const CENTRE: Pt = (0.5, 0.5);
/// A city wall's thickness, in tiles.
pub const WALL: f32 = 0.05;
/// A road's surface and its edged width, in tiles.
pub const ROAD_WIDTH: f32 = 0.105;
pub const ROAD_EDGE_WIDTH: f32 = 0.155;

/// The middle of a side of the unit square.
pub fn edge_mid(d: Dir) -> Pt {
    match d {
        Dir::N => (0.5, 0.0),
        Dir::E => (1.0, 0.5),
        Dir::S => (0.5, 1.0),
        Dir::W => (0.0, 0.5),
    }
}

/// The point `t` of the way from `a` to `b`.
pub fn lerp(a: Pt, b: Pt, t: f32) -> Pt {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// How far a spot's numbered disc stands inside its tile's sides at least, in tiles:
/// its radius (`board::spot_marks`: a tenth of a tile) and its rim.
pub const DISC_ROOM: f32 = 0.13;

/// Where the numbered disc of painted feature `p` goes: of the places round its
/// rectangle (its corners, and just beyond the middle of each side), kept inside the
/// tile, the one that lies most outside the rectangle among those a disc's width from
/// the other spots' discs (`anchors`), so the disc hides as little as it can of what it
/// names and no other disc; when none is that far, the one farthest from both.
fn disc_beside(p: Painted, anchors: &[Pt]) -> Pt {
    let (hx, hy) = p.half;
    let (kx, ky) = (hx - 0.03, hy - 0.03);
    let (ox, oy) = (hx + DISC_ROOM / 2.0, hy + DISC_ROOM / 2.0);
    let places = [(kx, -ky), (-kx, -ky), (kx, ky), (-kx, ky), (ox, 0.0), (-ox, 0.0), (0.0, oy), (0.0, -oy)];
    let inside = |v: f32| v.clamp(DISC_ROOM, 1.0 - DISC_ROOM);
    let others = || anchors.iter().enumerate().filter(|&(i, _)| i != p.segment).map(|(_, &a)| a);
    let off_discs = |c: Pt| others().map(|a| (c.0 - a.0).hypot(c.1 - a.1)).fold(f32::INFINITY, f32::min);
    // How far out of the rectangle, in its own half sides (1 on its rim).
    let outside = |c: Pt| ((c.0 - p.at.0).abs() / hx).max((c.1 - p.at.1).abs() / hy);
    let score = |c: Pt| {
        let apart = off_discs(c) >= 2.0 * DISC_ROOM;
        let off_middle = (c.0 - p.at.0).hypot(c.1 - p.at.1);
        (apart, if apart { outside(c) } else { off_middle.min(0.8 * off_discs(c)) })
    };
    places
        .into_iter()
        .map(|(dx, dy)| (inside(p.at.0 + dx), inside(p.at.1 + dy)))
        .fold(None, |best: Option<(Pt, (bool, f32))>, c| match best {
            Some((_, s)) if s >= score(c) => best,
            _ => Some((c, score(c))),
        })
        .map_or(p.at, |(c, _)| c)
}

/// The basic city outlines; every city is one of these turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CityShape {
    /// One edge (canonical: N).
    Cap,
    /// Two neighbouring edges (canonical: N and W).
    Corner,
    /// Two opposite edges (canonical: E and W).
    Band,
    /// Three edges (canonical: all but S).
    Three,
    Full,
    /// One edge, not a semicircle, narrowing to a point at the middle of the opposite
    /// field edge, splitting that edge's fields (canonical: N, `HS/C!.v`).
    Spike,
    /// One edge, not a semicircle, narrowing to the tile's centre where it meets the
    /// city opposite (canonical: N, `HS/CFC.v`).
    Wedge,
    /// `Spike` hugging its edge at both corners before it narrows, so that a city it
    /// crosses leaves the small fields walled in between them in sight (`AM/CCc+`).
    ShoulderedSpike,
    /// `Wedge` hugging its edge at both corners before it narrows, so that the corner
    /// city it meets leaves the small field walled in between them in sight (`DG/CCc+.p`).
    ShoulderedWedge,
    /// Two edges, sharing the first with another city that takes its other half
    /// (canonical: the west half of N, and W; `HS/CC!.v`).
    SplitFirst,
    /// As `SplitFirst` with the shared edge second (canonical: N, and the north half of W).
    SplitSecond,
    /// `Band` with another city's cap on its south side: it keeps to the north, leaving
    /// the small field walled in between them in sight (`TB/CCc.c`).
    BandBeside,
    /// `Corner` facing another city's corner across the diagonal: each keeps back from
    /// it, leaving the small field walled in between them in sight (`TB/CcCc.w`).
    CornerFacing,
}

impl CityShape {
    /// The shape and quarter turns that cover exactly the edges in `mask`.
    fn of(mask: u8) -> Option<(CityShape, u8)> {
        let turn_mask = |m: u8, r: u8| ((m << r) | (m >> (4 - r))) & 0xF;
        let shapes = [
            (CityShape::Cap, 0b0001),
            (CityShape::Corner, 0b1001),
            (CityShape::Band, 0b1010),
            (CityShape::Three, 0b1011),
            (CityShape::Full, 0b1111),
        ];
        shapes.into_iter().find_map(|(shape, canon)| {
            (0..4).find(|&r| turn_mask(canon, r) == mask & 0xF).map(|r| (shape, r))
        })
    }

    /// The outline, canonical orientation, pulled in by `inset` from the open side.
    fn outline(self, inset: f32) -> Vec<Pt> {
        let steps = 20;
        let xs = (0..=steps).map(move |i| i as f32 / steps as f32);
        let bow = |x: f32| (x * std::f32::consts::PI).sin();
        match self {
            CityShape::Cap => {
                let d = 0.31 - inset;
                let mut p = vec![(0.0, 0.0)];
                p.extend(xs.rev().map(|x| (x, d * bow(x))));
                p
            }
            CityShape::Corner => {
                let b = 0.07 - inset;
                let k = std::f32::consts::FRAC_1_SQRT_2;
                let mut p = vec![(0.0, 0.0)];
                p.extend(xs.map(|t| (1.0 - t + b * bow(t) * k, t + b * bow(t) * k)));
                p
            }
            CityShape::Band => {
                let d = 0.22 + inset;
                let mut p: Vec<Pt> = xs.clone().map(|x| (x, d * bow(x))).collect();
                p.extend(xs.rev().map(|x| (x, 1.0 - d * bow(x))));
                p
            }
            CityShape::BandBeside => {
                let (d, south) = (0.2 + inset, 0.46 + inset);
                let mut p: Vec<Pt> = xs.clone().map(|x| (x, d * bow(x))).collect();
                p.extend(xs.rev().map(|x| (x, 1.0 - south * bow(x))));
                p
            }
            CityShape::CornerFacing => {
                let b = -0.1 - inset;
                let k = std::f32::consts::FRAC_1_SQRT_2;
                let mut p = vec![(0.0, 0.0)];
                p.extend(xs.map(|t| (1.0 - t + b * bow(t) * k, t + b * bow(t) * k)));
                p
            }
            CityShape::Three => {
                let d = 0.36 + inset;
                let mut p = vec![(0.0, 0.0), (1.0, 0.0)];
                p.extend(xs.rev().map(|x| (x, 1.0 - d * bow(x))));
                p
            }
            CityShape::Full => rect((0.0, 0.0), (1.0, 1.0)),
            CityShape::Spike => vec![(0.0, 0.0), (1.0, 0.0), (0.5, 1.0 - 2.0 * inset)],
            CityShape::Wedge => vec![(0.0, 0.0), (1.0, 0.0), (0.5, 0.5 - 2.0 * inset)],
            CityShape::ShoulderedSpike => {
                let shoulder = 0.12 - inset;
                vec![(0.0, 0.0), (1.0, 0.0), (0.7, shoulder), (0.5, 1.0 - 2.0 * inset), (0.3, shoulder)]
            }
            // Its tip leans west, into the corner city's wall: the field walled in east
            // of it gets room.
            CityShape::ShoulderedWedge => {
                let shoulder = 0.1 - inset;
                vec![(0.0, 0.0), (1.0, 0.0), (0.64, shoulder), (0.4, 0.75 - 2.0 * inset), (0.28, shoulder)]
            }
            CityShape::SplitFirst => vec![(0.0, 0.0), (0.5 - 1.5 * inset, 0.0), (0.0, 1.0 - 1.5 * inset)],
            CityShape::SplitSecond => vec![(0.0, 0.0), (1.0 - 1.5 * inset, 0.0), (0.0, 0.5 - 1.5 * inset)],
        }
    }

    /// The shape of city segment `i` of `def` and its quarter turns: the basic outline
    /// for its edges, unless the tile data marks it irregular (not a semicircle, or an
    /// edge shared with another city).
    fn of_segment(def: &TileDef, i: usize) -> Option<(CityShape, u8)> {
        let seg = &def.segments[i];
        let (basic, r) = CityShape::of(seg.edges)?;
        let shared = def
            .segments
            .iter()
            .enumerate()
            .find(|&(j, o)| j != i && o.kind == FeatureKind::City && o.edges & seg.edges != 0)
            .map(|(_, o)| o.edges & seg.edges);
        // Another city on side `d` (board index, canonical side turned by `r`).
        let city_on = |d: u8| {
            let bit = 1 << ((d + r) % 4);
            def.segments
                .iter()
                .enumerate()
                .any(|(j, o)| j != i && o.kind == FeatureKind::City && o.edges & bit != 0)
        };
        let (n, e, s) = (0, 1, 2);
        let shape = match (basic, shared) {
            (CityShape::Band, _) if city_on(s) => CityShape::BandBeside,
            (CityShape::Band, _) if city_on(n) => return Some((CityShape::BandBeside, (r + 2) % 4)),
            (CityShape::Corner, None) if city_on(e) && city_on(s) => CityShape::CornerFacing,
            // The canonical edge the shared edge turns back to: N (bit 0) or W (bit 3).
            (CityShape::Corner, Some(edge)) if edge.trailing_zeros() as u8 == r % 4 => CityShape::SplitFirst,
            (CityShape::Corner, Some(_)) => CityShape::SplitSecond,
            // A city on one edge that may hold no castle (`{noK!}` in its tile data) is
            // printed narrower than a cap: a wedge, a spike; with shoulders where the
            // tile walls in a field between it and another city.
            (CityShape::Cap, _) if seg.castle_forbidden => {
                let opposite = Dir::from_index(seg.edges.trailing_zeros() as usize + 2);
                let walls_in = def.segments.iter().any(|o| o.walled_in());
                match def.edges[opposite.index()] {
                    EdgeKind::City if walls_in => CityShape::ShoulderedWedge,
                    EdgeKind::City => CityShape::Wedge,
                    EdgeKind::Field if walls_in => CityShape::ShoulderedSpike,
                    EdgeKind::Field => CityShape::Spike,
                    // A road runs in to the gate (BB/CFR!): keep it room.
                    EdgeKind::Road => CityShape::Cap,
                    // No river tile has an irregular cap; a cap leaves the water room.
                    EdgeKind::Water => CityShape::Cap,
                }
            }
            (other, _) => other,
        };
        Some((shape, r))
    }

    /// Where a figure stands and where the pennant goes, canonical orientation.
    fn places(self) -> (Pt, Pt) {
        match self {
            CityShape::Cap => ((0.5, 0.14), (0.2, 0.09)),
            CityShape::Corner => ((0.3, 0.3), (0.15, 0.15)),
            CityShape::Band => ((0.5, 0.5), (0.15, 0.5)),
            CityShape::Three => ((0.5, 0.32), (0.18, 0.18)),
            CityShape::Full => ((0.5, 0.5), (0.2, 0.2)),
            CityShape::Spike => ((0.5, 0.25), (0.3, 0.09)),
            CityShape::Wedge => ((0.5, 0.16), (0.3, 0.06)),
            CityShape::ShoulderedSpike => ((0.5, 0.3), (0.5, 0.07)),
            CityShape::ShoulderedWedge => ((0.45, 0.22), (0.45, 0.07)),
            CityShape::SplitFirst => ((0.13, 0.3), (0.1, 0.1)),
            CityShape::SplitSecond => ((0.3, 0.13), (0.1, 0.1)),
            CityShape::BandBeside => ((0.5, 0.36), (0.15, 0.36)),
            CityShape::CornerFacing => ((0.25, 0.25), (0.12, 0.12)),
        }
    }
}

fn turned_all(points: Vec<Pt>, r: u8) -> Vec<Pt> {
    points.into_iter().map(|p| turn(p, r)).collect()
}

/// A one-edge city on side `d` of the unit square, pulled in by `inset` from its open
/// side (0 for the wall's outline, `WALL` for the city inside it), and where its figure
/// stands.
pub fn cap(d: Dir, inset: f32) -> (Vec<Pt>, Pt) {
    let r = d.index() as u8;
    (turned_all(CityShape::Cap.outline(inset), r), turn(CityShape::Cap.places().0, r))
}

/// A road's centre line and where it stops.
struct RoadPath {
    points: Vec<Pt>,
    end: Option<RoadEnd>,
}

/// On a tile whose ground an expansion painted over its middle (`moved`: where its
/// monastery stands, off the river), a road to a monastery runs to it, and a road to a
/// gate crosses the middle to the city on the far side.
fn road_path(seg: &Segment, moved: Option<Pt>) -> Vec<RoadPath> {
    let dirs: Vec<Dir> = Dir::ALL.into_iter().filter(|&d| seg.touches(d)).collect();
    match (&dirs[..], seg.road_end) {
        (&[d], Some(RoadEnd::Monastery)) if moved.is_some() => {
            vec![RoadPath { points: vec![edge_mid(d), moved.unwrap_or(CENTRE)], end: seg.road_end }]
        }
        (&[d], Some(RoadEnd::Gate)) if moved.is_some() => {
            let far = lerp(edge_mid(d), edge_mid(d.opposite()), 0.72);
            vec![RoadPath { points: vec![edge_mid(d), far], end: seg.road_end }]
        }
        (&[d], Some(RoadEnd::House)) => {
            vec![RoadPath { points: vec![edge_mid(d), lerp(edge_mid(d), CENTRE, 0.56)], end: seg.road_end }]
        }
        (&[d], end) => vec![RoadPath { points: vec![edge_mid(d), CENTRE], end }],
        (&[a, b], _) if a.opposite() == b => {
            vec![RoadPath { points: vec![edge_mid(a), edge_mid(b)], end: None }]
        }
        (&[a, b], _) => vec![RoadPath { points: quadratic(edge_mid(a), CENTRE, edge_mid(b), 16), end: None }],
        _ => dirs.iter().map(|&d| RoadPath { points: vec![edge_mid(d), CENTRE], end: None }).collect(),
    }
}

/// Where a box's symbol printed on a tile may stand (a magic star, a gold ingot), in
/// order of preference: the middle, then the corners' and sides'
/// ground.
const SYMBOL_PLACES: [Pt; 9] = [
    CENTRE,
    (0.72, 0.72),
    (0.28, 0.72),
    (0.72, 0.28),
    (0.28, 0.28),
    (0.5, 0.74),
    (0.74, 0.5),
    (0.26, 0.5),
    (0.5, 0.26),
];

/// The first of the places a symbol may stand whose disk of radius `r` no solid shape
/// of `shapes` covers; the least covered when none is free.
pub fn free_place(shapes: &[Shape], r: f32) -> Pt {
    let solid: Vec<&[Pt]> = shapes.iter().filter(|s| s.solid).map(|s| &s.poly[..]).collect();
    let covered = mask(&solid, 64);
    let taken = |at: Pt| std::iter::once(at).chain(disk(at, r)).filter(|&p| covers(&covered, p)).count();
    SYMBOL_PLACES.iter().copied().min_by_key(|&at| taken(at)).unwrap_or(CENTRE)
}

/// A shape that turns with its tile.
pub fn shape(poly: Vec<Pt>, colour: Rgb, solid: bool) -> Shape {
    Shape { poly, colour, solid, pivot: None }
}

/// Marks shapes as upright about `pivot`.
pub fn upright(shapes: impl IntoIterator<Item = Shape>, pivot: Pt) -> impl Iterator<Item = Shape> {
    shapes.into_iter().map(move |s| Shape { pivot: Some(pivot), ..s })
}

/// A small pennant shield centred on `c`.
fn shield(c: Pt, s: f32) -> [Shape; 3] {
    let outline = |k: f32| {
        vec![
            (c.0 - k, c.1 - k),
            (c.0 + k, c.1 - k),
            (c.0 + k, c.1 + 0.15 * k),
            (c.0, c.1 + 1.2 * k),
            (c.0 - k, c.1 + 0.15 * k),
        ]
    };
    let stripe = vec![
        (c.0 - 0.18 * s, c.1 - 0.8 * s),
        (c.0 + 0.18 * s, c.1 - 0.8 * s),
        (c.0 + 0.18 * s, c.1 + 0.9 * s),
        (c.0 - 0.18 * s, c.1 + 0.9 * s),
    ];
    [
        shape(outline(s * 1.25), palette::PENNANT_MARK, true),
        shape(outline(s), palette::PENNANT, true),
        shape(stripe, palette::PENNANT_MARK, true),
    ]
}

/// A little house with a pitched roof centred on `c`.
fn house(c: Pt, s: f32) -> Vec<Shape> {
    vec![
        shape(rect((c.0 - s * 1.15, c.1 - s * 0.25), (c.0 + s * 1.15, c.1 + s * 1.05)), palette::DOOR, true),
        shape(rect((c.0 - s, c.1 - s * 0.1), (c.0 + s, c.1 + s * 0.9)), palette::CHAPEL, true),
        shape(vec![(c.0 - s * 1.3, c.1), (c.0, c.1 - s * 1.1), (c.0 + s * 1.3, c.1)], palette::ROOF, true),
    ]
}

impl Design {
    fn new(def: &TileDef) -> Design {
        let mut shapes = Vec::new();
        let mut anchors = vec![CENTRE; def.segments.len()];
        // The expansions' ground first (the river's water): roads cross it on bridges,
        // cities sit on its banks.
        let moved = expansion::every().fold(None, |moved, art| art.ground(def, &mut shapes).or(moved));
        // Roads next: cities cover the ends that run to a gate.
        let roads = add_roads(def, moved, &mut shapes, &mut anchors);
        let abbey = moved.unwrap_or(CENTRE);
        let walls = add_cities(def, &mut shapes, &mut anchors);
        add_road_ends(&roads, &walls, &mut shapes);
        if let Some(m) = def.monastery() {
            let scale = if moved.is_some() { 0.6 } else { 1.0 };
            shapes.extend(upright(monastery(abbey, scale), abbey));
            anchors[m] = abbey;
        }
        add_markers(def, &mut shapes);
        // A feature the tile data prints without edges (a garden), in the room left.
        let painted = expansion::every().filter_map(|art| art.feature(def, &mut shapes)).last();
        if let Some(p) = painted {
            anchors[p.segment] = p.at;
        }
        // Fields last: they stand wherever the other shapes leave the most room.
        let solid: Vec<&[Pt]> = shapes.iter().filter(|s| s.solid).map(|s| &s.poly[..]).collect();
        let fields = || def.segments.iter().enumerate().filter(|(_, s)| s.kind == FeatureKind::Field);
        let taken = fields().fold(0, |halves, (_, s)| halves | s.halves);
        let of = fields().filter(|(_, s)| s.walled_in()).count();
        let mut nth = 0;
        for (i, seg) in fields() {
            anchors[i] = match seg.walled_in() {
                true => {
                    nth += 1;
                    spots::walled_anchor(&solid, spots::Walled { taken, nth: nth - 1, of })
                }
                false => spots::field_anchor(&solid, seg.halves),
            };
        }
        // What lies under everything, placed by the fields' figures (a hill).
        for art in expansion::every() {
            shapes.splice(0..0, art.underlay(def, &anchors));
        }
        let disc = painted.map(|p| (p.segment, disc_beside(p, &anchors)));
        Design { shapes, anchors, disc }
    }
}

/// Where city segment `i` of `def` shows an emblem, in the tile's unit square: its
/// pennant's shield, or the good it prints (Traders & Builders); `None` for a segment
/// that is no city.
pub(super) fn emblem_at(def: &TileDef, i: usize) -> Option<Pt> {
    let (city, r) = CityShape::of_segment(def, i)?;
    Some(turn(city.places().1, r))
}

/// Road strokes (edge colour under the surface, all roads together so crossings merge)
/// and where a figure stands on each road; returns the centre lines. Two roads that
/// cross without meeting (each straight across the tile: Traders & Builders' `TB/RRrr`)
/// are drawn one after the other instead, each with its edges, the first of the tile's
/// table last, so that it runs over the other as on the printed tile rather than
/// making a crossroads.
fn add_roads(def: &TileDef, moved: Option<Pt>, shapes: &mut Vec<Shape>, anchors: &mut [Pt]) -> Vec<RoadPath> {
    let mut all = Vec::new();
    let roads = || def.segments.iter().enumerate().filter(|(_, s)| s.kind == FeatureKind::Road);
    let across = |seg: &Segment| Dir::ALL.into_iter().any(|d| seg.touches(d) && seg.touches(d.opposite()));
    let overpass = roads().filter(|(_, s)| across(s)).count() > 1;
    for (i, seg) in roads() {
        let paths = road_path(seg, moved);
        let main = &paths[0].points;
        let (first, last) = (main[0], main[main.len() - 1]);
        anchors[i] = match paths[0].end {
            Some(RoadEnd::Monastery) => lerp(first, last, 0.36),
            Some(RoadEnd::House) => lerp(first, last, 0.45),
            Some(_) => lerp(first, last, 0.5),
            None if main.len() == 2 => lerp(first, last, 0.5),
            None => main[main.len() / 2],
        };
        all.extend(paths);
    }
    let layers = [(ROAD_EDGE_WIDTH, palette::ROAD_EDGE), (ROAD_WIDTH, palette::ROAD)];
    let mut draw = |path: &RoadPath, (width, colour): (f32, Rgb)| {
        shapes.extend(stroke(&path.points, width).into_iter().map(|poly| shape(poly, colour, true)));
    };
    if overpass {
        for path in all.iter().rev() {
            layers.into_iter().for_each(|layer| draw(path, layer));
        }
    } else {
        for layer in layers {
            all.iter().for_each(|path| draw(path, layer));
        }
    }
    all
}

/// Each city as its wall with the city pulled in from the open side, its pennant
/// shield and its figure's place; returns the wall outlines (for gates).
fn add_cities(def: &TileDef, shapes: &mut Vec<Shape>, anchors: &mut [Pt]) -> Vec<Vec<Pt>> {
    let mut walls = Vec::new();
    for (i, seg) in def.segments.iter().enumerate().filter(|(_, s)| s.kind == FeatureKind::City) {
        let Some((city, r)) = CityShape::of_segment(def, i) else { continue };
        let wall = turned_all(city.outline(0.0), r);
        shapes.push(shape(wall.clone(), palette::WALL, true));
        walls.push(wall);
        shapes.push(shape(turned_all(city.outline(WALL), r), palette::CITY, true));
        let (figure, pennant) = city.places();
        anchors[i] = turn(figure, r);
        if seg.pennants > 0 {
            let at = turn(pennant, r);
            shapes.extend(upright(shield(at, 0.07), at));
        }
    }
    walls
}

/// What each road stopping on the tile stops at: a junction, a house, a city gate (a
/// monastery, bazaar or monument covers the end itself).
fn add_road_ends(roads: &[RoadPath], walls: &[Vec<Pt>], shapes: &mut Vec<Shape>) {
    for path in roads {
        let (start, stop) = (path.points[0], path.points[path.points.len() - 1]);
        match path.end {
            Some(RoadEnd::Junction) => shapes.push(shape(disk(stop, 0.085), palette::JUNCTION, true)),
            Some(RoadEnd::House) => shapes.extend(upright(house(stop, 0.075), stop)),
            Some(RoadEnd::Gate) => {
                // The gate sits where the road meets the city's wall.
                let walls: Vec<&[Pt]> = walls.iter().map(Vec::as_slice).collect();
                let inside = mask(&walls, 80);
                let at = (0..=40)
                    .map(|k| lerp(start, stop, k as f32 / 40.0))
                    .find(|&p| covers(&inside, p))
                    .unwrap_or(stop);
                let (dx, dy) = (stop.0 - start.0, stop.1 - start.1);
                let (along, across) = (0.035, 0.075);
                let (hx, hy) = if dx.abs() > dy.abs() { (along, across) } else { (across, along) };
                let gate = rect((at.0 - hx, at.1 - hy), (at.0 + hx, at.1 + hy));
                shapes.push(shape(gate, palette::DOOR, true));
            }
            // A road to a monastery, a bazaar or a monument ends at what is drawn there;
            // an expansion's road end is drawn by its art.
            _ => {}
        }
    }
}

/// The lake of an inn by a lake (`Markers::lake`), then the markers the expansions
/// print (`ExpansionArt::markers`: Inns & Cathedrals' own inns).
fn add_markers(def: &TileDef, shapes: &mut Vec<Shape>) {
    if def.markers.lake {
        let lake = shape(ellipse((0.74, 0.8), 0.1, 0.065), palette::LAKE, true);
        shapes.extend(upright([lake], (0.74, 0.8)));
    }
    for art in expansion::every() {
        art.markers(def, shapes);
    }
}

/// The monastery building centred on `c`, `s` times its usual size: a nave with a
/// pitched roof and a bell tower, outlined so it reads on any ground.
fn monastery(c: Pt, s: f32) -> Vec<Shape> {
    let at = |dx: f32, dy: f32| (c.0 + s * dx, c.1 + s * dy);
    let nave = |k: f32| rect(at(-0.19 - k, -0.02 - k), at(0.13 + k, 0.2 + k));
    let roof =
        |k: f32| vec![at(-0.23 - k * 1.5, k * 0.4), at(-0.03, -0.16 - k * 1.5), at(0.17 + k * 1.5, k * 0.4)];
    let tower = |k: f32| rect(at(0.07 - k, -0.2 - k), at(0.21 + k, 0.2 + k));
    let spire = |k: f32| {
        vec![
            at(0.05 - k * 1.5, -0.19 + k * 0.4),
            at(0.14, -0.34 - k * 1.6),
            at(0.23 + k * 1.5, -0.19 + k * 0.4),
        ]
    };
    let o = 0.025;
    vec![
        shape(nave(o), palette::DOOR, true),
        shape(roof(o), palette::DOOR, true),
        shape(tower(o), palette::DOOR, true),
        shape(spire(o), palette::DOOR, true),
        shape(nave(0.0), palette::CHAPEL, true),
        shape(roof(0.0), palette::ROOF, true),
        shape(tower(0.0), palette::CHAPEL, true),
        shape(spire(0.0), palette::ROOF, true),
        shape(rect(at(-0.065, 0.08), at(0.005, 0.2)), palette::DOOR, true),
        shape(disk(at(-0.03, 0.08), 0.035 * s), palette::DOOR, true),
        shape(rect(at(0.12, -0.13), at(0.16, -0.06)), palette::DOOR, true),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_city_of_the_catalog_has_a_shape() {
        for kind in single_kinds() {
            for seg in kind.def().segments.iter().filter(|s| s.kind == FeatureKind::City) {
                assert!(CityShape::of(seg.edges).is_some(), "{kind} {}", seg.label);
            }
        }
    }

    #[test]
    fn irregular_cities_get_their_own_outline() {
        let shape = |id: &str, i: usize| {
            let kind: TileKind = id.parse().unwrap();
            CityShape::of_segment(kind.def(), i).unwrap().0
        };
        assert_eq!(shape("HS/C!.v", 0), CityShape::Spike);
        assert_eq!(shape("HS/CFC.v", 0), CityShape::Wedge);
        assert_eq!(shape("AM/CCc+", 0), CityShape::ShoulderedSpike);
        assert_eq!(shape("DG/CCc+.p", 0), CityShape::ShoulderedWedge);
        assert_eq!(shape("HS/CC!.v", 0), CityShape::SplitFirst);
        assert_eq!(shape("HS/CC!.v", 1), CityShape::SplitSecond);
        assert_eq!(shape("BA/C", 0), CityShape::Cap);
        assert_eq!(shape("BA/Cc.1", 0), CityShape::Corner);
        for kind in single_kinds() {
            for (i, seg) in
                kind.def().segments.iter().enumerate().filter(|(_, s)| s.kind == FeatureKind::City)
            {
                assert!(CityShape::of_segment(kind.def(), i).is_some(), "{kind} {}", seg.label);
            }
        }
    }

    #[test]
    fn city_anchors_lie_inside_their_city() {
        for kind in single_kinds() {
            let d = design(kind);
            for (i, seg) in
                kind.def().segments.iter().enumerate().filter(|(_, s)| s.kind == FeatureKind::City)
            {
                let (city, r) = CityShape::of_segment(kind.def(), i).unwrap();
                let inside = mask(&[&turned_all(city.outline(WALL), r)], 200);
                assert!(covers(&inside, d.anchors[i]), "{kind} {}", seg.label);
            }
        }
    }

    #[test]
    fn turning_moves_north_to_east() {
        let (x, y) = turn((0.5, 0.0), 1);
        assert!((x - 1.0).abs() < 1e-6 && (y - 0.5).abs() < 1e-6);
    }
}
