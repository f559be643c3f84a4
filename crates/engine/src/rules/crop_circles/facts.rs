//! What Crop Circles declares about its actions and its decisions (`rules::facts`).

use super::{Act, Mode, Ph, Refusal};
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: each answers only its decisions; the choice in words, a follower
    /// added or taken back at a spot anywhere on the board.
    pub fn facts(self) -> ActFacts {
        let when = When::Decision { unasked: Refusal::NoCircle.into() };
        match self {
            Act::Choose(Mode::Add) => ActFacts::public("circle-add", when, Aim::Nothing, None),
            Act::Choose(Mode::Remove) => ActFacts::public("circle-remove", when, Aim::Nothing, None),
            Act::Add(kind, target) => ActFacts::public("circle-join", when, Aim::Target(target), Some(kind)),
            Act::Remove(kind, target) => {
                ActFacts::public("circle-leave", when, Aim::Target(target), Some(kind))
            }
        }
    }
}

impl Ph {
    /// What it is: the placer's choice is a step of their own turn; each player's
    /// addition or removal a choice the turn waits for (adding may be declined).
    pub fn facts(self) -> PhaseFacts {
        let (word, answers, pass): (_, &'static [&'static str], _) = match self {
            Ph::Choose(_) => ("circle", &["circle-add", "circle-remove"], false),
            Ph::Add(_) => ("circle-adding", &["circle-join"], true),
            Ph::Remove(_) => ("circle-removing", &["circle-leave"], false),
        };
        PhaseFacts {
            word,
            answers,
            pass,
            waiting: Refusal::CirclePending.into(),
            turn_step: matches!(self, Ph::Choose(_)),
            before_tile: false,
        }
    }
}
