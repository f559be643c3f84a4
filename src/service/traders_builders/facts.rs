//! Traders & Builders' facts for the service (`service::facts`), named by its row of
//! the registry.

use carcassonne_engine::rules::traders_builders::{BUILDER, Good, PIG, Role};
use carcassonne_engine::{Seat, View};

use super::super::facts::{Facts, NO_DECISIONS, NO_ROUND};
use super::super::supply::{Supply, Words};

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    synonyms: &[],
    spellings: &[],
    fixed_flag: None,
    phases: NO_DECISIONS,
    new_round: NO_ROUND,
    numbers: None,
    blocker: None,
    // The builder and the pig while they are at home, then the goods held ("2 wine").
    on_offer: None,
    side_to: None,
    supplies: &[
        Supply {
            key: "builder",
            summary: None,
            count: |view, seat| home(view, seat, Role::Builder),
            words: Words::Figure(BUILDER),
        },
        Supply {
            key: "pig",
            summary: None,
            count: |view, seat| home(view, seat, Role::Pig),
            words: Words::Figure(PIG),
        },
        Supply {
            key: "wine",
            summary: None,
            count: |view, seat| goods(view, seat, Good::Wine),
            words: Words::Held("goods-count", &[("good", "wine")]),
        },
        Supply {
            key: "grain",
            summary: None,
            count: |view, seat| goods(view, seat, Good::Grain),
            words: Words::Held("goods-count", &[("good", "grain")]),
        },
        Supply {
            key: "cloth",
            summary: None,
            count: |view, seat| goods(view, seat, Good::Cloth),
            words: Words::Held("goods-count", &[("good", "cloth")]),
        },
    ],
    status: None,
    hidden: None,
    #[cfg(test)]
    examples: super::examples::examples,
};

/// Whether `seat`'s figure of `role` is at home, as a count.
fn home(view: &View, seat: Seat, role: Role) -> Option<u32> {
    Some(view.traders_builders()?.in_supply(seat, role).into())
}

/// The tokens of `good` `seat` holds.
fn goods(view: &View, seat: Seat, good: Good) -> Option<u32> {
    Some(view.traders_builders()?.goods(seat)[good.index()].into())
}
