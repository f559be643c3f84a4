//! Who must decide what: the game waits on a list of decisions, each owned by one or
//! more seats — not only the active player's. Front ends read prompts, buttons and
//! autocomplete from this one answer; they never work it out again.

use crate::action::Action;
use crate::catalog::TileKind;
use crate::error::RuleError;
use crate::rules::ExpansionPhase;
use crate::seat::SeatSet;

/// What a decision is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Place this tile.
    PlaceTile(TileKind),
    /// Place a figure on the tile just placed, or pass.
    PlaceFigure,
    /// Nothing more: the game is over.
    Over,
    /// A decision of an expansion's own, in its module's enum (Hills & Sheep's
    /// `rules::hills_sheep::Ph`, The Gifts' `rules::gifts::Ph`): its rules say what
    /// answers it.
    Expansion(ExpansionPhase),
}

/// One decision the game waits for: the seats that may make it and what it is about.
///
/// Any of `seats` may answer; a decision by several seats at once (every player
/// bidding, say) is several decisions of one seat each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    pub seats: SeatSet,
    pub phase: Phase,
}

impl Phase {
    /// Whether `action` is an answer to a decision of this kind. The tile step and the
    /// figure step also take the expansions' own actions played there, and an
    /// expansion's own decision the actions it names, as their facts say (`When`,
    /// `PhaseFacts::answers`).
    pub(crate) fn accepts(self, action: Action) -> bool {
        match (self, action) {
            (Phase::PlaceTile(_), Action::Place(_))
            | (Phase::PlaceFigure, Action::Meeple(_) | Action::Pass) => true,
            (Phase::PlaceTile(_), _) => action.facts().is_some_and(|f| f.when.before_tile()),
            (Phase::PlaceFigure, _) => action.facts().is_some_and(|f| f.when.at_figure_step()),
            (Phase::Expansion(phase), _) => phase.accepts(action),
            (Phase::Over, _) => false,
        }
    }

    /// Why `action` is refused while the game waits for a decision of this kind: the
    /// decision's own refusal, else the action's when it is played only at another
    /// step or decision (their facts: `PhaseFacts::waiting`, `When`).
    pub(crate) fn refuse(self, action: Action) -> RuleError {
        match (self, action) {
            (Phase::Over, _) => RuleError::GameOver,
            (Phase::Expansion(phase), _) => phase.facts().waiting,
            (_, Action::Place(_)) => RuleError::TileAlreadyPlaced,
            _ => action.unasked().unwrap_or(RuleError::TileNotPlaced),
        }
    }

    /// Whether a decision of this kind is a step of the active player's own turn:
    /// placing the tile or a figure, or an expansion's step of the turn
    /// (`PhaseFacts::turn_step`: a flock, a bridge owed), not a choice of someone the
    /// turn stops for (a castle's owners, an auction).
    pub fn turn_step(self) -> bool {
        match self {
            Phase::PlaceTile(_) | Phase::PlaceFigure => true,
            Phase::Expansion(phase) => phase.facts().turn_step,
            Phase::Over => false,
        }
    }
}
