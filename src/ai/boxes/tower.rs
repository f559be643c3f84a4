//! The Tower in the bots' reckoning: its pieces, prisoners and threats.

use carcassonne_engine::rules::tower::{self, RANSOM};
use carcassonne_engine::{Audience, Game, MAX_SEATS, Pos, Seat};

use super::Part;
use crate::ai::estimate::{FIGURE_COST, OPEN_WEIGHT, end_points, prospect};

/// The Tower's row: its pieces', prisoners' and threats' worth.
pub(super) const PART: Part = Part { worth: tower_worth, ..Part::NONE };

/// What a tower piece in supply is worth, in fifths of a point: a capture to come, so
/// a bot builds only when the capture (or the protection) is worth more.
const PIECE_WORTH: i64 = 4;

/// What a figure back in supply may still earn, in points, before the tiles left
/// discount it ([`prospect`]): about a feature's worth.
const FIGURE_PROSPECT: u32 = 8;

/// The share of a follower's points a rival's next piece on a tower in reach may take,
/// as a divisor: any player may build there first, and may capture another follower.
const THREAT_SHARE: i64 = 3;

/// The Tower's part of every seat's worth, in fifths of a point: its pieces in supply
/// ([`PIECE_WORTH`] each); the prisoners it holds, worth a ransom to come, and those
/// held of its own, a ransom to pay and a figure missing from supply; each meeple on top of a tower, out of supply as a
/// figure on the board is ([`FIGURE_COST`]); and, against each follower, a share
/// ([`THREAT_SHARE`]) of its feature's points when a rival with pieces could capture it
/// with one more piece on an open tower or an empty foundation. Without this a bot
/// builds towers for nothing, never closes one to guard its followers and never pays a
/// ransom.
fn tower_worth(game: &Game, worth: &mut [i64; MAX_SEATS]) {
    let view = game.view(Audience::Public);
    let Some(towers) = view.tower() else { return };
    let players = game.players().len();
    for (i, w) in worth.iter_mut().enumerate().take(players) {
        *w += PIECE_WORTH * i64::from(towers.pieces(Seat(i as u8)));
    }
    // A prisoner: to its holder a ransom likely to come; to its owner that ransom and
    // what the figure would still earn back in supply (a meeple's few points a turn,
    // fewer as the tiles run out), so that a bot pays a ransom early, not late.
    let ransom = OPEN_WEIGHT * i64::from(RANSOM);
    let away = ransom + OPEN_WEIGHT * i64::from(prospect(game, FIGURE_PROSPECT));
    for p in towers.prisoners() {
        worth[p.holder.index()] += ransom;
        worth[p.owner.index()] -= away;
    }
    let built = towers.towers();
    for t in &built {
        if let Some((seat, _)) = t.top {
            worth[seat.index()] -= FIGURE_COST;
        }
    }
    // Where a next piece goes, and the height it would make.
    let mut reach: Vec<(Pos, u8)> =
        built.iter().filter(|t| t.top.is_none()).map(|t| (t.pos, t.height + 1)).collect();
    reach.extend(towers.empty_foundations().into_iter().map(|p| (p, 1)));
    if reach.is_empty() {
        return;
    }
    let features = game.features();
    for f in game.figures().iter().filter(|f| f.kind.is_follower()) {
        let rivals_build = (0..players).any(|s| s != f.owner.index() && towers.pieces(Seat(s as u8)) > 0);
        let at = game.board().tiles()[f.tile].pos;
        if rivals_build && reach.iter().any(|&(from, height)| tower::in_range(from, height, at)) {
            let root = features.feature_of(f.tile, f.segment);
            worth[f.owner.index()] -= OPEN_WEIGHT * i64::from(end_points(game, root)) / THREAT_SHARE;
        }
    }
}
