//! Monuments as players meet it in the service: the narration of its events (an
//! architect, a cube, an objective completed and what its cubes earned, a monument
//! completed).

mod buttons;
mod prompts;
mod spelling;
mod summary;
mod tile_parts;
mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;

use carcassonne_engine::{Action, Category, Game, Scoring, Seat, TileDef, TileKind, View};
use serde_json::Value;

use super::choices::Offer;
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

    fn label(&self, action: Action, lang: Lang) -> Option<String> {
        buttons::label(action, lang)
    }

    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        buttons::button(action, offer)
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

    fn action_words(&self) -> &'static [(&'static str, &'static [&'static str])] {
        spelling::ACTION_WORDS
    }

    fn summary_player(&self, game: &Game, seat: Seat, player: &mut Value) {
        summary::player(game, seat, player)
    }

    fn summary_game(&self, game: &Game, names: &[String], out: &mut Value) {
        summary::game(game, names, out)
    }

    /// The cubes left, and the fame tokens won once there are some.
    fn supply_words(&self, view: &View, seat: Seat, lang: Lang) -> Vec<String> {
        let Some(m) = view.monuments() else { return Vec::new() };
        let cubes = lang.say("page-supply-cubes", [("count", m.cubes_left(seat).into())]);
        let fame = (m.fame(seat) > 0)
            .then(|| lang.say("reward", [("n", m.fame(seat).into()), ("reward", "fame".into())]));
        std::iter::once(cubes).chain(fame).collect()
    }

    #[cfg(test)]
    fn examples(&self) -> super::expansion::Examples {
        examples::examples()
    }
}

#[cfg(test)]
mod examples;
