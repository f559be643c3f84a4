//! Hills & Sheep as players meet it in the service: the narration of its events (a
//! tile hidden under a hill, a shepherd, the sheep and wolves drawn, a flock lost).

mod facts;
mod prompts;
mod summary;
mod tile_parts;
mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;
// Its facts, named by the registry (`service::registered`).
pub(super) use facts::FACTS;

use carcassonne_engine::{Game, Phase, Seat, TileDef};
use serde_json::Value;

use super::expansion::ExpansionService;
use super::tile_words::{Pieces, Stage};
use super::turn::Ask;

/// Hills & Sheep's part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        tile_parts::parts(def, stage, pieces)
    }

    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        prompts::prompt(phase, ask)
    }

    fn summary_player(&self, game: &Game, seat: Seat, player: &mut Value) {
        summary::player(game, seat, player)
    }

    fn summary_game(&self, game: &Game, _names: &[String], out: &mut Value) {
        summary::game(game, out)
    }
}

#[cfg(test)]
mod examples;
