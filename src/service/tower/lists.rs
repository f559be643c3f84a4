//! The Tower's lists for the shared tests: one of each of its actions, refusals, events
//! and phases, each numbered by a match on its own enum (a new variant does not compile
//! until numbered, and fails `expansion::one_of_each` until it has an example), checked
//! by the helpers of `choices.rs`, `error.rs` and `summary.rs`'s tests.

use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::rules::tower::{Act, Captive, Happened, ParseError, Ph, Refusal};
use carcassonne_engine::{Action, Event, FigureKind, Phase, Pos, RuleError, Seat, Target};

use crate::service::choices::tests as choices;
use crate::service::error::{UserError, tests as error};
use crate::service::expansion::one_of_each;
use crate::service::summary::tests as summary;

fn actions() -> Vec<Action> {
    choices::parsed(&[
        "tower 0 1",
        "top 0 1 big",
        "capture 2 1 road E",
        "capture none",
        "exchange big",
        "ransom 2 meeple",
    ])
}

fn act_kind(action: &Action) -> usize {
    match Act::of(*action).expect("one of its actions") {
        Act::Piece(_) => 0,
        Act::Top(..) => 1,
        Act::Capture(_) => 2,
        Act::Spare => 3,
        Act::Exchange(_) => 4,
        Act::Ransom(..) => 5,
    }
}

#[test]
fn its_actions_are_labelled_once_in_each_language() {
    let actions = actions();
    one_of_each(&actions, act_kind, 6);
    choices::every_action_is_labelled_once_for(&actions);
    choices::labels_are_worded_in_each_language_for(&actions);
}

fn refusals() -> Vec<Refusal> {
    let pos = Pos::new(-2, 3);
    let target: Target = "2 -1 road E".parse().expect("a target");
    vec![
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
        Refusal::NoPrisoner(Seat(1), FigureKind::Meeple),
    ]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::NoFoundation(_) => 0,
        Refusal::Closed(_) => 1,
        Refusal::NoTower(_) => 2,
        Refusal::NoPiece => 3,
        Refusal::NotForTop => 4,
        Refusal::OutOfRange(_) => 5,
        Refusal::CaptureFirst => 6,
        Refusal::NoCapture => 7,
        Refusal::ExchangeFirst => 8,
        Refusal::NoExchange => 9,
        Refusal::PaidAlready => 10,
        Refusal::TooPoor => 11,
        Refusal::NoPrisoner(..) => 12,
    }
}

fn parse_errors() -> Vec<ParseError> {
    vec![ParseError::Cell("x".into()), ParseError::Figure("dog".into()), ParseError::Seat("9".into())]
}

fn parse_kind(error: &ParseError) -> usize {
    match error {
        ParseError::Cell(_) => 0,
        ParseError::Figure(_) => 1,
        ParseError::Seat(_) => 2,
    }
}

#[test]
fn its_refusals_are_worded() {
    let (refusals, parse_errors) = (refusals(), parse_errors());
    one_of_each(&refusals, refusal_kind, 13);
    one_of_each(&parse_errors, parse_kind, 3);
    let rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    let notation = parse_errors.into_iter().map(|e| UserError::Notation(ParseActionError::from(e))).collect();
    error::an_expansions_refusals_are_worded(&rules, &[], notation, &[], |_| false);
}

fn events() -> Vec<Event> {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    let (meeple, captive) =
        (FigureKind::Meeple, Captive::Follower(Target { pos, spot: "field Wn".parse().expect("a spot") }));
    vec![
        Happened::Built { seat, pos, height: 2 }.into(),
        Happened::Topped { seat, pos, kind: meeple }.into(),
        Happened::Captured { seat, owner: Seat(0), kind: meeple, captive, prisoner: true }.into(),
        Happened::Spared { seat }.into(),
        Happened::Exchanged { seat, other: Seat(0), got: meeple, gave: meeple }.into(),
        Happened::Ransomed { seat, holder: Seat(0), kind: meeple, points: 3 }.into(),
    ]
}

fn event_kind(event: &Event) -> usize {
    match Happened::of(event).expect("one of its events") {
        Happened::Built { .. } => 0,
        Happened::Topped { .. } => 1,
        Happened::Captured { .. } => 2,
        Happened::Spared { .. } => 3,
        Happened::Exchanged { .. } => 4,
        Happened::Ransomed { .. } => 5,
    }
}

fn phases() -> Vec<Phase> {
    vec![Ph::Capture.into(), Ph::Exchange.into()]
}

fn phase_kind(phase: &Phase) -> usize {
    match Ph::of(*phase).expect("one of its phases") {
        Ph::Capture => 0,
        Ph::Exchange => 1,
    }
}

#[test]
fn its_events_and_phases_are_summarised_once() {
    let (events, phases) = (events(), phases());
    one_of_each(&events, event_kind, 6);
    one_of_each(&phases, phase_kind, 2);
    summary::every_event_is_summarised_once_for(&events);
    summary::every_phase_is_named_once_for(&phases);
}
