//! The Gold Mines' examples for the shared tests (`expansion::Examples`): one of each of
//! its actions, refusals, events and decisions at least, and words read exactly.

use carcassonne_engine::rules::gold_mines::{Happened, ParseError, Ph, Refusal};
use carcassonne_engine::{Pos, Seat};

use crate::locale::Lang;
use crate::service::expansion::{Examples, misread, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("GO/LRr", "a monastery and a curved road"),
    ("GO/LCc", "a monastery and a city corner"),
    ("GO/LCcRr", "a monastery, a city corner and a curved road"),
    ("GO/LRrRr", "a monastery and two curved roads"),
    ("GO/RrRr", "two curved roads"),
    ("GO/CcRr", "a city corner and a curved road"),
    ("GO/CRcr", "a city across the tile and a straight road"),
    ("GO/RRrr.X", "two straight roads"),
];

pub(in crate::service) fn examples() -> Examples {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    let rules = [Refusal::NoGold, Refusal::IngotPending, Refusal::NoTile(pos), Refusal::NotNeighbour(pos)];
    Examples {
        actions: &["gold 1 0", "gold -1 2"],
        labels: &[
            ("gold 2 -1", Lang::En, "Gold ingot on the tile at 2 -1"),
            ("gold 0 -1", Lang::Fr, "Lingot d'or sur la tuile en 0 -1"),
        ],
        refusals: ruled(rules).chain(misread([ParseError::Cell("x".into())])).collect(),
        events: vec![
            Happened::Placed { seat, pos }.into(),
            Happened::Taken { seat, pos, n: 2 }.into(),
            Happened::Discarded { n: 3 }.into(),
        ],
        phases: vec![Ph::Ingot.into()],
        tiles: CHECKED,
        ..Examples::default()
    }
}
