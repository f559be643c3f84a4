//! Mage & Witch (« Mage et Sorcière », mini-expansion 5, the Big Box 2017 edition): two
//! neutral figures, the purple mage and the orange witch, that belong to nobody. Nothing
//! is hidden. Rules version 17; earlier games cannot have it.
//!
//! - *The magic symbol*: after placing one of its eight tiles, before the figure step, the
//!   active player must put one of the two figures on a road or a city that is not
//!   finished, anywhere on the board, never on the feature of the other figure
//!   (« they can never occupy the same feature as each other »). With none on the board
//!   one comes in; with one, the player moves it or brings in the other; with both, one
//!   of them moves, to a different feature (`mage <x> <y> <spot>`, `witch <x> <y>
//!   <spot>`, a decision of the active player's own, [`Ph::Magic`]). A feature the tile
//!   just finished is finished: no figure goes there.
//! - *No place left*: when no road or city takes a figure, the player sets one of them
//!   aside (`aside mage`, `aside witch`), to come back at a later magic tile; with only
//!   one on the board it goes at once, with none nothing happens.
//! - *The two meet*: a tile (magic or not) that joins the mage's feature and the witch's
//!   makes its player move one of them at once, before anything scores ([`Ph::Apart`]);
//!   a bridge built at the figure step that joins them is answered before scoring too.
//! - *Scoring*: a road or city with the mage is worth 1 more a tile (coats of arms
//!   aside); with the witch, half, rounded up, after every other bonus (an inn, a
//!   cathedral). So at the end of the game too, where an inn's or a cathedral's feature
//!   left unfinished is worth nothing but the mage's 1 a tile. The points go to the
//!   feature's majority as usual; nobody in it, nobody scores. A figure whose feature is
//!   finished during play (scored, with or without followers, or turned into a castle)
//!   leaves the board, to come back at a later magic tile.
//! - The figures are no followers: they take no room from meeples, count in no majority,
//!   and nothing eats, captures or moves them but this box's own rules.
//!
//! Every choice where the text is silent is written in `docs/rules.md`, "Mage & Witch",
//! with its quote.

mod facts;
mod messages;

use std::fmt;

use super::accessors::mage_witch::{state, state_mut};
use super::{ExpansionRules, Stage, ask};
use crate::action::{Action, ParseActionError};
use crate::error::RuleError;
use crate::event::Event;
use crate::features::NodeId;
use crate::game::Game;
use crate::geometry::Pos;
use crate::notation::BoxNotation;
use crate::rules::Acting;
use crate::seat::Seat;
use crate::setup::Setup;
use crate::target::Target;
use crate::tile::FeatureKind;

/// One of the two magic figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Magic {
    /// The purple mage: 1 more a tile of its feature.
    Mage,
    /// The orange witch: its feature's points halved, rounded up.
    Witch,
}

impl Magic {
    /// Both, the mage first.
    pub const ALL: [Magic; 2] = [Magic::Mage, Magic::Witch];

    /// Its word in the notation and the front ends' words.
    pub const fn word(self) -> &'static str {
        match self {
            Magic::Mage => "mage",
            Magic::Witch => "witch",
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

crate::words!(Magic, ParseError, ParseError::Figure);

/// What the active player does with the magic figures (`Action::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Put this figure on the road or city there, from beside the board or from
    /// another feature (`mage 2 -1 road E`).
    Move(Magic, Target),
    /// No road or city takes a figure: set this one aside, off the board (`aside
    /// witch`).
    Aside(Magic),
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] =
        &["mage 2 -1 road E", "witch 0 -1 city N", "aside mage", "aside witch"];

    const VERBS: &'static [&'static str] = &["mage", "witch", "aside"];

    fn verb(self) -> &'static str {
        match self {
            Act::Move(figure, _) => figure.word(),
            Act::Aside(_) => "aside",
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        Some(match verb {
            "mage" | "witch" => {
                let figure = verb.parse().expect("one of the two words");
                rest.join(" ").parse::<Target>().map(|t| Act::Move(figure, t)).map_err(ParseActionError::from)
            }
            "aside" => match rest {
                [word] => word.parse().map(Act::Aside).map_err(ParseActionError::from),
                _ => Err(ParseError::Figure(rest.join(" ")).into()),
            },
            _ => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Move(figure, target) => write!(f, "{figure} {target}"),
            Act::Aside(figure) => write!(f, "aside {figure}"),
        }
    }
}

/// Text that is not one of its actions, in a way of its own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// `aside` names one figure: `mage` or `witch`.
    #[error("`aside` takes one figure, mage or witch, not `{0}`")]
    Figure(String),
}

/// What happened to the magic figures (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` put `figure` on the feature `to`, from the feature at `from` (`None`: from
    /// beside the board).
    Moved { seat: Seat, figure: Magic, from: Option<Pos>, to: Target },
    /// No road or city took a figure: `figure` left the board from `pos`, set aside by
    /// `seat` (of their choice, or the only one on the board).
    SetAside { seat: Seat, figure: Magic, pos: Pos },
    /// `figure`'s feature at `pos`, a `feature`, was finished (and scored, if anybody
    /// stood in it): the figure left the board.
    Returned { figure: Magic, pos: Pos, feature: FeatureKind },
}

impl Happened {
    /// Whether it showed something new: nothing of this box is hidden, and a figure
    /// moved may still be taken back.
    pub(crate) fn reveals(&self) -> bool {
        false
    }
}

/// A move against Mage & Witch's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A magic figure's move while no decision of this box waits.
    #[error("the mage and the witch move only after a tile with the magic symbol")]
    NoMagic,
    /// Anything else while the active player must place a magic figure.
    #[error("place the mage or the witch first")]
    MagicPending,
    /// The feature named is no road or city.
    #[error("the mage and the witch go on a road or a city, not on a {0}")]
    NotRoadOrCity(FeatureKind),
    /// Nothing at that cell and spot.
    #[error("there is no feature at {0}")]
    NoFeature(Target),
    /// The feature is finished.
    #[error("{0} is finished: the mage and the witch go only on unfinished roads and cities")]
    Finished(Target),
    /// The other figure stands on that feature.
    #[error("the {0} is on that feature: the two never share one")]
    Taken(Magic),
    /// The figure named stands on that feature already: it moves to another one.
    #[error("the {0} is on that feature already: move it to another one")]
    Stays(Magic),
    /// A figure set aside while some road or city still takes one.
    #[error("a road or city still takes a magic figure: place one rather than set one aside")]
    PlaceLeft,
    /// A figure set aside that is not on the board.
    #[error("the {0} is not on the board")]
    NotOnBoard(Magic),
}

/// Mage & Witch's decisions (`Phase::Expansion`), both the active player's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// A tile with the magic symbol was placed: put a magic figure on a road or city (or
    /// set one aside when none takes one).
    Magic,
    /// The tile placed joined the mage's feature and the witch's: move one of them away
    /// (or set one aside when no other feature takes one).
    Apart,
}

/// Mage & Witch's state: where each figure stands, while on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MageWitch {
    /// The placed tile and segment each figure stands on, by [`Magic`]; `None` beside the
    /// board. A segment, not a feature: features join as tiles are placed.
    on: [Option<(usize, usize)>; 2],
}

impl MageWitch {
    pub(crate) fn new(_setup: &Setup) -> MageWitch {
        MageWitch { on: [None; 2] }
    }
}

super::game_view! {
    /// Mage & Witch as everyone sees it.
    MageWitchView
}

impl<'g> MageWitchView<'g> {
    /// The feature `figure` stands on, as a player names it; `None` beside the board.
    pub fn post(&self, figure: Magic) -> Option<Target> {
        let (tile, segment) = state(self.game).on[figure.index()]?;
        Target::canonical(&self.game.board, tile, segment)
    }

    /// The placed tile and segment `figure` stands on (where a picture draws it);
    /// `None` beside the board.
    pub fn segment(&self, figure: Magic) -> Option<(usize, usize)> {
        state(self.game).on[figure.index()]
    }
}

/// The feature `figure` stands on; `None` beside the board.
fn root_of(game: &Game, figure: Magic) -> Option<NodeId> {
    state(game).on[figure.index()].map(|(t, s)| game.features.feature_of(t, s))
}

/// The figure standing on the feature `root`, the mage first.
fn on_feature(game: &Game, root: NodeId) -> Option<Magic> {
    Magic::ALL.into_iter().find(|&m| root_of(game, m) == Some(root))
}

/// Whether a magic figure may go to the feature `root`: an unfinished road or city,
/// with neither figure on it.
fn open_to_magic(game: &Game, root: NodeId) -> bool {
    let info = game.features.info(root);
    matches!(info.kind, FeatureKind::Road | FeatureKind::City)
        && info.open > 0
        && !info.scored
        && on_feature(game, root).is_none()
}

/// Every road and city a figure may go to, each once, named by its first segment that
/// has a name, in the order of the features' nodes.
fn targets(game: &Game) -> impl Iterator<Item = Target> + '_ {
    game.features.roots().filter(|&root| open_to_magic(game, root)).filter_map(move |root| {
        game.features.members(root).find_map(|(t, s)| Target::canonical(&game.board, t, s))
    })
}

/// The figures on the board, the mage first.
fn on_board(game: &Game) -> impl Iterator<Item = Magic> + '_ {
    Magic::ALL.into_iter().filter(|&m| state(game).on[m.index()].is_some())
}

/// The cell of the tile `figure` stands on.
fn cell_of(game: &Game, figure: Magic) -> Option<Pos> {
    state(game).on[figure.index()].map(|(t, _)| game.board.tiles()[t].pos)
}

/// What the modifier of the figure on the road or city `root`, if any, makes of its
/// `points` over `tiles` tiles: the mage 1 more a tile, the witch half rounded up.
fn modified(game: &Game, root: NodeId, tiles: u32, points: u32) -> u32 {
    match on_feature(game, root) {
        Some(Magic::Mage) => points + tiles,
        Some(Magic::Witch) => points.div_ceil(2),
        None => points,
    }
}

/// Asks the active player for `phase`, when some choice is left: a figure to place or
/// one of two to set aside. With no place left and one figure on the board, it goes at
/// once; with none, nothing happens.
fn ask_magic(game: &mut Game, phase: Ph, events: &mut Vec<Event>) {
    if targets(game).next().is_some() || on_board(game).count() == 2 {
        game.decisions.push(ask(game.active, phase.into()));
        return;
    }
    let alone = on_board(game).next();
    if let Some(figure) = alone {
        set_aside(game, game.active, figure, events);
    }
}

/// Whether the mage and the witch stand on one feature.
fn met(game: &Game) -> bool {
    matches!((root_of(game, Magic::Mage), root_of(game, Magic::Witch)), (Some(a), Some(b)) if a == b)
}

fn set_aside(game: &mut Game, seat: Seat, figure: Magic, events: &mut Vec<Event>) {
    let pos = cell_of(game, figure).expect("a figure on the board");
    state_mut(game).on[figure.index()] = None;
    events.push(Happened::SetAside { seat, figure, pos }.into());
}

/// Mage & Witch's place in the turn: its rules, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    fn feature_points(&self, game: &Game, root: NodeId, tiles: u32, _complete: bool, points: u32) -> u32 {
        modified(game, root, tiles, points)
    }

    /// After a magic tile (or a tile joining the two figures' features) the active
    /// player places a figure before the figure step; a bridge built at the figure step
    /// that joins them is answered before scoring.
    fn step(&self, game: &mut Game, stage: Stage, events: &mut Vec<Event>) {
        match stage {
            Stage::BeforeFigure => {
                let placed = game.board.tiles().last().expect("a tile was placed");
                if placed.kind.def().markers.magic {
                    ask_magic(game, Ph::Magic, events);
                } else if met(game) {
                    ask_magic(game, Ph::Apart, events);
                }
            }
            Stage::BeforeScore if met(game) => ask_magic(game, Ph::Apart, events),
            Stage::BeforeScore | Stage::AfterFigure | Stage::EndOfTurn | Stage::AfterPart => {}
        }
    }

    /// A figure whose feature was finished this turn (scored, or turned into a castle)
    /// leaves the board, after every scoring of it (a castle's from its neighbourhood
    /// included, whose modules come before this one).
    fn after_scoring(&self, game: &mut Game, _completed: &[NodeId], events: &mut Vec<Event>) {
        for figure in Magic::ALL {
            let Some((tile, segment)) = state(game).on[figure.index()] else { continue };
            let info = game.features.info(game.features.feature_of(tile, segment));
            if info.open == 0 || info.scored {
                let pos = game.board.tiles()[tile].pos;
                let feature = info.kind;
                state_mut(game).on[figure.index()] = None;
                events.push(Happened::Returned { figure, pos, feature }.into());
            }
        }
    }
}

impl Ph {
    /// Adds its legal answers for the active player (`Game::legal_actions`): each figure
    /// onto each road or city that takes one, or, with none, each figure on the board
    /// set aside.
    pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
        let before = out.len();
        for target in targets(game) {
            out.extend(Magic::ALL.map(|m| Action::from(Act::Move(m, target))));
        }
        if out.len() == before {
            out.extend(on_board(game).map(|m| Action::from(Act::Aside(m))));
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, once its decision accepted it).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match self {
            Act::Move(figure, target) => move_to(Acting { game, seat, events }, figure, target),
            Act::Aside(figure) => {
                if state(game).on[figure.index()].is_none() {
                    return Err(Refusal::NotOnBoard(figure).into());
                }
                if targets(game).next().is_some() {
                    return Err(Refusal::PlaceLeft.into());
                }
                set_aside(game, seat, figure, events);
                Ok(())
            }
        }
    }
}

/// Puts `figure` on the road or city `target` names.
fn move_to(at: Acting<'_>, figure: Magic, target: Target) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let (tile, segment) = target.resolve(&game.board).ok_or(Refusal::NoFeature(target))?;
    let root = game.features.feature_of(tile, segment);
    let info = game.features.info(root);
    if !matches!(info.kind, FeatureKind::Road | FeatureKind::City) {
        return Err(Refusal::NotRoadOrCity(info.kind).into());
    }
    if info.open == 0 || info.scored {
        return Err(Refusal::Finished(target).into());
    }
    match on_feature(game, root) {
        Some(there) if there == figure => return Err(Refusal::Stays(figure).into()),
        Some(there) => return Err(Refusal::Taken(there).into()),
        None => {}
    }
    let from = cell_of(game, figure);
    state_mut(game).on[figure.index()] = Some((tile, segment));
    let to = Target::canonical(&game.board, tile, segment).unwrap_or(target);
    events.push(Happened::Moved { seat, figure, from, to }.into());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TileKind;
    use crate::setup::Expansion;

    /// The box, checked against its table's checks (`tiles-reference.md`): 8 tiles of the
    /// second edition, each with the magic symbol and a city; `MW/CCCR.3` three cities;
    /// one garden tile, standing in for its plain twin; no monastery, no pennant.
    #[test]
    fn the_box() {
        let ours: Vec<TileKind> = TileKind::of_box(Expansion::MageWitch).collect();
        let drawn: Vec<&TileKind> = ours.iter().filter(|k| k.def().replaces.is_none()).collect();
        assert_eq!(drawn.iter().map(|k| u32::from(k.def().count)).sum::<u32>(), 8);
        assert_eq!(drawn.len(), 8, "one of each");
        for k in &ours {
            let def = k.def();
            assert!(def.markers.magic, "{k}");
            assert!(def.segments.iter().any(|s| s.kind == FeatureKind::City), "{k}");
            assert!(!def.segments.iter().any(|s| s.kind == FeatureKind::Monastery), "{k}");
            assert!(def.segments.iter().all(|s| s.pennants == 0), "{k}");
        }
        let gardens: Vec<&TileKind> = ours.iter().filter(|k| k.def().garden().is_some()).collect();
        assert_eq!(gardens.len(), 1);
        assert_eq!(gardens[0].def().id, "MW/CCRrG");
        let twin = TileKind::from_id(gardens[0].def().replaces.expect("a garden tile replaces one")).unwrap();
        assert_eq!(twin.def().id, "MW/CCRr.2");
        assert_eq!(twin.def().edges, gardens[0].def().edges);
        let three = TileKind::from_id("MW/CCCR.3").unwrap();
        assert_eq!(three.def().segments.iter().filter(|s| s.kind == FeatureKind::City).count(), 3);
    }

    #[test]
    fn bad_text_is_named() {
        assert_eq!("aside".parse::<Action>(), Err(ParseError::Figure(String::new()).into()));
        assert_eq!("aside wizard".parse::<Action>(), Err(ParseError::Figure("wizard".into()).into()));
        assert!(matches!("mage road".parse::<Action>(), Err(ParseActionError::Target(_))));
        assert_eq!("aside Witch".parse::<Action>(), Ok(Act::Aside(Magic::Witch).into()));
    }
}
