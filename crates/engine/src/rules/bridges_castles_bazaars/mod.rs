//! Bridges, Castles & Bazaars: bridges that carry roads over tiles, small cities turned
//! into castles that score from their neighbourhood, and bazaars that auction tiles.
//!
//! Each part lives in its own file: `bridge` (building, and the placements only a
//! bridge makes legal), `castle` (the owners' choice before scoring, castles scoring
//! from completed features, their worth to fields) and `bazaar` (the auction after a
//! bazaar tile's turn and the round of turns with the won tiles). This file holds the
//! expansion's state, what players see of it, and its place in the turn (`Rules`).

mod bazaar;
mod bridge;
pub(crate) mod castle;
mod facts;
mod messages;

pub use bazaar::{Auction, MAX_BID, Offer};
pub use bridge::{Axis, Bridge};
pub use castle::{Castle, CastleChoice};

use std::fmt;

use super::accessors::bridges_castles_bazaars::{state, state_mut};
use super::{Count, ExpansionPhase, ExpansionRules, Perch, Piece, Stage, ask};
use crate::action::{Action, ParseActionError};
use crate::board::Placement;
use crate::by_seat::BySeat;
use crate::catalog::TileKind;
use crate::decision::Phase;
use crate::error::RuleError;
use crate::event::Event;
use crate::features::NodeId;
use crate::game::{FigureKind, Game};
use crate::geometry::{Dir, Pos};
use crate::notation::BoxNotation;
use crate::rules::Acting;
use crate::seat::{Seat, SeatSet};
use crate::setup::Setup;
use crate::turn::Step;
use crate::view::View;

/// What a player does with Bridges, Castles & Bazaars (`Action::Expansion`; its
/// notation `bridge X Y NS|EW`, `castle build|score`, `choose N`, `bid N`, `buy`,
/// `sell`). Not raising at an auction is the base game's `pass`, which its rules own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Build a bridge on the tile just placed or a tile sharing an edge with it.
    Bridge(Bridge),
    /// The owner of a completed small city builds a castle on it or scores it.
    Castle(CastleChoice),
    /// Choose tile number N (from 1) of the bazaar's offer.
    Choose(u8),
    /// Bid (or raise to) this many points.
    Bid(u32),
    /// The chooser keeps the tile and pays the top bidder.
    Buy,
    /// The chooser sells the tile to the top bidder.
    Sell,
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &[
        "bridge 1 -2 NS",
        "bridge 0 0 EW",
        "castle build",
        "castle score",
        "choose 2",
        "bid 0",
        "bid 12",
        "buy",
        "sell",
    ];

    const VERBS: &'static [&'static str] = &["bridge", "castle", "choose", "bid", "buy", "sell"];

    fn verb(self) -> &'static str {
        match self {
            Act::Bridge(_) => "bridge",
            Act::Castle(_) => "castle",
            Act::Choose(_) => "choose",
            Act::Bid(_) => "bid",
            Act::Buy => "buy",
            Act::Sell => "sell",
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        let number = |word: &str| word.parse().map_err(|_| ParseActionError::Number(word.to_string()));
        Some(match (verb, rest) {
            ("buy", [_, ..]) => Err(ParseActionError::Trailing("buy")),
            ("sell", [_, ..]) => Err(ParseActionError::Trailing("sell")),
            ("buy", []) => Ok(Act::Buy),
            ("sell", []) => Ok(Act::Sell),
            ("bridge", &[x, y, axis]) => (|| {
                let pos = Pos::new(number(x)?, number(y)?);
                Ok(Act::Bridge(Bridge { pos, axis: axis.parse::<Axis>()? }))
            })(),
            ("bridge", _) => Err(ParseError::BridgeArity.into()),
            ("castle", &[word]) => word.parse().map(Act::Castle),
            ("castle", _) => Err(ParseError::CastleChoice.into()),
            ("choose", &[n]) => {
                let number = n.parse::<u8>().ok().filter(|&n| n >= 1);
                number.map(Act::Choose).ok_or_else(|| ParseError::TileNumber(n.to_string()).into())
            }
            ("choose", _) => Err(ParseError::NumberArity("choose").into()),
            ("bid", &[n]) => {
                let points = n.parse::<u32>().ok().filter(|&p| p <= MAX_BID);
                points.map(Act::Bid).ok_or_else(|| ParseError::Bid(n.to_string()).into())
            }
            ("bid", _) => Err(ParseError::NumberArity("bid").into()),
            _ => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.verb())?;
        match self {
            Act::Bridge(b) => write!(f, " {} {} {}", b.pos.x, b.pos.y, b.axis),
            Act::Castle(choice) => write!(f, " {choice}"),
            Act::Choose(n) => write!(f, " {n}"),
            Act::Bid(points) => write!(f, " {points}"),
            Act::Buy | Act::Sell => Ok(()),
        }
    }
}

/// Text that is not a Bridges, Castles & Bazaars action (`ParseActionError::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("`bridge` takes x, y and NS or EW, e.g. `bridge 1 0 NS`")]
    BridgeArity,
    #[error("`{0}` is not a bridge's direction: say NS (north–south) or EW (east–west)")]
    Axis(String),
    #[error("say `castle build` or `castle score`")]
    CastleChoice,
    #[error("`{0}` takes one whole number, e.g. `{0} 2`")]
    NumberArity(&'static str),
    #[error("a bid is a whole number of points from 0 to {MAX_BID}, not `{0}`")]
    Bid(String),
    #[error("`{0}` is not a tile number of the bazaar: say 1, 2, …")]
    TileNumber(String),
}

/// What happened by Bridges, Castles & Bazaars' rules (`Event::Expansion`). Its
/// variants print as the `Event` variants they were (its registry row's `printed
/// bare`), fields in the same order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` built a bridge.
    BridgeBuilt { seat: Seat, bridge: Bridge },
    /// An owner of the small city whose owners are choosing chose.
    CastleChosen { seat: Seat, choice: CastleChoice },
    /// A castle now stands over `cells`, with these seats' meeples on it (moved from the
    /// small city).
    CastleBuilt { seats: SeatSet, cells: [Pos; 2] },
    /// The bazaar opened with these tiles face up (number 1 first).
    BazaarOpened { tiles: Vec<TileKind> },
    /// `seat` chose tile `number` (from 1) of the bazaar's offer.
    BazaarChosen { seat: Seat, number: u8, tile: TileKind },
    /// `seat` bid `points` on the chosen tile (the chooser's opening bid, or a raise).
    BidMade { seat: Seat, points: u32 },
    /// `seat` did not raise.
    BidPassed { seat: Seat },
    /// `seat` got `tile` from the bazaar for `price` points, paid to `paid_to` (the bank
    /// when `None`; the last tile is free): the one change of scores outside
    /// `Event::Scored`.
    TileWon { seat: Seat, tile: TileKind, price: u32, paid_to: Option<Seat> },
}

impl Happened {
    /// All but a bridge show something new (a choice, a castle, tiles, a bid): a bridge
    /// may still be taken back with its tile.
    pub(crate) fn reveals(&self) -> bool {
        !matches!(self, Happened::BridgeBuilt { .. })
    }
}

/// A bridge, a castle or a bazaar's move against Bridges, Castles & Bazaars' rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("your tile fits there only with a bridge: build it first")]
    BridgeOwed,
    #[error("you have no bridge left")]
    NoBridgeLeft,
    #[error("you have already built a bridge this turn")]
    BridgeAlreadyBuilt,
    #[error("a bridge goes on the tile just placed or a tile sharing an edge with it; {0} is neither")]
    BridgeTooFar(Pos),
    #[error("there is no tile at {0} to build a bridge on")]
    BridgeOnEmptyCell(Pos),
    #[error("the tile at {0} already has a bridge")]
    TileHasBridge(Pos),
    #[error(
        "both ends of a bridge must rest on field edges; the {dir} edge of the tile at {pos} is not a field"
    )]
    BridgeEndNotField { pos: Pos, dir: Dir },
    #[error("the bridge's {dir} end at {pos} would meet a tile edge that is not a road")]
    BridgeEndBlocked { pos: Pos, dir: Dir },
    #[error("that bridge does not make your tile fit: the bridge must continue the road that meets a field")]
    BridgeDoesNotFit,
    #[error("choose first: build a castle on your small city or score it")]
    CastleChoicePending,
    #[error("no small city waits for a castle")]
    NoCastleChoice,
    #[error("you have no castle left")]
    NoCastleLeft,
    #[error("choose one of the bazaar's tiles first")]
    ChooseFirst,
    #[error("open the bidding on your tile first: bid 0 or more")]
    OpeningBidPending,
    #[error("raise the bid or pass")]
    RaiseOrPass,
    #[error("choose: buy the tile or sell it")]
    BuyOrSell,
    #[error("no auction is running")]
    NoAuction,
    #[error("the bazaar has no tile number {0}")]
    NoSuchOffer(u8),
    #[error("tile number {0} of the bazaar is already taken")]
    OfferTaken(u8),
    #[error("a raise must be more than the current bid of {0}")]
    BidTooLow(u32),
}

/// Bridges, Castles & Bazaars' decisions (`Phase::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// The tile was placed where it fits only with a bridge: build that bridge.
    Bridge,
    /// A small city of the deciding player's completed: build a castle on it or score
    /// it.
    Castle,
    /// Choose one of the bazaar's face-up tiles.
    BazaarChoose,
    /// Open the bidding on the tile just chosen (0 or more).
    BazaarBid,
    /// Raise the bid on the chosen tile, or pass.
    BazaarRaise,
    /// Keep the chosen tile and pay the top bidder, or sell it to them.
    BazaarTrade,
}

/// Bridges left in each player's supply.
pub const BRIDGES: Count =
    Count::pieces("bridges", Some("bridges_left"), "page-supply-bridges", |game, seat| {
        state(game).bridges[seat].into()
    });

/// Castles left in each player's supply.
pub const CASTLES: Count =
    Count::pieces("castles", Some("castles_left"), "page-supply-castles", |game, seat| {
        state(game).castles[seat].into()
    });

/// What each player has left of the box's pieces.
pub const COUNTS: [Count; 2] = [BRIDGES, CASTLES];

/// Bridges and castles each player starts with, by number of players.
fn supply(players: u8) -> u8 {
    if players <= 4 { 3 } else { 2 }
}

/// Bridges, Castles & Bazaars' state.
#[derive(Clone, Debug)]
pub struct BridgesCastlesBazaars {
    /// Bridges in each player's supply.
    bridges: BySeat<u8>,
    /// Castles in each player's supply.
    castles: BySeat<u8>,
    /// Bridges on the board, in the order they were built.
    built: Vec<Bridge>,
    /// The placed tiles (by index) that carry a bridge.
    bridges_on: Vec<usize>,
    /// The tile that got a bridge this turn.
    bridge_this_turn: Option<usize>,
    castles_built: Vec<castle::Castle>,
    /// The small city whose owners are choosing.
    small_city: Option<castle::SmallCity>,
    /// Small cities already settled this turn (chosen for, or with nobody to choose).
    settled: Vec<NodeId>,
    /// A bazaar tile was placed this turn, outside a bazaar's round.
    bazaar_placed: bool,
    auction: Option<Auction>,
    /// The bazaar round's turns still to play: who, with which tile.
    queue: Vec<(Seat, TileKind)>,
    /// The placer of the bazaar whose round is being played.
    round_of: Option<Seat>,
}

impl BridgesCastlesBazaars {
    pub(crate) fn new(setup: &Setup) -> BridgesCastlesBazaars {
        let n = supply(setup.players);
        BridgesCastlesBazaars {
            bridges: BySeat::filled(setup.players as usize, n),
            castles: BySeat::filled(setup.players as usize, n),
            built: Vec::new(),
            bridges_on: Vec::new(),
            bridge_this_turn: None,
            castles_built: Vec::new(),
            small_city: None,
            settled: Vec::new(),
            bazaar_placed: false,
            auction: None,
            queue: Vec::new(),
            round_of: None,
        }
    }

    /// What every player sees of the expansion (all of it is public).
    pub fn view(&self) -> BcbView<'_> {
        BcbView { state: self }
    }
}

/// Bridges, Castles & Bazaars as every player sees it.
#[derive(Clone, Copy, Debug)]
pub struct BcbView<'g> {
    state: &'g BridgesCastlesBazaars,
}

impl<'g> BcbView<'g> {
    /// The bridges on the board, in the order they were built.
    pub fn bridges(&self) -> &'g [Bridge] {
        &self.state.built
    }

    /// The castles on the board, in the order they were built.
    pub fn castles(&self) -> &'g [Castle] {
        &self.state.castles_built
    }

    /// The two cells of the small city whose owners are choosing now.
    pub fn small_city(&self) -> Option<[crate::geometry::Pos; 2]> {
        self.state.small_city.as_ref().map(|c| c.cells)
    }

    /// The auction in progress.
    pub fn auction(&self) -> Option<&'g Auction> {
        self.state.auction.as_ref()
    }

    /// The placer of the bazaar whose round of turns is being played (also during the
    /// round's last turn, when `queue` is already empty).
    pub fn round_of(&self) -> Option<Seat> {
        self.state.round_of
    }

    /// The bazaar round's turns still to play, in order: who, with which tile.
    pub fn queue(&self) -> &'g [(Seat, TileKind)] {
        &self.state.queue
    }
}

/// Bridges, Castles & Bazaars' place in the turn: its rules, registered in
/// `rules::rules_of`. No data of its own (a game's state is its `BridgesCastlesBazaars`),
/// so one value serves every game.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    fn receive(&self, game: &mut Game, seat: Seat, piece: Piece, n: u32) {
        match piece {
            Piece::Bridge => {
                let supply = &mut state_mut(game).bridges[seat];
                *supply = supply.saturating_add(u8::try_from(n).unwrap_or(u8::MAX));
            }
        }
    }

    /// A castle is a perch over the city beneath it.
    fn perched_over(&self, game: &Game, seat: Seat) -> Vec<NodeId> {
        castle::cities_with(game, seat)
    }

    fn perch(&self, game: &Game, root: NodeId, seat: Seat) -> Option<Perch> {
        let index = castle::castle_with(game, root, seat)?;
        Some(Perch { word: "castle", meeples: castle::meeples(game, index) })
    }

    fn leave_perch(&self, game: &mut Game, root: NodeId, seat: Seat) -> u32 {
        castle::castle_with(game, root, seat).map_or(0, |index| castle::leave(game, index, seat))
    }

    /// A big meeple on a castle (Inns & Cathedrals, rules version 11 on).
    fn holding(&self, game: &Game, seat: Seat, kind: FigureKind) -> Option<Pos> {
        castle::holding(game, seat, kind)
    }

    /// Not raising at an auction, the one decision its `pass` declines.
    fn decline(&self, game: &mut Game, seat: Seat, _phase: ExpansionPhase, events: &mut Vec<Event>) {
        bazaar::pass(game, seat, events);
    }

    /// A tile was placed: a new turn's bridge, castles and bazaar begin.
    fn placed(&self, game: &mut Game, _events: &mut Vec<Event>) {
        let index = game.board.tiles().len() - 1;
        let bazaar = game.board.tiles()[index].kind.def().markers.bazaar;
        let bcb = state_mut(game);
        bcb.bridge_this_turn = None;
        bcb.settled.clear();
        bcb.bazaar_placed = bazaar && bcb.round_of.is_none();
        for castle in &mut bcb.castles_built {
            castle.fresh = false;
        }
    }

    fn placements(&self, game: &Game, tile: TileKind, only: Option<Placement>, out: &mut Vec<Placement>) {
        bridge::placements(game, tile, only, out);
    }

    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        out.extend(bridge::legal(game, game.active).into_iter().map(|b| Action::from(Act::Bridge(b))));
    }

    fn step(&self, game: &mut Game, stage: Stage, events: &mut Vec<Event>) {
        match stage {
            Stage::BeforeFigure => {
                if !bridge::owed_by_placed(game).is_empty() {
                    game.decisions.push(ask(game.active, Ph::Bridge.into()));
                }
            }
            Stage::AfterFigure | Stage::AfterPart => {}
            Stage::BeforeScore => castle::ask_owners(game),
            Stage::EndOfTurn => bazaar::step(game, events),
        }
    }

    fn touched(&self, game: &Game) -> Option<usize> {
        state(game).bridge_this_turn
    }

    fn after_scoring(&self, game: &mut Game, completed: &[NodeId], events: &mut Vec<Event>) {
        castle::score(game, completed, events);
    }

    fn field_city(&self, game: &Game, root: NodeId) -> Option<u32> {
        let castles = &state(game).castles_built;
        castles.iter().any(|c| game.features.find(c.city) == root).then_some(castle::FIELD_POINTS)
    }

    fn next_turn(&self, game: &mut Game) -> Option<Step> {
        bazaar::next_turn(game)
    }

    /// A bazaar played at once is still running between its choosers' turns.
    fn queued(&self, game: &Game) -> bool {
        !state(game).queue.is_empty() || state(game).auction.is_some()
    }

    fn finish(&self, game: &mut Game, _events: &mut Vec<Event>) {
        castle::finish(game);
    }
}

impl Ph {
    /// Adds its legal answers for the player it asks (`Game::legal_actions`).
    pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
        match self {
            Ph::Bridge => {
                out.extend(bridge::legal(game, game.active).into_iter().map(|b| Action::from(Act::Bridge(b))))
            }
            Ph::Castle => out.extend(
                [CastleChoice::Build, CastleChoice::Score].map(|choice| Action::from(Act::Castle(choice))),
            ),
            Ph::BazaarChoose | Ph::BazaarBid | Ph::BazaarRaise | Ph::BazaarTrade => {
                bazaar::answers(game, self, out)
            }
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, its owner in play).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match self {
            Act::Bridge(b) => {
                bridge::check(game, seat, b)?;
                let optional = game.decision_of(seat).is_some_and(|d| d.phase == Phase::PlaceFigure);
                bridge::build(game, seat, b, events);
                if optional {
                    // The figure step comes again, now with the bridge to stand on.
                    game.agenda.push(Step::Figure);
                }
                Ok(())
            }
            Act::Castle(choice) => {
                if choice == CastleChoice::Build && state(game).castles[seat] == 0 {
                    return Err(Refusal::NoCastleLeft.into());
                }
                castle::choose(game, seat, choice, events);
                Ok(())
            }
            auction @ (Act::Choose(_) | Act::Bid(_) | Act::Buy | Act::Sell) => {
                bazaar::apply(Acting { game, seat, events }, auction)
            }
        }
    }
}

/// The castle (its number, in the order built) over the city `root` where `seat` has a
/// meeple, if any: Princess & Dragon's fairy follows a knight onto it.
pub(crate) fn castle_over(game: &Game, root: NodeId, seat: Seat) -> Option<usize> {
    castle::castle_with(game, root, seat)
}

impl<'g> BcbView<'g> {
    /// Bridges, Castles & Bazaars as everyone sees it: supplies, bridges, castles, the
    /// auction and the bazaar's round.
    pub(crate) fn of(view: &View<'g>) -> BcbView<'g> {
        state(view.game()).view()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_text_is_named() {
        let parse = |text: &str| text.parse::<Action>();
        assert_eq!(parse("bridge 1 0"), Err(ParseError::BridgeArity.into()));
        assert_eq!(parse("bridge 1 0 NE"), Err(ParseError::Axis("NE".into()).into()));
        assert_eq!(parse("castle maybe"), Err(ParseError::CastleChoice.into()));
        assert_eq!(parse("bid -1"), Err(ParseError::Bid("-1".into()).into()));
        assert_eq!(parse("bid 1000000"), Err(ParseError::Bid("1000000".into()).into()));
        assert_eq!(parse("bid"), Err(ParseError::NumberArity("bid").into()));
        assert_eq!(parse("choose 0"), Err(ParseError::TileNumber("0".into()).into()));
        assert_eq!(parse("buy now"), Err(ParseActionError::Trailing("buy")));
        assert_eq!(parse("SELL"), Ok(Act::Sell.into()));
    }
}
