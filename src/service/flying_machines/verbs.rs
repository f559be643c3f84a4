//! The Flying Machines' verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the followers that may
//! fly and the features the flier may land on, from the engine's legal actions.

use carcassonne_engine::rules::flying_machines::Act;
use carcassonne_engine::{Action, FigureKind};

use super::super::expansion::{Verbs, legal_lists};
use super::super::verbs::{Suggest, Verb, box_verb};

legal_lists! { FlyingMachines, Act, word:
    /// The followers the asking player may fly from the tile just placed.
    FLIERS own = Act::Fly(_),
    /// The features the follower in flight may land on.
    LANDINGS own_at_cell = Act::Land(..),
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs =
    Verbs { after_meeple: FIGURE, after_pass: DECISIONS, lists: LISTS, ..Verbs::NONE };

/// The flight, instead of a figure on the tile.
static FIGURE: &[Verb] =
    &[box_verb!(FlyingMachines, Action, "fly" / "voler", "fly [FIGURE]" / "voler [FIGURINE]",
        ["figure" / "figurine": Suggest::FLIERS])];

/// The landing, the answer to its decision.
static DECISIONS: &[Verb] = &[box_verb!(FlyingMachines, Action, "land" / "atterrir",
        "land X Y SPOT [FIGURE]" / "atterrir X Y LIEU [FIGURINE]",
        "target" / "cible": Suggest::LANDINGS, "0,0 city N" / "0,0 ville N", "land 0 0 city N")];

/// A legal flight or landing as typed: the figure, or the landing's cell and spot then
/// the figure when it is not a meeple.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Fly(figure) => figure.spec().word.to_string(),
        Act::Land(t, FigureKind::Meeple) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
        Act::Land(t, figure) => format!("{},{} {} {}", t.pos.x, t.pos.y, t.spot, figure.spec().word),
    })
}
