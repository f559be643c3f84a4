//! Abbey & Mayor's lists for the shared tests: one of each of its actions, refusals,
//! events and phases, each numbered by a match on its own enum (a new variant does not
//! compile until numbered, and fails `expansion::one_of_each` until it has an example),
//! checked by the helpers of `choices.rs`, `error.rs` and `summary.rs`'s tests.

use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::rules::abbey_mayor::{Act, Corner, Happened, Origin, Own, ParseError, Ph, Refusal};
use carcassonne_engine::{Action, Event, FeatureKind, Phase, Pos, RuleError, Seat, Target};

use crate::locale::Lang;
use crate::service::choices::tests::{self as choices, label_of};
use crate::service::error::{UserError, tests as error};
use crate::service::expansion::one_of_each;
use crate::service::summary::tests as summary;

fn actions() -> Vec<Action> {
    choices::parsed(&["mayor city N", "barn NE", "abbey", "draw", "wagon 1 0 road E", "wagon home"])
}

fn act_kind(action: &Action) -> usize {
    match Act::of(*action).expect("one of its actions") {
        Act::Place(..) => 0,
        Act::Barn(_) => 1,
        Act::Abbey => 2,
        Act::Draw => 3,
        Act::Move(_) => 4,
        Act::Home => 5,
    }
}

#[test]
fn its_actions_are_labelled_once_in_each_language() {
    let actions = actions();
    one_of_each(&actions, act_kind, 6);
    choices::every_action_is_labelled_once_for(&actions);
    choices::labels_are_worded_in_each_language_for(&actions);
    assert_eq!(label_of("mayor city N", Lang::Fr), "Maire\u{a0}: ville N");
    assert_eq!(label_of("barn NW", Lang::Fr), "Grange\u{a0}: coin nord-ouest");
    assert_eq!(label_of("wagon 1 0 road E", Lang::Fr), "Charriot vers la route est en 1 0");
    assert_eq!(label_of("wagon 2 1 monastery", Lang::En), "Wagon to the monastery at 2 1");
}

fn refusals() -> Vec<Refusal> {
    let target: Target = "2 -1 road E".parse().expect("a target");
    vec![
        Refusal::NotAHole,
        Refusal::NotInSupply(Own::Barn),
        Refusal::NotThere(Own::Mayor, FeatureKind::Road),
        Refusal::NoFieldCorner(Corner::SW),
        Refusal::BarnThere,
        Refusal::NoWagonTarget(target),
        Refusal::ChooseAbbey,
        Refusal::MoveWagon,
        Refusal::NoAbbeyChoice,
        Refusal::NoWagonToMove,
    ]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::NotAHole => 0,
        Refusal::NotInSupply(_) => 1,
        Refusal::NotThere(..) => 2,
        Refusal::NoFieldCorner(_) => 3,
        Refusal::BarnThere => 4,
        Refusal::NoWagonTarget(_) => 5,
        Refusal::ChooseAbbey => 6,
        Refusal::MoveWagon => 7,
        Refusal::NoAbbeyChoice => 8,
        Refusal::NoWagonToMove => 9,
    }
}

fn parse_errors() -> Vec<ParseError> {
    vec![ParseError::Corner("up".into()), ParseError::BarnCorner]
}

fn parse_kind(error: &ParseError) -> usize {
    match error {
        ParseError::Corner(_) => 0,
        ParseError::BarnCorner => 1,
    }
}

#[test]
fn its_refusals_are_worded() {
    let (refusals, parse_errors) = (refusals(), parse_errors());
    one_of_each(&refusals, refusal_kind, 10);
    one_of_each(&parse_errors, parse_kind, 2);
    let rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    let notation = parse_errors.into_iter().map(|e| UserError::Notation(ParseActionError::from(e))).collect();
    error::an_expansions_refusals_are_worded(&rules, &[], notation, &[], |_| false);
}

fn events() -> Vec<Event> {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    vec![
        Happened::AbbeyTaken { seat }.into(),
        Happened::AbbeyKept { seat }.into(),
        Happened::Placed { seat, figure: Own::Mayor, pos, spot: "city N".parse().expect("a spot") }.into(),
        Happened::BarnPlaced { seat, pos, corner: Corner::NE }.into(),
        Happened::FarmersScored { per_city: 3 }.into(),
        Happened::BarnsScored.into(),
        Happened::WagonMoved {
            seat,
            from: Origin::Tile(pos),
            to: Target { pos, spot: "road E".parse().expect("a spot") },
        }
        .into(),
        Happened::WagonHome { seat }.into(),
    ]
}

fn event_kind(event: &Event) -> usize {
    match Happened::of(event).expect("one of its events") {
        Happened::AbbeyTaken { .. } => 0,
        Happened::AbbeyKept { .. } => 1,
        Happened::Placed { .. } => 2,
        Happened::BarnPlaced { .. } => 3,
        Happened::FarmersScored { .. } => 4,
        Happened::BarnsScored => 5,
        Happened::WagonMoved { .. } => 6,
        Happened::WagonHome { .. } => 7,
    }
}

fn phases() -> Vec<Phase> {
    vec![Ph::Abbey.into(), Ph::Wagon(Origin::Tile(Pos::new(0, 0))).into()]
}

fn phase_kind(phase: &Phase) -> usize {
    match Ph::of(*phase).expect("one of its phases") {
        Ph::Abbey => 0,
        Ph::Wagon(_) => 1,
    }
}

#[test]
fn its_events_and_phases_are_summarised_once() {
    let (events, phases) = (events(), phases());
    one_of_each(&events, event_kind, 8);
    one_of_each(&phases, phase_kind, 2);
    summary::every_event_is_summarised_once_for(&events);
    summary::every_phase_is_named_once_for(&phases);
}
