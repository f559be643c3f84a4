//! The Gold Mines as players meet it in the service: the question after a gold tile
//! (which tile around it takes the second ingot), the ingots on the board and in each
//! player's hands in the JSON summary. Its labels, buttons, refusals and narration are
//! worded from its facts and messages by the shared files, its supply column (the
//! ingots held) from its facts; the engine decides what is legal and who takes the
//! gold, this module only words it.

super::expansion::box_folder!();

use carcassonne_engine::rules::gold_mines::Ph;
use carcassonne_engine::{Audience, Game, Phase};
use serde_json::{Value, json};

use super::expansion::ExpansionService;
use super::turn::Ask;

impl ExpansionService for Part {
    /// After a gold tile: who puts the second ingot, on which of the tiles around.
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        Ph::of(phase)?;
        let count = ask.view.legal_actions(ask.seat).len();
        Some(ask.lang.say(&ask.id("prompt-gold-ingot"), [ask.who(), ("count", count.into())]))
    }

    /// The ingots on the board, by the cell of their tile.
    fn summary_game(&self, game: &Game, _names: &[String], out: &mut Value) {
        let view = game.view(Audience::Public);
        let Some(gold) = view.gold_mines() else { return };
        let on: Vec<Value> =
            gold.on_board().map(|(pos, n)| json!({ "cell": pos.to_string(), "ingots": n })).collect();
        out["gold"] = json!(on);
    }
}
