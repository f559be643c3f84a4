//! What Mage & Witch declares about its actions and its decisions (`rules::facts`).

use super::{Act, Magic, Ph, Refusal};
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: each answers only its decisions, a figure put on a feature anywhere
    /// on the board, or one set aside in words.
    pub fn facts(self) -> ActFacts {
        let unasked = Refusal::NoMagic.into();
        match self {
            Act::Move(figure, target) => {
                ActFacts::public(figure.word(), When::Decision { unasked }, Aim::Target(target), None)
            }
            // A word per figure: its label names which one goes.
            Act::Aside(Magic::Mage) => {
                ActFacts::public("mage-aside", When::Decision { unasked }, Aim::Nothing, None)
            }
            Act::Aside(Magic::Witch) => {
                ActFacts::public("witch-aside", When::Decision { unasked }, Aim::Nothing, None)
            }
        }
    }
}

impl Ph {
    /// What it is: after a magic tile, or a tile that joined the two figures' features,
    /// a step of the active player's own turn, before the figure step.
    pub fn facts(self) -> PhaseFacts {
        let word = match self {
            Ph::Magic => "magic",
            Ph::Apart => "magic-apart",
        };
        PhaseFacts::step(word, &["mage", "witch", "mage-aside", "witch-aside"], Refusal::MagicPending)
    }
}
