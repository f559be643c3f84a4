//! Abbey & Mayor in the bots' reckoning: the abbey tiles still held, and the choice
//! between the abbey tile and the draw weighed through the tile's placement.

use carcassonne_engine::rules::abbey_mayor::{self, Ph};
use carcassonne_engine::{Audience, Game, MAX_SEATS, Phase, Seat};

use super::Part;
use crate::ai::estimate::FIFTHS;

/// Abbey & Mayor's row: its abbey tiles' worth, and its choice of the abbey or the draw
/// made before the tile.
pub(super) const PART: Part =
    Part { worth: abbey_worth, further: |game| Ph::of(game.phase()) == Some(Ph::Abbey), ..Part::NONE };

/// What an abbey tile still held is worth, in fifths of a point, while its holder may
/// still place it: a tile of one's own, placed in a hole instead of a draw, is a turn
/// more than the others' and a monastery closed on most sides (a monk on it earns five
/// to nine) — about what a good placement of it earns, so that a bot takes it only where
/// it earns more than drawing does by that much (closing its own features round a hole),
/// and keeps it otherwise. Its turn in the round after the last tile passed, it is worth
/// nothing: a bot places it then rather than draw nothing.
const ABBEY_WORTH: i64 = 4 * FIFTHS;

/// Abbey & Mayor's part of every seat's worth: [`ABBEY_WORTH`] for each abbey tile
/// it may still place, the one in hand to be placed now no longer counted.
fn abbey_worth(game: &Game, worth: &mut [i64; MAX_SEATS]) {
    let view = game.view(Audience::Public);
    let Some(am) = view.abbey_mayor() else { return };
    let in_hand = matches!(game.phase(), Phase::PlaceTile(kind) if kind.id() == abbey_mayor::ABBEY);
    for (i, w) in worth.iter_mut().enumerate().take(game.players().len()) {
        let seat = Seat(i as u8);
        let held = am.placeable(seat).saturating_sub(u8::from(in_hand && seat == game.active()));
        *w += ABBEY_WORTH * i64::from(held);
    }
}
