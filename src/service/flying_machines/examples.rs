//! The Flying Machines' examples for the shared tests (`expansion::Examples`): one of
//! each of its actions, refusals, events and decisions at least, and words read exactly.

use carcassonne_engine::rules::flying_machines::{Happened, ParseError, Ph, Refusal, Roll, SetupRefusal};
use carcassonne_engine::{FeatureKind, FigureKind, Pos, Seat, Target};

use crate::locale::Lang;
use crate::service::error::UserError;
use crate::service::expansion::{Examples, misread, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("FL/F.d", "a field"),
    ("FL/F.dG", "a garden"),
    ("FL/F.o", "a field"),
    ("FL/RFr.d", "a straight road"),
    ("FL/RFr.NS.o", "a straight road"),
    ("FL/RFr.WE.o", "a straight road"),
    ("FL/Rr.d", "a curved road"),
    ("FL/Rr.NW.o", "a curved road"),
    ("FL/Rr.SW.o", "a curved road"),
];

pub(in crate::service) fn examples() -> Examples {
    let (seat, from, to) = (Seat(1), Pos::new(1, 0), Pos::new(-1, -2));
    let target: Target = "2 -1 road E".parse().expect("a target");
    let big = FigureKind::from_word("big").expect("the big meeple");
    let builder = FigureKind::from_word("builder").expect("the builder");
    let rules = [
        Refusal::NoMachine,
        Refusal::NotAFollower(builder),
        Refusal::NotInSupply(big),
        Refusal::NoFlight,
        Refusal::NotInFlight(big),
        Refusal::FlightPending,
        Refusal::Elsewhere(to),
        Refusal::NoFeature(target),
        Refusal::NotThere(FigureKind::Meeple, FeatureKind::Field),
        Refusal::Finished(target),
        Refusal::DragonThere,
    ];
    let misreads = [ParseError::Figure("dragon".into()), ParseError::Roll("7".into())];
    Examples {
        actions: &["fly", "fly big", "land 0 0 city N", "land 0 0 city N mayor"],
        labels: &[
            ("fly", Lang::En, "Fly a meeple from the flying machine"),
            ("fly big", Lang::Fr, "Envoyer le grand meeple dans la machine volante"),
            ("land 2 -1 road E", Lang::En, "Land: road east at 2 -1"),
            ("land 0 -1 city N", Lang::Fr, "Atterrir\u{a0}: ville nord en 0 -1"),
        ],
        refusals: ruled(rules)
            .chain(misread(misreads))
            .chain([UserError::Setup(SetupRefusal::WithoutBox.into())])
            .collect(),
        events: vec![
            Happened::Flew { seat, figure: FigureKind::Meeple, from, roll: Roll::Three, to }.into(),
            Happened::Flew { seat, figure: big, from, roll: Roll::One, to }.into(),
            Happened::Landed { seat, figure: FigureKind::Meeple, at: target }.into(),
            Happened::Crashed { seat, figure: big, at: to, tile: true }.into(),
            Happened::Crashed { seat, figure: FigureKind::Meeple, at: to, tile: false }.into(),
        ],
        phases: vec![Ph::Land.into()],
        tiles: CHECKED,
        ..Examples::default()
    }
}
