//! The Gold Mines' verb, a row of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of its parameter: the tiles around the
//! gold tile the second ingot may go on, from the engine's legal actions.

use carcassonne_engine::Action;
use carcassonne_engine::rules::gold_mines::Act;

use super::super::expansion::{Verbs, legal_lists};
use super::super::verbs::{Suggest, Verb, box_verb};

legal_lists! { GoldMines, Act, word:
    /// The tiles around the gold tile just placed that the second ingot may go on (`0,1`).
    GOLD_TILES own_at_cell = Act::Ingot(_),
}

/// Its verb at its slot of the table of verbs, and the answers to its own list.
pub(in crate::service) static VERBS: Verbs = Verbs { after_pass: DECISIONS, lists: LISTS, ..Verbs::NONE };

/// The second ingot's tile, the answer to its decision. In French « lingot », the piece
/// a player puts down (« or » is read too).
static DECISIONS: &[Verb] = &[box_verb!(GoldMines, Action, "gold" / "lingot", "gold X Y" / "lingot X Y",
    "cell" / "case": Suggest::GOLD_TILES, "1,0" / "1,0", "gold 1 0")];

/// The words that type legal action `a` in its list: the tile's cell.
fn word(a: Action) -> Option<String> {
    let Act::Ingot(pos) = Act::of(a)?;
    Some(format!("{},{}", pos.x, pos.y))
}
