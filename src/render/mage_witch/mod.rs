//! Mage & Witch on the image: on its tiles, the magic symbol (a small violet star ringed
//! in stone, in the ground the roads and cities leave free, kept upright as the tile
//! turns); on the board,
//! the mage (violet) and the witch (orange), each a token ringed dark under a head,
//! on the road or city it stands on, beside that feature's spot so that a meeple there
//! still shows. The figures belong to nobody: no supply column, no player's colour.

use carcassonne_engine::rules::mage_witch::{Act, Magic, Ph};
use carcassonne_engine::{Phase, TileDef};

use super::canvas::Canvas;
use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::layout::Layout;
use super::paint::{self, Pt};
use super::palette::{self, Rgb};
use super::tile::{Shape, free_place, shape, span, upright};
use super::{Scene, panel, spot_on_tile};

/// Mage & Witch's drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// Mage & Witch's art as data, registered in `render::registry!`: no figure of a
/// player's, no supply, no category; its colours are the palette's (the vineyard's
/// grape, the bazaar's tent), so it adds none.
pub(super) const ART: ArtFacts = ArtFacts::NONE;

/// The magic symbol's reach from its middle, as a share of the tile's edge.
const STAR: f32 = 0.13;

/// A figure's token, as a share of the tile's edge: a third of the tile across with its
/// hat, so it reads at chat size (~500 px) beside a meeple.
const TOKEN: f32 = 0.13;

/// How far a token stands from its feature's spot, towards the tile's north-east (a
/// meeple there stays in sight), as a share of the tile's edge.
const BESIDE: Pt = (0.14, -0.12);

/// A figure's colour: the mage violet, the witch orange, as the box's figures are.
fn colour(figure: Magic) -> Rgb {
    match figure {
        Magic::Mage => palette::GRAPE,
        Magic::Witch => palette::TENT,
    }
}

/// A five-pointed star of reach `r` around `c`.
fn star(c: Pt, r: f32) -> Vec<Pt> {
    (0..10)
        .map(|k| {
            let angle = std::f32::consts::PI * (k as f32 / 5.0 - 0.5);
            let reach = if k % 2 == 0 { r } else { r * 0.45 };
            (c.0 + reach * angle.cos(), c.1 + reach * angle.sin())
        })
        .collect()
}

impl ExpansionArt for Art {
    /// The magic symbol, where the tile's ground is free.
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        if !def.markers.magic {
            return;
        }
        let at = free_place(shapes, STAR);
        // Dark stone round pale stone round violet: blends the palette keeps on every
        // ground (dark stone meets fields, cities, roads and walls in the stone art).
        let marks = [
            shape(star(at, STAR * 1.35), palette::STONE_DARK, true),
            shape(star(at, STAR * 1.15), palette::STONE, true),
            shape(star(at, STAR * 0.85), palette::GRAPE, true),
        ];
        shapes.extend(upright(marks, at));
    }

    /// Its decisions in two lines at most: each figure with how many roads and cities
    /// take it (a line per target would list two for each of the board's open features,
    /// taller than any header), or each figure that may be set aside.
    fn commands(&self, scene: &Scene, phase: Phase) -> Option<Vec<String>> {
        Ph::of(phase)?;
        let game = &scene.view;
        let seat = game.pending()?.seats.iter().next()?;
        let legal = game.legal_actions(seat);
        let acts: Vec<Act> = legal.iter().filter_map(|&a| Act::of(a)).collect();
        let targets = acts.iter().filter(|a| matches!(a, Act::Move(Magic::Mage, _))).count();
        if targets == 0 {
            return Some(legal.into_iter().map(|a| panel::say(scene.words, scene.lang, a)).collect());
        }
        let line = |figure: Magic| {
            let command = scene.words.command(&format!("{} X Y SPOT", figure.word()), scene.lang);
            let args =
                [("figure", figure.word().into()), ("count", targets.into()), ("command", command.into())];
            scene.lang.say("render-mw-targets", args)
        };
        Some(Magic::ALL.map(line).to_vec())
    }

    /// The mage and the witch on their features, over the figures.
    fn board_over(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        let Some(mw) = scene.view.mage_witch() else { return };
        let board = scene.view.board();
        let t = layout.tile as f32;
        for figure in Magic::ALL {
            let Some((tile, segment)) = mw.segment(figure) else { continue };
            let Some((u, v)) = spot_on_tile(board, tile, segment) else { continue };
            let placed = &board.tiles()[tile];
            let cells = span(placed.kind) as f32;
            let inside = |w: f32| w.clamp(TOKEN + 0.02, cells - TOKEN - 0.02);
            let (cx, cy) =
                layout.point(placed.pos, (inside(u * cells + BESIDE.0), inside(v * cells + BESIDE.1)));
            let r = (t * TOKEN).max(5.0);
            // A head over the token, so that it reads as a figure, not the dragon's disk.
            let (hx, hy, hr) = (cx, cy - r * 1.15, r * 0.6);
            paint::draw_disk(canvas, cx, cy, r + 1.5, palette::FIGURE_EDGE);
            paint::draw_disk(canvas, hx, hy, hr + 1.5, palette::FIGURE_EDGE);
            paint::draw_disk(canvas, cx, cy, r, colour(figure));
            paint::draw_disk(canvas, hx, hy, hr, colour(figure));
            paint::draw_disk(canvas, cx, cy + r * 0.1, r * 0.35, palette::WOOL);
        }
    }
}
