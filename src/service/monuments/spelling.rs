//! Monuments' typed words in French: the monuments.

/// The monuments' words.
pub(super) const ACTION_WORDS: &[(&str, &[&str])] = &[
    ("cathedral", &["cathédrale", "cathedrale"]),
    ("arena", &["arène", "arene"]),
    ("lighthouse", &["phare"]),
    ("library", &["bibliothèque", "bibliotheque"]),
];
