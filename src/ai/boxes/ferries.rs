//! The Ferries in the bots' reckoning: a tile placed for the ferry that follows it.

use carcassonne_engine::{Audience, Game, Phase};

use super::Part;

/// The Ferries' row: a placement looked at through its ferry.
pub(super) const PART: Part = Part { further: placed_for_a_ferry, ..Part::NONE };

/// Whether the tile to place may be followed, after its figure, by a ferry of the
/// player's choosing: a lake tile's own ferry, or a ferry that a road of the tile may
/// reach and move. The normal bot then looks one decision further (the tile, its
/// figure, the ferry), so that it lays a lake tile where a ferry closes or lengthens a
/// road of its own, and a road tile where a move does. Judged before the ferry, a lake
/// tile is worth its roads ending at the lake, however they may be joined, and a road
/// to a ferry the road as it stands. The ferries' roads need no worth of their own: a
/// ferry joins them into one feature, which the reckoning counts as any road.
fn placed_for_a_ferry(game: &Game) -> bool {
    let Phase::PlaceTile(kind) = game.phase() else { return false };
    kind.def().markers.ferry
        || game.view(Audience::Public).ferries().is_some_and(|f| f.ferries().next().is_some())
}
