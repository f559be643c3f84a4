//! Princess & Dragon's verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the followers the
//! fairy may join, the features a portal reaches, the knights a princess may send home
//! and the dragon's open sides, each from the engine's legal actions.

use carcassonne_engine::rules::princess_dragon::{Act, Beside, CASTLE_WORD};
use carcassonne_engine::{Action, FigureKind};

use super::super::expansion::{Verbs, legal_lists};
use super::super::verbs::{Suggest, Verb, box_verb};

legal_lists! { PrincessDragon, Act, word:
    /// The followers of the asking player the fairy may be moved next to (`1,0 road E`).
    FAIRY_TARGETS own_at_cell = Act::Fairy(_),
    /// The features the portal of the asking player's tile reaches.
    PORTAL_TARGETS own_at_cell = Act::Portal(..),
    /// The knights the asking player's princess may send home.
    KNIGHTS own_at_cell = Act::Princess(_),
    /// The sides the dragon may go, for the player who moves it next.
    DRAGON_SIDES own = Act::Dragon(_),
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs =
    Verbs { after_meeple: FIGURE, after_pass: DECISIONS, lists: LISTS, ..Verbs::NONE };

/// The fairy, the portal and the princess, instead of a figure.
static FIGURE: &[Verb] = &[
    box_verb!(PrincessDragon, Action, "fairy" / "fée", "fairy X Y SPOT" / "fée X Y LIEU",
        "target" / "cible": Suggest::FAIRY_TARGETS, "1,0 road E" / "1,0 route E", "fairy 1 0 road E"),
    box_verb!(PrincessDragon, Action, "portal" / "portail",
        "portal X Y SPOT [FIGURE]" / "portail X Y LIEU [FIGURINE]",
        "target" / "cible": Suggest::PORTAL_TARGETS, "1,0 city N" / "1,0 ville N", "portal 1 0 city N"),
    box_verb!(PrincessDragon, Action, "princess" / "princesse", "princess X Y SPOT" / "princesse X Y LIEU",
        "knight" / "chevalier": Suggest::KNIGHTS, "0,-1 city N" / "0,-1 ville N", "princess 0 -1 city N"),
];

/// The dragon's step, a decision of its own.
static DECISIONS: &[Verb] =
    &[box_verb!(PrincessDragon, Action, "dragon" / "dragon", "dragon N/E/S/W" / "dragon N/E/S/O",
        "side" / "côté": Suggest::DRAGON_SIDES, "N" / "N", "dragon N")];

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Fairy(Beside::Castle(pos)) => format!("{},{} {CASTLE_WORD}", pos.x, pos.y),
        Act::Fairy(Beside::Follower(t)) | Act::Portal(t, FigureKind::Meeple) | Act::Princess(t) => {
            format!("{},{} {}", t.pos.x, t.pos.y, t.spot)
        }
        Act::Portal(t, figure) => format!("{},{} {} {}", t.pos.x, t.pos.y, t.spot, figure.spec().word),
        Act::Dragon(dir) => dir.letter().to_string(),
    })
}
