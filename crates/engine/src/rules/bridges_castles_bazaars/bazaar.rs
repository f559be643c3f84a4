//! Bazaars: an auction of face-up tiles after a bazaar tile is placed.
//!
//! After the turn in which a bazaar tile was placed (not during a bazaar's own round of
//! turns: no chain reaction), if at least as many tiles are left as there are players,
//! one tile per player goes face up. Starting after the bazaar's placer, a chooser (a
//! player without a tile yet) picks a tile and opens the bidding at 0 or more; each
//! other player without a tile, in seat order after the chooser, raises once or passes;
//! then the chooser buys (pays the top bidder their bid) or sells (the top bidder pays
//! the chooser and takes the tile). With no other bid the chooser pays their own bid
//! to the bank. The next chooser is the next player after the previous one without a
//! tile; the last tile goes free to the last player. Then, starting after the placer,
//! each player plays a turn with the tile they got, and play goes on after the placer.
//! With the option `bazaar_no_bid` there is no bidding: « en commençant par le joueur
//! suivant dans le sens horaire, chaque joueur choisit une de ces tuiles et effectue
//! immédiatement un tour de jeu ». From rules version 6 each chooser plays the tile at
//! once, and the next chooses only after that turn (seeing the board it left); the last
//! tile goes to the last player, who plays it last. Version-5 games keep their order:
//! everyone chose first, then the round was played. From version 11 the turn that
//! placed the bazaar ends before the first player chooses: a builder's second tile
//! (Traders & Builders) comes then, the tiles face up, and is part of the bazaar's
//! round (a bazaar it draws opens nothing). Version-6 to 10 games asked the first
//! chooser first, so the second tile came between a choice and its turn.

use crate::action::Action;
use crate::catalog::TileKind;
use crate::category::Category;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Game;
use crate::rules::{Acting, Stage, ask};
use crate::seat::{MAX_SEATS, Seat};
use crate::setup::Expansion;
use crate::turn::{self, Step};

use super::{Act, Happened, Ph, Refusal, state, state_mut};

/// The highest bid the notation accepts (a guard against absurd numbers; no rule
/// limits a bid).
pub const MAX_BID: u32 = 9_999;

/// The first rules version in which a bazaar without bidding has each chooser play
/// their tile at once (see the module's text).
const PLAY_AT_ONCE_SINCE: u32 = 6;

/// Whether this game's bazaars are without bidding, each tile played as it is taken.
fn plays_at_once(game: &Game) -> bool {
    game.setup.options.bazaar_no_bid && game.setup.version >= PLAY_AT_ONCE_SINCE
}

/// The first rules version in which a bazaar played at once lets the turn that placed
/// it end (a builder's second tile) before the first player chooses.
const TURN_ENDS_FIRST_SINCE: u32 = 11;

/// How many bids above the lowest legal one `Game::legal_actions` lists (any bid up
/// to [`MAX_BID`] is legal).
const LISTED_BIDS: u32 = 10;

/// One face-up tile of a bazaar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    pub tile: TileKind,
    /// Who got it, once somebody has.
    pub winner: Option<Seat>,
    /// What its winner paid.
    pub price: u32,
}

/// A bazaar's auction in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Auction {
    /// The player who placed the bazaar tile.
    pub placer: Seat,
    /// The face-up tiles, number 1 first.
    pub offers: Vec<Offer>,
    /// The player choosing now, or whose chosen tile is under the hammer.
    pub chooser: Seat,
    /// The index in `offers` of the tile under the hammer, once chosen.
    pub chosen: Option<usize>,
    /// Bids on the chosen tile by seat (the chooser's opening bid included).
    pub bids: [Option<u32>; MAX_SEATS],
    /// Players who passed on the chosen tile.
    pub passed: [bool; MAX_SEATS],
}

impl Auction {
    /// Whether `seat` has a tile from this bazaar.
    pub fn has_tile(&self, seat: Seat) -> bool {
        self.offers.iter().any(|o| o.winner == Some(seat))
    }

    /// The highest bid on the chosen tile and who made it.
    pub fn top_bid(&self) -> Option<(Seat, u32)> {
        let best = (0..MAX_SEATS).filter_map(|i| self.bids[i].map(|b| (Seat(i as u8), b)));
        // Raises are strictly higher, so the highest bid is unique.
        best.max_by_key(|&(_, b)| b)
    }

    /// The seat after `seat` in turn order that has no tile yet and `also` accepts.
    fn next_without_tile(&self, seat: Seat, players: u8, also: impl Fn(Seat) -> bool) -> Option<Seat> {
        (1..=players).map(|k| Seat((seat.0 + k) % players)).find(|&s| !self.has_tile(s) && also(s))
    }
}

fn auction(game: &Game) -> &Auction {
    state(game).auction.as_ref().expect("an auction is running")
}

fn auction_mut(game: &mut Game) -> &mut Auction {
    state_mut(game).auction.as_mut().expect("an auction is running")
}

/// The stage at the end of a turn: opens a bazaar if one was placed this turn, or asks
/// for the running auction's next answer (without bidding, from version 6: the turn
/// that ends was the chooser's, with the tile they took, or from version 11 the
/// placer's, so the next player chooses).
pub(super) fn step(game: &mut Game, events: &mut Vec<Event>) {
    if state(game).auction.is_none() {
        let players = game.players.len();
        if !std::mem::take(&mut state_mut(game).bazaar_placed) || game.stack.len() < players {
            return;
        }
        let tiles: Vec<TileKind> = (0..players).filter_map(|_| turn::take(game)).collect();
        events.push(Happened::BazaarOpened { tiles: tiles.clone() }.into());
        let offers = tiles.into_iter().map(|tile| Offer { tile, winner: None, price: 0 }).collect();
        let placer = game.active;
        state_mut(game).auction = Some(Auction {
            placer,
            offers,
            chooser: placer,
            chosen: None,
            bids: [None; MAX_SEATS],
            passed: [false; MAX_SEATS],
        });
        if plays_at_once(game) && game.setup.version >= TURN_ENDS_FIRST_SINCE {
            // The rest of the placer's turn first (the steps after this one: a builder's
            // second tile); the round has begun, so a bazaar placed then opens nothing.
            // Its end, or `next_turn`, asks the first chooser.
            state_mut(game).round_of = Some(placer);
            return;
        }
        next_chooser(game, events);
    } else if plays_at_once(game) {
        next_chooser(game, events);
    }
    ask_next(game, events);
}

/// Moves to the next chooser: the next player after the last one without a tile. The
/// last player left gets the last tile free.
fn next_chooser(game: &mut Game, events: &mut Vec<Event>) {
    let players = game.players.len() as u8;
    let a = auction_mut(game);
    a.chosen = None;
    a.bids = [None; MAX_SEATS];
    a.passed = [false; MAX_SEATS];
    let left: Vec<usize> = (0..a.offers.len()).filter(|&i| a.offers[i].winner.is_none()).collect();
    match left[..] {
        [] => {}
        [last] => {
            let seat = a.next_without_tile(a.chooser, players, |_| true).expect("one player has no tile");
            win(game, last, seat, 0, None, events);
        }
        _ => {
            a.chooser = a.next_without_tile(a.chooser, players, |_| true).expect("players without a tile");
        }
    }
}

/// Asks whoever must answer next; once every tile has a winner, queues the bazaar's
/// round of turns (played at once, tiles were queued as they were taken).
fn ask_next(game: &mut Game, events: &mut Vec<Event>) {
    let players = game.players.len() as u8;
    let at_once = plays_at_once(game);
    let a = auction(game);
    if a.offers.iter().all(|o| o.winner.is_some()) {
        let a = state_mut(game).auction.take().expect("checked");
        let bcb = state_mut(game);
        if !at_once {
            let order = (1..=players).map(|k| Seat((a.placer.0 + k) % players));
            let queue =
                order.filter_map(|s| a.offers.iter().find(|o| o.winner == Some(s)).map(|o| (s, o.tile)));
            bcb.queue = queue.collect();
        }
        bcb.round_of = Some(a.placer);
        return;
    }
    let (seat, phase) = match a.chosen {
        None => (a.chooser, Ph::BazaarChoose),
        Some(_) if a.bids[a.chooser.index()].is_none() => (a.chooser, Ph::BazaarBid),
        Some(chosen) => {
            let waiting = |s: Seat| s != a.chooser && a.bids[s.index()].is_none() && !a.passed[s.index()];
            match a.next_without_tile(a.chooser, players, waiting) {
                Some(raiser) => (raiser, Ph::BazaarRaise),
                None => match a.top_bid() {
                    Some((top, _)) if top != a.chooser => (a.chooser, Ph::BazaarTrade),
                    Some((_, bid)) => {
                        let chooser = a.chooser;
                        win(game, chosen, chooser, bid, None, events);
                        next_chooser(game, events);
                        return ask_next(game, events);
                    }
                    None => unreachable!("the chooser opened the bidding"),
                },
            }
        }
    };
    game.decisions.push(ask(seat, phase.into()));
}

/// `seat` gets offer `index` for `price` paid to `paid_to` (the bank when `None`); played
/// at once, its turn is queued now.
fn win(
    game: &mut Game,
    index: usize,
    seat: Seat,
    price: u32,
    paid_to: Option<Seat>,
    events: &mut Vec<Event>,
) {
    let offer = &mut auction_mut(game).offers[index];
    offer.winner = Some(seat);
    offer.price = price;
    let tile = offer.tile;
    transfer(game, seat, -(price as i32));
    if let Some(to) = paid_to {
        transfer(game, to, price as i32);
    }
    events.push(Happened::TileWon { seat, tile, price, paid_to }.into());
    if plays_at_once(game) {
        let placer = auction(game).placer;
        let bcb = state_mut(game);
        bcb.queue.push((seat, tile));
        bcb.round_of = Some(placer);
    }
}

/// Adds `points` (negative: pays) to `seat`'s score, under the bazaar's category.
fn transfer(game: &mut Game, seat: Seat, points: i32) {
    let player = &mut game.players[seat];
    player.score += points;
    player.breakdown[Category::Bazaar.index()] += points;
}

/// The lowest bid `seat` may make now.
fn lowest_bid(a: &Auction) -> u32 {
    a.top_bid().map_or(0, |(_, b)| b + 1)
}

/// The legal answers to an auction decision (bids: the lowest legal and a few above).
pub(super) fn answers(game: &Game, phase: Ph, out: &mut Vec<Action>) {
    let Some(a) = state(game).auction.as_ref() else { return };
    let bids =
        |from: u32| (from..=(from + LISTED_BIDS).min(MAX_BID)).map(|points| Action::from(Act::Bid(points)));
    match phase {
        Ph::BazaarChoose => {
            let open = (0..a.offers.len()).filter(|&i| a.offers[i].winner.is_none());
            out.extend(open.map(|i| Action::from(Act::Choose(i as u8 + 1))));
        }
        Ph::BazaarBid => out.extend(bids(0)),
        Ph::BazaarRaise => {
            out.push(Action::Pass);
            out.extend(bids(lowest_bid(a)));
        }
        Ph::BazaarTrade => out.extend([Act::Buy, Act::Sell].map(Action::from)),
        _ => {}
    }
}

/// Plays an auction action for `seat` (whose decision it is, checked by the game).
pub(super) fn apply(at: Acting<'_>, act: Act) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let no_bid = game.setup.options.bazaar_no_bid;
    let a = auction(game);
    match act {
        Act::Choose(number) => {
            let index = usize::from(number).checked_sub(1).filter(|&i| i < a.offers.len());
            let index = index.ok_or(Refusal::NoSuchOffer(number))?;
            if a.offers[index].winner.is_some() {
                return Err(Refusal::OfferTaken(number).into());
            }
            let tile = a.offers[index].tile;
            events.push(Happened::BazaarChosen { seat, number, tile }.into());
            if plays_at_once(game) {
                // The chooser's turn with the tile starts now; the auction resumes after it.
                win(game, index, seat, 0, None, events);
                return Ok(());
            } else if no_bid {
                win(game, index, seat, 0, None, events);
                next_chooser(game, events);
            } else {
                auction_mut(game).chosen = Some(index);
            }
        }
        Act::Bid(points) => {
            let lowest = lowest_bid(a);
            if points < lowest {
                return Err(Refusal::BidTooLow(lowest - 1).into());
            }
            auction_mut(game).bids[seat.index()] = Some(points);
            events.push(Happened::BidMade { seat, points }.into());
        }
        trade @ (Act::Buy | Act::Sell) => {
            let (chosen, chooser) = (a.chosen.expect("a tile is under the hammer"), a.chooser);
            let (top, bid) = a.top_bid().expect("someone outbid the chooser");
            if trade == Act::Buy {
                win(game, chosen, chooser, bid, Some(top), events);
            } else {
                win(game, chosen, top, bid, Some(chooser), events);
            }
            next_chooser(game, events);
        }
        Act::Bridge(_) | Act::Castle(_) => unreachable!("not an auction action: {act}"),
    }
    game.agenda.push(Step::Module(Expansion::BridgesCastlesBazaars, Stage::EndOfTurn));
    Ok(())
}

/// `seat` does not raise: the base game's `pass`, which the raise takes
/// (`PhaseFacts::pass`).
pub(super) fn pass(game: &mut Game, seat: Seat, events: &mut Vec<Event>) {
    auction_mut(game).passed[seat.index()] = true;
    events.push(Happened::BidPassed { seat }.into());
    game.agenda.push(Step::Module(Expansion::BridgesCastlesBazaars, Stage::EndOfTurn));
}

/// The next turn of a bazaar's round: the next player with a won tile, then (the round
/// over) play goes on after the bazaar's placer. Played at once, a chooser whose tile
/// fit nowhere with no tile left to draw instead had no turn to end, and from version
/// 11 the placer's turn has just ended: the auction goes on.
pub(super) fn next_turn(game: &mut Game) -> Option<Step> {
    if state(game).queue.is_empty() && state(game).auction.is_some() && plays_at_once(game) {
        return Some(Step::Module(Expansion::BridgesCastlesBazaars, Stage::EndOfTurn));
    }
    let bcb = state_mut(game);
    if !bcb.queue.is_empty() {
        let (seat, tile) = bcb.queue.remove(0);
        game.active = seat;
        return Some(Step::Play(tile));
    }
    if let Some(placer) = bcb.round_of.take() {
        game.active = placer;
    }
    None
}
