//! The River, as in today's base box (the new edition of 2014): twelve river tiles laid
//! before the land tiles, so every game starts from a different landscape.
//!
//! The spring is the start tile (the base game's start tile stays in the box). The other
//! river tiles are drawn first, at random, the lake last; then the land tiles. A river
//! tile goes only at the river's open end (its mouth), water meeting water, and the
//! river may not turn the same way twice in a row. Water is no feature: no figure stands
//! on it, and the fields on its two banks are separate fields. Roads, cities, fields and
//! the monastery printed on river tiles are the base game's and score as usual.
//!
//! Decisions, and why:
//! - **Which edition.** The new edition's set (in today's base box): the first edition's
//!   twelve tiles with one plain curve replaced by the same curve with a garden (a
//!   feature only when The Abbot is played: see `rules/abbot`). Contents and counts
//!   follow JCloisterZone's definitions.
//! - **"Twice in a row".** The published rule forbids two turns the same way in a row,
//!   so that the river cannot come back on itself; its FAQ adds that three turns the same
//!   way with straight tiles between are forbidden too, and that a straight tile between
//!   two does not make them safe. We count turns only, straight tiles between them or
//!   not: the river's turns alternate. It then runs as a staircase that never meets
//!   itself, so a river tile always fits at the mouth and none is ever discarded.
//! - **Fixed draw orders** (scenarios) list the river tiles first, the lake last of them
//!   (`SetupError::DrawOrder` otherwise); random games keep them in this state, drawn
//!   from their own random stream (`STREAM`) so the land tiles' draws are untouched.
//! - **The river is a staircase.** With alternating turns its path only moves forward
//!   along two directions, so a river tile touches only the tiles before and after it,
//!   and only by water: no river tile extends anyone's road or city.
//! - **With The Gifts**, a gift is earned only by extending a rival's road or city, so
//!   none is earned or opened before the lake is down, and Take two never meets a river
//!   tile in play (the random games check it). Should one come back (`put_back`), it
//!   goes to the river's own stack, never among the land tiles: at random among the
//!   river tiles left, the lake kept last; with a fixed order, on top of the stack (drawn
//!   next, the lake below; were the lake kept, the other would fit nowhere and be
//!   discarded, the base rule). Version 8 first put a fixed order's tile back among the land
//!   tiles; no game can have played that, so the fix is not gated on a rules version.
//! - **With Bridges, Castles & Bazaars**, a bridge's ends rest on field sections, not on
//!   a river (the published text): on a straight river tile a bridge crosses the water
//!   from bank to bank, and one along the river is refused (`BridgeEndNotField`). The
//!   water edges stay water; a meeple on the bridge stands on its road. The cells a
//!   bridge on a river tile faces are never on the river's path, so it never blocks it.
//! - **No figure on water**: water has no segment, so neither a meeple nor a Synod,
//!   Change position or Road sweeper can name it.
//!
//! Nothing is hidden but the order of the coming river tiles, drawn afresh by
//! `resample`.

mod messages;

use super::accessors::river::{state, state_mut};
use super::{Expansion, ExpansionRules};
use crate::board::Placement;
use crate::catalog::TileKind;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Game;
use crate::geometry::{Dir, Pos, Rotation};
use crate::rng::GameRng;
use crate::setup::{Setup, SetupError};
use crate::tile::{EdgeKind, TileSet};
use crate::view::{Audience, View};
use rand::RngCore;

/// The spring: the start tile of a game with The River.
pub const SPRING: &str = "RI/W.s";

/// The lake: the last river tile.
pub const LAKE: &str = "RI/W.l";

/// The river tiles' own random stream.
const STREAM: u64 = 3;

/// The way the river turns on a tile, seen going downstream.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bend {
    Left,
    Right,
}

/// The River's state: the river tiles still to draw and where the river goes on.
#[derive(Clone, Debug)]
pub struct River {
    /// River tiles still to draw, the lake aside, drawn at random (empty with a fixed
    /// draw order, which holds them itself).
    course: Vec<TileKind>,
    /// The lake, drawn once `course` is empty (a fixed order holds it itself).
    lake: Option<TileKind>,
    rng: GameRng,
    /// The empty cell at the river's open end and the way the water flows into it;
    /// `None` once the lake is down.
    mouth: Option<(Pos, Dir)>,
    /// The way the river last turned (straight tiles keep it).
    last_bend: Option<Bend>,
}

/// The spring's kind.
pub(crate) fn spring() -> TileKind {
    TileKind::from_id(SPRING).expect("the spring in the catalog")
}

fn lake() -> TileKind {
    TileKind::from_id(LAKE).expect("the lake in the catalog")
}

/// Whether `tile` is a river tile.
fn is_river(tile: TileKind) -> bool {
    tile.def().set == SET
}

/// The sides where water leaves a tile lying as `rot`.
fn water_sides(tile: TileKind, rot: Rotation) -> impl Iterator<Item = Dir> {
    let kinds = tile.turned(rot).edge_kinds;
    Dir::ALL.into_iter().filter(move |d| kinds[d.index()] == EdgeKind::Water)
}

/// The bend of water flowing in `flow` and leaving by `out`; `None` straight on.
fn bend(flow: Dir, out: Dir) -> Option<Bend> {
    if out == flow {
        None
    } else if out == flow.rotated(Rotation::R90) {
        Some(Bend::Right)
    } else {
        Some(Bend::Left)
    }
}

impl River {
    pub(crate) fn new(setup: &Setup) -> River {
        let random = setup.tiles.is_none();
        let course = TileKind::of_set(SET)
            .filter(|&k| random && k != spring() && k != lake())
            .flat_map(|k| std::iter::repeat_n(k, k.def().count as usize))
            .collect();
        let out = water_sides(spring(), Rotation::R0).next().expect("the spring has water");
        River {
            course,
            lake: random.then(lake),
            rng: GameRng::stream(setup.seed, STREAM),
            mouth: Some((Pos::ORIGIN.step(out), out)),
            last_bend: None,
        }
    }

    /// River tiles still to draw (with a random draw order).
    pub fn tiles_left(&self) -> usize {
        self.course.len() + usize::from(self.lake.is_some())
    }

    /// The empty cell at the river's open end, where the next river tile goes, and the
    /// way the water flows into it; `None` once the lake is down.
    pub fn mouth(&self) -> Option<(Pos, Dir)> {
        self.mouth
    }

    /// The way the river last turned: the next turn must go the other way.
    pub fn last_bend(&self) -> Option<Bend> {
        self.last_bend
    }

    /// What players may see of it.
    pub fn view(&self) -> RiverView<'_> {
        RiverView { state: self }
    }
}

/// The River as everyone sees it: the river's open end, its last turn and how many
/// river tiles are left, not their order.
#[derive(Clone, Copy, Debug)]
pub struct RiverView<'g> {
    state: &'g River,
}

impl RiverView<'_> {
    /// See [`River::tiles_left`].
    pub fn tiles_left(&self) -> usize {
        self.state.tiles_left()
    }

    /// See [`River::mouth`].
    pub fn mouth(&self) -> Option<(Pos, Dir)> {
        self.state.mouth()
    }

    /// See [`River::last_bend`].
    pub fn last_bend(&self) -> Option<Bend> {
        self.state.last_bend()
    }
}

/// Checks a fixed draw order: the river tiles first, the lake last of them, no spring.
pub(crate) fn check_order(tiles: &[TileKind]) -> bool {
    let river = tiles.iter().take_while(|&&t| is_river(t)).count();
    let lake_at = tiles.iter().position(|&t| t == lake());
    !tiles.contains(&spring())
        && tiles[river..].iter().all(|&t| !is_river(t))
        && lake_at.is_none_or(|at| at + 1 == river)
}

/// A river tile placed against The River's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// Away from the river's open end (`mouth`; `None` once the lake closed it).
    #[error("a river tile continues the river{}: not at {pos}", .mouth.map_or(String::new(), |m| format!(", at {m}")))]
    NotContinued { pos: Pos, mouth: Option<Pos> },
    /// Turning the same way as the river's last turn.
    #[error("the river may not turn the same way twice in a row: turn your tile the other way")]
    UTurn,
}

/// Why a fixed draw order cannot be played (`SetupError::DrawOrder`).
const ORDER: &str = "the spring is the start tile, and the draw order starts with the other river tiles, the lake last of them";

/// The river tiles' set.
const SET: TileSet = TileSet::Expansion(Expansion::River);

/// The River's place in the turn: its rules, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    /// The spring; the base game's start tile stays in the box.
    fn start_tile(&self) -> Option<TileKind> {
        Some(spring())
    }

    fn check_order(&self, fixed: &[TileKind]) -> Result<(), SetupError> {
        if check_order(fixed) { Ok(()) } else { Err(SetupError::DrawOrder(Expansion::River, ORDER)) }
    }

    /// The river tiles are drawn first, from its own stack.
    fn own_sets(&self) -> &'static [TileSet] {
        &[SET]
    }

    fn own_stack_len(&self) -> usize {
        SET.copies()
    }

    fn tiles_left(&self, game: &Game) -> usize {
        state(game).tiles_left()
    }

    fn own_stack(&self, game: &Game) -> Vec<TileKind> {
        let river = state(game);
        river.course.iter().copied().chain(river.lake).collect()
    }

    fn take(&self, game: &mut Game) -> Option<TileKind> {
        let river = state_mut(game);
        if river.course.is_empty() {
            return river.lake.take();
        }
        let at = river.rng.below(river.course.len());
        Some(river.course.swap_remove(at))
    }

    fn put_back(&self, game: &mut Game, tile: TileKind) -> bool {
        if !is_river(tile) {
            return false;
        }
        if game.setup.tiles.is_some() {
            // A fixed order keeps its river tiles on top of the stack, the lake deepest:
            // the tile goes back on top, drawn next, so the lake stays last.
            game.stack.push(tile);
            return true;
        }
        let river = state_mut(game);
        if tile == lake() {
            river.lake = Some(tile);
        } else {
            river.course.push(tile);
        }
        true
    }

    fn restricts(&self, tile: TileKind) -> bool {
        is_river(tile)
    }

    fn refuse(&self, game: &Game, tile: TileKind, placement: Placement) -> Option<RuleError> {
        if !is_river(tile) {
            return None;
        }
        let river = state(game);
        let away =
            Refusal::NotContinued { pos: placement.pos, mouth: river.mouth.map(|(pos, _)| pos) }.into();
        let Some((mouth, flow)) = river.mouth else { return Some(away) };
        let mut sides = water_sides(tile, placement.rot);
        if placement.pos != mouth || !sides.any(|d| d == flow.opposite()) {
            return Some(away);
        }
        let out = water_sides(tile, placement.rot).find(|&d| d != flow.opposite());
        let turn = out.and_then(|out| bend(flow, out));
        (turn.is_some() && turn == river.last_bend).then(|| Refusal::UTurn.into())
    }

    fn placed(&self, game: &mut Game, _events: &mut Vec<Event>) {
        let placed = *game.board.tiles().last().expect("a tile was just placed");
        if !is_river(placed.kind) {
            return;
        }
        let river = state_mut(game);
        let Some((_, flow)) = river.mouth else { return };
        let out = water_sides(placed.kind, placed.rot).find(|&d| d != flow.opposite());
        river.mouth = out.map(|out| (placed.pos.step(out), out));
        if let Some(turn) = out.and_then(|out| bend(flow, out)) {
            river.last_bend = Some(turn);
        }
    }

    fn resample(&self, game: &mut Game, _viewer: Audience, rng: &mut GameRng) {
        let river = state_mut(game);
        // From a canonical order, so the sample owes nothing to the real, hidden one.
        river.course.sort_unstable();
        river.rng = GameRng::stream(rng.next_u64(), STREAM);
    }
}

impl<'g> RiverView<'g> {
    /// The River as everyone sees it: the river's open end, its last turn and the river
    /// tiles left (not their order).
    pub(crate) fn of(view: &View<'g>) -> RiverView<'g> {
        state(view.game()).view()
    }
}

#[cfg(test)]
mod tests {
    //! Where Take two's returned tile goes. No placement during the river phase can earn
    //! a gift (see the module doc), so these call `put_back` as The Gifts' Keep does.
    use super::*;
    use crate::setup::{Expansion, Expansions};
    use crate::tile::TileDef;
    use crate::turn;

    /// The box: the spring, ten river tiles and the lake; a spring and a lake end the
    /// river, six tiles run straight, four turn, one carries a monastery.
    #[test]
    fn the_box_holds_twelve_river_tiles() {
        let defs = || TileKind::of_set(SET).map(|k| k.def());
        assert_eq!(defs().map(|d| u32::from(d.count)).sum::<u32>(), 12);
        let water = |d: &TileDef| d.edges.iter().filter(|&&e| e == EdgeKind::Water).count();
        let straight =
            |d: &TileDef| (0..2).any(|e| d.edges[e] == EdgeKind::Water && d.edges[e + 2] == EdgeKind::Water);
        let count =
            |f: &dyn Fn(&TileDef) -> bool| defs().filter(|d| f(d)).map(|d| u32::from(d.count)).sum::<u32>();
        assert_eq!(count(&|d| water(d) == 1), 2);
        assert_eq!(count(&|d| water(d) == 2 && straight(d)), 6);
        assert_eq!(count(&|d| d.monastery().is_some()), 1);
    }

    fn game(tiles: Option<&[&str]>) -> Game {
        let expansions =
            Expansions::default().with(Expansion::River).with(Expansion::Gifts).with(Expansion::Abbot);
        let tiles = tiles.map(|ids| ids.iter().map(|id| TileKind::from_id(id).unwrap()).collect());
        Game::new(Setup { tiles, expansions, ..Setup::new(2, 7) }).expect("valid setup").0
    }

    fn kind(id: &str) -> TileKind {
        TileKind::from_id(id).unwrap()
    }

    #[test]
    fn a_returned_river_tile_goes_back_to_the_river_and_the_lake_stays_last() {
        let mut game = game(None);
        let land = game.stack.clone();
        // The first player holds the first river tile; nine more, and only the lake is left.
        let held = game.current_tile().unwrap();
        let course: Vec<TileKind> =
            std::iter::once(held).chain((0..9).map(|_| turn::take(&mut game).unwrap())).collect();
        assert!(course.iter().all(|&t| is_river(t) && t != lake()));
        // The garden river tile back: drawn before the lake, the land tiles untouched
        // (the garden land tiles among them stay as The Abbot planted them).
        assert!(course.contains(&kind("RI/FFWW.g")));
        assert!(Rules.put_back(&mut game, kind("RI/FFWW.g")));
        assert_eq!(game.stack, land);
        assert_eq!(state(&game).tiles_left(), 2);
        assert_eq!(turn::take(&mut game), Some(kind("RI/FFWW.g")));
        // The lake back: drawn again next, and only then the land tiles.
        assert_eq!(turn::take(&mut game), Some(lake()));
        assert!(Rules.put_back(&mut game, lake()));
        assert_eq!(turn::take(&mut game), Some(lake()));
        assert!(!is_river(turn::take(&mut game).unwrap()));
        // A land tile is the game's to take back.
        assert!(!Rules.put_back(&mut game, kind("AB/C.g")));
    }

    #[test]
    fn with_a_fixed_order_a_returned_river_tile_is_drawn_next() {
        let mut game = game(Some(&["RI/FWFW", "RI/FFWW.g", LAKE, "AB/C.g", "BA/C"]));
        // Take two as The Gifts plays it: the held tile and the next drawn, the garden
        // river tile kept, the other returned.
        assert_eq!(game.current_tile(), Some(kind("RI/FWFW")));
        assert_eq!(turn::take(&mut game), Some(kind("RI/FFWW.g")));
        assert!(Rules.put_back(&mut game, kind("RI/FWFW")));
        let order: Vec<TileKind> = std::iter::from_fn(|| turn::take(&mut game)).collect();
        let want = ["RI/FWFW", LAKE, "AB/C.g", "BA/C"].map(kind);
        assert_eq!(order, want);
    }
}
