//! Monuments' examples for the shared tests (`expansion::Examples`): one of each of its
//! actions, refusals, events and decisions at least, and words read exactly.

use carcassonne_engine::rules::monuments::{
    Happened, Monument, ParseError, Refusal, Reward, UnknownMonument,
};
use carcassonne_engine::{RuleError, Seat, SetupError};

use crate::locale::Lang;
use crate::service::error::UserError;
use crate::service::expansion::{Examples, misread, ruled};

pub(in crate::service) fn examples() -> Examples {
    let seat = Seat(1);
    let tile = |id: &str| id.parse().expect("a tile id");
    let rules = [Refusal::NoMonumentPlaced, Refusal::NoSuchObjective(6), Refusal::NoCubeLeft];
    // An unknown monument's example is no other box's word.
    let notation = [ParseError::CubeArity, ParseError::Monument(UnknownMonument("pyramid".into()))];
    let mut refusals: Vec<UserError> = ruled(rules).chain(misread(notation)).collect();
    refusals.push(UserError::Setup(SetupError::LargeTileInStack(tile("MO/Arena"), tile("MO/Arena.t"))));
    Examples {
        actions: &["architect", "cube lighthouse 2"],
        labels: &[
            ("cube lighthouse 2", Lang::En, "Cube: Lighthouse 2"),
            ("cube lighthouse 2", Lang::Fr, "Cube\u{a0}: Phare 2"),
        ],
        refusals,
        // A monument by its name in the reader's language.
        reworded: ruled([
            Refusal::MonumentNotOnBoard(Monument::Lighthouse),
            Refusal::ObjectiveClosed(Monument::Arena, 3),
        ])
        .collect(),
        worded: vec![(
            UserError::Rule(RuleError::from(Refusal::ObjectiveClosed(Monument::Lighthouse, 2))),
            "objective 2 of the Lighthouse is not open to a cube: it is complete, or the tile you placed neither is that monument nor fills one of its cells",
            "l'objectif 2 du Phare n'accepte pas de cube\u{a0}: il est complet, ou la tuile que vous avez posée n'est pas ce monument et ne remplit aucune de ses cases",
        )],
        notation: Monument::ALL.map(Monument::word).into(),
        events: vec![
            Happened::ArchitectPlaced { seat, monument: Monument::Arena }.into(),
            Happened::CubePlaced { seat, monument: Monument::Arena, objective: 2, automatic: false }.into(),
            Happened::CubePlaced { seat, monument: Monument::Arena, objective: 2, automatic: true }.into(),
            Happened::ObjectiveCompleted {
                monument: Monument::Arena,
                objective: 2,
                cubes: [0, 2, 0, 0, 0, 0],
                reward: Reward::Points(3),
            }
            .into(),
            // An objective completed by the tile alone, with no cube on it.
            Happened::ObjectiveCompleted {
                monument: Monument::Arena,
                objective: 1,
                cubes: [0; 6],
                reward: Reward::Points(3),
            }
            .into(),
            Happened::MonumentCompleted { monument: Monument::Arena }.into(),
        ],
        ..Examples::default()
    }
}
