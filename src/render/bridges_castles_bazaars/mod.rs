//! Bridges, Castles & Bazaars on the image: on its tiles, a bazaar's stall (`stall`,
//! painted again over a bridge built across its tile); its
//! bridges (`bridges`: built, where one may be built, where a figure on one stands, the
//! header's icon), its castles (`castles`: the fortress over a small city, its
//! occupants, the frame round a small city whose owners choose, the header's icon) and
//! its bazaar (`bazaar`: the auction's offer and bids in the header, a tile won there
//! still to be played); in the final table, the castles' and the bazaars' points.

pub(super) mod bazaar;
pub(super) mod bridges;
pub(super) mod castles;
mod stall;

use carcassonne_engine::{
    Action, CastleChoice, Category, Phase, Pos, Rotation, Seat, Segment, Spot, TileDef, View,
};

use super::canvas::Canvas;
use super::expansion::{self, Column, ExpansionArt};
use super::layout::{self, Layout};
use super::paint::Pt;
use super::palette;
use super::panel;
use super::tile::Shape;
use super::{Lang, Scene};

/// Bridges, Castles & Bazaars' drawing, registered in `expansion::art_of`.
#[derive(Debug)]
pub(super) struct Art;

/// The header's columns: bridges and castles, and a tile won at a bazaar.
const SUPPLY: [f32; 2] = [100.0, panel::ROW];

impl ExpansionArt for Art {
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        if def.markers.bazaar {
            shapes.extend(stall::shapes());
        }
    }

    /// A figure on a segment the tile does not print stands on a bridge.
    fn added_spot(&self, segment: &Segment, rot: Rotation) -> Option<Pt> {
        Some(bridges::anchor(bridges::axis(segment, rot)))
    }

    /// Bridges, and over a bridge on a bazaar tile the stall it would hide.
    fn board_under(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        let board = scene.view.board();
        for bridge in scene.view.bridges_castles_bazaars().iter().flat_map(|b| b.bridges()) {
            let (x, y) = layout.cell(bridge.pos);
            bridges::draw(canvas, x, y, layout.tile, bridge.axis);
            if board.tile_at(bridge.pos).is_some_and(|t| t.kind.def().markers.bazaar) {
                stall::draw(canvas, x, y, layout.tile);
            }
        }
    }

    /// The small city whose owners choose, and, while the active player may (or must)
    /// build a bridge, a pale bridge wherever one may go, to match the header's
    /// `bridge x y NS` commands.
    fn board_asks(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        let game = &scene.view;
        if let Some(cells) = game.bridges_castles_bazaars().and_then(|b| b.small_city()) {
            castles::highlight(canvas, layout, cells);
        }
        if !matches!(game.phase(), Phase::Bridge | Phase::PlaceFigure) {
            return;
        }
        for action in game.legal_actions(game.active()) {
            if let Action::Bridge(bridge) = action {
                let (x, y) = layout.cell(bridge.pos);
                bridges::ghost(canvas, x, y, layout.tile, bridge.axis);
            }
        }
    }

    /// Castles stand over the frames of what they scored from, with their meeples; a
    /// bridge on a castle's tiles crosses over its walls, in sight.
    fn board_over(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        let Some(bcb) = scene.view.bridges_castles_bazaars() else { return };
        castles::draw(canvas, layout, bcb.castles());
        let walled = |pos: Pos| bcb.castles().iter().any(|c| c.cells.contains(&pos));
        for bridge in bcb.bridges().iter().filter(|b| walled(b.pos)) {
            let (x, y) = layout.cell(bridge.pos);
            bridges::draw(canvas, x, y, layout.tile, bridge.axis);
        }
        castles::occupants(canvas, layout, bcb.castles());
    }

    fn button_words(&self, action: Action, _spot: &dyn Fn(Spot) -> String, lang: Lang) -> Option<String> {
        Some(match action {
            Action::Bridge(b) => lang.say(
                "button-bridge",
                [("x", b.pos.x.into()), ("y", b.pos.y.into()), ("axis", b.axis.to_string().into())],
            ),
            Action::Castle(CastleChoice::Build) => lang.say("button-build-castle", []),
            Action::Castle(CastleChoice::Score) => lang.say("button-score-city", []),
            Action::Choose(n) => lang.say("button-tile", [("n", n.into())]),
            _ => return None,
        })
    }

    fn supply_columns(&self) -> &'static [Column] {
        // Castles among the supplies; a tile won at a bazaar last of all.
        &[Column { place: 30, width: SUPPLY[0] }, Column { place: 60, width: SUPPLY[1] }]
    }

    /// Bridges and castles left (column 0), or the tile won at a bazaar still to be
    /// played (column 1).
    fn supply(
        &self,
        canvas: &mut Canvas,
        scene: &Scene,
        seat: Seat,
        column: usize,
        (x, cy): (f32, f32),
        ui: f32,
    ) {
        let game = &scene.view;
        let Some(bcb) = game.bridges_castles_bazaars() else { return };
        let u = |v: f32| v * ui;
        if column == 0 {
            let mut x = x + bridges::icon(canvas, x, cy, u(14.0)) + u(3.0);
            x += panel::count(canvas, (x, cy), ui, bcb.bridges_left(seat).into()) + u(10.0);
            x += castles::icon(canvas, x, cy, u(15.0)) + u(3.0);
            panel::count(canvas, (x, cy), ui, bcb.castles_left(seat).into());
        } else if let Some(&(_, tile)) = bcb.queue().iter().find(|&&(s, _)| s == seat) {
            let size = layout::snap(u(panel::ROW - 6.0).round() as u32);
            let (tx, ty) = (x.round() as i32, (cy - size as f32 / 2.0).round() as i32);
            canvas.fill_rect(tx - 1, ty - 1, size as i32 + 2, size as i32 + 2, palette::SCORED);
            expansion::picture(canvas, game, tile, Rotation::R0, (tx, ty), size);
        }
    }

    /// Over the won tiles' column, while tiles won at a bazaar wait to be played.
    fn supply_title(&self, game: &View, column: usize, lang: super::Lang) -> Option<String> {
        let waiting = game.bridges_castles_bazaars().is_some_and(|b| !b.queue().is_empty());
        (column == 1 && waiting).then(|| lang.say("render-column-bazaar", []))
    }

    /// A bazaar's offer, one tile per player.
    fn task_width(&self, game: &View) -> f32 {
        bazaar::width(game.players().len())
    }

    fn above_commands(&self, game: &View) -> f32 {
        game.bridges_castles_bazaars().and_then(|b| b.auction()).map_or(0.0, |a| bazaar::height(a) + 8.0)
    }

    fn draw_above_commands(&self, canvas: &mut Canvas, scene: &Scene, at: (f32, f32), ui: f32) {
        if let Some(auction) = scene.view.bridges_castles_bazaars().and_then(|b| b.auction()) {
            bazaar::draw(canvas, scene, auction, at, ui);
        }
    }

    fn commands(&self, scene: &Scene, phase: Phase) -> Option<Vec<String>> {
        let auction = scene.view.bridges_castles_bazaars().and_then(|b| b.auction())?;
        Some(bazaar::commands(auction, phase, scene.words, scene.lang))
    }

    fn categories(&self) -> &'static [(Category, palette::Rgb)] {
        &[(Category::Castle, palette::STONE), (Category::Bazaar, palette::TENT)]
    }
}
