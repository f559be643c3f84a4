//! What The Abbot declares about its actions (`rules::facts`).

use super::{ABBOT, Act};
use crate::rules::facts::{ActFacts, Aim, When};

impl Act {
    /// What it is: both played at the figure step, the abbot put down or recalled.
    pub fn facts(self) -> ActFacts {
        match self {
            Act::Place(spot) => ActFacts::public("abbot", When::FigureStep, Aim::Spot(spot), Some(ABBOT)),
            Act::Recall => ActFacts::public("recall", When::FigureStep, Aim::Nothing, None),
        }
    }
}
