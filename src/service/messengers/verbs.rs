//! The Messengers' verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the figure that
//! moves, the follower a Follower message takes back, from the engine's legal actions.

use carcassonne_engine::Action;
use carcassonne_engine::rules::messengers::Act;

use super::super::expansion::{Verbs, legal_lists};
use super::super::verbs::{Suggest, Verb, box_verb};

legal_lists! { Messengers, Act, word:
    /// The two figures on the score track the points may move.
    TRACK_FIGURES own = Act::Advance(_),
    /// The followers a Follower message may take back.
    MESSAGE_FOLLOWERS own_at_cell = Act::Carry(Some(_)),
}

/// Its verbs at their slot of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs { after_pass: DECISIONS, lists: LISTS, ..Verbs::NONE };

/// The answers to its two decisions. In French the verb of the track « avancer », the
/// message tile « missive » (the project's French texts' word), its seal « sceau ».
static DECISIONS: &[Verb] = &[
    box_verb!(Messengers, Action, "advance" / "avancer",
        "advance meeple/messenger" / "avancer meeple/héraut",
        "figure" / "figurine": Suggest::TRACK_FIGURES, "messenger" / "héraut", "advance messenger"),
    box_verb!(Messengers, Action, "message" / "missive", "message [X Y SPOT]" / "missive [X Y LIEU]",
        ["follower" / "suiveur": Suggest::MESSAGE_FOLLOWERS]),
    box_verb!(Messengers, Action, "seal" / "sceau"),
];

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Advance(mover) => mover.word().to_string(),
        Act::Carry(Some(t)) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
        Act::Carry(None) | Act::Seal => return None,
    })
}
