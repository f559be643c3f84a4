//! The Ferries on the image: on its tiles, the ferry lake (a blue pond at the middle,
//! where the roads end); on the board, each ferry, a wooden plank across its lake from
//! one of its road ends to the other, edged dark as the figures are; while a ferry is
//! put or may move, every ferry offered drawn as a white path, edged dark, between its
//! two ends, each end offered marked by a white dot at its shore (the lakes are not
//! framed for a chat's preview: a box has six front-end hooks, and the offered lake is
//! the placed tile's or one of its road's). Each way keeps to its own part of the lake
//! ([`path`]), so that the buttons' « east and west ends » can be told on the picture
//! at chat size. Its colours are the palette's (the lake's blue, the city wall's brown),
//! so it adds none.

use carcassonne_engine::rules::facts::Aim;
use carcassonne_engine::rules::ferries::Ph;
use carcassonne_engine::{Dir, Pos, TileDef};

use super::Scene;
use super::board;
use super::canvas::Canvas;
use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::layout::Layout;
use super::paint::{Pt, disk, draw_disk, quadratic};
use super::palette;
use super::tile::{CENTRE, Shape, shape};

/// The Ferries' drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// The Ferries' art as data: no supply, no figure, no points of its own.
pub(super) const ART: ArtFacts = ArtFacts::NONE;

/// The lake's reach from the tile's middle, as a share of its edge: wide enough to hide
/// the roads' junction mark and to show a ferry's turn at ~500 px.
const LAKE: f32 = 0.22;

/// A ferry's plank, as a share of the tile's edge across: a follower's width, so it
/// reads at chat size.
const PLANK: f32 = 0.07;

/// A path offered while a ferry is put or moved, as a share of the tile's edge: half a
/// plank, so the plank laid is still the wider.
const OFFERED: f32 = 0.035;

/// How far a ferry between two side-by-side road ends is pulled toward their corner, as
/// a share of the way from the lake's middle to the corner their two shores make: a
/// little past the straight chord between the shores (a half), so that each such way
/// keeps to its own quarter of the lake, off the straight way across it, and the three
/// ways of a three-road lake are the sides of a triangle between its road ends (pulled
/// toward the middle instead, two of them ran a few pixels from the third at chat size).
const BOW: f32 = 0.6;

/// Where the road on side `dir` meets the lake, as a fraction of the tile.
fn shore(dir: Dir) -> Pt {
    let (dx, dy) = match dir {
        Dir::N => (0.0, -1.0),
        Dir::E => (1.0, 0.0),
        Dir::S => (0.0, 1.0),
        Dir::W => (-1.0, 0.0),
    };
    (CENTRE.0 + dx * LAKE * 0.9, CENTRE.1 + dy * LAKE * 0.9)
}

/// The path a ferry on `ends` takes across the lake at `pos`, in pixels: between
/// opposite ends straight through the middle; between side-by-side ends a curve a little
/// past their chord, toward their corner ([`BOW`]).
fn path(layout: &Layout, pos: Pos, [a, b]: [Dir; 2]) -> Vec<Pt> {
    let (from, to) = (shore(a), shore(b));
    // The corner of the two shores: the middle itself for opposite ends.
    let corner = (from.0 + to.0 - CENTRE.0, from.1 + to.1 - CENTRE.1);
    let pull = (CENTRE.0 + (corner.0 - CENTRE.0) * BOW, CENTRE.1 + (corner.1 - CENTRE.1) * BOW);
    quadratic(from, pull, to, 12).into_iter().map(|p| layout.point(pos, p)).collect()
}

/// Draws `points` as a line of disks `r` pixels in radius.
fn line(canvas: &mut Canvas, points: &[Pt], r: f32, colour: palette::Rgb) {
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let steps = (((b.0 - a.0).hypot(b.1 - a.1) / (r * 0.5).max(0.5)).ceil() as usize).max(1);
        for i in 0..=steps {
            let t = i as f32 / steps as f32;
            draw_disk(canvas, a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, r, colour);
        }
    }
}

impl ExpansionArt for Art {
    /// The ferry lake, over the roads that end there.
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        if !def.markers.ferry {
            return;
        }
        shapes.push(shape(disk(CENTRE, LAKE + 0.02), palette::ROAD_EDGE, true));
        shapes.push(shape(disk(CENTRE, LAKE), palette::LAKE, true));
    }

    /// Every ferry, a plank from shore to shore, under the figures.
    fn board_over(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        let Some(ferries) = scene.view.ferries() else { return };
        let r = (layout.tile as f32 * PLANK / 2.0).max(2.0);
        for (pos, ends) in ferries.ferries() {
            let points = path(layout, pos, ends);
            line(canvas, &points, r + 1.0, palette::FIGURE_EDGE);
            line(canvas, &points, r, palette::WALL);
        }
    }

    /// While a ferry is put or may move: each ferry offered, a white path edged dark,
    /// and a white dot at the shore of each road end offered (all the outlines first, so
    /// that no path's edge cuts across another where two share an end).
    fn board_asks(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        let r = (layout.tile as f32 * OFFERED / 2.0).max(1.0);
        let offered = offered(scene);
        let paths: Vec<Vec<Pt>> = offered.iter().map(|&(pos, ends)| path(layout, pos, ends)).collect();
        let shores: Vec<Pt> =
            offered.iter().flat_map(|&(pos, ends)| ends.map(|end| layout.point(pos, shore(end)))).collect();
        for points in &paths {
            line(canvas, points, r + 1.0, palette::FIGURE_EDGE);
        }
        for &(x, y) in &shores {
            draw_disk(canvas, x, y, 2.0 * r + 1.0, palette::FIGURE_EDGE);
        }
        for points in &paths {
            line(canvas, points, r, palette::LEGAL);
        }
        for &(x, y) in &shores {
            draw_disk(canvas, x, y, 2.0 * r, palette::LEGAL);
        }
    }
}

/// The ferries offered by the decision waited for, if it is one of this box's.
fn offered(scene: &Scene) -> Vec<(Pos, [Dir; 2])> {
    let aims = board::decision_aims(&scene.view, |phase| Ph::of(phase).is_some());
    aims.into_iter()
        .filter_map(|aim| match aim {
            Aim::Ends(pos, ends) => Some((pos, ends)),
            _ => None,
        })
        .collect()
}
