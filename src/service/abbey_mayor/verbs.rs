//! Abbey & Mayor's verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the mayor's spots,
//! the wagon's (its spots at the figure step, its moves after its feature scored), the
//! barn's corners, each from the engine's legal actions. `abbey` and `draw` take no
//! words: the holes the abbey tile may go in are the placements `place` offers once
//! the abbey is chosen.

use carcassonne_engine::rules::abbey_mayor::{Act, MAYOR, Own};
use carcassonne_engine::{Action, Expansion, Spot};

use super::super::expansion::{Lists, Verbs};
use super::super::suggest::spots;
use super::super::verbs::{Suggest, Verb, box_verb};
use super::super::{Context, Service, Suggestion};

impl Suggest {
    /// Where the asking player's wagon may go: its spots on the tile just placed
    /// (`road E`), or after its feature scored the features it may move to
    /// (`1,0 city N`) and `home`.
    pub const WAGON_MOVES: Suggest = Suggest::own_at_cell(Expansion::AbbeyMayor, 0);
    /// The corners of the tile just placed where the asking player's barn may go (`NE`).
    pub const BARN_CORNERS: Suggest = Suggest::own(Expansion::AbbeyMayor, 1);
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs =
    Verbs { after_meeple: FIGURES, after_pass: ABBEY, lists: Lists::Own(suggest), ..Verbs::NONE };

/// The mayor, the wagon (put down, or moved after its feature scored) and the barn,
/// among the figures.
static FIGURES: &[Verb] = &[
    box_verb!(AbbeyMayor, Action, "mayor" / "maire", "mayor SPOT" / "maire LIEU",
        "spot" / "lieu": Suggest::Spots(MAYOR), "city N" / "ville N", "mayor city N"),
    box_verb!(AbbeyMayor, Action, "wagon" / "charriot",
        "wagon SPOT / wagon X Y SPOT / wagon home" / "charriot LIEU / charriot X Y LIEU / charriot réserve",
        "spot" / "lieu": Suggest::WAGON_MOVES, "1,0 road E" / "1,0 route E", "wagon 1 0 road E"),
    box_verb!(AbbeyMayor, Action, "barn" / "grange", "barn CORNER" / "grange COIN",
        "corner" / "coin": Suggest::BARN_CORNERS, "NE" / "NE", "barn NE"),
];

/// The choice before the draw: the abbey tile, or a tile drawn.
static ABBEY: &[Verb] =
    &[box_verb!(AbbeyMayor, "abbey" / "monastère"), box_verb!(AbbeyMayor, "draw" / "piocher")];

/// The answer to one of its lists, from the asking player's legal actions; `None` for
/// another source.
fn suggest(service: &mut Service, ctx: &Context, source: Suggest, typed: &str) -> Option<Vec<Suggestion>> {
    let found = match source {
        Suggest::WAGON_MOVES => {
            // At the figure step, the wagon's spots as the meeple's are offered.
            let put: Vec<Spot> =
                service.legal(ctx, |a| matches!(Act::of(*a), Some(Act::Place(Own::Wagon, _))));
            if put.is_empty() {
                let keep = |a: &Action| matches!(Act::of(*a), Some(Act::Move(_) | Act::Home));
                service.legal_words(ctx, typed, keep, |a| Act::of(a).map(value))
            } else {
                spots(&put, typed, ctx.lang())
            }
        }
        Suggest::BARN_CORNERS => {
            let keep = |a: &Action| matches!(Act::of(*a), Some(Act::Barn(_)));
            service.legal_words(ctx, typed, keep, |a| Act::of(a).map(value))
        }
        _ => return None,
    };
    Some(service.or_why(ctx, found, typed))
}

/// The words after the verb of one of its actions, as a suggestion's value: a move's
/// cell written `x,y` as Discord's option takes it.
fn value(act: Act) -> String {
    match act {
        Act::Move(t) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
        Act::Barn(corner) => corner.to_string(),
        Act::Place(_, spot) => spot.to_string(),
        Act::Home => "home".to_string(),
        Act::Abbey | Act::Draw => String::new(),
    }
}
