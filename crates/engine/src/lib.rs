//! Carcassonne rules.
