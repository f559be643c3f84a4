//! Bridges, Castles & Bazaars on the image: on its tiles, a bazaar's stall (`stall`,
//! painted again over a bridge built across its tile); its
//! bridges (`bridges`: built, where one may be built, where a figure on one stands, the
//! header's icon), its castles (`castles`: the fortress over a small city, its
//! occupants, the frame round a small city whose owners choose, the header's icon) and
//! its bazaar (`bazaar`: the auction's offer and bids in the header, a tile won there
//! still to be played); in the final table, the castles' and the bazaars' points.

pub(super) mod bazaar;
mod bridges;
pub(super) mod castles;
pub mod colours;
mod stall;

use carcassonne_engine::rules::Piece;
use carcassonne_engine::rules::bridges_castles_bazaars::{Act, BRIDGES, CASTLES, Ph};
use carcassonne_engine::{Category, Phase, Pos, Rotation, Seat, Segment, TileDef, View};

use super::Scene;
use super::canvas::Canvas;
use super::expansion::{self, ExpansionArt};
use super::facts::{ArtFacts, NeededMark, PieceIcon};
use super::layout::{self, Layout};
use super::paint::Pt;
use super::palette;
use super::panel;
use super::supply::{Column, Count, Shows, Title};
use super::text::{self, Align, Style, Weight};
use super::tile::Shape;

/// Bridges, Castles & Bazaars' drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// The bridges and castles each player has left, counted in the header's supply.
const PIECES: [Count; 2] = [
    Count { icon: bridges::icon, height: 14.0, count: |view, seat| BRIDGES.of(view, seat) },
    Count { icon: castles::icon, height: 15.0, count: |view, seat| CASTLES.of(view, seat) },
];

/// Bridges, Castles & Bazaars' art as data, registered in `render::registry!`.
pub(super) const ART: ArtFacts = ArtFacts {
    // Bridges and castles left among the supplies; a tile won at a bazaar still to be
    // played last of all, titled while one waits.
    supply: &[
        Column::counts(30, 100.0, &PIECES),
        Column {
            place: 60,
            width: panel::ROW,
            title: Some(Title {
                id: "render-column-bazaar",
                shown: |view| view.bridges_castles_bazaars().is_some_and(|b| !b.queue().is_empty()),
            }),
            shows: Shows::Drawn { draw: won_tile, figures: &[] },
        },
    ],
    categories: &[(Category::Castle, palette::STONE), (Category::Bazaar, palette::TENT)],
    pieces: &[(Piece::Bridge, PieceIcon { aspect: 1.5, draw: bridges::icon })],
    colours: &colours::COLOURS,
    // Dark ink on a bridge-coloured plank.
    needed: NeededMark {
        dot: colours::BRIDGE,
        label: |canvas, (cx, cy), size, label| {
            let ink = Style::new(size, Weight::Bold, palette::FIGURE_EDGE);
            bridges::plank(canvas, cx, cy, text::width(ink, label) + size * 0.5, size * 1.25);
            text::draw(canvas, cx, cy, Align::Centre, ink, label);
        },
    },
    title_args: &[("tile", |view| {
        let auction = view.bridges_castles_bazaars().and_then(|b| b.auction());
        auction.and_then(bazaar::chosen_number).unwrap_or_default() as u32
    })],
    ..ArtFacts::NONE
};

/// The tile `seat` won at a bazaar and still has to play, in the supply.
fn won_tile(canvas: &mut Canvas, scene: &Scene, seat: Seat, (x, cy): (f32, f32), ui: f32) {
    let game = &scene.view;
    let Some(bcb) = game.bridges_castles_bazaars() else { return };
    let Some(&(_, tile)) = bcb.queue().iter().find(|&&(s, _)| s == seat) else { return };
    let size = layout::snap(((panel::ROW - 6.0) * ui).round() as u32);
    let (tx, ty) = (x.round() as i32, (cy - size as f32 / 2.0).round() as i32);
    canvas.fill_rect(tx - 1, ty - 1, size as i32 + 2, size as i32 + 2, palette::SCORED);
    expansion::picture(canvas, game, tile, Rotation::R0, (tx, ty), size);
}

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
        if game.phase() != Phase::PlaceFigure && Ph::of(game.phase()) != Some(Ph::Bridge) {
            return;
        }
        for action in game.legal_actions(game.active()) {
            if let Some(Act::Bridge(bridge)) = Act::of(action) {
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

    /// A bazaar's bids and trades while an auction runs (a bridge's or a castle's
    /// choices are its legal actions, listed one by one).
    fn commands(&self, scene: &Scene, phase: Phase) -> Option<Vec<String>> {
        let auction = scene.view.bridges_castles_bazaars().and_then(|b| b.auction())?;
        match Ph::of(phase) {
            Some(Ph::Bridge | Ph::Castle) => None,
            Some(ph) => Some(bazaar::commands(auction, ph, scene.words, scene.lang)),
            None => Some(Vec::new()),
        }
    }

    /// The bridges that may still be built, after the figure step's spots.
    fn figure_step_commands(&self, scene: &Scene) -> Vec<String> {
        let game = &scene.view;
        let bridges = game.legal_actions(game.active()).into_iter();
        let bridges = bridges.filter(|&a| matches!(Act::of(a), Some(Act::Bridge(_))));
        bridges.map(|a| panel::say(scene.words, scene.lang, a)).collect()
    }

    /// A tile that fits somewhere only with a bridge (the plank the board draws), and a
    /// figure step where a bridge may still be built.
    fn tile_title(&self, scene: &Scene, who: &str) -> Option<Vec<String>> {
        let game = &scene.view;
        let lang = scene.lang;
        let who = || [("who", who.into())];
        match game.phase() {
            Phase::PlaceTile(_) if game.placement_options().iter().any(|o| o.needs.is_some()) => Some(vec![
                lang.say("render-title-plank", who()),
                lang.say("render-title-plank-short", who()),
                lang.say("render-title-place", who()),
            ]),
            Phase::PlaceFigure
                if game
                    .legal_actions(game.active())
                    .iter()
                    .any(|&a| matches!(Act::of(a), Some(Act::Bridge(_)))) =>
            {
                Some(vec![lang.say("render-title-figure-or-bridge", who())])
            }
            _ => None,
        }
    }
}
