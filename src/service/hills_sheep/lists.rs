//! Hills & Sheep's lists for the shared tests: one of each of its actions, refusals,
//! events and phases, each numbered by a match on its own enum (a new variant does not
//! compile until numbered, and fails `expansion::one_of_each` until it has an example),
//! checked by the helpers of `choices.rs`, `error.rs` and `summary.rs`'s tests.

use carcassonne_engine::rules::hills_sheep::{Act, Happened, Ph, Refusal, SetupRefusal, Token};
use carcassonne_engine::{
    Action, Event, Expansion, FeatureKind, Phase, Pos, RuleError, Seat, SeatSet, SetupError,
};

use crate::locale::Lang;
use crate::service::choices::tests::{self as choices, label_of};
use crate::service::error::{UserError, tests as error};
use crate::service::expansion::one_of_each;
use crate::service::summary::tests as summary;

fn actions() -> Vec<Action> {
    choices::parsed(&["shepherd field Wn", "grow", "herd"])
}

fn act_kind(action: &Action) -> usize {
    match Act::of(*action).expect("one of its actions") {
        Act::Shepherd(_) => 0,
        Act::Grow => 1,
        Act::Herd => 2,
    }
}

#[test]
fn its_actions_are_labelled_once_in_each_language() {
    let actions = actions();
    one_of_each(&actions, act_kind, 3);
    choices::every_action_is_labelled_once_for(&actions);
    choices::labels_are_worded_in_each_language_for(&actions);
    assert_eq!(label_of("shepherd field Wn", Lang::Fr), "Berger\u{a0}: pré On");
}

fn refusals() -> Vec<Refusal> {
    vec![
        Refusal::NoShepherdLeft,
        Refusal::ShepherdOffField(FeatureKind::Road),
        Refusal::FieldHasShepherd("field Es".parse().expect("a spot")),
        Refusal::FlockChoicePending,
        Refusal::NoFlockChoice,
    ]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::NoShepherdLeft => 0,
        Refusal::ShepherdOffField(_) => 1,
        Refusal::FieldHasShepherd(_) => 2,
        Refusal::FlockChoicePending => 3,
        Refusal::NoFlockChoice => 4,
    }
}

fn setup_refusals() -> Vec<SetupRefusal> {
    vec![SetupRefusal::BagWithoutHillsSheep]
}

fn setup_kind(refusal: &SetupRefusal) -> usize {
    match refusal {
        SetupRefusal::BagWithoutHillsSheep => 0,
    }
}

#[test]
fn its_refusals_are_worded() {
    let (refusals, setups) = (refusals(), setup_refusals());
    one_of_each(&refusals, refusal_kind, 5);
    one_of_each(&setups, setup_kind, 1);
    let rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    let setups: Vec<SetupError> = setups.into_iter().map(Into::into).collect();
    error::an_expansions_refusals_are_worded(&rules, &setups, Vec::new(), &[], |_| false);
    let title = Expansion::HillsSheep.title();
    error::refusals_read(vec![(
        UserError::Rule(RuleError::NotInGame(title)),
        "this game is played without Hills & Sheep",
        "cette partie se joue sans Moutons et Collines",
    )]);
}

fn events() -> Vec<Event> {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    let spot = "field Wn".parse().expect("a spot");
    vec![
        Happened::TileUnderHill { seat }.into(),
        Happened::ShepherdPlaced { seat, pos, spot }.into(),
        Happened::SheepDrawn { seat, token: Token::Wolf }.into(),
        Happened::FlockLost { shepherds: SeatSet::from_fn(|s| s.0 < 2), sheep: 4 }.into(),
        Happened::TileFromUnderHill { seat }.into(),
    ]
}

fn event_kind(event: &Event) -> usize {
    match Happened::of(event).expect("one of its events") {
        Happened::TileUnderHill { .. } => 0,
        Happened::ShepherdPlaced { .. } => 1,
        Happened::SheepDrawn { .. } => 2,
        Happened::FlockLost { .. } => 3,
        Happened::TileFromUnderHill { .. } => 4,
    }
}

fn phases() -> Vec<Phase> {
    vec![Ph::Flock.into()]
}

fn phase_kind(phase: &Phase) -> usize {
    match Ph::of(*phase).expect("one of its phases") {
        Ph::Flock => 0,
    }
}

#[test]
fn its_events_and_phases_are_summarised_once() {
    let (events, phases) = (events(), phases());
    one_of_each(&events, event_kind, 5);
    one_of_each(&phases, phase_kind, 1);
    summary::every_event_is_summarised_once_for(&events);
    summary::every_phase_is_named_once_for(&phases);
}
