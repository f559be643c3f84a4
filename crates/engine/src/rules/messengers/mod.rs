//! The Messengers (« Les Hérauts », mini-expansion 2, the Big Box 2017 edition): each
//! player's second figure on the score track, the messenger, and eight message tiles
//! (« missives ») drawn when a figure stops on a dark space. Rules version 20; earlier
//! games cannot have it.
//!
//! - *Two figures*: a player's score is the sum of their two figures' places, so the
//!   game keeps the score as before (`Player::score`) and this box keeps the messenger's
//!   place; the score meeple stands on the rest. The active player chooses which figure
//!   each of their scorings this turn moves (`advance meeple`, `advance messenger`,
//!   [`Ph::Advance`]), after the turn's scoring, one scoring at a time, in the order they
//!   were scored; points scored in another player's turn move the score meeple (nothing
//!   is drawn then, so the choice would only wait on a player who is not playing), and
//!   points lost (a bazaar's price, a ransom) come off the score meeple.
//! - *Messages*: when, in its player's own turn, a figure stops on a multiple of 5, the
//!   player draws the message on top of the stack, seen by them alone, and either carries
//!   it out (`message`, `message <cell> <spot>` for the follower taken back) or takes its
//!   seal's 2 points (`seal`) ([`Ph::Missive`]); the tile then goes under the stack, which
//!   never runs out. A message's points are scored points: they move a figure of the
//!   player's choice, and may stop it on another dark space.
//! - *The end*: the messenger's points join the score meeple's (the score is already
//!   their sum) and the final scoring draws no message.
//!
//! What is hidden: the stack's order from everyone, and the message drawn from all but
//! its holder until it is used (`View::messengers`, `Happened::Drawn`'s audience).
//! Every choice where the text is silent is written in `docs/rules.md`, "The
//! Messengers", with its quote.

mod facts;
mod messages;
mod missive;

pub use missive::Missive;

use std::fmt;

use super::accessors::messengers::{state, state_mut};
use super::{Count, ExpansionRules, Stage, ask};
use crate::action::{Action, ParseActionError};
use crate::by_seat::BySeat;
use crate::category::Category;
use crate::decision::Phase;
use crate::error::RuleError;
use crate::event::Event;
use crate::features::NodeId;
use crate::game::{FigureKind, Game};
use crate::geometry::Pos;
use crate::notation::BoxNotation;
use crate::rng::GameRng;
use crate::scoring;
use crate::seat::Seat;
use crate::setup::{Setup, SetupError};
use crate::target::Target;
use crate::turn::{self, Step};
use crate::view::{Audience, View};
use missive::{Effect, effect, followers};

/// Every fifth space of the score track is dark: a figure stopping there in its
/// player's turn draws a message.
pub const DARK_EVERY: u32 = 5;

/// The seal's points, the alternative to any message's action.
pub const SEAL_POINTS: u32 = 2;

/// The stack's own random stream (its number is this box's rules version, clear of the
/// streams the boxes beside it take).
const STREAM: u64 = 20;

/// Which of the player's two figures on the score track moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mover {
    /// The score meeple.
    Meeple,
    /// The messenger.
    Messenger,
}

impl Mover {
    pub const ALL: [Mover; 2] = [Mover::Meeple, Mover::Messenger];

    /// Its word in the notation (`advance meeple`).
    pub const fn word(self) -> &'static str {
        match self {
            Mover::Meeple => "meeple",
            Mover::Messenger => "messenger",
        }
    }
}

crate::words!(Mover);

/// What the active player does with the score track and the messages (`Action::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Move this figure by the points waiting ([`Ph::Advance`]).
    Advance(Mover),
    /// Carry the message drawn out; the Follower message names the follower taken back.
    Carry(Option<Target>),
    /// Take the message's seal, 2 points, instead of its action.
    Seal,
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] =
        &["advance meeple", "advance messenger", "message", "message 1 -1 road E", "seal"];

    const VERBS: &'static [&'static str] = &["advance", "message", "seal"];

    fn verb(self) -> &'static str {
        match self {
            Act::Advance(_) => "advance",
            Act::Carry(_) => "message",
            Act::Seal => "seal",
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        let typed = || rest.join(" ");
        Some(
            match (verb, rest) {
                ("advance", [word]) => Mover::ALL
                    .into_iter()
                    .find(|m| m.word() == *word)
                    .map(Act::Advance)
                    .ok_or_else(|| ParseError::Mover(typed())),
                ("advance", _) => Err(ParseError::Mover(typed())),
                ("message", []) => Ok(Act::Carry(None)),
                ("message", _) => typed()
                    .parse::<Target>()
                    .map(|t| Act::Carry(Some(t)))
                    .map_err(|_| ParseError::Target(typed())),
                ("seal", []) => Ok(Act::Seal),
                ("seal", _) => Err(ParseError::Seal(typed())),
                _ => return None,
            }
            .map_err(Into::into),
        )
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Advance(mover) => write!(f, "advance {mover}"),
            Act::Carry(None) => f.write_str("message"),
            Act::Carry(Some(target)) => write!(f, "message {target}"),
            Act::Seal => f.write_str("seal"),
        }
    }
}

/// Text that is not one of its actions, in a way of its own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// `advance` names a figure: `meeple` or `messenger`.
    #[error("`advance` takes `meeple` or `messenger`, not `{0}`")]
    Mover(String),
    /// `message` takes nothing, or the follower taken back by its cell and spot.
    #[error("`message` takes nothing, or a follower's cell and spot, e.g. `message 1 -1 road E`, not `{0}`")]
    Target(String),
    /// `seal` takes nothing.
    #[error("`seal` takes nothing, not `{0}`")]
    Seal(String),
    /// A message tile's word or number (a scenario's fixed draws).
    #[error("`{0}` is no message tile: road, city, monastery, tile, arms, knights, farmers or follower")]
    Missive(String),
}

/// What happened on the score track and with the messages (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` moved this figure `points` forward, to `to` on the track.
    Advanced { seat: Seat, mover: Mover, points: u32, to: u32 },
    /// `seat` drew this message (seen by them alone).
    Drawn { seat: Seat, missive: Missive },
    /// `seat` carried this message out.
    Carried { seat: Seat, missive: Missive },
    /// `seat` took this message's seal instead.
    Sealed { seat: Seat, missive: Missive },
    /// The game ended: `seat`'s messenger's `points` joined their score meeple.
    Joined { seat: Seat, points: u32 },
}

impl Happened {
    /// Whether it showed something new: a message drawn, carried out or sealed shows a
    /// tile; a figure moved shows nothing.
    pub(crate) fn reveals(&self) -> bool {
        !matches!(self, Happened::Advanced { .. } | Happened::Joined { .. })
    }

    /// Who sees it: the message drawn only its holder (`seen by` in its registry row).
    pub(crate) fn audience(&self) -> Audience {
        match self {
            Happened::Drawn { seat, .. } => Audience::Seat(*seat),
            _ => Audience::Public,
        }
    }
}

/// A move against The Messengers' rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A figure moved while no points wait to move one.
    #[error("a figure on the score track moves only when you have scored points")]
    NoAdvance,
    /// Anything else while the active player must choose the figure that moves.
    #[error(
        "choose first which of your figures moves on the score track: `advance meeple` or `advance messenger`"
    )]
    AdvancePending,
    /// A message played while none is drawn.
    #[error("you hold no message")]
    NoMissive,
    /// Anything else while the active player holds a message.
    #[error("carry out the message you drew (`message`) or take its seal (`seal`) first")]
    MissivePending,
    /// The message has nothing to act on now: only its seal may be taken.
    #[error("this message has nothing to act on now: take its seal (`seal`)")]
    Useless,
    /// The Follower message named no follower of the player's, or another message named one.
    #[error("name one of your followers on the board, e.g. `message 1 -1 road E`")]
    NoFollower,
}

/// A setup against The Messengers' rules (`SetupError::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupRefusal {
    #[error("a fixed message stack needs The Messengers")]
    WithoutBox,
    #[error("the stack holds one {} message, not two", .0.word())]
    Twice(Missive),
}

/// The Messengers' decisions (`Phase::Expansion`), the active player's own, after the
/// turn's scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// Choose the figure these points move.
    Advance(u32),
    /// Carry out the message drawn, or take its seal (which message: the holder's view).
    Missive,
}

/// The Messengers' state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Messengers {
    /// Face down, the next message first; one used goes under, last.
    stack: Vec<Missive>,
    /// Each messenger's place on the track (its points, laps included).
    messenger: BySeat<u32>,
    /// Each player's score that their figures stand for already: what the score gained
    /// beyond it in the active player's turn waits to move a figure.
    accounted: BySeat<i32>,
    /// The active player's points waiting to move a figure, in the order scored.
    pending: Vec<u32>,
    /// Those among them that this turn's scoring made, feature by feature (from
    /// `after_scoring`), for `pending`.
    scorings: Vec<u32>,
    /// Where the turn's scorings start in the events (`before_scoring`).
    scoring_from: usize,
    /// The message the active player drew and has not used yet.
    held: Option<Missive>,
    /// Tiles the active player draws and places before the turn ends (Add a Landscape
    /// Tile).
    extra: u32,
}

impl Messengers {
    pub(crate) fn new(setup: &Setup) -> Messengers {
        let mut rng = GameRng::stream(setup.seed, STREAM);
        let fixed = &setup.fixed.messages;
        let mut rest: Vec<Missive> = Missive::ALL.into_iter().filter(|m| !fixed.contains(m)).collect();
        shuffle(&mut rest, &mut rng);
        let stack = fixed.iter().copied().chain(rest).collect();
        let seats = setup.players as usize;
        Messengers {
            stack,
            messenger: BySeat::filled(seats, 0),
            accounted: BySeat::filled(seats, 0),
            pending: Vec::new(),
            scorings: Vec::new(),
            scoring_from: 0,
            held: None,
            extra: 0,
        }
    }
}

fn shuffle<T>(items: &mut [T], rng: &mut GameRng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}

/// Where each player's score meeple stands on the track (its place, never below 0).
pub const SCORE_MEEPLE: Count =
    Count::pieces("meeple_at", Some("score_meeple"), "ms-meeple-at", |game, seat| {
        public(game).meeple(seat).max(0) as u32
    });

/// Where each player's messenger stands on the track.
pub const MESSENGER: Count =
    Count::pieces("messenger_at", Some("messenger"), "ms-messenger-at", |game, seat| {
        public(game).messenger(seat)
    });

/// Each player's two figures on the score track, as the supply column lists them.
pub const COUNTS: [Count; 2] = [SCORE_MEEPLE, MESSENGER];

/// The Messengers as every player sees them (the places on the track are public).
fn public(game: &Game) -> MessengersView<'_> {
    MessengersView { game, viewer: Audience::Public }
}

/// The Messengers as one viewer sees them.
#[derive(Clone, Copy, Debug)]
pub struct MessengersView<'g> {
    game: &'g Game,
    viewer: Audience,
}

impl<'g> MessengersView<'g> {
    /// The Messengers as this viewer sees them: the message drawn only by its holder.
    pub(crate) fn of(view: &View<'g>) -> MessengersView<'g> {
        MessengersView { game: view.game(), viewer: view.viewer() }
    }

    /// `seat`'s messenger's place on the score track (laps included): where it was
    /// moved, or lower when the player has lost more points than their score meeple
    /// stood on since (a bazaar's price paid in another's turn, settled at the end of the
    /// turn: losses come off the score meeple first).
    pub fn messenger(&self, seat: Seat) -> u32 {
        let room = (self.game.players[seat].score - self.waiting_of(seat) as i32).max(0) as u32;
        state(self.game).messenger[seat].min(room)
    }

    /// `seat`'s score meeple's place: the score less the messenger's and, for the
    /// active player, less the points still waiting to move a figure.
    pub fn meeple(&self, seat: Seat) -> i32 {
        self.game.players[seat].score - self.messenger(seat) as i32 - self.waiting_of(seat) as i32
    }

    /// The points waiting to move one of `seat`'s figures (the active player's only).
    fn waiting_of(&self, seat: Seat) -> u32 {
        if seat == self.game.active { state(self.game).pending.iter().sum() } else { 0 }
    }

    /// The points waiting to move one of the active player's figures, the next first.
    pub fn waiting(&self) -> &'g [u32] {
        &state(self.game).pending
    }

    /// Whether `seat` holds a message not used yet (everyone sees a tile in hand).
    pub fn holds(&self, seat: Seat) -> bool {
        seat == self.game.active && state(self.game).held.is_some()
    }

    /// The message `seat` holds, if the viewer is that seat.
    pub fn held(&self, seat: Seat) -> Option<Missive> {
        (self.viewer == Audience::Seat(seat) && self.holds(seat)).then(|| state(self.game).held).flatten()
    }

    /// Messages face down in the stack.
    pub fn stack_len(&self) -> usize {
        state(self.game).stack.len()
    }

    /// What carrying the held message out would score for its holder now (`None` for
    /// Add a Landscape Tile, the Follower message or a message with nothing to act on),
    /// if the viewer may see it: for a front end to show beside the seal's 2.
    pub fn worth(&self, seat: Seat) -> Option<u32> {
        match effect(self.game, seat, self.held(seat)?, None)? {
            Effect::Points(points, _) => Some(points),
            Effect::Tile | Effect::Recall(..) => None,
        }
    }
}

/// Credits `seat` with a message's `points` (its action or its seal), over `cells`;
/// nothing for none (coats of arms in no city of theirs).
fn award(game: &mut Game, seat: Seat, points: u32, cells: Vec<Pos>, events: &mut Vec<Event>) {
    if points == 0 {
        return;
    }
    events.push(scoring::credit_alone(game, seat, Category::Messages, points, cells, false));
}

/// The cells of the features `roots`, each once, in the order of their tiles.
fn cells_of(game: &Game, roots: &[NodeId]) -> Vec<Pos> {
    let mut tiles: Vec<usize> =
        roots.iter().flat_map(|&r| game.features.members(r).map(|(t, _)| t)).collect();
    tiles.sort_unstable();
    tiles.dedup();
    tiles.into_iter().map(|t| game.board.tiles()[t].pos).collect()
}

/// Settles the score track after the turn's scoring: the other players' gains stay on
/// their score meeples; every loss comes off a score meeple, then off the messenger
/// when the score meeple would go below 0; the active player's gains wait to move the
/// figure they choose, one scoring at a time (the turn's features in the order scored,
/// anything else scored this turn before them as one).
fn settle(game: &mut Game) {
    let active = game.active;
    let scores: Vec<(Seat, i32)> = game.players.iter().map(|(s, p)| (s, p.score)).collect();
    let ms = state_mut(game);
    let mut gained = 0;
    for (seat, score) in scores {
        let messenger = &mut ms.messenger[seat];
        *messenger = (*messenger).min(score.max(0) as u32);
        if seat == active {
            gained = (score - ms.accounted[seat]).max(0) as u32;
        }
        ms.accounted[seat] = score;
    }
    let mut lumps: Vec<u32> = Vec::new();
    let mut left = gained;
    for points in std::mem::take(&mut ms.scorings) {
        if points > 0 && points <= left {
            lumps.push(points);
            left -= points;
        }
    }
    if left > 0 {
        lumps.insert(0, left);
    }
    ms.pending.extend(lumps);
}

/// What comes next for the active player: the next points to move a figure, else one
/// more tile to draw (Add a Landscape Tile; from rules version 24 once every box has
/// ended this part of the turn, [`extra_tile`]), else the turn's end.
fn next(game: &mut Game) -> Option<Phase> {
    if let Some(&points) = state(game).pending.first() {
        return Some(Ph::Advance(points).into());
    }
    if game.setup.version < turn::PARTS_SINCE {
        extra_tile(game);
    }
    None
}

/// One more tile to draw when a message gave one (Add a Landscape Tile).
fn extra_tile(game: &mut Game) {
    let ms = state_mut(game);
    if ms.extra > 0 {
        ms.extra -= 1;
        game.agenda.push(Step::Draw);
    }
}

/// The Messengers' place in the turn: its rules, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    /// A fixed message stack needs the box, and holds each message once.
    fn check_setup(&self, setup: &Setup) -> Result<(), SetupError> {
        let fixed = &setup.fixed.messages;
        if !fixed.is_empty() && !setup.expansions.messengers {
            return Err(SetupRefusal::WithoutBox.into());
        }
        match Missive::ALL.into_iter().find(|m| fixed.iter().filter(|&x| x == m).count() > 1) {
            Some(twice) => Err(SetupRefusal::Twice(twice).into()),
            None => Ok(()),
        }
    }

    /// Marks where the turn's scorings start in `events`, for `after_scoring`.
    fn before_scoring(&self, game: &mut Game, _placed: usize, events: &mut Vec<Event>) {
        state_mut(game).scoring_from = events.len();
    }

    /// Notes the active player's scorings of the features this tile completed (and of
    /// the castles the boxes before this one scored), each a figure's move.
    fn after_scoring(&self, game: &mut Game, _completed: &[NodeId], events: &mut Vec<Event>) {
        let active = game.active;
        let from = state(game).scoring_from.min(events.len());
        let points: Vec<u32> = events[from..]
            .iter()
            .filter_map(|e| match e {
                Event::Scored(s) if s.winners.contains(active) && s.points > 0 => Some(s.points),
                _ => None,
            })
            .collect();
        state_mut(game).scorings = points;
    }

    /// At the end of the turn, after every other box's end: the active player's points
    /// wait for the figure they choose. From rules version 24 a message's extra tile is
    /// drawn after every box's end of the part (a crop circle's action, which comes
    /// after this box in registry order, included), as another part of the turn.
    fn step(&self, game: &mut Game, stage: Stage, _events: &mut Vec<Event>) {
        match stage {
            Stage::EndOfTurn => {
                settle(game);
                if let Some(phase) = next(game) {
                    game.decisions.push(ask(game.active, phase));
                }
            }
            Stage::AfterPart => extra_tile(game),
            Stage::BeforeFigure | Stage::AfterFigure | Stage::BeforeScore => {}
        }
    }

    /// The final scoring draws no message: each messenger's points join the score
    /// meeple (the score is already their sum).
    fn finish(&self, game: &mut Game, events: &mut Vec<Event>) {
        let ms = state_mut(game);
        let joined: Vec<(Seat, u32)> =
            ms.messenger.iter().map(|(s, &m)| (s, m)).filter(|&(_, m)| m > 0).collect();
        for (seat, points) in joined {
            state_mut(game).messenger[seat] = 0;
            events.push(Happened::Joined { seat, points }.into());
        }
    }

    /// Shuffles afresh what `viewer` cannot see: the stack's order, and the message
    /// drawn when another seat holds it.
    fn resample(&self, game: &mut Game, viewer: Audience, rng: &mut GameRng) {
        let hidden_hand = viewer != Audience::Seat(game.active);
        let ms = state_mut(game);
        let mut pool = std::mem::take(&mut ms.stack);
        let held = if hidden_hand { ms.held.take() } else { None };
        pool.extend(held);
        pool.sort_unstable();
        shuffle(&mut pool, rng);
        if held.is_some() {
            ms.held = pool.pop();
        }
        ms.stack = pool;
    }
}

impl Ph {
    /// Adds its legal answers for the active player (`Game::legal_actions`).
    pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
        match self {
            Ph::Advance(_) => out.extend(Mover::ALL.map(|m| Action::from(Act::Advance(m)))),
            Ph::Missive => {
                let seat = game.active;
                let Some(missive) = state(game).held else { return };
                if missive == Missive::Follower {
                    for (f, _) in followers(game, seat) {
                        if let Some(target) = Target::canonical(&game.board, f.tile, f.segment) {
                            let action = Action::from(Act::Carry(Some(target)));
                            if !out.contains(&action) {
                                out.push(action);
                            }
                        }
                    }
                } else if effect(game, seat, missive, None).is_some() {
                    out.push(Act::Carry(None).into());
                }
                out.push(Act::Seal.into());
            }
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, once its decision accepted it).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match self {
            Act::Advance(mover) => advance(game, seat, mover, events),
            Act::Carry(target) => {
                let missive = state(game).held.ok_or(Refusal::NoMissive)?;
                let follower = match (missive, target) {
                    (Missive::Follower, Some(target)) => {
                        let at = target.resolve(&game.board).ok_or(Refusal::NoFollower)?;
                        let found = followers(game, seat).find(|(f, _)| (f.tile, f.segment) == at);
                        Some(found.ok_or(Refusal::NoFollower)?.0)
                    }
                    (Missive::Follower, None) | (_, Some(_)) => return Err(Refusal::NoFollower.into()),
                    (_, None) => None,
                };
                let done = effect(game, seat, missive, follower).ok_or(Refusal::Useless)?;
                events.push(Happened::Carried { seat, missive }.into());
                let points = match done {
                    Effect::Points(points, roots) => {
                        let cells = cells_of(game, &roots);
                        award(game, seat, points, cells, events);
                        points
                    }
                    Effect::Tile => {
                        state_mut(game).extra += 1;
                        0
                    }
                    Effect::Recall(points, figure) => {
                        let root = game.features.feature_of(figure.tile, figure.segment);
                        let cells = cells_of(game, &[root]);
                        recall(game, figure);
                        award(game, seat, points, cells, events);
                        points
                    }
                };
                used(game, seat, missive, points);
                Ok(())
            }
            Act::Seal => {
                let missive = state(game).held.ok_or(Refusal::NoMissive)?;
                events.push(Happened::Sealed { seat, missive }.into());
                award(game, seat, SEAL_POINTS, Vec::new(), events);
                used(game, seat, missive, SEAL_POINTS);
                Ok(())
            }
        }
    }
}

/// Moves `seat`'s `mover` by the first points waiting; a stop on a dark space draws the
/// next message.
fn advance(game: &mut Game, seat: Seat, mover: Mover, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let Some(Ph::Advance(points)) = game.decision_of(seat).and_then(|d| Ph::of(d.phase)) else {
        return Err(Refusal::NoAdvance.into());
    };
    let score = game.players[seat].score;
    let ms = state_mut(game);
    ms.pending.remove(0);
    let to = match mover {
        Mover::Messenger => {
            ms.messenger[seat] += points;
            ms.messenger[seat]
        }
        Mover::Meeple => {
            let waiting: u32 = ms.pending.iter().sum();
            (score - ms.messenger[seat] as i32 - waiting as i32).max(0) as u32
        }
    };
    events.push(Happened::Advanced { seat, mover, points, to }.into());
    let ms = state_mut(game);
    let phase = if to % DARK_EVERY == 0 && !ms.stack.is_empty() {
        let missive = ms.stack.remove(0);
        ms.held = Some(missive);
        events.push(Happened::Drawn { seat, missive }.into());
        Some(Ph::Missive.into())
    } else {
        next(game)
    };
    game.agenda.extend(phase.map(Step::Ask));
    Ok(())
}

/// The message used goes under the stack; its points, if any, wait to move a figure.
fn used(game: &mut Game, seat: Seat, missive: Missive, points: u32) {
    let ms = state_mut(game);
    ms.held = None;
    ms.stack.push(missive);
    if points > 0 {
        ms.pending.insert(0, points);
        ms.accounted[seat] += points as i32;
    }
    let phase = next(game);
    game.agenda.extend(phase.map(Step::Ask));
}

/// Takes `figure` off the board, back to its owner's supply (Follower message).
fn recall(game: &mut Game, figure: crate::game::Figure) {
    let at = game.figures.iter().position(|f| *f == figure).expect("a follower on the board");
    game.figures.remove(at);
    let node = game.features.node(figure.tile, figure.segment);
    game.features.remove_meeple(node, figure.owner, figure.kind);
    if figure.kind == FigureKind::Meeple {
        game.players[figure.owner].meeples += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_text_is_named() {
        assert_eq!("advance messenger".parse::<Action>(), Ok(Act::Advance(Mover::Messenger).into()));
        assert_eq!("advance up".parse::<Action>(), Err(ParseError::Mover("up".into()).into()));
        assert_eq!("message".parse::<Action>(), Ok(Act::Carry(None).into()));
        assert_eq!("message x".parse::<Action>(), Err(ParseError::Target("x".into()).into()));
        assert_eq!("seal 2".parse::<Action>(), Err(ParseError::Seal("2".into()).into()));
        assert_eq!("MS/4".parse::<Missive>(), Ok(Missive::Tile));
        assert_eq!("knights".parse::<Missive>(), Ok(Missive::Knights));
    }

    /// The stack holds the eight, each once, the fixed ones on top in their order.
    #[test]
    fn the_stack_holds_the_eight_the_fixed_first() {
        let mut setup = Setup::new(2, 7);
        setup.fixed.messages = vec![Missive::Tile, Missive::Road];
        let ms = Messengers::new(&setup);
        assert_eq!(&ms.stack[..2], &[Missive::Tile, Missive::Road]);
        let mut all = ms.stack.clone();
        all.sort_unstable();
        assert_eq!(all, Missive::ALL.to_vec());
    }
}
