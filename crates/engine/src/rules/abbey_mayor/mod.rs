//! Abbey & Mayor: the abbey tile, the mayor, the wagon and the barn.
//!
//! What the box declares is data, here and in `tiles/abbey_mayor.txt`: its tiles, its
//! three figures ([`FIGURES`]: follower or not, meeple or not, strength, the features each
//! may be put on — read by the shared rules through its registry row), and its
//! verbs (`Act::VERBS`, named from the figures). Its rules are the hooks below.
//!
//! - **The abbey tile** (`AM/A`, « tuile Monastère » in the French texts): each player
//!   holds one. Before the draw, a player who still has it and sees a hole — an empty cell
//!   with a tile on each of its four sides — decides (`Ph::Abbey`): `abbey` to place it
//!   there instead of drawing, or `draw`. Its border prints nothing, so it fits against any
//!   edge, joins nothing and closes every road, city and field that meets it
//!   (`TileDef::blank_border`); what that completes scores in the turn's scoring, the
//!   abbey not counted among the tiles of those roads and cities. It is a monastery: a
//!   monk, an abbot, a wagon may go on it, 9 points when surrounded.
//! - **The mayor**: a follower put only in a city, of strength the pennants of its whole
//!   city when the majority is taken (`Strength::Pennants`): none without a pennant, so a
//!   city held by mayors alone without pennants scores for nobody, its figures going home.
//! - **The wagon**: a follower of strength 1 on a road, a city or a monastery, never a
//!   field. When its feature scores during play, its owner may move it at once
//!   (`Ph::Wagon`) to an unfinished, unoccupied road, city or monastery on its tile or one
//!   of the eight around (second edition), or leave it in supply (`wagon home`); owners
//!   choose in turn from the player who placed the tile. A wagon that went onto a castle
//!   with its city (Bridges, Castles & Bazaars) did not score there; it moves when the
//!   castle scores, to such a feature in the castle's neighbourhood ([`Origin::Castle`]).
//! - **The barn**: no follower; put instead of a figure on a corner of the tile just
//!   placed where four tiles meet and the eight half-edges there are one field with no
//!   barn (`barn NE`). It stays to the end. The farmers of its field score 3 per completed
//!   city at once and go home; no farmer may join it later (the field is held:
//!   `FeatureInfo::held`), but a tile that joins a field with farmers to it scores them 1
//!   per city and sends them home; at the end each player with a barn in a field scores 4
//!   per completed city it touches.
//!
//! The decisions where the texts are silent or disagree are written in `docs/rules.md`,
//! "Abbey & Mayor", with the quote each rests on.

mod facts;
mod messages;

use std::collections::VecDeque;
use std::fmt;
use std::str::FromStr;

use super::accessors::abbey_mayor::{state, state_mut};
use super::{Count, ExpansionRules, FigureSpec, Strength, ask, in_play};
use crate::action::{Action, ParseActionError};
use crate::board::Placement;
use crate::by_seat::BySeat;
use crate::catalog::{NO_SEGMENT, TileKind};
use crate::category::Category;
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::footprint::Footprint;
use crate::game::{Figure, FigureKind, Game};
pub use crate::geometry::Corner;
use crate::geometry::{Dir, Pos, Rotation};
use crate::notation::BoxNotation;
use crate::rules::Acting;
use crate::scoring::{completed_cities, credit, feature_tiles, send_home, surrounded};
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::{Expansion, Setup};
use crate::spot::Spot;
use crate::target::Target;
use crate::tile::FeatureKind;
use crate::turn::{self, Step};
use crate::view::Audience;
use crate::worth::FigureWorth;

/// The abbey tile's id.
pub const ABBEY: &str = "AM/A";

/// Abbey tiles each player holds at the start.
pub const ABBEYS_PER_PLAYER: u8 = 1;

/// Each player's mayor.
pub const MAYOR: FigureKind = FigureKind::Own(Expansion::AbbeyMayor, Own::Mayor as u8);
/// Each player's wagon.
pub const WAGON: FigureKind = FigureKind::Own(Expansion::AbbeyMayor, Own::Wagon as u8);
/// Each player's barn.
pub const BARN: FigureKind = FigureKind::Own(Expansion::AbbeyMayor, Own::Barn as u8);

/// What each player has of the box's pieces and figures: abbey tiles held, then the
/// mayor, the wagon and the barn at home.
pub const COUNTS: [Count; 4] = [
    Count::held("abbeys", None, ("am-supply-abbeys", &[]), |game, seat| state(game).abbeys(seat).into()),
    Count::figure(MAYOR),
    Count::figure(WAGON),
    Count::figure(BARN),
];

/// The box's figures, by number (`Own as u8`).
pub const FIGURES: [FigureSpec; 3] = [
    FigureSpec::follower("mayor", Strength::Pennants, &[FeatureKind::City]),
    FigureSpec::follower(
        "wagon",
        Strength::Fixed(1),
        &[FeatureKind::Road, FeatureKind::City, FeatureKind::Monastery],
    ),
    FigureSpec::piece("barn", &[]).permanent(),
];

/// A farmer's points per completed city when a barn comes to its field.
const BARN_PLACED_POINTS: u32 = 3;
/// A farmer's points per completed city when a tile joins its field to a barn's.
const BARN_JOINED_POINTS: u32 = 1;
/// A barn's points per completed city at the end.
const BARN_END_POINTS: u32 = 4;
/// The first rules version where a barn's corner must be one field of each of its four
/// tiles, not only of the board (issue 84).
const WHOLE_CORNER_SINCE: u32 = 16;
/// The first rules version where a barn may go on a volcano: the volcano bars a
/// « meeple », and the barn is none (issue 84).
const VOLCANO_BARN_SINCE: u32 = 16;
/// What a completed city is worth to a field in the base game: a city worth more to a
/// field (a castle) adds the difference to every scale of the barn's.
const FIELD_CITY_POINTS: u32 = 3;

/// One of the box's figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Own {
    Mayor = 0,
    Wagon = 1,
    Barn = 2,
}

impl Own {
    pub const ALL: [Own; 3] = [Own::Mayor, Own::Wagon, Own::Barn];

    /// What it is, from [`FIGURES`].
    pub fn spec(self) -> &'static FigureSpec {
        &FIGURES[self as usize]
    }

    /// Its figure kind.
    pub fn kind(self) -> FigureKind {
        FigureKind::Own(Expansion::AbbeyMayor, self as u8)
    }

    /// Its notation word.
    pub fn word(self) -> &'static str {
        self.spec().word
    }

    fn from_word(word: &str) -> Option<Own> {
        Own::ALL.into_iter().find(|o| o.word() == word)
    }
}

impl FromStr for Corner {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Corner, ParseError> {
        let at = Corner::ALL.into_iter().find(|c| c.name().eq_ignore_ascii_case(s));
        at.ok_or_else(|| ParseError::Corner(s.to_string()))
    }
}

/// What a player does with the box's pieces (`Action::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Put the mayor or the wagon on a feature of the tile just placed, instead of a
    /// meeple (`mayor city N`, `wagon road E`).
    Place(Own, Spot),
    /// Put the barn on a corner of the tile just placed, instead of a meeple (`barn NE`).
    Barn(Corner),
    /// Place the abbey tile this turn instead of drawing (`abbey`).
    Abbey,
    /// Draw a tile, keeping the abbey tile (`draw`).
    Draw,
    /// Move the wagon whose feature just scored to this feature (`wagon 1 0 road E`).
    Move(Target),
    /// Leave the wagon whose feature just scored in supply (`wagon home`).
    Home,
}

/// The word that leaves a wagon in supply (`wagon home`).
const HOME: &str = "home";

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &[
        "mayor city N",
        "wagon road E",
        "wagon monastery",
        "barn NE",
        "abbey",
        "draw",
        "wagon 1 -2 city S",
        "wagon home",
    ];

    /// Its notation's verbs: its figures' words, then the abbey's choice.
    const VERBS: &'static [&'static str] =
        &[FIGURES[0].word, FIGURES[1].word, FIGURES[2].word, "abbey", "draw"];

    fn verb(self) -> &'static str {
        match self {
            Act::Place(own, _) => own.word(),
            Act::Barn(_) => Own::Barn.word(),
            Act::Abbey => "abbey",
            Act::Draw => "draw",
            Act::Move(_) | Act::Home => Own::Wagon.word(),
        }
    }

    /// The same action naming `spot` instead of the spot it names; unchanged if it names
    /// none.
    fn with_spot(self, spot: Spot) -> Act {
        match self {
            Act::Place(own, _) => Act::Place(own, spot),
            other => other,
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        let bare =
            |act: Act| if rest.is_empty() { Ok(act) } else { Err(ParseActionError::Trailing(act.verb())) };
        Some(match (verb, Own::from_word(verb)) {
            ("abbey", _) => bare(Act::Abbey),
            ("draw", _) => bare(Act::Draw),
            (_, Some(Own::Barn)) => match rest {
                [corner] => corner.parse().map(Act::Barn).map_err(ParseActionError::from),
                _ => Err(ParseError::BarnCorner.into()),
            },
            (_, Some(Own::Wagon)) if rest == [HOME] => Ok(Act::Home),
            (_, Some(Own::Wagon)) if rest.first().is_some_and(|w| w.parse::<i32>().is_ok()) => {
                rest.join(" ").parse().map(Act::Move).map_err(ParseActionError::from)
            }
            (_, Some(own)) => {
                rest.join(" ").parse().map(|spot| Act::Place(own, spot)).map_err(ParseActionError::from)
            }
            (_, None) => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Place(own, spot) => write!(f, "{} {spot}", own.word()),
            Act::Barn(corner) => write!(f, "{} {corner}", Own::Barn.word()),
            Act::Abbey | Act::Draw => f.write_str(self.verb()),
            Act::Move(target) => write!(f, "{} {target}", Own::Wagon.word()),
            Act::Home => write!(f, "{} {HOME}", Own::Wagon.word()),
        }
    }
}

/// Text that is not one of the box's actions, in a way of its own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("`{0}` is not a corner: say NE, SE, SW or NW")]
    Corner(String),
    #[error("`barn` takes the corner of the tile just placed, e.g. `barn NE`")]
    BarnCorner,
}

/// The box's decisions (`Phase::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// Place your abbey tile instead of drawing (`abbey`), or draw (`draw`).
    Abbey,
    /// Your wagon's feature scored, the wagon leaving from `Origin`: move it (`wagon
    /// X Y <spot>`) or leave it in supply (`wagon home`).
    Wagon(Origin),
}

/// Where a wagon whose feature scored leaves from, which decides the features it may
/// reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The tile it stood on, at this cell: it reaches that tile and the eight around.
    Tile(Pos),
    /// A castle (Bridges, Castles & Bazaars) over these two cells, which scored: the
    /// wagon went onto it with its city and reaches the castle's neighbourhood (its two
    /// cells and the two on each long side, `Castle::neighbourhood`): « Un charriot posé
    /// dans une forteresse peut se déplacer vers une zone valide dans le voisinage de
    /// celle-ci après son évaluation. »
    Castle([Pos; 2]),
}

impl Origin {
    /// The cells it reaches, the dragon's too (left out by `within_reach`).
    fn cells(self, game: &Game) -> Vec<Pos> {
        match self {
            Origin::Tile(pos) => std::iter::once(pos).chain(pos.ring()).collect(),
            Origin::Castle(cells) => game
                .view(Audience::Public)
                .bridges_castles_bazaars()
                .and_then(|b| {
                    b.castles().iter().find(|c| c.cells == cells).map(|c| c.neighbourhood().to_vec())
                })
                .expect("a wagon leaves only from a castle on the board"),
        }
    }
}

/// What happened by the box's rules (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` takes their abbey tile instead of drawing.
    AbbeyTaken { seat: Seat },
    /// `seat` keeps their abbey tile and draws.
    AbbeyKept { seat: Seat },
    /// `seat` keeps their abbey tile after the last tile: nothing is left to draw (the
    /// notation's `draw` declines it then).
    AbbeyDeclined { seat: Seat },
    /// `seat` put their mayor or wagon on `spot` of the tile at `pos`.
    Placed { seat: Seat, figure: Own, pos: Pos, spot: Spot },
    /// `seat` put their barn on `corner` of the tile at `pos`.
    BarnPlaced { seat: Seat, pos: Pos, corner: Corner },
    /// The farmers of a barn's field score (`Event::Scored` follows) and go home: `per_city`
    /// points a city, 3 for a barn just placed, 1 for a field just joined to a barn's.
    FarmersScored { per_city: u32 },
    /// Barns score their fields at the end (`Event::Scored` follows for each).
    BarnsScored,
    /// `seat` moved their wagon from `from` to `to`.
    WagonMoved { seat: Seat, from: Origin, to: Target },
    /// `seat` left their wagon in supply after its feature scored.
    WagonHome { seat: Seat },
    /// `seat`'s wagon went home after its feature scored: it had nowhere to go.
    WagonStranded { seat: Seat },
}

impl Happened {
    /// Whether it showed something new: nothing of the box is hidden.
    pub(crate) fn reveals(&self) -> bool {
        false
    }
}

/// A move against the box's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("the abbey tile goes only where tiles stand on all four sides")]
    NotAHole,
    #[error("your {} is not in your supply", .0.word())]
    NotInSupply(Own),
    #[error("your {figure} cannot stand on a {kind}", figure = .0.word(), kind = .1)]
    NotThere(Own, FeatureKind),
    #[error("a barn goes where four tiles meet and the corner of each shows one field and nothing else")]
    NoFieldCorner(Corner),
    #[error("that field has a barn already")]
    BarnThere,
    #[error("that field has a barn: no figure may join it")]
    BarnField,
    #[error(
        "your wagon may move only to an unfinished, unoccupied road, city or monastery on its tile or one next to it"
    )]
    NoWagonTarget(Target),
    #[error("your wagon may not move onto the dragon's tile")]
    DragonThere(Target),
    #[error("first place your abbey tile or draw")]
    ChooseAbbey,
    #[error("first move your wagon or leave it home")]
    MoveWagon,
    #[error("you are not choosing between your abbey tile and the draw")]
    NoAbbeyChoice,
    #[error("no wagon of yours waits to move")]
    NoWagonToMove,
}

/// A barn on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Barn {
    pub owner: Seat,
    /// The tile it was put on, by its index in `Board::tiles()`.
    pub tile: usize,
    pub corner: Corner,
}

/// Abbey & Mayor's state in a game.
#[derive(Clone, Debug)]
pub struct AbbeyMayor {
    /// Abbey tiles still held.
    abbeys: BySeat<u8>,
    /// The active player chose to draw: the next draw does not ask again.
    drawing: bool,
    /// After the last tile: the seats still to be asked for their abbey, in order.
    last_round: Option<VecDeque<Seat>>,
    barns: Vec<Barn>,
    /// The barn put down this turn, whose field's farmers score 3 a city.
    new_barn: Option<usize>,
    /// The wagons on the board before scoring: (owner, tile, feature).
    riding: Vec<(Seat, usize, NodeId)>,
    /// The wagons on castles not scored yet, before scoring: (owner, the castle's cells).
    castled: Vec<(Seat, [Pos; 2])>,
    /// Wagons whose feature scored, waiting to move in turn, with where each leaves from.
    moving: VecDeque<(Seat, Origin)>,
}

impl AbbeyMayor {
    pub(crate) fn new(setup: &Setup) -> AbbeyMayor {
        AbbeyMayor {
            abbeys: BySeat::filled(usize::from(setup.players), ABBEYS_PER_PLAYER),
            drawing: false,
            last_round: None,
            barns: Vec::new(),
            new_barn: None,
            riding: Vec::new(),
            castled: Vec::new(),
            moving: VecDeque::new(),
        }
    }

    /// Abbey tiles `seat` still holds.
    pub fn abbeys(&self, seat: Seat) -> u8 {
        self.abbeys[seat]
    }
}

/// The abbey tile's kind.
pub fn abbey_tile() -> TileKind {
    TileKind::from_id(ABBEY).expect("the abbey tile is in the catalog")
}

/// Whether `tile` is the abbey tile (by its id: asked for every tile the board lists
/// placements of, and cheaper than looking the kind up).
fn is_abbey(tile: TileKind) -> bool {
    tile.id() == ABBEY
}

/// The holes of the board: empty cells with a tile on each of their four sides, where
/// the abbey tile may go.
pub fn holes(game: &Game) -> impl Iterator<Item = Pos> + '_ {
    game.board
        .frontier()
        .filter(|&p| Dir::ALL.into_iter().all(|d| game.board.tile_index_at(p.step(d)).is_some()))
}

/// Whether `seat`'s `own` figure is off the board and held nowhere else (a tower's top,
/// a prison).
fn in_supply(game: &Game, seat: Seat, own: Own) -> bool {
    super::in_supply(game, seat, own.kind())
}

/// The field a barn on `corner` of the tile at index `tile` would stand in: the tile's
/// field segment there and the field, when four single tiles meet at the corner and the
/// eight half-edges there are one field — from rules version 16, one field of each tile
/// too (« the corner of each tile forming this junction must only depict a field »): a
/// tile whose fields part at that corner (`AM/C!+`) depicts their border there, even
/// when the fields meet again beyond it. Before, one field of the board was enough.
fn corner_field(game: &Game, tile: usize, corner: Corner) -> Option<(usize, NodeId)> {
    let at = game.board.tiles()[tile].pos;
    let (sx, sy) = corner.signs();
    let one_segment = game.setup.version >= WHOLE_CORNER_SINCE;
    let mut field = None;
    let mut own_segment = None;
    for (ox, oy) in [(0, 0), (sx, 0), (0, sy), (sx, sy)] {
        let index = game.board.tile_index_at(Pos::new(at.x + ox, at.y + oy))?;
        if game.board.footprint(index) != Footprint::Single {
            return None;
        }
        // The corner of this tile that touches the point.
        let towards = Corner::from_signs((if ox == 0 { sx } else { -sx }, if oy == 0 { sy } else { -sy }));
        let segments = towards.halves().map(|half| game.board.turned(index).half_segments[half.index()]);
        if one_segment && segments[0] != segments[1] {
            return None;
        }
        for segment in segments {
            if segment == NO_SEGMENT {
                return None;
            }
            let root = game.features.feature_of(index, usize::from(segment));
            if *field.get_or_insert(root) != root {
                return None;
            }
            if index == tile {
                own_segment = Some(usize::from(segment));
            }
        }
    }
    Some((own_segment?, field?))
}

/// Why no barn may go on the tile just placed: before rules version 16, whatever bars
/// figures there (a volcano); from 16 nothing — « On ne peut pas y poser de meeple » bars
/// meeples, and « The barn is a special figure », never eaten by the dragon that lands
/// there.
fn barred(game: &Game) -> Option<RuleError> {
    (game.setup.version < VOLCANO_BARN_SINCE).then(|| turn::barred(game)).flatten()
}

/// The features a wagon leaving from `from` may move to: unfinished, unoccupied roads,
/// cities and monasteries on its tile or the eight around it (or in its castle's
/// neighbourhood), not under the dragon; each once, by its first name found.
pub fn wagon_targets(game: &Game, from: Origin) -> Vec<Target> {
    let mut found: Vec<(NodeId, Target)> = Vec::new();
    for pos in from.cells(game) {
        let Some(index) = game.board.tile_index_at(pos).filter(|&i| within_reach(game, from, i)) else {
            continue;
        };
        for segment in 0..game.board.segment_count(index) {
            let root = game.features.feature_of(index, segment);
            if found.iter().any(|&(r, _)| r == root) || !open_to_wagon(game, index, segment) {
                continue;
            }
            if let Some(target) = Target::canonical(&game.board, index, segment) {
                found.push((root, target));
            }
        }
    }
    found.into_iter().map(|(_, t)| t).collect()
}

/// Whether the tile at `index` is within a wagon's reach from `from`: [`reaches`], and
/// not where the dragon is (Princess & Dragon).
fn within_reach(game: &Game, from: Origin, index: usize) -> bool {
    reaches(game, from, index) && !under_dragon(game, index)
}

/// Whether the tile at `index` is a wagon's tile from `from` or one of the eight around
/// it, or a tile with a cell in its castle's neighbourhood, the dragon aside.
fn reaches(game: &Game, from: Origin, index: usize) -> bool {
    let pos = game.board.tiles()[index].pos;
    match from {
        Origin::Tile(from) => (pos.x - from.x).abs() <= 1 && (pos.y - from.y).abs() <= 1,
        Origin::Castle(_) => {
            let cells = from.cells(game);
            game.board.cells_of(index).into_iter().any(|c| cells.contains(&c))
        }
    }
}

/// Whether the dragon (Princess & Dragon) is on the tile at `index`.
fn under_dragon(game: &Game, index: usize) -> bool {
    let dragon = game.view(Audience::Public).princess_dragon().and_then(|d| d.dragon());
    dragon == Some(game.board.tiles()[index].pos)
}

/// Whether segment `segment` of the tile at `index` is a feature a wagon may move to.
fn open_to_wagon(game: &Game, index: usize, segment: usize) -> bool {
    let kind = game.board.segment(index, segment).kind;
    let info = game.features.info(game.features.node(index, segment));
    let unfinished =
        if kind.is_cloister() { !surrounded(game, game.board.tiles()[index].pos) } else { info.open > 0 };
    Own::Wagon.spec().stands_on.contains(&kind)
        && unfinished
        && !info.scored
        && !info.occupied()
        && turn::stands(game, index, segment)
}

/// The castles on the board (Bridges, Castles & Bazaars), none when it is not in play.
fn castles(game: &Game) -> &[crate::rules::bridges_castles_bazaars::Castle] {
    game.view(Audience::Public).bridges_castles_bazaars().map_or(&[], |b| b.castles())
}

/// Asks the next wagon waiting to move whose owner has somewhere to go; the others stay
/// in supply, each told (`WagonStranded`) rather than gone without a word.
fn ask_next_wagon(game: &mut Game, events: &mut Vec<Event>) {
    while let Some((seat, from)) = state_mut(game).moving.pop_front() {
        if !wagon_targets(game, from).is_empty() {
            state_mut(game).moving.push_front((seat, from));
            game.decisions.push(ask(seat, Ph::Wagon(from).into()));
            return;
        }
        events.push(Happened::WagonStranded { seat }.into());
    }
}

/// What a completed city adds to each of a field's scales beyond the base game's 3 (a
/// castle: 1).
fn city_bonus(game: &Game, city: NodeId) -> u32 {
    in_play(game).find_map(|m| m.field_city(game, city)).map_or(0, |v| v.saturating_sub(FIELD_CITY_POINTS))
}

/// `per_city` for each completed city the field `root` touches, with what the cities add.
fn field_worth(game: &Game, root: NodeId, per_city: u32) -> u32 {
    completed_cities(game, root).into_iter().map(|c| per_city + city_bonus(game, c)).sum()
}

/// The farmers of the field `root`, held by a barn, score `per_city` a city for their
/// majority (with what the modules in play add: a pig) and go home.
fn score_farmers(game: &mut Game, root: NodeId, per_city: u32, events: &mut Vec<Event>) {
    let points = field_worth(game, root, per_city);
    let meeples = super::weights(game, root);
    let winners = super::majority_by(game, root, meeples);
    credit(game, winners, Category::Field, points);
    let cells = feature_tiles(game, root).into_iter().map(|t| game.board.tiles()[t].pos).collect();
    events.push(Happened::FarmersScored { per_city }.into());
    events.push(Event::Scored(Scoring {
        category: Category::Field,
        points,
        winners,
        meeples,
        cells,
        at_end: false,
    }));
    for module in in_play(game) {
        module.farmers_scored(game, root, events);
    }
    send_home(game, root);
}

/// Abbey & Mayor's place in the turn, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    fn before_draw(&self, game: &mut Game) -> Option<Decision> {
        let last = game.tiles_left() == 0 && !in_play(game).any(|m| m.queued(game));
        if last {
            // After the last tile each player who still holds an abbey tile may place it,
            // one turn each, from the one after the last tile's player round to them.
            let players = game.players.len() as u8;
            let active = game.active;
            let s = state_mut(game);
            s.drawing = false;
            s.last_round
                .get_or_insert_with(|| (0..players).map(|i| Seat((active.0 + i) % players)).collect());
            // Each seat is asked once; none left, the draw finds no tile and the game ends.
            while let Some(seat) = state_mut(game).last_round.as_mut().and_then(VecDeque::pop_front) {
                if state(game).abbeys[seat] > 0 && holes(game).next().is_some() {
                    game.active = seat;
                    return Some(ask(seat, Ph::Abbey.into()));
                }
            }
            return None;
        }
        if std::mem::take(&mut state_mut(game).drawing) {
            return None;
        }
        let active = game.active;
        (state(game).abbeys[active] > 0 && holes(game).next().is_some())
            .then(|| ask(active, Ph::Abbey.into()))
    }

    fn restricts(&self, tile: TileKind) -> bool {
        is_abbey(tile)
    }

    fn refuse(&self, game: &Game, _tile: TileKind, placement: Placement) -> Option<RuleError> {
        (!holes(game).any(|p| p == placement.pos)).then(|| Refusal::NotAHole.into())
    }

    /// A barn's field takes no figure: « aucun paysan ne peut plus y être posé ».
    fn held(&self, game: &Game, root: NodeId) -> Option<RuleError> {
        state(game).barns.iter().any(|&b| barn_field(game, b) == root).then(|| Refusal::BarnField.into())
    }

    /// A hole with a road or city beside it, which the board refuses: the abbey tile fits
    /// against any edge. Listed unturned, as the board lists a hole between fields (the
    /// tile looks the same every way: one placement a hole), any rotation accepted.
    fn placements(&self, game: &Game, tile: TileKind, only: Option<Placement>, out: &mut Vec<Placement>) {
        if !is_abbey(tile) {
            return;
        }
        for pos in holes(game) {
            let placement = Placement { pos, rot: Rotation::R0 };
            match only {
                Some(p) if p.pos == pos => out.push(p),
                Some(_) => {}
                None if game.board.check(tile, placement).is_err() => out.push(placement),
                None => {}
            }
        }
    }

    /// The abbey tile sent back by The Gifts' Take two goes back to its holder's hand,
    /// never into the stack: it was not drawn, and the gift « n'aura pas d'effet si vous
    /// décidez de placer un monastère ».
    fn put_back(&self, _game: &mut Game, tile: TileKind) -> bool {
        is_abbey(tile)
    }

    fn placed(&self, game: &mut Game, _events: &mut Vec<Event>) {
        let index = game.board.tiles().len() - 1;
        let active = game.active;
        let abbey = is_abbey(game.board.tiles()[index].kind);
        let s = state_mut(game);
        s.new_barn = None;
        if abbey {
            s.abbeys[active] -= 1;
        }
    }

    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        let seat = game.active;
        for own in [Own::Mayor, Own::Wagon].into_iter().filter(|&o| in_supply(game, seat, o)) {
            let spots = turn::open_spots(game).filter(|s| own.spec().stands_on.contains(&s.kind));
            out.extend(spots.map(|spot| Action::from(Act::Place(own, spot))));
        }
        if in_supply(game, seat, Own::Barn) && barred(game).is_none() {
            let index = game.board.tiles().len() - 1;
            for corner in Corner::ALL {
                if corner_field(game, index, corner)
                    .is_some_and(|(_, root)| game.features.info(root).held == 0)
                {
                    out.push(Act::Barn(corner).into());
                }
            }
        }
    }

    /// The wagons on the board and on castles not scored yet, to know afterwards which
    /// went home with their feature or castle. A wagon that went onto a castle with its
    /// city this turn is on neither list: its city became the castle, it did not score.
    fn before_scoring(&self, game: &mut Game, _placed: usize, _events: &mut Vec<Event>) {
        let riding = game
            .figures
            .iter()
            .filter(|f| f.kind == WAGON)
            .map(|f| (f.owner, f.tile, game.features.feature_of(f.tile, f.segment)))
            .collect();
        let castled = castles(game)
            .iter()
            .filter(|c| c.scored.is_none())
            .flat_map(|c| {
                c.others.iter().filter(|&&(_, kind)| kind == WAGON).map(|&(owner, _)| (owner, c.cells))
            })
            .collect();
        let s = state_mut(game);
        s.riding = riding;
        s.castled = castled;
    }

    /// Barns' fields with farmers score them (3 a city for a barn just put down, 1 for a
    /// field just joined to a barn's); then the wagons whose feature scored move, in turn
    /// from the active player.
    fn after_scoring(&self, game: &mut Game, completed: &[NodeId], events: &mut Vec<Event>) {
        let new_barn = state(game).new_barn.map(|b| state(game).barns[b]);
        let mut fields: Vec<NodeId> = Vec::new();
        for barn in state(game).barns.clone() {
            let root = barn_field(game, barn);
            if !fields.contains(&root) && game.features.info(root).has_followers() {
                fields.push(root);
            }
        }
        for root in fields {
            let fresh = new_barn.is_some_and(|b| barn_field(game, b) == root);
            score_farmers(game, root, if fresh { BARN_PLACED_POINTS } else { BARN_JOINED_POINTS }, events);
        }
        let players = game.players.len() as u8;
        let active = game.active;
        let riding = std::mem::take(&mut state_mut(game).riding);
        let castled = std::mem::take(&mut state_mut(game).castled);
        let mut moving: Vec<(Seat, Origin)> = riding
            .into_iter()
            .filter(|&(owner, tile, root)| {
                completed.contains(&root)
                    && !game.figures.iter().any(|f| f.kind == WAGON && f.owner == owner && f.tile == tile)
            })
            .map(|(owner, tile, _)| (owner, Origin::Tile(game.board.tiles()[tile].pos)))
            .collect();
        // A castle scores after the features completed near it (Bridges, Castles &
        // Bazaars runs first), sending its figures home.
        let scored = |cells: [Pos; 2]| castles(game).iter().any(|c| c.cells == cells && c.scored.is_some());
        moving.extend(
            castled
                .into_iter()
                .filter(|&(_, cells)| scored(cells))
                .map(|(o, cells)| (o, Origin::Castle(cells))),
        );
        moving.sort_by_key(|&(owner, _)| (owner.0 + players - active.0) % players);
        state_mut(game).moving = moving.into();
        ask_next_wagon(game, events);
    }

    /// A barn: its 4 a completed city of its field as the field stands, which it scores
    /// at the end (a valuation for the bots, which credit followers only).
    fn figure_worth(&self, game: &Game, figure: &Figure) -> Option<FigureWorth> {
        let root = game.features.feature_of(figure.tile, figure.segment);
        (figure.kind == BARN)
            .then(|| FigureWorth { points: field_worth(game, root, BARN_END_POINTS), turns: 0 })
    }

    /// Each player with a barn in a field scores 4 a completed city it touches, once a
    /// field.
    fn finish(&self, game: &mut Game, events: &mut Vec<Event>) {
        let barns = state(game).barns.clone();
        let mut fields: Vec<(NodeId, SeatSet, [u8; MAX_SEATS])> = Vec::new();
        for barn in barns {
            let root = barn_field(game, barn);
            let at = match fields.iter().position(|f| f.0 == root) {
                Some(at) => at,
                None => {
                    fields.push((root, SeatSet::EMPTY, [0; MAX_SEATS]));
                    fields.len() - 1
                }
            };
            fields[at].1 = fields[at].1.with(barn.owner);
            fields[at].2[barn.owner.index()] += 1;
        }
        if !fields.is_empty() {
            events.push(Happened::BarnsScored.into());
        }
        for (root, owners, barns) in fields {
            let points = field_worth(game, root, BARN_END_POINTS);
            credit(game, owners, Category::Field, points);
            let cells = feature_tiles(game, root).into_iter().map(|t| game.board.tiles()[t].pos).collect();
            events.push(Event::Scored(Scoring {
                category: Category::Field,
                points,
                winners: owners,
                meeples: barns,
                cells,
                at_end: true,
            }));
        }
    }
}

impl Ph {
    /// Adds its legal answers for the player it asks (`Game::legal_actions`).
    pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
        match self {
            Ph::Abbey => out.extend([Act::Abbey, Act::Draw].map(Action::from)),
            Ph::Wagon(from) => {
                out.extend(wagon_targets(game, from).into_iter().map(|t| Action::from(Act::Move(t))));
                out.push(Act::Home.into());
            }
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, its owner in play).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match self {
            Act::Abbey => {
                game.agenda.push(Step::Play(abbey_tile()));
                events.push(Happened::AbbeyTaken { seat }.into());
            }
            Act::Draw => {
                let last = state(game).last_round.is_some();
                state_mut(game).drawing = true;
                game.agenda.push(Step::Draw);
                events.push(
                    if last { Happened::AbbeyDeclined { seat } } else { Happened::AbbeyKept { seat } }.into(),
                );
            }
            Act::Place(own, spot) => place(Acting { game, seat, events }, own, spot)?,
            Act::Barn(corner) => place_barn(Acting { game, seat, events }, corner)?,
            Act::Move(target) => {
                let from = state(game).moving.front().map(|&(_, from)| from).expect("a wagon waits to move");
                let (tile, segment) = target
                    .resolve(&game.board)
                    .filter(|&(t, s)| reaches(game, from, t) && open_to_wagon(game, t, s))
                    .ok_or(Refusal::NoWagonTarget(target))?;
                if under_dragon(game, tile) {
                    return Err(Refusal::DragonThere(target).into());
                }
                state_mut(game).moving.pop_front();
                game.figures.push(Figure { owner: seat, kind: WAGON, tile, segment });
                game.features.add_meeple(game.features.node(tile, segment), seat, WAGON);
                events.push(Happened::WagonMoved { seat, from, to: target }.into());
                ask_next_wagon(game, events);
            }
            Act::Home => {
                state_mut(game).moving.pop_front();
                events.push(Happened::WagonHome { seat }.into());
                ask_next_wagon(game, events);
            }
        }
        Ok(())
    }
}

/// The field a barn stands in now.
fn barn_field(game: &Game, barn: Barn) -> NodeId {
    let figure = game
        .figures
        .iter()
        .find(|f| f.kind == BARN && f.owner == barn.owner && f.tile == barn.tile)
        .expect("a barn stays on the board");
    game.features.feature_of(figure.tile, figure.segment)
}

/// Puts `seat`'s mayor or wagon on `spot` of the tile just placed.
fn place(at: Acting<'_>, own: Own, spot: Spot) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    if !in_supply(game, seat, own) {
        return Err(Refusal::NotInSupply(own).into());
    }
    let segment = turn::open_segment(game, spot)?;
    let index = game.board.tiles().len() - 1;
    let kind = game.board.segment(index, segment).kind;
    if !own.spec().stands_on.contains(&kind) {
        return Err(Refusal::NotThere(own, kind).into());
    }
    game.figures.push(Figure { owner: seat, kind: own.kind(), tile: index, segment });
    game.features.add_meeple(game.features.node(index, segment), seat, own.kind());
    let pos = game.board.tiles()[index].pos;
    events.push(Happened::Placed { seat, figure: own, pos, spot }.into());
    Ok(())
}

/// Puts `seat`'s barn on `corner` of the tile just placed.
fn place_barn(at: Acting<'_>, corner: Corner) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    if !in_supply(game, seat, Own::Barn) {
        return Err(Refusal::NotInSupply(Own::Barn).into());
    }
    if let Some(refusal) = barred(game) {
        return Err(refusal);
    }
    let index = game.board.tiles().len() - 1;
    let (segment, root) = corner_field(game, index, corner).ok_or(Refusal::NoFieldCorner(corner))?;
    if game.features.info(root).held > 0 {
        return Err(Refusal::BarnThere.into());
    }
    game.figures.push(Figure { owner: seat, kind: BARN, tile: index, segment });
    game.features.info_mut(root).held += 1;
    let s = state_mut(game);
    s.barns.push(Barn { owner: seat, tile: index, corner });
    s.new_barn = Some(s.barns.len() - 1);
    let pos = game.board.tiles()[index].pos;
    events.push(Happened::BarnPlaced { seat, pos, corner }.into());
    Ok(())
}

super::game_view! {
    /// Abbey & Mayor as everyone sees it: abbey tiles held, figures in supply, barns.
    AbbeyMayorView
}

impl<'g> AbbeyMayorView<'g> {
    /// Abbey tiles `seat` still holds.
    pub fn abbeys(&self, seat: Seat) -> u8 {
        state(self.game).abbeys(seat)
    }

    /// Abbey tiles `seat` holds and may still place: all it holds until the round after
    /// the last tile, then only while its turn in that round is to come or is now (a
    /// bot's valuation of a tile in hand).
    pub fn placeable(&self, seat: Seat) -> u8 {
        let s = state(self.game);
        let asked =
            self.game.decisions.iter().any(|d| d.seats.contains(seat) && Ph::of(d.phase) == Some(Ph::Abbey));
        let to_come = s.last_round.as_ref().is_none_or(|round| round.contains(&seat));
        if asked || to_come { s.abbeys(seat) } else { 0 }
    }

    /// Whether `seat`'s `own` figure is in their supply.
    pub fn in_supply(&self, seat: Seat, own: Own) -> bool {
        in_supply(self.game, seat, own)
    }

    /// The barns on the board, each with its tile's cell.
    pub fn barns(&self) -> impl Iterator<Item = (Barn, Pos)> + 'g {
        let game = self.game;
        state(game).barns.iter().map(move |&b| (b, game.board.tiles()[b.tile].pos))
    }

    /// The holes where an abbey tile may go now.
    pub fn holes(&self) -> Vec<Pos> {
        holes(self.game).collect()
    }

    /// Whether the last tile has been placed: an abbey tile is then placed or kept, no
    /// tile being left to draw.
    pub fn last_round(&self) -> bool {
        state(self.game).last_round.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::TileSet;

    /// The checks of tiles-reference.md, "Abbey & Mayor": 12 land tiles (6 pennants, 1
    /// monastery, 1 tunnel, 1 well road), AM/RG standing in for AM/R one for one, the abbey
    /// tile outside the draw pile, AM/CCcc+ two cities and two walled-in fields, AM/Rrr one
    /// road with three open ends.
    #[test]
    fn the_box_matches_the_reference() {
        let set = TileSet::Expansion(Expansion::AbbeyMayor);
        let kind = |id: &str| TileKind::from_id(id).unwrap_or_else(|| panic!("{id} is a tile"));
        let drawn = |k: &TileKind| k.def().replaces.is_none() && k.def().count > 0;
        let land: Vec<TileKind> = TileKind::of_set(set).filter(drawn).collect();
        assert_eq!(land.iter().map(|k| u32::from(k.def().count)).sum::<u32>(), 12);
        assert_eq!(land.len(), 12, "one of each kind");
        let pennants: u32 = land.iter().flat_map(|k| &k.def().segments).map(|s| u32::from(s.pennants)).sum();
        assert_eq!(pennants, 6);
        assert_eq!(land.iter().filter(|k| k.def().monastery().is_some()).count(), 1);
        assert_eq!(land.iter().filter(|k| k.def().description.contains("tunnel")).count(), 1);
        let well = kind("AM/Rrr");
        let roads: Vec<_> = well.def().segments.iter().filter(|s| s.kind == FeatureKind::Road).collect();
        assert_eq!((roads.len(), roads[0].edges.count_ones(), roads[0].road_end), (1, 3, None));
        let cross = kind("AM/CCcc+");
        let count = |k: TileKind, f: &dyn Fn(&crate::tile::Segment) -> bool| {
            k.def().segments.iter().filter(|s| f(s)).count()
        };
        assert_eq!(count(cross, &|s| s.kind == FeatureKind::City), 2);
        assert_eq!(count(cross, &|s| s.walled_in()), 2);
        let (garden, plain) = (kind("AM/RG"), kind("AM/R"));
        assert_eq!(garden.def().replaces, Some("AM/R"));
        assert_eq!(
            (garden.def().edges.clone(), garden.def().segments.len()),
            (plain.def().edges.clone(), plain.def().segments.len() + 1)
        );
        let abbey = abbey_tile();
        assert_eq!(abbey.def().count, 0, "never drawn");
        assert!(abbey.def().blank_border);
        assert_eq!(abbey.def().segments.len(), 1);
        assert!(abbey.def().monastery().is_some());
    }

    /// `AM/CCcc+`'s two fields walled in between its cities are `field` and `field 2` at
    /// every rotation: each name resolves to its own field and is the one the figure step
    /// gives it back.
    #[test]
    fn the_second_walled_in_field_has_a_name() {
        use crate::board::PlacedTile;
        use crate::spot::Spot;
        let kind = TileKind::from_id("AM/CCcc+").expect("a tile");
        let fields: Vec<usize> =
            (0..kind.def().segments.len()).filter(|&s| kind.def().segments[s].walled_in()).collect();
        assert_eq!(fields.len(), 2);
        for rot in Rotation::ALL {
            let tile = PlacedTile { kind, rot, pos: Pos::ORIGIN };
            for (segment, name) in fields.iter().zip(["field", "field 2"]) {
                let spot: Spot = name.parse().expect("a spot");
                assert_eq!(spot.to_string(), name);
                assert_eq!(spot.resolve(&tile), Some(*segment), "{name} at {rot:?}");
                assert_eq!(Spot::canonical(&tile, *segment), Some(spot), "{name} at {rot:?}");
            }
            assert_eq!("field 3".parse::<Spot>().expect("a spot").resolve(&tile), None, "no third");
        }
    }

    /// (Its samples round-trip with every other's in `action.rs`.)
    #[test]
    fn bad_notation_is_named() {
        assert_eq!("barn up".parse::<Action>(), Err(ParseError::Corner("up".into()).into()));
        assert_eq!("barn".parse::<Action>(), Err(ParseError::BarnCorner.into()));
        assert_eq!("draw 2".parse::<Action>(), Err(ParseActionError::Trailing("draw")));
    }
}
