//! What The Flying Machines declares about its actions and its decision (`rules::facts`).

use super::{Act, Ph, Refusal};
use crate::game::FigureKind;
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: a flight at the figure step, in place of a figure on the tile (the
    /// follower named, as the portal's); a landing answers only its decision, putting the
    /// follower in flight on a feature of the tile the flight reached.
    pub fn facts(self) -> ActFacts {
        match self {
            Act::Fly(figure) => {
                let word = if figure == FigureKind::Meeple { "fly" } else { "fly-figure" };
                ActFacts::public(word, When::FigureStep, Aim::Nothing, Some(figure))
            }
            Act::Land(target, figure) => {
                let unasked = Refusal::NoFlight.into();
                ActFacts::public("land", When::Decision { unasked }, Aim::Target(target), Some(figure))
            }
        }
    }
}

impl Ph {
    /// What it is: the landing, a step of the active player's own turn that may not be
    /// declined (« Choosing one of these two options would be mandatory »).
    pub fn facts(self) -> PhaseFacts {
        match self {
            Ph::Land => PhaseFacts {
                word: "flight",
                answers: &["land"],
                pass: false,
                waiting: Refusal::FlightPending.into(),
                turn_step: true,
                before_tile: false,
            },
        }
    }
}
