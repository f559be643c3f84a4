//! What Princess & Dragon declares about its actions and its decision (`rules::facts`).

use super::{Act, Beside, Ph, Refusal};
use crate::game::FigureKind;
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: the fairy, the portal and the princess at the figure step, in place
    /// of a figure; the dragon's steps answer only its decision.
    pub fn facts(self) -> ActFacts {
        match self {
            Act::Fairy(Beside::Follower(t)) => {
                ActFacts::public("fairy", When::FigureStep, Aim::Target(t), None)
            }
            Act::Fairy(Beside::Castle(pos)) => {
                ActFacts::public("fairy", When::FigureStep, Aim::Castle(pos), None)
            }
            Act::Portal(t, figure) => {
                let word = if figure == FigureKind::Meeple { "portal" } else { "portal-figure" };
                ActFacts::public(word, When::FigureStep, Aim::Target(t), Some(figure))
            }
            Act::Princess(t) => ActFacts::public("princess", When::FigureStep, Aim::Target(t), None),
            Act::Dragon(dir) => {
                let unasked = Refusal::DragonStill.into();
                ActFacts::public("dragon", When::Decision { unasked }, Aim::Side(dir), None)
            }
        }
    }
}

impl Ph {
    /// What it is: the dragon's move, chosen a step at a time, none of it a step of the
    /// active player's own turn.
    pub fn facts(self) -> PhaseFacts {
        match self {
            Ph::Dragon => PhaseFacts::stop("dragon", &["dragon"], Refusal::DragonMoving),
        }
    }
}
