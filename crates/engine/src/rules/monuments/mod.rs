//! Monuments (fan expansion): large 2×2 tiles with objectives around them, cubes that
//! bet on those objectives, architects on the monuments, and fame.
//!
//! A token drawn from the stack is played as its monument's large tile
//! (`ExpansionRules::stands_for`); the board places it like any tile over its four cells and
//! eight edge segments. Its placer may put a meeple on it as its **architect** instead
//! of a normal figure. Instead of a figure, the active player may put one of their ten
//! **cubes** on an incomplete objective of the monument just placed, or of a monument
//! whose objective has a cell the tile just placed covers. After scoring, each objective
//! whose cells all hold tiles completes: the player whose tile completed it adds a cube
//! first (if they have one left), then each cube earns its owner the objective's reward
//! (points, fame tokens, or a bridge — a fame token without Bridges, Castles & Bazaars)
//! and goes home. The fourth objective completes the monument: its architect scores 40
//! and goes home. At the end an architect on an incomplete monument scores 10 per
//! completed objective, and fame tokens score 1 to 4 each by how many a player holds.
//!
//! `monument` holds the four monuments as data; this file holds the state, what
//! players see of it and the rules.

mod monument;

pub use monument::{Monument, Objective, Reward, UnknownMonument};

use super::{ExpansionRules, bridges_castles_bazaars};
use crate::tile::TileTable;
use crate::action::Action;
use crate::by_seat::BySeat;
use crate::catalog::TileKind;
use crate::category::Category;
use crate::error::RuleError;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::game::Game;
use crate::geometry::{Pos, Rotation};
use crate::scoring::credit;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::{Expansion, Setup};
use crate::view::View;

/// Cubes each player starts with.
pub const CUBES_PER_PLAYER: u8 = 10;

/// What the architect scores when the monument's fourth objective completes.
const COMPLETION_POINTS: u32 = 40;

/// What the architect of an incomplete monument scores at the end, per completed objective.
const POINTS_PER_OBJECTIVE: u32 = 10;

/// What each fame token is worth at the end to a player holding `tokens` of them:
/// 1 for 0–4 tokens, 2 for 5–9, 3 for 10–14, 4 for 15 or more.
pub const fn fame_points(tokens: u32) -> u32 {
    let per = if tokens >= 15 { 4 } else { 1 + tokens / 5 };
    tokens * per
}

/// One objective of a placed monument.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ObjectiveState {
    /// Cubes on it, per seat (until it completes; then they have gone home).
    pub cubes: [u8; MAX_SEATS],
    /// Its cells all hold tiles and it has paid out.
    pub completed: bool,
}

/// A monument on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedMonument {
    pub monument: Monument,
    /// Its index in `Board::tiles()`.
    pub tile: usize,
    /// Its top-left cell.
    pub anchor: Pos,
    pub rot: Rotation,
    /// The seat whose architect stands on it.
    pub architect: Option<Seat>,
    /// Objectives 1 to 4, as printed.
    pub objectives: [ObjectiveState; 4],
}

impl PlacedMonument {
    /// The board cells objective `index` (0 to 3) asks for.
    pub fn cells(&self, index: usize) -> impl Iterator<Item = Pos> + '_ {
        self.monument.objectives()[index].cells(self.anchor, self.rot)
    }

    /// Whether every objective has completed.
    pub fn completed(&self) -> bool {
        self.objectives.iter().all(|o| o.completed)
    }

    /// Completed objectives.
    pub fn objectives_completed(&self) -> u32 {
        self.objectives.iter().filter(|o| o.completed).count() as u32
    }
}

/// Monuments' state.
#[derive(Clone, Debug)]
pub struct Monuments {
    /// Cubes in each player's supply.
    cubes: BySeat<u8>,
    /// Fame tokens each player holds.
    fame: BySeat<u32>,
    /// Monuments on the board, in the order they were placed.
    placed: Vec<PlacedMonument>,
}

impl Monuments {
    pub(crate) fn new(setup: &Setup) -> Monuments {
        let players = setup.players as usize;
        Monuments {
            cubes: BySeat::filled(players, CUBES_PER_PLAYER),
            fame: BySeat::filled(players, 0),
            placed: Vec::new(),
        }
    }

    /// What every player sees of the expansion (all of it is public).
    pub fn view(&self) -> MonumentsView<'_> {
        MonumentsView { state: self }
    }
}

/// Monuments as every player sees it.
#[derive(Clone, Copy, Debug)]
pub struct MonumentsView<'g> {
    state: &'g Monuments,
}

impl<'g> MonumentsView<'g> {
    /// Cubes left in `seat`'s supply.
    pub fn cubes_left(&self, seat: Seat) -> u8 {
        self.state.cubes[seat]
    }

    /// Fame tokens `seat` holds.
    pub fn fame(&self, seat: Seat) -> u32 {
        self.state.fame[seat]
    }

    /// The monuments on the board, in the order they were placed.
    pub fn placed(&self) -> &'g [PlacedMonument] {
        &self.state.placed
    }

    /// The monument whose large tile is placed tile `index`.
    pub fn on_tile(&self, index: usize) -> Option<&'g PlacedMonument> {
        self.state.placed.iter().find(|m| m.tile == index)
    }
}

/// Monuments' place in the turn: its rules, registered in `rules::rules_of`. No data of
/// its own (a game's state is its `Monuments`), so one value serves every game.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    fn tile_table(&self) -> Option<TileTable> {
        Some(TileTable { prefix: "MO", text: include_str!("../../../tiles/monuments.txt") })
    }

    fn owns(&self, action: Action) -> bool {
        matches!(action, Action::Architect | Action::Cube(..))
    }

    fn at_figure_step(&self, action: Action) -> bool {
        matches!(action, Action::Architect | Action::Cube(..))
    }

    fn stands_for(&self, tile: TileKind) -> Option<TileKind> {
        Monument::of_token(tile).map(Monument::tile)
    }

    /// A monument's large tile was just placed: it joins the monuments on the board.
    fn placed(&self, game: &mut Game, _events: &mut Vec<Event>) {
        let index = game.board.tiles().len() - 1;
        let tile = game.board.tiles()[index];
        if let Some(monument) = Monument::of_tile(tile.kind) {
            state_mut(game).placed.push(PlacedMonument {
                monument,
                tile: index,
                anchor: tile.pos,
                rot: tile.rot,
                architect: None,
                objectives: [ObjectiveState::default(); 4],
            });
        }
    }

    /// The architect (on the monument just placed) and the cubes the active player may put down.
    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        let seat = game.active;
        let just_placed = game.board.tiles().len() - 1;
        let state = state(game);
        if game.players[seat].meeples > 0 && state.placed.iter().any(|m| m.tile == just_placed) {
            out.push(Action::Architect);
        }
        if state.cubes[seat] == 0 {
            return;
        }
        for m in &state.placed {
            for index in (0..4).filter(|&i| open_to_cube(game, m, i)) {
                out.push(Action::Cube(m.monument, index as u8 + 1));
            }
        }
    }

    fn apply(
        &self,
        game: &mut Game,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let just_placed = game.board.tiles().len() - 1;
        match action {
            Action::Architect => {
                let at = state(game).placed.iter().position(|m| m.tile == just_placed);
                let at = at.ok_or(RuleError::NoMonumentPlaced)?;
                if game.players[seat].meeples == 0 {
                    return Err(RuleError::NoMeepleLeft);
                }
                game.players[seat].meeples -= 1;
                let m = &mut state_mut(game).placed[at];
                m.architect = Some(seat);
                events.push(Event::ArchitectPlaced { seat, monument: m.monument });
                Ok(())
            }
            Action::Cube(monument, number) => {
                let index = usize::from(number).checked_sub(1).filter(|&i| i < 4);
                let index = index.ok_or(RuleError::NoSuchObjective(number))?;
                let at = state(game).placed.iter().position(|m| m.monument == monument);
                let at = at.ok_or(RuleError::MonumentNotOnBoard(monument))?;
                if state(game).cubes[seat] == 0 {
                    return Err(RuleError::NoCubeLeft);
                }
                if !open_to_cube(game, &state(game).placed[at], index) {
                    return Err(RuleError::ObjectiveClosed(monument, number));
                }
                let state = state_mut(game);
                state.cubes[seat] -= 1;
                state.placed[at].objectives[index].cubes[seat.index()] += 1;
                events.push(Event::CubePlaced { seat, monument, objective: number, automatic: false });
                Ok(())
            }
            _ => unreachable!("not a Monuments action: {action}"),
        }
    }

    /// After the turn's features scored: every objective whose cells now all hold tiles
    /// completes, in the order the monuments were placed.
    fn after_scoring(&self, game: &mut Game, _completed: &[NodeId], events: &mut Vec<Event>) {
        for at in 0..state(game).placed.len() {
            for index in 0..4 {
                let m = &state(game).placed[at];
                if !m.objectives[index].completed && filled(game, m, index) {
                    complete(game, at, index, events);
                }
            }
        }
    }

    /// At the end: architects on incomplete monuments score 10 per completed objective,
    /// cubes on incomplete objectives go home for nothing, and fame tokens score.
    fn finish(&self, game: &mut Game, events: &mut Vec<Event>) {
        for at in 0..state(game).placed.len() {
            let points = POINTS_PER_OBJECTIVE * state(game).placed[at].objectives_completed();
            architect_home(game, at, points, true, events);
            let state = state_mut(game);
            for objective in &mut state.placed[at].objectives {
                for (i, n) in std::mem::take(&mut objective.cubes).into_iter().enumerate() {
                    if n > 0 {
                        state.cubes[Seat(i as u8)] += n;
                    }
                }
            }
        }
        for i in 0..game.players.len() {
            let seat = Seat(i as u8);
            let points = fame_points(state(game).fame[seat]);
            if points > 0 {
                let winners = SeatSet::single(seat);
                credit(game, winners, Category::Fame, points);
                events.push(Event::Scored(Scoring {
                    category: Category::Fame,
                    points,
                    winners,
                    meeples: [0; MAX_SEATS],
                    cells: Vec::new(),
                    at_end: true,
                }));
            }
        }
    }
}

fn state(game: &Game) -> &Monuments {
    game.states.monuments.as_ref().expect("Monuments in play")
}

fn state_mut(game: &mut Game) -> &mut Monuments {
    game.states.monuments.as_mut().expect("Monuments in play")
}

/// Whether every cell of objective `index` of `m` holds a tile.
fn filled(game: &Game, m: &PlacedMonument, index: usize) -> bool {
    m.cells(index).all(|p| game.board.tile_at(p).is_some())
}

/// Whether the active player may put a cube on objective `index` of `m` now: it is
/// incomplete, and `m` is the tile just placed or that tile covers one of its cells.
fn open_to_cube(game: &Game, m: &PlacedMonument, index: usize) -> bool {
    let just_placed = game.board.tiles().len() - 1;
    let reaches =
        m.tile == just_placed || m.cells(index).any(|p| game.board.tile_index_at(p) == Some(just_placed));
    reaches && !m.objectives[index].completed && !filled(game, m, index)
}

/// Objective `index` of monument `at` completes: the active player adds a cube, every
/// cube pays its owner and goes home; the fourth objective completes the monument.
fn complete(game: &mut Game, at: usize, index: usize, events: &mut Vec<Event>) {
    let seat = game.active;
    let monument = state(game).placed[at].monument;
    let number = index as u8 + 1;
    if state(game).cubes[seat] > 0 {
        let state = state_mut(game);
        state.cubes[seat] -= 1;
        state.placed[at].objectives[index].cubes[seat.index()] += 1;
        events.push(Event::CubePlaced { seat, monument, objective: number, automatic: true });
    }
    let mut reward = monument.objectives()[index].reward;
    if let Reward::Bridges(n) = reward
        && !game.has(Expansion::BridgesCastlesBazaars)
    {
        reward = Reward::Fame(n);
    }
    let objective = &mut state_mut(game).placed[at].objectives[index];
    objective.completed = true;
    let cubes = std::mem::take(&mut objective.cubes);
    events.push(Event::ObjectiveCompleted { monument, objective: number, cubes, reward });
    let cells: Vec<Pos> = state(game).placed[at].cells(index).collect();
    for (i, &n) in cubes.iter().enumerate().filter(|&(_, &n)| n > 0) {
        let owner = Seat(i as u8);
        state_mut(game).cubes[owner] += n;
        match reward.times(u32::from(n)) {
            Reward::Points(points) => {
                let winners = SeatSet::single(owner);
                credit(game, winners, Category::Monuments, points);
                events.push(Event::Scored(Scoring {
                    category: Category::Monuments,
                    points,
                    winners,
                    meeples: [0; MAX_SEATS],
                    cells: cells.clone(),
                    at_end: false,
                }));
            }
            Reward::Fame(tokens) => state_mut(game).fame[owner] += tokens,
            Reward::Bridges(bridges) => bridges_castles_bazaars::gain_bridges(game, owner, bridges),
        }
    }
    if state(game).placed[at].completed() {
        events.push(Event::MonumentCompleted { monument });
        let points = COMPLETION_POINTS;
        architect_home(game, at, points, false, events);
    }
}

/// The architect on monument `at` goes home, scoring `points` (when more than none).
fn architect_home(game: &mut Game, at: usize, points: u32, at_end: bool, events: &mut Vec<Event>) {
    let m = &mut state_mut(game).placed[at];
    let Some(seat) = m.architect.take() else { return };
    let cells = vec![m.anchor];
    game.players[seat].meeples += 1;
    if points == 0 {
        return;
    }
    let winners = SeatSet::single(seat);
    credit(game, winners, Category::Monuments, points);
    let mut meeples = [0; MAX_SEATS];
    meeples[seat.index()] = 1;
    events.push(Event::Scored(Scoring {
        category: Category::Monuments,
        points,
        winners,
        meeples,
        cells,
        at_end,
    }));
}

/// Monuments' part of [`Game`] and [`View`] (here rather than in `game.rs` and
/// `view.rs`, so that an expansion's accessors live with its state).
impl Game {
    /// Monuments' state, when it is in play.
    pub fn monuments(&self) -> Option<&Monuments> {
        self.states.monuments.as_ref()
    }
}

impl<'g> View<'g> {
    /// Monuments as everyone sees it: the monuments, their objectives and cubes, supplies and fame.
    pub fn monuments(&self) -> Option<MonumentsView<'g>> {
        self.game().monuments().map(|s| s.view())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fame_brackets() {
        let per_token = |n: u32| fame_points(n) / n.max(1);
        assert_eq!(fame_points(0), 0);
        assert_eq!([4, 5, 9, 10, 14, 15].map(per_token), [1, 2, 2, 3, 3, 4]);
        assert_eq!([4, 5, 9, 10, 14, 15].map(fame_points), [4, 10, 18, 30, 42, 60]);
    }
}
