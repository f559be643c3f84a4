//! The Ferries (« Les Bacs », mini-expansion 3, the Big Box 2017 edition): eight lake
//! tiles whose roads all end at a lake, and a wooden ferry on each lake that joins two
//! of those road ends into one road. Nothing is hidden. Rules version 21; earlier games
//! cannot have it.
//!
//! - *A lake tile*: each of its three or four roads ends at the lake. After the figure
//!   step (a meeple may claim one of those road ends), its player puts the ferry on the
//!   lake, joining two of the road ends of their choice, straight across the four-road
//!   tile too (`ferry <x> <y> <end> <end>`, [`Ph::Place`], never declined); the other
//!   ends still end at the lake.
//! - *Moving a ferry*: then, for every road of the tile just placed, the first ferry met
//!   following that road each way (not the placed tile's own, not one moved this turn)
//!   may be moved on its lake to two other road ends (`ferry <x> <y> <end> <end>`,
//!   [`Ph::Move`], or `pass` to keep them all where they are). Each ferry moves at most
//!   once a turn; after each move the ferries the placed tile's roads now reach are
//!   offered again (JCloisterZone's `ChangeFerriesPhase`). A road that ends at a lake
//!   without the ferry on that end reaches no ferry there.
//! - *Roads*: a ferry joins its two road ends into one road, which scores as usual (its
//!   tiles, each once); a ferry moved may split a road in two and join two others
//!   ([`Features::regroup_roads`](crate::features::Features)). A road a move closes scores
//!   in the turn's scoring, as one the tile closes. The ferries score nothing themselves.
//!
//! Every choice where the text is silent is written in `docs/rules.md`, "The Ferries",
//! with its quote.

mod facts;
mod messages;

use std::fmt;

use super::accessors::ferries::{state, state_mut};
use super::{ExpansionRules, Stage, ask};
use crate::action::{Action, ParseActionError};
use crate::error::RuleError;
use crate::event::Event;
use crate::features::NodeId;
use crate::game::Game;
use crate::geometry::{Dir, Pos};
use crate::notation::BoxNotation;
use crate::scoring;
use crate::seat::Seat;
use crate::setup::{Expansion, Setup};
use crate::tile::FeatureKind;
use crate::turn::Step;

/// What the active player does with a ferry (`Action::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Put the ferry of the lake tile at this cell on these two road ends (sides of the
    /// tile as it lies, the first clockwise from north first): the new lake's ferry, or
    /// one moved (`ferry 0 1 E W`).
    Ferry(Pos, [Dir; 2]),
}

impl Act {
    /// The ferry at `pos` on the ends `a` and `b`, in either order.
    pub fn new(pos: Pos, a: Dir, b: Dir) -> Act {
        Act::Ferry(pos, if a.index() <= b.index() { [a, b] } else { [b, a] })
    }
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &["ferry 0 1 E W"];

    const VERBS: &'static [&'static str] = &["ferry"];

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        let read = || -> Result<Act, ParseError> {
            let wrong = || ParseError::Form(rest.join(" "));
            let [x, y, a, b] = rest else { return Err(wrong()) };
            let pos = Pos::new(x.parse().map_err(|_| wrong())?, y.parse().map_err(|_| wrong())?);
            let (a, b): (Dir, Dir) = (a.parse().map_err(|_| wrong())?, b.parse().map_err(|_| wrong())?);
            if a == b {
                return Err(ParseError::SameEnd(a));
            }
            Ok(Act::new(pos, a, b))
        };
        (verb == "ferry").then(|| read().map_err(Into::into))
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Ferry(pos, [a, b]) => write!(f, "ferry {pos} {a} {b}"),
        }
    }
}

/// Text that is not one of its actions, in a way of its own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// `ferry` names a cell and two sides: `ferry 0 1 E W`.
    #[error("`ferry` takes a cell and two road ends, e.g. `ferry 0 1 E W`, not `{0}`")]
    Form(String),
    /// A ferry joins two different road ends.
    #[error("a ferry joins two different road ends, not {0} with itself")]
    SameEnd(Dir),
}

/// What happened to the ferries (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` put the ferry of the lake tile at `pos` on the road ends `ends`.
    Placed { seat: Seat, pos: Pos, ends: [Dir; 2] },
    /// `seat` moved the ferry of the lake at `pos` from the ends `from` to `to`.
    Moved { seat: Seat, pos: Pos, from: [Dir; 2], to: [Dir; 2] },
    /// `seat` left the ferries their roads reach where they were.
    Kept { seat: Seat },
}

impl Happened {
    /// Whether it showed something new: nothing of this box is hidden.
    pub(crate) fn reveals(&self) -> bool {
        false
    }
}

/// A move against The Ferries' rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A ferry placed or moved while no decision of this box waits.
    #[error("a ferry goes on a lake only after a lake tile, or moves when a road to it is extended")]
    NoFerry,
    /// Anything else while the active player must put the new lake's ferry.
    #[error("put the ferry on the lake first")]
    PlacePending,
    /// Anything else while the active player may move a ferry.
    #[error("move a ferry or keep them where they are first")]
    MovePending,
    /// The new ferry goes on the lake tile just placed, not elsewhere.
    #[error("the new ferry goes on the lake tile just placed, not at {0}")]
    NotNewLake(Pos),
    /// No lake tile at that cell.
    #[error("there is no lake tile at {0}")]
    NoLake(Pos),
    /// A lake whose ferry none of the placed tile's roads reaches first (or moved already).
    #[error("the ferry at {0} may not move: no road of the tile just placed reaches it first")]
    NotReached(Pos),
    /// A side of the lake tile where no road ends.
    #[error("no road ends at the lake on side {0}")]
    NoRoadEnd(Dir),
    /// A move that leaves the ferry where it is.
    #[error("the ferry at {0} is on those road ends already")]
    Unchanged(Pos),
}

/// The Ferries' decisions (`Phase::Expansion`), both the active player's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// A lake tile was placed: put its ferry on two of its road ends.
    Place,
    /// A road of the tile just placed reaches a ferry: move one, or keep them (`pass`).
    Move,
}

/// The Ferries' state: where each lake's ferry lies, and which moved this turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ferries {
    /// Each lake's ferry: the lake tile's index and the two road segments it joins, in
    /// the order the lakes were placed.
    on: Vec<(usize, [usize; 2])>,
    /// The lakes whose ferry moved this turn (each moves once a turn).
    moved: Vec<usize>,
}

impl Ferries {
    pub(crate) fn new(_setup: &Setup) -> Ferries {
        Ferries { on: Vec::new(), moved: Vec::new() }
    }

    fn of_lake(&self, lake: usize) -> Option<[usize; 2]> {
        self.on.iter().find(|&&(t, _)| t == lake).map(|&(_, ends)| ends)
    }
}

super::game_view! {
    /// The Ferries as everyone sees it.
    FerriesView
}

impl<'g> FerriesView<'g> {
    /// Every ferry on the board: its lake tile's cell and the two road ends it joins
    /// (sides as the tile lies), in the order the lakes were placed.
    pub fn ferries(&self) -> impl Iterator<Item = (Pos, [Dir; 2])> + 'g {
        let game = self.game;
        state(game)
            .on
            .iter()
            .map(move |&(t, [a, b])| (game.board.tiles()[t].pos, [end_dir(game, t, a), end_dir(game, t, b)]))
    }

    /// The road ends of the lake tile at `pos` (sides as it lies, clockwise from north);
    /// empty for a cell without a lake tile.
    pub fn road_ends(&self, pos: Pos) -> Vec<Dir> {
        let game = self.game;
        game.board
            .tile_index_at(pos)
            .filter(|&t| is_lake(game, t))
            .map_or_else(Vec::new, |t| road_ends(game, t).into_iter().map(|(_, d)| d).collect())
    }
}

/// Whether placed tile `tile` has a ferry lake.
fn is_lake(game: &Game, tile: usize) -> bool {
    game.board.tiles()[tile].kind.def().markers.ferry
}

/// The side (as the tile lies) of road segment `segment` of lake tile `tile`: each of
/// its roads has one edge, at the tile's border.
fn end_dir(game: &Game, tile: usize, segment: usize) -> Dir {
    Dir::ALL
        .into_iter()
        .find(|d| game.board.edge_segments(tile, d.index()).iter().any(|s| s == segment))
        .expect("a lake's road reaches the border")
}

/// The road ends of lake tile `tile`: each road segment with its side, clockwise from
/// north.
fn road_ends(game: &Game, tile: usize) -> Vec<(usize, Dir)> {
    let mut ends: Vec<(usize, Dir)> = (0..game.board.tiles()[tile].kind.def().segments.len())
        .filter(|&s| game.board.segment(tile, s).kind == FeatureKind::Road)
        .map(|s| (s, end_dir(game, tile, s)))
        .collect();
    ends.sort_unstable_by_key(|&(_, d)| d.index());
    ends
}

/// The road segment of lake tile `tile` ending on side `dir`.
fn end_at(game: &Game, tile: usize, dir: Dir) -> Result<usize, RuleError> {
    road_ends(game, tile)
        .into_iter()
        .find(|&(_, d)| d == dir)
        .map(|(s, _)| s)
        .ok_or(Refusal::NoRoadEnd(dir).into())
}

/// The nodes every ferry joins, for the features.
fn links(game: &Game) -> Vec<(NodeId, NodeId)> {
    state(game).on.iter().map(|&(t, [a, b])| (game.features.node(t, a), game.features.node(t, b))).collect()
}

/// The road segments across the edges of segment `segment` of placed tile `tile`.
fn across(game: &Game, tile: usize, segment: usize) -> Vec<(usize, usize)> {
    let board = &game.board;
    let mut out = Vec::new();
    for edge in 0..board.footprint(tile).edges() {
        if !board.edge_segments(tile, edge).iter().any(|s| s == segment) {
            continue;
        }
        let (outside, facing) = board.across(tile, edge);
        let Some(other) = board.tile_index_at(outside) else { continue };
        let Some(theirs) = board.edge_facing(other, outside, facing) else { continue };
        out.extend(board.edge_segments(other, theirs).iter().map(|s| (other, s)));
    }
    out
}

/// The lakes whose ferry may move now: following each road of the tile just placed, the
/// first ferry met each way, the placed tile's own and those moved this turn passed
/// over (JCloisterZone's `ChangeFerriesPhase`); a road that ends at a lake where no
/// ferry lies goes no further. In the order met.
fn reachable(game: &Game) -> Vec<usize> {
    let placed = game.board.tiles().len() - 1;
    let ferries = state(game);
    let mut seen: Vec<(usize, usize)> = (0..game.board.segment_count(placed))
        .filter(|&s| game.board.segment(placed, s).kind == FeatureKind::Road)
        .map(|s| (placed, s))
        .collect();
    let mut next = 0;
    let mut found = Vec::new();
    while next < seen.len() {
        let (tile, segment) = seen[next];
        next += 1;
        let mut ahead = across(game, tile, segment);
        if let Some(ends) = ferries.of_lake(tile).filter(|ends| ends.contains(&segment)) {
            if tile != placed && !ferries.moved.contains(&tile) {
                if !found.contains(&tile) {
                    found.push(tile);
                }
                continue;
            }
            let other = if ends[0] == segment { ends[1] } else { ends[0] };
            ahead.push((tile, other));
        }
        for step in ahead {
            if game.board.segment(step.0, step.1).kind == FeatureKind::Road && !seen.contains(&step) {
                seen.push(step);
            }
        }
    }
    found
}

/// Every pair of road ends of lake tile `tile`, as the notation orders them.
fn pairs(game: &Game, tile: usize) -> Vec<[Dir; 2]> {
    let ends = road_ends(game, tile);
    let mut out = Vec::new();
    for (i, &(_, a)) in ends.iter().enumerate() {
        out.extend(ends[i + 1..].iter().map(|&(_, b)| [a, b]));
    }
    out
}

/// Asks the active player whether to move a ferry, when a road of the placed tile
/// reaches one.
fn ask_move(game: &mut Game) {
    if !reachable(game).is_empty() {
        game.decisions.push(ask(game.active, Ph::Move.into()));
    }
}

/// Builds the roads again after a ferry moved, and counts their figures again.
fn regroup(game: &mut Game) {
    let links = links(game);
    game.features.regroup_roads(&game.board, &links);
    for i in 0..game.figures.len() {
        let f = game.figures[i];
        if game.board.segment(f.tile, f.segment).kind == FeatureKind::Road {
            let node = game.features.node(f.tile, f.segment);
            game.features.add_meeple(node, f.owner, f.kind);
        }
    }
}

/// The Ferries' place in the turn: its rules, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    /// A new turn: no ferry has moved yet.
    fn placed(&self, game: &mut Game, _events: &mut Vec<Event>) {
        state_mut(game).moved.clear();
    }

    /// After the figure step: the new lake's ferry, then the ferries the placed tile's
    /// roads reach, one decision at a time (each answer runs this step again).
    fn step(&self, game: &mut Game, stage: Stage, _events: &mut Vec<Event>) {
        if stage != Stage::AfterFigure {
            return;
        }
        let placed = game.board.tiles().len() - 1;
        if is_lake(game, placed) && state(game).of_lake(placed).is_none() {
            game.decisions.push(ask(game.active, Ph::Place.into()));
            return;
        }
        ask_move(game);
    }

    /// Keeping the ferries where they are ends the moves of the turn.
    fn decline(&self, _game: &mut Game, seat: Seat, _phase: super::ExpansionPhase, events: &mut Vec<Event>) {
        events.push(Happened::Kept { seat }.into());
    }

    /// The roads a ferry's move closed that the placed tile is no part of score here, at
    /// the start of the turn's scoring; those through the placed tile score with it.
    fn before_scoring(&self, game: &mut Game, placed: usize, events: &mut Vec<Event>) {
        let moved = state(game).moved.clone();
        let through_placed: Vec<NodeId> =
            (0..game.board.segment_count(placed)).map(|s| game.features.feature_of(placed, s)).collect();
        for lake in moved {
            for (segment, _) in road_ends(game, lake) {
                let root = game.features.feature_of(lake, segment);
                let info = game.features.info(root);
                if info.open == 0 && !info.scored && !through_placed.contains(&root) {
                    scoring::score_feature(game, root, false, events);
                }
            }
        }
    }
}

impl Ph {
    /// Adds its legal answers for the active player (`Game::legal_actions`): every pair
    /// of the new lake's road ends; or, for each ferry reached, every other pair of its
    /// lake's ends (and `pass`, which the shared code adds for a decision its facts let
    /// decline).
    pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
        let placed = game.board.tiles().len() - 1;
        match self {
            Ph::Place => {
                let pos = game.board.tiles()[placed].pos;
                out.extend(pairs(game, placed).into_iter().map(|[a, b]| Action::from(Act::new(pos, a, b))));
            }
            Ph::Move => {
                for lake in reachable(game) {
                    let pos = game.board.tiles()[lake].pos;
                    let now = state(game)
                        .of_lake(lake)
                        .map(|[a, b]| [end_dir(game, lake, a), end_dir(game, lake, b)]);
                    let others = pairs(game, lake).into_iter().filter(|&p| Some(p) != now);
                    out.extend(others.map(|[a, b]| Action::from(Act::new(pos, a, b))));
                }
                out.push(Action::Pass);
            }
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, once its decision accepted it): the new lake's ferry while it waits, else a
    /// move.
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let Act::Ferry(pos, [a, b]) = self;
        let placed = game.board.tiles().len() - 1;
        let placing = is_lake(game, placed) && state(game).of_lake(placed).is_none();
        let lake = game.board.tile_index_at(pos).filter(|&t| is_lake(game, t));
        if placing {
            if lake != Some(placed) {
                return Err(Refusal::NotNewLake(pos).into());
            }
            let ends = [end_at(game, placed, a)?, end_at(game, placed, b)?];
            state_mut(game).on.push((placed, ends));
            let (na, nb) = (game.features.node(placed, ends[0]), game.features.node(placed, ends[1]));
            game.features.link(na, nb);
            events.push(Happened::Placed { seat, pos, ends: [a, b] }.into());
        } else {
            let lake = lake.ok_or(Refusal::NoLake(pos))?;
            if !reachable(game).contains(&lake) {
                return Err(Refusal::NotReached(pos).into());
            }
            let ends = [end_at(game, lake, a)?, end_at(game, lake, b)?];
            let from = state(game).of_lake(lake).expect("a reached lake has its ferry");
            if from == ends {
                return Err(Refusal::Unchanged(pos).into());
            }
            let from = [end_dir(game, lake, from[0]), end_dir(game, lake, from[1])];
            let ferries = state_mut(game);
            ferries.on.iter_mut().find(|(t, _)| *t == lake).expect("its ferry").1 = ends;
            ferries.moved.push(lake);
            regroup(game);
            events.push(Happened::Moved { seat, pos, from, to: [a, b] }.into());
        }
        // Ask again: a move may bring another ferry within reach.
        game.agenda.push(Step::Module(Expansion::Ferries, Stage::AfterFigure));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TileKind;

    /// The box, checked against its table's checks (`tiles-reference.md`): 8 tiles
    /// (3 + 4 + 1), every one a ferry lake whose 3 or 4 roads each end at the lake (one
    /// edge each), no monastery.
    #[test]
    fn the_box() {
        let ours: Vec<TileKind> = TileKind::of_box(Expansion::Ferries).collect();
        let counts: Vec<(&str, u8)> = ours.iter().map(|k| (k.def().id, k.def().count)).collect();
        assert_eq!(counts, [("FR/CRRR", 3), ("FR/RRR", 4), ("FR/RRRR", 1)]);
        for kind in &ours {
            let def = kind.def();
            assert!(def.markers.ferry);
            let roads: Vec<_> = def.segments.iter().filter(|s| s.kind == FeatureKind::Road).collect();
            assert!((3..=4).contains(&roads.len()), "{}", def.id);
            assert!(
                roads.iter().all(|r| r.edges.count_ones() == 1),
                "{}: every road ends at the lake",
                def.id
            );
            assert!(def.segments.iter().all(|s| !s.kind.is_cloister()));
        }
    }

    #[test]
    fn bad_text_is_named() {
        assert_eq!("ferry 0 1 W E".parse::<Action>(), Ok(Act::new(Pos::new(0, 1), Dir::E, Dir::W).into()));
        assert_eq!("ferry 0 1 W E".parse::<Action>().unwrap().to_string(), "ferry 0 1 E W");
        assert_eq!("ferry 0 1 W".parse::<Action>(), Err(ParseError::Form("0 1 W".into()).into()));
        assert_eq!("ferry 0 1 W W".parse::<Action>(), Err(ParseError::SameEnd(Dir::W).into()));
        assert_eq!("ferry a 1 N S".parse::<Action>(), Err(ParseError::Form("a 1 N S".into()).into()));
    }
}
