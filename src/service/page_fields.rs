//! The board page's fields and scores (issue 86, "the whole game at hand"): the outline
//! of each field a step is about (a farmer's, a barn's, a pig's or a shepherd's), every
//! field's on demand, and the points the last move's scorings gave, each where its
//! feature lies. The page draws them over its picture of the board in its own letters
//! and lines, which stay sharp and aligned at any zoom ([`render::fields`]).

use carcassonne_engine::rules::facts::Aim as Aimed;
use carcassonne_engine::{Action, Audience, Corner, Event, FeatureKind, HalfEdge, NodeId, Port, Spot, View};
use serde_json::{Value, json};

use super::Service;
use super::offer::{self, Place};
use super::web::{Link, Refusal, colour, refused};
use crate::render;

/// The field `action` is about, when it puts or moves a figure on a field (a farmer on
/// a field spot, a pig or a shepherd) or a barn on a corner of fields: its feature. A
/// step about a figure already there (a capture of a farmer) is about that figure, not
/// its field.
pub(super) fn field_of(view: &View, action: Action) -> Option<NodeId> {
    offer::figure(action)?;
    let board = view.board();
    let (tile, segment) = match offer::place(view, action) {
        Some(Place::Spot(target)) => {
            let tile = board.tile_index_at(target.pos)?;
            (tile, target.spot.resolve_on(board, tile)?)
        }
        // A barn's corner: the field of the tile just placed there (the four tiles round
        // the corner are one field there, or no barn is offered).
        Some(Place::Corner(_)) => {
            let Aimed::Corner(corner) = action.facts()?.aim else { return None };
            let half = match corner {
                Corner::NE => HalfEdge::Ne,
                Corner::SE => HalfEdge::Es,
                Corner::SW => HalfEdge::Sw,
                Corner::NW => HalfEdge::Wn,
            };
            let tile = view.last_placed()?;
            let spot = Spot { kind: FeatureKind::Field, port: Some(Port::Half(half)) };
            (tile, spot.resolve_on(board, tile)?)
        }
        Some(Place::Cell(_)) => return None,
        None => {
            let tile = view.last_placed()?;
            (tile, action.spot()?.resolve_on(board, tile)?)
        }
    };
    (board.segment(tile, segment).kind == FeatureKind::Field)
        .then(|| view.features().feature_of(tile, segment))
}

/// Each field of `roots` as the page draws it: its id (the one its steps name in
/// `field`) and its outline ([`render::fields::outlines`], in
/// [`render::fields::UNITS`] a cell).
pub(super) fn outlined(view: &View, roots: &[NodeId]) -> Vec<Value> {
    let paths = render::fields::outlines(view, roots);
    roots.iter().zip(paths).map(|(id, path)| json!({"id": id, "path": path})).collect()
}

/// What the last command (`recent`, as the viewer sees it) scored during play, each
/// where the channel's picture puts its `+N` ([`render::badge_at`]), with its points
/// and its winners' colours: the page writes them over its picture. The final scoring
/// is the picture's own (each by the figure that earned it).
pub(super) fn scored(view: &View, recent: &[Event]) -> Vec<Value> {
    recent
        .iter()
        .filter(|e| view.sees(e))
        .filter_map(|e| match e {
            Event::Scored(s) if !s.cells.is_empty() && !is_final(view, s) => Some(s),
            _ => None,
        })
        .map(|s| {
            let (x, y) = render::badge_at(view, s);
            let colours: Vec<String> = s.winners.iter().map(colour).collect();
            json!({"points": s.points, "at": [x, y], "colours": colours})
        })
        .collect()
}

/// Whether `scoring` is part of the final scoring on a finished game's board: the
/// picture writes those by the figures that earned them.
fn is_final(view: &View, scoring: &carcassonne_engine::Scoring) -> bool {
    view.is_over() && scoring.at_end
}

impl Service {
    /// Every field of the link's game's board, outlined, for the page's fields tool:
    /// the revision read, and each field's id (as the game's answer names a step's) and
    /// outline, in the order of their first tiles.
    ///
    /// # Errors
    /// As [`Service::web_game`].
    pub fn web_fields(&mut self, link: &Link) -> Result<Value, Refusal> {
        let (table, _) = self.linked_moves(link)?;
        let lang = table.lang();
        let game = table.started().map_err(|e| refused(e.into(), lang))?;
        let view = game.view(link.seat.map_or(Audience::Public, Audience::Seat));
        let board = view.board();
        let features = view.features();
        let mut roots: Vec<NodeId> = Vec::new();
        for tile in 0..board.tiles().len() {
            for segment in 0..board.segment_count(tile) {
                if board.segment(tile, segment).kind != FeatureKind::Field {
                    continue;
                }
                let root = features.feature_of(tile, segment);
                if !roots.contains(&root) {
                    roots.push(root);
                }
            }
        }
        Ok(json!({"revision": table.row.revision, "fields": outlined(&view, &roots)}))
    }
}
