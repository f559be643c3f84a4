//! What a game is worth to one seat, for the bots: its score plus what its meeples
//! would earn if the game ended now (an abbot, also what its monastery or garden may
//! still gain, since it may be recalled instead; a road with an inn or a city with a
//! cathedral, what it may bring if it completes; a figure that is no follower, what the
//! engine says it is worth — a barn, its field's cities), against the best of the other
//! players' same figure, each feature's majority weighed as the rules weigh it (a
//! mayor, by its city's pennants). With The Tower, also its pieces, prisoners and
//! threats ([`tower_worth`]); with Abbey & Mayor, the abbey tiles still held
//! ([`ABBEY_WORTH`]). A quick heuristic, read only from the (sampled) game's public
//! state; it decides nothing for the rules.
//!
//! It is on the bots' hot path (every action they try ends in it), so it looks only at
//! the features figures stand in, and counts in fifths of a point, exactly: the same
//! state is worth the same whatever order it was reached in, and ties stay ties.

use carcassonne_engine::rules::abbey_mayor;
use carcassonne_engine::rules::tower::{self, RANSOM};
use carcassonne_engine::{
    Audience, Expansion, FeatureInfo, FeatureKind, Figure, Game, MAX_SEATS, NodeId, Phase, Seat, SeatSet,
    Strength,
};

/// The unit of a worth: a fifth of a point.
const FIFTHS: i64 = 5;

/// How many fifths a point that a figure would earn at the end counts, against
/// [`FIFTHS`] for a point already scored: features still open may complete for more,
/// or be lost to a rival.
const OPEN_WEIGHT: i64 = 4;

/// What each figure standing on the board costs, in fifths of a point: a meeple in
/// supply is what scores the next good spot.
const FIGURE_COST: i64 = 3;

/// What an extra turn is worth, in fifths of a point: about what a player's turn
/// brings over a whole game (a score near 80 over some 36 turns).
const TURN_WORTH: u32 = 2 * FIFTHS as u32;

/// How many tiles still to draw make an empty cell around an abbot's monastery or
/// garden as likely to be filled as not, by the end (see [`recall_prospect`]).
const FILL_HALF: i64 = 24;

/// The game's worth to `seat`, in points: its points and figures' worth minus the best
/// rival's (its own worth alone in a solo game). A finished game is worth its score
/// difference.
pub fn value(game: &Game, seat: Seat) -> f64 {
    let worth = worths(game);
    let players = game.players().len();
    let mine = worth[seat.index()];
    let best_other = (0..players).filter(|&i| i != seat.index()).map(|i| worth[i]).max();
    (mine - best_other.unwrap_or(0)) as f64 / FIFTHS as f64
}

/// Every seat's points plus its figures' weighted worth, minus its figures' cost, in
/// fifths of a point.
fn worths(game: &Game) -> [i64; MAX_SEATS] {
    let mut worth = [0; MAX_SEATS];
    for (w, p) in worth.iter_mut().zip(game.players()) {
        *w = FIFTHS * i64::from(p.score);
    }
    if game.is_over() {
        return worth;
    }
    let features = game.features();
    // The features figures stand in, each once (a player has a handful of figures).
    let mut seen: Vec<NodeId> = Vec::with_capacity(game.figures().len());
    for f in game.figures() {
        worth[f.owner.index()] += figure_worth(game, f) - FIGURE_COST;
        let root = features.feature_of(f.tile, f.segment);
        if f.kind.may_recall() && !features.info(root).scored {
            worth[f.owner.index()] += recall_prospect(game, root);
        }
        if seen.contains(&root) {
            continue;
        }
        seen.push(root);
        let info = features.info(root);
        if info.scored || !info.occupied() {
            continue;
        }
        let points = OPEN_WEIGHT * i64::from(end_points(game, root));
        for s in majority(game, root, info).iter() {
            worth[s.index()] += points;
        }
    }
    if game.has(Expansion::Tower) {
        tower_worth(game, &mut worth);
    }
    if game.has(Expansion::AbbeyMayor) {
        abbey_worth(game, &mut worth);
    }
    worth
}

/// The players with the most strength in the feature `root` (all of them when tied):
/// its tally of figures, each figure whose strength is its city's pennants (a mayor)
/// weighing them instead of the 1 it is tallied as — none in a city without one, so a
/// bot puts a mayor only where the pennants make it count.
fn majority(game: &Game, root: NodeId, info: &FeatureInfo) -> SeatSet {
    if !game.has(Expansion::AbbeyMayor) || info.kind != FeatureKind::City {
        return info.majority();
    }
    let features = game.features();
    let mut weights = info.meeples;
    for f in game.figures() {
        if f.kind.spec().strength == Strength::Pennants && features.feature_of(f.tile, f.segment) == root {
            let w = &mut weights[f.owner.index()];
            *w = w.saturating_sub(1).saturating_add(info.pennants.min(255) as u8);
        }
    }
    FeatureInfo { meeples: weights, ..*info }.majority()
}

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
    let mut reach: Vec<(carcassonne_engine::Pos, u8)> =
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

/// What `figure` is worth to its owner on its own, in fifths of a point: nothing for a
/// follower (its feature's points are counted once for the majority), what the engine
/// says for a figure that is no follower — its end points at the open weight, and the
/// turns it may earn at [`TURN_WORTH`] each, discounted by the tiles left as an inn's
/// completion is (see [`prospect`]). Without it such a figure would be pure cost and a
/// bot would never put one down.
fn figure_worth(game: &Game, figure: &Figure) -> i64 {
    let worth = game.figure_worth(figure);
    let turns = prospect(game, TURN_WORTH * worth.turns);
    OPEN_WEIGHT * i64::from(worth.points) + i64::from(turns)
}

/// What the feature `root` of a figure that may be recalled (an abbot's monastery or
/// garden) may still gain, in fifths of a point,
/// beyond its points now: each empty cell around it at the open weight, discounted by
/// the tiles left (with many to draw most cells fill, with few hardly any). A monk has
/// no other way to score than waiting, so its points now are enough to compare spots;
/// an abbot may be recalled for its points at once, and without its prospect a bot
/// would always recall it on its next turn, for a little more than it stands on.
fn recall_prospect(game: &Game, root: NodeId) -> i64 {
    let empty = 9 - i64::from(end_points(game, root));
    let left = game.tiles_left() as i64;
    OPEN_WEIGHT * empty * left / (left + FILL_HALF)
}

/// What the feature `root` scores at the end as it stands (cities and roads by their
/// tiles, a monastery by its neighbours, a field by the completed cities it touches).
fn end_points(game: &Game, root: NodeId) -> u32 {
    let features = game.features();
    let info = features.info(root);
    match info.kind {
        // A road or city with an inn or a cathedral scores nothing open at the end:
        // weighed by what it may bring complete instead.
        FeatureKind::Road | FeatureKind::City => match game.points_at_end(root) {
            0 => prospect(game, game.points_when_complete(root)),
            now => now,
        },
        kind if kind.is_cloister() => {
            let (tile, _) = features.members(root).next().expect("a feature has a member");
            let pos = game.board().tiles()[tile].pos;
            1 + pos.ring().filter(|&p| game.board().tile_at(p).is_some()).count() as u32
        }
        // A field: the completed cities it touches.
        _ => {
            let mut cities: Vec<NodeId> = Vec::new();
            for (tile, segment) in features.members(root) {
                let touches = game.board().segment(tile, segment).cities;
                for city in (0..16).filter(|c| touches & (1 << c) != 0) {
                    let city_root = features.feature_of(tile, city);
                    if features.info(city_root).open == 0 && !cities.contains(&city_root) {
                        cities.push(city_root);
                    }
                }
            }
            3 * cities.len() as u32
        }
    }
}

/// What a road or city worth nothing open at the end (an inn's, a cathedral's) may
/// bring: `complete`, its points if it completes, weighed by how likely that still is
/// (as an abbot's empty cells: likely with many tiles to draw, hardly with few).
/// Counted as its points now, a bot would never join one.
fn prospect(game: &Game, complete: u32) -> u32 {
    let left = game.tiles_left() as u32;
    complete * left / (left + FILL_HALF as u32)
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::{Game, Seat, Setup};

    use super::value;

    /// Seat 0 extends the start tile's road east and stands on it; seat 1 then places
    /// a monastery and passes, which ends the game.
    #[test]
    fn an_open_road_is_worth_its_discounted_points_and_a_finished_game_its_scores() {
        let tiles = ["BA/RFr", "BA/L"].map(|id| id.parse().unwrap()).to_vec();
        let (mut game, _) = Game::new(Setup { tiles: Some(tiles), ..Setup::new(2, 1) }).unwrap();
        game.apply(Seat(0), "place 1 0 0".parse().unwrap()).unwrap();
        game.apply(Seat(0), "meeple road E".parse().unwrap()).unwrap();
        // Two tiles of road at four fifths, less the meeple's three fifths.
        assert_eq!(value(&game, Seat(0)), 1.0);
        assert_eq!(value(&game, Seat(1)), -1.0);
        let place = game.legal_actions(Seat(1))[0];
        game.apply(Seat(1), place).unwrap();
        game.apply(Seat(1), "pass".parse().unwrap()).unwrap();
        assert!(game.is_over());
        let scores: Vec<i32> = game.players().iter().map(|p| p.score).collect();
        assert_eq!(value(&game, Seat(0)), f64::from(scores[0] - scores[1]));
        assert_eq!(scores[0], 2);
    }
}
