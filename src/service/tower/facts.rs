//! The Tower's facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::tower::Ph;

use super::super::facts::{Facts, NO_ROUND, PhaseWords};
use super::super::supply::{Status, Supply, Words};

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[],
    spellings: &[
        ("tower", &["tour"]),
        ("none", &["aucun", "personne"]),
        ("big", &["grand"]),
        ("abbot", &["abbé", "abbe"]),
    ],
    fixed_flag: None,
    phases: |phase| Ph::of(phase).map(words),
    new_round: NO_ROUND,
    numbers: None,
    blocker: None,
    // The tower pieces left, and the prisoners held.
    on_offer: None,
    side_to: None,
    supplies: &[
        Supply {
            key: "pieces",
            summary: Some("tower_pieces"),
            count: |view, seat| Some(view.tower()?.pieces(seat).into()),
            words: Words::Count("page-supply-tower-pieces"),
        },
        Supply {
            key: "prisoners",
            summary: Some("prisoners"),
            count: |view, seat| u32::try_from(view.tower()?.held_by(seat).len()).ok(),
            words: Words::Count("page-supply-prisoners"),
        },
    ],
    // "Tower pieces and prisoners: Alice 3 pieces, 1 prisoner · …"
    status: Some(Status { line: "to-supplies", one: "to-supplies-one" }),
    hidden: None,
    #[cfg(test)]
    examples: super::examples::examples,
};

/// The words of each of its decisions.
fn words(ph: Ph) -> PhaseWords {
    match ph {
        Ph::Capture => PhaseWords { summary: "capture", doing: "capture" },
        Ph::Exchange => PhaseWords { summary: "exchange", doing: "exchange" },
    }
}
