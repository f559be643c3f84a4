//! What The Gold Mines declares about its action and its decision (`rules::facts`).

use super::{Act, Ph, Refusal};
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: the answer to its decision only, a whole placed tile pointed at.
    pub fn facts(self) -> ActFacts {
        let unasked = Refusal::NoGold.into();
        match self {
            Act::Ingot(pos) => ActFacts::public("gold", When::Decision { unasked }, Aim::Tile(pos), None),
        }
    }
}

impl Ph {
    /// What it is: after a gold tile, a step of the active player's own turn, before the
    /// figure step.
    pub fn facts(self) -> PhaseFacts {
        match self {
            Ph::Ingot => PhaseFacts::step("gold-ingot", &["gold"], Refusal::IngotPending),
        }
    }
}
