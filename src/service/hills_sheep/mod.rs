//! Hills & Sheep as players meet it in the service: the narration of its events (a
//! tile hidden under a hill, a shepherd, the sheep and wolves drawn, a flock lost).

super::expansion::box_folder!();

use carcassonne_engine::rules::hills_sheep::Ph;
use carcassonne_engine::{Game, Phase, Seat, TileDef};
use serde_json::{Value, json};

use super::expansion::ExpansionService;
use super::tile_words::{self, Pieces, Stage};
use super::turn::Ask;

impl ExpansionService for Part {
    /// A vineyard among the markers, and a hill last ("a city corner on a hill" when the
    /// hill is all there is besides one part).
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        match stage {
            Stage::Markers if def.markers.vineyard => pieces.add(tile_words::Part("vineyard"), None),
            // "a city corner on a hill", else the hill is one more part: "…, a curved road
            // and a hill" reads on in a sentence ("placed … at 1 0").
            Stage::Last if def.markers.hill && pieces.single() => pieces.around("tile-on-a-hill"),
            Stage::Last if def.markers.hill => pieces.add(tile_words::Part("hill"), None),
            _ => {}
        }
    }

    /// The flock's question: grow or herd, for the shepherd's owner.
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        (Ph::of(phase) == Some(Ph::Flock)).then(|| ask.lang.say(&ask.id("prompt-flock"), [ask.who()]))
    }

    /// Each player's shepherd, in every game (in supply or not, and its flock's sheep).
    fn summary_player(&self, game: &Game, seat: Seat, player: &mut Value) {
        let sheep = game.hills_sheep();
        player["shepherd_in_supply"] = json!(sheep.is_some_and(|h| h.shepherd(seat).in_supply));
        player["flock"] = json!(sheep.map_or(0, |h| h.shepherd(seat).sheep()));
    }

    /// The tokens left in the sheep bag (`null` without Hills & Sheep) and the tiles
    /// hidden under hills, in every game.
    fn summary_game(&self, game: &Game, _names: &[String], out: &mut Value) {
        out["bag"] = json!(game.bag_len());
        out["hidden_under_hills"] = json!(game.hidden_tiles());
    }
}
