//! What Inns & Cathedrals declares about its action (`rules::facts`).

use super::{Act, BIG_MEEPLE};
use crate::rules::facts::{ActFacts, Aim, When};

impl Act {
    /// What it is: the big meeple put down at the figure step.
    pub fn facts(self) -> ActFacts {
        match self {
            Act::Place(spot) => {
                ActFacts::public("big-meeple", When::FigureStep, Aim::Spot(spot), Some(BIG_MEEPLE))
            }
        }
    }
}
