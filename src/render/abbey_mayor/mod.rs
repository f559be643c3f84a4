//! Abbey & Mayor on the image. The abbey tile: an abbey inside a stone wall round the
//! whole tile, on a darker green garth, so that it reads apart from a base game's
//! monastery and says why every road, city and field meeting it stops there. On the
//! board, the box's three figures in their owner's colour, each a silhouette of its own
//! (`figures::Pose::Own`): the mayor (under a top hat, a chain of office on its coat),
//! the wagon (a covered cart on two wheels, seen from the side) and the barn (a
//! gambrel-roofed building with a braced door), the barn standing on the corner of its
//! tile where the four fields meet. While a player may place their abbey tile, a light
//! frame on each hole; while a wagon moves, its reach framed. (The numbered discs on the
//! corners a barn may take and on the features a wagon may go to are the shared board's,
//! from what those actions aim at.) In the header, each player's mayor, wagon and barn
//! while at home (a dash for one that is out) and the abbey tile they still hold.
//!
//! Its words (`render-title-abbey`, `render-title-wagon`, `render-wagon-target`, the
//! buttons' `button-mayor-spot`, `button-wagon-spot`, `button-barn-corner`,
//! `choice-abbey`, `choice-draw`, `choice-wagon-move`, `choice-wagon-home`) are the
//! box's locale files'.

use carcassonne_engine::rules::abbey_mayor::{self, ABBEY, BARN, MAYOR, Origin, Own, Ph, WAGON};
use carcassonne_engine::{Figure, Pos, Seat, TileDef, View};

use super::Scene;
use super::board;
use super::canvas::Canvas;
use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::figures::{self, FigureArt};
use super::layout::Layout;
use super::paint::{Pt, disk, ellipse, rect, stroke};
use super::palette;
use super::supply::{AtHome, Column, Shows};
use super::text::{self, Align, Style, Weight};
use super::tile::{Shape, shape};

/// Abbey & Mayor's drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// Abbey & Mayor's art as data, registered in `render::registry!`.
pub(super) const ART: ArtFacts = ArtFacts {
    figures: &FIGURES,
    // The figures after the builder and the pig, each at home or a dim dash while out;
    // the abbey tile held last.
    supply: &[
        Column::figures(14, 3.0 * SUPPLY_STEP + 2.0, &AT_HOME),
        Column {
            place: 90,
            width: SUPPLY_TILE + 8.0,
            title: None,
            shows: Shows::Drawn { draw: abbeys_held, figures: &[] },
        },
    ],
    ..ArtFacts::NONE
};

/// The mayor, the wagon and the barn in the supply column, in that order.
const AT_HOME: [AtHome; 3] = [
    AtHome { kind: MAYOR, home: |view, seat| home(view, seat, Own::Mayor) },
    AtHome { kind: WAGON, home: |view, seat| home(view, seat, Own::Wagon) },
    AtHome { kind: BARN, home: |view, seat| home(view, seat, Own::Barn) },
];

/// Whether `seat`'s figure `own` is at home.
fn home(view: &View, seat: Seat, own: Own) -> bool {
    view.abbey_mayor().is_some_and(|am| am.in_supply(seat, own))
}

/// A player's abbey tile in the supply while they hold it (its count beside it when
/// more than one), a dim dash once placed.
fn abbeys_held(canvas: &mut Canvas, scene: &Scene, seat: Seat, (x, cy): (f32, f32), ui: f32) {
    let Some(am) = scene.view.abbey_mayor() else { return };
    let held = am.abbeys(seat);
    if held == 0 {
        figures::out_dash(canvas, (x, cy), ui);
        return;
    }
    abbey_icon(canvas, (x, cy), SUPPLY_TILE * ui);
    if held > 1 {
        let side = SUPPLY_TILE * ui;
        let style = Style::new(13.0 * ui, Weight::Bold, palette::TEXT);
        text::draw(canvas, x + side + 2.0 * ui, cy, Align::Left, style, &held.to_string());
    }
}

/// Between two figures' middles in the supply, at scale 1.
const SUPPLY_STEP: f32 = 20.0;
/// The abbey tile's side in the header, at scale 1.
const SUPPLY_TILE: f32 = 18.0;

/// The abbey tile's wall, its thickness in tiles: about 3 px on a 500 px board's tiles,
/// enough to read as a stone rim.
const WALL: f32 = 0.09;

impl ExpansionArt for Art {
    /// The abbey tile's stone wall and garth, under its abbey (the tile's monastery,
    /// drawn at full size in the middle): returns no place of its own for it.
    fn ground(&self, def: &TileDef, shapes: &mut Vec<Shape>) -> Option<Pt> {
        if def.id == ABBEY {
            shapes.extend(abbey_ground());
        }
        None
    }

    /// A barn stands on the corner of its tile where the four fields meet.
    fn figure_at(&self, game: &View, figure: &Figure) -> Option<Pt> {
        if figure.kind != BARN {
            return None;
        }
        let (barn, _) =
            game.abbey_mayor()?.barns().find(|(b, _)| b.owner == figure.owner && b.tile == figure.tile)?;
        Some(board::corner_point(barn.corner))
    }

    /// The holes while the abbey tile may go there; the wagon's reach and the tiles of
    /// its targets while it moves.
    fn step_cells(&self, scene: &Scene) -> Vec<Pos> {
        let game = &scene.view;
        match Ph::of(game.phase()) {
            // Every hole the step offers: a preview around them when they fit one (with the
            // last tile when it fits too), else the whole board — never a picture that
            // leaves out a hole the prompt names.
            Some(Ph::Abbey) => game.abbey_mayor().map_or_else(Vec::new, |am| am.holes()),
            Some(Ph::Wagon(from)) => {
                let moves = board::decision_targets(game).into_iter().map(|(_, t)| t.pos);
                reach(from).into_iter().chain(moves).collect()
            }
            None => Vec::new(),
        }
    }

    /// Each hole framed while the abbey tile may go there; while a wagon moves, the
    /// cells it leaves from framed (the board numbers the features it may go to:
    /// `board::decision_targets`).
    fn board_asks(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        let game = &scene.view;
        let t = layout.tile as i32;
        let frame = |canvas: &mut Canvas, pos: Pos| {
            let (x, y) = layout.cell(pos);
            canvas.frame(x + 2, y + 2, t - 4, t - 4, (t / 16).max(2), palette::LEGAL);
        };
        match Ph::of(game.phase()) {
            Some(Ph::Abbey) => {
                for pos in game.abbey_mayor().map_or_else(Vec::new, |am| am.holes()) {
                    let (x, y) = layout.cell(pos);
                    canvas.fill_rect(x + 1, y + 1, t - 1, t - 1, palette::LEGAL_CELL);
                    frame(canvas, pos);
                }
            }
            Some(Ph::Wagon(from)) => {
                for pos in reach(from) {
                    frame(canvas, pos);
                }
            }
            None => {}
        }
    }
}

/// The cells a wagon leaving from `from` is drawn as reaching from: its tile's, or the
/// castle's two.
fn reach(from: Origin) -> Vec<Pos> {
    match from {
        Origin::Tile(pos) => vec![pos],
        Origin::Castle(cells) => cells.to_vec(),
    }
}

/// The abbey tile as the header shows it, `side` pixels square with its left edge and
/// middle at `(x, cy)`: the tile's picture is a few pixels there, so a sign of it
/// drawn large — its stone wall, its garth and the abbey's red roof over a white wall.
fn abbey_icon(canvas: &mut Canvas, (x, cy): (f32, f32), side: f32) {
    let px = |v: f32| v.round() as i32;
    let (left, top, s) = (px(x), px(cy - side / 2.0), px(side));
    let wall = (s / 6).max(2);
    canvas.fill_rect(left - 1, top - 1, s + 2, s + 2, palette::FIGURE_EDGE);
    canvas.fill_rect(left, top, s, s, palette::STONE);
    canvas.fill_rect(left + wall, top + wall, s - 2 * wall, s - 2 * wall, palette::HILL);
    let (bw, bh) = (s / 2, s / 4);
    let (bx, by) = (left + (s - bw) / 2, top + s / 2);
    canvas.fill_rect(bx, by, bw, bh, palette::CHAPEL);
    canvas.fill_rect(bx - 1, by - bh / 2 - 1, bw + 2, bh / 2 + 1, palette::ROOF);
}

/// The abbey tile's ground: a stone wall round the whole tile, rimmed dark and topped
/// with dark merlons, a tower at each corner, and inside it the garth in the hills'
/// darker green crossed by two gravel paths under the abbey.
fn abbey_ground() -> Vec<Shape> {
    let mut out = vec![
        shape(rect((0.0, 0.0), (1.0, 1.0)), palette::STONE_DARK, true),
        shape(rect((0.02, 0.02), (0.98, 0.98)), palette::STONE, true),
        shape(rect((WALL, WALL), (1.0 - WALL, 1.0 - WALL)), palette::STONE_DARK, true),
        shape(
            rect((WALL + 0.015, WALL + 0.015), (1.0 - WALL - 0.015, 1.0 - WALL - 0.015)),
            palette::HILL,
            false,
        ),
        // The paths, a cross through the garth.
        shape(rect((0.44, WALL + 0.015), (0.56, 1.0 - WALL - 0.015)), palette::ROAD, false),
        shape(rect((WALL + 0.015, 0.44), (1.0 - WALL - 0.015, 0.56)), palette::ROAD, false),
    ];
    // Merlons along the wall's middle, dark on the stone.
    let merlons = 7;
    for k in 0..merlons {
        let along = 0.16 + 0.68 * k as f32 / (merlons - 1) as f32;
        let m = 0.018;
        for c in
            [(along, WALL / 2.0), (along, 1.0 - WALL / 2.0), (WALL / 2.0, along), (1.0 - WALL / 2.0, along)]
        {
            out.push(shape(rect((c.0 - m, c.1 - m), (c.0 + m, c.1 + m)), palette::STONE_DARK, true));
        }
    }
    for c in [(0.07, 0.07), (0.93, 0.07), (0.93, 0.93), (0.07, 0.93)] {
        out.push(shape(disk(c, 0.075), palette::STONE_DARK, true));
        out.push(shape(disk(c, 0.055), palette::STONE, true));
    }
    out
}

/// The mayor's silhouette in a unit box, head up: a tall top hat with a brim, a head,
/// and a long coat to the ground with its arms held down at its sides — no legs apart
/// (a meeple's), no pointed mitre (the abbot's), no wide brim or crook (the shepherd's).
fn mayor_silhouette() -> Vec<Vec<Pt>> {
    let hat = rect((0.35, -0.02), (0.65, 0.2));
    let brim = rect((0.24, 0.16), (0.76, 0.23));
    let coat = vec![
        (0.36, 0.4),
        (0.64, 0.4),
        (0.86, 0.5),
        (0.9, 0.76),
        (0.78, 0.76),
        (0.76, 0.6),
        (0.8, 1.0),
        (0.2, 1.0),
        (0.24, 0.6),
        (0.22, 0.76),
        (0.1, 0.76),
        (0.14, 0.5),
    ];
    vec![hat, brim, disk((0.5, 0.31), 0.12), coat]
}

/// The mayor's hat band and chain of office (a V from the shoulders to a medallion),
/// in the seat number's ink.
fn mayor_bands() -> Vec<Vec<Pt>> {
    let mut out = vec![rect((0.35, 0.12), (0.65, 0.16))];
    out.extend(stroke(&[(0.36, 0.43), (0.5, 0.58), (0.64, 0.43)], 0.04));
    out.push(disk((0.5, 0.6), 0.05));
    out
}

/// The wagon's silhouette, seen from the side, facing east: a covered cart — a round
/// canvas hood over a plank bed — on two large wheels, its shaft forward.
fn wagon_silhouette() -> Vec<Vec<Pt>> {
    let hood = {
        let mut p = vec![(0.12, 0.5)];
        p.extend(ellipse((0.47, 0.5), 0.35, 0.32).into_iter().filter(|&(_, y)| y <= 0.5));
        p.push((0.82, 0.5));
        p.sort_by(|a, b| a.0.total_cmp(&b.0));
        p
    };
    let bed = rect((0.02, 0.48), (0.9, 0.66));
    let mut parts = vec![hood, bed, disk(WHEELS[0], 0.2), disk(WHEELS[1], 0.2)];
    parts.extend(stroke(&[(0.86, 0.58), (1.0, 0.7)], 0.07));
    parts
}

/// The wagon's two wheels' middles: wide apart and below its bed, so that even a few
/// pixels tall it stands on two round wheels.
const WHEELS: [Pt; 2] = [(0.24, 0.78), (0.7, 0.78)];

/// The wagon's wheel hubs and the line between hood and bed, in the seat number's
/// ink.
fn wagon_bands() -> Vec<Vec<Pt>> {
    vec![disk(WHEELS[0], 0.07), disk(WHEELS[1], 0.07), rect((0.04, 0.48), (0.88, 0.52))]
}

/// The barn's silhouette in a unit box: a wide building under a gambrel roof (broken
/// twice on each side), its walls to the ground — a building, not a figure.
fn barn_silhouette() -> Vec<Vec<Pt>> {
    let roof = vec![(0.0, 0.52), (0.12, 0.24), (0.5, 0.02), (0.88, 0.24), (1.0, 0.52)];
    vec![roof, rect((0.08, 0.46), (0.92, 1.0))]
}

/// The barn's door, framed and braced with a cross, in the seat number's ink.
fn barn_bands() -> Vec<Vec<Pt>> {
    let w = 0.05;
    let mut out = Vec::new();
    for line in [
        [(0.3, 1.0), (0.3, 0.6)],
        [(0.3, 0.6), (0.7, 0.6)],
        [(0.7, 0.6), (0.7, 1.0)],
        [(0.3, 0.62), (0.7, 0.98)],
        [(0.7, 0.62), (0.3, 0.98)],
    ] {
        out.extend(stroke(&line, w));
    }
    out
}

/// The box's figures' paintings, by number (`Own as u8`, `rules::abbey_mayor::FIGURES`):
/// the mayor, its number on its coat; the wagon, its number on its hood; the barn, its
/// number in its gable.
const FIGURES: [FigureArt; abbey_mayor::FIGURES.len()] = [
    FigureArt {
        silhouette: mayor_silhouette,
        bands: mayor_bands,
        number_at: (0.5, 0.82),
        scale: 1.0,
        held: None,
    },
    FigureArt {
        silhouette: wagon_silhouette,
        bands: wagon_bands,
        number_at: (0.47, 0.34),
        scale: 1.0,
        held: None,
    },
    FigureArt {
        silhouette: barn_silhouette,
        bands: barn_bands,
        number_at: (0.5, 0.36),
        scale: 1.0,
        held: None,
    },
];
