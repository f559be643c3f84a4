//! Inns & Cathedrals' lists for the shared tests: one of each of its actions, refusals
//! and events, each numbered by a match on its own enum (a new variant does not compile
//! until numbered, and fails `expansion::one_of_each` until it has an example), checked
//! by the helpers of `choices.rs`, `error.rs` and `summary.rs`'s tests.

use carcassonne_engine::rules::inns_cathedrals::{Act, Happened, Refusal};
use carcassonne_engine::{Action, Event, Pos, RuleError, Seat};

use crate::service::choices::tests as choices;
use crate::service::error::{UserError, tests as error};
use crate::service::expansion::one_of_each;
use crate::service::summary::tests as summary;

fn actions() -> Vec<Action> {
    choices::parsed(&["big field Nw"])
}

fn act_kind(action: &Action) -> usize {
    match Act::of(*action).expect("one of its actions") {
        Act::Place(_) => 0,
    }
}

#[test]
fn its_actions_are_labelled_once_in_each_language() {
    let actions = actions();
    one_of_each(&actions, act_kind, 1);
    choices::every_action_is_labelled_once_for(&actions);
    choices::labels_are_worded_in_each_language_for(&actions);
}

fn refusals() -> Vec<Refusal> {
    vec![Refusal::OnBoard, Refusal::Held]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::OnBoard => 0,
        Refusal::Held => 1,
    }
}

#[test]
fn its_refusals_are_worded() {
    let refusals = refusals();
    one_of_each(&refusals, refusal_kind, 2);
    let rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    error::an_expansions_refusals_are_worded(&rules, &[], Vec::new(), &[], |_| false);
    error::refusals_read(vec![
        (
            UserError::Rule(Refusal::OnBoard.into()),
            "your big meeple is already on the board",
            "votre grand meeple est déjà sur le plateau",
        ),
        (
            UserError::Rule(Refusal::Held.into()),
            "your big meeple is not in your supply: another player holds it prisoner",
            "votre grand meeple n'est pas dans votre réserve\u{a0}: un autre joueur le retient prisonnier",
        ),
    ]);
}

fn events() -> Vec<Event> {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    vec![Happened::Placed { seat, pos, spot: "field Wn".parse().expect("a spot") }.into()]
}

fn event_kind(event: &Event) -> usize {
    match Happened::of(event).expect("one of its events") {
        Happened::Placed { .. } => 0,
    }
}

#[test]
fn its_events_are_summarised_once() {
    let events = events();
    one_of_each(&events, event_kind, 1);
    summary::every_event_is_summarised_once_for(&events);
}
