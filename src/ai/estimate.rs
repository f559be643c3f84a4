//! What a game is worth to one seat, for the bots: its score plus what its meeples
//! would earn if the game ended now (an abbot, also what its monastery or garden may
//! still gain, since it may be recalled instead; a road with an inn or a city with a
//! cathedral, what it may bring if it completes; a figure that is no follower, what the
//! engine says it is worth — a barn, its field's cities), against the best of the other
//! players' same figure, each feature's majority weighed as the rules weigh it (a
//! mayor, by its city's pennants), and what each box in play adds ([`boxes`]: The
//! Tower's pieces, prisoners and threats, Abbey & Mayor's abbey tiles still held,
//! Princess & Dragon's threat while the dragon moves). A
//! quick heuristic, read only from the (sampled) game's public
//! state; it decides nothing for the rules.
//!
//! It is on the bots' hot path (every action they try ends in it), so it looks only at
//! the features figures stand in, and counts in fifths of a point, exactly: the same
//! state is worth the same whatever order it was reached in, and ties stay ties.

use carcassonne_engine::{
    FeatureInfo, FeatureKind, Figure, FigureKind, Game, MAX_SEATS, NodeId, Seat, SeatSet,
};

use super::boxes;

/// The unit of a worth: a fifth of a point.
pub(super) const FIFTHS: i64 = 5;

/// How many fifths a point that a figure would earn at the end counts, against
/// [`FIFTHS`] for a point already scored: features still open may complete for more,
/// or be lost to a rival.
pub(super) const OPEN_WEIGHT: i64 = 4;

/// What each figure standing on the board costs, in fifths of a point: a meeple in
/// supply is what scores the next good spot.
pub(super) const FIGURE_COST: i64 = 3;

/// What a figure standing on the board costs its owner, in fifths of a point: what it
/// would score from supply instead. [`FIGURE_COST`] for one that may stand on most kinds
/// of feature a meeple may (a big meeple, a wagon); a fifth less for one that may stand
/// on half of them or fewer (a mayor on cities alone, an abbot, a builder, a pig), whose
/// next good spot is rarer. So where a meeple and such a figure would hold the same (a
/// mayor in a city of one pennant), a bot puts the narrow figure down and keeps the
/// meeple for any spot; at the same cost it put the meeple, the engine's first, every
/// time (issue 84).
pub(super) fn cost(kind: FigureKind) -> i64 {
    let narrow = 2 * kind.spec().stands_on.len() <= FigureKind::Meeple.spec().stands_on.len();
    FIGURE_COST - i64::from(narrow)
}

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
        worth[f.owner.index()] += figure_worth(game, f) - cost(f.kind);
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
    for part in boxes::in_play(game) {
        (part.worth)(game, &mut worth);
    }
    worth
}

/// The players with the most strength in the feature `root` (all of them when tied),
/// each seat's figures weighed as the rules weigh them (`Game::strengths`: a mayor by
/// its city's pennants, so a bot puts one only where the pennants make it count).
fn majority(game: &Game, root: NodeId, info: &FeatureInfo) -> SeatSet {
    FeatureInfo { meeples: game.strengths(root), ..*info }.majority()
}

/// Whether `seat` is among those with the most strength in the feature `root` (see
/// [`majority`]): whether the feature's points count for it.
pub(super) fn holds(game: &Game, root: NodeId, seat: Seat) -> bool {
    majority(game, root, game.features().info(root)).contains(seat)
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
pub(super) fn end_points(game: &Game, root: NodeId) -> u32 {
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
pub(super) fn prospect(game: &Game, complete: u32) -> u32 {
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
