//! The River's examples for the shared tests (`expansion::Examples`): one of each of its
//! refusals at least, and its tiles' words.

use carcassonne_engine::rules::river::Refusal;
use carcassonne_engine::{Expansion, Pos, SetupError};

use crate::service::error::UserError;
use crate::service::expansion::{Examples, ruled};

pub(super) fn examples() -> Examples {
    let order = "the spring is the start tile, and the draw order starts with the other river tiles, the lake last of them";
    let (pos, mouth) = (Pos::new(2, 1), Pos::new(3, 0));
    let mut refusals: Vec<UserError> = ruled([Refusal::UTurn]).collect();
    refusals.push(UserError::Setup(SetupError::DrawOrder(Expansion::River, order)));
    Examples {
        refusals,
        // The cells of the river's mouth.
        reworded: ruled([
            Refusal::NotContinued { pos, mouth: Some(mouth) },
            Refusal::NotContinued { pos, mouth: None },
        ])
        .collect(),
        tiles: super::tile_parts::CHECKED,
        ..Examples::default()
    }
}
