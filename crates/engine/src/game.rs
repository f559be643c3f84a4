//! The game state machine: who must act, which actions are legal, and what an action
//! does. `apply` either returns the events it caused or a `RuleError` with the game
//! untouched: every check runs before the first change.
//!
//! A turn: the active player places the drawn tile, then may place a meeple on it (the
//! figure step is skipped when no spot is open to them), then completed features score
//! and the next player draws. Tiles that fit nowhere are discarded as they are drawn.

use crate::action::Action;
use crate::board::{Board, Misfit, Placement};
use crate::catalog::TileKind;
use crate::error::RuleError;
use crate::event::{Event, Scoring};
use crate::features::{Features, NodeId};
use crate::geometry::{Pos, Rotation};
use crate::rng::GameRng;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::{Expansion, Setup, SetupError};
use crate::spot::Spot;
use crate::tile::FeatureKind;

/// Meeples each player starts with.
pub const MEEPLES_PER_PLAYER: u8 = 7;

/// The start tile, placed at (0,0) unrotated before the first turn.
pub const START_TILE: &str = "BA/RCr";

/// Points by feature kind, in `FeatureKind::ALL` order.
pub type Breakdown = [i32; FeatureKind::ALL.len()];

/// One player's supply and score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Meeples in supply.
    pub meeples: u8,
    pub score: i32,
    /// Points by feature kind; sums to `score`.
    pub breakdown: Breakdown,
}

/// A figure standing on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure {
    pub owner: Seat,
    /// Index of its tile in `Board::tiles()`.
    pub tile: usize,
    /// Segment of that tile it stands on.
    pub segment: usize,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The active player must place this tile.
    PlaceTile(TileKind),
    /// The active player may place a figure on the tile just placed, or pass.
    PlaceFigure,
    Over,
}

/// Who must act now and on what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    /// Every seat whose decision is awaited (one, in the base game).
    pub seats: SeatSet,
    pub phase: Phase,
}

/// A game in progress (or over).
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    rng: GameRng,
    board: Board,
    features: Features,
    /// Tiles still to draw; with a fixed order the next one is last.
    stack: Vec<TileKind>,
    discarded: Vec<TileKind>,
    players: Vec<Player>,
    figures: Vec<Figure>,
    active: Seat,
    phase: Phase,
}

impl Game {
    /// Starts a game: the start tile goes down, the first player draws.
    ///
    /// # Errors
    /// A setup that cannot be played (player count, expansions not yet playable, a
    /// fixed tile outside the game's sets).
    ///
    /// # Examples
    /// ```
    /// use carcassonne_engine::{Game, Setup, Phase};
    /// let (game, events) = Game::new(Setup::new(2, 42)).unwrap();
    /// assert!(matches!(game.phase(), Phase::PlaceTile(_)));
    /// assert_eq!(game.tiles_left() + 1, 71 - game.discarded().len());
    /// assert!(!events.is_empty());
    /// ```
    pub fn new(setup: Setup) -> Result<(Game, Vec<Event>), SetupError> {
        if !(1..=MAX_SEATS as u8).contains(&setup.players) {
            return Err(SetupError::Players(setup.players));
        }
        if let Some(e) = setup.expansions.iter().next() {
            return Err(SetupError::NotYetPlayable(e));
        }
        if let Some(option) = setup.options.iter().find(|o| !setup.expansions.has(o.expansion())) {
            return Err(SetupError::OptionWithoutExpansion(option));
        }
        let start = TileKind::from_id(START_TILE).expect("start tile in the catalog");
        let stack = match &setup.tiles {
            Some(fixed) => {
                if let Some(&t) = fixed.iter().find(|t| !setup.expansions.includes(t.def().set)) {
                    return Err(SetupError::TileNotInGame(t));
                }
                fixed.iter().rev().copied().collect()
            }
            None => {
                let mut all: Vec<TileKind> = TileKind::all()
                    .filter(|k| setup.expansions.includes(k.def().set))
                    .flat_map(|k| std::iter::repeat_n(k, k.def().count as usize))
                    .collect();
                let at = all.iter().position(|&k| k == start).expect("start tile in the box");
                all.remove(at);
                all
            }
        };
        let mut board = Board::new(stack.len() + 1);
        board.put(start, Placement { pos: Pos::ORIGIN, rot: Rotation::R0 });
        let mut features = Features::default();
        features.add_newest_tile(&board);
        let player = Player { meeples: MEEPLES_PER_PLAYER, score: 0, breakdown: [0; 4] };
        let mut game = Game {
            rng: GameRng::from_seed(setup.seed),
            players: vec![player; setup.players as usize],
            setup,
            board,
            features,
            stack,
            discarded: Vec::new(),
            figures: Vec::new(),
            active: Seat(0),
            phase: Phase::Over,
        };
        let mut events = Vec::new();
        game.draw(&mut events);
        Ok((game, events))
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn features(&self) -> &Features {
        &self.features
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn figures(&self) -> &[Figure] {
        &self.figures
    }

    /// The seat whose turn it is (the last one to play, once the game is over).
    pub fn active(&self) -> Seat {
        self.active
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Tiles still to draw.
    pub fn tiles_left(&self) -> usize {
        self.stack.len()
    }

    /// Tiles removed because they fitted nowhere, in order.
    pub fn discarded(&self) -> &[TileKind] {
        &self.discarded
    }

    /// The tile waiting to be placed, if any.
    pub fn current_tile(&self) -> Option<TileKind> {
        match self.phase {
            Phase::PlaceTile(t) => Some(t),
            _ => None,
        }
    }

    /// Who must act now, and on what; `None` once the game is over.
    pub fn pending(&self) -> Option<Pending> {
        (self.phase != Phase::Over)
            .then(|| Pending { seats: SeatSet::single(self.active), phase: self.phase })
    }

    /// Every legal placement of the tile waiting to be placed.
    pub fn legal_placements(&self) -> Vec<Placement> {
        let mut out = Vec::new();
        if let Some(tile) = self.current_tile() {
            self.board.placements_into(tile, &mut out);
        }
        out
    }

    /// The spots of the tile just placed where the active player may put a meeple.
    pub fn meeple_spots(&self) -> Vec<Spot> {
        if self.phase != Phase::PlaceFigure || self.players[self.active.index()].meeples == 0 {
            return Vec::new();
        }
        let index = self.board.tiles().len() - 1;
        let tile = &self.board.tiles()[index];
        (0..tile.kind.def().segments.len())
            .filter(|&s| !self.features.info(self.features.node(index, s)).occupied())
            .filter_map(|s| Spot::canonical(tile, s))
            .collect()
    }

    /// Every action `seat` may take now (none when it is not their decision).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.pending().is_none_or(|p| !p.seats.contains(seat)) {
            return Vec::new();
        }
        match self.phase {
            Phase::PlaceTile(_) => self.legal_placements().into_iter().map(Action::Place).collect(),
            Phase::PlaceFigure => {
                let spots = self.meeple_spots().into_iter().map(Action::Meeple);
                spots.chain([Action::Pass]).collect()
            }
            Phase::Over => Vec::new(),
        }
    }

    /// The placed tile of the current or last turn.
    pub fn last_placed(&self) -> Option<usize> {
        (self.board.tiles().len() > 1).then(|| self.board.tiles().len() - 1)
    }

    /// Plays `action` for `seat`.
    ///
    /// # Errors
    /// Why the action is not legal now; the game is then unchanged.
    ///
    /// # Examples
    /// ```
    /// use carcassonne_engine::{Action, Game, Seat, Setup};
    /// let (mut game, _) = Game::new(Setup::new(2, 7)).unwrap();
    /// let first = game.legal_actions(Seat(0))[0];
    /// assert!(game.apply(Seat(1), first).is_err());
    /// assert!(game.apply(Seat(0), first).is_ok());
    /// ```
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        if seat.index() >= self.players.len() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if seat != self.active {
            return Err(RuleError::NotYourTurn);
        }
        let mut events = Vec::new();
        match action {
            Action::Place(placement) => self.place(placement, &mut events)?,
            Action::Meeple(spot) => self.place_meeple(spot, &mut events)?,
            Action::Pass => {
                if self.phase != Phase::PlaceFigure {
                    return Err(RuleError::TileNotPlaced);
                }
                events.push(Event::Passed { seat });
                self.end_turn(&mut events);
            }
        }
        Ok(events)
    }

    fn place(&mut self, placement: Placement, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let Phase::PlaceTile(tile) = self.phase else {
            return Err(RuleError::TileAlreadyPlaced);
        };
        let pos = placement.pos;
        self.board.check(tile, placement).map_err(|m| match m {
            Misfit::Occupied => RuleError::Occupied(pos),
            Misfit::Detached => RuleError::Detached(pos),
            Misfit::Mismatch(dir) => RuleError::Mismatch { tile, pos, dir },
        })?;
        self.board.put(tile, placement);
        self.features.add_newest_tile(&self.board);
        events.push(Event::TilePlaced { seat: self.active, tile, placement });
        self.phase = Phase::PlaceFigure;
        if self.meeple_spots().is_empty() {
            self.end_turn(events);
        }
        Ok(())
    }

    fn place_meeple(&mut self, spot: Spot, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.phase != Phase::PlaceFigure {
            return Err(RuleError::TileNotPlaced);
        }
        let index = self.board.tiles().len() - 1;
        let tile = self.board.tiles()[index];
        let segment = spot.resolve(&tile).ok_or(RuleError::NoSuchFeature(spot))?;
        let node = self.features.node(index, segment);
        if self.features.info(node).occupied() {
            return Err(RuleError::FeatureOccupied(spot));
        }
        let seat = self.active;
        if self.players[seat.index()].meeples == 0 {
            return Err(RuleError::NoMeepleLeft);
        }
        self.players[seat.index()].meeples -= 1;
        self.figures.push(Figure { owner: seat, tile: index, segment });
        self.features.count_meeple(node, seat, 1);
        events.push(Event::MeeplePlaced { seat, pos: tile.pos, spot });
        self.end_turn(events);
        Ok(())
    }

    /// Scores what the tile just placed completed, then hands the turn on.
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        let index = self.board.tiles().len() - 1;
        let tile = self.board.tiles()[index];
        for segment in 0..tile.kind.def().segments.len() {
            let root = self.features.feature_of(index, segment);
            let info = self.features.info(root);
            let closes = matches!(info.kind, FeatureKind::Road | FeatureKind::City) && info.open == 0;
            if closes && !info.scored {
                self.score(root, false, events);
            }
        }
        for pos in std::iter::once(tile.pos).chain(tile.pos.ring()) {
            let Some(other) = self.board.tile_index_at(pos) else {
                continue;
            };
            let Some(m) = self.board.tiles()[other].kind.def().monastery() else {
                continue;
            };
            let root = self.features.feature_of(other, m);
            if !self.features.info(root).scored && self.neighbours(pos) == 8 {
                self.score(root, false, events);
            }
        }
        self.active = Seat((self.active.0 + 1) % self.players.len() as u8);
        self.draw(events);
    }

    /// Draws until a tile fits, discarding the rest; ends the game when none is left.
    fn draw(&mut self, events: &mut Vec<Event>) {
        while !self.stack.is_empty() {
            let tile = if self.setup.tiles.is_some() {
                self.stack.pop().expect("stack not empty")
            } else {
                let at = self.rng.below(self.stack.len());
                self.stack.swap_remove(at)
            };
            if self.board.fits_somewhere(tile) {
                self.phase = Phase::PlaceTile(tile);
                events.push(Event::TileDrawn { seat: self.active, tile });
                return;
            }
            self.discarded.push(tile);
            events.push(Event::TileDiscarded { tile });
        }
        self.finish(events);
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        let open: Vec<NodeId> = self
            .features
            .roots()
            .filter(|&r| {
                let info = self.features.info(r);
                info.occupied() && !info.scored
            })
            .collect();
        for root in open {
            self.score(root, true, events);
        }
        self.phase = Phase::Over;
        events.push(Event::GameEnded);
    }

    /// Occupied cells among the eight around `pos`.
    fn neighbours(&self, pos: Pos) -> u32 {
        pos.ring().filter(|&p| self.board.tile_index_at(p).is_some()).count() as u32
    }

    /// Scores the feature `root` for its majority and sends its meeples home.
    fn score(&mut self, root: NodeId, at_end: bool, events: &mut Vec<Event>) {
        let info = *self.features.info(root);
        self.features.info_mut(root).scored = true;
        if !info.occupied() {
            return;
        }
        let mut tiles: Vec<usize> = self.features.members(root).map(|(t, _)| t).collect();
        tiles.sort_unstable();
        tiles.dedup();
        let points = match info.kind {
            FeatureKind::Road => tiles.len() as u32,
            FeatureKind::City => {
                let per = if info.open == 0 { 2 } else { 1 };
                per * (tiles.len() as u32 + u32::from(info.pennants))
            }
            FeatureKind::Monastery => 1 + self.neighbours(self.board.tiles()[tiles[0]].pos),
            FeatureKind::Field => 3 * self.completed_cities(root),
        };
        let winners = info.majority();
        for w in winners.iter() {
            let player = &mut self.players[w.index()];
            player.score += points as i32;
            player.breakdown[info.kind as usize] += points as i32;
        }
        let features = &self.features;
        let players = &mut self.players;
        self.figures.retain(|f| {
            let home = features.feature_of(f.tile, f.segment) == root;
            if home {
                players[f.owner.index()].meeples += 1;
            }
            !home
        });
        self.features.info_mut(root).meeples = [0; MAX_SEATS];
        let cells = tiles.iter().map(|&t| self.board.tiles()[t].pos).collect();
        events.push(Event::Scored(Scoring {
            kind: info.kind,
            points,
            winners,
            meeples: info.meeples,
            cells,
            at_end,
        }));
    }

    /// Distinct completed cities touching the field `root`.
    fn completed_cities(&self, root: NodeId) -> u32 {
        let mut cities: Vec<NodeId> = Vec::new();
        for (tile, segment) in self.features.members(root) {
            let touches = self.board.tiles()[tile].kind.def().segments[segment].cities;
            for city in (0..16).filter(|c| touches & (1 << c) != 0) {
                let city_root = self.features.feature_of(tile, city);
                if self.features.info(city_root).open == 0 && !cities.contains(&city_root) {
                    cities.push(city_root);
                }
            }
        }
        cities.len() as u32
    }

    /// Replays a setup and a log of actions.
    ///
    /// # Errors
    /// The setup's error, or the first refused action with its position in the log.
    pub fn replay(setup: Setup, log: impl IntoIterator<Item = (Seat, Action)>) -> Result<Game, ReplayError> {
        let (mut game, _) = Game::new(setup)?;
        for (index, (seat, action)) in log.into_iter().enumerate() {
            game.apply(seat, action).map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok(game)
    }

    /// Whether an expansion is in play.
    pub fn has(&self, expansion: Expansion) -> bool {
        self.setup.expansions.has(expansion)
    }
}

/// A log that does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("action {index} of the log: {error}")]
    Action { index: usize, error: RuleError },
}
