//! The Ferries as players meet it in the service: the questions after the figure step
//! (which two road ends of the new lake its ferry joins; whether to move a ferry a road
//! of the tile just placed reaches, or keep them), and the ferries in the JSON summary.
//! Its labels, buttons, refusals and narration are worded from its facts and messages by
//! the shared files; the engine decides what is legal and what scores, this module only
//! words it.

super::expansion::box_folder!();

use carcassonne_engine::rules::ferries::Ph;
use carcassonne_engine::{Audience, FeatureKind, Game, Phase, TileKind};
use serde_json::{Value, json};

use super::expansion::ExpansionService;
use super::tile_words::Pieces;
use super::turn::Ask;
use crate::locale::Lang;

impl ExpansionService for Part {
    /// After the figure step: who puts the new lake's ferry, or who may move a ferry
    /// (and on how many lakes).
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        let id = match Ph::of(phase)? {
            Ph::Place => "prompt-ferry-place",
            Ph::Move => "prompt-ferry-move",
        };
        let count = ask.view.legal_actions(ask.seat).len().saturating_sub(1);
        Some(ask.lang.say(&ask.id(id), [ask.who(), ("count", count.into())]))
    }

    /// A lake tile in words: its roads go to the ferry lake (the tile table's road ends
    /// say `junction`, which the shared words would call a junction).
    fn tile_named(&self, kind: TileKind, parts: Option<&Pieces>, lang: Lang) -> Option<String> {
        let def = kind.def();
        if !def.markers.ferry || parts.is_none() {
            return None;
        }
        let roads = def.segments.iter().filter(|s| s.kind == FeatureKind::Road).count();
        let city = if def.segments.iter().any(|s| s.kind == FeatureKind::City) { "yes" } else { "no" };
        Some(lang.say("fr-tile", [("roads", roads.into()), ("city", city.into())]))
    }

    /// Every ferry, by its lake's cell and the two road ends it joins (`"1 0": "E W"`).
    fn summary_game(&self, game: &Game, _names: &[String], out: &mut Value) {
        let view = game.view(Audience::Public);
        let Some(ferries) = view.ferries() else { return };
        let on: Vec<Value> = ferries
            .ferries()
            .map(|(pos, [a, b])| json!({ "cell": pos.to_string(), "ends": format!("{a} {b}") }))
            .collect();
        out["ferries"] = json!(on);
    }
}
