//! The store, the only SQL: round trips, concurrency, a killed process, schema
//! upgrades, backups, resharding and importing into PostgreSQL.
//!
//! What the store does runs on SQLite and on PostgreSQL (`support::backends::on_both`):
//! `basic`, `concurrency`, `crash`, `parity`; `outcomes` is PostgreSQL's own (its
//! connection failing under a command). The tools made for SQLite files stay on
//! SQLite (`backup`, `reshard`, the older files of `fixture`); `import` reads SQLite files
//! into PostgreSQL.

mod backup;
mod basic;
mod concurrency;
mod crash;
mod fixture;
mod import;
mod leases;
mod outcomes;
mod parity;
mod reshard;
