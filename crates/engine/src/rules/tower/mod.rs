//! The Tower (second edition): tower foundations, tower pieces, captures, prisoners,
//! their exchange and their ransom. Nothing is hidden: towers, supplies and prisoners
//! are in plain sight. Rules version 11; earlier games cannot have it.
//!
//! - *Supplies*: each player gets tower pieces by the number of players ([`PIECES`]:
//!   10 for two, 9 for three, 7 for four, 6 for five, 5 for six; a lone player gets a
//!   two-player game's 10). Pieces belong to nobody once built.
//! - *Instead of a follower*, at the figure step, a player may put one of their pieces
//!   on any empty foundation or on any open tower of the board (`tower <x> <y>`), or
//!   one of their meeples (or their big meeple, not the abbot) on top of any open tower
//!   of height one or more (`top <x> <y>`, `top <x> <y> big`), which closes it: nobody
//!   builds on it again, the meeple scores nothing and stays to the end, unless
//!   captured from another tower (its tower is open again then, as JCloisterZone
//!   plays it). Nothing but a piece goes on an empty foundation.
//! - *Capture*: right after building, the builder may capture one follower in the
//!   tower's range (a decision, [`Ph::Capture`]: `capture <x> <y> <spot>`,
//!   `capture <x> <y> tower` for a meeple on top of another tower, or `capture none`):
//!   the tower's tile and, along its row and column, as many tiles each way as its new
//!   height, over gaps and other towers. Any player's follower (a meeple, a big meeple,
//!   an abbot; never a builder, pig or shepherd, which are no followers, and never a
//!   meeple on a castle, which stands over no tile's feature): the builder's own goes
//!   home, a rival's becomes the builder's prisoner. A builder or pig whose owner has
//!   no follower left in its feature goes home at the end of the turn, as Traders &
//!   Builders sends strays home.
//! - *Exchange*: as soon as two players hold each other's prisoners (only ever right
//!   after a capture), the capturer gives back the figure just captured and gets one of
//!   their own back; when the other holds several kinds of theirs (a meeple, the big
//!   meeple, the abbot) the capturer chooses ([`Ph::Exchange`], `exchange big`).
//! - *Ransom*: once per turn, before placing the tile or at the figure step, the
//!   active player may free one of their prisoners by paying 3 points to its holder
//!   (`ransom <holder seat> <figure>`, `ransom 2 meeple`), only with 3 points or more;
//!   the figure is back in supply at once (then placed this very turn, if they like),
//!   and the figure step is asked again. A builder's second tile and Take two's tile
//!   are the same turn (from rules version 12; version 11 let Take two's tile pay a
//!   second ransom).
//! - *End*: towers and prisoners score nothing and stay where they are.
//!
//! Points: ransoms are their own category, [`Category::Ransom`](crate::Category):
//! minus 3 for the payer, plus 3 for the holder.

mod facts;
mod messages;

use std::fmt;

use super::accessors::tower::{state, state_mut};
use super::{Count, ExpansionRules, Stage};
use crate::action::{Action, ParseActionError};
use crate::category::Category;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Figure, FigureKind, Game};
use crate::geometry::Pos;
use crate::notation::BoxNotation;
use crate::rules::Acting;
use crate::rules::inns_cathedrals::BIG_MEEPLE;
use crate::seat::{MAX_SEATS, Seat};
use crate::setup::Setup;
use crate::target::Target;
use crate::turn::{self, Step};
use crate::view::Audience;

/// What each player has of the box's pieces: tower pieces left, prisoners held.
pub const COUNTS: [Count; 2] = [
    Count::pieces("pieces", Some("tower_pieces"), "page-supply-tower-pieces", |game, seat| {
        state(game).pieces[seat.index()].into()
    }),
    Count::pieces("prisoners", Some("prisoners"), "page-supply-prisoners", |game, seat| {
        state(game).prisoners.iter().filter(|p| p.holder == seat).count() as u32
    }),
];

/// Tower pieces per player, by the number of players (index: players − 1). The
/// published counts for two to six; a lone player gets a two-player game's.
pub const PIECES: [u8; MAX_SEATS] = [10, 10, 9, 7, 6, 5];

/// What freeing a prisoner costs its owner, paid to its holder.
pub const RANSOM: u32 = 3;

/// The rules version from which the ransom paid is forgotten when the turn ends, not
/// when a tile is drawn (version 11 let Take two's second tile pay a second ransom).
const TURN_END_SINCE: u32 = 12;

/// The figures a tower may capture: the followers, the meeple's and every box's own
/// (a big meeple, an abbot, a mayor, a wagon), named in the notation by their figure's
/// word, so that a prisoner of any box is ransomed and exchanged by its own name.
fn followers() -> impl Iterator<Item = FigureKind> {
    FigureKind::all().filter(|k| k.is_follower())
}

/// The word of a follower in the notation (`meeple`, `big`, `abbot`, `mayor`).
pub fn kind_word(kind: FigureKind) -> &'static str {
    kind.spec().word
}

fn parse_kind(word: &str) -> Result<FigureKind, ParseError> {
    followers()
        .find(|k| k.spec().word.eq_ignore_ascii_case(word))
        .ok_or_else(|| ParseError::Figure(word.to_string()))
}

crate::target::standing! {
    /// What a capture takes: a follower on a feature, or the meeple on top of a tower.
    Captive {
        /// The follower standing there.
        Follower,
        /// The meeple on top of the tower at this cell.
        Top named "tower",
    }
}

/// What a player does with a tower, a capture or a prisoner (`Action::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Instead of placing a follower, put a tower piece on the foundation or open tower
    /// at this cell.
    Piece(Pos),
    /// Instead of placing a follower, put this meeple (a meeple or the big meeple) on
    /// top of the open tower at this cell, closing it.
    Top(Pos, FigureKind),
    /// Capture this figure in the range of the tower just built.
    Capture(Captive),
    /// Capture nobody.
    Spare,
    /// In an exchange, get back this kind of one's own figures.
    Exchange(FigureKind),
    /// Free one's own figure of this kind held by this seat, for 3 points.
    Ransom(Seat, FigureKind),
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &[
        "tower 2 -1",
        "top 0 3",
        "top 0 3 big",
        "capture -1 0 city W",
        "capture 1 2 tower",
        "capture none",
        "exchange big",
        "ransom 2 meeple",
    ];

    const VERBS: &'static [&'static str] = &["tower", "top", "capture", "exchange", "ransom"];

    fn verb(self) -> &'static str {
        match self {
            Act::Piece(_) => "tower",
            Act::Top(..) => "top",
            Act::Capture(_) | Act::Spare => "capture",
            Act::Exchange(_) => "exchange",
            Act::Ransom(..) => "ransom",
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        let cell = |words: &[&str]| -> Result<Pos, ParseError> {
            let number = |w: &&str| w.parse::<i32>().map_err(|_| ParseError::Cell(words.join(" ")));
            match words {
                [x, y] => Ok(Pos::new(number(x)?, number(y)?)),
                _ => Err(ParseError::Cell(words.join(" "))),
            }
        };
        Some(match verb {
            "tower" => cell(rest).map(Act::Piece).map_err(Into::into),
            "top" => match rest {
                [x, y] => cell(&[x, y]).map(|p| Act::Top(p, FigureKind::Meeple)).map_err(Into::into),
                [x, y, kind] => {
                    cell(&[x, y]).and_then(|p| Ok(Act::Top(p, parse_kind(kind)?))).map_err(Into::into)
                }
                _ => Err(ParseError::Cell(rest.join(" ")).into()),
            },
            "capture" => match rest {
                ["none"] => Ok(Act::Spare),
                [x, y, "tower"] => cell(&[x, y]).map(|p| Act::Capture(Captive::Top(p))).map_err(Into::into),
                _ => rest
                    .join(" ")
                    .parse::<Target>()
                    .map(|t| Act::Capture(Captive::Follower(t)))
                    .map_err(ParseActionError::from),
            },
            "exchange" => match rest {
                [kind] => parse_kind(kind).map(Act::Exchange).map_err(Into::into),
                _ => Err(ParseError::Figure(rest.join(" ")).into()),
            },
            "ransom" => match rest {
                [seat, kind] => match seat.parse::<u8>() {
                    Ok(n @ 1..=6) => {
                        parse_kind(kind).map(|k| Act::Ransom(Seat(n - 1), k)).map_err(Into::into)
                    }
                    _ => Err(ParseError::Seat(seat.to_string()).into()),
                },
                _ => Err(ParseError::Seat(rest.join(" ")).into()),
            },
            _ => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Piece(pos) => write!(f, "tower {} {}", pos.x, pos.y),
            Act::Top(pos, FigureKind::Meeple) => write!(f, "top {} {}", pos.x, pos.y),
            Act::Top(pos, kind) => write!(f, "top {} {} {}", pos.x, pos.y, kind_word(*kind)),
            Act::Capture(captive) => write!(f, "capture {captive}"),
            Act::Spare => f.write_str("capture none"),
            Act::Exchange(kind) => write!(f, "exchange {}", kind_word(*kind)),
            Act::Ransom(seat, kind) => write!(f, "ransom {} {}", seat.0 + 1, kind_word(*kind)),
        }
    }
}

/// Text that is not one of its actions, in a way of its own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// A tower is named by its cell: two whole numbers.
    #[error("a tower is named by its cell, e.g. `2 -1`, not `{0}`")]
    Cell(String),
    /// A figure's word: meeple, big or abbot.
    #[error("`{0}` is no follower: meeple, big or abbot")]
    Figure(String),
    /// A ransom names the seat holding the prisoner, 1 to 6, and its figure.
    #[error("a ransom names the seat holding your figure and the figure, e.g. `2 meeple`, not `{0}`")]
    Seat(String),
}

/// A figure held by a player other than its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prisoner {
    /// Who holds it.
    pub holder: Seat,
    /// Whose figure it is.
    pub owner: Seat,
    pub kind: FigureKind,
    /// The cell it was captured on.
    pub at: Pos,
}

/// What happened to towers, captures and prisoners (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` put a piece on the tower at `pos`, now `height` high.
    Built { seat: Seat, pos: Pos, height: u8 },
    /// `seat` put their `kind` on top of the tower at `pos`: it is closed.
    Topped { seat: Seat, pos: Pos, kind: FigureKind },
    /// `seat` captured `owner`'s `kind` on `captive`: a prisoner, or home when it was
    /// the capturer's own (`prisoner` false).
    Captured { seat: Seat, owner: Seat, kind: FigureKind, captive: Captive, prisoner: bool },
    /// `seat` captured nobody.
    Spared { seat: Seat },
    /// `seat` and `other` exchanged prisoners: `seat` got its `got` back, `other` its
    /// `gave`.
    Exchanged { seat: Seat, other: Seat, got: FigureKind, gave: FigureKind },
    /// `seat` paid `points` to `holder` to free their `kind`.
    Ransomed { seat: Seat, holder: Seat, kind: FigureKind, points: u32 },
}

impl Happened {
    /// Nothing of The Tower shows anything new: it follows from the action alone.
    pub(crate) fn reveals(&self) -> bool {
        false
    }
}

/// A move against The Tower's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A piece or a meeple on a cell with no foundation.
    #[error("there is no tower foundation at {} {}", .0.x, .0.y)]
    NoFoundation(Pos),
    /// A piece or a meeple on a tower that a meeple closed.
    #[error("the tower at {} {} is closed: a meeple is on top", .0.x, .0.y)]
    Closed(Pos),
    /// A meeple on a foundation with no piece on it yet.
    #[error("the foundation at {} {} has no tower yet: only a tower piece goes there", .0.x, .0.y)]
    NoTower(Pos),
    /// A piece with none left in supply.
    #[error("you have no tower piece left")]
    NoPiece,
    /// A figure on top that is not a meeple of the player's supply (the abbot never).
    #[error("only a meeple or the big meeple in your supply goes on top of a tower")]
    NotForTop,
    /// A capture of something not in the new tower's range, or of no follower.
    #[error("nothing to capture at {0} in the range of the tower you built")]
    OutOfRange(Captive),
    /// Anything but a capture while one is asked.
    #[error("capture a follower in the tower's range, or nobody (`capture none`), first")]
    CaptureFirst,
    /// A capture with no tower just built.
    #[error("you capture only right after building a tower")]
    NoCapture,
    /// Anything but the exchange's choice while it is asked.
    #[error("choose which of your figures comes back in the exchange first")]
    ExchangeFirst,
    /// An exchange's choice with none asked, or of a figure not held.
    #[error("there is no exchange of that figure to make")]
    NoExchange,
    /// A second ransom in one turn.
    #[error("you paid a ransom this turn already")]
    PaidAlready,
    /// A ransom with fewer than 3 points.
    #[error("a ransom costs 3 points: you have fewer")]
    TooPoor,
    /// A ransom of a prisoner that seat does not hold.
    #[error("{0} holds no {fig} of yours", fig = .1.name())]
    NoPrisoner(Seat, FigureKind),
}

/// The Tower's decisions (`Phase::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// Capture a follower in the range of the tower just built, or nobody.
    Capture,
    /// Choose which of one's own figures to get back in an exchange.
    Exchange,
}

/// A tower on the board: its tile, its height, and who stands on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Built {
    tile: usize,
    height: u8,
    top: Option<(Seat, FigureKind)>,
}

/// The Tower's state.
#[derive(Clone, Debug)]
pub struct Tower {
    /// Every tower with a piece or more, in the order first built.
    towers: Vec<Built>,
    /// Pieces in supply, by seat.
    pieces: [u8; MAX_SEATS],
    /// Figures held by players other than their owners, oldest first.
    prisoners: Vec<Prisoner>,
    /// The active player paid a ransom this turn.
    paid: bool,
    /// The tile of the tower just built, while its builder chooses a capture.
    capturing: Option<usize>,
    /// The capturer and the other player of an exchange waiting for the capturer's
    /// choice.
    exchanging: Option<(Seat, Seat)>,
}

impl Tower {
    pub(crate) fn new(setup: &Setup) -> Tower {
        let players = usize::from(setup.players.clamp(1, MAX_SEATS as u8));
        let mut pieces = [0; MAX_SEATS];
        pieces[..players].fill(PIECES[players - 1]);
        Tower {
            towers: Vec::new(),
            pieces,
            prisoners: Vec::new(),
            paid: false,
            capturing: None,
            exchanging: None,
        }
    }
}

/// A tower as everyone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TowerInfo {
    pub pos: Pos,
    /// Pieces in it (one or more).
    pub height: u8,
    /// The meeple on top, closing it: its owner and kind.
    pub top: Option<(Seat, FigureKind)>,
}

super::game_view! {
    /// The Tower as everyone sees it.
    TowerView
}

impl<'g> TowerView<'g> {
    /// Every tower built, in the order first built.
    pub fn towers(&self) -> Vec<TowerInfo> {
        state(self.game)
            .towers
            .iter()
            .map(|b| TowerInfo { pos: self.game.board.tiles()[b.tile].pos, height: b.height, top: b.top })
            .collect()
    }

    /// The tower at `pos`, if one is built there.
    pub fn tower_at(&self, pos: Pos) -> Option<TowerInfo> {
        self.towers().into_iter().find(|t| t.pos == pos)
    }

    /// The cells of the foundations with no piece on them yet.
    pub fn empty_foundations(&self) -> Vec<Pos> {
        let s = state(self.game);
        (0..self.game.board.tiles().len())
            .filter(|&t| is_foundation(self.game, t) && !s.towers.iter().any(|b| b.tile == t))
            .map(|t| self.game.board.tiles()[t].pos)
            .collect()
    }

    /// `seat`'s tower pieces in supply.
    pub fn pieces(&self, seat: Seat) -> u8 {
        state(self.game).pieces[seat.index()]
    }

    /// Every prisoner, oldest first.
    pub fn prisoners(&self) -> &'g [Prisoner] {
        &state(self.game).prisoners
    }

    /// The prisoners `seat` holds (figures of others), oldest first.
    pub fn held_by(&self, seat: Seat) -> Vec<Prisoner> {
        self.prisoners().iter().filter(|p| p.holder == seat).copied().collect()
    }

    /// Whether the active player paid a ransom this turn.
    pub fn ransom_paid(&self) -> bool {
        state(self.game).paid
    }

    /// The tower just built whose builder chooses a capture: its cell and height, and
    /// what it may capture.
    pub fn capturing(&self) -> Option<(Pos, u8, Vec<Captive>)> {
        let tile = state(self.game).capturing?;
        let built = built_at(self.game, tile)?;
        Some((self.game.board.tiles()[tile].pos, built.height, captives(self.game, tile)))
    }

    /// The exchange waiting for the capturer's choice: the capturer, the other player,
    /// and the kinds of the capturer's figures the other holds.
    pub fn exchanging(&self) -> Option<(Seat, Seat, Vec<FigureKind>)> {
        let (seat, other) = state(self.game).exchanging?;
        Some((seat, other, held_kinds(self.game, other, seat)))
    }
}

/// Whether placed tile `tile` prints a tower foundation.
fn is_foundation(game: &Game, tile: usize) -> bool {
    game.board.tiles()[tile].kind.def().markers.tower
}

fn built_at(game: &Game, tile: usize) -> Option<Built> {
    state(game).towers.iter().copied().find(|b| b.tile == tile)
}

/// Whether the cell `at` is in the range of a tower at `from`, `height` high: on its
/// row or column, at most `height` cells away. Public for the bots and the pictures,
/// which weigh and show what a tower reaches.
pub fn in_range(from: Pos, height: u8, at: Pos) -> bool {
    let (dx, dy) = ((at.x - from.x).abs(), (at.y - from.y).abs());
    (dx == 0 || dy == 0) && dx + dy <= i32::from(height)
}

/// What the tower on tile `tile` may capture at its height: followers on features and
/// meeples on top of other towers in its range, each named once.
fn captives(game: &Game, tile: usize) -> Vec<Captive> {
    let Some(built) = built_at(game, tile) else { return Vec::new() };
    let from = game.board.tiles()[tile].pos;
    let mut out: Vec<Captive> = Vec::new();
    for f in game.figures.iter().filter(|f| f.kind.is_follower()) {
        if in_range(from, built.height, game.board.tiles()[f.tile].pos)
            && let Some(target) = Target::canonical(&game.board, f.tile, f.segment)
            && !out.contains(&Captive::Follower(target))
        {
            out.push(Captive::Follower(target));
        }
    }
    for b in state(game).towers.iter().filter(|b| b.top.is_some() && b.tile != tile) {
        let pos = game.board.tiles()[b.tile].pos;
        if in_range(from, built.height, pos) {
            out.push(Captive::Top(pos));
        }
    }
    out
}

/// The kinds of `owner`'s figures that `holder` holds, each once.
fn held_kinds(game: &Game, holder: Seat, owner: Seat) -> Vec<FigureKind> {
    let mut kinds = Vec::new();
    for p in state(game).prisoners.iter().filter(|p| p.holder == holder && p.owner == owner) {
        if !kinds.contains(&p.kind) {
            kinds.push(p.kind);
        }
    }
    kinds
}

/// Whether `seat`'s big meeple is in supply (Inns & Cathedrals in play).
fn big_meeple_home(game: &Game, seat: Seat) -> bool {
    game.view(Audience::Public).inns_cathedrals().is_some_and(|i| i.in_supply(seat))
}

/// `owner`'s `kind` is back in their supply: a meeple counts in it; a big meeple or an
/// abbot is in supply whenever it is neither on the board nor held.
fn home(game: &mut Game, owner: Seat, kind: FigureKind) {
    if kind == FigureKind::Meeple {
        game.players[owner].meeples += 1;
    }
}

/// The tile of the open tower or empty foundation at `pos`, for a piece.
fn buildable(game: &Game, pos: Pos) -> Result<usize, Refusal> {
    let tile = game.board.tile_index_at(pos).filter(|&t| is_foundation(game, t));
    let tile = tile.ok_or(Refusal::NoFoundation(pos))?;
    match built_at(game, tile) {
        Some(b) if b.top.is_some() => Err(Refusal::Closed(pos)),
        _ => Ok(tile),
    }
}

/// The tile of the open tower at `pos` a meeple may close.
fn toppable(game: &Game, pos: Pos) -> Result<usize, Refusal> {
    let tile = buildable(game, pos)?;
    built_at(game, tile).map(|_| tile).ok_or(Refusal::NoTower(pos))
}

/// Puts a piece of `seat`'s on the tower at `pos`; asks for a capture when any is in
/// range.
fn build(at: Acting<'_>, pos: Pos) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let tile = buildable(game, pos)?;
    if state(game).pieces[seat.index()] == 0 {
        return Err(Refusal::NoPiece.into());
    }
    let s = state_mut(game);
    s.pieces[seat.index()] -= 1;
    let height = match s.towers.iter_mut().find(|b| b.tile == tile) {
        Some(b) => {
            b.height += 1;
            b.height
        }
        None => {
            s.towers.push(Built { tile, height: 1, top: None });
            1
        }
    };
    events.push(Happened::Built { seat, pos, height }.into());
    if !captives(game, tile).is_empty() {
        state_mut(game).capturing = Some(tile);
        // Asked next, before the other steps after the figure step (the dragon's move).
        game.agenda.push(Step::Ask(Ph::Capture.into()));
    }
    Ok(())
}

/// Puts `seat`'s `kind` on top of the open tower at `pos`.
fn top(at: Acting<'_>, pos: Pos, kind: FigureKind) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let tile = toppable(game, pos)?;
    let in_supply = match kind {
        FigureKind::Meeple => game.players[seat].meeples > 0,
        BIG_MEEPLE => big_meeple_home(game, seat),
        _ => false,
    };
    if !in_supply {
        return Err(Refusal::NotForTop.into());
    }
    if kind == FigureKind::Meeple {
        game.players[seat].meeples -= 1;
    }
    let b = state_mut(game).towers.iter_mut().find(|b| b.tile == tile).expect("checked");
    b.top = Some((seat, kind));
    events.push(Happened::Topped { seat, pos, kind }.into());
    Ok(())
}

/// Takes `captive` in the range of the tower just built, for `seat`.
fn capture(at: Acting<'_>, captive: Captive) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let tile = state(game).capturing.ok_or(Refusal::NoCapture)?;
    if !captives(game, tile).contains(&captive) {
        return Err(Refusal::OutOfRange(captive).into());
    }
    let (owner, kind) = match captive {
        Captive::Follower(target) => {
            let at = target.resolve(&game.board).ok_or(Refusal::OutOfRange(captive))?;
            let index = game.figures.iter().position(|f| f.kind.is_follower() && (f.tile, f.segment) == at);
            let f: Figure = game.figures.remove(index.ok_or(Refusal::OutOfRange(captive))?);
            game.features.remove_meeple(game.features.node(f.tile, f.segment), f.owner, f.kind);
            (f.owner, f.kind)
        }
        Captive::Top(pos) => {
            let at = game.board.tile_index_at(pos);
            let b = state_mut(game).towers.iter_mut().find(|b| Some(b.tile) == at).expect("in range");
            b.top.take().expect("a meeple on top")
        }
    };
    state_mut(game).capturing = None;
    let prisoner = owner != seat;
    events.push(Happened::Captured { seat, owner, kind, captive, prisoner }.into());
    if !prisoner {
        home(game, owner, kind);
        return Ok(());
    }
    let at = captive.pos();
    state_mut(game).prisoners.push(Prisoner { holder: seat, owner, kind, at });
    match held_kinds(game, owner, seat)[..] {
        [] => {}
        [got] => exchange(game, seat, owner, got, events),
        _ => {
            state_mut(game).exchanging = Some((seat, owner));
            game.agenda.push(Step::Ask(Ph::Exchange.into()));
        }
    }
    Ok(())
}

/// `seat` gives back the figure of `other`'s they captured last and gets back their
/// oldest `got` that `other` holds.
fn exchange(game: &mut Game, seat: Seat, other: Seat, got: FigureKind, events: &mut Vec<Event>) {
    let s = state_mut(game);
    let given =
        s.prisoners.iter().rposition(|p| p.holder == seat && p.owner == other).expect("just captured");
    let gave = s.prisoners.remove(given).kind;
    let back = s.prisoners.iter().position(|p| p.holder == other && p.owner == seat && p.kind == got);
    s.prisoners.remove(back.expect("a kind held"));
    s.exchanging = None;
    home(game, other, gave);
    home(game, seat, got);
    events.push(Happened::Exchanged { seat, other, got, gave }.into());
}

/// `seat` frees their `kind` held by `holder` for 3 points.
fn ransom(at: Acting<'_>, holder: Seat, kind: FigureKind) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    if let Some(refusal) = ransom_refusal(game, seat, holder, kind) {
        return Err(refusal.into());
    }
    let phase = game.decision_of(seat).expect("asked").phase;
    let s = state_mut(game);
    let at = s.prisoners.iter().position(|p| p.holder == holder && p.owner == seat && p.kind == kind);
    s.prisoners.remove(at.expect("checked"));
    s.paid = true;
    home(game, seat, kind);
    transfer(game, seat, -(RANSOM as i32));
    transfer(game, holder, RANSOM as i32);
    events.push(Happened::Ransomed { seat, holder, kind, points: RANSOM }.into());
    // The tile step or the figure step is asked again, with the figure in supply.
    game.agenda.push(Step::Ask(phase));
    Ok(())
}

/// Why `seat` may not free their `kind` held by `holder` now.
fn ransom_refusal(game: &Game, seat: Seat, holder: Seat, kind: FigureKind) -> Option<Refusal> {
    let s = state(game);
    if s.paid {
        return Some(Refusal::PaidAlready);
    }
    if !s.prisoners.iter().any(|p| p.holder == holder && p.owner == seat && p.kind == kind) {
        return Some(Refusal::NoPrisoner(holder, kind));
    }
    (game.players[seat].score < RANSOM as i32).then_some(Refusal::TooPoor)
}

/// The ransoms `seat` may pay now, each (holder, kind) once.
fn ransoms(game: &Game, seat: Seat, out: &mut Vec<Action>) {
    let start = out.len();
    for p in state(game).prisoners.iter().filter(|p| p.owner == seat) {
        let act = Action::from(Act::Ransom(p.holder, p.kind));
        if ransom_refusal(game, seat, p.holder, p.kind).is_none() && !out[start..].contains(&act) {
            out.push(act);
        }
    }
}

fn transfer(game: &mut Game, seat: Seat, points: i32) {
    let player = &mut game.players[seat];
    player.score += points;
    player.breakdown[Category::Ransom.index()] += points;
}

/// The Tower's place in the turn: its rules, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    /// Rules version 11 only: a tile drawn for a new turn lets the active player pay a
    /// ransom again (not a builder's second tile, the same turn). Take two's second tile
    /// is drawn too, and let a second ransom be paid that turn.
    fn drawn(&self, game: &mut Game, _tile: crate::catalog::TileKind, _events: &mut Vec<Event>) {
        if game.setup.version >= TURN_END_SINCE {
            return;
        }
        let second = game.view(Audience::Public).traders_builders().is_some_and(|t| t.second_tile());
        if !second {
            state_mut(game).paid = false;
        }
    }

    /// From rules version 12 the ransom is free again when a turn ends, whatever tiles
    /// it drew: one ransom a turn (the FAQ), Take two's tile and a builder's second tile
    /// being the same turn's. A builder's second tile ends before the turn that earned it
    /// reaches this step, so one ransom covers both: from rules version 24 the step
    /// after every box's end of the part (`Stage::AfterPart`), the first part's end of
    /// turn then coming before the second tile.
    fn step(&self, game: &mut Game, stage: Stage, _events: &mut Vec<Event>) {
        let end = if game.setup.version >= turn::PARTS_SINCE { Stage::AfterPart } else { Stage::EndOfTurn };
        if stage == end && game.setup.version >= TURN_END_SINCE {
            state_mut(game).paid = false;
        }
    }

    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        let seat = game.active;
        let s = state(game);
        let pieces = s.pieces[seat.index()] > 0;
        let meeple = game.players[seat].meeples > 0;
        let big = big_meeple_home(game, seat);
        for tile in (0..game.board.tiles().len()).filter(|&t| is_foundation(game, t)) {
            let pos = game.board.tiles()[tile].pos;
            match built_at(game, tile) {
                Some(b) if b.top.is_some() => {}
                Some(_) => {
                    if pieces {
                        out.push(Act::Piece(pos).into());
                    }
                    if meeple {
                        out.push(Act::Top(pos, FigureKind::Meeple).into());
                    }
                    if big {
                        out.push(Act::Top(pos, BIG_MEEPLE).into());
                    }
                }
                None if pieces => out.push(Act::Piece(pos).into()),
                None => {}
            }
        }
        ransoms(game, seat, out);
    }

    fn tile_actions(&self, game: &Game, out: &mut Vec<Action>) {
        ransoms(game, game.active, out);
    }

    /// A meeple on top of a tower or a prisoner is neither on the board's features nor
    /// in supply: a big meeple or an abbot held so is not in its owner's supply.
    fn holding(&self, game: &Game, seat: Seat, kind: FigureKind) -> Option<Pos> {
        let s = state(game);
        let top = s.towers.iter().find(|b| b.top == Some((seat, kind)));
        top.map(|b| game.board.tiles()[b.tile].pos)
            .or_else(|| s.prisoners.iter().find(|p| p.owner == seat && p.kind == kind).map(|p| p.at))
    }
}

impl Ph {
    /// Adds its legal answers for the player it asks (`Game::legal_actions`).
    pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
        match self {
            Ph::Capture => {
                let Some(tile) = state(game).capturing else { return };
                out.extend(captives(game, tile).into_iter().map(|c| Action::from(Act::Capture(c))));
                out.push(Act::Spare.into());
            }
            Ph::Exchange => {
                let Some((seat, other)) = state(game).exchanging else { return };
                out.extend(held_kinds(game, other, seat).into_iter().map(|k| Action::from(Act::Exchange(k))));
            }
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, its owner in play).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match self {
            Act::Piece(pos) => build(Acting { game, seat, events }, pos),
            Act::Top(pos, kind) => top(Acting { game, seat, events }, pos, kind),
            Act::Capture(captive) => capture(Acting { game, seat, events }, captive),
            Act::Spare => {
                state(game).capturing.ok_or(Refusal::NoCapture)?;
                state_mut(game).capturing = None;
                events.push(Happened::Spared { seat }.into());
                Ok(())
            }
            Act::Exchange(kind) => {
                let Some((capturer, other)) = state(game).exchanging else {
                    return Err(Refusal::NoExchange.into());
                };
                if capturer != seat || !held_kinds(game, other, seat).contains(&kind) {
                    return Err(Refusal::NoExchange.into());
                }
                exchange(game, seat, other, kind, events);
                Ok(())
            }
            Act::Ransom(holder, kind) => ransom(Acting { game, seat, events }, holder, kind),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TileKind;

    /// The box: 18 tiles of the second edition (16 kinds and the two garden tiles'
    /// plain twins), each with a foundation.
    #[test]
    fn the_box() {
        let ours: Vec<TileKind> = TileKind::all().filter(|k| k.def().id.starts_with("TO/")).collect();
        let drawn: Vec<&TileKind> = ours.iter().filter(|k| k.def().replaces.is_none()).collect();
        assert_eq!(drawn.iter().map(|k| u32::from(k.def().count)).sum::<u32>(), 18);
        assert!(ours.iter().all(|k| k.def().markers.tower));
        assert_eq!(ours.iter().filter(|k| k.def().replaces.is_some()).count(), 2);
    }

    #[test]
    fn range_runs_along_rows_and_columns() {
        let o = Pos::new(0, 0);
        assert!(in_range(o, 1, Pos::new(0, 0)));
        assert!(in_range(o, 2, Pos::new(-2, 0)));
        assert!(!in_range(o, 2, Pos::new(1, 1)));
        assert!(!in_range(o, 2, Pos::new(0, 3)));
    }

    #[test]
    fn notation_round_trips() {
        for text in Act::SAMPLES {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), *text);
        }
        assert_eq!("ransom 7 meeple".parse::<Action>(), Err(ParseError::Seat("7".into()).into()));
        assert_eq!("exchange pig".parse::<Action>(), Err(ParseError::Figure("pig".into()).into()));
        assert_eq!("tower 1".parse::<Action>(), Err(ParseError::Cell("1".into()).into()));
    }
}
