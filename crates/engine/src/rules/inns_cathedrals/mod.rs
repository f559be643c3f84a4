//! Inns & Cathedrals: inns on roads, cathedrals in cities, and each player's big meeple.
//!
//! **Inns and cathedrals** are printed on the tiles (`[inn]` on a road, `[cathedral]` on
//! a city in the tile tables), so this module holds no list of tiles: a road with at
//! least one inn scores 2 per tile when complete, a city with at least one cathedral 3
//! per tile and per pennant; several do not add up; either scores nothing when still
//! incomplete at the end (`ExpansionRules::feature_points`, which every valuation of a
//! road or city asks: scoring in play and at the end, a castle, the previews). Fields
//! are unchanged (a completed city with a cathedral is worth 3 to a field, like any).
//!
//! **The big meeple**: one per player ([`BIG_MEEPLE`], `FigureKind::Own`), put down at
//! the figure step instead of a meeple, wherever a meeple may stand, a field included
//! (`big <spot>`). It weighs 2 in its feature's majority (`FigureKind::strength`: the
//! features count meeples by strength), scores with its feature and goes home when it
//! does; a farmer stays until the end. It is in supply exactly when it is not on the
//! board, so the module keeps no state.
//!
//! **Decisions** (written also in `docs/rules.md`, "Inns & Cathedrals"):
//! - *Edition*: the second edition's 18 tiles; its two garden tiles take the place of
//!   their plain twins only with The Abbot (`tiles/inns_cathedrals.txt`).
//! - *Players*: the game already seats six, so the box's sixth colour adds nothing.
//! - *Inns by a lake* (Bridges, Castles & Bazaars' `BB/R.bi`, `BB/RFR.bi`) are inns: with
//!   Inns & Cathedrals in play their roads score as any road with an inn; a bridge built
//!   across such a tile is another road, which the inn touches only when the two join
//!   (the published clarification). No river tile prints an inn.
//! - *Castles*: a cathedral city spans four edges, so it is never a small city and never
//!   becomes a castle; `IC/C!`'s cap is marked no castle base (`{noK!}`). A castle beside
//!   a completed road or city takes its points with the inn's or cathedral's bonus (the
//!   community reading of the rules). An owner whose big meeple is in a small city may
//!   build a castle like any owner (the rules give the castle to the city's owner): the
//!   big meeple goes onto it and home when it scores (rules version 11; before, that
//!   owner scored the city rather than build).
//! - *Hills* (Hills & Sheep): a tie is a tie of strength; a big meeple on a hill counts
//!   as a meeple there, by its strength when the number on hills breaks the tie.
//! - *The Gifts*: the big meeple is a meeple to every card — Retreat sends it home,
//!   Change position stands it up or lays it down; the meeples Retreat pays for count by
//!   strength. A road sweeper scores an inn's road as at the end: nothing.
//! - *The Abbot*: the big meeple is no abbot: it may stand on a monastery, never in a
//!   garden, and is never taken back. *Shepherds* (Hills & Sheep): a farmer like any;
//!   it weighs nothing in a flock, which only shepherds score.

mod facts;
mod messages;

use std::fmt;

use super::{Count, ExpansionRules, FigureSpec, Strength};
use crate::action::{Action, ParseActionError};
use crate::error::RuleError;
use crate::event::Event;
use crate::features::NodeId;
use crate::game::{Figure, FigureKind, Game, MEEPLE};
use crate::geometry::Pos;
use crate::notation::BoxNotation;
use crate::rules;
use crate::seat::Seat;
use crate::setup::Expansion;
use crate::spot::Spot;
use crate::tile::{FeatureKind, Segment};
use crate::turn;
use crate::view::Audience;

/// The big meeple: each player's one, a meeple that weighs two.
pub const BIG_MEEPLE: FigureKind = FigureKind::Own(Expansion::InnsCathedrals, 0);

/// What each player has of the box's figures: the big meeple at home.
pub const COUNTS: [Count; 1] = [Count::figure(BIG_MEEPLE)];

/// The box's figures, by number: the big meeple, a meeple that weighs two in a majority.
pub const FIGURES: [FigureSpec; 1] =
    [FigureSpec::follower("big", Strength::Fixed(2), MEEPLE.stands_on).meeple()];

/// A complete road with an inn: points per tile.
const INN_POINTS: u32 = 2;

/// A complete city with a cathedral: points per tile and per pennant.
const CATHEDRAL_POINTS: u32 = 3;

/// What a player does with their big meeple (`Action::Expansion`; its notation `big
/// <spot>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Put your big meeple on a feature of the tile just placed, instead of a meeple.
    Place(Spot),
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &["big road E", "big field Nw", "big monastery", "big city N"];

    const VERBS: &'static [&'static str] = &["big"];

    /// The same action naming `spot` instead of the spot it names (another name of the
    /// same field, as the players are offered it); unchanged if it names none.
    fn with_spot(self, spot: Spot) -> Act {
        match self {
            Act::Place(_) => Act::Place(spot),
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        (verb == "big").then(|| rest.join(" ").parse().map(Act::Place).map_err(ParseActionError::from))
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Place(spot) => write!(f, "big {spot}"),
        }
    }
}

/// What happened to a big meeple (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` put their big meeple on `spot` of the tile at `pos`.
    Placed { seat: Seat, pos: Pos, spot: Spot },
}

impl Happened {
    /// Whether it showed something new: a figure put down does not, so it may still be
    /// taken back.
    pub(crate) fn reveals(&self) -> bool {
        false
    }
}

/// A big meeple's move against the rules of Inns & Cathedrals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A second big meeple: the player's one is on the board already (on a feature, a
    /// castle or the top of a tower).
    #[error("your big meeple is already on the board")]
    OnBoard,
    /// The big meeple is another player's prisoner (The Tower): not in its owner's
    /// supply, and not on the board either.
    #[error("your big meeple is not in your supply: another player holds it prisoner")]
    Held,
}

super::game_view! {
    /// Inns & Cathedrals as everyone sees it: where each big meeple stands.
    InnsCathedralsView
}

impl<'g> InnsCathedralsView<'g> {
    /// Whether `seat`'s big meeple is in supply.
    pub fn in_supply(&self, seat: Seat) -> bool {
        !away(self.game, seat)
    }

    /// The cell and the kind of feature where `seat`'s big meeple stands: a tile's
    /// feature, or a castle (its first cell, a city: the castle stands over one). `None`
    /// while it is on no feature: in supply, on top of a tower or held prisoner (The
    /// Tower's view tells where), none of which is a city.
    pub fn post(&self, seat: Seat) -> Option<(Pos, FeatureKind)> {
        let on_castle = || {
            let bcb = self.game.view(Audience::Public).bridges_castles_bazaars()?;
            let castle = bcb.castles().iter().find(|c| c.others.contains(&(seat, BIG_MEEPLE)))?;
            Some((castle.cells[0], FeatureKind::City))
        };
        big_meeple_of(self.game, seat)
            .map(|f| (self.game.board.tiles()[f.tile].pos, self.game.board.segment(f.tile, f.segment).kind))
            .or_else(on_castle)
    }
}

/// Whether a road or city segment prints what Inns & Cathedrals scores: an inn on a
/// road, a cathedral in a city. Public so that words and pictures tell the same thing.
pub fn is_marked(segment: &Segment) -> bool {
    match segment.kind {
        FeatureKind::Road => segment.inn,
        FeatureKind::City => segment.cathedral,
        _ => false,
    }
}

/// Inns & Cathedrals' place in the turn: its rules, registered in `rules::rules_of`.
/// The big meeple is one of `Game::figures`, so the module keeps no state.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    /// An inn's road or a cathedral's city: more when complete, nothing when not.
    fn feature_points(&self, game: &Game, root: NodeId, tiles: u32, complete: bool, points: u32) -> u32 {
        let info = game.features.info(root);
        let marked = game.features.members(root).any(|(t, s)| is_marked(game.board.segment(t, s)));
        if !marked {
            return points;
        }
        match info.kind {
            _ if !complete => 0,
            FeatureKind::Road => INN_POINTS * tiles,
            _ => CATHEDRAL_POINTS * (tiles + u32::from(info.pennants)),
        }
    }

    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        if !away(game, game.active) {
            out.extend(turn::open_spots(game).map(|spot| Action::from(Act::Place(spot))));
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, its owner in play).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let Act::Place(spot) = self;
        if prisoner(game, seat) {
            return Err(Refusal::Held.into());
        }
        if away(game, seat) {
            return Err(Refusal::OnBoard.into());
        }
        let segment = turn::open_segment(game, spot)?;
        let index = game.board.tiles().len() - 1;
        game.figures.push(Figure { owner: seat, kind: BIG_MEEPLE, tile: index, segment });
        game.features.add_meeple(game.features.node(index, segment), seat, BIG_MEEPLE);
        let pos = game.board.tiles()[index].pos;
        events.push(Happened::Placed { seat, pos, spot }.into());
        Ok(())
    }
}

/// `seat`'s big meeple, if it is on the board.
fn big_meeple_of(game: &Game, seat: Seat) -> Option<Figure> {
    game.figures.iter().copied().find(|f| f.kind == BIG_MEEPLE && f.owner == seat)
}

/// Whether `seat`'s big meeple is out of supply: on the board, or on a castle (Bridges,
/// Castles & Bazaars, rules version 11 on).
fn away(game: &Game, seat: Seat) -> bool {
    big_meeple_of(game, seat).is_some() || rules::held(game, seat, BIG_MEEPLE).is_some()
}

/// Whether `seat`'s big meeple is held prisoner by another player (The Tower's view
/// tells; a big meeple on top of a tower is on the board).
fn prisoner(game: &Game, seat: Seat) -> bool {
    let tower = game.view(Audience::Public).tower();
    tower.is_some_and(|t| t.prisoners().iter().any(|p| p.owner == seat && p.kind == BIG_MEEPLE))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TileKind;
    use crate::tile::TileSet;

    /// The box: 18 tiles (the two garden tiles stand in for their plain twins), 2
    /// cathedrals, 6 inns, 3 pennants, 1 monastery, 2 gardens, as tiles-reference.md counts.
    #[test]
    fn the_box_matches_the_reference() {
        let set = TileSet::Expansion(Expansion::InnsCathedrals);
        let count = |f: &dyn Fn(&TileKind) -> bool| -> u32 {
            TileKind::of_set(set).filter(|k| f(k)).map(|k| u32::from(k.def().count)).sum()
        };
        let plain = |k: &TileKind| k.def().replaces.is_none();
        let segments = |k: &TileKind, f: &dyn Fn(&Segment) -> bool| k.def().segments.iter().any(f);
        assert_eq!(count(&plain), 18);
        assert_eq!(count(&|k| plain(k) && segments(k, &|s| s.cathedral)), 2);
        assert_eq!(count(&|k| plain(k) && segments(k, &|s| s.inn)), 6);
        assert_eq!(count(&|k| plain(k) && segments(k, &|s| s.pennants > 0)), 3);
        assert_eq!(count(&|k| plain(k) && k.def().monastery().is_some()), 1);
        for garden in TileKind::of_set(set).filter(|k| !plain(k)) {
            let twin = TileKind::from_id(garden.def().replaces.unwrap()).expect("its twin is a tile");
            assert_eq!(twin.def().set, set, "{garden}");
            assert_eq!(garden.def().edges, twin.def().edges, "{garden}");
            assert!(garden.def().garden().is_some() && twin.def().garden().is_none(), "{garden}");
            let features =
                |k: TileKind| k.def().segments.iter().filter(|s| s.kind != FeatureKind::Garden).count();
            assert_eq!(features(garden), features(twin), "{garden}");
        }
        assert_eq!(TileKind::of_set(set).filter(|k| !plain(k)).count(), 2);
    }
}
