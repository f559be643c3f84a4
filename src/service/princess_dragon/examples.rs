//! Princess & Dragon's examples for the shared tests (`expansion::Examples`): one of each
//! of its actions, refusals, events and decisions at least, and words read exactly.

use carcassonne_engine::rules::abbey_mayor::{MAYOR, WAGON};
use carcassonne_engine::rules::princess_dragon::{Beside, Eaten, Happened, ParseError, Ph, Refusal};
use carcassonne_engine::rules::traders_builders::BUILDER;
use carcassonne_engine::{Dir, FeatureKind, FigureKind, Pos, Seat, Target};

use crate::locale::Lang;
use crate::service::expansion::{Examples, misread, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("DG/F.v", "a volcano"),
    ("DG/RrRr.g", "two curved roads and a magic portal"),
    ("DG/R.v", "a road ending at a volcano"),
    ("DG/C.d", "a city cap and the dragon symbol"),
    ("DG/C.dG", "a city cap, a garden and the dragon symbol"),
    ("DG/C.v", "a city cap and a volcano"),
    ("DG/LRRR.d", "a monastery with three roads and the dragon symbol"),
    ("DG/RRR.d", "a junction of three roads and the dragon symbol"),
    ("DG/RRR.g", "a junction of three roads and a magic portal"),
    ("DG/CRRR.p", "a city cap, a junction of three roads and a princess"),
    ("DG/CCc+.p", "a city cap, a city corner with a pennant and a princess"),
    ("DG/Ccc.p", "a three-sided city and a princess"),
    ("DG/Ccc+.g", "a three-sided city with a pennant and a magic portal"),
    ("DG/LCcc.d", "a monastery, a three-sided city and the dragon symbol"),
    ("DG/Rr.d", "a curved road and the dragon symbol"),
    ("DG/Rr.v", "a curved road and a volcano"),
    ("DG/RFr.d", "a straight road and the dragon symbol"),
    ("DG/RFr.v", "a straight road and a volcano"),
    ("DG/Cc!.p", "a city corner and a princess"),
    ("DG/Cc.d", "a city corner and the dragon symbol"),
    ("DG/Cc.p", "a city corner and a princess"),
    ("DG/Cc.pG", "a city corner, a garden and a princess"),
    ("DG/CC.v", "two city caps on adjacent sides and a volcano"),
    ("DG/CFc+.d", "a city across the tile with a pennant and the dragon symbol"),
    ("DG/CcRr.p", "a city corner, a curved road and a princess"),
    ("DG/CcRr.g", "a city corner, a curved road and a magic portal"),
    ("DG/CRcr.d", "a city across the tile, a straight road and the dragon symbol"),
    ("DG/RrC.d", "a city cap, a curved road and the dragon symbol"),
    ("DG/RrC.g", "a city cap, a curved road and a magic portal"),
    ("DG/CRr.d", "a city cap, a curved road and the dragon symbol"),
    ("DG/CRr.g", "a city cap, a curved road and a magic portal"),
];

pub(in crate::service) fn examples() -> Examples {
    let (seat, pos, tile) = (Seat(1), Pos::new(1, -2), "BA/L".parse().expect("a tile"));
    let spot = "field Wn".parse().expect("a spot");
    let target: Target = "2 -1 road E".parse().expect("a target");
    let meeple = FigureKind::Meeple;
    let rules = [
        Refusal::Volcano,
        Refusal::NoFollowerForFairy(Beside::Follower(target)),
        Refusal::NoFollowerForFairy(Beside::Castle(pos)),
        Refusal::FairyThere(Beside::Follower(target)),
        Refusal::NoPortal,
        Refusal::NoFeature(target),
        Refusal::Occupied(target),
        Refusal::Finished(target),
        Refusal::DragonThere,
        Refusal::NotAFollower(BUILDER),
        Refusal::MeepleOnly,
        Refusal::NotInSupply(MAYOR),
        Refusal::NotThere(WAGON, FeatureKind::Field),
        Refusal::NotThere(MAYOR, FeatureKind::Road),
        Refusal::NoPrincess,
        Refusal::NoKnight(target),
        Refusal::Blocked(Dir::W),
        Refusal::DragonMoving,
        Refusal::DragonStill,
    ];
    Examples {
        actions: &[
            "fairy 1 0 road E",
            "fairy 0 -1 castle",
            "portal -1 2 city N",
            "portal -1 2 city N mayor",
            "princess 0 -1 city N",
            "dragon W",
        ],
        labels: &[
            ("fairy 0 -1 castle", Lang::En, "Fairy: 0 -1 castle"),
            ("fairy 0 -1 castle", Lang::Fr, "Fée\u{a0}: 0 -1 forteresse"),
            ("portal -1 2 city N wagon", Lang::En, "Portal, wagon: -1 2 city north"),
            ("portal -1 2 city N wagon", Lang::Fr, "Portail, charriot\u{a0}: -1 2 ville nord"),
            ("portal -1 2 monastery big", Lang::Fr, "Portail, grand meeple\u{a0}: -1 2 abbaye"),
        ],
        refusals: ruled(rules).chain(misread([ParseError::Side("up".into())])).collect(),
        events: vec![
            Happened::DragonLanded { pos }.into(),
            Happened::TilesReturned { tiles: vec![tile] }.into(),
            Happened::DragonMoved { seat, pos, eaten: vec![] }.into(),
            Happened::DragonMoved { seat, pos, eaten: vec![Eaten { owner: Seat(0), kind: meeple }] }.into(),
            Happened::DragonStopped { pos, steps: 4 }.into(),
            Happened::FairyMoved { seat, beside: Beside::Follower(Target { pos, spot }) }.into(),
            Happened::FairyMoved { seat, beside: Beside::Castle(pos) }.into(),
            Happened::PortalUsed { seat, figure: meeple, pos, spot }.into(),
            Happened::PortalUsed { seat, figure: MAYOR, pos, spot: "city N".parse().expect("a spot") }.into(),
            Happened::KnightRemoved {
                seat,
                owner: Seat(0),
                kind: meeple,
                pos,
                spot: "city N".parse().expect("a spot"),
            }
            .into(),
        ],
        phases: vec![Ph::Dragon.into()],
        tiles: CHECKED,
        ..Examples::default()
    }
}
