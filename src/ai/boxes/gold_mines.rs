//! The Gold Mines in the bots' reckoning: the ingots held and those a follower's
//! feature would take (a monastery's, those of its nine tiles).

use carcassonne_engine::rules::gold_mines::{GOLD, worth};
use carcassonne_engine::{Audience, FeatureKind, Game, MAX_SEATS, NodeId, Pos, Seat};

use super::Part;
use crate::ai::estimate::{FIFTHS, OPEN_WEIGHT, holds};

/// The Gold Mines' row: the gold's worth.
pub(super) const PART: Part = Part { worth: gold_worth, ..Part::NONE };

/// The Gold Mines' part of every seat's worth, in fifths of a point: the ingots it holds,
/// worth their end points by the table ([`worth`]: scored for sure, as points already
/// scored are); and the ingots on the tiles of each open feature it holds the majority
/// of, what they would add to its end points, at the weight of open points (the feature
/// may complete for them, or not). Without it a bot puts its second ingot anywhere and
/// never reaches for the gold.
fn gold_worth(game: &Game, worth_of: &mut [i64; MAX_SEATS]) {
    let view = game.view(Audience::Public);
    let Some(gold) = view.gold_mines() else { return };
    let players = game.players().len();
    let held: Vec<u32> = (0..players).map(|i| GOLD.of(&view, Seat(i as u8))).collect();
    let mut reach = vec![0u32; players];
    let features = game.features();
    let mut seen: Vec<NodeId> = Vec::new();
    for f in game.figures() {
        let root = features.feature_of(f.tile, f.segment);
        if seen.contains(&root) || features.info(root).scored || !f.kind.is_follower() {
            continue;
        }
        seen.push(root);
        // A monastery's or a garden's gold is that of its tile and the eight around.
        let cloister = matches!(features.info(root).kind, FeatureKind::Monastery | FeatureKind::Garden);
        let tiles = features.members(root).map(|(t, _)| game.board().tiles()[t].pos);
        let cells: Vec<Pos> = if cloister {
            tiles.flat_map(|p| std::iter::once(p).chain(p.ring())).collect()
        } else {
            tiles.collect()
        };
        let ingots: u32 = gold.on_board().filter(|(pos, _)| cells.contains(pos)).map(|(_, n)| n).sum();
        if ingots == 0 {
            continue;
        }
        for (i, r) in reach.iter_mut().enumerate() {
            if holds(game, root, Seat(i as u8)) {
                *r += ingots;
            }
        }
    }
    for i in 0..players {
        worth_of[i] += FIFTHS * i64::from(worth(held[i]));
        let more = worth(held[i] + reach[i]) - worth(held[i]);
        worth_of[i] += OPEN_WEIGHT * i64::from(more);
    }
}
