//! The Tower's verbs, rows of the table of verbs (`service/verbs.rs`) that its `Part`
//! joins to it, and the autocomplete of their parameters: the towers and foundations a
//! piece may go on, the towers a meeple may close, the followers in a new tower's
//! range, the figures an exchange may bring back and the ransoms one may pay, each
//! from the engine's legal actions.

use carcassonne_engine::rules::tower::{Act, Captive, kind_word};
use carcassonne_engine::{Action, FigureKind};

use super::super::expansion::{Verbs, legal_lists};
use super::super::verbs::{Suggest, Verb, box_verb};

legal_lists! { Tower, Act, word:
    /// The empty foundations and open towers a piece may go on (`0,1`).
    TOWER_CELLS own_at_cell = Act::Piece(_),
    /// The open towers the asking player's meeple may close (`0,1`, `0,1 big`).
    TOWER_TOPS own_at_cell = Act::Top(..),
    /// What the tower just built may capture (`2,1 road E`, `0,3 tower`, `none`).
    CAPTIVES own_at_cell = Act::Capture(_) | Act::Spare,
    /// The figures of one's own an exchange may bring back.
    EXCHANGED own = Act::Exchange(_),
    /// The ransoms the asking player may pay (`2 meeple`).
    RANSOMS own = Act::Ransom(..),
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs =
    Verbs { after_meeple: FIGURE, after_pass: DECISIONS, lists: LISTS, ..Verbs::NONE };

/// A piece, a meeple on top and a ransom, at the figure step (a ransom before placing
/// too).
static FIGURE: &[Verb] = &[
    box_verb!(Tower, Action, "tower" / "tour", "tower X Y" / "tour X Y",
        "cell" / "case": Suggest::TOWER_CELLS, "0,1" / "0,1", "tower 0 1"),
    box_verb!(Tower, Action, "top" / "sommet", "top X Y [big]" / "sommet X Y [grand]",
        "tower" / "tour": Suggest::TOWER_TOPS, "0,1" / "0,1", "top 0 1"),
    box_verb!(Tower, Action, "ransom" / "rançon", "ransom SEAT FIGURE" / "rançon PLACE FIGURINE",
        "prisoner" / "prisonnier": Suggest::RANSOMS, "2 meeple" / "2 meeple", "ransom 2 meeple"),
];

/// The capture after a piece, and the exchange's choice.
static DECISIONS: &[Verb] = &[
    box_verb!(Tower, Action, "capture" / "capture",
        "capture X Y SPOT / capture none" / "capture X Y LIEU / capture aucun",
        "follower" / "suiveur": Suggest::CAPTIVES, "2,1 road E" / "2,1 route E", "capture 2 1 road E"),
    box_verb!(Tower, Action, "exchange" / "échange", "exchange FIGURE" / "échange FIGURINE",
        "figure" / "figurine": Suggest::EXCHANGED, "big" / "grand", "exchange big"),
];

/// The words after the verb that name `kind` (`meeple`, `big`, `abbot`).
fn kind(kind: FigureKind) -> &'static str {
    kind_word(kind)
}

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Piece(pos) | Act::Top(pos, FigureKind::Meeple) => format!("{},{}", pos.x, pos.y),
        Act::Top(pos, k) => format!("{},{} {}", pos.x, pos.y, kind(k)),
        Act::Capture(Captive::Follower(t)) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
        Act::Capture(Captive::Top(pos)) => format!("{},{} tower", pos.x, pos.y),
        Act::Spare => "none".to_string(),
        Act::Exchange(k) => kind(k).to_string(),
        // Labelled by whom it pays (the button's words); the seat's number is what
        // the command types.
        Act::Ransom(holder, k) => format!("{} {}", holder.index() + 1, kind(k)),
    })
}
