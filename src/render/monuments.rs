//! Monuments on the image, as the game stands: each objective's plaque filled in (a
//! little map of its cells round the monument, its reward, the cubes on it in seat
//! colours, a check once completed, a gold frame when it has just completed), the
//! architect on its monument, the empty cells still wanted by objectives that hold
//! cubes, and the header's cubes and fame tokens per player.
//!
//! Owns how the expansion's state looks; the large tile's picture with its empty
//! plaques is `large`'s, painted once per size. It reads the game only through the view
//! and draws only where it is told (the board's cells, a header position).

use std::collections::BTreeMap;

use carcassonne_engine::{
    Event, Expansion, MAX_SEATS, Monument, ObjectiveState, PlacedMonument, Pos, Reward, Rotation, Seat,
    TileKind, View,
};

use super::Scene;
use super::bridges;
use super::canvas::Canvas;
use super::figures::{self, Pose};
use super::large;
use super::layout::Layout;
use super::palette;
use super::text::{self, Align, Style, Weight};

/// Width of the header's monuments column at scale 1: cubes and fame tokens.
pub const SUPPLY_WIDTH: f32 = 96.0;

/// A plaque on the image, in pixels: left, top, right, bottom.
type Rect = (f32, f32, f32, f32);

/// One objective as its plaque shows it.
struct Slot {
    /// Its cells as offsets from the monument's top-left cell, as seen on the board.
    cells: Vec<(i32, i32)>,
    /// What one cube earns, as it pays in this game.
    reward: Reward,
    cubes: [u8; MAX_SEATS],
    completed: bool,
    /// It completed in the last command.
    fresh: bool,
}

/// Every monument's plaques filled in, and its architect.
pub fn draw(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let Some(monuments) = scene.view.monuments() else { return };
    for m in monuments.placed() {
        for (i, state) in m.objectives.iter().enumerate() {
            let fresh = scene.recent.iter().any(|e| {
                matches!(e, Event::ObjectiveCompleted { monument, objective, .. }
                    if *monument == m.monument && usize::from(*objective) == i + 1)
            });
            let slot = slot(&scene.view, m.monument, m.rot, i, Some(state), fresh);
            plaque(canvas, &slot, on_board(layout, m, i));
        }
        if let Some(seat) = m.architect {
            let (cx, cy) = architect_at(layout, m);
            figures::draw(canvas, cx, cy, figures::size_on_board(layout.tile).max(8), seat, Pose::Standing);
        }
    }
}

/// The objectives of large tile `kind` turned by `rot`, drawn `size` pixels square at
/// (x, y) as `atlas::blit_fitted` draws the tile: the header's tile in hand, empty. Its
/// top-left corner, the cell `place` names, is marked in gold as on the board's cells.
pub fn preview(
    canvas: &mut Canvas,
    game: &View,
    kind: TileKind,
    rot: Rotation,
    (x, y): (i32, i32),
    size: u32,
) {
    let Some(monument) = Monument::of_tile(kind) else { return };
    let side = (size / 2 * 2) as f32;
    let inset = ((size as f32 - side) / 2.0).floor();
    let origin = (x as f32 + inset, y as f32 + inset);
    for i in 0..4 {
        plaque(canvas, &slot(game, monument, rot, i, None, false), place(origin, side, rot, i));
    }
    let q = (side / 8.0).round() as i32;
    let (x, y) = (origin.0 as i32, origin.1 as i32);
    canvas.fill_rect(x, y, q + 1, q + 1, palette::FIGURE_EDGE);
    canvas.fill_rect(x, y, q, q, palette::SCORED);
}

/// The point where the architect of the monument on placed tile `index` stands: in
/// front of its building.
pub fn architect_point(game: &View, layout: &Layout, index: usize) -> Option<(f32, f32)> {
    Some(architect_at(layout, game.monuments()?.on_tile(index)?))
}

fn architect_at(layout: &Layout, m: &PlacedMonument) -> (f32, f32) {
    layout.point(m.anchor, (1.0, 1.0 + large::BUILDING))
}

/// The point on the plaque of objective `number` (from 1) of `monument` where its
/// cubes go: the end of the plaque away from its map.
pub fn cube_point(game: &View, layout: &Layout, monument: Monument, number: u8) -> Option<(f32, f32)> {
    let m = game.monuments()?.placed().iter().find(|m| m.monument == monument)?;
    let (x0, y0, x1, y1) = on_board(layout, m, usize::from(number).checked_sub(1)?);
    let thick = (x1 - x0).min(y1 - y0);
    Some(if x1 - x0 >= y1 - y0 {
        (x1 - thick / 2.0, (y0 + y1) / 2.0)
    } else {
        ((x0 + x1) / 2.0, y1 - thick / 2.0)
    })
}

/// The empty cells that objectives holding cubes still wait for: a lavender tint and
/// frame, and a small cube for each seat with a cube on an objective wanting the cell.
pub fn wanted(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let Some(monuments) = scene.view.monuments() else { return };
    let board = scene.view.board();
    let mut cells: BTreeMap<Pos, [bool; MAX_SEATS]> = BTreeMap::new();
    for m in monuments.placed() {
        for (i, state) in m.objectives.iter().enumerate().filter(|(_, o)| !o.completed) {
            for pos in m.cells(i).filter(|&p| board.tile_at(p).is_none()) {
                let seats = cells.entry(pos).or_default();
                for (seat, &n) in state.cubes.iter().enumerate() {
                    seats[seat] |= n > 0;
                }
            }
        }
    }
    let t = layout.tile as i32;
    let thick = (t / 24).max(1);
    let c = ((t as f32) * 0.13).round().max(3.0) as i32;
    for (pos, seats) in cells.into_iter().filter(|(_, s)| s.iter().any(|&b| b)) {
        let (x, y) = layout.cell(pos);
        canvas.blend_rect(x + 1, y + 1, t - 1, t - 1, palette::MONUMENT, 40);
        canvas.frame(
            x + 2 * thick,
            y + 2 * thick,
            t - 4 * thick + 1,
            t - 4 * thick + 1,
            thick,
            palette::MONUMENT,
        );
        let owners = (0..MAX_SEATS).filter(|&s| seats[s]).map(|s| Seat(s as u8));
        // Along the top, clear of the rotations a legal cell shows.
        for (k, seat) in owners.enumerate() {
            let cx = x as f32 + 4.0 * thick as f32 + (k as f32 + 0.5) * (c + 2) as f32;
            cube(canvas, cx, y as f32 + 4.0 * thick as f32 + c as f32 / 2.0, c, seat);
        }
    }
}

/// A player's cubes in supply and fame tokens, for the header's row at (x, cy) at scale
/// `ui`, in `style`.
pub fn supply(
    canvas: &mut Canvas,
    (x, cy): (f32, f32),
    ui: f32,
    style: Style,
    seat: Seat,
    cubes: u8,
    fame: u32,
) {
    let c = (ui * 13.0).round() as i32;
    cube(canvas, x + c as f32 / 2.0, cy, c, seat);
    let x = x + c as f32 + ui * 3.0;
    let x = x + text::draw(canvas, x, cy, Align::Left, style, &format!("×{cubes}")) + ui * 10.0;
    let star = Style::new(style.size * 1.15, Weight::Bold, palette::FAME);
    let x = x + text::draw(canvas, x, cy, Align::Left, star, "★") + ui * 2.0;
    text::draw(canvas, x, cy, Align::Left, style, &fame.to_string());
}

/// Objective `index` of `monument` turned by `rot` in `game`: its cells, reward and,
/// on the board, its state.
fn slot(
    game: &View,
    monument: Monument,
    rot: Rotation,
    index: usize,
    state: Option<&ObjectiveState>,
    fresh: bool,
) -> Slot {
    let objective = &monument.objectives()[index];
    let cells = objective.cells(Pos::ORIGIN, rot).map(|p| (p.x, p.y)).collect();
    let reward = match objective.reward {
        // Without Bridges, Castles & Bazaars a bridge pays a fame token instead.
        Reward::Bridges(n) if !game.has(Expansion::BridgesCastlesBazaars) => Reward::Fame(n),
        reward => reward,
    };
    let state = state.copied().unwrap_or_default();
    Slot { cells, reward, cubes: state.cubes, completed: state.completed, fresh }
}

/// The plaque of objective `index` of placed monument `m`, in pixels.
fn on_board(layout: &Layout, m: &PlacedMonument, index: usize) -> Rect {
    let (x, y) = layout.cell(m.anchor);
    place((x as f32, y as f32), 2.0 * layout.tile as f32, m.rot, index)
}

/// The plaque of objective `index` of a large tile turned by `rot` whose picture is
/// `side` pixels wide with its top-left at `origin`.
fn place((x, y): (f32, f32), side: f32, rot: Rotation, index: usize) -> Rect {
    let (a, b) = large::plaque(index, rot);
    (x + a.0 * side, y + a.1 * side, x + b.0 * side, y + b.1 * side)
}

/// Fills in one plaque: along its length, the little map, the reward, then the cubes
/// (or the completed mark); each part only when it is big enough to read.
fn plaque(canvas: &mut Canvas, slot: &Slot, (x0, y0, x1, y1): Rect) {
    let (w, h) = (x1 - x0, y1 - y0);
    let across = w >= h;
    let (long, thick) = if across { (w, h) } else { (h, w) };
    // The centre of a part `at` pixels along the plaque.
    let centre = |at: f32| if across { (x0 + at, y0 + h / 2.0) } else { (x0 + w / 2.0, y0 + at) };
    let pad = (thick * 0.07).max(1.0);
    let mut at = pad;
    let cell = ((thick - 2.0 * pad) / 4.0).floor();
    if cell >= 2.0 {
        map(canvas, slot, centre(at + 2.0 * cell), cell as i32);
        at += 4.0 * cell + pad;
    }
    let size = thick * 0.5;
    if size >= 8.0 {
        at += reward(canvas, slot.reward, centre(at), size, across) + pad;
    }
    let c = (thick * 0.5).round().max(3.0) as i32;
    if slot.completed {
        let (cx, cy) = centre(at + (long - pad - at) / 2.0);
        if thick >= 14.0 {
            let check = Style::new(thick * 0.8, Weight::Bold, palette::DONE);
            text::draw(canvas, cx, cy, Align::Centre, check, "✓");
        } else {
            canvas.disk(cx, cy, c as f32 / 2.0, palette::DONE);
        }
    } else {
        let owners: Vec<Seat> = (0..MAX_SEATS)
            .flat_map(|s| std::iter::repeat_n(Seat(s as u8), usize::from(slot.cubes[s])))
            .collect();
        // Side by side, overlapping when there are more than the room takes.
        let room = long - pad - at - c as f32;
        let step = match owners.len() {
            0 | 1 => 0.0,
            n => (room / (n - 1) as f32).min(c as f32 + 2.0),
        };
        for (k, &seat) in owners.iter().enumerate() {
            let (cx, cy) = centre(at + c as f32 / 2.0 + k as f32 * step);
            cube(canvas, cx, cy, c, seat);
        }
    }
    if slot.fresh {
        let edge = (thick / 10.0).round().max(2.0) as i32;
        let (x, y) = (x0.round() as i32, y0.round() as i32);
        canvas.frame(
            x - edge,
            y - edge,
            w.round() as i32 + 2 * edge,
            h.round() as i32 + 2 * edge,
            edge,
            palette::SCORED,
        );
    }
}

/// The little map of an objective centred on `(cx, cy)`, `cell` pixels per cell: the
/// 4×4 cells round the monument (its own 2×2 in the middle) with the objective's lit.
fn map(canvas: &mut Canvas, slot: &Slot, (cx, cy): (f32, f32), cell: i32) {
    let (x0, y0) = ((cx - 2.0 * cell as f32).round() as i32, (cy - 2.0 * cell as f32).round() as i32);
    let gap = i32::from(cell >= 4);
    let lit = if slot.completed { palette::DONE } else { palette::MONUMENT };
    for gy in -1..3 {
        for gx in -1..3 {
            if (0..2).contains(&gx) && (0..2).contains(&gy) {
                continue;
            }
            let colour = if slot.cells.contains(&(gx, gy)) { lit } else { palette::PLAQUE_CELL };
            let (x, y) = (x0 + (gx + 1) * cell, y0 + (gy + 1) * cell);
            canvas.fill_rect(x, y, cell - gap, cell - gap, colour);
        }
    }
    canvas.fill_rect(x0 + cell, y0 + cell, 2 * cell - gap, 2 * cell - gap, palette::PLAZA);
}

/// The reward as "+3" (points), "2★" (fame tokens) or "1" and a bridge, starting at
/// `start` (its left or top end along the plaque), `size` pixels high; returns the
/// length it takes along the plaque.
fn reward(canvas: &mut Canvas, reward: Reward, start: (f32, f32), size: f32, across: bool) -> f32 {
    let style = Style::new(size, Weight::Bold, palette::TEXT);
    let (number, icon) = match reward {
        Reward::Points(n) => (format!("+{n}"), None),
        Reward::Fame(n) => (n.to_string(), Some(true)),
        Reward::Bridges(n) => (n.to_string(), Some(false)),
    };
    let star = Style::new(size * 1.1, Weight::Bold, palette::FAME);
    let icon_width = match icon {
        Some(true) => text::width(star, "★"),
        Some(false) => size * 1.5,
        None => 0.0,
    };
    let width = text::width(style, &number) + icon_width;
    // Across a plaque the label reads left to right; down one it is centred, one line.
    let (left, cy, length) = if across {
        (start.0, start.1, width)
    } else {
        (start.0 - width / 2.0, start.1 + size * 0.6, size * 1.2)
    };
    let x = left + text::draw(canvas, left, cy, Align::Left, style, &number);
    match icon {
        Some(true) => {
            text::draw(canvas, x, cy, Align::Left, star, "★");
        }
        Some(false) => {
            bridges::icon(canvas, x + size * 0.1, cy, size * 0.9);
        }
        None => {}
    }
    length
}

/// A cube `c` pixels wide in `seat`'s colour centred on (cx, cy), outlined.
fn cube(canvas: &mut Canvas, cx: f32, cy: f32, c: i32, seat: Seat) {
    let (x, y) = ((cx - c as f32 / 2.0).round() as i32, (cy - c as f32 / 2.0).round() as i32);
    canvas.fill_rect(x - 1, y - 1, c + 2, c + 2, palette::seat_edge(seat));
    canvas.fill_rect(x, y, c, c, palette::seat(seat));
    // A lighter top face, so it reads as a cube and not a swatch.
    canvas.blend_rect(x, y, c, (c / 3).max(1), palette::LEGAL, 90);
}
