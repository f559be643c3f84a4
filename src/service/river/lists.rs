//! The River's lists for the shared tests: one of each of its refusals, numbered by a
//! match on its own enum (a new variant does not compile until numbered, and fails
//! `expansion::one_of_each` until it has an example), checked by the helpers of
//! `error.rs`'s tests. It has no actions, events or phases of its own.

use carcassonne_engine::rules::river::Refusal;
use carcassonne_engine::{Expansion, ExpansionRefusal, Pos, RuleError, SetupError};

use crate::service::error::tests as error;
use crate::service::expansion::one_of_each;

fn refusals() -> Vec<Refusal> {
    vec![
        Refusal::NotContinued { pos: Pos::new(2, 1), mouth: Some(Pos::new(3, 0)) },
        Refusal::NotContinued { pos: Pos::new(2, 1), mouth: None },
        Refusal::UTurn,
    ]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::NotContinued { .. } => 0,
        Refusal::UTurn => 1,
    }
}

#[test]
fn its_refusals_are_worded() {
    let refusals = refusals();
    one_of_each(&refusals, refusal_kind, 2);
    let rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    // A fixed draw order its rules cannot play.
    let setups = [SetupError::DrawOrder(
        Expansion::River,
        "the spring is the start tile, and the draw order starts with the other river tiles, the lake last of them",
    )];
    // A tile that does not go on from the river's open end is told in the service's own
    // words (where it ends, or that it has), not the engine's.
    let reworded = |e: &RuleError| {
        matches!(e, RuleError::Expansion(ExpansionRefusal::River(Refusal::NotContinued { .. })))
    };
    error::an_expansions_refusals_are_worded(&rules, &setups, Vec::new(), &[], reworded);
}
