//! What Traders & Builders declares about its actions (`rules::facts`).

use super::{Act, BUILDER, PIG};
use crate::rules::facts::{ActFacts, Aim, When};

impl Act {
    /// What it is: the builder or the pig put down at the figure step.
    pub fn facts(self) -> ActFacts {
        match self {
            Act::Builder(spot) => {
                ActFacts::public("builder", When::FigureStep, Aim::Spot(spot), Some(BUILDER))
            }
            Act::Pig(spot) => ActFacts::public("pig", When::FigureStep, Aim::Spot(spot), Some(PIG)),
        }
    }
}
