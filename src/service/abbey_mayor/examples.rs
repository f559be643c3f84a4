//! Abbey & Mayor's examples for the shared tests (`expansion::Examples`): one of each
//! of its actions, refusals, events and decisions at least, and words read exactly.

use carcassonne_engine::rules::abbey_mayor::{Corner, Happened, Origin, Own, ParseError, Ph, Refusal};
use carcassonne_engine::{FeatureKind, Pos, Seat, Target};

use crate::locale::Lang;
use crate::service::expansion::{Examples, misread, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("AM/C++", "a city on all four sides with two pennants"),
    ("AM/CCcc+", "two crossing cities, one with a pennant"),
    ("AM/CCc+", "a city cap with a pennant crossing a city across the tile"),
    ("AM/CCRR", "two city caps on adjacent sides and two roads to city gates"),
    ("AM/LRRRR", "a monastery with four roads"),
    ("AM/RC", "a city cap and a road to a city gate"),
    ("AM/CRr", "a city cap and a curved road"),
    ("AM/RrC", "a city cap and a curved road"),
    ("AM/C!+", "a city cap with a pennant"),
    ("AM/R", "a road ending at a house"),
    ("AM/RG", "a road ending at a house and a garden"),
    ("AM/Rrr", "a road with three arms round a well"),
    ("AM/CRcr+", "a city across the tile with a pennant over a road in a tunnel"),
    ("AM/A", "the abbey tile"),
];

pub(in crate::service) fn examples() -> Examples {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    let target: Target = "2 -1 road E".parse().expect("a target");
    let rules = [
        Refusal::NotAHole,
        Refusal::NotInSupply(Own::Barn),
        Refusal::NotThere(Own::Mayor, FeatureKind::Road),
        Refusal::NoFieldCorner(Corner::SW),
        Refusal::BarnThere,
        Refusal::BarnField,
        Refusal::NoWagonTarget(target),
        Refusal::DragonThere(target),
        Refusal::ChooseAbbey,
        Refusal::MoveWagon,
        Refusal::NoAbbeyChoice,
        Refusal::NoWagonToMove,
    ];
    let notation = [ParseError::Corner("up".into()), ParseError::BarnCorner];
    Examples {
        actions: &["mayor city N", "barn NE", "abbey", "draw", "wagon 1 0 road E", "wagon home"],
        labels: &[
            ("mayor city N", Lang::Fr, "Maire\u{a0}: ville N"),
            ("barn NW", Lang::Fr, "Grange\u{a0}: coin nord-ouest"),
            ("wagon 1 0 road E", Lang::Fr, "Charriot vers la route est en 1 0"),
            ("wagon 2 1 monastery", Lang::En, "Wagon to the monastery at 2 1"),
        ],
        refusals: ruled(rules).chain(misread(notation)).collect(),
        events: vec![
            Happened::AbbeyTaken { seat }.into(),
            Happened::AbbeyKept { seat }.into(),
            Happened::AbbeyDeclined { seat }.into(),
            Happened::Placed { seat, figure: Own::Mayor, pos, spot: "city N".parse().expect("a spot") }
                .into(),
            Happened::BarnPlaced { seat, pos, corner: Corner::NE }.into(),
            Happened::FarmersScored { per_city: 3 }.into(),
            Happened::BarnsScored.into(),
            Happened::WagonMoved { seat, from: Origin::Tile(pos), to: target }.into(),
            Happened::WagonHome { seat }.into(),
            Happened::WagonStranded { seat }.into(),
        ],
        phases: vec![Ph::Abbey.into(), Ph::Wagon(Origin::Tile(Pos::ORIGIN)).into()],
        tiles: CHECKED,
        ..Examples::default()
    }
}
