//! The Flying Machines (« Les Ornithoptères », mini-expansion 1, the Big Box 2017
//! edition): eight tiles, each with a flying machine that points one way (west or
//! north-west on the tile as printed, turned with the tile), and a die whose faces are 1,
//! 1, 2, 2, 3 and 3. Rules version 23; earlier games cannot have it.
//!
//! - *The flight*: at the figure step after placing a machine tile, instead of a figure
//!   on that tile, the player may put a follower from supply on the machine (`fly`, `fly
//!   big`, `fly abbot`, `fly mayor`, `fly wagon`): the die is rolled and the follower
//!   flies that many tiles in a straight line the way the machine points, a diagonal
//!   counting one tile a step (JCloisterZone's reading: the cell `k` steps away, `k` the
//!   roll).
//! - *The landing*: on the tile it reaches, the follower must go on a road, a city, a
//!   monastery or (an abbot) a garden that is not finished, even one that others
//!   occupy — never a field (`land <x> <y> <spot>`, [`Ph::Land`], no pass). A feature
//!   the tile just placed finished is finished.
//! - *The crash*: with no tile there, or none of its features open to that follower
//!   (finished, fields, a mayor without a city, an abbot without a monastery or a
//!   garden, the dragon's tile), the follower stays in its owner's supply and the figure
//!   step is over.
//! - Nothing else changes: the follower that landed counts, scores and goes home as any.
//! - The die is its own source of chance (stream [`STREAM`] of the game's seed, kept in
//!   the state), so a replay rolls the same numbers and a bot's sample rolls afresh; a
//!   scenario may fix the first rolls (`fixed rolls`, [`Roll`]).
//!
//! Every choice where the text is silent is written in `docs/rules.md`, "The Flying
//! Machines", with its quote.

mod facts;
mod messages;

use std::fmt;

use serde::{Deserialize, Serialize};

use super::accessors::flying_machines::{state, state_mut};
use super::{ExpansionRules, in_supply};
use crate::action::{Action, ParseActionError};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Figure, FigureKind, Game};
use crate::geometry::{Compass, Pos, Rotation};
use crate::notation::BoxNotation;
use crate::rng::GameRng;
use crate::rules::{self, Acting};
use crate::scoring;
use crate::seat::Seat;
use crate::setup::{Setup, SetupError};
use crate::target::Target;
use crate::tile::{FeatureKind, Markers};
use crate::turn::{self, Step};
use crate::view::Audience;

/// The die's stream of the game's randomness (`GameRng::stream`): its own, so a roll
/// shifts no other draw.
pub const STREAM: u64 = 23;

/// A face of the flight die: how many tiles the follower flies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Roll {
    #[serde(rename = "1")]
    One,
    #[serde(rename = "2")]
    Two,
    #[serde(rename = "3")]
    Three,
}

impl Roll {
    /// The three numbers, smallest first.
    pub const ALL: [Roll; 3] = [Roll::One, Roll::Two, Roll::Three];

    /// The die's six faces, as printed: « 1 flight die (sides 1, 1, 2, 2, 3, and 3) ».
    pub const FACES: [Roll; 6] = [Roll::One, Roll::One, Roll::Two, Roll::Two, Roll::Three, Roll::Three];

    /// Its number as a word (a scenario's fixed rolls: `1`, `2`, `3`).
    pub const fn word(self) -> &'static str {
        match self {
            Roll::One => "1",
            Roll::Two => "2",
            Roll::Three => "3",
        }
    }

    /// How many tiles the follower flies.
    pub const fn tiles(self) -> u8 {
        self as u8 + 1
    }
}

crate::words!(Roll, ParseError, ParseError::Roll);

/// The way the machine a tile prints points, on the tile as printed, by its markers `m`
/// (`TileDef::markers`); `None` for a tile without a machine.
pub fn machine(m: &Markers) -> Option<Compass> {
    [(m.machine_w, Compass::W), (m.machine_nw, Compass::NW)]
        .into_iter()
        .find_map(|(on, way)| on.then_some(way))
}

/// `way` turned clockwise by `rot`, as the tile it is printed on.
pub fn turned(way: Compass, rot: Rotation) -> Compass {
    let i = Compass::ALL.iter().position(|&c| c == way).expect("every point is listed");
    Compass::ALL[(i + 2 * rot.quarter_turns() as usize) % 8]
}

/// The cell a follower flying from `from` the way `way` reaches after `roll`.
pub fn landing_cell(from: Pos, way: Compass, roll: Roll) -> Pos {
    let (dx, dy) = way.step();
    let k = i32::from(roll.tiles());
    Pos::new(from.x + k * dx, from.y + k * dy)
}

/// What a player does with a flying machine (`Action::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Instead of a figure on the tile just placed, put this follower from supply on its
    /// flying machine and roll the die (`fly`, a meeple; `fly big`).
    Fly(FigureKind),
    /// The follower in flight, of this kind, lands on the feature there (`land 2 -1 road
    /// E`, a meeple; `land 2 -1 road E big`).
    Land(Target, FigureKind),
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] =
        &["fly", "fly big", "fly abbot", "land 2 -1 road E", "land -3 0 monastery abbot"];

    const VERBS: &'static [&'static str] = &["fly", "land"];

    fn verb(self) -> &'static str {
        match self {
            Act::Fly(_) => "fly",
            Act::Land(..) => "land",
        }
    }

    /// A landing's figure is named after the target, as the portal's is; left out it is
    /// a meeple.
    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        let target = |at: &[&str]| at.join(" ").parse::<Target>().map_err(ParseActionError::from);
        Some(match verb {
            "fly" => match rest {
                [] => Ok(Act::Fly(FigureKind::Meeple)),
                [word] => FigureKind::from_word(word)
                    .map(Act::Fly)
                    .ok_or_else(|| ParseError::Figure(word.to_string()).into()),
                _ => Err(ParseError::Figure(rest.join(" ")).into()),
            },
            "land" => match rest.split_last() {
                Some((word, at)) if let Some(figure) = FigureKind::from_word(word) => {
                    target(at).map(|t| Act::Land(t, figure))
                }
                _ => target(rest).map(|t| Act::Land(t, FigureKind::Meeple)),
            },
            _ => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Fly(FigureKind::Meeple) => f.write_str("fly"),
            Act::Fly(figure) => write!(f, "fly {}", figure.spec().word),
            Act::Land(target, FigureKind::Meeple) => write!(f, "land {target}"),
            Act::Land(target, figure) => write!(f, "land {target} {}", figure.spec().word),
        }
    }
}

/// Text that is not one of its actions, in a way of its own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// `fly` names one follower, or none for a meeple.
    #[error("`fly` takes one follower (big, abbot, mayor, wagon) or none for a meeple, not `{0}`")]
    Figure(String),
    /// A fixed roll is 1, 2 or 3.
    #[error("the flight die shows 1, 2 or 3, not `{0}`")]
    Roll(String),
}

/// What happened to a flier (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` put `figure` on the flying machine of the tile at `from` and rolled `roll`:
    /// it flies to the cell `to`.
    Flew { seat: Seat, figure: FigureKind, from: Pos, roll: Roll, to: Pos },
    /// `seat`'s `figure` landed on the feature `at`.
    Landed { seat: Seat, figure: FigureKind, at: Target },
    /// `seat`'s `figure` found nowhere to land at `at` (`tile`: a tile is there, but none
    /// of its features takes it): it stays in supply.
    Crashed { seat: Seat, figure: FigureKind, at: Pos, tile: bool },
}

impl Happened {
    /// Whether it showed something new: the die's roll was not known before.
    pub(crate) fn reveals(&self) -> bool {
        matches!(self, Happened::Flew { .. })
    }
}

/// A move against The Flying Machines' rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A flight from a tile without a flying machine.
    #[error("the tile you placed has no flying machine")]
    NoMachine,
    /// A piece that is no follower on the machine (a builder, a pig, a shepherd, a barn).
    #[error("your {} does not fly: only followers do", .0.name())]
    NotAFollower(FigureKind),
    /// A follower that is not in its owner's supply.
    #[error("your {} is not in your supply", .0.name())]
    NotInSupply(FigureKind),
    /// A landing while no follower is in flight.
    #[error("no follower is in flight")]
    NoFlight,
    /// Anything else while the follower in flight must land.
    #[error("land the follower in flight first")]
    FlightPending,
    /// A landing naming another figure than the one in flight.
    #[error("your {} is the follower in flight", .0.name())]
    NotInFlight(FigureKind),
    /// A landing on another tile than the one the flight reached.
    #[error("the flight reached {}: land on that tile", .0)]
    Elsewhere(Pos),
    /// Nothing at that cell and spot.
    #[error("there is no feature at {0}")]
    NoFeature(Target),
    /// A feature the follower in flight may not stand on (a field; a road for an abbot).
    #[error("your {} does not land on a {}", .0.name(), .1)]
    NotThere(FigureKind, FeatureKind),
    /// The feature is finished.
    #[error("{0} is finished: a flier lands only on unfinished features")]
    Finished(Target),
    /// The dragon stands on the tile.
    #[error("the dragon is on that tile")]
    DragonThere,
}

/// A setup against The Flying Machines' rules (`SetupError::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupRefusal {
    #[error("fixed rolls of the flight die need The Flying Machines")]
    WithoutBox,
}

/// The Flying Machines' decision (`Phase::Expansion`), the active player's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// The follower in flight reached a tile where some feature takes it: land it.
    Land,
}

/// A flight under way: rolled, not landed yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flight {
    /// The follower in flight, still in its owner's supply.
    pub figure: FigureKind,
    /// The machine's cell.
    pub from: Pos,
    /// The die's roll.
    pub roll: Roll,
    /// The cell of the tile it lands on.
    pub to: Pos,
}

/// The Flying Machines' state: the die and a flight under way.
#[derive(Clone, Debug)]
pub struct FlyingMachines {
    /// The die's own stream.
    rng: GameRng,
    /// A scenario's fixed rolls still to come, the next last.
    fixed: Vec<Roll>,
    flight: Option<Flight>,
}

impl FlyingMachines {
    pub(crate) fn new(setup: &Setup) -> FlyingMachines {
        let fixed = setup.fixed.rolls.iter().rev().copied().collect();
        FlyingMachines { rng: GameRng::stream(setup.seed, STREAM), fixed, flight: None }
    }

    /// The next roll: a fixed one while any is left, else a face of the die at random.
    fn roll(&mut self) -> Roll {
        self.fixed.pop().unwrap_or_else(|| Roll::FACES[self.rng.below(Roll::FACES.len())])
    }
}

super::game_view! {
    /// The Flying Machines as everyone sees it.
    FlyingMachinesView
}

impl<'g> FlyingMachinesView<'g> {
    /// The flight waiting for its landing, if any.
    pub fn flight(&self) -> Option<Flight> {
        state(self.game).flight
    }

    /// The way the machine on the placed tile `tile` points on the board, if it has one.
    pub fn heading(&self, tile: usize) -> Option<Compass> {
        let placed = self.game.board.tiles().get(tile)?;
        machine(&placed.kind.def().markers).map(|way| turned(way, placed.rot))
    }
}

/// The way the machine of the tile just placed points on the board, if it has one.
fn placed_heading(game: &Game) -> Option<(Pos, Compass)> {
    let placed = game.board.tiles().last()?;
    machine(&placed.kind.def().markers).map(|way| (placed.pos, turned(way, placed.rot)))
}

/// The followers the active player may fly: those in supply, the meeple first and then
/// each box's in registry order.
fn fliers(game: &Game) -> impl Iterator<Item = FigureKind> + '_ {
    FigureKind::all().filter(|&k| k.is_follower() && in_supply(game, game.active, k))
}

/// Why `figure` may not land on segment `segment` of placed tile `tile`, if it may not:
/// a feature it stands on but a field (`FigureSpec::stands_on`), unfinished, off the
/// dragon's tile; occupied or not.
fn landing_refusal(
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
    if kind == FeatureKind::Field || !figure.spec().stands_on.contains(&kind) {
        return Some(Refusal::NotThere(figure, kind));
    }
    let pos = game.board.tiles()[tile].pos;
    if game.view(Audience::Public).princess_dragon().and_then(|d| d.dragon()) == Some(pos) {
        return Some(Refusal::DragonThere);
    }
    let info = game.features.info(game.features.node(tile, segment));
    let finished = match kind {
        FeatureKind::Road | FeatureKind::City => info.open == 0 || info.scored,
        FeatureKind::Monastery | FeatureKind::Garden | FeatureKind::Field => {
            info.scored || scoring::surrounded(game, pos)
        }
    };
    finished.then_some(Refusal::Finished(target))
}

/// Every feature `figure` may land on at `to`, each named once by its first segment that
/// has a name.
fn landings(game: &Game, figure: FigureKind, to: Pos) -> Vec<Target> {
    let Some(tile) = game.board.tile_index_at(to) else { return Vec::new() };
    let mut out = Vec::new();
    for segment in 0..game.board.segment_count(tile) {
        let Some(target) = Target::canonical(&game.board, tile, segment) else { continue };
        if landing_refusal(game, figure, tile, segment, target).is_none() && !out.contains(&target) {
            out.push(target);
        }
    }
    out
}

/// The Flying Machines' place in the turn: its rules, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    fn check_setup(&self, setup: &Setup) -> Result<(), SetupError> {
        if !setup.fixed.rolls.is_empty() && !setup.expansions.flying_machines {
            return Err(SetupRefusal::WithoutBox.into());
        }
        Ok(())
    }

    /// Each follower in supply may fly from the machine of the tile just placed.
    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        if placed_heading(game).is_some() {
            out.extend(fliers(game).map(|k| Action::from(Act::Fly(k))));
        }
    }

    /// The die's coming rolls are rolled afresh: nobody knows them.
    fn resample(&self, game: &mut Game, _viewer: Audience, rng: &mut GameRng) {
        let machines = state_mut(game);
        machines.fixed.clear();
        machines.rng = GameRng::stream(rand::RngCore::next_u64(rng), STREAM);
    }
}

impl Ph {
    /// Adds its legal answers for the active player: each feature the follower in flight
    /// may land on.
    pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
        match self {
            Ph::Land => {
                let Some(flight) = state(game).flight else { return };
                out.extend(
                    landings(game, flight.figure, flight.to)
                        .into_iter()
                        .map(|t| Action::from(Act::Land(t, flight.figure))),
                );
            }
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, once its step or decision accepted it).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match self {
            Act::Fly(figure) => fly(Acting { game, seat, events }, figure),
            Act::Land(target, figure) => land(Acting { game, seat, events }, target, figure),
        }
    }
}

/// Puts `figure` on the machine of the tile just placed and rolls: it lands later
/// ([`Ph::Land`]), or crashes at once where nothing takes it.
fn fly(at: Acting<'_>, figure: FigureKind) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let (from, way) = placed_heading(game).ok_or(Refusal::NoMachine)?;
    if !figure.is_follower() {
        return Err(Refusal::NotAFollower(figure).into());
    }
    if !in_supply(game, seat, figure) {
        return Err(match figure {
            FigureKind::Meeple => RuleError::NoMeepleLeft,
            FigureKind::Own(expansion, _) if !game.has(expansion) => RuleError::NotInGame(expansion.title()),
            FigureKind::Own(..) => Refusal::NotInSupply(figure).into(),
        });
    }
    let roll = state_mut(game).roll();
    let to = landing_cell(from, way, roll);
    events.push(Happened::Flew { seat, figure, from, roll, to }.into());
    if landings(game, figure, to).is_empty() {
        let tile = game.board.tile_index_at(to).is_some();
        events.push(Happened::Crashed { seat, figure, at: to, tile }.into());
        return Ok(());
    }
    state_mut(game).flight = Some(Flight { figure, from, roll, to });
    game.agenda.push(Step::Ask(Ph::Land.into()));
    Ok(())
}

/// Lands the follower in flight, `figure`, on the feature `target` names.
fn land(at: Acting<'_>, target: Target, figure: FigureKind) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let flight = state(game).flight.ok_or(Refusal::NoFlight)?;
    if figure != flight.figure {
        return Err(Refusal::NotInFlight(flight.figure).into());
    }
    // The tile reached, named by any of its cells (a large tile has two).
    let reached = game.board.tile_index_at(flight.to);
    let (tile, segment) = match target.resolve(&game.board) {
        Some((tile, _)) if Some(tile) != reached => return Err(Refusal::Elsewhere(flight.to).into()),
        Some(at) => at,
        None if game.board.tile_index_at(target.pos) != reached => {
            return Err(Refusal::Elsewhere(flight.to).into());
        }
        None => return Err(Refusal::NoFeature(target).into()),
    };
    if let Some(refusal) = landing_refusal(game, flight.figure, tile, segment, target) {
        return Err(refusal.into());
    }
    if flight.figure == FigureKind::Meeple {
        game.players[seat].meeples -= 1;
    }
    game.figures.push(Figure { owner: seat, kind: flight.figure, tile, segment });
    game.features.add_meeple(game.features.node(tile, segment), seat, flight.figure);
    state_mut(game).flight = None;
    let at = Target::canonical(&game.board, tile, segment).unwrap_or(target);
    events.push(Happened::Landed { seat, figure: flight.figure, at }.into());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TileKind;
    use crate::setup::Expansion;
    use crate::tile::TileSet;

    /// The box, checked against its table's checks (`tiles-reference.md`): 8 tiles of the
    /// second edition, exactly one machine each, 3 diagonal and 5 orthogonal; no city, no
    /// monastery; `FL/F.dG` the garden tile, standing in for `FL/F.d`.
    #[test]
    fn the_box() {
        let set = TileSet::Expansion(Expansion::FlyingMachines);
        let ours: Vec<TileKind> = TileKind::of_set(set).collect();
        let drawn: Vec<&TileKind> = ours.iter().filter(|k| k.def().replaces.is_none()).collect();
        assert_eq!(drawn.iter().map(|k| u32::from(k.def().count)).sum::<u32>(), 8);
        assert_eq!(drawn.len(), 8, "one of each");
        for k in &ours {
            let def = k.def();
            assert_eq!(u8::from(def.markers.machine_w) + u8::from(def.markers.machine_nw), 1, "{k}");
            assert!(
                !def.segments.iter().any(|s| matches!(s.kind, FeatureKind::City | FeatureKind::Monastery)),
                "{k}"
            );
        }
        let diagonal = drawn.iter().filter(|k| machine(&k.def().markers) == Some(Compass::NW)).count();
        assert_eq!(diagonal, 3);
        let gardens: Vec<&TileKind> = ours.iter().filter(|k| k.def().garden().is_some()).collect();
        assert_eq!(gardens.len(), 1);
        assert_eq!(gardens[0].def().id, "FL/F.dG");
        assert_eq!(gardens[0].def().replaces, Some("FL/F.d"));
        let across = TileKind::from_id("FL/RFr.NS.o").unwrap();
        let along = TileKind::from_id("FL/RFr.WE.o").unwrap();
        assert_eq!(
            (machine(&across.def().markers), machine(&along.def().markers)),
            (Some(Compass::W), Some(Compass::W))
        );
    }

    /// The machine turns with its tile, clockwise; a diagonal step moves one cell on each
    /// axis, so a roll of 3 north-west lands three cells up and three to the left.
    #[test]
    fn the_way_turns_with_the_tile() {
        assert_eq!(turned(Compass::W, Rotation::R90), Compass::N);
        assert_eq!(turned(Compass::NW, Rotation::R90), Compass::NE);
        assert_eq!(turned(Compass::NW, Rotation::R270), Compass::SW);
        assert_eq!(landing_cell(Pos::new(1, 1), Compass::NW, Roll::Three), Pos::new(-2, -2));
        assert_eq!(landing_cell(Pos::new(0, 0), Compass::E, Roll::Two), Pos::new(2, 0));
    }

    /// The die shows each number on two faces of six, as printed.
    #[test]
    fn the_die_is_fair() {
        for roll in Roll::ALL {
            assert_eq!(Roll::FACES.iter().filter(|&&r| r == roll).count(), 2);
        }
    }

    #[test]
    fn bad_text_is_named() {
        assert_eq!("fly dragon".parse::<Action>(), Err(ParseError::Figure("dragon".into()).into()));
        assert_eq!(
            "fly big".parse::<Action>(),
            Ok(Act::Fly(crate::rules::inns_cathedrals::BIG_MEEPLE).into())
        );
        assert!(matches!("land road".parse::<Action>(), Err(ParseActionError::Target(_))));
    }
}
