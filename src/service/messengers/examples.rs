//! The Messengers' examples for the shared tests (`expansion::Examples`): one of each of
//! its actions, refusals, events and decisions at least, and words read exactly.

use carcassonne_engine::Seat;
use carcassonne_engine::rules::messengers::{
    Happened, Missive, Mover, ParseError, Ph, Refusal, SetupRefusal,
};

use crate::locale::Lang;
use crate::service::error::UserError;
use crate::service::expansion::{Examples, misread, ruled};

pub(in crate::service) fn examples() -> Examples {
    let seat = Seat(1);
    let rules = [
        Refusal::NoAdvance,
        Refusal::AdvancePending,
        Refusal::NoMissive,
        Refusal::MissivePending,
        Refusal::Useless,
        Refusal::NoFollower,
    ];
    let setup = [SetupRefusal::WithoutBox, SetupRefusal::Twice(Missive::Tile)];
    Examples {
        actions: &["advance meeple", "advance messenger", "message", "message 1 0 road E", "seal"],
        labels: &[
            ("advance messenger", Lang::En, "Move your messenger"),
            ("advance meeple", Lang::Fr, "Avancer votre pion de score"),
            ("seal", Lang::Fr, "Prendre le sceau (2 points)"),
        ],
        refusals: ruled(rules)
            .chain(setup.into_iter().map(|r| UserError::Setup(r.into())))
            .chain(misread([
                ParseError::Mover("up".into()),
                ParseError::Target("x".into()),
                ParseError::Seal("2".into()),
                ParseError::Missive("MS/9".into()),
            ]))
            .collect(),
        events: vec![
            Happened::Advanced { seat, mover: Mover::Messenger, points: 5, to: 10 }.into(),
            Happened::Advanced { seat, mover: Mover::Meeple, points: 1, to: 3 }.into(),
            Happened::Drawn { seat, missive: Missive::Follower }.into(),
            Happened::Carried { seat, missive: Missive::Road }.into(),
            Happened::Sealed { seat, missive: Missive::Arms }.into(),
            Happened::Joined { seat, points: 12 }.into(),
        ],
        phases: vec![Ph::Advance(5).into(), Ph::Missive.into()],
        ..Examples::default()
    }
}
