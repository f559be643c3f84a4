//! What The Messengers declares about its actions and decisions (`rules::facts`).

use super::{Act, Mover, Ph, Refusal};
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: the answer to one of its decisions only; a message's use is listed to
    /// its holder alone (it tells which message was drawn).
    pub fn facts(self) -> ActFacts {
        match self {
            // A word per figure: its label names which one moves.
            Act::Advance(mover) => ActFacts::public(
                match mover {
                    Mover::Meeple => "ms-meeple",
                    Mover::Messenger => "ms-messenger",
                },
                When::Decision { unasked: Refusal::NoAdvance.into() },
                Aim::Nothing,
                None,
            ),
            Act::Carry(target) => ActFacts {
                private: true,
                ..ActFacts::public(
                    "ms-carry",
                    When::Decision { unasked: Refusal::NoMissive.into() },
                    target.map_or(Aim::Nothing, Aim::Target),
                    None,
                )
            },
            Act::Seal => ActFacts {
                private: true,
                ..ActFacts::public(
                    "ms-seal",
                    When::Decision { unasked: Refusal::NoMissive.into() },
                    Aim::Nothing,
                    None,
                )
            },
        }
    }
}

impl Ph {
    /// What it is: a step of the active player's own turn, after its scoring.
    pub fn facts(self) -> PhaseFacts {
        match self {
            Ph::Advance(_) => {
                PhaseFacts::step("ms-advance", &["ms-meeple", "ms-messenger"], Refusal::AdvancePending)
            }
            Ph::Missive => PhaseFacts::step("ms-message", &["ms-carry", "ms-seal"], Refusal::MissivePending),
        }
    }
}
