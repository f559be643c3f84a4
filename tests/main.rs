//! The bot's integration tests, one binary (`cargo test --test integration`), a module
//! per area; `cargo test --test integration store::` runs one area,
//! `cargo test --test integration render::board::` one file. The helpers every area
//! shares live once in `support`.

mod ai;
mod discord;
mod local;
mod ops;
mod privacy;
mod readme;
mod render;
mod service;
mod store;
mod support;
mod web;
