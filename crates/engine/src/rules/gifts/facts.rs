//! What The Gifts declares about its actions and its decision (`rules::facts`).

use super::{Act, GiftPlay, Ph, Refusal};
use crate::rules::facts::{ActFacts, Aim, Card, PhaseFacts, When};

impl Act {
    /// What it is: a gift opened before placing the tile, seen listed only by its
    /// holder (it shows the card), naming its card; the tile kept answers only Take two's decision.
    pub fn facts(self) -> ActFacts {
        match self {
            Act::Gift(play) => {
                let (word, aim) = match play {
                    GiftPlay::Synod(t) | GiftPlay::RoadSweeper(t) | GiftPlay::Retreat(t) => {
                        ("gift", Aim::Target(t))
                    }
                    GiftPlay::ChangePosition { from, to } => ("gift-change", Aim::Shift { from, to }),
                    GiftPlay::TakeTwo => ("gift-take-two", Aim::Nothing),
                    GiftPlay::Wasted(_) => ("gift-waste", Aim::Nothing),
                };
                let after = Refusal::GiftBeforePlacing.into();
                let card = Some(Card { deck: "gift", word: play.gift().word() });
                ActFacts { word, when: When::BeforeTile { after }, private: true, aim, figure: None, card }
            }
            Act::Keep(n) => {
                let unasked = Refusal::NoTileToKeep.into();
                ActFacts::public("keep", When::Decision { unasked }, Aim::Offer(n), None)
            }
        }
    }
}

impl Ph {
    /// What it is: Take two's tile to keep. Not counted a step of the turn (a move of
    /// another seat meanwhile is refused as not their decision), as the service worded
    /// it before its facts were data.
    pub fn facts(self) -> PhaseFacts {
        match self {
            Ph::TakeTwo(..) => PhaseFacts {
                before_tile: true,
                ..PhaseFacts::stop("take-two", &["keep"], Refusal::KeepFirst)
            },
        }
    }
}
