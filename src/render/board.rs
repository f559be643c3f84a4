//! The board part of the image, in two parts. The ground: empty ring cells, the grid,
//! tiles (large ones over 2×2 cells) and coordinate labels on all four sides in the
//! numbers players type, which only a placed tile changes (`layer` keeps it between
//! images). Over it, the game's state: what the expansions in play draw at fixed points
//! (`ExpansionArt`: bridges and castles, monuments' objectives and architects, a
//! shepherd's flock), figures, the last tile's frame, what just scored (a gift's scoring
//! too; on a finished game's image, each end-of-game score by the figure that earned
//! it, the figures kept as they stood before the final scoring), and where the waiting
//! tile may go (and which placements need a bridge).
//!
//! Reads the game through the engine's public API only and draws inside the layout's
//! board rectangle, the labels in its margins; the header is `panel`'s or `summary`'s.

use std::collections::{BTreeMap, BTreeSet};

use carcassonne_engine::rules::{ActFacts, Aim};
use carcassonne_engine::{
    Action, Board, Category, Corner, Event, Expansion, FeatureKind, Figure, FigureKind, Phase, PlacedTile,
    Pos, Rotation, Scoring, Spot, Target, View,
};

use super::atlas::atlas;
use super::canvas::Canvas;
use super::expansion::{every, in_play};
use super::figures::{self, Pose};
use super::layout::{self, Layout};
use super::paint;
use super::paint::Pt;
use super::palette::{self, Rgb};
use super::spot_names;
use super::text::{self, Align, Style, Weight};
use super::tile::{design, span, turn};
use super::{Scene, facts_of};

/// The board's ground, what stays from one image to the next until a tile is placed:
/// the background around the cells, the table under the empty cells, the grid, the
/// tiles and the coordinate labels, covering the whole canvas (an image without a
/// header). `layer` keeps it between images.
pub fn ground(canvas: &mut Canvas, board: &Board, layout: &Layout) {
    let (cols, rows) = layout.cells();
    surround(canvas, layout);
    cells(canvas, board, layout, (0, 0), (cols, rows));
    labels(canvas, layout);
}

/// The background around the cells, where the labels go (the cells' own pixels are
/// left as they are).
pub fn surround(canvas: &mut Canvas, layout: &Layout) {
    let t = layout.tile as i32;
    let (cols, rows) = layout.cells();
    let (ox, oy) = layout.origin;
    let (w, h) = (canvas.width as i32, canvas.height as i32);
    let (cells_w, cells_h) = (cols * t, rows * t);
    canvas.fill_rect(0, 0, w, oy, palette::BACKGROUND);
    canvas.fill_rect(0, oy + cells_h, w, h, palette::BACKGROUND);
    canvas.fill_rect(0, oy, ox, cells_h, palette::BACKGROUND);
    canvas.fill_rect(ox + cells_w, oy, w, cells_h, palette::BACKGROUND);
}

/// Paints the ground's cells from column and row `from` up to `to` (exclusive, counted
/// from the layout's first cell) over [`surround`]: the table under the empty ones, the
/// grid and the tiles, drawing only on those cells and the grid lines around them. Each
/// pixel there gets what painting every cell gives it (the lines run the board's
/// length, every tile is blitted, clipped), so a ground painted in parts is the ground
/// painted whole: `layer` paints only the cells a kept ground did not show.
pub fn cells(canvas: &mut Canvas, board: &Board, layout: &Layout, from: (i32, i32), to: (i32, i32)) {
    let t = layout.tile as i32;
    let (cols, rows) = layout.cells();
    let (ox, oy) = layout.origin;
    let ((c0, r0), (c1, r1)) = (from, to);
    canvas.limit(Some((ox + c0 * t, oy + r0 * t, (c1 - c0) * t + 1, (r1 - r0) * t + 1)));
    // The table under the empty cells (the tiles cover the others).
    for r in r0..r1 {
        let mut c = c0;
        while c < c1 {
            let empty = |c: i32| board.tile_at(Pos::new(layout.min.x + c, layout.min.y + r)).is_none();
            if !empty(c) {
                c += 1;
                continue;
            }
            let start = c;
            while c < c1 && empty(c) {
                c += 1;
            }
            canvas.fill_rect(ox + start * t, oy + r * t, (c - start) * t, t, palette::TABLE);
        }
    }
    for c in c0..=c1 {
        canvas.fill_rect(ox + c * t, oy, 1, rows * t, palette::GRID);
    }
    for r in r0..=r1 {
        canvas.fill_rect(ox, oy + r * t, cols * t, 1, palette::GRID);
    }
    let art = atlas(layout.tile);
    for tile in board.tiles() {
        let (x, y) = layout.cell(tile.pos);
        art.tile(tile.kind).blit(canvas, x, y, tile.rot);
    }
    canvas.limit(None);
}

/// Paints `placed` tiles over the ground: the whole board's, or those placed since a
/// kept ground was painted (each covers its cells whole, the grid included).
pub fn tiles(canvas: &mut Canvas, placed: &[PlacedTile], layout: &Layout) {
    limit_to_cells(canvas, layout);
    let art = atlas(layout.tile);
    for tile in placed {
        let (x, y) = layout.cell(tile.pos);
        art.tile(tile.kind).blit(canvas, x, y, tile.rot);
    }
    canvas.limit(None);
}

/// Limits drawing to the cells shown: a cropped board's other tiles and figures fall
/// outside.
fn limit_to_cells(canvas: &mut Canvas, layout: &Layout) {
    let t = layout.tile as i32;
    let (cols, rows) = layout.cells();
    let (ox, oy) = layout.origin;
    canvas.limit(Some((ox, oy, cols * t + 1, rows * t + 1)));
}

/// Draws everything over the ground that changes with the game's state: legal cells and
/// their marks, bridges and castles, monuments' objectives, frames, figures, spot
/// markers and what just scored. What asks a player to act (legal cells and marks, a
/// small city to choose for, bridges that may be built, numbered spots) only on an
/// image that asks ([`super::Words::ask`]).
pub fn draw(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let game = &scene.view;
    let t = layout.tile as i32;
    let ask = scene.words.ask();
    limit_to_cells(canvas, layout);
    if ask {
        legal_cells(canvas, scene, layout);
    }
    for art in in_play(game) {
        art.board_under(canvas, scene, layout);
    }

    let thick = (t / 24).max(2);
    // The final scoring is marked by the figures that earned it, not framed: a field's
    // frames would cover most of the board, and several overlap.
    for scoring in scored(scene).filter(|s| !is_final(scene, s)) {
        // Each tile of the feature framed once, a large tile whole.
        let squares: BTreeSet<(i32, i32, i32)> = (scoring.cells.iter())
            .map(|&pos| match game.board().tile_index_at(pos) {
                Some(index) => tile_square(layout, game.board(), index),
                None => (layout.cell(pos).0, layout.cell(pos).1, t),
            })
            .collect();
        for (x, y, w) in squares {
            canvas.frame(x + 1, y + 1, w - 2, w - 2, thick, palette::SCORED);
        }
    }
    if let Some(last) = game.last_placed() {
        let (x, y, w) = tile_square(layout, game.board(), last);
        let outer = (t / 16).clamp(2, 5);
        canvas.frame(
            x - outer + 1,
            y - outer + 1,
            w + 2 * outer - 2,
            w + 2 * outer - 2,
            outer,
            palette::LAST_PLACED,
        );
        canvas.frame(x + 1, y + 1, w - 2, w - 2, 1, palette::FIGURE_EDGE);
    }

    if ask {
        legal_marks(canvas, scene, layout);
        for art in in_play(game) {
            art.board_asks(canvas, scene, layout);
        }
        target_marks(canvas, scene, layout);
    }
    for art in in_play(game) {
        art.board_over(canvas, scene, layout);
    }

    let (size, drawn) = (figures::size_on_board(layout.tile), figures::drawn_on_board(layout.tile));
    for figure in scene.figures() {
        let Some((cx, cy)) = figure_point(game, layout, figure) else { continue };
        figures::draw(canvas, cx, cy, drawn, figure.owner, pose_on_board(game, figure));
        for art in in_play(game) {
            art.by_figure(canvas, scene, layout, figure, (cx, cy), size);
        }
    }

    if ask {
        spot_marks(canvas, scene, layout);
    }
    badges(canvas, scene, layout);
    canvas.limit(None);
}

/// How `figure` is drawn on `game`'s board: in its expansion's pose (standing for a
/// meeple), on its side in a field as every farmer.
fn pose_on_board(game: &View, figure: &Figure) -> Pose {
    let pose = figures::pose(figure.kind);
    let farmer = figure.kind.is_meeple()
        && game.board().segment(figure.tile, figure.segment).kind == FeatureKind::Field;
    if farmer { pose.farmer() } else { pose }
}

/// Every pose a figure takes on a board: each figure's (`figures::pose`), and each as it
/// lies in a field.
fn board_poses() -> BTreeSet<Pose> {
    FigureKind::all().map(figures::pose).flat_map(|pose| [pose, pose.farmer()]).collect()
}

/// Paints ahead, for every seat, the figures a board shows at every tile size
/// (`layout::tile_sizes`), as `render::warm_up` paints the tile art: a board at a tile
/// size new to the process painted its figures afresh, up to 2 M instructions of a
/// command.
pub fn paint_ahead() {
    let poses = board_poses();
    for tile in layout::tile_sizes() {
        let size = figures::drawn_on_board(tile);
        for &pose in &poses {
            figures::paint_ahead(size, pose);
        }
    }
}

/// The pixel square placed tile `index` covers: its top-left pixel and side.
fn tile_square(layout: &Layout, board: &Board, index: usize) -> (i32, i32, i32) {
    let placed = &board.tiles()[index];
    let (x, y) = layout.cell(placed.pos);
    (x, y, (layout.tile * span(placed.kind)) as i32)
}

/// How far a figure or a spot's disc stands inside its tile's border, in cells: half a
/// figure's height (`figures::size_on_board` draws it 0.38 of a cell tall), so the whole
/// figure shows on its tile.
const FIGURE_ROOM: f32 = 0.19;

/// Where a figure on `segment` of placed tile `tile` stands, and so where the disc of
/// that spot is drawn in the figure step: a printed segment's anchor, or the bridge
/// built on it, kept inside the tile. As fractions of the tile's picture (x east, y
/// south, from 0 to 1; a large tile's whole picture), so the service names a spot by
/// where players see its disc. `None` for a segment the tile does not have.
pub fn spot_on_tile(board: &Board, tile: usize, segment: usize) -> Option<(f32, f32)> {
    let placed = board.tiles().get(tile)?;
    if segment >= board.segment_count(tile) {
        return None;
    }
    let (u, v) = match design(placed.kind).anchors.get(segment) {
        Some(&anchor) => turn(anchor, placed.rot.quarter_turns()),
        None => every().find_map(|art| art.added_spot(board.segment(tile, segment), placed.rot))?,
    };
    // The room is in cells; a large tile's picture is two cells wide.
    let room = FIGURE_ROOM / span(placed.kind) as f32;
    Some((u.clamp(room, 1.0 - room), v.clamp(room, 1.0 - room)))
}

/// Where `figure` stands on `game`'s board, as a fraction of its tile's picture as
/// [`spot_on_tile`]: its segment's place, or where its expansion stands it
/// (`ExpansionArt::figure_at`: a barn on its tile's corner, 0 or 1 each way). `None` for
/// a segment the tile does not have.
pub fn figure_on_tile(game: &View, figure: &Figure) -> Option<(f32, f32)> {
    match in_play(game).find_map(|art| art.figure_at(game, figure)) {
        Some(at) => Some(at),
        None => spot_on_tile(game.board(), figure.tile, figure.segment),
    }
}

/// [`figure_on_tile`] in the image's pixels.
fn figure_point(game: &View, layout: &Layout, figure: &Figure) -> Option<(f32, f32)> {
    let (u, v) = figure_on_tile(game, figure)?;
    let placed = &game.board().tiles()[figure.tile];
    let cells = span(placed.kind) as f32;
    Some(layout.point(placed.pos, (u * cells, v * cells)))
}

/// Where the figure step's numbered disc for `segment` of placed tile `tile` goes:
/// beside a feature the tile paints round its figure's place (a garden), so the disc
/// leaves in sight what it names; on the figure's place ([`spot_on_tile`]) for every
/// other. As fractions of the tile's picture, as [`spot_on_tile`]: the image and the
/// board page both put the disc here. `None` for a segment the tile does not have.
pub fn disc_on_tile(board: &Board, tile: usize, segment: usize) -> Option<(f32, f32)> {
    let placed = board.tiles().get(tile)?;
    match design(placed.kind).disc {
        Some((painted, at)) if painted == segment => Some(turn(at, placed.rot.quarter_turns())),
        _ => spot_on_tile(board, tile, segment),
    }
}

/// [`disc_on_tile`] in the image's pixels.
fn disc_point(layout: &Layout, board: &Board, tile: usize, segment: usize) -> Option<(f32, f32)> {
    let (u, v) = disc_on_tile(board, tile, segment)?;
    let cells = span(board.tiles()[tile].kind) as f32;
    Some(layout.point(board.tiles()[tile].pos, (u * cells, v * cells)))
}

/// Where a figure may go in the figure step, as numbered on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A feature of the tile just placed.
    Spot(Spot),
    /// A place for `action` numbered with the spots, from what it aims at
    /// (`ActFacts::aim`): a corner of the tile just placed (a barn), or the tile as a
    /// whole (the monument just placed, for its architect).
    Numbered(Action),
    /// A place of an expansion's own for `action`, on a badge with the label its legend
    /// gives it, after the numbered ones (an objective, for a cube).
    Labelled(Action),
}

/// The label and the badge's colour of a [`Mark::Labelled`] for `action`, as the
/// expansion that marks it names its objective (`OwnPlaces::objective_label`).
pub(super) fn mark_label(scene: &Scene, action: Action) -> Option<(String, Rgb)> {
    let Action::Expansion(act) = action else { return None };
    let Aim::Objective { card, n } = act.facts().aim else { return None };
    let places = facts_of(act.expansion()).places.as_ref()?;
    Some(((places.objective_label)(scene, card, n)?, places.badge))
}

/// The mark on the board of figure-step `action`, from what it aims at
/// (`ActFacts::aim`), the same way for every box: a spot of the tile just placed; a
/// corner of it (a barn) or the tile as a whole (a figure that `Aim::Nothing` puts down
/// there: an architect), numbered with the spots; an objective (a cube), labelled after
/// them. `None` for what the board does not mark at the figure step (a bridge, a recall:
/// the header lists them; the fairy, the portal or the princess, aiming anywhere).
fn mark_of(action: Action) -> Option<Mark> {
    let Some(facts) = action.facts() else { return action.spot().map(Mark::Spot) };
    match facts.aim {
        Aim::Spot(spot) => Some(Mark::Spot(spot)),
        Aim::Corner(_) => Some(Mark::Numbered(action)),
        Aim::Nothing if facts.figure.is_some() => Some(Mark::Numbered(action)),
        Aim::Objective { .. } => Some(Mark::Labelled(action)),
        _ => None,
    }
}

/// Where on the board the mark of figure-step `action` stands when it is no spot (a
/// [`Mark::Numbered`] or [`Mark::Labelled`]), the tile just placed being placed tile
/// `index`: the corner of that tile it aims at, or the place of its own its box draws
/// (`ArtFacts::places`).
fn mark_point(game: &View, layout: &Layout, index: usize, action: Action) -> Option<(f32, f32)> {
    let Action::Expansion(act) = action else { return None };
    let places = || facts_of(act.expansion()).places.as_ref();
    match act.facts().aim {
        Aim::Corner(corner) => Some(layout.point(game.board().tiles()[index].pos, corner_point(corner))),
        Aim::Nothing => (places()?.whole_tile)(game, layout, index),
        Aim::Objective { card, n } => (places()?.objective)(game, layout, card, n),
        _ => None,
    }
}

/// The point of a tile's corner, as a fraction of the tile (x east, y south).
pub(super) fn corner_point(corner: Corner) -> Pt {
    match corner {
        Corner::NE => (1.0, 0.0),
        Corner::SE => (1.0, 1.0),
        Corner::SW => (0.0, 1.0),
        Corner::NW => (0.0, 0.0),
    }
}

/// The spots of the tile just placed where the active player may put a figure in the
/// figure step, each once (a meeple and a shepherd may share one) and named as players
/// are offered them ([`spot_names::shown_spot`]), in the order they
/// are numbered: by their segment on the tile. A bridge built during the step adds its
/// road as the tile's last segment, so it takes the next number and moves no other.
/// Empty outside the figure step. The service names them by these numbers.
pub fn figure_spots(game: &View) -> Vec<Spot> {
    if game.phase() != Phase::PlaceFigure {
        return Vec::new();
    }
    let mut spots: Vec<Spot> = Vec::new();
    let actions = game.legal_actions(game.active()).into_iter().map(|a| spot_names::shown_action(game, a));
    for spot in actions.filter_map(|a| a.spot()) {
        if !spots.contains(&spot) {
            spots.push(spot);
        }
    }
    if let Some(tile) = game.last_placed() {
        spots.sort_by_key(|spot| spot.resolve_on(game.board(), tile));
    }
    spots
}

/// The places where the active player may put a figure, a cube or an architect, each
/// once and in order: the tile's spots as [`figure_spots`] and the expansions' places
/// numbered with them (the monument), numbered from 1, then the labelled ones (the
/// objectives, by the legend's labels), with the actions that use it (a meeple and a
/// shepherd on one field, a cube on an objective). Shared by the board's markers, the
/// header's list and the service's words for them.
pub fn figure_marks(game: &View) -> Vec<(Mark, Vec<Action>)> {
    let mut spots: Vec<(Mark, Vec<Action>)> =
        figure_spots(game).into_iter().map(|spot| (Mark::Spot(spot), Vec::new())).collect();
    if game.phase() != Phase::PlaceFigure {
        return spots;
    }
    let actions = game.legal_actions(game.active()).into_iter().map(|a| spot_names::shown_action(game, a));
    let figures = actions.filter_map(|a| Some((mark_of(a)?, a)));
    for (mark, action) in figures {
        match spots.iter_mut().find(|(s, _)| *s == mark) {
            Some((_, actions)) => actions.push(action),
            None => spots.push((mark, vec![action])),
        }
    }
    // The labelled places last (objectives): they carry the legend's labels, not numbers.
    spots.sort_by_key(|(mark, _)| matches!(mark, Mark::Labelled(_)));
    spots
}

/// The answers of the decision waited for that move a figure to a feature on the board
/// (`Aim::Target` with a figure: a wagon's move), with their targets, in the order of
/// the legal actions: numbered on the board ([`target_marks`]) and in the header's
/// list the same way for every box.
pub(super) fn decision_targets(game: &View) -> Vec<(Action, Target)> {
    let (Phase::Expansion(_), Some(decision)) = (game.phase(), game.pending()) else { return Vec::new() };
    let Some(seat) = decision.seats.iter().next() else { return Vec::new() };
    let target = |a: Action| match a.facts()? {
        ActFacts { aim: Aim::Target(t), figure: Some(_), .. } => Some((a, t)),
        _ => None,
    };
    game.legal_actions(seat).into_iter().filter_map(target).collect()
}

/// The aims of the answers to the decision waited for, when `ours` owns its phase (a
/// box's own question): the cells or road ends a box's step marks and a chat's preview
/// frames, read from the declared facts of the legal actions as every box's are.
pub(super) fn decision_aims(game: &View, ours: fn(Phase) -> bool) -> Vec<Aim> {
    let Some(decision) = game.pending().filter(|d| ours(d.phase)) else { return Vec::new() };
    let Some(seat) = decision.seats.iter().next() else { return Vec::new() };
    game.legal_actions(seat).into_iter().filter_map(|a| a.facts()).map(|f| f.aim).collect()
}

/// A numbered disc on each feature a decision's answer may move a figure to
/// ([`decision_targets`]), at that figure's place on its tile.
fn target_marks(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let game = &scene.view;
    for (i, (_, target)) in decision_targets(game).into_iter().enumerate() {
        let Some((tile, segment)) = target.resolve(game.board()) else { continue };
        let Some(at) = spot_on_tile(game.board(), tile, segment) else { continue };
        numbered_disc(canvas, layout.point(target.pos, at), layout.tile as f32, i + 1);
    }
}

/// A numbered disc, centred on `(cx, cy)` on a board of `t`-pixel tiles: a figure
/// step's spot, a decision's target.
fn numbered_disc(canvas: &mut Canvas, (cx, cy): (f32, f32), t: f32, n: usize) {
    let r = (t * 0.1).max(6.0);
    let style = Style::new(r * 1.35, Weight::Bold, palette::FIGURE_EDGE);
    paint::draw_disk(canvas, cx, cy, r + 1.5, palette::FIGURE_EDGE);
    paint::draw_disk(canvas, cx, cy, r, palette::SPOT);
    text::draw(canvas, cx, cy, Align::Centre, style, &n.to_string());
}

/// While a figure may be placed: a numbered marker on each open spot of the tile just
/// placed and on the monument the architect would go to, and the legend's label on
/// each objective a cube may go to, keyed to the list of commands in the header.
fn spot_marks(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let game = &scene.view;
    let Some(index) = game.last_placed() else { return };
    let board = game.board();
    let t = layout.tile as f32;
    let r = (t * 0.1).max(6.0);
    for (i, (mark, _)) in figure_marks(game).iter().enumerate() {
        let at = match *mark {
            Mark::Spot(spot) => {
                spot.resolve_on(board, index).and_then(|s| disc_point(layout, board, index, s))
            }
            Mark::Numbered(action) | Mark::Labelled(action) => mark_point(game, layout, index, action),
        };
        let Some((cx, cy)) = at else { continue };
        if let Mark::Labelled(action) = *mark {
            // Named as the legend and the wanted cells name the objective, not numbered
            // among the figures' spots: one numbering on the board.
            if let Some((label, fill)) = mark_label(scene, action) {
                text::badge(canvas, (cx, cy), 2.0 * r, &label, fill);
            }
            continue;
        }
        numbered_disc(canvas, (cx, cy), t, i + 1);
    }
}

/// What the last command scored on the board, each with a `+N` where it was earned:
/// whatever has cells (a feature, a flock, an objective, a retreat), a gift's too (the
/// Road sweeper scores a road as at the end, during play); on a finished game's image,
/// the final scoring as well (unopened gifts, which have no cells, are the table's).
pub fn scored<'a>(scene: &'a Scene) -> impl Iterator<Item = &'a Scoring> + 'a {
    scene.recent.iter().filter_map(|e| match e {
        Event::Scored(s) if !s.cells.is_empty() => Some(s),
        _ => None,
    })
}

/// Whether `scoring` is part of the final scoring on a finished game's image, marked
/// beside the figure that earned it.
fn is_final(scene: &Scene, scoring: &Scoring) -> bool {
    scene.view.is_over() && scoring.at_end
}

/// Where the figure that earned final `scoring` stands: one of its winners' figures
/// (the scene's, as they stood before the final scoring) on a segment of its category
/// on one of its cells, a follower or a figure that stays to the end and scores there
/// (a barn). `None` when no such figure is drawn.
fn earner(scene: &Scene, layout: &Layout, scoring: &Scoring) -> Option<(f32, f32)> {
    let board = scene.view.board();
    let figure = scene.figures().iter().find(|f| {
        let placed = &board.tiles()[f.tile];
        let kind = board.segment(f.tile, f.segment).kind;
        (f.kind.is_follower() || f.kind.is_permanent())
            && scoring.winners.contains(f.owner)
            && scoring.cells.contains(&placed.pos)
            && Category::from(kind) == scoring.category
    })?;
    figure_point(&scene.view, layout, figure)
}

/// The empty cells where the waiting tile may go, lighter than the table (before the
/// frames, which may reach over them).
fn legal_cells(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let t = layout.tile as i32;
    let mut last = None;
    for option in scene.view.placement_options() {
        let pos = option.placement.pos;
        if last != Some(pos) {
            let (x, y) = layout.cell(pos);
            canvas.fill_rect(x + 1, y + 1, t - 1, t - 1, palette::LEGAL_CELL);
            last = Some(pos);
        }
    }
}

/// On each legal cell for the waiting tile, the rotations that fit there in a fixed
/// 2×2 grid (0 and 90 on top, 180 and 270 below), a rotation that fits only by an
/// expansion's rule labelled as its art declares (`ArtFacts::needed`: a bridge's plank); a
/// dot when cells are small (its declared dot when every rotation there needs
/// that expansion). A large tile is placed by its top-left cell: its legal cells carry a
/// little 2×2 square with that corner filled.
fn legal_marks(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let mut cells: BTreeMap<Pos, Vec<(Rotation, Option<Expansion>)>> = BTreeMap::new();
    for option in scene.view.placement_options() {
        cells.entry(option.placement.pos).or_default().push((option.placement.rot, option.needs));
    }
    let large = scene.view.current_tile().is_some_and(|kind| span(kind) > 1);
    let t = layout.tile as i32;
    for (pos, rots) in cells {
        let every = rots[0].1.filter(|&e| rots.iter().all(|&(_, needs)| needs == Some(e)));
        let dot = every.map_or(palette::SCORED, |e| facts_of(e).needed.dot);
        let centre = layout.point(pos, (0.5, 0.5));
        if large {
            anchor_mark(canvas, centre, t as f32, dot);
        }
        if t < 40 {
            if !large {
                paint::draw_disk(canvas, centre.0, centre.1, t as f32 * 0.14, dot);
            }
            continue;
        }
        let size = (t as f32 * 0.2).min(15.0);
        let plain = Style::new(size, Weight::Bold, palette::TEXT);
        for (rot, needs) in rots {
            let q = rot.quarter_turns() as i32;
            let (u, v) = (0.28 + 0.44 * (q % 2) as f32, 0.3 + 0.4 * (q / 2) as f32);
            let (cx, cy) = layout.point(pos, (u, v));
            let label = rot.degrees().to_string();
            match needs {
                Some(e) => (facts_of(e).needed.label)(canvas, (cx, cy), size, &label),
                None => {
                    text::draw(canvas, cx, cy, Align::Centre, plain, &label);
                }
            }
        }
    }
}

/// The mark of a large tile's anchor centred on (cx, cy) in a cell `t` pixels wide: a
/// 2×2 square, its top-left quarter filled with `fill`.
fn anchor_mark(canvas: &mut Canvas, (cx, cy): (f32, f32), t: f32, fill: Rgb) {
    let q = (t * 0.09).round().max(3.0) as i32;
    let (x, y) = ((cx.round() as i32) - q, (cy.round() as i32) - q);
    canvas.fill_rect(x - 1, y - 1, 2 * q + 2, 2 * q + 2, palette::FIGURE_EDGE);
    canvas.fill_rect(x, y, 2 * q, 2 * q, palette::LEGAL);
    canvas.fill_rect(x + 1, y + 1, q - 1, q - 1, fill);
    let ink = palette::FIGURE_EDGE;
    canvas.fill_rect(x + q, y, 1, 2 * q, ink);
    canvas.fill_rect(x, y + q, 2 * q, 1, ink);
}

/// Column numbers above and below the board, row numbers left and right of it.
pub fn labels(canvas: &mut Canvas, layout: &Layout) {
    let t = layout.tile as f32;
    let style = Style::new(layout.label_size(), Weight::Regular, palette::TEXT_DIM);
    let (cols, rows) = layout.cells();
    let (ox, oy) = (layout.origin.0 as f32, layout.origin.1 as f32);
    let m = layout.margin as f32;
    let step = if t < 22.0 { 2 } else { 1 };
    for c in (0..cols).filter(|c| (layout.min.x + c) % step == 0) {
        let x = ox + (c as f32 + 0.5) * t;
        let label = (layout.min.x + c).to_string();
        text::draw(canvas, x, oy - m / 2.0, Align::Centre, style, &label);
        text::draw(canvas, x, oy + rows as f32 * t + m / 2.0, Align::Centre, style, &label);
    }
    for r in (0..rows).filter(|r| (layout.min.y + r) % step == 0) {
        let y = oy + (r as f32 + 0.5) * t;
        let label = (layout.min.y + r).to_string();
        text::draw(canvas, ox - 6.0, y, Align::Right, style, &label);
        text::draw(canvas, ox + cols as f32 * t + 6.0, y, Align::Left, style, &label);
    }
}

/// "+N" for each feature that just scored, on its middle cell, in the winners' colour;
/// on the board page's picture only the final scoring's (the page writes the others
/// itself, in letters a phone reads at any zoom: [`badge_at`]).
fn badges(canvas: &mut Canvas, scene: &Scene, layout: &Layout) {
    let t = layout.tile as f32;
    let style = Style::new((t * 0.3).clamp(11.0, 20.0), Weight::Bold, palette::FIGURE_EDGE);
    let figure = figures::drawn_on_board(layout.tile) as f32;
    for scoring in scored(scene) {
        // A final score just above the figure that earned it, when it is drawn; a
        // final score of nothing (a field without a city) is not told, as in words.
        if is_final(scene, scoring) && scoring.points == 0 {
            continue;
        }
        if is_final(scene, scoring)
            && let Some((fx, fy)) = earner(scene, layout, scoring)
        {
            badge(canvas, (fx, fy - figure / 2.0 - style.size * 0.45), style, scoring);
            continue;
        }
        if matches!(scene.words, super::Words::Page) {
            continue;
        }
        let (x, y) = badge_at(&scene.view, scoring);
        let pos = Pos::new(x.floor() as i32, y.floor() as i32);
        badge(canvas, layout.point(pos, (x - pos.x as f32, y - pos.y as f32)), style, scoring);
    }
}

/// Where the `+N` of `scoring` (one with cells) goes on `game`'s board, in cells from the
/// north-west corner of cell (0, 0): on the feature's middle when that is at most half a
/// cell from one of its cells (between two cells of a small city), else on the middle
/// of its cell nearest that (first in board order among equals; a large tile's middle).
#[must_use]
pub fn badge_at(game: &View, scoring: &Scoring) -> (f32, f32) {
    let board = game.board();
    // A tile's place in cells from its anchor: a large tile's is the middle of its 2×2.
    let centre = |p: &Pos| {
        let half = board.tile_at(*p).map_or(0.0, |placed| (span(placed.kind) - 1) as f32 / 2.0);
        (p.x as f32 + half, p.y as f32 + half)
    };
    let n = scoring.cells.len().max(1) as f32;
    let mid_x = scoring.cells.iter().map(|p| centre(p).0).sum::<f32>() / n;
    let mid_y = scoring.cells.iter().map(|p| centre(p).1).sum::<f32>() / n;
    let mut cells = scoring.cells.clone();
    cells.sort();
    let off = |p: &Pos| (centre(p).0 - mid_x).powi(2) + (centre(p).1 - mid_y).powi(2);
    let Some(pos) = cells.iter().copied().min_by(|a, b| off(a).total_cmp(&off(b))) else {
        return (0.5, 0.5);
    };
    if off(&pos).sqrt() <= 0.5 {
        (mid_x + 0.5, mid_y + 0.5)
    } else {
        (centre(&pos).0 + 0.5, centre(&pos).1 + 0.5)
    }
}

/// The `+N` of `scoring` centred on (cx, cy) in `style`, underlined in its winners'
/// colours.
fn badge(canvas: &mut Canvas, (cx, cy): (f32, f32), style: Style, scoring: &Scoring) {
    let label = format!("+{}", scoring.points);
    let w = text::width(style, &label) + style.size * 0.7;
    let h = style.size * 1.35;
    let (x0, y0) = ((cx - w / 2.0).round() as i32, (cy - h / 2.0).round() as i32);
    canvas.fill_rect(x0 - 1, y0 - 1, w as i32 + 2, h as i32 + 2, palette::FIGURE_EDGE);
    canvas.fill_rect(x0, y0, w as i32, h as i32, palette::SCORED);
    let winners: Vec<_> = scoring.winners.iter().collect();
    if !winners.is_empty() {
        let part = w as i32 / winners.len() as i32;
        for (i, seat) in winners.iter().enumerate() {
            canvas.fill_rect(x0 + i as i32 * part, y0 + h as i32 - 3, part, 3, palette::seat(*seat));
        }
    }
    text::draw(canvas, cx, cy - 1.0, Align::Centre, style, &label);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Once painted ahead, every figure a game with every expansion puts on its board
    /// (meeples standing and lying in fields, each expansion's own figures) is kept at
    /// every tile size, for its seat and in the pose the board draws it: no board paints
    /// a figure in a command.
    #[test]
    fn every_figure_a_board_draws_is_painted_ahead() {
        use carcassonne_engine::{Audience, Expansions, Game, GameRng, Setup};

        paint_ahead();
        let expansions = Expansion::ALL
            .into_iter()
            .filter(|&e| e != Expansion::River)
            .fold(Expansions::default(), Expansions::with);
        let setup = Setup { expansions, ..Setup::new(6, 17) };
        let mut rng = GameRng::from_seed(setup.seed);
        let (mut game, _) = Game::new(setup).expect("setup");
        let mut poses = BTreeSet::new();
        while let Some(pending) = game.pending() {
            let view = game.view(Audience::Public);
            for figure in view.figures() {
                let pose = pose_on_board(&view, figure);
                for tile in layout::tile_sizes() {
                    let size = figures::drawn_on_board(tile);
                    assert!(figures::is_kept(figure.owner, size, pose), "{pose:?} at {size} px");
                }
                poses.insert(pose);
            }
            let seat = pending.seats.iter().next().expect("someone acts");
            let actions = game.legal_actions(seat);
            game.apply(seat, actions[rng.below(actions.len())]).expect("a legal action");
        }
        let owns = poses.iter().filter(|p| matches!(p, Pose::Own(..) | Pose::OwnLying(..))).count();
        assert!(poses.contains(&Pose::Lying) && owns >= 2, "{poses:?}");
    }
}
