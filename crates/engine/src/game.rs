//! The game state and its one door: `apply` takes an action from any seat a decision
//! waits for and either returns the events it caused or a `RuleError` with the game
//! untouched (every check runs before the first change).
//!
//! What a turn is made of lives in `turn.rs` (a sequence of steps that can stop at a
//! decision), scoring in `scoring.rs`, and each expansion's state and rules in its own
//! module under `rules/`, reached through the hooks of `rules/mod.rs`.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use crate::action::Action;
use crate::board::{Board, Placement};
use crate::by_seat::BySeat;
use crate::catalog::TileKind;
use crate::category::Breakdown;
use crate::decision::{Decision, Phase};
use crate::error::RuleError;
use crate::event::Event;
use crate::features::Features;
use crate::footprint::Footprint;
use crate::geometry::{Pos, Rotation};
use crate::rng::GameRng;
use crate::rules::{self, FigureSpec, Playing, States, Strength};
use crate::seat::{MAX_SEATS, Seat};
use crate::setup::{ENGINE_VERSION, Expansion, MAX_FIXED_TILES, Setup, SetupError};
use crate::spot::Spot;
use crate::tile::FeatureKind::{City, Field, Monastery, Road};
use crate::turn::{self, Step};
use crate::view::{Audience, View};

/// Meeples each player starts with.
pub const MEEPLES_PER_PLAYER: u8 = 7;

/// The start tile, placed at (0,0) unrotated before the first turn.
pub const START_TILE: &str = "BA/RCr";

/// One player's base supply and score; expansions keep their per-seat data themselves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Meeples in supply.
    pub meeples: u8,
    pub score: i32,
    /// Points by category; sums to `score`.
    pub breakdown: Breakdown,
}

/// The base game's meeple as data, beside the boxes' own figures' tables (`FigureSpec`).
pub const MEEPLE: FigureSpec = FigureSpec {
    per_player: MEEPLES_PER_PLAYER,
    ..FigureSpec::follower("meeple", Strength::Fixed(1), &[Road, City, Field, Monastery]).meeple()
};

/// What a figure is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FigureKind {
    Meeple,
    /// An expansion's own figure, kept in its module: the expansion and the figure's
    /// number among its own (The Abbot's abbot `rules::abbot::ABBOT`, its figure 0;
    /// Inns & Cathedrals' big meeple, 0; Traders & Builders' builder and pig, 0 and 1),
    /// the row of its box's table of figures (`figures` in the box's registry row) that
    /// says what it may do.
    Own(Expansion, u8),
}

impl FigureKind {
    /// Every figure: the meeple, then each box's own, in registry order and in the order
    /// of its table.
    pub fn all() -> impl Iterator<Item = FigureKind> {
        let own = Expansion::ALL
            .into_iter()
            .flat_map(|e| (0..rules::figures_of(e).len()).map(move |n| FigureKind::Own(e, n as u8)));
        std::iter::once(FigureKind::Meeple).chain(own)
    }

    /// The figure whose notation word ([`FigureSpec::word`]) is `word`, in any case
    /// (`meeple`, `big`, `abbot`, `mayor`, `builder`…).
    pub fn from_word(word: &str) -> Option<FigureKind> {
        FigureKind::all().find(|k| k.spec().word.eq_ignore_ascii_case(word))
    }

    /// Its name in the engine's English messages: its word, the big meeple's spelled
    /// out (`big meeple`, `abbot`, `mayor`).
    pub fn name(self) -> &'static str {
        match self.spec().word {
            "big" => "big meeple",
            word => word,
        }
    }

    /// What it is: the base game's `MEEPLE`, or its row in its box's table.
    ///
    /// # Panics
    /// On a box's figure its table does not declare.
    pub fn spec(self) -> &'static FigureSpec {
        match self {
            FigureKind::Meeple => &MEEPLE,
            FigureKind::Own(expansion, figure) => &rules::figures_of(expansion)[usize::from(figure)],
        }
    }

    /// Whether the figure occupies its feature: counts for its majority, scores with it
    /// and goes home when it scores (a meeple, an abbot; not a shepherd). The one list
    /// the scoring, The Gifts' Retreat and the bot's final image share.
    pub fn is_follower(self) -> bool {
        self.spec().follower
    }

    /// Whether it is a meeple, of any size (the base game's, a big meeple): it stands
    /// wherever a meeple may, a field too, and a card that moves a meeple or a hill that
    /// weighs meeples takes it as one. Not a shepherd or an abbot.
    pub fn is_meeple(self) -> bool {
        self.spec().meeple
    }

    /// How much it counts in its feature's tally of figures (`FeatureInfo::meeples`): a
    /// follower 1, a big meeple 2, a mayor 1 for "someone stands here", its pennants
    /// weighed when the majority is taken (`rules::weights`). Asked of followers only.
    pub fn strength(self) -> u8 {
        self.spec().strength.counted()
    }

    /// Whether it stays where it was put until the end: no dragon eats it, nothing moves
    /// or captures it (Abbey & Mayor's barn; `FigureSpec::permanent`).
    pub fn is_permanent(self) -> bool {
        self.spec().permanent
    }

    /// Whether its owner may take it back, instead of placing a figure, for what its
    /// feature is worth then (an abbot): what it stands on may pay now or later.
    pub fn may_recall(self) -> bool {
        self.spec().recallable
    }
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

/// A game in progress (or over).
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) setup: Setup,
    /// Draws the tile stack (and, in version-1 games, everything else).
    pub(crate) rng: GameRng,
    pub(crate) board: Board,
    pub(crate) features: Features,
    /// Tiles still to draw; with a fixed order the next one is last.
    pub(crate) stack: Vec<TileKind>,
    pub(crate) discarded: Vec<TileKind>,
    pub(crate) players: BySeat<Player>,
    pub(crate) figures: Vec<Figure>,
    /// The state of each expansion in play that keeps one.
    pub(crate) states: States,
    /// The expansions in play, as the turn walks them (from `setup`).
    pub(crate) playing: Playing,
    /// The seat whose turn it is.
    pub(crate) active: Seat,
    /// What is left of the turn, next step last.
    pub(crate) agenda: Vec<Step>,
    /// What the game waits for; empty once it is over.
    pub(crate) decisions: Vec<Decision>,
    /// The seat that may take its last action back (it revealed and scored nothing).
    pub(crate) undoable: Option<Seat>,
    /// The last tile is done and final scoring is over.
    pub(crate) over: bool,
    /// What each seat may do now, once listed ([`Game::legal_actions`]).
    legal: Legal,
}

/// What each seat may do now, kept from the second time it is asked between two
/// actions: a front end asks for it many times while answering one command (the prompt,
/// each button, the picture's marks and commands: 19 times for a portal's figure step,
/// whose list takes 0.19 M instructions), while a player program asks once a decision,
/// and a copy kept at once would cost it more than it saves. `apply` forgets it, and a
/// copy of the game starts without it, so that no change of the game outlives it (the
/// rules change a game only through `apply`, or a copy of it).
#[derive(Default)]
struct Legal {
    /// The seats asked for since the last action, a bit each.
    asked: AtomicU8,
    listed: [OnceLock<Vec<Action>>; MAX_SEATS],
}

impl Legal {
    /// Forgets what was listed: the game is about to change.
    fn forget(&mut self) {
        let asked = std::mem::take(self.asked.get_mut());
        for (i, listed) in self.listed.iter_mut().enumerate() {
            if asked & 1 << i != 0 {
                listed.take();
            }
        }
    }
}

impl Clone for Legal {
    /// Empty: a copy is made to be changed.
    fn clone(&self) -> Legal {
        Legal::default()
    }
}

impl std::fmt::Debug for Legal {
    /// Nothing of what is listed: a game prints the same whether or not it was asked.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Legal")
    }
}

/// A legal placement of the tile waiting to be placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlacementOption {
    pub placement: Placement,
    /// The expansion whose rule alone lets it fit, which then asks for its own action
    /// this turn (Bridges, Castles & Bazaars: a bridge); `None` when the board allows
    /// it. Data rather than a flag per expansion, so the front ends ask that
    /// expansion's parts for its words and drawing.
    pub needs: Option<Expansion>,
}

impl Game {
    /// Starts a game: the start tile goes down, the first player draws.
    ///
    /// # Errors
    /// A setup that cannot be played (player count, engine version, expansions not yet
    /// playable, a fixed tile outside the game's sets).
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
        if !(1..=ENGINE_VERSION).contains(&setup.version) {
            return Err(SetupError::Version(setup.version));
        }
        if let Some(e) = setup.expansions.iter().find(|e| e.since() > setup.version) {
            return Err(SetupError::ExpansionTooNew(e, setup.version));
        }
        if let Some(option) = setup.options.iter().find(|o| !setup.expansions.has(o.expansion())) {
            return Err(SetupError::OptionWithoutExpansion(option));
        }
        for rules in Expansion::ALL.map(rules::rules_of) {
            rules.check_setup(&setup)?;
        }
        let base_start = TileKind::from_id(START_TILE).expect("start tile in the catalog");
        let in_play = rules::of(setup.expansions);
        let start = in_play.clone().find_map(|r| r.start_tile()).unwrap_or(base_start);
        let stack = match &setup.tiles {
            Some(fixed) => {
                if fixed.len() > MAX_FIXED_TILES {
                    return Err(SetupError::TooManyTiles(fixed.len()));
                }
                if let Some(&t) = fixed.iter().find(|t| !setup.expansions.includes_tile(t.def())) {
                    return Err(SetupError::TileNotInGame(t));
                }
                for r in in_play.clone() {
                    r.check_order(fixed)?;
                }
                fixed.iter().rev().copied().collect()
            }
            None => {
                // Large tiles wait beside the board until their token is drawn; the
                // expansions put the tiles of their own sets in play themselves.
                let own = |set| in_play.clone().any(|r| r.own_sets().contains(&set));
                let mut all: Vec<TileKind> =
                    TileKind::of_sets(|set| setup.expansions.includes(set) && !own(set))
                        .filter(|k| {
                            // A garden tile printed in place of another is put in play by
                            // The Abbot in that tile's place, never shuffled in itself.
                            let planted = k.def().replaces.is_some();
                            !planted && k.def().footprint == Footprint::Single
                        })
                        .flat_map(|k| std::iter::repeat_n(k, k.def().count as usize))
                        .collect();
                for r in in_play.clone() {
                    r.fill_stack(&mut all);
                }
                let at = all.iter().position(|&k| k == base_start).expect("start tile in the box");
                all.remove(at);
                all
            }
        };
        // A large tile reaches one cell further than a tile in any line of tiles: count
        // the tiles that stand for another (a monument's token for its large tile).
        let tokens = stack.iter().filter(|&&t| in_play.clone().any(|r| r.stands_for(t).is_some())).count();
        let own_stacks: usize = match setup.tiles {
            Some(_) => 0,
            None => in_play.map(|r| r.own_stack_len()).sum(),
        };
        let capacity = stack.len() + 1 + tokens + own_stacks;
        let mut board = Board::new(capacity);
        board.put(start, Placement { pos: Pos::ORIGIN, rot: Rotation::R0 });
        let mut features = Features::with_capacity(capacity);
        features.add_newest_tile(&board);
        let player = Player { meeples: MEEPLES_PER_PLAYER, score: 0, breakdown: Breakdown::default() };
        let mut game = Game {
            rng: GameRng::from_seed(setup.seed),
            players: BySeat::filled(setup.players as usize, player),
            states: States::new(&setup),
            playing: Playing::of(setup.expansions),
            setup,
            board,
            features,
            stack,
            discarded: Vec::new(),
            figures: Vec::new(),
            active: Seat(0),
            agenda: vec![Step::Draw],
            decisions: Vec::new(),
            undoable: None,
            over: false,
            legal: Legal::default(),
        };
        let mut events = Vec::new();
        turn::run(&mut game, &mut events);
        Ok((game, events))
    }

    /// The setup the game started from. It holds the seed and any fixed draw order, so
    /// it is for replaying and storing, never for showing: show a [`View`](crate::View).
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn features(&self) -> &Features {
        &self.features
    }

    /// Base supply and score per seat, in seat order.
    pub fn players(&self) -> &[Player] {
        self.players.as_slice()
    }

    pub fn figures(&self) -> &[Figure] {
        &self.figures
    }

    /// The seat whose turn it is (the last one to play, once the game is over).
    pub fn active(&self) -> Seat {
        self.active
    }

    /// Every decision the game waits for now; empty once it is over.
    pub fn decisions(&self) -> &[Decision] {
        &self.decisions
    }

    /// The first decision the game waits for; `None` once it is over.
    pub fn pending(&self) -> Option<Decision> {
        self.decisions.first().copied()
    }

    /// What the first decision is about (`Over` once the game is over).
    pub fn phase(&self) -> Phase {
        self.pending().map_or(Phase::Over, |d| d.phase)
    }

    pub fn is_over(&self) -> bool {
        self.decisions.is_empty()
    }

    /// Tiles still to draw.
    pub fn tiles_left(&self) -> usize {
        self.stack.len() + rules::in_play(self).map(|r| r.tiles_left(self)).sum::<usize>()
    }

    /// Tiles removed because they fitted nowhere, in order.
    pub fn discarded(&self) -> &[TileKind] {
        &self.discarded
    }

    /// The tile waiting to be placed, if any.
    pub fn current_tile(&self) -> Option<TileKind> {
        match self.phase() {
            Phase::PlaceTile(t) => Some(t),
            _ => None,
        }
    }

    /// Whether an expansion is in play.
    pub fn has(&self, expansion: Expansion) -> bool {
        self.setup.expansions.has(expansion)
    }

    /// The decision `seat` owes now, if any.
    pub fn decision_of(&self, seat: Seat) -> Option<Decision> {
        self.decisions.iter().find(|d| d.seats.contains(seat)).copied()
    }

    /// Every legal placement of the tile waiting to be placed, those that need a
    /// bridge included.
    pub fn legal_placements(&self) -> Vec<Placement> {
        let mut out = Vec::new();
        if let Some(tile) = self.current_tile() {
            turn::placements_into(self, tile, &mut out);
        }
        out
    }

    /// Every legal placement of the tile waiting to be placed, each marked with the
    /// expansion whose rule alone lets it fit, if any.
    pub fn placement_options(&self) -> Vec<PlacementOption> {
        let Some(tile) = self.current_tile() else { return Vec::new() };
        turn::placements(self, tile)
            .into_iter()
            .map(|(placement, needs)| PlacementOption { placement, needs })
            .collect()
    }

    /// The index in `Board::tiles()` of the tile placed this turn (or last turn).
    pub fn last_placed(&self) -> Option<usize> {
        (self.board.tiles().len() > 1).then(|| self.board.tiles().len() - 1)
    }

    /// The spots of the tile just placed where the active player may put a meeple.
    pub fn meeple_spots(&self) -> Vec<Spot> {
        if self.phase() != Phase::PlaceFigure {
            return Vec::new();
        }
        turn::meeple_spots(self)
    }

    /// Every action `seat` may take now (none when no decision waits for them).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let Some(listed) = self.legal.listed.get(seat.index()) else { return Vec::new() };
        let bit = 1 << seat.index();
        match listed.get() {
            Some(actions) => actions.clone(),
            None if self.legal.asked.fetch_or(bit, Ordering::Relaxed) & bit == 0 => {
                self.list_legal_actions(seat)
            }
            None => listed.get_or_init(|| self.list_legal_actions(seat)).clone(),
        }
    }

    /// [`Game::legal_actions`], listed afresh.
    fn list_legal_actions(&self, seat: Seat) -> Vec<Action> {
        let Some(decision) = self.decision_of(seat) else { return Vec::new() };
        match decision.phase {
            Phase::PlaceTile(_) => {
                let placements = self.legal_placements();
                let mut actions = Vec::with_capacity(placements.len());
                actions.extend(placements.into_iter().map(Action::Place));
                for module in rules::in_play(self) {
                    module.tile_actions(self, &mut actions);
                }
                actions
            }
            Phase::PlaceFigure => {
                let mut actions = turn::figure_options(self);
                actions.push(Action::Pass);
                actions
            }
            Phase::Expansion(phase) => {
                let mut actions = Vec::new();
                phase.answers(self, &mut actions);
                actions
            }
            Phase::Over => Vec::new(),
        }
    }

    /// Whether `seat` may take its last action back: it drew, revealed and scored
    /// nothing, and the same turn still waits for that seat.
    pub fn can_undo(&self, seat: Seat) -> bool {
        self.undoable == Some(seat)
    }

    /// Plays `action` for `seat`: any seat a decision waits for, not only the active one.
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
        if !self.players.has(seat) {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        let decision = self.decision_of(seat).ok_or(RuleError::NotYourTurn)?;
        if !decision.phase.accepts(action) {
            return Err(decision.phase.refuse(action));
        }
        if decision.phase == Phase::PlaceFigure
            && action.spot().is_some()
            && let Some(refusal) = turn::barred(self)
        {
            return Err(refusal);
        }
        self.legal.forget();
        // Room for a turn's usual events (placed, drawn, scored…) without growing.
        let mut events = Vec::with_capacity(8);
        match action {
            Action::Place(placement) => turn::place(self, placement, &mut events)?,
            Action::Meeple(spot) => turn::place_meeple(self, spot, &mut events)?,
            Action::Pass if decision.phase == Phase::PlaceFigure => events.push(Event::Passed { seat }),
            _ => {
                rules::apply(rules::Acting { game: self, seat, events: &mut events }, action, decision.phase)?
            }
        }
        self.decisions.retain(|d| !d.seats.contains(seat));
        turn::run(self, &mut events);
        let same_turn = self.decision_of(seat).is_some();
        self.undoable = (same_turn && !events.iter().any(Event::reveals)).then_some(seat);
        Ok(events)
    }

    /// The game as `viewer` may see it: the only way its information should reach a
    /// player.
    ///
    /// # Examples
    /// ```
    /// use carcassonne_engine::{Audience, Game, Setup};
    /// let (game, events) = Game::new(Setup::new(2, 1)).unwrap();
    /// let public = game.view(Audience::Public);
    /// assert_eq!(public.tiles_left(), game.tiles_left());
    /// assert!(events.iter().all(|e| public.sees(e)));
    /// ```
    pub fn view(&self, viewer: Audience) -> View<'_> {
        View::new(self, viewer)
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
