//! Mage & Witch's verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the roads and cities a
//! figure may go to and the figures that may be set aside, from the engine's legal
//! actions.

use carcassonne_engine::Action;
use carcassonne_engine::rules::mage_witch::{Act, Magic};

use super::super::expansion::{Verbs, legal_lists};
use super::super::verbs::{Suggest, Verb, box_verb};

legal_lists! { MageWitch, Act, word:
    /// The roads and cities the mage may go to now.
    MAGE_TARGETS own_at_cell = Act::Move(Magic::Mage, _),
    /// The roads and cities the witch may go to now.
    WITCH_TARGETS own_at_cell = Act::Move(Magic::Witch, _),
    /// The figures that may be set aside, when no road or city takes one.
    MAGIC_FIGURES own = Act::Aside(_),
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs { after_pass: DECISIONS, lists: LISTS, ..Verbs::NONE };

/// The figures placed or set aside, answers to its decisions.
static DECISIONS: &[Verb] = &[
    box_verb!(MageWitch, Action, "mage" / "mage", "mage X Y SPOT" / "mage X Y LIEU",
        "target" / "cible": Suggest::MAGE_TARGETS, "1,0 road E" / "1,0 route E", "mage 1 0 road E"),
    box_verb!(MageWitch, Action, "witch" / "sorcière", "witch X Y SPOT" / "sorcière X Y LIEU",
        "target" / "cible": Suggest::WITCH_TARGETS, "1,0 city N" / "1,0 ville N", "witch 1 0 city N"),
    box_verb!(MageWitch, Action, "aside" / "écarter", "aside mage/witch" / "écarter mage/sorcière",
        "figure" / "figurine": Suggest::MAGIC_FIGURES, "witch" / "sorcière", "aside witch"),
];

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Move(_, t) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
        Act::Aside(m) => m.word().to_string(),
    })
}
