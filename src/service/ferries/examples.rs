//! The Ferries' examples for the shared tests (`expansion::Examples`): one of each of its
//! actions, refusals, events and decisions at least, and words read exactly.

use carcassonne_engine::rules::ferries::{Happened, ParseError, Ph, Refusal};
use carcassonne_engine::{Dir, Pos, Seat};

use crate::locale::Lang;
use crate::service::expansion::{Examples, misread, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("FR/CRRR", "a city cap and three roads to a ferry lake"),
    ("FR/RRR", "three roads to a ferry lake"),
    ("FR/RRRR", "four roads to a ferry lake"),
];

pub(in crate::service) fn examples() -> Examples {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    let rules = [
        Refusal::NoFerry,
        Refusal::PlacePending,
        Refusal::MovePending,
        Refusal::NotNewLake(pos),
        Refusal::NoLake(pos),
        Refusal::NotReached(pos),
        Refusal::NoRoadEnd(Dir::N),
        Refusal::Unchanged(pos),
    ];
    Examples {
        actions: &["ferry 1 0 E W", "ferry 0 -1 N S"],
        labels: &[
            ("ferry 2 -1 E W", Lang::En, "Ferry at 2 -1: east and west ends"),
            ("ferry 0 -1 S W", Lang::Fr, "Bac en 0 -1\u{a0}: bouts sud et ouest"),
        ],
        refusals: ruled(rules)
            .chain(misread([ParseError::Form("x".into()), ParseError::SameEnd(Dir::E)]))
            .collect(),
        events: vec![
            Happened::Placed { seat, pos, ends: [Dir::E, Dir::W] }.into(),
            Happened::Moved { seat, pos, from: [Dir::E, Dir::W], to: [Dir::N, Dir::S] }.into(),
            Happened::Kept { seat }.into(),
        ],
        phases: vec![Ph::Place.into(), Ph::Move.into()],
        tiles: CHECKED,
        ..Examples::default()
    }
}
