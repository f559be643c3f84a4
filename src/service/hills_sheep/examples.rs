//! Hills & Sheep's examples for the shared tests (`expansion::Examples`): one of each of
//! its actions, refusals, events and decisions at least, and words read exactly.

use carcassonne_engine::rules::hills_sheep::{Happened, Ph, Refusal, SetupRefusal, Token};
use carcassonne_engine::{Expansion, FeatureKind, Pos, RuleError, Seat, SeatSet};

use crate::locale::Lang;
use crate::service::error::UserError;
use crate::service::expansion::{Examples, ruled};

pub(in crate::service) fn examples() -> Examples {
    let (seat, pos, two) = (Seat(1), Pos::new(1, -2), SeatSet::from_fn(|s| s.0 < 2));
    let spot = "field Es".parse().expect("a spot");
    let rules = [
        Refusal::NoShepherdLeft,
        Refusal::ShepherdOffField(FeatureKind::Road),
        Refusal::FieldHasShepherd(spot),
        Refusal::FlockChoicePending,
        Refusal::NoFlockChoice,
    ];
    let mut refusals: Vec<UserError> = ruled(rules).collect();
    refusals.push(UserError::Setup(SetupRefusal::BagWithoutHillsSheep.into()));
    Examples {
        actions: &["shepherd field Wn", "grow", "herd"],
        labels: &[("shepherd field Wn", Lang::Fr, "Berger\u{a0}: pré On")],
        refusals,
        worded: vec![(
            UserError::Rule(RuleError::NotInGame(Expansion::HillsSheep.title())),
            "this game is played without Hills & Sheep",
            "cette partie se joue sans Moutons et Collines",
        )],
        events: vec![
            Happened::TileUnderHill { seat }.into(),
            Happened::TileFromUnderHill { seat }.into(),
            Happened::ShepherdPlaced { seat, pos, spot }.into(),
            Happened::SheepDrawn { seat, token: Token::Wolf }.into(),
            Happened::SheepDrawn { seat, token: Token::Sheep(3) }.into(),
            Happened::FlockLost { shepherds: two, sheep: 4 }.into(),
            // A wolf drawn before any sheep: the shepherds are chased off.
            Happened::FlockLost { shepherds: two, sheep: 0 }.into(),
        ],
        phases: vec![Ph::Flock.into()],
        ..Examples::default()
    }
}
