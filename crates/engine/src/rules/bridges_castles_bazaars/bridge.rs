//! Bridges: a road built across one tile, from field edge to field edge.
//!
//! After placing a tile the active player may build one bridge, on that tile or on a
//! tile sharing an edge with it. Both ends rest on field edges of that tile; each end
//! continues a road already in play or faces an empty cell; a tile holds one bridge.
//! The bridge turns those two edges into roads (the frontier follows) and adds a road
//! segment to the tile, joined to the roads it meets: it scores as a road, counts the
//! tile once, and leaves the fields and cities beneath whole.
//!
//! A placement where the tile's road meets a field edge (or its field edge meets a
//! road) is legal when one bridge built that turn makes every such edge a road; the
//! player must then build it before anything else.

use std::str::FromStr;

use crate::action::ParseActionError;
use crate::board::Placement;
use crate::catalog::{TileKind, Turned};
use crate::error::RuleError;
use crate::event::Event;
use crate::footprint::Footprint;
use crate::game::Game;
pub use crate::geometry::Axis;
use crate::geometry::{Dir, Pos, Rotation};
use crate::seat::Seat;
use crate::tile::{EdgeKind, FeatureKind, Segment};

use super::{Happened, ParseError, Refusal, state, state_mut};

impl FromStr for Axis {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Axis, ParseActionError> {
        match s.to_ascii_uppercase().as_str() {
            "NS" | "SN" => Ok(Axis::NorthSouth),
            "EW" | "WE" => Ok(Axis::EastWest),
            _ => Err(ParseError::Axis(s.to_string()).into()),
        }
    }
}

/// A bridge across the tile at `pos`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bridge {
    pub pos: Pos,
    pub axis: Axis,
}

/// The tile the bridge checks look at: the board's, or the tile about to be placed
/// (when working out which placements a bridge would make legal).
#[derive(Clone, Copy)]
struct Pending<'a> {
    pos: Pos,
    turned: &'a Turned,
}

/// The kind of side `dir` of the tile at `pos` now, `None` for an empty cell.
fn edge(game: &Game, pos: Pos, dir: Dir, pending: Option<Pending>) -> Option<EdgeKind> {
    if let Some(p) = pending.filter(|p| p.pos == pos) {
        return Some(p.turned.edge_kinds[dir.index()]);
    }
    let index = game.board.tile_index_at(pos)?;
    let edge = game.board.edge_facing(index, pos, dir)?;
    Some(game.board.edge_kind(index, edge))
}

/// Whether the bridge may stand where it is asked, as far as its tile and ends go.
fn fits(game: &Game, bridge: Bridge, pending: Option<Pending>) -> Result<(), RuleError> {
    let Bridge { pos, axis } = bridge;
    if pending.is_none_or(|p| p.pos != pos) {
        let index = game.board.tile_index_at(pos).ok_or(Refusal::BridgeOnEmptyCell(pos))?;
        if state(game).bridges_on.contains(&index) {
            return Err(Refusal::TileHasBridge(pos).into());
        }
        // Nor across a tile with no field on its border (Abbey & Mayor's abbey tile).
        let def = game.board.tiles()[index].kind.def();
        if def.footprint != Footprint::Single || def.blank_border {
            return Err(Refusal::BridgeEndNotField { pos, dir: axis.ends()[0] }.into());
        }
    }
    for dir in axis.ends() {
        if edge(game, pos, dir, pending) != Some(EdgeKind::Field) {
            return Err(Refusal::BridgeEndNotField { pos, dir }.into());
        }
    }
    for dir in axis.ends() {
        let facing = edge(game, pos.step(dir), dir.opposite(), pending);
        if !matches!(facing, None | Some(EdgeKind::Road)) {
            return Err(Refusal::BridgeEndBlocked { pos, dir }.into());
        }
    }
    Ok(())
}

/// Whether `bridge` turns every mismatched side `owed` of the tile at `at` into a
/// road: a side where the tile shows a field is bridged on the tile, a side where it
/// shows a road is bridged on the neighbour.
fn mends(bridge: Bridge, at: Pos, owed: &[(Dir, EdgeKind)]) -> bool {
    owed.iter().all(|&(dir, mine)| {
        let (pos, end) = if mine == EdgeKind::Field { (at, dir) } else { (at.step(dir), dir.opposite()) };
        bridge.pos == pos && bridge.axis.ends().contains(&end)
    })
}

/// The sides of a tile at `pos` turned as `turned` that do not match their
/// neighbours, if each is a road meeting a field (which a bridge may mend); `None` if
/// any other side clashes.
fn mismatches(game: &Game, pos: Pos, turned: &Turned) -> Option<Vec<(Dir, EdgeKind)>> {
    let mut owed = Vec::new();
    for dir in Dir::ALL {
        let Some(theirs) = edge(game, pos.step(dir), dir.opposite(), None) else { continue };
        let mine = turned.edge_kinds[dir.index()];
        if mine == theirs {
            continue;
        }
        if !matches!((mine, theirs), (EdgeKind::Road, EdgeKind::Field) | (EdgeKind::Field, EdgeKind::Road)) {
            return None;
        }
        owed.push((dir, mine));
    }
    Some(owed)
}

/// Placements of `tile` that fit only with a bridge the active player can build now
/// (only `only`, when given).
pub(super) fn placements(game: &Game, tile: TileKind, only: Option<Placement>, out: &mut Vec<Placement>) {
    if state(game).bridges[game.active] == 0 {
        return;
    }
    let turns = tile.turns();
    if turns[0].footprint != Footprint::Single || tile.def().blank_border {
        return;
    }
    let mut consider = |pos: Pos, rot: Rotation| {
        let turned = &turns[rot as usize];
        let Some((mask, need)) = game.board.demands(pos) else { return };
        let diff = (turned.signature() ^ need) & mask;
        // Road (01) against field (00) differs in the low bit of a side only; a city
        // (10) against either differs in the high bit, which no bridge mends.
        if diff == 0 || diff & 0b1010_1010 != 0 {
            return;
        }
        // The sides to mend, with what the tile shows there, read off the same bits.
        let mut owed = [(Dir::N, EdgeKind::Field); 4];
        let mut len = 0;
        for dir in Dir::ALL.into_iter().filter(|d| diff >> (2 * d.index()) & 0b11 != 0) {
            let mine = if turned.signature() >> (2 * dir.index()) & 1 == 1 {
                EdgeKind::Road
            } else {
                EdgeKind::Field
            };
            owed[len] = (dir, mine);
            len += 1;
        }
        let owed = &owed[..len];
        let pending = Some(Pending { pos, turned });
        let candidates = owed.iter().map(|&(dir, mine)| {
            let at = if mine == EdgeKind::Field { pos } else { pos.step(dir) };
            Bridge { pos: at, axis: Axis::through(dir) }
        });
        let mut candidates = candidates.filter(|&b| mends(b, pos, owed));
        if candidates.any(|b| fits(game, b, pending).is_ok()) {
            out.push(Placement { pos, rot });
        }
    };
    match only {
        Some(p) => consider(p.pos, p.rot),
        None => {
            for pos in game.board.frontier() {
                for rot in Rotation::ALL {
                    consider(pos, rot);
                }
            }
        }
    }
}

/// The sides of the tile just placed that wait for a bridge (empty unless it was
/// placed where only a bridge makes it fit).
pub(super) fn owed_by_placed(game: &Game) -> Vec<(Dir, EdgeKind)> {
    let index = game.board.tiles().len() - 1;
    let placed = game.board.tiles()[index];
    // A tile that prints nothing on its border (Abbey & Mayor's abbey) fits any edge.
    if game.board.turned(index).footprint != Footprint::Single || placed.kind.def().blank_border {
        return Vec::new();
    }
    mismatches(game, placed.pos, game.board.turned(index)).unwrap_or_default()
}

/// Why `seat` may not build `bridge` now, if they may not.
pub(super) fn check(game: &Game, seat: Seat, bridge: Bridge) -> Result<(), RuleError> {
    let bcb = state(game);
    if bcb.bridge_this_turn.is_some() {
        return Err(Refusal::BridgeAlreadyBuilt.into());
    }
    if bcb.bridges[seat] == 0 {
        return Err(Refusal::NoBridgeLeft.into());
    }
    let index = game.board.tiles().len() - 1;
    let at = game.board.tiles()[index].pos;
    let near = Dir::ALL.iter().any(|&d| at.step(d) == bridge.pos) || at == bridge.pos;
    if game.board.tile_index_at(bridge.pos).is_none() {
        return Err(Refusal::BridgeOnEmptyCell(bridge.pos).into());
    }
    if !near {
        return Err(Refusal::BridgeTooFar(bridge.pos).into());
    }
    fits(game, bridge, None)?;
    let owed = owed_by_placed(game);
    if !owed.is_empty() && !mends(bridge, at, &owed) {
        return Err(Refusal::BridgeDoesNotFit.into());
    }
    Ok(())
}

/// Every bridge `seat` may build now (those that mend the placement, if it needs one).
pub(super) fn legal(game: &Game, seat: Seat) -> Vec<Bridge> {
    let state = state(game);
    if state.bridge_this_turn.is_some() || state.bridges[seat] == 0 || game.board.tiles().len() < 2 {
        return Vec::new();
    }
    let at = game.board.tiles()[game.board.tiles().len() - 1].pos;
    let cells = std::iter::once(at).chain(Dir::ALL.map(|d| at.step(d)));
    cells
        .flat_map(|pos| Axis::ALL.map(|axis| Bridge { pos, axis }))
        .filter(|&b| check(game, seat, b).is_ok())
        .collect()
}

/// Builds `bridge` for `seat` (checked already): both ends become road edges and the
/// tile gains a road segment, joined to the roads it meets.
pub(super) fn build(game: &mut Game, seat: Seat, bridge: Bridge, events: &mut Vec<Event>) {
    let index = game.board.tile_index_at(bridge.pos).expect("checked: a tile is there");
    let rot = game.board.tiles()[index].rot;
    let mut segment = Segment::new(FeatureKind::Road, "bridge");
    for dir in bridge.axis.ends() {
        game.board.set_edge(index, dir.index(), EdgeKind::Road);
        segment.edges |= 1 << dir.rotated(rot.inverse()).index();
    }
    let added = game.board.add_segment(index, segment);
    game.features.add_segment(&game.board, index, added);
    let bcb = state_mut(game);
    bcb.bridges[seat] -= 1;
    bcb.bridges_on.push(index);
    bcb.built.push(bridge);
    bcb.bridge_this_turn = Some(index);
    events.push(Happened::BridgeBuilt { seat, bridge }.into());
}
