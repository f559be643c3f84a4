//! What The Tower declares about its actions and decisions (`rules::facts`).

use super::{Act, Captive, Ph, Refusal};
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: a tower piece or a meeple on top at the figure step, in place of a
    /// figure; a ransom at either step of one's turn; a capture and an exchange answer
    /// only their decisions.
    pub fn facts(self) -> ActFacts {
        let capture = || When::Decision { unasked: Refusal::NoCapture.into() };
        match self {
            Act::Piece(pos) => ActFacts::public("tower", When::FigureStep, Aim::Tower(pos), None),
            Act::Top(pos, kind) => ActFacts::public("top", When::FigureStep, Aim::Tower(pos), Some(kind)),
            Act::Capture(Captive::Follower(t)) => {
                ActFacts::public("capture", capture(), Aim::Target(t), None)
            }
            Act::Capture(Captive::Top(pos)) => ActFacts::public("capture", capture(), Aim::Top(pos), None),
            Act::Spare => ActFacts::public("spare", capture(), Aim::Nothing, None),
            Act::Exchange(kind) => {
                let unasked = Refusal::NoExchange.into();
                ActFacts::public("exchange", When::Decision { unasked }, Aim::Figure(kind), None)
            }
            Act::Ransom(seat, kind) => {
                ActFacts::public("ransom", When::OwnTurn, Aim::Prisoner(seat, kind), None)
            }
        }
    }
}

impl Ph {
    /// What it is: the capture after a tower is built, and the exchange of prisoners
    /// after it; asked of the capturer, neither a step of the turn itself.
    pub fn facts(self) -> PhaseFacts {
        let (word, answers, waiting): (_, &[&str], _) = match self {
            Ph::Capture => ("capture", &["capture", "spare"], Refusal::CaptureFirst),
            Ph::Exchange => ("exchange", &["exchange"], Refusal::ExchangeFirst),
        };
        PhaseFacts::stop(word, answers, waiting)
    }
}
