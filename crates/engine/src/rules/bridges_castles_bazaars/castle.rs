//! Castles: a completed small city turned into a castle that scores from its
//! neighbourhood.
//!
//! A small city is a completed city of exactly two tiles whose parts are both
//! single-edge caps that may hold a castle (`{K}` in the tile table). Before the turn
//! scores, each owner (the city's majority) who has a castle in supply chooses: score
//! the city, or build a castle and move their meeples onto it, a big meeple too (Inns &
//! Cathedrals; from rules version 11 — before, an owner with a big meeple in the city
//! was not asked and scored it). Owners who score share the city as usual (the
//! builders' meeples no longer count); if every owner builds, the city never scores
//! and any other meeples in it go home.
//!
//! A castle covers the city's two cells; its neighbourhood is those cells and the two
//! cells on each long side. The first road, city, monastery (its own cell) or castle
//! completed in a later turn with a part in the neighbourhood gives each occupant that
//! feature's points (the highest, if several complete at once; also when nobody scored
//! the feature); the meeples go home and the castle stays, finished. A castle that
//! scores completes for every castle whose neighbourhood holds one of its cells. To a
//! field a castle is worth 4, not 3. Meeples on castles at the end score nothing.

use std::fmt;
use std::str::FromStr;

use crate::action::ParseActionError;
use crate::category::Category;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::game::{FigureKind, Game};
use crate::geometry::Pos;
use crate::rules::{self, Stage, ask};
use crate::scoring::{self, credit, feature_tiles};
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::Expansion;
use crate::tile::FeatureKind;
use crate::turn::Step;

use super::{Happened, ParseError, Ph, state, state_mut};

/// What a castle is worth to a field beside it.
pub(super) const FIELD_POINTS: u32 = 4;

/// An owner's answer when their small city completes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastleChoice {
    /// Turn the city into a castle and move your meeples onto it.
    Build,
    /// Score the city as usual.
    Score,
}

impl fmt::Display for CastleChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CastleChoice::Build => "build",
            CastleChoice::Score => "score",
        })
    }
}

impl FromStr for CastleChoice {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<CastleChoice, ParseActionError> {
        match s.to_ascii_lowercase().as_str() {
            "build" => Ok(CastleChoice::Build),
            "score" => Ok(CastleChoice::Score),
            _ => Err(ParseError::CastleChoice.into()),
        }
    }
}

/// A castle on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Castle {
    /// The two cells it covers, in placement order of their tiles.
    pub cells: [Pos; 2],
    /// Plain meeples per seat standing on it (none once it has scored, or at the end).
    pub meeples: [u8; MAX_SEATS],
    /// The other figures standing on it (a big meeple), with their owners; they go home
    /// with the meeples.
    pub others: Vec<(Seat, FigureKind)>,
    /// The points it scored, once it has.
    pub scored: Option<u32>,
    /// Built this turn: it cannot score before a later turn.
    pub(super) fresh: bool,
    /// The city it was built on (for the fields beside it).
    pub(super) city: NodeId,
}

impl Castle {
    /// The six cells whose completed features it scores from: its own two and the two
    /// on each long side.
    pub fn neighbourhood(&self) -> [Pos; 6] {
        let [a, b] = self.cells;
        let (dx, dy) = if a.x == b.x { (1, 0) } else { (0, 1) };
        [
            a,
            b,
            Pos::new(a.x - dx, a.y - dy),
            Pos::new(a.x + dx, a.y + dy),
            Pos::new(b.x - dx, b.y - dy),
            Pos::new(b.x + dx, b.y + dy),
        ]
    }

    /// The seats with a meeple on it.
    pub fn occupants(&self) -> SeatSet {
        SeatSet::from_fn(|s| self.meeples[s.index()] > 0 || self.others.iter().any(|&(o, _)| o == s))
    }

    /// The figures on it by seat, a big meeple counted as one.
    pub fn figures(&self) -> [u8; MAX_SEATS] {
        let mut figures = self.meeples;
        for &(seat, _) in &self.others {
            figures[seat.index()] += 1;
        }
        figures
    }
}

/// A completed small city whose owners are choosing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SmallCity {
    pub root: NodeId,
    pub cells: [Pos; 2],
    /// The owners who have a castle and so must choose.
    pub deciding: SeatSet,
    /// Every owner (the majority); those who do not decide score.
    pub owners: SeatSet,
    pub choices: [Option<CastleChoice>; MAX_SEATS],
}

/// Whether the completed city `root` is a small city: two tiles, each a castle cap.
fn is_small(game: &Game, root: NodeId) -> bool {
    let mut members = game.features.members(root);
    let (Some(a), Some(b), None) = (members.next(), members.next(), members.next()) else { return false };
    a.0 != b.0
        && [a, b].into_iter().all(|(tile, segment)| {
            let s = game.board.segment(tile, segment);
            s.kind == FeatureKind::City && s.castle_base && !s.castle_forbidden && s.edges.count_ones() == 1
        })
}

/// The stage before scoring: finds the next small city the tile completed whose
/// owners have a castle, and asks each of them.
pub(super) fn ask_owners(game: &mut Game) {
    let index = game.board.tiles().len() - 1;
    for segment in 0..game.board.segment_count(index) {
        let root = game.features.feature_of(index, segment);
        let info = *game.features.info(root);
        if info.kind != FeatureKind::City || info.open != 0 || info.scored || !info.occupied() {
            continue;
        }
        if state(game).settled.contains(&root) || !is_small(game, root) {
            continue;
        }
        state_mut(game).settled.push(root);
        let owners = rules::majority(game, root);
        let holds_all = game.setup.version >= ANY_MEEPLE_SINCE;
        let deciding = SeatSet::from_fn(|s| {
            owners.contains(s) && state(game).castles[s] > 0 && (holds_all || !other_figure_in(game, root, s))
        });
        if deciding.is_empty() {
            continue;
        }
        let tiles = feature_tiles(game, root);
        let cells = [tiles[0], tiles[1]].map(|t| game.board.tiles()[t].pos);
        state_mut(game).small_city =
            Some(SmallCity { root, cells, deciding, owners, choices: [None; MAX_SEATS] });
        for seat in deciding.iter() {
            game.decisions.push(ask(seat, Ph::Castle.into()));
        }
        return;
    }
}

/// The first rules version in which a castle holds a big meeple too (before, its owner
/// scored the city rather than build).
const ANY_MEEPLE_SINCE: u32 = 11;

/// Whether `seat` has a figure other than a plain meeple in the city `root` (a big
/// meeple): before version 11 a castle held plain meeples only, so that owner scored
/// the city rather than build.
fn other_figure_in(game: &Game, root: NodeId, seat: Seat) -> bool {
    game.figures.iter().any(|f| {
        f.owner == seat
            && f.kind != FigureKind::Meeple
            && f.kind.is_follower()
            && game.features.feature_of(f.tile, f.segment) == root
    })
}

/// Records `seat`'s choice; once every owner has chosen, builds the castle and lets
/// the owners who score keep the city.
pub(super) fn choose(game: &mut Game, seat: Seat, choice: CastleChoice, events: &mut Vec<Event>) {
    let city = state_mut(game).small_city.as_mut().expect("a castle decision has its city");
    city.choices[seat.index()] = Some(choice);
    events.push(Happened::CastleChosen { seat, choice }.into());
    if city.deciding.iter().any(|s| city.choices[s.index()].is_none()) {
        return;
    }
    let city = state_mut(game).small_city.take().expect("checked");
    let builders = SeatSet::from_fn(|s| city.choices[s.index()] == Some(CastleChoice::Build));
    if !builders.is_empty() {
        build(game, &city, builders, events);
    }
    // Another small city of the same tile may be waiting.
    game.agenda.push(Step::Module(Expansion::BridgesCastlesBazaars, Stage::BeforeScore));
}

/// Moves the builders' meeples from the city onto a new castle; if nobody is left to
/// score the city, it never scores and the other meeples in it go home.
fn build(game: &mut Game, city: &SmallCity, builders: SeatSet, events: &mut Vec<Event>) {
    let mut meeples = [0u8; MAX_SEATS];
    let mut others = Vec::new();
    let features = &game.features;
    let root = city.root;
    // Every follower of the builders (before version 11 they had only plain meeples
    // there: `other_figure_in`).
    game.figures.retain(|f| {
        let moves = f.kind.is_follower()
            && builders.contains(f.owner)
            && features.feature_of(f.tile, f.segment) == root;
        match f.kind {
            _ if !moves => {}
            FigureKind::Meeple => meeples[f.owner.index()] += 1,
            kind => others.push((f.owner, kind)),
        }
        !moves
    });
    let info = game.features.info_mut(root);
    for seat in builders.iter() {
        info.meeples[seat.index()] = 0;
    }
    let scorers = city.owners.iter().any(|s| !builders.contains(s));
    if !scorers {
        info.scored = true;
        scoring::send_home(game, root);
    }
    let bcb = state_mut(game);
    for seat in builders.iter() {
        bcb.castles[seat] -= 1;
    }
    bcb.castles_built.push(Castle {
        cells: city.cells,
        meeples,
        others,
        scored: None,
        fresh: true,
        city: root,
    });
    events.push(Happened::CastleBuilt { seats: builders, cells: city.cells }.into());
}

/// After the turn's features scored: each castle from an earlier turn with a completed
/// feature in its neighbourhood scores the best of them, and a castle that scores
/// completes for the castles around it.
pub(super) fn score(game: &mut Game, completed: &[NodeId], events: &mut Vec<Event>) {
    let waiting = |c: &Castle| !c.fresh && c.scored.is_none();
    if completed.is_empty() || !state(game).castles_built.iter().any(waiting) {
        return;
    }
    // What each completed feature is worth and where it lies; castles that score join.
    let mut done: Vec<(u32, Vec<Pos>)> = completed
        .iter()
        .map(|&root| {
            let tiles = feature_tiles(game, root);
            (scoring::points(game, root, false), tiles.iter().flat_map(|&t| game.board.cells_of(t)).collect())
        })
        .collect();
    loop {
        let castles = &state(game).castles_built;
        let next = castles.iter().enumerate().filter(|(_, c)| waiting(c)).find_map(|(i, c)| {
            let around = c.neighbourhood();
            let touching = done.iter().filter(|(_, cells)| cells.iter().any(|p| around.contains(p)));
            touching.map(|(points, _)| *points).max().map(|points| (i, points))
        });
        let Some((i, points)) = next else { return };
        let castle = &mut state_mut(game).castles_built[i];
        castle.scored = Some(points);
        let (winners, figures) = (castle.occupants(), castle.figures());
        // Every figure goes home: the meeples to the supply, the others off the castle.
        castle.others.clear();
        let meeples = std::mem::take(&mut castle.meeples);
        let cells = castle.cells;
        credit(game, winners, Category::Castle, points);
        for seat in winners.iter() {
            game.players[seat].meeples += meeples[seat.index()];
        }
        events.push(Event::Scored(Scoring {
            category: Category::Castle,
            points,
            winners,
            meeples: figures,
            cells: cells.to_vec(),
            at_end: false,
        }));
        done.push((points, cells.to_vec()));
    }
}

/// The castle on the city `root` where `seat` has a meeple, if any (The Gifts' Retreat
/// names a castle by the city beneath it).
pub(super) fn castle_with(game: &Game, root: NodeId, seat: Seat) -> Option<usize> {
    let castles = &game.states.bridges_castles_bazaars.as_ref()?.castles_built;
    castles.iter().position(|c| c.occupants().contains(seat) && game.features.find(c.city) == root)
}

/// The cities (roots) under castles where `seat` has a meeple.
pub(super) fn cities_with(game: &Game, seat: Seat) -> Vec<NodeId> {
    let Some(bcb) = game.states.bridges_castles_bazaars.as_ref() else { return Vec::new() };
    bcb.castles_built
        .iter()
        .filter(|c| c.occupants().contains(seat))
        .map(|c| game.features.find(c.city))
        .collect()
}

/// The meeples by seat on castle `index`, a big meeple counted as one (The Gifts'
/// Retreat words whose they are).
pub(super) fn meeples(game: &Game, index: usize) -> [u8; MAX_SEATS] {
    state(game).castles_built[index].figures()
}

/// Sends one of `seat`'s meeples on castle `index` home, a plain one first; returns how
/// many meeples stay, by strength (a big meeple two, as a Retreat counts them).
pub(super) fn leave(game: &mut Game, index: usize, seat: Seat) -> u32 {
    let castle = &mut state_mut(game).castles_built[index];
    if castle.meeples[seat.index()] > 0 {
        castle.meeples[seat.index()] -= 1;
        game.players[seat].meeples += 1;
    } else {
        let at = castle.others.iter().position(|&(o, _)| o == seat).expect("a figure of the seat is there");
        castle.others.remove(at);
    }
    let castle = &state(game).castles_built[index];
    let plain: u32 = castle.meeples.iter().map(|&m| u32::from(m)).sum();
    plain + castle.others.iter().map(|&(_, kind)| u32::from(kind.strength())).sum::<u32>()
}

/// Where `seat`'s figure `kind` stands on a castle, if it does: the castle's first cell.
pub(super) fn holding(game: &Game, seat: Seat, kind: FigureKind) -> Option<Pos> {
    let castles = &game.states.bridges_castles_bazaars.as_ref()?.castles_built;
    castles.iter().find(|c| c.others.contains(&(seat, kind))).map(|c| c.cells[0])
}

/// At the end of the game meeples on castles go home with no points.
pub(super) fn finish(game: &mut Game) {
    let mut back = [0u8; MAX_SEATS];
    for castle in &mut state_mut(game).castles_built {
        castle.others.clear();
        for (b, m) in back.iter_mut().zip(std::mem::take(&mut castle.meeples)) {
            *b += m;
        }
    }
    for (i, &n) in back.iter().enumerate().take(game.players.len()) {
        game.players[Seat(i as u8)].meeples += n;
    }
}
