//! The Carcassonne bot: everything around the rules engine.
//!
//! The layers follow DEVELOPERS.md: `render` turns a game view into PNG bytes, `store`
//! is the only place that speaks SQL, `service` is the one command handler every front
//! end calls, `local` is the terminal front end and `discord` the bot;
//! `config` reads the bot's settings, `locale` words texts in each language and `metrics`
//! counts what the operator watches. Rules live in `carcassonne_engine`.

pub mod ai;
pub mod config;
pub mod discord;
pub mod local;
pub mod locale;
pub mod metrics;
pub mod render;
pub mod service;
pub mod store;
