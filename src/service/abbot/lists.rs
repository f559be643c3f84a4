//! The Abbot's lists for the shared tests: one of each of its actions, refusals and
//! events, each numbered by a match on its own enum (a new variant does not compile
//! until numbered, and fails `expansion::one_of_each` until it has an example), checked
//! by the helpers of `choices.rs`, `error.rs` and `summary.rs`'s tests.

use carcassonne_engine::rules::abbot::{Act, Happened, Refusal};
use carcassonne_engine::{Action, Event, FeatureKind, Pos, RuleError, Seat};

use crate::service::choices::tests as choices;
use crate::service::error::{UserError, tests as error};
use crate::service::expansion::one_of_each;
use crate::service::summary::tests as summary;

fn actions() -> Vec<Action> {
    choices::parsed(&["abbot monastery", "recall"])
}

fn act_kind(action: &Action) -> usize {
    match Act::of(*action).expect("one of its actions") {
        Act::Place(_) => 0,
        Act::Recall => 1,
    }
}

#[test]
fn its_actions_are_labelled_once_in_each_language() {
    let actions = actions();
    one_of_each(&actions, act_kind, 2);
    choices::every_action_is_labelled_once_for(&actions);
    choices::labels_are_worded_in_each_language_for(&actions);
}

fn refusals() -> Vec<Refusal> {
    vec![
        Refusal::OffCloister(FeatureKind::City),
        Refusal::OnBoard,
        Refusal::NotOnBoard,
        Refusal::Complete(FeatureKind::Garden),
        Refusal::Held,
    ]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::OffCloister(_) => 0,
        Refusal::OnBoard => 1,
        Refusal::NotOnBoard => 2,
        Refusal::Complete(_) => 3,
        Refusal::Held => 4,
    }
}

#[test]
fn its_refusals_are_worded() {
    let refusals = refusals();
    one_of_each(&refusals, refusal_kind, 5);
    let mut rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    // A meeple in a garden, the feature it brings: the base game's rule error, its words.
    let garden = RuleError::NotForMeeples(FeatureKind::Garden);
    rules.push(garden.clone());
    error::an_expansions_refusals_are_worded(&rules, &[], Vec::new(), &[], |e| *e == garden);
    let rule = |e: RuleError| UserError::Rule(e);
    error::refusals_read(vec![
        (
            rule(garden.clone()),
            "only an abbot goes in a garden, not a meeple",
            "seul un abbé se pose dans un jardin, pas un meeple",
        ),
        (
            rule(Refusal::OffCloister(FeatureKind::Road).into()),
            "an abbot goes on a monastery or a garden, not on a road",
            "un abbé se pose dans une abbaye ou un jardin, pas sur une route",
        ),
        (
            rule(Refusal::OnBoard.into()),
            "your abbot is already on the board",
            "votre abbé est déjà sur le plateau",
        ),
        (
            rule(Refusal::NotOnBoard.into()),
            "your abbot is not on the board: there is nothing to take back",
            "votre abbé n'est pas sur le plateau\u{a0}: il n'y a rien à reprendre",
        ),
        (
            rule(Refusal::Complete(FeatureKind::Monastery).into()),
            "your abbot's monastery is complete: it scores now, and cannot be taken back",
            "l'abbaye de votre abbé est complète\u{a0}: elle rapporte ses points maintenant, et l'abbé ne peut pas être repris",
        ),
    ]);
}

fn events() -> Vec<Event> {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    vec![
        Happened::Placed { seat, pos, spot: "monastery".parse().expect("a spot") }.into(),
        Happened::Recalled { seat, pos }.into(),
    ]
}

fn event_kind(event: &Event) -> usize {
    match Happened::of(event).expect("one of its events") {
        Happened::Placed { .. } => 0,
        Happened::Recalled { .. } => 1,
    }
}

#[test]
fn its_events_are_summarised_once() {
    let events = events();
    one_of_each(&events, event_kind, 2);
    summary::every_event_is_summarised_once_for(&events);
}
