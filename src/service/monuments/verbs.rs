//! Monuments' verbs, rows of the table of verbs (`service/verbs.rs`) that the registry
//! joins to it, and the autocomplete of their parameters (the objectives open to a
//! cube).

use carcassonne_engine::rules::monuments::{Act, Reward};
use carcassonne_engine::{Action, Expansion};
use fluent_bundle::FluentValue;

use super::super::expansion::{Lists, Verbs};
use super::super::suggest::named;
use super::super::verbs::{Suggest, Verb, box_verb};
use super::super::{Context, Service, Suggestion};

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs =
    Verbs { after_meeple: FIGURE, lists: Lists::Own(suggest), ..Verbs::NONE };

/// The architect and the cubes, among the figures.
static FIGURE: &[Verb] = &[
    box_verb!(Monuments, "architect" / "architecte"),
    box_verb!(Monuments, Action, "cube" / "cube", "cube MONUMENT N" / "cube MONUMENT N",
        "objective" / "objectif": Suggest::OBJECTIVES, "cathedral 2" / "cathédrale 2", "cube cathedral 2"),
];

/// The answer to one of its parameters' autocomplete: the objectives the asking player
/// may put a cube on, each with its reward; `None` for another source.
fn suggest(service: &mut Service, ctx: &Context, source: Suggest, typed: &str) -> Option<Vec<Suggestion>> {
    if source != Suggest::OBJECTIVES {
        return None;
    }
    let lang = ctx.lang();
    let legal: Vec<Action> = service.legal(ctx, |a| matches!(Act::of(*a), Some(Act::Cube(..))));
    let words = legal.into_iter().filter_map(|a| match Act::of(a)? {
        Act::Cube(monument, n) => {
            let (reward, amount) = match monument.objectives()[usize::from(n) - 1].reward {
                Reward::Points(amount) => ("points", amount),
                Reward::Fame(amount) => ("fame", amount),
                Reward::Bridges(amount) => ("bridges", amount),
            };
            let args = [
                ("monument", FluentValue::from(monument.word())),
                ("n", n.into()),
                ("reward", reward.into()),
                ("amount", amount.into()),
            ];
            Some((format!("{monument} {n}"), lang.say("suggest-objective", args)))
        }
        _ => None,
    });
    let found = named(words.collect(), typed);
    Some(service.or_why(ctx, found, typed))
}

impl Suggest {
    /// The objectives the asking player may put a cube on.
    pub const OBJECTIVES: Suggest = Suggest::own(Expansion::Monuments, 0);
}
