//! Mage & Witch's examples for the shared tests (`expansion::Examples`): one of each of
//! its actions, refusals, events and decisions at least, and words read exactly.

use carcassonne_engine::rules::mage_witch::{Happened, Magic, ParseError, Ph, Refusal};
use carcassonne_engine::{FeatureKind, Pos, Seat, Target};

use crate::locale::Lang;
use crate::service::expansion::{Examples, misread, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("MW/CRRR.3", "a city cap and a junction of three roads"),
    ("MW/CcRr.1", "a city corner and a curved road"),
    ("MW/CCCR.3", "three city caps and a road to a city gate"),
    ("MW/CRcR", "a city across the tile and two roads to city gates"),
    ("MW/CFC", "two city caps on opposite sides"),
    ("MW/CccR.1", "a three-sided city and a road to a city gate"),
    ("MW/CRRr.2", "a city cap, a road to a city gate and a curved road"),
    ("MW/CCRr.2", "two city caps on adjacent sides and a curved road"),
    ("MW/CCRrG", "two city caps on adjacent sides, a curved road and a garden"),
];

pub(in crate::service) fn examples() -> Examples {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    let target: Target = "2 -1 road E".parse().expect("a target");
    let rules = [
        Refusal::NoMagic,
        Refusal::MagicPending,
        Refusal::NotRoadOrCity(FeatureKind::Field),
        Refusal::NoFeature(target),
        Refusal::Finished(target),
        Refusal::Taken(Magic::Witch),
        Refusal::Stays(Magic::Mage),
        Refusal::PlaceLeft,
        Refusal::NotOnBoard(Magic::Witch),
    ];
    Examples {
        actions: &["mage 1 0 road E", "witch 0 -1 city N", "aside mage", "aside witch"],
        labels: &[
            ("mage 2 -1 road E", Lang::En, "Mage: road east at 2 -1"),
            ("witch 0 -1 city N", Lang::Fr, "Sorcière\u{a0}: ville nord en 0 -1"),
            ("aside witch", Lang::Fr, "Écarter la sorcière"),
        ],
        refusals: ruled(rules).chain(misread([ParseError::Figure("wizard".into())])).collect(),
        events: vec![
            Happened::Moved { seat, figure: Magic::Mage, from: None, to: target }.into(),
            Happened::Moved { seat, figure: Magic::Witch, from: Some(pos), to: target }.into(),
            Happened::SetAside { seat, figure: Magic::Witch, pos }.into(),
            Happened::Returned { figure: Magic::Mage, pos, feature: FeatureKind::City }.into(),
        ],
        phases: vec![Ph::Magic.into(), Ph::Apart.into()],
        tiles: CHECKED,
        ..Examples::default()
    }
}
