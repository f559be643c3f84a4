//! Crop Circles' verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the placer's two
//! choices and the spots where a follower may be added or taken back, from the
//! engine's legal actions.

use carcassonne_engine::rules::crop_circles::Act;
use carcassonne_engine::{Action, FigureKind, Target};

use super::super::expansion::{Verbs, legal_lists};
use super::super::verbs::{Suggest, Verb, box_verb};

legal_lists! { CropCircles, Act, word:
    /// The placer's two choices: add or remove.
    CIRCLE_CHOICES own = Act::Choose(_),
    /// The spots where the asking player may add a follower, the figure after a meeple's.
    CIRCLE_ADDS own_at_cell = Act::Add(..),
    /// The followers the asking player may take back.
    CIRCLE_REMOVES own_at_cell = Act::Remove(..),
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs { after_pass: DECISIONS, lists: LISTS, ..Verbs::NONE };

/// The placer's choice and each player's answer, answers to its decisions.
static DECISIONS: &[Verb] = &[
    box_verb!(CropCircles, Action, "crop" / "cercle", "crop add/remove" / "cercle ajouter/retirer",
        "choice" / "choix": Suggest::CIRCLE_CHOICES, "add" / "ajouter", "crop add"),
    box_verb!(CropCircles, Action, "add" / "ajouter",
        "add X Y SPOT [FIGURE]" / "ajouter X Y LIEU [FIGURINE]",
        "target" / "cible": Suggest::CIRCLE_ADDS, "1,0 road E" / "1,0 route E", "add 1 0 road E"),
    box_verb!(CropCircles, Action, "remove" / "retirer",
        "remove X Y SPOT [FIGURE]" / "retirer X Y LIEU [FIGURINE]",
        "target" / "cible": Suggest::CIRCLE_REMOVES, "1,0 road E" / "1,0 route E", "remove 1 0 road E"),
];

/// A spot and, after it, the figure when it is no meeple (`1,0 road E big`).
fn at(target: Target, figure: FigureKind) -> String {
    let cell = format!("{},{} {}", target.pos.x, target.pos.y, target.spot);
    match figure {
        FigureKind::Meeple => cell,
        _ => format!("{cell} {}", figure.spec().word),
    }
}

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Choose(mode) => mode.word().to_string(),
        Act::Add(figure, t) | Act::Remove(figure, t) => at(t, figure),
    })
}
