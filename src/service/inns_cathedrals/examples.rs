//! Inns & Cathedrals' examples for the shared tests (`expansion::Examples`): one of each
//! of its actions, refusals and events at least, and words read exactly.

use carcassonne_engine::rules::inns_cathedrals::{Happened, Refusal};
use carcassonne_engine::{Pos, Seat};

use crate::service::error::UserError;
use crate::service::expansion::Examples;

pub(super) fn examples() -> Examples {
    let spot = "field Wn".parse().expect("a spot");
    Examples {
        actions: &["big field Nw"],
        worded: vec![
            (
                UserError::Rule(Refusal::OnBoard.into()),
                "your big meeple is already on the board",
                "votre grand meeple est déjà sur le plateau",
            ),
            (
                UserError::Rule(Refusal::Held.into()),
                "your big meeple is not in your supply: another player holds it prisoner",
                "votre grand meeple n'est pas dans votre réserve\u{a0}: un autre joueur le retient prisonnier",
            ),
        ],
        events: vec![Happened::Placed { seat: Seat(1), pos: Pos::new(1, -2), spot }.into()],
        tiles: super::tile_parts::CHECKED,
        ..Examples::default()
    }
}
