//! Traders & Builders' examples for the shared tests (`expansion::Examples`): one of each
//! of its actions, refusals and events at least, and words read exactly.

use carcassonne_engine::rules::traders_builders::{Good, Happened, Refusal, Role};
use carcassonne_engine::{FeatureKind, Pos, Seat};

use crate::locale::Lang;
use crate::service::expansion::{Examples, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them). The goods are
/// not in a tile's words: the longest would not fit a button in French ("Garder 1 : "
/// and 69 characters), and the image shows them; a completed city's goods are told.
const CHECKED: &[(&str, &str)] = &[
    ("TB/Cc.g", "a city corner"),
    ("TB/Cc.w", "a city corner"),
    ("TB/CCc.c", "a city across the tile and a city cap"),
    ("TB/CCc.w", "a city across the tile and a city cap"),
    ("TB/Ccc.g", "a three-sided city"),
    ("TB/CcCC.c", "a city corner and two city caps on adjacent sides"),
    ("TB/CcRR!.c", "a city corner and two roads to city gates"),
    ("TB/CcRR.w", "a city corner and two roads to city gates"),
    ("TB/CcRC.c", "a city corner, a city cap and a road to a city gate"),
    ("TB/CcRC.g", "a city corner, a city cap and a road to a city gate"),
    ("TB/CcR.c", "a city corner and a road to a city gate"),
    ("TB/CcR!.w", "a city corner and a road to a city gate"),
    ("TB/CccR.w", "a three-sided city and a road to a city gate"),
    ("TB/CcCc.w", "two city corners"),
    ("TB/CFc.w", "a city across the tile"),
    ("TB/CR", "a city cap and a road to a city gate"),
    ("TB/CRc.g", "a city across the tile and a road to a city gate"),
    ("TB/CRc.w", "a city across the tile and a road to a city gate"),
    ("TB/CRcR.w", "a city across the tile and two roads to city gates"),
    ("TB/LRRR", "a monastery with three roads"),
    ("TB/RCc!.g", "a city corner and a road to a city gate"),
    ("TB/RCc.g", "a city corner and a road to a city gate"),
    ("TB/RRC", "a city cap and two roads ending at houses"),
    ("TB/RRrr", "two straight roads"),
];

pub(in crate::service) fn examples() -> Examples {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    let spot = "field Wn".parse().expect("a spot");
    Examples {
        actions: &["builder city N", "pig field Sw"],
        labels: &[
            ("builder city N", Lang::En, "Builder: city N"),
            ("builder road W", Lang::Fr, "Bâtisseur\u{a0}: route O"),
            ("pig field Sw", Lang::Fr, "Cochon\u{a0}: pré So"),
        ],
        refusals: ruled([
            Refusal::OnBoard(Role::Pig),
            Refusal::WrongFeature(Role::Builder, FeatureKind::Field),
            Refusal::WrongFeature(Role::Pig, FeatureKind::City),
            Refusal::NoFollower(Role::Builder),
            Refusal::Complete(FeatureKind::Road),
        ])
        .collect(),
        events: vec![
            Happened::Placed { seat, role: Role::Pig, pos, spot }.into(),
            Happened::WentHome { seat, role: Role::Builder, pos }.into(),
            Happened::GoodsTaken { seat, goods: [1, 0, 2] }.into(),
            Happened::SecondTile { seat }.into(),
            Happened::Majority { good: Good::Wine, held: [2, 2, 0, 0, 0, 0] }.into(),
            Happened::Majority { good: Good::Wine, held: [0; 6] }.into(),
            Happened::PigFed { seat, pos, cities: 2 }.into(),
        ],
        tiles: CHECKED,
        ..Examples::default()
    }
}
