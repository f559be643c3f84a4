//! The Carcassonne bot: everything around the rules engine.
//!
//! The layers follow DEVELOPERS.md: `render` turns a game view into PNG bytes, `store`
//! is the only place that speaks SQL, `service` is the one command handler every front
//! end calls, and `local` is the terminal front end. Rules live in `carcassonne_engine`.

pub mod local;
pub mod render;
pub mod service;
pub mod store;
