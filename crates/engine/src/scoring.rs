//! Scoring features: completed roads, cities and monasteries during play, and
//! everything still occupied at the end (fields included). Meeples of a scored
//! feature go home; shepherds never score here.

use crate::category::Category;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::game::{FigureKind, Game, Phase};
use crate::geometry::Pos;
use crate::seat::SeatSet;
use crate::tile::FeatureKind;

/// Hills & Sheep: a monastery completed during play gains this per vineyard around it.
const VINEYARD_BONUS: u32 = 3;

impl Game {
    /// Scores the roads and cities tile `index` completed and the monasteries around it.
    pub(crate) fn score_completed(&mut self, index: usize, events: &mut Vec<Event>) {
        let tile = self.board.tiles()[index];
        for segment in 0..tile.kind.def().segments.len() {
            let root = self.features.feature_of(index, segment);
            let info = self.features.info(root);
            let closes = matches!(info.kind, FeatureKind::Road | FeatureKind::City) && info.open == 0;
            if closes && !info.scored {
                self.score(root, false, events);
            }
        }
        for pos in std::iter::once(tile.pos).chain(tile.pos.ring()) {
            let Some(other) = self.board.tile_index_at(pos) else { continue };
            let Some(m) = self.board.tiles()[other].kind.def().monastery() else { continue };
            let root = self.features.feature_of(other, m);
            if !self.features.info(root).scored && self.neighbours(pos, |_| true) == 8 {
                self.score(root, false, events);
            }
        }
    }

    /// Final scoring of every occupied feature not scored yet, then the end.
    pub(crate) fn finish(&mut self, events: &mut Vec<Event>) {
        let open: Vec<NodeId> = self
            .features
            .roots()
            .filter(|&r| {
                let info = self.features.info(r);
                info.occupied() && !info.scored
            })
            .collect();
        for root in open {
            self.score(root, true, events);
        }
        self.phase = Phase::Over;
        events.push(Event::GameEnded);
    }

    /// Cells among the eight around `pos` that hold a tile passing `filter`.
    pub(crate) fn neighbours(&self, pos: Pos, filter: impl Fn(&crate::board::PlacedTile) -> bool) -> u32 {
        pos.ring().filter(|&p| self.board.tile_at(p).is_some_and(&filter)).count() as u32
    }

    /// The distinct placed tiles of the feature `root`, in placement order.
    pub(crate) fn feature_tiles(&self, root: NodeId) -> Vec<usize> {
        let mut tiles: Vec<usize> = self.features.members(root).map(|(t, _)| t).collect();
        tiles.sort_unstable();
        tiles.dedup();
        tiles
    }

    /// Credits `points` in `category` to every seat of `winners`.
    pub(crate) fn credit(&mut self, winners: SeatSet, category: Category, points: u32) {
        for w in winners.iter() {
            let player = &mut self.players[w.index()];
            player.score += points as i32;
            player.breakdown[category.index()] += points as i32;
        }
    }

    /// Scores the feature `root` for its majority and sends its meeples home.
    fn score(&mut self, root: NodeId, at_end: bool, events: &mut Vec<Event>) {
        let info = *self.features.info(root);
        self.features.info_mut(root).scored = true;
        if !info.occupied() {
            return;
        }
        let tiles = self.feature_tiles(root);
        let points = match info.kind {
            FeatureKind::Road => tiles.len() as u32,
            FeatureKind::City => {
                let per = if info.open == 0 { 2 } else { 1 };
                per * (tiles.len() as u32 + u32::from(info.pennants))
            }
            FeatureKind::Monastery => {
                let pos = self.board.tiles()[tiles[0]].pos;
                let base = 1 + self.neighbours(pos, |_| true);
                let vineyards = self.neighbours(pos, |t| t.kind.def().markers.vineyard);
                if at_end { base } else { base + VINEYARD_BONUS * vineyards }
            }
            FeatureKind::Field => 3 * self.completed_cities(root),
        };
        let winners = info.majority(self.setup.options.hill_count);
        self.credit(winners, info.kind.into(), points);
        let features = &self.features;
        let players = &mut self.players;
        self.figures.retain(|f| {
            let home = f.kind == FigureKind::Meeple && features.feature_of(f.tile, f.segment) == root;
            if home {
                players[f.owner.index()].meeples += 1;
            }
            !home
        });
        self.features.clear_meeples(root);
        let cells = tiles.iter().map(|&t| self.board.tiles()[t].pos).collect();
        events.push(Event::Scored(Scoring {
            category: info.kind.into(),
            points,
            winners,
            meeples: info.meeples,
            cells,
            at_end,
        }));
    }

    /// Distinct completed cities touching the field `root`.
    fn completed_cities(&self, root: NodeId) -> u32 {
        let mut cities: Vec<NodeId> = Vec::new();
        for (tile, segment) in self.features.members(root) {
            let touches = self.board.tiles()[tile].kind.def().segments[segment].cities;
            for city in (0..16).filter(|c| touches & (1 << c) != 0) {
                let city_root = self.features.feature_of(tile, city);
                if self.features.info(city_root).open == 0 && !cities.contains(&city_root) {
                    cities.push(city_root);
                }
            }
        }
        cities.len() as u32
    }
}
