//! The Tower's examples for the shared tests (`expansion::Examples`): one of each of its
//! actions, refusals, events and decisions at least.

use carcassonne_engine::rules::inns_cathedrals::BIG_MEEPLE;
use carcassonne_engine::rules::tower::{Captive, Happened, ParseError, Ph, Refusal};
use carcassonne_engine::{FigureKind, Pos, Seat, Target};

use crate::service::expansion::{Examples, misread, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("TO/C", "a city cap (tower)"),
    ("TO/F", "a field (tower)"),
    ("TO/FG", "a garden (tower)"),
    ("TO/L", "a monastery (tower)"),
    ("TO/RR", "two roads ending at houses (tower)"),
    ("TO/RRG", "two roads ending at houses and a garden (tower)"),
    ("TO/RRR", "a junction of three roads (tower)"),
    ("TO/RrRr.2", "two curved roads (tower)"),
    ("TO/RRRR.1", "a crossroads (tower)"),
    ("TO/CRcr", "a city across the tile and a straight road (tower)"),
    ("TO/CFR", "a city cap and a road to a city gate (tower)"),
    ("TO/RrC", "a city cap and a curved road (tower)"),
    ("TO/RCr", "a city cap and a straight road (tower)"),
    ("TO/Cc", "a city corner (tower)"),
    ("TO/CcR!", "a city corner and a road ending at a house (tower)"),
    ("TO/CC.2", "two city caps on adjacent sides (tower)"),
    ("TO/CRCr.2", "two city caps on opposite sides and a straight road (tower)"),
    ("TO/CccR", "a three-sided city and a road to a city gate (tower)"),
    ("TO/CccC+", "a three-sided city with a pennant and a city cap (tower)"),
];

pub(in crate::service) fn examples() -> Examples {
    let meeple = FigureKind::Meeple;
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    let target: Target = "2 -1 road E".parse().expect("a target");
    let rules = [
        Refusal::NoFoundation(pos),
        Refusal::Closed(pos),
        Refusal::NoTower(pos),
        Refusal::NoPiece,
        Refusal::NotForTop,
        Refusal::OutOfRange(Captive::Follower(target)),
        Refusal::OutOfRange(Captive::Top(pos)),
        Refusal::CaptureFirst,
        Refusal::NoCapture,
        Refusal::ExchangeFirst,
        Refusal::NoExchange,
        Refusal::PaidAlready,
        Refusal::TooPoor,
        Refusal::NoPrisoner(Seat(1), BIG_MEEPLE),
    ];
    let notation =
        [ParseError::Cell("x".into()), ParseError::Figure("dog".into()), ParseError::Seat("9".into())];
    Examples {
        actions: &[
            "tower 0 1",
            "top 0 1 big",
            "capture 2 1 road E",
            "capture none",
            "exchange big",
            "ransom 2 meeple",
        ],
        refusals: ruled(rules).chain(misread(notation)).collect(),
        events: vec![
            Happened::Built { seat, pos, height: 2 }.into(),
            Happened::Topped { seat, pos, kind: meeple }.into(),
            Happened::Captured {
                seat,
                owner: Seat(0),
                kind: meeple,
                captive: Captive::Follower(target),
                prisoner: true,
            }
            .into(),
            Happened::Captured {
                seat,
                owner: seat,
                kind: meeple,
                captive: Captive::Top(pos),
                prisoner: false,
            }
            .into(),
            Happened::Spared { seat }.into(),
            Happened::Exchanged { seat, other: Seat(0), got: meeple, gave: meeple }.into(),
            Happened::Ransomed { seat, holder: Seat(0), kind: meeple, points: 3 }.into(),
        ],
        phases: vec![Ph::Capture.into(), Ph::Exchange.into()],
        tiles: CHECKED,
        ..Examples::default()
    }
}
