//! Traders & Builders on the image: on its tiles, each city's good where a pennant's
//! shield would stand (a wine jug on green, a sheaf of grain on cream, a bolt of cloth on
//! white, each disc rimmed dark so it reads on the city); on the board, the builder (a worker
//! under a cap, a hammer raised) and the pig (seen from the side); in the header, each
//! player's builder and pig while at home (a dash while out) and the goods they hold,
//! one coloured disc per good with its count; in the final table, the goods' points.

use carcassonne_engine::rules::traders_builders::{self, BUILDER, Good, PIG, Role};
use carcassonne_engine::{Category, FeatureKind, Seat, TileDef, View};

use super::Scene;
use super::canvas::Canvas;
use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::figures::FigureArt;
use super::paint::{self, Pt, disk, ellipse, rect};
use super::palette::{self, Rgb};
use super::supply::{AtHome, Column, Shows};
use super::text::{self, Align, Style, Weight};
use super::tile::{Shape, emblem_at, shape, upright};

/// Traders & Builders' drawing, listed in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// Traders & Builders' art as data, listed in `render::registry!`.
pub(super) const ART: ArtFacts = ArtFacts {
    figures: &FIGURES,
    // After the abbot: the builder and the pig at home (a dim dash for one that is
    // out); then, after the castles and the gifts, the goods held.
    supply: &[
        Column::figures(12, 40.0, &AT_HOME),
        Column { place: 70, width: 62.0, title: None, shows: Shows::Drawn { draw: goods, figures: &[] } },
    ],
    categories: &[(Category::Goods, palette::GRAPE)],
    ..ArtFacts::NONE
};

/// A player's goods in the supply: a disc of each good's colour with its count.
fn goods(canvas: &mut Canvas, scene: &Scene, seat: Seat, (x, cy): (f32, f32), ui: f32) {
    let Some(tb) = scene.view.traders_builders() else { return };
    let held = tb.goods(seat);
    let r = 9.0 * ui;
    for (k, good) in Good::ALL.into_iter().enumerate() {
        let cx = x + r + 1.0 + 20.0 * ui * k as f32;
        paint::draw_disk(canvas, cx, cy, r + 1.5, palette::FIGURE_EDGE);
        paint::draw_disk(canvas, cx, cy, r, colour(good));
        let style = Style::new(r * 1.3, Weight::Bold, palette::PENNANT_MARK);
        text::draw(canvas, cx, cy, Align::Centre, style, &held[good.index()].to_string());
    }
}

/// The builder and the pig in the supply column, in that order.
const AT_HOME: [AtHome; 2] = [
    AtHome { kind: BUILDER, home: |view, seat| home(view, seat, Role::Builder) },
    AtHome { kind: PIG, home: |view, seat| home(view, seat, Role::Pig) },
];

/// Whether `seat`'s figure `role` is at home.
fn home(view: &View, seat: Seat, role: Role) -> bool {
    view.traders_builders().is_some_and(|tb| tb.in_supply(seat, role))
}

/// Each good's colour, as its token and its disc in the header show it.
pub(super) const fn colour(good: Good) -> Rgb {
    match good {
        Good::Wine => palette::GRAPE,
        Good::Grain => palette::TENT,
        Good::Cloth => palette::PENNANT,
    }
}

impl ExpansionArt for Art {
    /// Each city's good, where its pennant's shield would stand (no city printing a good
    /// has a pennant).
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        for (i, seg) in def.segments.iter().enumerate() {
            let (Some(good), FeatureKind::City) = (seg.goods, seg.kind) else { continue };
            let Some(at) = emblem_at(def, i) else { continue };
            // Inside the tile, the rim whole.
            let at = (at.0.clamp(0.16, 0.84), at.1.clamp(0.16, 0.84));
            shapes.extend(upright(token(good, at), at));
        }
    }
}

/// A good's token on a tile, centred on `c`: a light disc rimmed dark, and on it a jug
/// of wine, a sheaf of grain or a bolt of cloth in the good's colour.
fn token(good: Good, c: Pt) -> Vec<Shape> {
    // The icon's unit: the disc's radius is 0.13 of a tile, large enough to read on the
    // small tiles of a 500-pixel board.
    let k = 1.5;
    let r = 0.085 * k;
    // Grounds whose blends with the icon and the city the palette holds (a vineyard's
    // grapes on a field, a tent on a road, a pennant's shield).
    let (ground, rim) = match good {
        Good::Wine => (palette::FIELD, palette::DOOR),
        Good::Grain => (palette::ROAD, palette::DOOR),
        Good::Cloth => (palette::PENNANT_MARK, palette::WALL),
    };
    let mut out = vec![shape(disk(c, r + 0.014), rim, true), shape(disk(c, r), ground, true)];
    let at = |dx: f32, dy: f32| (c.0 + k * dx, c.1 + k * dy);
    let ink = colour(good);
    match good {
        Good::Wine => {
            // A round-bellied jug: its belly, neck, lip and handle.
            out.push(shape(ellipse(at(0.0, 0.018), 0.045 * k, 0.042 * k), ink, true));
            out.push(shape(rect(at(-0.016, -0.05), at(0.016, -0.01)), ink, true));
            out.push(shape(rect(at(-0.026, -0.062), at(0.026, -0.046)), ink, true));
            out.push(shape(rect(at(0.03, -0.04), at(0.05, 0.0)), ink, true));
        }
        Good::Grain => {
            // Three stalks fanned from a band, an ear on each.
            for dx in [-0.03, 0.0, 0.03] {
                out.push(shape(rect(at(dx * 0.5 - 0.006, -0.02), at(dx * 0.5 + 0.006, 0.055)), ink, true));
                out.push(shape(ellipse(at(dx, -0.035), 0.015 * k, 0.03 * k), ink, true));
            }
            out.push(shape(rect(at(-0.025, 0.018), at(0.025, 0.03)), palette::DOOR, true));
        }
        Good::Cloth => {
            // A bolt of cloth seen from its end: the roll, a stripe, and the cloth laid out.
            out.push(shape(rect(at(-0.05, -0.005), at(0.03, 0.04)), ink, true));
            out.push(shape(disk(at(0.0, -0.02), 0.035 * k), ink, true));
            out.push(shape(disk(at(0.0, -0.02), 0.012 * k), palette::PENNANT_MARK, true));
            out.push(shape(rect(at(-0.05, 0.012), at(0.03, 0.02)), palette::PENNANT_MARK, true));
        }
    }
    out
}

/// The builder's silhouette in a unit box, head up: a stocky worker in a smock, a flat
/// cap on the head and a hammer raised in one hand, so it reads apart from a meeple's
/// spread arms and legs, the shepherd's hat and crook and the abbot's mitre.
fn builder_silhouette() -> Vec<Vec<Pt>> {
    let smock = vec![(0.3, 0.46), (0.66, 0.46), (0.78, 1.0), (0.18, 1.0)];
    let cap = vec![(0.3, 0.24), (0.36, 0.12), (0.6, 0.12), (0.66, 0.2), (0.72, 0.24)];
    let arm = rect((0.6, 0.48), (0.82, 0.58));
    let handle = rect((0.76, 0.2), (0.84, 0.58));
    let head = rect((0.66, 0.1), (0.98, 0.24));
    vec![smock, disk((0.48, 0.32), 0.13), cap, arm, handle, head]
}

/// The builder's belt, in the seat number's ink.
fn builder_bands() -> Vec<Vec<Pt>> {
    vec![rect((0.26, 0.66), (0.7, 0.71))]
}

/// The pig's silhouette in a unit box, seen from the side facing east: a round body on
/// four short legs, a head with a pointed ear and a flat snout, a curl of tail.
fn pig_silhouette() -> Vec<Vec<Pt>> {
    let mut parts = vec![ellipse((0.44, 0.6), 0.36, 0.24), disk((0.78, 0.5), 0.16)];
    parts.push(rect((0.88, 0.44), (0.99, 0.6)));
    parts.push(vec![(0.7, 0.38), (0.76, 0.2), (0.86, 0.38)]);
    for x in [0.16, 0.3, 0.52, 0.64] {
        parts.push(rect((x, 0.72), (x + 0.1, 0.96)));
    }
    parts.push(disk((0.07, 0.5), 0.05));
    parts
}

/// The pig's eye, in the seat number's ink.
fn pig_bands() -> Vec<Vec<Pt>> {
    vec![disk((0.8, 0.44), 0.03)]
}

/// The box's figures' paintings, by number (`Role as u8`, `rules::traders_builders::FIGURES`):
/// the builder, its number on the smock, and the pig, its number on the body.
const FIGURES: [FigureArt; traders_builders::FIGURES.len()] = [
    FigureArt {
        silhouette: builder_silhouette,
        bands: builder_bands,
        number_at: (0.48, 0.84),
        scale: 1.0,
        held: None,
    },
    FigureArt {
        silhouette: pig_silhouette,
        bands: pig_bands,
        number_at: (0.42, 0.6),
        scale: 1.0,
        held: None,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::tile::design;
    use carcassonne_engine::TileKind;

    /// Every city printing a good shows its token: a shape of the good's colour in the
    /// middle of the city's emblem place, on every tile that prints one.
    #[test]
    fn every_good_shows_on_its_tile() {
        let mut seen = 0;
        for kind in TileKind::all() {
            let def = kind.def();
            for (i, seg) in def.segments.iter().enumerate() {
                let Some(good) = seg.goods else { continue };
                let at = emblem_at(def, i).expect("a city");
                let at = (at.0.clamp(0.16, 0.84), at.1.clamp(0.16, 0.84));
                let shows = design(kind)
                    .shapes
                    .iter()
                    .any(|s| s.colour == colour(good) && paint::covers(&paint::mask(&[&s.poly], 200), at));
                assert!(shows, "{kind}: no {good:?} at {at:?}");
                seen += 1;
            }
        }
        assert_eq!(seen, 22, "20 goods in the box, 2 more on the garden tiles");
    }
}
