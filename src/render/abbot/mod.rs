//! The Abbot on the image: on a garden tile, the garden (a hedge around four
//! flower beds parted by gravel paths, a well in the middle: a cloister garden, not a
//! vineyard's grapes nor a monastery's building), painted from the tile data in the
//! field's open ground, where the abbot stands; on the board, the abbot (robed, under a
//! tall mitre: its silhouette is `silhouette`, its pose `figures::Pose::Own`); in the
//! header, each player's abbot while it is at home (a dash while it is out); in the final table, the garden's
//! points.

use carcassonne_engine::rules::abbot::{self, ABBOT, Act};
use carcassonne_engine::{Action, Category, FeatureKind, TileDef};

use super::expansion::{ExpansionArt, Painted};
use super::facts::ArtFacts;
use super::figures::FigureArt;
use super::paint::{Pt, covers, disk, mask, rect};
use super::palette::{self};
use super::spots;
use super::supply::{AtHome, Column};
use super::tile::{CENTRE, Shape, shape};
use super::{Scene, Words};

/// The Abbot's drawing, listed in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// The Abbot's art as data, listed in `render::registry!`.
pub(super) const ART: ArtFacts = ArtFacts {
    figures: &FIGURES,
    // First after the meeples: an abbot is a follower too. The abbot while it is at
    // home; a dash while it stands on the board, where its colour shows who holds which
    // monastery or garden.
    supply: &[Column::figures(
        10,
        28.0,
        &[AtHome { kind: ABBOT, home: |view, seat| view.abbot().is_some_and(|a| a.in_supply(seat)) }],
    )],
    categories: &[(Category::Garden, palette::HILL)],
    ..ArtFacts::NONE
};

impl ExpansionArt for Art {
    /// The garden, in the largest field where the other shapes leave it most room; the
    /// abbot stands in its middle.
    fn feature(&self, def: &TileDef, shapes: &mut Vec<Shape>) -> Option<Painted> {
        let garden = def.garden()?;
        let solid: Vec<&[Pt]> = shapes.iter().filter(|s| s.solid).map(|s| &s.poly[..]).collect();
        let fields = def.segments.iter().enumerate().filter(|(_, s)| s.kind == FeatureKind::Field);
        let largest = fields.max_by_key(|(i, s)| (s.halves.count_ones(), usize::MAX - i));
        let open = largest.map_or(CENTRE, |(_, s)| spots::field_anchor(&solid, s.halves));
        // As large as the field's open ground holds it, clear of roads, cities and water,
        // as near the field's most open point as it fits (never so far that it would stand
        // in another field); whole on its tile, and where a figure's whole height fits.
        let taken = mask(&solid, 80);
        let clear = |c: Pt, (hx, hy): Pt| {
            let (rx, ry, steps) = (hx + RIM, hy + RIM, 10);
            let at = |r: f32, k: i32| -r + 2.0 * r * k as f32 / steps as f32;
            (0..=steps).all(|i| (0..=steps).all(|j| !covers(&taken, (c.0 + at(rx, i), c.1 + at(ry, j)))))
        };
        let room = |half: f32| (half + RIM + EDGE).max(FIGURE_ROOM);
        let near = |half: Pt| {
            let (room_x, room_y) = (room(half.0), room(half.1));
            let axis = |room: f32| {
                let steps = ((1.0 - 2.0 * room) / 0.02).round() as i32;
                (0..=steps).map(move |k| room + (1.0 - 2.0 * room) * k as f32 / steps.max(1) as f32)
            };
            let far = |c: Pt| (c.0 - open.0).hypot(c.1 - open.1);
            axis(room_x)
                .flat_map(|x| axis(room_y).map(move |y| (x, y)))
                .filter(|&c| far(c) <= MAX_SHIFT && clear(c, half))
                .min_by(|&a, &b| far(a).total_cmp(&far(b)))
                .map(|c| (c, half))
        };
        let smallest = SIDES[SIDES.len() - 1];
        let edge = room(smallest);
        let (at, half) = shapes_by_area().find_map(near).unwrap_or((
            (open.0.clamp(edge, 1.0 - edge), open.1.clamp(edge, 1.0 - edge)),
            (smallest, smallest),
        ));
        shapes.extend(garden_shapes(at, half));
        Some(Painted { segment: garden, at, half })
    }

    /// The recall while it is open, with what it scores now, as the turn's text offers
    /// it: the command, or the first word of Discord's button (its whole words do not
    /// fit a column of the list).
    fn figure_step_commands(&self, scene: &Scene) -> Vec<String> {
        let game = &scene.view;
        let (seat, recall) = (game.active(), Action::from(Act::Recall));
        if !game.legal_actions(seat).contains(&recall) {
            return Vec::new();
        }
        let points = ("points", game.abbot().and_then(|a| a.recall_points(seat)).unwrap_or_default().into());
        let lang = scene.lang;
        vec![match scene.words {
            Words::Buttons(..) => lang.say("render-recall-button", [points]),
            words => lang.say(
                "render-recall-command",
                [("command", words.command(&recall.to_string(), lang).into()), points],
            ),
        }]
    }
}

/// Half a garden's side, hedge included, in tiles, largest first: from the largest
/// that reads on a final image (which reaches a chat at about 0.4 of its size, where a
/// garden 0.3 tiles across was a 6–8 px speck beside a monastery) down to the least
/// that still shows its beds.
const SIDES: [f32; 6] = [0.3, 0.27, 0.24, 0.21, 0.18, 0.15];
/// The longest side of a garden against its shortest: a field along a road or a city
/// holds a long garden where a square one would be small.
const LONGEST: f32 = 1.8;

/// A garden's half width and half height, the largest the field may hold first: every
/// pair of `SIDES` no longer than `LONGEST` against its other side, by area, the
/// squarer of two alike first.
fn shapes_by_area() -> impl Iterator<Item = Pt> {
    let mut all: Vec<Pt> = SIDES
        .into_iter()
        .flat_map(|w| SIDES.map(|h| (w, h)))
        .filter(|&(w, h)| w.max(h) <= LONGEST * w.min(h))
        .collect();
    let key = |&(w, h): &Pt| (w * h, -(w - h).abs());
    all.sort_by(|a, b| key(b).partial_cmp(&key(a)).unwrap_or(std::cmp::Ordering::Equal));
    all.into_iter()
}
/// How far from its tile's sides a figure's middle stands at least, in tiles (half a
/// figure: `board::FIGURE_ROOM`): the abbot stands in the garden's middle.
const FIGURE_ROOM: f32 = 0.19;
/// How far a garden may stand from its field's most open point, in tiles.
const MAX_SHIFT: f32 = 0.25;
/// The hedge's dark rim beyond a garden's half side.
const RIM: f32 = 0.015;
/// Between a garden's hedge and its tile's sides at least, in tiles: a garden in a
/// corner field (beside a city over two sides) is as large as it can be there.
const EDGE: f32 = 0.005;
/// Between two bushes of the hedge, in tiles.
const BUSH_SPACING: f32 = 0.063;

/// A garden centred on `c`, `half` its half width and height: a hedge of round bushes, rimmed dark so it stands
/// out of the field, round four planted beds (the hills' darker green) parted by a
/// cross of gravel paths, each bed with a flower (red and white, the monastery roof's
/// and the pennant's colours: the palette is full), a well where the paths meet. The
/// paths, flowers and well are wide enough to still show, as a light cross, dots and a
/// blue middle, where a chat shrinks a final image's tiles to some 30 px.
fn garden_shapes(c: Pt, (hx, hy): Pt) -> Vec<Shape> {
    // The hedge's line, its bushes' middles, that far round the middle.
    let (ax, ay) = (hx - 0.04, hy - 0.04);
    let mut out = vec![shape(rect((c.0 - ax, c.1 - ay), (c.0 + ax, c.1 + ay)), palette::ROAD, true)];
    // The bushes round the rectangle, each side from corner to corner, as close together
    // whatever the garden's size.
    let count = |a: f32| ((2.0 * a / BUSH_SPACING).round() as usize).max(4);
    let along = |a: f32, n: usize, k: usize| -a + 2.0 * a * k as f32 / n as f32;
    let (nx, ny) = (count(ax), count(ay));
    let bushes: Vec<Pt> = (0..nx)
        .map(|k| (c.0 + along(ax, nx, k), c.1 - ay))
        .chain((0..ny).map(|k| (c.0 + ax, c.1 + along(ay, ny, k))))
        .chain((0..nx).map(|k| (c.0 - along(ax, nx, k), c.1 + ay)))
        .chain((0..ny).map(|k| (c.0 - ax, c.1 - along(ay, ny, k))))
        .collect();
    for (r, colour) in [(0.045, palette::DOOR), (0.033, palette::HILL)] {
        out.extend(bushes.iter().map(|&b| shape(disk(b, r), colour, true)));
    }
    let (inner, path) = ((ax - 0.04, ay - 0.04), 0.03);
    // A flower as large as its bed holds it.
    let flower = (0.4 * (inner.0.min(inner.1) - path)).min(0.035);
    for (k, (sx, sy)) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)].into_iter().enumerate() {
        let near = (c.0 + sx * path, c.1 + sy * path);
        let far = (c.0 + sx * inner.0, c.1 + sy * inner.1);
        out.push(shape(rect(near, far), palette::HILL, true));
        let mid = ((near.0 + far.0) / 2.0, (near.1 + far.1) / 2.0);
        let colour = if k % 2 == 0 { palette::ROOF } else { palette::PENNANT_MARK };
        out.push(shape(disk(mid, flower), colour, true));
    }
    out.push(shape(disk(c, 0.048), palette::STONE_DARK, true));
    out.push(shape(disk(c, 0.032), palette::LAKE, true));
    out
}

/// The abbot's silhouette in a unit box, head up (`figures` fits it in the sprite and
/// outlines it): a wide cope falling to the ground with no arms or legs apart, a head,
/// and over it a tall mitre split into its two points, so it reads apart from a
/// meeple's arms and legs and from the shepherd's brimmed hat and crook.
fn silhouette() -> Vec<Vec<Pt>> {
    let cope = vec![(0.3, 0.5), (0.7, 0.5), (0.82, 0.66), (0.92, 1.0), (0.08, 1.0), (0.18, 0.66)];
    let mitre =
        vec![(0.31, 0.4), (0.31, 0.16), (0.43, -0.02), (0.5, 0.1), (0.57, -0.02), (0.69, 0.16), (0.69, 0.4)];
    vec![cope, disk((0.5, 0.45), 0.12), mitre]
}

/// The mitre's bands (an upright and a crosswise one), in the seat number's ink over
/// the silhouette: a mitre, not a pointed hood, once the figure is large enough to show
/// them.
fn bands() -> Vec<Vec<Pt>> {
    vec![rect((0.465, 0.12), (0.535, 0.4)), rect((0.31, 0.26), (0.69, 0.32))]
}

/// Where the abbot's seat number goes, on its cope.
const NUMBER_AT: Pt = (0.5, 0.77);

/// The box's figures' paintings, by number (`rules::abbot::FIGURES`): the abbot.
const FIGURES: [FigureArt; abbot::FIGURES.len()] = [FIGURE];

/// How the abbot is painted.
const FIGURE: FigureArt = FigureArt { silhouette, bands, number_at: NUMBER_AT, scale: 1.0, held: None };

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::tile::design;
    use carcassonne_engine::TileKind;

    /// Every tile that prints a garden (The Abbot's and the river's) shows it: its well
    /// where the abbot stands, inside the tile far enough for a whole figure, and no
    /// other figure of the tile standing in it.
    #[test]
    fn every_garden_tile_shows_its_garden_where_the_abbot_stands() {
        let gardens: Vec<TileKind> = TileKind::all().filter(|k| k.def().garden().is_some()).collect();
        assert_eq!(
            gardens.len(),
            22,
            "ten garden tiles, the river's, Inns & Cathedrals', the two of Traders & Builders', Princess & Dragon, The Tower, Abbey & Mayor, Mage & Witch and The Flying Machines"
        );
        for kind in gardens {
            let def = kind.def();
            let d = design(kind);
            let g = def.garden().expect("a garden");
            let at = d.anchors[g];
            let inside = |v: f32| (FIGURE_ROOM..=1.0 - FIGURE_ROOM).contains(&v);
            assert!(inside(at.0) && inside(at.1), "{kind}: the abbot at {at:?}");
            let well =
                d.shapes.iter().find(|s| s.colour == palette::LAKE && covers(&mask(&[&s.poly], 200), at));
            assert!(well.is_some(), "{kind}: no well under the abbot");
            let half = SIDES[SIDES.len() - 1];
            for (i, other) in d.anchors.iter().enumerate().filter(|&(i, _)| i != g) {
                let apart = (other.0 - at.0).abs().max((other.1 - at.1).abs());
                assert!(apart > half, "{kind}: segment {} stands in the garden", def.segments[i].label);
            }
        }
    }
}
