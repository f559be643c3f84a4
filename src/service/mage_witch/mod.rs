//! Mage & Witch as players meet it in the service: the question after a magic tile (or
//! a tile joining the two figures), where each figure stands, and the figures in the
//! JSON summary. A tile's words leave its magic symbol out: with it the longest
//! (`MW/CRRr.2`: "un bout de ville, une route vers la ville, une route en courbe…") no
//! longer fits a button; the picture shows the symbol, and the question after placing
//! the tile says it. Its labels, buttons, refusals and narration are worded from its
//! facts and messages by the shared files; the engine decides what is legal and what
//! scores, this module only words it.

super::expansion::box_folder!();

use carcassonne_engine::rules::mage_witch::{Act, Magic, Ph};
use carcassonne_engine::{Game, Phase};
use fluent_bundle::FluentValue;
use serde_json::{Value, json};

use super::expansion::ExpansionService;
use super::spots::spot_words;
use super::turn::Ask;

impl ExpansionService for Part {
    /// After a magic tile, or a tile that joined the two figures: who must place or move
    /// a figure, where each stands now, and, with no place left, that one goes aside.
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        let ph = Ph::of(phase)?;
        let mw = ask.view.mage_witch()?;
        let lang = ask.lang;
        let posts: Vec<String> = Magic::ALL
            .into_iter()
            .filter_map(|m| {
                let t = mw.post(m)?;
                let at = [("x", FluentValue::from(t.pos.x)), ("y", FluentValue::from(t.pos.y))];
                let spot = ("spot", FluentValue::from(spot_words(t.spot, lang)));
                Some(lang.say(
                    "mw-post",
                    [("figure", FluentValue::from(m.word())), spot, at[0].clone(), at[1].clone()],
                ))
            })
            .collect();
        let nowhere =
            !ask.view.legal_actions(ask.seat).iter().any(|&a| matches!(Act::of(a), Some(Act::Move(..))));
        let id = match (ph, nowhere) {
            (_, true) => "prompt-magic-aside",
            (Ph::Magic, false) => "prompt-magic",
            (Ph::Apart, false) => "prompt-magic-apart",
        };
        let posts = if posts.is_empty() { lang.say("mw-posts-none", []) } else { posts.join(", ") };
        Some(lang.say(&ask.id(id), [ask.who(), ("posts", posts.into())]))
    }

    /// Where the mage and the witch stand (`null` beside the board).
    fn summary_game(&self, game: &Game, _names: &[String], out: &mut Value) {
        let view = game.view(carcassonne_engine::Audience::Public);
        let Some(mw) = view.mage_witch() else { return };
        for m in Magic::ALL {
            out[m.word()] = mw.post(m).map_or(Value::Null, |t| json!(t.to_string()));
        }
    }
}
