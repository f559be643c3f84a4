//! How a finished game ended, for its final image: the last move's events (the final
//! scoring among them) and the figures that stood just before the final scoring sent
//! them home. The engine keeps neither (its final state has those figures gone, and a
//! stored game keeps only its moves), so they are worked out from the game before and
//! after its last move.

use carcassonne_engine::{Category, Event, Figure, FigureKind, Game, Pos, Scoring};

/// The end of a finished game, as its final image shows it.
#[derive(Clone, Debug, Default)]
pub struct Ending {
    /// What the last move caused, the final scoring included: the image marks it.
    pub events: Vec<Event>,
    /// The figures on the board just before the final scoring: those still there, and
    /// the meeples and abbots the final scoring sent home, where they stood.
    pub figures: Vec<Figure>,
}

impl Ending {
    /// The ending of game `after`, reached from `before` by a last move that caused
    /// `events`; `None` while `after` is not over.
    pub fn new(before: &Game, after: &Game, events: Vec<Event>) -> Option<Ending> {
        if !after.is_over() {
            return None;
        }
        let board = after.board();
        // Meeples put down by the last move itself (its figure step) count too.
        let placed = events.iter().filter_map(|e| match *e {
            Event::MeeplePlaced { seat, pos, spot } => {
                let tile = board.tile_index_at(pos)?;
                let segment = spot.resolve_on(board, tile)?;
                Some(Figure { owner: seat, kind: FigureKind::Meeple, tile, segment })
            }
            _ => None,
        });
        let finals: Vec<&Scoring> = events
            .iter()
            .filter_map(|e| match e {
                Event::Scored(s) if s.at_end => Some(s),
                _ => None,
            })
            .collect();
        let mut figures = after.figures().to_vec();
        for figure in before.figures().iter().copied().chain(placed) {
            let home = figure.kind.is_follower() && !figures.contains(&figure);
            if home && finals.iter().any(|s| earned(after, s, &figure)) {
                figures.push(figure);
            }
        }
        Some(Ending { events, figures })
    }
}

/// Whether `figure` stood in the feature final `scoring` scored on `game`'s board: one
/// of its category whose tiles are the scoring's cells, with a meeple of its owner.
fn earned(game: &Game, scoring: &Scoring, figure: &Figure) -> bool {
    let board = game.board();
    if scoring.meeples.get(figure.owner.index()).is_none_or(|&m| m == 0)
        || Category::from(board.segment(figure.tile, figure.segment).kind) != scoring.category
    {
        return false;
    }
    let features = game.features();
    let root = features.feature_of(figure.tile, figure.segment);
    let sorted = |mut cells: Vec<Pos>| {
        cells.sort();
        cells.dedup();
        cells
    };
    sorted(features.members(root).map(|(t, _)| board.tiles()[t].pos).collect())
        == sorted(scoring.cells.clone())
}
