//! What The Ferries declares about its action and its decisions (`rules::facts`).

use super::{Act, Ph, Refusal};
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: the answer to its decisions only, a lake tile pointed at (the two
    /// road ends its label names).
    pub fn facts(self) -> ActFacts {
        let unasked = Refusal::NoFerry.into();
        match self {
            Act::Ferry(pos, ends) => {
                ActFacts::public("ferry", When::Decision { unasked }, Aim::Ends(pos, ends), None)
            }
        }
    }
}

impl Ph {
    /// What it is: after the figure step, a step of the active player's own turn; the
    /// new lake's ferry is always put, a move may be declined (`pass`).
    pub fn facts(self) -> PhaseFacts {
        match self {
            Ph::Place => PhaseFacts::step("ferry-place", &["ferry"], Refusal::PlacePending),
            Ph::Move => {
                PhaseFacts { pass: true, ..PhaseFacts::step("ferry-move", &["ferry"], Refusal::MovePending) }
            }
        }
    }
}
