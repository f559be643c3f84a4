//! The service, the one command handler, over a real SQLite file: lobby and turns,
//! each expansion by words, bots, clocks, history, ratings, timelapses, French, and
//! games stored by earlier versions.

mod away;
mod bcb;
mod bots;
mod busy;
mod clock;
mod flow;
mod french;
mod gifts;
mod glossary;
mod history;
mod ratings;
mod timelapse;
mod upgrade;
mod v6_rules;
