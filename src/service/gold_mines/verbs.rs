//! The Gold Mines' verb, a row of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of its parameter: the tiles around the
//! gold tile the second ingot may go on, from the engine's legal actions.

use carcassonne_engine::rules::gold_mines::Act;
use carcassonne_engine::{Action, Expansion};

use super::super::expansion::Verbs;
use super::super::spelling::Spelling;
use super::super::suggest::by_words;
use super::super::verbs::{Group, Param, Suggest, Verb, action};
use super::super::{Context, Service, Suggestion};

impl Suggest {
    /// The tiles around the gold tile just placed that the second ingot may go on (`0,1`).
    pub const GOLD_TILES: Suggest = Suggest::Own { expansion: Expansion::GoldMines, list: 0, at_cell: true };
}

/// Its verb at its slot of the table of verbs, and the answers to its own list.
pub(in crate::service) static VERBS: Verbs = Verbs { after_pass: DECISIONS, lists: suggest, ..Verbs::NONE };

/// The second ingot's tile, the answer to its decision. In French « lingot », the piece
/// a player puts down (« or » is read too).
static DECISIONS: &[Verb] = &[Verb {
    word: "gold",
    fr: "lingot",
    terminal: "gold X Y",
    terminal_fr: "lingot X Y",
    discord: "/gold cell:1,0",
    discord_fr: "/lingot case:1,0",
    params: &[Param { name: "cell", fr: "case", suggest: Suggest::GOLD_TILES, required: true }],
    group: Group::Turn,
    expansion: Some(Expansion::GoldMines),
    spelling: Spelling::Action,
    example: "gold 1 0",
    parse: action,
}];

/// The answer to its parameter's autocomplete, from the asking player's legal actions;
/// `None` for another source.
fn suggest(service: &mut Service, ctx: &Context, source: Suggest, typed: &str) -> Option<Vec<Suggestion>> {
    let keep: fn(&Action) -> bool = match source {
        Suggest::GOLD_TILES => |a| Act::of(*a).is_some(),
        _ => return None,
    };
    let legal = service.legal_labelled(ctx, keep);
    let values = legal.into_iter().filter_map(|(a, label)| {
        let Act::Ingot(pos) = Act::of(a)?;
        Some((format!("{},{}", pos.x, pos.y), label))
    });
    let found = by_words(values.collect(), typed);
    Some(service.or_why(ctx, found, typed))
}
