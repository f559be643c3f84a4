//! The Abbot's typed words in French.

/// The garden, where an abbot stands.
pub(super) const ACTION_WORDS: &[(&str, &[&str])] = &[("garden", &["jardin"])];
