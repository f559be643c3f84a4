//! The Gifts' facts for the service (`service::facts`), named by its row of the
//! registry.

use carcassonne_engine::rules::gifts::Ph;

use super::super::facts::{Facts, Flag, decision_words};
use super::super::supply::Hidden;
use crate::locale::Lang;

/// The cards' words and `waste`.
const ACTION_WORDS: &[(&str, &[&str])] = &[
    ("synod", &["synode"]),
    ("sweeper", &["cantonnier"]),
    ("change", &["debout-couché", "debout/couché", "debout-couche", "debout/couche", "debout", "couché"]),
    ("retreat", &["retrait"]),
    ("take-two", &["prends-en-2", "prends-en-deux"]),
    ("waste", &["gaspiller", "gaspillé", "gaspille"]),
];

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts {
    spellings: ACTION_WORDS,
    fixed_flag: Some(Flag {
        value: "GIFTS",
        help: "The Gifts: the deck's first cards, e.g. `synod,retreat,take-two`",
    }),
    // Take two's tiles, in the order its `keep` numbers them.
    on_offer: Some(|_, phase| match Ph::of(phase) {
        Some(Ph::TakeTwo(first, second)) => vec![first, second],
        None => Vec::new(),
    }),
    // The cards in hand: "Gifts held: Alice 1 · Bob 0 (22 in the deck, 2 opened)."
    hidden: Some(Hidden {
        count: |view, seat| u32::try_from(view.gifts()?.hand_size(seat)).ok(),
        own: |view, seat, lang: Lang| {
            let hand = view.gifts()?.hand(seat)?;
            Some(hand.iter().map(|g| lang.say("gift-title", [("gift", g.word().into())])).collect())
        },
        line: "gifts-held",
        more: &[
            ("deck", |view| u32::try_from(view.gifts()?.deck_len()).ok()),
            ("opened", |view| u32::try_from(view.gifts()?.discard().len()).ok()),
        ],
        title: "web-page-gifts",
        yours: "web-page-your-gifts",
    }),
    ..Facts::new(decision_words!(Ph:
        Ph::TakeTwo(..) => "take_two" / "take-two",
    ))
};
