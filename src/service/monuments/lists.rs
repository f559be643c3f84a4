//! Monuments' lists for the shared tests: one of each of its actions, refusals, events
//! and phases, each numbered by a match on its own enum (a new variant does not compile
//! until numbered, and fails `expansion::one_of_each` until it has an example), checked
//! by the helpers of `choices.rs`, `error.rs` and `summary.rs`'s tests.

use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::rules::monuments::{
    Act, Happened, Monument, ParseError, Refusal, Reward, UnknownMonument,
};
use carcassonne_engine::{Action, Event, ExpansionRefusal, RuleError, Seat, SetupError};

use crate::locale::Lang;
use crate::service::choices::tests::{self as choices, label_of};
use crate::service::error::{UserError, tests as error};
use crate::service::expansion::one_of_each;
use crate::service::summary::tests as summary;

fn actions() -> Vec<Action> {
    choices::parsed(&["architect", "cube lighthouse 2"])
}

fn act_kind(action: &Action) -> usize {
    match Act::of(*action).expect("one of its actions") {
        Act::Architect => 0,
        Act::Cube(..) => 1,
    }
}

#[test]
fn its_actions_are_labelled_once_in_each_language() {
    let actions = actions();
    one_of_each(&actions, act_kind, 2);
    choices::every_action_is_labelled_once_for(&actions);
    choices::labels_are_worded_in_each_language_for(&actions);
    assert_eq!(label_of("cube lighthouse 2", Lang::En), "Cube: Lighthouse 2");
    assert_eq!(label_of("cube lighthouse 2", Lang::Fr), "Cube\u{a0}: Phare 2");
}

fn refusals() -> Vec<Refusal> {
    vec![
        Refusal::NoMonumentPlaced,
        Refusal::NoSuchObjective(6),
        Refusal::MonumentNotOnBoard(Monument::Lighthouse),
        Refusal::NoCubeLeft,
        Refusal::ObjectiveClosed(Monument::Arena, 3),
    ]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::NoMonumentPlaced => 0,
        Refusal::NoSuchObjective(_) => 1,
        Refusal::MonumentNotOnBoard(_) => 2,
        Refusal::NoCubeLeft => 3,
        Refusal::ObjectiveClosed(..) => 4,
    }
}

fn parse_errors() -> Vec<ParseError> {
    vec![ParseError::CubeArity, ParseError::Monument(UnknownMonument("pyramid".into()))]
}

fn parse_kind(error: &ParseError) -> usize {
    match error {
        ParseError::CubeArity => 0,
        ParseError::Monument(_) => 1,
    }
}

#[test]
fn its_refusals_are_worded() {
    let (refusals, parse_errors) = (refusals(), parse_errors());
    one_of_each(&refusals, refusal_kind, 5);
    one_of_each(&parse_errors, parse_kind, 2);
    let rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    // A large tile in a fixed draw order, where its token goes: only its rules say so.
    let tile = |id: &str| id.parse().expect("a tile id");
    let setups = [SetupError::LargeTileInStack(tile("MO/Arena"), tile("MO/Arena.t"))];
    let notation = parse_errors.into_iter().map(|e| UserError::Notation(ParseActionError::from(e))).collect();
    // A monument is worded by its name in the reader's language, not the engine's word.
    let named = |e: &RuleError| {
        matches!(
            e,
            RuleError::Expansion(ExpansionRefusal::Monuments(
                Refusal::MonumentNotOnBoard(_) | Refusal::ObjectiveClosed(..)
            ))
        )
    };
    // Its monuments by their words, the notation's, in the refusals that list them.
    error::an_expansions_refusals_are_worded(
        &rules,
        &setups,
        notation,
        &Monument::ALL.map(Monument::word),
        named,
    );
    error::refusals_read(vec![(
        UserError::Rule(Refusal::ObjectiveClosed(Monument::Lighthouse, 2).into()),
        "objective 2 of the Lighthouse is not open to a cube: it is complete, or the tile you placed neither is that monument nor fills one of its cells",
        "l'objectif 2 du Phare n'accepte pas de cube\u{a0}: il est complet, ou la tuile que vous avez posée n'est pas ce monument et ne remplit aucune de ses cases",
    )]);
}

fn events() -> Vec<Event> {
    let seat = Seat(1);
    vec![
        Happened::ArchitectPlaced { seat, monument: Monument::Arena }.into(),
        Happened::CubePlaced { seat, monument: Monument::Arena, objective: 2, automatic: false }.into(),
        Happened::ObjectiveCompleted {
            monument: Monument::Arena,
            objective: 2,
            cubes: [0, 2, 0, 0, 0, 0],
            reward: Reward::Points(3),
        }
        .into(),
        Happened::MonumentCompleted { monument: Monument::Arena }.into(),
    ]
}

fn event_kind(event: &Event) -> usize {
    match Happened::of(event).expect("one of its events") {
        Happened::ArchitectPlaced { .. } => 0,
        Happened::CubePlaced { .. } => 1,
        Happened::ObjectiveCompleted { .. } => 2,
        Happened::MonumentCompleted { .. } => 3,
    }
}

#[test]
fn its_events_are_summarised_once() {
    let events = events();
    one_of_each(&events, event_kind, 4);
    summary::every_event_is_summarised_once_for(&events);
}
