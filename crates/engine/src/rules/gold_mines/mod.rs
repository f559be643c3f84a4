//! The Gold Mines (« Les Mines d'or », mini-expansion 4, the Big Box 2017 edition): gold
//! ingots put on the tiles, taken by the majority of a feature that completes over them,
//! worth more each the more a player holds at the end. Nothing is hidden. Rules version
//! 18; earlier games cannot have it.
//!
//! - *The gold symbol*: a tile that shows it gets a gold ingot as it is placed, and its
//!   player puts a second on one of the placed tiles among the eight around it, diagonals
//!   included (`gold <x> <y>`, a decision of the active player's own, [`Ph::Ingot`]),
//!   before the figure step; with only one such tile the ingot goes there at once, with
//!   none it is not put down. A tile may hold any number of ingots. Ingots belong to the
//!   tile, not to a feature of it.
//! - *Taking the gold*: when a feature completed during play scores for a majority (a
//!   road or a city: its tiles; a monastery or a garden: its tile and the eight around
//!   it; a castle of Bridges, Castles & Bazaars: its six cells), the majority takes every
//!   ingot on those tiles. Several players with a right to ingots this turn (a tied
//!   majority, features completed at once) take them one at a time, from the active
//!   player on in seat order, each from the tile claimed by the most players first
//!   (JCloisterZone's « best claim », chosen for them). A feature completed with nobody
//!   in it, or whose majority is nobody (a lone mayor without pennants), takes nothing:
//!   its ingots stay for a later feature over their tile.
//! - *The end*: ingots left on the board are discarded; each player scores their ingots
//!   by how many they hold (JCloisterZone's table, [`worth`]): 1 a ingot up to 3, 2 up to
//!   6, 3 up to 9, 4 from 10.
//!
//! Every choice where the text is silent is written in `docs/rules.md`, "The Gold
//! Mines", with its quote.

mod facts;
mod messages;

use std::fmt;

use super::accessors::gold_mines::{state, state_mut};
use super::{Count, ExpansionRules, Stage, ask};
use crate::action::{Action, ParseActionError};
use crate::by_seat::BySeat;
use crate::category::Category;
use crate::error::RuleError;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::game::Game;
use crate::geometry::Pos;
use crate::notation::BoxNotation;
use crate::scoring;
use crate::seat::{Seat, SeatSet};
use crate::setup::Setup;
use crate::view::Audience;

/// The ingots each player holds.
pub const GOLD: Count =
    Count::held("gold", Some("gold"), ("gm-count", &[]), |game, seat| state(game).held[seat]);

/// What each player has of the box's pieces.
pub const COUNTS: [Count; 1] = [GOLD];

/// What `n` ingots held at the end are worth (JCloisterZone's `onFinalScoring`; no rule
/// text seen): each ingot 1 point up to 3 ingots, 2 up to 6, 3 up to 9, 4 from 10.
pub const fn worth(n: u32) -> u32 {
    let each = match n {
        0..=3 => 1,
        4..=6 => 2,
        7..=9 => 3,
        _ => 4,
    };
    n * each
}

/// What the active player does with the gold (`Action::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Put the second ingot on the placed tile at this cell, one of the eight around the
    /// gold tile just placed (`gold 1 -1`).
    Ingot(Pos),
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &["gold 1 -1"];

    const VERBS: &'static [&'static str] = &["gold"];

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        let cell = || -> Result<Pos, ParseError> {
            let number = |w: &&str| w.parse::<i32>().map_err(|_| ParseError::Cell(rest.join(" ")));
            match rest {
                [x, y] => Ok(Pos::new(number(x)?, number(y)?)),
                _ => Err(ParseError::Cell(rest.join(" "))),
            }
        };
        (verb == "gold").then(|| cell().map(Act::Ingot).map_err(Into::into))
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Ingot(pos) => write!(f, "gold {pos}"),
        }
    }
}

/// Text that is not one of its actions, in a way of its own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// `gold` names a cell: two whole numbers, x and y.
    #[error("`gold` takes a cell, x and y, e.g. `gold 1 -1`, not `{0}`")]
    Cell(String),
}

/// What happened to the gold (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` put an ingot on the tile at `pos` (the gold tile itself, or the neighbour
    /// chosen, or the only one).
    Placed { seat: Seat, pos: Pos },
    /// `seat` took `n` ingots from the tile at `pos`, for a feature completed over it.
    Taken { seat: Seat, pos: Pos, n: u32 },
    /// The game ended with `n` ingots still on the board: discarded, nobody's.
    Discarded { n: u32 },
}

impl Happened {
    /// Whether it showed something new: nothing of this box is hidden (the ingots taken
    /// come with a scoring, which reveals).
    pub(crate) fn reveals(&self) -> bool {
        false
    }
}

/// A move against The Gold Mines' rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// An ingot put while no decision of this box waits.
    #[error("a gold ingot goes on a neighbouring tile only after a tile with the gold symbol")]
    NoGold,
    /// Anything else while the active player must put the second ingot.
    #[error("put the second gold ingot on a tile around the gold tile first")]
    IngotPending,
    /// No tile at that cell.
    #[error("there is no tile at {0}")]
    NoTile(Pos),
    /// A tile that is not among the eight around the gold tile (or the gold tile itself).
    #[error("the tile at {0} is not one of the eight around the gold tile")]
    NotNeighbour(Pos),
}

/// The Gold Mines' decision (`Phase::Expansion`), the active player's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// A tile with the gold symbol was placed, with more than one placed tile around it:
    /// choose the one the second ingot goes on.
    Ingot,
}

/// The Gold Mines' state: the ingots on the board and in each player's hands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoldMines {
    /// Ingots on each placed tile that has some, by tile index, in the order they were
    /// first put there.
    on: Vec<(usize, u32)>,
    /// Ingots each player holds.
    held: BySeat<u32>,
    /// How many events the turn's scoring found when it started (`before_scoring`): the
    /// scorings after it are the features completed this turn, which take the gold.
    scoring_from: usize,
}

impl GoldMines {
    pub(crate) fn new(setup: &Setup) -> GoldMines {
        GoldMines { on: Vec::new(), held: BySeat::filled(setup.players as usize, 0), scoring_from: 0 }
    }

    fn add(&mut self, tile: usize, n: u32) {
        match self.on.iter_mut().find(|(t, _)| *t == tile) {
            Some((_, count)) => *count += n,
            None => self.on.push((tile, n)),
        }
    }

    fn at(&self, tile: usize) -> u32 {
        self.on.iter().find(|(t, _)| *t == tile).map_or(0, |&(_, n)| n)
    }
}

super::game_view! {
    /// The Gold Mines as everyone sees it.
    GoldMinesView
}

impl<'g> GoldMinesView<'g> {
    /// The tiles with ingots on them, by their cell (a large tile's anchor), with how
    /// many, in the order they were first put there.
    pub fn on_board(&self) -> impl Iterator<Item = (Pos, u32)> + 'g {
        let game = self.game;
        state(game).on.iter().filter(|&&(_, n)| n > 0).map(move |&(t, n)| (game.board.tiles()[t].pos, n))
    }

    /// How many ingots `seat` holds.
    pub fn held(&self, seat: Seat) -> u32 {
        state(self.game).held[seat]
    }
}

/// The placed tiles among the eight cells around the gold tile `tile`, each once (a
/// large tile by the first of its cells met), with the cell that names it, in the
/// order `Pos::ring` walks them.
fn neighbours(game: &Game, tile: usize) -> Vec<(usize, Pos)> {
    let pos = game.board.tiles()[tile].pos;
    let mut out: Vec<(usize, Pos)> = Vec::new();
    for cell in pos.ring() {
        if let Some(t) = game.board.tile_index_at(cell)
            && t != tile
            && !out.iter().any(|&(o, _)| o == t)
        {
            out.push((t, cell));
        }
    }
    out
}

/// Puts an ingot on `tile` for `seat`.
fn put(game: &mut Game, seat: Seat, tile: usize, events: &mut Vec<Event>) {
    state_mut(game).add(tile, 1);
    let pos = game.board.tiles()[tile].pos;
    events.push(Happened::Placed { seat, pos }.into());
}

/// The tiles a feature scored during play takes the gold of, from its scoring: a road's
/// or city's tiles; a cloister's tile and the eight around; a castle's six cells. `None`
/// for another kind of points (a flock, a fairy, an objective).
fn claimed_tiles(game: &Game, scoring: &Scoring) -> Option<Vec<usize>> {
    let cells: Vec<Pos> = match scoring.category {
        Category::Road | Category::City => scoring.cells.clone(),
        Category::Monastery | Category::Garden => {
            scoring.cells.iter().flat_map(|&p| std::iter::once(p).chain(p.ring())).collect()
        }
        Category::Castle => {
            let view = game.view(Audience::Public);
            let castles = view.bridges_castles_bazaars()?.castles();
            let castle = castles.iter().find(|c| c.cells.as_slice() == scoring.cells.as_slice())?;
            castle.neighbourhood().to_vec()
        }
        _ => return None,
    };
    let mut tiles: Vec<usize> = cells.into_iter().filter_map(|p| game.board.tile_index_at(p)).collect();
    tiles.sort_unstable();
    tiles.dedup();
    Some(tiles)
}

/// Hands out the gold of the features scored this turn (the scorings from `from` on in
/// `events`): each tile with ingots is claimed by the majorities of every such feature
/// over it; the claimants take one ingot at a time, from the active player on in seat
/// order, each from the tile claimed by the most players (the earliest placed among
/// equals), until none is left to anyone.
fn hand_out(game: &mut Game, from: usize, events: &mut Vec<Event>) {
    let mut claims: Vec<(usize, SeatSet)> = Vec::new();
    for event in &events[from.min(events.len())..] {
        let Event::Scored(scoring) = event else { continue };
        if scoring.at_end || scoring.winners.is_empty() {
            continue;
        }
        let Some(tiles) = claimed_tiles(game, scoring) else { continue };
        for tile in tiles.into_iter().filter(|&t| state(game).at(t) > 0) {
            match claims.iter_mut().find(|(t, _)| *t == tile) {
                Some((_, seats)) => *seats = seats.union(scoring.winners),
                None => claims.push((tile, scoring.winners)),
            }
        }
    }
    if claims.is_empty() {
        return;
    }
    claims.sort_unstable_by_key(|&(t, seats)| (std::cmp::Reverse(seats.len()), t));
    let mut left: Vec<u32> = claims.iter().map(|&(t, _)| state(game).at(t)).collect();
    let seats = game.players.len();
    let mut taken: Vec<(Seat, usize, u32)> = Vec::new();
    let mut turn = game.active.index();
    let mut idle = 0;
    while idle < seats {
        let seat = Seat(turn as u8);
        turn = (turn + 1) % seats;
        let best = claims.iter().zip(&left).position(|(&(_, who), &n)| n > 0 && who.contains(seat));
        let Some(i) = best else {
            idle += 1;
            continue;
        };
        idle = 0;
        left[i] -= 1;
        let tile = claims[i].0;
        match taken.iter_mut().find(|&&mut (s, t, _)| s == seat && t == tile) {
            Some((_, _, n)) => *n += 1,
            None => taken.push((seat, tile, 1)),
        }
    }
    for (seat, tile, n) in taken {
        let gold = state_mut(game);
        if let Some((_, count)) = gold.on.iter_mut().find(|(t, _)| *t == tile) {
            *count -= n;
        }
        gold.held[seat] += n;
        let pos = game.board.tiles()[tile].pos;
        events.push(Happened::Taken { seat, pos, n }.into());
    }
    state_mut(game).on.retain(|&(_, n)| n > 0);
}

/// The Gold Mines' place in the turn: its rules, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    /// After a gold tile, before the figure step: its ingot, and the second one on the
    /// only tile around it, or the active player's choice among several.
    fn step(&self, game: &mut Game, stage: Stage, events: &mut Vec<Event>) {
        if stage != Stage::BeforeFigure {
            return;
        }
        let tile = game.board.tiles().len() - 1;
        if !game.board.tiles()[tile].kind.def().markers.gold {
            return;
        }
        let seat = game.active;
        put(game, seat, tile, events);
        match neighbours(game, tile).as_slice() {
            [] => {}
            [(only, _)] => put(game, seat, *only, events),
            _ => game.decisions.push(ask(seat, Ph::Ingot.into())),
        }
    }

    /// Marks where the turn's scorings start in `events`, for `after_scoring`.
    fn before_scoring(&self, game: &mut Game, _placed: usize, events: &mut Vec<Event>) {
        state_mut(game).scoring_from = events.len();
    }

    /// The features completed this turn that scored for a majority take the gold on
    /// their tiles (a castle's too, scored by the modules before this one).
    fn after_scoring(&self, game: &mut Game, _completed: &[NodeId], events: &mut Vec<Event>) {
        let from = state(game).scoring_from;
        hand_out(game, from, events);
    }

    /// The ingots left on the board are discarded; each player's score for theirs.
    fn finish(&self, game: &mut Game, events: &mut Vec<Event>) {
        let gold = state_mut(game);
        let n: u32 = gold.on.drain(..).map(|(_, n)| n).sum();
        if n > 0 {
            events.push(Happened::Discarded { n }.into());
        }
        let held: Vec<(Seat, u32)> = state(game).held.iter().map(|(s, &n)| (s, n)).collect();
        for (seat, n) in held.into_iter().filter(|&(_, n)| n > 0) {
            let points = worth(n);
            events.push(scoring::credit_alone(game, seat, Category::Gold, points, Vec::new(), true));
        }
    }
}

impl Ph {
    /// Adds its legal answers for the active player (`Game::legal_actions`): each placed
    /// tile around the gold tile, by its cell there.
    pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
        match self {
            Ph::Ingot => {
                let tile = game.board.tiles().len() - 1;
                out.extend(
                    neighbours(game, tile).into_iter().map(|(_, cell)| Action::from(Act::Ingot(cell))),
                );
            }
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, once its decision accepted it).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match self {
            Act::Ingot(pos) => {
                let there = game.board.tile_index_at(pos).ok_or(Refusal::NoTile(pos))?;
                let gold_tile = game.board.tiles().len() - 1;
                if !neighbours(game, gold_tile).iter().any(|&(t, _)| t == there) {
                    return Err(Refusal::NotNeighbour(pos).into());
                }
                put(game, seat, there, events);
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TileKind;
    use crate::setup::Expansion;
    use crate::tile::FeatureKind;

    /// The box, checked against its table's checks (`tiles-reference.md`): 8 tiles, one
    /// of each, every one with the gold symbol; 4 monasteries; `GO/RRrr.X` two roads of
    /// two edges each; `GO/CRcr` one city (W+E) and one road (N+S) on one tile with four
    /// fields.
    #[test]
    fn the_box() {
        let ours: Vec<TileKind> = TileKind::of_box(Expansion::GoldMines).collect();
        assert_eq!(ours.iter().map(|k| u32::from(k.def().count)).sum::<u32>(), 8);
        assert_eq!(ours.len(), 8, "one of each");
        assert!(ours.iter().all(|k| k.def().markers.gold));
        let monasteries =
            ours.iter().filter(|k| k.def().segments.iter().any(|s| s.kind == FeatureKind::Monastery)).count();
        assert_eq!(monasteries, 4);
        let count = |id: &str, kind: FeatureKind| {
            TileKind::from_id(id).unwrap().def().segments.iter().filter(|s| s.kind == kind).count()
        };
        assert_eq!(count("GO/RRrr.X", FeatureKind::Road), 2);
        assert_eq!((count("GO/CRcr", FeatureKind::City), count("GO/CRcr", FeatureKind::Road)), (1, 1));
        assert_eq!(count("GO/CRcr", FeatureKind::Field), 4);
    }

    /// JCloisterZone's table at its edges (the summary's examples).
    #[test]
    fn worth_by_the_table() {
        let table: Vec<u32> = (0..=11).map(worth).collect();
        assert_eq!(table, [0, 1, 2, 3, 8, 10, 12, 21, 24, 27, 40, 44]);
    }

    #[test]
    fn bad_text_is_named() {
        assert_eq!("gold 1 -1".parse::<Action>(), Ok(Act::Ingot(Pos::new(1, -1)).into()));
        assert_eq!("gold 1".parse::<Action>(), Err(ParseError::Cell("1".into()).into()));
        assert_eq!("gold x y".parse::<Action>(), Err(ParseError::Cell("x y".into()).into()));
    }
}
