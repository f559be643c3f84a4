//! The Carcassonne bot: everything around the rules engine.
//!
//! The crate is in layers, and a module uses only the layers below it (the test in
//! `src/layers.rs` holds every file to this table, and `carcassonne_engine`, the rules,
//! is under them all), bottom to top:
//!
//! | layer | modules | what it holds | may use |
//! |---|---|---|---|
//! | leaves | `config`, `locale`, `metrics` | the bot's settings; every text in each language; recording the operator's numbers | nothing of the crate |
//! | ai | `ai` | the bots' players, deciding from the engine's view | nothing of the crate |
//! | render | `render` | a game's view drawn into PNG bytes | leaves |
//! | store | `store` | the only SQL (SQLite) | leaves |
//! | service | `service` | the one command handler every front end calls | leaves, ai, render, store |
//! | front ends | `local`, `discord`, `web` | the terminal driver; the Discord bot, with the operator's `/metrics` and `/healthz`; the board page's API | leaves, ai, service |
//!
//! Modules of one layer are siblings and do not use each other. The front ends reach
//! the store only through the service (`Service::open`). Discord's crates stay in `discord`, the HTTP
//! server in `discord` and `web`, SQLite in `store`, the image crates in `render`
//! (`CONFINED` in `src/layers.rs`).

pub mod ai;
pub mod config;
pub mod discord;
#[cfg(test)]
mod layers;
pub mod local;
pub mod locale;
pub mod metrics;
pub mod render;
pub mod service;
pub mod store;
pub mod web;
