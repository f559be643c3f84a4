//! Monuments on the image, as the game stands: its 2×2 tiles' pictures (`large`, the
//! buildings `buildings`'), each objective's plaque filled in with what it asks, pays
//! and holds (drawn by `plaques`), the architect on its monument, the empty cells still
//! wanted by objectives that hold cubes or that the legend lists (numbered as
//! `objectives` numbers them, with the cubes waiting there), the objectives' legend
//! under the board (`objectives`), a large tile shown off the board (in hand, offered
//! at a bazaar or by a Take two) with its objectives, the header's cubes and fame
//! tokens per player, and in the final table the monuments' and fame's points.
//!
//! Owns how the expansion's state looks; the large tile's picture with its empty
//! plaques is `large`'s, painted once per size. It reads the game only through the view
//! and draws only where it is told (the board's cells, a header position). The board's
//! numbered marks for the architect and the cubes go through the shared `board::Mark`.

mod buildings;
pub mod colours;
mod large;
pub(super) mod objectives;
mod plaques;

use std::collections::{BTreeMap, BTreeSet};

use carcassonne_engine::rules::monuments::{CUBES, FAME, Happened, Monument, ObjectiveState, PlacedMonument};
use carcassonne_engine::{Category, MAX_SEATS, Pos, Rotation, Seat, TileKind, View};

use crate::render::Scene;
use crate::render::canvas::Canvas;
use crate::render::expansion::ExpansionArt;
use crate::render::facts::{ArtFacts, OwnPlaces};
use crate::render::figures::{self, Pose};
use crate::render::layout::Layout;
use crate::render::palette::{self};
use crate::render::supply::{Column, Shows};
use crate::render::text::{self, Align, Style, Weight};
use crate::render::tile::Design;
use plaques::{Rect, Slot, cube, cube_within, plaque};

/// Width of the header's monuments column at scale 1: cubes and fame tokens.
const SUPPLY_WIDTH: f32 = 96.0;

/// Every monument's plaques filled in, and its architect.
fn draw(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let Some(monuments) = scene.view.monuments() else { return };
    for m in monuments.placed() {
        for (i, state) in m.objectives.iter().enumerate() {
            let fresh = scene.recent.iter().any(|e| {
                matches!(Happened::of(e), Some(Happened::ObjectiveCompleted { monument, objective, .. })
                    if *monument == m.monument && usize::from(*objective) == i + 1)
            });
            let slot = slot(&scene.view, m.monument, m.rot, i, Some(state), fresh);
            plaque(canvas, &slot, on_board(layout, m, i));
        }
        if let Some(seat) = m.architect {
            let (cx, cy) = architect_at(layout, m);
            figures::draw(canvas, cx, cy, figures::drawn_on_board(layout.tile), seat, Pose::Standing);
        }
    }
}

/// Monuments' drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// Monuments' art as data, registered in `render::registry!`.
pub(super) const ART: ArtFacts = ArtFacts {
    supply: &[Column {
        place: 40,
        width: SUPPLY_WIDTH,
        title: None,
        shows: Shows::Drawn { draw: cubes_and_fame, figures: &[] },
    }],
    categories: &[(Category::Monuments, colours::MONUMENT), (Category::Fame, colours::FAME)],
    colours: &colours::COLOURS,
    places: Some(OwnPlaces {
        whole_tile: architect_point,
        objective: |game, layout, card, n| cube_point(game, layout, monument(card)?, n),
        objective_label: |scene, card, n| Some(objectives::cube_label(scene, monument(card)?, n)),
        badge: colours::MONUMENT,
    }),
    ..ArtFacts::NONE
};

/// The monument a card number of an aim names (`Aim::Objective`: `Monument as u8`).
fn monument(card: u8) -> Option<Monument> {
    Monument::ALL.get(usize::from(card)).copied()
}

/// A player's cubes in supply and fame tokens, in the header's supply.
fn cubes_and_fame(canvas: &mut Canvas, scene: &Scene, seat: Seat, (x, cy): (f32, f32), ui: f32) {
    let style = Style::new(ui * 16.0, Weight::Regular, palette::TEXT);
    let c = (ui * 13.0).round() as i32;
    cube(canvas, x + c as f32 / 2.0, cy, c, seat);
    let x = x + c as f32 + ui * 3.0;
    let x = x
        + text::draw(canvas, x, cy, Align::Left, style, &format!("×{}", CUBES.of(&scene.view, seat)))
        + ui * 10.0;
    let star = Style::new(style.size * 1.15, Weight::Bold, colours::FAME);
    let x = x + text::draw(canvas, x, cy, Align::Left, star, "★") + ui * 2.0;
    text::draw(canvas, x, cy, Align::Left, style, &FAME.of(&scene.view, seat).to_string());
}

impl ExpansionArt for Art {
    fn large_design(&self, kind: TileKind) -> Option<Design> {
        Monument::of_tile(kind).map(|_| large::design(kind))
    }

    /// A large tile's objectives on their plaques as they pay in `game`, no cube on
    /// them yet.
    fn over_picture(
        &self,
        canvas: &mut Canvas,
        game: &View,
        kind: TileKind,
        rot: Rotation,
        at: (i32, i32),
        size: u32,
    ) {
        let Some(monument) = Monument::of_tile(kind) else { return };
        let (origin, side) = fitted(at, size);
        for i in 0..4 {
            plaque(canvas, &slot(game, monument, rot, i, None, false), place(origin, side, rot, i));
        }
    }

    /// A large tile's top-left corner, the cell `place` names, marked in gold as on the
    /// board's cells.
    fn mark_in_hand(&self, canvas: &mut Canvas, kind: TileKind, at: (i32, i32), size: u32) {
        if Monument::of_tile(kind).is_none() {
            return;
        }
        let ((x, y), side) = fitted(at, size);
        let q = (side / 8.0).round() as i32;
        let (x, y) = (x as i32, y as i32);
        canvas.fill_rect(x, y, q + 1, q + 1, palette::FIGURE_EDGE);
        canvas.fill_rect(x, y, q, q, palette::SCORED);
    }

    fn board_under(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        wanted(canvas, scene, layout);
        draw(canvas, scene, layout);
    }

    fn below(&self, scene: &Scene, layout: Layout) -> Layout {
        objectives::below(scene, layout)
    }

    fn draw_below(&self, canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
        objectives::draw(canvas, scene, layout);
    }

    /// A large tile in hand goes by its top-left cell, which the board marks.
    fn tile_title(&self, scene: &Scene, who: &str) -> Option<Vec<String>> {
        let monument = scene.view.current_tile().and_then(Monument::of_tile)?;
        let args = || [("who", who.into()), ("monument", monument.word().into())];
        Some(vec![
            scene.lang.say("render-title-monument", args()),
            scene.lang.say("render-title-monument-short", args()),
        ])
    }
}

/// Where `atlas::blit_fitted` puts a large tile's picture in a `size`-pixel square at
/// `at`: its top-left pixel and its side.
fn fitted((x, y): (i32, i32), size: u32) -> ((f32, f32), f32) {
    let side = (size / 2 * 2) as f32;
    let inset = ((size as f32 - side) / 2.0).floor();
    ((x as f32 + inset, y as f32 + inset), side)
}

/// The point where the architect of the monument on placed tile `index` stands: in
/// front of its building.
fn architect_point(game: &View, layout: &Layout, index: usize) -> Option<(f32, f32)> {
    Some(architect_at(layout, game.monuments()?.on_tile(index)?))
}

fn architect_at(layout: &Layout, m: &PlacedMonument) -> (f32, f32) {
    layout.point(m.anchor, (1.0, 1.0 + large::BUILDING))
}

/// The point on the plaque of objective `number` (from 1) of `monument` where its
/// cubes go: the end of the plaque away from its map.
fn cube_point(game: &View, layout: &Layout, monument: Monument, number: u8) -> Option<(f32, f32)> {
    let m = game.monuments()?.placed().iter().find(|m| m.monument == monument)?;
    let (x0, y0, x1, y1) = on_board(layout, m, usize::from(number).checked_sub(1)?);
    let thick = (x1 - x0).min(y1 - y0);
    Some(if x1 - x0 >= y1 - y0 {
        (x1 - thick / 2.0, (y0 + y1) / 2.0)
    } else {
        ((x0 + x1) / 2.0, y1 - thick / 2.0)
    })
}

/// The empty cells that objectives holding cubes, or objectives the legend lists,
/// still wait for: a lavender tint (but where the waiting tile may go, which keeps its
/// own) and frame, the legend's number for the cell, and a cube for each seat with a
/// cube on an objective wanting the cell. Drawn under the legal cells' marks: where the
/// waiting tile may go, the number and cubes keep to the band between the rows of
/// rotations.
fn wanted(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let Some(monuments) = scene.view.monuments() else { return };
    let board = scene.view.board();
    let labels = if layout.legend > 0 { objectives::cell_labels(scene) } else { BTreeMap::new() };
    let mut cells: BTreeMap<Pos, [bool; MAX_SEATS]> =
        labels.keys().map(|&p| (p, [false; MAX_SEATS])).collect();
    for m in monuments.placed() {
        for (i, state) in m.objectives.iter().enumerate().filter(|(_, o)| !o.completed) {
            for pos in m.cells(i).filter(|&p| board.tile_at(p).is_none()) {
                for (seat, _) in state.cubes.iter().enumerate().filter(|&(_, &n)| n > 0) {
                    cells.entry(pos).or_default()[seat] = true;
                }
            }
        }
    }
    if cells.is_empty() {
        return;
    }
    // The cells the board marks for the waiting tile, where the image asks for it.
    let legal: BTreeSet<Pos> = if scene.words.ask() {
        scene.view.placement_options().iter().map(|o| o.placement.pos).collect()
    } else {
        BTreeSet::new()
    };
    let t = layout.tile as i32;
    let thick = (t / 24).max(1);
    for (pos, seats) in cells {
        let (x, y) = layout.cell(pos);
        if !legal.contains(&pos) {
            canvas.fill_rect(x + 1, y + 1, t - 1, t - 1, colours::WANTED_CELL);
        }
        canvas.frame(
            x + 2 * thick,
            y + 2 * thick,
            t - 4 * thick + 1,
            t - 4 * thick + 1,
            thick,
            colours::MONUMENT,
        );
        let owners: Vec<Seat> = (0..MAX_SEATS).filter(|&s| seats[s]).map(|s| Seat(s as u8)).collect();
        // The rotations `board` writes on a legal cell of this size.
        let rotations = legal.contains(&pos) && t >= 40;
        cell_marks(canvas, layout.point(pos, (0.0, 0.0)), t as f32, labels.get(&pos), &owners, rotations);
    }
}

/// Where a wanted cell's number and cubes go, in cells: the badge's centre height and
/// its height, and the cubes' centre height and width with their outlines. Clear of the rotations a legal
/// cell shows (rows at 0.3 and 0.7, up to 0.2 high), or else the badge high and the
/// cubes in a row under it.
const AMONG_ROTATIONS: [f32; 4] = [0.5, 0.26, 0.5, 0.26];
const ALONE: [f32; 4] = [0.37, 0.42, 0.78, 0.32];

/// The number `label` and `owners`' cubes on the wanted cell `t` pixels wide at
/// `(x, y)`; with `rotations` shown there, in the band between their rows, the cubes
/// beside the number.
fn cell_marks(
    canvas: &mut Canvas,
    (x, y): (f32, f32),
    t: f32,
    label: Option<&String>,
    owners: &[Seat],
    rotations: bool,
) {
    let [badge_y, badge_h, cube_y, side] = if rotations { AMONG_ROTATIONS } else { ALONE };
    let badge_w =
        label.map_or(0.0, |l| objectives::badge(canvas, (x + t / 2.0, y + badge_y * t), badge_h * t, l));
    let c = cube_within(side * t);
    let step = side * t + 2.0;
    let cy = y + cube_y * t;
    for (k, &seat) in owners.iter().enumerate() {
        let cx = if rotations {
            // Left and right of the number, outwards, overlapping when many.
            let side = if k % 2 == 0 { -1.0 } else { 1.0 };
            let out = (badge_w / 2.0 + step / 2.0 + (k / 2) as f32 * step * 0.5).min(t * 0.5 - step / 2.0);
            x + t / 2.0 + side * out
        } else {
            let room = t * 0.84 - step;
            let step = if owners.len() > 1 { step.min(room / (owners.len() - 1) as f32) } else { 0.0 };
            x + t / 2.0 + (k as f32 - (owners.len() - 1) as f32 / 2.0) * step
        };
        cube(canvas, cx, cy, c, seat);
    }
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
    let reward = objective.reward.paid_in(game.expansions());
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
