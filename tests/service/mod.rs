//! The service, the one command handler, over a real SQLite file and a real PostgreSQL
//! schema (each test written once, `support::backends::on_both`): lobby and turns, each
//! expansion by words, bots, clocks, history, ratings, timelapses, French, and games
//! stored by earlier versions (those are SQLite files: `upgrade`).

mod abbey_mayor;
mod abbot;
mod away;
mod bcb;
mod bots;
mod busy;
mod clock;
mod flow;
mod flying;
mod french;
mod gifts;
mod glossary;
mod history;
mod portal;
mod ratings;
mod timelapse;
mod traders_builders;
mod upgrade;
mod v6_rules;
