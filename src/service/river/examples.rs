//! The River's examples for the shared tests (`expansion::Examples`): one of each of its
//! refusals at least, and its tiles' words.

use carcassonne_engine::rules::river::Refusal;
use carcassonne_engine::{Expansion, Pos, SetupError};

use crate::service::error::UserError;
use crate::service::expansion::{Examples, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("RI/W.s", "the spring of a river"),
    ("RI/W.l", "a river ending in a lake"),
    ("RI/CWCW", "a straight river and two city caps on opposite sides"),
    ("RI/CWRW", "a straight river, a city cap and a road to a city gate"),
    ("RI/LWRW", "a straight river and a monastery with a road"),
    ("RI/WRWR", "a straight river and a straight road"),
    ("RI/FWFW", "a straight river"),
    ("RI/CcWW", "a curved river and a city corner"),
    ("RI/RrWW", "a curved river and a curved road"),
    ("RI/FFWW", "a curved river"),
    ("RI/FFWW.g", "a curved river and a garden"),
];

pub(in crate::service) fn examples() -> Examples {
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
        tiles: CHECKED,
        ..Examples::default()
    }
}
