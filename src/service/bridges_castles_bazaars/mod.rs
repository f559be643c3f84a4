//! Bridges, Castles & Bazaars as players meet it in the service: the narration of its
//! events (a bridge built, a small city's owners choosing, a castle, a bazaar's
//! auction step by step).

mod facts;
mod prompts;
mod spelling;
mod summary;
mod tile_parts;
mod verbs;
mod words;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;
// Its facts, named by the registry (`service::registered`).
pub(super) use facts::FACTS;

use carcassonne_engine::{Game, Phase, Seat, TileDef, View};
use serde_json::Value;

use super::expansion::ExpansionService;
use super::page_api::{Offered, Offers, PageGame};
use super::tile_words::{Pieces, Stage};
use super::turn::Ask;
use crate::locale::Lang;

use words::auction;

/// Bridges, Castles & Bazaars' part in the service, registered in
/// `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        tile_parts::parts(def, stage, pieces)
    }

    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        prompts::prompt(phase, ask)
    }

    fn figure_prompt(&self, ask: &Ask<'_>) -> Option<String> {
        prompts::figure_prompt(ask)
    }

    fn summary_player(&self, game: &Game, seat: Seat, player: &mut Value) {
        summary::player(game, seat, player)
    }

    fn summary_game(&self, game: &Game, names: &[String], out: &mut Value) {
        summary::game(game, names, out)
    }

    /// A placement that fits only with a bridge: "if you then build a bridge".
    fn needed(&self) -> &'static str {
        "bridge"
    }

    /// The running bazaar's face-up tiles (none without one), each in words ("2. a
    /// curved road — up for auction, top bid 3 by Ann") and whether it is under the
    /// hammer: every page draws them, so that a bid is for a tile seen by bidders and
    /// watchers alike, not only the chooser (whose buttons draw them).
    fn page_game(
        &self,
        view: &View,
        _viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        page: &mut PageGame,
    ) {
        let tiles: Vec<Offered> = words::offers(view, names, lang)
            .into_iter()
            .map(|o| Offered { tile: o.tile, words: o.words, up: o.up })
            .collect();
        if !tiles.is_empty() {
            page.offers = Some(Offers { title: lang.say("web-page-bazaar", []), tiles });
        }
    }
}

#[cfg(test)]
mod examples;
