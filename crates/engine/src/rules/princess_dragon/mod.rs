//! Princess & Dragon (second edition): the dragon, the fairy, the magic portal and the
//! princess. Nothing is hidden: the dragon, the fairy and the tiles set aside are in
//! plain sight. Rules version 11; earlier games cannot have it.
//!
//! - *Volcano*: a volcano tile is placed as usual; the dragon lands on it (flying from
//!   wherever it was, eating nothing on the way) and no figure goes on that tile
//!   (`ExpansionRules::bars_figures`); the other choices of the figure step (moving the
//!   fairy, a bridge) stay open.
//! - *Dragon tiles*: after the figure step and before scoring, the dragon moves six
//!   steps, one tile at a time across a side, the active player choosing the first step
//!   and each player after them in turn the next (a decision of one seat at a time,
//!   [`Ph::Dragon`], `dragon N|E|S|W`). It never enters a tile it has been on during
//!   this move (its start counted) nor the fairy's; with no step left it stops early.
//!   On each tile it enters it eats every figure of the players (meeples of any size,
//!   abbots, builders, pigs, shepherds with their flocks, which go back to the bag):
//!   they go back to their owners' supplies. A meeple on a castle stands on no tile's
//!   feature and is not eaten (the French text of Bridges, Castles & Bazaars).
//! - *Before the first volcano*: the dragon is not on the board, and a dragon tile drawn
//!   then is set aside and another drawn; the first volcano puts the tiles set aside
//!   back in the stack (shuffled in; with a fixed draw order, drawn next in the order
//!   they were set aside, so a scenario stays explicit).
//! - *Fairy*: instead of placing a figure, a player moves the fairy next to one of
//!   their followers anywhere (`fairy <x> <y> <spot>`). At the start of each of its
//!   owner's turns that follower's owner scores 1, once a turn: a builder's second tile
//!   is the same turn, and so is the tile kept from The Gifts' Take two (from rules
//!   version 13; earlier versions scored the point again for it). Each tile of a
//!   bazaar's round is its player's own turn, and scores it. When the follower's
//!   feature scores, during play or at the end, its owner scores 3 more, majority or
//!   not, and the fairy stays on its tile with no follower. The dragon never enters the
//!   fairy's tile. The fairy follows a figure, not a feature: another meeple put into
//!   that feature later gets nothing. From rules version 15, with Bridges, Castles &
//!   Bazaars (« La fée peut être posée sur la forteresse près de votre meeple »): the
//!   fairy also goes next to one's meeples on a castle (`fairy <x> <y> castle`, either
//!   cell of the castle, the fairy standing on that tile), a point at the start of each
//!   of their owner's turns and 3 more when the castle scores (a castle scores nothing
//!   at the end); and a knight it stands next to that goes onto a castle keeps it.
//!   Versions 11 to 14 knew followers on features only.
//! - *`DG/CCc+.p`'s field walled in by its two cities* holds a farmer from rules
//!   version 15 (before, it held none: `walled in since` in its registry row).
//! - *Magic portal*: on a tile with a portal, instead of a figure on that tile, a
//!   player may put one of their followers on any feature of a placed tile that is not
//!   finished and that nobody occupies (`portal <x> <y> <spot>` for a meeple, `portal
//!   <x> <y> <spot> big|abbot|mayor|wagon` for another), never on the dragon's tile.
//!   From rules version 16 every follower in supply goes through, each only onto a
//!   feature it may stand on (its `FigureSpec::stands_on`: the mayor a city, the wagon
//!   a road, city or monastery, the abbot a monastery or garden, the big meeple as a
//!   meeple); no other piece (a builder, a pig, a shepherd, a barn). Once there it is
//!   the figure it always is: nothing remembers how it came. Before version 16 only a
//!   plain meeple went through, and stored games replay so.
//! - *Princess*: a tile whose princess city joins a city with knights lets the player
//!   send one of them home, any player's, instead of placing a figure (`princess <x>
//!   <y> <spot>`, naming where the knight stands). A lone builder follows its owner's
//!   last knight home (Traders & Builders' rule for strays).
//!
//! Points: the fairy's are their own category, [`Category::Fairy`](crate::Category).

mod facts;
mod messages;

use std::fmt;

use super::accessors::princess_dragon::{state, state_mut};
use super::{ExpansionRules, Stage, ask};
use crate::action::{Action, ParseActionError};
use crate::catalog::TileKind;
use crate::category::Category;
use crate::error::RuleError;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::game::{Figure, FigureKind, Game};
use crate::geometry::{Dir, Pos};
use crate::notation::BoxNotation;
use crate::rules::bridges_castles_bazaars::Castle;
use crate::rules::{self, Acting};
use crate::scoring;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::{Expansion, Setup};
use crate::spot::Spot;
use crate::target::Target;
use crate::tile::FeatureKind;
use crate::turn::{self, Step};
use crate::view::Audience;
use crate::worth::FigureWorth;

/// Steps of one move of the dragon, whatever the number of players.
pub const DRAGON_STEPS: u8 = 6;

/// What the fairy brings its follower's owner at the start of each of their turns.
pub const FAIRY_TURN_POINTS: u32 = 1;

/// What the fairy brings when its follower's feature scores.
pub const FAIRY_SCORE_POINTS: u32 = 3;

/// The rules version from which the fairy's point comes once a turn, whatever tiles the
/// turn draws (earlier versions scored it again for the tile kept from Take two).
const ONCE_A_TURN_SINCE: u32 = 13;

/// The rules version from which `DG/CCc+.p`'s field walled in by its two cities holds a
/// farmer (earlier versions left it out, on the stale ground that `IC/CCCC`'s held none):
/// its registry row's `walled in since`.
pub(crate) const WALLED_IN_SINCE: u32 = 15;
/// The first rules version where the fairy's 3 points come when a barn (Abbey & Mayor)
/// scores its follower's field during play (issue 84); before, they never did.
const BARN_SCORING_SINCE: u32 = 16;
/// The first rules version where every follower goes through the magic portal, not only
/// a plain meeple: « The mayor and the wagon can use a magic portal » (the Complete
/// Annotated Rules, issue 84), the big meeple and the abbot by the same reading.
const PORTAL_FIGURES_SINCE: u32 = 16;

/// How many of its owner's turns to come the bots count the fairy's point for: every
/// player may move it away at their turn, so it seldom stays long.
const FAIRY_TURNS_WEIGHED: usize = 2;

/// What a player does with the dragon, the fairy, a portal or a princess
/// (`Action::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Instead of placing a figure, move the fairy next to your follower there, or
    /// next to your meeples on a castle.
    Fairy(Beside),
    /// Instead of a figure on the portal's tile, put this follower (a meeple, the big
    /// meeple, the abbot, the mayor, the wagon) on the feature there.
    Portal(Target, FigureKind),
    /// Instead of placing a figure, send the knight there home (the princess's city).
    Princess(Target),
    /// The dragon's next step, across this side of its tile.
    Dragon(Dir),
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &[
        "fairy 2 -1 road E",
        "fairy 0 -1 castle",
        "portal 0 3 city N",
        "portal 0 3 field Nw big",
        "portal -2 1 garden abbot",
        "portal 1 1 city S mayor",
        "portal 2 0 monastery wagon",
        "princess -1 0 city W",
        "dragon S",
    ];

    const VERBS: &'static [&'static str] = &["fairy", "portal", "princess", "dragon"];

    fn verb(self) -> &'static str {
        match self {
            Act::Fairy(_) => "fairy",
            Act::Portal(..) => "portal",
            Act::Princess(_) => "princess",
            Act::Dragon(_) => "dragon",
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        let target = || rest.join(" ").parse::<Target>().map_err(ParseActionError::from);
        Some(match verb {
            "fairy" => match rest {
                [x, y, word] if word.eq_ignore_ascii_case(CASTLE_WORD) => {
                    let number =
                        |w: &str| w.parse::<i32>().map_err(|_| ParseActionError::Number(w.to_string()));
                    number(x).and_then(|x| Ok(Act::Fairy(Beside::Castle(Pos::new(x, number(y)?)))))
                }
                _ => target().map(|t| Act::Fairy(Beside::Follower(t))),
            },
            // A figure's word last names it (`… mayor`); none, a meeple.
            "portal" => match rest.split_last() {
                Some((word, at)) if let Some(figure) = FigureKind::from_word(word) => at
                    .join(" ")
                    .parse::<Target>()
                    .map(|t| Act::Portal(t, figure))
                    .map_err(ParseActionError::from),
                _ => target().map(|t| Act::Portal(t, FigureKind::Meeple)),
            },
            "princess" => target().map(Act::Princess),
            "dragon" => match rest {
                [side] => Dir::ALL
                    .into_iter()
                    .find(|d| d.letter().eq_ignore_ascii_case(side))
                    .map(Act::Dragon)
                    .ok_or_else(|| ParseError::Side(side.to_string()).into()),
                _ => Err(ParseError::Side(rest.join(" ")).into()),
            },
            _ => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Fairy(beside) => write!(f, "fairy {beside}"),
            Act::Portal(target, FigureKind::Meeple) | Act::Princess(target) => {
                write!(f, "{} {target}", self.verb())
            }
            Act::Portal(target, figure) => write!(f, "portal {target} {}", figure.spec().word),
            Act::Dragon(dir) => write!(f, "dragon {}", dir.letter()),
        }
    }
}

/// Text that is not one of its actions, in a way of its own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// `dragon` takes one side: N, E, S or W.
    #[error("`dragon` takes one side, N, E, S or W, not `{0}`")]
    Side(String),
}

/// The word that names a castle where the fairy goes (`fairy 0 -1 castle`).
pub const CASTLE_WORD: &str = "castle";

crate::target::standing! {
    /// Where the fairy goes: next to a follower on a tile's feature, or next to one's
    /// meeples on a castle of Bridges, Castles & Bazaars (« La fée peut être posée sur la
    /// forteresse près de votre meeple »), which stand over the city, on no feature.
    Beside {
        /// The follower standing on this feature.
        Follower,
        /// The meeples on the castle covering this cell (`X Y castle`); the fairy stands on
        /// that cell's tile, either of the castle's two.
        Castle named CASTLE_WORD,
    }
}

/// A figure the dragon ate, back in its owner's supply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Eaten {
    pub owner: Seat,
    pub kind: FigureKind,
}

/// What happened to the dragon, the fairy, a portal's or a princess's figures
/// (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// A volcano was placed at `pos`: the dragon is there now.
    DragonLanded { pos: Pos },
    /// The first volcano put the dragon tiles set aside back in the stack.
    TilesReturned { tiles: Vec<TileKind> },
    /// `seat` moved the dragon one step, to `pos`, where it ate `eaten`.
    DragonMoved { seat: Seat, pos: Pos, eaten: Vec<Eaten> },
    /// The dragon's move is over at `pos`, after `steps` steps (fewer than six at a
    /// dead end).
    DragonStopped { pos: Pos, steps: u8 },
    /// `seat` moved the fairy next to their follower, or their meeples on a castle.
    FairyMoved { seat: Seat, beside: Beside },
    /// `seat` put their follower `figure` through the magic portal on `spot` at `pos`.
    PortalUsed { seat: Seat, figure: FigureKind, pos: Pos, spot: Spot },
    /// `seat`'s princess sent `owner`'s knight (`kind`) at `pos`, `spot` home.
    KnightRemoved { seat: Seat, owner: Seat, kind: FigureKind, pos: Pos, spot: Spot },
}

impl Happened {
    /// Whether it showed something new: tiles put back in the stack change what may
    /// be drawn; the rest follows from the action alone.
    pub(crate) fn reveals(&self) -> bool {
        matches!(self, Happened::TilesReturned { .. })
    }
}

/// A move against Princess & Dragon's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A figure on a volcano, where the dragon is.
    #[error("no figure goes on a volcano: the dragon is there")]
    Volcano,
    /// The fairy named beside no follower of the player's (nor meeple on a castle).
    #[error("the fairy goes next to one of your followers: you have none at {0}")]
    NoFollowerForFairy(Beside),
    /// The fairy is next to that follower (those meeples on a castle) already.
    #[error("the fairy is already next to your follower at {0}")]
    FairyThere(Beside),
    /// A portal's move on a tile without one.
    #[error("the tile you placed has no magic portal")]
    NoPortal,
    /// Through the portal onto a spot that is no feature for a meeple.
    #[error("there is no feature for a meeple at {0}")]
    NoFeature(Target),
    /// Through the portal onto a feature somebody occupies.
    #[error("{0} is occupied")]
    Occupied(Target),
    /// Through the portal onto a finished feature.
    #[error("{0} is finished: the portal leads only to unfinished features")]
    Finished(Target),
    /// Through the portal onto the dragon's tile.
    #[error("the dragon is on that tile: no meeple goes there")]
    DragonThere,
    /// A piece that is no follower through the portal (a builder, a pig, a shepherd, a
    /// barn): only followers go through.
    #[error("your {} does not go through the magic portal: only followers do", .0.name())]
    NotAFollower(FigureKind),
    /// Another follower than a plain meeple through the portal, in a game of a rules
    /// version before 16.
    #[error("in this game only a plain meeple goes through the magic portal")]
    MeepleOnly,
    /// A follower through the portal that is not in its owner's supply (on the board,
    /// held prisoner…); a meeple's is `RuleError::NoMeepleLeft`.
    #[error("your {} is not in your supply", .0.name())]
    NotInSupply(FigureKind),
    /// A follower through the portal onto a feature it may not stand on (a mayor on a
    /// road, a wagon in a field).
    #[error("your {} cannot stand on a {}", .0.name(), .1)]
    NotThere(FigureKind, FeatureKind),
    /// A princess's move on a tile without one.
    #[error("the tile you placed has no princess")]
    NoPrincess,
    /// The knight named is not in the city the princess joins.
    #[error("no knight at {0} in the city your princess joins")]
    NoKnight(Target),
    /// The dragon's step onto a tile it may not enter.
    #[error("the dragon cannot go {}: no tile there, a tile it has been on this move, or the fairy's", .0.letter())]
    Blocked(Dir),
    /// Anything but the dragon's step while it moves.
    #[error("the dragon is moving: choose its next step first")]
    DragonMoving,
    /// A dragon's step while it is not moving.
    #[error("the dragon is not moving now")]
    DragonStill,
}

/// Princess & Dragon's decision (`Phase::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// Choose the dragon's next step (`Game::princess_dragon`'s `moving` says where it
    /// is, where it has been and how many steps are left).
    Dragon,
}

/// The fairy on the board: its tile and whom it stands next to, while they are on the
/// board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fairy {
    tile: usize,
    beside: Option<Companion>,
}

/// Whom the fairy stands next to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Companion {
    /// A follower on a tile's feature.
    Figure(Figure),
    /// `owner`'s meeples on castle number `castle` (in the order castles were built).
    Castle { castle: usize, owner: Seat },
}

impl Companion {
    /// Whose the fairy's points are.
    fn owner(self) -> Seat {
        match self {
            Companion::Figure(f) => f.owner,
            Companion::Castle { owner, .. } => owner,
        }
    }
}

/// The rules version from which the fairy goes next to a meeple on a castle, and stays
/// next to a knight that goes onto one (earlier versions knew only followers on
/// features: a knight moved onto a castle was gone for the fairy).
const CASTLES_SINCE: u32 = 15;

/// A move of the dragon under way.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Flight {
    /// The tiles it has been on during this move, its start first.
    visited: Vec<usize>,
    /// Steps taken so far.
    steps: u8,
}

/// Princess & Dragon's state.
#[derive(Clone, Debug)]
pub struct PrincessDragon {
    /// The dragon's cell, once the first volcano is placed.
    dragon: Option<Pos>,
    fairy: Option<Fairy>,
    flight: Option<Flight>,
    /// Dragon tiles drawn before the first volcano, in the order set aside.
    set_aside: Vec<TileKind>,
    /// A tile was drawn since the last turn ended: another tile drawn now (Take two's)
    /// starts no turn, and scores no fairy's point (from rules version 13).
    turn_begun: bool,
}

impl PrincessDragon {
    pub(crate) fn new(_setup: &Setup) -> PrincessDragon {
        PrincessDragon { dragon: None, fairy: None, flight: None, set_aside: Vec::new(), turn_begun: false }
    }
}

/// The dragon's move under way, as everyone sees it: what whoever moves next needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DragonMove {
    /// The seat that chooses the next step.
    pub mover: Seat,
    /// Steps taken and left.
    pub steps: u8,
    pub left: u8,
    /// The cells of the tiles it has been on during this move (may not enter again).
    pub visited: Vec<Pos>,
    /// The sides it may go now, with the cell each leads to.
    pub options: Vec<(Dir, Pos)>,
    /// Who chooses each step left, the next first: the players in turn from the
    /// active one (a dead end may stop the move before them all).
    pub pickers: Vec<Seat>,
}

super::game_view! {
    /// Princess & Dragon as everyone sees it.
    DragonView
}

impl<'g> DragonView<'g> {
    /// The dragon's cell; `None` before the first volcano.
    pub fn dragon(&self) -> Option<Pos> {
        state(self.game).dragon
    }

    /// The fairy's cell, and whom it stands next to (the owner, and the follower's
    /// feature or the castle), while they are still on the board.
    pub fn fairy(&self) -> Option<(Pos, Option<(Seat, Beside)>)> {
        let fairy = state(self.game).fairy?;
        let pos = self.game.board.tiles()[fairy.tile].pos;
        let beside = attached(self.game).and_then(|c| match c {
            Companion::Figure(f) => {
                Target::canonical(&self.game.board, f.tile, f.segment).map(|t| (f.owner, Beside::Follower(t)))
            }
            Companion::Castle { owner, .. } => Some((owner, Beside::Castle(pos))),
        });
        Some((pos, beside))
    }

    /// The dragon's move under way, if any.
    pub fn moving(&self) -> Option<DragonMove> {
        let flight = state(self.game).flight.as_ref()?;
        let mover = self.game.decisions.iter().find(|d| Ph::of(d.phase).is_some())?.seats.iter().next()?;
        let board = &self.game.board;
        Some(DragonMove {
            mover,
            steps: flight.steps,
            left: DRAGON_STEPS - flight.steps,
            visited: flight.visited.iter().map(|&t| board.tiles()[t].pos).collect(),
            options: steps(self.game).collect(),
            pickers: (flight.steps..DRAGON_STEPS).map(|taken| picker(self.game, taken)).collect(),
        })
    }

    /// The figures the dragon would eat on entering the tile at `pos`: every figure on
    /// it (none off the board).
    pub fn would_eat(&self, pos: Pos) -> Vec<Eaten> {
        let Some(tile) = self.game.board.tile_index_at(pos) else { return Vec::new() };
        let on = self.game.figures.iter().filter(|f| f.tile == tile);
        on.map(|f| Eaten { owner: f.owner, kind: f.kind }).collect()
    }

    /// Dragon tiles drawn before the first volcano, waiting beside the board.
    pub fn set_aside(&self) -> &'g [TileKind] {
        &state(self.game).set_aside
    }

    /// What the fairy gives each seat at the start of its turns now (1 to the owner of
    /// the follower it stands next to).
    pub fn fairy_owner(&self) -> Option<Seat> {
        attached(self.game).map(Companion::owner)
    }
}

/// Whom the fairy stands next to, while they are on the board: the follower on its
/// feature, the owner's meeples on the castle.
fn attached(game: &Game) -> Option<Companion> {
    state(game).fairy?.beside.filter(|&c| match c {
        Companion::Figure(f) => game.figures.contains(&f),
        Companion::Castle { castle, owner } => {
            castles(game).get(castle).is_some_and(|c| c.occupants().contains(owner))
        }
    })
}

/// The follower on a feature the fairy stands next to, while it is on the board.
fn follower(game: &Game) -> Option<Figure> {
    match attached(game)? {
        Companion::Figure(f) => Some(f),
        Companion::Castle { .. } => None,
    }
}

/// The castles on the board, in the order built (none without Bridges, Castles &
/// Bazaars).
fn castles(game: &Game) -> &[Castle] {
    game.bridges_castles_bazaars().map_or(&[], |b| b.view().castles())
}

/// Forgets whom the fairy stood next to once they have left the board (scored, sent
/// home): the fairy stays on its tile alone. From rules version 15 a knight that went
/// onto a castle (its small city's owners built one) keeps the fairy: it stands next to
/// its owner's meeples on that castle now.
fn settle(game: &mut Game) {
    let Some(Fairy { beside: Some(was), .. }) = state(game).fairy else { return };
    if attached(game).is_some() {
        return;
    }
    let now = match was {
        Companion::Figure(f) if game.setup.version >= CASTLES_SINCE => {
            let city = game.features.feature_of(f.tile, f.segment);
            rules::bridges_castles_bazaars::castle_over(game, city, f.owner)
                .map(|castle| Companion::Castle { castle, owner: f.owner })
        }
        _ => None,
    };
    if let Some(fairy) = state_mut(game).fairy.as_mut() {
        fairy.beside = now;
    }
}

/// The index of the tile just placed.
fn placed_index(game: &Game) -> usize {
    game.board.tiles().len() - 1
}

/// The sides the dragon may go now, each with the cell it leads to: onto a placed tile
/// it has not been on during this move, not the fairy's.
fn steps(game: &Game) -> impl Iterator<Item = (Dir, Pos)> + '_ {
    let s = state(game);
    let at = s.dragon;
    let fairy = s.fairy.map(|f| f.tile);
    Dir::ALL.into_iter().filter_map(move |dir| {
        let to = at?.step(dir);
        let tile = game.board.tile_index_at(to)?;
        let visited = s.flight.as_ref().is_some_and(|f| f.visited.contains(&tile));
        (!visited && Some(tile) != fairy).then_some((dir, to))
    })
}

/// Sends every figure on tile `tile` home (the dragon's meal); returns them.
fn eat(game: &mut Game, tile: usize) -> Vec<Eaten> {
    let mut eaten = Vec::new();
    let mut i = 0;
    while i < game.figures.len() {
        let f = game.figures[i];
        // A barn (Abbey & Mayor) is no meal: it stays to the end.
        if f.tile != tile || f.kind.is_permanent() {
            i += 1;
            continue;
        }
        game.figures.remove(i);
        send_home(game, f);
        eaten.push(Eaten { owner: f.owner, kind: f.kind });
    }
    eaten
}

/// Takes figure `f`, already off `Game::figures`, out of its feature's count and back
/// into its owner's supply (a shepherd's sheep back to the bag).
fn send_home(game: &mut Game, f: Figure) {
    if f.kind.is_follower() {
        game.features.remove_meeple(game.features.node(f.tile, f.segment), f.owner, f.kind);
    }
    if f.kind == FigureKind::Meeple {
        game.players[f.owner].meeples += 1;
    }
    if f.kind == rules::hills_sheep::SHEPHERD {
        rules::hills_sheep::shepherd_gone(game, f.owner);
    }
}

/// The cities the princesses of the tile just placed are in.
fn princess_cities(game: &Game) -> Vec<NodeId> {
    let index = placed_index(game);
    (0..game.board.segment_count(index))
        .filter(|&s| game.board.segment(index, s).princess)
        .map(|s| game.features.feature_of(index, s))
        .collect()
}

/// The knights the princess of the tile just placed may send home: every follower in
/// its city, each named once.
fn knights(game: &Game) -> Vec<Target> {
    let cities = princess_cities(game);
    let mut out: Vec<Target> = Vec::new();
    for f in game.figures.iter().filter(|f| f.kind.is_follower()) {
        if cities.contains(&game.features.feature_of(f.tile, f.segment))
            && let Some(target) = Target::canonical(&game.board, f.tile, f.segment)
            && !out.contains(&target)
        {
            out.push(target);
        }
    }
    out
}

/// Why follower `figure` may not go through the portal onto segment `segment` of tile
/// `tile`, if it may not: the feature must be one it stands on (`FigureSpec::stands_on`),
/// off the dragon's tile, unoccupied, and unfinished — on the portal's own tile, a
/// feature that tile just finished takes it, as a figure put there the usual way.
fn portal_refusal(
    game: &Game,
    figure: FigureKind,
    tile: usize,
    segment: usize,
    target: Target,
) -> Option<Refusal> {
    let kind = game.board.segment(tile, segment).kind;
    if !rules::counts(game, kind) || !turn::stands(game, tile, segment) {
        return Some(Refusal::NoFeature(target));
    }
    if !figure.spec().stands_on.contains(&kind) {
        return Some(match figure {
            FigureKind::Meeple => Refusal::NoFeature(target),
            _ => Refusal::NotThere(figure, kind),
        });
    }
    if state(game).dragon.and_then(|p| game.board.tile_index_at(p)) == Some(tile) {
        return Some(Refusal::DragonThere);
    }
    let info = game.features.info(game.features.node(tile, segment));
    if info.occupied() {
        return Some(Refusal::Occupied(target));
    }
    let finished = match kind {
        _ if tile == placed_index(game) => false,
        FeatureKind::Road | FeatureKind::City => info.open == 0,
        FeatureKind::Field => false,
        _ => info.scored || scoring::surrounded(game, game.board.tiles()[tile].pos),
    };
    finished.then_some(Refusal::Finished(target))
}

/// Whether the tile just placed has a magic portal.
fn has_portal(game: &Game) -> bool {
    game.board.tiles()[placed_index(game)].kind.def().markers.portal
}

/// The followers the active player may put through the portal: those in supply (from
/// rules version 16; before, a plain meeple alone), the meeple first and then each
/// box's in registry order.
fn portal_figures(game: &Game) -> Vec<FigureKind> {
    let every = game.setup.version >= PORTAL_FIGURES_SINCE;
    FigureKind::all()
        .filter(|&k| k.is_follower() && (every || k == FigureKind::Meeple))
        .filter(|&k| rules::in_supply(game, game.active, k))
        .collect()
}

/// Every feature a follower may reach through the portal of the tile just placed, off
/// that tile (on it, each figure's own action names them), each with the followers that
/// may go there side by side.
fn portal_targets(game: &Game, out: &mut Vec<Action>) {
    let figures = portal_figures(game);
    if figures.is_empty() {
        return;
    }
    let placed = placed_index(game);
    for tile in 0..placed {
        for segment in 0..game.board.segment_count(tile) {
            let Some(target) = Target::canonical(&game.board, tile, segment) else { continue };
            for &figure in &figures {
                if portal_refusal(game, figure, tile, segment, target).is_none() {
                    out.push(Act::Portal(target, figure).into());
                }
            }
        }
    }
}

/// The followers of `seat` the fairy may be moved next to, each named once; from rules
/// version 15 their meeples on castles too, at either cell of the castle (the fairy
/// stands on the tile named, which the dragon may not enter).
fn fairy_targets(game: &Game, seat: Seat) -> Vec<Beside> {
    let now = attached(game);
    let mut out: Vec<Beside> = Vec::new();
    // Not where the fairy is already: another follower of the seat's on the same spot (a
    // Synod's monk beside its own) is named as the one it stands next to.
    let here = match now {
        Some(Companion::Figure(n)) => Some((n.tile, n.segment)),
        _ => None,
    };
    let elsewhere = |f: &Figure| here != Some((f.tile, f.segment));
    for f in game.figures.iter().filter(|f| f.owner == seat && f.kind.is_follower() && elsewhere(f)) {
        if let Some(target) = Target::canonical(&game.board, f.tile, f.segment)
            && !out.contains(&Beside::Follower(target))
        {
            out.push(Beside::Follower(target));
        }
    }
    if game.setup.version >= CASTLES_SINCE {
        for (castle, c) in castles(game).iter().enumerate() {
            if c.occupants().contains(seat) && now != Some(Companion::Castle { castle, owner: seat }) {
                // A tile with two small cities may hold two castles: a cell names the
                // first castle built over it (`castle_at`), so only its cells that name
                // this castle are offered.
                let named = c.cells.into_iter().filter(|&p| castle_at(game, p, seat) == Some(castle));
                out.extend(named.map(Beside::Castle));
            }
        }
    }
    out
}

/// Scores `points` of the fairy for `seat`, shown on the fairy's cell.
fn fairy_points(game: &mut Game, seat: Seat, points: u32, at_end: bool, events: &mut Vec<Event>) {
    let Some(fairy) = state(game).fairy else { return };
    let pos = game.board.tiles()[fairy.tile].pos;
    scoring::credit(game, SeatSet::single(seat), Category::Fairy, points);
    events.push(Event::Scored(Scoring {
        category: Category::Fairy,
        points,
        winners: SeatSet::single(seat),
        meeples: [0; MAX_SEATS],
        cells: vec![pos],
        at_end,
    }));
}

/// The fairy's 3 points when its follower's feature is among `scoring` (about to
/// score): the follower's owner scores them, majority or not.
fn fairy_bonus(game: &mut Game, scoring: &[NodeId], at_end: bool, events: &mut Vec<Event>) {
    let Some(f) = follower(game) else { return };
    if scoring.contains(&game.features.feature_of(f.tile, f.segment)) {
        fairy_points(game, f.owner, FAIRY_SCORE_POINTS, at_end, events);
    }
}

/// The castle covering cell `pos` where `seat` has a meeple, if any (rules version 15
/// on: before, the fairy never went next to a meeple on a castle).
fn castle_at(game: &Game, pos: Pos, seat: Seat) -> Option<usize> {
    if game.setup.version < CASTLES_SINCE {
        return None;
    }
    castles(game).iter().position(|c| c.cells.contains(&pos) && c.occupants().contains(seat))
}

/// The fairy's 3 points when the castle whose meeples it stands next to has just scored
/// (its meeples gone home with the points): the fairy stays on its tile alone. A castle
/// scores nothing at the end, and brings the fairy nothing then.
fn castle_bonus(game: &mut Game, events: &mut Vec<Event>) {
    let Some(Fairy { beside: Some(Companion::Castle { castle, owner }), .. }) = state(game).fairy else {
        return;
    };
    if castles(game).get(castle).is_some_and(|c| c.scored.is_some()) {
        fairy_points(game, owner, FAIRY_SCORE_POINTS, false, events);
        if let Some(fairy) = state_mut(game).fairy.as_mut() {
            fairy.beside = None;
        }
    }
}

/// Moves the fairy next to `seat`'s follower, or `seat`'s meeples on a castle, as
/// `beside` names them. A feature named where `seat` has no follower but a meeple on a
/// castle over it (its city) names that castle, as a Retreat names it.
fn move_fairy(at: Acting<'_>, beside: Beside) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let refused = Refusal::NoFollowerForFairy(beside);
    let (companion, named) = match beside {
        Beside::Follower(target) => {
            let at = target.resolve(&game.board).ok_or(refused)?;
            let figure = game
                .figures
                .iter()
                .find(|f| f.owner == seat && f.kind.is_follower() && (f.tile, f.segment) == at);
            match figure {
                Some(&figure) => (Companion::Figure(figure), beside),
                None => {
                    let city = game.features.feature_of(at.0, at.1);
                    let castle = (game.setup.version >= CASTLES_SINCE)
                        .then(|| rules::bridges_castles_bazaars::castle_over(game, city, seat))
                        .flatten()
                        .ok_or(refused)?;
                    (Companion::Castle { castle, owner: seat }, Beside::Castle(target.pos))
                }
            }
        }
        Beside::Castle(pos) => {
            let castle = castle_at(game, pos, seat).ok_or(refused)?;
            (Companion::Castle { castle, owner: seat }, beside)
        }
    };
    if attached(game) == Some(companion) {
        return Err(Refusal::FairyThere(beside).into());
    }
    let tile = game.board.tile_index_at(named.pos()).expect("a follower or a castle is on a placed tile");
    state_mut(game).fairy = Some(Fairy { tile, beside: Some(companion) });
    events.push(Happened::FairyMoved { seat, beside: named }.into());
    Ok(())
}

/// Puts `seat`'s follower `figure` through the portal onto `target`.
fn through_portal(at: Acting<'_>, target: Target, figure: FigureKind) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    if !has_portal(game) {
        return Err(Refusal::NoPortal.into());
    }
    if !figure.is_follower() {
        return Err(Refusal::NotAFollower(figure).into());
    }
    if figure != FigureKind::Meeple && game.setup.version < PORTAL_FIGURES_SINCE {
        return Err(Refusal::MeepleOnly.into());
    }
    let placed = placed_index(game);
    let (tile, segment) = match target.resolve(&game.board) {
        // A meeple onto the portal's own tile, as `meeple` puts it there.
        Some((tile, _)) if tile == placed && figure == FigureKind::Meeple => {
            (tile, turn::open_segment(game, target.spot)?)
        }
        Some((tile, segment)) => {
            if let Some(refusal) = portal_refusal(game, figure, tile, segment, target) {
                return Err(refusal.into());
            }
            (tile, segment)
        }
        None => return Err(Refusal::NoFeature(target).into()),
    };
    if !rules::in_supply(game, seat, figure) {
        return Err(match figure {
            FigureKind::Meeple => RuleError::NoMeepleLeft,
            FigureKind::Own(expansion, _) if !game.has(expansion) => RuleError::NotInGame(expansion.title()),
            FigureKind::Own(..) => Refusal::NotInSupply(figure).into(),
        });
    }
    if figure == FigureKind::Meeple {
        game.players[seat].meeples -= 1;
    }
    game.figures.push(Figure { owner: seat, kind: figure, tile, segment });
    game.features.add_meeple(game.features.node(tile, segment), seat, figure);
    events.push(Happened::PortalUsed { seat, figure, pos: target.pos, spot: target.spot }.into());
    Ok(())
}

/// The princess of the tile just placed sends the knight at `target` home.
fn princess(at: Acting<'_>, target: Target) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let cities = princess_cities(game);
    if cities.is_empty() {
        return Err(Refusal::NoPrincess.into());
    }
    let at = target.resolve(&game.board).ok_or(Refusal::NoKnight(target))?;
    let index = game.figures.iter().position(|f| {
        f.kind.is_follower()
            && (f.tile, f.segment) == at
            && cities.contains(&game.features.feature_of(f.tile, f.segment))
    });
    let index = index.ok_or(Refusal::NoKnight(target))?;
    let knight = game.figures.remove(index);
    send_home(game, knight);
    events.push(
        Happened::KnightRemoved {
            seat,
            owner: knight.owner,
            kind: knight.kind,
            pos: target.pos,
            spot: target.spot,
        }
        .into(),
    );
    Ok(())
}

/// One step of the dragon, across side `dir`, chosen by `seat`.
fn step_dragon(at: Acting<'_>, dir: Dir) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    if state(game).flight.is_none() {
        return Err(Refusal::DragonStill.into());
    }
    let (_, to) = steps(game).find(|&(d, _)| d == dir).ok_or(Refusal::Blocked(dir))?;
    let tile = game.board.tile_index_at(to).expect("a step leads onto a tile");
    let s = state_mut(game);
    s.dragon = Some(to);
    let flight = s.flight.as_mut().expect("checked");
    flight.visited.push(tile);
    flight.steps += 1;
    let eaten = eat(game, tile);
    events.push(Happened::DragonMoved { seat, pos: to, eaten }.into());
    game.agenda.push(Step::Module(Expansion::PrincessDragon, Stage::AfterFigure));
    Ok(())
}

/// Who chooses the dragon's step after `taken` steps: the active player the first,
/// each player after them in turn the next.
fn picker(game: &Game, taken: u8) -> Seat {
    Seat(((game.active.index() + usize::from(taken)) % game.players.len()) as u8)
}

/// The dragon's move: asks whoever chooses the next step, or ends the move after six
/// steps or at a dead end.
fn fly(game: &mut Game, events: &mut Vec<Event>) {
    let Some(flight) = state(game).flight.as_ref() else { return };
    let taken = flight.steps;
    if taken < DRAGON_STEPS && steps(game).next().is_some() {
        game.decisions.push(ask(picker(game, taken), Ph::Dragon.into()));
        return;
    }
    let s = state_mut(game);
    s.flight = None;
    let pos = s.dragon.expect("a moving dragon is on the board");
    events.push(Happened::DragonStopped { pos, steps: taken }.into());
}

/// Princess & Dragon's place in the turn: its rules, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    /// Before the first volcano, a dragon tile drawn is set aside and another drawn.
    fn take(&self, game: &mut Game) -> Option<TileKind> {
        if state(game).dragon.is_some() {
            return None;
        }
        loop {
            let tile = turn::take_from_stack(game)?;
            if !tile.def().markers.dragon {
                return Some(tile);
            }
            state_mut(game).set_aside.push(tile);
        }
    }

    /// A volcano: the dragon lands (the first one puts the tiles set aside back). A
    /// dragon tile with the dragon on the board: its move begins after the figure step.
    fn placed(&self, game: &mut Game, events: &mut Vec<Event>) {
        settle(game);
        let index = placed_index(game);
        let placed = game.board.tiles()[index];
        let markers = placed.kind.def().markers;
        if markers.volcano {
            let s = state_mut(game);
            let first = s.dragon.is_none();
            s.dragon = Some(placed.pos);
            let tiles = if first { std::mem::take(&mut s.set_aside) } else { Vec::new() };
            events.push(Happened::DragonLanded { pos: placed.pos }.into());
            if !tiles.is_empty() {
                // The stack's next tile is its last: those set aside come next, in order.
                game.stack.extend(tiles.iter().rev());
                events.push(Happened::TilesReturned { tiles }.into());
            }
        }
        if markers.dragon
            && let Some(at) = state(game).dragon
        {
            let start = game.board.tile_index_at(at).expect("the dragon is on a tile");
            state_mut(game).flight = Some(Flight { visited: vec![start], steps: 0 });
        }
    }

    fn bars_figures(&self, game: &Game) -> Option<RuleError> {
        game.board.tiles()[placed_index(game)].kind.def().markers.volcano.then(|| Refusal::Volcano.into())
    }

    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        out.extend(knights(game).into_iter().map(|t| Action::from(Act::Princess(t))));
        if has_portal(game) {
            portal_targets(game, out);
        }
        out.extend(fairy_targets(game, game.active).into_iter().map(|b| Action::from(Act::Fairy(b))));
    }

    /// The dragon moves after the figure step (and a flock's choice), before scoring.
    /// When the turn ends, the next tile drawn begins a turn; a builder's second tile,
    /// drawn by Traders & Builders' step before this one (at the end of the part that
    /// earned it; from rules version 24 after every box's end of that part), begins none.
    fn step(&self, game: &mut Game, stage: Stage, events: &mut Vec<Event>) {
        let parts = game.setup.version >= turn::PARTS_SINCE;
        match stage {
            Stage::AfterFigure => fly(game, events),
            Stage::EndOfTurn if !parts => state_mut(game).turn_begun = false,
            Stage::AfterPart => state_mut(game).turn_begun = false,
            Stage::BeforeFigure | Stage::BeforeScore | Stage::EndOfTurn => {}
        }
    }

    /// The start of a turn: the fairy's point for its follower's owner, « au début de
    /// votre tour ». Not again for a builder's second tile, the same turn; from rules
    /// version 13 not for any tile drawn after the turn's first (Take two's: earlier
    /// versions scored the point again for the tile kept).
    fn drawn(&self, game: &mut Game, _tile: TileKind, events: &mut Vec<Event>) {
        settle(game);
        let begun = std::mem::replace(&mut state_mut(game).turn_begun, true);
        if begun && game.setup.version >= ONCE_A_TURN_SINCE {
            return;
        }
        let second = game.view(Audience::Public).traders_builders().is_some_and(|t| t.second_tile());
        if let Some(owner) = attached(game).map(Companion::owner)
            && owner == game.active
            && !second
        {
            fairy_points(game, owner, FAIRY_TURN_POINTS, false, events);
        }
    }

    /// The fairy's 3 points when its follower's feature is about to score.
    fn before_scoring(&self, game: &mut Game, placed: usize, events: &mut Vec<Event>) {
        settle(game);
        let touched = rules::in_play(game).find_map(|m| m.touched(game)).filter(|&t| t != placed);
        let completed = scoring::completed_by(game, placed, touched);
        fairy_bonus(game, &completed, false, events);
    }

    /// The fairy's 3 points when the castle it stands on scored (Bridges, Castles &
    /// Bazaars scores castles after the features, before this).
    fn after_scoring(&self, game: &mut Game, _completed: &[NodeId], events: &mut Vec<Event>) {
        castle_bonus(game, events);
        settle(game);
    }

    /// The follower the fairy stands next to: a point at each of its owner's next turns
    /// while tiles are left (two at most: others may move the fairy away), and a third
    /// of the 3 it brings if it is still there when the feature scores. Weighed so, a
    /// bot moves the fairy when its figure step has nothing better, not every turn.
    fn figure_worth(&self, game: &Game, figure: &Figure) -> Option<FigureWorth> {
        (follower(game) == Some(*figure)).then(|| {
            let turns = (game.tiles_left() / game.players.len()).min(FAIRY_TURNS_WEIGHED) as u32;
            FigureWorth { points: FAIRY_SCORE_POINTS / 3 + FAIRY_TURN_POINTS * turns, turns: 0 }
        })
    }

    /// The fairy's 3 points when its follower is a farmer whose field a barn scores
    /// (Abbey & Mayor): « when that follower's feature scores, during play or at the end
    /// … even when the feature is worth nothing ». Rules version 16 on.
    fn farmers_scored(&self, game: &mut Game, root: NodeId, events: &mut Vec<Event>) {
        if game.setup.version >= BARN_SCORING_SINCE {
            fairy_bonus(game, &[root], false, events);
        }
    }

    /// The fairy's 3 points when its follower's feature scores at the end.
    fn finish(&self, game: &mut Game, events: &mut Vec<Event>) {
        settle(game);
        let open: Vec<NodeId> = follower(game)
            .map(|f| game.features.feature_of(f.tile, f.segment))
            .filter(|&root| !game.features.info(root).scored)
            .into_iter()
            .collect();
        fairy_bonus(game, &open, true, events);
    }
}

impl Ph {
    /// Adds its legal answers for the player it asks (`Game::legal_actions`).
    pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
        match self {
            Ph::Dragon => out.extend(steps(game).map(|(dir, _)| Action::from(Act::Dragon(dir)))),
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, its owner in play).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match self {
            Act::Fairy(target) => move_fairy(Acting { game, seat, events }, target),
            Act::Portal(target, figure) => through_portal(Acting { game, seat, events }, target, figure),
            Act::Princess(target) => princess(Acting { game, seat, events }, target),
            Act::Dragon(dir) => step_dragon(Acting { game, seat, events }, dir),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The box: 30 tiles of the second edition (28 kinds and the two garden tiles'
    /// plain twins), 6 volcanoes, 12 dragons, 6 portals, 6 princesses.
    #[test]
    fn the_box() {
        let ours: Vec<TileKind> = TileKind::all().filter(|k| k.def().id.starts_with("DG/")).collect();
        let drawn = |k: &&TileKind| k.def().replaces.is_none();
        let count = |f: fn(&TileKind) -> bool| -> u32 {
            ours.iter().filter(drawn).filter(|k| f(k)).map(|k| u32::from(k.def().count)).sum()
        };
        assert_eq!(count(|_| true), 30);
        assert_eq!(count(|k| k.def().markers.volcano), 6);
        assert_eq!(count(|k| k.def().markers.dragon), 12);
        assert_eq!(count(|k| k.def().markers.portal), 6);
        assert_eq!(count(|k| k.def().segments.iter().any(|s| s.princess)), 6);
    }

    #[test]
    fn bad_text_is_named() {
        assert_eq!("dragon".parse::<Action>(), Err(ParseError::Side(String::new()).into()));
        assert_eq!("dragon NE".parse::<Action>(), Err(ParseError::Side("NE".into()).into()));
        assert!(matches!("fairy road".parse::<Action>(), Err(ParseActionError::Target(_))));
        assert_eq!("dragon w".parse::<Action>(), Ok(Act::Dragon(Dir::W).into()));
    }
}
