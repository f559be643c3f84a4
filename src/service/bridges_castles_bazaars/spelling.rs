//! Bridges, Castles & Bazaars' typed words in French: a small city's owners' choice.

/// Build a castle or score the city.
pub(super) const ACTION_WORDS: &[(&str, &[&str])] = &[("build", &["construire"]), ("score", &["compter"])];
