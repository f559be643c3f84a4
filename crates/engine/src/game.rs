//! The game state machine: who must act, which actions are legal, and what an action
//! does. `apply` either returns the events it caused or a `RuleError` with the game
//! untouched: every check runs before the first change.
//!
//! A turn: the active player places the drawn tile; may place a figure on it (the step
//! is skipped when nothing is open to them); with Hills & Sheep, chooses to grow or herd
//! when the tile extends their shepherd's field; then closed flocks are herded,
//! completed features score, and the next player draws. Tiles that fit nowhere are
//! discarded as they are drawn. Scoring lives in `scoring.rs`, shepherds in
//! `shepherds.rs`.

use crate::action::Action;
use crate::board::{Board, Misfit, Placement};
use crate::catalog::TileKind;
use crate::category::Breakdown;
use crate::error::RuleError;
use crate::event::Event;
use crate::features::Features;
use crate::flock::Bag;
use crate::geometry::{Pos, Rotation};
use crate::rng::GameRng;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::{Expansion, MAX_FIXED_TILES, Setup, SetupError};
use crate::spot::Spot;

/// Meeples each player starts with.
pub const MEEPLES_PER_PLAYER: u8 = 7;

/// The start tile, placed at (0,0) unrotated before the first turn.
pub const START_TILE: &str = "BA/RCr";

/// One player's supply and score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Meeples in supply.
    pub meeples: u8,
    /// Hills & Sheep: the shepherd is in supply (not on the board).
    pub shepherd: bool,
    /// Hills & Sheep: sheep tokens beside this player's shepherd (sheep per token).
    pub flock: Vec<u8>,
    pub score: i32,
    /// Points by category; sums to `score`.
    pub breakdown: Breakdown,
}

/// What a figure is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FigureKind {
    Meeple,
    /// Hills & Sheep: not a meeple; never counts for a majority.
    Shepherd,
}

/// A figure standing on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure {
    pub owner: Seat,
    pub kind: FigureKind,
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
    /// Hills & Sheep: the active player's shepherd's field was extended: grow or herd.
    Flock,
    Over,
}

/// Who must act now and on what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    /// Every seat whose decision is awaited (one, so far).
    pub seats: SeatSet,
    pub phase: Phase,
}

/// A game in progress (or over).
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) setup: Setup,
    pub(crate) rng: GameRng,
    pub(crate) board: Board,
    pub(crate) features: Features,
    /// Tiles still to draw; with a fixed order the next one is last.
    stack: Vec<TileKind>,
    discarded: Vec<TileKind>,
    /// Tiles hidden under hills, out of the game.
    hidden: Vec<TileKind>,
    pub(crate) players: Vec<Player>,
    pub(crate) figures: Vec<Figure>,
    /// Hills & Sheep's sheep bag.
    pub(crate) bag: Option<Bag>,
    pub(crate) active: Seat,
    pub(crate) phase: Phase,
    /// The active player put their shepherd down this turn (so no grow/herd choice).
    pub(crate) shepherd_placed: bool,
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
        if let Some(e) = setup.expansions.iter().find(|e| !Expansion::PLAYABLE.contains(e)) {
            return Err(SetupError::NotYetPlayable(e));
        }
        if let Some(option) = setup.options.iter().find(|o| !setup.expansions.has(o.expansion())) {
            return Err(SetupError::OptionWithoutExpansion(option));
        }
        if !setup.bag.is_empty() && !setup.expansions.hills_sheep {
            return Err(SetupError::BagWithoutHillsSheep);
        }
        let start = TileKind::from_id(START_TILE).expect("start tile in the catalog");
        let stack = match &setup.tiles {
            Some(fixed) => {
                if fixed.len() > MAX_FIXED_TILES {
                    return Err(SetupError::TooManyTiles(fixed.len()));
                }
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
        let hills_sheep = setup.expansions.hills_sheep;
        let player = Player {
            meeples: MEEPLES_PER_PLAYER,
            shepherd: hills_sheep,
            flock: Vec::new(),
            score: 0,
            breakdown: Breakdown::default(),
        };
        let mut game = Game {
            rng: GameRng::from_seed(setup.seed),
            players: vec![player; setup.players as usize],
            bag: hills_sheep.then(|| Bag::new(&setup.bag)),
            setup,
            board,
            features,
            stack,
            discarded: Vec::new(),
            hidden: Vec::new(),
            figures: Vec::new(),
            active: Seat(0),
            phase: Phase::Over,
            shepherd_placed: false,
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

    /// How many tiles lie hidden under hills (which ones is secret, even to the engine's users).
    pub fn hidden_tiles(&self) -> usize {
        self.hidden.len()
    }

    /// Tokens left in the sheep bag (Hills & Sheep).
    pub fn bag_len(&self) -> Option<usize> {
        self.bag.as_ref().map(Bag::len)
    }

    /// The tile waiting to be placed, if any.
    pub fn current_tile(&self) -> Option<TileKind> {
        match self.phase {
            Phase::PlaceTile(t) => Some(t),
            _ => None,
        }
    }

    /// Whether an expansion is in play.
    pub fn has(&self, expansion: Expansion) -> bool {
        self.setup.expansions.has(expansion)
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

    /// The index in `Board::tiles()` of the tile placed this turn (or last turn).
    pub fn last_placed(&self) -> Option<usize> {
        (self.board.tiles().len() > 1).then(|| self.board.tiles().len() - 1)
    }

    fn newest(&self) -> usize {
        self.board.tiles().len() - 1
    }

    /// The spots of the tile just placed where the active player may put a meeple.
    pub fn meeple_spots(&self) -> Vec<Spot> {
        if self.phase != Phase::PlaceFigure || self.players[self.active.index()].meeples == 0 {
            return Vec::new();
        }
        let index = self.newest();
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
                let meeples = self.meeple_spots().into_iter().map(Action::Meeple);
                let shepherds = self.shepherd_spots().into_iter().map(Action::Shepherd);
                meeples.chain(shepherds).chain([Action::Pass]).collect()
            }
            Phase::Flock => vec![Action::Grow, Action::Herd],
            Phase::Over => Vec::new(),
        }
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
            Action::Meeple(spot) => {
                self.figure_step()?;
                self.place_meeple(spot, &mut events)?;
                self.after_figure(&mut events);
            }
            Action::Shepherd(spot) => {
                self.figure_step()?;
                self.place_shepherd(spot, &mut events)?;
                self.after_figure(&mut events);
            }
            Action::Pass => {
                self.figure_step()?;
                events.push(Event::Passed { seat });
                self.after_figure(&mut events);
            }
            Action::Grow | Action::Herd => {
                if self.phase != Phase::Flock {
                    return Err(RuleError::NoFlockChoice);
                }
                self.tend_flock(action == Action::Grow, &mut events);
                self.resolve_turn(&mut events);
            }
        }
        Ok(events)
    }

    /// Checks the game waits for the figure step.
    fn figure_step(&self) -> Result<(), RuleError> {
        match self.phase {
            Phase::PlaceFigure => Ok(()),
            Phase::Flock => Err(RuleError::FlockChoicePending),
            _ => Err(RuleError::TileNotPlaced),
        }
    }

    fn place(&mut self, placement: Placement, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let tile = match self.phase {
            Phase::PlaceTile(tile) => tile,
            Phase::Flock => return Err(RuleError::FlockChoicePending),
            _ => return Err(RuleError::TileAlreadyPlaced),
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
        self.shepherd_placed = false;
        if self.meeple_spots().is_empty() && self.shepherd_spots().is_empty() {
            self.after_figure(events);
        }
        Ok(())
    }

    fn place_meeple(&mut self, spot: Spot, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let index = self.newest();
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
        self.figures.push(Figure { owner: seat, kind: FigureKind::Meeple, tile: index, segment });
        self.features.add_meeple(node, seat, tile.kind.def().markers.hill);
        events.push(Event::MeeplePlaced { seat, pos: tile.pos, spot });
        Ok(())
    }

    /// After the figure step: the grow/herd choice if it is due, else the end of the turn.
    fn after_figure(&mut self, events: &mut Vec<Event>) {
        if !self.shepherd_placed && self.own_flock_extended() {
            self.phase = Phase::Flock;
        } else {
            self.resolve_turn(events);
        }
    }

    /// Herds closed flocks, scores what the tile completed, and hands the turn on.
    fn resolve_turn(&mut self, events: &mut Vec<Event>) {
        let index = self.newest();
        self.herd_closed_fields(index, events);
        self.score_completed(index, events);
        self.active = Seat((self.active.0 + 1) % self.players.len() as u8);
        self.draw(events);
    }

    /// Takes the next tile of the stack (in order, or at random).
    fn take(&mut self) -> Option<TileKind> {
        if self.stack.is_empty() {
            None
        } else if self.setup.tiles.is_some() {
            self.stack.pop()
        } else {
            let at = self.rng.below(self.stack.len());
            Some(self.stack.swap_remove(at))
        }
    }

    /// Draws until a tile fits, discarding the rest; ends the game when none is left.
    fn draw(&mut self, events: &mut Vec<Event>) {
        while let Some(tile) = self.take() {
            if !self.board.fits_somewhere(tile) {
                self.discarded.push(tile);
                events.push(Event::TileDiscarded { tile });
                continue;
            }
            self.phase = Phase::PlaceTile(tile);
            events.push(Event::TileDrawn { seat: self.active, tile });
            if tile.def().markers.hill
                && let Some(under) = self.take()
            {
                self.hidden.push(under);
                events.push(Event::TileUnderHill { seat: self.active });
            }
            return;
        }
        self.finish(events);
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
}

/// A log that does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("action {index} of the log: {error}")]
    Action { index: usize, error: RuleError },
}
