//! Monuments as players meet it in the service: the narration of its events (an
//! architect, a cube, an objective completed and what its cubes earned, a monument
//! completed).

mod facts;
mod prompts;
mod spelling;
mod summary;
mod tile_parts;
mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;
// Its facts, named by the registry (`service::registered`).
pub(super) use facts::FACTS;

use carcassonne_engine::{Action, Category, Game, Scoring, Seat, TileDef, TileKind};
use serde_json::Value;

use super::expansion::ExpansionService;
use super::tile_words::{Pieces, Stage};
use super::turn::Ask;
use crate::locale::Lang;

/// Monuments' part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    /// The cubes paid on a completed objective: the objective's own line tells who
    /// earned what, so it is not told again.
    fn untold(&self, scoring: &Scoring) -> bool {
        scoring.category == Category::Monuments && scoring.meeples.iter().all(|&m| m == 0)
    }

    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        tile_parts::parts(def, stage, pieces)
    }

    fn tile_named(&self, kind: TileKind, parts: Option<&Pieces>, lang: Lang) -> Option<String> {
        tile_parts::named(kind, parts, lang)
    }

    fn figure_options(&self, ask: &Ask<'_>, _actions: &[Action]) -> Vec<String> {
        prompts::figure_options(ask)
    }

    fn summary_player(&self, game: &Game, seat: Seat, player: &mut Value) {
        summary::player(game, seat, player)
    }

    fn summary_game(&self, game: &Game, names: &[String], out: &mut Value) {
        summary::game(game, names, out)
    }
}

#[cfg(test)]
mod examples;
