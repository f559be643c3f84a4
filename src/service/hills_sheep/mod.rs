//! Hills & Sheep as players meet it in the service: the narration of its events (a
//! tile hidden under a hill, a shepherd, the sheep and wolves drawn, a flock lost).

mod buttons;
mod prompts;
mod summary;
mod tile_parts;
mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;

use carcassonne_engine::{Action, ExpansionPhase, Game, Phase, Seat, TileDef, View};
use serde_json::Value;

use super::choices::Offer;
use super::expansion::ExpansionService;
use super::tile_words::{Pieces, Stage};
use super::turn::Ask;
use crate::locale::Lang;

/// Hills & Sheep's part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    fn fixed_flag(&self) -> (&'static str, &'static str) {
        ("BAG", "Hills & Sheep: fixed first draws from the sheep bag, e.g. `2,wolf,3` (`loup` in French)")
    }

    /// `rentrer` (le troupeau), the word this bot used before it said the rule book's
    /// `rassembler`.
    fn french_synonyms(&self) -> &'static [(&'static str, &'static str)] {
        &[("rentrer", "herd")]
    }

    /// The wolf of the sheep bag, as a scenario's fixed draws name it (`--bag 2,loup`).
    fn action_words(&self) -> &'static [(&'static str, &'static [&'static str])] {
        &[("wolf", &["loup"])]
    }

    fn label(&self, action: Action, lang: Lang) -> Option<String> {
        buttons::label(action, lang)
    }

    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        buttons::button(action, offer)
    }

    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        tile_parts::parts(def, stage, pieces)
    }

    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        prompts::prompt(phase, ask)
    }

    fn figure(&self, action: Action) -> Option<&'static str> {
        prompts::figure(action)
    }

    fn summary_phase(&self, phase: Phase) -> Option<&'static str> {
        summary::phase(phase)
    }

    fn summary_player(&self, game: &Game, seat: Seat, player: &mut Value) {
        summary::player(game, seat, player)
    }

    fn summary_game(&self, game: &Game, _names: &[String], out: &mut Value) {
        summary::game(game, out)
    }

    fn turn_step(&self, phase: Phase) -> bool {
        prompts::turn_step(phase)
    }

    fn doing(&self, _phase: ExpansionPhase) -> &'static str {
        "flock"
    }

    /// The shepherd, while it is at home.
    fn supply_words(&self, view: &View, seat: Seat, lang: Lang) -> Vec<String> {
        let home = view.hills_sheep().is_some_and(|h| h.shepherd(seat).in_supply);
        home.then(|| lang.figure_name("shepherd")).into_iter().collect()
    }

    #[cfg(test)]
    fn examples(&self) -> super::expansion::Examples {
        examples::examples()
    }
}

#[cfg(test)]
mod examples;
