//! What Hills & Sheep declares about its actions and its decision (`rules::facts`).

use super::{Act, Ph, Refusal, SHEPHERD};
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: the shepherd put down at the figure step; grow and herd answer only
    /// the flock's decision.
    pub fn facts(self) -> ActFacts {
        let flock = || When::Decision { unasked: Refusal::NoFlockChoice.into() };
        match self {
            Act::Shepherd(spot) => {
                ActFacts::public("shepherd", When::FigureStep, Aim::Spot(spot), Some(SHEPHERD))
            }
            Act::Grow => ActFacts::public("grow", flock(), Aim::Nothing, None),
            Act::Herd => ActFacts::public("herd", flock(), Aim::Nothing, None),
        }
    }
}

impl Ph {
    /// What it is: the flock's choice, a step of its player's turn.
    pub fn facts(self) -> PhaseFacts {
        match self {
            Ph::Flock => PhaseFacts::step("flock", &["grow", "herd"], Refusal::FlockChoicePending),
        }
    }
}
