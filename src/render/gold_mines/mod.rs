//! The Gold Mines on the image: on its tiles, the gold symbol (a gold ingot ringed in
//! stone, in the ground the roads and cities leave free, kept upright as the tile
//! turns); on the board, the ingots on each tile, an ingot and its count in the tile's
//! north-west corner, clear of the figures' spots; in the header's supply, each player's
//! ingots; in the final table, the gold's points. Its colours are the palette's (the
//! scored frame's gold, the road's cream for the ingot's top), so it adds none.

use carcassonne_engine::rules::facts::Aim;
use carcassonne_engine::rules::gold_mines::{GOLD, Ph};
use carcassonne_engine::{Category, FeatureKind, Pos, TileDef};

use super::Scene;
use super::board;
use super::canvas::Canvas;
use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::layout::Layout;
use super::paint::{Pt, disk};
use super::palette;
use super::supply::{Column, Count};
use super::text;
use super::tile::{CENTRE, Shape, free_place, shape, upright};

/// The Gold Mines' drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// The Gold Mines' art as data, registered in `render::registry!`: the ingots each
/// player holds (public), the gold's points in the final table.
pub(super) const ART: ArtFacts = ArtFacts {
    supply: &[Column::counts(100, 50.0, &INGOTS)],
    // The scored frame's gold is fame's already: the chapel's cream, an ingot's top.
    categories: &[(Category::Gold, palette::CHAPEL)],
    ..ArtFacts::NONE
};

/// The ingots each player holds, counted in the header's supply.
const INGOTS: [Count; 1] = [Count { icon, height: 11.0, count: |view, seat| GOLD.of(view, seat) }];

/// The gold symbol's reach from its middle, as a share of the tile's edge.
const SYMBOL: f32 = 0.12;

/// How far a monastery's chapel reaches from the tile's middle, as a share of its edge.
const CHAPEL: f32 = 0.24;

/// An ingot on the board, its height as a share of the tile's edge: legible at the
/// ~500 px a chat shows, beside a meeple.
const INGOT: f32 = 0.2;

/// Where the ingots on a tile stand, as a share of its edge: its north-west corner,
/// where no spot of the base game's tiles stands.
const CORNER: Pt = (0.07, 0.17);

/// An ingot seen from the side, `h` pixels tall, its left edge at `x` and centred on
/// `cy`: a wide bar under its narrower top, edged as the figures are. Returns its width.
pub fn icon(canvas: &mut Canvas, x: f32, cy: f32, h: f32) -> f32 {
    let w = (h * 1.7).round() as i32;
    let h = h.round().max(4.0) as i32;
    let (x, top) = (x.round() as i32, (cy - h as f32 / 2.0).round() as i32);
    let lid = (h * 2 / 5).max(2);
    let inset = (w / 5).max(1);
    let top_face = (x + inset, top, w - 2 * inset, lid);
    let front = (x, top + lid, w, h - lid);
    for (px, py, pw, ph) in [top_face, front] {
        canvas.fill_rect(px - 1, py - 1, pw + 2, ph + 2, palette::FIGURE_EDGE);
    }
    canvas.fill_rect(front.0, front.1, front.2, front.3, palette::SCORED);
    canvas.fill_rect(top_face.0, top_face.1, top_face.2, top_face.3, palette::ROAD);
    w as f32
}

/// The gold symbol's outline around `c`, reach `r`: an ingot's trapezoid.
fn bar(c: Pt, r: f32) -> Vec<Pt> {
    vec![
        (c.0 - r, c.1 + r * 0.55),
        (c.0 + r, c.1 + r * 0.55),
        (c.0 + r * 0.6, c.1 - r * 0.55),
        (c.0 - r * 0.6, c.1 - r * 0.55),
    ]
}

impl ExpansionArt for Art {
    /// The gold symbol, where the tile's ground is free.
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        if !def.markers.gold {
            return;
        }
        // The chapel, drawn later in the tile's middle, is no shape yet: kept clear.
        let monastery = def.segments.iter().any(|s| s.kind == FeatureKind::Monastery);
        let chapel = monastery.then(|| shape(disk(CENTRE, CHAPEL), palette::CHAPEL, true));
        let around: Vec<Shape> = shapes.iter().cloned().chain(chapel).collect();
        let at = free_place(&around, SYMBOL);
        let marks = [
            shape(bar(at, SYMBOL * 1.3), palette::STONE_DARK, true),
            shape(bar(at, SYMBOL * 1.05), palette::STONE, true),
            shape(bar(at, SYMBOL * 0.8), palette::SCORED, true),
        ];
        shapes.extend(upright(marks, at));
    }

    /// The ingots on each tile, over the frames and under the figures: an ingot and,
    /// for more than one, their number on a gold badge.
    fn board_over(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        let Some(gold) = scene.view.gold_mines() else { return };
        let t = layout.tile as f32;
        let h = (t * INGOT).max(6.0);
        for (pos, n) in gold.on_board() {
            let (x, cy) = layout.point(pos, CORNER);
            let w = icon(canvas, x, cy, h);
            if n > 1 {
                let label = n.to_string();
                text::badge(canvas, (x + w + h * 0.8, cy), h * 1.3, &label, palette::SCORED);
            }
        }
    }

    /// The cells the second ingot may go on, for a chat's preview to frame them.
    fn step_cells(&self, scene: &Scene) -> Vec<Pos> {
        let aims = board::decision_aims(&scene.view, |phase| Ph::of(phase).is_some());
        aims.into_iter()
            .filter_map(|aim| match aim {
                Aim::Tile(pos) => Some(pos),
                _ => None,
            })
            .collect()
    }
}
