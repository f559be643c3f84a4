//! Abbey & Mayor's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::abbey_mayor::{BARN, MAYOR, Own, Ph, WAGON};
use carcassonne_engine::{Seat, View};

use super::super::facts::{Facts, NO_ROUND, PhaseWords};
use super::super::supply::{Status, Supply, Words};

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    // `chariot`, as French speakers commonly spell the wagon (the French texts write
    // « charriot »); the brief's « bourgmestre » and « ferme », other names of the
    // mayor and the barn.
    synonyms: &[("chariot", "wagon"), ("bourgmestre", "mayor"), ("ferme", "barn")],
    spellings: &[
        ("home", &["réserve", "reserve"]),
        // A captured mayor or wagon, ransomed or exchanged by name (The Tower).
        ("mayor", &["maire"]),
        ("wagon", &["charriot", "chariot"]),
        // A barn's west corners as French writes its half-edges (`No`, `So`, read
        // back as any west), not `NO`, `SO`.
        ("NW", &["No"]),
        ("SW", &["So"]),
    ],
    fixed_flag: None,
    phases: |phase| Ph::of(phase).map(words),
    new_round: NO_ROUND,
    numbers: None,
    blocker: None,
    // The abbey tile held, and the mayor, wagon and barn at home.
    on_offer: None,
    side_to: None,
    supplies: &[
        Supply {
            key: "abbeys",
            summary: None,
            count: |view, seat| Some(view.abbey_mayor()?.abbeys(seat).into()),
            words: Words::Held("am-supply-abbeys", &[]),
        },
        Supply {
            key: "mayor",
            summary: None,
            count: |view, seat| home(view, seat, Own::Mayor),
            words: Words::Figure(MAYOR),
        },
        Supply {
            key: "wagon",
            summary: None,
            count: |view, seat| home(view, seat, Own::Wagon),
            words: Words::Figure(WAGON),
        },
        Supply {
            key: "barn",
            summary: None,
            count: |view, seat| home(view, seat, Own::Barn),
            words: Words::Figure(BARN),
        },
    ],
    // "Abbey & Mayor at home: Alice abbey tile, mayor · Bob nothing."
    status: Some(Status { line: "am-supplies", one: "am-supplies-one" }),
    hidden: None,
    #[cfg(test)]
    examples: super::examples::examples,
};

/// Whether `seat`'s `own` figure is at home, as a count.
fn home(view: &View, seat: Seat, own: Own) -> Option<u32> {
    Some(view.abbey_mayor()?.in_supply(seat, own).into())
}

/// The words of each of its decisions.
fn words(ph: Ph) -> PhaseWords {
    match ph {
        Ph::Abbey => PhaseWords { summary: "abbey", doing: "abbey" },
        Ph::Wagon(_) => PhaseWords { summary: "wagon", doing: "wagon" },
    }
}
