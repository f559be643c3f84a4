//! Princess & Dragon on the image: its tiles' marks (`marks`: the volcano, the magic
//! portal, the princess's crown); the dragon on its cell, a red token ringed dark
//! with two gold eyes, big enough to find at chat size (smaller, in the corner across
//! from a tower on its tile, so both show); the fairy, a small sky-blue
//! token with a white heart, in the corner of its tile; and, while the dragon moves, a
//! pale frame on each cell it may step to, to match the header's `dragon` commands.

mod marks;

use carcassonne_engine::rules::princess_dragon::{Act, Ph};
use carcassonne_engine::{Category, Phase, Pos, TileDef};

use super::Scene;
use super::canvas::Canvas;
use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::layout::Layout;
use super::paint;
use super::palette::{self};
use super::tile::Shape;

/// Princess & Dragon's drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// Princess & Dragon's art as data, registered in `render::registry!`: the fairy's
/// points in the fairy's sky blue.
pub(super) const ART: ArtFacts =
    ArtFacts { categories: &[(Category::Fairy, palette::LAKE)], colours: &COLOURS, ..ArtFacts::NONE };

/// The dragon's token, as a share of a tile's edge: half the tile across, so it reads at
/// chat size.
const DRAGON_RADIUS: f32 = 0.26;

/// The dragon's token on a tile with a tower: smaller, in the corner across from the
/// tower, so that the tower (a third of the tile, its meeple on top) and the dragon both
/// show whole.
const DRAGON_BESIDE_TOWER: f32 = 0.2;

/// The fairy's token, smaller, in its tile's north-east corner.
const FAIRY_RADIUS: f32 = 0.16;

/// The one blend its tiles' marks (`marks`) add to the palette's: the portal's violet
/// opening in its stone arch. Every other edge of theirs is one the palette keeps.
const COLOURS: palette::Colours =
    palette::Colours { named: &[], washes: &[], ramps: &[(palette::STONE, palette::GRAPE, 2)], exact: &[] };

impl ExpansionArt for Art {
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        marks::add(def, shapes);
    }

    /// While the dragon moves: its cell and the cells it may step to. At a figure
    /// step: the tiles where a meeple through the portal or the princess may go (what
    /// the portal's and the princess's step is about), and the fairy's followers nearest
    /// the tile just placed that fit a preview with it (the fairy may go beside any of
    /// the player's followers, an aside at every figure step once they are spread: asking
    /// for all would show the whole board, small, at nearly every figure step).
    fn step_cells(&self, scene: &Scene) -> Vec<Pos> {
        let view = &scene.view;
        if Ph::of(view.phase()).is_some() {
            let Some(pd) = view.princess_dragon() else { return Vec::new() };
            let steps =
                pd.moving().map(|m| m.options.iter().map(|&(_, pos)| pos).collect()).unwrap_or_default();
            return pd.dragon().into_iter().chain::<Vec<Pos>>(steps).collect();
        }
        if view.phase() != Phase::PlaceFigure {
            return Vec::new();
        }
        let Some(seat) = view.pending().and_then(|d| d.seats.iter().next()) else { return Vec::new() };
        let (mut cells, mut fairy) = (Vec::new(), Vec::new());
        for action in view.legal_actions(seat) {
            match Act::of(action) {
                Some(Act::Fairy(beside)) => fairy.push(beside.pos()),
                Some(Act::Portal(t, _) | Act::Princess(t)) => cells.push(t.pos),
                Some(Act::Dragon(_)) | None => {}
            }
        }
        cells.extend(scene.nearest_fitting(fairy));
        cells
    }

    /// The cells the dragon may step to, while someone chooses its step.
    fn board_asks(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        if Ph::of(scene.view.phase()).is_none() {
            return;
        }
        let Some(moving) = scene.view.princess_dragon().and_then(|p| p.moving()) else { return };
        for &(_, pos) in &moving.options {
            let (x, y) = layout.cell(pos);
            let t = layout.tile as i32;
            canvas.frame(x + 2, y + 2, t - 4, t - 4, (t / 16).max(2), palette::LEGAL);
        }
    }

    /// The fairy and the dragon, over the figures.
    fn board_over(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        let Some(pd) = scene.view.princess_dragon() else { return };
        let t = layout.tile as f32;
        if let Some((pos, _)) = pd.fairy() {
            let (cx, cy) = layout.point(pos, (0.78, 0.22));
            let r = (t * FAIRY_RADIUS).max(4.0);
            paint::draw_disk(canvas, cx, cy, r + 1.5, palette::FIGURE_EDGE);
            paint::draw_disk(canvas, cx, cy, r, palette::LAKE);
            paint::draw_disk(canvas, cx, cy, r * 0.45, palette::WOOL);
        }
        if let Some(pos) = pd.dragon() {
            let (spot, radius) = match super::tower::standing(scene, pos) {
                // Mirrored through the centre, pulled into that corner.
                Some((x, y)) => ((0.5 + (0.5 - x) * 1.1, 0.5 + (0.5 - y) * 1.1), DRAGON_BESIDE_TOWER),
                None => ((0.5, 0.5), DRAGON_RADIUS),
            };
            let (cx, cy) = layout.point(pos, spot);
            let r = (t * radius).max(6.0);
            paint::draw_disk(canvas, cx, cy, r + 2.0, palette::FIGURE_EDGE);
            paint::draw_disk(canvas, cx, cy, r, palette::ROOF);
            for side in [-1.0, 1.0] {
                paint::draw_disk(canvas, cx + side * r * 0.4, cy - r * 0.2, r * 0.2, palette::SCORED);
                paint::draw_disk(canvas, cx + side * r * 0.4, cy - r * 0.2, r * 0.08, palette::FIGURE_EDGE);
            }
        }
    }
}
