//! The Ferries' verb, a row of the table of verbs (`service/verbs.rs`) that the registry
//! joins to it, and the autocomplete of its parameter: the ferries the player may put or
//! move, a lake's cell and two road ends, from the engine's legal actions.

use carcassonne_engine::Action;
use carcassonne_engine::rules::ferries::Act;

use super::super::expansion::{Verbs, legal_lists};
use super::super::verbs::{Suggest, Verb, box_verb};

legal_lists! { Ferries, Act, word:
    /// The ferries the asking player may put or move: a lake's cell and two road ends
    /// (`1,0 E W`).
    FERRIES own_at_cell = Act::Ferry(..),
}

/// Its verb at its slot of the table of verbs, and the answers to its own list.
pub(in crate::service) static VERBS: Verbs = Verbs { after_pass: DECISIONS, lists: LISTS, ..Verbs::NONE };

/// A ferry put or moved, the answer to its decisions (`pass` keeps them). In French
/// « bac », the boat on the lake.
static DECISIONS: &[Verb] =
    &[box_verb!(Ferries, Action, "ferry" / "bac", "ferry X Y END END" / "bac X Y BOUT BOUT",
        "ferry" / "bac": Suggest::FERRIES, "1,0 E W" / "1,0 E O", "ferry 1 0 E W")];

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    let Act::Ferry(pos, [x, y]) = Act::of(a)?;
    Some(format!("{},{} {x} {y}", pos.x, pos.y))
}
