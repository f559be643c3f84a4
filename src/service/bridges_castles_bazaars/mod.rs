//! Bridges, Castles & Bazaars as players meet it in the service: the narration of its
//! events (a bridge built, a small city's owners choosing, a castle, a bazaar's
//! auction step by step).

mod buttons;
mod prompts;
mod spelling;
mod summary;
mod tile_parts;
mod verbs;
mod words;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;

use carcassonne_engine::rules::bridges_castles_bazaars::{Act, Happened, MAX_BID, Ph};
use carcassonne_engine::{Action, Event, ExpansionPhase, Game, Phase, Seat, TileDef, TileKind, View};
use serde_json::{Map, Value, json};

use super::choices::Offer;
use super::describe::Names;
use super::expansion::ExpansionService;
use super::tile_words::{Pieces, Stage};
use super::turn::Ask;
use crate::locale::Lang;

use words::{auction, supplies};

/// Bridges, Castles & Bazaars' part in the service, registered in
/// `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    /// `château`, the older boxes' word for the forteresse.
    fn french_synonyms(&self) -> &'static [(&'static str, &'static str)] {
        &[("château", "castle")]
    }

    fn label(&self, action: Action, lang: Lang) -> Option<String> {
        buttons::label(action, lang)
    }

    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        buttons::button(action, offer)
    }

    /// A bazaar's tile to choose.
    fn choice_tile(&self, view: &View, _phase: Phase, action: Action) -> Option<TileKind> {
        let Some(Act::Choose(n)) = Act::of(action) else { return None };
        let auction = view.bridges_castles_bazaars()?.auction()?;
        Some(auction.offers.get(usize::from(n).checked_sub(1)?)?.tile)
    }

    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        tile_parts::parts(def, stage, pieces)
    }

    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        prompts::prompt(phase, ask)
    }

    fn figure_prompt(&self, ask: &Ask<'_>) -> Option<String> {
        prompts::figure_prompt(ask)
    }

    fn action_words(&self) -> &'static [(&'static str, &'static [&'static str])] {
        spelling::ACTION_WORDS
    }

    fn summary_phase(&self, phase: Phase) -> Option<&'static str> {
        summary::phase(phase)
    }

    fn summary_player(&self, game: &Game, seat: Seat, player: &mut Value) {
        summary::player(game, seat, player)
    }

    fn summary_game(&self, game: &Game, names: &[String], out: &mut Value) {
        summary::game(game, names, out)
    }

    fn trim_choices(&self, actions: &mut Vec<Action>) {
        buttons::trim(actions)
    }

    fn turn_step(&self, phase: Phase) -> bool {
        prompts::turn_step(phase)
    }

    /// A placement that fits only with a bridge: "if you then build a bridge".
    fn needed(&self) -> &'static str {
        "bridge"
    }

    fn doing(&self, phase: ExpansionPhase) -> &'static str {
        match Ph::of(Phase::Expansion(phase)).expect("asked of its own decisions") {
            Ph::Bridge => "bridge",
            Ph::Castle => "castle",
            Ph::BazaarChoose => "bazaar-choose",
            Ph::BazaarBid | Ph::BazaarRaise => "bazaar-bid",
            Ph::BazaarTrade => "bazaar-trade",
        }
    }

    fn supplies(&self, view: &View<'_>, names: Names<'_>, lang: Lang) -> Option<String> {
        supplies(view, names, lang)
    }

    /// The bids `seat` may make now, lowest and highest, when it may bid: the buttons
    /// offer the lowest few, the page any of them, as `/bid` does (no rule limits a bid;
    /// the notation stops at `MAX_BID`).
    fn number_field(&self, view: &View<'_>, seat: Seat) -> Option<Value> {
        let bids = view.legal_actions(seat).into_iter().filter_map(|a| match Act::of(a)? {
            Act::Bid(points) => Some(points),
            _ => None,
        });
        Some(serde_json::json!({"min": bids.min()?, "max": MAX_BID}))
    }

    /// An auction just opened: its choosers' and bidders' answers are a new round's.
    fn stops_bot(&self, event: &Event) -> bool {
        matches!(Happened::of(event), Some(Happened::BazaarOpened { .. }))
    }

    /// `bazaar`: the running bazaar's face-up tiles (`null` without one), each by its
    /// id, in words ("2. a curved road — up for auction, top bid 3 by Ann") and whether
    /// it is under the hammer: every page draws them, so that a bid is for a tile seen
    /// by bidders and watchers alike, not only the chooser (whose buttons draw them).
    fn page_game(
        &self,
        view: &View,
        _viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        out: &mut Map<String, Value>,
    ) {
        let offers: Vec<Value> = words::offers(view, names, lang)
            .into_iter()
            .map(|o| json!({"tile": o.tile.to_string(), "words": o.words, "up": o.up}))
            .collect();
        out.insert("bazaar".into(), if offers.is_empty() { Value::Null } else { Value::Array(offers) });
    }

    fn page_words(&self) -> &'static [&'static str] {
        &["bazaar"]
    }

    /// The bridges and castles left ("3 bridges", "2 castles").
    fn supply_words(&self, view: &View, seat: Seat, lang: Lang) -> Vec<String> {
        let Some(bcb) = view.bridges_castles_bazaars() else { return Vec::new() };
        vec![
            lang.say("page-supply-bridges", [("count", bcb.bridges_left(seat).into())]),
            lang.say("page-supply-castles", [("count", bcb.castles_left(seat).into())]),
        ]
    }

    #[cfg(test)]
    fn examples(&self) -> super::expansion::Examples {
        examples::examples()
    }
}

#[cfg(test)]
mod examples;
