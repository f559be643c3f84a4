//! Monuments as players meet it in the service: the narration of its events (an
//! architect, a cube, an objective completed and what its cubes earned, a monument
//! completed).

mod buttons;
mod facts;
mod prompts;
mod refusals;
mod spelling;
mod summary;
mod tile_parts;
mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;
// Its facts, named by the registry (`service::registered`).
pub(super) use facts::FACTS;

use carcassonne_engine::rules::monuments::{Happened, Reward};
use carcassonne_engine::{Action, Category, Event, Game, Scoring, Seat, TileDef, TileKind, View};
use fluent_bundle::FluentValue;
use serde_json::Value;

use super::choices::Offer;
use super::describe::{Names, name};
use super::error::UserError;
use super::expansion::ExpansionService;
use super::tile_words::{Pieces, Stage};
use super::turn::Ask;
use crate::locale::Lang;

/// Monuments' part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    fn line(&self, event: &Event, _view: &View, names: Names<'_>, lang: Lang) -> Option<String> {
        let who = |seat: &Seat| ("name", FluentValue::from(name(names, *seat)));
        Some(match Happened::of(event)? {
            Happened::ArchitectPlaced { seat, monument } => {
                lang.say("architect-placed", [who(seat), ("monument", monument.word().into())])
            }
            Happened::CubePlaced { seat, monument, objective, automatic } => {
                let args =
                    [who(seat), ("monument", monument.word().into()), ("objective", (*objective).into())];
                if *automatic { lang.say("cube-automatic", args) } else { lang.say("cube-placed", args) }
            }
            Happened::ObjectiveCompleted { monument, objective, cubes, reward } => {
                let paid: Vec<String> = cubes
                    .iter()
                    .enumerate()
                    .filter(|&(_, &n)| n > 0)
                    .map(|(i, &n)| {
                        format!(
                            "{} {}",
                            name(names, Seat(i as u8)),
                            self::reward(reward.times(n.into()), lang)
                        )
                    })
                    .collect();
                let paid = if paid.is_empty() { lang.say("objective-no-cube", []) } else { paid.join(", ") };
                let args = [
                    ("monument", monument.word().into()),
                    ("objective", (*objective).into()),
                    ("paid", paid.into()),
                ];
                lang.say("objective-completed", args)
            }
            Happened::MonumentCompleted { monument } => {
                lang.say("monument-completed", [("monument", monument.word().into())])
            }
        })
    }

    /// The cubes paid on a completed objective: the objective's own line tells who
    /// earned what, so it is not told again.
    fn untold(&self, scoring: &Scoring) -> bool {
        scoring.category == Category::Monuments && scoring.meeples.iter().all(|&m| m == 0)
    }

    fn refusal(&self, error: &UserError, lang: Lang) -> Option<String> {
        refusals::words(error, lang)
    }

    fn label(&self, action: Action, lang: Lang) -> Option<String> {
        buttons::label(action, lang)
    }

    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        buttons::button(action, offer)
    }

    fn summary_event(&self, event: &Event, names: &[String]) -> Option<Value> {
        summary::event(names, event)
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

    #[cfg(test)]
    fn examples(&self) -> super::expansion::Examples {
        examples::examples()
    }
}

#[cfg(test)]
mod examples;

/// What cubes earned, in words: "3 points", "1 fame token".
fn reward(reward: Reward, lang: Lang) -> String {
    let (kind, n) = match reward {
        Reward::Points(n) => ("points", n),
        Reward::Fame(n) => ("fame", n),
        Reward::Bridges(n) => ("bridges", n),
    };
    lang.say("reward", [("reward", kind.into()), ("n", n.into())])
}
