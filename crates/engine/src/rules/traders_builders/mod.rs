//! Traders & Builders: goods in cities, each player's builder and pig.
//!
//! **Goods.** Some cities print a good (wine, grain or cloth: 9, 6 and 5 symbols, one a
//! tile). When a city completes, the player who placed the completing tile takes one
//! token per symbol in it, whether or not they stand in it; the city scores as usual.
//! At the end, for each good, the players holding the most tokens of it score 10 each
//! (every tied player scores the 10; nobody when nobody holds one).
//!
//! **The builder.** Instead of a meeple, the active player may put their builder on the
//! road or city of the tile just placed when that road or city is not complete and
//! already holds one of their followers (`builder <spot>`). It is no follower: it never
//! counts for a majority and scores nothing. When on a later turn its owner places a
//! tile that extends the road or city where it stands, they play a second turn at once
//! (draw, place, figure step, scoring), once a turn: the second tile earns no third. It
//! goes home when its road or city scores, or as soon as its owner has no follower left
//! there.
//!
//! **The pig.** Instead of a meeple, the active player may put their pig in a field of
//! the tile just placed where they already have a farmer (`pig <spot>`). At the end, if
//! its owner scores that field (alone or tied), each completed city the field touches
//! gives them 1 more point (4 instead of 3; a castle 5 instead of 4); it is no farmer and
//! never decides who scores; so too when a barn scores its field's farmers during play
//! (Abbey & Mayor: 4 a city instead of 3, 2 instead of 1). It goes home as soon as its
//! owner has no farmer left there.
//!
//! Both are the expansion's own figures ([`BUILDER`], [`PIG`]), one of each per player,
//! in `Game::figures` while on the board. The state keeps the goods taken and the
//! builder's second tile. Nothing is hidden. Rules version 10; earlier games play as
//! before.
//!
//! **Decisions** (written also in `docs/rules.md`, "Traders & Builders"):
//! - *Extends*: the tile as placed joins the builder's road or city, checked when it
//!   goes down; a tile that completes the builder's road or city extends it too: the
//!   second tile is earned, then the builder goes home with the scoring. A tile placed
//!   where only a bridge lets it lie (Bridges, Castles & Bazaars) goes down with that
//!   bridge: from rules version 11, when the two join the builder's road, checked once
//!   the bridge is built (before scoring), the second tile is earned too (« posez une
//!   tuile qui prolonge la route », and the bridge « prolonge une route existante »,
//!   built with the tile « durant le même tour »). A bridge the tile did not need is
//!   not looked at.
//! - *Bazaars*: a bazaar tile that extends the builder's feature opens its auction
//!   first; the second tile comes after the auction, before the bazaar's round (the
//!   published text). Without bidding there is no auction to wait for, each chooser
//!   playing at once: from rules version 11 the second tile comes right after the
//!   bazaar tile's turn, the tiles face up, before the first player chooses (Hans im
//!   Glück's admitted variant; version 10 asked the first chooser before it). In a
//!   bazaar's round, a player whose bought tile extends their builder's feature plays
//!   their second turn at once, from the stack; a bazaar drawn then opens nothing (no
//!   chain of bazaars, as in any bazaar round).
//! - *Castles*: a castle is a completed city: a builder in a city that becomes a castle
//!   goes home; goods are taken as for any completed city (no city printing a good can
//!   become a castle: goods are only on cities of two edges or more). A pig adds 1 per
//!   castle beside its field as per city (JCloisterZone does the same).
//! - *Hills*: neither figure counts for a majority, so a hill's tie-break never sees
//!   them.
//! - *The Gifts*: Retreat and Change position move followers only, never a builder or a
//!   pig; when the last follower of the builder's owner leaves its feature (Retreat, or
//!   laid down as a farmer), the builder goes home at once, and the pig when the last
//!   farmer of its owner leaves its field. A Retreat's 2 per meeple left counts
//!   followers only. Take two's tile is the same turn's: it earns no second tile of its
//!   own beyond the once a turn.
//! - *Gardens*: the second edition's two garden tiles are The Abbot's rows
//!   (`AB/CcRR.w.g`, `AB/CcR.c.g`), in place of their plain tiles when both expansions
//!   are in play; their goods are taken like any other.
//! - *The River*: nothing changes (no river tile prints a good).

mod facts;
mod messages;

use std::fmt;

use super::accessors::traders_builders::{state, state_mut};
use super::{Count, ExpansionRules, FigureSpec, Stage};
use crate::action::{Action, ParseActionError};
use crate::category::Category;
use crate::error::RuleError;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::footprint::Footprint;
use crate::game::{Figure, FigureKind, Game};
use crate::geometry::Pos;
use crate::notation::BoxNotation;
use crate::rules::{self, Acting};
use crate::scoring;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::{Expansion, Setup};
use crate::spot::Spot;
use crate::tile::FeatureKind;
use crate::turn::{self, Step};
use crate::worth::FigureWorth;

/// A good printed in a city.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Good {
    Wine,
    Grain,
    Cloth,
}

impl Good {
    /// Every good, in the order of [`Goods`].
    pub const ALL: [Good; 3] = [Good::Wine, Good::Grain, Good::Cloth];

    /// The word in the tile tables (`(goods:wine)`).
    pub const fn word(self) -> &'static str {
        match self {
            Good::Wine => "wine",
            Good::Grain => "grain",
            Good::Cloth => "cloth",
        }
    }

    /// The good a tile table's word names.
    pub fn from_word(word: &str) -> Option<Good> {
        Good::ALL.into_iter().find(|g| g.word() == word)
    }

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Tokens by good, indexed by [`Good::index`].
pub type Goods = [u8; 3];

/// Points for the most tokens of a good at the end.
pub const MAJORITY_POINTS: u32 = 10;

/// The builder: on a road or city, a second tile when its owner extends it.
pub const BUILDER: FigureKind = FigureKind::Own(Expansion::TradersBuilders, Role::Builder as u8);

/// The pig: in a field, more points for that field's cities at the end.
pub const PIG: FigureKind = FigureKind::Own(Expansion::TradersBuilders, Role::Pig as u8);

/// What each player has of the box's figures and goods: the builder and the pig at
/// home, then the tokens of each good held.
pub const COUNTS: [Count; 5] = [
    Count::figure(BUILDER),
    Count::figure(PIG),
    Count::held("wine", None, ("goods-count", &[("good", "wine")]), |game, seat| {
        state(game).goods[seat.index()][Good::Wine.index()].into()
    }),
    Count::held("grain", None, ("goods-count", &[("good", "grain")]), |game, seat| {
        state(game).goods[seat.index()][Good::Grain.index()].into()
    }),
    Count::held("cloth", None, ("goods-count", &[("good", "cloth")]), |game, seat| {
        state(game).goods[seat.index()][Good::Cloth.index()].into()
    }),
];

/// The box's figures, by number (`Role as u8`): the builder and the pig, neither a
/// follower.
pub const FIGURES: [FigureSpec; 2] = [
    FigureSpec::piece("builder", &[FeatureKind::Road, FeatureKind::City]),
    FigureSpec::piece("pig", &[FeatureKind::Field]),
];

/// Which of the expansion's two figures: the words of its events and refusals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// [`BUILDER`].
    Builder = 0,
    /// [`PIG`].
    Pig = 1,
}

impl Role {
    /// Both, builder first.
    pub const ALL: [Role; 2] = [Role::Builder, Role::Pig];

    /// The figure.
    pub const fn kind(self) -> FigureKind {
        match self {
            Role::Builder => BUILDER,
            Role::Pig => PIG,
        }
    }

    /// The notation's verb, and the figure's word.
    pub const fn word(self) -> &'static str {
        FIGURES[self as usize].word
    }

    /// What of its owner's it must stand beside: a meeple (for a builder), a farmer.
    const fn beside(self) -> &'static str {
        match self {
            Role::Builder => "meeple",
            Role::Pig => "farmer",
        }
    }

    /// Whether the figure may stand on a feature of `kind`.
    fn stands_on(self, kind: FeatureKind) -> bool {
        FIGURES[self as usize].stands_on.contains(&kind)
    }
}

/// Traders & Builders' state in a game: the goods each player took, and the builder's
/// second tile of this turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TradersBuilders {
    goods: [Goods; MAX_SEATS],
    /// The seat whose tile just extended its builder's road or city: it plays a second
    /// tile when this turn ends.
    owed: Option<Seat>,
    /// A second tile is being drawn: the number of tiles on the board then, so that the
    /// next placement is known as the second tile.
    drawing: Option<usize>,
    /// The tile of this turn is a second tile: it earns no third.
    second: bool,
    /// The tile of this turn went down only with a bridge (from version 11): whether it
    /// extends the builder's road is checked again once the bridge is built.
    bridged: bool,
}

/// The first rules version in which a tile that needed a bridge extends the builder's
/// road through it.
const THROUGH_BRIDGE_SINCE: u32 = 11;

impl TradersBuilders {
    pub(crate) fn new(_setup: &Setup) -> TradersBuilders {
        TradersBuilders {
            goods: [[0; 3]; MAX_SEATS],
            owed: None,
            drawing: None,
            second: false,
            bridged: false,
        }
    }
}

/// What a player does with their builder or pig (`Action::Expansion`; its notation
/// `builder <spot>`, `pig <spot>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Put the builder on the road or city `spot` of the tile just placed.
    Builder(Spot),
    /// Put the pig in the field `spot` of the tile just placed.
    Pig(Spot),
}

impl Act {
    /// Which figure it puts down.
    pub fn role(self) -> Role {
        match self {
            Act::Builder(_) => Role::Builder,
            Act::Pig(_) => Role::Pig,
        }
    }
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &["builder road E", "builder city N", "pig field Sw"];

    const VERBS: &'static [&'static str] = &["builder", "pig"];

    fn verb(self) -> &'static str {
        self.role().word()
    }

    /// The same action naming `spot` instead of the spot it names (another name of the
    /// same field, as the players are offered it); unchanged if it names none.
    fn with_spot(self, spot: Spot) -> Act {
        match self {
            Act::Builder(_) => Act::Builder(spot),
            Act::Pig(_) => Act::Pig(spot),
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        let make: fn(Spot) -> Act = match verb {
            "builder" => Act::Builder,
            "pig" => Act::Pig,
            _ => return None,
        };
        Some(rest.join(" ").parse().map(make).map_err(ParseActionError::from))
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Builder(spot) | Act::Pig(spot) => write!(f, "{} {spot}", self.verb()),
        }
    }
}

/// What happened by Traders & Builders' rules (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` put their builder or pig on `spot` of the tile at `pos`.
    Placed { seat: Seat, role: Role, pos: Pos, spot: Spot },
    /// `seat`'s builder or pig went home from the tile at `pos`: its feature scored, or
    /// its owner has no follower (a builder) or farmer (a pig) left there.
    WentHome { seat: Seat, role: Role, pos: Pos },
    /// `seat` completed a city printing goods and took these tokens.
    GoodsTaken { seat: Seat, goods: Goods },
    /// `seat`'s tile extended their builder's road or city: they play a second tile now.
    SecondTile { seat: Seat },
    /// At the end, the most tokens of `good`: `held` per seat; a `Scored` of
    /// `Category::Goods` follows when anybody holds one.
    Majority { good: Good, held: [u8; MAX_SEATS] },
    /// When its field scores — at the end, or when a barn scores its farmers during play
    /// (Abbey & Mayor) — `seat`'s pig at `pos` adds 1 per completed city beside the
    /// field, `cities` of them; a `Scored` of `Category::Field` follows.
    PigFed { seat: Seat, pos: Pos, cities: u32 },
}

impl Happened {
    /// Whether it showed something new: a figure put down does not (it may be taken
    /// back); everything else comes with a draw or a score.
    pub(crate) fn reveals(&self) -> bool {
        !matches!(self, Happened::Placed { .. })
    }
}

/// A builder or pig put down against Traders & Builders' rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The player's one builder or pig is on the board already.
    #[error("your {} is already on the board", .0.word())]
    OnBoard(Role),
    /// A builder named a field or monastery, a pig something other than a field.
    #[error("a {role} does not go on a {kind}", role = .0.word(), kind = .1)]
    WrongFeature(Role, FeatureKind),
    /// None of the player's followers (for a pig, farmers) stands in that feature.
    #[error("a {role} goes only where you already have a {follower}", role = .0.word(), follower = .0.beside())]
    NoFollower(Role),
    /// A builder on a road or city this tile completes.
    #[error("this {0} is complete: it scores now")]
    Complete(FeatureKind),
}

/// `seat`'s builder or pig, if it is on the board.
fn figure_of(game: &Game, seat: Seat, role: Role) -> Option<Figure> {
    game.figures.iter().copied().find(|f| f.kind == role.kind() && f.owner == seat)
}

/// Whether `kind` is one of the expansion's figures.
fn ours(kind: FigureKind) -> bool {
    kind == BUILDER || kind == PIG
}

fn role_of(figure: &Figure) -> Role {
    if figure.kind == PIG { Role::Pig } else { Role::Builder }
}

/// Why `seat` may not put `role` on the segment `segment` of the tile just placed.
fn refusal(game: &Game, seat: Seat, role: Role, segment: usize) -> Option<Refusal> {
    if figure_of(game, seat, role).is_some() {
        return Some(Refusal::OnBoard(role));
    }
    let index = game.board.tiles().len() - 1;
    let kind = game.board.segment(index, segment).kind;
    if !role.stands_on(kind) {
        return Some(Refusal::WrongFeature(role, kind));
    }
    let info = game.features.info(game.features.node(index, segment));
    if info.meeples[seat.index()] == 0 {
        return Some(Refusal::NoFollower(role));
    }
    (role == Role::Builder && info.open == 0).then_some(Refusal::Complete(kind))
}

/// Whether `figure` must go home: its feature scored, or its owner has no follower
/// (farmer, for a pig) left there.
fn stranded(game: &Game, figure: &Figure) -> bool {
    let info = game.features.info(game.features.feature_of(figure.tile, figure.segment));
    info.scored || info.meeples[figure.owner.index()] == 0
}

/// Sends home every builder and pig that has nothing left to stay for.
fn send_strays_home(game: &mut Game, events: &mut Vec<Event>) {
    let strays: Vec<Figure> =
        game.figures.iter().filter(|f| ours(f.kind) && stranded(game, f)).copied().collect();
    for f in strays {
        let role = role_of(&f);
        let pos = game.board.tiles()[f.tile].pos;
        game.figures.retain(|g| *g != f);
        events.push(Happened::WentHome { seat: f.owner, role, pos }.into());
    }
}

/// The goods printed in the city `root`, one token per symbol.
fn goods_in(game: &Game, root: NodeId) -> Goods {
    let mut goods = [0; 3];
    for (tile, segment) in game.features.members(root) {
        if let Some(good) = game.board.segment(tile, segment).goods {
            goods[good.index()] += 1;
        }
    }
    goods
}

/// Puts `seat`'s builder or pig on `spot` of the tile just placed.
fn place(at: Acting<'_>, act: Act) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let (Act::Builder(spot) | Act::Pig(spot)) = act;
    let index = game.board.tiles().len() - 1;
    let segment = spot.resolve_on(&game.board, index).ok_or(RuleError::NoSuchFeature(spot))?;
    if let Some(refusal) = refusal(game, seat, act.role(), segment) {
        return Err(refusal.into());
    }
    game.figures.push(Figure { owner: seat, kind: act.role().kind(), tile: index, segment });
    let pos = game.board.tiles()[index].pos;
    events.push(Happened::Placed { seat, role: act.role(), pos, spot }.into());
    Ok(())
}

/// Whether the tile just placed joins the road or city where `seat`'s builder stands.
fn extends_builder(game: &Game, seat: Seat) -> bool {
    let Some(builder) = figure_of(game, seat, Role::Builder) else { return false };
    let root = game.features.feature_of(builder.tile, builder.segment);
    let index = game.board.tiles().len() - 1;
    builder.tile != index
        && (0..game.board.segment_count(index)).any(|s| game.features.feature_of(index, s) == root)
}

/// Whether the tile just placed meets a neighbour's edge of another kind (a road
/// against a field): it went down only with a bridge of this turn (Bridges, Castles &
/// Bazaars).
fn needs_bridge(game: &Game) -> bool {
    let index = game.board.tiles().len() - 1;
    let board = &game.board;
    board.footprint(index) == Footprint::Single
        && (0..4).any(|edge| {
            let (pos, side) = board.across(index, edge);
            let theirs = board
                .tile_index_at(pos)
                .and_then(|n| Some(board.edge_kind(n, board.edge_facing(n, pos, side)?)));
            theirs.is_some_and(|kind| kind != board.edge_kind(index, edge))
        })
}

/// The goods' majorities at the end: 10 to every seat holding the most of a good.
fn score_majorities(game: &mut Game, events: &mut Vec<Event>) {
    let players = game.players.len();
    for good in Good::ALL {
        let mut held = [0; MAX_SEATS];
        for (seat, h) in held.iter_mut().enumerate().take(players) {
            *h = state(game).goods[seat][good.index()];
        }
        let most = held.iter().copied().max().unwrap_or(0);
        events.push(Happened::Majority { good, held }.into());
        if most == 0 {
            continue;
        }
        let winners = SeatSet::from_fn(|s| s.index() < players && held[s.index()] == most);
        scoring::credit(game, winners, Category::Goods, MAJORITY_POINTS);
        events.push(Event::Scored(Scoring {
            category: Category::Goods,
            points: MAJORITY_POINTS,
            winners,
            meeples: [0; MAX_SEATS],
            cells: Vec::new(),
            at_end: true,
        }));
    }
}

/// What `pig` adds to its owner's score as the field stands: 1 per completed city
/// beside it, or `None` when its owner does not score the field.
fn pig_points(game: &Game, pig: &Figure) -> Option<u32> {
    let field = game.features.feature_of(pig.tile, pig.segment);
    rules::majority(game, field)
        .contains(pig.owner)
        .then(|| scoring::completed_cities(game, field).len() as u32)
}

/// How many second tiles `builder` may still earn: one per turn of its owner while its
/// road or city grows, and no more than that road or city has open ends (each turn
/// that extends it may close one).
fn builder_turns(game: &Game, builder: &Figure) -> u32 {
    let info = game.features.info(game.features.feature_of(builder.tile, builder.segment));
    let players = game.players.len();
    let owner_turns = game.tiles_left().div_ceil(players) as u32;
    if info.scored { 0 } else { u32::from(info.open).min(owner_turns) }
}

/// Each pig whose owner scores its field adds 1 per completed city beside it: every pig
/// at the end (`only` none), the pigs of the field `only` when a barn scores its farmers
/// during play.
fn feed_pigs(game: &mut Game, only: Option<NodeId>, events: &mut Vec<Event>) {
    let feeds = |f: &Figure| only.is_none_or(|root| game.features.feature_of(f.tile, f.segment) == root);
    let pigs: Vec<Figure> = game.figures.iter().filter(|f| f.kind == PIG && feeds(f)).copied().collect();
    for pig in pigs {
        let Some(cities) = pig_points(game, &pig) else { continue };
        let pos = game.board.tiles()[pig.tile].pos;
        events.push(Happened::PigFed { seat: pig.owner, pos, cities }.into());
        if cities == 0 {
            continue;
        }
        events.push(scoring::credit_alone(
            game,
            pig.owner,
            Category::Field,
            cities,
            vec![pos],
            only.is_none(),
        ));
    }
}

super::game_view! {
    /// Traders & Builders as everyone sees it: each player's goods, builder and pig.
    TradersView
}

impl<'g> TradersView<'g> {
    /// The tokens `seat` holds, by good.
    pub fn goods(&self, seat: Seat) -> Goods {
        state(self.game).goods[seat.index()]
    }

    /// Where `seat`'s builder or pig stands: its cell and spot; `None` in supply.
    pub fn post(&self, seat: Seat, role: Role) -> Option<(Pos, Spot)> {
        let f = figure_of(self.game, seat, role)?;
        let spot = Spot::canonical_on(&self.game.board, f.tile, f.segment)?;
        Some((self.game.board.tiles()[f.tile].pos, spot))
    }

    /// Whether `seat`'s builder or pig is in supply.
    pub fn in_supply(&self, seat: Seat, role: Role) -> bool {
        figure_of(self.game, seat, role).is_none()
    }

    /// Whether the tile in play (drawn, or placed this turn) is a builder's second tile.
    pub fn second_tile(&self) -> bool {
        let s = state(self.game);
        s.second || s.drawing.is_some()
    }
}

/// Traders & Builders' place in the turn: its rules, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        let index = game.board.tiles().len() - 1;
        for role in Role::ALL {
            for segment in 0..game.board.segment_count(index) {
                if refusal(game, game.active, role, segment).is_none() {
                    let act: fn(Spot) -> Act = if role == Role::Builder { Act::Builder } else { Act::Pig };
                    out.extend(
                        Spot::canonical_on(&game.board, index, segment).map(|spot| Action::from(act(spot))),
                    );
                }
            }
        }
    }

    /// A builder or pig left alone (by a gift before the tile) goes home first; then a
    /// tile that extends the active player's builder earns a second tile, unless it is
    /// that second tile (one that needed a bridge is looked at again before scoring).
    fn placed(&self, game: &mut Game, events: &mut Vec<Event>) {
        send_strays_home(game, events);
        let before = game.board.tiles().len() - 1;
        let second = state_mut(game).drawing.take() == Some(before);
        let active = game.active;
        let owed = !second && extends_builder(game, active);
        let bridged = !second && !owed && game.setup.version >= THROUGH_BRIDGE_SINCE && needs_bridge(game);
        let s = state_mut(game);
        s.second = second;
        s.owed = owed.then_some(active);
        s.bridged = bridged;
    }

    /// After the turn's other business (a bazaar's auction), the second tile, when any
    /// is left to draw: from rules version 24 once every box has ended the part of the
    /// turn that earned it (`Stage::AfterPart`), earlier at this box's end of turn, before
    /// the boxes after it in registry order had ended that part.
    fn step(&self, game: &mut Game, stage: Stage, events: &mut Vec<Event>) {
        if stage == Stage::BeforeScore && std::mem::take(&mut state_mut(game).bridged) {
            // The bridge the tile needed is built: the two extend the builder's road or not.
            let active = game.active;
            if extends_builder(game, active) {
                state_mut(game).owed = Some(active);
            }
        }
        let parts = game.setup.version >= turn::PARTS_SINCE;
        match stage {
            Stage::EndOfTurn => {
                send_strays_home(game, events);
                if parts {
                    return;
                }
            }
            Stage::AfterPart => {}
            Stage::BeforeFigure | Stage::AfterFigure | Stage::BeforeScore => return,
        }
        let seat = game.active;
        let tiles = game.board.tiles().len();
        let left = game.tiles_left() > 0;
        let s = state_mut(game);
        s.second = false;
        if s.owed.take() == Some(seat) && left {
            s.drawing = Some(tiles);
            events.push(Happened::SecondTile { seat }.into());
            game.agenda.push(Step::Draw);
        }
    }

    /// Goods of the cities completed go to the player who placed the tile; builders
    /// and pigs left alone go home.
    fn after_scoring(&self, game: &mut Game, completed: &[NodeId], events: &mut Vec<Event>) {
        let seat = game.active;
        let mut taken = [0; 3];
        for &root in completed {
            if game.features.info(root).kind == FeatureKind::City {
                let goods = goods_in(game, root);
                for good in Good::ALL {
                    taken[good.index()] += goods[good.index()];
                }
            }
        }
        if taken != [0; 3] {
            let held = &mut state_mut(game).goods[seat.index()];
            for good in Good::ALL {
                held[good.index()] += taken[good.index()];
            }
            events.push(Happened::GoodsTaken { seat, goods: taken }.into());
        }
        send_strays_home(game, events);
    }

    fn finish(&self, game: &mut Game, events: &mut Vec<Event>) {
        send_strays_home(game, events);
        score_majorities(game, events);
        feed_pigs(game, None, events);
    }

    /// A barn's field scores its farmers (Abbey & Mayor): a pig there adds its 1 a city
    /// for its owner among them, as at the end; it goes home with them at the end of the
    /// turn (`step`), its owner having no farmer left.
    fn farmers_scored(&self, game: &mut Game, root: NodeId, events: &mut Vec<Event>) {
        feed_pigs(game, Some(root), events);
    }

    /// A pig: its end points as the field stands. A builder: the second tiles it may
    /// still earn, which the bots weigh as turns.
    fn figure_worth(&self, game: &Game, figure: &Figure) -> Option<FigureWorth> {
        if !ours(figure.kind) {
            return None;
        }
        match role_of(figure) {
            Role::Pig => Some(FigureWorth { points: pig_points(game, figure).unwrap_or(0), turns: 0 }),
            Role::Builder => Some(FigureWorth { points: 0, turns: builder_turns(game, figure) }),
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, its owner in play).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        place(Acting { game, seat, events }, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TileKind;
    use crate::tile::TileSet;

    /// The box: 24 tiles, one of each, printing 9 wine, 6 grain and 5 cloth.
    #[test]
    fn the_box_prints_the_twenty_goods() {
        let set = TileSet::Expansion(Expansion::TradersBuilders);
        assert_eq!(set.copies(), 24);
        let mut printed = [0; 3];
        for k in TileKind::of_set(set) {
            for s in &k.def().segments {
                if let Some(good) = s.goods {
                    assert_eq!(s.kind, FeatureKind::City, "{k}");
                    printed[good.index()] += 1;
                }
            }
        }
        assert_eq!(printed, [9, 6, 5]);
    }
}
