//! Hills & Sheep on the image: on its tiles, a hill (a mound seen from the side, under
//! roads and cities, its field's figure standing on it) and a vineyard's grapes; on the
//! board, the shepherd (its pose is `figures`') with its flock's size beside it; in the
//! header, each player's shepherd at home or its flock, and the tokens left in the bag;
//! in the final table, the sheep's points.

mod shepherd;

use carcassonne_engine::rules::hills_sheep::{self, SHEPHERD};
use carcassonne_engine::{Category, FeatureKind, Figure, Seat, TileDef, View};

use super::Lang;
use super::Scene;
use super::canvas::Canvas;
use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::figures::{self, FigureArt};
use super::layout::Layout;
use super::paint::{self, Pt, disk, stroke};
use super::palette;
use super::supply::{Column, Shows};
use super::text::{self, Align, Style, Weight};
use super::tile::{CENTRE, Shape, shape, upright};

/// The shepherd's height in the supply, at scale 1.
const SUPPLY_FIGURE: f32 = 16.0;

/// Hills & Sheep's drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// Hills & Sheep's art as data, registered in `render::registry!`.
pub(super) const ART: ArtFacts = ArtFacts {
    figures: &FIGURES,
    supply: &[Column {
        place: 20,
        width: 50.0,
        title: None,
        shows: Shows::Drawn { draw: shepherd_or_flock, figures: &[(SUPPLY_FIGURE, SHEPHERD)] },
    }],
    categories: &[(Category::Sheep, palette::WOOL)],
    ..ArtFacts::NONE
};

/// The box's figures' paintings, by number (`rules::hills_sheep::FIGURES`).
const FIGURES: [FigureArt; hills_sheep::FIGURES.len()] = [shepherd::FIGURE];

/// A player's supply column: the shepherd at home, or the sheep it watches on the board.
fn shepherd_or_flock(canvas: &mut Canvas, scene: &Scene, seat: Seat, (x, cy): (f32, f32), ui: f32) {
    let u = |v: f32| v * ui;
    let shepherd = scene.view.hills_sheep().map(|h| h.shepherd(seat));
    if shepherd.is_some_and(|s| s.in_supply) {
        let pose = figures::pose(SHEPHERD);
        figures::draw(canvas, x + u(8.0), cy, u(SUPPLY_FIGURE).round() as u32, seat, pose);
    } else {
        let sheep = shepherd.map_or(0, |s| s.sheep());
        sheep_badge(canvas, x, cy, u(16.0), sheep);
    }
}

impl ExpansionArt for Art {
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        if def.markers.vineyard {
            for (dx, dy) in
                [(0.0, 0.0), (0.05, 0.0), (0.1, 0.0), (0.025, 0.045), (0.075, 0.045), (0.05, 0.09)]
            {
                let grape = shape(disk((0.74 + dx, 0.62 + dy), 0.03), palette::GRAPE, true);
                shapes.extend(upright([grape], (0.79, 0.66)));
            }
        }
    }

    /// A hill on the largest field's open ground, where roads and cities leave it whole
    /// (under them, as ground); its field's figure stands on it.
    fn underlay(&self, def: &TileDef, anchors: &[Pt]) -> Vec<Shape> {
        if !def.markers.hill {
            return Vec::new();
        }
        let fields = def.segments.iter().enumerate().filter(|(_, s)| s.kind == FeatureKind::Field);
        let largest = fields.max_by_key(|(i, s)| (s.halves.count_ones(), usize::MAX - i));
        hill(largest.map_or(CENTRE, |(i, _)| anchors[i]))
    }

    /// The flock's size by its shepherd.
    fn by_figure(
        &self,
        canvas: &mut Canvas,
        scene: &Scene,
        layout: &Layout,
        figure: &Figure,
        (cx, cy): (f32, f32),
        size: u32,
    ) {
        if figure.kind != SHEPHERD {
            return;
        }
        let flock = scene.view.hills_sheep().map_or(0, |h| h.shepherd(figure.owner).sheep());
        let h = (layout.tile as f32 * 0.2).max(10.0);
        sheep_badge(canvas, cx + size as f32 * 0.3, cy + size as f32 * 0.35, h, flock);
    }

    /// The tokens left in the sheep bag.
    fn left_note(&self, game: &View, lang: Lang) -> Option<String> {
        game.hills_sheep().map(|h| lang.say("render-sheep-bag", [("n", h.bag_len().into())]))
    }
}

/// A hill seen from the side, standing upright on its tile (as buildings do) but under
/// roads and cities, centred on `c` (or as near as it fits): a mound rising from a flat
/// foot, outlined in dark earth, lit from the upper left and shaded on its right flank,
/// with hachures (the map maker's short strokes running down a slope) on the shaded
/// side, so it reads as raised ground and not as a flat pool.
fn hill(c: Pt) -> Vec<Shape> {
    let (rx, ry) = (0.34, 0.28);
    // Whole on its tile, outline included.
    let c = (c.0.clamp(rx + 0.06, 1.0 - rx - 0.06), c.1.clamp(ry / 2.0 + 0.06, 1.0 - ry / 2.0 - 0.06));
    let foot = (c.0, c.1 + ry / 2.0);
    // The mound's outline: a dome from its west foot over its top to its east foot.
    let dome = |f: Pt, rx: f32, ry: f32| -> Vec<Pt> {
        (0..=16)
            .map(|i| {
                let a = std::f32::consts::PI * i as f32 / 16.0;
                (f.0 - rx * a.cos(), f.1 - ry * a.sin().max(0.0).powf(0.7))
            })
            .collect()
    };
    let mut shapes = vec![
        shape(dome((foot.0, foot.1 + 0.015), rx + 0.03, ry + 0.035), palette::WALL, false),
        shape(dome(foot, rx, ry), palette::HILL, false),
        shape(dome((foot.0 - 0.08, foot.1 - 0.02), rx * 0.6, ry * 0.8), palette::FIELD, false),
    ];
    // Down the east flank, from below the top to the foot.
    for i in 0..5 {
        let a = (22.0 + 13.0 * i as f32).to_radians();
        let at = |k: f32| (foot.0 + k * rx * a.cos(), foot.1 - k * ry * a.sin().max(0.0).powf(0.7));
        let stroke_ = stroke(&[at(0.62), at(0.94)], 0.026);
        shapes.extend(stroke_.into_iter().map(|poly| shape(poly, palette::WALL, false)));
    }
    upright(shapes, c).collect()
}

/// A flock's size beside its shepherd: a fleece-white token with the number of sheep,
/// its left edge at `x`, centred on `cy`, `height` pixels tall.
fn sheep_badge(canvas: &mut Canvas, x: f32, cy: f32, height: f32, sheep: u32) {
    let r = height * 0.42;
    let centres = [(x + r, cy + r * 0.15), (x + 1.9 * r, cy - r * 0.2), (x + 2.8 * r, cy + r * 0.15)];
    for &(px, py) in &centres {
        paint::draw_disk(canvas, px, py, r + 1.5, palette::FIGURE_EDGE);
    }
    for &(px, py) in &centres {
        paint::draw_disk(canvas, px, py, r, palette::WOOL);
    }
    let style = Style::new(height * 0.7, Weight::Bold, palette::FIGURE_EDGE);
    text::draw(canvas, x + 1.9 * r, cy, Align::Centre, style, &sheep.to_string());
}
