//! The Gifts' typed words in French: the cards, and wasting one.

/// The cards' words and `waste`.
pub(super) const ACTION_WORDS: &[(&str, &[&str])] = &[
    ("synod", &["synode"]),
    ("sweeper", &["cantonnier"]),
    ("change", &["debout-couché", "debout/couché", "debout-couche", "debout/couche", "debout", "couché"]),
    ("retreat", &["retrait"]),
    ("take-two", &["prends-en-2", "prends-en-deux"]),
    ("waste", &["gaspiller", "gaspillé", "gaspille"]),
];
