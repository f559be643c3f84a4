//! Scoring features: completed roads, cities and monasteries during play, and
//! everything still occupied at the end (fields included). Meeples of a scored
//! feature go home; shepherds never score here. Majorities and monastery bonuses ask
//! the expansions in play (`rules::majority`, `ExpansionRules::monastery_bonus`).

use crate::category::Category;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::game::{FigureKind, Game};
use crate::geometry::{Dir, Pos};
use crate::rules;
use crate::seat::{Seat, SeatSet};
use crate::tile::FeatureKind;

/// Scores the roads and cities that tile `index` (just placed) and `touched` (a tile
/// whose features changed this turn too) completed, and the monasteries around tile
/// `index`; returns every feature completed, scored or not.
pub(crate) fn score_completed(
    game: &mut Game,
    index: usize,
    touched: Option<usize>,
    events: &mut Vec<Event>,
) -> Vec<NodeId> {
    let completed = completed_by(game, index, touched);
    for &root in &completed {
        score(game, root, false, events);
    }
    completed
}

/// The features not scored yet that tile `index` and `touched` complete as the board
/// stands: their roads and cities with no open port, then the monasteries on or around
/// tile `index` with all eight neighbours. Each once, in that order.
pub(crate) fn completed_by(game: &Game, index: usize, touched: Option<usize>) -> Vec<NodeId> {
    // The tiles whose roads and cities may have closed: the one placed, the one it
    // touched, and the four around a tile whose border prints nothing (the abbey tile),
    // which completes its neighbours' features without joining them: one loop over a
    // fixed buffer, no closure and no allocation on this path taken at every placement.
    let mut tiles = [index; 6];
    let mut len = 1;
    if let Some(touched) = touched {
        tiles[len] = touched;
        len += 1;
    }
    let placed = &game.board.tiles()[index];
    if placed.kind.def().blank_border {
        for beside in Dir::ALL.iter().filter_map(|&d| game.board.tile_index_at(placed.pos.step(d))) {
            tiles[len] = beside;
            len += 1;
        }
    }
    let mut completed = Vec::new();
    for &tile in &tiles[..len] {
        for segment in 0..game.board.segment_count(tile) {
            let root = game.features.feature_of(tile, segment);
            let info = game.features.info(root);
            let closes = matches!(info.kind, FeatureKind::Road | FeatureKind::City) && info.open == 0;
            if closes && !info.scored && !completed.contains(&root) {
                completed.push(root);
            }
        }
    }
    // Monasteries (and gardens where they count, `rules::counts`: else a garden is no feature) on
    // the tile or around any of its cells (a 2×2 tile has four), in the order of those
    // cells, then of the cells around each (`AROUND`), then of the segments: the board
    // lists the few tiles with a cloister, so only those are looked at.
    let mut near: Vec<(usize, usize, usize, Pos)> = Vec::new();
    let cells = game.board.footprint(index).cells();
    let anchor = game.board.tiles()[index].pos;
    for &other in game.board.cloister_tiles() {
        let at = game.board.tiles()[other].pos;
        for &(ox, oy) in game.board.footprint(other).cells() {
            let pos = Pos::new(at.x + ox, at.y + oy);
            for (k, &(cx, cy)) in cells.iter().enumerate() {
                let offset = (pos.x - anchor.x - cx, pos.y - anchor.y - cy);
                if let Some(a) = AROUND.iter().position(|&o| o == offset) {
                    near.push((k, a, other, pos));
                }
            }
        }
    }
    near.sort_unstable_by_key(|&(k, a, _, _)| (k, a));
    for (_, _, other, pos) in near {
        let mut cloisters = game.board.turned(other).cloisters;
        while cloisters != 0 {
            let m = cloisters.trailing_zeros() as usize;
            cloisters &= cloisters - 1;
            if !rules::counts(game, game.board.tiles()[other].kind.def().segments[m].kind) {
                continue;
            }
            let root = game.features.feature_of(other, m);
            if !game.features.info(root).scored && surrounded(game, pos) && !completed.contains(&root) {
                completed.push(root);
            }
        }
    }
    completed
}

/// A cell and the eight around it, as offsets, in the order `Pos::ring` walks them
/// after the cell itself.
const AROUND: [(i32, i32); 9] =
    [(0, 0), (-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];

/// Final scoring of every occupied feature not scored yet, then the end.
pub(crate) fn finish(game: &mut Game, events: &mut Vec<Event>) {
    let open: Vec<NodeId> = game
        .features
        .roots()
        .filter(|&r| {
            let info = game.features.info(r);
            info.occupied() && !info.scored
        })
        .collect();
    for module in rules::in_play(game) {
        module.finish(game, events);
    }
    for root in open {
        score(game, root, true, events);
    }
    game.decisions.clear();
    game.agenda.clear();
    game.over = true;
    events.push(Event::GameEnded);
}

/// Cells among the eight around `pos` that hold a tile.
/// Whether the cell `pos` has all eight neighbours: a monastery or garden there is
/// complete.
pub(crate) fn surrounded(game: &Game, pos: Pos) -> bool {
    neighbours(game, pos) == 8
}

fn neighbours(game: &Game, pos: Pos) -> u32 {
    let filled =
        |&&(dx, dy): &&(i32, i32)| game.board.tile_index_at(Pos::new(pos.x + dx, pos.y + dy)).is_some();
    AROUND[1..].iter().filter(filled).count() as u32
}

/// The distinct placed tiles of the feature `root`, in placement order.
pub(crate) fn feature_tiles(game: &Game, root: NodeId) -> Vec<usize> {
    let mut tiles: Vec<usize> = game.features.members(root).map(|(t, _)| t).collect();
    tiles.sort_unstable();
    tiles.dedup();
    tiles
}

/// Credits `points` in `category` to every seat of `winners`.
pub(crate) fn credit(game: &mut Game, winners: SeatSet, category: Category, points: u32) {
    for w in winners.iter() {
        let player = &mut game.players[w];
        player.score += points as i32;
        player.breakdown[category.index()] += points as i32;
    }
}

/// Credits `points` in `category` to `seat` alone and tells it: a scoring no majority
/// decides (a box's own points: gold held, fame, a message, a gift, the pig's cities),
/// drawn over `cells`, `at_end` when made as at the game's end.
pub(crate) fn credit_alone(
    game: &mut Game,
    seat: Seat,
    category: Category,
    points: u32,
    cells: Vec<Pos>,
    at_end: bool,
) -> Event {
    let winners = SeatSet::single(seat);
    credit(game, winners, category, points);
    Event::Scored(Scoring { category, points, winners, meeples: [0; crate::MAX_SEATS], cells, at_end })
}

/// What the feature `root` is worth now: complete during play, or at the end.
pub(crate) fn points(game: &Game, root: NodeId, at_end: bool) -> u32 {
    let complete = game.features.info(root).open == 0;
    points_over(game, root, &feature_tiles(game, root), at_end, complete)
}

impl Game {
    /// What the feature `root` scores at the end of the game as it stands: an open road
    /// or city by its tiles (nothing, with an inn or a cathedral), a cloister by its
    /// neighbours, a field by the completed cities it touches.
    pub fn points_at_end(&self, root: NodeId) -> u32 {
        points(self, root, true)
    }

    /// Each seat's strength in the feature `root` as its majority is taken: its tally of
    /// figures (`FeatureInfo::meeples`), a figure of pennant strength (Abbey & Mayor's
    /// mayor) weighing its city's pennants. Ties are not broken here (a hill's may).
    pub fn strengths(&self, root: NodeId) -> [u8; crate::MAX_SEATS] {
        rules::weights(self, root)
    }

    /// What the road or city `root` would score once complete, over the tiles it has
    /// now: what a bot weighs an open feature against, the expansions' rules included
    /// (an inn's or a cathedral's more points), so that no front end sums them itself.
    pub fn points_when_complete(&self, root: NodeId) -> u32 {
        points_over(self, root, &feature_tiles(self, root), false, true)
    }
}

/// `points` with the feature's distinct tiles already at hand, as if `complete` or not.
fn points_over(game: &Game, root: NodeId, tiles: &[usize], at_end: bool, complete: bool) -> u32 {
    let info = game.features.info(root);
    // The expansions' part in a road's or city's points, each given what the base game
    // and those before it make of it (an inn or a cathedral, then a mage or a witch).
    let boxes = |points: u32| {
        let n = tiles.len() as u32;
        rules::in_play(game).fold(points, |points, m| m.feature_points(game, root, n, complete, points))
    };
    match info.kind {
        FeatureKind::Road => boxes(tiles.len() as u32),
        FeatureKind::City => {
            let per = if complete { 2 } else { 1 };
            boxes(per * (tiles.len() as u32 + u32::from(info.pennants)))
        }
        FeatureKind::Field => field_points(game, root),
        // A cloister: a monastery (with what the expansions add to one completed in
        // play, vineyards) or a garden.
        cloister => {
            let pos = game.board.tiles()[tiles[0]].pos;
            let base = 1 + neighbours(game, pos);
            if at_end || cloister != FeatureKind::Monastery {
                return base;
            }
            base + rules::in_play(game).map(|m| m.monastery_bonus(game, pos)).sum::<u32>()
        }
    }
}

/// Scores the feature `root` for its majority and sends its meeples home (a feature
/// nobody stands in is only marked scored).
pub(crate) fn score_feature(game: &mut Game, root: NodeId, at_end: bool, events: &mut Vec<Event>) {
    score(game, root, at_end, events);
}

fn score(game: &mut Game, root: NodeId, at_end: bool, events: &mut Vec<Event>) {
    let info = *game.features.info(root);
    game.features.info_mut(root).scored = true;
    // Held by a barn alone, a field has nobody to score it here (the barn scores it).
    if !info.has_followers() {
        return;
    }
    let tiles = feature_tiles(game, root);
    let points = points_over(game, root, &tiles, at_end, info.open == 0);
    let meeples = rules::weights(game, root);
    let winners = rules::majority_by(game, root, meeples);
    credit(game, winners, info.kind.into(), points);
    send_home(game, root);
    let cells = tiles.iter().map(|&t| game.board.tiles()[t].pos).collect();
    events.push(Event::Scored(Scoring {
        category: info.kind.into(),
        points,
        winners,
        meeples,
        cells,
        at_end,
    }));
}

/// Sends every follower (meeple, big meeple, abbot) in the feature `root` home: a meeple
/// back to its owner's supply, an expansion's own figure off the board (its supply).
pub(crate) fn send_home(game: &mut Game, root: NodeId) {
    let features = &game.features;
    let players = &mut game.players;
    game.figures.retain(|f| {
        let home = f.kind.is_follower() && features.feature_of(f.tile, f.segment) == root;
        if home && f.kind == FigureKind::Meeple {
            players[f.owner].meeples += 1;
        }
        !home
    });
    game.features.clear_meeples(root);
}

/// What the field `root` is worth: 3 per distinct completed city it touches (or what
/// a module makes a city worth to a field: 4 for a castle).
fn field_points(game: &Game, root: NodeId) -> u32 {
    let cities = completed_cities(game, root);
    cities.iter().map(|&c| rules::in_play(game).find_map(|m| m.field_city(game, c)).unwrap_or(3)).sum()
}

/// The distinct completed cities the field `root` touches (castles among them), which
/// a field scores and a pig adds to.
pub(crate) fn completed_cities(game: &Game, root: NodeId) -> Vec<NodeId> {
    let mut cities: Vec<NodeId> = Vec::new();
    for (tile, segment) in game.features.members(root) {
        let touches = game.board.segment(tile, segment).cities;
        for city in (0..16).filter(|c| touches & (1 << c) != 0) {
            let city_root = game.features.feature_of(tile, city);
            if game.features.info(city_root).open == 0 && !cities.contains(&city_root) {
                cities.push(city_root);
            }
        }
    }
    cities
}
