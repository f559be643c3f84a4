//! Hills & Sheep's shepherds: placing one (and its first draw from the bag), the
//! grow-or-herd choice when a tile extends the active player's shepherd's field, wolves,
//! and the herding of flocks whose field closes.
//!
//! A shepherd is a figure but not a meeple: it never counts for a majority and scores
//! only by herding. Every shepherd of a field shares the field's whole flock.

use crate::category::Category;
use crate::error::RuleError;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::flock::Token;
use crate::game::{Figure, FigureKind, Game, Phase};
use crate::seat::{MAX_SEATS, SeatSet};
use crate::spot::Spot;
use crate::tile::FeatureKind;

impl Game {
    /// The field spots of the tile just placed where the active player may put their
    /// shepherd: fields with no shepherd yet (farmers do not matter).
    pub fn shepherd_spots(&self) -> Vec<Spot> {
        let seat = self.active;
        if self.phase != Phase::PlaceFigure || self.bag.is_none() || !self.players[seat.index()].shepherd {
            return Vec::new();
        }
        let index = self.board.tiles().len() - 1;
        let tile = &self.board.tiles()[index];
        (0..tile.kind.def().segments.len())
            .filter(|&s| tile.kind.def().segments[s].kind == FeatureKind::Field)
            .filter(|&s| self.shepherds_in(self.features.feature_of(index, s)).is_empty())
            .filter_map(|s| Spot::canonical(tile, s))
            .collect()
    }

    /// Seats whose shepherd stands in the field `root`.
    fn shepherds_in(&self, root: NodeId) -> SeatSet {
        self.figures
            .iter()
            .filter(|f| f.kind == FigureKind::Shepherd && self.features.feature_of(f.tile, f.segment) == root)
            .fold(SeatSet::EMPTY, |set, f| set.with(f.owner))
    }

    /// The field the active player's shepherd stands in, if it is on the board.
    fn own_shepherd_field(&self) -> Option<NodeId> {
        self.figures
            .iter()
            .find(|f| f.kind == FigureKind::Shepherd && f.owner == self.active)
            .map(|f| self.features.feature_of(f.tile, f.segment))
    }

    /// Whether the tile just placed extends the field of the active player's shepherd.
    pub(crate) fn own_flock_extended(&self) -> bool {
        let Some(field) = self.own_shepherd_field() else { return false };
        let index = self.board.tiles().len() - 1;
        let segments = self.board.tiles()[index].kind.def().segments.len();
        (0..segments).any(|s| self.features.feature_of(index, s) == field)
    }

    pub(crate) fn place_shepherd(&mut self, spot: Spot, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.bag.is_none() {
            return Err(RuleError::NotInGame("Hills & Sheep"));
        }
        let seat = self.active;
        if !self.players[seat.index()].shepherd {
            return Err(RuleError::NoShepherdLeft);
        }
        let index = self.board.tiles().len() - 1;
        let tile = self.board.tiles()[index];
        let segment = spot.resolve(&tile).ok_or(RuleError::NoSuchFeature(spot))?;
        let kind = tile.kind.def().segments[segment].kind;
        if kind != FeatureKind::Field {
            return Err(RuleError::ShepherdOffField(kind));
        }
        if !self.shepherds_in(self.features.feature_of(index, segment)).is_empty() {
            return Err(RuleError::FieldHasShepherd(spot));
        }
        self.players[seat.index()].shepherd = false;
        self.figures.push(Figure { owner: seat, kind: FigureKind::Shepherd, tile: index, segment });
        self.shepherd_placed = true;
        events.push(Event::ShepherdPlaced { seat, pos: tile.pos, spot });
        self.grow(self.features.feature_of(index, segment), events);
        Ok(())
    }

    /// Grow (draw a token) or herd the active player's flock.
    pub(crate) fn tend_flock(&mut self, grow: bool, events: &mut Vec<Event>) {
        let field = self.own_shepherd_field().expect("a flock choice has a shepherd");
        if grow {
            self.grow(field, events);
        } else {
            self.herd(field, events);
        }
    }

    /// Draws a token for the active player's shepherd in `field`: sheep join the
    /// flock; a wolf sends the whole field's flock back to the bag.
    fn grow(&mut self, field: NodeId, events: &mut Vec<Event>) {
        let seat = self.active;
        let bag = self.bag.as_mut().expect("Hills & Sheep in play");
        let Some(token) = bag.draw(&mut self.rng) else { return };
        events.push(Event::SheepDrawn { seat, token });
        match token {
            Token::Sheep(n) => self.players[seat.index()].flock.push(n),
            Token::Wolf => {
                let sheep = self.flock_size(field);
                let shepherds = self.send_shepherds_home(field);
                self.bag.as_mut().expect("bag").put_back([Token::Wolf]);
                events.push(Event::FlockLost { shepherds, sheep });
            }
        }
    }

    /// Every shepherd of `field` scores the whole flock; tokens and shepherds go home.
    fn herd(&mut self, field: NodeId, events: &mut Vec<Event>) {
        let points = self.flock_size(field);
        let tiles = self.feature_tiles(field);
        let shepherds = self.send_shepherds_home(field);
        self.credit(shepherds, Category::Sheep, points);
        let cells = tiles.iter().map(|&t| self.board.tiles()[t].pos).collect();
        events.push(Event::Scored(Scoring {
            category: Category::Sheep,
            points,
            winners: shepherds,
            meeples: [0; MAX_SEATS],
            cells,
            at_end: false,
        }));
    }

    /// Herds every flock in a field of tile `index` that has no open edge left.
    pub(crate) fn herd_closed_fields(&mut self, index: usize, events: &mut Vec<Event>) {
        if self.bag.is_none() {
            return;
        }
        let segments = self.board.tiles()[index].kind.def().segments.len();
        for s in 0..segments {
            let root = self.features.feature_of(index, s);
            let info = self.features.info(root);
            if info.kind == FeatureKind::Field && info.open == 0 && !self.shepherds_in(root).is_empty() {
                self.herd(root, events);
            }
        }
    }

    /// Sheep shown beside the shepherds of `field`.
    fn flock_size(&self, field: NodeId) -> u32 {
        self.shepherds_in(field)
            .iter()
            .flat_map(|s| &self.players[s.index()].flock)
            .map(|&n| u32::from(n))
            .sum()
    }

    /// Sends the shepherds of `field` home and their sheep back to the bag.
    fn send_shepherds_home(&mut self, field: NodeId) -> SeatSet {
        let shepherds = self.shepherds_in(field);
        let features = &self.features;
        self.figures
            .retain(|f| !(f.kind == FigureKind::Shepherd && features.feature_of(f.tile, f.segment) == field));
        let bag = self.bag.as_mut().expect("Hills & Sheep in play");
        for s in shepherds.iter() {
            let player = &mut self.players[s.index()];
            player.shepherd = true;
            bag.put_back(player.flock.drain(..).map(Token::Sheep));
        }
        shepherds
    }
}
