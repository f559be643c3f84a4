//! Traders & Builders' lists for the shared tests: one of each of its actions, refusals
//! and events, each numbered by a match on its own enum (a new variant does not compile
//! until numbered, and fails `expansion::one_of_each` until it has an example), checked
//! by the helpers of `choices.rs`, `error.rs` and `summary.rs`'s tests.

use carcassonne_engine::rules::traders_builders::{Act, Good, Happened, Refusal, Role};
use carcassonne_engine::{Action, Event, FeatureKind, Pos, RuleError, Seat};

use crate::locale::Lang;
use crate::service::choices::tests::{self as choices, label_of};
use crate::service::error::tests as error;
use crate::service::expansion::one_of_each;
use crate::service::summary::tests as summary;

fn actions() -> Vec<Action> {
    choices::parsed(&["builder city N", "pig field Sw"])
}

fn act_kind(action: &Action) -> usize {
    match Act::of(*action).expect("one of its actions") {
        Act::Builder(_) => 0,
        Act::Pig(_) => 1,
    }
}

#[test]
fn its_actions_are_labelled_once_in_each_language() {
    let actions = actions();
    one_of_each(&actions, act_kind, 2);
    choices::every_action_is_labelled_once_for(&actions);
    choices::labels_are_worded_in_each_language_for(&actions);
    assert_eq!(label_of("builder city N", Lang::En), "Builder: city N");
    assert_eq!(label_of("builder road W", Lang::Fr), "Bâtisseur\u{a0}: route O");
    assert_eq!(label_of("pig field Sw", Lang::Fr), "Cochon\u{a0}: pré So");
}

fn refusals() -> Vec<Refusal> {
    vec![
        Refusal::OnBoard(Role::Pig),
        Refusal::WrongFeature(Role::Builder, FeatureKind::Field),
        Refusal::WrongFeature(Role::Pig, FeatureKind::City),
        Refusal::NoFollower(Role::Builder),
        Refusal::Complete(FeatureKind::Road),
    ]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::OnBoard(_) => 0,
        Refusal::WrongFeature(..) => 1,
        Refusal::NoFollower(_) => 2,
        Refusal::Complete(_) => 3,
    }
}

#[test]
fn its_refusals_are_worded() {
    let refusals = refusals();
    one_of_each(&refusals, refusal_kind, 4);
    let rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    error::an_expansions_refusals_are_worded(&rules, &[], Vec::new(), &[], |_| false);
}

fn events() -> Vec<Event> {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    let spot = "field Wn".parse().expect("a spot");
    vec![
        Happened::Placed { seat, role: Role::Pig, pos, spot }.into(),
        Happened::WentHome { seat, role: Role::Builder, pos }.into(),
        Happened::GoodsTaken { seat, goods: [1, 0, 2] }.into(),
        Happened::SecondTile { seat }.into(),
        Happened::Majority { good: Good::Wine, held: [2, 2, 0, 0, 0, 0] }.into(),
        Happened::PigFed { seat, pos, cities: 2 }.into(),
    ]
}

fn event_kind(event: &Event) -> usize {
    match Happened::of(event).expect("one of its events") {
        Happened::Placed { .. } => 0,
        Happened::WentHome { .. } => 1,
        Happened::GoodsTaken { .. } => 2,
        Happened::SecondTile { .. } => 3,
        Happened::Majority { .. } => 4,
        Happened::PigFed { .. } => 5,
    }
}

#[test]
fn its_events_are_summarised_once() {
    let events = events();
    one_of_each(&events, event_kind, 6);
    summary::every_event_is_summarised_once_for(&events);
}
