//! What a game is worth to one seat, for the bots: its score plus what its meeples
//! would earn if the game ended now, against the best of the other players' same
//! figure. A quick heuristic, read only from the (sampled) game's public state; it
//! decides nothing for the rules.

use carcassonne_engine::{FeatureKind, Game, Seat};

/// How much a point that a figure would earn at the end counts against a point
/// already scored: features still open may complete for more, or be lost to a rival.
const OPEN_WEIGHT: f64 = 0.8;

/// Each meeple standing on the board costs this much: a meeple in supply is what
/// scores the next good spot.
const MEEPLE_COST: f64 = 0.6;

/// The game's worth to `seat`: its points and figures' worth minus the best rival's
/// (its own worth alone in a solo game).
pub fn value(game: &Game, seat: Seat) -> f64 {
    let worth = worths(game);
    let mine = worth[seat.index()];
    let best_other = worth
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != seat.index())
        .map(|(_, &w)| w)
        .fold(None, |m: Option<f64>, w| Some(m.map_or(w, |m| m.max(w))));
    mine - best_other.unwrap_or(0.0)
}

/// Every seat's points plus its figures' weighted worth, minus its meeples' cost.
fn worths(game: &Game) -> Vec<f64> {
    let mut worth: Vec<f64> = game.players().iter().map(|p| f64::from(p.score)).collect();
    for f in game.figures() {
        worth[f.owner.index()] -= MEEPLE_COST;
    }
    let features = game.features();
    for root in features.roots() {
        let info = features.info(root);
        if info.scored || !info.occupied() {
            continue;
        }
        let points = OPEN_WEIGHT * f64::from(end_points(game, root));
        for seat in info.majority().iter() {
            worth[seat.index()] += points;
        }
    }
    worth
}

/// What the feature `root` scores at the end as it stands (cities and roads by their
/// tiles, a monastery by its neighbours, a field by the completed cities it touches).
fn end_points(game: &Game, root: u32) -> u32 {
    let features = game.features();
    let info = features.info(root);
    let mut tiles: Vec<usize> = features.members(root).map(|(t, _)| t).collect();
    tiles.sort_unstable();
    tiles.dedup();
    match info.kind {
        FeatureKind::Road => tiles.len() as u32,
        FeatureKind::City => tiles.len() as u32 + u32::from(info.pennants),
        FeatureKind::Monastery => {
            let pos = game.board().tiles()[tiles[0]].pos;
            1 + pos.ring().filter(|&p| game.board().tile_at(p).is_some()).count() as u32
        }
        FeatureKind::Field => {
            let mut cities = Vec::new();
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
