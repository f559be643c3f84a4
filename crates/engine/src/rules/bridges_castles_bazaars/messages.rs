//! Bridges, Castles & Bazaars' refusals, notation errors and events as messages of its
//! locale file (`bridges-castles-bazaars.ftl`), and its events as rows of the
//! terminal's summary.

use super::{Axis, CastleChoice, Happened, MAX_BID, ParseError, Refusal};
use crate::rules::message::{Arg, Join, Message};

impl Refusal {
    /// The message that words it: a cell by `$x` and `$y`, an edge by its letter.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::BridgeOwed => Message::new("rule-bridge-owed"),
            Refusal::NoBridgeLeft => Message::new("rule-no-bridge-left"),
            Refusal::BridgeAlreadyBuilt => Message::new("rule-bridge-already-built"),
            Refusal::BridgeTooFar(pos) => Message::new("rule-bridge-too-far").cell(pos),
            Refusal::BridgeOnEmptyCell(pos) => Message::new("rule-bridge-on-empty-cell").cell(pos),
            Refusal::TileHasBridge(pos) => Message::new("rule-tile-has-bridge").cell(pos),
            Refusal::BridgeEndNotField { pos, dir } => {
                Message::new("rule-bridge-end-not-field").cell(pos).with("dir", dir.letter())
            }
            Refusal::BridgeEndBlocked { pos, dir } => {
                Message::new("rule-bridge-end-blocked").cell(pos).with("dir", dir.letter())
            }
            Refusal::BridgeDoesNotFit => Message::new("rule-bridge-does-not-fit"),
            Refusal::CastleChoicePending => Message::new("rule-castle-choice-pending"),
            Refusal::NoCastleChoice => Message::new("rule-no-castle-choice"),
            Refusal::NoCastleLeft => Message::new("rule-no-castle-left"),
            Refusal::ChooseFirst => Message::new("rule-choose-first"),
            Refusal::OpeningBidPending => Message::new("rule-opening-bid-pending"),
            Refusal::RaiseOrPass => Message::new("rule-raise-or-pass"),
            Refusal::BuyOrSell => Message::new("rule-buy-or-sell"),
            Refusal::NoAuction => Message::new("rule-no-auction"),
            Refusal::NoSuchOffer(n) => Message::new("rule-no-such-offer").with("n", n),
            Refusal::OfferTaken(n) => Message::new("rule-offer-taken").with("n", n),
            Refusal::BidTooLow(points) => Message::new("rule-bid-too-low").with("points", points),
        }
    }
}

impl ParseError {
    /// The message that words it, the word at fault quoted back.
    pub fn message(&self) -> Message {
        let typed = |word: &String| Arg::Typed(word.clone());
        match self {
            ParseError::BridgeArity => Message::new("notation-bridge-arity"),
            ParseError::Axis(word) => Message::new("notation-axis").with("word", typed(word)),
            ParseError::CastleChoice => Message::new("notation-castle-choice"),
            ParseError::NumberArity(verb) => Message::new("notation-number-arity").with("verb", *verb),
            ParseError::Bid(word) => {
                Message::new("notation-bid").with("word", typed(word)).with("max", MAX_BID)
            }
            ParseError::TileNumber(word) => Message::new("notation-tile-number").with("word", typed(word)),
        }
    }
}

impl Happened {
    /// The message that tells it. A bazaar's tiles are listed by the auction's prompt,
    /// numbered, not by its opening.
    pub fn message(&self) -> Option<Message> {
        Some(match self {
            Happened::BridgeBuilt { seat, bridge } => {
                let axis = match bridge.axis {
                    Axis::NorthSouth => "ns",
                    Axis::EastWest => "ew",
                };
                Message::new("bridge-built").who(*seat).with("axis", axis).cell(bridge.pos)
            }
            Happened::CastleChosen { seat, choice: CastleChoice::Build } => {
                Message::new("castle-chose-build").who(*seat)
            }
            Happened::CastleChosen { seat, choice: CastleChoice::Score } => {
                Message::new("castle-chose-score").who(*seat)
            }
            Happened::CastleBuilt { seats, cells } => Message::new("castle-built")
                .with("names", *seats)
                .with("count", seats.len())
                .at(cells[0], "x1", "y1")
                .at(cells[1], "x2", "y2"),
            Happened::BazaarOpened { tiles } => Message::new("bazaar-opened").with("tiles", tiles.len()),
            Happened::BazaarChosen { seat, number, tile } => Message::new("bazaar-chosen")
                .who(*seat)
                .with("number", *number)
                .with("tile", Arg::Tile(*tile)),
            Happened::BidMade { seat, points } => Message::new("bid-made").who(*seat).with("points", *points),
            Happened::BidPassed { seat } => Message::new("bid-passed").who(*seat),
            Happened::TileWon { seat, tile, price: 0, paid_to: None } => {
                Message::new("tile-won-free").who(*seat).with("tile", Arg::Tile(*tile))
            }
            Happened::TileWon { seat, tile, price, paid_to: None } => {
                Message::new("tile-won-bank").who(*seat).with("tile", Arg::Tile(*tile)).with("price", *price)
            }
            Happened::TileWon { seat, tile, price, paid_to: Some(to) } => Message::new("tile-won-paid")
                .who(*seat)
                .with("tile", Arg::Tile(*tile))
                .with("price", *price)
                .with("to", *to),
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match self {
            Happened::BridgeBuilt { seat, bridge } => Message::new("bridge")
                .with("player", *seat)
                .cell(bridge.pos)
                .with("axis", Arg::Text(bridge.axis.to_string())),
            Happened::CastleChosen { seat, choice } => Message::new("castle_choice")
                .with("player", *seat)
                .with("choice", Arg::Text(choice.to_string())),
            Happened::CastleBuilt { seats, cells } => {
                let cells =
                    cells.iter().map(|c| Arg::List(vec![c.x.into(), c.y.into()], Join::Comma)).collect();
                Message::new("castle").with("players", *seats).with("cells", Arg::List(cells, Join::Comma))
            }
            Happened::BazaarOpened { tiles } => {
                let tiles = tiles.iter().map(|&t| Arg::Tile(t)).collect();
                Message::new("bazaar").with("tiles", Arg::List(tiles, Join::Comma))
            }
            Happened::BazaarChosen { seat, number, tile } => Message::new("bazaar_choice")
                .with("player", *seat)
                .with("number", *number)
                .with("tile", Arg::Tile(*tile)),
            Happened::BidMade { seat, points } => {
                Message::new("bid").with("player", *seat).with("points", *points)
            }
            Happened::BidPassed { seat } => Message::new("bid_pass").with("player", *seat),
            Happened::TileWon { seat, tile, price, paid_to } => Message::new("tile_won")
                .with("player", *seat)
                .with("tile", Arg::Tile(*tile))
                .with("price", *price)
                .with("paid_to", *paid_to),
        }
    }
}
