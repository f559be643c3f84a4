//! What Monuments declares about its actions (`rules::facts`).

use super::Act;
use crate::game::FigureKind;
use crate::rules::facts::{ActFacts, Aim, Card, When};

impl Act {
    /// What it is: both played at the figure step, a meeple put on the monument just
    /// placed as its architect or a cube on an objective.
    pub fn facts(self) -> ActFacts {
        match self {
            Act::Architect => {
                ActFacts::public("architect", When::FigureStep, Aim::Nothing, Some(FigureKind::Meeple))
            }
            Act::Cube(monument, n) => ActFacts {
                card: Some(Card { deck: "monument", word: monument.word() }),
                ..ActFacts::public("cube", When::FigureStep, Aim::Objective { card: monument as u8, n }, None)
            },
        }
    }
}
