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

mod facts;
mod messages;
mod monument;

pub use monument::{Monument, Objective, Reward, UnknownMonument};

use std::fmt;

use super::accessors::monuments::{state, state_mut};
use super::{Count, ExpansionRules, Expansions, Piece};
use crate::action::{Action, ParseActionError};
use crate::by_seat::BySeat;
use crate::catalog::TileKind;
use crate::category::Category;
use crate::error::RuleError;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::game::Game;
use crate::geometry::{Pos, Rotation};
use crate::notation::BoxNotation;
use crate::rules;
use crate::scoring::{self, credit};
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::{Setup, SetupError};
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

/// What a player does at the figure step with Monuments (`Action::Expansion`; its
/// notation `architect`, `cube <monument> <objective>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Put a meeple on the monument just placed as its architect.
    Architect,
    /// Put a cube on objective N (1 to 4) of a monument.
    Cube(Monument, u8),
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &["architect", "cube cathedral 1", "cube library 4"];

    const VERBS: &'static [&'static str] = &["architect", "cube"];

    fn verb(self) -> &'static str {
        match self {
            Act::Architect => "architect",
            Act::Cube(..) => "cube",
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        Some(match (verb, rest) {
            ("architect", []) => Ok(Act::Architect),
            ("architect", _) => Err(ParseActionError::Trailing("architect")),
            ("cube", &[monument, n]) => {
                let number = n.parse::<u8>().ok().filter(|n| (1..=4).contains(n));
                match (monument.parse::<Monument>(), number) {
                    (Err(unknown), _) => Err(ParseError::from(unknown).into()),
                    (Ok(_), None) => Err(ParseError::CubeArity.into()),
                    (Ok(monument), Some(number)) => Ok(Act::Cube(monument, number)),
                }
            }
            ("cube", _) => Err(ParseError::CubeArity.into()),
            _ => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Architect => f.write_str("architect"),
            Act::Cube(monument, n) => write!(f, "cube {monument} {n}"),
        }
    }
}

/// Text that is not a Monuments action (`ParseActionError::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("`cube` takes a monument and an objective from 1 to 4, e.g. `cube cathedral 2`")]
    CubeArity,
    #[error(transparent)]
    Monument(#[from] UnknownMonument),
}

/// What happened by Monuments' rules (`Event::Expansion`). Its variants print as the
/// `Event` variants they were (its registry row's `printed bare`), fields in the same
/// order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` put a meeple on the monument just placed as its architect.
    ArchitectPlaced { seat: Seat, monument: Monument },
    /// `seat` put a cube on objective `objective` (1 to 4) of `monument` — instead of a
    /// figure, or `automatic`ally because their tile completed it.
    CubePlaced { seat: Seat, monument: Monument, objective: u8, automatic: bool },
    /// An objective's cells all hold tiles; each seat's `cubes` on it earned `reward`
    /// each (points also come as `Scored`) and went home.
    ObjectiveCompleted { monument: Monument, objective: u8, cubes: [u8; MAX_SEATS], reward: Reward },
    /// The monument's fourth objective completed (its architect, if any, scores next).
    MonumentCompleted { monument: Monument },
}

impl Happened {
    /// Whether it showed something new: an architect or a cube put down by choice does
    /// not, so it may still be taken back; what a completed tile caused does.
    pub(crate) fn reveals(&self) -> bool {
        !matches!(self, Happened::ArchitectPlaced { .. } | Happened::CubePlaced { automatic: false, .. })
    }
}

/// An architect or a cube against Monuments' rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("an architect goes on the monument you just placed; your tile is not a monument")]
    NoMonumentPlaced,
    #[error("a monument has objectives 1 to 4, not {0}")]
    NoSuchObjective(u8),
    #[error("the {} is not on the board", .0.title())]
    MonumentNotOnBoard(Monument),
    #[error("you have no cube left")]
    NoCubeLeft,
    #[error(
        "objective {number} of the {} is not open to a cube: it is complete, or the tile you placed neither is that monument nor fills one of its cells",
        .0.title(), number = .1
    )]
    ObjectiveClosed(Monument, u8),
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

/// Cubes left in each player's supply.
pub const CUBES: Count = Count::pieces("cubes", Some("cubes_left"), "page-supply-cubes", |game, seat| {
    state(game).cubes[seat].into()
});

/// Fame tokens each player holds.
pub const FAME: Count =
    Count::held("fame", Some("fame"), ("page-supply-fame", &[]), |game, seat| state(game).fame[seat]);

/// What each player has of the box's pieces.
pub const COUNTS: [Count; 2] = [CUBES, FAME];

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
    /// A large tile is never in the stack: its token is, and stands for it.
    fn check_order(&self, fixed: &[TileKind]) -> Result<(), SetupError> {
        match fixed.iter().find_map(|&t| Monument::of_tile(t)) {
            Some(m) => Err(SetupError::LargeTileInStack(m.tile(), m.token())),
            None => Ok(()),
        }
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
            out.push(Act::Architect.into());
        }
        if state.cubes[seat] == 0 {
            return;
        }
        for m in &state.placed {
            for index in (0..4).filter(|&i| open_to_cube(game, m, i)) {
                out.push(Act::Cube(m.monument, index as u8 + 1).into());
            }
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
                events.push(scoring::credit_alone(game, seat, Category::Fame, points, Vec::new(), true));
            }
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, its owner in play).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let just_placed = game.board.tiles().len() - 1;
        match self {
            Act::Architect => {
                let at = state(game).placed.iter().position(|m| m.tile == just_placed);
                let at = at.ok_or(Refusal::NoMonumentPlaced)?;
                if game.players[seat].meeples == 0 {
                    return Err(RuleError::NoMeepleLeft);
                }
                game.players[seat].meeples -= 1;
                let m = &mut state_mut(game).placed[at];
                m.architect = Some(seat);
                events.push(Happened::ArchitectPlaced { seat, monument: m.monument }.into());
                Ok(())
            }
            Act::Cube(monument, number) => {
                let index = usize::from(number).checked_sub(1).filter(|&i| i < 4);
                let index = index.ok_or(Refusal::NoSuchObjective(number))?;
                let at = state(game).placed.iter().position(|m| m.monument == monument);
                let at = at.ok_or(Refusal::MonumentNotOnBoard(monument))?;
                if state(game).cubes[seat] == 0 {
                    return Err(Refusal::NoCubeLeft.into());
                }
                if !open_to_cube(game, &state(game).placed[at], index) {
                    return Err(Refusal::ObjectiveClosed(monument, number).into());
                }
                let state = state_mut(game);
                state.cubes[seat] -= 1;
                state.placed[at].objectives[index].cubes[seat.index()] += 1;
                events.push(
                    Happened::CubePlaced { seat, monument, objective: number, automatic: false }.into(),
                );
                Ok(())
            }
        }
    }
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
        events.push(Happened::CubePlaced { seat, monument, objective: number, automatic: true }.into());
    }
    let reward = monument.objectives()[index].reward.paid_in(game.setup.expansions);
    let objective = &mut state_mut(game).placed[at].objectives[index];
    objective.completed = true;
    let cubes = std::mem::take(&mut objective.cubes);
    events.push(Happened::ObjectiveCompleted { monument, objective: number, cubes, reward }.into());
    let cells: Vec<Pos> = state(game).placed[at].cells(index).collect();
    for (i, &n) in cubes.iter().enumerate().filter(|&(_, &n)| n > 0) {
        let owner = Seat(i as u8);
        state_mut(game).cubes[owner] += n;
        match reward.times(u32::from(n)) {
            Reward::Points(points) => {
                events.push(scoring::credit_alone(
                    game,
                    owner,
                    Category::Monuments,
                    points,
                    cells.clone(),
                    false,
                ));
            }
            Reward::Fame(tokens) => state_mut(game).fame[owner] += tokens,
            Reward::Bridges(bridges) => {
                let paid = rules::receive(game, owner, Piece::Bridge, bridges);
                debug_assert!(paid, "paid_in pays bridges only where an expansion keeps them");
            }
        }
    }
    if state(game).placed[at].completed() {
        events.push(Happened::MonumentCompleted { monument }.into());
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

/// A reward as the game pays it: here rather than with the monuments' data in
/// `monument.rs`, with the rule that pays it (`complete`).
impl Reward {
    /// What it pays in a game of `expansions`: bridges go into the supply of the
    /// expansion that keeps them (Bridges, Castles & Bazaars); without one a bridge pays
    /// a fame token instead.
    pub fn paid_in(self, expansions: Expansions) -> Reward {
        match self {
            Reward::Bridges(n) if !rules::keeps(expansions, Piece::Bridge) => Reward::Fame(n),
            reward => reward,
        }
    }
}

impl<'g> MonumentsView<'g> {
    /// Monuments as everyone sees it: the monuments, their objectives and cubes, supplies and fame.
    pub(crate) fn of(view: &View<'g>) -> MonumentsView<'g> {
        state(view.game()).view()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_cubes_are_named() {
        let cube_arity = ParseActionError::from(ParseError::CubeArity);
        assert_eq!("cube arena 5".parse::<Action>(), Err(cube_arity.clone()));
        assert_eq!("cube arena".parse::<Action>(), Err(cube_arity));
        let unknown = ParseError::Monument(UnknownMonument("pyramid".into()));
        assert_eq!("cube pyramid 1".parse::<Action>(), Err(unknown.into()));
        assert_eq!("architect now".parse::<Action>(), Err(ParseActionError::Trailing("architect")));
    }

    /// Its events print as the `Event` variants they were, as recorded games' digest
    /// reads them (`tests/digest.rs`).
    #[test]
    fn events_print_as_before() {
        let seat = Seat(1);
        let cube = Happened::CubePlaced { seat, monument: Monument::Arena, objective: 2, automatic: true };
        assert_eq!(
            format!("{:?}", [Event::from(cube), Event::Passed { seat }]),
            "[CubePlaced { seat: Seat(1), monument: Arena, objective: 2, automatic: true }, Passed { seat: Seat(1) }]"
        );
    }

    #[test]
    fn fame_brackets() {
        let per_token = |n: u32| fame_points(n) / n.max(1);
        assert_eq!(fame_points(0), 0);
        assert_eq!([4, 5, 9, 10, 14, 15].map(per_token), [1, 2, 2, 3, 3, 4]);
        assert_eq!([4, 5, 9, 10, 14, 15].map(fame_points), [4, 10, 18, 30, 42, 60]);
    }
}
