//! Expansions as modules: each expansion keeps its state and rules in one module here
//! and joins the turn through the hooks of one `Hooks` row.
//!
//! The turn flow (`turn.rs`) and scoring call every module in play at fixed points —
//! after a placement, after a draw, around the figure step, around scoring, at the end of
//! a turn, when a majority is tied, when a monastery completes, when the next turn is
//! chosen — and hand a module the actions that belong to it. A hook a module does not
//! need is a closure that does nothing. Adding an expansion is one module, one row in
//! `MODULES`, and its actions, decisions and events.

pub(crate) mod bridges_castles_bazaars;
pub(crate) mod gifts;
pub(crate) mod hills_sheep;
pub(crate) mod monuments;

use crate::action::Action;
use crate::board::Placement;
use crate::catalog::TileKind;
use crate::decision::{Decision, Phase};
use crate::error::RuleError;
use crate::event::Event;
use crate::features::NodeId;
use crate::game::Game;
use crate::geometry::Pos;
use crate::rng::GameRng;
use crate::seat::{Seat, SeatSet};
use crate::setup::Expansion;
use crate::turn::Step;
use crate::view::Audience;

/// Where in a turn a module's step runs (see `turn.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    /// After the placement, before the figure step (a bridge the placement needs).
    BeforeFigure,
    /// After the figure step (Hills & Sheep's grow or herd).
    AfterFigure,
    /// Before completed features score (a small city's owners choose a castle).
    BeforeScore,
    /// After scoring, before the next turn (a bazaar's auction).
    EndOfTurn,
}

/// One expansion's entry points into the turn.
#[derive(Debug)]
pub(crate) struct Hooks {
    pub expansion: Expansion,
    /// Whether an action is this module's to play.
    pub owns: fn(Action) -> bool,
    /// The tile a tile taken from the stack is played as, when not itself (a
    /// monument's token stands for its large tile).
    pub stands_for: fn(TileKind) -> Option<TileKind>,
    /// The tile was just placed (before the figure step).
    pub placed: fn(&mut Game, &mut Vec<Event>),
    /// The active player drew this tile (or took it from a bazaar) and will place it.
    pub drawn: fn(&mut Game, TileKind, &mut Vec<Event>),
    /// Adds placements of a tile that the board alone refuses but the module allows
    /// (a road meeting a field, with a bridge) — only the one given, if any.
    pub placements: fn(&Game, TileKind, Option<Placement>, &mut Vec<Placement>),
    /// Adds the module's figure-step actions for the active player.
    pub figure_actions: fn(&Game, &mut Vec<Action>),
    /// Adds the legal answers to one of the module's decisions.
    pub answers: fn(&Game, Phase, &mut Vec<Action>),
    /// Plays one of the module's actions, checking everything before changing anything.
    pub apply: fn(&mut Game, Seat, Action, &mut Vec<Event>) -> Result<(), RuleError>,
    /// The module's step at `Stage` of the turn: it may add decisions (of any seats) to
    /// `Game::decisions`, which pause the turn until they are answered.
    pub step: fn(&mut Game, Stage, &mut Vec<Event>),
    /// A tile other than the one just placed whose features changed this turn (a
    /// bridge's).
    pub touched: fn(&Game) -> Option<usize>,
    /// Before completed features score; the placed tile's index.
    pub before_scoring: fn(&mut Game, usize, &mut Vec<Event>),
    /// After completed features scored, with every feature (root) completed this turn,
    /// scored or not (nobody may have stood in it).
    pub after_scoring: fn(&mut Game, &[NodeId], &mut Vec<Event>),
    /// What a completed city `root` is worth to a field beside it, if not the usual 3.
    pub field_city: fn(&Game, NodeId) -> Option<u32>,
    /// Chooses the next turn when the module has one queued: sets `Game::active` and
    /// returns the turn's first step (`Step::Play` with a tile won at a bazaar, or the
    /// module's own step when its business between turns is not done). With `None` the
    /// next seat after `Game::active` draws, and the module may have moved `active` first.
    pub next_turn: fn(&mut Game) -> Option<Step>,
    /// Whether turns are still queued, so an empty stack does not end the game yet.
    pub queued: fn(&Game) -> bool,
    /// At the end of the game, before final scoring (figures that score nothing go home).
    pub finish: fn(&mut Game, &mut Vec<Event>),
    /// Narrows a tied majority of the feature `root`.
    pub tie_break: fn(&Game, NodeId, SeatSet) -> SeatSet,
    /// Points added to a monastery at `pos` completed during play.
    pub monastery_bonus: fn(&Game, Pos) -> u32,
    /// Draws afresh, from `rng`, what the viewer cannot know of the module's state (see
    /// `View::sample`).
    pub resample: fn(&mut Game, Audience, &mut GameRng),
}

/// Every module, in the order their hooks run.
pub(crate) static MODULES: [Hooks; 4] =
    [hills_sheep::HOOKS, bridges_castles_bazaars::HOOKS, gifts::HOOKS, monuments::HOOKS];

/// The modules of the expansions in play. It copies the game's expansions, so the
/// caller may change the game while it walks them.
pub(crate) fn in_play(game: &Game) -> impl DoubleEndedIterator<Item = &'static Hooks> + use<> {
    let expansions = game.setup.expansions;
    MODULES.iter().filter(move |m| expansions.has(m.expansion))
}

/// The module of `expansion`.
pub(crate) fn hooks(expansion: Expansion) -> &'static Hooks {
    MODULES.iter().find(|m| m.expansion == expansion).expect("every expansion step has a module")
}

/// Plays an action that belongs to an expansion.
pub(crate) fn apply(
    game: &mut Game,
    seat: Seat,
    action: Action,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let module = MODULES.iter().find(|m| (m.owns)(action)).expect("every action has a module");
    if !game.has(module.expansion) {
        return Err(RuleError::NotInGame(module.expansion.title()));
    }
    (module.apply)(game, seat, action, events)
}

/// A decision of one seat.
pub(crate) fn ask(seat: Seat, phase: Phase) -> Decision {
    Decision { seats: SeatSet::single(seat), phase }
}

/// The players who score the feature `root`: the most meeples, a tie narrowed by the
/// modules in play (Hills & Sheep's hills).
pub(crate) fn majority(game: &Game, root: NodeId) -> SeatSet {
    let tied = game.features.info(root).majority();
    if tied.len() < 2 {
        return tied;
    }
    in_play(game).fold(tied, |tied, m| (m.tie_break)(game, root, tied))
}
