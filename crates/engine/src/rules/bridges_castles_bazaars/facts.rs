//! What Bridges, Castles & Bazaars declares about its actions and decisions
//! (`rules::facts`).

use super::{Act, CastleChoice, Ph, Refusal};
use crate::rules::facts::{ActFacts, Aim, PhaseFacts, When};

impl Act {
    /// What it is: a bridge built at the figure step (or owed after a placement that
    /// needs it); a castle's choice and an auction's moves answer only their decisions.
    pub fn facts(self) -> ActFacts {
        let castle = || When::Decision { unasked: Refusal::NoCastleChoice.into() };
        let auction = || When::Decision { unasked: Refusal::NoAuction.into() };
        match self {
            Act::Bridge(b) => ActFacts::public("bridge", When::FigureStep, Aim::Across(b.pos, b.axis), None),
            Act::Castle(CastleChoice::Build) => {
                ActFacts::public("build-castle", castle(), Aim::Nothing, None)
            }
            Act::Castle(CastleChoice::Score) => ActFacts::public("score-city", castle(), Aim::Nothing, None),
            Act::Choose(n) => ActFacts::public("tile", auction(), Aim::Offer(n), None),
            Act::Bid(points) => ActFacts::public("bid", auction(), Aim::Number(points), None),
            Act::Buy => ActFacts::public("buy", auction(), Aim::Nothing, None),
            Act::Sell => ActFacts::public("sell", auction(), Aim::Nothing, None),
        }
    }
}

impl Ph {
    /// What it is: the bridge owed is a step of its player's turn; a small city's owners
    /// and an auction's bidders are asked between the active player's steps.
    pub fn facts(self) -> PhaseFacts {
        let (word, answers, pass, waiting, turn_step): (_, &[&str], _, _, _) = match self {
            Ph::Bridge => ("bridge", &["bridge"], false, Refusal::BridgeOwed, true),
            Ph::Castle => {
                ("castle", &["build-castle", "score-city"], false, Refusal::CastleChoicePending, false)
            }
            Ph::BazaarChoose => ("bazaar-choose", &["tile"], false, Refusal::ChooseFirst, false),
            Ph::BazaarBid => ("bazaar-bid", &["bid"], false, Refusal::OpeningBidPending, false),
            // Not raising is the base game's `pass`.
            Ph::BazaarRaise => ("bazaar-raise", &["bid"], true, Refusal::RaiseOrPass, false),
            Ph::BazaarTrade => ("bazaar-trade", &["buy", "sell"], false, Refusal::BuyOrSell, false),
        };
        PhaseFacts { word, answers, pass, waiting: waiting.into(), turn_step, before_tile: false }
    }
}
