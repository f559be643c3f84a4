//! Bridges, Castles & Bazaars' examples for the shared tests (`expansion::Examples`): one
//! of each of its actions, refusals, events and decisions at least, and words read
//! exactly.

use carcassonne_engine::rules::bridges_castles_bazaars::{
    Axis, Bridge, CastleChoice, Happened, ParseError, Ph, Refusal,
};
use carcassonne_engine::{Dir, Pos, Seat, SeatSet};

use crate::locale::Lang;
use crate::service::expansion::{Examples, misread, ruled};

pub(in crate::service) fn examples() -> Examples {
    let (seat, pos, tile) = (Seat(1), Pos::new(-2, 3), "BA/L".parse().expect("a tile"));
    let two = SeatSet::from_fn(|s| s.0 < 2);
    let rules = [
        Refusal::BridgeOwed,
        Refusal::NoBridgeLeft,
        Refusal::BridgeAlreadyBuilt,
        Refusal::BridgeTooFar(pos),
        Refusal::BridgeOnEmptyCell(pos),
        Refusal::TileHasBridge(pos),
        Refusal::BridgeEndNotField { pos, dir: Dir::N },
        Refusal::BridgeEndBlocked { pos, dir: Dir::E },
        Refusal::BridgeDoesNotFit,
        Refusal::CastleChoicePending,
        Refusal::NoCastleChoice,
        Refusal::NoCastleLeft,
        Refusal::ChooseFirst,
        Refusal::OpeningBidPending,
        Refusal::RaiseOrPass,
        Refusal::BuyOrSell,
        Refusal::NoAuction,
        Refusal::NoSuchOffer(5),
        Refusal::OfferTaken(2),
        Refusal::BidTooLow(7),
    ];
    let notation = [
        ParseError::BridgeArity,
        ParseError::Axis("XY".into()),
        ParseError::CastleChoice,
        ParseError::NumberArity("bid"),
        ParseError::Bid("lots".into()),
        ParseError::TileNumber("x".into()),
    ];
    Examples {
        actions: &["bridge 1 0 NS", "castle build", "castle score", "choose 2", "bid 3", "buy", "sell"],
        labels: &[
            // The image names the bazaar's buttons with the same verb ("Miser : 3 ou plus").
            ("bid 3", Lang::Fr, "Miser 3"),
            ("bridge 1 0 EW", Lang::Fr, "Pont en 1 0 est–ouest"),
            ("bridge 1 0 NS", Lang::Fr, "Pont en 1 0 nord–sud"),
            ("castle score", Lang::Fr, "Compter la ville"),
        ],
        refusals: ruled(rules).chain(misread(notation)).collect(),
        events: vec![
            Happened::BridgeBuilt { seat, bridge: Bridge { pos, axis: Axis::NorthSouth } }.into(),
            Happened::CastleChosen { seat, choice: CastleChoice::Build }.into(),
            Happened::CastleChosen { seat, choice: CastleChoice::Score }.into(),
            Happened::CastleBuilt { seats: two, cells: [pos, Pos::new(-2, 4)] }.into(),
            Happened::BazaarOpened { tiles: vec![tile, tile] }.into(),
            Happened::BazaarChosen { seat, number: 2, tile }.into(),
            Happened::BidMade { seat, points: 3 }.into(),
            Happened::BidPassed { seat }.into(),
            Happened::TileWon { seat, tile, price: 3, paid_to: Some(Seat(0)) }.into(),
            Happened::TileWon { seat, tile, price: 3, paid_to: None }.into(),
            Happened::TileWon { seat, tile, price: 0, paid_to: None }.into(),
        ],
        phases: [Ph::Bridge, Ph::Castle, Ph::BazaarChoose, Ph::BazaarBid, Ph::BazaarRaise, Ph::BazaarTrade]
            .map(Into::into)
            .into(),
        ..Examples::default()
    }
}
