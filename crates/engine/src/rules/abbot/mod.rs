//! The Abbot: each player's one abbot, and the gardens it works in.
//!
//! At the figure step, instead of a meeple, the active player may put their abbot on
//! the monastery or the garden of the tile just placed (`abbot monastery`, `abbot
//! garden`), or — also instead of placing a figure — take their abbot back from the
//! board (`recall`): its monastery or garden scores at once as at the end of the game
//! (1 per tile of the 3×3 square around it), for the abbot's owner, and the abbot goes
//! home. A monastery or garden completed during play scores 9 and the abbot goes home;
//! one still occupied at the end scores as an unfinished monastery. A garden is a
//! feature of its own ([`FeatureKind::Garden`]), printed in a field: only an abbot
//! stands in it, never a meeple (`RuleError::NotForMeeples`).
//!
//! The abbot is a figure like the others ([`ABBOT`] in `Game::figures`,
//! counted in its feature's majority), so this module keeps no state: the abbot is in
//! supply exactly when it is not on the board.
//!
//! **Tiles.** The new edition prints gardens on 8 base tiles, 1 river tile, 1 Hills &
//! Sheep tile, 1 Bridges, Castles & Bazaars tile and 2 Traders & Builders tiles (from
//! JCloisterZone's definitions of those editions). The river's (`RI/FFWW.g`) was already
//! in The River's table, with a `garden` marker that makes the segment; the twelve others
//! are rows of `tiles/abbot.txt`,
//! each marked `replaces:<id>`: with The Abbot in play each takes the place of one copy
//! of the tile it replaces, in that copy's place in the stack, when that tile is in the
//! game (`plant_gardens`); so does each garden tile another set's table marks
//! `replaces:` (Inns & Cathedrals' `IC/CCCCG` and `IC/RFr.iG`, for their plain twins),
//! which is never shuffled in as a tile of its own. Without The Abbot those rows are never drawn and a garden
//! is no feature (no meeple goes there, it never completes, a castle never scores it),
//! so a game without The Abbot draws and plays exactly as in engine version 7.
//!
//! **Decisions** (written also in `docs/rules.md`, "The Abbot"):
//! - *Points*: a garden's points are their own score category, `Category::Garden`; a
//!   monastery's stay `Category::Monastery`, whoever stood in it. The breakdown tells
//!   what the points came from, and a garden is not a monastery (vineyards pass it by,
//!   Synod cannot reach it).
//! - *Vineyards* (Hills & Sheep): a monastery completed during play with the abbot in it
//!   gains the vineyard bonus like any completed monastery; a recalled abbot scores its
//!   unfinished monastery as at the end, so without vineyards (the published FAQ: you
//!   score the abbot, not the monastery); a garden never gains it.
//! - *Hills*: a garden holds its abbot alone, and no monastery tile is a hill, so a hill
//!   never breaks a tie where an abbot stands (an abbot and a Synod's monk both score).
//! - *Castles* (Bridges, Castles & Bazaars): a completed garden next to a castle scores
//!   the castle, as a completed monastery does — a garden is a feature completed during
//!   play and scored like a monastery, which is what a castle waits for (JCloisterZone
//!   counts it too). Recalling an abbot completes nothing, so no castle scores from it.
//! - *Bridges*: nothing changes; a bridge may cross a garden tile's field or road.
//! - *Synod* (The Gifts): puts a meeple on any incomplete monastery, one with an abbot
//!   too (the abbot and the monk then share it, as tied majorities do), never on a
//!   garden.
//! - *Retreat* (The Gifts): may send the abbot home, from a monastery or a garden (the
//!   published list of features it applies to names the garden), for the usual 2 points
//!   plus 2 per figure left in the feature.
//! - *Change position* (The Gifts): never moves the abbot, which cannot be a farmer, and
//!   never stands a meeple in a garden (rules version 11; `rules/gifts/effects.rs`).
//! - *Road sweeper*, *Take two*: untouched (roads only; a returned garden tile goes back
//!   into the stack like any tile).
//! - *Monuments*: the abbot is no architect and stands on no monument.

mod facts;
mod messages;

use std::fmt;

use super::{Count, ExpansionRules, FigureSpec, Strength};
use crate::action::Action;
use crate::action::ParseActionError;
use crate::catalog::TileKind;
use crate::error::RuleError;
use crate::event::{Event, Scoring};
use crate::game::{Figure, FigureKind, Game};
use crate::geometry::Pos;
use crate::notation::BoxNotation;
use crate::rules::{self, Acting};
use crate::scoring;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::Expansion;
use crate::spot::Spot;
use crate::tile::{FeatureKind, TileSet};

/// Puts each garden tile into a stack in place of one copy of the tile it replaces,
/// when that tile is in it: the stack keeps its length and order, so the draws are
/// those of the same game without gardens, garden tiles where the copies were. The
/// garden tiles are this set's and those other sets print in place of their own plain
/// tiles (Inns & Cathedrals' two), in catalog order.
pub(crate) fn plant_gardens(stack: &mut [TileKind]) {
    for garden in TileKind::all().filter(|k| k.def().replaces.is_some()) {
        let replaced = garden.def().replaces.and_then(TileKind::from_id);
        if let Some(slot) = stack.iter_mut().find(|t| Some(**t) == replaced) {
            *slot = garden;
        }
    }
}

/// The abbot: each player's one, on a monastery or a garden. It counts for the majority
/// like a meeple (a monastery or garden has one owner), goes home when its feature
/// scores, and is never a farmer.
pub const ABBOT: FigureKind = FigureKind::Own(Expansion::Abbot, 0);

/// What each player has of the box's figures: the abbot at home.
pub const COUNTS: [Count; 1] = [Count::figure(ABBOT)];

/// The box's figures, by number: the abbot, a follower its owner may recall.
pub const FIGURES: [FigureSpec; 1] =
    [FigureSpec::follower("abbot", Strength::Fixed(1), &[FeatureKind::Monastery, FeatureKind::Garden])
        .recallable()];

/// What a player does with their abbot (`Action::Expansion`; its notation `abbot
/// <spot>`, `recall`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Put your abbot on the monastery or garden of the tile just placed.
    Place(Spot),
    /// Instead of placing a figure, take your abbot back; its monastery or garden
    /// scores for you as at the end of the game.
    Recall,
}

impl BoxNotation for Act {
    /// One action of each form of its notation, and a gift's that names a garden
    /// (`action::notation_samples`).
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] =
        &["abbot monastery", "abbot garden", "recall", "gift retreat 2 -1 garden"];

    const VERBS: &'static [&'static str] = &["abbot", "recall"];

    fn verb(self) -> &'static str {
        match self {
            Act::Place(_) => "abbot",
            Act::Recall => "recall",
        }
    }

    /// The same action naming `spot` instead of the spot it names (another name of the
    /// same field, as the players are offered it); unchanged if it names none.
    fn with_spot(self, spot: Spot) -> Act {
        match self {
            Act::Place(_) => Act::Place(spot),
            Act::Recall => Act::Recall,
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        Some(match (verb, rest) {
            ("abbot", _) => rest.join(" ").parse().map(Act::Place).map_err(ParseActionError::from),
            ("recall", []) => Ok(Act::Recall),
            ("recall", _) => Err(ParseActionError::Trailing("recall")),
            _ => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Place(spot) => write!(f, "abbot {spot}"),
            Act::Recall => f.write_str("recall"),
        }
    }
}

/// What happened to an abbot (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// `seat` put their abbot on the monastery or garden `spot` at `pos`.
    Placed { seat: Seat, pos: Pos, spot: Spot },
    /// `seat` took their abbot back from `pos`; its points follow in a `Scored` (an
    /// abbot that goes home with its completed feature shows only there).
    Recalled { seat: Seat, pos: Pos },
}

impl Happened {
    /// Whether it showed something new: a recall scores; an abbot put down does not,
    /// so it may still be taken back.
    pub(crate) fn reveals(&self) -> bool {
        matches!(self, Happened::Recalled { .. })
    }
}

/// An abbot's move against The Abbot's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// An abbot names a feature of the tile just placed that is no monastery or garden.
    #[error("an abbot goes on a monastery or a garden, not on a {0}")]
    OffCloister(FeatureKind),
    /// A second abbot: the player's one abbot is on the board already.
    #[error("your abbot is already on the board")]
    OnBoard,
    /// An abbot held off the board by another expansion (The Tower's prisoner): it is
    /// not in its owner's supply.
    #[error("your abbot is not in your supply: another player holds it prisoner")]
    Held,
    /// A recall with no abbot on the board.
    #[error("your abbot is not on the board: there is nothing to take back")]
    NotOnBoard,
    /// A recall of an abbot whose monastery or garden is complete (surrounded): it
    /// scores as complete, and goes home then.
    #[error("your abbot's {0} is complete: it scores now, and cannot be taken back")]
    Complete(FeatureKind),
}

/// The rules version from which an abbot is taken back only from a monastery or garden
/// not yet complete (the published rule): before it, a recall in the turn that
/// surrounded it scored it as at the end (without, say, a vineyard's bonus), and stored
/// games of version 8 replay so.
const RECALL_INCOMPLETE_SINCE: u32 = 9;

/// Why `seat`'s abbot may not be taken back now, if it may not.
fn recall_refused(game: &Game, abbot: Figure) -> Option<Refusal> {
    let pos = game.board.tiles()[abbot.tile].pos;
    (game.setup.version >= RECALL_INCOMPLETE_SINCE && scoring::surrounded(game, pos))
        .then(|| Refusal::Complete(segment_kind(game, abbot)))
}

super::game_view! {
    /// The Abbot as everyone sees it: where each abbot stands.
    AbbotView
}

impl<'g> AbbotView<'g> {
    /// The cell and the feature (monastery or garden) where `seat`'s abbot stands;
    /// `None` while it is in supply.
    pub fn post(&self, seat: Seat) -> Option<(Pos, FeatureKind)> {
        abbot_of(self.game, seat).map(|f| (self.game.board.tiles()[f.tile].pos, segment_kind(self.game, f)))
    }

    /// Whether `seat`'s abbot is in supply.
    pub fn in_supply(&self, seat: Seat) -> bool {
        abbot_of(self.game, seat).is_none() && rules::held(self.game, seat, ABBOT).is_none()
    }

    /// What taking `seat`'s abbot back now would score, as `recall` scores it: its
    /// monastery or garden counted as at the end. `None` while the abbot is in supply.
    /// Words and images name the recall with it, so they agree with the score.
    pub fn recall_points(&self, seat: Seat) -> Option<u32> {
        let abbot = abbot_of(self.game, seat)?;
        Some(scoring::points(self.game, self.game.features.feature_of(abbot.tile, abbot.segment), true))
    }
}

/// The Abbot's place in the turn: its rules, registered in `rules::rules_of`. The
/// abbot is one of `Game::figures`, so the module keeps no state.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    /// The garden tiles are never shuffled in as tiles of their own: each takes the
    /// place of one copy of its plain tile.
    fn own_sets(&self) -> &'static [TileSet] {
        &[TileSet::Expansion(Expansion::Abbot)]
    }

    fn fill_stack(&self, stack: &mut [TileKind]) {
        plant_gardens(stack);
    }

    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        if let Some(abbot) = abbot_of(game, game.active) {
            if recall_refused(game, abbot).is_none() {
                out.push(Act::Recall.into());
            }
            return;
        }
        // Held off the board (The Tower's prisoner): neither on it nor in supply.
        if rules::held(game, game.active, ABBOT).is_some() {
            return;
        }
        let index = game.board.tiles().len() - 1;
        for segment in 0..game.board.segment_count(index) {
            let kind = game.board.segment(index, segment).kind;
            let free = !game.features.info(game.features.node(index, segment)).occupied();
            if kind.is_cloister() && free {
                out.extend(
                    Spot::canonical_on(&game.board, index, segment)
                        .map(|spot| Action::from(Act::Place(spot))),
                );
            }
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, its owner in play).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match self {
            Act::Place(spot) => place(Acting { game, seat, events }, spot),
            Act::Recall => recall(Acting { game, seat, events }),
        }
    }
}

/// `seat`'s abbot, if it is on the board.
fn abbot_of(game: &Game, seat: Seat) -> Option<Figure> {
    game.figures.iter().copied().find(|f| f.kind == ABBOT && f.owner == seat)
}

fn segment_kind(game: &Game, f: Figure) -> FeatureKind {
    game.board.segment(f.tile, f.segment).kind
}

/// Puts `seat`'s abbot on the monastery or garden `spot` of the tile just placed.
fn place(at: Acting<'_>, spot: Spot) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    if abbot_of(game, seat).is_some() {
        return Err(Refusal::OnBoard.into());
    }
    if rules::held(game, seat, ABBOT).is_some() {
        return Err(Refusal::Held.into());
    }
    let index = game.board.tiles().len() - 1;
    let segment = spot.resolve_on(&game.board, index).ok_or(RuleError::NoSuchFeature(spot))?;
    let kind = game.board.segment(index, segment).kind;
    if !kind.is_cloister() {
        return Err(Refusal::OffCloister(kind).into());
    }
    let node = game.features.node(index, segment);
    if game.features.info(node).occupied() {
        return Err(RuleError::FeatureOccupied(spot));
    }
    game.figures.push(Figure { owner: seat, kind: ABBOT, tile: index, segment });
    game.features.add_meeple(node, seat, ABBOT);
    let pos = game.board.tiles()[index].pos;
    events.push(Happened::Placed { seat, pos, spot }.into());
    Ok(())
}

/// Takes `seat`'s abbot back: its owner scores its monastery or garden as at the end
/// and the abbot goes home. The abbot scores, not the feature (the published FAQ), so
/// a monk a Synod put beside it stays, and the feature may still score when completed.
fn recall(at: Acting<'_>) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let abbot = abbot_of(game, seat).ok_or(Refusal::NotOnBoard)?;
    if let Some(refusal) = recall_refused(game, abbot) {
        return Err(refusal.into());
    }
    let pos = game.board.tiles()[abbot.tile].pos;
    let root = game.features.feature_of(abbot.tile, abbot.segment);
    let points = scoring::points(game, root, true);
    let category = segment_kind(game, abbot).into();
    send_home(game, abbot);
    events.push(Happened::Recalled { seat, pos }.into());
    scoring::credit(game, SeatSet::single(seat), category, points);
    let mut meeples = [0; MAX_SEATS];
    meeples[seat.index()] = 1;
    events.push(Event::Scored(Scoring {
        category,
        points,
        winners: SeatSet::single(seat),
        meeples,
        cells: vec![pos],
        at_end: true,
    }));
    Ok(())
}

/// Takes the abbot `abbot` off the board, out of its feature's count.
pub(crate) fn send_home(game: &mut Game, abbot: Figure) {
    game.figures.retain(|f| *f != abbot);
    let node = game.features.node(abbot.tile, abbot.segment);
    game.features.remove_meeple(node, abbot.owner, ABBOT);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The box: twelve garden tiles (two of them Traders & Builders'), each standing in
    /// for one copy of a tile of another set with the same edges, and each with its garden.
    #[test]
    fn each_garden_tile_stands_in_for_a_tile_of_another_set() {
        let set = TileSet::Expansion(Expansion::Abbot);
        assert_eq!(set.copies(), 12);
        for k in TileKind::of_set(set) {
            let replaced = TileKind::from_id(k.def().replaces.expect("a garden tile replaces one")).unwrap();
            assert_ne!(replaced.def().set, set);
            assert_eq!(k.def().edges, replaced.def().edges, "{k}");
            assert!(k.def().garden().is_some(), "{k}");
        }
    }
}
