//! Crop Circles' examples for the shared tests (`expansion::Examples`): one of each of
//! its actions, refusals, events and decisions at least, and words read exactly.

use carcassonne_engine::rules::crop_circles::{Circle, Happened, Mode, ParseError, Ph, Refusal};
use carcassonne_engine::{FeatureKind, FigureKind, Seat, Target};

use crate::locale::Lang;
use crate::service::expansion::{Examples, misread, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("CC/RRr", "a road ending at a junction and a curved road"),
    ("CC/RRRr", "two roads ending at a junction and a curved road"),
    ("CC/CFR", "a city cap and a road ending at a junction"),
    ("CC/RCR", "a city cap and two roads ending at a junction"),
    ("CC/CFC", "two city caps on opposite sides"),
    ("CC/CcCc", "two city corners"),
];

pub(in crate::service) fn examples() -> Examples {
    let seat = Seat(1);
    let target: Target = "2 -1 road E".parse().expect("a target");
    let big = FigureKind::from_word("big").expect("the big meeple");
    let rules = [
        Refusal::NoCircle,
        Refusal::CirclePending,
        Refusal::NoFeature(target),
        Refusal::NotYours(target),
        Refusal::NoneInSupply(big),
        Refusal::CannotStand(FigureKind::from_word("mayor").expect("the mayor"), FeatureKind::Road),
    ];
    Examples {
        actions: &["crop add", "crop remove", "add 1 0 road E", "add 0 -1 city N big", "remove 1 0 field Ne"],
        labels: &[
            ("crop add", Lang::En, "Every player adds a follower"),
            ("crop remove", Lang::Fr, "Chaque joueur reprend un suiveur"),
            ("add 2 -1 road E", Lang::En, "Add a meeple: road east at 2 -1"),
            ("remove 0 -1 city N big", Lang::Fr, "Reprendre le grand meeple\u{a0}: ville nord en 0 -1"),
        ],
        refusals: ruled(rules).chain(misread([ParseError::Mode("sow".into())])).collect(),
        events: vec![
            Happened::Chosen { seat, circle: Circle::Club, mode: Mode::Add }.into(),
            Happened::Chosen { seat, circle: Circle::Rake, mode: Mode::Remove }.into(),
            Happened::Added { seat, figure: FigureKind::Meeple, at: target }.into(),
            Happened::Removed { seat, figure: big, at: target }.into(),
            Happened::Declined { seat }.into(),
        ],
        phases: vec![
            Ph::Choose(Circle::Shield).into(),
            Ph::Add(Circle::Club).into(),
            Ph::Remove(Circle::Rake).into(),
        ],
        tiles: CHECKED,
        ..Examples::default()
    }
}
