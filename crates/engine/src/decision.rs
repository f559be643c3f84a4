//! Who must decide what: the game waits on a list of decisions, each owned by one or
//! more seats — not only the active player's. Front ends read prompts, buttons and
//! autocomplete from this one answer; they never work it out again.

use crate::action::Action;
use crate::catalog::TileKind;
use crate::error::RuleError;
use crate::rules::{self, ExpansionPhase};
use crate::seat::SeatSet;
use crate::setup::Expansion;

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
    /// figure step also take the expansions' own actions, as each expansion says
    /// (`ExpansionRules::before_placing`, `ExpansionRules::at_figure_step`), and an
    /// expansion's own decision what its rules accept (`ExpansionRules::accepts`).
    pub(crate) fn accepts(self, action: Action) -> bool {
        let expansions = || Expansion::ALL.into_iter().map(rules::rules_of);
        match (self, action) {
            (Phase::PlaceTile(_), Action::Place(_))
            | (Phase::PlaceFigure, Action::Meeple(_) | Action::Pass) => true,
            (Phase::PlaceTile(_), _) => expansions().any(|r| r.before_placing(action)),
            (Phase::PlaceFigure, _) => expansions().any(|r| r.at_figure_step(action)),
            (Phase::Expansion(phase), _) => rules::rules_of(phase.expansion()).accepts(phase, action),
            (Phase::Over, _) => false,
        }
    }

    /// Why `action` is refused while the game waits for a decision of this kind: the
    /// decision's own refusal, else the action's when it answers only a decision not
    /// waiting (an expansion's say so through `ExpansionRules::waiting`, `unasked`).
    pub(crate) fn refuse(self, action: Action) -> RuleError {
        let unasked = || Expansion::ALL.into_iter().find_map(|e| rules::rules_of(e).unasked(action));
        match (self, action) {
            (Phase::Over, _) => RuleError::GameOver,
            (Phase::Expansion(phase), _) => rules::rules_of(phase.expansion()).waiting(phase),
            (_, Action::Place(_)) => RuleError::TileAlreadyPlaced,
            _ => unasked().unwrap_or(RuleError::TileNotPlaced),
        }
    }
}
