//! The Tower on the image: a foundation printed on its tiles (a grey stone square in a
//! corner whose two sides are fields, when one is), and on the board each tower built
//! there, a stone block with its height written large enough to read at chat size, the
//! meeple on top in its owner's colour; while a tower's builder chooses a capture, a
//! pale frame on each cell in its range, its choices listed in the players' words. In
//! the header, each player's column: tower pieces left and the prisoners they hold, a
//! meeple in each owner's colour with how many.

use carcassonne_engine::rules::tower::Ph;
use carcassonne_engine::{Category, EdgeKind, FigureKind, Pos, Seat, TileDef};

use super::Scene;
use super::canvas::Canvas;
use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::figures::{self, Pose};
use super::layout::Layout;
use super::paint::{Pt, rect};
use super::palette::{self};
use super::supply::{Column, Shows};
use super::text::{self, Align, Style, Weight};
use super::tile::{Shape, shape, turn};

/// The Tower's drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// The Tower's art as data, registered in `render::registry!`.
pub(super) const ART: ArtFacts = ArtFacts {
    // After the goods: pieces left, then the prisoners held, each owner's once.
    supply: &[Column {
        place: 80,
        width: SUPPLY_WIDTH,
        title: None,
        shows: Shows::Drawn { draw: pieces_and_prisoners, figures: &[(PRISONER, FigureKind::Meeple)] },
    }],
    // Ransoms, in a pennant's blue (minus for the payer).
    categories: &[(Category::Ransom, palette::PENNANT)],
    ..ArtFacts::NONE
};

/// Half a foundation's side, in tiles.
const FOUNDATION: f32 = 0.11;

/// Half a tower's width on the board, in tiles: about a third of the tile across, so
/// its number reads at the 500 px a chat shows.
const TOWER: f32 = 0.24;

/// Where the foundation stands on a tile, in its unit square unturned: in the corner
/// whose two sides are fields (south-east first), else one with no city side, else the
/// middle.
fn foundation_spot(def: &TileDef) -> Pt {
    let corners: [(Pt, [usize; 2]); 4] =
        [((0.72, 0.72), [1, 2]), ((0.28, 0.72), [2, 3]), ((0.72, 0.28), [0, 1]), ((0.28, 0.28), [3, 0])];
    let edge = |i: usize| def.edges.get(i).copied().unwrap_or(EdgeKind::Field);
    let all =
        |f: &dyn Fn(EdgeKind) -> bool| corners.iter().find(|(_, sides)| sides.iter().all(|&s| f(edge(s))));
    all(&|e| e == EdgeKind::Field)
        .or_else(|| all(&|e| e != EdgeKind::City))
        .map_or(super::tile::CENTRE, |(p, _)| *p)
}

/// Where on its cell the tower built at `pos` stands (its foundation, turned with its
/// tile), in the cell's unit square; `None` when no tower stands there. The dragon keeps
/// to the other side of such a cell, so that neither hides the other.
pub(super) fn standing(scene: &Scene, pos: Pos) -> Option<Pt> {
    scene.view.tower()?.towers().iter().find(|b| b.pos == pos)?;
    let placed = scene.view.board().tile_at(pos)?;
    Some(turn(foundation_spot(placed.kind.def()), placed.rot.quarter_turns()))
}

/// The foundation as shapes: a dark stone square with a lighter top.
fn foundation(c: Pt) -> Vec<Shape> {
    let (s, o) = (FOUNDATION, 0.018);
    vec![
        shape(rect((c.0 - s - o, c.1 - s - o), (c.0 + s + o, c.1 + s + o)), palette::STONE_DARK, true),
        shape(rect((c.0 - s, c.1 - s), (c.0 + s, c.1 + s)), palette::STONE, true),
        shape(
            rect((c.0 - s * 0.45, c.1 - s * 0.45), (c.0 + s * 0.45, c.1 + s * 0.45)),
            palette::STONE_DARK,
            true,
        ),
    ]
}

/// The cells in range of a tower at `from`, `height` high (its own among them).
fn range(from: Pos, height: u8) -> impl Iterator<Item = Pos> {
    let h = i32::from(height);
    (-h..=h).flat_map(move |d| {
        let row = Pos::new(from.x + d, from.y);
        let column = (d != 0).then_some(Pos::new(from.x, from.y + d));
        std::iter::once(row).chain(column)
    })
}

/// A tower `height` high centred on `(cx, cy)`, `t` pixels a tile: a stone block, its
/// height in dark ink on it.
fn tower(canvas: &mut Canvas, (cx, cy): (f32, f32), t: f32, height: u8) {
    let w = (t * TOWER).max(7.0);
    let h = w * 1.25;
    let (x, y) = ((cx - w).round() as i32, (cy - h).round() as i32);
    let (bw, bh) = ((2.0 * w).round() as i32, (2.0 * h).round() as i32);
    canvas.fill_rect(x - 1, y - 1, bw + 2, bh + 2, palette::FIGURE_EDGE);
    canvas.fill_rect(x, y, bw, bh, palette::STONE);
    // Battlements: three dark notches along the top.
    let notch = (bw / 5).max(1);
    for k in [1, 3] {
        canvas.fill_rect(x + k * notch, y, notch, (bh / 8).max(1), palette::STONE_DARK);
    }
    let style = Style::new((w * 1.3).max(8.0), Weight::Bold, palette::FIGURE_EDGE);
    text::draw(canvas, cx, cy + h * 0.12, Align::Centre, style, &height.to_string());
}

impl ExpansionArt for Art {
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        if def.markers.tower {
            shapes.extend(foundation(foundation_spot(def)));
        }
    }

    /// While its builder chooses a capture: the tower and every cell of its range that
    /// holds a tile (the captives among them).
    fn step_cells(&self, scene: &Scene) -> Vec<Pos> {
        if Ph::of(scene.view.phase()) != Some(Ph::Capture) {
            return Vec::new();
        }
        let Some((from, height, _)) = scene.view.tower().and_then(|t| t.capturing()) else {
            return Vec::new();
        };
        range(from, height).filter(|&p| scene.view.board().tile_at(p).is_some()).collect()
    }

    /// The cells in range of the tower just built, while its builder chooses.
    fn board_asks(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        if Ph::of(scene.view.phase()) != Some(Ph::Capture) {
            return;
        }
        let Some((from, height, _)) = scene.view.tower().and_then(|t| t.capturing()) else { return };
        let t = layout.tile as i32;
        for pos in range(from, height).filter(|&p| scene.view.board().tile_at(p).is_some()) {
            let (x, y) = layout.cell(pos);
            canvas.frame(x + 2, y + 2, t - 4, t - 4, (t / 16).max(2), palette::LEGAL);
        }
    }

    /// Each tower on its foundation, the meeple on top over it.
    fn board_over(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        let Some(view) = scene.view.tower() else { return };
        let t = layout.tile as f32;
        for built in view.towers() {
            let Some(placed) = scene.view.board().tile_at(built.pos) else { continue };
            let spot = turn(foundation_spot(placed.kind.def()), placed.rot.quarter_turns());
            let (cx, cy) = layout.point(built.pos, spot);
            tower(canvas, (cx, cy), t, built.height);
            if let Some((seat, _)) = built.top {
                let size = figures::drawn_on_board(layout.tile);
                let top = cy - (t * TOWER).max(7.0) * 1.25 - size as f32 * 0.35;
                figures::draw(canvas, cx, top, size, seat, Pose::Standing);
            }
        }
    }
}

/// A small tower and the pieces left; then the prisoners held, by owner: a meeple
/// in the owner's colour as tall as the meeples column's, with how many when more
/// than one, so that at a chat's 500 px one still tells whose and how many (as
/// many owners as the column holds, then `+N` for the prisoners left over).
fn pieces_and_prisoners(canvas: &mut Canvas, scene: &Scene, seat: Seat, (x, cy): (f32, f32), ui: f32) {
    let Some(view) = scene.view.tower() else { return };
    let u = |v: f32| v * ui;
    let (w, h) = (u(4.0), u(7.0));
    let (tx, ty) = (x.round() as i32, (cy - h).round() as i32);
    canvas.fill_rect(tx, ty, (2.0 * w).round() as i32, (2.0 * h).round() as i32, palette::STONE);
    let plain = Style::new(u(14.0), Weight::Regular, palette::TEXT);
    let bold = Style::new(u(13.0), Weight::Bold, palette::TEXT);
    let mut left = x + 2.0 * w + u(2.0);
    left += text::draw(canvas, left, cy, Align::Left, plain, &view.pieces(seat).to_string()) + u(5.0);
    let mut owners: Vec<(Seat, usize)> = Vec::new();
    for p in view.held_by(seat) {
        match owners.iter_mut().find(|(owner, _)| *owner == p.owner) {
            Some((_, n)) => *n += 1,
            None => owners.push((p.owner, 1)),
        }
    }
    owners.sort();
    let right = x + u(SUPPLY_WIDTH - 4.0);
    let size = u(PRISONER).round() as u32;
    for (i, &(owner, n)) in owners.iter().enumerate() {
        let count = if n > 1 { n.to_string() } else { String::new() };
        let room = u(PRISONER * 0.9) + text::width(bold, &count);
        let rest: usize = owners[i..].iter().map(|&(_, n)| n).sum();
        let last = i + 1 == owners.len();
        let more = format!("+{rest}");
        // Room for this owner, and for `+N` after it unless it is the last.
        if left + room + if last { 0.0 } else { text::width(bold, "+9") } > right {
            text::draw(canvas, left, cy, Align::Left, bold, &more);
            break;
        }
        figures::draw(canvas, left + u(PRISONER * 0.4), cy, size, owner, Pose::Standing);
        left += u(PRISONER * 0.9);
        if !count.is_empty() {
            left += text::draw(canvas, left, cy, Align::Left, bold, &count);
        }
        left += u(2.0);
    }
}

/// The supply column's width at scale 1: the pieces and an owner's prisoners or two
/// (the names give it room when every box is in play: `panel::NAME_ROOM_CROWDED`).
const SUPPLY_WIDTH: f32 = 66.0;

/// A prisoner's height in the header at scale 1: the meeples column's.
const PRISONER: f32 = 16.0;
