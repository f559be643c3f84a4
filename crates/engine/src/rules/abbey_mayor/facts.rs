//! What Abbey & Mayor declares about its actions and decisions (`rules::facts`).

use super::{Act, Own, Ph, Refusal};
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: the mayor, the wagon or the barn put down at the figure step, in
    /// place of a meeple; the abbey's choice and the wagon's move answer only their
    /// decisions.
    pub fn facts(self) -> ActFacts {
        let abbey = || When::Decision { unasked: Refusal::NoAbbeyChoice.into() };
        let wagon = || When::Decision { unasked: Refusal::NoWagonToMove.into() };
        match self {
            Act::Place(own, spot) => {
                ActFacts::public("am-figure", When::FigureStep, Aim::Spot(spot), Some(own.kind()))
            }
            Act::Barn(corner) => {
                ActFacts::public("barn", When::FigureStep, Aim::Corner(corner), Some(Own::Barn.kind()))
            }
            Act::Abbey => ActFacts::public("abbey", abbey(), Aim::Nothing, None),
            Act::Draw => ActFacts::public("draw", abbey(), Aim::Nothing, None),
            Act::Move(t) => ActFacts::public("wagon-move", wagon(), Aim::Target(t), Some(Own::Wagon.kind())),
            Act::Home => ActFacts::public("wagon-home", wagon(), Aim::Nothing, None),
        }
    }
}

impl Ph {
    /// What it is: the abbey tile or a draw, the first step of its player's turn; a
    /// wagon's move after its feature scored, asked of its owner whoever's turn it is.
    /// Only the first comes before the tile (the abbey tile or the one drawn).
    pub fn facts(self) -> PhaseFacts {
        let (word, answers, waiting, turn_step): (_, &[&str], _, _) = match self {
            Ph::Abbey => ("abbey", &["abbey", "draw"], Refusal::ChooseAbbey, true),
            Ph::Wagon(_) => ("wagon", &["wagon-move", "wagon-home"], Refusal::MoveWagon, false),
        };
        PhaseFacts { word, answers, pass: false, waiting: waiting.into(), turn_step, before_tile: turn_step }
    }
}
