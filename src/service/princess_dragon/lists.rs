//! Princess & Dragon's lists for the shared tests: one of each of its actions, refusals,
//! events and phases, each numbered by a match on its own enum (a new variant does not
//! compile until numbered, and fails `expansion::one_of_each` until it has an example),
//! checked by the helpers of `choices.rs`, `error.rs` and `summary.rs`'s tests.

use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::rules::princess_dragon::{Act, Beside, Eaten, Happened, ParseError, Ph, Refusal};
use carcassonne_engine::{Action, Dir, Event, FigureKind, Phase, Pos, RuleError, Seat, Target};

use crate::locale::Lang;
use crate::service::choices::tests::{self as choices, label_of};
use crate::service::error::{UserError, tests as error};
use crate::service::expansion::one_of_each;
use crate::service::summary::tests as summary;

fn actions() -> Vec<Action> {
    choices::parsed(&[
        "fairy 1 0 road E",
        "fairy 0 -1 castle",
        "portal -1 2 city N",
        "princess 0 -1 city N",
        "dragon W",
    ])
}

fn act_kind(action: &Action) -> usize {
    match Act::of(*action).expect("one of its actions") {
        Act::Fairy(_) => 0,
        Act::Portal(_) => 1,
        Act::Princess(_) => 2,
        Act::Dragon(_) => 3,
    }
}

#[test]
fn its_actions_are_labelled_once_in_each_language() {
    let actions = actions();
    one_of_each(&actions, act_kind, 4);
    choices::every_action_is_labelled_once_for(&actions);
    choices::labels_are_worded_in_each_language_for(&actions);
    assert_eq!(label_of("fairy 0 -1 castle", Lang::En), "Fairy: 0 -1 castle");
    assert_eq!(label_of("fairy 0 -1 castle", Lang::Fr), "Fée\u{a0}: 0 -1 forteresse");
}

fn refusals() -> Vec<Refusal> {
    let target: Target = "2 -1 road E".parse().expect("a target");
    vec![
        Refusal::Volcano,
        Refusal::NoFollowerForFairy(Beside::Follower(target)),
        Refusal::NoFollowerForFairy(Beside::Castle(Pos::new(-2, 3))),
        Refusal::FairyThere(Beside::Follower(target)),
        Refusal::NoPortal,
        Refusal::NoFeature(target),
        Refusal::Occupied(target),
        Refusal::Finished(target),
        Refusal::DragonThere,
        Refusal::NoPrincess,
        Refusal::NoKnight(target),
        Refusal::Blocked(Dir::W),
        Refusal::DragonMoving,
        Refusal::DragonStill,
    ]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::Volcano => 0,
        Refusal::NoFollowerForFairy(_) => 1,
        Refusal::FairyThere(_) => 2,
        Refusal::NoPortal => 3,
        Refusal::NoFeature(_) => 4,
        Refusal::Occupied(_) => 5,
        Refusal::Finished(_) => 6,
        Refusal::DragonThere => 7,
        Refusal::NoPrincess => 8,
        Refusal::NoKnight(_) => 9,
        Refusal::Blocked(_) => 10,
        Refusal::DragonMoving => 11,
        Refusal::DragonStill => 12,
    }
}

fn parse_errors() -> Vec<ParseError> {
    vec![ParseError::Side("up".into())]
}

fn parse_kind(error: &ParseError) -> usize {
    match error {
        ParseError::Side(_) => 0,
    }
}

#[test]
fn its_refusals_are_worded() {
    let (refusals, parse_errors) = (refusals(), parse_errors());
    one_of_each(&refusals, refusal_kind, 13);
    one_of_each(&parse_errors, parse_kind, 1);
    let rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    let notation = parse_errors.into_iter().map(|e| UserError::Notation(ParseActionError::from(e))).collect();
    error::an_expansions_refusals_are_worded(&rules, &[], notation, &[], |_| false);
}

fn events() -> Vec<Event> {
    let (seat, pos, tile) = (Seat(1), Pos::new(1, -2), "BA/L".parse().expect("a tile"));
    let spot = "field Wn".parse().expect("a spot");
    let meeple = FigureKind::Meeple;
    vec![
        Happened::DragonLanded { pos }.into(),
        Happened::TilesReturned { tiles: vec![tile] }.into(),
        Happened::DragonMoved { seat, pos, eaten: vec![Eaten { owner: Seat(0), kind: meeple }] }.into(),
        Happened::DragonStopped { pos, steps: 4 }.into(),
        Happened::FairyMoved { seat, beside: Beside::Follower(Target { pos, spot }) }.into(),
        Happened::FairyMoved { seat, beside: Beside::Castle(pos) }.into(),
        Happened::PortalUsed { seat, pos, spot }.into(),
        Happened::KnightRemoved {
            seat,
            owner: Seat(0),
            kind: meeple,
            pos,
            spot: "city N".parse().expect("a spot"),
        }
        .into(),
    ]
}

fn event_kind(event: &Event) -> usize {
    match Happened::of(event).expect("one of its events") {
        Happened::DragonLanded { .. } => 0,
        Happened::TilesReturned { .. } => 1,
        Happened::DragonMoved { .. } => 2,
        Happened::DragonStopped { .. } => 3,
        Happened::FairyMoved { .. } => 4,
        Happened::PortalUsed { .. } => 5,
        Happened::KnightRemoved { .. } => 6,
    }
}

fn phases() -> Vec<Phase> {
    vec![Ph::Dragon.into()]
}

fn phase_kind(phase: &Phase) -> usize {
    match Ph::of(*phase).expect("one of its phases") {
        Ph::Dragon => 0,
    }
}

#[test]
fn its_events_and_phases_are_summarised_once() {
    let (events, phases) = (events(), phases());
    one_of_each(&events, event_kind, 7);
    one_of_each(&phases, phase_kind, 1);
    summary::every_event_is_summarised_once_for(&events);
    summary::every_phase_is_named_once_for(&phases);
}
