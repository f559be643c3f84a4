//! The Gifts: a hidden hand of cards, earned by helping rivals and opened before
//! placing a tile.
//!
//! A player whose tile extends (or joins) a road or city in which another player now
//! has strictly more meeples receives one gift, at most one per tile; only they see
//! which. After drawing a placeable tile and before placing it, the active player may
//! open one gift (`effects.rs`). Unopened gifts score 2 points each at the end. The deck
//! is shuffled from its own random stream; discards are reshuffled when it runs out.
//!
//! Hands are the game's first seat-private information: `View::gifts` shows a seat its
//! own cards and everyone the counts, `Happened::GiftDrawn` is for the receiver's eyes
//! only, and `View::sample` deals the cards a viewer cannot see afresh.

mod card;
mod effects;
mod facts;
mod messages;

pub use card::{Gift, GiftPlay};

use std::fmt;

use super::accessors::gifts::{state, state_mut};
use super::{ExpansionRules, Perch};
use crate::action::{Action, ParseActionError};
use crate::by_seat::BySeat;
use crate::catalog::TileKind;
use crate::category::Category;
use crate::decision::Phase;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Game;
use crate::geometry::Pos;
use crate::notation::BoxNotation;
use crate::rng::GameRng;
use crate::rules::Acting;
use crate::scoring;
use crate::seat::Seat;
use crate::setup::{Setup, SetupError};
use crate::spot::Spot;
use crate::target::Target;
use crate::tile::FeatureKind;
use crate::view::{Audience, View};

/// What a player does with The Gifts (`Action::Expansion`; its notation `gift <card>
/// …`, `keep <1|2>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Open a gift from your hand before placing your tile.
    Gift(GiftPlay),
    /// (Take two) keep tile 1 or 2 to place; the other goes back.
    Keep(u8),
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &[
        "gift synod 0 2 monastery",
        "gift sweeper 1 0 road E",
        "gift retreat -1 3 field Es",
        "gift change 1 0 road E field Ne",
        "gift change 0 1 monastery field Nw",
        "gift change 0 1 garden field Nw",
        "gift change 2 2 field Sw city N",
        "gift take-two",
        "keep 2",
    ];

    const VERBS: &'static [&'static str] = &["gift", "keep"];

    fn verb(self) -> &'static str {
        match self {
            Act::Gift(_) => "gift",
            Act::Keep(_) => "keep",
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        Some(match (verb, rest) {
            ("gift", _) => card::parse(rest).map(Act::Gift),
            ("keep", ["1"]) => Ok(Act::Keep(1)),
            ("keep", ["2"]) => Ok(Act::Keep(2)),
            ("keep", _) => Err(ParseError::Keep.into()),
            _ => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Gift(play) => write!(f, "gift {play}"),
            Act::Keep(n) => write!(f, "keep {n}"),
        }
    }
}

/// Text that is not a Gifts action (`ParseActionError::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("`{0}` is not a gift: say synod, sweeper, change, retreat or take-two")]
    Gift(String),
    #[error("`gift` takes a card and what it acts on, e.g. `gift retreat 1 0 city N`")]
    GiftArity,
    #[error("say `keep 1` or `keep 2`")]
    Keep,
}

/// What happened by The Gifts' rules (`Event::Expansion`). Its variants print as the
/// `Event` variants they were (its registry row's `printed bare`), fields in the same
/// order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` helped a rival and receives a gift (which one, only they see).
    GiftReceived { seat: Seat },
    /// The card `seat` received (seen by `seat` only).
    GiftDrawn { seat: Seat, gift: Gift },
    /// `seat` opened a gift, acting on what it names.
    GiftOpened { seat: Seat, play: GiftPlay },
    /// `seat` opened a gift that had nothing to act on; it was discarded and did
    /// nothing (rules version 6 on).
    GiftWasted { seat: Seat, gift: Gift },
    /// The discarded gifts were shuffled into a new deck.
    GiftsReshuffled,
    /// (Take two) `tile`, not kept, went back into the stack.
    TileReturned { tile: TileKind },
}

impl Happened {
    /// Every one shows something new (a card, a deck, a tile back in the stack).
    pub(crate) fn reveals(&self) -> bool {
        true
    }

    /// Who sees it: the card drawn only its receiver (`seen by` in its registry row).
    pub(crate) fn audience(&self) -> Audience {
        match self {
            Happened::GiftDrawn { seat, .. } => Audience::Seat(*seat),
            _ => Audience::Public,
        }
    }
}

/// A gift opened, or a tile kept, against The Gifts' rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("choose the tile to keep first: `keep 1` or `keep 2`")]
    KeepFirst,
    #[error("a gift is opened after drawing your tile and before placing it")]
    GiftBeforePlacing,
    #[error("there are no two tiles to choose from")]
    NoTileToKeep,
    #[error("you have no {} gift", .0.title())]
    GiftNotInHand(Gift),
    #[error("you have already opened a gift this turn")]
    GiftAlreadyOpened,
    #[error("your {} has something to act on now: name it", .0.title())]
    GiftHasUse(Gift),
    #[error("your {} has nothing to act on now, and this game's rules keep it unopened", .0.title())]
    GiftUseless(Gift),
    #[error("{0} is not an incomplete monastery")]
    NotAnIncompleteMonastery(Target),
    #[error("{0} is not an incomplete road")]
    NotAnIncompleteRoad(Target),
    #[error("you have no meeple in the feature at {0}")]
    NoMeepleThere(Target),
    #[error("a meeple lies down in a field or stands up from one, on its own tile; {0} does not do that")]
    NoSuchChange(Spot),
}

/// A setup against The Gifts' rules (`SetupError::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupRefusal {
    #[error("a fixed gift deck needs The Gifts")]
    DeckWithoutGifts,
    #[error("the deck holds 5 {} cards, not {}", .0.title(), .1)]
    TooManyGifts(Gift, usize),
}

/// The Gifts' decision (`Phase::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// Take two: keep one of these two tiles to place (`keep 1`, `keep 2`); the other
    /// goes back into the stack.
    TakeTwo(TileKind, TileKind),
}

/// Copies of each card in the deck.
pub(crate) const COPIES: usize = 5;

/// What an unopened gift is worth at the end.
const UNOPENED_POINTS: u32 = 2;

/// The deck's own random stream.
const STREAM: u64 = 2;

/// The Gifts' state.
#[derive(Clone, Debug)]
pub struct Gifts {
    /// Face down, the next card last.
    deck: Vec<Gift>,
    /// Opened cards, face up.
    discard: Vec<Gift>,
    hands: BySeat<Vec<Gift>>,
    rng: GameRng,
    /// The active player opened a gift this turn.
    opened: bool,
}

impl Gifts {
    pub(crate) fn new(setup: &Setup) -> Gifts {
        let mut rng = GameRng::stream(setup.seed, STREAM);
        let mut rest: Vec<Gift> =
            Gift::ALL.into_iter().flat_map(|g| std::iter::repeat_n(g, COPIES)).collect();
        for fixed in &setup.fixed.gifts {
            let at = rest.iter().position(|g| g == fixed).expect("setup checked the counts");
            rest.remove(at);
        }
        shuffle(&mut rest, &mut rng);
        rest.extend(setup.fixed.gifts.iter().rev());
        Gifts {
            deck: rest,
            discard: Vec::new(),
            hands: BySeat::filled(setup.players as usize, Vec::new()),
            rng,
            opened: false,
        }
    }

    /// What `viewer` may see of the gifts: their own hand, everyone's counts.
    pub fn view(&self, viewer: Audience) -> GiftsView<'_> {
        GiftsView { state: self, viewer }
    }

    /// Draws the next card, reshuffling the discards into a new deck if it ran out.
    fn draw(&mut self, events: &mut Vec<Event>) -> Option<Gift> {
        if self.deck.is_empty() && !self.discard.is_empty() {
            self.deck.append(&mut self.discard);
            shuffle(&mut self.deck, &mut self.rng);
            events.push(Happened::GiftsReshuffled.into());
        }
        self.deck.pop()
    }
}

fn shuffle<T>(items: &mut [T], rng: &mut GameRng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}

/// The Gifts as one viewer sees them.
#[derive(Clone, Copy, Debug)]
pub struct GiftsView<'g> {
    state: &'g Gifts,
    viewer: Audience,
}

impl<'g> GiftsView<'g> {
    /// How many gifts `seat` holds (everyone sees the backs).
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.state.hands[seat].len()
    }

    /// `seat`'s gifts, if the viewer is that seat.
    pub fn hand(&self, seat: Seat) -> Option<&'g [Gift]> {
        (self.viewer == Audience::Seat(seat)).then(|| self.state.hands[seat].as_slice())
    }

    /// Cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.state.deck.len()
    }

    /// Opened gifts, face up, oldest first.
    pub fn discard(&self) -> &'g [Gift] {
        &self.state.discard
    }
}

/// The Gifts' place in the turn: its rules, registered in `rules::rules_of`. No data of
/// its own (a game's state is its `Gifts`), so one value serves every game.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    fn check_setup(&self, setup: &Setup) -> Result<(), SetupError> {
        let deck = &setup.fixed.gifts;
        if !deck.is_empty() && !setup.expansions.gifts {
            return Err(SetupRefusal::DeckWithoutGifts.into());
        }
        let count = |g| deck.iter().filter(|&&x| x == g).count();
        match Gift::ALL.into_iter().map(|g| (g, count(g))).find(|&(_, n)| n > COPIES) {
            Some((g, n)) => Err(SetupRefusal::TooManyGifts(g, n).into()),
            None => Ok(()),
        }
    }

    /// Right after a placement: a gift for the active player if the tile extended a road
    /// or city in which another player now has strictly more meeples.
    fn placed(&self, game: &mut Game, events: &mut Vec<Event>) {
        state_mut(game).opened = false;
        let index = game.board.tiles().len() - 1;
        let seat = game.active;
        let helped = (0..game.board.tiles()[index].kind.def().segments.len()).any(|s| {
            let segment = game.board.segment(index, s);
            if !matches!(segment.kind, FeatureKind::Road | FeatureKind::City) {
                return false;
            }
            let root = game.features.feature_of(index, s);
            let extended = game.features.members(root).any(|(t, _)| t != index);
            let meeples = game.features.info(root).meeples;
            extended && meeples.iter().any(|&m| m > meeples[seat.index()])
        });
        if !helped {
            return;
        }
        let Some(gift) = state_mut(game).draw(events) else { return };
        state_mut(game).hands[seat].push(gift);
        events.push(Happened::GiftReceived { seat }.into());
        events.push(Happened::GiftDrawn { seat, gift }.into());
    }

    fn tile_actions(&self, game: &Game, out: &mut Vec<Action>) {
        effects::openings(game, out);
    }

    /// At the end, 2 points per unopened gift.
    fn finish(&self, game: &mut Game, events: &mut Vec<Event>) {
        for i in 0..game.players.len() {
            let seat = Seat(i as u8);
            let points = UNOPENED_POINTS * state(game).hands[seat].len() as u32;
            if points > 0 {
                award(game, seat, points, Vec::new(), true, events);
            }
        }
    }

    /// Deals afresh the cards `viewer` cannot see: the deck's order and the other hands.
    fn resample(&self, game: &mut Game, viewer: Audience, rng: &mut GameRng) {
        let gifts = state_mut(game);
        let hidden = |s: Seat| viewer != Audience::Seat(s);
        let mut pool: Vec<Gift> = std::mem::take(&mut gifts.deck);
        let seats: Vec<Seat> = gifts.hands.iter().map(|(s, _)| s).filter(|&s| hidden(s)).collect();
        for &s in &seats {
            pool.append(&mut gifts.hands[s].clone());
        }
        // From a canonical order, so the sample owes nothing to the real hands and deck.
        pool.sort_unstable();
        shuffle(&mut pool, rng);
        for &s in &seats {
            let n = gifts.hands[s].len();
            gifts.hands[s] = pool.split_off(pool.len() - n);
        }
        gifts.deck = pool;
        gifts.rng = GameRng::stream(rand::RngCore::next_u64(rng), STREAM);
    }
}

impl Ph {
    /// Adds its legal answers for the player it asks (`Game::legal_actions`).
    pub(crate) fn answers(self, _game: &Game, out: &mut Vec<Action>) {
        match self {
            Ph::TakeTwo(..) => out.extend([Act::Keep(1), Act::Keep(2)].map(Action::from)),
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, its owner in play).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        effects::apply(Acting { game, seat, events }, self)
    }
}

/// Credits `seat` with gift points (a retreat, or unopened gifts at the end) and tells it.
pub(crate) fn award(
    game: &mut Game,
    seat: Seat,
    points: u32,
    cells: Vec<Pos>,
    at_end: bool,
    events: &mut Vec<Event>,
) {
    events.push(scoring::credit_alone(game, seat, Category::Gifts, points, cells, at_end));
}

/// Where a Retreat at `target` would take `seat`'s meeple from when that is not the
/// feature `target` names: a perch over it (a castle of Bridges, Castles & Bazaars built
/// on the city) where `seat` has a meeple and none in the feature itself; `None` when the
/// retreat takes one from the feature itself.
pub fn retreat_elsewhere(game: &Game, seat: Seat, target: Target) -> Option<Perch> {
    effects::retreat_elsewhere(game, seat, target)
}

/// Whether the active player may still open a gift this turn.
pub(crate) fn may_open(game: &Game) -> bool {
    matches!(game.phase(), Phase::PlaceTile(_)) && !state(game).opened
}

impl<'g> GiftsView<'g> {
    /// The Gifts as this viewer sees them: their own hand, everyone's counts.
    pub(crate) fn of(view: &View<'g>) -> GiftsView<'g> {
        state(view.game()).view(view.viewer())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gifts(fixed: &[Gift]) -> Gifts {
        let mut setup = Setup::new(2, 7);
        setup.fixed.gifts = fixed.to_vec();
        Gifts::new(&setup)
    }

    #[test]
    fn the_deck_holds_five_of_each_with_the_fixed_cards_on_top() {
        let mut deck = gifts(&[Gift::TakeTwo, Gift::Synod]);
        let mut all = deck.deck.clone();
        all.sort();
        let want: Vec<Gift> = Gift::ALL.into_iter().flat_map(|g| [g; COPIES]).collect();
        assert_eq!(all, want);
        let mut events = Vec::new();
        assert_eq!(deck.draw(&mut events), Some(Gift::TakeTwo));
        assert_eq!(deck.draw(&mut events), Some(Gift::Synod));
    }

    #[test]
    fn discards_are_reshuffled_when_the_deck_runs_out_and_none_left_gives_nothing() {
        let mut deck = gifts(&[]);
        let mut events = Vec::new();
        let mut held: Vec<Gift> = std::iter::from_fn(|| deck.draw(&mut events)).take(25).collect();
        assert_eq!(deck.draw(&mut events), None, "every card is in a hand");
        assert!(events.is_empty());
        deck.discard.extend(held.drain(..3));
        assert!(deck.draw(&mut events).is_some());
        assert_eq!(events, vec![Event::from(Happened::GiftsReshuffled)]);
        assert_eq!(deck.deck.len() + deck.discard.len(), 2);
    }
}
